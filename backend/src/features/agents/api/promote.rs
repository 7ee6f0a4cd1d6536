//! `/promote-demote`: tier changes, upline changes (moving the whole subtree) and suspension, each
//! kept in the agent's history. HQ, or staff with "promote/demote/suspend".

use super::{
    database::AgentPage,
    record::{agent_record, AgentRecord},
    rules::{self, Change},
    store,
};
use crate::http::auth::{grant, HqAuth, StaffAuth};
use crate::http::text::Text;
use crate::{
    http::tags::ApiTags,
    http::{contains_pattern, ok, ok_with, paging, search_pattern, ApiError, ApiResult},
    i18n::Msg,
};
use chrono::{DateTime, Datelike, TimeZone, Utc};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct TierCount {
    pub tier_id: i64,
    pub tier_name: String,
    pub agents: i64,
}

#[derive(Object, Default)]
pub struct StatusCounts {
    pub new: i64,
    pub active: i64,
    pub inactive: i64,
    pub suspended: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct NetworkSummary {
    pub by_tier: Vec<TierCount>,
    pub by_status: StatusCounts,
    pub changes_this_month: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct UplineCandidate {
    pub id: i64,
    pub name: String,
    pub username: String,
    #[oai(nullable)]
    pub tier_name: Option<String>,
    #[oai(nullable)]
    pub tier_rank: Option<i32>,
}

/// A change (spec §3 Promote/demote: id, type, uplineId, helperId).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ChangeRequest {
    pub id: i64,
    /// promote, demote or upline
    #[oai(rename = "type")]
    pub kind: Text,
    /// The new tier (promote, demote).
    #[oai(nullable)]
    pub tier_id: Option<i64>,
    /// The new upline: required for `upline`, and when the new tier equals the upline's.
    /// Null with `upline` moves the agent to the top of the network.
    #[oai(nullable)]
    pub upline_id: Option<i64>,
    #[oai(nullable)]
    pub helper_id: Option<i64>,
}

use crate::http::forms::SuspendRequest;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AgentChange {
    pub id: i64,
    #[oai(rename = "type")]
    pub kind: String,
    #[oai(nullable)]
    pub from_tier: Option<String>,
    #[oai(nullable)]
    pub to_tier: Option<String>,
    #[oai(nullable)]
    pub from_upline: Option<String>,
    #[oai(nullable)]
    pub to_upline: Option<String>,
    #[oai(nullable)]
    pub by: Option<String>,
    pub at: DateTime<Utc>,
}

pub struct PromoteDemoteApi;

#[OpenApi(prefix_path = "/promote-demote", tag = "ApiTags::Agents")]
impl PromoteDemoteApi {
    /// The agents to act on (the agent database's list and filters).
    #[oai(path = "/", method = "get")]
    async fn list(
        &self,
        auth: StaffAuth<grant::PromoteDemoteSuspend>,
        search: Query<Option<String>>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
        status: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<AgentPage> {
        let search = search
            .0
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty());
        let f = store::AgentFilter {
            id: search.as_deref().and_then(|s| s.parse().ok()),
            pattern: search.as_deref().map(contains_pattern),
            tier_id: tier_id.0,
            status: status.0.filter(|s| !s.is_empty()),
            ..Default::default()
        };
        let (page, per_page) = paging(page.0, per_page.0);
        let mut db = auth.db().await?;
        let total = store::count_agents(&mut db, &f).await?;
        let rows = store::list_agents(&mut db, &f, per_page, (page - 1) * per_page).await?;
        ok(AgentPage {
            items: rows.into_iter().map(super::database::list_item).collect(),
            page,
            per_page,
            total,
        })
    }

    /// Agents by tier and by status, and how many changes were made this month (Kuala Lumpur).
    #[oai(path = "/summary", method = "get")]
    async fn summary(
        &self,
        auth: StaffAuth<grant::PromoteDemoteSuspend>,
    ) -> ApiResult<NetworkSummary> {
        let mut db = auth.db().await?;
        let mut by_status = StatusCounts::default();
        for (status, n) in store::status_counts(&mut db).await? {
            match status.as_str() {
                "new" => by_status.new = n,
                "active" => by_status.active = n,
                "inactive" => by_status.inactive = n,
                _ => by_status.suspended = n,
            }
        }
        let kl = chrono_tz::Asia::Kuala_Lumpur;
        let today = Utc::now().with_timezone(&kl).date_naive();
        let month_start = kl
            .with_ymd_and_hms(today.year(), today.month(), 1, 0, 0, 0)
            .single()
            .map(|d| d.with_timezone(&Utc))
            .unwrap_or_else(Utc::now);
        ok(NetworkSummary {
            by_tier: store::tier_counts(&mut db)
                .await?
                .into_iter()
                .map(|(tier_id, tier_name, agents)| TierCount {
                    tier_id,
                    tier_name,
                    agents,
                })
                .collect(),
            by_status,
            changes_this_month: store::changes_since(&mut db, month_start).await?,
        })
    }

    /// Candidates for an agent's new upline: outside the agent's subtree, in a tier above `tierId`.
    #[oai(path = "/upline-list", method = "get")]
    async fn upline_list(
        &self,
        auth: StaffAuth<grant::PromoteDemoteSuspend>,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<i64>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<i64>,
        search: Query<Option<String>>,
    ) -> ApiResult<Vec<UplineCandidate>> {
        let mut db = auth.db().await?;
        let agent = store::place(&mut db, agent_id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let rank = store::tier_rank(&mut db, tier_id.0)
            .await?
            .ok_or_else(|| ApiError::field("tierId", Msg::UnknownTier))?;
        let pattern = search_pattern(search.0.as_deref());
        let rows =
            store::upline_candidates(&mut db, &agent.tree_path, rank, pattern.as_deref()).await?;
        ok(rows
            .into_iter()
            .map(
                |(id, name, username, tier_name, tier_rank)| UplineCandidate {
                    id,
                    name: super::display_name(name, &username),
                    username,
                    tier_name,
                    tier_rank,
                },
            )
            .collect())
    }

    /// Promotes, demotes or moves an agent (with their whole subtree) under a new upline. When the
    /// resulting tier equals the upline's tier a new upline must be chosen; an agent is never moved
    /// under their own downline.
    #[oai(path = "/store", method = "post")]
    async fn store(
        &self,
        auth: StaffAuth<grant::PromoteDemoteSuspend>,
        body: Json<ChangeRequest>,
    ) -> ApiResult<AgentRecord> {
        let user = &auth.0;
        let change =
            Change::parse(&body.kind).ok_or_else(|| ApiError::field("type", Msg::InvalidChoice))?;
        let mut db = user.db().await?;
        // Lock the agent's row: two changes to one agent queue up.
        store::lock_agent(&mut db, body.id).await?;
        let agent = store::place(&mut db, body.id)
            .await?
            .ok_or_else(ApiError::not_found)?;

        // The resulting tier.
        let (new_tier, new_rank) = match change {
            Change::Promote | Change::Demote => {
                let tier = body
                    .tier_id
                    .ok_or_else(|| ApiError::field("tierId", Msg::Required))?;
                let rank = store::tier_rank(&mut db, tier)
                    .await?
                    .ok_or_else(|| ApiError::field("tierId", Msg::UnknownTier))?;
                if !rules::tier_change_allowed(change, agent.tier_rank, rank) {
                    let msg = if change == Change::Promote {
                        Msg::NotAPromotion
                    } else {
                        Msg::NotADemotion
                    };
                    return Err(ApiError::field("tierId", msg));
                }
                (Some(tier), Some(rank))
            }
            Change::Upline => (agent.tier_id, agent.tier_rank),
        };

        // The resulting upline: the one sent (an agent outside the subtree, or HQ = the top), or
        // for a tier change without one, the current one.
        let moving = change == Change::Upline || body.upline_id.is_some();
        let hq = store::hq_user(&mut db).await?;
        let (upline_id, upline_rank) = if moving {
            match body.upline_id {
                None => (hq, None),
                Some(u) => match store::place(&mut db, u).await? {
                    Some(p) => {
                        if rules::is_within(&agent.tree_path, &p.tree_path) {
                            return Err(ApiError::field("uplineId", Msg::UplineInOwnDownline));
                        }
                        if p.status == "suspended" {
                            return Err(ApiError::field("uplineId", Msg::NotFound));
                        }
                        (p.id, p.tier_rank)
                    }
                    None if u == hq => (hq, None),
                    None => return Err(ApiError::field("uplineId", Msg::NotFound)),
                },
            }
        } else {
            let current = match agent.upline_id {
                Some(u) => store::place(&mut db, u).await?,
                None => None,
            };
            (
                agent.upline_id.unwrap_or(hq),
                current.and_then(|p| p.tier_rank),
            )
        };
        if rules::same_tier_as_upline(new_rank, upline_rank) {
            return Err(ApiError::field("uplineId", Msg::SameTierAsUpline));
        }
        if let Some(h) = body.helper_id {
            if store::place(&mut db, h).await?.is_none() {
                return Err(ApiError::field("helperId", Msg::NotFound));
            }
        }

        if new_tier != agent.tier_id {
            if let Some(t) = new_tier {
                store::set_tier(&mut db, agent.id, t).await?;
            }
        }
        if moving && Some(upline_id) != agent.upline_id {
            store::move_subtree(&mut db, &agent, Some(upline_id)).await?;
        }
        if body.helper_id.is_some() {
            store::set_helper(&mut db, agent.id, body.helper_id).await?;
        }
        store::record_change(
            &mut db,
            &store::ChangeRecord {
                agent_id: agent.id,
                kind: change.as_str(),
                from_tier: agent.tier_id,
                to_tier: new_tier,
                from_upline: agent.upline_id,
                to_upline: Some(upline_id),
                by: Some(user.id),
            },
        )
        .await?;
        ok_with(Msg::Saved, agent_record(&mut db, agent.id, None).await?)
    }

    /// Suspends (sign-in blocked, sessions ended) or unsuspends (the status before returns).
    #[oai(path = "/suspend", method = "post")]
    async fn suspend(
        &self,
        auth: StaffAuth<grant::PromoteDemoteSuspend>,
        body: Json<SuspendRequest>,
    ) -> ApiResult<AgentRecord> {
        let user = &auth.0;
        let mut db = user.db().await?;
        if store::place(&mut db, body.id).await?.is_none() {
            return Err(ApiError::not_found());
        }
        store::set_suspended(&mut db, body.id, body.suspended).await?;
        store::record_change(
            &mut db,
            &store::ChangeRecord::status(
                body.id,
                if body.suspended {
                    "suspend"
                } else {
                    "unsuspend"
                },
                user.id,
            ),
        )
        .await?;
        ok_with(Msg::Saved, agent_record(&mut db, body.id, None).await?)
    }

    /// An agent's changes, newest first.
    #[oai(path = "/history", method = "get")]
    async fn history(
        &self,
        auth: HqAuth,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<i64>,
    ) -> ApiResult<Vec<AgentChange>> {
        let mut db = auth.db().await?;
        ok(store::changes(&mut db, agent_id.0)
            .await?
            .into_iter()
            .map(|c| AgentChange {
                id: c.id,
                kind: c.kind,
                from_tier: c.from_tier,
                to_tier: c.to_tier,
                from_upline: c.from_upline,
                to_upline: c.to_upline,
                by: c.by,
                at: c.at,
            })
            .collect())
    }
}
