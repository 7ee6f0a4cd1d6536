-- The agent network: who recruited whom (upline) and who helps (upline helper), and how an agent
-- registered. The tree's scalable structure (for a million agents) comes with the agent-network work;
-- the upline column is its source of truth.

alter table users
    add column upline_id bigint references users (id),
    add column helper_id bigint references users (id),
    add column category text check (category in ('individual', 'company')),
    add column company_name text,
    add constraint users_not_own_upline check (upline_id is distinct from id);

create index users_upline_idx on users (upline_id);
create unique index users_identity_key on users (company_id, identity_number) where identity_number is not null and role = 'agent';
