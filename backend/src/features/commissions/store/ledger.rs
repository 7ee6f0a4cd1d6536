//! The sales ledger: writing an order's entry with the totals of the buyer and every
//! agent above them, moving a subtree's totals, and reading an agent's figures.

use super::super::rules::Sales;
use chrono::NaiveDate;
use rust_decimal::Decimal;
use sqlx::PgConnection;

/// Adds an entry's figures to the buyer's personal totals and to the group totals of every agent
/// above the buyer (read from the buyer's tree path), in the entry's period. `e` is a CTE
/// yielding (agent_id, period, orders, units, amount, points): orders is 1 for a sale and -1 for its
/// reversal, so the buyer's month counts the orders sold less those refunded.
const ADD_TO_TOTALS: &str = "
    buyer as (select e.*, u.tree_path from e join users u on u.id = e.agent_id),
    rows as (
        select agent_id, period, orders as po, units as pu, amount as pa, points as pp,
               0 as gu, 0::numeric as ga, 0::numeric as gp
        from buyer
        union all
        select a.id, b.period, 0, 0, 0, 0, b.units, b.amount, b.points
        from buyer b, unnest(string_to_array(trim(both '/' from b.tree_path), '/')::bigint[]) as a(id)
        where a.id <> b.agent_id
    )
    insert into sales_totals as t (agent_id, period, personal_orders, personal_units, personal_amount,
                                   personal_points, group_units, group_amount, group_points)
    select agent_id, period, po, pu, pa, pp, gu, ga, gp from rows
    on conflict (agent_id, period) do update set
        personal_orders = t.personal_orders + excluded.personal_orders,
        personal_units = t.personal_units + excluded.personal_units,
        personal_amount = t.personal_amount + excluded.personal_amount,
        personal_points = t.personal_points + excluded.personal_points,
        group_units = t.group_units + excluded.group_units,
        group_amount = t.group_amount + excluded.group_amount,
        group_points = t.group_points + excluded.group_points";

/// A completed order counts: its sale entry (once) and the totals up the tree, in this KL month.
pub async fn record_sale(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    sqlx::query(&format!(
        "with e as (
            insert into sales_entries (order_id, agent_id, kind, period, sales_day, units, amount, points,
                                       state, branch_id)
            select o.id, o.agent_id, 'sale', kl_month(now()), (now() at time zone 'Asia/Kuala_Lumpur')::date,
                   (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id),
                   o.sub_total - o.discount, o.points, o.state, o.branch_id
            from orders o where o.id = $1
            on conflict (order_id, kind) do nothing
            returning agent_id, period, 1 as orders, units, amount, points
         ), {ADD_TO_TOTALS}"
    ))
    .bind(order_id)
    .execute(&mut *db)
    .await?;
    record_lines(db, order_id, "sale").await
}

/// The order's lines beside its `kind` entry (`sales_lines`), negated for a reversal, once.
async fn record_lines(db: &mut PgConnection, order_id: i64, kind: &str) -> sqlx::Result<()> {
    sqlx::query(
        "insert into sales_lines (line_id, order_id, kind, sales_day, agent_id, branch_id, state, product_id, name,
                                  units, amount)
         select l.id, se.order_id, se.kind, se.sales_day, se.agent_id, se.branch_id, se.state, l.product_id, l.name,
                case when se.kind = 'sale' then l.quantity else -l.quantity end,
                case when se.kind = 'sale' then l.line_total else -l.line_total end
         from sales_entries se join order_lines l on l.order_id = se.order_id
         where se.order_id = $1 and se.kind = $2
         on conflict (line_id, kind) do nothing",
    )
    .bind(order_id)
    .bind(kind)
    .execute(db)
    .await?;
    Ok(())
}

/// A completed order is refunded: its sale is taken back (once), in this KL month.
pub async fn record_reversal(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    sqlx::query(&format!(
        "with e as (
            insert into sales_entries (order_id, agent_id, kind, period, sales_day, units, amount, points,
                                       state, branch_id)
            select s.order_id, s.agent_id, 'reversal', kl_month(now()), (now() at time zone 'Asia/Kuala_Lumpur')::date,
                   -s.units, -s.amount, -s.points, s.state, s.branch_id
            from sales_entries s where s.order_id = $1 and s.kind = 'sale'
            on conflict (order_id, kind) do nothing
            returning agent_id, period, -1 as orders, units, amount, points
         ), {ADD_TO_TOTALS}"
    ))
    .bind(order_id)
    .execute(&mut *db)
    .await?;
    record_lines(db, order_id, "reversal").await
}

/// A subtree moved: its sales (its root's personal and group totals, every period) leave the old
/// ancestors' group totals and join the new ones'. Ancestors on both sides keep theirs (and are left
/// out: one statement must not change a row twice).
pub async fn move_subtree_sales(
    db: &mut PgConnection,
    root_id: i64,
    old_ancestors: &[i64],
    new_ancestors: &[i64],
) -> sqlx::Result<()> {
    let leaving: Vec<i64> = (old_ancestors.iter())
        .filter(|a| !new_ancestors.contains(a))
        .copied()
        .collect();
    let joining: Vec<i64> = (new_ancestors.iter())
        .filter(|a| !old_ancestors.contains(a))
        .copied()
        .collect();
    sqlx::query(
        "with m as (
            select period, personal_units + group_units as units,
                   personal_amount + group_amount as amount, personal_points + group_points as points
            from sales_totals where agent_id = $1
         ), old as (
            update sales_totals t set group_units = t.group_units - m.units,
                   group_amount = t.group_amount - m.amount, group_points = t.group_points - m.points
            from m where t.agent_id = any($2) and t.period = m.period
         )
         insert into sales_totals as t (agent_id, period, group_units, group_amount, group_points)
         select a, m.period, m.units, m.amount, m.points from m, unnest($3::bigint[]) as a
         on conflict (agent_id, period) do update set
            group_units = t.group_units + excluded.group_units,
            group_amount = t.group_amount + excluded.group_amount,
            group_points = t.group_points + excluded.group_points",
    )
    .bind(root_id)
    .bind(&leaving)
    .bind(&joining)
    .execute(db)
    .await?;
    Ok(())
}

/// An agent's sales in `period`, and each of their direct downline's (their legs).
pub async fn sales_with_legs(
    db: &mut PgConnection,
    agent_id: i64,
    period: NaiveDate,
) -> sqlx::Result<(Sales, Vec<Sales>)> {
    let rows: Vec<(bool, Decimal, Decimal)> = sqlx::query_as(
        "select true, personal_amount, group_amount from sales_totals where agent_id = $1 and period = $2
         union all
         select false, t.personal_amount, t.group_amount
         from users d join sales_totals t on t.agent_id = d.id and t.period = $2
         where d.upline_id = $1 and d.role = 'agent'",
    )
    .bind(agent_id)
    .bind(period)
    .fetch_all(db)
    .await?;
    let mut own = Sales::default();
    let mut legs = vec![];
    for (is_own, personal, group) in rows {
        let s = Sales { personal, group };
        if is_own {
            own = s;
        } else {
            legs.push(s);
        }
    }
    Ok((own, legs))
}
