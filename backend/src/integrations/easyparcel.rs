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

/// Where a parcel goes from and to (EasyParcel state codes such as `kul`, `sgr`).
#[derive(Clone, Debug, Default)]
pub struct Party {
    pub name: String,
    pub phone: String,
    pub address1: String,
    pub address2: String,
    pub city: String,
    pub postcode: String,
    pub state: String,
}

/// A rate EasyParcel quotes for a parcel.
#[derive(Clone, Debug, PartialEq)]
pub struct Rate {
    pub service_id: String,
    pub service_name: String,
    pub courier_id: String,
    pub courier_name: String,
    pub price: String,
    pub delivery: String,
}

fn text(v: &Value, key: &str) -> String {
    match v.get(key) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// The first bulk entry of a result, refused when its own status is not Success.
fn first_entry(result: Value) -> Result<Value, ProviderError> {
    let entry = result
        .as_array()
        .and_then(|l| l.first().cloned())
        .ok_or_else(|| ProviderError::Unreachable("empty result".into()))?;
    match entry.get("status").and_then(Value::as_str) {
        Some("Success") | None => Ok(entry),
        Some(_) => Err(ProviderError::Refused(text(&entry, "remarks"))),
    }
}

/// `EPRateCheckingBulk` for one parcel of `weight` kg.
pub async fn rates(
    http: &reqwest::Client,
    base: &str,
    api_key: &str,
    from: &Party,
    to: &Party,
    weight: &str,
) -> Result<Vec<Rate>, ProviderError> {
    let entry = vec![
        ("pick_code", from.postcode.clone()),
        ("pick_state", from.state.clone()),
        ("pick_country", "MY".into()),
        ("send_code", to.postcode.clone()),
        ("send_state", to.state.clone()),
        ("send_country", "MY".into()),
        ("weight", weight.to_string()),
    ];
    let result = call(http, base, "EPRateCheckingBulk", &form(api_key, &[entry])).await?;
    let entry = first_entry(result)?;
    Ok(entry
        .get("rates")
        .and_then(Value::as_array)
        .map(|rates| {
            rates
                .iter()
                .map(|r| Rate {
                    service_id: text(r, "service_id"),
                    service_name: text(r, "service_name"),
                    courier_id: text(r, "courier_id"),
                    courier_name: text(r, "courier_name"),
                    price: text(r, "price"),
                    delivery: text(r, "delivery"),
                })
                .filter(|r| !r.service_id.is_empty())
                .collect()
        })
        .unwrap_or_default())
}

/// What a booking sends.
pub struct Shipment<'a> {
    pub from: &'a Party,
    pub to: &'a Party,
    pub weight: String,
    pub content: String,
    pub value: String,
    pub service_id: String,
    pub collect_date: String,
    /// Our order number (EasyParcel's `reference`).
    pub reference: String,
}

/// `EPSubmitOrderBulk`: EasyParcel keeps an unpaid order; its number.
pub async fn submit(
    http: &reqwest::Client,
    base: &str,
    api_key: &str,
    s: &Shipment<'_>,
) -> Result<String, ProviderError> {
    let party = |prefix: &str, p: &Party| -> Vec<(String, String)> {
        vec![
            (format!("{prefix}_name"), p.name.clone()),
            (format!("{prefix}_contact"), p.phone.clone()),
            (format!("{prefix}_addr1"), p.address1.clone()),
            (format!("{prefix}_addr2"), p.address2.clone()),
            (format!("{prefix}_city"), p.city.clone()),
            (format!("{prefix}_code"), p.postcode.clone()),
            (format!("{prefix}_state"), p.state.clone()),
            (format!("{prefix}_country"), "MY".into()),
        ]
    };
    let mut fields = party("pick", s.from);
    fields.extend(party("send", s.to));
    fields.extend([
        ("weight".to_string(), s.weight.clone()),
        ("content".into(), s.content.clone()),
        ("value".into(), s.value.clone()),
        ("service_id".into(), s.service_id.clone()),
        ("collect_date".into(), s.collect_date.clone()),
        ("reference".into(), s.reference.clone()),
    ]);
    let entry: Vec<(&str, String)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.clone()))
        .collect();
    let result = call(http, base, "EPSubmitOrderBulk", &form(api_key, &[entry])).await?;
    let entry = first_entry(result)?;
    let number = text(&entry, "order_number");
    if number.is_empty() {
        return Err(ProviderError::Refused(text(&entry, "remarks")));
    }
    Ok(number)
}

/// A paid order's parcel: the airway bill, its label and tracking page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parcel {
    pub awb: String,
    pub label_url: String,
    pub tracking_url: String,
}

/// `EPPayOrderBulk`: pays an order from the account's credit and returns its parcel. Insufficient
/// credit is a refusal (EasyParcel says Success with no parcel).
pub async fn pay(
    http: &reqwest::Client,
    base: &str,
    api_key: &str,
    order_no: &str,
) -> Result<Parcel, ProviderError> {
    let result = call(
        http,
        base,
        "EPPayOrderBulk",
        &form(api_key, &[vec![("order_no", order_no.to_string())]]),
    )
    .await?;
    let entry = first_entry(result)?;
    // `parcel` is an object or an array of them.
    let parcel = match entry.get("parcel") {
        Some(Value::Array(list)) => list.first().cloned(),
        Some(p @ Value::Object(_)) => Some(p.clone()),
        _ => None,
    }
    .filter(|p| !text(p, "awb").is_empty());
    match parcel {
        Some(p) => Ok(Parcel {
            awb: text(&p, "awb"),
            label_url: text(&p, "awb_id_link"),
            tracking_url: text(&p, "tracking_url"),
        }),
        None => Err(ProviderError::Refused({
            let m = text(&entry, "messagenow");
            if m.is_empty() {
                "not paid".into()
            } else {
                m
            }
        })),
    }
}

/// One event of a parcel's journey.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackingEvent {
    /// "YYYY-MM-DD HH:MM:SS", Malaysian time.
    pub at: String,
    pub status: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tracking {
    pub latest_status: String,
    /// EasyParcel's status code: 1 arrangement, 2 to be collected, 3 collected, 4 in transit, 5
    /// delivered (0 when not given).
    pub code: i64,
    pub events: Vec<TrackingEvent>,
}

/// `EPTrackingBulk` for one airway bill.
pub async fn track(
    http: &reqwest::Client,
    base: &str,
    api_key: &str,
    awb: &str,
) -> Result<Tracking, ProviderError> {
    let result = call(
        http,
        base,
        "EPTrackingBulk",
        &form(api_key, &[vec![("awb_no", awb.to_string())]]),
    )
    .await?;
    let entry = first_entry(result)?;
    Ok(Tracking {
        latest_status: text(&entry, "latest_status"),
        code: text(&entry, "ep_status_code").parse().unwrap_or(0),
        events: entry
            .get("status_list")
            .and_then(Value::as_array)
            .map(|l| {
                l.iter()
                    .map(|e| TrackingEvent {
                        at: text(e, "event_date"),
                        status: text(e, "status"),
                    })
                    .filter(|e| !e.status.is_empty())
                    .collect()
            })
            .unwrap_or_default(),
    })
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
