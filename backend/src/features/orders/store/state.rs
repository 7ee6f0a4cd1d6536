//! An order's state and the changes its actions make.

use crate::domain::order::{CancelReason, OrderStatus, PaymentMethod, PaymentStatus, ShipmentType};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// The facts an action on an order checks, read with the row locked.
#[derive(FromRow, Debug, Clone)]
pub struct OrderState {
    pub id: i64,
    pub number: String,
    pub agent_id: i64,
    pub seller_id: Option<i64>,
    pub status: OrderStatus,
    pub payment_method: PaymentMethod,
    pub payment_status: PaymentStatus,
    pub shipment_type: ShipmentType,
    pub approved_at: Option<DateTime<Utc>>,
    pub receipt_key: Option<String>,
    pub grand_total: Decimal,
    pub is_first_order: bool,
}

const STATE_COLUMNS: &str =
    "id, number, agent_id, seller_id, status, payment_method, payment_status, shipment_type,
    approved_at, receipt_key, grand_total, is_first_order";

/// The agent's own unpaid order (at most one; their stores' orders waiting for a customer's payment
/// do not count): (id, number).
pub async fn unpaid_order(
    db: &mut PgConnection,
    agent_id: i64,
) -> sqlx::Result<Option<(i64, String)>> {
    sqlx::query_as("select id, number from orders where agent_id = $1 and status = 'unpaid' and store_id is null")
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
    status: OrderStatus,
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
/// Whether an unpaid order's hold has run out (a plain read: fine in a read-only transaction).
pub async fn has_overdue_hold(db: &mut PgConnection, agent_id: Option<i64>) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from orders where status = 'unpaid' and hold_until < now()
                        and ($1::bigint is null or agent_id = $1))",
    )
    .bind(agent_id)
    .fetch_one(db)
    .await
}

pub async fn overdue_holds(db: &mut PgConnection, agent_id: Option<i64>) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "select id from orders where status = 'unpaid' and hold_until < now() and ($1::bigint is null or agent_id = $1)
         order by id for update skip locked",
    )
    .bind(agent_id)
    .fetch_all(db)
    .await
}

/// Cancels an order for `reason` and ends its hold.
pub async fn mark_cancelled(
    db: &mut PgConnection,
    id: i64,
    reason: CancelReason,
) -> sqlx::Result<()> {
    sqlx::query("update orders set status = 'cancelled', cancel_reason = $2, hold_until = null, updated_at = now() where id = $1")
        .bind(id)
        .bind(reason)
        .execute(db)
        .await?;
    Ok(())
}

/// The money went back: the order is refunded.
pub async fn mark_refunded(db: &mut PgConnection, id: i64) -> sqlx::Result<()> {
    sqlx::query("update orders set status = 'refund', payment_status = 'refunded', updated_at = now() where id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// A payment that came after the order was cancelled: paid, and to be refunded.
pub async fn mark_paid_after_cancel(db: &mut PgConnection, id: i64) -> sqlx::Result<()> {
    sqlx::query("update orders set payment_status = 'paid', paid_at = now(), status = 'refund', updated_at = now() where id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// The gateway's payment failed: a pending payment becomes failed (the order stays unpaid).
pub async fn mark_payment_failed(db: &mut PgConnection, id: i64) -> sqlx::Result<()> {
    sqlx::query(
        "update orders set payment_status = 'failed', updated_at = now() where id = $1 and payment_status = 'pending'",
    )
    .bind(id)
    .execute(db)
    .await?;
    Ok(())
}
