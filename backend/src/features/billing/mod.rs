//! The vendor bills every company (docs/api-billing.md): plans, each company's subscription, its
//! renewal invoices, payment through the vendor's gateway, the daily run that invoices, reminds,
//! marks overdue and locks, and the unlock the moment an overdue balance is paid.

pub mod api;
pub mod rules;
pub mod run;
pub mod store;
pub mod vendor_api;
pub mod view;
pub mod webhook;

use crate::{
    http::{auth::CurrentUser, ApiError},
    i18n::{t, Msg},
    integrations::{billplz, stripe},
    state::AppState,
    tenancy,
};
use chrono::Utc;
use rust_decimal::Decimal;
use sqlx::PgConnection;

/// Refuses to register another agent when the company's plan allows no more: HQ is told the limit
/// and to upgrade, an agent's leader link only that registration is closed.
pub async fn check_agent_limit(
    db: &mut PgConnection,
    company_id: i64,
    by_hq: bool,
) -> Result<(), ApiError> {
    let Some(max) = store::agent_limit(db, company_id).await? else {
        return Ok(());
    };
    let (agents, _) = store::usage(db).await?;
    if rules::may_add_agent(agents, Some(max)) {
        return Ok(());
    }
    Err(if by_hq {
        ApiError::rule_text(
            &t(Msg::PlanAgentLimit).replace("{max}", &max.to_string()),
            "plan_agent_limit",
            Some(serde_json::json!({"maxAgents": max, "agents": agents})),
        )
    } else {
        ApiError::rule(Msg::PlanAgentLimitAgent, "plan_agent_limit")
    })
}

/// The gateways an invoice in `currency` can be paid through now.
pub fn gateways(state: &AppState, currency: &str) -> Vec<&'static str> {
    let mut g = Vec::new();
    if state.config.vendor_billplz.is_some() && currency == "MYR" {
        g.push("billplz");
    }
    if state.config.stripe.is_some() {
        g.push("stripe");
    }
    g
}

/// The FPX banks of the vendor's Billplz, with whether each is online now (409
/// `payment_unavailable` without it, 409 `payment_gateway_error` when it cannot be reached).
pub async fn vendor_banks(state: &AppState) -> Result<Vec<billplz::FpxBank>, ApiError> {
    let vendor =
        state.config.vendor_billplz.as_ref().ok_or_else(|| {
            ApiError::conflict_rule(Msg::PaymentUnavailable, "payment_unavailable")
        })?;
    billplz::fpx_banks(&state.http, &vendor.url, &vendor.api_key)
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "vendor billplz fpx banks not read");
            ApiError::conflict_text(t(Msg::PaymentGatewayError), "payment_gateway_error")
        })
}

/// Opens the gateway's payment page for what is left of an invoice (the page opened earlier today
/// for the same amount, if any) and returns its address.
pub async fn open_payment(
    state: &AppState,
    req: &poem::Request,
    user: &CurrentUser,
    invoice: &store::InvoiceRow,
    method: &str,
    bank: Option<&str>,
) -> Result<String, ApiError> {
    let balance = invoice.balance();
    if !invoice.status().is_open() || balance <= Decimal::ZERO {
        return Err(ApiError::rule(
            Msg::InvoiceNotPayable,
            "invoice_not_payable",
        ));
    }
    if !gateways(state, &invoice.currency).contains(&method) {
        return Err(ApiError::field("method", Msg::GatewayNotConfigured));
    }
    let mut db = user.db().await?;
    // A page already open for the same amount is reused, unless the payer chose a bank for this one.
    if bank.is_none() {
        if let Some(url) = store::open_checkout(&mut db, method, invoice.id, balance).await? {
            return Ok(url);
        }
    }
    let email: String = sqlx::query_scalar("select email from users where id = $1")
        .bind(user.id)
        .fetch_one(&mut *db)
        .await?;
    let origin = state.config.origin_of(&crate::http::request_host(req));
    let (reference, url) = match method {
        "stripe" => {
            let stripe = state
                .config
                .stripe
                .as_ref()
                .ok_or_else(|| ApiError::field("method", Msg::GatewayNotConfigured))?;
            let back = format!("{origin}/subscription/detail/{}", invoice.id);
            let checkout = stripe::create_checkout(
                &stripe.api_url,
                &stripe.secret_key,
                &stripe::NewCheckout {
                    amount_minor: stripe_minor(balance),
                    currency: &invoice.currency,
                    name: &format!("Subscription invoice {}", invoice.number),
                    email: &email,
                    success_url: &format!("{back}?paid=true"),
                    cancel_url: &back,
                    client_reference_id: &invoice.id.to_string(),
                    metadata: vec![
                        ("invoice_id".into(), invoice.id.to_string()),
                        ("company_id".into(), invoice.company_id.to_string()),
                    ],
                },
            )
            .await
            .map_err(|e| {
                tracing::warn!(error = %format!("{e:#}"), "stripe checkout session not created");
                ApiError::conflict_text(t(Msg::GatewayFailed), "payment_gateway_error")
            })?;
            (checkout.id, checkout.url)
        }
        _ => {
            let vendor = state
                .config
                .vendor_billplz
                .as_ref()
                .ok_or_else(|| ApiError::field("method", Msg::GatewayNotConfigured))?;
            let mut bill = billplz::NewBill {
                collection_id: vendor.collection_id.clone(),
                email,
                name: invoice.company_name.chars().take(250).collect(),
                amount: billplz::to_sen(balance),
                callback_url: format!("{origin}/api/billing/billplz/callback"),
                redirect_url: format!("{origin}/api/billing/billplz/redirect"),
                description: format!("Subscription invoice {}", invoice.number),
                reference_1_label: "Invoice".into(),
                reference_1: invoice.number.clone(),
                reference_2_label: None,
                reference_2: None,
            };
            if let Some(code) = bank {
                bill = bill.straight_to_bank(code);
            }
            let bill = billplz::create_bill(&state.http, &vendor.url, &vendor.api_key, &bill)
                .await
                .map_err(|e| {
                    tracing::warn!(error = %e, "vendor billplz bill not created");
                    ApiError::conflict_text(t(Msg::GatewayFailed), "payment_gateway_error")
                })?;
            (bill.id, bill.url)
        }
    };
    store::save_checkout(&mut db, method, &reference, invoice, balance, &url).await?;
    Ok(url)
}

/// An amount as Stripe takes it: in hundredths (sen; rupiah are written with two decimals too).
pub fn stripe_minor(amount: Decimal) -> i64 {
    use rust_decimal::prelude::ToPrimitive;
    (amount * Decimal::from(100)).round().to_i64().unwrap_or(0)
}

/// What a verified gateway notice did.
pub struct Settled {
    pub invoice_id: i64,
    pub company_id: i64,
    pub unlocked: bool,
}

/// Applies a verified gateway payment of a payment page: recorded once by its reference, whatever
/// the order or number of notices; a payment that leaves no overdue invoice unlocks the company
/// at once, on every replica. None when the page is not ours.
pub async fn settle_checkout(
    state: &AppState,
    method: &str,
    reference: &str,
    paid: bool,
    paid_amount: Option<Decimal>,
) -> Result<Option<Settled>, ApiError> {
    let mut tx = tenancy::begin_platform(&state.pool).await?;
    let Some((invoice_id, company_id)) = store::checkout(&mut tx, method, reference).await? else {
        return Ok(None);
    };
    let mut unlocked = false;
    if paid {
        let amount = match paid_amount {
            Some(a) if a > Decimal::ZERO => a,
            _ => sqlx::query_scalar(
                "select amount from platform.subscription_checkouts where method = $1 and reference = $2",
            )
            .bind(method)
            .bind(reference)
            .fetch_one(&mut *tx)
            .await?,
        };
        store::record_payment(
            &mut tx,
            invoice_id,
            &store::NewPayment {
                method,
                reference,
                amount,
                paid_at: Utc::now(),
                note: None,
                recorded_by: None,
            },
        )
        .await?;
        unlocked = commit_and_unlock(state, tx, company_id).await?;
    } else {
        tx.commit().await?;
    }
    Ok(Some(Settled {
        invoice_id,
        company_id,
        unlocked,
    }))
}

/// Lifts the company's overdue lock if nothing is overdue any more, commits, and tells every
/// replica's host cache when it did (the end of a payment or a void). True when unlocked.
pub async fn commit_and_unlock(
    state: &AppState,
    mut tx: sqlx::Transaction<'static, sqlx::Postgres>,
    company_id: i64,
) -> Result<bool, ApiError> {
    let unlocked = store::unlock_if_paid_up(&mut tx, company_id).await?;
    tx.commit().await?;
    if unlocked {
        if let Some(company) = tenancy::by_id(state, company_id).await? {
            run::forget_company(state, &company).await;
        }
    }
    Ok(unlocked)
}
