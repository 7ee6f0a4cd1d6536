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

/// A place as Delyva takes it (a Malaysian address with its state's name).
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Place {
    pub name: String,
    pub phone: String,
    pub address1: String,
    pub address2: String,
    pub city: String,
    pub state: String,
    pub postcode: String,
    pub country: String,
}

/// A service Delyva quotes.
#[derive(Clone, Debug, PartialEq)]
pub struct Quote {
    pub code: String,
    pub name: String,
    pub company: String,
    pub price: String,
}

/// The account Delyva calls are made with.
pub struct Account<'a> {
    pub http: &'a reqwest::Client,
    pub base: &'a str,
    pub api_key: &'a str,
    pub customer_id: &'a str,
    pub company_id: &'a str,
}

impl Account<'_> {
    fn url(&self, path: &str) -> String {
        format!("{}/v1.0/{path}", self.base.trim_end_matches('/'))
    }

    async fn send(&self, req: reqwest::RequestBuilder) -> Result<Value, ProviderError> {
        let resp = req
            .header("X-Delyvax-Access-Token", self.api_key)
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
        Ok(json.get("data").cloned().unwrap_or(Value::Null))
    }

    /// `POST service/instantQuote`: the services that carry this parcel, with their prices.
    pub async fn quote(
        &self,
        from: &Place,
        to: &Place,
        weight_kg: &str,
    ) -> Result<Vec<Quote>, ProviderError> {
        let body = serde_json::json!({"customerId": self.customer_id, "origin": from, "destination": to,
            "weight": {"value": weight_kg.parse::<f64>().unwrap_or(0.1), "unit": "kg"}});
        let data = self
            .send(self.http.post(self.url("service/instantQuote")).json(&body))
            .await?;
        Ok(data
            .get("services")
            .and_then(Value::as_array)
            .map(|l| {
                l.iter()
                    .filter_map(|s| {
                        Some(Quote {
                            code: s.pointer("/service/code")?.as_str()?.to_string(),
                            name: s
                                .pointer("/service/name")
                                .and_then(Value::as_str)
                                .unwrap_or_default()
                                .to_string(),
                            company: s
                                .pointer("/service/serviceCompany/name")
                                .and_then(Value::as_str)
                                .unwrap_or_default()
                                .to_string(),
                            price: match s.pointer("/price/amount") {
                                Some(Value::Number(n)) => n.to_string(),
                                Some(Value::String(p)) => p.clone(),
                                _ => String::new(),
                            },
                        })
                    })
                    .collect()
            })
            .unwrap_or_default())
    }

    /// `POST order`: a draft order (not yet processed); its id.
    pub async fn create_order(
        &self,
        service_code: &str,
        reference: &str,
        from: &Place,
        to: &Place,
        weight_kg: &str,
        scheduled_at: &str,
    ) -> Result<String, ProviderError> {
        let weight =
            serde_json::json!({"value": weight_kg.parse::<f64>().unwrap_or(0.1), "unit": "kg"});
        let body = serde_json::json!({"customerId": self.customer_id, "process": false, "serviceCode": service_code,
            "referenceNo": reference,
            "origin": {"scheduledAt": scheduled_at, "inventory": [{"name": reference, "quantity": 1, "weight": weight}],
                       "contact": from},
            "destination": {"contact": to}});
        let data = self
            .send(self.http.post(self.url("order")).json(&body))
            .await?;
        match data.get("id") {
            Some(Value::String(id)) => Ok(id.clone()),
            Some(Value::Number(id)) => Ok(id.to_string()),
            _ => Err(ProviderError::Unreachable("no order id".into())),
        }
    }

    /// `POST order/{id}/process`: confirms the order; its consignment number.
    pub async fn process(&self, id: &str, service_code: &str) -> Result<String, ProviderError> {
        let data = self
            .send(
                self.http
                    .post(self.url(&format!("order/{id}/process")))
                    .json(&serde_json::json!({"serviceCode": service_code})),
            )
            .await?;
        data.get("consignmentNo")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| ProviderError::Unreachable("no consignment number".into()))
    }

    /// Where the order's label PDF is read (with the access token).
    pub fn label_url(&self, id: &str) -> String {
        format!(
            "{}?companyId={}",
            self.url(&format!("order/{id}/label")),
            self.company_id
        )
    }

    /// `GET order/track/{consignmentNo}`: the latest status and the events (time, words).
    pub async fn track(
        &self,
        consignment: &str,
    ) -> Result<(String, Vec<(String, String)>), ProviderError> {
        let data = self
            .send(self.http.get(format!(
                "{}?companyId={}",
                self.url(&format!("order/track/{consignment}")),
                self.company_id
            )))
            .await?;
        let status = data
            .get("status")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let events = data
            .get("histories")
            .and_then(Value::as_array)
            .map(|l| {
                l.iter()
                    .filter_map(|e| {
                        Some((
                            e.get("createdAt")?.as_str()?.to_string(),
                            e.get("description")?.as_str()?.to_string(),
                        ))
                    })
                    .collect()
            })
            .unwrap_or_default();
        Ok((status, events))
    }
}
