//! `/commission/periods`, `/commission/close/preview` and `/commission/close`: HQ closes an ended
//! month, once, turning every agent's earnings into a statement that never changes.

use super::{by_kind, period_of, period_text, AgentRef, CommissionKindSum};
use crate::features::commissions::{engine, rules::payouts::can_close, store};
use crate::{
    domain::{money::money, time::kl_month},
    http::{
        auth::{grant, HqAdminAuth, StaffAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
};
use chrono::{DateTime, Utc};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;
use std::collections::HashMap;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionPeriod {
    pub period: String,
    /// open or closed
    pub status: String,
    pub total: String,
    pub agents: i64,
    #[oai(nullable)]
    pub closed_at: Option<DateTime<Utc>>,
}

#[derive(Object)]
pub struct AgentStatement {
    pub agent: AgentRef,
    pub total: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ClosePreview {
    pub period: String,
    pub closable: bool,
    /// Why it cannot be closed.
    #[oai(nullable)]
    pub reason: Option<String>,
    pub total: String,
    pub by_kind: Vec<CommissionKindSum>,
    pub agents: i64,
    /// The 100 biggest statements.
    pub statements: Vec<AgentStatement>,
}

#[derive(Object)]
pub struct CloseInput {
    /// YYYY-MM
    pub period: Text,
}

fn period_view(p: store::PeriodRow) -> CommissionPeriod {
    CommissionPeriod {
        period: period_text(p.period),
        status: if p.closed { "closed" } else { "open" }.into(),
        total: money(p.total),
        agents: p.agents,
        closed_at: p.closed_at,
    }
}

pub struct CommissionCloseApi;

#[OpenApi(tag = "ApiTags::Commissions")]
impl CommissionCloseApi {
    /// This month and every month with earnings, newest first, open or closed.
    #[oai(path = "/commission/periods", method = "get")]
    async fn periods(
        &self,
        auth: StaffAuth<grant::ApproveManualPayment>,
    ) -> ApiResult<Vec<CommissionPeriod>> {
        let mut db = auth.db().await?;
        let rows = store::close_periods(&mut db, kl_month(Utc::now())).await?;
        ok(rows.into_iter().map(period_view).collect())
    }

    /// What closing a month would commit: its total by kind and each agent's statement.
    #[oai(path = "/commission/close/preview", method = "get")]
    async fn preview(
        &self,
        auth: HqAdminAuth,
        period: Query<Option<String>>,
    ) -> ApiResult<ClosePreview> {
        let period = period_of(&period.0)?;
        let mut db = auth.db().await?;
        let reason = if store::is_closed(&mut db, period).await? {
            Some(Msg::PeriodClosed)
        } else if !can_close(period, kl_month(Utc::now())) {
            Some(Msg::PeriodNotEnded)
        } else {
            None
        };
        let mut sums = store::company_sums_by_kind(&mut db, period).await?;
        let mut totals: HashMap<i64, Decimal> = store::agent_totals(&mut db, period)
            .await?
            .into_iter()
            .collect();
        // An open month's month-end commissions are not entries yet: worked out here as the close
        // will write them.
        if reason != Some(Msg::PeriodClosed) {
            let month_end = engine::month_end_of(&mut db, period).await?;
            for e in &month_end.earnings {
                *totals.entry(e.agent_id).or_default() += e.amount;
                match sums.iter_mut().find(|(k, _, _)| k == e.kind.code()) {
                    Some((_, amount, n)) => {
                        *amount += e.amount;
                        *n += 1;
                    }
                    None => sums.push((e.kind.code().to_string(), e.amount, 1)),
                }
            }
        }
        let (total, by_kind) = by_kind(&sums);
        let agents = totals.len() as i64;
        let mut biggest: Vec<(i64, Decimal)> = totals.into_iter().collect();
        biggest.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        biggest.truncate(100);
        let ids: Vec<i64> = biggest.iter().map(|(id, _)| *id).collect();
        let names = store::agent_refs(&mut db, &ids).await?;
        ok(ClosePreview {
            period: period_text(period),
            closable: reason.is_none(),
            reason: reason.map(|m| t(m).to_string()),
            total: money(total),
            by_kind,
            agents,
            statements: biggest
                .into_iter()
                .map(|(id, total)| {
                    let (name, username) = names
                        .iter()
                        .find(|n| n.0 == id)
                        .map(|n| (n.1.clone(), n.2.clone()))
                        .unwrap_or_default();
                    AgentStatement {
                        agent: AgentRef {
                            id,
                            name: if name.is_empty() {
                                username.clone()
                            } else {
                                name
                            },
                            username,
                        },
                        total: money(total),
                    }
                })
                .collect(),
        })
    }

    /// Closes an ended month, once (a second close, even at the same moment, is 409).
    #[oai(path = "/commission/close", method = "post")]
    async fn close(
        &self,
        auth: HqAdminAuth,
        body: Json<CloseInput>,
    ) -> ApiResult<CommissionPeriod> {
        let period = period_of(&Some(body.period.to_string()))?;
        if !can_close(period, kl_month(Utc::now())) {
            return Err(ApiError::field("period", Msg::PeriodNotEnded));
        }
        let mut db = auth.db().await?;
        let closed = engine::close(&mut db, period, auth.0.id)
            .await?
            .ok_or_else(|| ApiError::conflict_rule(Msg::PeriodClosed, "period_closed"))?;
        ok_with(Msg::PeriodClosedNow, period_view(closed))
    }
}
