//! `/integration/ejenpay/store|setup` (HQ switches the payment page on or off),
//! `/integration/ejenpay/details` (a session as its page shows it) and
//! `/integration/billplz/checkout` (the payer opens the session's bill, optionally straight at an
//! FPX bank). Opening a session at checkout or top-up is `open_session_if_on`.

use super::{
    rules::{self, PayType, SessionStatus},
    store,
};
use crate::{
    domain::money::money,
    features::{
        commissions::api::company_money::topup_bill,
        integration_hub::store as accounts,
        orders::payments::{self, store as billplz_store},
    },
    http::{
        auth::{CurrentUser, HqAdminAuth, UserAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
    integrations::billplz,
    state::AppState,
};
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem_openapi::{payload::Json, Object, OpenApi};
use sqlx::PgConnection;
use std::sync::Arc;

const PROVIDER: &str = "ejenpay";

/// The payment page's setting as the hub shows it.
#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct EjenpaySetup {
    /// Online checkout and top-ups go through the page.
    pub active: bool,
    /// The gateway the page collects through (`billplz`).
    pub gateway: String,
    /// That gateway is connected and on (the page can only be switched on then).
    pub gateway_active: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EjenpayInput {
    #[oai(default)]
    pub active: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SessionInput {
    /// `order` or `topup`.
    #[oai(default)]
    pub pay_type: Text,
    #[oai(default)]
    pub session_id: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct GatewayCheckoutInput {
    /// `order` or `topup`.
    #[oai(default)]
    pub pay_type: Text,
    #[oai(default)]
    pub session_id: Text,
    /// An FPX bank code from `/integration/billplz/getBank` to pay straight at that bank; empty:
    /// choose the bank on Billplz's page.
    #[oai(default)]
    pub bank_code: Text,
}

/// A payment session as its page shows it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PaymentSession {
    pub id: String,
    /// `order` or `topup`.
    pub pay_type: String,
    /// The order's number, or `TOPUP-{id}`.
    pub reference: String,
    /// What is paid (an order's total already holds the gateway's admin fee).
    pub amount: String,
    /// The gateway's admin fee inside `amount`.
    pub admin_fee: String,
    pub currency: String,
    /// due, pending (a bill is out), paid, failed or closed (cancelled, booking time over).
    pub status: String,
    /// The payer can open a bill now.
    pub payable: bool,
    pub gateway: String,
    /// An unpaid order is cancelled if not paid by then.
    #[oai(nullable)]
    pub pay_before: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    /// Where the page sends the payer once the payment is settled (the order's or top-up's
    /// result page).
    pub result_path: String,
}

/// `session` is null when there is no such session for the signed-in user.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PaymentSessionLookup {
    #[oai(nullable)]
    pub session: Option<PaymentSession>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct GatewayCheckout {
    /// The gateway's payment page (or the bank's, with a bank chosen).
    pub url: String,
}

/// The page's setting (as the hub shows it); off when never saved.
pub async fn setup(db: &mut PgConnection) -> Result<EjenpaySetup, ApiError> {
    let active = accounts::is_active(db, PROVIDER).await?;
    let gateway_active = billplz_store::settings(db).await?.is_some_and(|s| s.active);
    Ok(EjenpaySetup {
        active: active && gateway_active,
        gateway: "billplz".into(),
        gateway_active,
    })
}

/// With the payment page on (and its gateway on), opens a session for the order or top-up and
/// returns the page's address; None when payers go straight to the gateway.
pub async fn open_session_if_on(
    db: &mut PgConnection,
    pay_type: PayType,
    subject: i64,
    user_id: i64,
) -> Result<Option<String>, ApiError> {
    if !setup(db).await?.active {
        return Ok(None);
    }
    let id = rules::new_session_id();
    let (order, topup) = match pay_type {
        PayType::Order => (Some(subject), None),
        PayType::Topup => (None, Some(subject)),
    };
    store::open(db, &id, pay_type.code(), order, topup, user_id).await?;
    Ok(Some(rules::page_path(pay_type, &id)))
}

async fn save(user: &CurrentUser, body: &EjenpayInput) -> ApiResult<EjenpaySetup> {
    let mut db = user.db().await?;
    let gateway_active = billplz_store::settings(&mut db)
        .await?
        .is_some_and(|s| s.active);
    if body.active && !gateway_active {
        return Err(ApiError::field("active", Msg::GatewayFirst));
    }
    accounts::save(
        &mut db,
        &accounts::Account {
            provider: PROVIDER.into(),
            secrets: None,
            settings: serde_json::json!({"gateway": "billplz"}),
            active: body.active,
            checked_at: None,
        },
    )
    .await?;
    ok_with(Msg::Saved, setup(&mut db).await?)
}

/// The signed-in user's own session, with where it stands.
async fn own_session(
    db: &mut PgConnection,
    user: &CurrentUser,
    pay_type: &str,
    id: &str,
) -> Result<Option<(PayType, store::Session)>, ApiError> {
    let (Some(pay_type), true) = (
        PayType::parse(pay_type.trim()),
        rules::well_formed(id.trim()),
    ) else {
        return Ok(None);
    };
    Ok(store::session(db, id.trim(), pay_type.code())
        .await?
        .filter(|s| s.user_id == user.id)
        .map(|s| (pay_type, s)))
}

fn status_of(pay_type: PayType, s: &store::Session) -> SessionStatus {
    match pay_type {
        PayType::Order => rules::order_status(&s.status, &s.payment_status),
        PayType::Topup => rules::topup_status(&s.status, s.billed),
    }
}

fn view(user: &CurrentUser, pay_type: PayType, s: store::Session) -> PaymentSession {
    let status = status_of(pay_type, &s);
    let result_path = match pay_type {
        PayType::Order => format!(
            "/my-shop/checkout/pending-payment?order={}",
            s.order_id.unwrap_or_default()
        ),
        PayType::Topup => format!(
            "/ejenpay/topup/pending-payment?topup={}&amount={}",
            s.topup_id.unwrap_or_default(),
            money(s.amount)
        ),
    };
    PaymentSession {
        id: s.id,
        pay_type: pay_type.code().into(),
        reference: s.reference,
        amount: money(s.amount),
        admin_fee: money(s.service_fee),
        currency: user.tenant.company.currency.clone(),
        status: status.code().into(),
        payable: status.payable(pay_type),
        gateway: "billplz".into(),
        pay_before: if status.payable(pay_type) {
            s.hold_until
        } else {
            None
        },
        created_at: s.created_at,
        result_path,
    }
}

pub struct EjenpayApi;

#[OpenApi(prefix_path = "/integration", tag = "ApiTags::Payments")]
impl EjenpayApi {
    /// HQ switches the payment page on or off (`{active}`); on needs Billplz connected and on
    /// (422 `active` otherwise).
    #[oai(path = "/ejenpay/store", method = "post")]
    async fn store(&self, auth: HqAdminAuth, body: Json<EjenpayInput>) -> ApiResult<EjenpaySetup> {
        save(&auth.0, &body).await
    }

    /// The same as `/integration/ejenpay/store`.
    #[oai(path = "/ejenpay/setup", method = "post")]
    async fn setup(&self, auth: HqAdminAuth, body: Json<EjenpayInput>) -> ApiResult<EjenpaySetup> {
        save(&auth.0, &body).await
    }

    /// A payment session of the signed-in user as its page shows it; `session` is null when the
    /// user has none by that id and type.
    #[oai(path = "/ejenpay/details", method = "post")]
    async fn details(
        &self,
        auth: UserAuth,
        body: Json<SessionInput>,
    ) -> ApiResult<PaymentSessionLookup> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let session = own_session(&mut db, user, &body.pay_type, &body.session_id)
            .await?
            .map(|(pay_type, s)| view(user, pay_type, s));
        ok(PaymentSessionLookup { session })
    }

    /// Opens the Billplz bill of the user's payment session and returns where to pay it (with
    /// `bankCode`, straight at that FPX bank). 404 for no such session; 409 `payment_not_due`
    /// once it is paid or closed; 422 `bankCode` for a bank that is unknown or offline.
    #[oai(path = "/billplz/checkout", method = "post")]
    async fn checkout(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: UserAuth,
        body: Json<GatewayCheckoutInput>,
    ) -> ApiResult<GatewayCheckout> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let (pay_type, s) = own_session(&mut db, user, &body.pay_type, &body.session_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let status = status_of(pay_type, &s);
        if !status.payable(pay_type) {
            return Err(ApiError::conflict_rule(
                Msg::PaymentNotDue,
                "payment_not_due",
            ));
        }
        let gateway = billplz_store::settings(&mut db)
            .await?
            .filter(|g| g.active)
            .ok_or_else(|| {
                ApiError::conflict_rule(Msg::PaymentUnavailable, "payment_unavailable")
            })?;
        let bank = body.bank_code.trim();
        let bank = if bank.is_empty() {
            None
        } else {
            let banks = billplz::fpx_banks(
                &state.http,
                &payments::base_url(&state, &gateway),
                &gateway.api_key,
            )
            .await
            .map_err(|e| {
                tracing::warn!(error = %e, "billplz fpx banks not read");
                ApiError::conflict_text(t(Msg::PaymentGatewayError), "payment_gateway_error")
            })?;
            if !banks.iter().any(|b| b.name == bank && b.active) {
                return Err(ApiError::field("bankCode", Msg::BankOffline));
            }
            Some(bank)
        };
        let url = match pay_type {
            PayType::Order => {
                let order = s.order_id.unwrap_or_default();
                let url = payments::create_bill(
                    &state,
                    req,
                    &mut db,
                    user,
                    order,
                    &s.reference,
                    s.amount,
                    bank,
                )
                .await?;
                store::order_payment_pending(&mut db, order).await?;
                url
            }
            PayType::Topup => {
                let topup = s.topup_id.unwrap_or_default();
                match (s.billed, store::topup_bill_url(&mut db, topup).await?) {
                    (true, Some(url)) => url,
                    (true, None) => {
                        return Err(ApiError::conflict_rule(
                            Msg::PaymentNotDue,
                            "payment_not_due",
                        ))
                    }
                    (false, _) => {
                        let bill =
                            topup_bill(&state, req, &mut db, user, &gateway, topup, s.amount, bank)
                                .await?;
                        store::set_topup_bill(&mut db, topup, &bill.id, &bill.url).await?;
                        bill.url
                    }
                }
            }
        };
        ok(GatewayCheckout { url })
    }
}
