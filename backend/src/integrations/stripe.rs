//! Stripe for the vendor's own billing: a Checkout Session for what is left of a subscription
//! invoice (async-stripe, pointed at a configurable base URL so a local fake can stand in), and the
//! `Stripe-Signature` of its webhooks (integrations.md §5.2): `t=<unix>,v1=<hex>[,v1=…]`, the hex
//! HMAC-SHA256 of `"<t>.<raw body>"` under the endpoint secret, any `v1` matching, within 300 s.

use hmac::{Hmac, Mac};
use sha2::Sha256;
use stripe_checkout::checkout_session::{
    CreateCheckoutSession, CreateCheckoutSessionLineItems, CreateCheckoutSessionLineItemsPriceData,
};

type HmacSha256 = Hmac<Sha256>;

pub const API_URL: &str = "https://api.stripe.com/";
/// How far a webhook's timestamp may be from now (Stripe's default tolerance).
pub const TOLERANCE_SECS: i64 = 300;

/// What a Checkout Session is made of.
pub struct NewCheckout<'a> {
    /// In the currency's minor unit (sen; Stripe writes rupiah with two decimals too).
    pub amount_minor: i64,
    /// MYR or IDR
    pub currency: &'a str,
    /// The line the payer sees.
    pub name: &'a str,
    pub email: &'a str,
    pub success_url: &'a str,
    pub cancel_url: &'a str,
    pub client_reference_id: &'a str,
    pub metadata: Vec<(String, String)>,
}

pub struct Checkout {
    pub id: String,
    pub url: String,
}

/// Creates a Checkout Session (mode payment) for one amount; Stripe offers the payment methods the
/// account has switched on (card, FPX for ringgit).
pub async fn create_checkout(
    base_url: &str,
    secret_key: &str,
    c: &NewCheckout<'_>,
) -> anyhow::Result<Checkout> {
    let base = if base_url.ends_with('/') {
        base_url.to_string()
    } else {
        format!("{base_url}/")
    };
    let client = stripe::ClientBuilder::new(secret_key).url(base).build()?;
    let currency = if c.currency.eq_ignore_ascii_case("IDR") {
        stripe_types::Currency::IDR
    } else {
        stripe_types::Currency::MYR
    };
    let mut price = CreateCheckoutSessionLineItemsPriceData::new(currency);
    price.unit_amount = Some(c.amount_minor);
    price.product_data = Some(stripe_checkout::checkout_session::ProductData::new(c.name));
    let item = CreateCheckoutSessionLineItems {
        quantity: Some(1),
        price_data: Some(price),
        ..Default::default()
    };
    let session = CreateCheckoutSession::new()
        .mode(stripe_checkout::CheckoutSessionMode::Payment)
        .success_url(c.success_url)
        .cancel_url(c.cancel_url)
        .client_reference_id(c.client_reference_id)
        .customer_email(c.email)
        .metadata(
            c.metadata
                .iter()
                .cloned()
                .collect::<std::collections::HashMap<_, _>>(),
        )
        .line_items(vec![item])
        .send(&client)
        .await?;
    Ok(Checkout {
        id: session.id.to_string(),
        url: session
            .url
            .ok_or_else(|| anyhow::anyhow!("the session has no payment page"))?,
    })
}

/// The `v1` signature of a payload sent at `timestamp`.
pub fn signature(secret: &str, timestamp: i64, payload: &[u8]) -> String {
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(payload);
    hex::encode(mac.finalize().into_bytes())
}

/// The `Stripe-Signature` header for a payload (the fake's and the tests' side).
pub fn signature_header(secret: &str, timestamp: i64, payload: &[u8]) -> String {
    format!("t={timestamp},v1={}", signature(secret, timestamp, payload))
}

#[derive(Debug, PartialEq, Eq)]
pub enum SignatureError {
    /// No `t` or no `v1` in the header.
    Malformed,
    /// The timestamp is more than the tolerance away from now (a replay or a stale event).
    Stale,
    /// No `v1` matches the raw body.
    Mismatch,
}

/// Checks a webhook's `Stripe-Signature` against the raw body, as received (never re-serialised).
pub fn verify(
    secret: &str,
    header: &str,
    payload: &[u8],
    now: i64,
    tolerance: i64,
) -> Result<(), SignatureError> {
    let mut timestamp = None;
    let mut candidates = vec![];
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => timestamp = t.parse::<i64>().ok(),
            Some(("v1", v)) => candidates.push(v.to_string()),
            _ => {}
        }
    }
    let Some(t) = timestamp else {
        return Err(SignatureError::Malformed);
    };
    if candidates.is_empty() {
        return Err(SignatureError::Malformed);
    }
    if (now - t).abs() > tolerance {
        return Err(SignatureError::Stale);
    }
    let matches = candidates.iter().any(|candidate| {
        let Ok(given) = hex::decode(candidate) else {
            return false;
        };
        let mut mac =
            HmacSha256::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length");
        mac.update(t.to_string().as_bytes());
        mac.update(b".");
        mac.update(payload);
        mac.verify_slice(&given).is_ok()
    });
    if matches {
        Ok(())
    } else {
        Err(SignatureError::Mismatch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "whsec_test_secret";
    const BODY: &[u8] = br#"{"id":"evt_1","object":"event","type":"checkout.session.completed"}"#;

    #[test]
    fn a_signed_payload_verifies_within_the_tolerance() {
        let header = signature_header(SECRET, 1_700_000_000, BODY);
        assert_eq!(verify(SECRET, &header, BODY, 1_700_000_000, 300), Ok(()));
        assert_eq!(verify(SECRET, &header, BODY, 1_700_000_299, 300), Ok(()));
    }

    #[test]
    fn a_stale_timestamp_is_refused() {
        let header = signature_header(SECRET, 1_700_000_000, BODY);
        assert_eq!(
            verify(SECRET, &header, BODY, 1_700_000_301, 300),
            Err(SignatureError::Stale)
        );
    }

    #[test]
    fn any_of_several_v1_signatures_may_match_and_v0_is_ignored() {
        let good = signature(SECRET, 1_700_000_000, BODY);
        let header = format!("t=1700000000,v0=abc,v1={},v1={good}", "00".repeat(32));
        assert_eq!(verify(SECRET, &header, BODY, 1_700_000_000, 300), Ok(()));
    }

    #[test]
    fn an_altered_body_or_another_secret_fails() {
        let header = signature_header(SECRET, 1_700_000_000, BODY);
        // The same JSON written differently (re-serialised) no longer matches.
        let reserialised =
            br#"{"id": "evt_1", "object": "event", "type": "checkout.session.completed"}"#;
        assert_eq!(
            verify(SECRET, &header, reserialised, 1_700_000_000, 300),
            Err(SignatureError::Mismatch)
        );
        assert_eq!(
            verify("whsec_other", &header, BODY, 1_700_000_000, 300),
            Err(SignatureError::Mismatch)
        );
        assert_eq!(
            verify(SECRET, "v1=abc", BODY, 1_700_000_000, 300),
            Err(SignatureError::Malformed)
        );
    }
}
