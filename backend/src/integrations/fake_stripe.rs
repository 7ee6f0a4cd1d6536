//! A local stand-in for Stripe's Checkout, served by this process under `/_fake/stripe` when
//! `DEV_FAKES=1` (never in production): `POST /v1/checkout/sessions` with Stripe's conventions
//! (a `sk_` key by Bearer or Basic auth, form-encoded bracket parameters, its error envelope, a
//! `checkout.session` object async-stripe parses), a payment page, and on Pay the signed
//! `checkout.session.completed` webhook (`Stripe-Signature`, integrations.md §5.2) to this server,
//! then the payer's browser to the session's `success_url`.

use super::stripe::signature_header;
use crate::state::AppState;
use base64::Engine;
use poem::{
    handler,
    http::StatusCode,
    web::{Data, Path},
    Body, EndpointExt, IntoEndpoint, Request, Response, Route,
};
use serde_json::{json, Value};
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

#[derive(Clone, Default)]
struct Sessions(Arc<Mutex<HashMap<String, Value>>>);

fn error(status: StatusCode, code: &str, message: &str, param: Option<&str>) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(
            json!({"error": {"type": "invalid_request_error", "code": code, "message": message, "param": param}})
                .to_string(),
        )
}

/// A secret key by Bearer, or by Basic with the key as the user name.
fn authorised(req: &Request) -> bool {
    let Some(auth) = req.header("authorization") else {
        return false;
    };
    let key = if let Some(k) = auth.strip_prefix("Bearer ") {
        k.to_string()
    } else if let Some(b) = auth.strip_prefix("Basic ") {
        base64::engine::general_purpose::STANDARD
            .decode(b)
            .ok()
            .and_then(|d| String::from_utf8(d).ok())
            .map(|s| s.trim_end_matches(':').to_string())
            .unwrap_or_default()
    } else {
        return false;
    };
    key.starts_with("sk_")
}

fn id(prefix: &str) -> String {
    format!("{prefix}_test_{}", uuid::Uuid::new_v4().simple())
}

#[handler]
async fn create_session(req: &Request, body: Body, sessions: Data<&Sessions>) -> Response {
    if !authorised(req) {
        return error(
            StatusCode::UNAUTHORIZED,
            "api_key_invalid",
            "Invalid API Key provided.",
            None,
        );
    }
    let bytes = body.into_vec().await.unwrap_or_default();
    let form: HashMap<String, String> = url::form_urlencoded::parse(&bytes).into_owned().collect();
    let get = |k: &str| form.get(k).map(String::as_str).filter(|v| !v.is_empty());
    for required in [
        "mode",
        "success_url",
        "line_items[0][price_data][currency]",
        "line_items[0][price_data][unit_amount]",
        "line_items[0][price_data][product_data][name]",
    ] {
        if get(required).is_none() {
            return error(
                StatusCode::BAD_REQUEST,
                "parameter_missing",
                &format!("Missing required param: {required}."),
                Some(required),
            );
        }
    }
    let amount: i64 =
        match get("line_items[0][price_data][unit_amount]").and_then(|a| a.parse().ok()) {
            Some(a) if a > 0 => a,
            _ => {
                return error(
                    StatusCode::BAD_REQUEST,
                    "parameter_invalid_integer",
                    "Invalid integer: unit_amount.",
                    Some("line_items[0][price_data][unit_amount]"),
                )
            }
        };
    let quantity: i64 = get("line_items[0][quantity]")
        .and_then(|q| q.parse().ok())
        .unwrap_or(1);
    let success = get("success_url").unwrap_or_default();
    let origin = url::Url::parse(success)
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default();
    let session_id = id("cs");
    let metadata: serde_json::Map<String, Value> = form
        .iter()
        .filter_map(|(k, v)| {
            k.strip_prefix("metadata[")
                .and_then(|k| k.strip_suffix(']'))
                .map(|k| (k.to_string(), json!(v)))
        })
        .collect();
    let now = chrono::Utc::now().timestamp();
    let session = json!({
        "id": session_id,
        "object": "checkout.session",
        "amount_subtotal": amount * quantity,
        "amount_total": amount * quantity,
        "automatic_tax": {"enabled": false, "liability": null, "provider": null, "status": null},
        "cancel_url": get("cancel_url"),
        "client_reference_id": get("client_reference_id"),
        "created": now,
        "currency": get("line_items[0][price_data][currency]"),
        "custom_fields": [],
        "custom_text": {"after_submit": null, "shipping_address": null, "submit": null, "terms_of_service_acceptance": null},
        "customer": null,
        "customer_email": get("customer_email"),
        "expires_at": now + 86_400,
        "livemode": false,
        "metadata": metadata,
        "mode": get("mode"),
        "payment_intent": null,
        "payment_method_types": ["card", "fpx"],
        "payment_status": "unpaid",
        "shipping_options": [],
        "status": "open",
        "success_url": success,
        "url": format!("{origin}/_fake/stripe/pay/{session_id}"),
    });
    sessions
        .0
         .0
        .lock()
        .expect("not poisoned")
        .insert(session_id, session.clone());
    Response::builder()
        .content_type("application/json")
        .body(session.to_string())
}

#[handler]
fn pay_page(Path(session_id): Path<String>, sessions: Data<&Sessions>) -> Response {
    let Some(s) = sessions
        .0
         .0
        .lock()
        .expect("not poisoned")
        .get(&session_id)
        .cloned()
    else {
        return Response::builder()
            .status(StatusCode::NOT_FOUND)
            .body("No such session");
    };
    let amount = s["amount_total"].as_i64().unwrap_or(0);
    let currency = s["currency"].as_str().unwrap_or("myr").to_uppercase();
    let done = s["payment_status"] == "paid";
    let html = format!(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe Checkout (local test)</title>
<style>body{{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f6f9fc;color:#1a1f36}}main{{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}}
h1{{font-size:18px;margin:0 0 16px}}.amount{{font-size:32px;font-weight:700;margin:8px 0 24px}}button{{width:100%;padding:14px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer;background:#635bff;color:#fff}}</style></head>
<body><main><h1>Stripe Checkout · local test</h1><div class="amount">{currency} {major}.{minor:02}</div>{body}</main></body></html>"#,
        major = amount / 100,
        minor = amount % 100,
        body = if done {
            "<p>This session is paid.</p>".to_string()
        } else {
            format!(
                r#"<form method="post" action="/_fake/stripe/pay/{session_id}"><button type="submit">Pay (test card)</button></form>"#
            )
        }
    );
    Response::builder()
        .content_type("text/html; charset=utf-8")
        .body(html)
}

/// Pays a session: the signed `checkout.session.completed` event to this server's webhook, then
/// the browser to the session's success URL.
#[handler]
async fn pay(
    Path(session_id): Path<String>,
    state: Data<&Arc<AppState>>,
    sessions: Data<&Sessions>,
) -> Response {
    let Some(stripe) = state.config.stripe.clone() else {
        return Response::builder()
            .status(StatusCode::NOT_FOUND)
            .body("No gateway");
    };
    let session = {
        let mut all = sessions.0 .0.lock().expect("not poisoned");
        let Some(s) = all.get_mut(&session_id) else {
            return Response::builder()
                .status(StatusCode::NOT_FOUND)
                .body("No such session");
        };
        s["payment_status"] = json!("paid");
        s["status"] = json!("complete");
        s.clone()
    };
    let now = chrono::Utc::now().timestamp();
    let event = json!({
        "id": id("evt"),
        "object": "event",
        "type": "checkout.session.completed",
        "created": now,
        "api_version": "2025-08-27.basil",
        "livemode": false,
        "data": {"object": session},
    })
    .to_string();
    let success = session["success_url"].as_str().unwrap_or("/").to_string();
    let host = url::Url::parse(&success)
        .ok()
        .map(|u| match u.port() {
            Some(p) => format!("{}:{p}", u.host_str().unwrap_or("")),
            None => u.host_str().unwrap_or("").to_string(),
        })
        .unwrap_or_default();
    let sent = state
        .http
        .post(format!(
            "http://127.0.0.1:{}/api/billing/stripe/webhook",
            state.config.bind.port()
        ))
        .header("host", host)
        .header("content-type", "application/json")
        .header(
            "stripe-signature",
            signature_header(&stripe.webhook_secret, now, event.as_bytes()),
        )
        .body(event)
        .timeout(std::time::Duration::from_secs(10))
        .send()
        .await;
    if let Err(e) = sent {
        tracing::warn!(error = %e, "the fake Stripe could not deliver its webhook");
    }
    Response::builder()
        .status(StatusCode::SEE_OTHER)
        .header("location", success)
        .finish()
}

/// The fake's routes, to nest at `/_fake/stripe`.
pub fn routes(state: Arc<AppState>) -> impl poem::Endpoint {
    Route::new()
        .at("/v1/checkout/sessions", poem::post(create_session))
        .at("/pay/:id", poem::get(pay_page).post(pay))
        .data(state)
        .data(Sessions::default())
        .into_endpoint()
}
