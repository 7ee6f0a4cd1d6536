//! HTTP of the vendor console (`/api/vendor/…`, on `admin.<BASE_DOMAIN>` only).

use super::{rules, store};
use crate::http::envelope::NoData;
use crate::http::text::Text;
use crate::{
    features::{auth::rules as auth_rules, billing},
    http::{
        auth::VendorAuth, middleware::Site, ok, ok_with, ratelimit, ApiError, ApiResult,
        FieldErrors,
    },
    i18n::{t, Msg},
    tenancy::{
        self,
        provision::{self, ProvisionError},
    },
    {http::tags::ApiTags, state::AppState},
};
use chrono::{DateTime, Utc};
use poem::{web::Data, Request};
use poem_openapi::{param::Path, payload::Json, Object, OpenApi};
use std::sync::Arc;

#[derive(Object)]
pub struct VendorLoginRequest {
    pub email: Text,
    pub password: Text,
}

#[derive(Object)]
pub struct VendorProfile {
    pub id: i64,
    pub email: String,
    pub name: String,
}

#[derive(Object)]
pub struct VendorLoginResponse {
    pub token: String,
    pub vendor: VendorProfile,
}

#[derive(Object)]
pub struct CompanySummary {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub currency: String,
    pub language: String,
    /// active, locked (overdue subscription) or suspended
    pub status: String,
    #[oai(nullable)]
    pub custom_domain: Option<String>,
    /// Where the company's users sign in.
    pub url: String,
    pub created_at: DateTime<Utc>,
    // The billing fields are camelCase like the rest of the billing API (docs/api-billing.md).
    #[oai(nullable, rename = "planName")]
    pub plan_name: Option<String>,
    /// monthly or yearly
    #[oai(nullable)]
    pub period: Option<String>,
    #[oai(nullable, rename = "renewsOn")]
    pub renews_on: Option<chrono::NaiveDate>,
    /// What the company owes on its open invoices, in its currency.
    #[oai(rename = "balanceDue")]
    pub balance_due: String,
}

#[derive(Object)]
pub struct CreateCompanyRequest {
    /// The subdomain: 3–30 lowercase letters, digits or hyphens.
    pub slug: Text,
    pub name: Text,
    /// MYR or IDR
    pub currency: Text,
    /// en, id or my
    #[oai(default = "default_language")]
    pub language: Text,
    /// The first HQ user, invited by e-mail to choose a password.
    pub admin_email: Text,
    #[oai(nullable)]
    pub custom_domain: Option<Text>,
}

fn default_language() -> Text {
    "en".into()
}

#[derive(Object)]
pub struct CreatedCompany {
    pub company: CompanySummary,
    /// The HQ user's link to choose a password (also e-mailed).
    pub invitation_url: String,
}

#[derive(Object)]
pub struct StatusRequest {
    /// active, locked or suspended
    pub status: Text,
}

pub struct VendorApi;

fn summary(
    state: &AppState,
    r: store::CompanyRow,
    billing: Option<billing::store::CompanyBilling>,
) -> CompanySummary {
    let host = r
        .custom_domain
        .clone()
        .unwrap_or_else(|| format!("{}.{}", r.slug, state.config.base_domain));
    let currency = crate::domain::money::Currency::parse(&r.currency);
    CompanySummary {
        url: state.config.origin_of(&host),
        plan_name: billing.as_ref().and_then(|b| b.plan_name.clone()),
        period: billing.as_ref().and_then(|b| b.period.clone()),
        renews_on: billing.as_ref().and_then(|b| b.renews_on),
        balance_due: currency.text(billing.map(|b| b.balance_due).unwrap_or_default()),
        id: r.id,
        slug: r.slug,
        name: r.name,
        currency: r.currency,
        language: r.language,
        status: r.status,
        custom_domain: r.custom_domain,
        created_at: r.created_at,
    }
}

/// The billing figures of one company, or of all (by company id).
async fn billing_of(
    state: &AppState,
    only: Option<i64>,
) -> Result<std::collections::HashMap<i64, billing::store::CompanyBilling>, ApiError> {
    let mut tx = tenancy::begin_platform(&state.pool).await?;
    Ok(billing::store::companies_billing(&mut tx, only)
        .await?
        .into_iter()
        .map(|b| (b.company_id, b))
        .collect())
}

fn vendor_site(req: &Request) -> Result<(), ApiError> {
    match req.extensions().get::<Site>() {
        Some(Site::Vendor) => Ok(()),
        _ => Err(ApiError::not_found()),
    }
}

#[OpenApi(prefix_path = "/vendor", tag = "ApiTags::Vendor")]
impl VendorApi {
    /// Signs a vendor operator in.
    #[oai(path = "/login", method = "post")]
    async fn login(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        body: Json<VendorLoginRequest>,
    ) -> ApiResult<VendorLoginResponse> {
        vendor_site(req)?;
        ratelimit::check(
            &state,
            0,
            "vendor-login",
            body.email.trim(),
            state.config.limits.login_per_account,
        )
        .await?;
        let found = store::vendor_by_email(&state.pool, &body.email).await?;
        let hash = found
            .as_ref()
            .map(|v| v.password_hash.clone())
            .unwrap_or_else(|| auth_rules::dummy_hash().to_string());
        let password = body.password.clone();
        let matches =
            tokio::task::spawn_blocking(move || auth_rules::verify_password(&password, &hash))
                .await
                .map_err(ApiError::internal)?;
        let vendor = match found {
            Some(v) if matches => v,
            _ => {
                return Err(ApiError::unauthorized(
                    Msg::InvalidCredentials,
                    "invalid_credentials",
                ))
            }
        };
        let token = auth_rules::new_token();
        store::create_session(
            &state.pool,
            vendor.id,
            &auth_rules::hash_token(&token),
            Utc::now() + chrono::Duration::hours(12),
        )
        .await?;
        ok(VendorLoginResponse {
            token,
            vendor: VendorProfile {
                id: vendor.id,
                email: vendor.email,
                name: vendor.name,
            },
        })
    }

    #[oai(path = "/logout", method = "post")]
    async fn logout(&self, state: Data<&Arc<AppState>>, auth: VendorAuth) -> ApiResult<NoData> {
        store::revoke_session(&state.pool, &auth.0.token_hash).await?;
        ok_with(Msg::SignedOut, NoData)
    }

    #[oai(path = "/me", method = "get")]
    async fn me(&self, state: Data<&Arc<AppState>>, auth: VendorAuth) -> ApiResult<VendorProfile> {
        let v = store::vendor_by_id(&state.pool, auth.0.id)
            .await?
            .ok_or_else(ApiError::unauthenticated)?;
        ok(VendorProfile {
            id: v.id,
            email: v.email,
            name: v.name,
        })
    }

    /// Every company with its status.
    #[oai(path = "/companies", method = "get")]
    async fn companies(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
    ) -> ApiResult<Vec<CompanySummary>> {
        let rows = store::companies(&state.pool).await?;
        let mut billing = billing_of(&state, None).await?;
        ok(rows
            .into_iter()
            .map(|r| {
                let b = billing.remove(&r.id);
                summary(&state, r, b)
            })
            .collect())
    }

    /// Provisions a company: its schema, settings and first HQ user (invited by e-mail).
    #[oai(path = "/companies", method = "post")]
    async fn create_company(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        body: Json<CreateCompanyRequest>,
    ) -> ApiResult<CreatedCompany> {
        let b = &body.0;
        let new = rules::parse_new_company(rules::NewCompanyInput {
            slug: &b.slug,
            name: &b.name,
            currency: &b.currency,
            language: &b.language,
            admin_email: &b.admin_email,
            custom_domain: b.custom_domain.as_deref(),
        })
        .map_err(|errs| {
            let mut e = FieldErrors::default();
            for (field, msg) in errs {
                e.add(field, t(msg));
            }
            e.finish().unwrap_err()
        })?;
        let done = provision::provision(&state, &new)
            .await
            .map_err(|e| match e {
                ProvisionError::SlugTaken => ApiError::field("slug", Msg::SlugTaken),
                ProvisionError::DomainTaken => ApiError::field("custom_domain", Msg::DomainTaken),
                ProvisionError::Other(e) => ApiError::from(e),
            })?;
        let row = store::company(&state.pool, done.company.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let b = billing_of(&state, Some(row.id)).await?.remove(&row.id);
        ok_with(
            Msg::Saved,
            CreatedCompany {
                company: summary(&state, row, b),
                invitation_url: done.invitation_url,
            },
        )
    }

    /// Locks (overdue subscription), suspends or reactivates a company.
    #[oai(path = "/companies/:id/status", method = "post")]
    async fn set_status(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
        body: Json<StatusRequest>,
    ) -> ApiResult<CompanySummary> {
        let status = body.status.trim();
        if !matches!(status, "active" | "locked" | "suspended") {
            return Err(ApiError::field("status", Msg::InvalidStatus));
        }
        if !store::set_status(&state.pool, id.0, status).await? {
            return Err(ApiError::not_found());
        }
        let company = tenancy::by_id(&state, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let domains = store::domains_of(&state.pool, id.0).await?;
        tenancy::forget(&state, &company, &domains).await;
        let row = store::company(&state.pool, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let b = billing_of(&state, Some(row.id)).await?.remove(&row.id);
        ok_with(Msg::Saved, summary(&state, row, b))
    }
}
