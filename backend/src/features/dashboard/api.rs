//! `GET /dashboard`: the first screen's figures. HQ (and staff who read reports) see the company's
//! sales today and this month against last, orders waiting per tab, low stock, new agents, the top
//! performers and payouts waiting; an agent sees their own and their team's sales this month, the
//! commission so far, how far the next commission rank is, the greeting for their tier and the
//! pinned news.

use super::{rules::change_percent, store};
use crate::{
    domain::{
        money::money,
        time::{kl_month, kl_today},
    },
    features::{
        commissions::{
            rules::{month_end::rank_reached, Kpi},
            store as commission_store,
        },
        rankings::{rules as ranking_rules, store as ranking_store},
    },
    http::{
        auth::{CurrentUser, Permission, UserAuth},
        ok,
        tags::ApiTags,
        ApiResult,
    },
};
use chrono::{DateTime, Months, Utc};
use poem_openapi::{Object, OpenApi};
use sqlx::PgConnection;

#[derive(Object)]
pub struct StatusCount {
    /// unpaid, approval, to_ship or delivery
    pub status: String,
    pub count: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct LowStockItem {
    pub product_id: i64,
    pub product: String,
    #[oai(nullable)]
    pub variant: Option<String>,
    pub branch: String,
    pub quantity: i32,
}

#[derive(Object)]
pub struct Performer {
    pub position: i64,
    pub id: i64,
    pub name: String,
    pub amount: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct HqDashboard {
    /// Completed sales (goods after vouchers) counted today, Kuala Lumpur time.
    pub sales_today: String,
    pub sales_this_month: String,
    pub sales_last_month: String,
    /// This month against last, whole percent; null when last month had none.
    #[oai(nullable)]
    pub sales_change_percent: Option<i64>,
    pub orders_today: i64,
    pub orders_waiting: Vec<StatusCount>,
    pub low_stock: Vec<LowStockItem>,
    pub low_stock_count: i64,
    pub new_agents_this_month: i64,
    pub new_agents_last_month: i64,
    /// By personal sales this month.
    pub top_performers: Vec<Performer>,
    pub payouts_waiting: i64,
    pub payouts_waiting_amount: String,
}

#[derive(Object)]
pub struct GreetingText {
    pub subject: String,
    pub detail: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PinnedNews {
    pub id: i64,
    pub subject: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AgentDashboard {
    pub personal_sales: String,
    pub group_sales: String,
    /// This month's own sales against last month's, whole percent; null when last month had none.
    #[oai(nullable)]
    pub personal_sales_change_percent: Option<i64>,
    pub team_size: i64,
    pub new_recruits_this_month: i64,
    /// Provisional commission this month so far.
    pub commission_this_month: String,
    /// The commission rank the month's figures reach so far.
    #[oai(nullable)]
    pub rank: Option<String>,
    /// The next rank and how far: the least-met of its targets, 0–100.
    #[oai(nullable)]
    pub next_rank: Option<String>,
    #[oai(nullable)]
    pub next_rank_percent: Option<i64>,
    #[oai(nullable)]
    pub greeting: Option<GreetingText>,
    pub pinned_news: Vec<PinnedNews>,
}

#[derive(Object)]
pub struct Dashboard {
    /// YYYY-MM, Kuala Lumpur
    pub period: String,
    /// HQ, and staff who read reports; null otherwise.
    #[oai(nullable)]
    pub hq: Option<HqDashboard>,
    /// Agents; null otherwise.
    #[oai(nullable)]
    pub agent: Option<AgentDashboard>,
}

async fn hq(db: &mut PgConnection) -> sqlx::Result<HqDashboard> {
    let month = kl_month(Utc::now());
    let last_month = month - Months::new(1);
    let (today, this_month, last, orders_today) =
        store::company_sales(db, kl_today(), month, last_month).await?;
    let waiting = store::orders_waiting(db).await?;
    let (low, low_count) = store::low_stock(db, 5).await?;
    let (new_now, new_before) = store::new_agents(db, month, last_month).await?;
    let top = ranking_store::top(db, ranking_rules::Measure::PersonalSales, month, None, 3).await?;
    let (payouts, payouts_amount) = store::payouts_waiting(db).await?;
    Ok(HqDashboard {
        sales_today: money(today),
        sales_this_month: money(this_month),
        sales_last_month: money(last),
        sales_change_percent: change_percent(this_month, last),
        orders_today,
        orders_waiting: waiting
            .into_iter()
            .map(|(status, count)| StatusCount { status, count })
            .collect(),
        low_stock: low
            .into_iter()
            .map(|l| LowStockItem {
                product_id: l.product_id,
                product: l.product,
                variant: l.variant,
                branch: l.branch,
                quantity: l.quantity,
            })
            .collect(),
        low_stock_count: low_count,
        new_agents_this_month: new_now,
        new_agents_last_month: new_before,
        top_performers: top
            .into_iter()
            .filter(|r| r.position <= 3)
            .map(|r| Performer {
                position: r.position,
                id: r.agent_id,
                name: if r.name.is_empty() {
                    r.username
                } else {
                    r.name
                },
                amount: money(r.value),
            })
            .collect(),
        payouts_waiting: payouts,
        payouts_waiting_amount: money(payouts_amount),
    })
}

async fn agent(db: &mut PgConnection, user: &CurrentUser) -> sqlx::Result<AgentDashboard> {
    let month = kl_month(Utc::now());
    let last_month = month - Months::new(1);
    let m = store::agent_month(db, user.id, month, last_month).await?;
    let figures = ranking_store::month(db, user.id, month).await?;
    let ranks = commission_store::commission_ranks(db).await?;
    let kpi = Kpi::with_biggest_leg(
        figures.personal_amount,
        figures.group_amount,
        figures.group_amount - figures.side_group_amount,
    );
    let reached = rank_reached(&kpi, &ranks);
    let next = match reached {
        Some(r) => ranks
            .iter()
            .position(|x| x.id == r.id)
            .and_then(|i| ranks.get(i + 1)),
        None => ranks.first(),
    };
    let next_percent = next.map(|n| {
        ranking_rules::rank_requirements(
            n.personal_sales,
            n.total_personal_group_sales,
            n.side_group_sales,
            None,
            &figures,
        )
        .iter()
        .map(|r| r.percent())
        .min()
        .unwrap_or(100)
    });
    let greeting = store::greeting(db, user.tier_id).await?;
    let news = store::pinned_news(db, 3).await?;
    Ok(AgentDashboard {
        personal_sales: money(m.personal_sales),
        group_sales: money(m.group_sales),
        personal_sales_change_percent: change_percent(
            m.personal_sales,
            m.personal_sales_last_month,
        ),
        team_size: m.team.into(),
        new_recruits_this_month: m.new_recruits,
        commission_this_month: money(m.commission),
        rank: reached.map(|r| r.name.clone()),
        next_rank: next.map(|n| n.name.clone()),
        next_rank_percent: next_percent,
        greeting: greeting.map(|(subject, detail)| GreetingText { subject, detail }),
        pinned_news: news
            .into_iter()
            .map(|n| PinnedNews {
                id: n.id,
                subject: n.subject,
                created_at: n.created_at,
            })
            .collect(),
    })
}

pub struct DashboardApi;

#[OpenApi(tag = "ApiTags::Reports")]
impl DashboardApi {
    /// The signed-in user's dashboard figures (HQ's or an agent's).
    #[oai(path = "/dashboard", method = "get")]
    async fn dashboard(&self, auth: UserAuth) -> ApiResult<Dashboard> {
        let user = &auth.0;
        let mut db = auth.db().await?;
        let reads_reports = user.is_hq_side()
            && (user.can(Permission::ManageOrders) || user.can(Permission::ApproveManualPayment));
        let hq = if reads_reports {
            Some(hq(&mut db).await?)
        } else {
            None
        };
        let agent = if user.is_agent() {
            Some(agent(&mut db, user).await?)
        } else {
            None
        };
        ok(Dashboard {
            period: kl_month(Utc::now()).format("%Y-%m").to_string(),
            hq,
            agent,
        })
    }
}
