//! The built React apps: `web/dist` on every company host, wearing the company's theme from the
//! first paint (its name, colours and data injected into index.html), and `tenant-admin/dist` on
//! the vendor host. Files under `assets/` carry content hashes and are cached for a year.

use crate::{
    features::attributes::view::company_public, http::middleware::Site, state::AppState,
    tenancy::Tenant,
};
use poem::{
    endpoint::StaticFilesEndpoint,
    http::{header, HeaderValue, StatusCode},
    Endpoint, IntoResponse, Request, Response,
};
use std::{path::PathBuf, sync::Arc};

const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; \
font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

pub struct WebApp {
    state: Arc<AppState>,
    web: StaticFilesEndpoint,
    admin: StaticFilesEndpoint,
}

impl WebApp {
    pub fn new(state: Arc<AppState>) -> Self {
        Self {
            web: StaticFilesEndpoint::new(&state.config.web_dist),
            admin: StaticFilesEndpoint::new(&state.config.admin_dist),
            state,
        }
    }
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn is_colour(s: &str) -> bool {
    s.len() == 7 && s.starts_with('#') && s[1..].chars().all(|c| c.is_ascii_hexdigit())
}

/// A file of the app, if the path names one (no dot-dot, no hidden files).
async fn file_in(dist: &std::path::Path, path: &str) -> Option<PathBuf> {
    let rel = path.trim_start_matches('/');
    if rel.is_empty()
        || rel
            .split('/')
            .any(|seg| seg.is_empty() || seg.starts_with('.'))
    {
        return None;
    }
    let full = dist.join(rel);
    match tokio::fs::metadata(&full).await {
        Ok(m) if m.is_file() => Some(full),
        _ => None,
    }
}

async fn read_index(dist: &std::path::Path) -> Option<String> {
    tokio::fs::read_to_string(dist.join("index.html"))
        .await
        .ok()
}

fn html(body: String) -> Response {
    let mut resp = Response::builder()
        .content_type("text/html; charset=utf-8")
        .header(header::CACHE_CONTROL, "no-cache")
        .body(body);
    resp.headers_mut()
        .insert("content-security-policy", HeaderValue::from_static(CSP));
    resp
}

fn not_built(which: &str) -> Response {
    Response::builder()
        .status(StatusCode::SERVICE_UNAVAILABLE)
        .content_type("text/plain; charset=utf-8")
        .body(format!(
            "The {which} app is not built yet: run infra/run (or npm run build in {which}/)."
        ))
}

impl Endpoint for WebApp {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let site = req.extensions().get::<Site>().cloned();
        let (dist, files) = match &site {
            Some(Site::Vendor) => (&self.state.config.admin_dist, &self.admin),
            _ => (&self.state.config.web_dist, &self.web),
        };
        let path = req.uri().path().to_string();
        if file_in(dist, &path).await.is_some() && path != "/index.html" {
            let immutable = path.starts_with("/assets/");
            let mut resp = files.call(req).await?.into_response();
            if immutable && resp.status().is_success() {
                resp.headers_mut().insert(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=31536000, immutable"),
                );
            }
            return Ok(resp);
        }
        // Every other path is a route of the single-page app.
        let Some(index) = read_index(dist).await else {
            return Ok(not_built(if matches!(site, Some(Site::Vendor)) {
                "tenant-admin"
            } else {
                "web"
            }));
        };
        let head = match &site {
            Some(Site::Company(tenant)) => company_head(&self.state, tenant).await,
            _ => "<title>Rangkai · Vendor console</title>".to_string(),
        };
        Ok(html(index.replace("<!--rk-head-->", &head)))
    }
}

/// The company's data, colours and name, so the first paint is already branded.
async fn company_head(state: &AppState, tenant: &Tenant) -> String {
    let company = match company_public(state, tenant).await {
        Ok(c) => c,
        Err(_) => return format!("<title>{}</title>", html_escape(&tenant.company.name)),
    };
    let json = serde_json::to_string(&company)
        .unwrap_or_else(|_| "null".into())
        .replace('<', "\\u003c");
    let primary = if is_colour(&company.primary_color) {
        company.primary_color.clone()
    } else {
        "#0f766e".into()
    };
    let secondary = if is_colour(&company.secondary_color) {
        company.secondary_color.clone()
    } else {
        "#f59e0b".into()
    };
    let icon = company
        .logo_url
        .as_deref()
        .map(|u| format!(r#"<link rel="icon" href="{}">"#, html_escape(u)))
        .unwrap_or_default();
    format!(
        r#"<title>{name}</title><meta name="theme-color" content="{primary}">{icon}<style>:root{{--rk-primary:{primary};--rk-secondary:{secondary}}}</style><script id="rk-company" type="application/json">{json}</script>"#,
        name = html_escape(&company.name),
    )
}
