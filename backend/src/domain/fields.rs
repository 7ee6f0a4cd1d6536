//! Form fields: what a request's values must be, and the errors that name the fields that are not.
//! One set of parsers for every area (text, required text, decimals, money, percentages, units,
//! periods); a failing field is named with a message in the user's language.

use super::{money, time};
use crate::i18n::{t, Msg};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use std::{collections::BTreeMap, str::FromStr};

/// Field errors collected while parsing a request: field → message.
#[derive(Default, Debug, PartialEq)]
pub struct FieldErrors(BTreeMap<String, String>);

impl FieldErrors {
    /// Names a failing field (the first message for a field wins).
    pub fn add(&mut self, field: &str, msg: impl Into<String>) {
        self.0
            .entry(field.to_string())
            .or_insert_with(|| msg.into());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Ok when nothing was added; otherwise the errors (the API answers 422 naming each field).
    pub fn finish(self) -> Result<(), FieldErrors> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(self)
        }
    }

    pub fn into_map(self) -> BTreeMap<String, String> {
        self.0
    }
}

#[derive(Debug, PartialEq, Eq)]
pub enum DecimalError {
    NotANumber,
    TooManyDecimals,
    OutOfRange,
}

/// A decimal typed as text ("1,250.50" or "1250.5"): blank → None; at most `scale` decimals;
/// between `min` and `max`.
pub fn parse_decimal(
    input: Option<&str>,
    scale: u32,
    min: Decimal,
    max: Decimal,
) -> Result<Option<Decimal>, DecimalError> {
    let s: String = match input.map(str::trim) {
        None | Some("") => return Ok(None),
        Some(s) => s.chars().filter(|c| *c != ',').collect(),
    };
    let d = Decimal::from_str(&s).map_err(|_| DecimalError::NotANumber)?;
    if d.scale() > scale && d.normalize().scale() > scale {
        return Err(DecimalError::TooManyDecimals);
    }
    if d < min || d > max {
        return Err(DecimalError::OutOfRange);
    }
    Ok(Some(d.round_dp(scale)))
}

/// A decimal field with at most `scale` decimals between 0 and `max`; blank → None.
pub fn decimal(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    scale: u32,
    max: Decimal,
) -> Option<Decimal> {
    match parse_decimal(value, scale, Decimal::ZERO, max) {
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

/// Money at the request's currency scale (RM: 2 decimals, Rp: none), ≥ 0; blank → None.
pub fn amount(
    errors: &mut FieldErrors,
    field: &str,
    value: &Option<impl AsRef<str>>,
) -> Option<Decimal> {
    decimal(
        errors,
        field,
        value.as_ref().map(AsRef::as_ref),
        money::current().scale(),
        money::MAX_MONEY,
    )
}

/// Money that must be given.
pub fn required_amount(errors: &mut FieldErrors, field: &str, value: &str) -> Decimal {
    let v = amount(errors, field, &Some(value.to_string()));
    if v.is_none() && value.trim().is_empty() {
        errors.add(field, t(Msg::Required));
    }
    v.unwrap_or_default()
}

/// A percentage: 0 to 100 with at most 2 decimals; blank → None.
pub fn percent(
    errors: &mut FieldErrors,
    field: &str,
    value: &Option<impl AsRef<str>>,
) -> Option<Decimal> {
    decimal(
        errors,
        field,
        value.as_ref().map(AsRef::as_ref),
        2,
        Decimal::ONE_HUNDRED,
    )
}

/// A percentage as the API writes it: 2 decimals.
pub fn percent_text(d: Option<Decimal>) -> Option<String> {
    d.map(|d| format!("{:.2}", d))
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
    value: &Option<impl AsRef<str>>,
    max: usize,
) -> Option<String> {
    match value.as_ref().map(AsRef::as_ref).map(str::trim) {
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

/// A validity period of whole Kuala Lumpur days, as stored (start of the first day to the start of
/// the day after the last); a stop before the start is named.
pub fn period(
    errors: &mut FieldErrors,
    start: NaiveDate,
    stop: NaiveDate,
) -> (DateTime<Utc>, DateTime<Utc>) {
    if stop < start {
        errors.add("stopDate", t(Msg::StopBeforeStart));
    }
    time::day_bounds_kl(start, stop.max(start))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    #[test]
    fn decimals_are_parsed_exactly() {
        let hundred = dec("100");
        assert_eq!(
            parse_decimal(Some("1,250.50"), 2, dec("0"), dec("100000")),
            Ok(Some(dec("1250.50")))
        );
        assert_eq!(parse_decimal(Some(" "), 2, dec("0"), hundred), Ok(None));
        assert_eq!(
            parse_decimal(Some("1.005"), 2, dec("0"), hundred),
            Err(DecimalError::TooManyDecimals)
        );
        assert_eq!(
            parse_decimal(Some("1.500"), 2, dec("0"), hundred),
            Ok(Some(dec("1.50")))
        );
        assert_eq!(
            parse_decimal(Some("101"), 2, dec("0"), hundred),
            Err(DecimalError::OutOfRange)
        );
        assert_eq!(
            parse_decimal(Some("-1"), 2, dec("0"), hundred),
            Err(DecimalError::OutOfRange)
        );
        assert_eq!(
            parse_decimal(Some("abc"), 2, dec("0"), hundred),
            Err(DecimalError::NotANumber)
        );
    }

    #[tokio::test]
    async fn rupiah_amounts_take_no_decimals() {
        use money::{Currency, CURRENCY};
        let mut e = FieldErrors::default();
        assert_eq!(amount(&mut e, "price", &Some("12.50")), Some(dec("12.50")));
        let rupiah = CURRENCY
            .scope(Currency::Idr, async {
                let mut e = FieldErrors::default();
                let whole = amount(&mut e, "price", &Some("15000"));
                let part = amount(&mut e, "cost", &Some("15000.50"));
                (whole, part, e)
            })
            .await;
        assert_eq!(rupiah.0, Some(dec("15000")));
        assert_eq!(rupiah.1, None);
        assert!(rupiah.2.into_map().contains_key("cost"));
    }

    #[test]
    fn errors_name_each_field_once() {
        let mut e = FieldErrors::default();
        required(&mut e, "name", "  ", 10);
        text(&mut e, "name", &Some("x".repeat(11)), 10);
        text(&mut e, "note", &Some("x".repeat(11)), 10);
        assert_eq!(
            e.into_map().keys().collect::<Vec<_>>(),
            vec!["name", "note"]
        );
    }
}
