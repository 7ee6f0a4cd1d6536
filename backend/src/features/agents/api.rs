//! HTTP of the agent network: `/user/self-register` (the leader link) and `/user/family-tree`.

use super::{rules, store};
use crate::{
    app::{ApiTags, AppState},
    features::{auth, profile::rules as profile_rules},
    http::{
        auth::UserAuth, constraint_of, middleware::ClientIp, ok, ok_with, ratelimit, ApiError,
        ApiResult, FieldErrors,
    },
    i18n::{self, t, text, Lang, Msg},
    integrations::email,
    tenancy::Tenant,
};
use poem::{web::Data, Request};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use std::sync::Arc;

/// What a new agent fills in on the leader's registration link.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SelfRegisterRequest {
    /// The company of the link; must be this host's company.
    pub com_id: i64,
    /// The tier the link recruits into.
    pub usr_tier_id: i64,
    /// The leader (upline) of the link.
    pub family_direct_id: i64,
    /// The upline helper, if any.
    pub family_helper_id: Option<i64>,
    pub username: String,
    pub email: String,
    pub password: String,
    /// individual or company
    pub acc_category: Option<String>,
    pub acc_first_name: String,
    pub acc_last_name: Option<String>,
    pub acc_company: Option<String>,
    /// MyKad number (12 digits).
    pub acc_identity: Option<String>,
    pub acc_code_phone: String,
    pub acc_phone: String,
    /// en, id or my
    pub lang: Option<String>,
}

#[derive(Object)]
pub struct Registered {
    /// Where the 6-digit code was sent.
    pub email: String,
}

#[derive(Object)]
pub struct FamilyNode {
    pub id: i64,
    pub username: String,
    pub name: String,
    pub tier: Option<String>,
    /// new, active, inactive or suspended
    pub status: String,
    pub upline_id: Option<i64>,
    pub downline_count: i64,
}

#[derive(Object)]
pub struct FamilyTree {
    /// The agent whose downline is listed (none at the top of the network).
    pub root: Option<FamilyNode>,
    /// The direct downline, or the matches of a name search.
    pub children: Vec<FamilyNode>,
}

fn node(n: store::TreeNode) -> FamilyNode {
    FamilyNode {
        id: n.id,
        name: if n.name.is_empty() {
            n.username.clone()
        } else {
            n.name
        },
        username: n.username,
        tier: n.tier_name,
        status: n.status,
        upline_id: n.upline_id,
        downline_count: n.downline_count,
    }
}

pub struct AgentsApi;

#[OpenApi(tag = "ApiTags::Agents")]
impl AgentsApi {
    /// Registers a new agent through a leader's link, under that leader, in the link's tier; the
    /// account is *new* until the e-mailed 6-digit code is confirmed. The server checks the link's
    /// company, leader and tier itself.
    #[oai(path = "/user/self-register", method = "post")]
    async fn self_register(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        req: &Request,
        body: Json<SelfRegisterRequest>,
    ) -> ApiResult<Registered> {
        let b = &body.0;
        let ip = req
            .extensions()
            .get::<ClientIp>()
            .and_then(|c| c.0)
            .map(|i| i.to_string())
            .unwrap_or_default();
        ratelimit::check(
            &state,
            tenant.company.id,
            "register",
            &ip,
            state.config.limits.login_per_address,
        )
        .await?;
        if b.com_id != tenant.company.id {
            return Err(ApiError::field("comId", Msg::InvalidLink));
        }
        let mut e = FieldErrors::default();
        let email = auth::rules::normalise_email(&b.email).unwrap_or_else(|| {
            e.add("email", t(Msg::InvalidEmail));
            String::new()
        });
        let username = b.username.trim();
        if !rules::is_username(username) {
            e.add("username", t(Msg::InvalidUsername));
        }
        let first = b.acc_first_name.trim();
        if first.is_empty() {
            e.add("accFirstName", t(Msg::Required));
        }
        let category = b.acc_category.as_deref().unwrap_or("individual");
        if !matches!(category, "individual" | "company") {
            e.add("accCategory", t(Msg::InvalidInput));
        }
        let identity = match b
            .acc_identity
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => None,
            Some(ic) => rules::parse_mykad(ic, chrono::Utc::now().date_naive()).or_else(|| {
                e.add("accIdentity", t(Msg::InvalidIdentity));
                None
            }),
        };
        let phone = profile_rules::normalise_phone(&b.acc_phone)
            .ok()
            .flatten()
            .unwrap_or_else(|| {
                e.add("accPhone", t(Msg::InvalidPhone));
                String::new()
            });
        let missing = auth::rules::password_shortfalls(&b.password);
        if !missing.is_empty() {
            e.add(
                "password",
                auth::rules::password_message(i18n::current(), &missing),
            );
        }
        let lang = b
            .lang
            .as_deref()
            .and_then(Lang::parse)
            .unwrap_or_else(|| Lang::parse(&tenant.company.language).unwrap_or_default());
        e.finish()?;

        // The link's leader and tier must exist, belong together, and the leader may recruit into it.
        let (tier_rank, leader, helper_ok) = {
            let mut db = tenant.db().await?;
            let tier_rank = store::tier_rank(&mut db, b.usr_tier_id).await?;
            let leader = store::leader(&mut db, b.family_direct_id).await?;
            let helper_ok = match b.family_helper_id {
                Some(h) => store::leader(&mut db, h)
                    .await?
                    .is_some_and(|l| l.status != "suspended"),
                None => true,
            };
            (tier_rank, leader, helper_ok)
        };
        let tier_rank = tier_rank.ok_or_else(|| ApiError::field("usrTierId", Msg::InvalidLink))?;
        let leader = leader
            .filter(|l| l.status != "suspended")
            .ok_or_else(|| ApiError::field("familyDirectId", Msg::InvalidLink))?;
        if !helper_ok {
            return Err(ApiError::field("familyHelperId", Msg::InvalidLink));
        }
        if !rules::may_recruit_into(leader.tier_rank, leader.role == "hq", tier_rank) {
            return Err(ApiError::field("usrTierId", Msg::TierNotRecruitable));
        }

        let password = b.password.clone();
        let hash = tokio::task::spawn_blocking(move || auth::rules::hash_password(&password))
            .await
            .map_err(ApiError::internal)?;
        let mut db = tenant.db().await?;
        let id = store::insert_agent(
            &mut db,
            &store::NewAgent {
                email: &email,
                username,
                password_hash: &hash,
                tier_id: b.usr_tier_id,
                upline_id: leader.id,
                helper_id: b.family_helper_id,
                category,
                company_name: b
                    .acc_company
                    .as_deref()
                    .map(str::trim)
                    .filter(|s| !s.is_empty()),
                first_name: first,
                last_name: b
                    .acc_last_name
                    .as_deref()
                    .map(str::trim)
                    .filter(|s| !s.is_empty()),
                identity_number: identity.as_deref(),
                phone_code: b.acc_code_phone.trim(),
                phone: &phone,
                language: lang.code(),
            },
        )
        .await
        .map_err(|e| match constraint_of(&e) {
            Some("users_email_key") => ApiError::field("email", Msg::EmailTaken),
            Some("users_username_key") => ApiError::field("username", Msg::UsernameTaken),
            Some("users_identity_key") => ApiError::field("accIdentity", Msg::IdentityTaken),
            _ => ApiError::from(e),
        })?;
        let code = auth::store::issue_code(&mut db, &state.config.secret_key, id).await?;
        email::enqueue(
            &mut db,
            &email,
            text(lang, Msg::EmailSubjectCode),
            &text(lang, Msg::EmailBodyCode).replace("{code}", &code),
        )
        .await?;
        ok_with(Msg::AccountUnverified, Registered { email })
    }

    /// An agent's downline, a level at a time: an agent sees only their own downline, HQ and staff
    /// see everyone. `agentName` searches the viewer's downline by name or username.
    #[oai(path = "/user/family-tree", method = "get")]
    async fn family_tree(
        &self,
        auth: UserAuth,
        id: Query<Option<i64>>,
        #[oai(name = "agentName")] agent_name: Query<Option<String>>,
    ) -> ApiResult<FamilyTree> {
        let user = &auth.0;
        let mut db = user.tenant.db().await?;
        // The agent whose downline the viewer may see.
        let scope = if user.is_hq_side() {
            None
        } else {
            Some(user.id)
        };
        if let Some(text) = agent_name
            .0
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let found = store::search(&mut db, scope, text).await?;
            return ok(FamilyTree {
                root: None,
                children: found.into_iter().map(node).collect(),
            });
        }
        let root = match (id.0, scope) {
            (Some(target), Some(me)) if target != me => {
                if !store::in_downline(&mut db, me, target).await? {
                    return Err(ApiError::not_found());
                }
                Some(target)
            }
            (Some(target), _) => Some(target),
            (None, me) => me,
        };
        let root_node = match root {
            Some(r) => Some(
                store::node(&mut db, r)
                    .await?
                    .ok_or_else(ApiError::not_found)?,
            ),
            None => None,
        };
        let children = store::children(&mut db, root).await?;
        ok(FamilyTree {
            root: root_node.map(node),
            children: children.into_iter().map(node).collect(),
        })
    }
}
