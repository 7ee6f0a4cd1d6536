//! Writing an order: the order row, its lines and its history.

use super::*;
use crate::domain::order::{OrderEvent, OrderStatus, PaymentMethod, PaymentStatus, ShipmentType};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection, Postgres, QueryBuilder};

/// A new order's row.
#[derive(Debug, Clone)]
pub struct NewOrder {
    pub prefix: String,
    pub day: NaiveDate,
    pub agent_id: i64,
    pub seller_id: Option<i64>,
    pub placed_by: i64,
    pub branch_id: i64,
    pub status: OrderStatus,
    pub payment_method: PaymentMethod,
    pub payment_status: PaymentStatus,
    pub shipment_type: ShipmentType,
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
    /// Indonesia: the district (kecamatan) and village (desa/kelurahan) names.
    pub district: Option<String>,
    pub village: Option<String>,
}

/// Inserts the order; its number is made from its id, so no counter row is shared between
/// checkouts. Returns (id, number).
pub async fn insert_order(db: &mut PgConnection, o: &NewOrder) -> sqlx::Result<(i64, String)> {
    let id: i64 = sqlx::query_scalar("select nextval(pg_get_serial_sequence('orders', 'id'))")
        .fetch_one(&mut *db)
        .await?;
    let number = crate::features::orders::rules::order_number(&o.prefix, o.day, id);
    let a = o.address.as_ref();
    let paid = o.payment_status == PaymentStatus::Paid;
    sqlx::query(
        "insert into orders (id, number, agent_id, seller_id, placed_by, branch_id, status, payment_method, payment_status,
            shipment_type, courier_id, shipping_method, receiver_name, receiver_phone, receiver_email, address1, address2,
            postcode, city, state, country, voucher_id, voucher_code, is_first_order, sub_total, discount, shipping,
            service_fee, tax_percent, tax, grand_total, seller_profit, points, total_weight, total_units, order_notes,
            hold_until, paid_at, approved_at, approved_by, district, village)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
            $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37,
            case when $38 then now() end, case when $38 then now() end, $39, $40, $41)",
    )
    .bind(id)
    .bind(&number)
    .bind(o.agent_id)
    .bind(o.seller_id)
    .bind(o.placed_by)
    .bind(o.branch_id)
    .bind(o.status)
    .bind(o.payment_method)
    .bind(o.payment_status)
    .bind(o.shipment_type)
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
    .bind(a.and_then(|a| a.district.clone()))
    .bind(a.and_then(|a| a.village.clone()))
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

pub async fn add_event(
    db: &mut PgConnection,
    order_id: i64,
    action: OrderEvent,
    from: Option<OrderStatus>,
    to: OrderStatus,
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
