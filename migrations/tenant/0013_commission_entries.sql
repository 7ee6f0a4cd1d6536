-- What agents earn, entry by entry (docs/commission-plan.md): one row per order, kind and earner,
-- written in the transaction that completes the order, with the base, the rate or the units, and the
-- amount at the company currency's scale. A refund of a completed order writes the same entries
-- with the amount negated (`reversal`), in the month it happened: a clawback. (order, kind, earner,
-- reversal) is unique, so a replay writes nothing twice.
create table commission_entries (
    id               bigserial primary key,
    company_id       bigint not null default current_setting('app.company_id')::bigint,
    agent_id         bigint not null references users (id),
    kind             text not null
                     check (kind in ('override', 'helper', 'sale-profit', 'recruit', 'affiliate', 'introducer', 'leadership', 'rank')),
    order_id         bigint references orders (id),
    -- the agent whose order (or recruitment) it was
    source_agent_id  bigint references users (id),
    period           date not null,
    base             numeric(14, 2) not null,
    -- percent kinds: the rate applied to the base
    rate             numeric(5, 2),
    -- per-unit kinds: the units the base is made of
    units            integer,
    amount           numeric(14, 2) not null,
    reversal         boolean not null default false,
    created_at       timestamptz not null default now(),
    unique (order_id, kind, agent_id, reversal)
);
select platform.secure_tenant_table('commission_entries');
create index commission_entries_agent on commission_entries (agent_id, period, kind);
create index commission_entries_period on commission_entries (period, kind);

-- The plan's choices a company makes (docs/commission-plan.md): whether the overriding commission
-- of an upline who is not active passes up to the nearest active one (compression, the default) or
-- is not paid.
alter table company_settings
    add column override_compresses boolean not null default true;
