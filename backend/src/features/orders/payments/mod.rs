//! Billplz: creating a bill at checkout, and settling it from the signed callback and redirect
//! (`api`). Both notices may come in either order and any number of times: the order is paid
//! once (its row is locked and a paid order is left as it is). The SQL is in `store`.

pub mod api;
pub mod store;

use super::actions;
use crate::{
    http::{auth::CurrentUser, ApiError},
    i18n::{t, Msg},
    integrations::billplz,
    state::AppState,
};
use rust_decimal::Decimal;
use sqlx::PgConnection;

/// The Billplz the company talks to: `BILLPLZ_URL` when set (a fake), else sandbox or production.
pub fn base_url(state: &AppState, s: &store::Settings) -> String {
    state.config.billplz_url.clone().unwrap_or_else(|| {
        if s.sandbox {
            billplz::SANDBOX_URL.into()
        } else {
            billplz::PRODUCTION_URL.into()
        }
    })
}

/// Creates the order's bill and returns where to send the payer. A gateway that fails fails the
/// checkout (its transaction rolls back: no order is left without a bill).
#[allow(clippy::too_many_arguments)]
pub async fn create_bill(
    state: &AppState,
    req: &poem::Request,
    db: &mut PgConnection,
    user: &CurrentUser,
    order_id: i64,
    number: &str,
    total: Decimal,
    bank: Option<&str>,
) -> Result<String, ApiError> {
    let (email, first, last) = store::payer(db, user.id).await?;
    let name = [first.unwrap_or_default(), last.unwrap_or_default()]
        .join(" ")
        .trim()
        .to_string();
    let payer = Payer { email, name };
    create_bill_for(state, req, db, &payer, order_id, number, total, bank).await
}

/// Who pays a bill: the agent, or a store's customer.
pub struct Payer {
    pub email: String,
    pub name: String,
}

/// Creates a bill for an order paid by `payer` and returns where to send them (with `bank`, an
/// FPX code: straight to that bank).
#[allow(clippy::too_many_arguments)]
pub async fn create_bill_for(
    state: &AppState,
    req: &poem::Request,
    db: &mut PgConnection,
    payer: &Payer,
    order_id: i64,
    number: &str,
    total: Decimal,
    bank: Option<&str>,
) -> Result<String, ApiError> {
    let s = store::settings(db)
        .await?
        .filter(|s| s.active)
        .ok_or_else(|| ApiError::field("paymentType", Msg::PaymentUnavailable))?;
    let origin = state.config.origin_of(&crate::http::request_host(req));
    let name = payer.name.clone();
    let email = payer.email.clone();
    let mut bill = billplz::NewBill {
        collection_id: s.collection_id.clone(),
        email,
        name: if name.is_empty() {
            "Agent".into()
        } else {
            name
        },
        amount: billplz::to_sen(total),
        callback_url: format!("{origin}/api/payments/billplz/callback"),
        redirect_url: format!("{origin}/api/payments/billplz/redirect"),
        description: format!("Order {number}"),
        reference_1_label: "Order".into(),
        reference_1: number.to_string(),
        reference_2_label: None,
        reference_2: None,
    };
    if let Some(code) = bank {
        bill = bill.straight_to_bank(code);
    }
    let bill = billplz::create_bill(&state.http, &base_url(state, &s), &s.api_key, &bill)
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "billplz bill not created");
            ApiError::conflict_text(t(Msg::PaymentGatewayError), "payment_gateway_error")
        })?;
    store::record_bill(db, order_id, &bill.id, billplz::to_sen(total), &bill.url).await?;
    Ok(bill.url)
}

/// Which notice: Billplz's callback (a form) or the payer's redirect (a query, keys `billplz[…]`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    Callback,
    Redirect,
}

/// A Billplz notice whose X-Signature verifies under the company's key: (bill id, paid). None for
/// a notice that does not verify (nothing may change).
pub fn verified_notice(
    x_signature_key: &str,
    pairs: &[(&str, &str)],
    notice: Notice,
) -> Option<(String, bool)> {
    let (signature, id, paid) = match notice {
        Notice::Callback => ("x_signature", "id", "paid"),
        Notice::Redirect => ("billplz[x_signature]", "billplz[id]", "billplz[paid]"),
    };
    let get = |k: &str| pairs.iter().find(|(key, _)| *key == k).map(|(_, v)| *v);
    billplz::verify(x_signature_key, pairs, get(signature).unwrap_or(""))
        .then(|| (get(id).unwrap_or("").to_string(), get(paid) == Some("true")))
}

/// A Billplz notice checked with the company's X-Signature key: (bill id, paid), or 403 when it
/// does not verify (nothing changes).
pub async fn read_notice(
    db: &mut PgConnection,
    pairs: &[(String, String)],
    notice: Notice,
) -> Result<(String, bool), ApiError> {
    let pairs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    store::settings(db)
        .await?
        .and_then(|s| verified_notice(&s.x_signature_key, &pairs, notice))
        .ok_or_else(|| ApiError::forbidden(Msg::BadSignature, "bad_signature", None))
}

/// The pairs of a redirect's query string.
pub fn query_pairs(req: &poem::Request) -> Vec<(String, String)> {
    url::form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes())
        .into_owned()
        .collect()
}

/// Applies a verified notice about a bill; returns the order's id.
async fn settle(db: &mut PgConnection, bill_id: &str, paid: bool) -> Result<Option<i64>, ApiError> {
    let Some(order) = store::note_notice(db, bill_id, paid).await? else {
        return Ok(None);
    };
    if paid {
        actions::paid_by_gateway(db, order).await?;
    } else {
        actions::failed_by_gateway(db, order).await?;
    }
    Ok(Some(order))
}
