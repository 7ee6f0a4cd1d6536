//! Catalogue rules: quantity ranges, variant combinations, publish status, combo picks. Pure.

use chrono::{DateTime, Utc};
use std::collections::HashSet;

/// At most this many extra images beside the cover (spec §9).
pub const MAX_EXTRA_IMAGES: usize = 3;
/// At most three options (Colour, Size, …) per product: stock entries carry up to three ids.
pub const MAX_OPTIONS: usize = 3;
pub const MAX_OPTION_VALUES: usize = 20;

/// A quantity range as entered: from `min` to `max` units inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuantityRange {
    pub min: i32,
    pub max: i32,
}

#[derive(Debug, PartialEq, Eq)]
pub enum RangeError {
    /// min < 1 or max < min, at this index.
    Invalid(usize),
    /// A duplicate, a minRange equal to the previous maxRange, or an overlap, at this index.
    Clash(usize),
}

/// Spec §5: no duplicate range, and a new minRange may not equal the previous maxRange. Ranges
/// that overlap would give one quantity two prices, so they are refused the same way.
pub fn check_quantity_ranges(ranges: &[QuantityRange]) -> Result<(), RangeError> {
    for (i, r) in ranges.iter().enumerate() {
        if r.min < 1 || r.max < r.min {
            return Err(RangeError::Invalid(i));
        }
        if i > 0 && r.min == ranges[i - 1].max {
            return Err(RangeError::Clash(i));
        }
        if ranges[..i].iter().any(|p| r.min <= p.max && p.min <= r.max) {
            return Err(RangeError::Clash(i));
        }
    }
    Ok(())
}

/// Every combination of one value per option, in order (the first option varies slowest).
/// No options → one combination with no values (the product's single variant).
pub fn variant_combinations(options: &[Vec<i64>]) -> Vec<Vec<i64>> {
    options.iter().fold(vec![Vec::new()], |acc, values| {
        acc.iter()
            .flat_map(|prefix| {
                values.iter().map(move |v| {
                    let mut c = prefix.clone();
                    c.push(*v);
                    c
                })
            })
            .collect()
    })
}

/// The first name used twice, ignoring case and surrounding spaces.
pub fn first_repeated<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let mut seen = HashSet::new();
    names
        .into_iter()
        .find(|n| !seen.insert(n.trim().to_lowercase()))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Publish {
    Published,
    Scheduled,
    Suspended,
}

impl Publish {
    pub fn parse(s: &str) -> Option<Publish> {
        match s {
            "published" | "active" => Some(Publish::Published),
            "scheduled" => Some(Publish::Scheduled),
            "suspended" => Some(Publish::Suspended),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Publish::Published => "published",
            Publish::Scheduled => "scheduled",
            Publish::Suspended => "suspended",
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub enum PublishError {
    DateRequired,
    DateInPast,
}

/// The status to store for a save: a schedule needs a date ahead of now.
pub fn publish_status(
    requested: Publish,
    publish_at: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Result<(Publish, Option<DateTime<Utc>>), PublishError> {
    match requested {
        Publish::Scheduled => match publish_at {
            None => Err(PublishError::DateRequired),
            Some(at) if at <= now => Err(PublishError::DateInPast),
            Some(at) => Ok((Publish::Scheduled, Some(at))),
        },
        other => Ok((other, None)),
    }
}

/// Unsuspending returns a product to its schedule if its date is still ahead, else publishes it.
pub fn unsuspended(publish_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Publish {
    match publish_at {
        Some(at) if at > now => Publish::Scheduled,
        _ => Publish::Published,
    }
}

/// One line of an agent's combo selection, with what the catalogue knows of it.
#[derive(Clone, Debug)]
pub struct ComboPick {
    pub product_id: i64,
    pub variant_id: i64,
    pub name: String,
    /// Whether the product has options (variants an agent chooses between).
    pub has_options: bool,
    pub quantity: i64,
    pub stock: i64,
    pub in_combo: bool,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ComboError {
    NotInCombo(String),
    BadQuantity,
    ProductTwice(String),
    VariantTwice(String),
    OutOfStock(String),
    OverStock { name: String, left: i64 },
    TotalNot(i64),
}

/// Spec §5 Combo: only the combo's products, a product without options picked once, a variant set
/// once, nothing out of or over stock, and the total exactly the required quantity.
pub fn check_combo(required: i64, picks: &[ComboPick]) -> Result<i64, ComboError> {
    let mut products = HashSet::new();
    let mut variants = HashSet::new();
    for p in picks {
        if !p.in_combo {
            return Err(ComboError::NotInCombo(p.name.clone()));
        }
        if p.quantity < 1 {
            return Err(ComboError::BadQuantity);
        }
        if !variants.insert(p.variant_id) {
            return Err(if p.has_options {
                ComboError::VariantTwice(p.name.clone())
            } else {
                ComboError::ProductTwice(p.name.clone())
            });
        }
        if !p.has_options && !products.insert(p.product_id) {
            return Err(ComboError::ProductTwice(p.name.clone()));
        }
        if p.stock <= 0 {
            return Err(ComboError::OutOfStock(p.name.clone()));
        }
        if p.quantity > p.stock {
            return Err(ComboError::OverStock {
                name: p.name.clone(),
                left: p.stock,
            });
        }
    }
    let total: i64 = picks.iter().map(|p| p.quantity).sum();
    if total != required {
        return Err(ComboError::TotalNot(required));
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn r(min: i32, max: i32) -> QuantityRange {
        QuantityRange { min, max }
    }

    #[test]
    fn ranges_follow_on_without_touching() {
        assert_eq!(
            check_quantity_ranges(&[r(1, 9), r(10, 49), r(50, 100)]),
            Ok(())
        );
        assert_eq!(check_quantity_ranges(&[]), Ok(()));
    }

    #[test]
    fn a_duplicate_or_touching_range_is_refused() {
        assert_eq!(
            check_quantity_ranges(&[r(1, 9), r(1, 9)]),
            Err(RangeError::Clash(1))
        );
        assert_eq!(
            check_quantity_ranges(&[r(1, 10), r(10, 20)]),
            Err(RangeError::Clash(1))
        );
        assert_eq!(
            check_quantity_ranges(&[r(1, 10), r(20, 30), r(5, 12)]),
            Err(RangeError::Clash(2))
        );
    }

    #[test]
    fn a_backwards_range_is_invalid() {
        assert_eq!(
            check_quantity_ranges(&[r(1, 9), r(20, 10)]),
            Err(RangeError::Invalid(1))
        );
        assert_eq!(
            check_quantity_ranges(&[r(0, 5)]),
            Err(RangeError::Invalid(0))
        );
    }

    #[test]
    fn combinations_cover_every_pair_of_values() {
        assert_eq!(variant_combinations(&[]), vec![Vec::<i64>::new()]);
        assert_eq!(
            variant_combinations(&[vec![1, 2], vec![7, 8, 9]]),
            vec![
                vec![1, 7],
                vec![1, 8],
                vec![1, 9],
                vec![2, 7],
                vec![2, 8],
                vec![2, 9]
            ]
        );
    }

    #[test]
    fn repeated_names_ignore_case() {
        assert_eq!(first_repeated(["Red", "Blue", " red"]), Some(" red"));
        assert_eq!(first_repeated(["S", "M", "L"]), None);
    }

    #[test]
    fn a_schedule_needs_a_future_date() {
        let now = Utc::now();
        assert_eq!(
            publish_status(Publish::Scheduled, None, now),
            Err(PublishError::DateRequired)
        );
        assert_eq!(
            publish_status(Publish::Scheduled, Some(now - Duration::minutes(1)), now),
            Err(PublishError::DateInPast)
        );
        let at = now + Duration::hours(1);
        assert_eq!(
            publish_status(Publish::Scheduled, Some(at), now),
            Ok((Publish::Scheduled, Some(at)))
        );
        assert_eq!(
            publish_status(Publish::Published, Some(at), now),
            Ok((Publish::Published, None))
        );
        assert_eq!(unsuspended(Some(at), now), Publish::Scheduled);
        assert_eq!(unsuspended(None, now), Publish::Published);
    }

    fn pick(product: i64, variant: i64, options: bool, qty: i64, stock: i64) -> ComboPick {
        ComboPick {
            product_id: product,
            variant_id: variant,
            name: format!("P{product}"),
            has_options: options,
            quantity: qty,
            stock,
            in_combo: true,
        }
    }

    #[test]
    fn a_combo_needs_exactly_the_required_units() {
        assert_eq!(
            check_combo(3, &[pick(1, 11, false, 2, 5), pick(2, 21, false, 1, 5)]),
            Ok(3)
        );
        assert_eq!(
            check_combo(3, &[pick(1, 11, false, 2, 5)]),
            Err(ComboError::TotalNot(3))
        );
        assert_eq!(
            check_combo(3, &[pick(1, 11, false, 4, 5)]),
            Err(ComboError::TotalNot(3))
        );
    }

    #[test]
    fn a_combo_refuses_repeats_and_missing_stock() {
        assert_eq!(
            check_combo(2, &[pick(1, 11, false, 1, 5), pick(1, 11, false, 1, 5)]),
            Err(ComboError::ProductTwice("P1".into()))
        );
        assert_eq!(
            check_combo(2, &[pick(1, 11, true, 1, 5), pick(1, 11, true, 1, 5)]),
            Err(ComboError::VariantTwice("P1".into()))
        );
        // Two variants of one product are two choices.
        assert_eq!(
            check_combo(2, &[pick(1, 11, true, 1, 5), pick(1, 12, true, 1, 5)]),
            Ok(2)
        );
        assert_eq!(
            check_combo(2, &[pick(1, 11, false, 2, 0)]),
            Err(ComboError::OutOfStock("P1".into()))
        );
        assert_eq!(
            check_combo(2, &[pick(1, 11, false, 2, 1)]),
            Err(ComboError::OverStock {
                name: "P1".into(),
                left: 1
            })
        );
        let mut outsider = pick(9, 91, false, 2, 5);
        outsider.in_combo = false;
        assert_eq!(
            check_combo(2, &[outsider]),
            Err(ComboError::NotInCombo("P9".into()))
        );
    }
}
