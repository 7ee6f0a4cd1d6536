//! The vendor console's billing (`/api/vendor/…`, admin host, vendor operators): plans, putting a
//! company on a plan, every company's invoices with manual payments, voids and resends, the
//! billing settings, the dashboard and running today's billing now. All in the platform scope.

use super::{rules, run, store, view::*};
use crate::{
    domain::{money::Currency, time::kl_today},
    http::{
        auth::VendorAuth, ok, ok_with, paging, tags::ApiTags, text::Text, ApiError, ApiResult,
        FieldErrors,
    },
    i18n::{t, Msg},
    state::AppState,
    tenancy,
};
use chrono::{NaiveDate, Utc};
use poem::web::Data;
use poem_openapi::{
    param::{Path, Query},
    payload::Json,
    Object, OpenApi,
};
use rust_decimal::Decimal;
use std::sync::Arc;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PlanInput {
    /// Lowercase letters, digits and hyphens, unique.
    pub code: Text,
    pub name: Text,
    #[oai(default)]
    pub description: Text,
    /// MYR or IDR (kept when a plan is edited)
    pub currency: Text,
    pub monthly_price: Text,
    pub yearly_price: Text,
    /// Empty: unlimited.
    #[oai(nullable)]
    pub max_agents: Option<i32>,
    #[oai(nullable)]
    pub max_branches: Option<i32>,
    #[oai(default)]
    pub features: Vec<String>,
    #[oai(default)]
    pub trial_days: i32,
    #[oai(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SetSubscriptionInput {
    pub plan_id: i64,
    /// monthly or yearly
    pub period: Text,
    /// Free days before the first invoice (0: none).
    #[oai(default)]
    pub trial_days: i32,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ManualPaymentInput {
    pub amount: Text,
    /// The bank transfer's or cheque's reference (blank: one is made).
    #[oai(default)]
    pub reference: Text,
    /// The day the money arrived (blank: today).
    #[oai(nullable)]
    pub paid_on: Option<NaiveDate>,
    #[oai(nullable)]
    pub note: Option<Text>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct OneOffInvoiceInput {
    /// What is invoiced (a set-up fee, training, a service).
    pub description: Text,
    /// At the company currency's scale.
    pub amount: Text,
    /// Today or later.
    pub due_on: NaiveDate,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct VoidInput {
    pub reason: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct BillingSettings {
    /// Days after the due day before an unpaid invoice is overdue and the company locked.
    pub grace_days: i32,
    pub reminder_days_before: i32,
    /// Days before the renewal day its invoice is issued.
    pub issue_days_before: i32,
    pub vendor_name: Text,
    pub vendor_address: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CurrencyAmount {
    pub currency: String,
    pub amount: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct VendorBillingSummary {
    /// Monthly recurring revenue (companies past their trial, not suspended; yearly plans count a
    /// twelfth).
    pub mrr: Vec<CurrencyAmount>,
    pub overdue: Vec<CurrencyAmount>,
    pub locked_companies: i64,
    pub overdue_invoices: i64,
    pub invoices_due: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct BillingRunResult {
    pub issued: u64,
    pub reminded: u64,
    pub overdue: u64,
    pub locked: u64,
    pub unlocked: u64,
}

fn money(currency: &str, v: Decimal) -> String {
    Currency::parse(currency).text(v)
}

fn amounts(rows: Vec<(String, Decimal)>) -> Vec<CurrencyAmount> {
    rows.into_iter()
        .map(|(currency, amount)| CurrencyAmount {
            amount: money(&currency, amount),
            currency,
        })
        .collect()
}

/// Reads an amount at a currency's scale, below a trillion, above zero (or at least zero when
/// `zero_allowed`); an error on `field` otherwise.
fn amount(
    e: &mut FieldErrors,
    field: &str,
    text: &str,
    currency: Currency,
    zero_allowed: bool,
) -> Decimal {
    match text.trim().parse::<Decimal>() {
        Ok(v)
            if (v > Decimal::ZERO || (zero_allowed && v == Decimal::ZERO))
                && v.scale() <= currency.scale()
                && v < Decimal::from(1_000_000_000_000i64) =>
        {
            v
        }
        _ => {
            e.add(field, t(Msg::InvalidInput));
            Decimal::ZERO
        }
    }
}

/// A plan's form checked: every wrong field named.
fn read_plan<'a>(
    b: &'a PlanInput,
    currency: &'a str,
    features: &'a [String],
) -> Result<store::PlanInput<'a>, ApiError> {
    let mut e = FieldErrors::default();
    let code = b.code.trim();
    if code.is_empty()
        || code.len() > 40
        || !code
            .bytes()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-')
        || code.starts_with('-')
    {
        e.add("code", t(Msg::InvalidInput));
    }
    let name = b.name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        e.add("name", t(Msg::Required));
    }
    if !matches!(currency, "MYR" | "IDR") {
        e.add("currency", t(Msg::InvalidInput));
    }
    let cur = Currency::parse(currency);
    let monthly_price = amount(&mut e, "monthlyPrice", &b.monthly_price, cur, true);
    let yearly_price = amount(&mut e, "yearlyPrice", &b.yearly_price, cur, true);
    if b.max_agents.is_some_and(|m| m < 1) {
        e.add("maxAgents", t(Msg::InvalidInput));
    }
    if b.max_branches.is_some_and(|m| m < 1) {
        e.add("maxBranches", t(Msg::InvalidInput));
    }
    if !(0..=365).contains(&b.trial_days) {
        e.add("trialDays", t(Msg::InvalidInput));
    }
    if b.description.chars().count() > 2000 {
        e.add("description", t(Msg::InvalidInput));
    }
    if features
        .iter()
        .any(|f| !rules::FEATURES.contains(&f.as_str()))
    {
        e.add("features", t(Msg::InvalidInput));
    }
    e.finish()?;
    Ok(store::PlanInput {
        code,
        name,
        description: b.description.trim(),
        currency,
        monthly_price,
        yearly_price,
        max_agents: b.max_agents,
        max_branches: b.max_branches,
        features,
        trial_days: b.trial_days,
        active: b.active,
    })
}

fn clean_features(features: &[String]) -> Vec<String> {
    let mut f: Vec<String> = features.iter().map(|f| f.trim().to_string()).collect();
    f.sort();
    f.dedup();
    f
}

async fn invoice_view(state: &AppState, id: i64) -> ApiResult<Invoice> {
    let mut tx = tenancy::begin_platform(&state.pool).await?;
    let row = store::invoice(&mut tx, id, None, false)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let settings = store::settings(&mut tx).await?;
    let items = store::items(&mut tx, id).await?;
    let payments = store::payments(&mut tx, id).await?;
    let gateways = super::gateways(state, &row.currency);
    ok(Invoice::of(row, items, payments, &settings, &gateways))
}

pub struct VendorBillingApi;

#[OpenApi(prefix_path = "/vendor", tag = "ApiTags::Vendor")]
impl VendorBillingApi {
    /// Monthly recurring revenue, what is overdue and how many companies are locked.
    #[oai(path = "/billing/summary", method = "get")]
    async fn summary(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
    ) -> ApiResult<VendorBillingSummary> {
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let s = store::summary(&mut tx).await?;
        ok(VendorBillingSummary {
            mrr: amounts(s.mrr),
            overdue: amounts(s.overdue),
            locked_companies: s.locked_companies,
            overdue_invoices: s.overdue_invoices,
            invoices_due: s.invoices_due,
        })
    }

    /// Every plan, offered or not.
    #[oai(path = "/plans", method = "get")]
    async fn plans(&self, state: Data<&Arc<AppState>>, _auth: VendorAuth) -> ApiResult<Vec<Plan>> {
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let rows = store::plans(&mut tx, None, false).await?;
        ok(rows.into_iter().map(|p| Plan::of(p, false)).collect())
    }

    /// Adds a plan.
    #[oai(path = "/plans", method = "post")]
    async fn create_plan(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        body: Json<PlanInput>,
    ) -> ApiResult<Plan> {
        let features = clean_features(&body.features);
        let currency = body.currency.trim().to_ascii_uppercase();
        let input = read_plan(&body, &currency, &features)?;
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let plan = store::insert_plan(&mut tx, &input)
            .await?
            .ok_or_else(|| ApiError::field("code", Msg::PlanCodeTaken))?;
        tx.commit().await?;
        ok_with(Msg::Saved, Plan::of(plan, false))
    }

    /// Edits a plan; its currency stays.
    #[oai(path = "/plans/:id", method = "post")]
    async fn edit_plan(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
        body: Json<PlanInput>,
    ) -> ApiResult<Plan> {
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let old = store::plan(&mut tx, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let features = clean_features(&body.features);
        let input = read_plan(&body, &old.currency, &features)?;
        if store::plan_code_taken(&mut tx, input.code, id.0).await? {
            return Err(ApiError::field("code", Msg::PlanCodeTaken));
        }
        let plan = store::update_plan(&mut tx, id.0, &input)
            .await?
            .ok_or_else(ApiError::not_found)?;
        tx.commit().await?;
        ok_with(Msg::Saved, Plan::of(plan, false))
    }

    /// Puts a company on a plan from today (a trial first when `trialDays` is above 0).
    #[oai(path = "/companies/:id/subscription", method = "post")]
    async fn set_subscription(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
        body: Json<SetSubscriptionInput>,
    ) -> ApiResult<SubscriptionInfo> {
        let period = rules::Period::parse(&body.period)
            .ok_or_else(|| ApiError::field("period", Msg::InvalidInput))?;
        if !(0..=365).contains(&body.trial_days) {
            return Err(ApiError::field("trialDays", Msg::InvalidInput));
        }
        let company = tenancy::by_id(&state, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let plan = store::plan(&mut tx, body.plan_id)
            .await?
            .filter(|p| p.currency == company.currency)
            .ok_or_else(|| ApiError::field("planId", Msg::PlanNotOffered))?;
        store::start_subscription(
            &mut tx,
            company.id,
            plan.id,
            period,
            kl_today(),
            body.trial_days,
        )
        .await?;
        let sub = store::subscription(&mut tx, company.id, false)
            .await?
            .ok_or_else(ApiError::not_found)?;
        tx.commit().await?;
        ok_with(Msg::Saved, SubscriptionInfo::of(&sub, &company.currency))
    }

    /// Raises a one-off invoice for a company (beside its renewals) and e-mails it.
    #[oai(path = "/companies/:id/invoices", method = "post")]
    async fn one_off_invoice(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
        body: Json<OneOffInvoiceInput>,
    ) -> ApiResult<Invoice> {
        let company = tenancy::by_id(&state, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let currency = Currency::parse(&company.currency);
        let mut e = FieldErrors::default();
        let description = body.description.trim();
        if description.is_empty() || description.chars().count() > 200 {
            e.add("description", t(Msg::Required));
        }
        let amount = amount(&mut e, "amount", &body.amount, currency, false);
        let today = kl_today();
        if body.due_on < today || body.due_on > today + chrono::Duration::days(366) {
            e.add("dueOn", t(Msg::InvalidInput));
        }
        e.finish()?;
        let (invoice_id, inv, settings) = {
            let mut tx = tenancy::begin_platform(&state.pool).await?;
            let invoice_id = store::insert_one_off(
                &mut tx,
                company.id,
                &company.currency,
                description,
                amount,
                today,
                body.due_on,
            )
            .await?;
            let inv = store::invoice(&mut tx, invoice_id, None, false)
                .await?
                .ok_or_else(ApiError::not_found)?;
            let settings = store::settings(&mut tx).await?;
            tx.commit().await?;
            (invoice_id, inv, settings)
        };
        if !company.is_suspended() {
            let mut tx = tenancy::begin(&state.owner_pool, &company).await?;
            run::send(
                &mut tx,
                &state,
                &company,
                &settings,
                &inv,
                Msg::EmailSubjectInvoice,
            )
            .await
            .map_err(ApiError::internal)?;
            tx.commit().await?;
        }
        let mut answer = invoice_view(&state, invoice_id).await?;
        answer.0.meta.message = t(Msg::Saved).into();
        Ok(answer)
    }

    /// Invoices of every company (or one), newest first.
    #[oai(path = "/invoices", method = "get")]
    async fn invoices(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        /// pending, partially_paid, paid, overdue or void
        status: Query<Option<String>>,
        #[oai(name = "companyId", validator(minimum(value = "1")))] company_id: Query<Option<i64>>,
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
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let (rows, total) = store::invoice_page(
            &mut tx,
            &store::InvoiceFilter {
                company_id: company_id.0,
                status,
                offset: (page - 1) * per_page,
                limit: per_page,
            },
        )
        .await?;
        ok(InvoicePage {
            items: rows.iter().map(InvoiceSummary::of).collect(),
            total,
            page,
            per_page,
            // Mixed currencies: the dashboard shows what is owed per currency.
            balance_due: String::new(),
        })
    }

    #[oai(path = "/invoices/:id", method = "get")]
    async fn invoice(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
    ) -> ApiResult<Invoice> {
        invoice_view(&state, id.0).await
    }

    /// Records money received by hand (bank transfer, cheque): less than the balance leaves the
    /// invoice partially paid, more becomes the company's credit. Paying off every overdue
    /// invoice unlocks the company.
    #[oai(path = "/invoices/:id/payments", method = "post")]
    async fn record_payment(
        &self,
        state: Data<&Arc<AppState>>,
        auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
        body: Json<ManualPaymentInput>,
    ) -> ApiResult<Invoice> {
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let inv = store::invoice(&mut tx, id.0, None, false)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if inv.status() == rules::InvoiceStatus::Void {
            return Err(ApiError::rule(Msg::InvoiceNotPayable, "invoice_void"));
        }
        let currency = Currency::parse(&inv.currency);
        let mut e = FieldErrors::default();
        let amount = amount(&mut e, "amount", &body.amount, currency, false);
        let today = kl_today();
        let paid_on = body.paid_on.unwrap_or(today);
        if paid_on > today || paid_on < inv.issued_on - chrono::Duration::days(366) {
            e.add("paidOn", t(Msg::InvalidInput));
        }
        let reference = body.reference.trim();
        if reference.chars().count() > 100 {
            e.add("reference", t(Msg::InvalidInput));
        }
        let note = body
            .note
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty());
        if note.is_some_and(|n| n.chars().count() > 500) {
            e.add("note", t(Msg::InvalidInput));
        }
        e.finish()?;
        let reference = if reference.is_empty() {
            format!("manual-{}", uuid::Uuid::new_v4().simple())
        } else {
            reference.to_string()
        };
        let recorded = store::record_payment(
            &mut tx,
            inv.id,
            &store::NewPayment {
                method: "manual",
                reference: &reference,
                amount,
                // Today's payment now; an earlier day's at noon of that day.
                paid_at: if paid_on == today {
                    Utc::now()
                } else {
                    crate::domain::time::kl_day_start(paid_on) + chrono::Duration::hours(12)
                },
                note,
                recorded_by: Some(auth.0.id),
            },
        )
        .await?;
        if recorded == store::Recorded::Before {
            return Err(ApiError::field("reference", Msg::PaymentAlreadyRecorded));
        }
        super::commit_and_unlock(&state, tx, inv.company_id).await?;
        let mut answer = invoice_view(&state, inv.id).await?;
        answer.0.meta.message = t(Msg::PaymentRecorded).into();
        Ok(answer)
    }

    /// Voids an invoice nothing has been paid on: it can no longer be paid and never locks.
    #[oai(path = "/invoices/:id/void", method = "post")]
    async fn void(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
        body: Json<VoidInput>,
    ) -> ApiResult<Invoice> {
        let reason = body.reason.trim();
        if reason.is_empty() || reason.chars().count() > 500 {
            return Err(ApiError::field("reason", Msg::Required));
        }
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let inv = store::invoice(&mut tx, id.0, None, true)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if !store::void_invoice(&mut tx, inv.id, reason).await? {
            return Err(ApiError::rule(
                Msg::InvoiceNotVoidable,
                "invoice_not_voidable",
            ));
        }
        super::commit_and_unlock(&state, tx, inv.company_id).await?;
        let mut answer = invoice_view(&state, inv.id).await?;
        answer.0.meta.message = t(Msg::InvoiceVoided).into();
        Ok(answer)
    }

    /// E-mails the invoice to the company again.
    #[oai(path = "/invoices/:id/resend", method = "post")]
    async fn resend(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
    ) -> ApiResult<Invoice> {
        let (inv, settings) = {
            let mut tx = tenancy::begin_platform(&state.pool).await?;
            let inv = store::invoice(&mut tx, id.0, None, false)
                .await?
                .ok_or_else(ApiError::not_found)?;
            (inv, store::settings(&mut tx).await?)
        };
        let company = tenancy::by_id(&state, inv.company_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let mut tx = tenancy::begin(&state.owner_pool, &company).await?;
        run::send(
            &mut tx,
            &state,
            &company,
            &settings,
            &inv,
            Msg::EmailSubjectInvoice,
        )
        .await
        .map_err(ApiError::internal)?;
        tx.commit().await?;
        let mut answer = invoice_view(&state, inv.id).await?;
        answer.0.meta.message = t(Msg::InvoiceSent).into();
        Ok(answer)
    }

    #[oai(path = "/billing/settings", method = "get")]
    async fn settings(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
    ) -> ApiResult<BillingSettings> {
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        let s = store::settings(&mut tx).await?;
        ok(BillingSettings {
            grace_days: s.grace_days,
            reminder_days_before: s.reminder_days_before,
            issue_days_before: s.issue_days_before,
            vendor_name: s.vendor_name.into(),
            vendor_address: s.vendor_address.into(),
        })
    }

    #[oai(path = "/billing/settings", method = "post")]
    async fn save_settings(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
        body: Json<BillingSettings>,
    ) -> ApiResult<BillingSettings> {
        let b = &body.0;
        let mut e = FieldErrors::default();
        if !(0..=90).contains(&b.grace_days) {
            e.add("graceDays", t(Msg::InvalidInput));
        }
        if !(0..=60).contains(&b.reminder_days_before) {
            e.add("reminderDaysBefore", t(Msg::InvalidInput));
        }
        if !(0..=60).contains(&b.issue_days_before) {
            e.add("issueDaysBefore", t(Msg::InvalidInput));
        }
        let name = b.vendor_name.trim();
        if name.is_empty() || name.chars().count() > 200 {
            e.add("vendorName", t(Msg::Required));
        }
        let address = b.vendor_address.trim();
        if address.is_empty() || address.chars().count() > 500 {
            e.add("vendorAddress", t(Msg::Required));
        }
        e.finish()?;
        let mut tx = tenancy::begin_platform(&state.pool).await?;
        store::save_settings(
            &mut tx,
            &store::Settings {
                grace_days: b.grace_days,
                reminder_days_before: b.reminder_days_before,
                issue_days_before: b.issue_days_before,
                vendor_name: name.to_string(),
                vendor_address: address.to_string(),
            },
        )
        .await?;
        tx.commit().await?;
        ok_with(
            Msg::Saved,
            BillingSettings {
                grace_days: b.grace_days,
                reminder_days_before: b.reminder_days_before,
                issue_days_before: b.issue_days_before,
                vendor_name: name.into(),
                vendor_address: address.into(),
            },
        )
    }

    /// Runs today's billing now, as the daily job does (nothing is done twice).
    #[oai(path = "/billing/run", method = "post")]
    async fn run_now(
        &self,
        state: Data<&Arc<AppState>>,
        _auth: VendorAuth,
    ) -> ApiResult<BillingRunResult> {
        let c = run::run(&state, kl_today())
            .await
            .map_err(ApiError::internal)?;
        ok(BillingRunResult {
            issued: c.issued,
            reminded: c.reminded,
            overdue: c.overdue,
            locked: c.locked,
            unlocked: c.unlocked,
        })
    }
}
