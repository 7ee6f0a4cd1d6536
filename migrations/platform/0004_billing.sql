-- The vendor bills every company (docs/api-billing.md): plans, each company's subscription, its
-- invoices with their lines and payments, the lines waiting for the next invoice, gateway payment
-- sessions, and the vendor's billing settings.
--
-- Invoices and payments are company-private although they live in `platform`: row-level security
-- shows a company's request only its own rows (app.company_id), and the vendor console, the
-- gateways' callbacks and the scheduler see every company only in the platform scope
-- (app.platform = 'on', set by `tenancy::platform_scope`).

create function platform.secure_billing_table(tbl regclass) returns void
language plpgsql as $$
begin
    execute format('alter table %s enable row level security', tbl);
    execute format('alter table %s force row level security', tbl);
    execute format(
        'create policy company_or_platform on %s '
        'using (company_id = nullif(current_setting(''app.company_id'', true), '''')::bigint '
        '       or current_setting(''app.platform'', true) = ''on'') '
        'with check (company_id = nullif(current_setting(''app.company_id'', true), '''')::bigint '
        '       or current_setting(''app.platform'', true) = ''on'')', tbl);
end;
$$;

-- What the vendor sells. Not company-private: every company may read the plans of its currency.
create table platform.plans (
    id             bigserial primary key,
    code           text not null,
    name           text not null check (length(btrim(name)) between 1 and 100),
    description    text not null default '',
    currency       text not null check (currency in ('MYR', 'IDR')),
    monthly_price  numeric(14, 2) not null check (monthly_price >= 0),
    yearly_price   numeric(14, 2) not null check (yearly_price >= 0),
    -- null: unlimited
    max_agents     integer check (max_agents > 0),
    max_branches   integer check (max_branches > 0),
    features       text[] not null default '{}',
    trial_days     integer not null default 14 check (trial_days between 0 and 365),
    -- Offered to companies choosing a plan; companies on an inactive plan keep it.
    active         boolean not null default true,
    created_at     timestamptz not null default now(),
    updated_at     timestamptz not null default now(),
    constraint plans_code_key unique (code),
    constraint plans_code_shape check (code ~ '^[a-z0-9][a-z0-9-]{0,39}$')
);

create table platform.subscriptions (
    company_id      bigint primary key references platform.companies (id) on delete cascade,
    plan_id         bigint not null references platform.plans (id),
    period          text not null check (period in ('monthly', 'yearly')),
    -- A change of period waits for the next renewal.
    next_period     text check (next_period in ('monthly', 'yearly')),
    started_on      date not null,
    trial_ends_on   date,
    -- The period being used now runs period_start .. renews_on - 1.
    period_start    date not null,
    renews_on       date not null,
    -- Paid beyond an invoice's balance: taken off the next invoice.
    credit_balance  numeric(14, 2) not null default 0 check (credit_balance >= 0),
    created_at      timestamptz not null default now(),
    updated_at      timestamptz not null default now(),
    check (renews_on > period_start)
);
select platform.secure_billing_table('platform.subscriptions');

create sequence platform.subscription_invoice_number;

create table platform.subscription_invoices (
    id              bigserial primary key,
    company_id      bigint not null references platform.companies (id) on delete cascade,
    number          text not null,
    issued_on       date not null,
    due_on          date not null,
    period_start    date not null,
    period_end      date not null,
    currency        text not null check (currency in ('MYR', 'IDR')),
    total           numeric(14, 2) not null check (total >= 0),
    paid            numeric(14, 2) not null default 0 check (paid >= 0),
    -- pending, partially_paid, paid, overdue, void: kept by the code from the figures
    -- (billing::rules::invoice_status) in the statement that changes them.
    status          text not null default 'pending'
                    check (status in ('pending', 'partially_paid', 'paid', 'overdue', 'void')),
    void_reason     text,
    voided_at       timestamptz,
    -- The vendor's accounting system (Zoho Books, Xero) id of this invoice, for its pay pages.
    accounting_ref  text,
    -- Reminders already sent: 'before', 'due', 'overdue'.
    reminders       text[] not null default '{}',
    created_at      timestamptz not null default now(),
    constraint subscription_invoices_number_key unique (number),
    constraint subscription_invoices_period_key unique (company_id, period_start),
    constraint subscription_invoices_accounting_ref_key unique (accounting_ref),
    check (paid <= total),
    check (period_end >= period_start)
);
create index subscription_invoices_company_idx on platform.subscription_invoices (company_id, issued_on desc, id desc);
create index subscription_invoices_open_idx on platform.subscription_invoices (due_on)
    where status in ('pending', 'partially_paid', 'overdue');
select platform.secure_billing_table('platform.subscription_invoices');

create table platform.subscription_invoice_items (
    id           bigserial primary key,
    invoice_id   bigint not null references platform.subscription_invoices (id) on delete cascade,
    company_id   bigint not null references platform.companies (id) on delete cascade,
    position     integer not null,
    description  text not null,
    quantity     integer not null default 1,
    unit_price   numeric(14, 2) not null,
    amount       numeric(14, 2) not null
);
create index subscription_invoice_items_invoice_idx on platform.subscription_invoice_items (invoice_id, position);
select platform.secure_billing_table('platform.subscription_invoice_items');

-- Lines waiting for the next invoice: a change of plan's proration, a credit carried forward.
create table platform.subscription_adjustments (
    id           bigserial primary key,
    company_id   bigint not null references platform.companies (id) on delete cascade,
    description  text not null,
    amount       numeric(14, 2) not null,
    invoice_id   bigint references platform.subscription_invoices (id) on delete set null,
    created_at   timestamptz not null default now()
);
create index subscription_adjustments_waiting_idx on platform.subscription_adjustments (company_id)
    where invoice_id is null;
select platform.secure_billing_table('platform.subscription_adjustments');

create table platform.subscription_payments (
    id           bigserial primary key,
    invoice_id   bigint not null references platform.subscription_invoices (id) on delete cascade,
    company_id   bigint not null references platform.companies (id) on delete cascade,
    method       text not null check (method in ('billplz', 'stripe', 'manual')),
    -- The gateway's id of the payment (a bill, a Checkout Session), or the vendor's for a manual one
    -- (a bank transfer's reference): a payment is recorded once, however often its callback comes.
    reference    text not null,
    amount       numeric(14, 2) not null check (amount > 0),
    -- What went to the invoice; the rest (amount - applied) became subscription credit.
    applied      numeric(14, 2) not null check (applied >= 0 and applied <= amount),
    paid_at      timestamptz not null,
    note         text,
    recorded_by  bigint references platform.vendor_users (id) on delete set null,
    created_at   timestamptz not null default now(),
    constraint subscription_payments_reference_key unique (company_id, method, reference)
);
create index subscription_payments_invoice_idx on platform.subscription_payments (invoice_id);
select platform.secure_billing_table('platform.subscription_payments');

-- A payment page opened at a gateway for an invoice: the callback names only the gateway's id.
create table platform.subscription_checkouts (
    method       text not null check (method in ('billplz', 'stripe')),
    reference    text not null,
    invoice_id   bigint not null references platform.subscription_invoices (id) on delete cascade,
    company_id   bigint not null references platform.companies (id) on delete cascade,
    amount       numeric(14, 2) not null,
    url          text not null,
    created_at   timestamptz not null default now(),
    primary key (method, reference)
);
create index subscription_checkouts_invoice_idx on platform.subscription_checkouts (invoice_id, created_at desc);
select platform.secure_billing_table('platform.subscription_checkouts');

create table platform.billing_settings (
    id                    boolean primary key default true check (id),
    grace_days            integer not null default 3 check (grace_days between 0 and 90),
    reminder_days_before  integer not null default 3 check (reminder_days_before between 0 and 60),
    issue_days_before     integer not null default 7 check (issue_days_before between 0 and 60),
    vendor_name           text not null default 'Rangkai Sdn Bhd',
    vendor_address        text not null default 'Level 12, Menara Rangkai, Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
    updated_at            timestamptz not null default now()
);
insert into platform.billing_settings default values;

insert into platform.plans (code, name, description, currency, monthly_price, yearly_price, max_agents, max_branches, features, trial_days) values
    ('starter-myr', 'Starter', 'For a new network finding its feet.', 'MYR', 199, 1990, 200, 1,
     '{reports,campaigns,marketing}', 14),
    ('growth-myr', 'Growth', 'For a growing network with branches and stores.', 'MYR', 499, 4990, 5000, 5,
     '{reports,analytics,campaigns,marketing,stores,integrations}', 14),
    ('enterprise-myr', 'Enterprise', 'Everything, without limits.', 'MYR', 1499, 14990, null, null,
     '{reports,analytics,campaigns,marketing,stores,integrations,e_invoice,cp58,api}', 14),
    ('starter-idr', 'Starter', 'Untuk jaringan yang baru mulai.', 'IDR', 699000, 6990000, 200, 1,
     '{reports,campaigns,marketing}', 14),
    ('growth-idr', 'Growth', 'Untuk jaringan yang tumbuh dengan cabang dan toko.', 'IDR', 1749000, 17490000, 5000, 5,
     '{reports,analytics,campaigns,marketing,stores,integrations}', 14),
    ('enterprise-idr', 'Enterprise', 'Semua fitur, tanpa batas.', 'IDR', 5249000, 52490000, null, null,
     '{reports,analytics,campaigns,marketing,stores,integrations,api}', 14);

-- Companies that exist already start a Growth trial today (written in the platform scope).
select set_config('app.platform', 'on', true);
insert into platform.subscriptions (company_id, plan_id, period, started_on, trial_ends_on, period_start, renews_on)
select c.id, p.id, 'monthly', d.today, d.today + 14, d.today, d.today + 14
from platform.companies c
join platform.plans p on p.code = 'growth-' || lower(c.currency)
cross join lateral (select (now() at time zone 'Asia/Kuala_Lumpur')::date as today) d;

-- Why a locked company is locked: an overdue invoice (unlocked the moment it is paid) or by hand in
-- the vendor console (unlocked only by hand).
alter table platform.companies add column locked_for text check (locked_for in ('overdue', 'vendor'));
update platform.companies set locked_for = 'vendor' where status = 'locked';
