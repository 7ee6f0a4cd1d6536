//! The request middleware: request id and log span, language, company from `Host`, the per-address
//! ceiling, the request's transaction, errors into the envelope, and security headers.

use super::{envelope::error_json, ratelimit};
use crate::{
    domain::money::{Currency, CURRENCY},
    i18n::{self, text, Lang, Msg},
    state::AppState,
    tenancy::{self, HostKind, Tenant},
};
use poem::{
    http::{header, HeaderValue, Method, StatusCode},
    Endpoint, IntoResponse, Request, Response,
};
use std::{net::IpAddr, sync::Arc, time::Instant};
use tracing::Instrument;

/// Which side of the product a request is for.
#[derive(Clone, Debug)]
pub enum Site {
    Vendor,
    Company(Tenant),
    Unknown,
}

#[derive(Clone, Copy, Debug)]
pub struct ClientIp(pub Option<IpAddr>);

pub struct RequestContext<E> {
    inner: E,
    state: Arc<AppState>,
}

pub fn request_context<E: Endpoint>(inner: E, state: Arc<AppState>) -> RequestContext<E> {
    RequestContext { inner, state }
}

fn client_ip(req: &Request, trust_proxy: bool) -> Option<IpAddr> {
    if trust_proxy {
        if let Some(ip) = req
            .header("x-forwarded-for")
            .and_then(|v| v.split(',').next())
            .and_then(|v| v.trim().parse().ok())
        {
            return Some(ip);
        }
    }
    req.remote_addr().as_socket_addr().map(|a| a.ip())
}

/// The per-session limit (when the request carries a bearer token) and the per-address ceiling.
fn within_limits(state: &AppState, req: &Request, ip: Option<IpAddr>) -> bool {
    let minute = chrono::Utc::now().timestamp() / 60;
    let limits = &state.config.limits;
    let token = req
        .header(header::AUTHORIZATION)
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    if let Some(token) = token {
        let key = ratelimit::session_key(token);
        if !state
            .session_limit
            .allow(key, minute, limits.per_session_per_minute)
        {
            return false;
        }
    }
    ip.is_none_or(|ip| {
        state
            .address_ceiling
            .allow(ip, minute, limits.per_address_per_minute)
    })
}

fn request_lang(req: &Request, company: Option<&Tenant>) -> Lang {
    req.header("x-lang")
        .and_then(Lang::parse)
        .or_else(|| {
            req.header("accept-language")
                .and_then(Lang::from_accept_language)
        })
        .or_else(|| company.and_then(|t| Lang::parse(&t.company.language)))
        .unwrap_or_default()
}

fn envelope_response(status: StatusCode, message: &str, error: &str) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json; charset=utf-8")
        .body(error_json(status.as_u16(), message, error))
}

/// Any error that did not come from an operation's own `ApiError` (unknown route, wrong method,
/// unreadable body, failed guard) becomes the envelope here.
fn error_to_response(err: poem::Error, lang: Lang) -> Response {
    if err.is_from_response() {
        return err.into_response();
    }
    let status = err.status();
    let (msg, code) = match status.as_u16() {
        400 => (
            format!("{}: {}", text(lang, Msg::InvalidInput), err),
            "bad_request",
        ),
        401 => (
            text(lang, Msg::Unauthenticated).to_string(),
            "unauthenticated",
        ),
        403 => (text(lang, Msg::NoAccess).to_string(), "no_access"),
        404 => (text(lang, Msg::NotFound).to_string(), "not_found"),
        405 => (
            text(lang, Msg::MethodNotAllowed).to_string(),
            "method_not_allowed",
        ),
        413 => (
            text(lang, Msg::PayloadTooLarge).to_string(),
            "payload_too_large",
        ),
        415 => (
            text(lang, Msg::InvalidInput).to_string(),
            "unsupported_media_type",
        ),
        s if s >= 500 => {
            tracing::error!(error = %err, "unhandled error");
            (text(lang, Msg::GenericError).to_string(), "internal")
        }
        _ => (text(lang, Msg::InvalidInput).to_string(), "bad_request"),
    };
    envelope_response(status, &msg, code)
}

impl<E: Endpoint> Endpoint for RequestContext<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> poem::Result<Response> {
        let started = Instant::now();
        let request_id = req
            .header("x-request-id")
            .filter(|v| v.len() <= 64 && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
            .map(str::to_string)
            .unwrap_or_else(|| uuid::Uuid::new_v4().simple().to_string());
        let host = req
            .header(header::HOST)
            .map(str::to_string)
            .or_else(|| req.uri().host().map(str::to_string))
            .unwrap_or_default();
        let path = req.uri().path().to_string();
        let span = tracing::info_span!("request", id = %request_id, method = %req.method(), path = %path, host = %host);

        async move {
            let state = &self.state;
            let ip = client_ip(&req, state.config.trust_proxy);
            req.extensions_mut().insert(ClientIp(ip));
            let is_api = path.starts_with("/api/") || path == "/api";

            let site = if path == "/healthz" {
                Site::Unknown
            } else {
                match tenancy::classify_host(&host, &state.config.base_domain) {
                    HostKind::Vendor => Site::Vendor,
                    _ => match tenancy::resolve(state, &host).await {
                        Ok(Some(company)) => {
                            let reads = matches!(*req.method(), Method::GET | Method::HEAD);
                            Site::Company(Tenant::new(state.request_pool.clone(), state.pool.clone(), company, reads))
                        }
                        Ok(None) => Site::Unknown,
                        Err(e) => {
                            tracing::error!(error = %format!("{e:#}"), "resolving the company failed");
                            let lang = request_lang(&req, None);
                            return Ok(with_request_id(
                                envelope_response(StatusCode::INTERNAL_SERVER_ERROR, text(lang, Msg::GenericError), "internal"),
                                &request_id,
                            ));
                        }
                    },
                }
            };
            let tenant = match &site {
                Site::Company(t) => Some(t.clone()),
                _ => None,
            };
            let lang = request_lang(&req, tenant.as_ref());

            // Per session first, then the per-address ceiling (in this process: no round trip).
            if is_api && !within_limits(state, &req, ip) {
                return Ok(with_request_id(
                    envelope_response(StatusCode::TOO_MANY_REQUESTS, text(lang, Msg::TooManyRequests), "rate_limited"),
                    &request_id,
                ));
            }

            if matches!(site, Site::Unknown) && path != "/healthz" {
                return Ok(with_request_id(
                    envelope_response(StatusCode::NOT_FOUND, text(lang, Msg::UnknownCompany), "unknown_company"),
                    &request_id,
                ));
            }
            req.extensions_mut().insert(site);
            if let Some(t) = &tenant {
                req.extensions_mut().insert(t.clone());
            }

            let currency = tenant
                .as_ref()
                .map(|t| Currency::parse(&t.company.currency))
                .unwrap_or_default();
            let origin = state.config.origin_of(&crate::http::request_host(&req));
            let result = crate::http::ORIGIN
                .scope(
                    origin,
                    i18n::REQUEST_LANG.scope(lang, CURRENCY.scope(currency, self.inner.call(req))),
                )
                .await;
            let mut resp = match result {
                Ok(out) => out.into_response(),
                Err(err) => i18n::REQUEST_LANG.sync_scope(lang, || error_to_response(err, lang)),
            };
            if let Some(t) = &tenant {
                let success = resp.status().is_success() || resp.status().is_redirection();
                if let Err(e) = t.finish(success).await {
                    tracing::error!(error = %e, "finishing the request's transaction failed");
                    resp = envelope_response(StatusCode::INTERNAL_SERVER_ERROR, text(lang, Msg::GenericError), "internal");
                }
                // What a write committed (the company's settings or catalogue among it, perhaps)
                // is read afresh by this replica's next request; other replicas hear of it from
                // PostgreSQL (`tenancy::memo`).
                if !t.is_read_only() && success {
                    tenancy::memo::forget_company(state, t.company.id);
                }
            }
            tracing::info!(status = resp.status().as_u16(), ms = started.elapsed().as_millis() as u64, "served");
            Ok(with_request_id(resp, &request_id))
        }
        .instrument(span)
        .await
    }
}

fn with_request_id(mut resp: Response, id: &str) -> Response {
    if let Ok(v) = HeaderValue::from_str(id) {
        resp.headers_mut().insert("x-request-id", v);
    }
    let h = resp.headers_mut();
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert(
        "referrer-policy",
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    resp
}
