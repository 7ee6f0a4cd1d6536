//! `/store-program/…` and `/ekoop-banner…`: an agent joins a store program, sets up their store
//! and reads its figures; HQ offers a program, chooses how agents join and reviews the stores.

use super::{
    rules::{self, JoinPolicy, Program, ReviewDecision, StoreStatus},
    store::{self, StoreFields, StoreRow},
};
use crate::{
    domain::{
        contact::normalise_phone,
        fields::{required, text, FieldErrors},
        image::sniff_image,
        money::money,
        time::kl_today,
    },
    features::{auth::rules::normalise_email, setup::rules::parse_colour},
    http::{
        auth::{
            grant, AgentAuth, CurrentUser, HqAdminAuth, HqAuth, Permission, StaffAuth, UserAuth,
        },
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
    media,
    state::AppState,
};
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use poem::web::Data;
use poem_openapi::{
    param::{Path, Query},
    payload::Json,
    types::multipart::Upload,
    Multipart, Object, OpenApi,
};
use rust_decimal::Decimal;
use sqlx::PgConnection;
use std::{collections::BTreeMap, sync::Arc};

/// A store logo or banner is at most 5 MB.
pub const MAX_STORE_IMAGE: usize = 5 * 1024 * 1024;

/// An agent's store in a program.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AgentStore {
    pub id: i64,
    pub program: Program,
    pub status: StoreStatus,
    pub name: String,
    pub slug: String,
    /// The storefront's path on the company's host: /s/{slug}.
    pub path: String,
    #[oai(nullable)]
    pub tagline: Option<String>,
    #[oai(nullable)]
    pub logo_url: Option<String>,
    #[oai(nullable)]
    pub primary_color: Option<String>,
    #[oai(nullable)]
    pub contact_phone: Option<String>,
    #[oai(nullable)]
    pub whatsapp: Option<String>,
    #[oai(nullable)]
    pub contact_email: Option<String>,
    #[oai(nullable)]
    pub school_name: Option<String>,
    #[oai(nullable)]
    pub school_address: Option<String>,
    #[oai(nullable)]
    pub pickup_hours: Option<String>,
    /// HQ's reason for a rejection or a suspension.
    #[oai(nullable)]
    pub review_note: Option<String>,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub approved_at: Option<DateTime<Utc>>,
}

pub fn agent_store(r: StoreRow) -> AgentStore {
    AgentStore {
        id: r.id,
        program: r.program(),
        status: r.status(),
        path: format!("/s/{}", r.slug),
        name: r.name,
        slug: r.slug,
        tagline: r.tagline,
        logo_url: r.logo_key.as_deref().map(media::url),
        primary_color: r.primary_color,
        contact_phone: r.contact_phone,
        whatsapp: r.whatsapp,
        contact_email: r.contact_email,
        school_name: r.school_name,
        school_address: r.school_address,
        pickup_hours: r.pickup_hours,
        review_note: r.review_note,
        created_at: r.created_at,
        approved_at: r.approved_at,
    }
}

/// The agent's standing in a program.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreProgramAccount {
    pub program: Program,
    /// Whether HQ offers the program.
    pub offered: bool,
    pub join_policy: JoinPolicy,
    /// The agent's store (null before joining).
    #[oai(nullable)]
    pub store: Option<AgentStore>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreInput {
    pub name: Text,
    pub slug: Text,
    #[oai(nullable)]
    pub tagline: Option<Text>,
    /// #rrggbb
    #[oai(nullable)]
    pub primary_color: Option<Text>,
    #[oai(nullable)]
    pub contact_phone: Option<Text>,
    #[oai(nullable)]
    pub whatsapp: Option<Text>,
    #[oai(nullable)]
    pub contact_email: Option<Text>,
    /// e-koop: required.
    #[oai(nullable)]
    pub school_name: Option<Text>,
    /// e-koop: required.
    #[oai(nullable)]
    pub school_address: Option<Text>,
    /// e-koop: required.
    #[oai(nullable)]
    pub pickup_hours: Option<Text>,
}

#[derive(Multipart)]
pub struct LogoUpload {
    /// JPEG or PNG, at most 5 MB.
    pub logo: Upload,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreProgramSettings {
    pub program: Program,
    pub offered: bool,
    pub join_policy: JoinPolicy,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreProgramSettingsInput {
    pub offered: bool,
    pub join_policy: JoinPolicy,
}

/// A store as HQ sees it, with its agent.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct HqStore {
    #[oai(flatten)]
    pub store: AgentStore,
    pub agent_id: i64,
    pub agent_name: String,
    pub agent_email: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct HqStorePage {
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    pub rows: Vec<HqStore>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ReviewInput {
    pub store_id: i64,
    pub decision: ReviewDecision,
    /// Required to reject or suspend: the agent reads it.
    #[oai(nullable)]
    pub note: Option<Text>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreSummaryDay {
    pub day: NaiveDate,
    pub visits: i64,
    pub orders: i64,
    pub sales: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreSummaryStore {
    pub store_id: i64,
    pub name: String,
    pub slug: String,
    pub agent_name: String,
    pub visits: i64,
    pub orders: i64,
    pub sales: String,
    pub earned: String,
}

/// A store's (or, for HQ, a program's) visits, paid orders, sales and earnings in a period.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreSummary {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub visits: i64,
    pub orders: i64,
    pub sales: String,
    pub earned: String,
    pub days: Vec<StoreSummaryDay>,
    /// HQ: each store of the program with figures in the period, best sales first.
    pub stores: Vec<StoreSummaryStore>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreBanner {
    pub id: i64,
    pub title: String,
    pub description: String,
    pub image_url: String,
    #[oai(nullable)]
    pub url: Option<String>,
    pub created_at: DateTime<Utc>,
}

pub fn banner(r: store::BannerRow) -> StoreBanner {
    StoreBanner {
        id: r.id,
        title: r.title,
        description: r.description,
        image_url: media::url(&r.image_key),
        url: r.url,
        created_at: r.created_at,
    }
}

#[derive(Multipart)]
pub struct BannerForm {
    pub title: String,
    pub description: Option<String>,
    pub url: Option<String>,
    /// JPEG or PNG, at most 5 MB (1200 × 400 recommended).
    pub image: Upload,
}

#[derive(Object)]
pub struct DeletedBanner {
    pub id: i64,
}

/// Checks a store's fields for a program, naming each that fails.
fn check_store(program: Program, body: &StoreInput) -> Result<StoreFields, ApiError> {
    let mut e = FieldErrors::default();
    let name = required(&mut e, "name", &body.name, 80);
    if !name.is_empty() && name.chars().count() < 2 {
        e.add("name", t(Msg::Required));
    }
    let slug = match rules::store_slug(&body.slug) {
        Ok(s) => s,
        Err(rules::SlugProblem::Shape) => {
            e.add("slug", t(Msg::StoreSlugInvalid));
            String::new()
        }
        Err(rules::SlugProblem::Reserved) => {
            e.add("slug", t(Msg::StoreSlugReserved));
            String::new()
        }
    };
    let tagline = text(&mut e, "tagline", &body.tagline, 160);
    let primary_color = match body.primary_color.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(c) => parse_colour(c).or_else(|| {
            e.add("primaryColor", t(Msg::InvalidColour));
            None
        }),
    };
    let mut phone = |field: &str, value: &Option<Text>| -> Option<String> {
        normalise_phone(value.as_deref().unwrap_or_default()).unwrap_or_else(|_| {
            e.add(field, t(Msg::InvalidPhone));
            None
        })
    };
    let contact_phone = phone("contactPhone", &body.contact_phone);
    let whatsapp = phone("whatsapp", &body.whatsapp);
    let contact_email = match body.contact_email.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(s) => normalise_email(s).or_else(|| {
            e.add("contactEmail", t(Msg::InvalidEmail));
            None
        }),
    };
    let school_name = text(&mut e, "schoolName", &body.school_name, 120);
    let school_address = text(&mut e, "schoolAddress", &body.school_address, 300);
    let pickup_hours = text(&mut e, "pickupHours", &body.pickup_hours, 120);
    let (school_name, school_address, pickup_hours) = if program == Program::Ekoop {
        for (field, v) in [
            ("schoolName", &school_name),
            ("schoolAddress", &school_address),
            ("pickupHours", &pickup_hours),
        ] {
            if v.is_none() {
                e.add(field, t(Msg::SchoolRequired));
            }
        }
        (school_name, school_address, pickup_hours)
    } else {
        // Only a school store keeps a school.
        (None, None, None)
    };
    e.finish()?;
    Ok(StoreFields {
        name,
        slug,
        tagline,
        primary_color,
        contact_phone,
        whatsapp,
        contact_email,
        school_name,
        school_address,
        pickup_hours,
    })
}

/// Refuses a link another store of the company already uses.
async fn free_slug(db: &mut PgConnection, slug: &str, except: Option<i64>) -> Result<(), ApiError> {
    if store::slug_taken(db, slug, except).await? {
        return Err(ApiError::conflict("slug", Msg::StoreSlugTaken));
    }
    Ok(())
}

/// The agent's store in the program, or 409 `no_store`.
async fn own_store(
    db: &mut PgConnection,
    user: &CurrentUser,
    program: Program,
) -> Result<StoreRow, ApiError> {
    store::agent_store(db, user.id, program)
        .await?
        .ok_or_else(|| ApiError::conflict_rule(Msg::NoStore, "no_store"))
}

/// HQ, or staff who administer agents (promote, demote and suspend, or add users).
fn administers_stores(user: &CurrentUser) -> bool {
    user.is_hq_side()
        && (user.can(Permission::PromoteDemoteSuspend) || user.can(Permission::AddUser))
}

/// The KL days of a summary: this month by default, at most 366 days.
fn summary_period(
    from: Option<&str>,
    to: Option<&str>,
) -> Result<(NaiveDate, NaiveDate), ApiError> {
    let day = |field: &str, v: Option<&str>| -> Result<Option<NaiveDate>, ApiError> {
        crate::domain::contact::parse_date(v.unwrap_or_default())
            .map_err(|_| ApiError::field(field, Msg::InvalidDate))
    };
    let today = kl_today();
    let from = day("from", from)?.unwrap_or_else(|| today.with_day(1).unwrap_or(today));
    let to = day("to", to)?.unwrap_or(today);
    if to < from {
        return Err(ApiError::field("to", Msg::StopBeforeStart));
    }
    if (to - from).num_days() > 365 {
        return Err(ApiError::field("to", Msg::ReportRangeTooLong));
    }
    Ok((from, to))
}

/// Adds up a summary's day rows: totals, per day and per store.
async fn summary(
    db: &mut PgConnection,
    program: Program,
    only: Option<i64>,
    (from, to): (NaiveDate, NaiveDate),
) -> Result<StoreSummary, ApiError> {
    let rows = store::day_figures(db, program, only, from, to).await?;
    let mut days: BTreeMap<NaiveDate, (i64, i64, Decimal)> = BTreeMap::new();
    let mut by_store: BTreeMap<i64, (i64, i64, Decimal, Decimal)> = BTreeMap::new();
    for r in &rows {
        let d = days.entry(r.day).or_default();
        d.0 += r.visits;
        d.1 += r.orders;
        d.2 += r.sales;
        let s = by_store.entry(r.store_id).or_default();
        s.0 += r.visits;
        s.1 += r.orders;
        s.2 += r.sales;
        s.3 += r.earned;
    }
    let (visits, orders, sales, earned) = by_store
        .values()
        .fold((0, 0, Decimal::ZERO, Decimal::ZERO), |a, s| {
            (a.0 + s.0, a.1 + s.1, a.2 + s.2, a.3 + s.3)
        });
    let mut stores = vec![];
    if only.is_none() && !by_store.is_empty() {
        let ids: Vec<i64> = by_store.keys().copied().collect();
        for (id, name, slug, agent_name) in store::store_names(db, &ids).await? {
            let s = by_store[&id];
            stores.push((
                s.2,
                StoreSummaryStore {
                    store_id: id,
                    name,
                    slug,
                    agent_name,
                    visits: s.0,
                    orders: s.1,
                    sales: money(s.2),
                    earned: money(s.3),
                },
            ));
        }
        stores.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.store_id.cmp(&b.1.store_id)));
    }
    Ok(StoreSummary {
        from,
        to,
        visits,
        orders,
        sales: money(sales),
        earned: money(earned),
        days: days
            .into_iter()
            .map(|(day, d)| StoreSummaryDay {
                day,
                visits: d.0,
                orders: d.1,
                sales: money(d.2),
            })
            .collect(),
        stores: stores.into_iter().map(|(_, s)| s).collect(),
    })
}

/// Reads an uploaded image (JPEG or PNG by content, at most 5 MB) and stores it; answers its key.
async fn save_image(
    state: &AppState,
    user: &CurrentUser,
    upload: Upload,
) -> Result<String, ApiError> {
    if upload.size() > MAX_STORE_IMAGE {
        return Err(ApiError::too_large());
    }
    let bytes = upload.into_vec().await.map_err(ApiError::internal)?;
    let kind = sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
    media::save(
        &state.config.upload_dir,
        &user.tenant.company.schema_name,
        kind.extension(),
        &bytes,
    )
    .await
}

fn forget(state: &AppState, user: &CurrentUser, key: &str) {
    media::remove_later(
        &state.config.upload_dir,
        &user.tenant.company.schema_name,
        key,
    );
}

pub struct StoreProgramApi;

#[OpenApi(prefix_path = "/store-program", tag = "ApiTags::Stores")]
impl StoreProgramApi {
    /// Whether HQ offers the program, how joining works, and the agent's store in it.
    #[oai(path = "/:program/account", method = "get")]
    async fn account(
        &self,
        auth: AgentAuth,
        program: Path<Program>,
    ) -> ApiResult<StoreProgramAccount> {
        let mut db = auth.db().await?;
        let (offered, join_policy) = store::settings(&mut db, program.0).await?;
        let store = store::agent_store(&mut db, auth.id, program.0).await?;
        ok(StoreProgramAccount {
            program: program.0,
            offered,
            join_policy,
            store: store.map(agent_store),
        })
    }

    /// Joins the program with a store: open at once, or waiting for HQ, as the program's join
    /// policy says.
    #[oai(path = "/:program/register", method = "post")]
    async fn register(
        &self,
        auth: AgentAuth,
        program: Path<Program>,
        body: Json<StoreInput>,
    ) -> ApiResult<AgentStore> {
        let fields = check_store(program.0, &body)?;
        let mut db = auth.db().await?;
        let (offered, policy) = store::settings(&mut db, program.0).await?;
        if !offered {
            return Err(ApiError::conflict_rule(Msg::ProgramOff, "program_off"));
        }
        if store::agent_store(&mut db, auth.id, program.0)
            .await?
            .is_some()
        {
            return Err(ApiError::conflict_rule(
                Msg::AlreadyJoined,
                "already_joined",
            ));
        }
        free_slug(&mut db, &fields.slug, None).await?;
        let status = policy.first_status();
        let row = store::insert_store(&mut db, auth.id, program.0, status, &fields).await?;
        let msg = if status == StoreStatus::Active {
            Msg::StoreOpened
        } else {
            Msg::StorePending
        };
        ok_with(msg, agent_store(row))
    }

    /// Changes the store's set-up; a rejected store is submitted again.
    #[oai(path = "/:program/setup", method = "post")]
    async fn setup(
        &self,
        auth: AgentAuth,
        program: Path<Program>,
        body: Json<StoreInput>,
    ) -> ApiResult<AgentStore> {
        let fields = check_store(program.0, &body)?;
        let mut db = auth.db().await?;
        let current = own_store(&mut db, &auth, program.0).await?;
        let current = store::store_for_update(&mut db, current.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        free_slug(&mut db, &fields.slug, Some(current.id)).await?;
        let (_, policy) = store::settings(&mut db, program.0).await?;
        let status = rules::after_setup(current.status(), policy);
        let row = store::update_store(&mut db, current.id, status, &fields).await?;
        ok_with(Msg::Saved, agent_store(row))
    }

    /// Uploads the store's logo (JPEG or PNG, at most 5 MB).
    #[oai(path = "/:program/logo", method = "post")]
    async fn logo(
        &self,
        state: Data<&Arc<AppState>>,
        auth: AgentAuth,
        program: Path<Program>,
        form: LogoUpload,
    ) -> ApiResult<AgentStore> {
        let current = {
            let mut db = auth.db().await?;
            own_store(&mut db, &auth, program.0).await?
        };
        let key = save_image(&state, &auth, form.logo).await?;
        let (row, old) = {
            let mut db = auth.db().await?;
            store::set_logo(&mut db, current.id, &key).await?
        };
        if let Some(old) = old {
            forget(&state, &auth, &old);
        }
        ok_with(Msg::Saved, agent_store(row))
    }

    /// Visits, paid orders, sales and earnings per KL day (default this month): the agent's own
    /// store, or for HQ every store of the program with a line per store.
    #[oai(path = "/:program/summary", method = "get")]
    async fn summary(
        &self,
        auth: UserAuth,
        program: Path<Program>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
    ) -> ApiResult<StoreSummary> {
        let period = summary_period(from.0.as_deref(), to.0.as_deref())?;
        let mut db = auth.db().await?;
        let only = if auth.is_agent() {
            Some(own_store(&mut db, &auth, program.0).await?.id)
        } else if administers_stores(&auth) {
            None
        } else {
            return Err(ApiError::no_access());
        };
        ok(summary(&mut db, program.0, only, period).await?)
    }

    /// Whether the company offers the program and how agents join it.
    #[oai(path = "/:program/settings", method = "get")]
    async fn settings(
        &self,
        auth: HqAuth,
        program: Path<Program>,
    ) -> ApiResult<StoreProgramSettings> {
        let mut db = auth.db().await?;
        let (offered, join_policy) = store::settings(&mut db, program.0).await?;
        ok(StoreProgramSettings {
            program: program.0,
            offered,
            join_policy,
        })
    }

    /// Offers or withdraws the program and sets how agents join. Withdrawing it hides the program
    /// from agents; their stores stay as they are.
    #[oai(path = "/:program/settings", method = "post")]
    async fn save_settings(
        &self,
        auth: HqAdminAuth,
        program: Path<Program>,
        body: Json<StoreProgramSettingsInput>,
    ) -> ApiResult<StoreProgramSettings> {
        let mut db = auth.db().await?;
        store::save_settings(&mut db, program.0, body.offered, body.join_policy).await?;
        ok_with(
            Msg::Saved,
            StoreProgramSettings {
                program: program.0,
                offered: body.offered,
                join_policy: body.join_policy,
            },
        )
    }

    /// A page of the program's stores, newest first, by status and a search of store or agent.
    #[oai(path = "/:program/stores", method = "get")]
    async fn stores(
        &self,
        auth: StaffAuth<grant::AgentAdmin>,
        program: Path<Program>,
        status: Query<Option<StoreStatus>>,
        search: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<HqStorePage> {
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(20));
        let search = search.0.as_deref().map(str::trim).filter(|s| !s.is_empty());
        let mut db = auth.db().await?;
        let (total, rows) = store::stores(
            &mut db,
            program.0,
            status.0,
            search,
            per_page,
            (page - 1) * per_page,
        )
        .await?;
        ok(HqStorePage {
            total,
            page,
            per_page,
            rows: rows
                .into_iter()
                .map(|r| HqStore {
                    agent_id: r.store.agent_id,
                    agent_name: r.agent_name,
                    agent_email: r.agent_email,
                    store: agent_store(r.store),
                })
                .collect(),
        })
    }

    /// Approves or rejects a waiting store, suspends an open one or reopens a suspended one. A
    /// rejection or suspension says why.
    #[oai(path = "/review", method = "post")]
    async fn review(
        &self,
        auth: StaffAuth<grant::AgentAdmin>,
        body: Json<ReviewInput>,
    ) -> ApiResult<AgentStore> {
        let mut e = FieldErrors::default();
        let note = text(&mut e, "note", &body.note, 300);
        if body.decision.needs_note() && note.is_none() {
            e.add("note", t(Msg::NoteRequired));
        }
        e.finish()?;
        let mut db = auth.db().await?;
        let current = store::store_for_update(&mut db, body.store_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let next = body
            .decision
            .next(current.status())
            .ok_or_else(|| ApiError::conflict_rule(Msg::StoreStatusClash, "store_status"))?;
        let note = if body.decision.needs_note() {
            note
        } else {
            None
        };
        let row = store::review(&mut db, current.id, next, note.as_deref(), auth.id).await?;
        let msg = match body.decision {
            ReviewDecision::Approve => Msg::StoreApproved,
            ReviewDecision::Reject => Msg::StoreRejected,
            ReviewDecision::Suspend => Msg::StoreSuspended,
            ReviewDecision::Reinstate => Msg::StoreReinstated,
        };
        ok_with(msg, agent_store(row))
    }
}

pub struct EkoopBannerApi;

#[OpenApi(prefix_path = "/ekoop-banner", tag = "ApiTags::Stores")]
impl EkoopBannerApi {
    /// The banners of the agent's e-koop store, newest first.
    #[oai(path = "/", method = "get")]
    async fn list(&self, auth: AgentAuth) -> ApiResult<Vec<StoreBanner>> {
        let mut db = auth.db().await?;
        let own = own_store(&mut db, &auth, Program::Ekoop).await?;
        ok(store::banners(&mut db, own.id)
            .await?
            .into_iter()
            .map(banner)
            .collect())
    }

    /// Adds a banner (at most 10 per store) shown on the co-op's storefront.
    #[oai(path = "/store", method = "post")]
    async fn add(
        &self,
        state: Data<&Arc<AppState>>,
        auth: AgentAuth,
        form: BannerForm,
    ) -> ApiResult<StoreBanner> {
        let mut e = FieldErrors::default();
        let title = required(&mut e, "title", &form.title, 80);
        let description = text(&mut e, "description", &form.description, 300).unwrap_or_default();
        let url = rules::banner_link(form.url.as_deref()).unwrap_or_else(|_| {
            e.add("url", t(Msg::InvalidUrl));
            None
        });
        e.finish()?;
        let own = {
            let mut db = auth.db().await?;
            own_store(&mut db, &auth, Program::Ekoop).await?
        };
        let key = save_image(&state, &auth, form.image).await?;
        let added = {
            let mut db = auth.db().await?;
            store::insert_banner(
                &mut db,
                own.id,
                rules::MAX_BANNERS,
                &title,
                &description,
                &key,
                url.as_deref(),
            )
            .await?
        };
        match added {
            Some(row) => ok_with(Msg::Saved, banner(row)),
            None => {
                forget(&state, &auth, &key);
                Err(ApiError::conflict_rule(Msg::BannerLimit, "banner_limit"))
            }
        }
    }

    /// Deletes one of the store's banners.
    #[oai(path = "/delete", method = "delete")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        auth: AgentAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<DeletedBanner> {
        let key = {
            let mut db = auth.db().await?;
            let own = own_store(&mut db, &auth, Program::Ekoop).await?;
            store::delete_banner(&mut db, own.id, id.0)
                .await?
                .ok_or_else(ApiError::not_found)?
        };
        forget(&state, &auth, &key);
        ok_with(Msg::Saved, DeletedBanner { id: id.0 })
    }
}
