//! Company money: `/company-money/balance` (the prepaid Billplz credit, what closed statements still
//! owe agents, the payouts waiting, the recent top-ups), topping the credit up with a Billplz bill
//! (`/integration/billplz/top-up-credit`), and that bill's signed callback and redirect, which pay
//! the top-up once.

use crate::features::{
    commissions::store,
    ejenpay::{self, rules::PayType},
    orders::payments::{self, query_pairs, read_notice, store as billplz_store, Notice},
};
use crate::{
    domain::{fields::amount, money::money},
    http::{
        auth::{grant, CurrentUser, HqAdminAuth, StaffAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
    integrations::billplz,
    state::AppState,
    tenancy::Tenant,
};
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem_openapi::{param::Query, payload::Json, payload::PlainText, ApiResponse, Object, OpenApi};
use rust_decimal::Decimal;
use sqlx::PgConnection;
use std::sync::Arc;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Topup {
    pub id: i64,
    pub amount: String,
    /// pending, paid or failed
    pub status: String,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub paid_at: Option<DateTime<Utc>>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CompanyMoney {
    /// The prepaid Billplz credit payouts through Billplz are paid from.
    pub credit: String,
    pub topped_up: String,
    pub sent_through_billplz: String,
    /// What closed statements still owe agents (not paid, not asked for).
    pub owed_to_agents: String,
    /// Payouts requested, approved or sent, not paid yet.
    pub pending_payouts: String,
    /// The latest top-ups, newest first.
    pub topups: Vec<Topup>,
}

#[derive(Object)]
pub struct TopupInput {
    pub amount: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct TopupStarted {
    pub topup: Topup,
    /// Where to send HQ to pay the bill.
    pub payment_url: String,
}

#[derive(ApiResponse)]
pub enum TopupRedirect {
    /// To the top-up result page.
    #[oai(status = 302)]
    Found(#[oai(header = "location")] String),
}

fn topup(r: store::TopupRow) -> Topup {
    Topup {
        id: r.id,
        amount: money(r.amount),
        status: r.status,
        created_at: r.created_at,
        paid_at: r.paid_at,
    }
}

/// The credit: paid top-ups less the payouts sent through Billplz and not returned.
pub fn credit_of(m: &store::MoneyRow) -> Decimal {
    m.topped_up - m.sent_through_billplz
}

pub struct CompanyMoneyApi;

#[OpenApi(tag = "ApiTags::Commissions")]
impl CompanyMoneyApi {
    /// The company's money for commissions: the credit, what agents are owed, what waits.
    #[oai(path = "/company-money/balance", method = "get")]
    async fn balance(
        &self,
        auth: StaffAuth<grant::ApproveManualPayment>,
    ) -> ApiResult<CompanyMoney> {
        let mut db = auth.db().await?;
        let m = store::money(&mut db).await?;
        let topups = store::topups(&mut db, 20).await?;
        ok(CompanyMoney {
            credit: money(credit_of(&m)),
            topped_up: money(m.topped_up),
            sent_through_billplz: money(m.sent_through_billplz),
            owed_to_agents: money((m.committed - m.paid - m.pending).max(Decimal::ZERO)),
            pending_payouts: money(m.pending),
            topups: topups.into_iter().map(topup).collect(),
        })
    }

    /// One top-up (its result page polls it while Billplz has not said).
    #[oai(path = "/company-money/topup", method = "get")]
    async fn topup(
        &self,
        auth: StaffAuth<grant::ApproveManualPayment>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Topup> {
        let mut db = auth.db().await?;
        ok(topup(
            store::topup(&mut db, id.0)
                .await?
                .ok_or_else(ApiError::not_found)?,
        ))
    }

    /// HQ tops the credit up: a Billplz bill for the amount; HQ is sent to pay it.
    #[oai(path = "/integration/billplz/top-up-credit", method = "post")]
    async fn top_up(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: HqAdminAuth,
        body: Json<TopupInput>,
    ) -> ApiResult<TopupStarted> {
        let mut e = FieldErrors::default();
        let value = amount(&mut e, "amount", &Some(&body.amount));
        if value.is_none_or(|v| v <= Decimal::ZERO) {
            e.add("amount", t(Msg::InvalidAmount));
        }
        e.finish()?;
        let value = value.unwrap_or_default();
        let mut db = auth.db().await?;
        let s = billplz_store::settings(&mut db)
            .await?
            .filter(|s| s.active)
            .ok_or_else(|| ApiError::rule(Msg::PaymentUnavailable, "billplz_not_set_up"))?;
        let id = store::new_topup(&mut db, value, auth.0.id).await?;
        // With the payment page on, HQ pays on it (and chooses the bank there).
        let payment_url =
            match ejenpay::api::open_session_if_on(&mut db, PayType::Topup, id, auth.0.id).await? {
                Some(page) => page,
                None => {
                    let bill =
                        topup_bill(&state, req, &mut db, &auth.0, &s, id, value, None).await?;
                    store::set_topup_bill(&mut db, id, &bill.id, &bill.url).await?;
                    bill.url
                }
            };
        let row = store::topup(&mut db, id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok_with(
            Msg::Saved,
            TopupStarted {
                topup: topup(row),
                payment_url,
            },
        )
    }

    /// Billplz's callback for a top-up bill (X-Signature signed): paid once.
    #[oai(path = "/payments/billplz/topup/callback", method = "post")]
    async fn callback(
        &self,
        tenant: Tenant,
        body: poem_openapi::payload::Form<std::collections::HashMap<String, String>>,
    ) -> Result<PlainText<String>, ApiError> {
        let form: Vec<(String, String)> = body.0.into_iter().collect();
        let mut db = tenant.db().await?;
        let (bill, paid) = read_notice(&mut db, &form, Notice::Callback).await?;
        store::settle_topup(&mut db, &bill, paid).await?;
        Ok(PlainText("OK".into()))
    }

    /// HQ's browser back from Billplz (signed query): settled like the callback, then to the
    /// top-up's result page: `/ejenpay-topup/completed`, `/ejenpay-topup/failed` or, while the bill
    /// is still being paid, `/ejenpay/topup/pending-payment` (each `?topup=…&amount=…`).
    #[oai(path = "/payments/billplz/topup/redirect", method = "get")]
    async fn redirect(
        &self,
        tenant: Tenant,
        req: &poem::Request,
    ) -> Result<TopupRedirect, ApiError> {
        let query = query_pairs(req);
        // A GET that settles the top-up: its transaction writes.
        tenant.writes();
        let mut db = tenant.db().await?;
        let (bill, paid) = read_notice(&mut db, &query, Notice::Redirect).await?;
        let t = store::settle_topup(&mut db, &bill, paid)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let page = match t.status.as_str() {
            "paid" => "/ejenpay-topup/completed",
            "failed" => "/ejenpay-topup/failed",
            _ => "/ejenpay/topup/pending-payment",
        };
        Ok(TopupRedirect::Found(format!(
            "{page}?topup={}&amount={}",
            t.id,
            money(t.amount)
        )))
    }
}

/// Opens the Billplz bill of top-up `id` for `value` (with `bank`: straight to that FPX bank).
#[allow(clippy::too_many_arguments)]
pub async fn topup_bill(
    state: &AppState,
    req: &poem::Request,
    db: &mut PgConnection,
    user: &CurrentUser,
    s: &billplz_store::Settings,
    id: i64,
    value: Decimal,
    bank: Option<&str>,
) -> Result<billplz::Bill, ApiError> {
    let (email, _, _) = billplz_store::payer(db, user.id).await?;
    let origin = state.config.origin_of(&crate::http::request_host(req));
    let mut bill = billplz::NewBill {
        collection_id: s.collection_id.clone(),
        email,
        name: user.tenant.company.name.clone(),
        amount: billplz::to_sen(value),
        callback_url: format!("{origin}/api/payments/billplz/topup/callback"),
        redirect_url: format!("{origin}/api/payments/billplz/topup/redirect"),
        description: format!("Payout credit top-up {id}"),
        reference_1_label: "Top-up".into(),
        reference_1: id.to_string(),
        reference_2_label: None,
        reference_2: None,
    };
    if let Some(code) = bank {
        bill = bill.straight_to_bank(code);
    }
    billplz::create_bill(
        &state.http,
        &payments::base_url(state, s),
        &s.api_key,
        &bill,
    )
    .await
    .map_err(|e| {
        tracing::warn!(error = %e, "billplz top-up bill not created");
        ApiError::conflict_text(t(Msg::PaymentGatewayError), "payment_gateway_error")
    })
}
