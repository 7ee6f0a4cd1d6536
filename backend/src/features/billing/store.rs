//! SQL of the vendor's billing (platform schema). Every function takes the connection of the
//! transaction it belongs to: a company's request (row-level security shows that company only),
//! or the platform scope (`tenancy::begin_platform`) of the vendor console, callbacks and run.

use super::rules::{self, InvoiceStatus, Line, Period};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Clone, Debug)]
pub struct PlanRow {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub description: String,
    pub currency: String,
    pub monthly_price: Decimal,
    pub yearly_price: Decimal,
    pub max_agents: Option<i32>,
    pub max_branches: Option<i32>,
    pub features: Vec<String>,
    pub trial_days: i32,
    pub active: bool,
}

const PLAN_COLUMNS: &str = "id, code, name, description, currency, monthly_price, yearly_price,
    max_agents, max_branches, features, trial_days, active";

pub struct PlanInput<'a> {
    pub code: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub currency: &'a str,
    pub monthly_price: Decimal,
    pub yearly_price: Decimal,
    pub max_agents: Option<i32>,
    pub max_branches: Option<i32>,
    pub features: &'a [String],
    pub trial_days: i32,
    pub active: bool,
}

/// Plans, cheapest first: of one currency, or all; only those offered, or all.
pub async fn plans(
    db: &mut PgConnection,
    currency: Option<&str>,
    only_active: bool,
) -> sqlx::Result<Vec<PlanRow>> {
    sqlx::query_as(&format!(
        "select {PLAN_COLUMNS} from platform.plans
         where ($1::text is null or currency = $1) and (not $2 or active)
         order by currency, monthly_price, id"
    ))
    .bind(currency)
    .bind(only_active)
    .fetch_all(db)
    .await
}

pub async fn plan(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<PlanRow>> {
    sqlx::query_as(&format!(
        "select {PLAN_COLUMNS} from platform.plans where id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Adds a plan; None when its code is taken.
pub async fn insert_plan(
    db: &mut PgConnection,
    p: &PlanInput<'_>,
) -> sqlx::Result<Option<PlanRow>> {
    sqlx::query_as(&format!(
        "insert into platform.plans (code, name, description, currency, monthly_price, yearly_price,
             max_agents, max_branches, features, trial_days, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (code) do nothing
         returning {PLAN_COLUMNS}"
    ))
    .bind(p.code)
    .bind(p.name)
    .bind(p.description)
    .bind(p.currency)
    .bind(p.monthly_price)
    .bind(p.yearly_price)
    .bind(p.max_agents)
    .bind(p.max_branches)
    .bind(p.features)
    .bind(p.trial_days)
    .bind(p.active)
    .fetch_optional(db)
    .await
}

/// Edits a plan (its currency stays: companies pay in theirs). `Err(None)`-like outcomes are told
/// apart by the caller: None when no such plan.
pub async fn update_plan(
    db: &mut PgConnection,
    id: i64,
    p: &PlanInput<'_>,
) -> sqlx::Result<Option<PlanRow>> {
    sqlx::query_as(&format!(
        "update platform.plans set code = $2, name = $3, description = $4, monthly_price = $5,
             yearly_price = $6, max_agents = $7, max_branches = $8, features = $9, trial_days = $10,
             active = $11, updated_at = now()
         where id = $1
         returning {PLAN_COLUMNS}"
    ))
    .bind(id)
    .bind(p.code)
    .bind(p.name)
    .bind(p.description)
    .bind(p.monthly_price)
    .bind(p.yearly_price)
    .bind(p.max_agents)
    .bind(p.max_branches)
    .bind(p.features)
    .bind(p.trial_days)
    .bind(p.active)
    .fetch_optional(db)
    .await
}

pub async fn plan_code_taken(db: &mut PgConnection, code: &str, except: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists (select 1 from platform.plans where code = $1 and id <> $2)")
        .bind(code)
        .bind(except)
        .fetch_one(db)
        .await
}

#[derive(FromRow, Clone, Debug)]
pub struct SubscriptionRow {
    pub company_id: i64,
    pub plan_id: i64,
    pub period: String,
    pub next_period: Option<String>,
    pub started_on: NaiveDate,
    pub trial_ends_on: Option<NaiveDate>,
    pub period_start: NaiveDate,
    pub renews_on: NaiveDate,
    pub credit_balance: Decimal,
}

impl SubscriptionRow {
    pub fn period(&self) -> Period {
        Period::parse(&self.period).unwrap_or(Period::Monthly)
    }

    pub fn in_trial(&self, today: NaiveDate) -> bool {
        self.trial_ends_on.is_some_and(|end| today < end)
    }
}

const SUBSCRIPTION_COLUMNS: &str = "company_id, plan_id, period, next_period, started_on,
    trial_ends_on, period_start, renews_on, credit_balance";

pub async fn subscription(
    db: &mut PgConnection,
    company_id: i64,
    for_update: bool,
) -> sqlx::Result<Option<SubscriptionRow>> {
    sqlx::query_as(&format!(
        "select {SUBSCRIPTION_COLUMNS} from platform.subscriptions where company_id = $1 {}",
        if for_update { "for update" } else { "" }
    ))
    .bind(company_id)
    .fetch_optional(db)
    .await
}

/// Puts a company on a plan from `today`: a trial of `trial_days` first when there is one, the
/// first period after it. Replaces a subscription the company had.
pub async fn start_subscription(
    db: &mut PgConnection,
    company_id: i64,
    plan_id: i64,
    period: Period,
    today: NaiveDate,
    trial_days: i32,
) -> sqlx::Result<()> {
    let trial_end = (trial_days > 0).then(|| today + chrono::Duration::days(trial_days as i64));
    let renews_on = trial_end.unwrap_or_else(|| period.next_start(today));
    sqlx::query(
        "insert into platform.subscriptions
             (company_id, plan_id, period, started_on, trial_ends_on, period_start, renews_on)
         values ($1, $2, $3, $4, $5, $4, $6)
         on conflict (company_id) do update set plan_id = excluded.plan_id, period = excluded.period,
             next_period = null, started_on = excluded.started_on, trial_ends_on = excluded.trial_ends_on,
             period_start = excluded.period_start, renews_on = excluded.renews_on, updated_at = now()",
    )
    .bind(company_id)
    .bind(plan_id)
    .bind(period.as_str())
    .bind(today)
    .bind(trial_end)
    .bind(renews_on)
    .execute(db)
    .await?;
    Ok(())
}

/// Moves a subscription to another plan now (and, at renewal, to `next_period`).
pub async fn change_plan(
    db: &mut PgConnection,
    company_id: i64,
    plan_id: i64,
    next_period: Option<Period>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update platform.subscriptions set plan_id = $2, next_period = $3, updated_at = now()
         where company_id = $1",
    )
    .bind(company_id)
    .bind(plan_id)
    .bind(next_period.map(Period::as_str))
    .execute(db)
    .await?;
    Ok(())
}

pub async fn add_adjustment(
    db: &mut PgConnection,
    company_id: i64,
    description: &str,
    amount: Decimal,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into platform.subscription_adjustments (company_id, description, amount) values ($1, $2, $3)",
    )
    .bind(company_id)
    .bind(description)
    .bind(amount)
    .execute(db)
    .await?;
    Ok(())
}

/// The company's agents that count against a plan (not suspended) and its branches. Runs in the
/// company's scope (its own schema).
pub async fn usage(db: &mut PgConnection) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(
        "select (select count(*) from users where role = 'agent' and status <> 'suspended'),
                (select count(*) from branches)",
    )
    .fetch_one(db)
    .await
}

/// The agent limit of the company's plan (None: unlimited, or no subscription).
pub async fn agent_limit(db: &mut PgConnection, company_id: i64) -> sqlx::Result<Option<i32>> {
    Ok(sqlx::query_scalar(
        "select p.max_agents from platform.subscriptions s join platform.plans p on p.id = s.plan_id
         where s.company_id = $1",
    )
    .bind(company_id)
    .fetch_optional(db)
    .await?
    .flatten())
}

#[derive(FromRow, Clone, Debug)]
pub struct InvoiceRow {
    pub id: i64,
    pub company_id: i64,
    pub company_name: String,
    pub number: String,
    pub issued_on: NaiveDate,
    pub due_on: NaiveDate,
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    pub currency: String,
    pub total: Decimal,
    pub paid: Decimal,
    pub status: String,
    pub void_reason: Option<String>,
    pub accounting_ref: Option<String>,
    pub reminders: Vec<String>,
}

impl InvoiceRow {
    pub fn balance(&self) -> Decimal {
        if self.status == "void" {
            Decimal::ZERO
        } else {
            (self.total - self.paid).max(Decimal::ZERO)
        }
    }

    pub fn status(&self) -> InvoiceStatus {
        InvoiceStatus::parse(&self.status).unwrap_or(InvoiceStatus::Pending)
    }
}

const INVOICE_SELECT: &str = "select i.id, i.company_id, c.name as company_name, i.number, i.issued_on,
        i.due_on, i.period_start, i.period_end, i.currency, i.total, i.paid, i.status, i.void_reason,
        i.accounting_ref, i.reminders
    from platform.subscription_invoices i join platform.companies c on c.id = i.company_id";

pub struct InvoiceFilter {
    pub company_id: Option<i64>,
    pub status: Option<InvoiceStatus>,
    pub offset: i64,
    pub limit: i64,
}

/// A page of invoices, newest first, and how many match.
pub async fn invoice_page(
    db: &mut PgConnection,
    f: &InvoiceFilter,
) -> sqlx::Result<(Vec<InvoiceRow>, i64)> {
    let status = f.status.map(InvoiceStatus::as_str);
    let rows = sqlx::query_as(&format!(
        "{INVOICE_SELECT}
         where ($1::bigint is null or i.company_id = $1) and ($2::text is null or i.status = $2)
         order by i.issued_on desc, i.id desc offset $3 limit $4"
    ))
    .bind(f.company_id)
    .bind(status)
    .bind(f.offset)
    .bind(f.limit)
    .fetch_all(&mut *db)
    .await?;
    let total = sqlx::query_scalar(
        "select count(*) from platform.subscription_invoices i
         where ($1::bigint is null or i.company_id = $1) and ($2::text is null or i.status = $2)",
    )
    .bind(f.company_id)
    .bind(status)
    .fetch_one(db)
    .await?;
    Ok((rows, total))
}

/// One invoice: of one company (`company_id`), or any in the platform scope (None).
pub async fn invoice(
    db: &mut PgConnection,
    id: i64,
    company_id: Option<i64>,
    for_update: bool,
) -> sqlx::Result<Option<InvoiceRow>> {
    sqlx::query_as(&format!(
        "{INVOICE_SELECT} where i.id = $1 and ($2::bigint is null or i.company_id = $2) {}",
        if for_update { "for update of i" } else { "" }
    ))
    .bind(id)
    .bind(company_id)
    .fetch_optional(db)
    .await
}

pub async fn invoice_by_ref(
    db: &mut PgConnection,
    accounting_ref: &str,
    company_id: i64,
) -> sqlx::Result<Option<InvoiceRow>> {
    sqlx::query_as(&format!(
        "{INVOICE_SELECT} where i.accounting_ref = $1 and i.company_id = $2"
    ))
    .bind(accounting_ref)
    .bind(company_id)
    .fetch_optional(db)
    .await
}

pub async fn items(db: &mut PgConnection, invoice_id: i64) -> sqlx::Result<Vec<Line>> {
    let rows: Vec<(String, i32, Decimal, Decimal)> = sqlx::query_as(
        "select description, quantity, unit_price, amount from platform.subscription_invoice_items
         where invoice_id = $1 order by position",
    )
    .bind(invoice_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(description, quantity, unit_price, amount)| Line {
            description,
            quantity,
            unit_price,
            amount,
        })
        .collect())
}

#[derive(FromRow, Clone, Debug)]
pub struct PaymentRow {
    pub id: i64,
    pub method: String,
    pub reference: String,
    pub amount: Decimal,
    pub paid_at: DateTime<Utc>,
    pub note: Option<String>,
}

pub async fn payments(db: &mut PgConnection, invoice_id: i64) -> sqlx::Result<Vec<PaymentRow>> {
    sqlx::query_as(
        "select id, method, reference, amount, paid_at, note from platform.subscription_payments
         where invoice_id = $1 order by paid_at, id",
    )
    .bind(invoice_id)
    .fetch_all(db)
    .await
}

/// What the company owes now (open invoices), and its oldest open invoice.
pub async fn balance_due(
    db: &mut PgConnection,
    company_id: i64,
) -> sqlx::Result<(Decimal, Option<InvoiceRow>)> {
    let due: Decimal = sqlx::query_scalar(
        "select coalesce(sum(total - paid), 0) from platform.subscription_invoices
         where company_id = $1 and status in ('pending', 'partially_paid', 'overdue')",
    )
    .bind(company_id)
    .fetch_one(&mut *db)
    .await?;
    let oldest = sqlx::query_as(&format!(
        "{INVOICE_SELECT} where i.company_id = $1 and i.status in ('pending', 'partially_paid', 'overdue')
         order by i.due_on, i.id limit 1"
    ))
    .bind(company_id)
    .fetch_optional(db)
    .await?;
    Ok((due, oldest))
}

pub struct NewPayment<'a> {
    pub method: &'a str,
    pub reference: &'a str,
    pub amount: Decimal,
    pub paid_at: DateTime<Utc>,
    pub note: Option<&'a str>,
    pub recorded_by: Option<i64>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Recorded {
    /// Recorded now: what went to the invoice, what became credit, the invoice's new status.
    Now {
        applied: Decimal,
        credited: Decimal,
        status: InvoiceStatus,
    },
    /// This gateway payment was recorded before (a replayed callback): nothing changes.
    Before,
    NoInvoice,
}

/// Records a payment against an invoice, once per (method, reference): the invoice (locked for the
/// statement) takes what its balance needs and the rest becomes the subscription's credit.
pub async fn record_payment(
    db: &mut PgConnection,
    invoice_id: i64,
    p: &NewPayment<'_>,
) -> sqlx::Result<Recorded> {
    let Some(inv) = invoice(db, invoice_id, None, true).await? else {
        return Ok(Recorded::NoInvoice);
    };
    // A page opened before the invoice was voided can still be paid: the money becomes credit.
    let void = inv.status() == InvoiceStatus::Void;
    let balance = if void {
        Decimal::ZERO
    } else {
        inv.total - inv.paid
    };
    let (applied, credited) = rules::split_payment(balance, p.amount);
    let inserted = sqlx::query(
        "insert into platform.subscription_payments
             (invoice_id, company_id, method, reference, amount, applied, paid_at, note, recorded_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (company_id, method, reference) do nothing",
    )
    .bind(inv.id)
    .bind(inv.company_id)
    .bind(p.method)
    .bind(p.reference)
    .bind(p.amount)
    .bind(applied)
    .bind(p.paid_at)
    .bind(p.note)
    .bind(p.recorded_by)
    .execute(&mut *db)
    .await?
    .rows_affected();
    if inserted == 0 {
        return Ok(Recorded::Before);
    }
    let paid = inv.paid + applied;
    let status = rules::invoice_status(
        inv.total,
        paid,
        void,
        inv.status() == InvoiceStatus::Overdue,
    );
    sqlx::query("update platform.subscription_invoices set paid = $2, status = $3 where id = $1")
        .bind(inv.id)
        .bind(paid)
        .bind(status.as_str())
        .execute(&mut *db)
        .await?;
    if credited > Decimal::ZERO {
        sqlx::query(
            "update platform.subscriptions set credit_balance = credit_balance + $2, updated_at = now()
             where company_id = $1",
        )
        .bind(inv.company_id)
        .bind(credited)
        .execute(db)
        .await?;
    }
    Ok(Recorded::Now {
        applied,
        credited,
        status,
    })
}

/// Voids an invoice nothing has been paid on; false when it cannot be voided.
pub async fn void_invoice(db: &mut PgConnection, id: i64, reason: &str) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update platform.subscription_invoices
         set status = 'void', void_reason = $2, voided_at = now()
         where id = $1 and status <> 'void' and paid = 0
           and not exists (select 1 from platform.subscription_payments p where p.invoice_id = $1)",
    )
    .bind(id)
    .bind(reason)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// Lifts an overdue lock when the company no longer has an overdue invoice; true when it did.
/// A lock put by hand, or a suspension, stays.
pub async fn unlock_if_paid_up(db: &mut PgConnection, company_id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update platform.companies set status = 'active', locked_for = null, updated_at = now()
         where id = $1 and status = 'locked' and locked_for = 'overdue'
           and not exists (select 1 from platform.subscription_invoices
                           where company_id = $1 and status = 'overdue')",
    )
    .bind(company_id)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// Locks an active company that has an overdue invoice; true when it did.
pub async fn lock_if_overdue(db: &mut PgConnection, company_id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update platform.companies set status = 'locked', locked_for = 'overdue', updated_at = now()
         where id = $1 and status = 'active'
           and exists (select 1 from platform.subscription_invoices
                       where company_id = $1 and status = 'overdue')",
    )
    .bind(company_id)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

#[derive(FromRow, Clone, Debug)]
pub struct Settings {
    pub grace_days: i32,
    pub reminder_days_before: i32,
    pub issue_days_before: i32,
    pub vendor_name: String,
    pub vendor_address: String,
}

pub async fn settings(db: &mut PgConnection) -> sqlx::Result<Settings> {
    sqlx::query_as(
        "select grace_days, reminder_days_before, issue_days_before, vendor_name, vendor_address
         from platform.billing_settings",
    )
    .fetch_one(db)
    .await
}

pub async fn save_settings(db: &mut PgConnection, s: &Settings) -> sqlx::Result<()> {
    sqlx::query(
        "update platform.billing_settings set grace_days = $1, reminder_days_before = $2,
             issue_days_before = $3, vendor_name = $4, vendor_address = $5, updated_at = now()",
    )
    .bind(s.grace_days)
    .bind(s.reminder_days_before)
    .bind(s.issue_days_before)
    .bind(&s.vendor_name)
    .bind(&s.vendor_address)
    .execute(db)
    .await?;
    Ok(())
}

/// Issues the renewal invoice of the period starting on the subscription's `renews_on`, and moves
/// the subscription on to that period. The caller holds the subscription row (`for update`).
pub async fn issue_renewal(
    db: &mut PgConnection,
    sub: &SubscriptionRow,
    plan: &PlanRow,
    currency: &str,
    today: NaiveDate,
) -> sqlx::Result<i64> {
    let period = sub
        .next_period
        .as_deref()
        .and_then(Period::parse)
        .unwrap_or(sub.period());
    let start = sub.renews_on;
    let next = period.next_start(start);
    let end = next - chrono::Duration::days(1);
    let adjustments: Vec<(i64, String, Decimal)> = sqlx::query_as(
        "select id, description, amount from platform.subscription_adjustments
         where company_id = $1 and invoice_id is null order by id for update",
    )
    .bind(sub.company_id)
    .fetch_all(&mut *db)
    .await?;
    let price = period.price(plan.monthly_price, plan.yearly_price);
    let plan_line = format!(
        "{} plan, {} ({} – {})",
        plan.name,
        period.as_str(),
        start.format("%d %b %Y"),
        end.format("%d %b %Y")
    );
    let lines: Vec<(String, Decimal)> = adjustments
        .iter()
        .map(|(_, d, a)| (d.clone(), *a))
        .collect();
    let invoice = rules::renewal_invoice(
        &plan_line,
        price,
        &lines,
        sub.credit_balance,
        "Credit carried forward",
    );
    let seq: i64 = sqlx::query_scalar("select nextval('platform.subscription_invoice_number')")
        .fetch_one(&mut *db)
        .await?;
    let status = rules::invoice_status(invoice.total, Decimal::ZERO, false, false);
    let id: i64 = sqlx::query_scalar(
        "insert into platform.subscription_invoices
             (company_id, number, issued_on, due_on, period_start, period_end, currency, total, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id",
    )
    .bind(sub.company_id)
    .bind(rules::invoice_number(today, seq))
    .bind(today)
    .bind(start.max(today))
    .bind(start)
    .bind(end)
    .bind(currency)
    .bind(invoice.total)
    .bind(status.as_str())
    .fetch_one(&mut *db)
    .await?;
    for (position, line) in invoice.lines.iter().enumerate() {
        sqlx::query(
            "insert into platform.subscription_invoice_items
                 (invoice_id, company_id, position, description, quantity, unit_price, amount)
             values ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(id)
        .bind(sub.company_id)
        .bind(position as i32)
        .bind(&line.description)
        .bind(line.quantity)
        .bind(line.unit_price)
        .bind(line.amount)
        .execute(&mut *db)
        .await?;
    }
    let adjustment_ids: Vec<i64> = adjustments.iter().map(|(id, _, _)| *id).collect();
    sqlx::query("update platform.subscription_adjustments set invoice_id = $2 where id = any($1)")
        .bind(&adjustment_ids)
        .bind(id)
        .execute(&mut *db)
        .await?;
    sqlx::query(
        "update platform.subscriptions set period = $2, next_period = null, period_start = $3,
             renews_on = $4, credit_balance = $5, updated_at = now()
         where company_id = $1",
    )
    .bind(sub.company_id)
    .bind(period.as_str())
    .bind(start)
    .bind(next)
    .bind(invoice.credit_left)
    .execute(db)
    .await?;
    Ok(id)
}

/// An invoice of its own (set-up, a service), beside the renewals: one line, due on `due_on`.
pub async fn insert_one_off(
    db: &mut PgConnection,
    company_id: i64,
    currency: &str,
    description: &str,
    amount: Decimal,
    issued_on: NaiveDate,
    due_on: NaiveDate,
) -> sqlx::Result<i64> {
    let seq: i64 = sqlx::query_scalar("select nextval('platform.subscription_invoice_number')")
        .fetch_one(&mut *db)
        .await?;
    let id: i64 = sqlx::query_scalar(
        "insert into platform.subscription_invoices
             (company_id, number, issued_on, due_on, period_start, period_end, currency, total, status)
         values ($1, $2, $3, $4, $3, $3, $5, $6, $7) returning id",
    )
    .bind(company_id)
    .bind(rules::invoice_number(issued_on, seq))
    .bind(issued_on)
    .bind(due_on)
    .bind(currency)
    .bind(amount)
    .bind(rules::invoice_status(amount, Decimal::ZERO, false, false).as_str())
    .fetch_one(&mut *db)
    .await?;
    sqlx::query(
        "insert into platform.subscription_invoice_items
             (invoice_id, company_id, position, description, quantity, unit_price, amount)
         values ($1, $2, 0, $3, 1, $4, $4)",
    )
    .bind(id)
    .bind(company_id)
    .bind(description)
    .bind(amount)
    .execute(db)
    .await?;
    Ok(id)
}

/// Marks the company's open invoices late after the grace days overdue; how many.
pub async fn mark_overdue(
    db: &mut PgConnection,
    company_id: i64,
    today: NaiveDate,
    grace_days: i32,
) -> sqlx::Result<u64> {
    Ok(sqlx::query(
        "update platform.subscription_invoices set status = 'overdue'
         where company_id = $1 and status in ('pending', 'partially_paid') and due_on + $3 < $2",
    )
    .bind(company_id)
    .bind(today)
    .bind(grace_days)
    .execute(db)
    .await?
    .rows_affected())
}

/// The company's open invoices (for reminders).
pub async fn open_invoices(
    db: &mut PgConnection,
    company_id: i64,
) -> sqlx::Result<Vec<InvoiceRow>> {
    sqlx::query_as(&format!(
        "{INVOICE_SELECT} where i.company_id = $1 and i.status in ('pending', 'partially_paid', 'overdue')
         order by i.due_on, i.id"
    ))
    .bind(company_id)
    .fetch_all(db)
    .await
}

pub async fn mark_reminded(db: &mut PgConnection, invoice_id: i64, kind: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update platform.subscription_invoices set reminders = array_append(reminders, $2) where id = $1",
    )
    .bind(invoice_id)
    .bind(kind)
    .execute(db)
    .await?;
    Ok(())
}

/// A gateway payment page opened for an invoice.
pub async fn save_checkout(
    db: &mut PgConnection,
    method: &str,
    reference: &str,
    invoice: &InvoiceRow,
    amount: Decimal,
    url: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into platform.subscription_checkouts (method, reference, invoice_id, company_id, amount, url)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing",
    )
    .bind(method)
    .bind(reference)
    .bind(invoice.id)
    .bind(invoice.company_id)
    .bind(amount)
    .bind(url)
    .execute(db)
    .await?;
    Ok(())
}

/// The payment page opened today for this invoice and amount, to send the payer back to it.
pub async fn open_checkout(
    db: &mut PgConnection,
    method: &str,
    invoice_id: i64,
    amount: Decimal,
) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "select url from platform.subscription_checkouts
         where method = $1 and invoice_id = $2 and amount = $3 and created_at > now() - interval '1 day'
         order by created_at desc limit 1",
    )
    .bind(method)
    .bind(invoice_id)
    .bind(amount)
    .fetch_optional(db)
    .await
}

/// The invoice (and company) a gateway's payment belongs to.
pub async fn checkout(
    db: &mut PgConnection,
    method: &str,
    reference: &str,
) -> sqlx::Result<Option<(i64, i64)>> {
    sqlx::query_as(
        "select invoice_id, company_id from platform.subscription_checkouts where method = $1 and reference = $2",
    )
    .bind(method)
    .bind(reference)
    .fetch_optional(db)
    .await
}

#[derive(FromRow)]
pub struct CompanyBilling {
    pub company_id: i64,
    pub plan_name: Option<String>,
    pub period: Option<String>,
    pub renews_on: Option<NaiveDate>,
    pub balance_due: Decimal,
}

/// Each company's plan, period, renewal day and what it owes (vendor console): of one company, or
/// of all.
pub async fn companies_billing(
    db: &mut PgConnection,
    only: Option<i64>,
) -> sqlx::Result<Vec<CompanyBilling>> {
    sqlx::query_as(
        "select c.id as company_id, p.name as plan_name, s.period, s.renews_on,
                coalesce((select sum(i.total - i.paid) from platform.subscription_invoices i
                          where i.company_id = c.id and i.status in ('pending', 'partially_paid', 'overdue')), 0)
                    as balance_due
         from platform.companies c
         left join platform.subscriptions s on s.company_id = c.id
         left join platform.plans p on p.id = s.plan_id
         where $1::bigint is null or c.id = $1",
    )
    .bind(only)
    .fetch_all(db)
    .await
}

pub struct Summary {
    /// Monthly recurring revenue per currency.
    pub mrr: Vec<(String, Decimal)>,
    pub overdue: Vec<(String, Decimal)>,
    pub locked_companies: i64,
    pub overdue_invoices: i64,
    pub invoices_due: i64,
}

pub async fn summary(db: &mut PgConnection) -> sqlx::Result<Summary> {
    let subs: Vec<(String, String, Decimal, Decimal)> = sqlx::query_as(
        "select p.currency, s.period, p.monthly_price, p.yearly_price
         from platform.subscriptions s join platform.plans p on p.id = s.plan_id
         join platform.companies c on c.id = s.company_id
         where c.status <> 'suspended' and (s.trial_ends_on is null or s.trial_ends_on <= (now() at time zone 'Asia/Kuala_Lumpur')::date)",
    )
    .fetch_all(&mut *db)
    .await?;
    let mut mrr: Vec<(String, Decimal)> = Vec::new();
    for (currency, period, monthly, yearly) in subs {
        let amount = rules::monthly_revenue(
            Period::parse(&period).unwrap_or(Period::Monthly),
            monthly,
            yearly,
        );
        match mrr.iter_mut().find(|(c, _)| *c == currency) {
            Some((_, sum)) => *sum += amount,
            None => mrr.push((currency, amount)),
        }
    }
    mrr.sort();
    let overdue: Vec<(String, Decimal)> = sqlx::query_as(
        "select currency, sum(total - paid) from platform.subscription_invoices
         where status = 'overdue' group by currency order by currency",
    )
    .fetch_all(&mut *db)
    .await?;
    let (locked_companies, overdue_invoices, invoices_due): (i64, i64, i64) = sqlx::query_as(
        "select (select count(*) from platform.companies where status = 'locked'),
                (select count(*) from platform.subscription_invoices where status = 'overdue'),
                (select count(*) from platform.subscription_invoices where status in ('pending', 'partially_paid'))",
    )
    .fetch_one(db)
    .await?;
    Ok(Summary {
        mrr,
        overdue,
        locked_companies,
        overdue_invoices,
        invoices_due,
    })
}

/// The address billing e-mail goes to: the company's contact e-mail (its own schema).
pub async fn billing_email(db: &mut PgConnection) -> sqlx::Result<Option<String>> {
    Ok(sqlx::query_scalar::<_, Option<String>>(
        "select coalesce(nullif(s.email, ''), (select email from users where role = 'hq' order by id limit 1))
         from company_settings s limit 1",
    )
    .fetch_optional(db)
    .await?
    .flatten())
}
