//! The SQL of the master reports. Each report is one base query whose columns are `c0…cN` in the
//! list's order (docs/api-reports.md); the list pages it, the totals and the summary aggregate over
//! it, so a figure and the list it summarises can never disagree.
//!
//! Every base query takes the same binds: $1 from and $2 to (Kuala Lumpur days, inclusive), $3
//! branch, $4 tier, $5 agent, $6 state, $7 product ids, $8 status.

use super::rules::{Filters, Report};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{postgres::PgRow, PgConnection, Row};

/// What a column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Money,
    Count,
    Date,
    DateTime,
}

impl Kind {
    pub fn code(self) -> &'static str {
        match self {
            Kind::Text => "text",
            Kind::Money => "money",
            Kind::Count => "count",
            Kind::Date => "date",
            Kind::DateTime => "datetime",
        }
    }

    /// Money and counts add up in a totals row.
    pub fn sums(self) -> bool {
        matches!(self, Kind::Money | Kind::Count)
    }
}

/// A summary figure: its key, kind and aggregate over the base query's columns.
pub struct Figure {
    pub key: &'static str,
    pub kind: Kind,
    pub sql: &'static str,
}

/// The summary's table: a label column, a count and an optional amount, over the base query.
pub struct Breakdown {
    pub label: &'static str,
    pub count: &'static str,
    pub amount: Option<&'static str>,
    /// Rows kept (biggest first).
    pub limit: i64,
}

/// A report: its columns, its base query, its order, its summary.
pub struct Spec {
    pub columns: &'static [(&'static str, Kind)],
    pub base: &'static str,
    pub order: &'static str,
    pub figures: &'static [Figure],
    pub breakdown: Option<Breakdown>,
    /// The base query yields few rows (one per product): a list page and its totals come from one
    /// pass over it, not two.
    pub one_pass: bool,
    /// The agent report: over one whole month its list page walks the month's figures in their
    /// order (`agent_month_page`) instead of ranking every agent.
    pub month_walk: bool,
}

const FROM_TS: &str = "($1::date::timestamp at time zone 'Asia/Kuala_Lumpur')";
const TO_TS: &str = "(($2::date + 1)::timestamp at time zone 'Asia/Kuala_Lumpur')";

/// The base queries use `{FROM}` and `{TO}` for the range's instants.
fn sql(base: &str) -> String {
    base.replace("{FROM}", FROM_TS).replace("{TO}", TO_TS)
}

/// The buyer's tier is looked up only when asked for, so a report whose columns do not name the
/// buyer reads no agent rows at all (its `left join users a` is dropped by the planner).
const ORDER_FILTERS: &str = "($3::bigint is null or o.branch_id = $3)
    and ($4::bigint is null or exists (select 1 from users ta where ta.id = o.agent_id and ta.tier_id = $4))
    and ($5::bigint is null or o.agent_id = $5) and ($6::text is null or o.state = $6)
    and (cardinality($7::bigint[]) = 0 or exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = any($7)))";

pub fn spec(report: Report) -> Spec {
    match report {
        Report::Transaction | Report::PaymentMethod => Spec {
            columns: &[
                ("number", Kind::Text),
                ("placedAt", Kind::DateTime),
                ("agent", Kind::Text),
                ("seller", Kind::Text),
                ("status", Kind::Text),
                ("paymentMethod", Kind::Text),
                ("state", Kind::Text),
                ("units", Kind::Count),
                ("total", Kind::Money),
            ],
            base: "select o.number as c0, o.created_at as c1, coalesce(nullif(full_name(a), ''), a.username) as c2,
                          coalesce(nullif(full_name(s), ''), s.username, 'HQ') as c3, o.status as c4,
                          o.payment_method as c5, o.state as c6, o.total_units::bigint as c7, o.grand_total as c8,
                          o.id as sort_id
                   from orders o left join users a on a.id = o.agent_id left join users s on s.id = o.seller_id
                   where o.created_at >= {FROM} and o.created_at < {TO} and {ORDER_FILTERS}
                     and ($8::text is null or o.status = $8)",
            one_pass: false,
            month_walk: false,
            order: "c1 desc, sort_id desc",
            figures: if report == Report::Transaction {
                &[
                    Figure { key: "orders", kind: Kind::Count, sql: "count(*)" },
                    Figure { key: "completedOrders", kind: Kind::Count, sql: "count(*) filter (where c4 = 'completed')" },
                    Figure { key: "cancelledOrders", kind: Kind::Count, sql: "count(*) filter (where c4 = 'cancelled')" },
                    Figure { key: "sales", kind: Kind::Money, sql: "coalesce(sum(c8) filter (where c4 not in ('cancelled', 'unpaid')), 0)" },
                    Figure { key: "units", kind: Kind::Count, sql: "coalesce(sum(c7) filter (where c4 not in ('cancelled', 'unpaid')), 0)" },
                    Figure { key: "averageOrder", kind: Kind::Money, sql: "coalesce(round(avg(c8) filter (where c4 not in ('cancelled', 'unpaid')), 2), 0)" },
                ]
            } else {
                &[
                    Figure { key: "paidOrders", kind: Kind::Count, sql: "count(*) filter (where c4 not in ('cancelled', 'unpaid'))" },
                    Figure { key: "sales", kind: Kind::Money, sql: "coalesce(sum(c8) filter (where c4 not in ('cancelled', 'unpaid')), 0)" },
                ]
            },
            breakdown: Some(if report == Report::Transaction {
                Breakdown { label: "c4", count: "count(*)", amount: Some("sum(c8)"), limit: 20 }
            } else {
                Breakdown { label: "c5", count: "count(*) filter (where c4 not in ('cancelled', 'unpaid'))", amount: Some("coalesce(sum(c8) filter (where c4 not in ('cancelled', 'unpaid')), 0)"), limit: 20 }
            }),
        },
        Report::Recruitment => Spec {
            columns: &[
                ("joinedAt", Kind::DateTime),
                ("username", Kind::Text),
                ("name", Kind::Text),
                ("tier", Kind::Text),
                ("upline", Kind::Text),
                ("status", Kind::Text),
                ("downline", Kind::Count),
            ],
            base: "select u.created_at as c0, u.username as c1, nullif(full_name(u), '') as c2, t.name as c3,
                          coalesce(nullif(full_name(up), ''), up.username) as c4, u.status as c5, u.group_size::bigint as c6,
                          u.id as sort_id
                   from users u left join tiers t on t.id = u.tier_id left join users up on up.id = u.upline_id
                   where u.role = 'agent' and u.created_at >= {FROM} and u.created_at < {TO}
                     and ($4::bigint is null or u.tier_id = $4) and ($5::bigint is null or u.upline_id = $5)
                     and ($6::text is null or u.address_state = $6) and ($8::text is null or u.status = $8)",
            one_pass: false,
            month_walk: false,
            order: "c0 desc, sort_id desc",
            figures: &[
                Figure { key: "newAgents", kind: Kind::Count, sql: "count(*)" },
                Figure { key: "activeAgents", kind: Kind::Count, sql: "count(*) filter (where c5 = 'active')" },
                Figure { key: "recruiting", kind: Kind::Count, sql: "count(*) filter (where c6 > 0)" },
            ],
            breakdown: Some(Breakdown { label: "c3", count: "count(*)", amount: None, limit: 20 }),
        },
        Report::Kpi => Spec {
            columns: &[
                ("username", Kind::Text),
                ("name", Kind::Text),
                ("tier", Kind::Text),
                ("personalUnits", Kind::Count),
                ("personalSales", Kind::Money),
                ("groupSales", Kind::Money),
                ("totalPersonalGroupSales", Kind::Money),
            ],
            // `{KPI_MONTHS}`: each agent's months in the range (`kpi_months`). Every figure's
            // agent is a user (a foreign key, not null), so the left join to users is the inner
            // join it reads as, and one the planner drops where nothing asks for the agent: the
            // list's count and sums read the month's figures alone (88 → 21 ms at 100,000 agents).
            base: "select u.username as c0, nullif(full_name(u), '') as c1, t.name as c2, k.units as c3, k.personal as c4,
                          k.grp as c5, k.personal + k.grp as c6, k.agent_id as sort_id
                   from ({KPI_MONTHS}) k
                   left join users u on u.id = k.agent_id left join tiers t on t.id = u.tier_id
                   where ($4::bigint is null or u.tier_id = $4) and ($6::text is null or u.address_state = $6)",
            one_pass: false,
            month_walk: false,
            order: "c6 desc, sort_id",
            figures: &[
                Figure { key: "agentsWithSales", kind: Kind::Count, sql: "count(*) filter (where c4 > 0)" },
                Figure { key: "personalSales", kind: Kind::Money, sql: "coalesce(sum(c4), 0)" },
                Figure { key: "units", kind: Kind::Count, sql: "coalesce(sum(c3), 0)" },
                Figure { key: "averagePerAgent", kind: Kind::Money, sql: "coalesce(round(avg(c4) filter (where c4 > 0), 2), 0)" },
            ],
            breakdown: Some(Breakdown { label: "c2", count: "count(*) filter (where c4 > 0)", amount: Some("coalesce(sum(c4), 0)"), limit: 20 }),
        },
        Report::Agent => Spec {
            columns: &[
                ("username", Kind::Text),
                ("name", Kind::Text),
                ("tier", Kind::Text),
                ("status", Kind::Text),
                ("joinedAt", Kind::DateTime),
                ("orders", Kind::Count),
                ("sales", Kind::Money),
                ("commission", Kind::Money),
            ],
            // `{AGENT_SALES}`: each agent's orders and sales in the range (`agent_sales`);
            // `{AGENT_COMMISSION}`: their commission over the range's months. No `with`: a
            // subquery with one is never merged into the query around it, so a count or a sum
            // over this one made every agent's name and tier first (the summary 241 ms).
            base: "select u.username as c0, nullif(full_name(u), '') as c1, t.name as c2, u.status as c3,
                          u.created_at as c4, coalesce(s.orders, 0)::bigint as c5, coalesce(s.amount, 0) as c6,
                          coalesce(c.amount, 0) as c7, u.id as sort_id
                   from users u left join tiers t on t.id = u.tier_id
                   left join ({AGENT_SALES}) s on s.agent_id = u.id left join ({AGENT_COMMISSION}) c on c.agent_id = u.id
                   where {AGENT_FILTERS}",
            one_pass: false,
            month_walk: true,
            order: "c6 desc, sort_id",
            figures: &[
                Figure { key: "agents", kind: Kind::Count, sql: "count(*)" },
                Figure { key: "activeAgents", kind: Kind::Count, sql: "count(*) filter (where c3 = 'active')" },
                Figure { key: "newAgents", kind: Kind::Count, sql: "count(*) filter (where c3 = 'new')" },
                Figure { key: "inactiveAgents", kind: Kind::Count, sql: "count(*) filter (where c3 = 'inactive')" },
                Figure { key: "suspendedAgents", kind: Kind::Count, sql: "count(*) filter (where c3 = 'suspended')" },
                Figure { key: "sales", kind: Kind::Money, sql: "coalesce(sum(c6), 0)" },
                // Summed on its own (`agent_commission_sum`), so the summary joins no agent to
                // their commission (82 against 112 ms for a month at 100,000 agents).
                Figure { key: "commission", kind: Kind::Money, sql: "({AGENT_COMMISSION_SUM})" },
            ],
            breakdown: Some(Breakdown { label: "c3", count: "count(*)", amount: Some("coalesce(sum(c6), 0)"), limit: 10 }),
        },
        Report::Customer => Spec {
            columns: &[
                ("name", Kind::Text),
                ("phone", Kind::Text),
                ("email", Kind::Text),
                ("state", Kind::Text),
                ("orders", Kind::Count),
                ("spend", Kind::Money),
                ("lastOrderAt", Kind::DateTime),
            ],
            base: "select max(o.receiver_name) as c0, o.receiver_phone as c1, max(o.receiver_email) as c2, max(o.state) as c3,
                          count(*)::bigint as c4, sum(o.grand_total) as c5, max(o.created_at) as c6, max(o.id) as sort_id
                   from orders o
                   where o.status not in ('cancelled', 'unpaid') and o.receiver_phone is not null
                     and o.created_at >= {FROM} and o.created_at < {TO} and {ORDER_FILTERS}
                   group by o.receiver_phone",
            one_pass: false,
            month_walk: false,
            order: "c5 desc, sort_id desc",
            figures: &[
                Figure { key: "customers", kind: Kind::Count, sql: "count(*)" },
                Figure { key: "repeatCustomers", kind: Kind::Count, sql: "count(*) filter (where c4 > 1)" },
                Figure { key: "orders", kind: Kind::Count, sql: "coalesce(sum(c4), 0)" },
                Figure { key: "spend", kind: Kind::Money, sql: "coalesce(sum(c5), 0)" },
                Figure { key: "averageSpend", kind: Kind::Money, sql: "coalesce(round(avg(c5), 2), 0)" },
            ],
            breakdown: Some(Breakdown { label: "c3", count: "count(*)", amount: Some("sum(c5)"), limit: 10 }),
        },
        Report::Inventory => Spec {
            columns: &[
                ("product", Kind::Text),
                ("sku", Kind::Text),
                ("variant", Kind::Text),
                ("branch", Kind::Text),
                ("onHand", Kind::Count),
                ("stockIn", Kind::Count),
                ("stockOut", Kind::Count),
            ],
            base: "with moves as (
                       select branch_id, variant_id,
                              sum(quantity) filter (where kind = 'in') as stock_in,
                              sum(quantity) filter (where kind = 'out') as stock_out
                       from stock_history where created_at >= {FROM} and created_at < {TO}
                       group by branch_id, variant_id
                   )
                   select p.name as c0, p.sku as c1, nullif(v.label, '') as c2, b.name as c3, sl.quantity::bigint as c4,
                          coalesce(m.stock_in, 0)::bigint as c5, coalesce(m.stock_out, 0)::bigint as c6,
                          sl.variant_id as sort_id, sl.branch_id as sort_branch
                   from stock_levels sl join products p on p.id = sl.product_id
                   join product_variants v on v.id = sl.variant_id join branches b on b.id = sl.branch_id
                   left join moves m on m.branch_id = sl.branch_id and m.variant_id = sl.variant_id
                   where ($3::bigint is null or sl.branch_id = $3)
                     and (cardinality($7::bigint[]) = 0 or sl.product_id = any($7))",
            one_pass: false,
            month_walk: false,
            order: "c0, c2 nulls first, c3, sort_id, sort_branch",
            figures: &[
                Figure { key: "variants", kind: Kind::Count, sql: "count(*)" },
                Figure { key: "onHand", kind: Kind::Count, sql: "coalesce(sum(c4), 0)" },
                Figure { key: "stockIn", kind: Kind::Count, sql: "coalesce(sum(c5), 0)" },
                Figure { key: "stockOut", kind: Kind::Count, sql: "coalesce(sum(c6), 0)" },
                Figure { key: "outOfStock", kind: Kind::Count, sql: "count(*) filter (where c4 = 0)" },
            ],
            breakdown: Some(Breakdown { label: "c3", count: "coalesce(sum(c4), 0)", amount: None, limit: 20 }),
        },
        Report::ProductSales => Spec {
            columns: &[
                ("product", Kind::Text),
                ("sku", Kind::Text),
                ("orders", Kind::Count),
                ("units", Kind::Count),
                ("sales", Kind::Money),
            ],
            // The ledger's lines (`sales_lines`): sold less refunded in the range, per product.
            base: "select p.name as c0, p.sku as c1,
                          (count(distinct sl.order_id) filter (where sl.kind = 'sale')
                           - count(distinct sl.order_id) filter (where sl.kind = 'reversal'))::bigint as c2,
                          sum(sl.units)::bigint as c3, sum(sl.amount) as c4, p.id as sort_id
                   from sales_lines sl join products p on p.id = sl.product_id
                   where sl.sales_day between $1 and $2
                     and ($3::bigint is null or sl.branch_id = $3)
                     and ($4::bigint is null or exists (select 1 from users ta where ta.id = sl.agent_id and ta.tier_id = $4))
                     and ($5::bigint is null or sl.agent_id = $5) and ($6::text is null or sl.state = $6)
                     and (cardinality($7::bigint[]) = 0 or sl.product_id = any($7))
                   group by p.id",
            one_pass: true,
            month_walk: false,
            order: "c4 desc, sort_id",
            figures: &[
                Figure { key: "products", kind: Kind::Count, sql: "count(*)" },
                Figure { key: "units", kind: Kind::Count, sql: "coalesce(sum(c3), 0)" },
                Figure { key: "sales", kind: Kind::Money, sql: "coalesce(sum(c4), 0)" },
            ],
            breakdown: Some(Breakdown { label: "c0", count: "coalesce(sum(c3), 0)", amount: Some("coalesce(sum(c4), 0)"), limit: 10 }),
        },
    }
}

fn base_sql(spec: &Spec, f: &Filters) -> String {
    sql(&spec
        .base
        .replace("{ORDER_FILTERS}", ORDER_FILTERS)
        .replace("{AGENT_FILTERS}", AGENT_FILTERS)
        .replace("{KPI_MONTHS}", kpi_months(f))
        .replace("{AGENT_SALES}", agent_sales(f))
        .replace("{AGENT_COMMISSION}", agent_commission(f)))
}

/// Each agent's orders (sold less refunded) and sales in the range, from the sales ledger. A range
/// of whole Kuala Lumpur months reads the months' `sales_totals` rows, which keep the same figures
/// per agent and month (one month: its rows as they are, nothing to group); any other range sums
/// the ledger's entries of its days.
fn agent_sales(f: &Filters) -> &'static str {
    match (f.whole_months(), f.within_one_month()) {
        (true, true) => {
            "select agent_id, personal_orders as orders, personal_amount as amount from sales_totals
             where period = $1 and $2::date is not null"
        }
        (true, false) => {
            "select agent_id, sum(personal_orders) as orders, sum(personal_amount) as amount from sales_totals
             where period between $1 and $2 group by agent_id"
        }
        (false, _) => {
            "select agent_id, count(*) filter (where kind = 'sale') - count(*) filter (where kind = 'reversal') as orders,
                    sum(amount) as amount
             from sales_entries where sales_day between $1 and $2 group by agent_id"
        }
    }
}

/// Each agent's commission over the range's months (`commission_totals`, one row per agent and
/// month: one month's rows need no grouping).
fn agent_commission(f: &Filters) -> &'static str {
    if f.within_one_month() {
        "select agent_id, amount from commission_totals
         where period = (select date_trunc('month', $1::date)::date) and $2::date is not null"
    } else {
        "select agent_id, sum(amount) as amount from commission_totals
         where period between (select date_trunc('month', $1::date)::date) and $2::date group by agent_id"
    }
}

/// The commission of the agents the report lists, over the range's months: with no filter on
/// the agents, every figure of the months less the few non-agents' (`users_not_agents`), without
/// reading an agent's row per figure.
fn agent_commission_sum(f: &Filters) -> String {
    let commission = agent_commission(f);
    if f.tier_id.is_none() && f.agent_id.is_none() && f.state.is_none() && f.status.is_none() {
        format!(
            "select coalesce(sum(c.amount), 0) from ({commission}) c
             where c.agent_id not in (select id from users where role <> 'agent')"
        )
    } else {
        format!(
            "select coalesce(sum(c.amount), 0) from ({commission}) c join users u on u.id = c.agent_id
             where {AGENT_FILTERS}"
        )
    }
}

/// Each agent's sales in the range's months, from `sales_totals` (one row per agent and month).
/// A range within one month reads that month's rows as they are: no grouping, so a list ordered by
/// total personal group sales walks the month's index (`sales_totals_tpgs_rank`) and stops after
/// its page instead of summing and sorting every agent of the month.
fn kpi_months(f: &Filters) -> &'static str {
    if f.within_one_month() {
        "select agent_id, personal_units::bigint as units, personal_amount as personal, group_amount as grp
         from sales_totals
         where period = date_trunc('month', $1::date)::date and $2::date is not null
           and ($5::bigint is null or agent_id = $5) and (personal_amount <> 0 or group_amount <> 0)"
    } else {
        "select agent_id, sum(personal_units)::bigint as units, sum(personal_amount) as personal,
                sum(group_amount) as grp
         from sales_totals
         where period between (select date_trunc('month', $1::date)::date) and $2::date
           and ($5::bigint is null or agent_id = $5)
         group by agent_id
         having sum(personal_amount) <> 0 or sum(group_amount) <> 0"
    }
}

/// The filters bound to a report query. The statement is unnamed, so PostgreSQL plans it with
/// these values each time: a cached generic plan of the catch-all filters (`$3 is null or …`)
/// can join a month of orders with every agent row by row, minutes instead of milliseconds.
fn bind<'q>(
    q: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    f: &'q Filters,
) -> sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments> {
    q.persistent(false)
        .bind(f.from)
        .bind(f.to)
        .bind(f.branch_id)
        .bind(f.tier_id)
        .bind(f.agent_id)
        .bind(f.state.as_deref())
        .bind(&f.product_ids)
        .bind(f.status.as_deref())
}

/// A cell as the API writes it: money and counts as their number's text, instants as RFC 3339.
pub enum Cell {
    Text(Option<String>),
    Money(Option<Decimal>),
    Count(Option<i64>),
    Date(Option<NaiveDate>),
    DateTime(Option<DateTime<Utc>>),
}

fn cells(row: &PgRow, columns: &[(&str, Kind)]) -> sqlx::Result<Vec<Cell>> {
    columns
        .iter()
        .enumerate()
        .map(|(i, (_, kind))| {
            let name = format!("c{i}");
            Ok(match kind {
                Kind::Text => Cell::Text(row.try_get(name.as_str())?),
                Kind::Money => Cell::Money(row.try_get(name.as_str())?),
                Kind::Count => Cell::Count(row.try_get(name.as_str())?),
                Kind::Date => Cell::Date(row.try_get(name.as_str())?),
                Kind::DateTime => Cell::DateTime(row.try_get(name.as_str())?),
            })
        })
        .collect()
}

/// A page of a report's rows (every row when `limit` is None, for the export).
pub async fn rows(
    db: &mut PgConnection,
    spec: &Spec,
    f: &Filters,
    limit: Option<i64>,
    offset: i64,
) -> sqlx::Result<Vec<Vec<Cell>>> {
    let sql = format!(
        "select * from ({}) x order by {} limit $9 offset $10",
        base_sql(spec, f),
        spec.order
    );
    let found = bind(sqlx::query(&sql), f)
        .bind(limit)
        .bind(offset)
        .fetch_all(db)
        .await?;
    found.iter().map(|r| cells(r, spec.columns)).collect()
}

/// A list page with how many rows there are in all and each money or count column's sum: from one
/// pass over the base query when it yields few rows (`one_pass`), else a count and the page.
pub async fn page(
    db: &mut PgConnection,
    spec: &Spec,
    f: &Filters,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<Option<Decimal>>, Vec<Vec<Cell>>)> {
    if spec.month_walk && f.whole_months() && f.within_one_month() {
        return agent_month_page(db, spec, f, limit, offset).await;
    }
    if !spec.one_pass {
        let (n, sums) = totals(db, spec, f).await?;
        return Ok((n, sums, rows(db, spec, f, Some(limit), offset).await?));
    }
    let sql = format!(
        "select x.*, count(*) over () as n, {} from ({}) x order by {} limit $9 offset $10",
        sum_columns(spec, " over ()").join(", "),
        base_sql(spec, f),
        spec.order
    );
    let found = bind(sqlx::query(&sql), f)
        .bind(limit)
        .bind(offset)
        .fetch_all(&mut *db)
        .await?;
    let Some(first) = found.first() else {
        // Past the last page (or nothing at all): the totals on their own.
        let (n, sums) = totals(db, spec, f).await?;
        return Ok((n, sums, vec![]));
    };
    let n: i64 = first.try_get("n")?;
    let sums = sums_of(first, spec)?;
    let rows = found
        .iter()
        .map(|r| cells(r, spec.columns))
        .collect::<sqlx::Result<_>>()?;
    Ok((n, sums, rows))
}

/// `s0…sN`: each money or count column's sum (`window`: over what), null for the others.
fn sum_columns(spec: &Spec, window: &str) -> Vec<String> {
    spec.columns
        .iter()
        .enumerate()
        .map(|(i, (_, kind))| {
            if kind.sums() {
                format!("coalesce(sum(c{i}){window}, 0)::numeric as s{i}")
            } else {
                format!("null::numeric as s{i}")
            }
        })
        .collect()
}

fn sums_of(row: &PgRow, spec: &Spec) -> sqlx::Result<Vec<Option<Decimal>>> {
    (0..spec.columns.len())
        .map(|i| row.try_get(format!("s{i}").as_str()))
        .collect()
}

/// How many rows in all, and each money or count column's sum (None for the others).
pub async fn totals(
    db: &mut PgConnection,
    spec: &Spec,
    f: &Filters,
) -> sqlx::Result<(i64, Vec<Option<Decimal>>)> {
    let sql = format!(
        "select count(*) as n, {} from ({}) x",
        sum_columns(spec, "").join(", "),
        base_sql(spec, f)
    );
    let row = bind(sqlx::query(&sql), f).fetch_one(db).await?;
    Ok((row.try_get("n")?, sums_of(&row, spec)?))
}

/// Who the agent report lists, as its filters say ($4 tier, $5 the agent whose team it is, $6
/// state, $8 status), on `u`.
const AGENT_FILTERS: &str = "u.role = 'agent' and ($4::bigint is null or u.tier_id = $4)
    and ($5::bigint is null or u.tree_path like (select tree_path from users where id = $5 and tree_path is not null) || '%')
    and ($6::text is null or u.address_state = $6) and ($8::text is null or u.status = $8)";

/// The agent report's columns c0…c4 and c7 (their commission of the month $1), for agent `u`.
const AGENT_MONTH_ROW: &str = "u.username as c0, nullif(full_name(u), '') as c1,
    (select name from tiers where id = u.tier_id) as c2, u.status as c3, u.created_at as c4,
    coalesce((select amount from commission_totals c where c.period = $1 and c.agent_id = u.id), 0) as c7";

/// The parts of the agent report over one whole month ($1 its first day), in the list's order
/// (sales, biggest first, then id): the agents who sold, by the month's index of personal sales
/// (`sales_totals_personal_rank`); those who sold nothing, by id; those whose refunds outweighed
/// their sales, by the same index. Each part is read in a window and stops after it.
fn agent_month_parts() -> [String; 3] {
    let sold = |sign: &str| {
        format!(
            "select {AGENT_MONTH_ROW}, st.personal_orders::bigint as c5, st.personal_amount as c6, u.id as sort_id
             from sales_totals st join users u on u.id = st.agent_id
             where st.period = $1 and $2::date is not null and st.personal_amount {sign} 0 and {AGENT_FILTERS}
             order by st.personal_amount desc, st.agent_id"
        )
    };
    let nothing = format!(
        "select {AGENT_MONTH_ROW}, coalesce(st.personal_orders, 0)::bigint as c5, 0::numeric as c6, u.id as sort_id
         from users u left join sales_totals st on st.agent_id = u.id and st.period = $1
         where coalesce(st.personal_amount, 0) = 0 and $2::date is not null and {AGENT_FILTERS}
         order by u.id"
    );
    [sold(">"), nothing, sold("<")]
}

/// The agent report's list page over one whole month: its rows from the parts' windows
/// (`PartPager`), and its count and sums from the month's figures alone when no filter narrows
/// the agents (every agent counted, the month's sales and commission summed without a join).
async fn agent_month_page(
    db: &mut PgConnection,
    spec: &Spec,
    f: &Filters,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<Option<Decimal>>, Vec<Vec<Cell>>)> {
    use super::rules::{PartPager, PartRead};
    let (n, sums) = if f.tier_id.is_none()
        && f.agent_id.is_none()
        && f.state.is_none()
        && f.status.is_none()
    {
        let row = bind(
            sqlx::query(
                "select (select count(*) from users where role = 'agent') as n,
                        coalesce(sum(personal_orders), 0)::numeric as s5, coalesce(sum(personal_amount), 0)::numeric as s6,
                        (select coalesce(sum(amount), 0) from commission_totals
                         where period = $1 and agent_id not in (select id from users where role <> 'agent'))::numeric as s7
                 from sales_totals
                 where period = $1 and $2::date is not null and agent_id not in (select id from users where role <> 'agent')",
            ),
            f,
        )
        .fetch_one(&mut *db)
        .await?;
        let mut sums = vec![None; spec.columns.len()];
        for i in [5, 6, 7] {
            sums[i] = Some(row.try_get(format!("s{i}").as_str())?);
        }
        (row.try_get("n")?, sums)
    } else {
        totals(db, spec, f).await?
    };
    let mut pager = PartPager::new(offset, limit);
    let mut rows = vec![];
    for part in agent_month_parts() {
        let Some((limit, offset)) = pager.window() else {
            break;
        };
        let found = bind(sqlx::query(&format!("{part} limit $9 offset $10")), f)
            .bind(limit)
            .bind(offset)
            .fetch_all(&mut *db)
            .await?;
        for r in &found {
            rows.push(cells(r, spec.columns)?);
        }
        if pager.read(found.len() as i64) == PartRead::Count {
            let counted = bind(
                sqlx::query(&format!("select count(*) as n from ({part}) x")),
                f,
            )
            .fetch_one(&mut *db)
            .await?;
            pager.counted(counted.try_get("n")?);
        }
    }
    Ok((n, sums, rows))
}

/// A breakdown row: (label, count, amount).
pub type BreakdownRow = (Option<String>, i64, Option<Decimal>);

/// The summary in one pass over the base query: the figures in the spec's order, and the
/// breakdown's rows, biggest count first (grouping sets: the whole range, and per label).
pub async fn summary(
    db: &mut PgConnection,
    spec: &Spec,
    f: &Filters,
) -> sqlx::Result<(Vec<Decimal>, Vec<BreakdownRow>)> {
    let exprs: Vec<String> = spec
        .figures
        .iter()
        .enumerate()
        .map(|(i, fig)| format!("({})::numeric as f{i}", fig.sql))
        .collect();
    let Some(b) = &spec.breakdown else {
        let sql = format!("select {} from ({}) x", exprs.join(", "), base_sql(spec, f))
            .replace("{AGENT_COMMISSION_SUM}", &agent_commission_sum(f));
        let row = bind(sqlx::query(&sql), f).fetch_one(db).await?;
        return Ok((figure_values(&row, spec)?, vec![]));
    };
    let sql = format!(
        "select grouping({label}) as whole, {label}::text as label, ({count})::bigint as n,
                ({amount})::numeric as amount, {figures}
         from ({base}) x group by grouping sets ((), ({label}))
         order by whole desc, n desc, label",
        label = b.label,
        count = b.count,
        amount = b.amount.unwrap_or("null"),
        figures = exprs.join(", "),
        base = base_sql(spec, f),
    )
    .replace("{AGENT_COMMISSION_SUM}", &agent_commission_sum(f));
    let found = bind(sqlx::query(&sql), f).fetch_all(db).await?;
    let mut figures = None;
    let mut breakdown = vec![];
    for row in &found {
        if row.try_get::<i32, _>("whole")? == 1 {
            figures = Some(figure_values(row, spec)?);
        } else if breakdown.len() < b.limit as usize {
            breakdown.push((
                row.try_get("label")?,
                row.try_get("n")?,
                row.try_get("amount")?,
            ));
        }
    }
    let figures = figures.ok_or(sqlx::Error::RowNotFound)?;
    Ok((figures, breakdown))
}

fn figure_values(row: &PgRow, spec: &Spec) -> sqlx::Result<Vec<Decimal>> {
    (0..spec.figures.len())
        .map(|i| row.try_get::<Decimal, _>(format!("f{i}").as_str()))
        .collect()
}

/// Every row of a report in its order, for an export.
pub fn all_rows_sql(spec: &Spec, f: &Filters) -> String {
    format!(
        "select * from ({}) x order by {}",
        base_sql(spec, f),
        spec.order
    )
}

/// The rows of `all_rows_sql` as PostgreSQL sends them (never all in memory).
pub fn stream_rows<'a>(
    db: &'a mut PgConnection,
    spec: &'a Spec,
    sql: &'a str,
    f: &'a Filters,
) -> impl futures_util::Stream<Item = sqlx::Result<Vec<Cell>>> + Send + 'a {
    use futures_util::StreamExt;
    bind(sqlx::query(sql), f)
        .fetch(db)
        .map(move |row| row.and_then(|r| cells(&r, spec.columns)))
}

/// A background export as its list shows it.
#[derive(sqlx::FromRow)]
pub struct ExportRow {
    pub id: i64,
    pub report: String,
    pub format: String,
    pub file_stem: String,
    /// queued, running, ready or failed (a running export silent for 5 minutes was cut off).
    pub status: String,
    pub rows_total: i64,
    pub rows_done: i64,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

const EXPORT_COLUMNS: &str = "id, report, format, file_stem,
    case when status in ('queued', 'running') and heartbeat_at < now() - interval '5 minutes'
         then 'failed' else status end as status,
    rows_total, rows_done, error, created_at, finished_at";

/// Queues an export for the user; returns its id.
pub async fn create_export(
    db: &mut PgConnection,
    user_id: i64,
    report: &str,
    format: &str,
    f: &Filters,
    file_stem: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into report_exports (requested_by, report, format, filters, file_stem)
         values ($1, $2, $3, $4, $5) returning id",
    )
    .bind(user_id)
    .bind(report)
    .bind(format)
    .bind(sqlx::types::Json(f))
    .bind(file_stem)
    .fetch_one(db)
    .await
}

/// One of the user's exports.
pub async fn export_of(
    db: &mut PgConnection,
    user_id: i64,
    id: i64,
) -> sqlx::Result<Option<ExportRow>> {
    sqlx::query_as(&format!(
        "select {EXPORT_COLUMNS} from report_exports where id = $1 and requested_by = $2"
    ))
    .bind(id)
    .bind(user_id)
    .fetch_optional(db)
    .await
}

/// The user's exports of the last 7 days, newest first.
pub async fn exports_of(db: &mut PgConnection, user_id: i64) -> sqlx::Result<Vec<ExportRow>> {
    sqlx::query_as(&format!(
        "select {EXPORT_COLUMNS} from report_exports
         where requested_by = $1 and created_at > now() - interval '7 days'
         order by created_at desc, id desc limit 50"
    ))
    .bind(user_id)
    .fetch_all(db)
    .await
}

/// What a claimed export is to write.
pub struct ExportJob {
    pub report: String,
    pub format: String,
    pub filters: serde_json::Value,
}

/// Takes a queued export (None when another run took it, or it is gone).
pub async fn claim_export(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<ExportJob>> {
    let row = sqlx::query(
        "update report_exports set status = 'running', heartbeat_at = now()
         where id = $1 and status = 'queued' returning report, format, filters",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    row.map(|r| {
        Ok(ExportJob {
            report: r.try_get("report")?,
            format: r.try_get("format")?,
            filters: r.try_get("filters")?,
        })
    })
    .transpose()
}

pub async fn export_progress(
    db: &mut PgConnection,
    id: i64,
    total: Option<i64>,
    done: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "update report_exports set rows_total = coalesce($2, rows_total), rows_done = $3, heartbeat_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(total)
    .bind(done)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn export_ready(db: &mut PgConnection, id: i64, rows: i64) -> sqlx::Result<()> {
    sqlx::query(
        "update report_exports set status = 'ready', rows_total = $2, rows_done = $2,
                heartbeat_at = now(), finished_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(rows)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn export_failed(db: &mut PgConnection, id: i64, error: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update report_exports set status = 'failed', error = left($2, 500), finished_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(error)
    .execute(db)
    .await?;
    Ok(())
}

/// Forgets exports older than 7 days; returns their ids and formats, whose files go too.
pub async fn forget_old_exports(db: &mut PgConnection) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as(
        "delete from report_exports where created_at < now() - interval '7 days' returning id, format",
    )
    .fetch_all(db)
    .await
}
