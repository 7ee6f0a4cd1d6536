//! Who may recruit whom, Malaysian identity numbers, the tree's paths, tier changes and the
//! inactive rule. Pure.

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

/// A company registration number (ROC / SSM): the old form `123456-A` or the 12-digit one of 2019
/// on, so 4–20 letters, digits and dashes with at least one digit.
pub fn is_roc_number(s: &str) -> bool {
    (4..=20).contains(&s.len())
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && s.chars().any(|c| c.is_ascii_digit())
}

/// Usernames: 3–30 letters, digits, dot, underscore or hyphen.
pub fn is_username(s: &str) -> bool {
    (3..=30).contains(&s.chars().count())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// The materialised path of an agent: the upline's path (when the upline is an agent) plus its id.
pub fn child_path(upline_path: Option<&str>, id: i64) -> String {
    format!("{}{id}/", upline_path.unwrap_or("/"))
}

/// The ids on a path, from the top down to the agent itself.
pub fn path_ids(path: &str) -> Vec<i64> {
    path.split('/').filter_map(|s| s.parse().ok()).collect()
}

/// The range of paths strictly below `path`: greater than it and less than the same prefix with its
/// last '/' replaced by '0' (the next byte), so a b-tree range scan finds the whole subtree.
pub fn subtree_upper_bound(path: &str) -> String {
    let mut upper = path.strip_suffix('/').unwrap_or(path).to_string();
    upper.push('0');
    upper
}

/// Whether `candidate_path` is the agent of `agent_path` or below them.
pub fn is_within(agent_path: &str, candidate_path: &str) -> bool {
    candidate_path.starts_with(agent_path)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Promote,
    Demote,
    Upline,
}

impl Change {
    pub fn parse(s: &str) -> Option<Change> {
        match s {
            "promote" => Some(Change::Promote),
            "demote" => Some(Change::Demote),
            "upline" => Some(Change::Upline),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Change::Promote => "promote",
            Change::Demote => "demote",
            Change::Upline => "upline",
        }
    }
}

/// A promotion moves to a higher tier (a lower rank number), a demotion to a lower one.
pub fn tier_change_allowed(change: Change, current_rank: Option<i32>, new_rank: i32) -> bool {
    match (change, current_rank) {
        (Change::Promote, Some(r)) => new_rank < r,
        (Change::Demote, Some(r)) => new_rank > r,
        (Change::Promote | Change::Demote, None) => true,
        (Change::Upline, _) => true,
    }
}

/// Spec §5: the resulting tier may not be the upline's tier (a new upline must be chosen).
pub fn same_tier_as_upline(new_rank: Option<i32>, upline_rank: Option<i32>) -> bool {
    matches!((new_rank, upline_rank), (Some(a), Some(b)) if a == b)
}

/// An active agent with no purchase (or activation) in the last `months` months becomes inactive.
pub fn is_inactive(
    last_activity: chrono::DateTime<chrono::Utc>,
    now: chrono::DateTime<chrono::Utc>,
    months: u32,
) -> bool {
    match now.checked_sub_months(chrono::Months::new(months)) {
        Some(cutoff) => last_activity < cutoff,
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_hold_the_ancestors_and_bound_the_subtree() {
        assert_eq!(child_path(None, 12), "/12/");
        assert_eq!(child_path(Some("/12/507/"), 9031), "/12/507/9031/");
        assert_eq!(path_ids("/12/507/9031/"), vec![12, 507, 9031]);
        let upper = subtree_upper_bound("/12/507/");
        assert_eq!(upper, "/12/5070");
        // Below /12/507/ and only there, in byte order.
        for inside in ["/12/507/1/", "/12/507/99999/3/"] {
            assert!(inside > "/12/507/" && inside < upper.as_str(), "{inside}");
        }
        for outside in ["/12/5071/", "/12/507/", "/12/50/", "/13/"] {
            assert!(
                !(outside > "/12/507/" && outside < upper.as_str()),
                "{outside}"
            );
        }
        assert!(is_within("/12/507/", "/12/507/9031/"));
        assert!(is_within("/12/507/", "/12/507/"));
        assert!(!is_within("/12/507/", "/12/5071/"));
    }

    #[test]
    fn promotions_go_up_and_demotions_down() {
        assert!(tier_change_allowed(Change::Promote, Some(3), 2));
        assert!(!tier_change_allowed(Change::Promote, Some(2), 2));
        assert!(!tier_change_allowed(Change::Promote, Some(2), 3));
        assert!(tier_change_allowed(Change::Demote, Some(2), 3));
        assert!(!tier_change_allowed(Change::Demote, Some(2), 1));
        assert!(same_tier_as_upline(Some(2), Some(2)));
        assert!(!same_tier_as_upline(Some(2), Some(1)));
        assert!(!same_tier_as_upline(Some(2), None), "HQ has no tier");
    }

    #[test]
    fn inactivity_counts_whole_months() {
        use chrono::TimeZone;
        let now = chrono::Utc.with_ymd_and_hms(2026, 11, 22, 0, 0, 0).unwrap();
        let at = |y, m, d| chrono::Utc.with_ymd_and_hms(y, m, d, 0, 0, 0).unwrap();
        assert!(is_inactive(at(2026, 8, 21), now, 3));
        assert!(!is_inactive(at(2026, 8, 22), now, 3));
        assert!(!is_inactive(at(2026, 11, 1), now, 3));
    }

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

    #[test]
    fn roc_numbers_old_and_new() {
        assert!(is_roc_number("201901000005"));
        assert!(is_roc_number("123456-A"));
        assert!(!is_roc_number("ABC"), "too short");
        assert!(!is_roc_number("SDN-BHD"), "no digit");
        assert!(!is_roc_number("1234 56"), "spaces");
    }
}
