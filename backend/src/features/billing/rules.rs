//! The vendor's billing rules, pure: periods, an invoice's status, proration of a change of plan,
//! the lines of a renewal invoice, how a payment is split between an invoice and credit, and which
//! reminder is due (docs/api-billing.md).

use crate::domain::money::Currency;
use chrono::{Months, NaiveDate};
use rust_decimal::Decimal;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Period {
    Monthly,
    Yearly,
}

impl Period {
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim() {
            "monthly" => Some(Period::Monthly),
            "yearly" => Some(Period::Yearly),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Period::Monthly => "monthly",
            Period::Yearly => "yearly",
        }
    }

    /// The first day of the period after the one starting on `start` (31 Jan + 1 month = 28/29 Feb).
    pub fn next_start(self, start: NaiveDate) -> NaiveDate {
        let months = match self {
            Period::Monthly => 1,
            Period::Yearly => 12,
        };
        start
            .checked_add_months(Months::new(months))
            .expect("a billing day is far from the end of time")
    }

    /// A plan's price for this period.
    pub fn price(self, monthly: Decimal, yearly: Decimal) -> Decimal {
        match self {
            Period::Monthly => monthly,
            Period::Yearly => yearly,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvoiceStatus {
    Pending,
    PartiallyPaid,
    Paid,
    Overdue,
    Void,
}

impl InvoiceStatus {
    pub const ALL: [InvoiceStatus; 5] = [
        InvoiceStatus::Pending,
        InvoiceStatus::PartiallyPaid,
        InvoiceStatus::Paid,
        InvoiceStatus::Overdue,
        InvoiceStatus::Void,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            InvoiceStatus::Pending => "pending",
            InvoiceStatus::PartiallyPaid => "partially_paid",
            InvoiceStatus::Paid => "paid",
            InvoiceStatus::Overdue => "overdue",
            InvoiceStatus::Void => "void",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|x| x.as_str() == s.trim())
    }

    /// Still waiting for money.
    pub fn is_open(self) -> bool {
        matches!(
            self,
            InvoiceStatus::Pending | InvoiceStatus::PartiallyPaid | InvoiceStatus::Overdue
        )
    }
}

/// An invoice's status from its figures: void wins; then paid when nothing is left; an invoice
/// once overdue stays overdue until paid, even in part; otherwise partially paid or pending.
pub fn invoice_status(total: Decimal, paid: Decimal, void: bool, overdue: bool) -> InvoiceStatus {
    if void {
        InvoiceStatus::Void
    } else if paid >= total {
        InvoiceStatus::Paid
    } else if overdue {
        InvoiceStatus::Overdue
    } else if paid > Decimal::ZERO {
        InvoiceStatus::PartiallyPaid
    } else {
        InvoiceStatus::Pending
    }
}

/// Late: money is still owed more than `grace_days` after the due day.
pub fn is_late(due_on: NaiveDate, today: NaiveDate, grace_days: i32) -> bool {
    today > due_on + chrono::Duration::days(grace_days.max(0) as i64)
}

/// When the renewal invoice of the period starting on `renews_on` is issued: `issue_days_before`
/// days ahead, or at once when that day has passed.
pub fn time_to_issue(today: NaiveDate, renews_on: NaiveDate, issue_days_before: i32) -> bool {
    today >= renews_on - chrono::Duration::days(issue_days_before.max(0) as i64)
}

/// What is added to the next invoice when the plan changes on `today` inside the period
/// `period_start .. renews_on`: the difference of the two prices for the days left, by days,
/// at the currency's scale (negative: a credit). Nothing during a trial or outside the period.
pub fn proration(
    old_price: Decimal,
    new_price: Decimal,
    period_start: NaiveDate,
    renews_on: NaiveDate,
    today: NaiveDate,
    in_trial: bool,
    currency: Currency,
) -> Decimal {
    let total_days = (renews_on - period_start).num_days();
    if in_trial || total_days <= 0 {
        return Decimal::ZERO;
    }
    let left = (renews_on - today).num_days().clamp(0, total_days);
    currency.round((new_price - old_price) * Decimal::from(left) / Decimal::from(total_days))
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub description: String,
    pub quantity: i32,
    pub unit_price: Decimal,
    pub amount: Decimal,
}

impl Line {
    fn one(description: String, amount: Decimal) -> Self {
        Line {
            description,
            quantity: 1,
            unit_price: amount,
            amount,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenewalInvoice {
    pub lines: Vec<Line>,
    pub total: Decimal,
    /// The subscription's credit after this invoice.
    pub credit_left: Decimal,
}

/// The lines of a renewal invoice: the plan for the period, the adjustments waiting (prorations),
/// then the subscription's credit taken off what is owed. A total below zero is never invoiced:
/// the invoice is 0 and the difference stays credit.
pub fn renewal_invoice(
    plan_line: &str,
    price: Decimal,
    adjustments: &[(String, Decimal)],
    credit: Decimal,
    credit_label: &str,
) -> RenewalInvoice {
    let mut lines = vec![Line::one(plan_line.to_string(), price)];
    lines.extend(adjustments.iter().map(|(d, a)| Line::one(d.clone(), *a)));
    let subtotal: Decimal = lines.iter().map(|l| l.amount).sum();
    let available = credit.max(Decimal::ZERO) + (-subtotal).max(Decimal::ZERO);
    let owed = subtotal.max(Decimal::ZERO);
    let used = available.min(owed);
    if credit > Decimal::ZERO && used > Decimal::ZERO {
        lines.push(Line::one(credit_label.to_string(), -used.min(credit)));
    }
    RenewalInvoice {
        total: owed - used,
        credit_left: available - used,
        lines,
    }
}

/// A payment of `amount` against an invoice with `balance` left: what goes to the invoice, and
/// what is kept as credit (nothing is lost).
pub fn split_payment(balance: Decimal, amount: Decimal) -> (Decimal, Decimal) {
    let applied = amount.min(balance.max(Decimal::ZERO));
    (applied, amount - applied)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reminder {
    /// A few days before the due day.
    Before,
    /// On the due day.
    Due,
    /// The day the invoice turned overdue.
    Overdue,
}

impl Reminder {
    pub fn as_str(self) -> &'static str {
        match self {
            Reminder::Before => "before",
            Reminder::Due => "due",
            Reminder::Overdue => "overdue",
        }
    }
}

/// The reminder to send today for an open invoice, if any: each kind once, and only the latest
/// that applies (a run missed for days does not send three e-mails at once).
pub fn reminder_due(
    today: NaiveDate,
    due_on: NaiveDate,
    days_before: i32,
    grace_days: i32,
    sent: &[String],
) -> Option<Reminder> {
    let has = |r: Reminder| sent.iter().any(|s| s == r.as_str());
    if is_late(due_on, today, grace_days) {
        return (!has(Reminder::Overdue)).then_some(Reminder::Overdue);
    }
    if today >= due_on {
        return (!has(Reminder::Due)).then_some(Reminder::Due);
    }
    let window = due_on - chrono::Duration::days(days_before.max(0) as i64);
    (today >= window && !has(Reminder::Before) && !has(Reminder::Due)).then_some(Reminder::Before)
}

/// The invoice number: the year it is issued and a running number across the vendor.
pub fn invoice_number(issued_on: NaiveDate, sequence: i64) -> String {
    use chrono::Datelike;
    format!("INV-{}-{sequence:06}", issued_on.year())
}

/// A plan's monthly recurring revenue: a yearly price counts a twelfth.
pub fn monthly_revenue(period: Period, monthly: Decimal, yearly: Decimal) -> Decimal {
    match period {
        Period::Monthly => monthly,
        Period::Yearly => (yearly / Decimal::from(12)).round_dp(2),
    }
}

/// Whether a company with `agents` agents (not suspended) may register one more under a plan
/// allowing `max_agents` (none: unlimited).
pub fn may_add_agent(agents: i64, max_agents: Option<i32>) -> bool {
    max_agents.is_none_or(|max| agents < max as i64)
}

/// Feature keys a plan can include (the screens translate them).
pub const FEATURES: [&str; 9] = [
    "reports",
    "analytics",
    "campaigns",
    "marketing",
    "stores",
    "e_invoice",
    "cp58",
    "integrations",
    "api",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn dec(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    #[test]
    fn a_month_after_the_31st_is_the_end_of_the_shorter_month() {
        assert_eq!(Period::Monthly.next_start(d("2026-01-31")), d("2026-02-28"));
        assert_eq!(Period::Yearly.next_start(d("2028-02-29")), d("2029-02-28"));
        assert_eq!(Period::Monthly.next_start(d("2026-12-01")), d("2027-01-01"));
    }

    #[test]
    fn status_follows_the_figures() {
        use InvoiceStatus::*;
        assert_eq!(invoice_status(dec("100"), dec("0"), false, false), Pending);
        assert_eq!(
            invoice_status(dec("100"), dec("40"), false, false),
            PartiallyPaid
        );
        assert_eq!(invoice_status(dec("100"), dec("40"), false, true), Overdue);
        assert_eq!(invoice_status(dec("100"), dec("100"), false, true), Paid);
        assert_eq!(invoice_status(dec("0"), dec("0"), false, false), Paid);
        assert_eq!(invoice_status(dec("100"), dec("0"), true, true), Void);
        assert!(Overdue.is_open() && !Paid.is_open() && !Void.is_open());
    }

    #[test]
    fn late_after_the_grace_days() {
        assert!(!is_late(d("2026-11-10"), d("2026-11-13"), 3));
        assert!(is_late(d("2026-11-10"), d("2026-11-14"), 3));
        assert!(is_late(d("2026-11-10"), d("2026-11-11"), 0));
    }

    #[test]
    fn issued_a_week_ahead_or_at_once_when_late() {
        assert!(!time_to_issue(d("2026-11-23"), d("2026-12-01"), 7));
        assert!(time_to_issue(d("2026-11-24"), d("2026-12-01"), 7));
        assert!(time_to_issue(d("2026-12-05"), d("2026-12-01"), 7));
    }

    #[test]
    fn an_upgrade_halfway_costs_half_the_difference() {
        // 30-day period, 15 days left: (499 - 199) × 15 / 30 = 150.
        let p = proration(
            dec("199"),
            dec("499"),
            d("2026-11-01"),
            d("2026-12-01"),
            d("2026-11-16"),
            false,
            Currency::Myr,
        );
        assert_eq!(p, dec("150.00"));
        // A downgrade with 10 of 30 days left is a credit of a third of the difference.
        let p = proration(
            dec("499"),
            dec("199"),
            d("2026-11-01"),
            d("2026-12-01"),
            d("2026-11-21"),
            false,
            Currency::Myr,
        );
        assert_eq!(p, dec("-100.00"));
        // Rupiah rounds to the rupiah.
        let p = proration(
            dec("699000"),
            dec("1749000"),
            d("2026-11-01"),
            d("2026-12-01"),
            d("2026-11-30"),
            false,
            Currency::Idr,
        );
        assert_eq!(p, dec("35000"));
        assert_eq!(
            proration(
                dec("199"),
                dec("499"),
                d("2026-11-01"),
                d("2026-12-01"),
                d("2026-11-16"),
                true,
                Currency::Myr
            ),
            dec("0")
        );
    }

    #[test]
    fn a_renewal_takes_prorations_and_credit() {
        let inv = renewal_invoice(
            "Growth, monthly",
            dec("499"),
            &[("Upgrade".into(), dec("150"))],
            dec("49"),
            "Credit",
        );
        assert_eq!(inv.lines.len(), 3);
        assert_eq!(inv.lines[2].amount, dec("-49"));
        assert_eq!(inv.total, dec("600"));
        assert_eq!(inv.credit_left, dec("0"));
    }

    #[test]
    fn credit_beyond_the_invoice_is_kept() {
        let inv = renewal_invoice("Starter, monthly", dec("199"), &[], dec("250"), "Credit");
        assert_eq!(inv.total, dec("0"));
        assert_eq!(inv.credit_left, dec("51"));
        assert_eq!(inv.lines.last().unwrap().amount, dec("-199"));
        // A downgrade credit larger than the plan leaves the rest as credit.
        let inv = renewal_invoice(
            "Starter, monthly",
            dec("199"),
            &[("Downgrade".into(), dec("-300"))],
            dec("0"),
            "Credit",
        );
        assert_eq!(inv.total, dec("0"));
        assert_eq!(inv.credit_left, dec("101"));
    }

    #[test]
    fn an_overpayment_becomes_credit() {
        assert_eq!(split_payment(dec("100"), dec("40")), (dec("40"), dec("0")));
        assert_eq!(
            split_payment(dec("100"), dec("130")),
            (dec("100"), dec("30"))
        );
        assert_eq!(split_payment(dec("0"), dec("10")), (dec("0"), dec("10")));
    }

    #[test]
    fn reminders_come_once_each_and_only_the_latest() {
        let due = d("2026-12-01");
        let none: Vec<String> = vec![];
        assert_eq!(reminder_due(d("2026-11-27"), due, 3, 3, &none), None);
        assert_eq!(
            reminder_due(d("2026-11-28"), due, 3, 3, &none),
            Some(Reminder::Before)
        );
        assert_eq!(
            reminder_due(d("2026-11-29"), due, 3, 3, &["before".into()]),
            None
        );
        assert_eq!(
            reminder_due(d("2026-12-01"), due, 3, 3, &["before".into()]),
            Some(Reminder::Due)
        );
        assert_eq!(
            reminder_due(d("2026-12-05"), due, 3, 3, &none),
            Some(Reminder::Overdue)
        );
        assert_eq!(
            reminder_due(d("2026-12-06"), due, 3, 3, &["overdue".into()]),
            None
        );
    }

    #[test]
    fn numbers_and_revenue() {
        assert_eq!(invoice_number(d("2026-11-24"), 42), "INV-2026-000042");
        assert_eq!(
            monthly_revenue(Period::Yearly, dec("199"), dec("1990")),
            dec("165.83")
        );
        assert!(may_add_agent(199, Some(200)));
        assert!(!may_add_agent(200, Some(200)));
        assert!(may_add_agent(1_000_000, None));
    }
}
