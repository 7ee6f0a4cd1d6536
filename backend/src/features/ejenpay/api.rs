//! `/integration/ejenpay/store|setup` (HQ switches the payment page on or off),
//! `/integration/ejenpay/details` (a session as its page shows it) and
//! `/integration/billplz/checkout` (the payer opens the session's bill, optionally straight at an
//! FPX bank). Opening a session at checkout or top-up is `open_session_if_on`; HQ opens one for a
//! subscription invoice at `/subscription/invoice/session` (paid through the vendor's Billplz,
//! whatever the company's switch, and even while the company is locked for that invoice).

use super::{
    rules::{self, PayType, SessionStatus},
    store::{self, Subject},
};
use crate::{
    domain::money::money,
    features::{
        billing::{self, store as invoices},
        commissions::api::company_money::topup_bill,
        integration_hub::store as accounts,
        orders::payments::{self, store as billplz_store},
    },
    http::{
        auth::{refuse_when_locked, CurrentUser, HqAdminAuth, Role, SessionAuth},
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
    /// `order`, `topup` or `invoice`.
    #[oai(default)]
    pub pay_type: Text,
    #[oai(default)]
    pub session_id: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct GatewayCheckoutInput {
    /// `order`, `topup` or `invoice`.
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
    /// `order`, `topup` or `invoice`.
    pub pay_type: String,
    /// The order's number, `TOPUP-{id}`, or the subscription invoice's number.
    pub reference: String,
    /// What is paid (an order's total already holds the gateway's admin fee; what is left of an
    /// invoice).
    pub amount: String,
    /// The gateway's admin fee inside `amount`.
    pub admin_fee: String,
    pub currency: String,
    /// due, pending (a bill is out), paid, failed or closed (cancelled, booking time over, an
    /// invoice voided).
    pub status: String,
    /// The payer can open a bill now.
    pub payable: bool,
    pub gateway: String,
    /// An unpaid order is cancelled if not paid by then.
    #[oai(nullable)]
    pub pay_before: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    /// Where the page sends the payer once the payment is settled (the order's or top-up's
    /// result page, the invoice's page).
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
    let subject = match pay_type {
        PayType::Order => Subject::Order(subject),
        PayType::Topup => Subject::Topup(subject),
        PayType::Invoice => Subject::Invoice(subject),
    };
    Ok(Some(open_session(db, pay_type, subject, user_id).await?))
}

async fn open_session(
    db: &mut PgConnection,
    pay_type: PayType,
    subject: Subject,
    user_id: i64,
) -> Result<String, ApiError> {
    let id = rules::new_session_id();
    store::open(db, &id, pay_type.code(), subject, user_id).await?;
    Ok(rules::page_path(pay_type, &id))
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

/// A session as the page works with it: its type, its row and, for an invoice, the invoice.
struct Found {
    pay_type: PayType,
    session: store::Session,
    invoice: Option<invoices::InvoiceRow>,
}

/// The signed-in user's own session, with where it stands. An order's or a top-up's is refused
/// while the company is locked, as every such call is; an invoice's is HQ's, even then.
async fn own_session(
    db: &mut PgConnection,
    user: &CurrentUser,
    pay_type: &str,
    id: &str,
) -> Result<Option<Found>, ApiError> {
    let company = &user.tenant.company;
    let (Some(pay_type), true) = (
        PayType::parse(pay_type.trim()),
        rules::well_formed(id.trim()),
    ) else {
        return Ok(None);
    };
    let paying_vendor = pay_type == PayType::Invoice && user.role == Role::Hq;
    refuse_when_locked(user, paying_vendor)?;
    let Some(session) = store::session(db, id.trim(), pay_type.code())
        .await?
        .filter(|s| s.user_id == user.id)
    else {
        return Ok(None);
    };
    let invoice = match (pay_type, session.invoice_id) {
        (PayType::Invoice, Some(invoice)) if paying_vendor => {
            match invoices::invoice(db, invoice, Some(company.id), false).await? {
                Some(row) => Some(row),
                None => return Ok(None),
            }
        }
        (PayType::Invoice, _) => return Ok(None),
        _ => None,
    };
    Ok(Some(Found {
        pay_type,
        session,
        invoice,
    }))
}

fn status_of(found: &Found) -> SessionStatus {
    let s = &found.session;
    match (found.pay_type, &found.invoice) {
        (PayType::Order, _) => rules::order_status(&s.status, &s.payment_status),
        (PayType::Topup, _) => rules::topup_status(&s.status, s.billed),
        (PayType::Invoice, Some(invoice)) => rules::invoice_status(&invoice.status),
        (PayType::Invoice, None) => SessionStatus::Closed,
    }
}

fn view(user: &CurrentUser, found: Found) -> PaymentSession {
    let status = status_of(&found);
    let Found {
        pay_type,
        session: s,
        invoice,
    } = found;
    let payable = status.payable(pay_type);
    let (reference, amount, currency, result_path) = match (pay_type, invoice) {
        (PayType::Invoice, Some(i)) => (
            i.number.clone(),
            i.balance(),
            i.currency.clone(),
            format!("/subscription/detail/{}", i.id),
        ),
        (PayType::Topup, _) => (
            s.reference,
            s.amount,
            user.tenant.company.currency.clone(),
            format!(
                "/ejenpay/topup/pending-payment?topup={}&amount={}",
                s.topup_id.unwrap_or_default(),
                money(s.amount)
            ),
        ),
        _ => (
            s.reference,
            s.amount,
            user.tenant.company.currency.clone(),
            format!(
                "/my-shop/checkout/pending-payment?order={}",
                s.order_id.unwrap_or_default()
            ),
        ),
    };
    PaymentSession {
        id: s.id,
        pay_type: pay_type.code().into(),
        reference,
        amount: money(amount),
        admin_fee: money(s.service_fee),
        currency,
        status: status.code().into(),
        payable,
        gateway: "billplz".into(),
        pay_before: if payable { s.hold_until } else { None },
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
        auth: SessionAuth,
        body: Json<SessionInput>,
    ) -> ApiResult<PaymentSessionLookup> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let session = own_session(&mut db, user, &body.pay_type, &body.session_id)
            .await?
            .map(|found| view(user, found));
        ok(PaymentSessionLookup { session })
    }

    /// Opens the Billplz bill of the user's payment session and returns where to pay it (with
    /// `bankCode`, straight at that FPX bank): the company's Billplz for an order or a top-up, the
    /// vendor's for a subscription invoice. 404 for no such session; 409 `payment_not_due` once
    /// it is paid or closed; 422 `bankCode` for a bank that is unknown or offline.
    #[oai(path = "/billplz/checkout", method = "post")]
    async fn checkout(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: SessionAuth,
        body: Json<GatewayCheckoutInput>,
    ) -> ApiResult<GatewayCheckout> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let found = own_session(&mut db, user, &body.pay_type, &body.session_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let pay_type = found.pay_type;
        if !status_of(&found).payable(pay_type) {
            return Err(ApiError::conflict_rule(
                Msg::PaymentNotDue,
                "payment_not_due",
            ));
        }
        if let Some(invoice) = found.invoice {
            // billing opens the vendor's bill in the request's transaction itself.
            drop(db);
            let url = pay_vendor(&state, req, user, &invoice, body.bank_code.trim()).await?;
            return ok(GatewayCheckout { url });
        }
        let s = found.session;
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
            PayType::Invoice => return Err(ApiError::not_found()),
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

/// The vendor's Billplz bill for what is left of HQ's subscription invoice (with `bank`, straight
/// at that FPX bank, checked online in the vendor's bank list): where to pay it.
async fn pay_vendor(
    state: &AppState,
    req: &poem::Request,
    user: &CurrentUser,
    invoice: &invoices::InvoiceRow,
    bank: &str,
) -> Result<String, ApiError> {
    let bank = if bank.is_empty() {
        None
    } else {
        let banks = billing::vendor_banks(state).await?;
        if !banks.iter().any(|b| b.name == bank && b.active) {
            return Err(ApiError::field("bankCode", Msg::BankOffline));
        }
        Some(bank)
    };
    billing::open_payment(state, req, user, invoice, "billplz", bank).await
}
