-- LHDN MyInvois e-invoices (docs/api-einvoice.md).

-- The company's MyInvois taxpayer-system credentials: the client secret sealed with the server's
-- key (AES-256-GCM, never returned whole), the environment, and the moment e-invoicing began
-- (sales completed and payouts paid from then on are e-invoiced).
alter table company_settings
    add column myinvois_client_id  text,
    add column myinvois_secret     bytea,
    add column myinvois_sandbox    boolean not null default true,
    add column einvoice_from       timestamptz;

-- One document per sale with a buyer TIN (invoice), per payout (self-billed: the agent is the
-- supplier), and per month for the sales without a buyer TIN (consolidated). `document` is the UBL
-- JSON as last submitted; `status` follows MyInvois: pending (not yet sent), submitted (sent, not
-- validated yet), valid, invalid (with LHDN's reasons; correctable and sent again), cancelled.
create table einvoices (
    id               bigserial primary key,
    company_id       bigint not null default current_setting('app.company_id')::bigint,
    kind             text not null check (kind in ('invoice', 'self-billed', 'consolidated')),
    order_id         bigint unique references orders (id),
    payout_id        bigint unique references payouts (id),
    period           date unique,
    code_number      text not null unique check (length(code_number) <= 50),
    status           text not null default 'pending'
                     check (status in ('pending', 'submitted', 'valid', 'invalid', 'cancelled')),
    buyer_name       text not null,
    buyer_tin        text not null,
    supplier_name    text not null,
    supplier_tin     text not null,
    total            numeric(14, 2) not null,
    -- what HQ corrected on an invalid document before sending it again
    buyer_tin_override text,
    document         jsonb,
    submission_uid   text,
    uuid             text unique,
    long_id          text,
    reasons          jsonb not null default '[]',
    attempts         integer not null default 0,
    submitted_at     timestamptz,
    validated_at     timestamptz,
    cancelled_at     timestamptz,
    cancel_reason    text,
    created_at       timestamptz not null default now(),
    updated_at       timestamptz not null default now(),
    constraint einvoices_source check (
        (kind = 'invoice' and order_id is not null) or
        (kind = 'self-billed' and payout_id is not null) or
        (kind = 'consolidated' and period is not null))
);
select platform.secure_tenant_table('einvoices');
create index einvoices_status on einvoices (status, id);
create index einvoices_recent on einvoices (created_at desc, id desc);
-- The orders a month's consolidated e-invoice covers.
alter table orders add column consolidated_einvoice_id bigint references einvoices (id);
