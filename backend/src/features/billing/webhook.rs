//! Stripe's webhook for the vendor's billing (`POST /api/billing/stripe/webhook`, on any host): the
//! raw body is checked against `Stripe-Signature` before anything is read (400 when forged, altered
//! or older than 300 s, and nothing changes). A paid Checkout Session records its invoice's payment
//! once, by the session's id, whatever the order or number of events: `checkout.session.completed`
//! with `payment_status` paid, or `checkout.session.async_payment_succeeded` (FPX confirms later).
//! Every other event is acknowledged and ignored.
//!
//! A plain handler beside the OpenAPI service, not an operation of it: the signature covers the
//! body's exact bytes, which a typed JSON payload would parse and lose.

use super::settle_checkout;
use crate::{
    http::envelope::envelope_json,
    i18n::{text, Lang, Msg},
    integrations::stripe,
    state::AppState,
};
use poem::{handler, http::StatusCode, web::Data, Body, Request, Response};
use rust_decimal::Decimal;
use serde_json::Value;
use std::sync::Arc;

/// The largest event accepted (Stripe's are a few kilobytes).
const MAX_BODY: usize = 256 * 1024;

fn answer(status: StatusCode, message: &str, error: Option<&str>, data: Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(envelope_json(status.as_u16(), message, error, data))
}

#[handler]
pub async fn stripe_webhook(req: &Request, body: Body, state: Data<&Arc<AppState>>) -> Response {
    let lang = Lang::En;
    let Some(config) = state.config.stripe.as_ref() else {
        return answer(
            StatusCode::NOT_FOUND,
            text(lang, Msg::NotFound),
            Some("not_found"),
            Value::Null,
        );
    };
    let bytes = match body.into_bytes_limit(MAX_BODY).await {
        Ok(b) => b,
        Err(_) => {
            return answer(
                StatusCode::PAYLOAD_TOO_LARGE,
                text(lang, Msg::PayloadTooLarge),
                Some("payload_too_large"),
                Value::Null,
            )
        }
    };
    let header = req.header("stripe-signature").unwrap_or("");
    let now = chrono::Utc::now().timestamp();
    if let Err(e) = stripe::verify(
        &config.webhook_secret,
        header,
        &bytes,
        now,
        stripe::TOLERANCE_SECS,
    ) {
        tracing::warn!(reason = ?e, "stripe webhook refused");
        return answer(
            StatusCode::BAD_REQUEST,
            text(lang, Msg::BadSignature),
            Some("bad_signature"),
            Value::Null,
        );
    }
    let Ok(event) = serde_json::from_slice::<Value>(&bytes) else {
        return answer(
            StatusCode::BAD_REQUEST,
            text(lang, Msg::InvalidInput),
            Some("bad_request"),
            Value::Null,
        );
    };
    let session = &event["data"]["object"];
    let paid = match event["type"].as_str() {
        Some("checkout.session.completed") => session["payment_status"] == "paid",
        Some("checkout.session.async_payment_succeeded") => true,
        _ => false,
    };
    let reference = session["id"].as_str().unwrap_or("");
    if paid && !reference.is_empty() {
        let amount = session["amount_total"]
            .as_i64()
            .map(|minor| Decimal::new(minor, 2));
        if let Err(e) = settle_checkout(&state, "stripe", reference, true, amount).await {
            tracing::error!(error = ?e.error_code(), "stripe payment not recorded");
            // Stripe retries a failed delivery.
            return answer(
                StatusCode::INTERNAL_SERVER_ERROR,
                text(lang, Msg::GenericError),
                Some("internal"),
                Value::Null,
            );
        }
    }
    answer(
        StatusCode::OK,
        text(lang, Msg::Ok),
        None,
        serde_json::json!({"received": true}),
    )
}
