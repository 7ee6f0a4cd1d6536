//! The rules of the close and of payouts, pure.

use rust_decimal::Decimal;

/// A month can be closed once it has ended.
pub fn can_close(period: chrono::NaiveDate, current: chrono::NaiveDate) -> bool {
    period < current
}

/// Why a payout request is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PayoutRefusal {
    /// Not a positive amount at the currency's scale.
    NotAnAmount,
    BelowMinimum,
    AboveAvailable,
}

/// What an agent may still ask for: their closed statements less what was paid or waits.
pub fn available(committed: Decimal, paid: Decimal, pending: Decimal) -> Decimal {
    (committed - paid - pending).max(Decimal::ZERO)
}

/// Checks a requested amount against the minimum and the available balance.
pub fn check_request(
    amount: Decimal,
    available: Decimal,
    minimum: Decimal,
    scale: u32,
) -> Result<Decimal, PayoutRefusal> {
    if amount <= Decimal::ZERO || amount.normalize().scale() > scale {
        return Err(PayoutRefusal::NotAnAmount);
    }
    if amount < minimum {
        return Err(PayoutRefusal::BelowMinimum);
    }
    if amount > available {
        return Err(PayoutRefusal::AboveAvailable);
    }
    Ok(amount)
}

/// A payout's life: approve a request; reject a request or an approved one (its amount returns to
/// the balance); mark an approved one paid (a bank transfer) or send it through Billplz, whose
/// callback then makes it paid or failed (the amount returns).
pub fn can_decide(status: &str, to: &str) -> bool {
    matches!(
        (status, to),
        ("requested", "approved")
            | ("requested" | "approved", "rejected")
            | ("approved", "paid" | "sending")
            | ("sending", "paid" | "failed")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    #[test]
    fn only_an_ended_month_closes() {
        let nov = NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
        let oct = NaiveDate::from_ymd_opt(2026, 10, 1).unwrap();
        assert!(can_close(oct, nov));
        assert!(!can_close(nov, nov));
    }

    #[test]
    fn a_request_is_between_the_minimum_and_the_balance() {
        // Aina's closed statements came to RM 300.00; RM 100.00 was paid and RM 50.00 waits:
        // RM 150.00 is available, and the company's minimum is RM 50.00.
        let avail = available(d("300.00"), d("100.00"), d("50.00"));
        assert_eq!(avail, d("150.00"));
        assert_eq!(
            check_request(d("150.00"), avail, d("50"), 2),
            Ok(d("150.00"))
        );
        assert_eq!(
            check_request(d("49.99"), avail, d("50"), 2),
            Err(PayoutRefusal::BelowMinimum)
        );
        assert_eq!(
            check_request(d("150.01"), avail, d("50"), 2),
            Err(PayoutRefusal::AboveAvailable)
        );
        assert_eq!(
            check_request(d("60.001"), avail, d("50"), 2),
            Err(PayoutRefusal::NotAnAmount)
        );
        assert_eq!(
            check_request(d("0"), avail, d("0"), 2),
            Err(PayoutRefusal::NotAnAmount)
        );
        // Rupiah: whole rupiah only.
        assert_eq!(
            check_request(d("100000.5"), d("500000"), d("50000"), 0),
            Err(PayoutRefusal::NotAnAmount)
        );
        assert_eq!(
            check_request(d("100000"), d("500000"), d("50000"), 0),
            Ok(d("100000"))
        );
    }

    #[test]
    fn decisions_follow_the_payouts_life() {
        assert!(can_decide("requested", "approved"));
        assert!(can_decide("approved", "paid"));
        assert!(can_decide("approved", "rejected"));
        assert!(!can_decide("requested", "paid"), "approval comes first");
        assert!(!can_decide("paid", "rejected"), "paid is final");
        assert!(!can_decide("rejected", "approved"));
        assert!(can_decide("approved", "sending") && can_decide("sending", "failed"));
        assert!(
            !can_decide("requested", "sending"),
            "only an approved payout is sent"
        );
        assert!(
            !can_decide("paid", "failed"),
            "a replayed callback changes nothing"
        );
    }
}
