//! Company money: the prepaid Billplz credit (top-ups less payouts sent through Billplz), what the
//! closed statements still owe agents, and the payouts waiting.

use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug, Clone, Copy)]
pub struct MoneyRow {
    pub topped_up: Decimal,
    pub sent_through_billplz: Decimal,
    pub committed: Decimal,
    pub paid: Decimal,
    pub pending: Decimal,
}

pub async fn money(db: &mut PgConnection) -> sqlx::Result<MoneyRow> {
    sqlx::query_as(
        "select coalesce((select sum(amount) from credit_topups where status = 'paid'), 0) as topped_up,
                coalesce((select sum(amount) from payouts
                          where billplz_order_id is not null and status in ('sending', 'paid')), 0) as sent_through_billplz,
                coalesce((select sum(total) from commission_statements), 0) as committed,
                coalesce((select sum(amount) from payouts where status = 'paid'), 0) as paid,
                coalesce((select sum(amount) from payouts where status in ('requested', 'approved', 'sending')), 0) as pending",
    )
    .fetch_one(db)
    .await
}

/// Serialises everything that spends the credit (a payout batch), until the transaction ends.
pub async fn lock_credit(db: &mut PgConnection) -> sqlx::Result<()> {
    sqlx::query("select 1 from company_settings for update")
        .execute(db)
        .await?;
    Ok(())
}

#[derive(FromRow, Debug)]
pub struct TopupRow {
    pub id: i64,
    pub amount: Decimal,
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
}

pub async fn new_topup(db: &mut PgConnection, amount: Decimal, by: i64) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into credit_topups (amount, created_by) values ($1, $2) returning id",
    )
    .bind(amount)
    .bind(by)
    .fetch_one(db)
    .await
}

pub async fn set_topup_bill(
    db: &mut PgConnection,
    id: i64,
    bill_id: &str,
    url: &str,
) -> sqlx::Result<()> {
    sqlx::query("update credit_topups set bill_id = $2, bill_url = $3 where id = $1")
        .bind(id)
        .bind(bill_id)
        .bind(url)
        .execute(db)
        .await?;
    Ok(())
}

/// A notice about a top-up's bill: paid once (a pending top-up becomes paid or failed; a settled one
/// stays). Returns the top-up.
pub async fn settle_topup(
    db: &mut PgConnection,
    bill_id: &str,
    paid: bool,
) -> sqlx::Result<Option<TopupRow>> {
    sqlx::query_as(
        "update credit_topups set status = case when status = 'pending' then (case when $2 then 'paid' else 'failed' end) else status end,
                paid_at = case when status = 'pending' and $2 then now() else paid_at end
         where bill_id = $1
         returning id, amount, status, created_at, paid_at",
    )
    .bind(bill_id)
    .bind(paid)
    .fetch_optional(db)
    .await
}

pub async fn topups(db: &mut PgConnection, limit: i64) -> sqlx::Result<Vec<TopupRow>> {
    sqlx::query_as(
        "select id, amount, status, created_at, paid_at from credit_topups order by created_at desc, id desc limit $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}

pub async fn topup(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<TopupRow>> {
    sqlx::query_as(
        "select id, amount, status, created_at, paid_at from credit_topups where id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}
