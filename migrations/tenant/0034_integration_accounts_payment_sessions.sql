-- The integrations hub (docs/api-integrations.md): the company's accounts with the courier
-- providers and its hosted payment page (ejenpay), and the payment sessions that page shows.

-- One account per provider. `secrets` is the JSON of the provider's secret fields (API key, client
-- secret) sealed with the server's key (AES-256-GCM; never returned whole); `settings` the fields
-- that are not secret (sandbox, client id, country, the couriers chosen, the route of a courier
-- reached through an aggregator). `checked_at` is when the provider last accepted the credentials.
create table integration_accounts (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    provider    text not null
                check (provider in ('easyparcel', 'ninjavan', 'delyva', 'poslaju', 'citylink', 'ejenpay')),
    secrets     bytea,
    settings    jsonb not null default '{}',
    active      boolean not null default true,
    checked_at  timestamptz,
    created_at  timestamptz not null default now(),
    updated_at  timestamptz not null default now(),
    primary key (company_id, provider)
);
select platform.secure_tenant_table('integration_accounts');

-- A payment on the hosted page /ejenpay/{payType}/{sessionId}: an order or a credit top-up, paid
-- through the company's active gateway. The id is random (the page's address); the payer is the
-- user who may open it.
create table payment_sessions (
    id          text primary key check (length(id) between 16 and 40),
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    pay_type    text not null check (pay_type in ('order', 'topup')),
    order_id    bigint references orders (id) on delete cascade,
    topup_id    bigint references credit_topups (id) on delete cascade,
    user_id     bigint not null references users (id),
    created_at  timestamptz not null default now(),
    constraint payment_sessions_subject check (
        (pay_type = 'order' and order_id is not null and topup_id is null) or
        (pay_type = 'topup' and topup_id is not null and order_id is null))
);
select platform.secure_tenant_table('payment_sessions');
create index payment_sessions_order on payment_sessions (order_id) where order_id is not null;
create index payment_sessions_topup on payment_sessions (topup_id) where topup_id is not null;

-- A top-up's bill address, so its payment page can send HQ back to the same bill.
alter table credit_topups add column bill_url text;
