-- Store programs (docs/api-stores.md): an agent's store in the affiliate, online-store or school
-- co-operative (e-koop) program, with its public storefront link, HQ's review, daily visits and the
-- e-koop store's banners. Whether HQ offers a program stays in company_settings
-- (go_affiliate_status, ejen_store_status, e_koop_status); how agents join is per program here.

create table store_program_settings (
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    program      text not null check (program in ('affiliate', 'online', 'ekoop')),
    join_policy  text not null default 'approval' check (join_policy in ('approval', 'direct')),
    updated_at   timestamptz not null default now(),
    primary key (company_id, program)
);
select platform.secure_tenant_table('store_program_settings');

create table agent_stores (
    id              bigserial primary key,
    company_id      bigint not null default current_setting('app.company_id')::bigint,
    agent_id        bigint not null references users (id) on delete cascade,
    program         text not null check (program in ('affiliate', 'online', 'ekoop')),
    status          text not null default 'pending'
                    check (status in ('pending', 'active', 'rejected', 'suspended')),
    name            text not null check (length(name) between 2 and 80),
    -- The public link /s/{slug}: unique in the company (another company may use the same slug).
    slug            text not null check (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
    tagline         text,
    logo_key        text,
    primary_color   text check (primary_color ~ '^#[0-9a-fA-F]{6}$'),
    contact_phone   text,
    whatsapp        text,
    contact_email   text,
    school_name     text,
    school_address  text,
    pickup_hours    text,
    -- HQ's reason when it rejected or suspended the store; the agent reads it.
    review_note     text,
    reviewed_by     bigint references users (id),
    approved_at     timestamptz,
    created_at      timestamptz not null default now(),
    updated_at      timestamptz not null default now(),
    constraint agent_stores_slug_key unique (company_id, slug),
    constraint agent_stores_one_per_program unique (agent_id, program),
    constraint agent_stores_ekoop_school check (
        program <> 'ekoop' or (school_name is not null and school_address is not null and pickup_hours is not null))
);
select platform.secure_tenant_table('agent_stores');
create index agent_stores_by_program on agent_stores (program, status, id desc);

-- Visits per store and KL day (the storefront counts one per browser session).
create table store_visits (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    store_id    bigint not null references agent_stores (id) on delete cascade,
    day         date not null,
    visits      integer not null default 0 check (visits >= 0),
    primary key (store_id, day)
);
select platform.secure_tenant_table('store_visits');

create table store_banners (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    store_id     bigint not null references agent_stores (id) on delete cascade,
    title        text not null,
    description  text not null default '',
    image_key    text not null,
    url          text,
    created_at   timestamptz not null default now()
);
select platform.secure_tenant_table('store_banners');
create index store_banners_by_store on store_banners (store_id, id desc);

-- The store an order came through (store orders: customers buying in an agent's store).
alter table orders add column store_id bigint references agent_stores (id);
create index orders_by_store on orders (store_id, created_at desc) where store_id is not null;
