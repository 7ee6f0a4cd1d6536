//! EasyParcel's classic API (integrations.md §2.1 a): one endpoint, `POST {base}?ac=<Action>`,
//! form-encoded with PHP bracket keys (`api=KEY&bulk[0][pick_code]=10050`), always answering 200
//! with `{api_status, error_code ("0" on success), error_remark, result}`.

use serde::Deserialize;
use serde_json::Value;
use std::time::Duration;

pub const PRODUCTION_URL: &str = "https://connect.easyparcel.my/";
pub const DEMO_URL: &str = "http://demo.connect.easyparcel.my/";

/// Why a provider call did not give an answer to use.
#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// Not reached, timed out, or answered 5xx: nothing may be taken as done.
    #[error("unreachable: {0}")]
    Unreachable(String),
    /// The provider answered and said no (its own words).
    #[error("refused: {0}")]
    Refused(String),
}

#[derive(Deserialize)]
struct Envelope {
    #[serde(default)]
    api_status: String,
    #[serde(default)]
    error_code: Value,
    #[serde(default)]
    error_remark: String,
    #[serde(default)]
    result: Value,
}

/// The form of an action: the key, then each bulk entry's fields as `bulk[i][field]`.
pub fn form(api_key: &str, bulk: &[Vec<(&str, String)>]) -> Vec<(String, String)> {
    let mut pairs = vec![("api".to_string(), api_key.to_string())];
    for (i, entry) in bulk.iter().enumerate() {
        for (field, value) in entry {
            pairs.push((format!("bulk[{i}][{field}]"), value.clone()));
        }
    }
    pairs
}

/// Calls `action` and returns its `result`.
pub async fn call(
    http: &reqwest::Client,
    base: &str,
    action: &str,
    pairs: &[(String, String)],
) -> Result<Value, ProviderError> {
    let resp = http
        .post(base)
        .query(&[("ac", action)])
        .form(pairs)
        .timeout(Duration::from_secs(15))
        .send()
        .await
        .map_err(|e| ProviderError::Unreachable(e.to_string()))?;
    let status = resp.status();
    if !status.is_success() {
        return Err(ProviderError::Unreachable(format!("HTTP {status}")));
    }
    let env: Envelope = resp
        .json()
        .await
        .map_err(|e| ProviderError::Unreachable(format!("unreadable answer: {e}")))?;
    let code = match &env.error_code {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    };
    if env.api_status != "Success" || code != "0" {
        let reason = if env.error_remark.is_empty() {
            format!("error {code}")
        } else {
            env.error_remark
        };
        return Err(ProviderError::Refused(reason));
    }
    Ok(env.result)
}

/// The account's credit balance (the key is good when this answers).
pub async fn credit_balance(
    http: &reqwest::Client,
    base: &str,
    api_key: &str,
) -> Result<String, ProviderError> {
    let result = call(http, base, "EPCheckCreditBalance", &form(api_key, &[])).await?;
    Ok(match result {
        Value::String(s) => s,
        Value::Number(n) => n.to_string(),
        other => other
            .get("balance")
            .or_else(|| other.get("credit"))
            .map(|v| {
                v.as_str()
                    .map(str::to_string)
                    .unwrap_or_else(|| v.to_string())
            })
            .unwrap_or_default(),
    })
}

/// A courier EasyParcel books with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Courier {
    pub id: String,
    pub name: String,
}

/// The couriers of the account (`EPCourierList`).
pub async fn couriers(
    http: &reqwest::Client,
    base: &str,
    api_key: &str,
) -> Result<Vec<Courier>, ProviderError> {
    let result = call(http, base, "EPCourierList", &form(api_key, &[])).await?;
    Ok(result
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(|c| {
                    Some(Courier {
                        id: c.get("courier_id")?.as_str()?.to_string(),
                        name: c
                            .get("courier_name")
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_string(),
                    })
                })
                .collect()
        })
        .unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bulk_entries_are_sent_with_php_bracket_keys() {
        let pairs = form(
            "k1",
            &[
                vec![("pick_code", "10050".into()), ("send_code", "11950".into())],
                vec![("pick_code", "50000".into())],
            ],
        );
        assert_eq!(
            pairs,
            vec![
                ("api".into(), "k1".into()),
                ("bulk[0][pick_code]".into(), "10050".into()),
                ("bulk[0][send_code]".into(), "11950".into()),
                ("bulk[1][pick_code]".into(), "50000".into()),
            ]
        );
    }
}
