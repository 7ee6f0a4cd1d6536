//! Billplz V5 Payment Orders: paying agents' commission payouts into their bank accounts
//! (integrations.md §1.6). Requests carry an `epoch` and a `checksum`: the listed values
//! concatenated in order with no separator, signed with HMAC-SHA512 under the X-Signature key, in
//! lower-case hex. The callback is signed the same way over its own list.

use super::billplz::BillplzError;
use hmac::{Hmac, Mac};
use sha2::Sha512;

type HmacSha512 = Hmac<Sha512>;

/// `hex(HMAC_SHA512(key, values joined with nothing))`.
pub fn checksum(key: &str, values: &[&str]) -> String {
    let mut mac = HmacSha512::new_from_slice(key.as_bytes()).expect("HMAC takes any key length");
    mac.update(values.concat().as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

/// A payment order to send (`total` in sen; `reference_id` unique per collection: a resend of the
/// same payout is refused by Billplz, not paid twice).
#[derive(Debug, Clone)]
pub struct NewPaymentOrder {
    pub collection_id: String,
    pub bank_code: String,
    pub bank_account_number: String,
    pub name: String,
    pub description: String,
    pub total: i64,
    pub reference_id: String,
}

#[derive(Debug, Clone, serde::Deserialize)]
pub struct PaymentOrder {
    pub id: String,
    pub status: String,
}

#[derive(Debug, Clone, serde::Deserialize)]
struct Collection {
    id: String,
}

fn epoch() -> String {
    chrono::Utc::now().timestamp().to_string()
}

async fn post<T: serde::de::DeserializeOwned>(
    client: &reqwest::Client,
    url: String,
    api_key: &str,
    form: &[(&str, &str)],
) -> Result<T, BillplzError> {
    let resp = client
        .post(url)
        .basic_auth(api_key, Some(""))
        .form(form)
        .timeout(std::time::Duration::from_secs(20))
        .send()
        .await?;
    let status = resp.status();
    if !status.is_success() {
        let body = resp.text().await.unwrap_or_default();
        return Err(BillplzError::Refused {
            status: status.as_u16(),
            body: body.chars().take(500).collect(),
        });
    }
    Ok(resp.json().await?)
}

/// `POST {base}/v5/payment_order_collections`: the collection a company's payouts are sent in.
pub async fn create_collection(
    client: &reqwest::Client,
    base_url: &str,
    api_key: &str,
    x_signature_key: &str,
    title: &str,
    callback_url: &str,
) -> Result<String, BillplzError> {
    let epoch = epoch();
    let sum = checksum(x_signature_key, &[title, callback_url, &epoch]);
    let c: Collection = post(
        client,
        format!(
            "{}/v5/payment_order_collections",
            base_url.trim_end_matches('/')
        ),
        api_key,
        &[
            ("title", title),
            ("callback_url", callback_url),
            ("epoch", &epoch),
            ("checksum", &sum),
        ],
    )
    .await?;
    Ok(c.id)
}

/// `POST {base}/v5/payment_orders`.
pub async fn create_payment_order(
    client: &reqwest::Client,
    base_url: &str,
    api_key: &str,
    x_signature_key: &str,
    order: &NewPaymentOrder,
) -> Result<PaymentOrder, BillplzError> {
    let epoch = epoch();
    let total = order.total.to_string();
    let sum = checksum(
        x_signature_key,
        &[
            &order.collection_id,
            &order.bank_account_number,
            &total,
            &epoch,
        ],
    );
    post(
        client,
        format!("{}/v5/payment_orders", base_url.trim_end_matches('/')),
        api_key,
        &[
            ("payment_order_collection_id", &order.collection_id),
            ("bank_code", &order.bank_code),
            ("bank_account_number", &order.bank_account_number),
            ("name", &order.name),
            ("description", &order.description),
            ("total", &total),
            ("reference_id", &order.reference_id),
            ("epoch", &epoch),
            ("checksum", &sum),
        ],
    )
    .await
}

/// Whether a payment-order callback's checksum is good: over `[id, bank_account_number, status,
/// total, reference_id, epoch]`, compared in constant time.
pub fn verify_callback(key: &str, form: &[(String, String)]) -> bool {
    let get = |k: &str| {
        form.iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.as_str())
            .unwrap_or("")
    };
    let Ok(given) = hex::decode(get("checksum").trim()) else {
        return false;
    };
    let mut mac = HmacSha512::new_from_slice(key.as_bytes()).expect("HMAC takes any key length");
    for k in [
        "id",
        "bank_account_number",
        "status",
        "total",
        "reference_id",
        "epoch",
    ] {
        mac.update(get(k).as_bytes());
    }
    mac.verify_slice(&given).is_ok()
}

/// A description Billplz takes: at most 200 characters, letters, digits and spaces only.
pub fn description(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == ' ')
        .take(200)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "S-R5t3Uw6SrwXNWyZV-naVHg";

    #[test]
    fn the_documented_checksums() {
        let c = checksum(KEY, &["My payment order title", "1681724303"]);
        assert!(c.starts_with("575c35c1") && c.ends_with("fb4fa4"), "{c}");
        let form: Vec<(String, String)> = [
            ("id", "0b924e37-7418-4d17-b234-8de424dc48e5"),
            ("bank_account_number", "1234567890"),
            ("status", "refunded"),
            ("total", "500000"),
            ("reference_id", "My first payment order"),
            ("epoch", "1681895891"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let sum = checksum(
            KEY,
            &form.iter().map(|(_, v)| v.as_str()).collect::<Vec<_>>(),
        );
        assert!(
            sum.starts_with("2720f5ef") && sum.ends_with("f2ca1a"),
            "{sum}"
        );
        let mut signed = form.clone();
        signed.push(("checksum".into(), sum));
        assert!(verify_callback(KEY, &signed));
        signed[2].1 = "completed".into();
        assert!(!verify_callback(KEY, &signed), "a changed status fails");
    }

    #[test]
    fn a_description_has_no_special_characters() {
        assert_eq!(
            description("Commission payout #12 (Nov)"),
            "Commission payout 12 Nov"
        );
    }
}
