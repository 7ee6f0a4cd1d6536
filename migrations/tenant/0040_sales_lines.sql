-- The sales ledger per order line: what each completed order sold, product by product, on the
-- Kuala Lumpur day its sale (or its refund's reversal) was recorded, with the buyer, branch and
-- state of its ledger entry. Analytics by category and by product and the product sales report sum
-- a range of these rows instead of joining a month of entries to every order's lines (a quarter of
-- a second at a million orders, a second for the product report).
--
-- Written with its entry in `sales_entries` (the same transaction, the same kind): a sale copies
-- the order's lines, a reversal the sale's lines negated, so a range sums to what was sold less
-- what was refunded in it. `line_id` and `kind` are unique, as `order_id` and `kind` are there.
create table sales_lines (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    line_id     bigint not null references order_lines (id) on delete cascade,
    order_id    bigint not null references orders (id),
    kind        text not null check (kind in ('sale', 'reversal')),
    sales_day   date not null,
    agent_id    bigint not null references users (id),
    branch_id   bigint,
    state       text,
    -- the product sold (none for a package's or combo's line, named by `name`)
    product_id  bigint references products (id),
    name        text not null,
    -- negative for a reversal
    units       integer not null,
    amount      numeric(14, 2) not null,
    primary key (line_id, kind)
);
select platform.secure_tenant_table('sales_lines');
create index sales_lines_day on sales_lines (sales_day);

insert into sales_lines (company_id, line_id, order_id, kind, sales_day, agent_id, branch_id, state, product_id,
                         name, units, amount)
select se.company_id, l.id, se.order_id, se.kind, se.sales_day, se.agent_id, se.branch_id, se.state, l.product_id,
       l.name, case when se.kind = 'sale' then l.quantity else -l.quantity end,
       case when se.kind = 'sale' then l.line_total else -l.line_total end
from sales_entries se join order_lines l on l.order_id = se.order_id;
