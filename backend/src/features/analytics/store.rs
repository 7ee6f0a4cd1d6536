//! The SQL of analytics: completed sales (the sales ledger, refunds taken back) in a range, summed
//! by day or month, category, product, state or the buyer's birth date. Binds as the master
//! reports': $1 from, $2 to, $3 branch, $4 tier, $5 agent, $6 state, $7 product ids.

use crate::features::reports::rules::Filters;
use chrono::NaiveDate;
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// One bar or point: its label and what it sums.
#[derive(FromRow, Debug)]
pub struct Point {
    pub label: Option<String>,
    pub amount: Decimal,
    pub units: i64,
    pub orders: i64,
}

/// The entries in range (`s`), read from the ledger alone (which keeps its order's state and
/// branch) unless a filter needs the order's lines (products) or the buyer (tier): a month of
/// entries joined to every order costs a scan of the whole orders table, ten times the ledger's
/// own read.
fn sales(f: &Filters) -> String {
    let products = if f.product_ids.is_empty() {
        "cardinality($7::bigint[]) = 0"
    } else {
        "exists (select 1 from order_lines l where l.order_id = e.order_id and l.product_id = any($7))"
    };
    in_range(
        "e.order_id, e.agent_id, e.kind, e.sales_day, e.amount, e.units, e.state",
        "sales_entries",
        products,
        f,
    )
}

/// The ledger's lines in range (`s`), for the figures per category and product: each line keeps
/// its entry's buyer, branch and state, and its product.
fn sales_lines(f: &Filters) -> String {
    in_range(
        "e.order_id, e.kind, e.product_id, e.name, e.units, e.amount",
        "sales_lines",
        "(cardinality($7::bigint[]) = 0 or e.product_id = any($7))",
        f,
    )
}

/// `with s as (…)`: the `columns` of `ledger`'s rows (`e`) in range under the filters, the buyer
/// joined only for the tier filter. An absent filter's parameter is still named (as the constant
/// condition it is), so every statement binds the same seven.
fn in_range(columns: &str, ledger: &str, products: &str, f: &Filters) -> String {
    let (buyer, tier) = if f.tier_id.is_some() {
        (
            " join users a on a.id = e.agent_id",
            "($4::bigint is null or a.tier_id = $4)",
        )
    } else {
        ("", "$4::bigint is null")
    };
    format!(
        "with s as (
        select {columns}
        from {ledger} e{buyer}
        where e.sales_day between $1 and $2 and ($5::bigint is null or e.agent_id = $5)
          and ($3::bigint is null or e.branch_id = $3) and ($6::text is null or e.state = $6)
          and {products} and {tier}
    )"
    )
}

/// Per line: the goods' value and units (negative in a refund's reversal), and the orders sold.
const LINE_SUMS: &str =
    "coalesce(sum(s.amount), 0) as amount, coalesce(sum(s.units), 0)::bigint as units,
        count(distinct s.order_id) filter (where s.kind = 'sale') as orders";
/// An order has one sale entry at most (`sales_entries_order_id_kind_key`): counting them counts
/// orders, without the sort a distinct count needs.
const ENTRY_SUMS: &str =
    "coalesce(sum(s.amount), 0) as amount, coalesce(sum(s.units), 0)::bigint as units,
        count(*) filter (where s.kind = 'sale') as orders";

async fn points(db: &mut PgConnection, sql: &str, f: &Filters) -> sqlx::Result<Vec<Point>> {
    // Unnamed: planned with this request's filters every time (a cached generic plan of these
    // catch-all filters can be thousands of times slower).
    sqlx::query_as(sql)
        .persistent(false)
        .bind(f.from)
        .bind(f.to)
        .bind(f.branch_id)
        .bind(f.tier_id)
        .bind(f.agent_id)
        .bind(f.state.as_deref())
        .bind(&f.product_ids)
        .fetch_all(db)
        .await
}

/// Every day (or month) of the range, empty ones too.
pub async fn over_time(
    db: &mut PgConnection,
    f: &Filters,
    by_month: bool,
) -> sqlx::Result<Vec<Point>> {
    let sql = if by_month {
        format!(
            "{sales} select to_char(d, 'YYYY-MM') as label, {ENTRY_SUMS}
             from generate_series(date_trunc('month', $1::date), $2::date, interval '1 month') d
             left join s on date_trunc('month', s.sales_day) = d group by d order by d",
            sales = sales(f)
        )
    } else {
        format!(
            "{sales} select to_char(d, 'YYYY-MM-DD') as label, {ENTRY_SUMS}
             from generate_series($1::date, $2::date, interval '1 day') d
             left join s on s.sales_day = d::date group by d order by d",
            sales = sales(f)
        )
    };
    points(db, &sql, f).await
}

/// The ten categories that sold most.
pub async fn by_category(db: &mut PgConnection, f: &Filters) -> sqlx::Result<Vec<Point>> {
    let sql = format!(
        "{sales} select c.name as label, {LINE_SUMS}
         from s left join products p on p.id = s.product_id
         left join product_categories c on c.id = p.category_id
         group by c.name order by amount desc, c.name limit 10",
        sales = sales_lines(f)
    );
    points(db, &sql, f).await
}

/// The ten products that sold most (packages and combos by their line's name).
pub async fn by_product(db: &mut PgConnection, f: &Filters) -> sqlx::Result<Vec<Point>> {
    let sql = format!(
        "{sales} select coalesce(p.name, s.name) as label, {LINE_SUMS}
         from s left join products p on p.id = s.product_id
         group by coalesce(p.name, s.name) order by amount desc, label limit 10",
        sales = sales_lines(f)
    );
    points(db, &sql, f).await
}

/// Every delivery state, biggest first (pickups have none).
pub async fn by_state(db: &mut PgConnection, f: &Filters) -> sqlx::Result<Vec<Point>> {
    let sql = format!(
        "{sales} select s.state as label, {ENTRY_SUMS}
         from s group by s.state order by amount desc, s.state",
        sales = sales(f)
    );
    points(db, &sql, f).await
}

/// Sales per buyer birth date (None: not given), for the age bands.
pub async fn by_birth_date(
    db: &mut PgConnection,
    f: &Filters,
) -> sqlx::Result<Vec<(Option<NaiveDate>, Decimal, i64, i64)>> {
    let sql = format!(
        "{sales} select a.birth_date, {ENTRY_SUMS}
         from s join users a on a.id = s.agent_id group by a.birth_date",
        sales = sales(f)
    );
    sqlx::query_as(&sql)
        .persistent(false)
        .bind(f.from)
        .bind(f.to)
        .bind(f.branch_id)
        .bind(f.tier_id)
        .bind(f.agent_id)
        .bind(f.state.as_deref())
        .bind(&f.product_ids)
        .fetch_all(db)
        .await
}
