//! Local stand-ins for the courier providers, served under `/_fake/easyparcel`, `/_fake/ninjavan`
//! and `/_fake/delyva` when `DEV_FAKES=1` (`infra/run`, the browser tests; never in production) and
//! started on a port of their own by the API tests. Each speaks its documented contract
//! (integrations.md §2 and §8):
//! - EasyParcel classic: `POST /?ac=<Action>` form-encoded with PHP bracket keys, always 200 with
//!   `{api_status, error_code, error_remark, result}`; a wrong `api` key is `Fail`. Rate checks
//!   (a receiver postcode `00000` fails), orders submitted unpaid, paid for an airway bill with a
//!   PDF label (or "Insufficient Credit"), tracking; hooks lose a payment's answer after making it
//!   and deliver a parcel (`POST /easyparcel/_hooks/deliver/{awb}`).
//! - Ninja Van: `POST /{cc}/2.0/oauth/access_token` (JSON client credentials), 401
//!   `{"error":{title,message}}` for wrong ones; `POST /{cc}/4.2/orders` under a bearer token
//!   (validated, echoed with a `tracking_number`; a repeated `requested_tracking_number` is the
//!   same order; 503s on demand), the waybill PDF. Its webhooks are signed by the tests with
//!   `ninjavan::webhook_signature`.
//! - Delyva: `X-Delyvax-Access-Token` on every call, 401 without a known key; instant quotes
//!   (a destination postcode `00000` is refused), draft orders, processing (a consignment number;
//!   its answer lost on demand), the label PDF, tracking, and a hook delivering a parcel.

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

/// An order EasyParcel keeps.
#[derive(Clone, Debug)]
pub struct FakeOrder {
    pub order_no: String,
    pub reference: String,
    pub service_id: String,
    pub awb: Option<String>,
    /// 1 arrangement … 5 delivered
    pub code: i64,
    pub events: Vec<(String, String)>,
}

#[derive(Default)]
pub struct Inner {
    /// Calls per action or path, to check what a client sent.
    pub calls: HashMap<String, u32>,
    /// EasyParcel answers 500 while this is set (a provider down).
    pub easyparcel_down: bool,
    /// Paying answers "Insufficient Credit" while this is set.
    pub insufficient_credit: bool,
    /// The next payment is made but its answer is lost (500).
    pub lose_next_pay_answer: bool,
    pub orders: Vec<FakeOrder>,
    /// Ninja Van: the tokens it gave that are still good.
    pub ninjavan_tokens: Vec<String>,
    /// Ninja Van: this many next order calls answer 503 (before keeping anything).
    pub ninjavan_fail_next: u32,
    /// Ninja Van: its orders, as created (with `tracking_number`).
    pub ninjavan_orders: Vec<Value>,
    /// Delyva: its orders (id, consignment number once processed, histories).
    pub delyva_orders: Vec<DelyvaOrder>,
    /// Delyva: the next `process` is done but its answer is lost (500).
    pub delyva_lose_next_process: bool,
}

#[derive(Clone, Debug)]
pub struct DelyvaOrder {
    pub id: String,
    pub service_code: String,
    pub consignment: Option<String>,
    pub status: String,
    pub histories: Vec<(String, String)>,
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
    let bulk = |field: &str| {
        form.get(&format!("bulk[0][{field}]"))
            .cloned()
            .unwrap_or_default()
    };
    match action.as_str() {
        "EPRateCheckingBulk" => {
            if bulk("send_code").len() != 5 || bulk("send_code") == "00000" {
                return ep_ok(
                    json!([{"status": "Fail", "remarks": "Invalid receiver postcode", "rates": []}]),
                );
            }
            let weight: f64 = bulk("weight").parse().unwrap_or(0.0);
            if weight <= 0.0 {
                return ep_ok(
                    json!([{"status": "Fail", "remarks": "Invalid weight", "rates": []}]),
                );
            }
            let extra_kg = (weight - 1.0).max(0.0).ceil();
            let rates: Vec<Value> = EASYPARCEL_COURIERS
                .iter()
                .map(|(id, name, first_kg)| {
                    let price = first_kg.parse::<f64>().unwrap_or(0.0) + extra_kg * 2.0;
                    json!({"service_id": format!("EP-CS{}", &id[5..]), "service_name": format!("{name} Standard"),
                           "service_type": "parcel", "courier_id": id, "courier_name": name, "courier_logo": "",
                           "scheduled_start_date": "", "pickup_date": "", "delivery": "Estimated 2 working day(s)",
                           "price": format!("{price:.2}"), "dropoff_point": []})
                })
                .collect();
            ep_ok(json!([{"status": "Success", "remarks": "", "rates": rates}]))
        }
        "EPSubmitOrderBulk" => {
            let required = [
                "pick_name",
                "pick_contact",
                "pick_addr1",
                "pick_city",
                "pick_code",
                "pick_state",
                "send_name",
                "send_contact",
                "send_addr1",
                "send_city",
                "send_code",
                "send_state",
                "weight",
                "content",
                "value",
                "service_id",
                "collect_date",
            ];
            if let Some(missing) = required.iter().find(|f| bulk(f).trim().is_empty()) {
                return ep_ok(
                    json!([{"status": "Fail", "remarks": format!("{missing} is required")}]),
                );
            }
            let mut inner = inner.lock().unwrap();
            let order_no = format!("EI-{:05}", inner.orders.len() + 1);
            inner.orders.push(FakeOrder {
                order_no: order_no.clone(),
                reference: bulk("reference"),
                service_id: bulk("service_id"),
                awb: None,
                code: 1,
                events: vec![],
            });
            ep_ok(
                json!([{"status": "Success", "remarks": "Order Successfully Placed", "order_number": order_no,
                          "price": "7.80", "courier": "", "collect_date": bulk("collect_date")}]),
            )
        }
        "EPPayOrderBulk" => {
            let base = fake_base(req);
            let mut inner = inner.lock().unwrap();
            if inner.insufficient_credit {
                return ep_ok(
                    json!([{"orderno": bulk("order_no"), "messagenow": "Insufficient Credit", "parcel": []}]),
                );
            }
            let lose = std::mem::take(&mut inner.lose_next_pay_answer);
            let Some(order) = inner
                .orders
                .iter_mut()
                .find(|o| o.order_no == bulk("order_no"))
            else {
                return ep_ok(
                    json!([{"orderno": bulk("order_no"), "messagenow": "Order not found", "parcel": []}]),
                );
            };
            let awb = order
                .awb
                .get_or_insert_with(|| {
                    format!(
                        "EP{}",
                        &uuid::Uuid::new_v4().simple().to_string()[..10].to_uppercase()
                    )
                })
                .clone();
            if order.code < 2 {
                order.code = 2;
                order.events.push((now_kl(), "Pending pickup".into()));
            }
            if lose {
                return json_response(StatusCode::INTERNAL_SERVER_ERROR, json!({}));
            }
            ep_ok(
                json!([{"orderno": order.order_no, "messagenow": "Fully Paid", "parcel": [{
                "parcelno": format!("EP-P{}", order.order_no), "awb": awb,
                "awb_id_link": format!("{base}/easyparcel/label/{awb}.pdf"),
                "tracking_url": format!("{base}/easyparcel/track/{awb}")}]}]),
            )
        }
        "EPTrackingBulk" => {
            let inner = inner.lock().unwrap();
            let Some(order) = inner
                .orders
                .iter()
                .find(|o| o.awb.as_deref() == Some(bulk("awb_no").as_str()))
            else {
                return ep_ok(json!([{"status": "Fail", "remarks": "AWB not found"}]));
            };
            let list: Vec<Value> = order
                .events
                .iter()
                .map(|(at, status)| json!({"event_date": at, "status": status}))
                .collect();
            ep_ok(
                json!([{"status": "Success", "remarks": "", "awb": bulk("awb_no"),
                          "latest_status": order.events.last().map(|e| e.1.clone()).unwrap_or_default(),
                          "ep_status_code": order.code.to_string(), "status_list": list}]),
            )
        }
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

/// "YYYY-MM-DD HH:MM:SS" in Kuala Lumpur.
fn now_kl() -> String {
    chrono::Utc::now()
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .format("%Y-%m-%d %H:%M:%S")
        .to_string()
}

/// Where this stand-in is reached from outside (its links carry it).
fn fake_base(req: &Request) -> String {
    let host = req.header("host").unwrap_or("127.0.0.1");
    let path = req.original_uri().path();
    let prefix = path.split("/easyparcel").next().unwrap_or("");
    format!("http://{host}{prefix}")
}

/// The label of a paid parcel: a one-page PDF naming its airway bill.
#[handler]
fn easyparcel_label(Path(file): Path<String>, Data(inner): Data<&Shared>) -> Response {
    let awb = file.trim_end_matches(".pdf");
    if !inner
        .lock()
        .unwrap()
        .orders
        .iter()
        .any(|o| o.awb.as_deref() == Some(awb))
    {
        return json_response(StatusCode::NOT_FOUND, json!({"error": "not found"}));
    }
    Response::builder()
        .content_type("application/pdf")
        .body(label_pdf(awb))
}

/// A minimal valid PDF with one line of text.
pub fn label_pdf(awb: &str) -> Vec<u8> {
    let text = format!("BT /F1 24 Tf 40 100 Td (AWB {awb}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>".to_string(),
        format!("<< /Length {} >>\nstream\n{text}\nendstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = vec![];
    for (i, o) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend(format!("{} 0 obj\n{o}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for off in offsets {
        out.extend(format!("{off:010} 00000 n \n").as_bytes());
    }
    out.extend(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

/// Test hook: the parcel with this airway bill is collected, in transit, then delivered.
#[handler]
fn easyparcel_deliver(Path(awb): Path<String>, Data(inner): Data<&Shared>) -> Response {
    let mut inner = inner.lock().unwrap();
    let Some(order) = inner
        .orders
        .iter_mut()
        .find(|o| o.awb.as_deref() == Some(awb.as_str()))
    else {
        return json_response(StatusCode::NOT_FOUND, json!({"error": "not found"}));
    };
    for (code, status) in [(3, "Parcel collected"), (4, "In transit"), (5, "Delivered")] {
        if order.code < code {
            order.code = code;
            order.events.push((now_kl(), status.into()));
        }
    }
    json_response(StatusCode::OK, json!({"awb": awb, "code": order.code}))
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
    let token = format!("nvtok-{}", uuid::Uuid::new_v4().simple());
    inner.lock().unwrap().ninjavan_tokens.push(token.clone());
    json_response(
        StatusCode::OK,
        json!({"access_token": token, "expires": now + 3600, "expires_in": 3600, "token_type": "bearer"}),
    )
}

fn nv_error(status: StatusCode, title: &str, message: &str) -> Response {
    json_response(
        status,
        json!({"error": {"title": title, "message": message, "details": {}}}),
    )
}

fn nv_authorised(req: &Request, inner: &Inner) -> bool {
    req.header("authorization")
        .and_then(|h| h.strip_prefix("Bearer "))
        .is_some_and(|t| inner.ninjavan_tokens.iter().any(|k| k == t))
}

#[handler]
fn ninjavan_order(req: &Request, Json(body): Json<Value>, Data(inner): Data<&Shared>) -> Response {
    counted(inner, "ninjavan_order");
    let mut inner = inner.lock().unwrap();
    if !nv_authorised(req, &inner) {
        return nv_error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            "Invalid or expired token",
        );
    }
    if inner.ninjavan_fail_next > 0 {
        inner.ninjavan_fail_next -= 1;
        return nv_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "Service Unavailable",
            "Try again later",
        );
    }
    let missing = [
        ("service_type", body.pointer("/service_type")),
        ("from", body.pointer("/from/address/postcode")),
        ("to", body.pointer("/to/address/postcode")),
        (
            "parcel_job.dimensions.weight",
            body.pointer("/parcel_job/dimensions/weight"),
        ),
    ]
    .into_iter()
    .find(|(_, v)| v.is_none_or(|v| v.is_null() || v.as_str() == Some("")));
    if let Some((field, _)) = missing {
        return nv_error(
            StatusCode::BAD_REQUEST,
            "Bad Request",
            &format!("{field} is required"),
        );
    }
    if body.pointer("/to/address/postcode").and_then(Value::as_str) == Some("00000") {
        return nv_error(
            StatusCode::BAD_REQUEST,
            "Bad Request",
            "to.address.postcode is invalid",
        );
    }
    let requested = body["requested_tracking_number"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    // A repeated requested tracking number is the same order (a retry after a lost answer).
    if let Some(kept) = inner
        .ninjavan_orders
        .iter()
        .find(|o| !requested.is_empty() && o["requested_tracking_number"] == requested.as_str())
    {
        return json_response(StatusCode::OK, kept.clone());
    }
    let mut order = body.clone();
    order["tracking_number"] = json!(format!("NVMYRK{requested}"));
    order["status"] = json!("Pending");
    order["created_at"] = json!(chrono::Utc::now().to_rfc3339());
    inner.ninjavan_orders.push(order.clone());
    json_response(StatusCode::OK, order)
}

#[handler]
fn ninjavan_waybill(req: &Request, Data(inner): Data<&Shared>) -> Response {
    let inner = inner.lock().unwrap();
    if !nv_authorised(req, &inner) {
        return nv_error(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            "Invalid or expired token",
        );
    }
    let tid = url::form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes())
        .find(|(k, _)| k == "tid")
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default();
    if !inner
        .ninjavan_orders
        .iter()
        .any(|o| o["tracking_number"] == tid.as_str())
    {
        return nv_error(
            StatusCode::NOT_FOUND,
            "Not Found",
            "Unknown tracking number",
        );
    }
    Response::builder()
        .content_type("application/pdf")
        .body(label_pdf(&tid))
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

fn delyva_refused() -> Response {
    json_response(
        StatusCode::UNAUTHORIZED,
        json!({"error": {"message": "Invalid access token"}}),
    )
}

#[handler]
fn delyva_quote(req: &Request, Json(body): Json<Value>, Data(inner): Data<&Shared>) -> Response {
    counted(inner, "delyva_quote");
    if !delyva_authorised(req) {
        return delyva_refused();
    }
    if body
        .pointer("/destination/postcode")
        .and_then(Value::as_str)
        == Some("00000")
    {
        return json_response(
            StatusCode::BAD_REQUEST,
            json!({"error": {"message": "Invalid destination postcode"}}),
        );
    }
    json_response(
        StatusCode::OK,
        json!({"data": {"services": [
            {"service": {"code": "DX-POSLAJU", "name": "Pos Laju Next Day", "serviceCompany": {"name": "Pos Laju"}},
             "price": {"amount": 8.1, "currency": "MYR"}},
            {"service": {"code": "DX-CITYLINK", "name": "City-Link Standard", "serviceCompany": {"name": "City-Link Express"}},
             "price": {"amount": 7.4, "currency": "MYR"}}
        ]}}),
    )
}

#[handler]
fn delyva_create(req: &Request, Json(body): Json<Value>, Data(inner): Data<&Shared>) -> Response {
    counted(inner, "delyva_order");
    if !delyva_authorised(req) {
        return delyva_refused();
    }
    let Some(code) = body["serviceCode"].as_str().filter(|c| !c.is_empty()) else {
        return json_response(
            StatusCode::BAD_REQUEST,
            json!({"error": {"message": "serviceCode is required"}}),
        );
    };
    let mut inner = inner.lock().unwrap();
    let id = format!("{}", 7000 + inner.delyva_orders.len() + 1);
    inner.delyva_orders.push(DelyvaOrder {
        id: id.clone(),
        service_code: code.into(),
        consignment: None,
        status: "draft".into(),
        histories: vec![],
    });
    json_response(
        StatusCode::OK,
        json!({"data": {"id": id, "status": "draft"}}),
    )
}

#[handler]
fn delyva_process(req: &Request, Path(id): Path<String>, Data(inner): Data<&Shared>) -> Response {
    counted(inner, "delyva_process");
    if !delyva_authorised(req) {
        return delyva_refused();
    }
    let mut inner = inner.lock().unwrap();
    let lose = std::mem::take(&mut inner.delyva_lose_next_process);
    let Some(order) = inner.delyva_orders.iter_mut().find(|o| o.id == id) else {
        return json_response(
            StatusCode::NOT_FOUND,
            json!({"error": {"message": "Order not found"}}),
        );
    };
    let cn = order
        .consignment
        .get_or_insert_with(|| {
            format!(
                "DX{}",
                &uuid::Uuid::new_v4().simple().to_string()[..10].to_uppercase()
            )
        })
        .clone();
    if order.histories.is_empty() {
        order.status = "pending pickup".into();
        order.histories.push((now_kl(), "Pending pickup".into()));
    }
    if lose {
        return json_response(StatusCode::INTERNAL_SERVER_ERROR, json!({}));
    }
    json_response(
        StatusCode::OK,
        json!({"data": {"consignmentNo": cn, "nanoId": format!("n{id}"),
                                                   "price": {"amount": 8.1}}}),
    )
}

#[handler]
fn delyva_label(req: &Request, Path(id): Path<String>, Data(inner): Data<&Shared>) -> Response {
    if !delyva_authorised(req) {
        return delyva_refused();
    }
    let inner = inner.lock().unwrap();
    match inner
        .delyva_orders
        .iter()
        .find(|o| o.id == id)
        .and_then(|o| o.consignment.clone())
    {
        Some(cn) => Response::builder()
            .content_type("application/pdf")
            .body(label_pdf(&cn)),
        None => json_response(
            StatusCode::NOT_FOUND,
            json!({"error": {"message": "Order not found"}}),
        ),
    }
}

#[handler]
fn delyva_track(req: &Request, Path(cn): Path<String>, Data(inner): Data<&Shared>) -> Response {
    if !delyva_authorised(req) {
        return delyva_refused();
    }
    let inner = inner.lock().unwrap();
    let Some(order) = inner
        .delyva_orders
        .iter()
        .find(|o| o.consignment.as_deref() == Some(cn.as_str()))
    else {
        return json_response(
            StatusCode::NOT_FOUND,
            json!({"error": {"message": "Consignment not found"}}),
        );
    };
    let histories: Vec<Value> = order
        .histories
        .iter()
        .map(|(at, d)| json!({"createdAt": at, "description": d}))
        .collect();
    json_response(
        StatusCode::OK,
        json!({"data": {"consignmentNo": cn, "status": order.status, "histories": histories}}),
    )
}

/// Test hook: the Delyva parcel with this consignment number is delivered.
#[handler]
fn delyva_deliver(Path(cn): Path<String>, Data(inner): Data<&Shared>) -> Response {
    let mut inner = inner.lock().unwrap();
    let Some(order) = inner
        .delyva_orders
        .iter_mut()
        .find(|o| o.consignment.as_deref() == Some(cn.as_str()))
    else {
        return json_response(StatusCode::NOT_FOUND, json!({"error": "not found"}));
    };
    if order.status != "delivered" {
        order.status = "delivered".into();
        order.histories.push((now_kl(), "Delivered".into()));
    }
    json_response(StatusCode::OK, json!({"consignmentNo": cn}))
}

/// The stand-ins' routes: `/easyparcel`, `/ninjavan/…`, `/delyva/…`.
pub fn routes(inner: Shared) -> impl poem::Endpoint {
    Route::new()
        .at("/easyparcel", poem::post(easyparcel))
        .at("/easyparcel/", poem::post(easyparcel))
        .at("/easyparcel/label/:file", poem::get(easyparcel_label))
        .at(
            "/easyparcel/_hooks/deliver/:awb",
            poem::post(easyparcel_deliver),
        )
        .at(
            "/ninjavan/:cc/2.0/oauth/access_token",
            poem::post(ninjavan_token),
        )
        .at("/ninjavan/:cc/4.2/orders", poem::post(ninjavan_order))
        .at(
            "/ninjavan/:cc/2.0/reports/waybill",
            poem::get(ninjavan_waybill),
        )
        .at("/delyva/v1.0/webhook", poem::get(delyva_webhooks))
        .at(
            "/delyva/v1.0/service/instantQuote",
            poem::post(delyva_quote),
        )
        .at("/delyva/v1.0/order", poem::post(delyva_create))
        .at("/delyva/v1.0/order/:id/process", poem::post(delyva_process))
        .at("/delyva/v1.0/order/:id/label", poem::get(delyva_label))
        .at("/delyva/v1.0/order/track/:cn", poem::get(delyva_track))
        .at("/delyva/_hooks/deliver/:cn", poem::post(delyva_deliver))
        .data(inner)
}
