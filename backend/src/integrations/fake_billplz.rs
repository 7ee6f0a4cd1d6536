//! A local stand-in for the vendor's Billplz, served by this process under `/_fake/billplz` when
//! `DEV_FAKES=1` (`infra/run`, the Playwright run; never in production): bills under Basic auth
//! with Billplz's validation (integrations.md §1.2 and §8), a payment page with Pay and Fail, and
//! on a choice the X-Signature-signed callback (form-encoded, to the bill's `callback_url`) and the
//! signed redirect of the payer's browser — so a subscription can be paid end to end on a laptop.

use super::billplz::x_signature;
use crate::state::AppState;
use base64::Engine;
use poem::{
    handler,
    http::StatusCode,
    web::{Data, Path, Query},
    Body, EndpointExt, IntoEndpoint, Request, Response, Route,
};
use serde_json::{json, Value};
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

#[derive(Clone, Default)]
struct Bills(Arc<Mutex<HashMap<String, Value>>>);

fn error(status: StatusCode, kind: &str, message: Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(json!({"error": {"type": kind, "message": message}}).to_string())
}

fn key(state: &AppState) -> Option<(String, String)> {
    state
        .config
        .vendor_billplz
        .as_ref()
        .map(|v| (v.api_key.clone(), v.x_signature_key.clone()))
}

#[handler]
async fn create_bill(
    req: &Request,
    body: Body,
    state: Data<&Arc<AppState>>,
    bills: Data<&Bills>,
) -> Response {
    let Some((api_key, _)) = key(&state) else {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    };
    let expected = base64::engine::general_purpose::STANDARD.encode(format!("{api_key}:"));
    if req.header("authorization") != Some(&format!("Basic {expected}")) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    let bytes = body.into_vec().await.unwrap_or_default();
    let fields: HashMap<String, String> =
        url::form_urlencoded::parse(&bytes).into_owned().collect();
    let get = |k: &str| fields.get(k).map(|v| v.trim()).filter(|v| !v.is_empty());
    let amount = get("amount")
        .and_then(|a| a.parse::<i64>().ok())
        .unwrap_or(0);
    let mut missing = vec![];
    for k in ["collection_id", "name", "callback_url", "description"] {
        if get(k).is_none() {
            missing.push(format!("{k} is required"));
        }
    }
    if amount <= 0 {
        missing.push("Amount must be more than 0".into());
    }
    if get("email").is_none() && get("mobile").is_none() {
        missing.push("Email or mobile is required".into());
    }
    if !missing.is_empty() {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "RecordInvalid",
            json!(missing),
        );
    }
    let id = uuid::Uuid::new_v4().simple().to_string()[..8].to_string();
    // The payment page is shown on the host the payer comes back to.
    let origin = get("redirect_url")
        .or(get("callback_url"))
        .and_then(|u| url::Url::parse(u).ok())
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default();
    let bill = json!({
        "id": id,
        "collection_id": get("collection_id"),
        "paid": false,
        "state": "due",
        "amount": amount,
        "paid_amount": 0,
        "due_at": chrono::Utc::now().format("%Y-%m-%d").to_string(),
        "email": get("email"),
        "mobile": get("mobile"),
        "name": get("name"),
        "url": format!("{origin}/_fake/billplz/bills/{id}"),
        "reference_1_label": get("reference_1_label"),
        "reference_1": get("reference_1"),
        "redirect_url": get("redirect_url"),
        "callback_url": get("callback_url"),
        "description": get("description"),
    });
    bills
        .0
         .0
        .lock()
        .expect("not poisoned")
        .insert(id, bill.clone());
    Response::builder()
        .content_type("application/json")
        .body(bill.to_string())
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[handler]
fn bill_page(Path(id): Path<String>, bills: Data<&Bills>) -> Response {
    let Some(bill) = bills.0 .0.lock().expect("not poisoned").get(&id).cloned() else {
        return Response::builder()
            .status(StatusCode::NOT_FOUND)
            .body("No such bill");
    };
    let amount = bill["amount"].as_i64().unwrap_or(0);
    let paid = bill["paid"].as_bool().unwrap_or(false);
    let html = format!(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Billplz (local test gateway)</title>
<style>body{{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f1f5f9;color:#0f172a}}main{{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}}
h1{{font-size:18px;margin:0 0 4px}}p{{color:#475569;margin:4px 0 16px}}.amount{{font-size:32px;font-weight:700;margin:8px 0 24px}}
button{{width:100%;padding:14px;border:0;border-radius:8px;font-size:16px;font-weight:600;margin-top:8px;cursor:pointer}}.pay{{background:#2563eb;color:#fff}}.fail{{background:#e2e8f0;color:#0f172a}}</style></head>
<body><main><h1>Billplz · local test gateway</h1><p>{description}</p><div class="amount">RM {ringgit}.{sen:02}</div>
{body}</main></body></html>"#,
        description = escape(bill["description"].as_str().unwrap_or("")),
        ringgit = amount / 100,
        sen = amount % 100,
        body = if paid {
            "<p>This bill is paid.</p>".to_string()
        } else {
            format!(
                r#"<form method="post" action="/_fake/billplz/bills/{id}/pay?success=true"><button class="pay" type="submit">Pay with FPX (test)</button></form>
<form method="post" action="/_fake/billplz/bills/{id}/pay?success=false"><button class="fail" type="submit">Fail the payment</button></form>"#,
                id = escape(&id)
            )
        }
    );
    Response::builder()
        .content_type("text/html; charset=utf-8")
        .body(html)
}

#[derive(serde::Deserialize)]
struct PayQuery {
    success: bool,
}

/// Pays (or fails) a bill: Billplz's signed callback to the bill's callback URL (sent to this very
/// process, whatever host the URL names), then the payer's browser to the signed redirect.
#[handler]
async fn pay(
    Path(id): Path<String>,
    Query(q): Query<PayQuery>,
    state: Data<&Arc<AppState>>,
    bills: Data<&Bills>,
) -> Response {
    let Some((_, x_key)) = key(&state) else {
        return Response::builder()
            .status(StatusCode::NOT_FOUND)
            .body("No gateway");
    };
    let bill = {
        let mut all = bills.0 .0.lock().expect("not poisoned");
        let Some(bill) = all.get_mut(&id) else {
            return Response::builder()
                .status(StatusCode::NOT_FOUND)
                .body("No such bill");
        };
        if q.success {
            bill["paid"] = json!(true);
            bill["state"] = json!("paid");
            bill["paid_amount"] = bill["amount"].clone();
        }
        bill.clone()
    };
    let paid_at = chrono::Utc::now()
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .format("%Y-%m-%d %H:%M:%S %z")
        .to_string();
    let s = |k: &str| match &bill[k] {
        Value::String(v) => v.clone(),
        Value::Null => String::new(),
        v => v.to_string(),
    };
    let paid = if q.success { "true" } else { "false" };
    let mut callback: Vec<(String, String)> = vec![
        ("id".into(), id.clone()),
        ("collection_id".into(), s("collection_id")),
        ("paid".into(), paid.into()),
        ("state".into(), s("state")),
        ("amount".into(), s("amount")),
        ("paid_amount".into(), s("paid_amount")),
        ("due_at".into(), s("due_at")),
        ("email".into(), s("email")),
        ("mobile".into(), s("mobile")),
        ("name".into(), s("name")),
        ("url".into(), s("url")),
        ("paid_at".into(), paid_at.clone()),
    ];
    let signature = x_signature(
        &x_key,
        callback.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    );
    callback.push(("x_signature".into(), signature));
    if let Ok(url) = url::Url::parse(&s("callback_url")) {
        let host = url.host_str().unwrap_or("").to_string();
        let host = match url.port() {
            Some(p) => format!("{host}:{p}"),
            None => host,
        };
        let local = format!(
            "http://127.0.0.1:{}{}",
            state.config.bind.port(),
            url.path()
        );
        let sent = state
            .http
            .post(local)
            .header("host", host)
            .form(&callback)
            .timeout(std::time::Duration::from_secs(10))
            .send()
            .await;
        if let Err(e) = sent {
            tracing::warn!(error = %e, "the fake Billplz could not deliver its callback");
        }
    }
    let mut redirect: Vec<(String, String)> = vec![
        ("billplz[id]".into(), id.clone()),
        ("billplz[paid]".into(), paid.into()),
        ("billplz[paid_at]".into(), paid_at),
    ];
    let signature = x_signature(
        &x_key,
        redirect.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    );
    redirect.push(("billplz[x_signature]".into(), signature));
    let query: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(redirect)
        .finish();
    let target = format!("{}?{query}", s("redirect_url"));
    Response::builder()
        .status(StatusCode::SEE_OTHER)
        .header("location", target)
        .finish()
}

/// The FPX bank list (`GET /api/v3/fpx_banks`), one bank offline as on a real day.
#[handler]
async fn fpx_banks(req: &Request, state: Data<&Arc<AppState>>) -> Response {
    let Some((api_key, _)) = key(&state) else {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    };
    let expected = base64::engine::general_purpose::STANDARD.encode(format!("{api_key}:"));
    if req.header("authorization") != Some(&format!("Basic {expected}")) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    Response::builder().content_type("application/json").body(
        json!({"banks": [
            {"name": "MB2U0227", "active": true}, {"name": "BCBB0235", "active": true},
            {"name": "PBB0233", "active": true}, {"name": "RHB0218", "active": true},
            {"name": "HLB0224", "active": true}, {"name": "OCBC0229", "active": false},
            {"name": "BP-FKR01", "active": true}
        ]})
        .to_string(),
    )
}

/// The fake's routes, to nest at `/_fake/billplz`.
pub fn routes(state: Arc<AppState>) -> impl poem::Endpoint {
    Route::new()
        .at("/api/v3/bills", poem::post(create_bill))
        .at("/api/v3/fpx_banks", poem::get(fpx_banks))
        .at("/bills/:id", poem::get(bill_page))
        .at("/bills/:id/pay", poem::post(pay))
        .data(state)
        .data(Bills::default())
        .into_endpoint()
}
