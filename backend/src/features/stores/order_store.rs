//! The SQL of store orders: the variants a cart holds with what the store sells of each, the
//! customer's fields on a placed order, the order a tracking link opens, ratings, and the e-koop
//! lists by school and class.

use super::store::{StockSource, SELLABLE};
use crate::domain::order::{OrderStatus, PaymentStatus, ShipmentType};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// A variant in a store cart, with what the pricing needs.
#[derive(FromRow, Debug, Clone)]
pub struct CartVariant {
    pub variant_id: i64,
    pub product_id: i64,
    pub name: String,
    pub label: String,
    pub sku: String,
    pub cover_thumb: Option<String>,
    /// Published, not retired or deleted, not first-order-only.
    pub on_sale: bool,
    pub retail_price: Decimal,
    pub store_price: Option<Decimal>,
    /// The store owner's tier price (what an online store's owner paid).
    pub tier_price: Option<Decimal>,
    pub weight_kg: Decimal,
    pub points: Decimal,
    /// The units the store may sell now.
    pub sellable: i64,
}

/// The cart's variants with their prices and what the store sells of each.
pub async fn cart_variants(
    db: &mut PgConnection,
    source: StockSource,
    owner_id: i64,
    variant_ids: &[i64],
) -> sqlx::Result<Vec<CartVariant>> {
    sqlx::query_as(&format!(
        "select v.id as variant_id, p.id as product_id, p.name, v.label,
                p.sku || case when v.label = '' then '' else '-' || v.label end as sku, p.cover_thumb,
                (not v.retired and p.deleted_at is null and p.status = 'published' and not p.first_order_only) as on_sale,
                p.retail_price, p.store_price,
                (select tp.price from product_tier_prices tp join users u on u.tier_id = tp.tier_id
                 where tp.product_id = p.id and u.id = $3) as tier_price,
                p.weight_kg, p.points, ({SELLABLE})::bigint as sellable
         from product_variants v join products p on p.id = v.product_id
         where v.id = any($2)"
    ))
    .bind(source.agent())
    .bind(variant_ids)
    .bind(owner_id)
    .fetch_all(db)
    .await
}

/// What a store order records beyond an agent's order.
pub struct StoreOrderFields<'a> {
    pub store_id: i64,
    pub affiliate_agent_id: Option<i64>,
    pub customer_name: &'a str,
    pub customer_phone: &'a str,
    pub customer_email: &'a str,
    pub tracking_token: &'a str,
    pub student_name: Option<&'a str>,
    pub class_name: Option<&'a str>,
}

pub async fn set_store_fields(
    db: &mut PgConnection,
    order_id: i64,
    f: &StoreOrderFields<'_>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update orders set store_id = $2, affiliate_agent_id = $3, customer_name = $4, customer_phone = $5,
                customer_email = $6, tracking_token = $7, student_name = $8, class_name = $9
         where id = $1",
    )
    .bind(order_id)
    .bind(f.store_id)
    .bind(f.affiliate_agent_id)
    .bind(f.customer_name)
    .bind(f.customer_phone)
    .bind(f.customer_email)
    .bind(f.tracking_token)
    .bind(f.student_name)
    .bind(f.class_name)
    .execute(db)
    .await?;
    Ok(())
}

/// A store order as its tracking link shows it.
#[derive(FromRow, Debug)]
pub struct TrackedOrder {
    pub id: i64,
    pub number: String,
    pub created_at: DateTime<Utc>,
    pub status: OrderStatus,
    pub payment_status: PaymentStatus,
    pub shipment_type: ShipmentType,
    pub shipping_method: Option<String>,
    pub tracking_number: Option<String>,
    pub customer_name: String,
    pub customer_phone: String,
    pub customer_email: String,
    pub receiver_name: Option<String>,
    pub address1: Option<String>,
    pub address2: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub student_name: Option<String>,
    pub class_name: Option<String>,
    pub collected_by: Option<String>,
    pub collected_at: Option<DateTime<Utc>>,
    pub sub_total: Decimal,
    pub shipping: Decimal,
    pub service_fee: Decimal,
    pub tax: Decimal,
    pub grand_total: Decimal,
    pub hold_until: Option<DateTime<Utc>>,
    /// The last bill's payment page, while the order waits for payment.
    pub payment_url: Option<String>,
}

/// The store's order a tracking link names (another store's token is not found).
pub async fn tracked_order(
    db: &mut PgConnection,
    store_id: i64,
    token: &str,
) -> sqlx::Result<Option<TrackedOrder>> {
    sqlx::query_as(
        "select o.id, o.number, o.created_at, o.status, o.payment_status, o.shipment_type, o.shipping_method,
                o.tracking_number, o.customer_name, o.customer_phone, o.customer_email, o.receiver_name, o.address1,
                o.address2, o.postcode, o.city, o.state, o.student_name, o.class_name, o.collected_by, o.collected_at,
                o.sub_total, o.shipping, o.service_fee, o.tax, o.grand_total, o.hold_until,
                case when o.status = 'unpaid' then
                    (select b.url from billplz_bills b where b.order_id = o.id order by b.created_at desc limit 1)
                end as payment_url
         from orders o where o.store_id = $1 and o.tracking_token = $2",
    )
    .bind(store_id)
    .bind(token)
    .fetch_optional(db)
    .await
}

#[derive(FromRow, Debug)]
pub struct TrackedLine {
    pub product_id: Option<i64>,
    pub name: String,
    pub label: String,
    pub quantity: i32,
    pub unit_price: Decimal,
    pub line_total: Decimal,
    /// The customer's stars for this product on this order, once rated.
    pub stars: Option<i16>,
    pub rating_enabled: bool,
}

pub async fn tracked_lines(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Vec<TrackedLine>> {
    sqlx::query_as(
        "select l.product_id, l.name, l.label, l.quantity, l.unit_price, l.line_total, r.stars,
                coalesce(p.rating_enabled, false) as rating_enabled
         from order_lines l left join products p on p.id = l.product_id
         left join product_ratings r on r.order_id = l.order_id and r.product_id = l.product_id
         where l.order_id = $1 order by l.id",
    )
    .bind(order_id)
    .fetch_all(db)
    .await
}

/// The order's status changes, oldest first: (status, when).
pub async fn tracked_events(
    db: &mut PgConnection,
    order_id: i64,
) -> sqlx::Result<Vec<(OrderStatus, DateTime<Utc>)>> {
    sqlx::query_as(
        "select to_status, created_at from order_events
         where order_id = $1 and (from_status is null or from_status <> to_status) order by id",
    )
    .bind(order_id)
    .fetch_all(db)
    .await
}

/// Records (or changes) the customer's rating of a product of their order.
pub async fn rate(
    db: &mut PgConnection,
    order_id: i64,
    product_id: i64,
    stars: i16,
    comment: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into product_ratings (order_id, product_id, stars, comment) values ($1, $2, $3, $4)
         on conflict (order_id, product_id) do update set stars = excluded.stars, comment = excluded.comment,
             created_at = now()",
    )
    .bind(order_id)
    .bind(product_id)
    .bind(stars)
    .bind(comment)
    .execute(db)
    .await?;
    Ok(())
}

/// Products' average stars (one decimal) and number of ratings, for those with rating on.
pub async fn ratings(
    db: &mut PgConnection,
    product_ids: &[i64],
) -> sqlx::Result<Vec<(i64, Decimal, i64)>> {
    sqlx::query_as(
        "select r.product_id, round(avg(r.stars), 1), count(*)
         from product_ratings r join products p on p.id = r.product_id and p.rating_enabled
         where r.product_id = any($1) group by r.product_id",
    )
    .bind(product_ids)
    .fetch_all(db)
    .await
}

// ---- E-koop orders ------------------------------------------------------------------------

pub struct EkoopFilter {
    /// An agent sees only their own store's orders.
    pub owner_id: Option<i64>,
    pub store_id: Option<i64>,
    pub class_name: Option<String>,
    pub status: Option<OrderStatus>,
    pub pattern: Option<String>,
    /// One order.
    pub order_id: Option<i64>,
}

#[derive(FromRow, Debug)]
pub struct EkoopOrderRow {
    pub id: i64,
    pub number: String,
    pub created_at: DateTime<Utc>,
    pub store_id: i64,
    pub store_name: String,
    pub school_name: String,
    pub student_name: String,
    pub class_name: String,
    pub customer_name: String,
    pub customer_phone: String,
    pub status: OrderStatus,
    pub payment_status: PaymentStatus,
    pub grand_total: Decimal,
    pub total_units: i32,
    pub collected_by: Option<String>,
    pub collected_at: Option<DateTime<Utc>>,
}

const EKOOP_WHERE: &str = "s.program = 'ekoop'
    and ($1::bigint is null or s.agent_id = $1) and ($2::bigint is null or s.id = $2)
    and ($3::text is null or o.class_name = $3) and ($4::text is null or o.status = $4)
    and ($5::text is null or o.number ilike $5 or o.student_name ilike $5 or o.customer_name ilike $5
         or o.customer_phone ilike $5)
    and ($8::bigint is null or o.id = $8)";

/// A page of e-koop orders, by school, class and student; and how many match.
pub async fn ekoop_orders(
    db: &mut PgConnection,
    f: &EkoopFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<EkoopOrderRow>)> {
    let total: i64 = sqlx::query_scalar(&format!(
        "select count(*) from orders o join agent_stores s on s.id = o.store_id where {EKOOP_WHERE}"
    ))
    .bind(f.owner_id)
    .bind(f.store_id)
    .bind(&f.class_name)
    .bind(f.status.map(|s| s.code()))
    .bind(&f.pattern)
    .bind(None::<i64>)
    .bind(None::<i64>)
    .bind(f.order_id)
    .fetch_one(&mut *db)
    .await?;
    let rows = sqlx::query_as(&format!(
        "select o.id, o.number, o.created_at, s.id as store_id, s.name as store_name, s.school_name,
                o.student_name, o.class_name, o.customer_name, o.customer_phone, o.status, o.payment_status,
                o.grand_total, o.total_units, o.collected_by, o.collected_at
         from orders o join agent_stores s on s.id = o.store_id
         where {EKOOP_WHERE}
         order by s.school_name, o.class_name, o.student_name, o.id desc limit $6 offset $7"
    ))
    .bind(f.owner_id)
    .bind(f.store_id)
    .bind(&f.class_name)
    .bind(f.status.map(|s| s.code()))
    .bind(&f.pattern)
    .bind(limit)
    .bind(offset)
    .bind(f.order_id)
    .fetch_all(db)
    .await?;
    Ok((total, rows))
}

/// The classes of a store's e-koop orders, with their orders waiting to be collected.
pub async fn ekoop_classes(
    db: &mut PgConnection,
    owner_id: Option<i64>,
    store_id: Option<i64>,
) -> sqlx::Result<Vec<(i64, String, String, i64)>> {
    sqlx::query_as(
        "select s.id, s.school_name, o.class_name, count(*) filter (where o.status = 'to_ship')
         from orders o join agent_stores s on s.id = o.store_id
         where s.program = 'ekoop' and ($1::bigint is null or s.agent_id = $1) and ($2::bigint is null or s.id = $2)
           and o.class_name is not null
         group by s.id, s.school_name, o.class_name order by s.school_name, o.class_name",
    )
    .bind(owner_id)
    .bind(store_id)
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug)]
pub struct PackingRow {
    pub class_name: String,
    pub student_name: String,
    pub order_number: String,
    pub name: String,
    pub label: String,
    pub sku: String,
    pub quantity: i64,
}

/// What to pack for a store's paid orders waiting to be collected: per class, per student, each
/// line (a package's or combo's picks are listed as they are packed).
pub async fn packing_list(
    db: &mut PgConnection,
    owner_id: Option<i64>,
    store_id: i64,
    class_name: Option<&str>,
) -> sqlx::Result<Vec<PackingRow>> {
    sqlx::query_as(
        "select o.class_name, o.student_name, o.number as order_number, l.name, l.label, coalesce(l.sku, '') as sku,
                l.quantity::bigint as quantity
         from orders o join agent_stores s on s.id = o.store_id join order_lines l on l.order_id = o.id
         where s.id = $2 and s.program = 'ekoop' and ($1::bigint is null or s.agent_id = $1)
           and ($3::text is null or o.class_name = $3) and o.status = 'to_ship'
         order by o.class_name, o.student_name, o.id, l.id",
    )
    .bind(owner_id)
    .bind(store_id)
    .bind(class_name)
    .fetch_all(db)
    .await
}

/// The store whose orders a payment redirect returns to: (slug, tracking token).
pub async fn store_link_of_order(
    db: &mut PgConnection,
    order_id: i64,
) -> sqlx::Result<Option<(String, String)>> {
    sqlx::query_as(
        "select s.slug, o.tracking_token from orders o join agent_stores s on s.id = o.store_id
         where o.id = $1 and o.tracking_token is not null",
    )
    .bind(order_id)
    .fetch_optional(db)
    .await
}

// ---- My orders (a customer's key) ------------------------------------------------------------

/// Whether the company has store orders placed with this e-mail, and no key was sent to it in the
/// last two minutes (a link is not sent again and again).
pub async fn may_send_key(db: &mut PgConnection, email: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from orders where customer_email = $1)
            and not exists (select 1 from customer_keys where email = $1 and created_at > now() - interval '2 minutes')",
    )
    .bind(email)
    .fetch_one(db)
    .await
}

pub async fn insert_key(
    db: &mut PgConnection,
    key_hash: &[u8],
    email: &str,
    days: i32,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into customer_keys (key_hash, email, expires_at) values ($1, $2, now() + make_interval(days => $3))",
    )
    .bind(key_hash)
    .bind(email)
    .bind(days)
    .execute(db)
    .await?;
    Ok(())
}

/// The e-mail a key opens, while it has not expired.
pub async fn key_email(db: &mut PgConnection, key_hash: &[u8]) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("select email from customer_keys where key_hash = $1 and expires_at > now()")
        .bind(key_hash)
        .fetch_optional(db)
        .await
}

#[derive(FromRow, Debug)]
pub struct CustomerOrderRow {
    pub number: String,
    pub created_at: DateTime<Utc>,
    pub status: OrderStatus,
    pub grand_total: Decimal,
    pub total_units: i32,
    pub store_name: String,
    pub slug: String,
    pub tracking_token: String,
}

/// The store orders placed with an e-mail, newest first (the latest 100).
pub async fn customer_orders(
    db: &mut PgConnection,
    email: &str,
) -> sqlx::Result<Vec<CustomerOrderRow>> {
    sqlx::query_as(
        "select o.number, o.created_at, o.status, o.grand_total, o.total_units, s.name as store_name, s.slug,
                o.tracking_token
         from orders o join agent_stores s on s.id = o.store_id
         where o.customer_email = $1 order by o.created_at desc, o.id desc limit 100",
    )
    .bind(email)
    .fetch_all(db)
    .await
}
