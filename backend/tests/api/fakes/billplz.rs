//! A local Billplz that speaks its documented contract (integrations.md §1.2–1.5 and §8): bills
//! under Basic auth, validation errors as 422, and a test hook that pays (or fails) a bill by
//! POSTing a form-encoded, X-Signature-signed callback and answering with the signed redirect URL.

use base64::Engine;
use poem::{
    handler,
    http::StatusCode,
    listener::{Acceptor, Listener, TcpListener},
    web::{Data, Form, Path, Query},
    EndpointExt, Request, Response, Route, Server,
};
use serde_json::{json, Value};
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

pub struct FakeBillplz {
    pub base_url: String,
    pub api_key: String,
    pub x_signature_key: String,
    bills: Arc<Mutex<HashMap<String, Value>>>,
}

#[derive(Clone)]
struct State {
    api_key: String,
    x_signature_key: String,
    base_url: String,
    bills: Arc<Mutex<HashMap<String, Value>>>,
    /// Payment order collections and payment orders (V5), by id.
    collections: Arc<Mutex<HashMap<String, Value>>>,
    orders: Arc<Mutex<HashMap<String, Value>>>,
}

fn error(status: StatusCode, kind: &str, message: Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(json!({"error": {"type": kind, "message": message}}).to_string())
}

fn json_response(v: &Value) -> Response {
    Response::builder()
        .content_type("application/json")
        .body(v.to_string())
}

/// Basic auth with the API key as the user name and an empty password.
fn authorised(req: &Request, key: &str) -> bool {
    let expected = base64::engine::general_purpose::STANDARD.encode(format!("{key}:"));
    req.header("authorization") == Some(&format!("Basic {expected}"))
}

fn bill_id() -> String {
    uuid::Uuid::new_v4().simple().to_string()[..8].to_string()
}

#[handler]
async fn create_bill(req: &Request, body: poem::Body, state: Data<&State>) -> Response {
    if !authorised(req, &state.api_key) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    let bytes = body.into_vec().await.unwrap_or_default();
    let is_json = req
        .content_type()
        .is_some_and(|c| c.starts_with("application/json"));
    let fields: HashMap<String, String> = if is_json {
        serde_json::from_slice::<HashMap<String, Value>>(&bytes)
            .unwrap_or_default()
            .into_iter()
            .map(|(k, v)| (k, v.as_str().map(str::to_string).unwrap_or(v.to_string())))
            .collect()
    } else {
        url::form_urlencoded::parse(&bytes).into_owned().collect()
    };
    let get = |k: &str| fields.get(k).map(String::as_str).filter(|v| !v.is_empty());
    let mut missing = Vec::new();
    for k in ["collection_id", "name", "callback_url", "description"] {
        if get(k).is_none() {
            missing.push(format!("{k} can't be blank"));
        }
    }
    if get("email").is_none() && get("mobile").is_none() {
        missing.push("Email or mobile is required".into());
    }
    let amount = get("amount")
        .and_then(|a| a.parse::<i64>().ok())
        .unwrap_or(0);
    if amount <= 0 {
        missing.push("Amount must be greater than 0".into());
    }
    if !missing.is_empty() {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unprocessable Entity",
            json!(missing),
        );
    }
    let id = bill_id();
    let bill = json!({
        "id": id, "collection_id": get("collection_id"), "paid": false, "state": "due",
        "amount": amount, "paid_amount": 0, "due_at": get("due_at").unwrap_or("2026-12-31"),
        "email": get("email"), "mobile": get("mobile"), "name": get("name").map(str::to_uppercase),
        "url": format!("{}/bills/{id}", state.base_url),
        "reference_1_label": get("reference_1_label").unwrap_or("Reference 1"), "reference_1": get("reference_1"),
        "reference_2_label": get("reference_2_label").unwrap_or("Reference 2"), "reference_2": get("reference_2"),
        "redirect_url": get("redirect_url"), "callback_url": get("callback_url"),
        "description": get("description"), "paid_at": null
    });
    state.bills.lock().unwrap().insert(id, bill.clone());
    json_response(&bill)
}

#[handler]
fn get_bill(req: &Request, Path(id): Path<String>, state: Data<&State>) -> Response {
    if !authorised(req, &state.api_key) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    match state.bills.lock().unwrap().get(&id) {
        Some(b) => json_response(b),
        None => error(
            StatusCode::NOT_FOUND,
            "RecordNotFound",
            json!("Bill not found"),
        ),
    }
}

#[handler]
fn delete_bill(req: &Request, Path(id): Path<String>, state: Data<&State>) -> Response {
    if !authorised(req, &state.api_key) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    let mut bills = state.bills.lock().unwrap();
    match bills.get_mut(&id) {
        Some(b) if b["paid"] == true => error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unprocessable Entity",
            json!(["Bill is paid"]),
        ),
        Some(b) => {
            b["state"] = json!("deleted");
            json_response(&json!({}))
        }
        None => error(
            StatusCode::NOT_FOUND,
            "RecordNotFound",
            json!("Bill not found"),
        ),
    }
}

#[derive(serde::Deserialize)]
struct PayQuery {
    success: Option<bool>,
}

/// Test hook: pays (or fails) a bill, POSTs the signed callback, and answers with the signed
/// redirect URL (`{"redirect": "...", "callback_status": 200}`).
#[handler]
async fn pay(Path(id): Path<String>, Query(q): Query<PayQuery>, state: Data<&State>) -> Response {
    let success = q.success.unwrap_or(true);
    let paid_at = "2026-11-22 10:15:09 +0800";
    let bill = {
        let mut bills = state.bills.lock().unwrap();
        let Some(b) = bills.get_mut(&id) else {
            return error(
                StatusCode::NOT_FOUND,
                "RecordNotFound",
                json!("Bill not found"),
            );
        };
        if success {
            b["paid"] = json!(true);
            b["state"] = json!("paid");
            b["paid_amount"] = b["amount"].clone();
            b["paid_at"] = json!(paid_at);
        }
        b.clone()
    };
    let text = |k: &str| match &bill[k] {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        v => v.to_string(),
    };
    let keys = [
        "id",
        "collection_id",
        "paid",
        "state",
        "amount",
        "paid_amount",
        "due_at",
        "email",
        "mobile",
        "name",
        "url",
        "paid_at",
    ];
    let mut form: Vec<(String, String)> = keys.iter().map(|k| (k.to_string(), text(k))).collect();
    let signature = backend::integrations::billplz::x_signature(
        &state.x_signature_key,
        form.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    );
    form.push(("x_signature".into(), signature));
    let callback_status = reqwest::Client::new()
        .post(text("callback_url"))
        .form(&form)
        .send()
        .await
        .map(|r| r.status().as_u16())
        .unwrap_or(0);
    let redirect = bill["redirect_url"].as_str().map(|url| {
        let pairs = [
            ("billplz[id]".to_string(), text("id")),
            ("billplz[paid]".to_string(), text("paid")),
            (
                "billplz[paid_at]".to_string(),
                if success {
                    paid_at.into()
                } else {
                    String::new()
                },
            ),
        ];
        let signature = backend::integrations::billplz::x_signature(
            &state.x_signature_key,
            pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())),
        );
        let query: String = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .append_pair("billplz[x_signature]", &signature)
            .finish();
        format!("{url}?{query}")
    });
    json_response(
        &json!({"redirect": redirect, "callback_status": callback_status, "callback": form}),
    )
}

fn field<'a>(form: &'a [(String, String)], k: &str) -> &'a str {
    form.iter()
        .find(|(key, _)| key == k)
        .map(|(_, v)| v.as_str())
        .unwrap_or("")
}

/// The V5 checksum over `keys`, checked against the form's `checksum`.
fn checksum_ok(form: &[(String, String)], key: &str, keys: &[&str]) -> bool {
    let values: Vec<&str> = keys.iter().map(|k| field(form, k)).collect();
    backend::integrations::billplz_payouts::checksum(key, &values) == field(form, "checksum")
}

#[handler]
fn create_collection(
    req: &Request,
    Form(form): Form<Vec<(String, String)>>,
    state: Data<&State>,
) -> Response {
    if !authorised(req, &state.api_key) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    if !checksum_ok(
        &form,
        &state.x_signature_key,
        &["title", "callback_url", "epoch"],
    ) {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unprocessable",
            json!(["Invalid checksum"]),
        );
    }
    let id = uuid::Uuid::new_v4().to_string();
    let c = json!({"id": id, "title": field(&form, "title"), "callback_url": field(&form, "callback_url"),
                   "status": "active"});
    state.collections.lock().unwrap().insert(id, c.clone());
    json_response(&c)
}

#[handler]
fn create_payment_order(
    req: &Request,
    Form(form): Form<Vec<(String, String)>>,
    state: Data<&State>,
) -> Response {
    if !authorised(req, &state.api_key) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    let keys = [
        "payment_order_collection_id",
        "bank_account_number",
        "total",
        "epoch",
    ];
    if !checksum_ok(&form, &state.x_signature_key, &keys) {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unprocessable",
            json!(["Invalid checksum"]),
        );
    }
    let collection = field(&form, "payment_order_collection_id");
    if !state.collections.lock().unwrap().contains_key(collection) {
        return error(
            StatusCode::NOT_FOUND,
            "RecordNotFound",
            json!("Collection not found"),
        );
    }
    let reference = field(&form, "reference_id");
    let mut orders = state.orders.lock().unwrap();
    if orders
        .values()
        .any(|o| o["payment_order_collection_id"] == collection && o["reference_id"] == reference)
    {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Unprocessable",
            json!(["Reference id has already been taken"]),
        );
    }
    let id = uuid::Uuid::new_v4().to_string();
    let o = json!({"id": id, "payment_order_collection_id": collection, "bank_code": field(&form, "bank_code"),
                   "bank_account_number": field(&form, "bank_account_number"), "name": field(&form, "name"),
                   "description": field(&form, "description"), "email": null, "status": "enquiring",
                   "notification": false, "recipient_notification": true, "total": field(&form, "total"),
                   "reference_id": reference, "display_name": "Fake"});
    orders.insert(id, o.clone());
    json_response(&o)
}

/// Test hook: Billplz finishes a payment order (completed when its bank is DUMMYBANKVERIFIED, as
/// in the sandbox; refunded otherwise) and POSTs the signed callback; answers with the form sent.
#[handler]
async fn settle_payment_order(Path(id): Path<String>, state: Data<&State>) -> Response {
    let (order, callback_url) = {
        let mut orders = state.orders.lock().unwrap();
        let Some(o) = orders.get_mut(&id) else {
            return error(StatusCode::NOT_FOUND, "RecordNotFound", json!("Not found"));
        };
        o["status"] = json!(if o["bank_code"] == "DUMMYBANKVERIFIED" {
            "completed"
        } else {
            "refunded"
        });
        let collection = o["payment_order_collection_id"]
            .as_str()
            .unwrap_or("")
            .to_string();
        let url = state.collections.lock().unwrap()[&collection]["callback_url"]
            .as_str()
            .unwrap_or("")
            .to_string();
        (o.clone(), url)
    };
    let text = |k: &str| {
        order[k]
            .as_str()
            .map(str::to_string)
            .unwrap_or_else(|| order[k].to_string())
    };
    let epoch = "1764000000".to_string();
    let mut form: Vec<(String, String)> = [
        "id",
        "payment_order_collection_id",
        "bank_code",
        "bank_account_number",
        "name",
        "description",
        "status",
        "total",
        "reference_id",
        "display_name",
    ]
    .iter()
    .map(|k| (k.to_string(), text(k)))
    .collect();
    form.push(("epoch".into(), epoch));
    let sum = backend::integrations::billplz_payouts::checksum(
        &state.x_signature_key,
        &[
            "id",
            "bank_account_number",
            "status",
            "total",
            "reference_id",
            "epoch",
        ]
        .iter()
        .map(|k| field(&form, k))
        .collect::<Vec<_>>(),
    );
    form.push(("checksum".into(), sum));
    let callback_status = reqwest::Client::new()
        .post(&callback_url)
        .form(&form)
        .send()
        .await
        .map(|r| r.status().as_u16())
        .unwrap_or(0);
    json_response(
        &json!({"callback_status": callback_status, "callback": form, "callback_url": callback_url}),
    )
}

/// `GET /api/v3/fpx_banks`: the banks with whether each is online now (one is down).
#[handler]
async fn fpx_banks(req: &Request, state: Data<&State>) -> Response {
    if !authorised(req, &state.api_key) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            json!("Invalid access"),
        );
    }
    json_response(&json!({"banks": [
        {"name": "MB2U0227", "active": true},
        {"name": "BCBB0235", "active": true},
        {"name": "OCBC0229", "active": false},
        {"name": "TEST0021", "active": true}
    ]}))
}

impl FakeBillplz {
    pub async fn start() -> FakeBillplz {
        let acceptor = TcpListener::bind("127.0.0.1:0")
            .into_acceptor()
            .await
            .unwrap();
        let addr = acceptor.local_addr()[0]
            .as_socket_addr()
            .unwrap()
            .to_string();
        let base_url = format!("http://{addr}");
        let bills = Arc::new(Mutex::new(HashMap::new()));
        let state = State {
            api_key: "fake-api-key".into(),
            x_signature_key: "S-s7b4yWpp9h7rrkNM1i3Z_g".into(),
            base_url: base_url.clone(),
            bills: bills.clone(),
            collections: Arc::new(Mutex::new(HashMap::new())),
            orders: Arc::new(Mutex::new(HashMap::new())),
        };
        let app = Route::new()
            .at("/api/v3/bills", poem::post(create_bill))
            .at("/api/v3/bills/:id", poem::get(get_bill).delete(delete_bill))
            .at("/api/v3/fpx_banks", poem::get(fpx_banks))
            .at("/_fake/bills/:id/pay", poem::post(pay))
            .at(
                "/api/v5/payment_order_collections",
                poem::post(create_collection),
            )
            .at("/api/v5/payment_orders", poem::post(create_payment_order))
            .at(
                "/_fake/payment_orders/:id/settle",
                poem::post(settle_payment_order),
            )
            .data(state.clone());
        tokio::spawn(async move {
            let _ = Server::new_with_acceptor(acceptor).run(app).await;
        });
        FakeBillplz {
            base_url,
            api_key: state.api_key,
            x_signature_key: state.x_signature_key,
            bills,
        }
    }

    pub fn bill(&self, id: &str) -> Option<Value> {
        self.bills.lock().unwrap().get(id).cloned()
    }
}

/// Every form a receiver was sent, in order.
pub type Received = Arc<Mutex<Vec<Vec<(String, String)>>>>;

/// A receiver for callbacks: every form POSTed to it, in order.
pub async fn callback_receiver() -> (String, Received) {
    #[handler]
    fn receive(Form(form): Form<Vec<(String, String)>>, seen: Data<&Received>) -> StatusCode {
        seen.lock().unwrap().push(form);
        StatusCode::OK
    }
    let acceptor = TcpListener::bind("127.0.0.1:0")
        .into_acceptor()
        .await
        .unwrap();
    let addr = acceptor.local_addr()[0]
        .as_socket_addr()
        .unwrap()
        .to_string();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let app = Route::new()
        .at("/callback", poem::post(receive))
        .data(seen.clone());
    tokio::spawn(async move {
        let _ = Server::new_with_acceptor(acceptor).run(app).await;
    });
    (format!("http://{addr}/callback"), seen)
}
