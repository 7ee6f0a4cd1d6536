-- The units an HQ order takes from a branch, and gives back when it is cancelled or refunded, show in
-- the branch's stock history. Such a row is the order's: removing it would move stock the order still
-- accounts for, so only rows without an order can be removed.
alter table stock_history add column order_id bigint references orders (id);
create index stock_history_by_order on stock_history (order_id) where order_id is not null;
