//! LHDN MyInvois (integrations.md §3): the taxpayer-system login, document submission, the
//! submission's status, and cancellation. Every call names the base (production, pre-production, or
//! a local fake) and carries a 15-second limit; a timeout or a 5xx is an `Unreachable` the caller
//! retries later, never a rejection.

use base64::Engine;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::time::Duration;

pub const PRODUCTION_URL: &str = "https://api.myinvois.hasil.gov.my";
pub const SANDBOX_URL: &str = "https://preprod-api.myinvois.hasil.gov.my";

const LIMIT: Duration = Duration::from_secs(15);

#[derive(Debug, thiserror::Error)]
pub enum MyInvoisError {
    #[error("myinvois unreachable: {0}")]
    Unreachable(String),
    /// MyInvois refused the call; `reason` is its own words.
    #[error("myinvois refused ({status}): {reason}")]
    Refused { status: u16, reason: String },
}

impl From<reqwest::Error> for MyInvoisError {
    fn from(e: reqwest::Error) -> Self {
        MyInvoisError::Unreachable(e.to_string())
    }
}

fn url(base: &str, path: &str) -> String {
    format!("{}{path}", base.trim_end_matches('/'))
}

/// The words of an error body: OAuth's `error_description`/`error`, or the standard
/// `{error: {error, errorMS, …}}`, or the raw text.
pub fn reason_of(body: &str) -> String {
    let Ok(v) = serde_json::from_str::<Value>(body) else {
        return body.chars().take(300).collect();
    };
    let pick = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
    pick(&v, "error_description")
        .or_else(|| {
            v.get("error")
                .and_then(|e| pick(e, "error").or_else(|| pick(e, "message")))
        })
        .or_else(|| pick(&v, "error"))
        .unwrap_or_else(|| body.chars().take(300).collect())
}

async fn check(resp: reqwest::Response) -> Result<reqwest::Response, MyInvoisError> {
    let status = resp.status();
    if status.is_success() {
        return Ok(resp);
    }
    let body = resp.text().await.unwrap_or_default();
    if status.is_server_error() {
        return Err(MyInvoisError::Unreachable(format!("{status}: {body}")));
    }
    Err(MyInvoisError::Refused {
        status: status.as_u16(),
        reason: reason_of(&body),
    })
}

/// Logs in as the taxpayer's system: an access token for an hour.
pub async fn token(
    http: &reqwest::Client,
    base: &str,
    client_id: &str,
    client_secret: &str,
) -> Result<String, MyInvoisError> {
    #[derive(Deserialize)]
    struct Token {
        access_token: String,
    }
    let resp = http
        .post(url(base, "/connect/token"))
        .form(&[
            ("client_id", client_id),
            ("client_secret", client_secret),
            ("grant_type", "client_credentials"),
            ("scope", "InvoicingAPI"),
        ])
        .timeout(LIMIT)
        .send()
        .await?;
    Ok(check(resp).await?.json::<Token>().await?.access_token)
}

/// The tokens this process holds, by MyInvois base, client id and a hash of the secret, with when
/// each stops being used (MyInvois issues them for an hour: reused for 50 minutes, as LHDN asks,
/// rather than a login per round).
static TOKENS: std::sync::LazyLock<
    std::sync::Mutex<std::collections::HashMap<String, (String, std::time::Instant)>>,
> = std::sync::LazyLock::new(Default::default);
const TOKEN_KEPT_FOR: Duration = Duration::from_secs(50 * 60);

/// A token for the client: the one this process got within the last 50 minutes, or a new one.
pub async fn token_reused(
    http: &reqwest::Client,
    base: &str,
    client_id: &str,
    client_secret: &str,
) -> Result<String, MyInvoisError> {
    let key = format!(
        "{base}\n{client_id}\n{}",
        hex::encode(Sha256::digest(client_secret.as_bytes()))
    );
    let now = std::time::Instant::now();
    if let Some((token, until)) = TOKENS.lock().expect("not poisoned").get(&key) {
        if *until > now {
            return Ok(token.clone());
        }
    }
    let fresh = token(http, base, client_id, client_secret).await?;
    let mut tokens = TOKENS.lock().expect("not poisoned");
    tokens.retain(|_, (_, until)| *until > now);
    tokens.insert(key, (fresh.clone(), now + TOKEN_KEPT_FOR));
    Ok(fresh)
}

/// One document to submit: the minified UBL JSON and our own id of it.
pub struct Outgoing<'a> {
    pub code_number: &'a str,
    pub json: &'a str,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(rename_all = "camelCase")]
pub struct Accepted {
    pub uuid: String,
    pub invoice_code_number: String,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(rename_all = "camelCase")]
pub struct Rejected {
    pub invoice_code_number: String,
    #[serde(default)]
    pub error: Value,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Submission {
    #[serde(alias = "submissionUID")]
    pub submission_uid: String,
    #[serde(default)]
    pub accepted_documents: Vec<Accepted>,
    #[serde(default)]
    pub rejected_documents: Vec<Rejected>,
}

/// The body of a submission: each document base64-encoded with the lower-case hex SHA-256 of its
/// bytes.
pub fn submission_body(docs: &[Outgoing<'_>]) -> Value {
    let b64 = base64::engine::general_purpose::STANDARD;
    Value::Array(
        docs.iter()
            .map(|d| {
                serde_json::json!({
                    "format": "JSON",
                    "document": b64.encode(d.json.as_bytes()),
                    "documentHash": hex::encode(Sha256::digest(d.json.as_bytes())),
                    "codeNumber": d.code_number,
                })
            })
            .collect(),
    )
}

/// Submits up to 100 documents; MyInvois answers 202 with the accepted and the rejected.
pub async fn submit(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    docs: &[Outgoing<'_>],
) -> Result<Submission, MyInvoisError> {
    let resp = http
        .post(url(base, "/api/v1.0/documentsubmissions/"))
        .bearer_auth(token)
        .header("Accept-Language", "en")
        .json(&serde_json::json!({ "documents": submission_body(docs) }))
        .timeout(LIMIT)
        .send()
        .await?;
    Ok(check(resp).await?.json().await?)
}

#[derive(Debug, Deserialize, Clone)]
#[serde(rename_all = "camelCase")]
pub struct DocumentSummary {
    pub uuid: String,
    #[serde(default)]
    pub long_id: Option<String>,
    #[serde(default)]
    pub internal_id: Option<String>,
    /// Submitted, Valid, Invalid or Cancelled
    pub status: String,
    #[serde(default)]
    pub document_status_reason: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubmissionStatus {
    /// in progress, valid, partially valid or invalid
    pub overall_status: String,
    #[serde(default)]
    pub document_summary: Vec<DocumentSummary>,
}

/// Where a submission stands.
pub async fn submission(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    uid: &str,
) -> Result<SubmissionStatus, MyInvoisError> {
    let resp = http
        .get(url(
            base,
            &format!("/api/v1.0/documentsubmissions/{uid}?pageNo=1&pageSize=100"),
        ))
        .bearer_auth(token)
        .timeout(LIMIT)
        .send()
        .await?;
    Ok(check(resp).await?.json().await?)
}

/// A document's validation results (why it is invalid), as LHDN words them.
pub async fn details(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    uuid: &str,
) -> Result<Vec<String>, MyInvoisError> {
    let resp = http
        .get(url(base, &format!("/api/v1.0/documents/{uuid}/details")))
        .bearer_auth(token)
        .timeout(LIMIT)
        .send()
        .await?;
    let v: Value = check(resp).await?.json().await?;
    Ok(validation_reasons(&v))
}

/// The failing steps' messages of a document's details.
pub fn validation_reasons(details: &Value) -> Vec<String> {
    let steps = details
        .pointer("/validationResults/validationSteps")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let mut out = vec![];
    for step in steps {
        if step.get("status").and_then(Value::as_str) != Some("Invalid") {
            continue;
        }
        let err = step.get("error").cloned().unwrap_or(Value::Null);
        let inner = err
            .get("innerError")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if inner.is_empty() {
            out.push(reason_of(&serde_json::json!({ "error": err }).to_string()));
        }
        for e in inner {
            out.push(reason_of(&serde_json::json!({ "error": e }).to_string()));
        }
    }
    out
}

#[derive(Debug, Deserialize, Clone)]
#[serde(rename_all = "camelCase")]
pub struct RecentDocument {
    pub uuid: String,
    #[serde(alias = "submissionUID")]
    pub submission_uid: String,
    #[serde(default)]
    pub internal_id: Option<String>,
}

/// The document MyInvois received lately under our code number (its `internalId`), if any: how a
/// submission whose answer never came is found.
pub async fn find_recent(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    code_number: &str,
    since: DateTime<Utc>,
) -> Result<Option<RecentDocument>, MyInvoisError> {
    #[derive(Deserialize)]
    struct Page {
        #[serde(default)]
        result: Vec<RecentDocument>,
    }
    const PAGE_SIZE: usize = 100;
    // From the day the document was written (a day earlier for clocks and time zones), page by page.
    let from = (since - chrono::Duration::days(1)).format("%Y-%m-%dT00:00:00Z");
    for page_no in 1..=MAX_RECENT_PAGES {
        let resp = http
            .get(url(
                base,
                &format!(
                    "/api/v1.0/documents/recent?pageNo={page_no}&pageSize={PAGE_SIZE}&submissionDateFrom={from}&InvoiceDirection=Sent"
                ),
            ))
            .bearer_auth(token)
            .timeout(LIMIT)
            .send()
            .await?;
        let page: Page = check(resp).await?.json().await?;
        let last = page.result.len() < PAGE_SIZE;
        if let Some(found) = page
            .result
            .into_iter()
            .find(|d| d.internal_id.as_deref() == Some(code_number))
        {
            return Ok(Some(found));
        }
        if last {
            return Ok(None);
        }
    }
    // Beyond the pages read: cannot tell, so nothing is sent again.
    Err(MyInvoisError::Unreachable(format!(
        "{code_number} not among the first {MAX_RECENT_PAGES} pages of recent documents"
    )))
}

/// How many pages of recent documents are read looking for one before giving up for this round.
const MAX_RECENT_PAGES: u32 = 10;

/// Cancels a valid document (within 72 hours of its validation).
pub async fn cancel(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    uuid: &str,
    reason: &str,
) -> Result<(), MyInvoisError> {
    let resp = http
        .put(url(
            base,
            &format!("/api/v1.0/documents/state/{uuid}/state"),
        ))
        .bearer_auth(token)
        .json(&serde_json::json!({ "status": "cancelled", "reason": reason }))
        .timeout(LIMIT)
        .send()
        .await?;
    check(resp).await?;
    Ok(())
}

/// Whether LHDN knows `tin` with the identity given (`id_type` NRIC, PASSPORT, BRN or ARMY): 200
/// yes, 404 or 400 no. No body is documented, so none is read.
pub async fn validate_tin(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    tin: &str,
    id_type: &str,
    id_value: &str,
) -> Result<bool, MyInvoisError> {
    let resp = http
        .get(url(base, &format!("/api/v1.0/taxpayer/validate/{tin}")))
        .query(&[("idType", id_type), ("idValue", id_value)])
        .bearer_auth(token)
        .timeout(LIMIT)
        .send()
        .await?;
    match check(resp).await {
        Ok(_) => Ok(true),
        Err(MyInvoisError::Refused {
            status: 400 | 404, ..
        }) => Ok(false),
        Err(e) => Err(e),
    }
}

/// The public validation link a printed invoice's QR code points to.
pub fn validation_link(sandbox: bool, uuid: &str, long_id: &str) -> String {
    let portal = if sandbox {
        "https://preprod.myinvois.hasil.gov.my"
    } else {
        "https://myinvois.hasil.gov.my"
    };
    format!("{portal}/{uuid}/share/{long_id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_submission_carries_each_document_in_base64_with_its_hex_sha256() {
        let body = submission_body(&[Outgoing {
            code_number: "INV-1",
            json: "{\"a\":1}",
        }]);
        assert_eq!(body[0]["format"], "JSON");
        assert_eq!(body[0]["document"], "eyJhIjoxfQ==");
        assert_eq!(
            body[0]["documentHash"],
            "015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862"
        );
        assert_eq!(body[0]["codeNumber"], "INV-1");
    }

    #[test]
    fn errors_are_told_in_myinvois_words() {
        assert_eq!(
            reason_of(
                r#"{"error":"invalid_client","error_description":"Client authentication failed"}"#
            ),
            "Client authentication failed"
        );
        assert_eq!(reason_of(r#"{"error":"invalid_client"}"#), "invalid_client");
        assert_eq!(
            reason_of(r#"{"error":{"error":"Duplicate submission","errorCode":"DS302"}}"#),
            "Duplicate submission"
        );
        let details = serde_json::json!({"validationResults": {"status": "Invalid", "validationSteps": [
            {"status": "Valid", "name": "Step01"},
            {"status": "Invalid", "name": "Step03", "error": {"innerError": [
                {"error": "Buyer TIN is not valid", "propertyPath": "Invoice.AccountingCustomerParty"}]}}
        ]}});
        assert_eq!(validation_reasons(&details), vec!["Buyer TIN is not valid"]);
    }
}
