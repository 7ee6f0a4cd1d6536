-- The sales ledger keeps where its order was delivered and which branch sold it, so analytics by
-- state, and filtered by state or branch, read the month's entries alone instead of joining them to
-- every order (a scan of the whole orders table: a quarter of a second at a million orders).
-- Copied from the order when its sale is recorded, and from the sale by its reversal.
alter table sales_entries add column state text, add column branch_id bigint;
update sales_entries se set state = o.state, branch_id = o.branch_id from orders o where o.id = se.order_id;
