//! HQ's subscription (`/subscription/…`, reachable while the company is locked) and the vendor
//! gateway's notices (`/billing/billplz/…`, signature-checked, no sign-in).

use super::{gateways, open_payment, rules, settle_checkout, store, view::*};
use crate::{
    domain::money::Currency,
    features::{
        ejenpay::{rules as sessions, store as session_store},
        orders::payments::{query_pairs, verified_notice, Notice},
    },
    http::{
        auth::{BillingAuth, CurrentUser},
        ok, ok_with, paging,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::Msg,
    state::AppState,
};
use poem::web::Data;
use poem_openapi::{
    param::Query,
    payload::{Form, Json, PlainText},
    ApiResponse, Object, OpenApi,
};
use rust_decimal::Decimal;
use std::{collections::HashMap, sync::Arc};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ChangePlanInput {
    pub plan_id: i64,
    /// monthly or yearly (a change of period starts at the next renewal)
    pub period: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PayInvoiceInput {
    pub id: i64,
    /// billplz (or stripe, when the vendor has it)
    pub method: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct InvoiceSessionInput {
    pub id: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PayAccountingInvoiceInput {
    /// The invoice's id in the vendor's accounting system (Zoho Books, Xero).
    #[oai(rename = "ref")]
    pub reference: Text,
    pub method: Text,
}

#[derive(ApiResponse)]
pub enum BillingRedirect {
    /// Back to the invoice, which shows the outcome.
    #[oai(status = 302)]
    Found(#[oai(header = "location")] String),
}

fn today() -> chrono::NaiveDate {
    crate::domain::time::kl_today()
}

async fn settings(user: &CurrentUser) -> Result<store::Settings, ApiError> {
    let mut db = user.db().await?;
    Ok(store::settings(&mut db).await?)
}

/// The subscription of the user's company, or 404 when it has none.
async fn subscription(user: &CurrentUser) -> Result<store::SubscriptionRow, ApiError> {
    let mut db = user.db().await?;
    store::subscription(&mut db, user.tenant.company.id, false)
        .await?
        .ok_or_else(|| ApiError::not_found_msg(Msg::NoSubscription))
}

/// A plan the company may choose: its currency's (an inactive one only if it is the current).
async fn choosable_plan(
    user: &CurrentUser,
    id: i64,
    current: i64,
) -> Result<store::PlanRow, ApiError> {
    let mut db = user.db().await?;
    store::plan(&mut db, id)
        .await?
        .filter(|p| p.currency == user.tenant.company.currency && (p.active || p.id == current))
        .ok_or_else(|| ApiError::field("planId", Msg::PlanNotOffered))
}

/// What changing to `plan` for `period` adds to the next invoice.
fn preview_of(
    sub: &store::SubscriptionRow,
    old: &store::PlanRow,
    new: &store::PlanRow,
    currency: Currency,
) -> ProrationPreview {
    let today = today();
    let p = sub.period();
    let amount = if old.id == new.id {
        Decimal::ZERO
    } else {
        rules::proration(
            p.price(old.monthly_price, old.yearly_price),
            p.price(new.monthly_price, new.yearly_price),
            sub.period_start,
            sub.renews_on,
            today,
            sub.in_trial(today),
            currency,
        )
    };
    let days_left = (sub.renews_on - today)
        .num_days()
        .clamp(0, (sub.renews_on - sub.period_start).num_days());
    ProrationPreview {
        amount: currency.text(amount),
        description: format!(
            "{} → {}, {} of {} days left",
            old.name,
            new.name,
            days_left,
            (sub.renews_on - sub.period_start).num_days()
        ),
        effective_on: today,
    }
}

async fn overview_of(user: &CurrentUser) -> Result<SubscriptionOverview, ApiError> {
    let company = &user.tenant.company;
    let sub = subscription(user).await?;
    let mut db = user.db().await?;
    let plan = store::plan(&mut db, sub.plan_id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let (agents, branches) = store::usage(&mut db).await?;
    let (balance_due, oldest) = store::balance_due(&mut db, company.id).await?;
    let currency = Currency::parse(&company.currency);
    let status = if company.is_suspended() {
        "suspended"
    } else if company.is_locked() {
        "locked"
    } else if sub.in_trial(today()) {
        "trial"
    } else {
        "active"
    };
    Ok(SubscriptionOverview {
        usage: PlanUsage {
            agents,
            max_agents: plan.max_agents,
            branches,
            max_branches: plan.max_branches,
        },
        plan: Plan::of(plan, true),
        subscription: SubscriptionInfo::of(&sub, &company.currency),
        due: oldest.map(|i| DueInvoice {
            id: i.id,
            number: i.number.clone(),
            due_on: i.due_on,
            balance: currency.text(i.balance()),
            status: i.status.clone(),
        }),
        balance_due: currency.text(balance_due),
        locked: company.is_locked(),
        status: status.into(),
    })
}

async fn invoice_view(
    state: &AppState,
    user: &CurrentUser,
    row: store::InvoiceRow,
) -> ApiResult<Invoice> {
    let settings = settings(user).await?;
    let mut db = user.db().await?;
    let items = store::items(&mut db, row.id).await?;
    let payments = store::payments(&mut db, row.id).await?;
    let gateways = super::gateways(state, &row.currency);
    ok(Invoice::of(row, items, payments, &settings, &gateways))
}

pub struct BillingApi;

#[OpenApi(tag = "ApiTags::Billing")]
impl BillingApi {
    /// The company's plan, subscription, usage against the plan's limits and what is owed.
    #[oai(path = "/subscription/overview", method = "get")]
    async fn overview(&self, auth: BillingAuth) -> ApiResult<SubscriptionOverview> {
        ok(overview_of(&auth.0).await?)
    }

    /// The plans offered in the company's currency, the current one marked (and listed even when
    /// no longer offered).
    #[oai(path = "/subscription/plans", method = "get")]
    async fn plans(&self, auth: BillingAuth) -> ApiResult<Vec<Plan>> {
        let current = subscription(&auth.0).await.ok().map(|s| s.plan_id);
        let mut db = auth.0.db().await?;
        let rows = store::plans(&mut db, Some(&auth.0.tenant.company.currency), false).await?;
        ok(rows
            .into_iter()
            .filter(|p| p.active || Some(p.id) == current)
            .map(|p| {
                let is_current = Some(p.id) == current;
                Plan::of(p, is_current)
            })
            .collect())
    }

    /// One plan of the company's currency.
    #[oai(path = "/subscription/plan", method = "get")]
    async fn plan(
        &self,
        auth: BillingAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Plan> {
        let current = subscription(&auth.0).await.ok().map(|s| s.plan_id);
        let mut db = auth.0.db().await?;
        let plan = store::plan(&mut db, id.0)
            .await?
            .filter(|p| {
                p.currency == auth.0.tenant.company.currency && (p.active || Some(p.id) == current)
            })
            .ok_or_else(ApiError::not_found)?;
        ok(Plan::of(plan, Some(id.0) == current))
    }

    /// What a change of plan would add to the next invoice (prorated by the days left).
    #[oai(path = "/subscription/change-plan/preview", method = "get")]
    async fn preview(
        &self,
        auth: BillingAuth,
        #[oai(name = "planId", validator(minimum(value = "1")))] plan_id: Query<i64>,
    ) -> ApiResult<ProrationPreview> {
        let sub = subscription(&auth.0).await?;
        let new = choosable_plan(&auth.0, plan_id.0, sub.plan_id).await?;
        let mut db = auth.0.db().await?;
        let old = store::plan(&mut db, sub.plan_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok(preview_of(
            &sub,
            &old,
            &new,
            Currency::parse(&auth.0.tenant.company.currency),
        ))
    }

    /// Changes the plan now (the difference for the days left goes on the next invoice) and the
    /// period from the next renewal.
    #[oai(path = "/subscription/change-plan", method = "post")]
    async fn change_plan(
        &self,
        auth: BillingAuth,
        body: Json<ChangePlanInput>,
    ) -> ApiResult<SubscriptionOverview> {
        let user = &auth.0;
        let period = rules::Period::parse(&body.period)
            .ok_or_else(|| ApiError::field("period", Msg::InvalidInput))?;
        let company_id = user.tenant.company.id;
        let sub = {
            let mut db = user.db().await?;
            store::subscription(&mut db, company_id, true)
                .await?
                .ok_or_else(|| ApiError::not_found_msg(Msg::NoSubscription))?
        };
        let new = choosable_plan(user, body.plan_id, sub.plan_id).await?;
        let mut db = user.db().await?;
        let (agents, _) = store::usage(&mut db).await?;
        if !rules::may_add_agent(agents - 1, new.max_agents) {
            return Err(ApiError::field("planId", Msg::PlanTooSmall));
        }
        let old = store::plan(&mut db, sub.plan_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let currency = Currency::parse(&user.tenant.company.currency);
        let preview = preview_of(&sub, &old, &new, currency);
        let amount: Decimal = preview.amount.parse().unwrap_or_default();
        if amount != Decimal::ZERO {
            store::add_adjustment(&mut db, company_id, &preview.description, amount).await?;
        }
        let next_period = (period != sub.period()).then_some(period);
        store::change_plan(&mut db, company_id, new.id, next_period).await?;
        drop(db);
        ok_with(Msg::PlanChanged, overview_of(user).await?)
    }

    /// The company's invoices, newest first, with all that is owed.
    #[oai(path = "/subscription/invoice/list", method = "get")]
    async fn invoices(
        &self,
        auth: BillingAuth,
        /// pending, partially_paid, paid, overdue or void
        status: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<InvoicePage> {
        let status = match status.0.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => None,
            Some(s) => Some(
                rules::InvoiceStatus::parse(s)
                    .ok_or_else(|| ApiError::field("status", Msg::InvalidInput))?,
            ),
        };
        let (page, per_page) = paging(page.0, per_page.0);
        let company = &auth.0.tenant.company;
        let mut db = auth.0.db().await?;
        let (rows, total) = store::invoice_page(
            &mut db,
            &store::InvoiceFilter {
                company_id: Some(company.id),
                status,
                offset: (page - 1) * per_page,
                limit: per_page,
            },
        )
        .await?;
        let (due, _) = store::balance_due(&mut db, company.id).await?;
        ok(InvoicePage {
            items: rows.iter().map(InvoiceSummary::of).collect(),
            total,
            page,
            per_page,
            balance_due: Currency::parse(&company.currency).text(due),
        })
    }

    /// One invoice of the company, with its lines, payments and how it can be paid.
    #[oai(path = "/subscription/invoice/detail", method = "get")]
    async fn invoice(
        &self,
        state: Data<&Arc<AppState>>,
        auth: BillingAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Invoice> {
        let row = {
            let mut db = auth.0.db().await?;
            store::invoice(&mut db, id.0, Some(auth.0.tenant.company.id), false)
                .await?
                .ok_or_else(ApiError::not_found)?
        };
        invoice_view(&state, &auth.0, row).await
    }

    /// Opens the gateway's payment page for what is left of an invoice.
    #[oai(path = "/subscription/invoice/pay", method = "post")]
    async fn pay(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: BillingAuth,
        body: Json<PayInvoiceInput>,
    ) -> ApiResult<PaymentLink> {
        let row = {
            let mut db = auth.0.db().await?;
            store::invoice(&mut db, body.id, Some(auth.0.tenant.company.id), true)
                .await?
                .ok_or_else(ApiError::not_found)?
        };
        let url = open_payment(&state, req, &auth.0, &row, body.method.trim(), None).await?;
        ok(PaymentLink { url })
    }

    /// Opens a payment session for what is left of an invoice on the hosted payment page
    /// (`url` is `/ejenpay/invoice/{sessionId}`), where HQ picks an FPX bank and pays through the
    /// vendor's Billplz. 422 `invoice_not_payable` for a paid or void invoice; 409
    /// `payment_unavailable` when the vendor takes no Billplz payment in the invoice's currency.
    #[oai(path = "/subscription/invoice/session", method = "post")]
    async fn session(
        &self,
        state: Data<&Arc<AppState>>,
        auth: BillingAuth,
        body: Json<InvoiceSessionInput>,
    ) -> ApiResult<PaymentLink> {
        let mut db = auth.0.db().await?;
        let row = store::invoice(&mut db, body.id, Some(auth.0.tenant.company.id), false)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if !row.status().is_open() || row.balance() <= Decimal::ZERO {
            return Err(ApiError::rule(
                Msg::InvoiceNotPayable,
                "invoice_not_payable",
            ));
        }
        if !gateways(&state, &row.currency).contains(&"billplz") {
            return Err(ApiError::conflict_rule(
                Msg::PaymentUnavailable,
                "payment_unavailable",
            ));
        }
        let id = sessions::new_session_id();
        let invoice = session_store::Subject::Invoice(row.id);
        let pay_type = sessions::PayType::Invoice;
        session_store::open(&mut db, &id, pay_type.code(), invoice, auth.0.id).await?;
        ok(PaymentLink {
            url: sessions::page_path(pay_type, &id),
        })
    }

    /// The invoice the vendor's accounting system (Zoho Books, Xero) knows by `ref`, or null when
    /// the company has none by that reference (a lookup): the pay pages `/ejenpay-zoho/{id}` and
    /// `/ejenpay-xero/{id}`.
    #[oai(path = "/subscription/accounting-invoice", method = "get")]
    async fn accounting_invoice(
        &self,
        state: Data<&Arc<AppState>>,
        auth: BillingAuth,
        #[oai(name = "ref", validator(min_length = 1, max_length = 100))] reference: Query<String>,
    ) -> ApiResult<AccountingInvoiceLookup> {
        let row = {
            let mut db = auth.0.db().await?;
            store::invoice_by_ref(&mut db, reference.0.trim(), auth.0.tenant.company.id).await?
        };
        let invoice = match row {
            Some(row) => Some(invoice_view(&state, &auth.0, row).await?.0.data),
            None => None,
        };
        ok(AccountingInvoiceLookup { invoice })
    }

    /// Opens the payment page of the invoice the accounting system knows by `ref`.
    #[oai(path = "/subscription/accounting-invoice/pay", method = "post")]
    async fn pay_accounting_invoice(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: BillingAuth,
        body: Json<PayAccountingInvoiceInput>,
    ) -> ApiResult<PaymentLink> {
        let row = {
            let mut db = auth.0.db().await?;
            store::invoice_by_ref(&mut db, body.reference.trim(), auth.0.tenant.company.id)
                .await?
                .ok_or_else(ApiError::not_found)?
        };
        let url = open_payment(&state, req, &auth.0, &row, body.method.trim(), None).await?;
        ok(PaymentLink { url })
    }

    /// The vendor's Billplz callback for a subscription payment (form-encoded, X-Signature
    /// signed): recorded once, in any order with the redirect. 400 when the signature does not
    /// verify (nothing changes).
    #[oai(path = "/billing/billplz/callback", method = "post")]
    async fn billplz_callback(
        &self,
        state: Data<&Arc<AppState>>,
        body: Form<HashMap<String, String>>,
    ) -> Result<PlainText<String>, ApiError> {
        let pairs: Vec<(String, String)> = body.0.into_iter().collect();
        let (bill, paid) = verify(&state, &pairs, Notice::Callback)?;
        let amount = pairs
            .iter()
            .find(|(k, _)| k == "paid_amount")
            .and_then(|(_, v)| v.parse::<i64>().ok())
            .map(|sen| Decimal::new(sen, 2));
        settle_checkout(&state, "billplz", &bill, paid, amount)
            .await?
            .ok_or_else(ApiError::not_found)?;
        Ok(PlainText("OK".into()))
    }

    /// The payer's browser back from the vendor's Billplz (signed query): recorded like the
    /// callback, then back to the invoice.
    #[oai(path = "/billing/billplz/redirect", method = "get")]
    async fn billplz_redirect(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
    ) -> Result<BillingRedirect, ApiError> {
        let pairs = query_pairs(req);
        let (bill, paid) = verify(&state, &pairs, Notice::Redirect)?;
        let settled = settle_checkout(&state, "billplz", &bill, paid, None)
            .await?
            .ok_or_else(ApiError::not_found)?;
        Ok(BillingRedirect::Found(format!(
            "/subscription/detail/{}?paid={paid}",
            settled.invoice_id
        )))
    }
}

/// A notice of the vendor's Billplz checked with its X-Signature key: (bill id, paid).
fn verify(
    state: &AppState,
    pairs: &[(String, String)],
    notice: Notice,
) -> Result<(String, bool), ApiError> {
    let key = state
        .config
        .vendor_billplz
        .as_ref()
        .map(|v| v.x_signature_key.as_str())
        .ok_or_else(ApiError::bad_signature)?;
    let pairs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    verified_notice(key, &pairs, notice).ok_or_else(ApiError::bad_signature)
}
