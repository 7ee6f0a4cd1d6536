//! Local stand-ins for the courier providers, served under `/_fake/easyparcel`, `/_fake/ninjavan`
//! and `/_fake/delyva` when `DEV_FAKES=1` (`infra/run`, the browser tests; never in production) and
//! started on a port of their own by the API tests. Each speaks its documented contract
//! (integrations.md §2 and §8):
//! - EasyParcel classic: `POST /?ac=<Action>` form-encoded with PHP bracket keys, always 200 with
//!   `{api_status, error_code, error_remark, result}`; a wrong `api` key is `Fail`.
//! - Ninja Van: `POST /{cc}/2.0/oauth/access_token` (JSON client credentials), 401
//!   `{"error":{title,message}}` for wrong ones.
//! - Delyva: `X-Delyvax-Access-Token` on every call, 401 without a known key.

use poem::{
    handler,
    http::StatusCode,
    web::{Data, Json, Path},
    EndpointExt, Request, Response, Route,
};
use serde_json::{json, Value};
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

/// The EasyParcel API key the stand-in accepts (the demo company is connected with it).
pub const EASYPARCEL_API_KEY: &str = "EP-demo-key-0001";
pub const NINJAVAN_CLIENT_ID: &str = "nv-demo-client";
pub const NINJAVAN_CLIENT_SECRET: &str = "nv-demo-secret-0001";
pub const DELYVA_API_KEY: &str = "dx-demo-key-0001";

/// The couriers EasyParcel offers in the stand-in: (id, name, price of the first kg).
pub const EASYPARCEL_COURIERS: &[(&str, &str, &str)] = &[
    ("EP-CR0A", "Poslaju", "7.80"),
    ("EP-CR0C", "City-Link Express", "8.50"),
    ("EP-CR0D", "J&T Express", "6.90"),
    ("EP-CR05", "Ninja Van", "7.20"),
];

#[derive(Default)]
pub struct Inner {
    /// Calls per action or path, to check what a client sent.
    pub calls: HashMap<String, u32>,
    /// EasyParcel answers 500 while this is set (a provider down).
    pub easyparcel_down: bool,
}

/// The stand-ins' memory, shared with their test hooks.
pub type Shared = Arc<Mutex<Inner>>;

fn counted(inner: &Shared, what: &str) {
    *inner.lock().unwrap().calls.entry(what.into()).or_default() += 1;
}

fn json_response(status: StatusCode, body: Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(body.to_string())
}

fn ep_fail(code: &str, remark: &str) -> Response {
    json_response(
        StatusCode::OK,
        json!({"api_status": "Fail", "error_code": code, "error_remark": remark, "result": []}),
    )
}

fn ep_ok(result: Value) -> Response {
    json_response(
        StatusCode::OK,
        json!({"api_status": "Success", "error_code": "0", "error_remark": "", "result": result}),
    )
}

#[handler]
fn easyparcel(req: &Request, body: String, Data(inner): Data<&Shared>) -> Response {
    let action = url::form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes())
        .find(|(k, _)| k == "ac")
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default();
    counted(inner, &action);
    if inner.lock().unwrap().easyparcel_down {
        return json_response(StatusCode::INTERNAL_SERVER_ERROR, json!({}));
    }
    let form: HashMap<String, String> = url::form_urlencoded::parse(body.as_bytes())
        .into_owned()
        .collect();
    if form.get("api").map(String::as_str) != Some(EASYPARCEL_API_KEY) {
        return ep_fail("3", "Invalid API key");
    }
    match action.as_str() {
        "EPCheckCreditBalance" => ep_ok(json!("250.00")),
        "EPCourierList" => ep_ok(Value::Array(
            EASYPARCEL_COURIERS
                .iter()
                .map(|(id, name, _)| json!({"courier_id": id, "courier_name": name}))
                .collect(),
        )),
        _ => ep_fail("1", "Unknown action"),
    }
}

#[handler]
fn ninjavan_token(
    Path(cc): Path<String>,
    Json(body): Json<Value>,
    Data(inner): Data<&Shared>,
) -> Response {
    counted(inner, "ninjavan_token");
    if !crate::integrations::ninjavan::COUNTRIES.contains(&cc.as_str()) {
        return json_response(
            StatusCode::NOT_FOUND,
            json!({"error": {"title": "Not Found", "message": "Unknown country"}}),
        );
    }
    if body["grant_type"] != "client_credentials"
        || body["client_id"] != NINJAVAN_CLIENT_ID
        || body["client_secret"] != NINJAVAN_CLIENT_SECRET
    {
        return json_response(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"title": "Unauthorized", "message": "Invalid client credentials"}}),
        );
    }
    let now = chrono::Utc::now().timestamp();
    json_response(
        StatusCode::OK,
        json!({"access_token": format!("nvtok-{}", uuid::Uuid::new_v4().simple()),
               "expires": now + 3600, "expires_in": 3600, "token_type": "bearer"}),
    )
}

fn delyva_authorised(req: &Request) -> bool {
    req.header("X-Delyvax-Access-Token") == Some(DELYVA_API_KEY)
}

#[handler]
fn delyva_webhooks(req: &Request, Data(inner): Data<&Shared>) -> Response {
    counted(inner, "delyva_webhook");
    if !delyva_authorised(req) {
        return json_response(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"message": "Invalid access token"}}),
        );
    }
    json_response(StatusCode::OK, json!({"data": []}))
}

/// The stand-ins' routes: `/easyparcel`, `/ninjavan/…`, `/delyva/…`.
pub fn routes(inner: Shared) -> impl poem::Endpoint {
    Route::new()
        .at("/easyparcel", poem::post(easyparcel))
        .at("/easyparcel/", poem::post(easyparcel))
        .at(
            "/ninjavan/:cc/2.0/oauth/access_token",
            poem::post(ninjavan_token),
        )
        .at("/delyva/v1.0/webhook", poem::get(delyva_webhooks))
        .data(inner)
}
