//! A voucher as checkout sees it, its uses, and giving a use back.

use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

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
         from vouchers v where v.code = $1 and (v.agent_id is null or v.agent_id = $2)",
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

pub async fn voucher_exists(db: &mut PgConnection, voucher_id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists (select 1 from vouchers where id = $1)")
        .bind(voucher_id)
        .fetch_one(db)
        .await
}
