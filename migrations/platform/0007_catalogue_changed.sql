-- Tells every server process that a company's catalogue changed: a product, its category, a tier
-- or tier price, a quantity range, an option, an image, a variant or its stock (`tenancy::memo`:
-- each remembers the products its detail answered). Once per statement, with the company's id
-- from the schema the statement changed (a company's schema is `t_<its id>`). PostgreSQL delivers
-- a notification only when the transaction that raised it commits, and one per transaction and
-- payload however many statements raised it.
create function platform.catalogue_changed() returns trigger
language plpgsql as $$
begin
    perform pg_notify('rk_catalogue', substr(tg_table_schema, 3));
    return null;
end;
$$;
