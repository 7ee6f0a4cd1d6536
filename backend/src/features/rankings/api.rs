//! `/scoreranking/…` (six rankings and the top performers) and `/gameplan` (how far an agent is
//! from their next tier and rank). Shapes and who sees what: docs/api-reports.md.

use super::{
    rules::{self, Measure, Requirement},
    store,
};
use crate::{
    domain::{fields::parse_decimal, money::MAX_MONEY},
    domain::{money::money, time::kl_month},
    features::{
        agents::rules::subtree_upper_bound,
        commissions::{
            api::period_of,
            rules::{month_end::rank_reached, Kpi},
            store as commission_store,
        },
        profile::view::TierRef,
    },
    http::{
        auth::{AgentAuth, CurrentUser, Permission, UserAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::Msg,
};
use chrono::Utc;
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;
use sqlx::PgConnection;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RankedAgent {
    pub id: i64,
    pub name: String,
    pub username: String,
    #[oai(nullable)]
    pub tier_name: Option<String>,
}

#[derive(Object)]
pub struct RankingRow {
    pub position: i64,
    pub agent: RankedAgent,
    /// Money or a count; null when HQ hides amounts from agents.
    #[oai(nullable)]
    pub value: Option<String>,
    /// The viewer's own row.
    pub me: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RankingPage {
    pub period: String,
    /// ps, gs, tpgs, team, commission or recruitment
    pub measure: String,
    /// company (HQ) or team (an agent: themselves and everyone below)
    pub scope: String,
    pub amounts_shown: bool,
    pub items: Vec<RankingRow>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    /// The viewer's own row, wherever it is (agents).
    #[oai(nullable)]
    pub mine: Option<RankingRow>,
}

#[derive(Object)]
pub struct MeasureTop {
    pub measure: String,
    pub items: Vec<RankingRow>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct TopPerformers {
    pub period: String,
    pub limit: i64,
    pub scope: String,
    pub amounts_shown: bool,
    pub measures: Vec<MeasureTop>,
}

#[derive(Object)]
pub struct GameplanRequirement {
    /// personalSales, personalUnits, groupSales, groupUnits, totalPersonalGroupSales,
    /// totalPersonalGroupUnits, sideGroupSales or teamMemberThreshold
    pub key: String,
    /// amount or units
    pub unit: String,
    pub target: String,
    pub current: String,
    pub met: bool,
    /// 0–100
    pub percent: i64,
}

#[derive(Object)]
pub struct TierStep {
    #[oai(nullable)]
    pub current: Option<TierRef>,
    /// The tier above; null at the top.
    #[oai(nullable)]
    pub next: Option<TierRef>,
    pub requirements: Vec<GameplanRequirement>,
}

#[derive(Object)]
pub struct NextRank {
    pub name: String,
    pub benefits: Vec<String>,
}

#[derive(Object)]
pub struct RankStep {
    /// The rank the month's figures reach so far.
    #[oai(nullable)]
    pub current: Option<String>,
    /// The rank after it; null at the last.
    #[oai(nullable)]
    pub next: Option<NextRank>,
    pub requirements: Vec<GameplanRequirement>,
}

#[derive(Object)]
pub struct Gameplan {
    pub period: String,
    pub tier: TierStep,
    pub rank: RankStep,
}

fn value_text(measure: Measure, v: Decimal) -> String {
    if measure.is_money() {
        money(v)
    } else {
        v.trunc().to_string()
    }
}

/// Who ranks where: an agent among their own team (path range), HQ the company.
struct Viewer {
    me: Option<i64>,
    scope: Option<(String, String)>,
    show_amounts: bool,
    hq_side: bool,
}

async fn viewer(db: &mut PgConnection, user: &CurrentUser) -> Result<Viewer, ApiError> {
    if user.is_hq_side() {
        // The company's sales and commission: HQ, and staff who approve payments (as /commission).
        if !user.can(Permission::ApproveManualPayment) {
            return Err(ApiError::no_access());
        }
        return Ok(Viewer {
            me: None,
            scope: None,
            show_amounts: true,
            hq_side: true,
        });
    }
    let path = store::tree_path(db, user.id)
        .await?
        .ok_or_else(ApiError::no_access)?;
    let upper = subtree_upper_bound(&path);
    Ok(Viewer {
        me: Some(user.id),
        scope: Some((path, upper)),
        show_amounts: store::show_amount_snr(db).await?,
        hq_side: false,
    })
}

fn row(r: store::RankedRow, measure: Measure, shown: bool, me: Option<i64>) -> RankingRow {
    RankingRow {
        position: r.position,
        me: Some(r.agent_id) == me,
        value: shown.then(|| value_text(measure, r.value)),
        agent: RankedAgent {
            id: r.agent_id,
            name: if r.name.is_empty() {
                r.username.clone()
            } else {
                r.name
            },
            username: r.username,
            tier_name: r.tier_name,
        },
    }
}

async fn ranking(
    auth: &UserAuth,
    measure: Measure,
    period: &Option<String>,
    page: Option<i64>,
    per_page: Option<i64>,
) -> ApiResult<RankingPage> {
    let period = period_of(period)?;
    let (page, per_page) = (page.unwrap_or(1), per_page.unwrap_or(20));
    let mut db = auth.db().await?;
    let v = viewer(&mut db, &auth.0).await?;
    let shown = rules::amounts_shown(v.hq_side, v.show_amounts, measure.is_money());
    let scope = v.scope.as_ref().map(|(a, b)| (a.as_str(), b.as_str()));
    let rows = store::ranking(
        &mut db,
        measure,
        period,
        scope,
        per_page,
        (page - 1) * per_page,
        v.me,
    )
    .await?;
    let total = rows.first().map(|r| r.ranked).unwrap_or(0);
    let offset = (page - 1) * per_page;
    let mut items = vec![];
    let mut mine = None;
    for r in rows {
        let on_page = r.position > offset && r.position <= offset + per_page;
        if Some(r.agent_id) == v.me {
            mine = Some(row(clone_row(&r), measure, shown, v.me));
        }
        if on_page {
            items.push(row(r, measure, shown, v.me));
        }
    }
    ok(RankingPage {
        period: period.format("%Y-%m").to_string(),
        measure: measure.code().into(),
        scope: if v.hq_side { "company" } else { "team" }.into(),
        amounts_shown: shown,
        items,
        total,
        page,
        per_page,
        mine,
    })
}

fn clone_row(r: &store::RankedRow) -> store::RankedRow {
    store::RankedRow {
        position: r.position,
        agent_id: r.agent_id,
        name: r.name.clone(),
        username: r.username.clone(),
        tier_name: r.tier_name.clone(),
        value: r.value,
        ranked: r.ranked,
    }
}

fn requirement(r: Requirement) -> GameplanRequirement {
    GameplanRequirement {
        key: r.key.into(),
        unit: if r.units { "units" } else { "amount" }.into(),
        target: if r.units {
            r.target.trunc().to_string()
        } else {
            money(r.target)
        },
        current: if r.units {
            r.current.trunc().to_string()
        } else {
            money(r.current)
        },
        met: r.met(),
        percent: r.percent(),
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct MonthSales {
    /// YYYY-MM
    pub period: String,
    pub personal_units: i32,
    pub personal_sales: String,
    pub group_sales: String,
}

#[derive(Object)]
pub struct MonthCommission {
    /// YYYY-MM
    pub period: String,
    pub amount: String,
    /// The month is closed (else provisional).
    pub closed: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SalesGoal {
    /// YYYY-MM
    pub period: String,
    /// The agent's own monthly personal sales goal; null when none is set.
    #[oai(nullable)]
    pub goal: Option<String>,
    pub personal_sales: String,
    /// 0–100 of the goal; null without a goal.
    #[oai(nullable)]
    pub percent: Option<i64>,
}

#[derive(Object)]
pub struct SalesGoalInput {
    /// The monthly personal sales goal; null or empty clears it.
    #[oai(nullable)]
    pub goal: Option<Text>,
}

/// How many months the histories cover.
const HISTORY_MONTHS: i32 = 12;

async fn goal_view(db: &mut PgConnection, agent_id: i64) -> Result<SalesGoal, ApiError> {
    let period = kl_month(Utc::now());
    let goal = store::sales_goal(db, agent_id).await?;
    let month = store::month(db, agent_id, period).await?;
    let percent = goal.map(|g| {
        Requirement {
            key: "personalSales",
            units: false,
            target: g,
            current: month.personal_amount,
        }
        .percent()
    });
    Ok(SalesGoal {
        period: period.format("%Y-%m").to_string(),
        goal: goal.map(money),
        personal_sales: money(month.personal_amount),
        percent,
    })
}

pub struct RankingsApi;

#[OpenApi(tag = "ApiTags::Reports")]
impl RankingsApi {
    /// Ranking by personal sales in a month (an agent: among their own team).
    #[oai(path = "/scoreranking/score-ranking-ps", method = "get")]
    async fn personal_sales(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RankingPage> {
        ranking(&auth, Measure::PersonalSales, &period.0, page.0, per_page.0).await
    }

    /// Ranking by group sales in a month.
    #[oai(path = "/scoreranking/score-ranking-gs", method = "get")]
    async fn group_sales(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RankingPage> {
        ranking(&auth, Measure::GroupSales, &period.0, page.0, per_page.0).await
    }

    /// Ranking by total personal group sales in a month.
    #[oai(path = "/scoreranking/score-ranking-tpgs", method = "get")]
    async fn total_personal_group_sales(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RankingPage> {
        ranking(
            &auth,
            Measure::TotalPersonalGroupSales,
            &period.0,
            page.0,
            per_page.0,
        )
        .await
    }

    /// Ranking by team size (everyone below, today).
    #[oai(path = "/scoreranking/score-ranking-team", method = "get")]
    async fn team(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RankingPage> {
        ranking(&auth, Measure::Team, &period.0, page.0, per_page.0).await
    }

    /// Ranking by commission earned in a month.
    #[oai(path = "/scoreranking/score-ranking-commission", method = "get")]
    async fn commission(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RankingPage> {
        ranking(&auth, Measure::Commission, &period.0, page.0, per_page.0).await
    }

    /// Ranking by direct recruits who joined in a month.
    #[oai(path = "/scoreranking/score-ranking-recruitment", method = "get")]
    async fn recruitment(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RankingPage> {
        ranking(&auth, Measure::Recruitment, &period.0, page.0, per_page.0).await
    }

    /// The first few of each ranking (3 unless `limit`, at most 10).
    #[oai(path = "/scoreranking/top-performer", method = "get")]
    async fn top_performer(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "10")))] limit: Query<Option<i64>>,
    ) -> ApiResult<TopPerformers> {
        let period = period_of(&period.0)?;
        let limit = rules::top_limit(limit.0);
        let mut db = auth.db().await?;
        let v = viewer(&mut db, &auth.0).await?;
        let scope = v.scope.as_ref().map(|(a, b)| (a.as_str(), b.as_str()));
        let mut measures = vec![];
        let mut any_money_hidden = false;
        for measure in Measure::ALL {
            let shown = rules::amounts_shown(v.hq_side, v.show_amounts, measure.is_money());
            any_money_hidden |= !shown;
            let rows = store::top(&mut db, measure, period, scope, limit).await?;
            measures.push(MeasureTop {
                measure: measure.code().into(),
                items: rows
                    .into_iter()
                    .filter(|r| r.position <= limit)
                    .map(|r| row(r, measure, shown, v.me))
                    .collect(),
            });
        }
        ok(TopPerformers {
            period: period.format("%Y-%m").to_string(),
            limit,
            scope: if v.hq_side { "company" } else { "team" }.into(),
            amounts_shown: !any_money_hidden,
            measures,
        })
    }

    /// The agent's own and group sales for each of the last twelve months, newest first.
    #[oai(path = "/zerorise/user-sales", method = "get")]
    async fn user_sales(&self, auth: AgentAuth) -> ApiResult<Vec<MonthSales>> {
        let mut db = auth.db().await?;
        let rows =
            store::sales_history(&mut db, auth.0.id, kl_month(Utc::now()), HISTORY_MONTHS).await?;
        ok(rows
            .into_iter()
            .map(|(period, units, personal, group)| MonthSales {
                period: period.format("%Y-%m").to_string(),
                personal_units: units,
                personal_sales: money(personal),
                group_sales: money(group),
            })
            .collect())
    }

    /// The agent's commission for each of the last twelve months, newest first (closed or not).
    #[oai(path = "/zerorise/commission/history", method = "get")]
    async fn commission_history(&self, auth: AgentAuth) -> ApiResult<Vec<MonthCommission>> {
        let mut db = auth.db().await?;
        let rows =
            store::commission_history(&mut db, auth.0.id, kl_month(Utc::now()), HISTORY_MONTHS)
                .await?;
        ok(rows
            .into_iter()
            .map(|(period, amount, closed)| MonthCommission {
                period: period.format("%Y-%m").to_string(),
                amount: money(amount),
                closed,
            })
            .collect())
    }

    /// The agent's own monthly sales goal and this month's personal sales against it.
    #[oai(path = "/ejenflex", method = "get")]
    async fn sales_goal(&self, auth: AgentAuth) -> ApiResult<SalesGoal> {
        let mut db = auth.db().await?;
        ok(goal_view(&mut db, auth.0.id).await?)
    }

    /// Sets (or, empty, clears) the agent's own monthly sales goal.
    #[oai(path = "/ejenflex", method = "post")]
    async fn set_sales_goal(
        &self,
        auth: AgentAuth,
        body: Json<SalesGoalInput>,
    ) -> ApiResult<SalesGoal> {
        let goal = parse_decimal(body.goal.as_deref(), 2, Decimal::new(1, 2), MAX_MONEY)
            .map_err(|_| ApiError::field("goal", Msg::InvalidAmount))?;
        let mut db = auth.db().await?;
        store::set_sales_goal(&mut db, auth.0.id, goal).await?;
        ok_with(Msg::Saved, goal_view(&mut db, auth.0.id).await?)
    }

    /// How far the agent is from their next tier and next commission rank this month.
    #[oai(path = "/gameplan", method = "get")]
    async fn gameplan(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
    ) -> ApiResult<Gameplan> {
        let period = period_of(&period.0)?;
        let user = &auth.0;
        let id = match agent_id.0 {
            Some(id)
                if id == user.id
                    || (user.is_hq_side() && user.can(Permission::ApproveManualPayment)) =>
            {
                id
            }
            Some(_) => return Err(ApiError::not_found()),
            None if user.is_agent() => user.id,
            None => return Err(ApiError::field("agentId", Msg::Required)),
        };
        let mut db = auth.db().await?;
        store::tree_path(&mut db, id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let step = store::tier_step(&mut db, id).await?;
        let month = store::month(&mut db, id, period).await?;
        let ranks = commission_store::commission_ranks(&mut db).await?;
        let kpi = Kpi::with_biggest_leg(
            month.personal_amount,
            month.group_amount,
            month.group_amount - month.side_group_amount,
        );
        let reached = rank_reached(&kpi, &ranks);
        let next = match reached {
            Some(r) => ranks
                .iter()
                .position(|x| x.id == r.id)
                .and_then(|i| ranks.get(i + 1)),
            None => ranks.first(),
        };
        let tier_requirements = match step.next_id {
            Some(_) => rules::tier_requirements(&step.targets(), &month),
            None => vec![],
        };
        let rank_requirements = next
            .map(|n| {
                rules::rank_requirements(
                    n.personal_sales,
                    n.total_personal_group_sales,
                    n.side_group_sales,
                    step.team_member_sales_threshold,
                    &month,
                )
            })
            .unwrap_or_default();
        ok(Gameplan {
            period: period.format("%Y-%m").to_string(),
            tier: TierStep {
                current: step
                    .tier_id
                    .zip(step.tier_name.clone())
                    .map(|(id, name)| TierRef { id, name }),
                next: step
                    .next_id
                    .zip(step.next_name.clone())
                    .map(|(id, name)| TierRef { id, name }),
                requirements: tier_requirements.into_iter().map(requirement).collect(),
            },
            rank: RankStep {
                current: reached.map(|r| r.name.clone()),
                next: next.map(|n| NextRank {
                    name: n.name.clone(),
                    benefits: n.benefits.clone(),
                }),
                requirements: rank_requirements.into_iter().map(requirement).collect(),
            },
        })
    }
}
