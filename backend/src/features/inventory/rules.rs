//! Inventory rules: stock adjustments and the stock indicator bands of spec §9. Pure.

use crate::i18n::Msg;

/// The stock indicator of spec §9: above 80 % of what was received, below 80 %, below 50 %,
/// and nothing left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Band {
    High,
    Medium,
    Low,
    Out,
}

impl Band {
    pub fn parse(s: &str) -> Option<Band> {
        match s {
            "high" => Some(Band::High),
            "medium" => Some(Band::Medium),
            "low" => Some(Band::Low),
            "out" => Some(Band::Out),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Band::High => "high",
            Band::Medium => "medium",
            Band::Low => "low",
            Band::Out => "out",
        }
    }
}

/// Whole percent of `received` still on hand (at most 100) and its band. The SQL filter in
/// `store::BAND` draws the same lines.
pub fn band(quantity: i64, received: i64) -> (i64, Band) {
    if quantity <= 0 {
        return (0, Band::Out);
    }
    let percent = if received <= 0 {
        100
    } else {
        (quantity * 100 / received).min(100)
    };
    let band = if quantity * 100 > received * 80 {
        Band::High
    } else if quantity * 100 >= received * 50 {
        Band::Medium
    } else {
        Band::Low
    };
    (percent, band)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    In,
    Out,
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::In => "in",
            Direction::Out => "out",
        }
    }
}

/// One line of a stock update, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjustment {
    pub direction: Direction,
    pub quantity: i32,
    pub reason: String,
    pub return_reason: Option<String>,
}

pub const MAX_ADJUSTMENT: i64 = 1_000_000;

/// Spec §5: Stock In or Out must be chosen, the amount is above zero, and a reason is given.
/// Returns every failing field with its message.
pub fn adjustment(
    kind: Option<&str>,
    quantity: Option<i64>,
    reason: Option<&str>,
    return_reason: Option<&str>,
) -> Result<Adjustment, Vec<(&'static str, Msg)>> {
    let mut errors = Vec::new();
    let direction = match kind.map(str::trim) {
        Some("in") => Some(Direction::In),
        Some("out") => Some(Direction::Out),
        _ => {
            errors.push(("type", Msg::SelectStockInOrOut));
            None
        }
    };
    let quantity = match quantity {
        Some(q) if (1..=MAX_ADJUSTMENT).contains(&q) => Some(q as i32),
        Some(q) if q > MAX_ADJUSTMENT => {
            errors.push(("quantity", Msg::OutOfRange));
            None
        }
        _ => {
            errors.push(("quantity", Msg::AmountPositive));
            None
        }
    };
    let reason = match reason.map(str::trim) {
        Some(r) if !r.is_empty() && r.chars().count() <= 500 => Some(r.to_string()),
        Some(r) if !r.is_empty() => {
            errors.push(("reason", Msg::TooLong));
            None
        }
        _ => {
            errors.push(("reason", Msg::Required));
            None
        }
    };
    let return_reason = return_reason
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .map(|r| r.chars().take(500).collect());
    match (direction, quantity, reason) {
        (Some(direction), Some(quantity), Some(reason)) if errors.is_empty() => Ok(Adjustment {
            direction,
            quantity,
            reason,
            return_reason,
        }),
        _ => Err(errors),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_follow_the_share_left() {
        assert_eq!(band(90, 100), (90, Band::High));
        assert_eq!(band(81, 100), (81, Band::High));
        assert_eq!(band(80, 100), (80, Band::Medium));
        assert_eq!(band(50, 100), (50, Band::Medium));
        assert_eq!(band(49, 100), (49, Band::Low));
        assert_eq!(band(0, 100), (0, Band::Out));
        assert_eq!(band(0, 0), (0, Band::Out));
        // Units back from a removed stock-out can exceed what was received.
        assert_eq!(band(120, 100), (100, Band::High));
    }

    #[test]
    fn an_adjustment_needs_a_direction_an_amount_and_a_reason() {
        assert_eq!(
            adjustment(Some("in"), Some(5), Some(" Restock "), None),
            Ok(Adjustment {
                direction: Direction::In,
                quantity: 5,
                reason: "Restock".into(),
                return_reason: None
            })
        );
        assert_eq!(
            adjustment(None, Some(0), Some(""), None),
            Err(vec![
                ("type", Msg::SelectStockInOrOut),
                ("quantity", Msg::AmountPositive),
                ("reason", Msg::Required)
            ])
        );
        assert_eq!(
            adjustment(Some("sideways"), Some(-3), Some("x"), None),
            Err(vec![
                ("type", Msg::SelectStockInOrOut),
                ("quantity", Msg::AmountPositive)
            ])
        );
    }
}
