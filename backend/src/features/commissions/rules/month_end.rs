//! The month-end part of the plan (docs/commission-plan.md, "At the close"), pure: the commission
//! rank an agent reached in a month from their KPI figures, and what it pays — rank commission,
//! personal level commission and leadership. The worked examples of the document are the tests.

use super::{
    plan::{Earning, Kind},
    Kpi,
};
use crate::domain::money::Currency;
use rust_decimal::Decimal;

/// A commission rank as HQ set it up. Ranks are listed from the first up; a blank target asks
/// nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rank {
    pub id: i64,
    pub name: String,
    pub personal_sales: Option<Decimal>,
    pub total_personal_group_sales: Option<Decimal>,
    pub side_group_sales: Option<Decimal>,
    /// Percent of the group's sales.
    pub commission: Option<Decimal>,
    /// Percent of the agent's own sales.
    pub personal_level_commission: Option<Decimal>,
    pub is_leadership: bool,
    pub benefits: Vec<String>,
}

/// An agent's month as the close reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgentMonth {
    pub agent_id: i64,
    pub kpi: Kpi,
    /// New and active agents earn; inactive and suspended ones reach no rank.
    pub earns: bool,
    /// Their tier's leadership percent.
    pub leadership_percent: Option<Decimal>,
    /// Their tier's team member sales threshold: the personal sales a month needs before its
    /// month-end commissions pay.
    pub personal_minimum: Option<Decimal>,
}

/// The last rank (in HQ's order) whose every target the figures meet.
pub fn rank_reached<'r>(kpi: &Kpi, ranks: &'r [Rank]) -> Option<&'r Rank> {
    let meets = |target: Option<Decimal>, figure: Decimal| target.is_none_or(|t| figure >= t);
    ranks.iter().rev().find(|r| {
        meets(r.personal_sales, kpi.personal_sales)
            && meets(r.total_personal_group_sales, kpi.total_personal_group_sales)
            && meets(r.side_group_sales, kpi.side_group_sales)
    })
}

/// The rank an agent reached in a month and what it pays them.
pub fn month_end<'r>(
    month: &AgentMonth,
    ranks: &'r [Rank],
    currency: Currency,
) -> (Option<&'r Rank>, Vec<Earning>) {
    if !month.earns {
        return (None, vec![]);
    }
    let Some(rank) = rank_reached(&month.kpi, ranks) else {
        return (None, vec![]);
    };
    let below_minimum = month
        .personal_minimum
        .is_some_and(|m| month.kpi.personal_sales < m);
    if below_minimum {
        return (Some(rank), vec![]);
    }
    let mut out = vec![];
    let mut pay = |kind: Kind, base: Decimal, rate: Option<Decimal>| {
        let Some(rate) = rate.filter(|r| *r > Decimal::ZERO) else {
            return;
        };
        let amount = currency.round(base * rate / Decimal::ONE_HUNDRED);
        if amount > Decimal::ZERO {
            out.push(Earning {
                agent_id: month.agent_id,
                kind,
                base,
                rate: Some(rate),
                units: None,
                amount,
            });
        }
    };
    pay(Kind::Rank, month.kpi.group_sales, rank.commission);
    pay(
        Kind::PersonalLevel,
        month.kpi.personal_sales,
        rank.personal_level_commission,
    );
    if rank.is_leadership {
        pay(
            Kind::Leadership,
            month.kpi.side_group_sales,
            month.leadership_percent,
        );
    }
    (Some(rank), out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    fn opt(v: &str) -> Option<Decimal> {
        (!v.is_empty()).then(|| d(v))
    }

    /// A rank: its targets (personal, total personal group, side group) and its two percents.
    fn rank(id: i64, name: &str, targets: [&str; 3], rates: [&str; 2], leadership: bool) -> Rank {
        Rank {
            id,
            name: name.into(),
            personal_sales: opt(targets[0]),
            total_personal_group_sales: opt(targets[1]),
            side_group_sales: opt(targets[2]),
            commission: opt(rates[0]),
            personal_level_commission: opt(rates[1]),
            is_leadership: leadership,
            benefits: vec![format!("{name} pin")],
        }
    }

    fn ringgit_ranks() -> Vec<Rank> {
        vec![
            rank(1, "Bronze", ["200", "", ""], ["1", "1"], false),
            rank(2, "Silver", ["300", "2000", ""], ["2", "1.5"], false),
            rank(3, "Gold", ["300", "5000", "1500"], ["3", "2"], true),
        ]
    }

    fn month(personal: &str, group: &str, side: &str) -> AgentMonth {
        AgentMonth {
            agent_id: 7,
            kpi: Kpi {
                personal_sales: d(personal),
                group_sales: d(group),
                total_personal_group_sales: d(personal) + d(group),
                side_group_sales: d(side),
            },
            earns: true,
            leadership_percent: Some(d("2")),
            personal_minimum: None,
        }
    }

    fn amount(e: &[Earning], kind: Kind) -> Option<Decimal> {
        e.iter().find(|e| e.kind == kind).map(|e| e.amount)
    }

    #[test]
    fn the_last_rank_whose_targets_are_all_met_in_ringgit() {
        // Aina bought RM 300, her group RM 1,950 (side group RM 750): total RM 2,250. She meets
        // Bronze and Silver, not Gold (RM 5,000 total): she is Silver this month. Silver pays 2 % of
        // the group's RM 1,950 (RM 39.00) and 1.5 % of her own RM 300 (RM 4.50); it is not a
        // leadership rank, so no leadership.
        let ranks = ringgit_ranks();
        let (reached, e) = month_end(&month("300", "1950", "750"), &ranks, Currency::Myr);
        assert_eq!(reached.map(|r| r.name.as_str()), Some("Silver"));
        assert_eq!(amount(&e, Kind::Rank), Some(d("39.00")));
        assert_eq!(amount(&e, Kind::PersonalLevel), Some(d("4.50")));
        assert_eq!(amount(&e, Kind::Leadership), None);
        assert_eq!(e.len(), 2);
    }

    #[test]
    fn a_leadership_rank_adds_the_tiers_leadership_percent_of_the_side_group() {
        // Chong bought RM 400; his group RM 6,000 with RM 2,000 outside his biggest leg. He is Gold:
        // 3 % of RM 6,000 is RM 180.00, 2 % of RM 400 is RM 8.00, and Gold is a leadership rank,
        // so his tier's 2 % leadership on the RM 2,000 side group is RM 40.00.
        let ranks = ringgit_ranks();
        let (reached, e) = month_end(&month("400", "6000", "2000"), &ranks, Currency::Myr);
        assert_eq!(reached.map(|r| r.id), Some(3));
        assert_eq!(amount(&e, Kind::Rank), Some(d("180.00")));
        assert_eq!(amount(&e, Kind::PersonalLevel), Some(d("8.00")));
        assert_eq!(amount(&e, Kind::Leadership), Some(d("40.00")));
    }

    #[test]
    fn targets_met_only_in_part_reach_a_lower_rank_or_none() {
        let ranks = ringgit_ranks();
        // RM 6,000 of group sales but only RM 250 of her own: not Silver's RM 300, so Bronze.
        let (reached, _) = month_end(&month("250", "6000", "2000"), &ranks, Currency::Myr);
        assert_eq!(reached.map(|r| r.name.as_str()), Some("Bronze"));
        // RM 150 of her own: no rank, no month-end commission.
        let (reached, e) = month_end(&month("150", "6000", "2000"), &ranks, Currency::Myr);
        assert_eq!((reached, e.len()), (None, 0));
    }

    #[test]
    fn an_agent_who_does_not_earn_or_misses_the_tiers_minimum_is_paid_nothing() {
        let ranks = ringgit_ranks();
        let mut m = month("300", "1950", "750");
        m.earns = false;
        assert_eq!(month_end(&m, &ranks, Currency::Myr), (None, vec![]));
        // Her tier asks RM 500 of personal sales a month: she reaches Silver but is paid nothing.
        let mut m = month("300", "1950", "750");
        m.personal_minimum = Some(d("500"));
        let (reached, e) = month_end(&m, &ranks, Currency::Myr);
        assert_eq!((reached.map(|r| r.id), e.len()), (Some(2), 0));
    }

    #[test]
    fn month_end_commissions_in_rupiah_are_whole_rupiah() {
        // Budi bought Rp 2.500.000; his group Rp 33.333.333, side group Rp 10.000.000. The rank asks
        // Rp 2.000.000 of his own; it pays 1.5 % of the group (Rp 499.999,995: Rp 500.000) and
        // 1 % of his own (Rp 25.000), and as a leadership rank his tier's 2 % of the side group
        // (Rp 200.000).
        let ranks = vec![rank(9, "Pelopor", ["2000000", "", ""], ["1.5", "1"], true)];
        let (reached, e) = month_end(
            &month("2500000", "33333333", "10000000"),
            &ranks,
            Currency::Idr,
        );
        assert_eq!(reached.map(|r| r.id), Some(9));
        assert_eq!(amount(&e, Kind::Rank), Some(d("500000")));
        assert_eq!(amount(&e, Kind::PersonalLevel), Some(d("25000")));
        assert_eq!(amount(&e, Kind::Leadership), Some(d("200000")));
    }
}
