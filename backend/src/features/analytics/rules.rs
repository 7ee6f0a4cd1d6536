//! Analytics rules, pure: how a date range is bucketed and which age band a buyer falls in.

use chrono::{Datelike, NaiveDate};

/// Days are drawn one by one up to this many; longer ranges by month.
pub const MAX_DAILY_DAYS: i64 = 62;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bucket {
    Day,
    Month,
}

impl Bucket {
    pub fn code(self) -> &'static str {
        match self {
            Bucket::Day => "day",
            Bucket::Month => "month",
        }
    }
}

/// Days for a range of up to two months, months beyond.
pub fn bucket(from: NaiveDate, to: NaiveDate) -> Bucket {
    if (to - from).num_days() < MAX_DAILY_DAYS {
        Bucket::Day
    } else {
        Bucket::Month
    }
}

/// The age bands buyers are counted in, youngest first; `unknown` for no birth date.
pub const AGE_BANDS: [&str; 7] = [
    "under-25", "25-34", "35-44", "45-54", "55-64", "65+", "unknown",
];

/// A buyer's age band on a day.
pub fn age_band(birth: Option<NaiveDate>, on: NaiveDate) -> &'static str {
    let Some(b) = birth else {
        return "unknown";
    };
    let mut age = on.year() - b.year();
    if (on.month(), on.day()) < (b.month(), b.day()) {
        age -= 1;
    }
    match age {
        a if a < 0 => "unknown",
        0..=24 => "under-25",
        25..=34 => "25-34",
        35..=44 => "35-44",
        45..=54 => "45-54",
        55..=64 => "55-64",
        _ => "65+",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn two_months_by_day_and_longer_by_month() {
        assert_eq!(bucket(day("2026-11-01"), day("2026-11-30")), Bucket::Day);
        assert_eq!(bucket(day("2026-10-01"), day("2026-12-01")), Bucket::Day);
        assert_eq!(bucket(day("2026-01-01"), day("2026-11-30")), Bucket::Month);
    }

    #[test]
    fn age_bands_count_birthdays() {
        let on = day("2026-11-25");
        assert_eq!(
            age_band(Some(day("2001-11-26")), on),
            "under-25",
            "24 until tomorrow"
        );
        assert_eq!(age_band(Some(day("2001-11-25")), on), "25-34");
        assert_eq!(age_band(Some(day("1961-01-01")), on), "65+");
        assert_eq!(age_band(None, on), "unknown");
        assert_eq!(age_band(Some(day("2030-01-01")), on), "unknown");
    }
}
