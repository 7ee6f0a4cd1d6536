//! The daily billing run: in every company, issue the renewal invoices that are due to be issued,
//! mark late invoices overdue, send the reminders, and lock (or unlock) the company. Each company
//! in its own transaction in its own scope (its billing rows and its outbox), so one company's
//! failure never stops the others; a lock or unlock is told to every replica's host cache.

use super::{rules, store};
use crate::{
    domain::money::Currency,
    i18n::{text, Lang, Msg},
    integrations::email,
    state::AppState,
    tenancy::{self, Company},
};
use chrono::NaiveDate;
use sqlx::PgConnection;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunCounts {
    pub issued: u64,
    pub reminded: u64,
    pub overdue: u64,
    pub locked: u64,
    pub unlocked: u64,
}

impl std::ops::AddAssign for RunCounts {
    fn add_assign(&mut self, o: Self) {
        self.issued += o.issued;
        self.reminded += o.reminded;
        self.overdue += o.overdue;
        self.locked += o.locked;
        self.unlocked += o.unlocked;
    }
}

/// Bills every company for `today` (a Kuala Lumpur day). Safe to run again: an issued period, a
/// sent reminder and a lock are never repeated.
pub async fn run(state: &AppState, today: NaiveDate) -> anyhow::Result<RunCounts> {
    let pool = &state.owner_pool;
    let settings = {
        let mut tx = tenancy::begin_platform(pool).await?;
        store::settings(&mut tx).await?
    };
    let mut counts = RunCounts::default();
    for company in tenancy::all_companies(pool).await? {
        if company.is_suspended() {
            continue;
        }
        let mut tx = tenancy::begin(pool, &company).await?;
        match bill_company(&mut tx, state, &company, &settings, today).await {
            Ok(c) => {
                tx.commit().await?;
                if c.locked + c.unlocked > 0 {
                    forget_company(state, &company).await;
                }
                counts += c;
            }
            Err(e) => {
                tracing::error!(company_id = company.id, error = %format!("{e:#}"), "billing failed")
            }
        }
    }
    Ok(counts)
}

/// Bills one company for `today` (the run does this for each; tests drive one with a chosen day).
pub async fn run_company(
    state: &AppState,
    company: &Company,
    today: NaiveDate,
) -> anyhow::Result<RunCounts> {
    let pool = &state.owner_pool;
    let settings = {
        let mut tx = tenancy::begin_platform(pool).await?;
        store::settings(&mut tx).await?
    };
    let mut tx = tenancy::begin(pool, company).await?;
    let c = bill_company(&mut tx, state, company, &settings, today).await?;
    tx.commit().await?;
    if c.locked + c.unlocked > 0 {
        forget_company(state, company).await;
    }
    Ok(c)
}

/// Tells every replica's host cache that a company's status changed.
pub async fn forget_company(state: &AppState, company: &Company) {
    let domains: Vec<String> =
        sqlx::query_scalar("select domain from platform.company_domains where company_id = $1")
            .bind(company.id)
            .fetch_all(&state.pool)
            .await
            .unwrap_or_default();
    tenancy::forget(state, company, &domains).await;
}

/// One company's billing of the day, in its scoped transaction.
pub async fn bill_company(
    db: &mut PgConnection,
    state: &AppState,
    company: &Company,
    settings: &store::Settings,
    today: NaiveDate,
) -> anyhow::Result<RunCounts> {
    let mut counts = RunCounts::default();
    let Some(mut sub) = store::subscription(db, company.id, true).await? else {
        return Ok(counts);
    };
    // A run missed for a while catches up period by period (at most two years of them).
    for _ in 0..24 {
        if !rules::time_to_issue(today, sub.renews_on, settings.issue_days_before) {
            break;
        }
        let Some(plan) = store::plan(db, sub.plan_id).await? else {
            break;
        };
        let id = store::issue_renewal(db, &sub, &plan, &company.currency, today).await?;
        counts.issued += 1;
        if let Some(inv) = store::invoice(db, id, Some(company.id), false).await? {
            if inv.status().is_open() {
                send(db, state, company, settings, &inv, Msg::EmailSubjectInvoice).await?;
            }
        }
        sub = store::subscription(db, company.id, true)
            .await?
            .expect("the subscription just renewed");
    }
    counts.overdue = store::mark_overdue(db, company.id, today, settings.grace_days).await?;
    for inv in store::open_invoices(db, company.id).await? {
        let Some(kind) = rules::reminder_due(
            today,
            inv.due_on,
            settings.reminder_days_before,
            settings.grace_days,
            &inv.reminders,
        ) else {
            continue;
        };
        let subject = match kind {
            rules::Reminder::Overdue => Msg::EmailSubjectOverdue,
            _ => Msg::EmailSubjectReminder,
        };
        send(db, state, company, settings, &inv, subject).await?;
        store::mark_reminded(db, inv.id, kind.as_str()).await?;
        counts.reminded += 1;
    }
    if store::lock_if_overdue(db, company.id).await? {
        counts.locked += 1;
    } else if store::unlock_if_paid_up(db, company.id).await? {
        counts.unlocked += 1;
    }
    Ok(counts)
}

/// E-mails an invoice (issued, reminder, overdue) to the company's billing address through the
/// company's outbox, in the company's language.
pub async fn send(
    db: &mut PgConnection,
    state: &AppState,
    company: &Company,
    settings: &store::Settings,
    inv: &store::InvoiceRow,
    subject: Msg,
) -> anyhow::Result<bool> {
    let Some(to) = store::billing_email(db).await? else {
        return Ok(false);
    };
    let lang = Lang::parse(&company.language).unwrap_or_default();
    let due = inv.due_on.format("%d %b %Y").to_string();
    let amount = format!(
        "{} {}",
        inv.currency,
        Currency::parse(&inv.currency).text(inv.balance())
    );
    let link = format!(
        "{}/subscription/detail/{}",
        state
            .config
            .origin_of(&format!("{}.{}", company.slug, state.config.base_domain)),
        inv.id
    );
    let subject = text(lang, subject)
        .replace("{number}", &inv.number)
        .replace("{vendor}", &settings.vendor_name)
        .replace("{due}", &due);
    let body = text(lang, Msg::EmailBodyInvoice)
        .replace("{number}", &inv.number)
        .replace("{company}", &company.name)
        .replace("{amount}", &amount)
        .replace("{due}", &due)
        .replace("{link}", &link);
    email::enqueue(db, &to, &subject, &body).await?;
    Ok(true)
}
