//! HTTP of the agent network: recruitment links, `/user/self-register` (the leader link) and
//! `/user/family-tree`; the agent database and promote/demote live beside this file.

pub mod database;
pub mod promote;

use super::{rules, store};
use crate::http::text::Text;
use crate::{
    features::{auth, profile::rules as profile_rules},
    http::{
        auth::UserAuth, constraint_of, middleware::ClientIp, ok, ok_with, ratelimit, ApiError,
        ApiResult, FieldErrors,
    },
    i18n::{self, t, text, Lang, Msg},
    integrations::email,
    tenancy::Tenant,
    {http::tags::ApiTags, state::AppState},
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
    #[oai(nullable)]
    pub family_helper_id: Option<i64>,
    pub username: Text,
    pub email: Text,
    pub password: Text,
    /// individual or company
    #[oai(nullable)]
    pub acc_category: Option<Text>,
    pub acc_first_name: Text,
    #[oai(nullable)]
    pub acc_last_name: Option<Text>,
    #[oai(nullable)]
    pub acc_company: Option<Text>,
    /// MyKad number (12 digits).
    #[oai(nullable)]
    pub acc_identity: Option<Text>,
    pub acc_code_phone: Text,
    pub acc_phone: Text,
    /// en, id or my
    #[oai(nullable)]
    pub lang: Option<Text>,
}

#[derive(Object)]
pub struct Registered {
    /// Where the 6-digit code was sent.
    pub email: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct FamilyNode {
    pub id: i64,
    pub username: String,
    pub name: String,
    #[oai(nullable)]
    pub tier: Option<String>,
    /// new, active, inactive or suspended
    pub status: String,
    #[oai(nullable)]
    pub upline_id: Option<i64>,
    /// Direct downline.
    pub downline_count: i64,
    /// Everyone below.
    pub group_count: i64,
    /// Sales of everyone below (from orders).
    pub group_sales: String,
    /// For search matches: the uplines from the viewer's top down to the match's upline.
    #[oai(nullable)]
    pub path: Option<Vec<PathStep>>,
}

#[derive(Object, Clone)]
pub struct PathStep {
    pub id: i64,
    pub name: String,
}

#[derive(Object)]
pub struct FamilyTree {
    /// The agent whose downline is listed (none at the top of the network).
    #[oai(nullable)]
    pub root: Option<FamilyNode>,
    /// The direct downline, or the matches of a name search.
    pub children: Vec<FamilyNode>,
    /// From the viewer's top down to `root`.
    pub path: Vec<PathStep>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RecruitLink {
    pub tier_id: i64,
    pub tier_name: String,
    /// The registration route on this company's host.
    pub path: String,
    pub url: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RegistrationLink {
    pub leader_id: i64,
    pub leader_name: String,
    pub leader_username: String,
    #[oai(nullable)]
    pub leader_tier: Option<String>,
    pub tier_id: i64,
    pub tier_name: String,
    pub company_name: String,
}

fn display_name(name: String, username: &str) -> String {
    if name.trim().is_empty() {
        username.to_string()
    } else {
        name
    }
}

fn node(n: store::TreeNode) -> FamilyNode {
    FamilyNode {
        id: n.id,
        name: display_name(n.name, &n.username),
        username: n.username,
        tier: n.tier_name,
        status: n.status,
        upline_id: n.upline_id,
        downline_count: n.downline_count,
        group_count: n.group_size.into(),
        group_sales: "0.00".into(),
        path: None,
    }
}

/// The steps from `top` (a path index into `ids`) down to, and without, the last id.
async fn steps(db: &mut sqlx::PgConnection, ids: &[i64]) -> Result<Vec<PathStep>, ApiError> {
    Ok(store::names(db, ids)
        .await?
        .into_iter()
        .map(|(id, name)| PathStep { id, name })
        .collect())
}

/// The part of a path the viewer may see: from the viewer down (agents), or all of it (HQ side).
fn visible_ids(path: &str, viewer: Option<i64>) -> Vec<i64> {
    let ids = rules::path_ids(path);
    match viewer {
        None => ids,
        Some(me) => match ids.iter().position(|id| *id == me) {
            Some(at) => ids[at..].to_vec(),
            None => Vec::new(),
        },
    }
}

/// The person fields of a registration (self-registration and HQ's), as sent.
pub struct PersonInput<'a> {
    pub username: &'a str,
    pub email: &'a str,
    pub category: Option<&'a str>,
    pub first_name: &'a str,
    pub last_name: Option<&'a str>,
    pub company: Option<&'a str>,
    pub identity: Option<&'a str>,
    pub phone_code: &'a str,
    pub phone: &'a str,
}

/// The same, checked and normalised.
pub struct Person {
    pub email: String,
    pub username: String,
    pub first_name: String,
    pub last_name: Option<String>,
    pub category: String,
    pub company_name: Option<String>,
    pub identity: Option<String>,
    pub phone_code: String,
    pub phone: String,
}

impl Person {
    pub fn new_agent<'a>(
        &'a self,
        password_hash: Option<&'a str>,
        tier_id: i64,
        upline_id: i64,
        helper_id: Option<i64>,
        lang: Lang,
    ) -> store::NewAgent<'a> {
        store::NewAgent {
            email: &self.email,
            username: &self.username,
            password_hash,
            tier_id,
            upline_id,
            helper_id,
            category: &self.category,
            company_name: self.company_name.as_deref(),
            first_name: &self.first_name,
            last_name: self.last_name.as_deref(),
            identity_number: self.identity.as_deref(),
            phone_code: &self.phone_code,
            phone: &self.phone,
            language: lang.code(),
        }
    }
}

fn filled(s: Option<&str>) -> Option<String> {
    s.map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// Checks a registration's person fields, naming each that fails: e-mail, username, first name,
/// category (a company needs its name), MyKad number and phone.
pub fn check_person(e: &mut FieldErrors, p: &PersonInput<'_>) -> Person {
    let email = auth::rules::normalise_email(p.email).unwrap_or_else(|| {
        e.add("email", t(Msg::InvalidEmail));
        String::new()
    });
    let username = p.username.trim().to_string();
    if !rules::is_username(&username) {
        e.add("username", t(Msg::InvalidUsername));
    }
    let first_name = p.first_name.trim().to_string();
    if first_name.is_empty() {
        e.add("accFirstName", t(Msg::Required));
    }
    let category = p.category.unwrap_or("individual").to_string();
    if !matches!(category.as_str(), "individual" | "company") {
        e.add("accCategory", t(Msg::InvalidChoice));
    }
    let company_name = filled(p.company);
    if category == "company" && company_name.is_none() {
        e.add("accCompany", t(Msg::Required));
    }
    let identity = filled(p.identity).and_then(|ic| {
        rules::parse_mykad(&ic, chrono::Utc::now().date_naive()).or_else(|| {
            e.add("accIdentity", t(Msg::InvalidIdentity));
            None
        })
    });
    let phone = profile_rules::normalise_phone(p.phone)
        .ok()
        .flatten()
        .unwrap_or_else(|| {
            e.add("accPhone", t(Msg::InvalidPhone));
            String::new()
        });
    Person {
        email,
        username,
        first_name,
        last_name: filled(p.last_name),
        category,
        company_name,
        identity,
        phone_code: p.phone_code.trim().to_string(),
        phone,
    }
}

/// A URL path segment, percent-encoded.
fn segment(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes())
        .collect::<String>()
        .replace('+', "%20")
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
            return Err(ApiError::field("comId", Msg::InvalidRegistrationLink));
        }
        let mut e = FieldErrors::default();
        let person = check_person(
            &mut e,
            &PersonInput {
                username: &b.username,
                email: &b.email,
                category: b.acc_category.as_deref(),
                first_name: &b.acc_first_name,
                last_name: b.acc_last_name.as_deref(),
                company: b.acc_company.as_deref(),
                identity: b.acc_identity.as_deref(),
                phone_code: &b.acc_code_phone,
                phone: &b.acc_phone,
            },
        );
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
        let tier_rank =
            tier_rank.ok_or_else(|| ApiError::field("usrTierId", Msg::InvalidRegistrationLink))?;
        let leader = leader
            .filter(|l| l.status != "suspended")
            .ok_or_else(|| ApiError::field("familyDirectId", Msg::InvalidRegistrationLink))?;
        if !helper_ok {
            return Err(ApiError::field(
                "familyHelperId",
                Msg::InvalidRegistrationLink,
            ));
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
            &person.new_agent(
                Some(&hash),
                b.usr_tier_id,
                leader.id,
                b.family_helper_id,
                lang,
            ),
        )
        .await
        .map_err(|e| match constraint_of(&e) {
            Some("users_email_key") => ApiError::field("email", Msg::EmailTaken),
            Some("users_username_key") => ApiError::field("username", Msg::UsernameTaken),
            Some("users_identity_key") => ApiError::field("accIdentity", Msg::IdentityTaken),
            _ => ApiError::from(e),
        })?;
        store::place_in_tree(&mut db, id).await?;
        let code = auth::store::issue_code(&mut db, &state.config.secret_key, id).await?;
        email::enqueue(
            &mut db,
            &person.email,
            text(lang, Msg::EmailSubjectCode),
            &text(lang, Msg::EmailBodyCode).replace("{code}", &code),
        )
        .await?;
        ok_with(
            Msg::AccountUnverified,
            Registered {
                email: person.email,
            },
        )
    }

    /// The tiers the signed-in user may recruit into, each with its registration link.
    #[oai(path = "/user/recruit-links", method = "get")]
    async fn recruit_links(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        req: &Request,
    ) -> ApiResult<Vec<RecruitLink>> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let me = store::leader(&mut db, user.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let record = store::names(&mut db, &[user.id]).await?;
        let my_name = record.first().map(|r| r.1.clone()).unwrap_or_default();
        let username: String = sqlx::query_scalar("select username from users where id = $1")
            .bind(user.id)
            .fetch_one(&mut *db)
            .await?;
        let tiers = store::tiers(&mut db).await?;
        let my_tier = tiers
            .iter()
            .find(|t| Some(t.2) == me.tier_rank)
            .map(|t| t.1.clone())
            .unwrap_or_else(|| "HQ".into());
        let origin = state.config.origin_of(&crate::http::request_host(req));
        let company = user.tenant.company.id;
        ok(tiers
            .into_iter()
            .filter(|(_, _, rank)| rules::may_recruit_into(me.tier_rank, me.role == "hq", *rank))
            .map(|(tier_id, tier_name, _)| {
                let path = format!(
                    "/new-registration/{}/{}/{}/{}/{}/{}/{}",
                    segment(&username),
                    segment(&my_name),
                    segment(&my_tier),
                    user.id,
                    segment(&tier_name),
                    tier_id,
                    company
                );
                RecruitLink {
                    url: format!("{origin}{path}"),
                    tier_id,
                    tier_name,
                    path,
                }
            })
            .collect())
    }

    /// What a registration link really offers: the leader, the tier and the company as the server
    /// knows them (404 when they do not exist, do not belong together, or the leader may not
    /// recruit into the tier).
    #[oai(path = "/user/registration-link", method = "get")]
    async fn registration_link(
        &self,
        tenant: Tenant,
        #[oai(name = "leaderId", validator(minimum(value = "1")))] leader_id: Query<i64>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<i64>,
        #[oai(name = "companyId", validator(minimum(value = "1")))] company_id: Query<i64>,
    ) -> ApiResult<RegistrationLink> {
        let invalid = || ApiError::not_found_msg(Msg::InvalidRegistrationLink);
        if company_id.0 != tenant.company.id {
            return Err(invalid());
        }
        let mut db = tenant.db().await?;
        let leader = store::leader(&mut db, leader_id.0)
            .await?
            .filter(|l| l.status != "suspended" && matches!(l.role.as_str(), "agent" | "hq"))
            .ok_or_else(invalid)?;
        let tiers = store::tiers(&mut db).await?;
        let tier = tiers
            .iter()
            .find(|t| t.0 == tier_id.0)
            .ok_or_else(invalid)?;
        if !rules::may_recruit_into(leader.tier_rank, leader.role == "hq", tier.2) {
            return Err(invalid());
        }
        let name = store::names(&mut db, &[leader.id]).await?;
        let username: String = sqlx::query_scalar("select username from users where id = $1")
            .bind(leader.id)
            .fetch_one(&mut *db)
            .await?;
        ok(RegistrationLink {
            leader_id: leader.id,
            leader_name: name.first().map(|n| n.1.clone()).unwrap_or_default(),
            leader_username: username,
            leader_tier: tiers
                .iter()
                .find(|t| Some(t.2) == leader.tier_rank)
                .map(|t| t.1.clone()),
            tier_id: tier.0,
            tier_name: tier.1.clone(),
            company_name: tenant.company.name.clone(),
        })
    }

    /// An agent's downline, a level at a time: an agent sees only their own downline, HQ and staff
    /// see everyone. `agentName` searches the viewer's downline by name or username; each match
    /// carries the path from the viewer to it.
    #[oai(path = "/user/family-tree", method = "get")]
    async fn family_tree(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<Option<i64>>,
        #[oai(name = "agentName")] agent_name: Query<Option<String>>,
    ) -> ApiResult<FamilyTree> {
        let user = &auth.0;
        let mut db = user.db().await?;
        // Agents see from themselves down; HQ side sees the whole network.
        let viewer = if user.is_hq_side() {
            None
        } else {
            Some(
                store::place(&mut db, user.id)
                    .await?
                    .ok_or_else(ApiError::not_found)?,
            )
        };
        let viewer_id = viewer.as_ref().map(|v| v.id);
        if let Some(text) = agent_name
            .0
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let found =
                store::search(&mut db, viewer.as_ref().map(|v| v.tree_path.as_str()), text).await?;
            let mut children = Vec::new();
            for n in found {
                let mut ids = visible_ids(n.tree_path.as_deref().unwrap_or(""), viewer_id);
                ids.pop();
                let path = steps(&mut db, &ids).await?;
                let mut shown = node(n);
                shown.path = Some(path);
                children.push(shown);
            }
            return ok(FamilyTree {
                root: None,
                children,
                path: Vec::new(),
            });
        }
        let root = match (id.0, &viewer) {
            (Some(target), Some(me)) if target != me.id => {
                let inside = store::place(&mut db, target)
                    .await?
                    .is_some_and(|p| rules::is_within(&me.tree_path, &p.tree_path));
                if !inside {
                    return Err(ApiError::not_found());
                }
                Some(target)
            }
            (Some(target), _) => Some(target),
            (None, me) => me.as_ref().map(|m| m.id),
        };
        let root_node = match root {
            Some(r) => Some(
                store::node(&mut db, r)
                    .await?
                    .ok_or_else(ApiError::not_found)?,
            ),
            None => None,
        };
        let path = match &root_node {
            Some(n) => {
                let ids = visible_ids(n.tree_path.as_deref().unwrap_or(""), viewer_id);
                steps(&mut db, &ids).await?
            }
            None => Vec::new(),
        };
        let children = store::children(&mut db, root, 500).await?;
        ok(FamilyTree {
            root: root_node.map(node),
            children: children.into_iter().map(node).collect(),
            path,
        })
    }

    /// Whether the signed-in user still owes a membership survey answer (there is no survey yet).
    #[oai(path = "/membership/survey/check-response", method = "get")]
    async fn survey_check(&self, _auth: UserAuth) -> ApiResult<SurveyCheck> {
        ok(SurveyCheck {
            required: false,
            responded: true,
        })
    }
}

#[derive(Object)]
pub struct SurveyCheck {
    pub required: bool,
    pub responded: bool,
}
