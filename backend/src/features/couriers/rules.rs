//! Courier rules: which rate row covers an order, and what shipping then costs. Pure.

use rust_decimal::Decimal;

/// "Up to `up_to` kg (or units), inclusive, from the previous row's bound: `price`."
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub up_to: Decimal,
    pub price: Decimal,
}

/// The price of the smallest bound that covers `amount`; None when the order is heavier (or has
/// more units) than every row: the user is told to contact HQ (spec §5).
pub fn rate_for(rates: &[Rate], amount: Decimal) -> Option<Decimal> {
    rates
        .iter()
        .filter(|r| r.up_to >= amount)
        .min_by_key(|r| r.up_to)
        .map(|r| r.price)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quote {
    pub shipping: Decimal,
    pub handling_fee: Decimal,
    pub total: Decimal,
    pub free_shipping: bool,
}

/// Shipping for an order: free once the sub total reaches the courier's threshold; the handling
/// fee is charged either way.
pub fn quote(
    rate: Decimal,
    handling_fee: Decimal,
    free_threshold: Option<Decimal>,
    subtotal: Option<Decimal>,
) -> Quote {
    let free = matches!((free_threshold, subtotal), (Some(t), Some(s)) if s >= t);
    let shipping = if free { Decimal::ZERO } else { rate };
    Quote {
        shipping,
        handling_fee,
        total: shipping + handling_fee,
        free_shipping: free,
    }
}

/// The index of the first rate whose bound is not above zero or repeats an earlier one.
pub fn bad_bound(bounds: &[Decimal]) -> Option<usize> {
    bounds
        .iter()
        .enumerate()
        .find(|(i, b)| **b <= Decimal::ZERO || bounds[..*i].contains(b))
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    fn table() -> Vec<Rate> {
        vec![
            Rate {
                up_to: d("3"),
                price: d("9.00"),
            },
            Rate {
                up_to: d("1"),
                price: d("6.00"),
            },
            Rate {
                up_to: d("5"),
                price: d("12.50"),
            },
        ]
    }

    #[test]
    fn the_smallest_covering_bound_sets_the_price() {
        assert_eq!(rate_for(&table(), d("0.2")), Some(d("6.00")));
        assert_eq!(rate_for(&table(), d("1")), Some(d("6.00")));
        assert_eq!(rate_for(&table(), d("1.001")), Some(d("9.00")));
        assert_eq!(rate_for(&table(), d("5")), Some(d("12.50")));
    }

    #[test]
    fn beyond_every_bound_there_is_no_rate() {
        assert_eq!(rate_for(&table(), d("5.01")), None);
        assert_eq!(rate_for(&[], d("1")), None);
    }

    #[test]
    fn free_shipping_keeps_the_handling_fee() {
        assert_eq!(
            quote(d("9.00"), d("1.00"), Some(d("150")), Some(d("150.00"))),
            Quote {
                shipping: d("0"),
                handling_fee: d("1.00"),
                total: d("1.00"),
                free_shipping: true
            }
        );
        assert_eq!(
            quote(d("9.00"), d("1.00"), Some(d("150")), Some(d("149.99"))),
            Quote {
                shipping: d("9.00"),
                handling_fee: d("1.00"),
                total: d("10.00"),
                free_shipping: false
            }
        );
        assert_eq!(
            quote(d("9.00"), d("0"), None, Some(d("1000"))).total,
            d("9.00")
        );
    }

    #[test]
    fn bounds_are_positive_and_distinct() {
        assert_eq!(bad_bound(&[d("1"), d("3")]), None);
        assert_eq!(bad_bound(&[d("1"), d("1.000")]), Some(1));
        assert_eq!(bad_bound(&[d("0")]), Some(0));
    }
}
