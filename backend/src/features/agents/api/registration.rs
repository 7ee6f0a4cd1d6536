//! `/user/self-register` (a new agent through a leader's link), `/user/recruit-links` (the tiers
//! the signed-in user may recruit into, each with its link) and `/user/registration-link` (what a
//! link really offers).

use super::{check_person, PersonInput};
use crate::features::agents::{rules, store};
use crate::http::text::Text;
use crate::{
    features::auth,
    http::{
        auth::UserAuth, constraint_of, middleware::ClientIp, ok, ok_with, ratelimit, ApiError,
        ApiResult, FieldErrors,
    },
    i18n::{self, text, Lang, Msg},
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
    /// A company agent's registration number (ROC / SSM), letters, digits and dashes.
    #[oai(nullable)]
    pub acc_roc: Option<Text>,
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
    /// The terms and conditions the new agent agrees to: the tier's and those for every tier.
    pub terms: Vec<String>,
}
/// A URL path segment, percent-encoded.
fn segment(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes())
        .collect::<String>()
        .replace('+', "%20")
}
pub struct RegistrationApi;

#[OpenApi(tag = "ApiTags::Agents")]
impl RegistrationApi {
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
                roc: b.acc_roc.as_deref(),
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
        crate::features::billing::check_agent_limit(&mut db, tenant.company.id, false).await?;
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
        crate::features::notifications::new_registration(
            &mut db,
            id,
            &person.full_name(),
            &person.email,
        )
        .await?;
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
        let username = store::username(&mut db, user.id).await?;
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
        let username = store::username(&mut db, leader.id).await?;
        let terms = store::tier_terms(&mut db, tier.0).await?;
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
            terms,
        })
    }
}
