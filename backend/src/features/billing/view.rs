//! What the billing calls answer (docs/api-billing.md), shared by HQ's calls and the vendor
//! console. Money is written at the scale of its own currency.

use super::{rules, store};
use crate::domain::money::Currency;
use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::Object;
use rust_decimal::Decimal;

fn amount(currency: &str, v: Decimal) -> String {
    Currency::parse(currency).text(v)
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Plan {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub description: String,
    /// MYR or IDR
    pub currency: String,
    pub monthly_price: String,
    pub yearly_price: String,
    /// None: unlimited.
    #[oai(nullable)]
    pub max_agents: Option<i32>,
    #[oai(nullable)]
    pub max_branches: Option<i32>,
    /// reports, analytics, campaigns, marketing, stores, e_invoice, cp58, integrations, api
    pub features: Vec<String>,
    pub trial_days: i32,
    /// Offered to companies choosing a plan.
    pub active: bool,
    /// The company's plan now (HQ's calls; false in the vendor console).
    pub current: bool,
}

impl Plan {
    pub fn of(p: store::PlanRow, current: bool) -> Self {
        Plan {
            monthly_price: amount(&p.currency, p.monthly_price),
            yearly_price: amount(&p.currency, p.yearly_price),
            id: p.id,
            code: p.code,
            name: p.name,
            description: p.description,
            currency: p.currency,
            max_agents: p.max_agents,
            max_branches: p.max_branches,
            features: p.features,
            trial_days: p.trial_days,
            active: p.active,
            current,
        }
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SubscriptionInfo {
    pub plan_id: i64,
    /// monthly or yearly
    pub period: String,
    pub started_on: NaiveDate,
    #[oai(nullable)]
    pub trial_ends_on: Option<NaiveDate>,
    /// The first day of the next period (its invoice is due that day).
    pub renews_on: NaiveDate,
    /// The period the subscription moves to at renewal, if it changes.
    #[oai(nullable)]
    pub next_period: Option<String>,
    /// Paid beyond an invoice: taken off the next one.
    pub credit_balance: String,
}

impl SubscriptionInfo {
    pub fn of(s: &store::SubscriptionRow, currency: &str) -> Self {
        SubscriptionInfo {
            plan_id: s.plan_id,
            period: s.period.clone(),
            started_on: s.started_on,
            trial_ends_on: s.trial_ends_on,
            renews_on: s.renews_on,
            next_period: s.next_period.clone(),
            credit_balance: amount(currency, s.credit_balance),
        }
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PlanUsage {
    /// Agents that count against the plan (not suspended).
    pub agents: i64,
    #[oai(nullable)]
    pub max_agents: Option<i32>,
    pub branches: i64,
    #[oai(nullable)]
    pub max_branches: Option<i32>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct DueInvoice {
    pub id: i64,
    pub number: String,
    pub due_on: NaiveDate,
    pub balance: String,
    pub status: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SubscriptionOverview {
    pub plan: Plan,
    pub subscription: SubscriptionInfo,
    pub usage: PlanUsage,
    /// The oldest invoice with money owed.
    #[oai(nullable)]
    pub due: Option<DueInvoice>,
    /// All that is owed now.
    pub balance_due: String,
    pub locked: bool,
    /// trial, active, locked or suspended
    pub status: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProrationPreview {
    /// Added to the next invoice (negative: a credit).
    pub amount: String,
    pub description: String,
    pub effective_on: NaiveDate,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct InvoiceItem {
    pub description: String,
    pub quantity: i32,
    pub unit_price: String,
    pub amount: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct InvoicePayment {
    pub id: i64,
    /// billplz, stripe or manual
    pub method: String,
    pub reference: String,
    pub amount: String,
    pub paid_at: DateTime<Utc>,
    #[oai(nullable)]
    pub note: Option<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct InvoiceSummary {
    pub id: i64,
    pub number: String,
    pub company_id: i64,
    pub company_name: String,
    pub issued_on: NaiveDate,
    pub due_on: NaiveDate,
    pub currency: String,
    pub total: String,
    pub paid: String,
    pub balance: String,
    /// pending, partially_paid, paid, overdue or void
    pub status: String,
}

impl InvoiceSummary {
    pub fn of(r: &store::InvoiceRow) -> Self {
        InvoiceSummary {
            id: r.id,
            number: r.number.clone(),
            company_id: r.company_id,
            company_name: r.company_name.clone(),
            issued_on: r.issued_on,
            due_on: r.due_on,
            currency: r.currency.clone(),
            total: amount(&r.currency, r.total),
            paid: amount(&r.currency, r.paid),
            balance: amount(&r.currency, r.balance()),
            status: r.status.clone(),
        }
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct InvoicePage {
    pub items: Vec<InvoiceSummary>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    /// All that is owed on the invoices listed's company (HQ) or every company (vendor).
    pub balance_due: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Invoice {
    pub id: i64,
    pub number: String,
    pub company_id: i64,
    pub company_name: String,
    pub issued_on: NaiveDate,
    pub due_on: NaiveDate,
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    pub currency: String,
    pub items: Vec<InvoiceItem>,
    pub total: String,
    pub paid: String,
    pub balance: String,
    /// pending, partially_paid, paid, overdue or void
    pub status: String,
    #[oai(nullable)]
    pub accounting_ref: Option<String>,
    pub payments: Vec<InvoicePayment>,
    #[oai(nullable)]
    pub void_reason: Option<String>,
    /// The gateways the invoice can be paid through now (none when nothing is owed).
    pub pay_methods: Vec<String>,
    pub vendor_name: String,
    pub vendor_address: String,
}

impl Invoice {
    pub fn of(
        r: store::InvoiceRow,
        items: Vec<rules::Line>,
        payments: Vec<store::PaymentRow>,
        settings: &store::Settings,
        gateways: &[&str],
    ) -> Self {
        let c = r.currency.clone();
        let open = r.status().is_open() && r.balance() > Decimal::ZERO;
        Invoice {
            id: r.id,
            number: r.number.clone(),
            company_id: r.company_id,
            company_name: r.company_name.clone(),
            issued_on: r.issued_on,
            due_on: r.due_on,
            period_start: r.period_start,
            period_end: r.period_end,
            items: items
                .into_iter()
                .map(|l| InvoiceItem {
                    description: l.description,
                    quantity: l.quantity,
                    unit_price: amount(&c, l.unit_price),
                    amount: amount(&c, l.amount),
                })
                .collect(),
            total: amount(&c, r.total),
            paid: amount(&c, r.paid),
            balance: amount(&c, r.balance()),
            status: r.status.clone(),
            accounting_ref: r.accounting_ref.clone(),
            payments: payments
                .into_iter()
                .map(|p| InvoicePayment {
                    id: p.id,
                    method: p.method,
                    reference: p.reference,
                    amount: amount(&c, p.amount),
                    paid_at: p.paid_at,
                    note: p.note,
                })
                .collect(),
            void_reason: r.void_reason.clone(),
            pay_methods: if open {
                gateways.iter().map(|g| g.to_string()).collect()
            } else {
                vec![]
            },
            vendor_name: settings.vendor_name.clone(),
            vendor_address: settings.vendor_address.clone(),
            currency: c,
        }
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PaymentLink {
    /// The gateway's payment page: send the browser there.
    pub url: String,
}

/// The invoice an accounting system's reference points to, if any.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AccountingInvoiceLookup {
    /// Null when the company has no invoice by that reference.
    #[oai(nullable)]
    pub invoice: Option<Invoice>,
}
