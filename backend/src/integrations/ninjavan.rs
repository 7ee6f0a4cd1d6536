//! Ninja Van's ninjaAPI (integrations.md §2.2): an OAuth client-credentials token per country
//! (`POST {base}/{cc}/2.0/oauth/access_token`), errors as `{"error":{"title","message"}}`. The
//! sandbox only takes the `sg` country code.

use super::easyparcel::ProviderError;
use serde::Deserialize;
use serde_json::{json, Value};
use std::time::Duration;

pub const PRODUCTION_URL: &str = "https://api.ninjavan.co";
pub const SANDBOX_URL: &str = "https://api-sandbox.ninjavan.co";

/// The countries ninjaAPI serves.
pub const COUNTRIES: &[&str] = &["my", "sg", "id", "ph", "vn", "th"];

/// The country code in the path: the sandbox takes only `sg`.
pub fn path_country(sandbox: bool, country: &str) -> &str {
    if sandbox {
        "sg"
    } else {
        country
    }
}

#[derive(Deserialize, Debug, Clone)]
pub struct Token {
    pub access_token: String,
    #[serde(default)]
    pub expires_in: i64,
}

/// The words of a ninjaAPI error answer.
fn reason(body: &str) -> String {
    serde_json::from_str::<Value>(body)
        .ok()
        .and_then(|v| {
            let e = v.get("error")?;
            e.get("message")
                .or_else(|| e.get("title"))
                .and_then(Value::as_str)
                .map(str::to_string)
        })
        .unwrap_or_else(|| body.chars().take(200).collect())
}

/// A token for the client (the credentials are good when this answers).
pub async fn token(
    http: &reqwest::Client,
    base: &str,
    cc: &str,
    client_id: &str,
    client_secret: &str,
) -> Result<Token, ProviderError> {
    let resp = http
        .post(format!(
            "{}/{cc}/2.0/oauth/access_token",
            base.trim_end_matches('/')
        ))
        .json(
            &json!({"client_id": client_id, "client_secret": client_secret,
                      "grant_type": "client_credentials"}),
        )
        .timeout(Duration::from_secs(15))
        .send()
        .await
        .map_err(|e| ProviderError::Unreachable(e.to_string()))?;
    let status = resp.status();
    let body = resp.text().await.unwrap_or_default();
    if status.is_server_error() {
        return Err(ProviderError::Unreachable(format!("HTTP {status}")));
    }
    if !status.is_success() {
        return Err(ProviderError::Refused(reason(&body)));
    }
    serde_json::from_str(&body)
        .map_err(|e| ProviderError::Unreachable(format!("unreadable answer: {e}")))
}

/// Tokens asked for, by base, country and client, with when they expire (Unix seconds): Ninja
/// Van asks that a token be reused and renewed only within 5 minutes of its end or on a 401.
static TOKENS: std::sync::OnceLock<
    std::sync::Mutex<std::collections::HashMap<String, (String, i64)>>,
> = std::sync::OnceLock::new();

fn tokens() -> &'static std::sync::Mutex<std::collections::HashMap<String, (String, i64)>> {
    TOKENS.get_or_init(Default::default)
}

/// Whether a token ending at `expires_at` is still to be used at `now` (more than 5 minutes left).
pub fn token_usable(expires_at: i64, now: i64) -> bool {
    expires_at - now > 300
}

/// The client's token: the kept one while usable, else a new one.
pub async fn cached_token(
    http: &reqwest::Client,
    base: &str,
    cc: &str,
    client_id: &str,
    client_secret: &str,
) -> Result<String, ProviderError> {
    let key = format!("{base}|{cc}|{client_id}");
    let now = chrono::Utc::now().timestamp();
    if let Some((token, expires_at)) = tokens().lock().unwrap().get(&key).cloned() {
        if token_usable(expires_at, now) {
            return Ok(token);
        }
    }
    let t = token(http, base, cc, client_id, client_secret).await?;
    tokens()
        .lock()
        .unwrap()
        .insert(key, (t.access_token.clone(), now + t.expires_in));
    Ok(t.access_token)
}

fn forget_token(base: &str, cc: &str, client_id: &str) {
    tokens()
        .lock()
        .unwrap()
        .remove(&format!("{base}|{cc}|{client_id}"));
}

/// A Ninja Van account ready to call.
pub struct Client<'a> {
    pub http: &'a reqwest::Client,
    pub base: &'a str,
    pub cc: &'a str,
    pub client_id: &'a str,
    pub client_secret: &'a str,
}

/// `POST /{cc}/4.2/orders`: the order's tracking number. A 401 renews the token once; a 5xx is
/// tried twice more with the same body (its `requested_tracking_number` makes a repeat the same
/// order); a 4xx is never retried (Ninja Van's rule) and is refused with its reason.
pub async fn create_order(c: &Client<'_>, body: &Value) -> Result<String, ProviderError> {
    let url = format!("{}/{}/4.2/orders", c.base.trim_end_matches('/'), c.cc);
    let mut renewed = false;
    let mut tries = 0;
    loop {
        tries += 1;
        let token = cached_token(c.http, c.base, c.cc, c.client_id, c.client_secret).await?;
        let resp = c
            .http
            .post(&url)
            .bearer_auth(&token)
            .json(body)
            .timeout(Duration::from_secs(15))
            .send()
            .await;
        let resp = match resp {
            Ok(r) => r,
            Err(e) if tries < 3 => {
                tracing::warn!(error = %e, "ninja van not reached; trying again");
                continue;
            }
            Err(e) => return Err(ProviderError::Unreachable(e.to_string())),
        };
        let status = resp.status();
        let text = resp.text().await.unwrap_or_default();
        if status.as_u16() == 401 && !renewed {
            forget_token(c.base, c.cc, c.client_id);
            renewed = true;
            continue;
        }
        if status.is_server_error() {
            if tries < 3 {
                continue;
            }
            return Err(ProviderError::Unreachable(format!("HTTP {status}")));
        }
        if !status.is_success() {
            return Err(ProviderError::Refused(reason(&text)));
        }
        let v: Value = serde_json::from_str(&text)
            .map_err(|e| ProviderError::Unreachable(format!("unreadable answer: {e}")))?;
        return v
            .get("tracking_number")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| ProviderError::Unreachable("no tracking number".into()));
    }
}

/// Where a parcel's waybill (label PDF) is read, with a bearer token.
pub fn waybill_url(base: &str, cc: &str, tracking: &str) -> String {
    format!(
        "{}/{cc}/2.0/reports/waybill?tid={tracking}",
        base.trim_end_matches('/')
    )
}

/// Whether a webhook's `X-Ninjavan-Hmac-Sha256` is base64(HMAC-SHA256(client secret, raw body)).
pub fn webhook_signed(client_secret: &str, body: &[u8], header: &str) -> bool {
    use base64::Engine;
    use hmac::{Hmac, Mac};
    let Ok(given) = base64::engine::general_purpose::STANDARD.decode(header.trim()) else {
        return false;
    };
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(client_secret.as_bytes()).expect("any key");
    mac.update(body);
    mac.verify_slice(&given).is_ok()
}

/// The signature Ninja Van puts on a webhook body (the stand-in signs with it).
pub fn webhook_signature(client_secret: &str, body: &[u8]) -> String {
    use base64::Engine;
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(client_secret.as_bytes()).expect("any key");
    mac.update(body);
    base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sandbox_is_always_singapore() {
        assert_eq!(path_country(true, "my"), "sg");
        assert_eq!(path_country(false, "my"), "my");
    }

    #[test]
    fn a_token_is_renewed_only_within_five_minutes_of_its_end() {
        assert!(token_usable(1_000 + 301, 1_000));
        assert!(!token_usable(1_000 + 300, 1_000));
    }

    #[test]
    fn webhooks_are_believed_only_with_the_secret_s_signature_over_the_raw_body() {
        let body = br#"{"tracking_id":"NV1","status":"Delivered, Received by Customer"}"#;
        let sig = webhook_signature("secret-1", body);
        assert!(webhook_signed("secret-1", body, &sig));
        assert!(!webhook_signed("secret-2", body, &sig));
        assert!(!webhook_signed(
            "secret-1",
            br#"{"tracking_id":"NV2"}"#,
            &sig
        ));
        assert!(!webhook_signed("secret-1", body, "not base64!"));
    }

    #[test]
    fn an_error_answer_gives_its_message() {
        assert_eq!(
            reason(r#"{"error":{"title":"Unauthorized","message":"Invalid client credentials"}}"#),
            "Invalid client credentials"
        );
        assert_eq!(reason("nope"), "nope");
    }
}
