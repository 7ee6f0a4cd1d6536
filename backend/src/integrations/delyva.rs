//! Delyva (DelyvaX, integrations.md §2.3): `https://api.delyva.app/v1.0/`, the API key in the
//! `X-Delyvax-Access-Token` header, JSON bodies.

use super::easyparcel::ProviderError;
use serde_json::Value;
use std::time::Duration;

pub const PRODUCTION_URL: &str = "https://api.delyva.app";

/// The account's webhooks (`GET v1.0/webhook`): the key is good when this answers.
pub async fn webhooks(
    http: &reqwest::Client,
    base: &str,
    api_key: &str,
) -> Result<Value, ProviderError> {
    let resp = http
        .get(format!("{}/v1.0/webhook", base.trim_end_matches('/')))
        .header("X-Delyvax-Access-Token", api_key)
        .timeout(Duration::from_secs(15))
        .send()
        .await
        .map_err(|e| ProviderError::Unreachable(e.to_string()))?;
    let status = resp.status();
    let body = resp.text().await.unwrap_or_default();
    if status.is_server_error() {
        return Err(ProviderError::Unreachable(format!("HTTP {status}")));
    }
    let json: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
    if !status.is_success() {
        let reason = json
            .pointer("/error/message")
            .or_else(|| json.get("message"))
            .and_then(Value::as_str)
            .map(str::to_string)
            .unwrap_or_else(|| format!("HTTP {status}"));
        return Err(ProviderError::Refused(reason));
    }
    Ok(json)
}
