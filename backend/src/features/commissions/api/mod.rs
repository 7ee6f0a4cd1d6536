//! `/commission…`: an agent's earnings of a month by kind, their entries of one kind, every entry
//! with its calculation (check calculation), and HQ's company view; the month's close (`close`)
//! and payouts (`payouts`). Shapes: docs/api-commissions.md.

pub mod billplz;
pub mod close;
pub mod company_money;
pub mod payouts;
pub mod settings;

use super::{
    engine,
    rules::plan::{rule_text, Kind},
    store,
};
use crate::{
    domain::{
        money::{self, money},
        time::kl_month,
    },
    http::{
        auth::{grant, CurrentUser, Permission, StaffAuth, UserAuth},
        ok,
        tags::ApiTags,
        ApiError, ApiResult,
    },
    i18n::Msg,
};
use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::{param::Query, Object, OpenApi};
use rust_decimal::Decimal;
use sqlx::PgConnection;

#[derive(Object)]
pub struct AgentRef {
    pub id: i64,
    pub name: String,
    pub username: String,
}

#[derive(Object)]
pub struct PersonRef {
    pub id: i64,
    pub name: String,
}

/// One kind's sum in a period.
#[derive(Object)]
pub struct CommissionKindSum {
    /// override, helper, sale-profit, recruit, introducer, affiliate, rank, personal-level or
    /// leadership
    pub kind: String,
    pub amount: String,
    pub entries: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionSummary {
    /// YYYY-MM (Kuala Lumpur month)
    pub period: String,
    pub agent: AgentRef,
    pub total: String,
    /// The month is not closed yet: the figures may still change.
    pub provisional: bool,
    pub by_kind: Vec<CommissionKindSum>,
    /// Months with entries, newest first (this month always first).
    pub periods: Vec<String>,
    /// The commission rank reached in the month: so far (open month) or as recorded at the close.
    #[oai(nullable)]
    pub rank: Option<RankReached>,
    /// The printable income statement is open to this user: always for HQ and staff, for agents
    /// when HQ switched on the agent income statement feature.
    pub income_statement: bool,
    /// The agent's payouts paid in the month, with what was withheld under s.107D and what
    /// reached their bank.
    pub payouts: Vec<StatementPayout>,
}

/// A payout paid in the statement's month.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StatementPayout {
    pub id: i64,
    pub paid_at: DateTime<Utc>,
    pub amount: String,
    /// Withheld under s.107D (0 when nothing was).
    pub withheld: String,
    /// What reached the agent's bank: amount − withheld.
    pub net: String,
}

/// A commission rank an agent reached in a month.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RankReached {
    pub name: String,
    /// Benefits 1–8 of the rank, as HQ wrote them.
    pub benefits: Vec<String>,
    /// Open month: what its month-end commissions (rank, personal level, leadership) would pay at
    /// the close on the figures so far; they are not in `total` until then. Closed: null.
    #[oai(nullable)]
    pub month_end_estimate: Option<String>,
}

/// One earning, with its calculation written out.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionEntry {
    pub id: i64,
    pub kind: String,
    #[oai(nullable)]
    pub order_id: Option<i64>,
    #[oai(nullable)]
    pub order_number: Option<String>,
    #[oai(nullable)]
    pub source_agent: Option<PersonRef>,
    pub base: String,
    /// Percent, for percent kinds.
    #[oai(nullable)]
    pub rate: Option<String>,
    /// Units, for per-unit kinds.
    #[oai(nullable)]
    pub units: Option<i32>,
    pub amount: String,
    /// A refund took this earning back.
    pub reversal: bool,
    pub rule: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionEntryPage {
    pub items: Vec<CommissionEntry>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    /// The period's sum of the kind (all pages).
    pub sum: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionCheck {
    pub period: String,
    pub agent: AgentRef,
    /// Exactly the sum of the items.
    pub total: String,
    pub by_kind: Vec<CommissionKindSum>,
    pub items: Vec<CommissionEntry>,
}

#[derive(Object)]
pub struct TopEarner {
    pub agent: AgentRef,
    pub amount: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CompanyCommission {
    pub period: String,
    pub total: String,
    pub by_kind: Vec<CommissionKindSum>,
    pub top_earners: Vec<TopEarner>,
}

/// The period a query names (YYYY-MM), this Kuala Lumpur month when left out.
pub(crate) fn period_of(v: &Option<String>) -> Result<NaiveDate, ApiError> {
    match v.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(kl_month(Utc::now())),
        Some(s) => NaiveDate::parse_from_str(&format!("{s}-01"), "%Y-%m-%d")
            .ok()
            .filter(|d| s.len() == 7 && d.format("%Y-%m").to_string() == s)
            .ok_or_else(|| ApiError::field("period", Msg::InvalidDate)),
    }
}

pub(super) fn period_text(d: NaiveDate) -> String {
    d.format("%Y-%m").to_string()
}

/// Whose figures: an agent reads their own; HQ, and staff who approve payments, name an agent.
pub(super) async fn whose(
    db: &mut PgConnection,
    user: &CurrentUser,
    agent_id: Option<i64>,
) -> Result<AgentRef, ApiError> {
    let id = match agent_id {
        Some(id) if id == user.id || user.can(Permission::ApproveManualPayment) => id,
        Some(_) => return Err(ApiError::not_found()),
        None if user.is_agent() => user.id,
        None => return Err(ApiError::field("agentId", Msg::Required)),
    };
    let (name, username) = store::agent_ref(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    Ok(AgentRef {
        id,
        name: if name.is_empty() {
            username.clone()
        } else {
            name
        },
        username,
    })
}

pub(super) fn by_kind(sums: &[(String, Decimal, i64)]) -> (Decimal, Vec<CommissionKindSum>) {
    let total = sums.iter().map(|(_, amount, _)| *amount).sum();
    let list = Kind::ALL
        .iter()
        .map(|k| {
            let (amount, entries) = sums
                .iter()
                .find(|(kind, _, _)| kind == k.code())
                .map(|(_, a, n)| (*a, *n))
                .unwrap_or_default();
            CommissionKindSum {
                kind: k.code().into(),
                amount: money(amount),
                entries,
            }
        })
        .collect();
    (total, list)
}

fn entry(r: store::EntryRow) -> CommissionEntry {
    let kind = Kind::parse(&r.kind);
    CommissionEntry {
        id: r.id,
        rule: kind
            .map(|k| rule_text(k, r.base, r.rate, r.units, r.reversal, money::current()))
            .unwrap_or_else(|| money(r.amount)),
        kind: r.kind,
        order_id: r.order_id,
        order_number: r.order_number,
        source_agent: r.source_agent_id.map(|id| PersonRef {
            id,
            name: r.source_agent_name.unwrap_or_default(),
        }),
        base: money(r.base),
        rate: r.rate.map(|d| d.normalize().to_string()),
        units: r.units,
        amount: money(r.amount),
        reversal: r.reversal,
        created_at: r.created_at,
    }
}

/// Every entry of a period at most (a check calculation lists them all).
const MAX_ENTRIES: i64 = 10_000;

pub struct CommissionApi;

#[OpenApi(tag = "ApiTags::Commissions")]
impl CommissionApi {
    /// An agent's earnings of a month by kind (an agent: their own; HQ and staff: `agentId`).
    #[oai(path = "/commission", method = "get")]
    async fn summary(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
    ) -> ApiResult<CommissionSummary> {
        let period = period_of(&period.0)?;
        let mut db = auth.db().await?;
        let agent = whose(&mut db, &auth.0, agent_id.0).await?;
        let sums = store::sums_by_kind(&mut db, agent.id, period).await?;
        let (total, by_kind) = by_kind(&sums);
        let provisional = !store::is_closed(&mut db, period).await?;
        let rank = if provisional {
            engine::agent_month_end(&mut db, period, agent.id)
                .await?
                .map(|(rank, _, earnings)| RankReached {
                    name: rank.name,
                    benefits: rank.benefits,
                    month_end_estimate: Some(money(earnings.iter().map(|e| e.amount).sum())),
                })
        } else {
            store::rank_reached_in(&mut db, agent.id, period)
                .await?
                .map(|(name, benefits)| RankReached {
                    name,
                    benefits,
                    month_end_estimate: None,
                })
        };
        let this_month = kl_month(Utc::now());
        let mut periods = vec![this_month];
        periods.extend(
            store::periods(&mut db, Some(agent.id))
                .await?
                .into_iter()
                .filter(|p| *p != this_month),
        );
        let payouts = store::paid_in_month(&mut db, agent.id, period)
            .await?
            .into_iter()
            .map(|(id, paid_at, amount, withheld)| StatementPayout {
                id,
                paid_at,
                amount: money(amount),
                withheld: money(withheld),
                net: money(amount - withheld),
            })
            .collect();
        ok(CommissionSummary {
            period: period_text(period),
            agent,
            total: money(total),
            provisional,
            by_kind,
            periods: periods.into_iter().map(period_text).collect(),
            rank,
            income_statement: auth.0.is_hq_side() || store::income_statement_on(&mut db).await?,
            payouts,
        })
    }

    /// An agent's entries of one kind in a month, a page at a time.
    #[oai(path = "/commission/details", method = "get")]
    async fn details(
        &self,
        auth: UserAuth,
        #[oai(name = "type")] kind: Query<String>,
        period: Query<Option<String>>,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<CommissionEntryPage> {
        let kind = Kind::parse(kind.0.trim())
            .ok_or_else(|| ApiError::field("type", Msg::InvalidChoice))?;
        let period = period_of(&period.0)?;
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(20));
        let mut db = auth.db().await?;
        let agent = whose(&mut db, &auth.0, agent_id.0).await?;
        let sums = store::sums_by_kind(&mut db, agent.id, period).await?;
        let (sum, total) = sums
            .iter()
            .find(|(k, _, _)| k == kind.code())
            .map(|(_, a, n)| (*a, *n))
            .unwrap_or_default();
        let rows = store::entries(
            &mut db,
            agent.id,
            period,
            Some(kind.code()),
            per_page,
            (page - 1) * per_page,
        )
        .await?;
        ok(CommissionEntryPage {
            items: rows.into_iter().map(entry).collect(),
            total,
            page,
            per_page,
            sum: money(sum),
        })
    }

    /// Every entry of an agent's month with its calculation; the total is exactly their sum.
    #[oai(path = "/commission/check-calculation", method = "get")]
    async fn check_calculation(
        &self,
        auth: UserAuth,
        period: Query<Option<String>>,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
    ) -> ApiResult<CommissionCheck> {
        let period = period_of(&period.0)?;
        let mut db = auth.db().await?;
        let agent = whose(&mut db, &auth.0, agent_id.0).await?;
        let rows = store::entries(&mut db, agent.id, period, None, MAX_ENTRIES, 0).await?;
        let sums = store::sums_by_kind(&mut db, agent.id, period).await?;
        let (_, by_kind) = by_kind(&sums);
        let total: Decimal = rows.iter().map(|r| r.amount).sum();
        ok(CommissionCheck {
            period: period_text(period),
            agent,
            total: money(total),
            by_kind,
            items: rows.into_iter().map(entry).collect(),
        })
    }

    /// The company's commissions of a month by kind, and the ten agents who earned most.
    #[oai(path = "/commission/company", method = "get")]
    async fn company(
        &self,
        auth: StaffAuth<grant::ApproveManualPayment>,
        period: Query<Option<String>>,
    ) -> ApiResult<CompanyCommission> {
        let period = period_of(&period.0)?;
        let mut db = auth.db().await?;
        let sums = store::company_sums_by_kind(&mut db, period).await?;
        let (total, by_kind) = by_kind(&sums);
        let top = store::top_earners(&mut db, period, 10).await?;
        ok(CompanyCommission {
            period: period_text(period),
            total: money(total),
            by_kind,
            top_earners: top
                .into_iter()
                .map(|(id, name, username, amount)| TopEarner {
                    agent: AgentRef {
                        id,
                        name: if name.is_empty() {
                            username.clone()
                        } else {
                            name
                        },
                        username,
                    },
                    amount: money(amount),
                })
                .collect(),
        })
    }
}
