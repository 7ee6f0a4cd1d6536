-- Store orders (docs/api-stores.md, "Buying in a store"): a customer buys in an agent's open store
-- without signing in. The order is the store owner's (agent_id: their personal sales, their
-- uplines' overrides) and carries the customer who bought it, a secret tracking token for the
-- e-mailed link, and for an e-koop store the student and class it is for (the customer is the
-- parent). Who fills it is the program's:
-- HQ's main branch (affiliate, e-koop; the owner earns the affiliate commission through
-- affiliate_agent_id) or the owner's own stock (online store; seller_id, the owner keeps the margin).
alter table orders
    add column customer_name  text,
    add column customer_phone text,
    add column customer_email text,
    add column tracking_token text,
    add column student_name   text,
    add column class_name     text,
    add constraint orders_store_customer check (
        store_id is null or (customer_name is not null and customer_phone is not null
                             and customer_email is not null and tracking_token is not null)),
    add constraint orders_student check ((student_name is null) = (class_name is null));
create unique index orders_tracking_token on orders (tracking_token) where tracking_token is not null;
-- An e-koop store's orders by class, for the packing list.
create index orders_by_store_class on orders (store_id, class_name) where store_id is not null;

-- An agent may hold one unpaid order of their own at a time; their stores' customers may each
-- have one waiting for payment too.
drop index orders_one_unpaid;
create unique index orders_one_unpaid on orders (agent_id) where status = 'unpaid' and store_id is null;

-- A customer's rating of a product of their completed store order (the product has rating on).
create table product_ratings (
    company_id  bigint not null default current_setting('app.company_id')::bigint,
    order_id    bigint not null references orders (id) on delete cascade,
    product_id  bigint not null references products (id) on delete cascade,
    stars       smallint not null check (stars between 1 and 5),
    comment     text check (length(comment) <= 500),
    created_at  timestamptz not null default now(),
    primary key (order_id, product_id)
);
select platform.secure_tenant_table('product_ratings');
create index product_ratings_by_product on product_ratings (product_id);
