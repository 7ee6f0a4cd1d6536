//! The period close: the months and their state, the preview's figures and the close itself.

use crate::features::commissions::rules::{month_end::Rank, plan::Earning, Kpi};
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

/// Each agent's total of a period: (id, total).
pub async fn agent_totals(
    db: &mut PgConnection,
    period: NaiveDate,
) -> sqlx::Result<Vec<(i64, Decimal)>> {
    sqlx::query_as(
        "select agent_id, sum(amount) from commission_entries where period = $1 group by agent_id",
    )
    .bind(period)
    .fetch_all(db)
    .await
}

/// Agents' names: (id, name, username).
pub async fn agent_refs(
    db: &mut PgConnection,
    ids: &[i64],
) -> sqlx::Result<Vec<(i64, String, String)>> {
    sqlx::query_as("select u.id, full_name(u), u.username from users u where u.id = any($1)")
        .bind(ids)
        .fetch_all(db)
        .await
}

/// Claims a period for closing: records it as closed, or None when it was closed already (by this
/// or a concurrent request: the period is the key, so a second close waits for the first and then
/// finds it). The totals are written by `write_statements` in the same transaction.
pub async fn claim_period(
    db: &mut PgConnection,
    period: NaiveDate,
    closed_by: i64,
) -> sqlx::Result<bool> {
    let claimed: Option<NaiveDate> = sqlx::query_scalar(
        "insert into commission_periods (period, closed_by, total, agents) values ($1, $2, 0, 0)
         on conflict (period) do nothing returning period",
    )
    .bind(period)
    .bind(closed_by)
    .fetch_optional(db)
    .await?;
    Ok(claimed.is_some())
}

/// Writes every agent's statement of a claimed period from its entries, and the period's totals.
pub async fn write_statements(db: &mut PgConnection, period: NaiveDate) -> sqlx::Result<PeriodRow> {
    sqlx::query_as(
        "with sums as (
            select agent_id, sum(amount) as total from commission_entries where period = $1 group by agent_id
         ), statements as (
            insert into commission_statements (agent_id, period, total) select agent_id, $1, total from sums
         )
         update commission_periods
         set total = coalesce((select sum(total) from sums), 0), agents = (select count(*) from sums)
         where period = $1
         returning period, true as closed, total, agents::bigint as agents, closed_at",
    )
    .bind(period)
    .fetch_one(db)
    .await
}

/// An agent's month as the month-end rules read it: their KPI figures, standing and tier.
#[derive(FromRow, Debug)]
pub struct AgentMonthRow {
    pub agent_id: i64,
    pub personal_amount: Decimal,
    pub group_amount: Decimal,
    /// The biggest leg's sales (a direct downline with everyone below them).
    pub biggest_leg: Decimal,
    pub earns: bool,
    pub leadership: Option<Decimal>,
    pub team_member_sales_threshold: Option<Decimal>,
}

const AGENT_MONTHS: &str = "with t as (
        select agent_id, personal_amount, group_amount from sales_totals where period = $1
     ), legs as (
        select u.upline_id, max(t.personal_amount + t.group_amount) as biggest
        from t join users u on u.id = t.agent_id group by u.upline_id
     )
     select t.agent_id, t.personal_amount, t.group_amount, coalesce(legs.biggest, 0) as biggest_leg,
            u.status in ('new', 'active') as earns, tr.leadership, tr.team_member_sales_threshold
     from t join users u on u.id = t.agent_id and u.role = 'agent'
     left join legs on legs.upline_id = t.agent_id
     left join tiers tr on tr.id = u.tier_id";

/// Every agent with sales in a period (their own or their group's), with their figures.
pub async fn agent_months(
    db: &mut PgConnection,
    period: NaiveDate,
) -> sqlx::Result<Vec<AgentMonthRow>> {
    sqlx::query_as(AGENT_MONTHS)
        .bind(period)
        .fetch_all(db)
        .await
}

/// One agent's month (None: no sales in it).
pub async fn agent_month(
    db: &mut PgConnection,
    period: NaiveDate,
    agent_id: i64,
) -> sqlx::Result<Option<AgentMonthRow>> {
    // The legs are read for this agent only: their direct downline's totals.
    sqlx::query_as(
        "select t.agent_id, t.personal_amount, t.group_amount,
                coalesce((select max(c.personal_amount + c.group_amount)
                          from users d join sales_totals c on c.agent_id = d.id and c.period = $1
                          where d.upline_id = t.agent_id), 0) as biggest_leg,
                u.status in ('new', 'active') as earns, tr.leadership, tr.team_member_sales_threshold
         from sales_totals t join users u on u.id = t.agent_id and u.role = 'agent'
         left join tiers tr on tr.id = u.tier_id
         where t.period = $1 and t.agent_id = $2",
    )
    .bind(period)
    .bind(agent_id)
    .fetch_optional(db)
    .await
}

/// The company's commission ranks, first to last.
pub async fn commission_ranks(db: &mut PgConnection) -> sqlx::Result<Vec<Rank>> {
    type Row = (
        i64,
        String,
        Option<Decimal>,
        Option<Decimal>,
        Option<Decimal>,
        Option<Decimal>,
        Option<Decimal>,
        bool,
        Vec<String>,
    );
    let rows: Vec<Row> = sqlx::query_as(
        "select id, commission_name, personal_sales, total_personal_group_sales, side_group_sales,
                commission, personal_level_commission, is_leadership, benefits
         from commission_ranks order by position, id",
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| Rank {
            id: r.0,
            name: r.1,
            personal_sales: r.2,
            total_personal_group_sales: r.3,
            side_group_sales: r.4,
            commission: r.5,
            personal_level_commission: r.6,
            is_leadership: r.7,
            benefits: r.8,
        })
        .collect())
}

/// A rank reached in a month, with the figures that reached it.
pub struct RankReached<'r> {
    pub agent_id: i64,
    pub rank: &'r Rank,
    pub kpi: Kpi,
}

/// Writes a closing period's month-end entries and the ranks reached (each once).
pub async fn write_month_end(
    db: &mut PgConnection,
    period: NaiveDate,
    earnings: &[Earning],
    reached: &[RankReached<'_>],
) -> sqlx::Result<()> {
    for chunk in earnings.chunks(50_000) {
        let agents: Vec<i64> = chunk.iter().map(|e| e.agent_id).collect();
        let kinds: Vec<&str> = chunk.iter().map(|e| e.kind.code()).collect();
        let bases: Vec<Decimal> = chunk.iter().map(|e| e.base).collect();
        let rates: Vec<Option<Decimal>> = chunk.iter().map(|e| e.rate).collect();
        let amounts: Vec<Decimal> = chunk.iter().map(|e| e.amount).collect();
        sqlx::query(
            "insert into commission_entries (agent_id, kind, period, base, rate, amount)
             select e.agent_id, e.kind, $1, e.base, e.rate, e.amount
             from unnest($2::bigint[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[])
                  as e(agent_id, kind, base, rate, amount)
             on conflict (agent_id, period, kind)
                where order_id is null and kind in ('rank', 'personal-level', 'leadership') do nothing",
        )
        .bind(period)
        .bind(&agents)
        .bind(&kinds)
        .bind(&bases)
        .bind(&rates)
        .bind(&amounts)
        .execute(&mut *db)
        .await?;
    }
    for chunk in reached.chunks(50_000) {
        let agents: Vec<i64> = chunk.iter().map(|r| r.agent_id).collect();
        let ranks: Vec<i64> = chunk.iter().map(|r| r.rank.id).collect();
        let personal: Vec<Decimal> = chunk.iter().map(|r| r.kpi.personal_sales).collect();
        let tpgs: Vec<Decimal> = chunk
            .iter()
            .map(|r| r.kpi.total_personal_group_sales)
            .collect();
        let side: Vec<Decimal> = chunk.iter().map(|r| r.kpi.side_group_sales).collect();
        // The rank's name and benefits are copied from the rank as it is now, in this transaction.
        sqlx::query(
            "insert into commission_ranks_reached (agent_id, period, rank_id, rank_name, benefits, personal_sales,
                    total_personal_group_sales, side_group_sales)
             select r.agent_id, $1, r.rank_id, c.commission_name, c.benefits, r.personal, r.tpgs, r.side
             from unnest($2::bigint[], $3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[])
                  as r(agent_id, rank_id, personal, tpgs, side)
             join commission_ranks c on c.id = r.rank_id
             on conflict (agent_id, period) do nothing",
        )
        .bind(period)
        .bind(&agents)
        .bind(&ranks)
        .bind(&personal)
        .bind(&tpgs)
        .bind(&side)
        .execute(&mut *db)
        .await?;
    }
    Ok(())
}

/// The rank an agent reached in a closed month: (name, benefits).
pub async fn rank_reached_in(
    db: &mut PgConnection,
    agent_id: i64,
    period: NaiveDate,
) -> sqlx::Result<Option<(String, Vec<String>)>> {
    sqlx::query_as(
        "select rank_name, benefits from commission_ranks_reached where agent_id = $1 and period = $2",
    )
    .bind(agent_id)
    .bind(period)
    .fetch_optional(db)
    .await
}
