-- HQ company setup: company details and regulatory data, branches, tiers in full, commission ranks,
-- control features, notifications, network links, and content per tier.

alter table company_settings
    add column org_id              text,
    add column roc                 text,
    add column province            text,
    add column regency             text,
    add column district            text,
    add column village             text,
    add column bank_country        text,
    add column bank_code           text,
    add column bank_account_number text,
    add column bank_account_name   text,
    add column prefix_name         text check (prefix_name ~ '^[A-Z0-9]{2,6}$'),
    add column tin                 text,
    add column msic_code           text,
    add column tax_percentage      numeric(5, 2) not null default 0 check (tax_percentage between 0 and 100),
    -- Control features (spec §6 and §3 Company features).
    add column show_stock             boolean not null default false,
    add column income_statement       boolean not null default true,
    add column first_order            boolean not null default false,
    add column first_order_minutes    integer not null default 30 check (first_order_minutes between 1 and 10080),
    add column ordering_level         text not null default 'both' check (ordering_level in ('hq', 'upline', 'both')),
    add column booking_time_minutes   integer not null default 60 check (booking_time_minutes between 0 and 779),
    add column moq_type               text not null default 'unit' check (moq_type in ('unit', 'amount')),
    add column inactive_period_months integer not null default 3 check (inactive_period_months between 1 and 60),
    add column inactive_agent_limit   integer not null default 0 check (inactive_agent_limit >= 0),
    add column cp58_feature           boolean not null default false,
    add column show_hide_preorder     boolean not null default false,
    add column all_level              boolean not null default false,
    add column all_level_status       boolean not null default false,
    add column show_amount_snr        boolean not null default false,
    add column order_company          boolean not null default false,
    add column notification_email     text,
    add column notification_controls  jsonb not null default '{"new_order": true, "payment_received": true, "new_registration": true, "low_stock": false}',
    add column facebook_url  text,
    add column instagram_url text,
    add column tiktok_url    text,
    add column twitter_url   text,
    add column shopee_url    text,
    add column lazada_url    text,
    add column carousell_url text,
    add column mudah_url     text;

create table branches (
    id             bigserial primary key,
    company_id     bigint not null default current_setting('app.company_id')::bigint,
    name           text not null,
    code           text,
    address_line1  text,
    address_line2  text,
    postcode       text,
    city           text,
    state          text,
    phone_code     text,
    phone          text,
    is_main        boolean not null default false,
    created_at     timestamptz not null default now(),
    constraint branches_name_key unique (company_id, name)
);
create unique index branches_one_main on branches (company_id) where is_main;
select platform.secure_tenant_table('branches');

alter table tiers
    add column min_order_unit               integer check (min_order_unit >= 0),
    add column min_order_amount             numeric(14, 2) check (min_order_amount >= 0),
    add column first_order_min_unit         integer check (first_order_min_unit >= 0),
    add column first_order_min_amount       numeric(14, 2) check (first_order_min_amount >= 0),
    add column personal_sales_unit          integer check (personal_sales_unit >= 0),
    add column personal_sales_amount        numeric(14, 2) check (personal_sales_amount >= 0),
    add column group_sales_unit             integer check (group_sales_unit >= 0),
    add column group_sales_amount           numeric(14, 2) check (group_sales_amount >= 0),
    add column tpgs_unit                    integer check (tpgs_unit >= 0),
    add column tpgs_amount                  numeric(14, 2) check (tpgs_amount >= 0),
    add column helper_percent               numeric(5, 2) check (helper_percent between 0 and 100),
    add column recruit_commission           numeric(14, 2) check (recruit_commission >= 0),
    add column leadership                   numeric(5, 2) check (leadership between 0 and 100),
    add column introducer_bonus             numeric(14, 2) check (introducer_bonus >= 0),
    add column overriding_commission        numeric(5, 2) check (overriding_commission between 0 and 100),
    add column inactive_status              boolean not null default false,
    add column team_member_sales_threshold  numeric(14, 2) check (team_member_sales_threshold >= 0),
    add column updated_at                   timestamptz not null default now(),
    add constraint tiers_name_key unique (company_id, name);

create table commission_ranks (
    id                          bigserial primary key,
    company_id                  bigint not null default current_setting('app.company_id')::bigint,
    position                    integer not null,
    commission_name             text not null,
    personal_sales              numeric(14, 2) check (personal_sales >= 0),
    total_personal_group_sales  numeric(14, 2) check (total_personal_group_sales >= 0),
    side_group_sales            numeric(14, 2) check (side_group_sales >= 0),
    commission                  numeric(5, 2) check (commission between 0 and 100),
    personal_level_commission   numeric(5, 2) check (personal_level_commission between 0 and 100),
    is_leadership               boolean not null default false,
    benefits                    text[] not null default '{}' check (cardinality(benefits) <= 8),
    constraint commission_ranks_name_key unique (company_id, commission_name)
);
select platform.secure_tenant_table('commission_ranks');

-- Terms, greetings and FAQs, each for one tier or (tier_id null) for every tier.
create table terms (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    tier_id     bigint references tiers (id) on delete cascade,
    content     text not null,
    updated_at  timestamptz not null default now()
);
select platform.secure_tenant_table('terms');

create table greetings (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    tier_id     bigint references tiers (id) on delete cascade,
    subject     text not null,
    detail      text not null,
    updated_at  timestamptz not null default now()
);
select platform.secure_tenant_table('greetings');

create table faqs (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    tier_id     bigint references tiers (id) on delete cascade,
    question    text not null,
    answer      text not null,
    updated_at  timestamptz not null default now()
);
select platform.secure_tenant_table('faqs');

-- Every company starts with its main branch.
insert into branches (company_id, name, is_main)
select company_id, 'HQ', true from company_settings;
