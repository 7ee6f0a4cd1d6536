//! The SQL of courier bookings: the order as the provider needs it, claiming a booking for one
//! call at a time, and recording each step and the tracking.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// An HQ order with its receiver and the branch it ships from.
#[derive(FromRow)]
pub struct OrderToShip {
    pub id: i64,
    pub number: String,
    pub status: String,
    pub shipment_type: String,
    pub approved: bool,
    pub receiver_name: Option<String>,
    pub receiver_phone: Option<String>,
    pub address1: Option<String>,
    pub address2: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub total_weight: Decimal,
    pub sub_total: Decimal,
    pub from_phone: Option<String>,
    pub from_address1: Option<String>,
    pub from_address2: Option<String>,
    pub from_postcode: Option<String>,
    pub from_city: Option<String>,
    pub from_state: Option<String>,
}

/// HQ's order `id` (an upline's own sale is not booked here).
pub async fn order_to_ship(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<OrderToShip>> {
    sqlx::query_as(
        "select o.id, o.number, o.status, o.shipment_type, o.approved_at is not null as approved,
                o.receiver_name, o.receiver_phone, o.address1, o.address2, o.postcode, o.city, o.state,
                o.total_weight, o.sub_total,
                nullif(concat(b.phone_code, b.phone), '') as from_phone, b.address_line1 as from_address1,
                b.address_line2 as from_address2, b.postcode as from_postcode, b.city as from_city,
                b.state as from_state
         from orders o
         left join branches b on b.id = coalesce(o.branch_id, (select id from branches where is_main limit 1))
         where o.id = $1 and o.seller_id is null",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

#[derive(FromRow, Clone)]
pub struct Booking {
    pub id: i64,
    pub order_id: i64,
    pub number: String,
    pub provider: String,
    pub service_id: Option<String>,
    pub service_name: Option<String>,
    pub courier_name: Option<String>,
    pub price: Option<Decimal>,
    pub provider_order_no: Option<String>,
    pub awb: Option<String>,
    pub label_url: Option<String>,
    pub tracking_url: Option<String>,
    pub status: String,
    pub tracking_status: Option<String>,
    pub error: Option<String>,
    pub lease_running: bool,
    pub booked_at: Option<chrono::DateTime<chrono::Utc>>,
    pub delivered_at: Option<chrono::DateTime<chrono::Utc>>,
    pub tracked_at: Option<chrono::DateTime<chrono::Utc>>,
}

const BOOKING: &str = "select k.id, k.order_id, o.number, k.provider, k.service_id, k.service_name, k.courier_name,
        k.price, k.provider_order_no, k.awb, k.label_url, k.tracking_url, k.status, k.tracking_status, k.error,
        coalesce(k.sending_until > now(), false) as lease_running, k.booked_at, k.delivered_at, k.tracked_at
     from courier_bookings k join orders o on o.id = k.order_id";

pub async fn booking(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Option<Booking>> {
    sqlx::query_as(&format!("{BOOKING} where k.order_id = $1"))
        .bind(order_id)
        .fetch_optional(db)
        .await
}

pub async fn booking_by_awb(db: &mut PgConnection, awb: &str) -> sqlx::Result<Option<Booking>> {
    sqlx::query_as(&format!("{BOOKING} where k.awb = $1"))
        .bind(awb)
        .fetch_optional(db)
        .await
}

/// Booked parcels not delivered yet, least recently tracked first.
pub async fn in_transit(db: &mut PgConnection, limit: i64) -> sqlx::Result<Vec<Booking>> {
    sqlx::query_as(&format!(
        "{BOOKING} where k.status = 'booked' and k.provider in ('easyparcel', 'delyva')
         order by k.tracked_at nulls first, k.id limit $1"
    ))
    .bind(limit)
    .fetch_all(db)
    .await
}

/// The order's booking, locked for this transaction (made when it has none).
pub async fn lock(db: &mut PgConnection, order_id: i64, provider: &str) -> sqlx::Result<Booking> {
    sqlx::query(
        "insert into courier_bookings (order_id, provider) values ($1, $2)
         on conflict (company_id, order_id) do nothing",
    )
    .bind(order_id)
    .bind(provider)
    .execute(&mut *db)
    .await?;
    sqlx::query_as(&format!("{BOOKING} where k.order_id = $1 for update of k"))
        .bind(order_id)
        .fetch_one(db)
        .await
}

/// Takes the booking for one call to the provider (two minutes), with the rate chosen.
pub async fn take(
    db: &mut PgConnection,
    id: i64,
    service: (&str, &str, &str),
    price: Option<Decimal>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update courier_bookings set sending_until = now() + interval '2 minutes', attempts = attempts + 1,
            status = 'booking', error = null, service_id = coalesce($2, service_id),
            service_name = coalesce($3, service_name), courier_name = coalesce($4, courier_name),
            price = coalesce($5, price), updated_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(Some(service.0).filter(|s| !s.is_empty()))
    .bind(Some(service.1).filter(|s| !s.is_empty()))
    .bind(Some(service.2).filter(|s| !s.is_empty()))
    .bind(price)
    .execute(db)
    .await?;
    Ok(())
}

/// The provider keeps the order under this number.
pub async fn submitted(db: &mut PgConnection, id: i64, order_no: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update courier_bookings set provider_order_no = $2, updated_at = now() where id = $1",
    )
    .bind(id)
    .bind(order_no)
    .execute(db)
    .await?;
    Ok(())
}

/// Paid: the airway bill, label and tracking page.
pub async fn booked(
    db: &mut PgConnection,
    id: i64,
    awb: &str,
    label_url: &str,
    tracking_url: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "update courier_bookings set status = 'booked', awb = $2, label_url = nullif($3, ''),
            tracking_url = nullif($4, ''), booked_at = now(), sending_until = null, error = null,
            updated_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(awb)
    .bind(label_url)
    .bind(tracking_url)
    .execute(db)
    .await?;
    Ok(())
}

/// The try failed (the provider's reason); the lease ends so it can be tried again.
pub async fn failed(db: &mut PgConnection, id: i64, error: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update courier_bookings set status = 'failed', error = $2, sending_until = null, updated_at = now()
         where id = $1 and status in ('booking', 'failed')",
    )
    .bind(id)
    .bind(error)
    .execute(db)
    .await?;
    Ok(())
}

/// What the provider says of the parcel now; `delivered` marks it delivered once.
pub async fn tracked(
    db: &mut PgConnection,
    id: i64,
    latest: &str,
    events: &[(chrono::DateTime<chrono::Utc>, String)],
    delivered: bool,
) -> sqlx::Result<bool> {
    for (at, status) in events {
        sqlx::query(
            "insert into courier_tracking_events (booking_id, happened_at, status) values ($1, $2, $3)
             on conflict do nothing",
        )
        .bind(id)
        .bind(at)
        .bind(status)
        .execute(&mut *db)
        .await?;
    }
    let newly_delivered: Option<bool> = sqlx::query_scalar(
        "update courier_bookings set tracking_status = nullif($2, ''), tracked_at = now(),
            status = case when $3 then 'delivered' else status end,
            delivered_at = case when $3 then coalesce(delivered_at, now()) else delivered_at end,
            updated_at = now()
         where id = $1
         returning $3 and delivered_at = now()",
    )
    .bind(id)
    .bind(latest)
    .bind(delivered)
    .fetch_optional(db)
    .await?;
    Ok(newly_delivered.unwrap_or(false))
}

/// A parcel's journey, oldest first.
pub async fn events(
    db: &mut PgConnection,
    booking_id: i64,
) -> sqlx::Result<Vec<(chrono::DateTime<chrono::Utc>, String)>> {
    sqlx::query_as(
        "select happened_at, status from courier_tracking_events where booking_id = $1 order by happened_at, id",
    )
    .bind(booking_id)
    .fetch_all(db)
    .await
}
