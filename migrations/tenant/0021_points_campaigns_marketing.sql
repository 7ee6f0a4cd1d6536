-- Points, campaigns and marketing files (docs/api-campaigns.md).

-- Every movement of an agent's points, signed (a credit positive, a debit negative), with its reason:
-- an order's points when it completes and their reversal when it is refunded (each once), HQ's
-- credits and debits by hand, and redemptions.
create table points_entries (
    id             bigserial primary key,
    company_id     bigint not null default current_setting('app.company_id')::bigint,
    agent_id       bigint not null references users (id),
    kind           text not null check (kind in ('order', 'reversal', 'manual', 'redemption')),
    order_id       bigint references orders (id),
    redemption_id  bigint,
    points         numeric(14, 2) not null check (points <> 0),
    reason         text not null,
    created_by     bigint references users (id),
    created_at     timestamptz not null default now()
);
select platform.secure_tenant_table('points_entries');
create unique index points_entries_once on points_entries (order_id, kind) where order_id is not null;
create index points_entries_agent on points_entries (agent_id, created_at desc, id desc);

-- Each agent's points, kept in step with every entry in its transaction: what can be spent
-- (never below zero) and what a reversal took beyond it (owed, settled from the next credit).
create table points_balances (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    agent_id    bigint primary key references users (id),
    balance     numeric(14, 2) not null default 0 check (balance >= 0),
    owed        numeric(14, 2) not null default 0 check (owed >= 0),
    earned      numeric(14, 2) not null default 0,
    redeemed    numeric(14, 2) not null default 0,
    updated_at  timestamptz not null default now()
);
select platform.secure_tenant_table('points_balances');

-- HQ's campaigns: a reward agents of the chosen tiers redeem for points between two Kuala Lumpur
-- days, within an overall quota and a limit per agent and reward period.
create table campaigns (
    id                    bigserial primary key,
    company_id            bigint not null default current_setting('app.company_id')::bigint,
    title                 text not null,
    description           text not null default '',
    terms                 text not null default '',
    reward_type           text not null check (reward_type in ('product', 'voucher', 'cash', 'prize')),
    -- What the agent receives, in words ("Serum 50 ml", "RM 20 off", "RM 100 cash").
    reward_name           text not null,
    product_id            bigint references products (id) on delete set null,
    reward_quantity       integer not null default 1 check (reward_quantity > 0),
    voucher_kind          text check (voucher_kind in ('amount', 'percent')),
    voucher_discount      numeric(14, 2) check (voucher_discount > 0),
    voucher_min_purchase  numeric(14, 2) not null default 0 check (voucher_min_purchase >= 0),
    voucher_valid_days    integer not null default 30 check (voucher_valid_days between 1 and 366),
    cash_amount           numeric(14, 2) check (cash_amount > 0),
    points_required       numeric(14, 2) not null check (points_required > 0),
    starts_on             date not null,
    ends_on               date not null,
    image_key             text,
    thumb_key             text,
    -- null: no overall limit
    max_redemptions       integer check (max_redemptions > 0),
    redeemed_count        integer not null default 0,
    -- per agent in each reward period (null frequency: over the whole campaign); null: no limit
    per_agent_limit       integer check (per_agent_limit > 0),
    reward_frequency      text check (reward_frequency in ('daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly')),
    -- empty: every tier
    tier_ids              bigint[] not null default '{}',
    previous_id           bigint references campaigns (id) on delete set null,
    deleted_at            timestamptz,
    created_at            timestamptz not null default now(),
    updated_at            timestamptz not null default now(),
    constraint campaigns_dates check (ends_on >= starts_on),
    constraint campaigns_quota check (max_redemptions is null or redeemed_count <= max_redemptions),
    constraint campaigns_voucher check (reward_type <> 'voucher' or (voucher_kind is not null and voucher_discount is not null)),
    constraint campaigns_percent check (voucher_kind is distinct from 'percent' or voucher_discount <= 100)
);
select platform.secure_tenant_table('campaigns');
create index campaigns_live on campaigns (ends_on desc) where deleted_at is null;

create table campaign_redemptions (
    id              bigserial primary key,
    company_id      bigint not null default current_setting('app.company_id')::bigint,
    campaign_id     bigint not null references campaigns (id),
    agent_id        bigint not null references users (id),
    points          numeric(14, 2) not null check (points > 0),
    -- the first Kuala Lumpur day of the reward period it counts in
    period_start    date not null,
    reward_type     text not null,
    reward_name     text not null,
    voucher_id      bigint references vouchers (id),
    -- issued: a voucher, usable at once; to_hand_over: HQ gives the product, cash or prize
    status          text not null check (status in ('issued', 'to_hand_over', 'handed_over')),
    handed_over_at  timestamptz,
    handed_over_by  bigint references users (id),
    created_at      timestamptz not null default now()
);
select platform.secure_tenant_table('campaign_redemptions');
create index campaign_redemptions_limit on campaign_redemptions (campaign_id, agent_id, period_start);
create index campaign_redemptions_agent on campaign_redemptions (agent_id, created_at desc);
create index campaign_redemptions_recent on campaign_redemptions (created_at desc, id desc);
alter table points_entries
    add constraint points_entries_redemption foreign key (redemption_id) references campaign_redemptions (id);

-- A voucher only one agent may use (a campaign's reward); null: anyone.
alter table vouchers add column agent_id bigint references users (id);

-- Marketing material HQ shares: folders seen by the tiers chosen (empty: every tier), holding
-- JPEG, PNG and PDF files.
create table marketing_folders (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    name        text not null,
    tier_ids    bigint[] not null default '{}',
    created_at  timestamptz not null default now(),
    updated_at  timestamptz not null default now()
);
select platform.secure_tenant_table('marketing_folders');

create table marketing_files (
    id             bigserial primary key,
    company_id     bigint not null default current_setting('app.company_id')::bigint,
    folder_id      bigint not null references marketing_folders (id),
    name           text not null,
    description    text not null default '',
    kind           text not null check (kind in ('jpg', 'png', 'pdf')),
    size_bytes     bigint not null check (size_bytes > 0),
    file_key       text not null,
    thumb_key      text,
    original_name  text not null,
    created_by     bigint references users (id),
    created_at     timestamptz not null default now()
);
select platform.secure_tenant_table('marketing_files');
create index marketing_files_folder on marketing_files (folder_id, created_at desc);
