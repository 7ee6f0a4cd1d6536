-- Preorder (docs/api-stores.md, "The shop's loose ends"): while the company's show/hide preorder
-- feature is on, a preorder product sold by HQ may be bought beyond its stock, up to its preorder
-- unit limit. `preorder_taken` counts the units sold beyond stock and not yet delivered; an order
-- keeps, per variant, the units it took from stock (`quantity`) and those it preordered
-- (`preordered`), which come out of stock when it ships or is collected.
alter table products add column preorder_taken integer not null default 0 check (preorder_taken >= 0);

alter table order_stock drop constraint order_stock_quantity_check;
alter table order_stock add column preordered integer not null default 0 check (preordered >= 0);
alter table order_stock add constraint order_stock_units check (quantity >= 0 and quantity + preordered > 0);
