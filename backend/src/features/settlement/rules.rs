//! Settlement rules, pure: the gateway's fee on a payment and the working day its money settles.

use chrono::{Datelike, Duration, NaiveDate, Weekday};
use rust_decimal::Decimal;

/// The company's terms with the gateway.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    pub fee_fixed: Decimal,
    /// Percent of the payment.
    pub fee_percent: Decimal,
    /// Working days (Monday to Friday) after the payment day.
    pub settlement_days: u32,
}

/// The gateway's fee on a payment (rounded to the sen, never more than the payment).
pub fn fee(amount: Decimal, terms: &Terms) -> Decimal {
    let f = terms.fee_fixed + amount * terms.fee_percent / Decimal::ONE_HUNDRED;
    f.round_dp(2).min(amount).max(Decimal::ZERO)
}

/// The day a payment made on `paid_on` settles: that many working days later (a payment made on a
/// weekend counts from the next Monday).
pub fn settles_on(paid_on: NaiveDate, terms: &Terms) -> NaiveDate {
    let working = |d: NaiveDate| !matches!(d.weekday(), Weekday::Sat | Weekday::Sun);
    let mut day = paid_on;
    while !working(day) {
        day += Duration::days(1);
    }
    let mut left = terms.settlement_days;
    while left > 0 {
        day += Duration::days(1);
        if working(day) {
            left -= 1;
        }
    }
    day
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    const T1: Terms = Terms {
        fee_fixed: Decimal::from_parts(150, 0, 0, false, 2),
        fee_percent: Decimal::ZERO,
        settlement_days: 1,
    };

    #[test]
    fn a_payment_settles_working_days_later() {
        // Wednesday 25 Nov 2026 → Thursday; Friday → Monday; Saturday and Sunday → Tuesday.
        assert_eq!(settles_on(day("2026-11-25"), &T1), day("2026-11-26"));
        assert_eq!(settles_on(day("2026-11-27"), &T1), day("2026-11-30"));
        assert_eq!(settles_on(day("2026-11-28"), &T1), day("2026-12-01"));
        assert_eq!(settles_on(day("2026-11-29"), &T1), day("2026-12-01"));
        let same_day = Terms {
            settlement_days: 0,
            ..T1
        };
        assert_eq!(settles_on(day("2026-11-28"), &same_day), day("2026-11-30"));
    }

    #[test]
    fn the_fee_is_fixed_plus_a_percent_and_never_more_than_the_payment() {
        assert_eq!(fee(d("150.00"), &T1), d("1.50"));
        let card = Terms {
            fee_fixed: d("0.50"),
            fee_percent: d("2.5"),
            settlement_days: 2,
        };
        // RM 0.50 + 2.5 % of RM 123.45 (3.08625) = RM 3.59.
        assert_eq!(fee(d("123.45"), &card), d("3.59"));
        assert_eq!(fee(d("1.00"), &T1), d("1.00"), "capped at the payment");
    }
}
