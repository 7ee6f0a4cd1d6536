-- New agents by when they joined: the recruitment ranking and the top recruiters (a Kuala Lumpur
-- month), the recruitment report (a range) and the dashboard's new agents read agents by
-- `created_at`, which scanned every user. An index on the month itself (`kl_month(created_at)`)
-- would not serve them: under row-level security PostgreSQL may not test a condition that calls a
-- function not marked leakproof before the isolation policy, so the month is asked for as a range
-- of instants instead.
create index if not exists users_agents_joined on users (created_at) where role = 'agent';
