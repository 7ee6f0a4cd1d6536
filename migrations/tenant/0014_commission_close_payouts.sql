-- The period close and payouts (docs/api-commissions.md).
--
-- Closing a month records it once (`period` is the key: two HQ users closing at once close it once)
-- and writes each agent's statement: the sum of their entries of the month, which never changes
-- afterwards (later entries land in the month they are written in, which is open).
create table commission_periods (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    period      date primary key,
    closed_at   timestamptz not null default now(),
    closed_by   bigint references users (id),
    total       numeric(14, 2) not null,
    agents      integer not null
);
select platform.secure_tenant_table('commission_periods');

create table commission_statements (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    agent_id    bigint not null references users (id),
    period      date not null references commission_periods (period),
    total       numeric(14, 2) not null,
    primary key (agent_id, period)
);
select platform.secure_tenant_table('commission_statements');

-- A payout an agent asked for, from their closed statements' balance, to the bank account on their
-- profile as it was when asked (a change afterwards stops it from being paid).
create table payouts (
    id              bigserial primary key,
    company_id      bigint not null default current_setting('app.company_id')::bigint,
    agent_id        bigint not null references users (id),
    amount          numeric(14, 2) not null check (amount > 0),
    status          text not null default 'requested'
                    check (status in ('requested', 'approved', 'rejected', 'paid')),
    bank_name       text not null,
    account_number  text not null,
    account_name    text not null,
    note            text,
    requested_at    timestamptz not null default now(),
    decided_at      timestamptz,
    decided_by      bigint references users (id),
    paid_at         timestamptz
);
select platform.secure_tenant_table('payouts');
create index payouts_agent on payouts (agent_id, requested_at desc);
create index payouts_status on payouts (status, requested_at);

-- The smallest payout an agent may ask for.
alter table company_settings
    add column payout_minimum numeric(14, 2) not null default 50 check (payout_minimum >= 0);
