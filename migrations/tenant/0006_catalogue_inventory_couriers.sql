-- The catalogue (products with variants, tier prices and quantity ranges; packages; combos),
-- stock per branch and variant with its history, and couriers with their rate tables.

create table products (
    id                    bigserial primary key,
    company_id            bigint not null default current_setting('app.company_id')::bigint,
    name                  text not null,
    sku                   text not null,
    -- A category that still has products cannot be deleted: move them first.
    category_id           bigint references product_categories (id) on delete restrict,
    description           text,
    weight_kg             numeric(10, 3) not null default 0 check (weight_kg >= 0),
    length_cm             numeric(10, 2) check (length_cm >= 0),
    width_cm              numeric(10, 2) check (width_cm >= 0),
    height_cm             numeric(10, 2) check (height_cm >= 0),
    retail_price          numeric(14, 2) not null check (retail_price >= 0),
    store_price           numeric(14, 2) check (store_price >= 0),
    points                numeric(14, 2) not null default 0 check (points >= 0),
    sales_profit          numeric(14, 2) check (sales_profit >= 0),
    commission            numeric(14, 2) check (commission >= 0),
    affiliate_commission  numeric(14, 2) check (affiliate_commission >= 0),
    introducer_bonus      numeric(14, 2) check (introducer_bonus >= 0),
    rank_discount         numeric(14, 2) check (rank_discount >= 0),
    -- published (shown as Active), scheduled (publish_at in the future; a job publishes it),
    -- suspended (hidden from the shop).
    status                text not null default 'published'
                          check (status in ('published', 'scheduled', 'suspended')),
    publish_at            timestamptz,
    first_order_only      boolean not null default false,
    preorder              boolean not null default false,
    preorder_limit        integer check (preorder_limit > 0),
    rating_enabled        boolean not null default false,
    cover_image           text,
    cover_thumb           text,
    deleted_at            timestamptz,
    created_at            timestamptz not null default now(),
    updated_at            timestamptz not null default now(),
    constraint products_scheduled_has_date check (status <> 'scheduled' or publish_at is not null),
    constraint products_preorder_limit check (preorder or preorder_limit is null)
);
select platform.secure_tenant_table('products');
-- SKU unique among the products not deleted.
create unique index products_sku_key on products (company_id, lower(sku)) where deleted_at is null;
create index products_list on products (company_id, category_id, id desc) where deleted_at is null;
create index products_due on products (publish_at) where status = 'scheduled';

-- Extra images (the cover lives on the product): at most 3, in order.
create table product_images (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    product_id  bigint not null references products (id) on delete cascade,
    image       text not null,
    thumb       text not null,
    position    smallint not null check (position between 1 and 3),
    constraint product_images_position_key unique (product_id, position)
);
select platform.secure_tenant_table('product_images');

-- A blank tier price has no row: blank stays blank, it never becomes zero.
create table product_tier_prices (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    product_id  bigint not null references products (id) on delete cascade,
    tier_id     bigint not null references tiers (id) on delete cascade,
    price       numeric(14, 2) not null check (price >= 0),
    primary key (product_id, tier_id)
);
select platform.secure_tenant_table('product_tier_prices');

create table product_quantity_ranges (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    product_id  bigint not null references products (id) on delete cascade,
    min_qty     integer not null check (min_qty >= 1),
    max_qty     integer not null,
    price       numeric(14, 2) not null check (price >= 0),
    constraint product_quantity_ranges_order check (max_qty >= min_qty)
);
select platform.secure_tenant_table('product_quantity_ranges');
create index on product_quantity_ranges (product_id, min_qty);

-- Up to three options per product (Colour, Size, …), each with its values.
create table product_options (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    product_id  bigint not null references products (id) on delete cascade,
    position    smallint not null check (position between 1 and 3),
    name        text not null,
    -- Removed options and values are retired, not deleted: retired variants still point at them.
    retired     boolean not null default false
);
select platform.secure_tenant_table('product_options');
create index on product_options (product_id, position);

create table product_option_values (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    option_id   bigint not null references product_options (id) on delete cascade,
    position    smallint not null,
    value       text not null,
    image       text,
    retired     boolean not null default false
);
select platform.secure_tenant_table('product_option_values');
create index on product_option_values (option_id, position);

-- What stock is kept for: one row per combination of option values, or one with none for a
-- product without options. A variant that history still mentions is retired, never deleted.
create table product_variants (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    product_id  bigint not null references products (id) on delete cascade,
    option1_id  bigint references product_option_values (id),
    option2_id  bigint references product_option_values (id),
    option3_id  bigint references product_option_values (id),
    label       text not null default '',
    retired     boolean not null default false
);
select platform.secure_tenant_table('product_variants');
create unique index product_variants_options_key on product_variants
    (product_id, coalesce(option1_id, 0), coalesce(option2_id, 0), coalesce(option3_id, 0));

-- Stock on hand per branch and variant. `received` is everything ever stocked in (less removed
-- stock-in entries): the base of the stock indicator bands.
create table stock_levels (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    branch_id   bigint not null references branches (id),
    variant_id  bigint not null references product_variants (id),
    product_id  bigint not null references products (id),
    quantity    integer not null default 0,
    received    integer not null default 0,
    updated_at  timestamptz not null default now(),
    primary key (branch_id, variant_id),
    constraint stock_levels_never_negative check (quantity >= 0 and received >= 0)
);
select platform.secure_tenant_table('stock_levels');
create index on stock_levels (product_id);

create table stock_history (
    id             bigserial primary key,
    company_id     bigint not null default current_setting('app.company_id')::bigint,
    branch_id      bigint not null references branches (id),
    product_id     bigint not null references products (id),
    variant_id     bigint not null references product_variants (id),
    -- in / out
    kind           text not null check (kind in ('in', 'out')),
    quantity       integer not null check (quantity > 0),
    reason         text not null,
    return_reason  text,
    created_by     bigint references users (id),
    created_at     timestamptz not null default now()
);
select platform.secure_tenant_table('stock_history');
create index stock_history_recent on stock_history (created_at desc, id desc);
create index stock_history_by_product on stock_history (product_id, created_at desc, id desc);

create table packages (
    id           bigserial primary key,
    company_id   bigint not null default current_setting('app.company_id')::bigint,
    name         text not null,
    code         text not null,
    price        numeric(14, 2) not null check (price >= 0),
    starts_at    timestamptz not null,
    stops_at     timestamptz not null,
    first_order  boolean not null default false,
    suspended    boolean not null default false,
    created_at   timestamptz not null default now(),
    updated_at   timestamptz not null default now(),
    constraint packages_code_key unique (company_id, code),
    constraint packages_period check (stops_at > starts_at)
);
select platform.secure_tenant_table('packages');

create table package_items (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    package_id  bigint not null references packages (id) on delete cascade,
    variant_id  bigint not null references product_variants (id),
    product_id  bigint not null references products (id),
    quantity    integer not null check (quantity > 0),
    primary key (package_id, variant_id)
);
select platform.secure_tenant_table('package_items');

create table combos (
    id                 bigserial primary key,
    company_id         bigint not null default current_setting('app.company_id')::bigint,
    name               text not null,
    code               text not null,
    required_quantity  integer not null check (required_quantity > 0),
    price              numeric(14, 2) not null check (price >= 0),
    starts_at          timestamptz not null,
    stops_at           timestamptz not null,
    first_order        boolean not null default false,
    suspended          boolean not null default false,
    cover_image        text,
    created_at         timestamptz not null default now(),
    updated_at         timestamptz not null default now(),
    constraint combos_code_key unique (company_id, code),
    constraint combos_period check (stops_at > starts_at)
);
select platform.secure_tenant_table('combos');

-- The products an agent may pick from for a combo.
create table combo_products (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    combo_id    bigint not null references combos (id) on delete cascade,
    product_id  bigint not null references products (id),
    primary key (combo_id, product_id)
);
select platform.secure_tenant_table('combo_products');

create table couriers (
    id                       bigserial primary key,
    company_id               bigint not null default current_setting('app.company_id')::bigint,
    name                     text not null,
    service                  text not null,
    -- Rates by total weight (kg) or by number of units.
    rate_basis               text not null default 'weight' check (rate_basis in ('weight', 'units')),
    handling_fee             numeric(14, 2) not null default 0 check (handling_fee >= 0),
    free_shipping_threshold  numeric(14, 2) check (free_shipping_threshold >= 0),
    active                   boolean not null default true,
    created_at               timestamptz not null default now(),
    updated_at               timestamptz not null default now(),
    constraint couriers_name_service_key unique (company_id, name, service)
);
select platform.secure_tenant_table('couriers');

-- A courier's regions: each a set of states (country code + state code) with its own rates.
create table courier_regions (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    courier_id  bigint not null references couriers (id) on delete cascade,
    name        text not null,
    country     char(2) not null,
    states      text[] not null check (cardinality(states) > 0)
);
select platform.secure_tenant_table('courier_regions');

-- Up to `up_to` (kg or units, inclusive) from the previous row's bound: `price`.
create table courier_rates (
    id          bigserial primary key,
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    region_id   bigint not null references courier_regions (id) on delete cascade,
    up_to       numeric(10, 3) not null check (up_to > 0),
    price       numeric(14, 2) not null check (price >= 0),
    constraint courier_rates_bound_key unique (region_id, up_to)
);
select platform.secure_tenant_table('courier_rates');
