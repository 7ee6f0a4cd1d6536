-- Product categories (products come with the catalogue) and voucher definitions (their use at
-- checkout comes with the shop).

create table product_categories (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    name        text not null,
    created_at  timestamptz not null default now(),
    constraint product_categories_name_key unique (company_id, name)
);
select platform.secure_tenant_table('product_categories');

create table vouchers (
    id                 bigserial primary key,
    company_id         bigint not null default current_setting('app.company_id')::bigint,
    name               text not null,
    -- amount: a fixed discount; percent: a share of the sub total.
    kind               text not null check (kind in ('amount', 'percent')),
    code               text not null check (code ~ '^[A-Z0-9_-]{3,30}$'),
    quota              integer not null check (quota > 0),
    starts_at          timestamptz not null,
    stops_at           timestamptz not null,
    discount           numeric(14, 2) not null check (discount >= 0),
    min_purchase       numeric(14, 2) not null default 0 check (min_purchase >= 0),
    -- How many times one agent may use it (null: no limit besides the quota).
    usage_limit        integer check (usage_limit > 0),
    free_shipping      boolean not null default false,
    first_order        boolean not null default false,
    package_only       boolean not null default false,
    suspended          boolean not null default false,
    used_count         integer not null default 0 check (used_count >= 0),
    created_at         timestamptz not null default now(),
    updated_at         timestamptz not null default now(),
    constraint vouchers_code_key unique (company_id, code),
    constraint vouchers_period check (stops_at > starts_at),
    constraint vouchers_percent check (kind <> 'percent' or discount <= 100),
    constraint vouchers_quota_not_exceeded check (used_count <= quota)
);
select platform.secure_tenant_table('vouchers');
