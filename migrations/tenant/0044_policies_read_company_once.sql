-- This company's policies read the request's company once per statement (platform migration 0006
-- says why): the same rows, compared with a bigint computed once instead of a setting looked up
-- for every row a scan reads.
do $$
declare
    p record;
begin
    for p in select tablename from pg_policies
             where schemaname = current_schema() and policyname = 'company_isolation' loop
        execute format(
            'alter policy company_isolation on %I.%I '
            'using (company_id = (select nullif(current_setting(''app.company_id'', true), '''')::bigint)) '
            'with check (company_id = (select nullif(current_setting(''app.company_id'', true), '''')::bigint))',
            current_schema(), p.tablename);
    end loop;
end;
$$;
