//! Who may recruit whom, and Malaysian identity numbers. Pure.

use chrono::{Datelike, NaiveDate};

/// A leader recruits into their own tier or a lower one (a higher rank number); HQ into any tier.
pub fn may_recruit_into(leader_rank: Option<i32>, leader_is_hq: bool, tier_rank: i32) -> bool {
    leader_is_hq || leader_rank.is_some_and(|r| tier_rank >= r)
}

/// Place-of-birth codes JPN never issues (python-stdnum `my/bp.dat`).
fn valid_birthplace(pb: u32) -> bool {
    !matches!(pb, 0 | 17..=20 | 69 | 70 | 73 | 80 | 81 | 94..=97) && pb <= 99
}

/// A MyKad number: 12 digits `YYMMDD-PB-###G` (dashes and spaces ignored), a real birth date and a
/// known place-of-birth code. There is no check digit. Returns the 12 digits.
pub fn parse_mykad(input: &str, today: NaiveDate) -> Option<String> {
    let digits: String = input.chars().filter(|c| !matches!(c, '-' | ' ')).collect();
    if digits.len() != 12 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let n = |a: usize, b: usize| digits[a..b].parse::<u32>().ok();
    let (yy, mm, dd, pb) = (n(0, 2)?, n(2, 4)?, n(4, 6)?, n(6, 8)?);
    let this_yy = (today.year() % 100) as u32;
    let year = if yy > this_yy { 1900 + yy } else { 2000 + yy };
    NaiveDate::from_ymd_opt(year as i32, mm, dd)?;
    valid_birthplace(pb).then_some(digits)
}

/// Usernames: 3–30 letters, digits, dot, underscore or hyphen.
pub fn is_username(s: &str) -> bool {
    (3..=30).contains(&s.chars().count())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 22).unwrap()
    }

    #[test]
    fn mykad_numbers_need_a_real_date_and_birthplace() {
        assert_eq!(
            parse_mykad("900131-10-5678", today()).as_deref(),
            Some("900131105678")
        );
        assert_eq!(
            parse_mykad("050229 14 1234", today()),
            None,
            "2005 had no 29 February"
        );
        assert!(parse_mykad("040229-14-1234", today()).is_some());
        assert_eq!(parse_mykad("901331-10-5678", today()), None, "month 13");
        assert_eq!(
            parse_mykad("900131-17-5678", today()),
            None,
            "17 is never issued"
        );
        assert_eq!(parse_mykad("900131-00-5678", today()), None);
        assert_eq!(parse_mykad("90013110567", today()), None, "11 digits");
    }

    #[test]
    fn leaders_recruit_into_their_tier_or_below() {
        assert!(may_recruit_into(Some(2), false, 2));
        assert!(may_recruit_into(Some(2), false, 3));
        assert!(!may_recruit_into(Some(2), false, 1));
        assert!(
            !may_recruit_into(None, false, 3),
            "an agent without a tier recruits nobody"
        );
        assert!(may_recruit_into(None, true, 1));
    }

    #[test]
    fn usernames() {
        assert!(is_username("lim.wei_ming-2"));
        assert!(!is_username("ab"));
        assert!(!is_username("has space"));
    }
}
