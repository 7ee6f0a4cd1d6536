//! The dashboards' rules, pure: how a figure compares with the one before it.

use rust_decimal::Decimal;

/// The change from `before` to `now` in whole percent (rounded toward zero); None when there was
/// nothing before to compare with.
pub fn change_percent(now: Decimal, before: Decimal) -> Option<i64> {
    if before <= Decimal::ZERO {
        return None;
    }
    let p = ((now - before) * Decimal::ONE_HUNDRED / before).trunc();
    i64::try_from(p).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    #[test]
    fn a_month_against_the_one_before() {
        assert_eq!(change_percent(d("1500"), d("1000")), Some(50));
        assert_eq!(change_percent(d("750"), d("1000")), Some(-25));
        assert_eq!(change_percent(d("1000.00"), d("1000")), Some(0));
        assert_eq!(change_percent(d("100"), d("300")), Some(-66), "toward zero");
        assert_eq!(
            change_percent(d("100"), d("0")),
            None,
            "nothing to compare with"
        );
    }
}
