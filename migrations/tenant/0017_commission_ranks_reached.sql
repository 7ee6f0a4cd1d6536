-- The rest of the plan (docs/commission-plan.md): the month-end kinds written at the period close
-- (rank commission, personal level commission and leadership), the commission rank each agent
-- reached in a closed month, the affiliate behind an order, and a company agent's ROC number.

-- A personal level commission is its own kind beside the rank commission.
alter table commission_entries drop constraint commission_entries_kind_check;
alter table commission_entries add constraint commission_entries_kind_check
    check (kind in ('override', 'helper', 'sale-profit', 'recruit', 'affiliate', 'introducer',
                    'leadership', 'rank', 'personal-level'));

-- An order's entries are written once per order, kind, earner and direction; entries without an
-- order (month-end kinds) need not carry that index (the close writes a million of them).
alter table commission_entries drop constraint commission_entries_order_id_kind_agent_id_reversal_key;
create unique index commission_entries_once_per_order
    on commission_entries (order_id, kind, agent_id, reversal) where order_id is not null;

-- Month-end entries belong to no order: one per agent, month and kind, written once by the close.
create unique index commission_entries_month_end
    on commission_entries (agent_id, period, kind)
    where order_id is null and kind in ('rank', 'personal-level', 'leadership');

-- The commission rank each agent reached in a closed month, with the figures that reached it and
-- the rank's name and benefits as they were then (a rank renamed or removed later does not rewrite
-- history). Written only by the close, from agents in `sales_totals` (whose agent_id is a foreign
-- key) and the ranks of that moment; the close writes up to a row per agent, so this history
-- carries no foreign keys of its own: their per-row checks cost a million-agent close 6 s.
create table commission_ranks_reached (
    company_id                  bigint not null default current_setting('app.company_id')::bigint,
    agent_id                    bigint not null,
    period                      date not null,
    rank_id                     bigint,
    rank_name                   text not null,
    benefits                    text[] not null default '{}',
    personal_sales              numeric(14, 2) not null,
    total_personal_group_sales  numeric(14, 2) not null,
    side_group_sales            numeric(14, 2) not null,
    primary key (agent_id, period)
);
select platform.secure_tenant_table('commission_ranks_reached');
create index commission_ranks_reached_period on commission_ranks_reached (period, rank_name);

-- The agent whose affiliate store an order came through (store programs); their product affiliate
-- commission is paid when it completes.
alter table orders add column affiliate_agent_id bigint references users (id);

-- A company agent's registration number (ROC), captured at registration.
alter table users add column roc_number text check (length(roc_number) <= 40);
