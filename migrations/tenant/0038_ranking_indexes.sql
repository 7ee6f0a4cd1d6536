-- Top performers (the dashboard's and the score ranking's) read the first few agents of a measure
-- for a month. Without an index in the measure's order, PostgreSQL joined every agent with sales
-- that month to users and sorted them all to keep three (about 200 ms a measure at 100,000
-- agents); with one it reads the month's index from the top and stops after a few rows.
create index if not exists sales_totals_personal_rank on sales_totals (period, personal_amount desc, agent_id);
create index if not exists sales_totals_group_rank on sales_totals (period, group_amount desc, agent_id);
create index if not exists sales_totals_tpgs_rank on sales_totals (period, (personal_amount + group_amount) desc, agent_id);
create index if not exists users_team_rank on users (((group_size)::numeric) desc, id) where role = 'agent';
