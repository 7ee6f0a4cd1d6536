//! `/healthz` (for load balancers and `infra/` scripts) and `/api/dev/outbox` (development only).

use super::store;
use crate::{http::envelope::envelope_json, state::AppState, tenancy::Tenant};
use poem::{handler, http::StatusCode, web::Data, Response};
use serde_json::json;
use std::{
    sync::Arc,
    time::{Duration, Instant},
};

/// How long a probe of PostgreSQL and Redis is the answer: a balancer asking every second (or a
/// benchmark asking thousands of times) costs the databases one probe a second.
const PROBE_FRESH: Duration = Duration::from_secs(1);

/// Whether PostgreSQL and Redis answer, probed at most once per PROBE_FRESH (one caller probes,
/// the others wait for its answer).
async fn probe(state: &AppState) -> (bool, bool) {
    let mut last = state.health.lock().await;
    if let Some((at, postgres, redis)) = *last {
        if at.elapsed() < PROBE_FRESH {
            return (postgres, redis);
        }
    }
    let postgres = store::postgres_answers(&state.pool).await;
    let redis = state.redis.ping().await;
    *last = Some((Instant::now(), postgres, redis));
    (postgres, redis)
}

/// 200 while PostgreSQL answers (Redis down is "degraded": it only holds limits and caches).
#[handler]
pub async fn healthz(state: Data<&Arc<AppState>>) -> Response {
    let (postgres, redis) = probe(&state).await;
    let status = if postgres {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let message = match (postgres, redis) {
        (true, true) => "ok",
        (true, false) => "degraded: redis unavailable",
        _ => "postgres unavailable",
    };
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(envelope_json(
            status.as_u16(),
            message,
            None,
            json!({"postgres": postgres, "redis": redis}),
        ))
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Development only (DEV_OUTBOX=1): the company's e-mail outbox as a page.
#[handler]
pub async fn dev_outbox(tenant: Tenant) -> poem::Result<Response> {
    let mut db = tenant.db().await.map_err(|e| e.into_poem())?;
    let emails = store::newest_emails(&mut db)
        .await
        .map_err(poem::error::InternalServerError)?;
    let mut html = String::from(
        "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'><title>Outbox</title>\
         <body style='font-family:system-ui;max-width:48rem;margin:1rem auto;padding:0 1rem'><h1>E-mail outbox</h1>",
    );
    for e in emails {
        html.push_str(&format!(
            "<article style='border:1px solid #ddd;border-radius:8px;padding:.75rem;margin:.75rem 0'><small>{} · {} · {}</small><h3>{}</h3><pre style='white-space:pre-wrap'>{}</pre></article>",
            e.created_at.format("%Y-%m-%d %H:%M:%S UTC"),
            escape(&e.to_address),
            escape(&e.status),
            escape(&e.subject),
            escape(&e.body_text)
        ));
    }
    Ok(Response::builder()
        .content_type("text/html; charset=utf-8")
        .body(html))
}
