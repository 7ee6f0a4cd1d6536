//! `/agent-database/detail`, `/agent-database/register` and `/agent-database/activate`: one
//! agent's record (spec §3 Agent), HQ registering an agent under any upline, and HQ activating a
//! new or inactive agent.

use super::{check_person, display_name, steps, visible_ids, PathStep, PersonInput};
use crate::domain::{money::money, time::kl_month};
use crate::features::agents::{rules, store};
use crate::features::commissions::{rules as commission_rules, store as sales};
use crate::http::auth::{grant, StaffAuth};
use crate::http::text::Text;
use crate::{
    features::auth::store as auth_store,
    http::{auth::UserAuth, constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Lang, Msg},
    {http::tags::ApiTags, state::AppState},
};
use chrono::{DateTime, NaiveDate, Utc};
use poem::{web::Data, Request};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use std::sync::Arc;

#[derive(Object, Default)]
pub struct Address {
    #[oai(nullable)]
    pub line1: Option<String>,
    #[oai(nullable)]
    pub line2: Option<String>,
    #[oai(nullable)]
    pub postcode: Option<String>,
    #[oai(nullable)]
    pub city: Option<String>,
    #[oai(nullable)]
    pub state: Option<String>,
    #[oai(nullable)]
    pub country: Option<String>,
}

#[derive(Object, Default)]
#[oai(rename_all = "camelCase")]
pub struct Bank {
    #[oai(nullable)]
    pub country: Option<String>,
    #[oai(nullable)]
    pub bank: Option<String>,
    #[oai(nullable)]
    pub account_number: Option<String>,
    #[oai(nullable)]
    pub account_name: Option<String>,
}

#[derive(Object, Default)]
pub struct Social {
    #[oai(nullable)]
    pub facebook: Option<String>,
    #[oai(nullable)]
    pub instagram: Option<String>,
    #[oai(nullable)]
    pub tiktok: Option<String>,
    #[oai(nullable)]
    pub twitter: Option<String>,
}

/// KPI figures (spec §3 Agent) of this Kuala Lumpur month, from the sales ledger: the side group is
/// the group's sales outside its biggest leg.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Kpi {
    pub personal_sales: String,
    pub group_sales: String,
    pub total_personal_group_sales: String,
    pub side_group_sales: String,
}

/// One agent's record (spec §3 Agent).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AgentRecord {
    pub id: i64,
    pub username: String,
    pub name: String,
    #[oai(nullable)]
    pub first_name: Option<String>,
    #[oai(nullable)]
    pub last_name: Option<String>,
    #[oai(nullable)]
    pub tier_id: Option<i64>,
    #[oai(nullable)]
    pub tier_name: Option<String>,
    pub status: String,
    #[oai(nullable)]
    pub upline: Option<PathStep>,
    #[oai(nullable)]
    pub helper: Option<PathStep>,
    pub joined_at: DateTime<Utc>,
    #[oai(nullable)]
    pub verified_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub birth_date: Option<NaiveDate>,
    #[oai(nullable)]
    pub gender: Option<String>,
    #[oai(nullable)]
    pub identity_number: Option<String>,
    #[oai(nullable)]
    pub category: Option<String>,
    #[oai(nullable)]
    pub company_name: Option<String>,
    /// Company registration number (ROC) of a company agent.
    #[oai(nullable)]
    pub roc: Option<String>,
    #[oai(nullable)]
    pub phone_code: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    pub email: String,
    pub address: Address,
    pub bank: Bank,
    pub social: Social,
    pub kpi: Kpi,
    pub recruits: i64,
    pub downline: i64,
    /// The uplines from the top of the network (or the viewer) down to the direct upline.
    pub path: Vec<PathStep>,
}

/// What HQ fills in to register an agent under any upline.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct HqRegistration {
    /// None: directly under HQ.
    #[oai(nullable)]
    pub upline_id: Option<i64>,
    #[oai(nullable)]
    pub helper_id: Option<i64>,
    pub tier_id: i64,
    pub username: Text,
    pub email: Text,
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
    #[oai(nullable)]
    pub acc_identity: Option<Text>,
    pub acc_code_phone: Text,
    pub acc_phone: Text,
    /// en, id or my
    #[oai(nullable)]
    pub lang: Option<Text>,
}

#[derive(Object)]
pub struct AgentId {
    pub id: i64,
}
pub struct AgentRecordApi;

/// Builds the record; `viewer_top` limits the path an agent sees to their own part of the tree.
pub async fn agent_record(
    db: &mut sqlx::PgConnection,
    id: i64,
    viewer: Option<i64>,
) -> Result<AgentRecord, ApiError> {
    let r = store::record(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let mut ids = visible_ids(r.tree_path.as_deref().unwrap_or(""), viewer);
    ids.pop();
    let path = steps(db, &ids).await?;
    // The upline and helper in one lookup.
    let linked: Vec<i64> = [r.upline_id, r.helper_id].into_iter().flatten().collect();
    let named = store::names(db, &linked).await?;
    let step = |id: Option<i64>| {
        named
            .iter()
            .find(|(n, _)| Some(*n) == id)
            .map(|(id, name)| PathStep {
                id: *id,
                name: name.clone(),
            })
    };
    let (upline, helper) = (step(r.upline_id), step(r.helper_id));
    let name = format!(
        "{} {}",
        r.first_name.as_deref().unwrap_or(""),
        r.last_name.as_deref().unwrap_or("")
    );
    let (own, legs) = sales::sales_with_legs(db, r.id, kl_month(chrono::Utc::now())).await?;
    let k = commission_rules::kpi(own, &legs);
    Ok(AgentRecord {
        id: r.id,
        name: display_name(name.trim().to_string(), &r.username),
        username: r.username,
        first_name: r.first_name,
        last_name: r.last_name,
        tier_id: r.tier_id,
        tier_name: r.tier_name,
        status: r.status,
        upline,
        helper,
        joined_at: r.created_at,
        verified_at: r.verified_at,
        birth_date: r.birth_date,
        gender: r.gender,
        identity_number: r.identity_number,
        roc: r.roc_number,
        category: r.category,
        company_name: r.company_name,
        phone_code: r.phone_code,
        phone: r.phone,
        email: r.email,
        address: Address {
            line1: r.address_line1,
            line2: r.address_line2,
            postcode: r.address_postcode,
            city: r.address_city,
            state: r.address_state,
            country: r.address_country,
        },
        bank: Bank {
            country: r.bank_country,
            bank: r.bank_company,
            account_number: r.bank_account_number,
            account_name: r.bank_account_name,
        },
        social: Social {
            facebook: r.facebook_url,
            instagram: r.instagram_url,
            tiktok: r.tiktok_url,
            twitter: r.twitter_url,
        },
        kpi: Kpi {
            personal_sales: money(k.personal_sales),
            group_sales: money(k.group_sales),
            total_personal_group_sales: money(k.total_personal_group_sales),
            side_group_sales: money(k.side_group_sales),
        },
        recruits: r.recruits,
        downline: r.group_size.into(),
        path,
    })
}
#[OpenApi(tag = "ApiTags::Agents")]
impl AgentRecordApi {
    /// One agent's record: HQ side sees anyone; an agent sees themselves and their downline.
    #[oai(path = "/agent-database/detail", method = "get")]
    async fn detail(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<Option<i64>>,
    ) -> ApiResult<AgentRecord> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let target = id.0.unwrap_or(user.id);
        if user.is_hq_side() {
            return ok(agent_record(&mut db, target, None).await?);
        }
        let me = store::place(&mut db, user.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let them = store::place(&mut db, target)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if !rules::is_within(&me.tree_path, &them.tree_path) {
            return Err(ApiError::not_found());
        }
        ok(agent_record(&mut db, target, Some(me.id)).await?)
    }

    /// HQ registers an agent under any upline (or directly under HQ); the agent gets an e-mail
    /// invitation to choose a password.
    #[oai(path = "/agent-database/register", method = "post")]
    async fn register(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::AgentAdmin>,
        req: &Request,
        body: Json<HqRegistration>,
    ) -> ApiResult<AgentRecord> {
        let user = &auth.0;
        let b = &body.0;
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
        let company = &user.tenant.company;
        let lang = b
            .lang
            .as_deref()
            .and_then(Lang::parse)
            .unwrap_or_else(|| Lang::parse(&company.language).unwrap_or_default());
        let mut db = user.db().await?;
        if store::tier_rank(&mut db, b.tier_id).await?.is_none() {
            e.add("tierId", t(Msg::UnknownTier));
        }
        // The upline is an agent (or none: directly under HQ).
        let upline = match b.upline_id {
            Some(u) => match store::place(&mut db, u).await? {
                Some(p) if p.status != "suspended" => Some(p.id),
                _ => {
                    e.add("uplineId", t(Msg::NotFound));
                    None
                }
            },
            None => None,
        };
        if let Some(h) = b.helper_id {
            if store::place(&mut db, h).await?.is_none() {
                e.add("helperId", t(Msg::NotFound));
            }
        }
        e.finish()?;
        // Directly under HQ: the company's HQ user is the upline.
        let upline_id = match upline {
            Some(u) => u,
            None => store::hq_user(&mut db).await?,
        };
        crate::features::billing::check_agent_limit(&mut db, user.tenant.company.id, true).await?;
        let id = store::insert_agent(
            &mut db,
            &person.new_agent(None, b.tier_id, upline_id, b.helper_id, lang),
        )
        .await
        .map_err(|e| match constraint_of(&e) {
            Some("users_email_key") => ApiError::field("email", Msg::EmailTaken),
            Some("users_username_key") => ApiError::field("username", Msg::UsernameTaken),
            Some("users_identity_key") => ApiError::field("accIdentity", Msg::IdentityTaken),
            _ => ApiError::from(e),
        })?;
        store::place_in_tree(&mut db, id).await?;
        let origin = state.config.origin_of(&crate::http::request_host(req));
        auth_store::invite(&mut db, id, &person.email, &company.name, &origin, lang).await?;
        ok_with(Msg::Saved, agent_record(&mut db, id, None).await?)
    }

    /// HQ activates a new (or inactive) agent.
    #[oai(path = "/agent-database/activate", method = "post")]
    async fn activate(
        &self,
        auth: StaffAuth<grant::PromoteDemoteSuspend>,
        body: Json<AgentId>,
    ) -> ApiResult<AgentRecord> {
        let user = &auth.0;
        let mut db = user.db().await?;
        if store::activate(&mut db, body.id).await? {
            store::record_change(
                &mut db,
                &store::ChangeRecord::status(body.id, "activate", user.id),
            )
            .await?;
        } else if store::place(&mut db, body.id).await?.is_none() {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Saved, agent_record(&mut db, body.id, None).await?)
    }
}
