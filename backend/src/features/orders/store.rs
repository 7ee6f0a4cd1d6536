//! SQL of orders: what checkout reads (settings, buyer, catalogue facts), the order and its lines,
//! the stock it holds, its history, voucher use, and the order lists.
//!
//! Stock is taken with one guarded `update … where quantity >= n` per variant, in variant order:
//! racing checkouts queue on the row lock, the later one sees what the earlier left, and nothing is
//! ever oversold (the check constraints stand behind it).

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection, Postgres, QueryBuilder};

/// The company settings an order needs.
#[derive(FromRow, Debug, Clone)]
pub struct ShopSettings {
    pub tax_percentage: Decimal,
    pub moq_type: String,
    pub booking_time_minutes: i32,
    pub first_order: bool,
    pub first_order_minutes: i32,
    pub first_order_package: bool,
    pub self_pickup: bool,
    pub manual_receipt: bool,
    pub ordering_level: String,
    pub show_stock: bool,
    pub prefix_name: Option<String>,
    pub bank_code: Option<String>,
    pub bank_account_number: Option<String>,
    pub bank_account_name: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
}

pub async fn shop_settings(db: &mut PgConnection) -> sqlx::Result<ShopSettings> {
    sqlx::query_as(
        "select tax_percentage, moq_type, booking_time_minutes, first_order, first_order_minutes, first_order_package,
                self_pickup, manual_receipt, ordering_level, show_stock, prefix_name, bank_code, bank_account_number,
                bank_account_name, address_line1, city
         from company_settings",
    )
    .fetch_one(db)
    .await
}

/// Who buys: their tier, their upline (an agent, or none when HQ recruited them), and whether this
/// would be their first order (no order yet that was not cancelled).
#[derive(FromRow, Debug, Clone)]
pub struct Buyer {
    pub id: i64,
    pub role: String,
    pub status: String,
    pub tier_id: Option<i64>,
    pub name: String,
    pub email: String,
    pub upline_id: Option<i64>,
    pub upline_name: Option<String>,
    pub upline_tier_id: Option<i64>,
    pub first_order: bool,
    pub min_order_unit: Option<i32>,
    pub min_order_amount: Option<Decimal>,
    pub first_order_min_unit: Option<i32>,
    pub first_order_min_amount: Option<Decimal>,
    pub tier_name: Option<String>,
}

pub async fn buyer(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Buyer>> {
    sqlx::query_as(
        "select u.id, u.role, u.status, u.tier_id,
                full_name(u) as name, u.email,
                up.id as upline_id,
                full_name(up) as upline_name,
                up.tier_id as upline_tier_id,
                not exists (select 1 from orders o where o.agent_id = u.id and o.status not in ('cancelled')) as first_order,
                t.min_order_unit, t.min_order_amount, t.first_order_min_unit, t.first_order_min_amount, t.name as tier_name
         from users u
         left join users up on up.id = u.upline_id and up.role = 'agent' and up.status <> 'suspended'
         left join tiers t on t.id = u.tier_id
         where u.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// What the catalogue knows of a variant for a buyer's tier (and the seller's tier, for the
/// upline's margin). `live`: not retired, product published and not deleted.
#[derive(FromRow, Debug, Clone)]
pub struct VariantFacts {
    pub variant_id: i64,
    pub product_id: i64,
    pub name: String,
    pub label: String,
    pub sku: String,
    pub live: bool,
    pub first_order_only: bool,
    pub tier_price: Option<Decimal>,
    pub seller_price: Option<Decimal>,
    pub weight_kg: Decimal,
    pub points: Decimal,
    pub cover_thumb: Option<String>,
}

pub async fn variant_facts(
    db: &mut PgConnection,
    variant_ids: &[i64],
    tier_id: i64,
    seller_tier_id: Option<i64>,
) -> sqlx::Result<Vec<VariantFacts>> {
    sqlx::query_as(
        "select v.id as variant_id, p.id as product_id, p.name, v.label,
                p.sku || case when v.label = '' then '' else '-' || v.label end as sku,
                (not v.retired and p.deleted_at is null and p.status = 'published') as live,
                p.first_order_only, tp.price as tier_price, sp.price as seller_price, p.weight_kg, p.points, p.cover_thumb
         from product_variants v join products p on p.id = v.product_id
         left join product_tier_prices tp on tp.product_id = p.id and tp.tier_id = $2
         left join product_tier_prices sp on sp.product_id = p.id and sp.tier_id = $3
         where v.id = any($1)",
    )
    .bind(variant_ids)
    .bind(tier_id)
    .bind(seller_tier_id)
    .fetch_all(db)
    .await
}

/// Quantity ranges of products: (product, min, max, price).
pub async fn ranges(
    db: &mut PgConnection,
    product_ids: &[i64],
) -> sqlx::Result<Vec<(i64, i32, i32, Decimal)>> {
    sqlx::query_as(
        "select product_id, min_qty, max_qty, price from product_quantity_ranges where product_id = any($1) order by min_qty",
    )
    .bind(product_ids)
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug, Clone)]
pub struct OfferFacts {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub price: Decimal,
    pub live: bool,
    pub first_order: bool,
    pub required_quantity: Option<i32>,
    pub cover_image: Option<String>,
}

pub async fn package_facts(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<OfferFacts>> {
    sqlx::query_as(
        "select id, name, code, price, (not suspended and starts_at <= now() and now() < stops_at) as live, first_order,
                null::int as required_quantity, null::text as cover_image
         from packages where id = any($1)",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

pub async fn combo_facts(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<OfferFacts>> {
    sqlx::query_as(
        "select id, name, code, price, (not suspended and starts_at <= now() and now() < stops_at) as live, first_order,
                required_quantity, cover_image
         from combos where id = any($1)",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

/// (package, variant, product, quantity, product name, variant label, weight, points) of packages.
#[derive(FromRow, Debug, Clone)]
pub struct PackageItem {
    pub package_id: i64,
    pub variant_id: i64,
    pub product_id: i64,
    pub quantity: i32,
    pub name: String,
    pub label: String,
    pub weight_kg: Decimal,
    pub points: Decimal,
}

pub async fn package_items(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<PackageItem>> {
    sqlx::query_as(
        "select i.package_id, i.variant_id, i.product_id, i.quantity, p.name, v.label, p.weight_kg, p.points
         from package_items i join products p on p.id = i.product_id join product_variants v on v.id = i.variant_id
         where i.package_id = any($1) order by p.name, v.id",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

/// The products each of the combos offers, as (combo, product) pairs: one query for them all.
pub async fn combo_products(
    db: &mut PgConnection,
    combo_ids: &[i64],
) -> sqlx::Result<Vec<(i64, i64)>> {
    if combo_ids.is_empty() {
        return Ok(vec![]);
    }
    sqlx::query_as("select combo_id, product_id from combo_products where combo_id = any($1)")
        .bind(combo_ids)
        .fetch_all(db)
        .await
}

/// Units on hand per variant: at a branch (HQ sells) or in an agent's stock (an upline sells).
pub async fn available(
    db: &mut PgConnection,
    variant_ids: &[i64],
    branch_id: i64,
    seller_id: Option<i64>,
) -> sqlx::Result<Vec<(i64, i64)>> {
    match seller_id {
        None => sqlx::query_as(
            "select variant_id, quantity::bigint from stock_levels where branch_id = $2 and variant_id = any($1)",
        )
        .bind(variant_ids)
        .bind(branch_id)
        .fetch_all(db)
        .await,
        Some(seller) => sqlx::query_as(
            "select variant_id, quantity::bigint from agent_stock where agent_id = $2 and variant_id = any($1)",
        )
        .bind(variant_ids)
        .bind(seller)
        .fetch_all(db)
        .await,
    }
}

/// Takes units from the seller's stock; false when fewer are left.
pub async fn take_stock(
    db: &mut PgConnection,
    branch_id: i64,
    seller_id: Option<i64>,
    variant_id: i64,
    quantity: i64,
) -> sqlx::Result<bool> {
    let sql = match seller_id {
        None => {
            "update stock_levels set quantity = quantity - $3, updated_at = now()
                 where branch_id = $1 and variant_id = $2 and quantity >= $3"
        }
        Some(_) => {
            "update agent_stock set quantity = quantity - $3
                    where agent_id = $1 and variant_id = $2 and quantity >= $3"
        }
    };
    let done = sqlx::query(sql)
        .bind(seller_id.unwrap_or(branch_id))
        .bind(variant_id)
        .bind(quantity as i32)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A voucher by code with the buyer's use of it so far.
#[derive(FromRow, Debug, Clone)]
pub struct VoucherRow {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub kind: String,
    pub discount: Decimal,
    pub min_purchase: Decimal,
    pub starts_at: DateTime<Utc>,
    pub stops_at: DateTime<Utc>,
    pub suspended: bool,
    pub quota: i32,
    pub used_count: i32,
    pub usage_limit: Option<i32>,
    pub used_by_agent: i64,
    pub first_order: bool,
    pub package_only: bool,
    pub free_shipping: bool,
}

pub async fn voucher(
    db: &mut PgConnection,
    code: &str,
    agent_id: i64,
) -> sqlx::Result<Option<VoucherRow>> {
    sqlx::query_as(
        "select v.id, v.name, v.code, v.kind, v.discount, v.min_purchase, v.starts_at, v.stops_at, v.suspended, v.quota,
                v.used_count, v.usage_limit,
                (select count(*) from voucher_uses u where u.voucher_id = v.id and u.agent_id = $2) as used_by_agent,
                v.first_order, v.package_only, v.free_shipping
         from vouchers v where v.code = $1",
    )
    .bind(code)
    .bind(agent_id)
    .fetch_optional(db)
    .await
}

/// Counts one use of a voucher if its quota allows (the row lock queues racing checkouts).
pub async fn use_voucher(db: &mut PgConnection, voucher_id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update vouchers set used_count = used_count + 1, updated_at = now() where id = $1 and used_count < quota",
    )
    .bind(voucher_id)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// The agent's uses of a voucher, read after `use_voucher` took the row lock (so a racing checkout
/// by the same agent has committed or not started).
pub async fn agent_voucher_uses(
    db: &mut PgConnection,
    voucher_id: i64,
    agent_id: i64,
) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from voucher_uses where voucher_id = $1 and agent_id = $2")
        .bind(voucher_id)
        .bind(agent_id)
        .fetch_one(db)
        .await
}

pub async fn record_voucher_use(
    db: &mut PgConnection,
    voucher_id: i64,
    order_id: i64,
    agent_id: i64,
    discount: Decimal,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into voucher_uses (voucher_id, order_id, agent_id, discount) values ($1, $2, $3, $4)",
    )
    .bind(voucher_id)
    .bind(order_id)
    .bind(agent_id)
    .bind(discount)
    .execute(db)
    .await?;
    Ok(())
}

/// Gives an order's voucher use back (its order was cancelled before being paid).
pub async fn release_voucher(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    sqlx::query(
        "with gone as (delete from voucher_uses where order_id = $1 returning voucher_id)
         update vouchers set used_count = used_count - 1 where id in (select voucher_id from gone)",
    )
    .bind(order_id)
    .execute(db)
    .await?;
    Ok(())
}

/// A new order's row.
#[derive(Debug, Clone)]
pub struct NewOrder {
    pub prefix: String,
    pub day: NaiveDate,
    pub agent_id: i64,
    pub seller_id: Option<i64>,
    pub placed_by: i64,
    pub branch_id: i64,
    pub status: String,
    pub payment_method: String,
    pub payment_status: String,
    pub shipment_type: String,
    pub courier_id: Option<i64>,
    pub shipping_method: Option<String>,
    pub address: Option<AddressSnapshot>,
    pub voucher_id: Option<i64>,
    pub voucher_code: Option<String>,
    pub is_first_order: bool,
    pub sub_total: Decimal,
    pub discount: Decimal,
    pub shipping: Decimal,
    pub service_fee: Decimal,
    pub tax_percent: Decimal,
    pub tax: Decimal,
    pub grand_total: Decimal,
    pub seller_profit: Decimal,
    pub points: Decimal,
    pub total_weight: Decimal,
    pub total_units: i64,
    pub order_notes: Option<String>,
    pub hold_until: Option<DateTime<Utc>>,
    pub approved_by: Option<i64>,
}

#[derive(Debug, Clone, FromRow)]
pub struct AddressSnapshot {
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub address1: String,
    pub address2: Option<String>,
    pub postcode: String,
    pub city: String,
    pub state: String,
    pub country: String,
}

/// Inserts the order; its number is made from its id, so no counter row is shared between
/// checkouts. Returns (id, number).
pub async fn insert_order(db: &mut PgConnection, o: &NewOrder) -> sqlx::Result<(i64, String)> {
    let id: i64 = sqlx::query_scalar("select nextval(pg_get_serial_sequence('orders', 'id'))")
        .fetch_one(&mut *db)
        .await?;
    let number = super::rules::order_number(&o.prefix, o.day, id);
    let a = o.address.as_ref();
    let paid = o.payment_status == "paid";
    sqlx::query(
        "insert into orders (id, number, agent_id, seller_id, placed_by, branch_id, status, payment_method, payment_status,
            shipment_type, courier_id, shipping_method, receiver_name, receiver_phone, receiver_email, address1, address2,
            postcode, city, state, country, voucher_id, voucher_code, is_first_order, sub_total, discount, shipping,
            service_fee, tax_percent, tax, grand_total, seller_profit, points, total_weight, total_units, order_notes,
            hold_until, paid_at, approved_at, approved_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
            $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37,
            case when $38 then now() end, case when $38 then now() end, $39)",
    )
    .bind(id)
    .bind(&number)
    .bind(o.agent_id)
    .bind(o.seller_id)
    .bind(o.placed_by)
    .bind(o.branch_id)
    .bind(&o.status)
    .bind(&o.payment_method)
    .bind(&o.payment_status)
    .bind(&o.shipment_type)
    .bind(o.courier_id)
    .bind(&o.shipping_method)
    .bind(a.map(|a| a.name.clone()))
    .bind(a.map(|a| a.phone.clone()))
    .bind(a.and_then(|a| a.email.clone()))
    .bind(a.map(|a| a.address1.clone()))
    .bind(a.and_then(|a| a.address2.clone()))
    .bind(a.map(|a| a.postcode.clone()))
    .bind(a.map(|a| a.city.clone()))
    .bind(a.map(|a| a.state.clone()))
    .bind(a.map(|a| a.country.clone()))
    .bind(o.voucher_id)
    .bind(&o.voucher_code)
    .bind(o.is_first_order)
    .bind(o.sub_total)
    .bind(o.discount)
    .bind(o.shipping)
    .bind(o.service_fee)
    .bind(o.tax_percent)
    .bind(o.tax)
    .bind(o.grand_total)
    .bind(o.seller_profit)
    .bind(o.points)
    .bind(o.total_weight)
    .bind(o.total_units as i32)
    .bind(&o.order_notes)
    .bind(o.hold_until)
    .bind(paid)
    .bind(o.approved_by)
    .execute(db)
    .await?;
    Ok((id, number))
}

pub async fn insert_lines(
    db: &mut PgConnection,
    order_id: i64,
    lines: &[OrderLine],
) -> sqlx::Result<()> {
    let mut q = QueryBuilder::<Postgres>::new(
        "insert into order_lines (order_id, kind, product_id, variant_id, package_id, combo_id, name, label, sku, quantity,
            unit_price, line_total, points, weight, picks) ",
    );
    q.push_values(lines, |mut b, l| {
        b.push_bind(order_id)
            .push_bind(&l.kind)
            .push_bind(l.product_id)
            .push_bind(l.variant_id)
            .push_bind(l.package_id)
            .push_bind(l.combo_id)
            .push_bind(&l.name)
            .push_bind(&l.label)
            .push_bind(&l.sku)
            .push_bind(l.quantity)
            .push_bind(l.unit_price)
            .push_bind(l.line_total)
            .push_bind(l.points)
            .push_bind(l.weight)
            .push_bind(&l.picks);
    });
    q.build().execute(db).await?;
    Ok(())
}

/// Records the units an order holds: (variant, product, quantity).
pub async fn insert_held_stock(
    db: &mut PgConnection,
    order_id: i64,
    branch_id: i64,
    seller_id: Option<i64>,
    held: &[(i64, i64, i64)],
) -> sqlx::Result<()> {
    if held.is_empty() {
        return Ok(());
    }
    let mut q = QueryBuilder::<Postgres>::new(
        "insert into order_stock (order_id, variant_id, product_id, branch_id, seller_id, quantity) ",
    );
    q.push_values(held, |mut b, (variant, product, quantity)| {
        b.push_bind(order_id)
            .push_bind(*variant)
            .push_bind(*product)
            .push_bind(seller_id.is_none().then_some(branch_id))
            .push_bind(seller_id)
            .push_bind(*quantity as i32);
    });
    q.build().execute(db).await?;
    Ok(())
}

/// (variant, product, branch, seller, quantity) of units an order held.
type HeldRow = (i64, i64, Option<i64>, Option<i64>, i32);

/// Writes the units an order took from a branch into the stock history (`out`; an upline's stock
/// keeps no history).
pub async fn record_taken_stock(
    db: &mut PgConnection,
    order_id: i64,
    reason: &str,
    by: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into stock_history (branch_id, product_id, variant_id, kind, quantity, reason, created_by, order_id)
         select branch_id, product_id, variant_id, 'out', quantity, $2, $3, order_id
         from order_stock where order_id = $1 and branch_id is not null order by variant_id",
    )
    .bind(order_id)
    .bind(reason)
    .bind(by)
    .execute(db)
    .await?;
    Ok(())
}

/// Puts back the units an order still holds (once: the rows are marked returned); a branch's units
/// go into its stock history as `in` with `reason`, by `by` (None: the system).
pub async fn return_stock(
    db: &mut PgConnection,
    order_id: i64,
    reason: &str,
    by: Option<i64>,
) -> sqlx::Result<u64> {
    let rows: Vec<HeldRow> = sqlx::query_as(
        "with back as (
             update order_stock set returned_at = now() where order_id = $1 and returned_at is null
             returning variant_id, product_id, branch_id, seller_id, quantity),
         history as (
             insert into stock_history (branch_id, product_id, variant_id, kind, quantity, reason, created_by, order_id)
             select branch_id, product_id, variant_id, 'in', quantity, $2, $3, $1 from back where branch_id is not null)
         select variant_id, product_id, branch_id, seller_id, quantity from back",
    )
    .bind(order_id)
    .bind(reason)
    .bind(by)
    .fetch_all(&mut *db)
    .await?;
    let mut rows = rows;
    rows.sort_by_key(|r| r.0);
    for (variant, product, branch, seller, quantity) in &rows {
        match (branch, seller) {
            (_, Some(seller)) => {
                sqlx::query(
                    "insert into agent_stock (agent_id, variant_id, product_id, quantity) values ($1, $2, $3, $4)
                     on conflict (agent_id, variant_id) do update set quantity = agent_stock.quantity + excluded.quantity",
                )
                .bind(seller)
                .bind(variant)
                .bind(product)
                .bind(quantity)
                .execute(&mut *db)
                .await?;
            }
            (Some(branch), None) => {
                sqlx::query(
                    "insert into stock_levels (branch_id, variant_id, product_id, quantity) values ($1, $2, $3, $4)
                     on conflict (branch_id, variant_id) do update set quantity = stock_levels.quantity + excluded.quantity,
                        updated_at = now()",
                )
                .bind(branch)
                .bind(variant)
                .bind(product)
                .bind(quantity)
                .execute(&mut *db)
                .await?;
            }
            (None, None) => {}
        }
    }
    Ok(rows.len() as u64)
}

/// Adds a completed order's units to the buyer's own stock (what an upline later sells from).
pub async fn credit_buyer_stock(
    db: &mut PgConnection,
    order_id: i64,
    agent_id: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into agent_stock (agent_id, variant_id, product_id, quantity)
         select $2, variant_id, product_id, quantity from order_stock where order_id = $1 and returned_at is null
         order by variant_id
         on conflict (agent_id, variant_id) do update set quantity = agent_stock.quantity + excluded.quantity",
    )
    .bind(order_id)
    .bind(agent_id)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn add_event(
    db: &mut PgConnection,
    order_id: i64,
    action: &str,
    from: Option<&str>,
    to: &str,
    actor: Option<i64>,
    note: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into order_events (order_id, action, from_status, to_status, actor_id, note) values ($1, $2, $3, $4, $5, $6)",
    )
    .bind(order_id)
    .bind(action)
    .bind(from)
    .bind(to)
    .bind(actor)
    .bind(note)
    .execute(db)
    .await?;
    Ok(())
}

/// The facts an action on an order checks, read with the row locked.
#[derive(FromRow, Debug, Clone)]
pub struct OrderState {
    pub id: i64,
    pub number: String,
    pub agent_id: i64,
    pub seller_id: Option<i64>,
    pub status: String,
    pub payment_method: String,
    pub payment_status: String,
    pub shipment_type: String,
    pub approved_at: Option<DateTime<Utc>>,
    pub receipt_key: Option<String>,
    pub grand_total: Decimal,
    pub is_first_order: bool,
}

const STATE_COLUMNS: &str =
    "id, number, agent_id, seller_id, status, payment_method, payment_status, shipment_type,
    approved_at, receipt_key, grand_total, is_first_order";

/// The agent's unpaid order (at most one): (id, number).
pub async fn unpaid_order(
    db: &mut PgConnection,
    agent_id: i64,
) -> sqlx::Result<Option<(i64, String)>> {
    sqlx::query_as("select id, number from orders where agent_id = $1 and status = 'unpaid'")
        .bind(agent_id)
        .fetch_optional(db)
        .await
}

pub async fn lock_order(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<OrderState>> {
    sqlx::query_as(&format!(
        "select {STATE_COLUMNS} from orders where id = $1 for update"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

pub async fn order_state(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<OrderState>> {
    sqlx::query_as(&format!("select {STATE_COLUMNS} from orders where id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Finds orders by number (any case) or id, for the tracking file.
pub async fn orders_by_reference(
    db: &mut PgConnection,
    references: &[String],
) -> sqlx::Result<Vec<(String, OrderState)>> {
    let rows: Vec<OrderState> = sqlx::query_as(&format!(
        "select {STATE_COLUMNS} from orders
         where upper(number) = any($1) or id::text = any($1) order by id for update"
    ))
    .bind(references)
    .fetch_all(&mut *db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.number.to_ascii_uppercase(), r))
        .collect())
}

/// Changes what an action changes; `fields` are extra `column = value` assignments written by the
/// caller from constants (never from input).
pub async fn set_status(
    db: &mut PgConnection,
    id: i64,
    status: &str,
    fields: &str,
) -> sqlx::Result<()> {
    let extra = if fields.is_empty() {
        String::new()
    } else {
        format!(", {fields}")
    };
    sqlx::query(&format!(
        "update orders set status = $2, updated_at = now(){extra} where id = $1"
    ))
    .bind(id)
    .bind(status)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_tracking(db: &mut PgConnection, id: i64, tracking: &str) -> sqlx::Result<()> {
    sqlx::query("update orders set tracking_number = $2, updated_at = now() where id = $1")
        .bind(id)
        .bind(tracking)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_remark(db: &mut PgConnection, id: i64, remark: Option<&str>) -> sqlx::Result<()> {
    if let Some(remark) = remark {
        sqlx::query("update orders set remark = $2 where id = $1")
            .bind(id)
            .bind(remark)
            .execute(db)
            .await?;
    }
    Ok(())
}

pub async fn approve(db: &mut PgConnection, id: i64, by: Option<i64>) -> sqlx::Result<()> {
    sqlx::query(
        "update orders set status = 'to_ship', payment_status = 'paid', paid_at = coalesce(paid_at, now()),
            approved_at = now(), approved_by = $2, hold_until = null, updated_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(by)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_receipt(
    db: &mut PgConnection,
    id: i64,
    key: &str,
) -> sqlx::Result<Option<String>> {
    let old: Option<Option<String>> =
        sqlx::query_scalar("select receipt_key from orders where id = $1")
            .bind(id)
            .fetch_optional(&mut *db)
            .await?;
    sqlx::query(
        "update orders set receipt_key = $2, status = 'approval', payment_status = 'pending', hold_until = null,
            updated_at = now() where id = $1",
    )
    .bind(id)
    .bind(key)
    .execute(db)
    .await?;
    Ok(old.flatten())
}

pub async fn set_pickup(db: &mut PgConnection, id: i64, collected_by: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update orders set status = 'completed', collected_by = $2, collected_at = now(), updated_at = now() where id = $1",
    )
    .bind(id)
    .bind(collected_by)
    .execute(db)
    .await?;
    Ok(())
}

/// A buyer's first completed purchase makes a new (or inactive) agent active; any purchase is
/// their latest.
pub async fn note_purchase(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<()> {
    sqlx::query(
        "update users set last_purchase_at = now(),
            status = case when status in ('new', 'inactive') then 'active' else status end,
            activated_at = case when status = 'new' then now() else activated_at end,
            inactive_at = case when status = 'inactive' then null else inactive_at end
         where id = $1",
    )
    .bind(agent_id)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn mark_printed(db: &mut PgConnection, ids: &[i64], column: &str) -> sqlx::Result<u64> {
    Ok(sqlx::query(&format!(
        "update orders set {column} = coalesce({column}, now()) where id = any($1)"
    ))
    .bind(ids)
    .execute(db)
    .await?
    .rows_affected())
}

/// Unpaid orders whose hold has run out (optionally one agent's), locked for cancelling.
pub async fn overdue_holds(db: &mut PgConnection, agent_id: Option<i64>) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "select id from orders where status = 'unpaid' and hold_until < now() and ($1::bigint is null or agent_id = $1)
         order by id for update skip locked",
    )
    .bind(agent_id)
    .fetch_all(db)
    .await
}

// ---- Lists ----------------------------------------------------------------------------------

#[derive(Debug, Default, Clone)]
pub struct OrderFilter {
    pub status: Option<String>,
    pub pattern: Option<String>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub payment_method: Option<String>,
    pub shipment_type: Option<String>,
    /// Some(true): sold by HQ; Some(false): sold by an upline.
    pub hq_seller: Option<bool>,
    pub agent_id: Option<i64>,
    pub seller_id: Option<i64>,
}

fn push_filter<'a>(q: &mut QueryBuilder<'a, Postgres>, f: &'a OrderFilter, with_status: bool) {
    q.push(" where true");
    if with_status {
        if let Some(s) = &f.status {
            q.push(" and o.status = ").push_bind(s);
        }
    }
    if let Some(p) = &f.pattern {
        q.push(" and (o.number ilike ")
            .push_bind(p)
            .push(" or o.tracking_number ilike ")
            .push_bind(p)
            .push(" or o.receiver_name ilike ")
            .push_bind(p)
            .push(" or a.username ilike ")
            .push_bind(p)
            .push(" or a.email ilike ")
            .push_bind(p)
            .push(" or a.phone ilike ")
            .push_bind(p)
            .push(" or full_name(a) ilike ")
            .push_bind(p)
            .push(")");
    }
    if let Some(from) = f.from {
        q.push(" and o.created_at >= ").push_bind(from);
    }
    if let Some(to) = f.to {
        q.push(" and o.created_at < ").push_bind(to);
    }
    if let Some(m) = &f.payment_method {
        q.push(" and o.payment_method = ").push_bind(m);
    }
    if let Some(s) = &f.shipment_type {
        q.push(" and o.shipment_type = ").push_bind(s);
    }
    match f.hq_seller {
        Some(true) => {
            q.push(" and o.seller_id is null");
        }
        Some(false) => {
            q.push(" and o.seller_id is not null");
        }
        None => {}
    }
    if let Some(a) = f.agent_id {
        q.push(" and o.agent_id = ").push_bind(a);
    }
    if let Some(s) = f.seller_id {
        q.push(" and o.seller_id = ").push_bind(s);
    }
}

#[derive(FromRow, Debug, Clone)]
pub struct OrderSummaryRow {
    pub id: i64,
    pub number: String,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    pub agent_id: i64,
    pub agent_name: String,
    pub agent_username: String,
    pub tier_name: Option<String>,
    pub seller_id: Option<i64>,
    pub seller_name: Option<String>,
    pub receiver_name: Option<String>,
    pub status: String,
    pub cancel_reason: Option<String>,
    pub payment_method: String,
    pub payment_status: String,
    pub shipment_type: String,
    pub shipping_method: Option<String>,
    pub tracking_number: Option<String>,
    pub grand_total: Decimal,
    pub total_units: i32,
    pub has_receipt: bool,
    pub invoice_printed: bool,
    pub packing_printed: bool,
    pub label_printed: bool,
}

const SUMMARY_COLUMNS: &str = "o.id, o.number, o.created_at, o.paid_at, o.agent_id,
    full_name(a) as agent_name, a.username as agent_username,
    t.name as tier_name, o.seller_id,
    (select full_name(s) from users s where s.id = o.seller_id) as seller_name,
    o.receiver_name, o.status, o.cancel_reason, o.payment_method, o.payment_status, o.shipment_type, o.shipping_method,
    o.tracking_number, o.grand_total, o.total_units, (o.receipt_key is not null) as has_receipt,
    (o.invoice_printed_at is not null) as invoice_printed, (o.packing_printed_at is not null) as packing_printed,
    (o.label_printed_at is not null) as label_printed";

pub async fn list(
    db: &mut PgConnection,
    f: &OrderFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<OrderSummaryRow>> {
    let mut q = QueryBuilder::new(format!(
        "select {SUMMARY_COLUMNS} from orders o join users a on a.id = o.agent_id left join tiers t on t.id = a.tier_id"
    ));
    push_filter(&mut q, f, true);
    q.push(" order by o.created_at desc, o.id desc limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    q.build_query_as().fetch_all(db).await
}

/// Orders per status under the filter (its status left out): the tab counts.
pub async fn counts(db: &mut PgConnection, f: &OrderFilter) -> sqlx::Result<Vec<(String, i64)>> {
    let mut q = QueryBuilder::new(
        "select o.status, count(*) from orders o join users a on a.id = o.agent_id",
    );
    push_filter(&mut q, f, false);
    q.push(" group by o.status");
    q.build_query_as().fetch_all(db).await
}

pub async fn summary(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<OrderSummaryRow>> {
    sqlx::query_as(&format!(
        "select {SUMMARY_COLUMNS} from orders o join users a on a.id = o.agent_id left join tiers t on t.id = a.tier_id
         where o.id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

#[derive(FromRow, Debug, Clone)]
pub struct OrderDetailRow {
    pub reference_number: Option<String>,
    pub receiver_phone: Option<String>,
    pub receiver_email: Option<String>,
    pub address1: Option<String>,
    pub address2: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub state_name: Option<String>,
    pub country: Option<String>,
    pub sub_total: Decimal,
    pub discount: Decimal,
    pub voucher_code: Option<String>,
    pub shipping: Decimal,
    pub service_fee: Decimal,
    pub tax: Decimal,
    pub tax_percent: Decimal,
    pub points: Decimal,
    pub total_weight: Decimal,
    pub remark: Option<String>,
    pub order_notes: Option<String>,
    pub receipt_key: Option<String>,
    pub hold_until: Option<DateTime<Utc>>,
    pub approved_at: Option<DateTime<Utc>>,
    pub approved_by_name: Option<String>,
    pub collected_by: Option<String>,
    pub collected_at: Option<DateTime<Utc>>,
    pub seller_profit: Decimal,
}

pub async fn detail(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<OrderDetailRow>> {
    sqlx::query_as(
        "select o.reference_number, o.receiver_phone, o.receiver_email, o.address1, o.address2, o.postcode, o.city, o.state,
                (select st.name from platform.states st where st.country = o.country and st.code = o.state limit 1) as state_name,
                o.country::text as country, o.sub_total, o.discount, o.voucher_code, o.shipping, o.service_fee, o.tax,
                o.tax_percent, o.points, o.total_weight, o.remark, o.order_notes, o.receipt_key, o.hold_until, o.approved_at,
                (select full_name(u) from users u where u.id = o.approved_by) as approved_by_name,
                o.collected_by, o.collected_at, o.seller_profit
         from orders o where o.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// A line of an order as placed (written at checkout, read for the order's record).
#[derive(FromRow, Debug, Clone)]
pub struct OrderLine {
    pub kind: String,
    pub product_id: Option<i64>,
    pub variant_id: Option<i64>,
    pub package_id: Option<i64>,
    pub combo_id: Option<i64>,
    pub name: String,
    pub label: String,
    pub sku: Option<String>,
    pub quantity: i32,
    pub unit_price: Decimal,
    pub line_total: Decimal,
    pub weight: Decimal,
    pub points: Decimal,
    pub picks: serde_json::Value,
}

pub async fn lines(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Vec<OrderLine>> {
    sqlx::query_as(
        "select kind, product_id, variant_id, package_id, combo_id, name, label, sku, quantity, unit_price, line_total,
                weight, points, picks
         from order_lines where order_id = $1 order by id",
    )
    .bind(order_id)
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug, Clone)]
pub struct EventRow {
    pub created_at: DateTime<Utc>,
    pub actor_name: Option<String>,
    pub from_status: Option<String>,
    pub to_status: String,
    pub action: String,
    pub note: Option<String>,
}

pub async fn events(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Vec<EventRow>> {
    sqlx::query_as(
        "select e.created_at, full_name(u) as actor_name,
                e.from_status, e.to_status, e.action, e.note
         from order_events e left join users u on u.id = e.actor_id where e.order_id = $1 order by e.id",
    )
    .bind(order_id)
    .fetch_all(db)
    .await
}

/// The company block of invoices and labels.
#[derive(FromRow, Debug, Clone)]
pub struct CompanyBlock {
    pub roc: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub phone_code: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub tin: Option<String>,
    pub logo_key: Option<String>,
}

pub async fn company_block(db: &mut PgConnection) -> sqlx::Result<CompanyBlock> {
    sqlx::query_as(
        "select roc, address_line1, address_line2, postcode, city, state, phone_code, phone, email, tin, logo_key
         from company_settings",
    )
    .fetch_one(db)
    .await
}

/// Agents for HQ's order form picker.
pub async fn find_agents(
    db: &mut PgConnection,
    pattern: Option<&str>,
) -> sqlx::Result<Vec<(i64, String, String, Option<String>)>> {
    sqlx::query_as(
        "select u.id, full_name(u), u.username, t.name
         from users u left join tiers t on t.id = u.tier_id
         where u.role = 'agent' and u.status <> 'suspended'
           and ($1::text is null or u.username ilike $1 or u.email ilike $1
                or full_name(u) ilike $1)
         order by u.first_name, u.id limit 10",
    )
    .bind(pattern)
    .fetch_all(db)
    .await
}

/// A voucher's uses, newest first.
#[derive(FromRow, Debug, Clone)]
pub struct VoucherUseRow {
    pub order_id: i64,
    pub number: String,
    pub agent_name: String,
    pub discount: Decimal,
    pub used_at: DateTime<Utc>,
    pub status: String,
}

pub async fn voucher_uses(
    db: &mut PgConnection,
    voucher_id: i64,
) -> sqlx::Result<Vec<VoucherUseRow>> {
    sqlx::query_as(
        "select o.id as order_id, o.number, full_name(a) as agent_name,
                u.discount, u.used_at, o.status
         from voucher_uses u join orders o on o.id = u.order_id join users a on a.id = u.agent_id
         where u.voucher_id = $1 order by u.used_at desc, o.id desc limit 500",
    )
    .bind(voucher_id)
    .fetch_all(db)
    .await
}

/// The gateway fee of a Billplz payment, when HQ has Billplz switched on (None: not offered).
pub async fn billplz_admin_fee(db: &mut PgConnection) -> sqlx::Result<Option<Decimal>> {
    sqlx::query_scalar("select admin_fee from billplz_settings where active")
        .fetch_optional(db)
        .await
}
