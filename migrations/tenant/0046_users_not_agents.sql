-- The few users who are not agents (HQ and its staff), by id: a company-wide ranking counts the
-- month's figures of everyone but them (`not in`, one small hashed list) instead of joining the
-- month's figures to every agent's row to count them.
create index users_not_agents on users (id) where role <> 'agent';
