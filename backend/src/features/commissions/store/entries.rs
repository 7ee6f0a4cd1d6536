//! Commission entries: the facts of a completed order the plan needs, writing its earnings, taking
//! them back on a refund, and reading them by agent, kind and period.

use crate::features::commissions::rules::plan::{Earner, Earning, OrderLine};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// The order and its buyer, as the plan reads them.
#[derive(FromRow, Debug)]
pub struct OrderFacts {
    pub buyer_id: i64,
    pub seller_id: Option<i64>,
    pub amount: Decimal,
    pub seller_margin: Decimal,
    pub units: i32,
    pub tree_path: Option<String>,
    pub helper_id: Option<i64>,
    pub recruit_commission: Option<Decimal>,
    /// No other completed order of the buyer's has counted before this one.
    pub first_order: bool,
    pub override_compresses: bool,
    /// The agent whose affiliate store the order came through.
    pub affiliate_agent_id: Option<i64>,
}

pub async fn order_facts(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Option<OrderFacts>> {
    sqlx::query_as(
        "select o.agent_id as buyer_id, o.seller_id, o.sub_total - o.discount as amount,
                o.seller_profit as seller_margin, o.total_units as units, u.tree_path,
                u.helper_id, t.recruit_commission,
                not exists (select 1 from sales_entries s
                            where s.agent_id = o.agent_id and s.kind = 'sale' and s.order_id <> o.id) as first_order,
                coalesce((select override_compresses from company_settings), true) as override_compresses,
                o.affiliate_agent_id
         from orders o join users u on u.id = o.agent_id left join tiers t on t.id = u.tier_id
         where o.id = $1",
    )
    .bind(order_id)
    .fetch_optional(db)
    .await
}

/// An order's lines with their products' per-unit introducer bonus and affiliate commission.
pub async fn order_lines(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Vec<OrderLine>> {
    let rows: Vec<(i32, Option<Decimal>, Option<Decimal>)> = sqlx::query_as(
        "select l.quantity, p.introducer_bonus, p.affiliate_commission
         from order_lines l left join products p on p.id = l.product_id
         where l.order_id = $1 order by l.id",
    )
    .bind(order_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(
            |(units, introducer_bonus, affiliate_commission)| OrderLine {
                units,
                introducer_bonus,
                affiliate_commission,
            },
        )
        .collect())
}

/// The agents who may earn from an order, with their standing and their tier's rates.
pub async fn earners(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<Earner>> {
    type Row = (i64, bool, Option<Decimal>, Option<Decimal>, Option<Decimal>);
    let rows: Vec<Row> = sqlx::query_as(
        "select u.id, u.status in ('new', 'active'), t.overriding_commission, t.helper_percent, t.introducer_bonus
         from users u left join tiers t on t.id = u.tier_id
         where u.id = any($1) and u.role = 'agent'",
    )
    .bind(ids)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(
            |(id, earns, overriding_percent, helper_percent, introducer_bonus)| Earner {
                id,
                earns,
                overriding_percent,
                helper_percent,
                introducer_bonus,
            },
        )
        .collect())
}

/// Writes an order's earnings in this Kuala Lumpur month (each once).
pub async fn record_earnings(
    db: &mut PgConnection,
    order_id: i64,
    buyer_id: i64,
    earnings: &[Earning],
) -> sqlx::Result<()> {
    if earnings.is_empty() {
        return Ok(());
    }
    let agents: Vec<i64> = earnings.iter().map(|e| e.agent_id).collect();
    let kinds: Vec<&str> = earnings.iter().map(|e| e.kind.code()).collect();
    let bases: Vec<Decimal> = earnings.iter().map(|e| e.base).collect();
    let rates: Vec<Option<Decimal>> = earnings.iter().map(|e| e.rate).collect();
    let units: Vec<Option<i32>> = earnings.iter().map(|e| e.units).collect();
    let amounts: Vec<Decimal> = earnings.iter().map(|e| e.amount).collect();
    sqlx::query(
        "insert into commission_entries (agent_id, kind, order_id, source_agent_id, period, base, rate, units, amount)
         select e.agent_id, e.kind, $1, $2, kl_month(now()), e.base, e.rate, e.units, e.amount
         from unnest($3::bigint[], $4::text[], $5::numeric[], $6::numeric[], $7::int[], $8::numeric[])
              as e(agent_id, kind, base, rate, units, amount)
         on conflict (order_id, kind, agent_id, reversal) where order_id is not null do nothing",
    )
    .bind(order_id)
    .bind(buyer_id)
    .bind(&agents)
    .bind(&kinds)
    .bind(&bases)
    .bind(&rates)
    .bind(&units)
    .bind(&amounts)
    .execute(db)
    .await?;
    Ok(())
}

/// A completed order is refunded: each of its earnings is taken back (once), in this month.
pub async fn reverse_earnings(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    sqlx::query(
        "insert into commission_entries (agent_id, kind, order_id, source_agent_id, period, base, rate, units, amount, reversal)
         select agent_id, kind, order_id, source_agent_id, kl_month(now()), base, rate, units, -amount, true
         from commission_entries where order_id = $1 and not reversal
         on conflict (order_id, kind, agent_id, reversal) where order_id is not null do nothing",
    )
    .bind(order_id)
    .execute(db)
    .await?;
    Ok(())
}

/// One entry as the screens list it.
#[derive(FromRow, Debug)]
pub struct EntryRow {
    pub id: i64,
    pub kind: String,
    pub order_id: Option<i64>,
    pub order_number: Option<String>,
    pub source_agent_id: Option<i64>,
    pub source_agent_name: Option<String>,
    pub base: Decimal,
    pub rate: Option<Decimal>,
    pub units: Option<i32>,
    pub amount: Decimal,
    pub reversal: bool,
    pub created_at: DateTime<Utc>,
}

const ENTRY_COLUMNS: &str = "e.id, e.kind, e.order_id, o.number as order_number, e.source_agent_id,
    nullif(full_name(s), '') as source_agent_name, e.base, e.rate, e.units, e.amount, e.reversal, e.created_at";
const ENTRY_FROM: &str = "commission_entries e left join orders o on o.id = e.order_id
    left join users s on s.id = e.source_agent_id";

/// An agent's entries of a period (of one kind, or all), oldest first, a page of them.
pub async fn entries(
    db: &mut PgConnection,
    agent_id: i64,
    period: NaiveDate,
    kind: Option<&str>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<EntryRow>> {
    sqlx::query_as(&format!(
        "select {ENTRY_COLUMNS} from {ENTRY_FROM}
         where e.agent_id = $1 and e.period = $2 and ($3::text is null or e.kind = $3)
         order by e.created_at, e.id limit $4 offset $5"
    ))
    .bind(agent_id)
    .bind(period)
    .bind(kind)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await
}

/// An agent's sums of a period per kind: (kind, amount, entries).
pub async fn sums_by_kind(
    db: &mut PgConnection,
    agent_id: i64,
    period: NaiveDate,
) -> sqlx::Result<Vec<(String, Decimal, i64)>> {
    sqlx::query_as(
        "select kind, sum(amount), count(*) from commission_entries
         where agent_id = $1 and period = $2 group by kind",
    )
    .bind(agent_id)
    .bind(period)
    .fetch_all(db)
    .await
}

/// The company's sums of a period per kind.
pub async fn company_sums_by_kind(
    db: &mut PgConnection,
    period: NaiveDate,
) -> sqlx::Result<Vec<(String, Decimal, i64)>> {
    sqlx::query_as(
        "select kind, sum(amount), count(*) from commission_entries where period = $1 group by kind",
    )
    .bind(period)
    .fetch_all(db)
    .await
}

/// The agents who earned most in a period: (id, name, username, amount).
pub async fn top_earners(
    db: &mut PgConnection,
    period: NaiveDate,
    limit: i64,
) -> sqlx::Result<Vec<(i64, String, String, Decimal)>> {
    sqlx::query_as(
        "select u.id, full_name(u), u.username, sum(e.amount) as earned
         from commission_entries e join users u on u.id = e.agent_id
         where e.period = $1 group by u.id order by earned desc, u.id limit $2",
    )
    .bind(period)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// The months an agent has entries in, newest first.
pub async fn periods(db: &mut PgConnection, agent_id: Option<i64>) -> sqlx::Result<Vec<NaiveDate>> {
    sqlx::query_scalar(
        "select distinct period from commission_entries
         where $1::bigint is null or agent_id = $1 order by period desc limit 36",
    )
    .bind(agent_id)
    .fetch_all(db)
    .await
}

/// An agent of the company: (name, username), for the heading.
pub async fn agent_ref(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<(String, String)>> {
    sqlx::query_as(
        "select full_name(u), u.username from users u where u.id = $1 and u.role = 'agent'",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Whether HQ lets agents see their printable income statement (setup → control features).
pub async fn income_statement_on(db: &mut PgConnection) -> sqlx::Result<bool> {
    sqlx::query_scalar("select coalesce((select income_statement from company_settings), true)")
        .fetch_one(db)
        .await
}
