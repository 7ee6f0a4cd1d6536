//! The SQL of settlement: the company's terms, paid Billplz bills with their settlement, and the
//! job's marking.

use super::rules::Terms;
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

pub async fn terms(db: &mut PgConnection) -> sqlx::Result<Option<Terms>> {
    let row: Option<(Decimal, Decimal, i32)> =
        sqlx::query_as("select fee_fixed, fee_percent, settlement_days from billplz_settings")
            .fetch_optional(db)
            .await?;
    Ok(row.map(|(fee_fixed, fee_percent, days)| Terms {
        fee_fixed,
        fee_percent,
        settlement_days: days.max(0) as u32,
    }))
}

/// Saves the terms; false when the company has no Billplz account.
pub async fn save_terms(db: &mut PgConnection, t: &Terms) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update billplz_settings set fee_fixed = $1, fee_percent = $2, settlement_days = $3, updated_at = now()",
    )
    .bind(t.fee_fixed)
    .bind(t.fee_percent)
    .bind(t.settlement_days as i32)
    .execute(db)
    .await?
    .rows_affected()
        > 0)
}

/// A paid bill, with its settlement when it has settled.
#[derive(FromRow, Debug)]
pub struct Payment {
    pub bill_id: String,
    pub order_id: i64,
    pub order_number: String,
    pub agent_name: String,
    pub amount: Decimal,
    pub paid_at: DateTime<Utc>,
    pub fee: Option<Decimal>,
    pub settlement_amount: Option<Decimal>,
    pub settled_on: Option<NaiveDate>,
}

const PAYMENTS: &str = "select b.id as bill_id, o.id as order_id, o.number as order_number,
        coalesce(nullif(full_name(a), ''), a.username) as agent_name,
        (b.amount_sen::numeric / 100)::numeric(14, 2) as amount, b.paid_at, b.fee, b.settlement_amount, b.settled_on
     from billplz_bills b join orders o on o.id = b.order_id join users a on a.id = o.agent_id
     where b.paid_at is not null";

const RANGE: &str = "and b.paid_at >= ($1::date::timestamp at time zone 'Asia/Kuala_Lumpur')
     and b.paid_at < (($2::date + 1)::timestamp at time zone 'Asia/Kuala_Lumpur')
     and ($3::boolean is null or (b.settled_on is not null) = $3)";

/// Paid bills in a range (Kuala Lumpur days), newest first; `settled` filters by status.
pub async fn payments(
    db: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
    settled: Option<bool>,
    limit: Option<i64>,
    offset: i64,
) -> sqlx::Result<Vec<Payment>> {
    sqlx::query_as(&format!(
        "{PAYMENTS} {RANGE} order by b.paid_at desc, b.id limit $4 offset $5"
    ))
    .bind(from)
    .bind(to)
    .bind(settled)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await
}

/// The range's totals: (payments, amount, settled payments, their fees, their settlement amounts).
pub async fn totals(
    db: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
    settled: Option<bool>,
) -> sqlx::Result<(i64, Decimal, i64, Decimal, Decimal)> {
    sqlx::query_as(&format!(
        "select count(*), coalesce(sum(amount), 0), count(*) filter (where settled_on is not null),
                coalesce(sum(fee), 0), coalesce(sum(settlement_amount), 0)
         from ({PAYMENTS} {RANGE}) x"
    ))
    .bind(from)
    .bind(to)
    .bind(settled)
    .fetch_one(db)
    .await
}

/// The range's payments not settled yet (few: a day or two's), for their expected fees.
pub async fn pending(
    db: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<Payment>> {
    payments(db, from, to, Some(false), None, 0).await
}

pub async fn payment(db: &mut PgConnection, bill_id: &str) -> sqlx::Result<Option<Payment>> {
    sqlx::query_as(&format!("{PAYMENTS} and b.id = $1"))
        .bind(bill_id)
        .fetch_optional(db)
        .await
}

/// Every paid bill not settled yet: (bill, paid at, amount).
pub async fn unsettled(
    db: &mut PgConnection,
) -> sqlx::Result<Vec<(String, DateTime<Utc>, Decimal)>> {
    sqlx::query_as(
        "select id, paid_at, (amount_sen::numeric / 100)::numeric(14, 2) from billplz_bills
         where paid_at is not null and settled_on is null order by paid_at",
    )
    .fetch_all(db)
    .await
}

/// Marks a bill settled with its fee (once: a settled bill is left as it is).
pub async fn settle(
    db: &mut PgConnection,
    bill_id: &str,
    fee: Decimal,
    on: NaiveDate,
) -> sqlx::Result<u64> {
    Ok(sqlx::query(
        "update billplz_bills set fee = $2, settlement_amount = (amount_sen::numeric / 100) - $2, settled_on = $3
         where id = $1 and settled_on is null",
    )
    .bind(bill_id)
    .bind(fee)
    .bind(on)
    .execute(db)
    .await?
    .rows_affected())
}
