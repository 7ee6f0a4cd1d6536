//! The period close: the months and their state, the preview's figures and the close itself.

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug)]
pub struct PeriodRow {
    pub period: NaiveDate,
    pub closed: bool,
    pub total: Decimal,
    pub agents: i64,
    pub closed_at: Option<DateTime<Utc>>,
}

/// `current` and every month with entries or a close, newest first, with their totals.
pub async fn close_periods(
    db: &mut PgConnection,
    current: NaiveDate,
) -> sqlx::Result<Vec<PeriodRow>> {
    sqlx::query_as(
        "with months as (
            select $1::date as period union select distinct period from commission_entries
            union select period from commission_periods
         )
         select m.period, p.period is not null as closed,
                coalesce(p.total, (select coalesce(sum(amount), 0) from commission_entries e where e.period = m.period)) as total,
                coalesce(p.agents::bigint, (select count(distinct agent_id) from commission_entries e where e.period = m.period)) as agents,
                p.closed_at
         from months m left join commission_periods p on p.period = m.period
         order by m.period desc limit 60",
    )
    .bind(current)
    .fetch_all(db)
    .await
}

pub async fn is_closed(db: &mut PgConnection, period: NaiveDate) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists (select 1 from commission_periods where period = $1)")
        .bind(period)
        .fetch_one(db)
        .await
}

/// Each agent's total of a period, biggest first: (id, name, username, total).
pub async fn agent_totals(
    db: &mut PgConnection,
    period: NaiveDate,
    limit: i64,
) -> sqlx::Result<Vec<(i64, String, String, Decimal)>> {
    sqlx::query_as(
        "select u.id, full_name(u), u.username, sum(e.amount) as total
         from commission_entries e join users u on u.id = e.agent_id
         where e.period = $1 group by u.id order by total desc, u.id limit $2",
    )
    .bind(period)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Closes a period: records it and writes every agent's statement, in one statement. None when it
/// was closed already (by this or a concurrent request: the period is the key).
pub async fn close(
    db: &mut PgConnection,
    period: NaiveDate,
    closed_by: i64,
) -> sqlx::Result<Option<PeriodRow>> {
    sqlx::query_as(
        "with sums as (
            select agent_id, sum(amount) as total from commission_entries where period = $1 group by agent_id
         ), closed as (
            insert into commission_periods (period, closed_by, total, agents)
            select $1, $2, coalesce((select sum(total) from sums), 0), (select count(*) from sums)
            on conflict (period) do nothing
            returning period, total, agents, closed_at
         ), statements as (
            insert into commission_statements (agent_id, period, total)
            select s.agent_id, c.period, s.total from sums s, closed c
         )
         select period, true as closed, total, agents::bigint as agents, closed_at from closed",
    )
    .bind(period)
    .bind(closed_by)
    .fetch_optional(db)
    .await
}

/// How many agents earned in a period.
pub async fn agents_in(db: &mut PgConnection, period: NaiveDate) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(distinct agent_id) from commission_entries where period = $1")
        .bind(period)
        .fetch_one(db)
        .await
}
