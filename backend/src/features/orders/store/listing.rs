//! Reading orders: the lists with their filters and counts, the whole record, its lines and history,
//! the company block printed on documents, the agent picker, and the gateway fee.

use crate::domain::order::{CancelReason, OrderStatus, PaymentMethod, PaymentStatus, ShipmentType};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection, Postgres, QueryBuilder};

// ---- Lists ----------------------------------------------------------------------------------

#[derive(Debug, Default, Clone)]
pub struct OrderFilter {
    pub status: Option<OrderStatus>,
    pub pattern: Option<String>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub payment_method: Option<PaymentMethod>,
    pub shipment_type: Option<ShipmentType>,
    /// Some(true): sold by HQ; Some(false): sold by an upline.
    pub hq_seller: Option<bool>,
    pub agent_id: Option<i64>,
    pub seller_id: Option<i64>,
}

fn push_filter<'a>(q: &mut QueryBuilder<'a, Postgres>, f: &'a OrderFilter, with_status: bool) {
    q.push(" where true");
    if with_status {
        if let Some(s) = f.status {
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
            .push(" or o.customer_name ilike ")
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
    if let Some(m) = f.payment_method {
        q.push(" and o.payment_method = ").push_bind(m);
    }
    if let Some(s) = f.shipment_type {
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
    pub status: OrderStatus,
    pub cancel_reason: Option<CancelReason>,
    pub payment_method: PaymentMethod,
    pub payment_status: PaymentStatus,
    pub shipment_type: ShipmentType,
    pub shipping_method: Option<String>,
    pub tracking_number: Option<String>,
    pub grand_total: Decimal,
    pub total_units: i32,
    pub has_receipt: bool,
    pub invoice_printed: bool,
    pub packing_printed: bool,
    pub label_printed: bool,
    /// A store order: its store (id, name, program), customer, and for e-koop the student and class.
    pub store_id: Option<i64>,
    pub store_name: Option<String>,
    pub store_program: Option<String>,
    pub customer_name: Option<String>,
    pub customer_phone: Option<String>,
    pub customer_email: Option<String>,
    pub school_name: Option<String>,
    pub student_name: Option<String>,
    pub class_name: Option<String>,
}

const SUMMARY_COLUMNS: &str = "o.id, o.number, o.created_at, o.paid_at, o.agent_id,
    full_name(a) as agent_name, a.username as agent_username,
    t.name as tier_name, o.seller_id,
    (select full_name(s) from users s where s.id = o.seller_id) as seller_name,
    o.receiver_name, o.status, o.cancel_reason, o.payment_method, o.payment_status, o.shipment_type, o.shipping_method,
    o.tracking_number, o.grand_total, o.total_units, (o.receipt_key is not null) as has_receipt,
    (o.invoice_printed_at is not null) as invoice_printed, (o.packing_printed_at is not null) as packing_printed,
    (o.label_printed_at is not null) as label_printed, o.store_id, st.name as store_name,
    st.program as store_program, o.customer_name, o.customer_phone, o.customer_email, st.school_name,
    o.student_name, o.class_name";

pub async fn list(
    db: &mut PgConnection,
    f: &OrderFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<OrderSummaryRow>> {
    let mut q = QueryBuilder::new(format!(
        "select {SUMMARY_COLUMNS} from orders o join users a on a.id = o.agent_id left join tiers t on t.id = a.tier_id left join agent_stores st on st.id = o.store_id"
    ));
    push_filter(&mut q, f, true);
    q.push(" order by o.created_at desc, o.id desc limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    q.build_query_as().fetch_all(db).await
}

/// Orders per status under the filter (its status left out): the tab counts, each with whether
/// an unpaid order among them is past its booking time (to be cancelled before it is shown), so the
/// list's hold check costs no round trip of its own.
pub async fn counts(
    db: &mut PgConnection,
    f: &OrderFilter,
) -> sqlx::Result<Vec<(OrderStatus, i64, bool)>> {
    let mut q = QueryBuilder::new(
        "select o.status, count(*),
                coalesce(bool_or(o.status = 'unpaid' and o.hold_until < now()), false)
         from orders o join users a on a.id = o.agent_id",
    );
    push_filter(&mut q, f, false);
    q.push(" group by o.status");
    q.build_query_as().fetch_all(db).await
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
    pub district: Option<String>,
    pub village: Option<String>,
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

const DETAIL_COLUMNS: &str = "o.reference_number, o.receiver_phone, o.receiver_email, o.address1, o.address2,
    o.postcode, o.city, o.state,
    (select st.name from platform.states st where st.country = o.country and st.code = o.state limit 1) as state_name,
    o.country::text as country, o.district, o.village, o.sub_total, o.discount, o.voucher_code, o.shipping, o.service_fee, o.tax,
    o.tax_percent, o.points, o.total_weight, o.remark, o.order_notes, o.receipt_key, o.hold_until, o.approved_at,
    (select full_name(u) from users u where u.id = o.approved_by) as approved_by_name,
    o.collected_by, o.collected_at, o.seller_profit";

/// An order's whole row: what its list row shows and the rest of the record, in one query.
#[derive(FromRow, Debug, Clone)]
pub struct OrderRecordRow {
    #[sqlx(flatten)]
    pub summary: OrderSummaryRow,
    #[sqlx(flatten)]
    pub detail: OrderDetailRow,
}

pub async fn record(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<OrderRecordRow>> {
    sqlx::query_as(&format!(
        "select {SUMMARY_COLUMNS}, {DETAIL_COLUMNS}
         from orders o join users a on a.id = o.agent_id left join tiers t on t.id = a.tier_id
         left join agent_stores st on st.id = o.store_id
         where o.id = $1"
    ))
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
    pub sst_number: Option<String>,
}

pub async fn company_block(db: &mut PgConnection) -> sqlx::Result<CompanyBlock> {
    sqlx::query_as(
        "select roc, address_line1, address_line2, postcode, city, state, phone_code, phone, email, tin, logo_key,
                sst_number
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

/// The gateway fee of a Billplz payment, when HQ has Billplz switched on (None: not offered).
pub async fn billplz_admin_fee(db: &mut PgConnection) -> sqlx::Result<Option<Decimal>> {
    sqlx::query_scalar("select admin_fee from billplz_settings where active")
        .fetch_optional(db)
        .await
}

/// The buyer's TIN, when the buyer is an agent who gave one (a store customer has none).
pub async fn buyer_tin(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Option<String>> {
    Ok(sqlx::query_scalar(
        "select nullif(trim(u.tin), '') from orders o join users u on u.id = o.agent_id
          where o.id = $1 and o.store_id is null",
    )
    .bind(order_id)
    .fetch_optional(db)
    .await?
    .flatten())
}
