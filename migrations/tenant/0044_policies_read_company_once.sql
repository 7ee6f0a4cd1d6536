-- This company's policies read the request's company once per statement (platform migration 0006
-- says why), made again by `secure_tenant_table` in that migration's words: the same rows,
-- compared with a bigint computed once instead of a setting looked up for every row a scan reads.
do $$
declare
    p record;
begin
    for p in select tablename from pg_policies
             where schemaname = current_schema() and policyname = 'company_isolation' loop
        execute format('drop policy company_isolation on %I.%I', current_schema(), p.tablename);
        perform platform.secure_tenant_table(format('%I.%I', current_schema(), p.tablename)::regclass);
    end loop;
end;
$$;
