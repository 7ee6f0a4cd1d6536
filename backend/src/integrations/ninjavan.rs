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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sandbox_is_always_singapore() {
        assert_eq!(path_country(true, "my"), "sg");
        assert_eq!(path_country(false, "my"), "my");
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
