//! The commission engine: when an order completes, what it pays whom is worked out by the plan
//! (`rules::plan`) and written as entries in the same transaction, so earnings show ("this month so
//! far") as soon as the order does; a refund of a completed order takes them back.

use super::{
    rules::{
        month_end::{self, AgentMonth, Rank},
        plan::{self, CompletedOrder, Earning, PlanSettings},
        Kpi,
    },
    store,
};
use crate::{domain::money, features::agents::rules::path_ids};
use chrono::NaiveDate;
use sqlx::PgConnection;

/// Writes the earnings of a just-completed order (each once).
pub async fn on_completed(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    let Some(f) = store::order_facts(db, order_id).await? else {
        return Ok(());
    };
    // The buyer's uplines, nearest first (the path runs from the top down to the buyer).
    let upline_ids: Vec<i64> = path_ids(f.tree_path.as_deref().unwrap_or(""))
        .into_iter()
        .rev()
        .filter(|id| *id != f.buyer_id)
        .collect();
    let mut wanted = upline_ids.clone();
    wanted.extend(f.helper_id);
    wanted.extend(f.affiliate_agent_id);
    let people = store::earners(db, &wanted).await?;
    let find = |id: i64| people.iter().find(|p| p.id == id).copied();
    let order = CompletedOrder {
        buyer_id: f.buyer_id,
        amount: f.amount,
        uplines: upline_ids.iter().filter_map(|id| find(*id)).collect(),
        helper: f.helper_id.and_then(find),
        seller_id: f.seller_id,
        seller_margin: f.seller_margin,
        units: f.units,
        first_order: f.first_order,
        recruit_commission: f.recruit_commission,
        lines: store::order_lines(db, order_id).await?,
        affiliate: f.affiliate_agent_id.and_then(find),
    };
    let settings = PlanSettings {
        override_compresses: f.override_compresses,
        currency: money::current(),
    };
    let earnings = plan::earnings(&order, &settings);
    store::record_earnings(db, order_id, f.buyer_id, &earnings).await
}

/// A completed order was refunded: its earnings are taken back in this month (a clawback).
pub async fn on_refunded(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    store::reverse_earnings(db, order_id).await
}

/// A month's month-end part: the rank each agent reached and what it pays (docs/commission-plan.md,
/// "At the close").
pub struct MonthEnd {
    pub ranks: Vec<Rank>,
    pub earnings: Vec<Earning>,
    /// (agent, index into `ranks`, the figures that reached it)
    pub reached: Vec<(i64, usize, Kpi)>,
}

fn agent_month(row: store::AgentMonthRow) -> AgentMonth {
    AgentMonth {
        agent_id: row.agent_id,
        kpi: Kpi::with_biggest_leg(row.personal_amount, row.group_amount, row.biggest_leg),
        earns: row.earns,
        leadership_percent: row.leadership,
        personal_minimum: row.team_member_sales_threshold,
    }
}

/// Works out every agent's month-end earnings of a period from the ledger (nothing is written).
pub async fn month_end_of(db: &mut PgConnection, period: NaiveDate) -> sqlx::Result<MonthEnd> {
    let ranks = store::commission_ranks(db).await?;
    let mut out = MonthEnd {
        ranks: vec![],
        earnings: vec![],
        reached: vec![],
    };
    if ranks.is_empty() {
        return Ok(out);
    }
    let currency = money::current();
    for row in store::agent_months(db, period).await? {
        let month = agent_month(row);
        let (rank, earnings) = month_end::month_end(&month, &ranks, currency);
        if let Some(rank) = rank {
            let index = ranks.iter().position(|r| r.id == rank.id).unwrap_or(0);
            out.reached.push((month.agent_id, index, month.kpi));
        }
        out.earnings.extend(earnings);
    }
    out.ranks = ranks;
    Ok(out)
}

/// One agent's month so far: the rank their figures reach and what it would pay at the close.
pub async fn agent_month_end(
    db: &mut PgConnection,
    period: NaiveDate,
    agent_id: i64,
) -> sqlx::Result<Option<(Rank, Kpi, Vec<Earning>)>> {
    let Some(row) = store::agent_month(db, period, agent_id).await? else {
        return Ok(None);
    };
    let ranks = store::commission_ranks(db).await?;
    let month = agent_month(row);
    let (rank, earnings) = month_end::month_end(&month, &ranks, money::current());
    Ok(rank.map(|r| (r.clone(), month.kpi, earnings)))
}

/// Closes a period in the caller's transaction: claims it (None when it was closed already, even by
/// a concurrent request), writes the month-end entries and the ranks reached, then every agent's
/// statement.
pub async fn close(
    db: &mut PgConnection,
    period: NaiveDate,
    closed_by: i64,
) -> sqlx::Result<Option<store::PeriodRow>> {
    if !store::claim_period(db, period, closed_by).await? {
        return Ok(None);
    }
    let started = std::time::Instant::now();
    let m = month_end_of(db, period).await?;
    let worked_out = started.elapsed();
    let reached: Vec<store::RankReached> = m
        .reached
        .iter()
        .map(|(agent_id, index, kpi)| store::RankReached {
            agent_id: *agent_id,
            rank: &m.ranks[*index],
            kpi: *kpi,
        })
        .collect();
    store::write_month_end(db, period, &m.earnings, &reached).await?;
    let written = started.elapsed();
    let closed = store::write_statements(db, period).await?;
    tracing::info!(
        %period,
        agents_ranked = reached.len(),
        month_end_entries = m.earnings.len(),
        month_end_worked_out_ms = worked_out.as_millis() as u64,
        month_end_written_ms = (written - worked_out).as_millis() as u64,
        statements_ms = (started.elapsed() - written).as_millis() as u64,
        "period closed"
    );
    Ok(Some(closed))
}
