//! What a completed order pays whom: the commission plan of docs/commission-plan.md, pure. The
//! worked examples of that document are the tests below, in ringgit and in rupiah.

use crate::domain::money::Currency;
use rust_decimal::Decimal;

/// A kind of earning, as the API and the ledger name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Override,
    Helper,
    SaleProfit,
    Recruit,
    Introducer,
    Affiliate,
    /// Month-end: the commission rank's commission on the group's sales.
    Rank,
    /// Month-end: the commission rank's personal level commission on the agent's own sales.
    PersonalLevel,
    /// Month-end: a leadership rank's tier leadership percent on the side group's sales.
    Leadership,
}

impl Kind {
    /// Every kind the plan pays, in the order screens list them.
    pub const ALL: [Kind; 9] = [
        Kind::Override,
        Kind::Helper,
        Kind::SaleProfit,
        Kind::Recruit,
        Kind::Introducer,
        Kind::Affiliate,
        Kind::Rank,
        Kind::PersonalLevel,
        Kind::Leadership,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Kind::Override => "override",
            Kind::Helper => "helper",
            Kind::SaleProfit => "sale-profit",
            Kind::Recruit => "recruit",
            Kind::Introducer => "introducer",
            Kind::Affiliate => "affiliate",
            Kind::Rank => "rank",
            Kind::PersonalLevel => "personal-level",
            Kind::Leadership => "leadership",
        }
    }

    /// Worked out at the period close from the month's figures, not from one order.
    pub fn is_month_end(self) -> bool {
        matches!(self, Kind::Rank | Kind::PersonalLevel | Kind::Leadership)
    }

    pub fn parse(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// An agent who may earn: whether they are in good standing, and their tier's rates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Earner {
    pub id: i64,
    /// New and active agents earn; inactive and suspended ones do not.
    pub earns: bool,
    /// The tier's overriding commission, percent.
    pub overriding_percent: Option<Decimal>,
    /// The tier's helper percent.
    pub helper_percent: Option<Decimal>,
    /// The tier's introducer bonus per unit, for products that set none of their own.
    pub introducer_bonus: Option<Decimal>,
}

/// One line of a completed order, with the product's per-unit amounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderLine {
    pub units: i32,
    /// The product's introducer bonus per unit.
    pub introducer_bonus: Option<Decimal>,
    /// The product's affiliate commission per unit.
    pub affiliate_commission: Option<Decimal>,
}

/// What the plan needs to know of a completed order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletedOrder {
    pub buyer_id: i64,
    /// Sales amount: the goods after the voucher (no shipping, fees or tax).
    pub amount: Decimal,
    /// The buyer's uplines, nearest first (the direct upline, then theirs, up to the top).
    pub uplines: Vec<Earner>,
    /// The buyer's upline helper.
    pub helper: Option<Earner>,
    /// The upline who filled the order from their own stock (None: HQ sold it).
    pub seller_id: Option<i64>,
    /// What the seller keeps: the buyer's price less the seller's own tier price, per line,
    /// worked out at checkout.
    pub seller_margin: Decimal,
    /// The order's units.
    pub units: i32,
    /// The buyer's first completed order.
    pub first_order: bool,
    /// The buyer's tier's recruit commission, paid once to whoever recruited them.
    pub recruit_commission: Option<Decimal>,
    /// The order's lines.
    pub lines: Vec<OrderLine>,
    /// The agent whose affiliate store the order came through.
    pub affiliate: Option<Earner>,
}

/// The company's choices in the plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlanSettings {
    /// An override whose upline does not earn passes up to the nearest upline who does.
    pub override_compresses: bool,
    pub currency: Currency,
}

/// One earning of one agent from one order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Earning {
    pub agent_id: i64,
    pub kind: Kind,
    pub base: Decimal,
    pub rate: Option<Decimal>,
    pub units: Option<i32>,
    pub amount: Decimal,
}

fn percent_of(base: Decimal, rate: Decimal, currency: Currency) -> Decimal {
    currency.round(base * rate / Decimal::ONE_HUNDRED)
}

/// Everything a completed order pays, by the plan. Kinds whose rate is missing or zero, or whose
/// earner does not earn, pay nothing (no entry).
pub fn earnings(order: &CompletedOrder, plan: &PlanSettings) -> Vec<Earning> {
    let mut out = vec![];
    let positive = |d: Option<Decimal>| d.filter(|d| *d > Decimal::ZERO);

    // Overriding commission: the direct upline, or with compression the nearest who earns.
    let overrider = if plan.override_compresses {
        order.uplines.iter().find(|u| u.earns)
    } else {
        order.uplines.first().filter(|u| u.earns)
    };
    if let Some((u, rate)) = overrider.and_then(|u| positive(u.overriding_percent).map(|r| (u, r)))
    {
        out.push(Earning {
            agent_id: u.id,
            kind: Kind::Override,
            base: order.amount,
            rate: Some(rate),
            units: None,
            amount: percent_of(order.amount, rate, plan.currency),
        });
    }

    // Helper commission: the buyer's upline helper, at the helper's tier's percent.
    if let Some((h, rate)) = (order.helper.as_ref())
        .filter(|h| h.earns)
        .and_then(|h| positive(h.helper_percent).map(|r| (h, r)))
    {
        out.push(Earning {
            agent_id: h.id,
            kind: Kind::Helper,
            base: order.amount,
            rate: Some(rate),
            units: None,
            amount: percent_of(order.amount, rate, plan.currency),
        });
    }

    // Sale profit: the upline who filled the order from their own stock keeps their margin.
    if let Some(seller) = order.seller_id {
        let margin = plan.currency.round(order.seller_margin);
        if margin > Decimal::ZERO {
            out.push(Earning {
                agent_id: seller,
                kind: Kind::SaleProfit,
                base: margin,
                rate: None,
                units: Some(order.units),
                amount: margin,
            });
        }
    }

    // Recruit commission: once, on the recruit's first completed order, to their direct upline.
    if order.first_order {
        if let (Some(recruiter), Some(fixed)) = (
            order.uplines.first().filter(|u| u.earns),
            positive(order.recruit_commission),
        ) {
            let fixed = plan.currency.round(fixed);
            out.push(Earning {
                agent_id: recruiter.id,
                kind: Kind::Recruit,
                base: fixed,
                rate: None,
                units: None,
                amount: fixed,
            });
        }
    }
    // Introducer bonus: to the agent who introduced the buyer (their direct upline), per unit: the
    // product's own bonus, or the introducer's tier's for products without one.
    if let Some(introducer) = order.uplines.first().filter(|u| u.earns) {
        let (units, amount) = per_unit(&order.lines, |l| {
            positive(l.introducer_bonus).or(positive(introducer.introducer_bonus))
        });
        push_per_unit(
            &mut out,
            introducer.id,
            Kind::Introducer,
            units,
            amount,
            plan,
        );
    }

    // Affiliate commission: to the agent whose affiliate store sold it, the product's per unit.
    if let Some(affiliate) = order.affiliate.as_ref().filter(|a| a.earns) {
        let (units, amount) = per_unit(&order.lines, |l| positive(l.affiliate_commission));
        push_per_unit(&mut out, affiliate.id, Kind::Affiliate, units, amount, plan);
    }
    out
}

/// The units of the lines that pay a per-unit amount, and what they pay.
fn per_unit(lines: &[OrderLine], rate: impl Fn(&OrderLine) -> Option<Decimal>) -> (i32, Decimal) {
    lines
        .iter()
        .fold((0, Decimal::ZERO), |(units, sum), l| match rate(l) {
            Some(r) if l.units > 0 => (units + l.units, sum + r * Decimal::from(l.units)),
            _ => (units, sum),
        })
}

fn push_per_unit(
    out: &mut Vec<Earning>,
    agent_id: i64,
    kind: Kind,
    units: i32,
    amount: Decimal,
    plan: &PlanSettings,
) {
    let amount = plan.currency.round(amount);
    if amount > Decimal::ZERO {
        out.push(Earning {
            agent_id,
            kind,
            base: amount,
            rate: None,
            units: Some(units),
            amount,
        });
    }
}

/// The calculation written out, the same in every language: "5% × RM 150.00", "3 pcs: RM 6.00",
/// "RM 20.00"; a reversal is its negative.
pub fn rule_text(
    kind: Kind,
    base: Decimal,
    rate: Option<Decimal>,
    units: Option<i32>,
    reversal: bool,
    currency: Currency,
) -> String {
    let money = |d: Decimal| match currency {
        Currency::Myr => format!("RM {}", currency.text(d)),
        Currency::Idr => format!("Rp {}", currency.text(d)),
    };
    let text = match (kind, rate, units) {
        (_, Some(rate), _) => format!("{}% × {}", rate.normalize(), money(base)),
        (_, None, Some(units)) => format!("{units} pcs: {}", money(base)),
        _ => money(base),
    };
    if reversal {
        format!("−({text})")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: &str) -> Decimal {
        v.parse().unwrap()
    }

    fn earner(id: i64, overriding: &str, helper: &str) -> Earner {
        let rate = |v: &str| (!v.is_empty()).then(|| d(v));
        Earner {
            id,
            earns: true,
            overriding_percent: rate(overriding),
            helper_percent: rate(helper),
            introducer_bonus: None,
        }
    }

    fn line(units: i32, introducer: &str, affiliate: &str) -> OrderLine {
        let amount = |v: &str| (!v.is_empty()).then(|| d(v));
        OrderLine {
            units,
            introducer_bonus: amount(introducer),
            affiliate_commission: amount(affiliate),
        }
    }

    const MYR: PlanSettings = PlanSettings {
        override_compresses: true,
        currency: Currency::Myr,
    };
    const IDR: PlanSettings = PlanSettings {
        override_compresses: true,
        currency: Currency::Idr,
    };

    fn order(amount: &str, uplines: Vec<Earner>) -> CompletedOrder {
        CompletedOrder {
            buyer_id: 1,
            amount: d(amount),
            uplines,
            helper: None,
            seller_id: None,
            seller_margin: Decimal::ZERO,
            units: 0,
            first_order: false,
            recruit_commission: None,
            lines: vec![],
            affiliate: None,
        }
    }

    fn only(e: &[Earning], kind: Kind) -> &Earning {
        let found: Vec<_> = e.iter().filter(|e| e.kind == kind).collect();
        assert_eq!(found.len(), 1, "{kind:?} in {e:?}");
        found[0]
    }

    #[test]
    fn override_is_the_uplines_tier_percent_of_the_order_in_ringgit() {
        // Budi's order: RM 153.90 of goods after his voucher. Aina, his upline, is Gold with a 5 %
        // overriding commission: she earns RM 7.70 (7.695, rounded half up to the sen).
        let e = earnings(&order("153.90", vec![earner(2, "5", "")]), &MYR);
        let o = only(&e, Kind::Override);
        assert_eq!(
            (o.agent_id, o.base, o.rate, o.amount),
            (2, d("153.90"), Some(d("5")), d("7.70"))
        );
    }

    #[test]
    fn override_in_rupiah_is_whole_rupiah() {
        // Rp 1.250.000 at 3 %: Rp 37.500.
        let e = earnings(&order("1250000", vec![earner(2, "3", "")]), &IDR);
        assert_eq!(only(&e, Kind::Override).amount, d("37500"));
        // Rp 33.333 at 5 %: 1,666.65 rupiah, paid as Rp 1.667.
        let e = earnings(&order("33333", vec![earner(2, "5", "")]), &IDR);
        assert_eq!(only(&e, Kind::Override).amount, d("1667"));
    }

    #[test]
    fn override_compresses_past_an_upline_who_does_not_earn_unless_the_company_says_no() {
        // Aina (Budi's upline) went inactive; above her, Chong is Platinum at 8 %. On RM 200 of
        // goods Chong earns RM 16.00 (compression on, the default); with it off nobody earns it.
        let mut aina = earner(2, "5", "");
        aina.earns = false;
        let chong = earner(3, "8", "");
        let o = order("200.00", vec![aina, chong]);
        let e = earnings(&o, &MYR);
        assert_eq!(
            (
                only(&e, Kind::Override).agent_id,
                only(&e, Kind::Override).amount
            ),
            (3, d("16.00"))
        );
        let off = PlanSettings {
            override_compresses: false,
            ..MYR
        };
        assert!(earnings(&o, &off).is_empty());
    }

    #[test]
    fn a_tier_without_a_rate_pays_no_override() {
        let e = earnings(
            &order("200.00", vec![earner(2, "", ""), earner(3, "8", "")]),
            &MYR,
        );
        assert!(
            e.is_empty(),
            "the direct upline's tier decides; none set, none paid: {e:?}"
        );
    }

    #[test]
    fn helper_commission_goes_to_the_upline_helper() {
        // Dewi is Budi's upline helper, Silver with a 2 % helper rate: on RM 153.90, RM 3.08.
        let mut o = order("153.90", vec![]);
        o.helper = Some(earner(4, "", "2"));
        let e = earnings(&o, &MYR);
        let h = only(&e, Kind::Helper);
        assert_eq!((h.agent_id, h.amount), (4, d("3.08")));
        // Rp 2.000.000 at 2 %: Rp 40.000.
        let mut o = order("2000000", vec![]);
        o.helper = Some(earner(4, "", "2"));
        assert_eq!(only(&earnings(&o, &IDR), Kind::Helper).amount, d("40000"));
    }

    #[test]
    fn sale_profit_is_the_margin_of_the_upline_who_filled_the_order() {
        // Aina fills Budi's order from her own stock: Budi pays RM 50.00 a serum at his tier, Aina's
        // own tier price is RM 45.00, so on 3 serums she keeps RM 15.00. HQ's orders pay none.
        let mut o = order("150.00", vec![earner(2, "", "")]);
        o.seller_id = Some(2);
        o.seller_margin = d("15.00");
        o.units = 3;
        let e = earnings(&o, &MYR);
        let s = only(&e, Kind::SaleProfit);
        assert_eq!((s.agent_id, s.units, s.amount), (2, Some(3), d("15.00")));
        o.seller_id = None;
        assert!(earnings(&o, &MYR).is_empty());
        // In rupiah: 10 units, Rp 450.000 to Budi against Rp 400.000 at Aina's price: Rp 50.000.
        let mut o = order("450000", vec![]);
        o.seller_id = Some(2);
        o.seller_margin = d("50000");
        o.units = 10;
        assert_eq!(
            only(&earnings(&o, &IDR), Kind::SaleProfit).amount,
            d("50000")
        );
    }

    #[test]
    fn recruit_commission_once_on_the_recruits_first_order() {
        // Budi joined under Aina as Gold, whose recruit commission is RM 20.00: Aina earns it when
        // Budi's first order completes, and not on his later ones.
        let mut o = order("100.00", vec![earner(2, "", "")]);
        o.recruit_commission = Some(d("20.00"));
        o.first_order = true;
        let r = only(&earnings(&o, &MYR), Kind::Recruit).clone();
        assert_eq!((r.agent_id, r.amount), (2, d("20.00")));
        o.first_order = false;
        assert!(earnings(&o, &MYR).is_empty());
        // Rp 150.000 in rupiah.
        let mut o = order("500000", vec![earner(2, "", "")]);
        o.recruit_commission = Some(d("150000"));
        o.first_order = true;
        assert_eq!(only(&earnings(&o, &IDR), Kind::Recruit).amount, d("150000"));
    }

    #[test]
    fn introducer_bonus_is_per_unit_to_the_agent_who_introduced_the_buyer() {
        // Budi buys 3 serums (RM 2.00 introducer bonus each) and 2 cleansers (none of their own).
        // Aina introduced him; her tier's introducer bonus is RM 0.50 a unit for products without
        // one: RM 6.00 + RM 1.00 = RM 7.00 on 5 units.
        let mut aina = earner(2, "", "");
        aina.introducer_bonus = Some(d("0.50"));
        let mut o = order("300.00", vec![aina]);
        o.lines = vec![line(3, "2.00", ""), line(2, "", "")];
        let i = only(&earnings(&o, &MYR), Kind::Introducer).clone();
        assert_eq!((i.agent_id, i.units, i.amount), (2, Some(5), d("7.00")));
        // Without the tier's default only the serums pay: RM 6.00 on 3 units.
        o.uplines[0].introducer_bonus = None;
        let i = only(&earnings(&o, &MYR), Kind::Introducer).clone();
        assert_eq!((i.units, i.amount), (Some(3), d("6.00")));
        // An introducer who went inactive earns nothing (no compression for this kind).
        o.uplines[0].earns = false;
        assert!(earnings(&o, &MYR).is_empty());
        // Rp 5.000 a unit on 12 units: Rp 60.000.
        let mut o = order("1200000", vec![earner(2, "", "")]);
        o.lines = vec![line(12, "5000", "")];
        assert_eq!(
            only(&earnings(&o, &IDR), Kind::Introducer).amount,
            d("60000")
        );
    }

    #[test]
    fn affiliate_commission_is_per_unit_to_the_store_that_sold_it() {
        // A customer buys 2 serums (RM 4.50 affiliate commission each) and a cleanser (none) in
        // Dewi's affiliate store: Dewi earns RM 9.00 on 2 units.
        let mut o = order("180.00", vec![]);
        o.affiliate = Some(earner(4, "", ""));
        o.lines = vec![line(2, "", "4.50"), line(1, "", "")];
        let a = only(&earnings(&o, &MYR), Kind::Affiliate).clone();
        assert_eq!((a.agent_id, a.units, a.amount), (4, Some(2), d("9.00")));
        // Not through a store: no affiliate commission.
        o.affiliate = None;
        assert!(earnings(&o, &MYR).is_empty());
        // Rp 15.000 a unit on 4 units: Rp 60.000.
        let mut o = order("800000", vec![]);
        o.affiliate = Some(earner(4, "", ""));
        o.lines = vec![line(4, "", "15000")];
        assert_eq!(
            only(&earnings(&o, &IDR), Kind::Affiliate).amount,
            d("60000")
        );
    }

    #[test]
    fn the_rule_is_written_out() {
        assert_eq!(
            rule_text(
                Kind::Override,
                d("150.00"),
                Some(d("5.00")),
                None,
                false,
                Currency::Myr
            ),
            "5% × RM 150.00"
        );
        assert_eq!(
            rule_text(
                Kind::SaleProfit,
                d("50000"),
                None,
                Some(10),
                true,
                Currency::Idr
            ),
            "−(10 pcs: Rp 50000)"
        );
        assert_eq!(
            rule_text(Kind::Recruit, d("20"), None, None, false, Currency::Myr),
            "RM 20.00"
        );
        assert!(Kind::ALL.iter().all(|k| Kind::parse(k.code()) == Some(*k)));
    }
}
