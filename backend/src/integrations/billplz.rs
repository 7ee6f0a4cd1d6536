//! Billplz: creating a bill (integrations.md §1.2) and the X-Signature that signs its callbacks and
//! redirects (§1.3).
//!
//! Every received pair except `x_signature` becomes `key + value` (redirect keys lose their
//! brackets: `billplz[id]` → `billplzid`); the elements are sorted case-insensitively, joined with
//! `|`, and signed with HMAC-SHA256 under the collection's X-Signature key, in lower-case hex.

use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

pub const PRODUCTION_URL: &str = "https://www.billplz.com/api";
pub const SANDBOX_URL: &str = "https://www.billplz-sandbox.com/api";

/// What a bill is made of (amount in sen).
#[derive(Debug, Clone, serde::Serialize)]
pub struct NewBill {
    pub collection_id: String,
    pub email: String,
    pub name: String,
    pub amount: i64,
    pub callback_url: String,
    pub redirect_url: String,
    pub description: String,
    pub reference_1_label: String,
    pub reference_1: String,
    /// Set with `reference_1_label: "Bank Code"` and an FPX code in `reference_1`, Billplz skips its
    /// own page and sends the payer straight to that bank; the bill's own reference then goes here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reference_2_label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reference_2: Option<String>,
}

impl NewBill {
    /// Pays the bill straight at the FPX bank `code` (Billplz's "Bank Code" reference): the bill's
    /// own reference moves to the second one.
    pub fn straight_to_bank(mut self, code: &str) -> NewBill {
        self.reference_2_label = Some(std::mem::replace(
            &mut self.reference_1_label,
            "Bank Code".into(),
        ));
        self.reference_2 = Some(std::mem::replace(&mut self.reference_1, code.to_string()));
        self
    }
}

#[derive(Debug, Clone, serde::Deserialize)]
pub struct Bill {
    pub id: String,
    pub url: String,
}

#[derive(Debug, thiserror::Error)]
pub enum BillplzError {
    #[error("billplz unreachable: {0}")]
    Unreachable(#[from] reqwest::Error),
    #[error("billplz answered {status}: {body}")]
    Refused { status: u16, body: String },
}

/// `POST {base}/v3/bills` under Basic auth (the key as user name, no password).
pub async fn create_bill(
    client: &reqwest::Client,
    base_url: &str,
    api_key: &str,
    bill: &NewBill,
) -> Result<Bill, BillplzError> {
    let resp = client
        .post(format!("{}/v3/bills", base_url.trim_end_matches('/')))
        .basic_auth(api_key, Some(""))
        .form(bill)
        .timeout(std::time::Duration::from_secs(15))
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

/// A bank of the FPX list: its code (what `reference_1` carries) and whether it is online now.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct FpxBank {
    pub name: String,
    pub active: bool,
}

#[derive(serde::Deserialize)]
struct FpxBanks {
    banks: Vec<FpxBank>,
}

/// `GET {base}/v3/fpx_banks` under Basic auth: the FPX banks and which are online.
pub async fn fpx_banks(
    client: &reqwest::Client,
    base_url: &str,
    api_key: &str,
) -> Result<Vec<FpxBank>, BillplzError> {
    let resp = client
        .get(format!("{}/v3/fpx_banks", base_url.trim_end_matches('/')))
        .basic_auth(api_key, Some(""))
        .timeout(std::time::Duration::from_secs(15))
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
    Ok(resp.json::<FpxBanks>().await?.banks)
}

/// The bank behind an FPX code, as Billplz's table names it (the code itself when unknown).
pub fn fpx_bank_name(code: &str) -> &str {
    const BANKS: &[(&str, &str)] = &[
        ("ABMB0212", "allianceonline"),
        ("ABB0233", "affinOnline"),
        ("AMBB0209", "AmOnline"),
        ("AGRO01", "AGRONet"),
        ("BCBB0235", "CIMB Clicks"),
        ("BIMB0340", "Bank Islam"),
        ("BKRM0602", "i-Rakyat"),
        ("BMMB0341", "i-Muamalat"),
        ("BSN0601", "myBSN"),
        ("CIT0219", "Citibank"),
        ("HLB0224", "HLB Connect"),
        ("HSBC0223", "HSBC"),
        ("KFH0346", "KFH"),
        ("MB2U0227", "Maybank2u"),
        ("MBB0228", "Maybank2E"),
        ("OCBC0229", "OCBC"),
        ("PBB0233", "PBe"),
        ("RHB0218", "RHB Now"),
        ("SCB0216", "SC"),
        ("UOB0226", "UOB"),
        ("BP-FKR01", "Billplz Simulator"),
    ];
    BANKS
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(code, |(_, name)| name)
}

/// An amount in sen, as Billplz takes it.
pub fn to_sen(amount: rust_decimal::Decimal) -> i64 {
    use rust_decimal::prelude::ToPrimitive;
    (amount * rust_decimal::Decimal::ONE_HUNDRED)
        .round()
        .to_i64()
        .unwrap_or(0)
}

/// A received key as Billplz signs it: brackets removed (`billplz[paid_at]` → `billplzpaid_at`).
fn signed_key(key: &str) -> String {
    key.chars().filter(|c| !matches!(c, '[' | ']')).collect()
}

/// The string Billplz signs for these pairs (without `x_signature`).
pub fn source_string<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut elements: Vec<String> = pairs
        .into_iter()
        .filter(|(k, _)| signed_key(k) != "x_signature" && signed_key(k) != "billplzx_signature")
        .map(|(k, v)| format!("{}{}", signed_key(k), v))
        .collect();
    elements.sort_by_key(|e| e.to_lowercase());
    elements.join("|")
}

/// The lower-case hex signature of the pairs under `key`.
pub fn x_signature<'a>(key: &str, pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut mac = HmacSha256::new_from_slice(key.as_bytes()).expect("HMAC takes any key length");
    mac.update(source_string(pairs).as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

/// Whether the received pairs carry a valid signature (compared in constant time). The pairs may
/// include the signature itself (`x_signature` or `billplz[x_signature]`); it is left out of the
/// signed string.
pub fn verify<'a>(key: &str, pairs: &[(&'a str, &'a str)], given: &str) -> bool {
    let Ok(given) = hex::decode(given.trim()) else {
        return false;
    };
    let mut mac = HmacSha256::new_from_slice(key.as_bytes()).expect("HMAC takes any key length");
    mac.update(source_string(pairs.iter().copied()).as_bytes());
    mac.verify_slice(&given).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "S-s7b4yWpp9h7rrkNM1i3Z_g";

    fn callback() -> Vec<(&'static str, &'static str)> {
        vec![
            ("id", "zq0tm2wc"),
            ("collection_id", "yhx5t1pp"),
            ("paid", "true"),
            ("state", "paid"),
            ("amount", "100"),
            ("paid_amount", "100"),
            ("due_at", "2018-9-27"),
            ("email", "tester@test.com"),
            ("mobile", ""),
            ("name", "TESTER"),
            ("url", "http://www.billplz-sandbox.com/bills/zq0tm2wc"),
            ("paid_at", "2018-09-27 15:15:09 +0800"),
        ]
    }

    #[test]
    fn the_generic_vector() {
        let pairs = [
            ("amount", "200"),
            ("callback_url", "https://example.com/webhook"),
            ("collection_id", "inbmmepb"),
            ("description", "testing"),
            ("email", "api@billplz.com"),
            ("name", "Michael"),
        ];
        assert_eq!(
            x_signature("abc123cde456", pairs),
            "ef5e54a22af0925cba88fab467119742e90262e3646eea1dee3949938daf3a38"
        );
    }

    #[test]
    fn the_callback_vector_sorts_whole_elements_case_insensitively() {
        assert_eq!(
            source_string(callback()),
            "amount100|collection_idyhx5t1pp|due_at2018-9-27|emailtester@test.com|idzq0tm2wc|mobile|nameTESTER|paid_amount100|paid_at2018-09-27 15:15:09 +0800|paidtrue|statepaid|urlhttp://www.billplz-sandbox.com/bills/zq0tm2wc"
        );
        let signature = "0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e";
        assert_eq!(x_signature(KEY, callback()), signature);
        let mut received = callback();
        received.push(("x_signature", signature));
        assert!(verify(KEY, &received, signature));
    }

    #[test]
    fn the_redirect_vector_drops_the_brackets() {
        let pairs = [
            ("billplz[id]", "zq0tm2wc"),
            ("billplz[paid]", "true"),
            ("billplz[paid_at]", "2018-09-27 15:15:09 +0800"),
        ];
        let signature = "4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b";
        assert_eq!(x_signature(KEY, pairs), signature);
        let mut received = pairs.to_vec();
        received.push(("billplz[x_signature]", signature));
        assert!(verify(KEY, &received, signature));
    }

    #[test]
    fn a_forged_or_altered_callback_fails() {
        let signature = "0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e";
        let mut altered = callback();
        altered[4] = ("amount", "1");
        assert!(!verify(KEY, &altered, signature));
        assert!(!verify("another-key", &callback(), signature));
        assert!(!verify(KEY, &callback(), "not hex"));
        assert!(!verify(KEY, &callback(), ""));
    }
}
