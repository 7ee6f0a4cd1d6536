-- Row-level security reads the request's company once per statement, not once per row.
--
-- A policy's `current_setting('app.company_id')` is stable, not constant: in a scan's filter
-- PostgreSQL calls it (a settings lookup by name and a text-to-bigint cast) for every row it reads,
-- which was about a third of a report's time over 100,000 agents. Written as a scalar subquery it
-- is an InitPlan, computed once per statement and compared as a plain bigint. The rows each policy
-- admits are exactly the same.
create or replace function platform.secure_tenant_table(tbl regclass) returns void
language plpgsql as $$
begin
    execute format('alter table %s enable row level security', tbl);
    execute format('alter table %s force row level security', tbl);
    execute format(
        'create policy company_isolation on %s '
        'using (company_id = (select nullif(current_setting(''app.company_id'', true), '''')::bigint)) '
        'with check (company_id = (select nullif(current_setting(''app.company_id'', true), '''')::bigint))', tbl);
end;
$$;

create or replace function platform.secure_billing_table(tbl regclass) returns void
language plpgsql as $$
begin
    execute format('alter table %s enable row level security', tbl);
    execute format('alter table %s force row level security', tbl);
    execute format(
        'create policy company_or_platform on %s '
        'using (company_id = (select nullif(current_setting(''app.company_id'', true), '''')::bigint) '
        '       or (select current_setting(''app.platform'', true) = ''on'')) '
        'with check (company_id = (select nullif(current_setting(''app.company_id'', true), '''')::bigint) '
        '       or (select current_setting(''app.platform'', true) = ''on''))', tbl);
end;
$$;

-- The billing policies already made, made again by the function above (in this transaction, so
-- no statement ever sees a table without its policy).
do $$
declare
    p record;
begin
    for p in select tablename from pg_policies where schemaname = 'platform' and policyname = 'company_or_platform' loop
        execute format('drop policy company_or_platform on platform.%I', p.tablename);
        perform platform.secure_billing_table(format('platform.%I', p.tablename)::regclass);
    end loop;
end;
$$;
