//! Score ranking and gameplan, pure: what each ranking measures, and how far an agent is from each
//! target of their next tier and next commission rank (docs/api-reports.md).

use rust_decimal::Decimal;

/// What a score ranking ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// Personal sales in the month.
    PersonalSales,
    /// Group sales in the month.
    GroupSales,
    /// Total personal group sales in the month.
    TotalPersonalGroupSales,
    /// Team size: everyone below the agent, today.
    Team,
    /// Commission earned in the month.
    Commission,
    /// Direct recruits who joined in the month.
    Recruitment,
}

impl Measure {
    pub const ALL: [Measure; 6] = [
        Measure::PersonalSales,
        Measure::GroupSales,
        Measure::TotalPersonalGroupSales,
        Measure::Team,
        Measure::Commission,
        Measure::Recruitment,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Measure::PersonalSales => "ps",
            Measure::GroupSales => "gs",
            Measure::TotalPersonalGroupSales => "tpgs",
            Measure::Team => "team",
            Measure::Commission => "commission",
            Measure::Recruitment => "recruitment",
        }
    }

    /// Money (else a count).
    pub fn is_money(self) -> bool {
        !matches!(self, Measure::Team | Measure::Recruitment)
    }
}

/// The top-performer list's length: 3 unless asked, at most 10.
pub fn top_limit(asked: Option<i64>) -> i64 {
    asked.unwrap_or(3).clamp(1, 10)
}

/// Whether a ranking's amounts are shown: HQ always; agents when HQ allows it.
pub fn amounts_shown(hq_side: bool, show_amount_snr: bool, measure_is_money: bool) -> bool {
    hq_side || show_amount_snr || !measure_is_money
}

/// One target of the next tier or rank, and how far the agent is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    pub key: &'static str,
    /// Counted in units (else an amount).
    pub units: bool,
    pub target: Decimal,
    pub current: Decimal,
}

impl Requirement {
    pub fn met(&self) -> bool {
        self.current >= self.target
    }

    /// 0–100, rounded down (100 only when met).
    pub fn percent(&self) -> i64 {
        if self.met() || self.target <= Decimal::ZERO {
            return 100;
        }
        let p = (self.current.max(Decimal::ZERO) * Decimal::ONE_HUNDRED / self.target).floor();
        i64::try_from(p).unwrap_or(0).clamp(0, 99)
    }
}

/// An agent's month: own and group sales, in units and amount, and the side group's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Month {
    pub personal_units: i64,
    pub personal_amount: Decimal,
    pub group_units: i64,
    pub group_amount: Decimal,
    pub side_group_amount: Decimal,
}

/// A tier's promotion targets (each blank when HQ set none).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TierTargets {
    pub personal_units: Option<i64>,
    pub personal_amount: Option<Decimal>,
    pub group_units: Option<i64>,
    pub group_amount: Option<Decimal>,
    pub tpgs_units: Option<i64>,
    pub tpgs_amount: Option<Decimal>,
}

/// What the next tier asks, against the month so far, in the order the screen shows them.
pub fn tier_requirements(next: &TierTargets, m: &Month) -> Vec<Requirement> {
    let units = |key, target: Option<i64>, current: i64| {
        target.map(|t| Requirement {
            key,
            units: true,
            target: Decimal::from(t),
            current: Decimal::from(current),
        })
    };
    let amount = |key, target: Option<Decimal>, current: Decimal| {
        target.map(|t| Requirement {
            key,
            units: false,
            target: t,
            current,
        })
    };
    [
        amount("personalSales", next.personal_amount, m.personal_amount),
        units("personalUnits", next.personal_units, m.personal_units),
        amount("groupSales", next.group_amount, m.group_amount),
        units("groupUnits", next.group_units, m.group_units),
        amount(
            "totalPersonalGroupSales",
            next.tpgs_amount,
            m.personal_amount + m.group_amount,
        ),
        units(
            "totalPersonalGroupUnits",
            next.tpgs_units,
            m.personal_units + m.group_units,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// What the next commission rank asks (and the tier's monthly personal minimum), against the month.
pub fn rank_requirements(
    personal_sales: Option<Decimal>,
    total_personal_group_sales: Option<Decimal>,
    side_group_sales: Option<Decimal>,
    team_member_threshold: Option<Decimal>,
    m: &Month,
) -> Vec<Requirement> {
    let amount = |key, target: Option<Decimal>, current: Decimal| {
        target.map(|t| Requirement {
            key,
            units: false,
            target: t,
            current,
        })
    };
    [
        amount("personalSales", personal_sales, m.personal_amount),
        amount(
            "totalPersonalGroupSales",
            total_personal_group_sales,
            m.personal_amount + m.group_amount,
        ),
        amount("sideGroupSales", side_group_sales, m.side_group_amount),
        amount(
            "teamMemberThreshold",
            team_member_threshold,
            m.personal_amount,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    #[test]
    fn how_far_to_the_next_tier_counts_only_the_targets_hq_set() {
        // Gold asks RM 2,000 of total personal group sales and 20 units of one's own. Aina has
        // RM 300 of her own in 6 units and RM 1,650 from her group: 97 % and 30 %.
        let gold = TierTargets {
            personal_units: Some(20),
            tpgs_amount: Some(d("2000")),
            ..TierTargets::default()
        };
        let m = Month {
            personal_units: 6,
            personal_amount: d("300"),
            group_units: 33,
            group_amount: d("1650"),
            side_group_amount: d("0"),
        };
        let r = tier_requirements(&gold, &m);
        let keys: Vec<_> = r.iter().map(|r| (r.key, r.percent(), r.met())).collect();
        assert_eq!(
            keys,
            vec![
                ("personalUnits", 30, false),
                ("totalPersonalGroupSales", 97, false),
            ]
        );
        assert_eq!(r[1].current, d("1950"));
    }

    #[test]
    fn a_met_target_is_a_full_bar_and_a_bar_is_never_full_before_it_is_met() {
        let r = Requirement {
            key: "personalSales",
            units: false,
            target: d("200"),
            current: d("199.99"),
        };
        assert_eq!((r.met(), r.percent()), (false, 99));
        let r = Requirement {
            current: d("250"),
            ..r
        };
        assert_eq!((r.met(), r.percent()), (true, 100));
        let r = Requirement {
            current: d("-20"),
            ..r
        };
        assert_eq!(r.percent(), 0, "a month of refunds is no progress");
    }

    #[test]
    fn the_next_rank_asks_its_targets_and_the_tiers_monthly_minimum() {
        // Silver asks RM 300 own and RM 2,000 total; the tier asks RM 500 own a month before
        // month-end commissions pay. Rupiah work the same way.
        let m = Month {
            personal_amount: d("2500000"),
            group_amount: d("33333333"),
            side_group_amount: d("10000000"),
            ..Month::default()
        };
        let r = rank_requirements(
            Some(d("3000000")),
            None,
            Some(d("5000000")),
            Some(d("1000000")),
            &m,
        );
        let keys: Vec<_> = r.iter().map(|r| (r.key, r.percent())).collect();
        assert_eq!(
            keys,
            vec![
                ("personalSales", 83),
                ("sideGroupSales", 100),
                ("teamMemberThreshold", 100)
            ]
        );
    }

    #[test]
    fn agents_see_amounts_only_when_hq_allows_and_counts_always() {
        assert!(amounts_shown(true, false, true));
        assert!(!amounts_shown(false, false, true));
        assert!(amounts_shown(false, false, false), "team sizes are counts");
        assert!(amounts_shown(false, true, true));
        assert_eq!(
            (top_limit(None), top_limit(Some(50)), top_limit(Some(0))),
            (3, 10, 1)
        );
    }
}
