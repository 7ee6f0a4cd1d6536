//! The rules of points and campaigns, pure (docs/api-campaigns.md): how a movement changes a
//! balance, a campaign's state on a Kuala Lumpur day, the reward period a redemption counts in,
//! whether an agent may redeem, a campaign's fields checked, and the bulk points file read.

use chrono::{Datelike, Duration, NaiveDate};
use rust_decimal::Decimal;

/// What an agent can spend, and what a reversal took beyond it (settled from the next credit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Balance {
    pub balance: Decimal,
    pub owed: Decimal,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movement {
    /// An order's points, or HQ's credit: first settles what is owed.
    Credit(Decimal),
    /// A refunded order's points taken back: what the balance lacks becomes owed.
    Reversal(Decimal),
    /// A redemption or HQ's debit: never more than the balance.
    Spend(Decimal),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotEnoughPoints;

/// The balance after a movement (all amounts positive).
pub fn apply(b: Balance, m: Movement) -> Result<Balance, NotEnoughPoints> {
    Ok(match m {
        Movement::Credit(c) => {
            let settled = b.owed.min(c);
            Balance {
                balance: b.balance + c - settled,
                owed: b.owed - settled,
            }
        }
        Movement::Reversal(d) => {
            let taken = b.balance.min(d);
            Balance {
                balance: b.balance - taken,
                owed: b.owed + d - taken,
            }
        }
        Movement::Spend(s) => {
            if s > b.balance {
                return Err(NotEnoughPoints);
            }
            Balance {
                balance: b.balance - s,
                owed: b.owed,
            }
        }
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CampaignState {
    Upcoming,
    Ongoing,
    Expired,
}

impl CampaignState {
    pub fn code(self) -> &'static str {
        match self {
            CampaignState::Upcoming => "upcoming",
            CampaignState::Ongoing => "ongoing",
            CampaignState::Expired => "expired",
        }
    }

    pub fn parse(code: &str) -> Option<CampaignState> {
        [Self::Upcoming, Self::Ongoing, Self::Expired]
            .into_iter()
            .find(|s| s.code() == code)
    }
}

/// Ongoing from its first Kuala Lumpur day to its last, inclusive.
pub fn state(starts_on: NaiveDate, ends_on: NaiveDate, today: NaiveDate) -> CampaignState {
    if today < starts_on {
        CampaignState::Upcoming
    } else if today > ends_on {
        CampaignState::Expired
    } else {
        CampaignState::Ongoing
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Frequency {
    Daily,
    Weekly,
    Monthly,
    Quarterly,
    HalfYearly,
    Yearly,
}

impl Frequency {
    pub const ALL: [Frequency; 6] = [
        Frequency::Daily,
        Frequency::Weekly,
        Frequency::Monthly,
        Frequency::Quarterly,
        Frequency::HalfYearly,
        Frequency::Yearly,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Frequency::Daily => "daily",
            Frequency::Weekly => "weekly",
            Frequency::Monthly => "monthly",
            Frequency::Quarterly => "quarterly",
            Frequency::HalfYearly => "half-yearly",
            Frequency::Yearly => "yearly",
        }
    }

    pub fn parse(code: &str) -> Option<Frequency> {
        Self::ALL.into_iter().find(|f| f.code() == code)
    }
}

/// The first Kuala Lumpur day of the reward period `today` falls in (weeks start on Monday); without
/// a frequency the period is the whole campaign.
pub fn period_start(
    frequency: Option<Frequency>,
    today: NaiveDate,
    campaign_start: NaiveDate,
) -> NaiveDate {
    let first_month = |m: u32| NaiveDate::from_ymd_opt(today.year(), m, 1).expect("a month");
    match frequency {
        None => campaign_start,
        Some(Frequency::Daily) => today,
        Some(Frequency::Weekly) => {
            today - Duration::days(today.weekday().num_days_from_monday() as i64)
        }
        Some(Frequency::Monthly) => first_month(today.month()),
        Some(Frequency::Quarterly) => first_month((today.month0() / 3) * 3 + 1),
        Some(Frequency::HalfYearly) => first_month(if today.month() <= 6 { 1 } else { 7 }),
        Some(Frequency::Yearly) => first_month(1),
    }
}

/// What a redemption needs to know about the campaign and the agent.
pub struct RedeemFacts<'a> {
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub tier_ids: &'a [i64],
    pub points_required: Decimal,
    pub max_redemptions: Option<i32>,
    pub redeemed_count: i32,
    pub per_agent_limit: Option<i32>,
    pub agent_tier_id: Option<i64>,
    pub balance: Decimal,
    /// The agent's redemptions of this campaign in the current reward period.
    pub agent_redeemed_in_period: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedeemRefusal {
    NotStarted,
    Ended,
    NotForTier,
    NotEnoughPoints,
    SoldOut,
    PeriodLimit,
}

impl RedeemRefusal {
    pub fn code(self) -> &'static str {
        match self {
            RedeemRefusal::NotStarted => "campaign_not_started",
            RedeemRefusal::Ended => "campaign_ended",
            RedeemRefusal::NotForTier => "campaign_not_for_tier",
            RedeemRefusal::NotEnoughPoints => "not_enough_points",
            RedeemRefusal::SoldOut => "campaign_sold_out",
            RedeemRefusal::PeriodLimit => "redeem_limit_reached",
        }
    }
}

/// Whether a tier may join (an empty list: every tier).
pub fn tier_may_join(tier_ids: &[i64], tier_id: Option<i64>) -> bool {
    tier_ids.is_empty() || tier_id.is_some_and(|t| tier_ids.contains(&t))
}

/// Whether the agent may redeem now, or the first reason not.
pub fn may_redeem(f: &RedeemFacts, today: NaiveDate) -> Result<(), RedeemRefusal> {
    match state(f.starts_on, f.ends_on, today) {
        CampaignState::Upcoming => return Err(RedeemRefusal::NotStarted),
        CampaignState::Expired => return Err(RedeemRefusal::Ended),
        CampaignState::Ongoing => {}
    }
    if !tier_may_join(f.tier_ids, f.agent_tier_id) {
        return Err(RedeemRefusal::NotForTier);
    }
    if f.max_redemptions.is_some_and(|m| f.redeemed_count >= m) {
        return Err(RedeemRefusal::SoldOut);
    }
    if f.per_agent_limit
        .is_some_and(|l| f.agent_redeemed_in_period >= l as i64)
    {
        return Err(RedeemRefusal::PeriodLimit);
    }
    if f.balance < f.points_required {
        return Err(RedeemRefusal::NotEnoughPoints);
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RewardType {
    Product,
    Voucher,
    Cash,
    Prize,
}

impl RewardType {
    pub fn code(self) -> &'static str {
        match self {
            RewardType::Product => "product",
            RewardType::Voucher => "voucher",
            RewardType::Cash => "cash",
            RewardType::Prize => "prize",
        }
    }

    pub fn parse(code: &str) -> Option<RewardType> {
        [Self::Product, Self::Voucher, Self::Cash, Self::Prize]
            .into_iter()
            .find(|r| r.code() == code)
    }
}

/// A row of the bulk points file: `agent,points,reason` (agent: username, e-mail or id; points
/// signed, a debit negative).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsRow {
    /// The file's line number (the header is line 1).
    pub line: usize,
    pub agent: String,
    pub points: Decimal,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PointsRowError {
    MissingAgent,
    BadPoints,
    MissingReason,
}

/// The most rows a bulk points file may hold.
pub const MAX_POINTS_ROWS: usize = 5_000;

/// Reads the bulk points file: the good rows, and each bad one with its line and fault. A header
/// row (its second cell not a number) is skipped.
pub fn parse_points_file(text: &str) -> (Vec<PointsRow>, Vec<(usize, PointsRowError)>) {
    let mut rows = vec![];
    let mut errors = vec![];
    // A line at a time, so every row keeps the file's own line number (blank lines included).
    // Spreadsheets often start the file with a byte order mark.
    for (i, raw) in text.trim_start_matches('\u{feff}').lines().enumerate() {
        let line = i + 1;
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .trim(csv::Trim::All)
            .from_reader(raw.as_bytes());
        let record = match reader.records().next() {
            None => continue,
            Some(Ok(record)) => record,
            Some(Err(_)) => {
                errors.push((line, PointsRowError::BadPoints));
                continue;
            }
        };
        if record.iter().all(|c| c.is_empty()) {
            continue;
        }
        let agent = record.get(0).unwrap_or("").to_string();
        let points = record.get(1).unwrap_or("");
        let reason = record.get(2).unwrap_or("").to_string();
        let parsed = points.parse::<Decimal>();
        if line == 1 && parsed.is_err() {
            continue; // the header
        }
        if agent.is_empty() {
            errors.push((line, PointsRowError::MissingAgent));
        } else if !parsed
            .as_ref()
            .is_ok_and(|p| !p.is_zero() && p.scale() <= 2 && p.abs() < Decimal::from(1_000_000_000))
        {
            errors.push((line, PointsRowError::BadPoints));
        } else if reason.is_empty() {
            errors.push((line, PointsRowError::MissingReason));
        } else {
            rows.push(PointsRow {
                line,
                agent,
                points: parsed.expect("checked above"),
                reason: reason.chars().take(200).collect(),
            });
        }
    }
    (rows, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    fn day(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn b(balance: &str, owed: &str) -> Balance {
        Balance {
            balance: d(balance),
            owed: d(owed),
        }
    }

    #[test]
    fn a_credit_settles_what_is_owed_first() {
        assert_eq!(
            apply(b("10", "0"), Movement::Credit(d("5"))),
            Ok(b("15", "0"))
        );
        assert_eq!(
            apply(b("0", "8"), Movement::Credit(d("5"))),
            Ok(b("0", "3"))
        );
        assert_eq!(
            apply(b("0", "8"), Movement::Credit(d("20"))),
            Ok(b("12", "0"))
        );
    }

    #[test]
    fn a_reversal_beyond_the_balance_is_owed_and_the_balance_stays_at_zero() {
        assert_eq!(
            apply(b("10", "0"), Movement::Reversal(d("4"))),
            Ok(b("6", "0"))
        );
        assert_eq!(
            apply(b("3", "1"), Movement::Reversal(d("10"))),
            Ok(b("0", "8"))
        );
    }

    #[test]
    fn spending_never_goes_below_zero() {
        assert_eq!(
            apply(b("10", "0"), Movement::Spend(d("10"))),
            Ok(b("0", "0"))
        );
        assert_eq!(
            apply(b("9.99", "0"), Movement::Spend(d("10"))),
            Err(NotEnoughPoints)
        );
    }

    #[test]
    fn a_campaign_is_ongoing_from_its_first_day_to_its_last_inclusive() {
        let (s, e) = (day("2026-11-10"), day("2026-11-20"));
        assert_eq!(state(s, e, day("2026-11-09")), CampaignState::Upcoming);
        assert_eq!(state(s, e, day("2026-11-10")), CampaignState::Ongoing);
        assert_eq!(state(s, e, day("2026-11-20")), CampaignState::Ongoing);
        assert_eq!(state(s, e, day("2026-11-21")), CampaignState::Expired);
    }

    #[test]
    fn each_frequency_has_its_period() {
        let today = day("2026-11-25"); // a Wednesday
        let start = day("2026-01-15");
        let p = |f| period_start(Some(f), today, start);
        assert_eq!(p(Frequency::Daily), today);
        assert_eq!(p(Frequency::Weekly), day("2026-11-23"));
        assert_eq!(p(Frequency::Monthly), day("2026-11-01"));
        assert_eq!(p(Frequency::Quarterly), day("2026-10-01"));
        assert_eq!(p(Frequency::HalfYearly), day("2026-07-01"));
        assert_eq!(p(Frequency::Yearly), day("2026-01-01"));
        assert_eq!(period_start(None, today, start), start);
        assert_eq!(
            period_start(Some(Frequency::Quarterly), day("2026-03-31"), start),
            day("2026-01-01")
        );
        assert_eq!(
            period_start(Some(Frequency::HalfYearly), day("2026-06-30"), start),
            day("2026-01-01")
        );
        for code in [
            "daily",
            "weekly",
            "monthly",
            "quarterly",
            "half-yearly",
            "yearly",
        ] {
            assert_eq!(Frequency::parse(code).map(Frequency::code), Some(code));
        }
    }

    fn facts<'a>(tiers: &'a [i64]) -> RedeemFacts<'a> {
        RedeemFacts {
            starts_on: day("2026-11-01"),
            ends_on: day("2026-11-30"),
            tier_ids: tiers,
            points_required: d("100"),
            max_redemptions: Some(10),
            redeemed_count: 9,
            per_agent_limit: Some(1),
            agent_tier_id: Some(2),
            balance: d("100"),
            agent_redeemed_in_period: 0,
        }
    }

    #[test]
    fn an_agent_redeems_only_within_dates_tier_quota_limit_and_balance() {
        let today = day("2026-11-25");
        assert_eq!(may_redeem(&facts(&[]), today), Ok(()));
        assert_eq!(may_redeem(&facts(&[2, 3]), today), Ok(()));
        assert_eq!(
            may_redeem(&facts(&[1]), today),
            Err(RedeemRefusal::NotForTier)
        );
        assert_eq!(
            may_redeem(&facts(&[]), day("2026-10-31")),
            Err(RedeemRefusal::NotStarted)
        );
        assert_eq!(
            may_redeem(&facts(&[]), day("2026-12-01")),
            Err(RedeemRefusal::Ended)
        );
        let sold_out = RedeemFacts {
            redeemed_count: 10,
            ..facts(&[])
        };
        assert_eq!(may_redeem(&sold_out, today), Err(RedeemRefusal::SoldOut));
        let limited = RedeemFacts {
            agent_redeemed_in_period: 1,
            ..facts(&[])
        };
        assert_eq!(may_redeem(&limited, today), Err(RedeemRefusal::PeriodLimit));
        let short = RedeemFacts {
            balance: d("99.99"),
            ..facts(&[])
        };
        assert_eq!(
            may_redeem(&short, today),
            Err(RedeemRefusal::NotEnoughPoints)
        );
        let unlimited = RedeemFacts {
            max_redemptions: None,
            per_agent_limit: None,
            redeemed_count: 5000,
            agent_redeemed_in_period: 50,
            ..facts(&[])
        };
        assert_eq!(may_redeem(&unlimited, today), Ok(()));
        let no_tier = RedeemFacts {
            agent_tier_id: None,
            ..facts(&[2])
        };
        assert_eq!(may_redeem(&no_tier, today), Err(RedeemRefusal::NotForTier));
    }

    #[test]
    fn the_points_file_gives_its_good_rows_and_each_bad_line() {
        let text = "agent,points,reason\nbudi,50,Event bonus\naina@x.test,-20.5,Correction\n,10,No one\ncici,ten,Bad\ndodo,0,Zero\neko,5,\n\n42,1.234,Too fine\n";
        let (rows, errors) = parse_points_file(text);
        assert_eq!(
            rows,
            vec![
                PointsRow {
                    line: 2,
                    agent: "budi".into(),
                    points: d("50"),
                    reason: "Event bonus".into()
                },
                PointsRow {
                    line: 3,
                    agent: "aina@x.test".into(),
                    points: d("-20.5"),
                    reason: "Correction".into()
                },
            ]
        );
        assert_eq!(
            errors,
            vec![
                (4, PointsRowError::MissingAgent),
                (5, PointsRowError::BadPoints),
                (6, PointsRowError::BadPoints),
                (7, PointsRowError::MissingReason),
                (9, PointsRowError::BadPoints),
            ]
        );
        // Without a header the first line counts.
        let (rows, errors) = parse_points_file("\u{feff}budi,5,Gift");
        assert_eq!(rows[0].agent, "budi");
        assert_eq!(rows.len(), 1);
        assert!(errors.is_empty());
    }
}
