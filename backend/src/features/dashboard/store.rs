//! The SQL of the dashboards: a handful of small reads, each over an index.

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// HQ's sales and orders: (sales today, this month, last month, orders placed today).
pub async fn company_sales(
    db: &mut PgConnection,
    today: NaiveDate,
    month: NaiveDate,
    last_month: NaiveDate,
) -> sqlx::Result<(Decimal, Decimal, Decimal, i64)> {
    // A ledger entry's period is the month of its day (`record_sale`, `record_reversal`), and
    // the days are indexed: a month is a range of them, not a scan of every entry for its period.
    sqlx::query_as(
        "select coalesce((select sum(amount) from sales_entries where sales_day = $1), 0),
                coalesce((select sum(amount) from sales_entries
                          where sales_day >= $2 and sales_day < ($2 + interval '1 month')::date), 0),
                coalesce((select sum(amount) from sales_entries
                          where sales_day >= $3 and sales_day < ($3 + interval '1 month')::date), 0),
                (select count(*) from orders
                 where created_at >= ($1::date::timestamp at time zone 'Asia/Kuala_Lumpur'))",
    )
    .bind(today)
    .bind(month)
    .bind(last_month)
    .fetch_one(db)
    .await
}

/// Orders waiting on HQ, per status: unpaid, approval, to_ship, delivery.
pub async fn orders_waiting(db: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    // One count over the status index for the four statuses named as constants: a count per
    // status from `unnest` was planned for any status, a scan of every order four times.
    sqlx::query_as(
        "select s.status, coalesce(c.n, 0)
         from unnest(array['unpaid', 'approval', 'to_ship', 'delivery']) with ordinality as s(status, i)
         left join (select status, count(*) as n from orders
                    where status in ('unpaid', 'approval', 'to_ship', 'delivery') group by status) c
                on c.status = s.status
         order by s.i",
    )
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug)]
pub struct LowStock {
    pub product_id: i64,
    pub product: String,
    pub variant: Option<String>,
    pub branch: String,
    pub quantity: i32,
}

/// Stock below half of what was received (the low and out bands), fewest first; and how many.
pub async fn low_stock(db: &mut PgConnection, limit: i64) -> sqlx::Result<(Vec<LowStock>, i64)> {
    let rows = sqlx::query_as(
        "select p.id as product_id, p.name as product, nullif(v.label, '') as variant, b.name as branch, sl.quantity
         from stock_levels sl join products p on p.id = sl.product_id
         join product_variants v on v.id = sl.variant_id join branches b on b.id = sl.branch_id
         where sl.quantity * 100 < sl.received * 50 and not v.retired
         order by sl.quantity, p.name, sl.variant_id limit $1",
    )
    .bind(limit)
    .fetch_all(&mut *db)
    .await?;
    let count = sqlx::query_scalar(
        "select count(*) from stock_levels sl join product_variants v on v.id = sl.variant_id
         where sl.quantity * 100 < sl.received * 50 and not v.retired",
    )
    .fetch_one(db)
    .await?;
    Ok((rows, count))
}

/// Agents who joined this month and last month.
pub async fn new_agents(
    db: &mut PgConnection,
    month: NaiveDate,
    last_month: NaiveDate,
) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(
        "select count(*) filter (where kl_month(created_at) = $1), count(*) filter (where kl_month(created_at) = $2)
         from users where role = 'agent' and created_at >= ($2::date::timestamp at time zone 'Asia/Kuala_Lumpur')",
    )
    .bind(month)
    .bind(last_month)
    .fetch_one(db)
    .await
}

/// Payouts waiting for HQ (requested or approved, not paid): how many and how much.
pub async fn payouts_waiting(db: &mut PgConnection) -> sqlx::Result<(i64, Decimal)> {
    sqlx::query_as(
        "select count(*), coalesce(sum(amount), 0) from payouts where status in ('requested', 'approved')",
    )
    .fetch_one(db)
    .await
}

/// An agent's month: own and group sales this month, own sales last month, team size, recruits
/// who joined this month, and commission so far.
#[derive(FromRow, Debug)]
pub struct AgentMonth {
    pub personal_sales: Decimal,
    pub group_sales: Decimal,
    pub personal_sales_last_month: Decimal,
    pub team: i32,
    pub new_recruits: i64,
    pub commission: Decimal,
}

pub async fn agent_month(
    db: &mut PgConnection,
    agent_id: i64,
    month: NaiveDate,
    last_month: NaiveDate,
) -> sqlx::Result<AgentMonth> {
    sqlx::query_as(
        "select coalesce(t.personal_amount, 0) as personal_sales, coalesce(t.group_amount, 0) as group_sales,
                coalesce((select personal_amount from sales_totals where agent_id = u.id and period = $3), 0)
                    as personal_sales_last_month,
                u.group_size as team,
                (select count(*) from users d where d.upline_id = u.id and d.role = 'agent'
                    and kl_month(d.created_at) = $2) as new_recruits,
                coalesce((select amount from commission_totals where agent_id = u.id and period = $2), 0)
                    as commission
         from users u left join sales_totals t on t.agent_id = u.id and t.period = $2
         where u.id = $1",
    )
    .bind(agent_id)
    .bind(month)
    .bind(last_month)
    .fetch_one(db)
    .await
}

/// The greeting HQ wrote for the agent's tier, else the one for every tier (newest first).
pub async fn greeting(
    db: &mut PgConnection,
    tier_id: Option<i64>,
) -> sqlx::Result<Option<(String, String)>> {
    sqlx::query_as(
        "select subject, detail from greetings where tier_id = $1 or tier_id is null
         order by tier_id is null, updated_at desc, id desc limit 1",
    )
    .bind(tier_id)
    .fetch_optional(db)
    .await
}

#[derive(FromRow, Debug)]
pub struct News {
    pub id: i64,
    pub subject: String,
    pub created_at: DateTime<Utc>,
}

/// The pinned news, newest first.
pub async fn pinned_news(db: &mut PgConnection, limit: i64) -> sqlx::Result<Vec<News>> {
    sqlx::query_as(
        "select id, subject, created_at from news_feed where pinned order by created_at desc, id desc limit $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}
