//! HTTP of the catalogue, split by screen area: products (with images and preview), packages and
//! combos.

pub mod combos;
pub mod packages;
pub mod preview;
pub mod products;

use crate::{
    features::setup::rules::{parse_decimal, DecimalError},
    http::{auth::CurrentUser, auth::Permission, ApiError, FieldErrors},
    i18n::{t, Msg},
};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;

/// Money leaves the API as a string with two decimals.
pub fn money(d: Decimal) -> String {
    format!("{:.2}", d)
}

pub fn money_opt(d: Option<Decimal>) -> Option<String> {
    d.map(money)
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

pub const MAX_MONEY: Decimal = Decimal::from_parts(276_447_231, 23_283, 0, false, 2); // 999,999,999,999.99

/// Money (2 decimals, ≥ 0); blank → None.
pub fn amount(errors: &mut FieldErrors, field: &str, value: &Option<String>) -> Option<Decimal> {
    decimal(errors, field, value.as_deref(), 2, MAX_MONEY)
}

/// Money that must be given.
pub fn required_amount(errors: &mut FieldErrors, field: &str, value: &str) -> Decimal {
    let v = decimal(errors, field, Some(value), 2, MAX_MONEY);
    if v.is_none() && value.trim().is_empty() {
        errors.add(field, t(Msg::Required));
    }
    v.unwrap_or_default()
}

/// Reading the catalogue: HQ, and staff who create products or manage inventory.
pub fn require_reader(user: &CurrentUser) -> Result<(), ApiError> {
    if user.can(Permission::CreateProduct) || user.can(Permission::ManageInventory) {
        Ok(())
    } else {
        Err(ApiError::no_access())
    }
}

/// A validity period of whole Kuala Lumpur days, as stored (start of the first day to the start of
/// the day after the last).
pub fn period(
    errors: &mut FieldErrors,
    start: NaiveDate,
    stop: NaiveDate,
) -> (DateTime<Utc>, DateTime<Utc>) {
    if stop < start {
        errors.add("stopDate", t(Msg::StopBeforeStart));
    }
    crate::features::setup::rules::day_bounds_kl(start, stop.max(start))
}

/// The Kuala Lumpur dates a stored period shows as.
pub fn period_dates(starts_at: DateTime<Utc>, stops_at: DateTime<Utc>) -> (NaiveDate, NaiveDate) {
    let kl = chrono_tz::Asia::Kuala_Lumpur;
    (
        starts_at.with_timezone(&kl).date_naive(),
        stops_at.with_timezone(&kl).date_naive() - chrono::Duration::days(1),
    )
}

/// Images are JPEG or PNG of at most 10 MB before resizing.
pub const MAX_IMAGE_BYTES: usize = 10 * 1024 * 1024;
