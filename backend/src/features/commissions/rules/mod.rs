//! The rules of commissions, pure: the KPI figures of an agent for a period (here) and what each
//! completed order pays whom (`plan`, docs/commission-plan.md).

pub mod month_end;
pub mod payouts;
pub mod plan;

use rust_decimal::Decimal;

/// An agent's sales in a period as the ledger keeps them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sales {
    /// What the agent bought.
    pub personal: Decimal,
    /// What everyone below them bought, any depth.
    pub group: Decimal,
}

/// The four KPI figures.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Kpi {
    pub personal_sales: Decimal,
    pub group_sales: Decimal,
    pub total_personal_group_sales: Decimal,
    /// The group's sales outside its biggest leg.
    pub side_group_sales: Decimal,
}

/// The KPI figures of an agent from their own sales and each direct downline's (a leg: that agent
/// and everyone below them). The side group is every leg but the biggest one: the sales the agent's
/// network makes beyond its strongest line.
pub fn kpi(own: Sales, legs: &[Sales]) -> Kpi {
    let biggest = legs
        .iter()
        .map(|l| l.personal + l.group)
        .max()
        .unwrap_or_default();
    Kpi::with_biggest_leg(own.personal, own.group, biggest)
}

impl Kpi {
    /// The figures from the agent's own and group sales and their biggest leg's.
    pub fn with_biggest_leg(personal: Decimal, group: Decimal, biggest_leg: Decimal) -> Kpi {
        Kpi {
            personal_sales: personal,
            group_sales: group,
            total_personal_group_sales: personal + group,
            side_group_sales: (group - biggest_leg).max(Decimal::ZERO),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    fn sales(personal: Decimal, group: Decimal) -> Sales {
        Sales { personal, group }
    }

    #[test]
    fn the_side_group_is_every_leg_but_the_biggest_in_ringgit() {
        // Aina bought RM 300; her three legs bought RM 1,200, RM 500 and RM 250 (with their own
        // downlines), so her group is RM 1,950 and her side group RM 750.
        let legs = [
            sales(d("200.00"), d("1000.00")),
            sales(d("500.00"), d("0")),
            sales(d("50.00"), d("200.00")),
        ];
        let k = kpi(sales(d("300.00"), d("1950.00")), &legs);
        assert_eq!(k.personal_sales, d("300.00"));
        assert_eq!(k.group_sales, d("1950.00"));
        assert_eq!(k.total_personal_group_sales, d("2250.00"));
        assert_eq!(k.side_group_sales, d("750.00"));
    }

    #[test]
    fn one_leg_leaves_no_side_group_in_rupiah() {
        // Budi's only leg bought Rp 1.500.000: all of it is his biggest leg.
        let k = kpi(
            sales(d("250000"), d("1500000")),
            &[sales(d("1000000"), d("500000"))],
        );
        assert_eq!(k.total_personal_group_sales, d("1750000"));
        assert_eq!(k.side_group_sales, d("0"));
    }

    #[test]
    fn no_downline_no_group() {
        let k = kpi(sales(d("80.50"), d("0")), &[]);
        assert_eq!(
            k,
            Kpi {
                personal_sales: d("80.50"),
                total_personal_group_sales: d("80.50"),
                ..Kpi::default()
            }
        );
    }
}
