//! A local stand-in for LHDN MyInvois, served under `/_fake/myinvois` when `DEV_FAKES=1`
//! (`infra/run`, the browser tests; never in production) and started on its own port by the API
//! tests. It speaks the documented contract (integrations.md §3.2–3.3 and §8): the
//! taxpayer login (form body only, `invalid_client` for wrong credentials), submissions checked
//! for structure, hash, duplicates and the UBL's mandatory fields, a status that turns from
//! "in progress" to valid or invalid on the next poll, details with LHDN-style validation errors,
//! recent documents (paged, from a submission date), and cancellation within 72 hours. Test hooks
//! make the next submission answer 503 after accepting it (a lost answer) or before (it never
//! arrived), mark a TIN as unknown to LHDN, and age a reception or a validation.

use base64::Engine;
use chrono::{DateTime, Utc};
use poem::{
    handler,
    http::StatusCode,
    web::{Data, Json, Path},
    EndpointExt, Request, Response, Route,
};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::sync::{Arc, Mutex};

/// The credentials the stand-in accepts (the demo company is connected with them).
pub const CLIENT_ID: &str = "rangkai-client";
pub const CLIENT_SECRET: &str = "s3cret-0001";

#[derive(Clone, Debug)]
pub struct FakeDocument {
    pub uuid: String,
    pub submission_uid: String,
    pub code_number: String,
    pub body: Value,
    /// Submitted, Valid, Invalid or Cancelled
    pub status: String,
    pub reasons: Vec<String>,
    pub polled: bool,
    pub validated_at: Option<DateTime<Utc>>,
    /// When the submission carrying it arrived (recent documents filter on it).
    pub received_at: DateTime<Utc>,
}

#[derive(Default)]
pub struct Inner {
    pub documents: Vec<FakeDocument>,
    pub submissions: u32,
    /// The payloads of the last 10 minutes (a repeat is a `DuplicateSubmission`), with their time.
    pub payload_hashes: Vec<(String, DateTime<Utc>)>,
    pub unknown_tins: Vec<String>,
    pub lose_next_answer: bool,
    /// The next submission never arrives (503 before anything is kept).
    pub drop_next_submission: bool,
    tokens: Vec<String>,
}

/// The stand-in's memory, shared with its test hooks.
pub type Shared = Arc<Mutex<Inner>>;

fn id(n: usize) -> String {
    let s = uuid::Uuid::new_v4().simple().to_string().to_uppercase();
    s[..n].to_string()
}

fn error(status: StatusCode, body: Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(body.to_string())
}

fn authorised(req: &Request, inner: &Inner) -> bool {
    req.headers()
        .get("authorization")
        .and_then(|h| h.to_str().ok())
        .and_then(|h| h.strip_prefix("Bearer "))
        .is_some_and(|t| inner.tokens.iter().any(|k| k == t))
}

#[handler]
fn token(req: &Request, body: String, Data(inner): Data<&Arc<Mutex<Inner>>>) -> Response {
    if req.headers().get("authorization").is_some() && !body.contains("client_secret") {
        return error(StatusCode::BAD_REQUEST, json!({"error": "invalid_request"}));
    }
    let form: std::collections::HashMap<String, String> =
        url::form_urlencoded::parse(body.as_bytes())
            .into_owned()
            .collect();
    if form.get("grant_type").map(String::as_str) != Some("client_credentials") {
        return error(
            StatusCode::BAD_REQUEST,
            json!({"error": "unsupported_grant_type"}),
        );
    }
    if form.get("client_id").map(String::as_str) != Some(CLIENT_ID)
        || form.get("client_secret").map(String::as_str) != Some(CLIENT_SECRET)
    {
        return error(
            StatusCode::BAD_REQUEST,
            json!({"error": "invalid_client", "error_description": "Client authentication failed"}),
        );
    }
    let t = format!("tok-{}", id(20));
    inner.lock().unwrap().tokens.push(t.clone());
    error(
        StatusCode::OK,
        json!({"access_token": t, "token_type": "Bearer", "expires_in": 3600, "scope": "InvoicingAPI"}),
    )
}

fn tin_ok(tin: &str) -> bool {
    let general = [
        "EI00000000010",
        "EI00000000020",
        "EI00000000030",
        "EI00000000040",
    ];
    if general.contains(&tin) {
        return true;
    }
    let prefixes = [
        "IG", "C", "CS", "D", "F", "FA", "PT", "TA", "TC", "TN", "TR", "TP", "J", "LE",
    ];
    tin.len() <= 14
        && prefixes.iter().any(|p| {
            tin.strip_prefix(p)
                .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
        })
}

fn text<'a>(v: &'a Value, path: &str) -> Option<&'a str> {
    v.pointer(path).and_then(|x| x.as_str())
}

fn number(v: &Value, path: &str) -> Option<f64> {
    v.pointer(path).and_then(|x| {
        x.as_f64()
            .or_else(|| x.as_str().and_then(|s| s.parse().ok()))
    })
}

/// The structural check of §3.4: what a submission rejects at once.
fn structural_errors(doc: &Value) -> Vec<String> {
    let mut errors = vec![];
    let Some(inv) = doc.pointer("/Invoice/0") else {
        return vec!["Invoice is missing".into()];
    };
    if doc["_D"] != "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" {
        errors.push("_D namespace is wrong".into());
    }
    if text(inv, "/ID/0/_").is_none_or(|s| s.is_empty() || s.len() > 50) {
        errors.push("ID is missing or too long".into());
    }
    match (text(inv, "/IssueDate/0/_"), text(inv, "/IssueTime/0/_")) {
        (Some(d), Some(t)) => match DateTime::parse_from_rfc3339(&format!("{d}T{t}")) {
            Ok(at) if (Utc::now() - at.with_timezone(&Utc)).num_hours().abs() <= 72 => {}
            _ => errors.push("IssueDate and IssueTime must be within 72 hours".into()),
        },
        _ => errors.push("IssueDate/IssueTime missing".into()),
    }
    if !["01", "02", "03", "04", "11", "12", "13", "14"]
        .contains(&text(inv, "/InvoiceTypeCode/0/_").unwrap_or(""))
    {
        errors.push("InvoiceTypeCode is not in the table".into());
    }
    for (side, path) in [
        ("Supplier", "/AccountingSupplierParty/0/Party/0"),
        ("Buyer", "/AccountingCustomerParty/0/Party/0"),
    ] {
        let Some(p) = inv.pointer(path) else {
            errors.push(format!("{side} is missing"));
            continue;
        };
        if text(p, "/PartyIdentification/0/ID/0/schemeID") != Some("TIN")
            || !tin_ok(text(p, "/PartyIdentification/0/ID/0/_").unwrap_or(""))
        {
            errors.push(format!("{side} TIN is not well formed"));
        }
        if text(p, "/PartyLegalEntity/0/RegistrationName/0/_").is_none_or(str::is_empty) {
            errors.push(format!("{side} name is missing"));
        }
        let state = text(p, "/PostalAddress/0/CountrySubentityCode/0/_").unwrap_or("");
        if !(1..=17).any(|n| format!("{n:02}") == state) {
            errors.push(format!("{side} state code is not in the table"));
        }
        if side == "Supplier" {
            let msic = text(p, "/IndustryClassificationCode/0/_").unwrap_or("");
            if msic.len() != 5 || !msic.chars().all(|c| c.is_ascii_digit()) {
                errors.push("Supplier MSIC code is missing".into());
            }
        }
    }
    let lines = inv
        .pointer("/InvoiceLine")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if lines.is_empty() {
        errors.push("InvoiceLine is missing".into());
    }
    let mut sum = 0.0;
    for l in &lines {
        let class = text(
            l,
            "/Item/0/CommodityClassification/0/ItemClassificationCode/0/_",
        )
        .unwrap_or("");
        if !["004", "022", "036", "037", "045"].contains(&class) {
            errors.push(format!("Classification {class} is not in the table"));
        }
        sum += number(l, "/LineExtensionAmount/0/_").unwrap_or(f64::NAN);
    }
    let total = |k: &str| number(inv, &format!("/LegalMonetaryTotal/0/{k}/0/_"));
    match (
        total("LineExtensionAmount"),
        total("TaxExclusiveAmount"),
        total("TaxInclusiveAmount"),
        total("PayableAmount"),
    ) {
        (Some(le), Some(_), Some(ti), Some(pay)) => {
            if (le - sum).abs() > 0.005 || (ti - pay).abs() > 0.005 {
                errors.push("LegalMonetaryTotal does not add up".into());
            }
        }
        _ => errors.push("LegalMonetaryTotal is missing an amount".into()),
    }
    if number(inv, "/TaxTotal/0/TaxAmount/0/_").is_none() {
        errors.push("TaxTotal is missing".into());
    }
    errors
}

#[handler]
fn submit(
    req: &Request,
    Json(body): Json<Value>,
    Data(inner): Data<&Arc<Mutex<Inner>>>,
) -> Response {
    let mut inner = inner.lock().unwrap();
    if !authorised(req, &inner) {
        return error(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"error": "Unauthorized"}}),
        );
    }
    let docs = body["documents"].as_array().cloned().unwrap_or_default();
    if docs.is_empty() || docs.len() > 100 {
        return error(
            StatusCode::BAD_REQUEST,
            json!({"error": {"errorCode": "BadStructure", "error": "documents must hold 1 to 100"}}),
        );
    }
    if std::mem::take(&mut inner.drop_next_submission) {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            json!({"error": {"error": "upstream unavailable"}}),
        );
    }
    let payload = hex::encode(Sha256::digest(body.to_string().as_bytes()));
    let now = Utc::now();
    inner
        .payload_hashes
        .retain(|(_, at)| now - *at < chrono::Duration::minutes(10));
    if inner.payload_hashes.iter().any(|(p, _)| *p == payload) {
        return Response::builder()
            .status(StatusCode::UNPROCESSABLE_ENTITY)
            .header("Retry-After", "600")
            .content_type("application/json")
            .body(json!({"error": {"errorCode": "DuplicateSubmission", "error": "Duplicate submission"}}).to_string());
    }
    inner.payload_hashes.push((payload, now));
    inner.submissions += 1;
    let uid = id(26);
    let mut accepted = vec![];
    let mut rejected = vec![];
    for d in docs {
        let code = d["codeNumber"].as_str().unwrap_or("").to_string();
        let bytes = match (
            d["format"].as_str(),
            d["document"]
                .as_str()
                .map(|b| base64::engine::general_purpose::STANDARD.decode(b)),
        ) {
            (Some("JSON" | "XML"), Some(Ok(b))) => b,
            _ => {
                return error(
                    StatusCode::BAD_REQUEST,
                    json!({"error": {"errorCode": "BadStructure", "error": "format or document"}}),
                )
            }
        };
        if bytes.len() > 300 * 1024 {
            return error(
                StatusCode::BAD_REQUEST,
                json!({"error": {"errorCode": "MaximumSizeExceeded", "error": "300 KB per document"}}),
            );
        }
        if d["documentHash"].as_str() != Some(&hex::encode(Sha256::digest(&bytes))) {
            rejected.push(json!({"invoiceCodeNumber": code, "error": {"code": "BadArgument", "message": "documentHash does not match the document", "details": [{"message": "documentHash does not match the document"}]}}));
            continue;
        }
        let doc: Value = match serde_json::from_slice(&bytes) {
            Ok(v) => v,
            Err(_) => {
                rejected.push(json!({"invoiceCodeNumber": code, "error": {"code": "BadStructure", "message": "not JSON"}}));
                continue;
            }
        };
        let problems = structural_errors(&doc);
        if !problems.is_empty() {
            rejected.push(json!({"invoiceCodeNumber": code, "error": {"code": "BadStructure", "message": "Validation failed",
                "details": problems.iter().map(|p| json!({"message": p})).collect::<Vec<_>>()}}));
            continue;
        }
        let uuid = id(26);
        accepted.push(json!({"uuid": uuid, "invoiceCodeNumber": code}));
        inner.documents.push(FakeDocument {
            uuid,
            submission_uid: uid.clone(),
            code_number: code,
            body: doc,
            status: "Submitted".into(),
            reasons: vec![],
            polled: false,
            validated_at: None,
            received_at: now,
        });
    }
    if std::mem::take(&mut inner.lose_next_answer) {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            json!({"error": {"error": "upstream timeout"}}),
        );
    }
    error(
        StatusCode::ACCEPTED,
        json!({"submissionUid": uid, "acceptedDocuments": accepted, "rejectedDocuments": rejected}),
    )
}

#[handler]
fn submission(
    req: &Request,
    Path(uid): Path<String>,
    Data(inner): Data<&Arc<Mutex<Inner>>>,
) -> Response {
    let mut inner = inner.lock().unwrap();
    if !authorised(req, &inner) {
        return error(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"error": "Unauthorized"}}),
        );
    }
    let unknown = inner.unknown_tins.clone();
    let mut summary = vec![];
    let mut in_progress = false;
    for d in inner
        .documents
        .iter_mut()
        .filter(|d| d.submission_uid == uid)
    {
        if d.status == "Submitted" {
            if !d.polled {
                d.polled = true;
                in_progress = true;
            } else {
                let buyer_tin = text(
                    &d.body,
                    "/Invoice/0/AccountingCustomerParty/0/Party/0/PartyIdentification/0/ID/0/_",
                )
                .unwrap_or("");
                let supplier_tin = text(
                    &d.body,
                    "/Invoice/0/AccountingSupplierParty/0/Party/0/PartyIdentification/0/ID/0/_",
                )
                .unwrap_or("");
                if unknown.iter().any(|t| t == buyer_tin || t == supplier_tin) {
                    d.status = "Invalid".into();
                    d.reasons = vec![format!(
                        "TIN {} is not registered with LHDN",
                        if unknown.iter().any(|t| t == buyer_tin) {
                            buyer_tin
                        } else {
                            supplier_tin
                        }
                    )];
                } else {
                    d.status = "Valid".into();
                    d.validated_at = Some(Utc::now());
                }
            }
        }
        summary.push(json!({
            "uuid": d.uuid, "submissionUid": d.submission_uid, "internalId": d.code_number,
            "longId": if d.status == "Valid" { Some(format!("LONG{}", &d.uuid[..10])) } else { None },
            "status": d.status, "documentStatusReason": d.reasons.first(),
        }));
    }
    if summary.is_empty() {
        return error(
            StatusCode::NOT_FOUND,
            json!({"error": {"error": "Submission not found"}}),
        );
    }
    let statuses: Vec<&str> = summary
        .iter()
        .filter_map(|s| s["status"].as_str())
        .collect();
    let overall = if in_progress || statuses.contains(&"Submitted") {
        "in progress"
    } else if statuses.iter().all(|s| *s == "Valid" || *s == "Cancelled") {
        "valid"
    } else if statuses.contains(&"Valid") {
        "partially valid"
    } else {
        "invalid"
    };
    error(
        StatusCode::OK,
        json!({"submissionUid": uid, "documentCount": summary.len(), "overallStatus": overall, "documentSummary": summary}),
    )
}

#[handler]
fn details(
    req: &Request,
    Path(uuid): Path<String>,
    Data(inner): Data<&Arc<Mutex<Inner>>>,
) -> Response {
    let inner = inner.lock().unwrap();
    if !authorised(req, &inner) {
        return error(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"error": "Unauthorized"}}),
        );
    }
    let Some(d) = inner.documents.iter().find(|d| d.uuid == uuid) else {
        return error(
            StatusCode::NOT_FOUND,
            json!({"error": {"error": "Document not found"}}),
        );
    };
    let steps: Vec<Value> = if d.status == "Invalid" {
        vec![
            json!({"status": "Valid", "name": "Step01-Structure Validator"}),
            json!({"status": "Invalid", "name": "Step06-Taxpayer Validator", "error": {"propertyName": "TIN", "errorCode": "CF321",
                "error": "Taxpayer validation failed", "innerError": d.reasons.iter().map(|r| json!({"error": r, "errorCode": "CF321"})).collect::<Vec<_>>()}}),
        ]
    } else {
        vec![json!({"status": "Valid", "name": "Step01-Structure Validator"})]
    };
    error(
        StatusCode::OK,
        json!({"uuid": d.uuid, "status": d.status, "validationResults": {"status": d.status, "validationSteps": steps}}),
    )
}

#[handler]
fn recent(req: &Request, Data(inner): Data<&Arc<Mutex<Inner>>>) -> Response {
    let inner = inner.lock().unwrap();
    if !authorised(req, &inner) {
        return error(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"error": "Unauthorized"}}),
        );
    }
    let params: Vec<(String, String)> =
        url::form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes())
            .into_owned()
            .collect();
    let query = |name: &str| {
        params
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let page_no: usize = query("pageNo")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
        .max(1);
    let page_size: usize = query("pageSize")
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
        .clamp(1, 100);
    let from = query("submissionDateFrom")
        .and_then(|v| DateTime::parse_from_rfc3339(&v).ok())
        .map(|d| d.with_timezone(&Utc));
    let matching: Vec<&FakeDocument> = inner
        .documents
        .iter()
        .rev()
        .filter(|d| from.is_none_or(|f| d.received_at >= f))
        .collect();
    let result: Vec<Value> = matching
        .iter()
        .skip((page_no - 1) * page_size)
        .take(page_size)
        .map(|d| {
            json!({"uuid": d.uuid, "submissionUID": d.submission_uid, "internalId": d.code_number,
                        "status": d.status, "dateTimeReceived": d.received_at})
        })
        .collect();
    error(
        StatusCode::OK,
        json!({"result": result, "metadata": {"totalCount": matching.len(),
               "totalPages": matching.len().div_ceil(page_size), "pageNo": page_no, "pageSize": page_size}}),
    )
}

#[handler]
fn set_state(
    req: &Request,
    Path(uuid): Path<String>,
    Json(body): Json<Value>,
    Data(inner): Data<&Arc<Mutex<Inner>>>,
) -> Response {
    let mut inner = inner.lock().unwrap();
    if !authorised(req, &inner) {
        return error(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"error": "Unauthorized"}}),
        );
    }
    let Some(d) = inner.documents.iter_mut().find(|d| d.uuid == uuid) else {
        return error(
            StatusCode::NOT_FOUND,
            json!({"error": {"error": "Document not found"}}),
        );
    };
    if body["status"] != "cancelled"
        || body["reason"]
            .as_str()
            .is_none_or(|r| r.is_empty() || r.chars().count() > 300)
    {
        return error(
            StatusCode::BAD_REQUEST,
            json!({"error": {"errorCode": "BadArgument", "error": "status and reason"}}),
        );
    }
    let in_time = d
        .validated_at
        .is_some_and(|at| Utc::now() - at <= chrono::Duration::hours(72));
    if d.status != "Valid" || !in_time {
        return error(
            StatusCode::BAD_REQUEST,
            json!({"error": {"errorCode": "OperationPeriodOver", "error": "The time limit for cancellation has expired"}}),
        );
    }
    d.status = "Cancelled".into();
    error(
        StatusCode::OK,
        json!({"uuid": d.uuid, "status": "Cancelled"}),
    )
}

#[handler]
fn validate_tin(req: &Request, Path(tin): Path<String>, Data(inner): Data<&Shared>) -> Response {
    let inner = inner.lock().unwrap();
    if !authorised(req, &inner) {
        return error(
            StatusCode::UNAUTHORIZED,
            json!({"error": {"error": "Unauthorized"}}),
        );
    }
    let query: std::collections::HashMap<String, String> =
        url::form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes())
            .into_owned()
            .collect();
    let id_ok = matches!(
        query.get("idType").map(String::as_str),
        Some("NRIC" | "PASSPORT" | "BRN" | "ARMY")
    ) && query.get("idValue").is_some_and(|v| !v.is_empty());
    if !tin_ok(&tin) || !id_ok {
        return error(
            StatusCode::BAD_REQUEST,
            json!({"error": {"errorCode": "BadArgument", "error": "Invalid TIN or ID"}}),
        );
    }
    if inner.unknown_tins.contains(&tin) {
        return error(
            StatusCode::NOT_FOUND,
            json!({"error": {"error": "TIN not found"}}),
        );
    }
    Response::builder().status(StatusCode::OK).finish()
}

/// The stand-in's routes, under whatever prefix it is mounted at.
pub fn routes(inner: Shared) -> impl poem::Endpoint {
    Route::new()
        .at("/connect/token", poem::post(token))
        .at("/api/v1.0/documentsubmissions/", poem::post(submit))
        .at("/api/v1.0/documentsubmissions/:uid", poem::get(submission))
        .at("/api/v1.0/documents/recent", poem::get(recent))
        .at("/api/v1.0/documents/:uuid/details", poem::get(details))
        .at(
            "/api/v1.0/documents/state/:uuid/state",
            poem::put(set_state),
        )
        .at("/api/v1.0/taxpayer/validate/:tin", poem::get(validate_tin))
        .data(inner)
}
