//! Business time: days, periods and dates are Asia/Kuala_Lumpur's.

use chrono::{DateTime, Datelike, Duration, NaiveDate, TimeZone, Utc};
use chrono_tz::Tz;

/// The time zone every business period is computed in and every date shown in.
pub const KL: Tz = chrono_tz::Asia::Kuala_Lumpur;

/// The Kuala Lumpur date of an instant.
pub fn kl_date(at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&KL).date_naive()
}

/// Today in Kuala Lumpur.
pub fn kl_today() -> NaiveDate {
    kl_date(Utc::now())
}

/// The sales period (a Kuala Lumpur month, as its first day) an instant falls in; the same as
/// SQL's `kl_month(t)`.
pub fn kl_month(at: DateTime<Utc>) -> NaiveDate {
    let d = kl_date(at);
    NaiveDate::from_ymd_opt(d.year(), d.month(), 1).expect("the first of a month")
}

/// The start of a Kuala Lumpur day.
pub fn kl_day_start(d: NaiveDate) -> DateTime<Utc> {
    KL.from_local_datetime(&d.and_hms_opt(0, 0, 0).expect("midnight"))
        .single()
        .expect("KL has no DST")
        .with_timezone(&Utc)
}

/// Dates typed as YYYY-MM-DD mean those whole days in Kuala Lumpur: the start of the first day,
/// and the end of the last (the start of the day after).
pub fn day_bounds_kl(start: NaiveDate, stop: NaiveDate) -> (DateTime<Utc>, DateTime<Utc>) {
    (kl_day_start(start), kl_day_start(stop + Duration::days(1)))
}

/// The Kuala Lumpur dates a stored period (start, end exclusive) shows as.
pub fn period_dates(starts_at: DateTime<Utc>, stops_at: DateTime<Utc>) -> (NaiveDate, NaiveDate) {
    (kl_date(starts_at), kl_date(stops_at) - Duration::days(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_hours_of_a_kl_month_are_still_the_last_day_of_the_month_before_in_utc() {
        let last_utc_evening = Utc.with_ymd_and_hms(2026, 11, 30, 16, 30, 0).unwrap();
        assert_eq!(
            kl_month(last_utc_evening),
            NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()
        );
        let before = Utc.with_ymd_and_hms(2026, 11, 30, 15, 59, 0).unwrap();
        assert_eq!(
            kl_month(before),
            NaiveDate::from_ymd_opt(2026, 11, 1).unwrap()
        );
    }

    #[test]
    fn a_kl_day_starts_at_16_utc_the_day_before() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        assert_eq!(
            kl_day_start(d),
            Utc.with_ymd_and_hms(2026, 11, 30, 16, 0, 0).unwrap()
        );
        let (s, e) = day_bounds_kl(d, d);
        assert_eq!(e - s, Duration::days(1));
        assert_eq!(period_dates(s, e), (d, d));
        assert_eq!(
            kl_date(Utc.with_ymd_and_hms(2026, 11, 30, 16, 0, 0).unwrap()),
            d
        );
    }
}
