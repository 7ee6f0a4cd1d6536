-- Accounts, sessions and one-time codes of one company. Every table carries company_id and is
-- guarded by platform.secure_tenant_table (row-level security enabled, forced, one policy).

create table company_settings (
    company_id          bigint primary key default current_setting('app.company_id')::bigint,
    primary_color       text not null default '#0f766e' check (primary_color ~ '^#[0-9a-fA-F]{6}$'),
    secondary_color     text not null default '#f59e0b' check (secondary_color ~ '^#[0-9a-fA-F]{6}$'),
    logo_key            text,
    logo_dark_key       text,
    login_image_key     text,
    email               text,
    phone_code          text,
    phone               text,
    address_line1       text,
    address_line2       text,
    postcode            text,
    city                text,
    state               text,
    country             text not null default 'MY',
    manual_receipt      boolean not null default true,
    self_pickup         boolean not null default false,
    first_order_package boolean not null default false,
    go_affiliate_status boolean not null default false,
    ejen_store_status   boolean not null default false,
    e_koop_status       boolean not null default false,
    updated_at          timestamptz not null default now()
);
select platform.secure_tenant_table('company_settings');

create table tiers (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    name         text not null,
    rank_number  integer not null,
    created_at   timestamptz not null default now(),
    constraint tiers_rank_number_key unique (company_id, rank_number)
);
select platform.secure_tenant_table('tiers');

create table users (
    id                  bigserial primary key,
    company_id          bigint not null default current_setting('app.company_id')::bigint,
    email               text not null,
    username            text not null,
    password_hash       text,
    role                text not null check (role in ('hq', 'staff', 'agent')),
    permissions         text[] not null default '{}',
    tier_id             bigint references tiers (id),
    status              text not null default 'new' check (status in ('new', 'active', 'inactive', 'suspended')),
    language            text not null default 'en' check (language in ('en', 'id', 'my')),
    verified_at         timestamptz,
    photo_key           text,
    first_name          text,
    last_name           text,
    identity_number     text,
    birth_date          date,
    gender              text check (gender in ('male', 'female')),
    phone_code          text,
    phone               text,
    address_line1       text,
    address_line2       text,
    address_postcode    text,
    address_city        text,
    address_state       text,
    address_country     text,
    address_province    text,
    address_regency     text,
    address_district    text,
    address_village     text,
    tin                 text,
    country             text,
    bank_country        text,
    bank_company        text,
    bank_account_number text,
    bank_account_name   text,
    bank_identity       text,
    facebook_url        text,
    instagram_url       text,
    tiktok_url          text,
    twitter_url         text,
    created_at          timestamptz not null default now(),
    updated_at          timestamptz not null default now(),
    constraint users_email_key unique (company_id, email),
    constraint users_username_key unique (company_id, username),
    constraint users_email_lower check (email = lower(email))
);
select platform.secure_tenant_table('users');

create table sessions (
    token_hash    bytea primary key,
    company_id    bigint not null default current_setting('app.company_id')::bigint,
    user_id       bigint not null references users (id) on delete cascade,
    remember      boolean not null,
    created_at    timestamptz not null default now(),
    expires_at    timestamptz not null,
    revoked_at    timestamptz,
    ip            text,
    user_agent    text
);
create index sessions_user_idx on sessions (user_id);
select platform.secure_tenant_table('sessions');

-- 6-digit codes proving an e-mail address; only a hash is kept.
create table verification_codes (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    user_id     bigint not null references users (id) on delete cascade,
    code_hash   bytea not null,
    attempts    integer not null default 0,
    created_at  timestamptz not null default now(),
    expires_at  timestamptz not null,
    used_at     timestamptz
);
create index verification_codes_user_idx on verification_codes (user_id, created_at desc);
select platform.secure_tenant_table('verification_codes');

-- Single-use links that set a password: a reset, or a staff member's invitation.
create table password_tokens (
    token_hash  bytea primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    user_id     bigint not null references users (id) on delete cascade,
    purpose     text not null check (purpose in ('reset', 'invitation')),
    created_at  timestamptz not null default now(),
    expires_at  timestamptz not null,
    used_at     timestamptz
);
create index password_tokens_user_idx on password_tokens (user_id);
select platform.secure_tenant_table('password_tokens');

-- E-mail written in the same transaction as the change that caused it; a worker sends it over SMTP
-- when SMTP is configured, otherwise it stays here for developers and tests to read.
create table outbox_emails (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    to_address  text not null,
    subject     text not null,
    body_text   text not null,
    status      text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
    attempts    integer not null default 0,
    last_error  text,
    created_at  timestamptz not null default now(),
    sent_at     timestamptz
);
create index outbox_emails_pending_idx on outbox_emails (id) where status = 'pending';
select platform.secure_tenant_table('outbox_emails');
