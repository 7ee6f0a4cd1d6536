-- A store customer's key to their orders (docs/api-stores.md, "My orders"): no password — the
-- customer asks for a link by e-mail, the link carries a random key (only its SHA-256 is kept), and
-- their browser keeps it for 30 days to list every store order placed with that e-mail.
create table customer_keys (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    key_hash    bytea not null,
    email       text not null,
    created_at  timestamptz not null default now(),
    expires_at  timestamptz not null,
    primary key (company_id, key_hash)
);
select platform.secure_tenant_table('customer_keys');
create index customer_keys_by_email on customer_keys (email, created_at desc);
create index orders_by_customer_email on orders (customer_email, created_at desc) where customer_email is not null;
