//! HTTP of sign-in: `/login`, `/logout`, `/verification`, `/resend-verification`,
//! `/forgot-password`, `/create-password`.

use super::{rules, store};
use crate::http::auth::SessionAuth;
use crate::http::envelope::NoData;
use crate::http::text::Text;
use crate::{
    features::profile::view::{user_detail, UserDetail},
    http::{middleware::ClientIp, ok, ok_with, ratelimit, ApiError, ApiResult, FieldErrors},
    i18n::{self, t, text, Lang, Msg},
    integrations::email,
    tenancy::Tenant,
    {http::tags::ApiTags, state::AppState},
};
use chrono::{DateTime, Utc};
use poem::{web::Data, Request};
use poem_openapi::{payload::Json, Object, OpenApi};
use serde_json::json;
use std::sync::Arc;

#[derive(Object)]
pub struct LoginRequest {
    /// The e-mail address, or the username.
    pub email: Text,
    pub password: Text,
    /// The entry the user came through (hq or member); informational.
    #[oai(nullable, rename = "type")]
    pub kind: Option<Text>,
    /// The company id the web app believes it is on; must match the host's company.
    #[oai(nullable, rename = "comId")]
    pub com_id: Option<i64>,
    /// Keep the session for 30 days instead of 12 hours.
    #[oai(default)]
    pub remember: bool,
}

#[derive(Object)]
pub struct LoginResponse {
    pub token: String,
    pub expires_at: DateTime<Utc>,
    pub user: UserDetail,
}

#[derive(Object)]
pub struct VerificationRequest {
    pub email: Text,
    /// The 6-digit code from the e-mail.
    pub code: Text,
}

#[derive(Object)]
pub struct Verified {
    pub verified: bool,
}

#[derive(Object)]
pub struct EmailRequest {
    pub email: Text,
}

#[derive(Object)]
pub struct ForgotPasswordRequest {
    pub email: Text,
    /// The page the link should open (must be on this company's own host).
    #[oai(nullable)]
    pub url: Option<Text>,
    #[oai(nullable)]
    pub domain: Option<Text>,
}

#[derive(Object)]
pub struct CreatePasswordRequest {
    /// The token from the reset or invitation link.
    pub token: Text,
    pub password: Text,
}

pub struct AuthApi;

fn client_ip(req: &Request) -> Option<String> {
    req.extensions()
        .get::<ClientIp>()
        .and_then(|c| c.0)
        .map(|ip| ip.to_string())
}

async fn send_code(
    state: &AppState,
    tenant: &Tenant,
    user_id: i64,
    to: &str,
    lang: Lang,
) -> Result<(), ApiError> {
    let mut db = tenant.db().await?;
    let code = store::issue_code(&mut db, &state.config.secret_key, user_id).await?;
    email::enqueue(
        &mut db,
        to,
        text(lang, Msg::EmailSubjectCode),
        &text(lang, Msg::EmailBodyCode).replace("{code}", &code),
    )
    .await?;
    Ok(())
}

#[OpenApi(tag = "ApiTags::Auth")]
impl AuthApi {
    /// Signs in with e-mail (or username) and password; answers an opaque bearer token.
    #[oai(path = "/login", method = "post")]
    async fn login(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        req: &Request,
        body: Json<LoginRequest>,
    ) -> ApiResult<LoginResponse> {
        let b = body.0;
        let mut e = FieldErrors::default();
        if b.email.trim().is_empty() {
            e.add("email", t(Msg::Required));
        }
        if b.password.is_empty() {
            e.add("password", t(Msg::Required));
        }
        e.finish()?;
        let limits = &state.config.limits;
        let company_id = tenant.company.id;
        ratelimit::check(
            &state,
            company_id,
            "login",
            b.email.trim(),
            limits.login_per_account,
        )
        .await?;
        ratelimit::check(
            &state,
            company_id,
            "login-ip",
            &client_ip(req).unwrap_or_default(),
            limits.login_per_address,
        )
        .await?;
        if b.com_id.is_some_and(|id| id != company_id) {
            return Err(ApiError::unauthorized(
                Msg::InvalidCredentials,
                "invalid_credentials",
            ));
        }

        let found = {
            let mut db = tenant.db().await?;
            store::credentials(&mut db, &b.email).await?
        };
        let hash = found
            .as_ref()
            .and_then(|u| u.password_hash.clone())
            .unwrap_or_else(|| rules::dummy_hash().to_string());
        let password = b.password.clone();
        let matches = tokio::task::spawn_blocking(move || rules::verify_password(&password, &hash))
            .await
            .map_err(ApiError::internal)?;
        let user = match found {
            Some(u) if matches && u.password_hash.is_some() => u,
            _ => {
                return Err(ApiError::unauthorized(
                    Msg::InvalidCredentials,
                    "invalid_credentials",
                ))
            }
        };
        let lang = Lang::parse(&user.language).unwrap_or_default();
        if user.status == "suspended" {
            return Err(i18n::REQUEST_LANG.sync_scope(lang, || {
                ApiError::forbidden(Msg::AccountSuspended, "account_suspended", None)
            }));
        }
        let tenant = tenant.with_company_status(&user.company_status);
        let company = &tenant.company;
        // HQ of a locked company signs in to pay the overdue invoice; nobody else comes in.
        if company.is_suspended() || (company.is_locked() && user.role != "hq") {
            let msg = if user.role == "agent" {
                Msg::SubscriptionLockedAgent
            } else {
                Msg::SubscriptionLockedHq
            };
            return Err(i18n::REQUEST_LANG.sync_scope(lang, || {
                ApiError::forbidden(
                    msg,
                    "subscription_locked",
                    Some(json!({"subscription": {"disallow_login": true}})),
                )
            }));
        }
        if !user.verified {
            send_code(&state, &tenant, user.id, &user.email, lang).await?;
            tenant.keep_on_error();
            return Err(i18n::REQUEST_LANG.sync_scope(lang, || {
                ApiError::forbidden(
                    Msg::AccountUnverified,
                    "account_unverified",
                    Some(json!({"email": user.email})),
                )
            }));
        }
        let (token, expires_at) = {
            let mut db = tenant.db().await?;
            store::create_session(
                &mut db,
                user.id,
                b.remember,
                client_ip(req),
                req.header("user-agent").map(str::to_string),
            )
            .await?
        };
        tenant.set_user(user.id).await?;
        let detail = user_detail(&tenant, user.id).await?;
        // The user's saved language applies from sign-in on.
        i18n::REQUEST_LANG.sync_scope(lang, || {
            ok(LoginResponse {
                token,
                expires_at,
                user: detail,
            })
        })
    }

    /// Revokes the session of the token sent.
    #[oai(path = "/logout", method = "post")]
    async fn logout(&self, auth: SessionAuth) -> ApiResult<NoData> {
        let mut db = auth.db().await?;
        store::revoke_session(&mut db, &auth.0.token_hash).await?;
        ok_with(Msg::SignedOut, NoData)
    }

    /// Checks the 6-digit code e-mailed to the address; a code expires after 10 minutes and allows
    /// 5 wrong attempts.
    #[oai(path = "/verification", method = "post")]
    async fn verification(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        body: Json<VerificationRequest>,
    ) -> ApiResult<Verified> {
        let code = body.code.trim();
        if !rules::is_code_shape(code) {
            return Err(ApiError::field("code", Msg::CodeShape));
        }
        ratelimit::check(
            &state,
            tenant.company.id,
            "code",
            body.email.trim(),
            state.config.limits.codes_per_account,
        )
        .await?;
        let invalid = || ApiError::rule(Msg::CodeInvalid, "invalid_code");
        let mut db = tenant.db().await?;
        let user = store::credentials(&mut db, &body.email)
            .await?
            .ok_or_else(invalid)?;
        let row = store::current_code(&mut db, user.id)
            .await?
            .ok_or_else(invalid)?;
        if row.expired {
            return Err(ApiError::rule(Msg::CodeExpired, "code_expired"));
        }
        if row.attempts >= rules::CODE_MAX_ATTEMPTS {
            return Err(ApiError::rule(
                Msg::CodeTooManyAttempts,
                "too_many_attempts",
            ));
        }
        if row.code_hash != rules::hash_code(&state.config.secret_key, user.id, code) {
            let attempts = store::count_failed_attempt(&mut db, row.id).await?;
            tenant.keep_on_error();
            return Err(if attempts >= rules::CODE_MAX_ATTEMPTS {
                ApiError::rule(Msg::CodeTooManyAttempts, "too_many_attempts")
            } else {
                invalid()
            });
        }
        store::mark_verified(&mut db, user.id, row.id).await?;
        ok_with(Msg::Verified, Verified { verified: true })
    }

    /// E-mails a new verification code (always answers the same, so it tells nobody whether an
    /// address has an account).
    #[oai(path = "/resend-verification", method = "post")]
    async fn resend_verification(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        body: Json<EmailRequest>,
    ) -> ApiResult<NoData> {
        ratelimit::check(
            &state,
            tenant.company.id,
            "code-send",
            body.email.trim(),
            state.config.limits.codes_per_account,
        )
        .await?;
        let user = {
            let mut db = tenant.db().await?;
            store::credentials(&mut db, &body.email).await?
        };
        if let Some(u) = user.filter(|u| !u.verified && u.status != "suspended") {
            send_code(
                &state,
                &tenant,
                u.id,
                &u.email,
                Lang::parse(&u.language).unwrap_or_default(),
            )
            .await?;
        }
        ok_with(Msg::CodeSent, NoData)
    }

    /// E-mails a single-use link to choose a new password (valid 1 hour).
    #[oai(path = "/forgot-password", method = "post")]
    async fn forgot_password(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        req: &Request,
        body: Json<ForgotPasswordRequest>,
    ) -> ApiResult<NoData> {
        ratelimit::check(
            &state,
            tenant.company.id,
            "reset",
            body.email.trim(),
            state.config.limits.reset_per_account,
        )
        .await?;
        let origin = state.config.origin_of(&crate::http::request_host(req));
        // The link always points at this company's own host: a `url` elsewhere is ignored.
        let page = body
            .url
            .as_deref()
            .filter(|u| u.starts_with(&format!("{origin}/")))
            .map(str::to_string)
            .unwrap_or_else(|| format!("{origin}/reset-password"));
        let mut db = tenant.db().await?;
        if let Some(u) = store::credentials(&mut db, &body.email)
            .await?
            .filter(|u| u.status != "suspended")
        {
            let token = store::issue_password_token(&mut db, u.id, "reset").await?;
            let sep = if page.contains('?') { '&' } else { '?' };
            let link = format!("{page}{sep}token={token}");
            let lang = Lang::parse(&u.language).unwrap_or_default();
            email::enqueue(
                &mut db,
                &u.email,
                text(lang, Msg::EmailSubjectReset),
                &text(lang, Msg::EmailBodyReset).replace("{link}", &link),
            )
            .await?;
        }
        ok_with(Msg::ResetSent, NoData)
    }

    /// Sets a password from a reset or invitation link; the link works once.
    #[oai(path = "/create-password", method = "post")]
    async fn create_password(
        &self,
        tenant: Tenant,
        body: Json<CreatePasswordRequest>,
    ) -> ApiResult<NoData> {
        let missing = rules::password_shortfalls(&body.password);
        if !missing.is_empty() {
            return Err(ApiError::field_text(
                "password",
                &rules::password_message(i18n::current(), &missing),
            ));
        }
        let user_id = {
            let mut db = tenant.db().await?;
            store::use_password_token(&mut db, body.token.trim()).await?
        }
        .ok_or_else(|| ApiError::rule(Msg::TokenInvalid, "invalid_token"))?;
        let hash = super::hash_password(&body.password).await;
        let mut db = tenant.db().await?;
        store::set_password(&mut db, user_id, &hash, None).await?;
        store::after_link_used(&mut db, user_id).await?;
        ok_with(Msg::PasswordSet, NoData)
    }
}
