//! CP58 statements and s.107D withholding, pure (docs/api-tax.md).

use chrono::{Datelike, NaiveDate};
use rust_decimal::{Decimal, RoundingStrategy};

/// A CP58 is due when an agent's incentives in a year exceed RM 5,000 (ITA s.83A; below it, only
/// on the agent's request).
pub fn cp58_threshold() -> Decimal {
    Decimal::from(5000)
}

/// The first year CP58 exists (effective 1 January 2012).
pub const FIRST_CP58_YEAR: i32 = 2012;

/// What a CP58 counts for one agent and year.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Incentives {
    /// C(a): commission and bonus.
    pub commission: Decimal,
    /// C(b): other monetary incentives (rebates, cash rewards).
    pub other_monetary: Decimal,
    /// C(c)–(f): non-monetary incentives at cost.
    pub non_monetary: Decimal,
}

impl Incentives {
    pub fn total(&self) -> Decimal {
        self.commission + self.other_monetary + self.non_monetary
    }

    pub fn over_threshold(&self) -> bool {
        self.total() > cp58_threshold()
    }
}

/// Why a year cannot be asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YearRefusal {
    /// Before CP58 existed or after this year.
    OutOfRange,
    /// The year has not ended: its CP58 cannot be issued yet.
    NotEnded,
}

/// The year asked for (last year when none), one CP58 can be read for.
pub fn year_to_read(year: Option<i64>, today: NaiveDate) -> Result<i32, YearRefusal> {
    let y = year.unwrap_or(i64::from(today.year()) - 1);
    if y < i64::from(FIRST_CP58_YEAR) || y > i64::from(today.year()) {
        return Err(YearRefusal::OutOfRange);
    }
    Ok(y as i32)
}

/// The year HQ issues CP58s for: it must have ended.
pub fn year_to_issue(year: i64, today: NaiveDate) -> Result<i32, YearRefusal> {
    let y = year_to_read(Some(year), today)?;
    if y >= today.year() {
        return Err(YearRefusal::NotEnded);
    }
    Ok(y)
}

/// The year's first day and the next year's first day (Kuala Lumpur days).
pub fn year_bounds(year: i32) -> (NaiveDate, NaiveDate) {
    let first = |y| NaiveDate::from_ymd_opt(y, 1, 1).expect("1 January");
    (first(year), first(year + 1))
}

/// What Part B of an agent's CP58 lacks: their income tax number, their identity (MyKad or passport;
/// a company agent's ROC), their address.
pub fn missing(
    tin: Option<&str>,
    identity: Option<&str>,
    address: Option<&str>,
) -> Vec<&'static str> {
    let blank = |v: Option<&str>| v.is_none_or(|s| s.trim().is_empty());
    [
        (blank(tin), "tin"),
        (blank(identity), "identity"),
        (blank(address), "address"),
    ]
    .into_iter()
    .filter_map(|(is_missing, code)| is_missing.then_some(code))
    .collect()
}

/// The company's withholding settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Withholding {
    pub threshold: Decimal,
    /// Percent; 0 is off.
    pub rate: Decimal,
}

/// The rate withheld from an agent's next payout (s.107D): an individual resident in Malaysia
/// whose payouts paid last year exceeded the threshold. None when nothing is withheld.
pub fn withholding_rate(
    w: Withholding,
    individual_resident: bool,
    paid_last_year: Decimal,
) -> Option<Decimal> {
    (individual_resident && w.rate > Decimal::ZERO && paid_last_year > w.threshold)
        .then_some(w.rate)
}

/// What is withheld from a payout of `amount` at `rate` percent, rounded to the currency's scale.
pub fn withheld(amount: Decimal, rate: Option<Decimal>, scale: u32) -> Decimal {
    rate.map(|r| {
        (amount * r / Decimal::from(100))
            .round_dp_with_strategy(scale, RoundingStrategy::MidpointAwayFromZero)
    })
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    fn day(y: i32, m: u32, dd: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, dd).unwrap()
    }

    #[test]
    fn a_cp58_is_due_only_above_five_thousand_ringgit() {
        let at = |c: &str, o: &str| Incentives {
            commission: d(c),
            other_monetary: d(o),
            non_monetary: Decimal::ZERO,
        };
        assert!(
            !at("4000.00", "1000.00").over_threshold(),
            "exactly RM 5,000 is not over"
        );
        assert!(at("4000.00", "1000.01").over_threshold());
        assert_eq!(at("4000.00", "1000.01").total(), d("5000.01"));
    }

    #[test]
    fn only_an_ended_year_is_issued() {
        let today = day(2026, 11, 25);
        assert_eq!(year_to_read(None, today), Ok(2025), "last year by default");
        assert_eq!(year_to_read(Some(2026), today), Ok(2026));
        assert_eq!(
            year_to_read(Some(2011), today),
            Err(YearRefusal::OutOfRange)
        );
        assert_eq!(
            year_to_read(Some(2027), today),
            Err(YearRefusal::OutOfRange)
        );
        assert_eq!(year_to_issue(2025, today), Ok(2025));
        assert_eq!(year_to_issue(2026, today), Err(YearRefusal::NotEnded));
        assert_eq!(year_to_issue(2026, day(2027, 1, 1)), Ok(2026));
        assert_eq!(year_bounds(2025), (day(2025, 1, 1), day(2026, 1, 1)));
    }

    #[test]
    fn part_b_names_what_it_lacks() {
        assert_eq!(
            missing(
                Some("IG1234567890"),
                Some("900101-14-5678"),
                Some("1 Jalan Ampang")
            ),
            Vec::<&str>::new()
        );
        assert_eq!(missing(None, Some(" "), Some("x")), vec!["tin", "identity"]);
        assert_eq!(missing(Some("IG1"), Some("x"), None), vec!["address"]);
    }

    #[test]
    fn withholding_applies_past_the_threshold_to_resident_individuals() {
        let w = Withholding {
            threshold: d("100000"),
            rate: d("2"),
        };
        assert_eq!(withholding_rate(w, true, d("100000.01")), Some(d("2")));
        assert_eq!(
            withholding_rate(w, true, d("100000.00")),
            None,
            "exactly the threshold is not over"
        );
        assert_eq!(
            withholding_rate(w, false, d("500000")),
            None,
            "a company agent or non-resident"
        );
        let off = Withholding {
            rate: Decimal::ZERO,
            ..w
        };
        assert_eq!(
            withholding_rate(off, true, d("500000")),
            None,
            "a rate of 0 is off"
        );
        assert_eq!(withheld(d("1234.56"), Some(d("2")), 2), d("24.69"));
        assert_eq!(withheld(d("1234.56"), None, 2), Decimal::ZERO);
        assert_eq!(withheld(d("150000"), Some(d("2")), 0), d("3000"));
    }
}
