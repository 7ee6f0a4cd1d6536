-- The sales ledger: what each order counts for in the network, the base of the KPI figures, tier
-- rules and commissions.
--
-- An order writes one 'sale' entry when it completes (delivered or picked up) and, if a completed
-- order is refunded later, one 'reversal' entry with the same figures negated; (order, kind) is
-- unique, so each is written once even when two requests race. An entry counts in the Kuala Lumpur
-- month it was written in (`period`, the month's first day): a reversal after the month of its sale
-- counts against the month it happened in, as a clawback does.
--
-- The figures: units are the order's line quantities; amount is the goods' value after the voucher
-- (sub-total less discount: shipping, fees and tax are not sales); points are the order's points.
create function kl_month(t timestamptz) returns date
    language sql immutable parallel safe
    return date_trunc('month', t at time zone 'Asia/Kuala_Lumpur')::date;

create table sales_entries (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    order_id    bigint not null references orders (id),
    -- the buyer, whose personal sales these are
    agent_id    bigint not null references users (id),
    kind        text not null check (kind in ('sale', 'reversal')),
    period      date not null,
    -- the Kuala Lumpur day it was written
    sales_day   date not null,
    units       integer not null,
    amount      numeric(14, 2) not null,
    points      numeric(14, 2) not null,
    created_at  timestamptz not null default now(),
    unique (order_id, kind)
);
select platform.secure_tenant_table('sales_entries');
create index sales_entries_agent on sales_entries (agent_id, period);

-- Per agent and month: their personal sales and their group's (everyone below them, any depth),
-- kept in step with every entry and every move of a subtree, as `users.group_size` is, so the
-- figures of an agent with a million below are one row read.
create table sales_totals (
    company_id       bigint not null default current_setting('app.company_id')::bigint,
    agent_id         bigint not null references users (id),
    period           date not null,
    personal_units   integer not null default 0,
    personal_amount  numeric(14, 2) not null default 0,
    personal_points  numeric(14, 2) not null default 0,
    group_units      integer not null default 0,
    group_amount     numeric(14, 2) not null default 0,
    group_points     numeric(14, 2) not null default 0,
    primary key (agent_id, period)
);
select platform.secure_tenant_table('sales_totals');
