//! HTTP of company setup, split by screen area.

pub mod company;
pub mod content;
pub mod feed;
pub mod offers;
pub mod staff;
pub mod tiers;

use super::rules::{self, DecimalError};
use crate::{
    http::FieldErrors,
    i18n::{t, Msg},
};
use rust_decimal::Decimal;

/// Money and percentages leave the API as strings with two decimals.
pub fn money(d: Option<Decimal>) -> Option<String> {
    d.map(|d| format!("{:.2}", d))
}

/// Parses a decimal field, naming it in `errors` when it does not fit.
pub fn decimal(
    errors: &mut FieldErrors,
    field: &str,
    value: &Option<String>,
    max: Decimal,
) -> Option<Decimal> {
    match rules::parse_decimal(value.as_deref(), 2, Decimal::ZERO, max) {
        Ok(v) => v,
        Err(e) => {
            errors.add(
                field,
                t(match e {
                    DecimalError::NotANumber => Msg::NotANumber,
                    DecimalError::TooManyDecimals => Msg::TooManyDecimals,
                    DecimalError::OutOfRange => Msg::OutOfRange,
                }),
            );
            None
        }
    }
}

pub fn percent(errors: &mut FieldErrors, field: &str, value: &Option<String>) -> Option<Decimal> {
    decimal(errors, field, value, Decimal::ONE_HUNDRED)
}

pub fn amount(errors: &mut FieldErrors, field: &str, value: &Option<String>) -> Option<Decimal> {
    decimal(errors, field, value, Decimal::new(999_999_999_999, 2))
}

/// Units: a whole number ≥ 0.
pub fn units(errors: &mut FieldErrors, field: &str, value: Option<i64>) -> Option<i32> {
    match value {
        None => None,
        Some(v) if (0..=i32::MAX as i64).contains(&v) => Some(v as i32),
        Some(_) => {
            errors.add(field, t(Msg::OutOfRange));
            None
        }
    }
}

/// Trimmed text; empty → None; too long → named.
pub fn text(
    errors: &mut FieldErrors,
    field: &str,
    value: &Option<String>,
    max: usize,
) -> Option<String> {
    match value.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(s) if s.chars().count() > max => {
            errors.add(field, t(Msg::TooLong));
            None
        }
        Some(s) => Some(s.to_string()),
    }
}

/// Required trimmed text.
pub fn required(errors: &mut FieldErrors, field: &str, value: &str, max: usize) -> String {
    let v = text(errors, field, &Some(value.to_string()), max);
    if v.is_none() && value.trim().is_empty() {
        errors.add(field, t(Msg::Required));
    }
    v.unwrap_or_default()
}
