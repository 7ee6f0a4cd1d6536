-- The shop and its orders: agents' delivery addresses, a server-side cart per agent, orders with
-- their lines, the stock each order holds, status history, voucher use, Billplz bills, and the
-- stock agents keep (an upline fulfils downline orders from it).

-- Delivery addresses of an agent (spec §3 Customer address).
create table customer_addresses (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    user_id      bigint not null references users (id) on delete cascade,
    first_name   text not null,
    last_name    text,
    title        text,
    email        text,
    address1     text not null,
    address2     text,
    postcode     text not null,
    city         text not null,
    state        text not null,
    country      char(2) not null default 'MY',
    phone_code   text,
    phone        text not null,
    is_primary   boolean not null default false,
    created_at   timestamptz not null default now()
);
select platform.secure_tenant_table('customer_addresses');
create index customer_addresses_user on customer_addresses (user_id);
create unique index customer_addresses_one_primary on customer_addresses (user_id) where is_primary;

-- Whom the agent is buying from: HQ (seller null) or their upline.
create table carts (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    agent_id    bigint primary key references users (id) on delete cascade,
    order_from  text not null default 'hq' check (order_from in ('hq', 'upline')),
    updated_at  timestamptz not null default now()
);
select platform.secure_tenant_table('carts');

-- A cart line: a product variant, a package, or a combo with the variants picked for it.
create table cart_lines (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    agent_id    bigint not null references users (id) on delete cascade,
    kind        text not null check (kind in ('product', 'package', 'combo')),
    variant_id  bigint references product_variants (id),
    package_id  bigint references packages (id) on delete cascade,
    combo_id    bigint references combos (id) on delete cascade,
    -- combo lines: [{"variantId": 21, "quantity": 2}, …]
    picks       jsonb not null default '[]',
    quantity    integer not null check (quantity between 1 and 9999),
    added_at    timestamptz not null default now(),
    constraint cart_lines_item check (
        (kind = 'product' and variant_id is not null and package_id is null and combo_id is null)
        or (kind = 'package' and package_id is not null and variant_id is null and combo_id is null)
        or (kind = 'combo' and combo_id is not null and variant_id is null and package_id is null))
);
select platform.secure_tenant_table('cart_lines');
create unique index cart_lines_variant_key on cart_lines (agent_id, variant_id) where kind = 'product';
create unique index cart_lines_package_key on cart_lines (agent_id, package_id) where kind = 'package';
create index cart_lines_agent on cart_lines (agent_id, id);

create table orders (
    id                  bigserial primary key,
    company_id          bigint not null default current_setting('app.company_id')::bigint,
    number              text not null,
    agent_id            bigint not null references users (id),
    -- null: HQ sells; otherwise the upline agent who fulfils from their own stock.
    seller_id           bigint references users (id),
    placed_by           bigint not null references users (id),
    branch_id           bigint references branches (id),
    status              text not null default 'unpaid'
                        check (status in ('unpaid', 'approval', 'to_ship', 'delivery', 'completed', 'cancelled', 'refund')),
    -- Why a cancelled order ended: cancelled by someone, or its booking time ran out.
    cancel_reason       text check (cancel_reason in ('cancelled', 'booking_over', 'payment_failed')),
    payment_method      text not null check (payment_method in ('manual', 'billplz')),
    payment_status      text not null default 'unpaid'
                        check (payment_status in ('unpaid', 'pending', 'paid', 'failed', 'refunded')),
    shipment_type       text not null check (shipment_type in ('courier', 'pickup')),
    courier_id          bigint references couriers (id) on delete set null,
    shipping_method     text,
    receiver_name       text,
    receiver_phone      text,
    receiver_email      text,
    address1            text,
    address2            text,
    postcode            text,
    city                text,
    state               text,
    country             char(2),
    voucher_id          bigint references vouchers (id),
    voucher_code        text,
    is_first_order      boolean not null default false,
    sub_total           numeric(14, 2) not null check (sub_total >= 0),
    discount            numeric(14, 2) not null default 0 check (discount >= 0),
    shipping            numeric(14, 2) not null default 0 check (shipping >= 0),
    service_fee         numeric(14, 2) not null default 0 check (service_fee >= 0),
    tax_percent         numeric(5, 2) not null default 0,
    tax                 numeric(14, 2) not null default 0 check (tax >= 0),
    grand_total         numeric(14, 2) not null check (grand_total >= 0),
    -- What the upline keeps: the buyer's price less the upline's own tier price.
    seller_profit       numeric(14, 2) not null default 0,
    points              numeric(14, 2) not null default 0,
    total_weight        numeric(12, 3) not null default 0,
    total_units         integer not null default 0,
    order_notes         text,
    remark              text,
    tracking_number     text,
    reference_number    text,
    receipt_key         text,
    hold_until          timestamptz,
    paid_at             timestamptz,
    approved_at         timestamptz,
    approved_by         bigint references users (id),
    collected_by        text,
    collected_at        timestamptz,
    invoice_printed_at  timestamptz,
    packing_printed_at  timestamptz,
    label_printed_at    timestamptz,
    created_at          timestamptz not null default now(),
    updated_at          timestamptz not null default now(),
    constraint orders_number_key unique (company_id, number),
    constraint orders_total_adds_up check (grand_total = sub_total - discount + shipping + service_fee + tax),
    constraint orders_approved_paid check (approved_at is null or payment_status in ('paid', 'refunded'))
);
select platform.secure_tenant_table('orders');
create index orders_by_status on orders (status, created_at desc, id desc);
create index orders_by_agent on orders (agent_id, created_at desc);
create index orders_by_seller on orders (seller_id, created_at desc) where seller_id is not null;
create index orders_recent on orders (created_at desc, id desc);
create index orders_holds on orders (hold_until) where status = 'unpaid';
-- One unpaid order per agent at a time: the rule "complete or delete it first", kept by the database
-- even when two checkouts race.
create unique index orders_one_unpaid on orders (agent_id) where status = 'unpaid';

create table order_lines (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    order_id    bigint not null references orders (id) on delete cascade,
    kind        text not null check (kind in ('product', 'package', 'combo')),
    product_id  bigint references products (id),
    variant_id  bigint references product_variants (id),
    package_id  bigint references packages (id) on delete set null,
    combo_id    bigint references combos (id) on delete set null,
    name        text not null,
    label       text not null default '',
    sku         text,
    quantity    integer not null check (quantity > 0),
    unit_price  numeric(14, 2) not null check (unit_price >= 0),
    line_total  numeric(14, 2) not null check (line_total >= 0),
    points      numeric(14, 2) not null default 0,
    weight      numeric(12, 3) not null default 0,
    picks       jsonb not null default '[]'
);
select platform.secure_tenant_table('order_lines');
create index order_lines_order on order_lines (order_id, id);

-- The units an order holds: from a branch (HQ orders) or from the seller agent's stock.
create table order_stock (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    order_id    bigint not null references orders (id) on delete cascade,
    variant_id  bigint not null references product_variants (id),
    product_id  bigint not null references products (id),
    branch_id   bigint references branches (id),
    seller_id   bigint references users (id),
    quantity    integer not null check (quantity > 0),
    -- Set when the units went back (cancel, refund before shipping, booking over).
    returned_at timestamptz,
    primary key (order_id, variant_id)
);
select platform.secure_tenant_table('order_stock');

-- Every status change: who (null: the system or the payment gateway), when, from, to.
create table order_events (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    order_id     bigint not null references orders (id) on delete cascade,
    action       text not null,
    from_status  text,
    to_status    text not null,
    actor_id     bigint references users (id),
    note         text,
    created_at   timestamptz not null default now()
);
select platform.secure_tenant_table('order_events');
create index order_events_order on order_events (order_id, id);

-- One use of a voucher by an order; a cancelled order gives its use back.
create table voucher_uses (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    voucher_id  bigint not null references vouchers (id),
    order_id    bigint primary key references orders (id) on delete cascade,
    agent_id    bigint not null references users (id),
    discount    numeric(14, 2) not null,
    used_at     timestamptz not null default now()
);
select platform.secure_tenant_table('voucher_uses');
create index voucher_uses_by_voucher on voucher_uses (voucher_id, used_at desc);
create index voucher_uses_by_agent on voucher_uses (voucher_id, agent_id);

-- The stock an agent holds (credited when an order they bought is completed); an upline sells
-- from it.
create table agent_stock (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    agent_id    bigint not null references users (id) on delete cascade,
    variant_id  bigint not null references product_variants (id),
    product_id  bigint not null references products (id),
    quantity    integer not null default 0 check (quantity >= 0),
    primary key (agent_id, variant_id)
);
select platform.secure_tenant_table('agent_stock');

-- The company's Billplz account (the integration screen sets it; HQ orders can then be paid online).
create table billplz_settings (
    company_id       bigint primary key default current_setting('app.company_id')::bigint,
    api_key          text not null,
    x_signature_key  text not null,
    collection_id    text not null,
    sandbox          boolean not null default true,
    admin_fee        numeric(14, 2) not null default 0 check (admin_fee >= 0),
    active           boolean not null default true,
    updated_at       timestamptz not null default now()
);
select platform.secure_tenant_table('billplz_settings');

create table billplz_bills (
    id           text primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    order_id     bigint not null references orders (id) on delete cascade,
    amount_sen   bigint not null check (amount_sen > 0),
    url          text not null,
    state        text not null default 'due',
    paid_at      timestamptz,
    -- How many signed callbacks and redirects reached us (replays included).
    notices      integer not null default 0,
    created_at   timestamptz not null default now()
);
select platform.secure_tenant_table('billplz_bills');
create index billplz_bills_order on billplz_bills (order_id);
