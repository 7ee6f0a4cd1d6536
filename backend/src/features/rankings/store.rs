//! The SQL of score ranking and gameplan: one ranked list per measure (scoped to a subtree for an
//! agent), and an agent's month, tier and the tier above.

use super::rules::{Measure, Month, TierTargets};
use chrono::NaiveDate;
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// One ranked agent.
#[derive(FromRow, Debug)]
pub struct RankedRow {
    pub position: i64,
    pub agent_id: i64,
    pub name: String,
    pub username: String,
    pub tier_name: Option<String>,
    pub value: Decimal,
    /// How many are ranked in all (`top`: how many it returned).
    pub ranked: i64,
}

/// The values a measure ranks, as `(agent_id, value)` for the month `$1`.
fn values(measure: Measure) -> &'static str {
    match measure {
        Measure::PersonalSales => {
            "select agent_id, personal_amount as value from sales_totals where period = $1 and personal_amount > 0"
        }
        Measure::GroupSales => {
            "select agent_id, group_amount as value from sales_totals where period = $1 and group_amount > 0"
        }
        Measure::TotalPersonalGroupSales => {
            "select agent_id, personal_amount + group_amount as value from sales_totals
             where period = $1 and personal_amount + group_amount > 0"
        }
        Measure::Team => {
            "select id as agent_id, group_size::numeric as value from users
             where role = 'agent' and group_size > 0 and $1::date is not null"
        }
        Measure::Commission => {
            // Each agent's month, kept by a trigger (0043), in the order of its index.
            "select agent_id, amount as value from commission_totals where period = $1 and amount > 0"
        }
        Measure::Recruitment => {
            // The month as a range of instants, so `users_agents_joined` serves it (0041).
            "select upline_id as agent_id, count(*)::numeric as value from users
             where role = 'agent' and upline_id is not null
               and created_at >= ($1::date::timestamp at time zone 'Asia/Kuala_Lumpur')
               and created_at < (($1::date + interval '1 month')::timestamp at time zone 'Asia/Kuala_Lumpur')
             group by upline_id"
        }
    }
}

/// The measure's `(agent_id, value)` of the month `$1` for the agents in scope (`$2`–`$3`, a
/// subtree's path range; none: the company).
fn scoped(measure: Measure) -> String {
    if measure == Measure::Team {
        // The value is the agent's own row: scoped where it is read, not joined to itself.
        return "select v.agent_id, v.value from (
                    select id as agent_id, group_size::numeric as value, tree_path from users
                    where role = 'agent' and group_size > 0 and $1::date is not null
                ) v where ($2::text is null or (v.tree_path >= $2 and v.tree_path < $3))"
            .into();
    }
    format!(
        "select v.agent_id, v.value from ({}) v join users u on u.id = v.agent_id and u.role = 'agent'
         where ($2::text is null or (u.tree_path >= $2 and u.tree_path < $3))",
        values(measure)
    )
}

/// A page of a ranking, and `me`'s own row wherever it is. `scope` is a subtree's path range
/// (`[from, to)`): an agent ranks among their own team.
///
/// The page is read in the measure's index order (`0038_ranking_indexes.sql`) and stops after it,
/// the total is a count, and `me`'s place is one more than those ahead of them: numbering every
/// agent of the month to keep twenty took a quarter of a second at 100,000 agents. The measure's
/// values are written out in each part, so none is a shared (materialised) CTE that would read
/// them all first.
pub async fn ranking(
    db: &mut PgConnection,
    measure: Measure,
    period: NaiveDate,
    scope: Option<(&str, &str)>,
    limit: i64,
    offset: i64,
    me: Option<i64>,
) -> sqlx::Result<Vec<RankedRow>> {
    let scoped = scoped(measure);
    // The company's count: the measure's values less those of the few who are not agents
    // (`users_not_agents`), without reading an agent's row per value; a team's: its members.
    let counted = if scope.is_none() {
        format!(
            "select v.agent_id from ({}) v
             where v.agent_id not in (select id from users where role <> 'agent')",
            values(measure)
        )
    } else {
        scoped.clone()
    };
    let sql = format!(
        "with page as (
            select p.agent_id, p.value, $4 + row_number() over (order by p.value desc, p.agent_id) as position
            from ({scoped} order by v.value desc, v.agent_id limit $5 offset $4) p
         ), mine as (
            select m.agent_id, m.value,
                   1 + (select count(*) from ({scoped}) o
                        where o.value > m.value or (o.value = m.value and o.agent_id < m.agent_id)) as position
            from ({scoped}) m
            where m.agent_id = $6 and not exists (select 1 from page where page.agent_id = $6)
         ), picked as (
            select agent_id, value, position from page union all select agent_id, value, position from mine
         )
         select picked.position, u.id as agent_id, full_name(u) as name, u.username, t.name as tier_name,
                picked.value, (select count(*) from ({counted}) c) as ranked
         from picked join users u on u.id = picked.agent_id left join tiers t on t.id = u.tier_id
         order by picked.position"
    );
    sqlx::query_as(&sql)
        .bind(period)
        .bind(scope.map(|s| s.0))
        .bind(scope.map(|s| s.1))
        .bind(offset)
        .bind(limit)
        .bind(me)
        .fetch_all(db)
        .await
}

/// The first `limit` of a ranking, as `ranking` places them, without counting the rest or
/// placing anyone else: the top performers. The measures kept in `sales_totals` and the team
/// size are read in their index's order (`0038_ranking_indexes.sql`), so this stops after a few
/// rows instead of sorting every agent of the month.
pub async fn top(
    db: &mut PgConnection,
    measure: Measure,
    period: NaiveDate,
    scope: Option<(&str, &str)>,
    limit: i64,
) -> sqlx::Result<Vec<RankedRow>> {
    let sql = format!(
        "with top as ({} order by v.value desc, v.agent_id limit $4)
         select row_number() over (order by top.value desc, top.agent_id) as position, u.id as agent_id,
                full_name(u) as name, u.username, t.name as tier_name, top.value, count(*) over () as ranked
         from top join users u on u.id = top.agent_id left join tiers t on t.id = u.tier_id
         order by position",
        scoped(measure)
    );
    sqlx::query_as(&sql)
        .bind(period)
        .bind(scope.map(|s| s.0))
        .bind(scope.map(|s| s.1))
        .bind(limit)
        .fetch_all(db)
        .await
}

/// Whether HQ shows amounts in the score ranking to agents.
pub async fn show_amount_snr(db: &mut PgConnection) -> sqlx::Result<bool> {
    sqlx::query_scalar("select coalesce((select show_amount_snr from company_settings), true)")
        .fetch_one(db)
        .await
}

/// An agent's path in the tree (None: not an agent in the tree).
pub async fn tree_path(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "select tree_path from users where id = $1 and role = 'agent' and tree_path is not null",
    )
    .bind(agent_id)
    .fetch_optional(db)
    .await
}

/// An agent's tier, the tier above it (rank 1 is the highest) with its targets, and the tier's
/// monthly personal minimum.
#[derive(FromRow, Debug)]
pub struct TierStep {
    pub tier_id: Option<i64>,
    pub tier_name: Option<String>,
    pub team_member_sales_threshold: Option<Decimal>,
    pub next_id: Option<i64>,
    pub next_name: Option<String>,
    pub personal_sales_unit: Option<i32>,
    pub personal_sales_amount: Option<Decimal>,
    pub group_sales_unit: Option<i32>,
    pub group_sales_amount: Option<Decimal>,
    pub tpgs_unit: Option<i32>,
    pub tpgs_amount: Option<Decimal>,
}

impl TierStep {
    pub fn targets(&self) -> TierTargets {
        TierTargets {
            personal_units: self.personal_sales_unit.map(i64::from),
            personal_amount: self.personal_sales_amount,
            group_units: self.group_sales_unit.map(i64::from),
            group_amount: self.group_sales_amount,
            tpgs_units: self.tpgs_unit.map(i64::from),
            tpgs_amount: self.tpgs_amount,
        }
    }
}

pub async fn tier_step(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<TierStep> {
    sqlx::query_as(
        "select t.id as tier_id, t.name as tier_name, t.team_member_sales_threshold,
                n.id as next_id, n.name as next_name, n.personal_sales_unit, n.personal_sales_amount,
                n.group_sales_unit, n.group_sales_amount, n.tpgs_unit, n.tpgs_amount
         from users u left join tiers t on t.id = u.tier_id
         left join lateral (select * from tiers x where x.rank_number < t.rank_number
                            order by x.rank_number desc limit 1) n on true
         where u.id = $1",
    )
    .bind(agent_id)
    .fetch_one(db)
    .await
}

/// An agent's month: their own and group sales (units and amount) and the side group's.
pub async fn month(db: &mut PgConnection, agent_id: i64, period: NaiveDate) -> sqlx::Result<Month> {
    let row: Option<(i32, Decimal, i32, Decimal, Decimal)> = sqlx::query_as(
        "select t.personal_units, t.personal_amount, t.group_units, t.group_amount,
                greatest(t.group_amount - coalesce((select max(c.personal_amount + c.group_amount)
                          from users d join sales_totals c on c.agent_id = d.id and c.period = $2
                          where d.upline_id = t.agent_id), 0), 0)
         from sales_totals t where t.agent_id = $1 and t.period = $2",
    )
    .bind(agent_id)
    .bind(period)
    .fetch_optional(db)
    .await?;
    Ok(row
        .map(|(pu, pa, gu, ga, side)| Month {
            personal_units: pu.into(),
            personal_amount: pa,
            group_units: gu.into(),
            group_amount: ga,
            side_group_amount: side,
        })
        .unwrap_or_default())
}

/// An agent's own and group sales per month, newest first, over the last `months` months
/// (months without sales included as zero).
pub async fn sales_history(
    db: &mut PgConnection,
    agent_id: i64,
    through: NaiveDate,
    months: i32,
) -> sqlx::Result<Vec<(NaiveDate, i32, Decimal, Decimal)>> {
    sqlx::query_as(
        "select m::date, coalesce(t.personal_units, 0), coalesce(t.personal_amount, 0), coalesce(t.group_amount, 0)
         from generate_series($2::date - make_interval(months => $3 - 1), $2::date, interval '1 month') m
         left join sales_totals t on t.agent_id = $1 and t.period = m::date
         order by m desc",
    )
    .bind(agent_id)
    .bind(through)
    .bind(months)
    .fetch_all(db)
    .await
}

/// An agent's commission per month over the last `months` months, newest first: (month, earned,
/// closed).
pub async fn commission_history(
    db: &mut PgConnection,
    agent_id: i64,
    through: NaiveDate,
    months: i32,
) -> sqlx::Result<Vec<(NaiveDate, Decimal, bool)>> {
    sqlx::query_as(
        "select m::date,
                coalesce((select t.amount from commission_totals t where t.agent_id = $1 and t.period = m::date), 0),
                exists (select 1 from commission_periods p where p.period = m::date)
         from generate_series($2::date - make_interval(months => $3 - 1), $2::date, interval '1 month') m
         order by m desc",
    )
    .bind(agent_id)
    .bind(through)
    .bind(months)
    .fetch_all(db)
    .await
}

/// An agent's own monthly sales goal.
pub async fn sales_goal(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<Option<Decimal>> {
    sqlx::query_scalar("select monthly_sales_goal from users where id = $1")
        .bind(agent_id)
        .fetch_one(db)
        .await
}

pub async fn set_sales_goal(
    db: &mut PgConnection,
    agent_id: i64,
    goal: Option<Decimal>,
) -> sqlx::Result<()> {
    sqlx::query("update users set monthly_sales_goal = $2 where id = $1")
        .bind(agent_id)
        .bind(goal)
        .execute(db)
        .await?;
    Ok(())
}
