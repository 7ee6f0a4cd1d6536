-- The agent tree at scale.
--
-- Each agent carries a materialised path: the ids from the top of their branch down to themselves,
-- '/12/507/9031/'. Chosen over a closure table (a million agents 50 deep would be ~25-50 million
-- closure rows to keep in step) and over ltree (an extension to install in every database, for
-- operators we do not need): with the "C" collation a plain b-tree answers "everyone under X" as
-- one range scan (`tree_path > '/12/507/' and tree_path < '/12/5070'`: '0' follows '/'), the ancestors are read from the path itself with
-- no query, the depth is its length, and moving a subtree is one UPDATE that rewrites the prefix.
-- `upline_id` stays the source of truth for the direct link; the path always agrees with it.
-- `group_size` (everyone below) is kept in step on every insert and move, so a node's group count
-- is a read, not a count of 100,000 rows; subtree sums (sales) use the same path range.
-- Agents whose upline is HQ (or nobody) are tops of the network: their path is '/<id>/'.

alter table users
    add column tree_path        text collate "C",
    add column group_size       integer not null default 0 check (group_size >= 0),
    add column status_before_suspension text,
    add column activated_at     timestamptz,
    add column last_purchase_at timestamptz,
    add column inactive_at      timestamptz;

with recursive t as (
    select u.id, '/' || u.id || '/' as path
    from users u
    where u.role = 'agent'
      and (u.upline_id is null or u.upline_id in (select id from users where role <> 'agent'))
    union all
    select u.id, t.path || u.id || '/'
    from users u join t on u.upline_id = t.id
    where u.role = 'agent'
)
update users set tree_path = t.path from t where users.id = t.id;

update users u set group_size = (
    select count(*) from users d
    where d.tree_path > u.tree_path and d.tree_path < left(u.tree_path, -1) || '0'
) where u.tree_path is not null;

create index users_tree_path_idx on users (tree_path) where tree_path is not null;

-- Who changed an agent's tier or upline, when, from what to what.
create table agent_changes (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    agent_id     bigint not null references users (id),
    -- promote, demote, upline, suspend, unsuspend, activate, inactive
    kind         text not null,
    from_tier_id bigint references tiers (id) on delete set null,
    to_tier_id   bigint references tiers (id) on delete set null,
    from_upline  bigint references users (id),
    to_upline    bigint references users (id),
    -- null: a scheduled job
    changed_by   bigint references users (id),
    changed_at   timestamptz not null default now()
);
select platform.secure_tenant_table('agent_changes');
create index agent_changes_agent on agent_changes (agent_id, changed_at desc);
create index agent_changes_recent on agent_changes (changed_at desc);
