//! Payouts: an agent's balance, their bank account, asking for a payout, and HQ's decisions.

use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// What an agent's closed statements came to, what was paid, and what waits to be paid.
#[derive(FromRow, Debug, Default, Clone, Copy)]
pub struct BalanceRow {
    pub committed: Decimal,
    pub paid: Decimal,
    pub pending: Decimal,
    pub minimum: Decimal,
}

pub async fn balance(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<BalanceRow> {
    sqlx::query_as(
        "select coalesce((select sum(total) from commission_statements where agent_id = $1), 0) as committed,
                coalesce((select sum(amount) from payouts where agent_id = $1 and status = 'paid'), 0) as paid,
                coalesce((select sum(amount) from payouts where agent_id = $1 and status in ('requested', 'approved', 'sending')), 0) as pending,
                coalesce((select payout_minimum from company_settings), 50) as minimum",
    )
    .bind(agent_id)
    .fetch_one(db)
    .await
}

/// The bank account on an agent's profile, when whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankOnProfile {
    /// The bank's SWIFT code as chosen on the profile.
    pub code: String,
    pub bank_name: String,
    pub account_number: String,
    pub account_name: String,
}

pub async fn bank_account(
    db: &mut PgConnection,
    agent_id: i64,
) -> sqlx::Result<Option<BankOnProfile>> {
    type Row = (
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
    );
    let row: Option<Row> =
        sqlx::query_as(
            "select u.bank_company,
                    coalesce((select b.name from platform.banks b where b.code = u.bank_company), u.bank_company),
                    u.bank_account_number, u.bank_account_name
             from users u where u.id = $1",
        )
        .bind(agent_id)
        .fetch_optional(db)
        .await?;
    Ok(row.and_then(|(code, bank, number, name)| {
        let whole = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        Some(BankOnProfile {
            code: whole(code)?,
            bank_name: whole(bank)?,
            account_number: whole(number)?,
            account_name: whole(name)?,
        })
    }))
}

/// Holds the agent's row until the transaction ends, so two payout requests of one agent are
/// worked out one after the other.
pub async fn lock_agent(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<()> {
    sqlx::query("select id from users where id = $1 for update")
        .bind(agent_id)
        .execute(db)
        .await?;
    Ok(())
}

#[derive(FromRow, Debug)]
pub struct PayoutRow {
    pub id: i64,
    pub agent_id: i64,
    pub agent_name: String,
    pub agent_username: String,
    pub amount: Decimal,
    /// Withheld under s.107D; the agent receives amount − withheld.
    pub withheld: Decimal,
    pub status: String,
    pub bank_name: String,
    pub account_number: String,
    pub account_name: String,
    pub bank_code: Option<String>,
    pub billplz_order_id: Option<String>,
    pub note: Option<String>,
    pub requested_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    pub paid_at: Option<DateTime<Utc>>,
}

const PAYOUT_SELECT: &str = "select p.id, p.agent_id, full_name(u) as agent_name, u.username as agent_username,
    p.amount, p.withheld, p.status, p.bank_name, p.account_number, p.account_name, p.bank_code, p.billplz_order_id, p.note, p.requested_at, p.decided_at, p.paid_at
    from payouts p join users u on u.id = p.agent_id";

pub async fn insert_payout(
    db: &mut PgConnection,
    agent_id: i64,
    amount: Decimal,
    withheld: Decimal,
    bank: &BankOnProfile,
) -> sqlx::Result<PayoutRow> {
    let id: i64 = sqlx::query_scalar(
        "insert into payouts (agent_id, amount, withheld, bank_code, bank_name, account_number, account_name)
         values ($1, $2, $7, $3, $4, $5, $6) returning id",
    )
    .bind(agent_id)
    .bind(amount)
    .bind(&bank.code)
    .bind(&bank.bank_name)
    .bind(&bank.account_number)
    .bind(&bank.account_name)
    .bind(withheld)
    .fetch_one(&mut *db)
    .await?;
    sqlx::query_as(&format!("{PAYOUT_SELECT} where p.id = $1"))
        .bind(id)
        .fetch_one(db)
        .await
}

/// Payouts (one agent's, or everyone's), newest first, a page, with the count.
pub async fn payouts(
    db: &mut PgConnection,
    agent_id: Option<i64>,
    status: Option<&str>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(Vec<PayoutRow>, i64)> {
    let filter = "($1::bigint is null or p.agent_id = $1) and ($2::text is null or p.status = $2)";
    let rows = sqlx::query_as(&format!(
        "{PAYOUT_SELECT} where {filter} order by p.requested_at desc, p.id desc limit $3 offset $4"
    ))
    .bind(agent_id)
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(&mut *db)
    .await?;
    let total = sqlx::query_scalar(&format!("select count(*) from payouts p where {filter}"))
        .bind(agent_id)
        .bind(status)
        .fetch_one(db)
        .await?;
    Ok((rows, total))
}

/// A payout locked for a decision.
pub async fn lock_payout(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<PayoutRow>> {
    sqlx::query_as(&format!("{PAYOUT_SELECT} where p.id = $1 for update of p"))
        .bind(id)
        .fetch_optional(db)
        .await
}

pub async fn decide(
    db: &mut PgConnection,
    id: i64,
    status: &str,
    by: Option<i64>,
    note: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update payouts set status = $2, decided_by = coalesce($3, decided_by), decided_at = now(),
                note = coalesce($4, note),
                paid_at = case when $2 = 'paid' then now() else paid_at end
         where id = $1",
    )
    .bind(id)
    .bind(status)
    .bind(by)
    .bind(note)
    .execute(db)
    .await?;
    Ok(())
}

/// A payout sent to Billplz as payment order `order_id`.
pub async fn mark_sending(
    db: &mut PgConnection,
    id: i64,
    by: i64,
    order_id: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "update payouts set status = 'sending', billplz_order_id = $3, decided_by = $2, decided_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(by)
    .bind(order_id)
    .execute(db)
    .await?;
    Ok(())
}

/// The payout Billplz's payment order `order_id` pays, locked.
pub async fn lock_payout_by_order(
    db: &mut PgConnection,
    order_id: &str,
) -> sqlx::Result<Option<PayoutRow>> {
    sqlx::query_as(&format!(
        "{PAYOUT_SELECT} where p.billplz_order_id = $1 for update of p"
    ))
    .bind(order_id)
    .fetch_optional(db)
    .await
}

/// The company's choices in the plan: (override compresses, payout minimum).
pub async fn plan_settings(db: &mut PgConnection) -> sqlx::Result<(bool, Decimal)> {
    Ok(
        sqlx::query_as("select override_compresses, payout_minimum from company_settings")
            .fetch_optional(db)
            .await?
            .unwrap_or((true, Decimal::from(50))),
    )
}

pub async fn save_plan_settings(
    db: &mut PgConnection,
    override_compresses: bool,
    payout_minimum: Decimal,
) -> sqlx::Result<()> {
    sqlx::query("update company_settings set override_compresses = $1, payout_minimum = $2")
        .bind(override_compresses)
        .bind(payout_minimum)
        .execute(db)
        .await?;
    Ok(())
}

/// An agent's payouts paid in a Kuala Lumpur month, oldest first: (id, paid at, amount, withheld).
pub async fn paid_in_month(
    db: &mut PgConnection,
    agent_id: i64,
    period: chrono::NaiveDate,
) -> sqlx::Result<Vec<(i64, DateTime<Utc>, Decimal, Decimal)>> {
    sqlx::query_as(
        "select id, paid_at, amount, withheld from payouts
          where agent_id = $1 and status = 'paid' and kl_month(paid_at) = $2
          order by paid_at, id",
    )
    .bind(agent_id)
    .bind(period)
    .fetch_all(db)
    .await
}
