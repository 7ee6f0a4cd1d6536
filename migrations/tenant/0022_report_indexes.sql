-- The reports read a range of months or days across every agent: without these each read scanned
-- the whole ledger (measured by the reports benchmark: the KPI summary of one month among twelve
-- read all 968,915 agent-month rows).
create index sales_totals_period on sales_totals (period);
create index sales_entries_day on sales_entries (sales_day);
