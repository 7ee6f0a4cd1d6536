-- What spans companies: the companies themselves, their domains, the vendor's operators and job claims.
-- Nothing company-private lives here.

create table platform.companies (
    id              bigserial primary key,
    slug            text not null,
    name            text not null,
    currency        text not null check (currency in ('MYR', 'IDR')),
    language        text not null default 'en' check (language in ('en', 'id', 'my')),
    status          text not null default 'active' check (status in ('active', 'locked', 'suspended')),
    schema_name     text not null,
    created_at      timestamptz not null default now(),
    updated_at      timestamptz not null default now(),
    constraint companies_slug_key unique (slug),
    constraint companies_schema_name_key unique (schema_name),
    constraint companies_slug_shape check (slug ~ '^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$')
);

-- Custom domains (the subdomain <slug>.<BASE_DOMAIN> needs no row).
create table platform.company_domains (
    domain      text primary key check (domain = lower(domain)),
    company_id  bigint not null references platform.companies (id) on delete cascade,
    created_at  timestamptz not null default now()
);
create index company_domains_company_idx on platform.company_domains (company_id);

create table platform.vendor_users (
    id             bigserial primary key,
    email          text not null,
    name           text not null,
    password_hash  text not null,
    created_at     timestamptz not null default now(),
    constraint vendor_users_email_key unique (email)
);

create table platform.vendor_sessions (
    token_hash   bytea primary key,
    vendor_id    bigint not null references platform.vendor_users (id) on delete cascade,
    created_at   timestamptz not null default now(),
    expires_at   timestamptz not null,
    revoked_at   timestamptz
);
create index vendor_sessions_vendor_idx on platform.vendor_sessions (vendor_id);

-- A scheduled job claims (job, period) here first; only the claimer runs it.
create table platform.job_runs (
    job          text not null,
    period       text not null,
    claimed_at   timestamptz not null default now(),
    finished_at  timestamptz,
    primary key (job, period)
);

-- Company schemas are made from migrations/tenant. Every table there calls this once:
-- company_id defaults to the request's company, and one policy limits every row to it.
-- With no company in the context, current_setting(..., true) is null (or '' on a connection where an
-- earlier transaction set it) and no row matches.
create function platform.secure_tenant_table(tbl regclass) returns void
language plpgsql as $$
begin
    execute format('alter table %s enable row level security', tbl);
    execute format('alter table %s force row level security', tbl);
    execute format(
        'create policy company_isolation on %s '
        'using (company_id = nullif(current_setting(''app.company_id'', true), '''')::bigint) '
        'with check (company_id = nullif(current_setting(''app.company_id'', true), '''')::bigint)', tbl);
end;
$$;
