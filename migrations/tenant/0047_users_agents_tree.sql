-- Agents by their place in the tree, with the columns a team's count needs: an agent's ranking of
-- their team (and the agent report of a team) reads the team's ids from this index alone, the
-- company's key included for the isolation policy, instead of every row of the table (the
-- commission ranking of a team of 50,000 in psql: 78 → 39 ms).
create index users_agents_tree on users (tree_path) include (id, company_id) where role = 'agent';
