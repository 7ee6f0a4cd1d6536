-- Tells every server process that a company's accounts changed: a user (names, address, bank,
-- links, photo, status, tier…) or a tier (its name) (`tenancy::memo`: each remembers the account
-- `/user/detail` answered to each session). Once per statement, with the company's id from the
-- schema the statement changed (a company's schema is `t_<its id>`); delivered only when the
-- transaction commits, once per transaction and payload.
create function platform.accounts_changed() returns trigger
language plpgsql as $$
begin
    perform pg_notify('rk_accounts', substr(tg_table_schema, 3));
    return null;
end;
$$;
