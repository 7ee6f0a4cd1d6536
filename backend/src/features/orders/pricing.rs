//! Pricing what an agent wants: the buyer's context (tier, seller, the company's shop settings), each
//! line at the tier's price with what it takes from stock and why it cannot be bought, and the sums
//! and minimum order of a basket. Checkout (`checkout.rs`) places what this prices.

use super::{
    checkout::CheckoutError,
    rules::{self, RangePrice},
    store::{self, Buyer, ShopSettings},
};
use crate::i18n::{t, Msg};
use rust_decimal::Decimal;
use sqlx::PgConnection;
use std::collections::HashMap;

/// A line as asked for (from the cart, or from HQ's order form).
#[derive(Clone, Debug)]
pub struct Wanted {
    pub kind: &'static str,
    pub variant_id: Option<i64>,
    pub package_id: Option<i64>,
    pub combo_id: Option<i64>,
    /// Combo picks: (variant, quantity).
    pub picks: Vec<(i64, i64)>,
    pub quantity: i64,
    pub cart_line_id: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblem {
    Unavailable,
    FirstOrderOnly,
    HqOnly,
    OutOfStock { left: i64 },
}

impl LineProblem {
    pub fn code(&self) -> &'static str {
        match self {
            LineProblem::Unavailable | LineProblem::HqOnly => "unavailable",
            LineProblem::FirstOrderOnly => "first_order_only",
            LineProblem::OutOfStock { .. } => "out_of_stock",
        }
    }
    pub fn message(&self, name: &str) -> String {
        match self {
            LineProblem::Unavailable => t(Msg::ProductUnavailable).to_string(),
            LineProblem::HqOnly => t(Msg::HqOnlyItem).to_string(),
            LineProblem::FirstOrderOnly => t(Msg::FirstOrderOnlyItem).to_string(),
            LineProblem::OutOfStock { left: 0 } => t(Msg::OutOfStock).replace("{name}", name),
            LineProblem::OutOfStock { left } => t(Msg::OverStock)
                .replace("{n}", &left.to_string())
                .replace("{name}", name),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Pick {
    pub variant_id: i64,
    pub product_id: i64,
    pub name: String,
    pub label: String,
    pub quantity: i64,
}

/// A line with its price and what it takes from stock.
#[derive(Clone, Debug)]
pub struct Priced {
    pub wanted: Wanted,
    pub product_id: Option<i64>,
    pub name: String,
    pub label: String,
    pub sku: Option<String>,
    pub image: Option<String>,
    pub unit_price: Decimal,
    pub line_total: Decimal,
    pub points: Decimal,
    pub weight: Decimal,
    /// What the upline keeps on this line (0 when HQ sells).
    pub seller_margin: Decimal,
    pub picks: Vec<Pick>,
    /// Units to take: (variant, product, quantity).
    pub needs: Vec<(i64, i64, i64)>,
    /// Units on hand for a product line.
    pub available: Option<i64>,
    pub problem: Option<LineProblem>,
}

/// Who sells: HQ (from a branch) or the buyer's upline (from their own stock).
#[derive(Clone, Debug)]
pub struct Seller {
    pub id: Option<i64>,
    pub tier_id: Option<i64>,
}

pub struct Context {
    pub buyer: Buyer,
    pub seller: Seller,
    pub settings: ShopSettings,
    pub branch_id: i64,
    pub scale: u32,
    pub currency: String,
}

impl Context {
    pub async fn load(
        db: &mut PgConnection,
        buyer_id: i64,
        from_upline: bool,
        currency: &str,
    ) -> Result<Context, CheckoutError> {
        let buyer = store::buyer(db, buyer_id)
            .await?
            .filter(|b| b.role == "agent")
            .ok_or(CheckoutError::NoSuchAgent)?;
        let settings = store::shop_settings(db).await?;
        let branch_id = settings.main_branch_id;
        let seller = if from_upline {
            Seller {
                id: buyer.upline_id,
                tier_id: buyer.upline_tier_id,
            }
        } else {
            Seller {
                id: None,
                tier_id: None,
            }
        };
        Ok(Context {
            buyer,
            seller,
            settings,
            branch_id,
            scale: rules::scale_of(currency),
            currency: currency.to_string(),
        })
    }

    pub fn tier_id(&self) -> i64 {
        self.buyer.tier_id.unwrap_or(0)
    }

    /// Money as the company writes it in messages (RM 1,234.50 / Rp 1.234.500).
    pub fn display(&self, d: Decimal) -> String {
        display_money(&self.currency, d)
    }
}

pub fn display_money(currency: &str, d: Decimal) -> String {
    let (symbol, scale, thousands, point) = if currency == "IDR" {
        ("Rp", 0, '.', ',')
    } else {
        ("RM", 2, ',', '.')
    };
    let s = format!("{:.*}", scale as usize, rules::round_money(d, scale));
    let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
    let mut grouped = String::new();
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            grouped.push(thousands);
        }
        grouped.push(c);
    }
    if frac.is_empty() {
        format!("{symbol} {grouped}")
    } else {
        format!("{symbol} {grouped}{point}{frac}")
    }
}

/// Prices every wanted line for the buyer's tier and marks the ones that cannot be bought.
pub async fn price(
    db: &mut PgConnection,
    ctx: &Context,
    wanted: Vec<Wanted>,
) -> sqlx::Result<Vec<Priced>> {
    let mut variant_ids: Vec<i64> = wanted
        .iter()
        .flat_map(|w| w.variant_id.into_iter().chain(w.picks.iter().map(|p| p.0)))
        .collect();
    let package_ids: Vec<i64> = wanted.iter().filter_map(|w| w.package_id).collect();
    let combo_ids: Vec<i64> = wanted.iter().filter_map(|w| w.combo_id).collect();
    let items = store::package_items(db, &package_ids).await?;
    variant_ids.extend(items.iter().map(|i| i.variant_id));
    variant_ids.sort_unstable();
    variant_ids.dedup();

    let facts: HashMap<i64, store::VariantFacts> =
        store::variant_facts(db, &variant_ids, ctx.tier_id(), ctx.seller.tier_id)
            .await?
            .into_iter()
            .map(|f| (f.variant_id, f))
            .collect();
    let product_ids: Vec<i64> = facts.values().map(|f| f.product_id).collect();
    let mut ranges: HashMap<i64, Vec<RangePrice>> = HashMap::new();
    for (product, min, max, price) in store::ranges(db, &product_ids).await? {
        ranges.entry(product).or_default().push(RangePrice {
            min: min as i64,
            max: max as i64,
            price,
        });
    }
    let packages: HashMap<i64, store::OfferFacts> = store::package_facts(db, &package_ids)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let combos: HashMap<i64, store::OfferFacts> = store::combo_facts(db, &combo_ids)
        .await?
        .into_iter()
        .map(|c| (c.id, c))
        .collect();
    let mut combo_products: HashMap<i64, Vec<i64>> = HashMap::new();
    for (combo, product) in store::combo_products(db, &combo_ids).await? {
        combo_products.entry(combo).or_default().push(product);
    }
    let on_hand: HashMap<i64, i64> =
        store::available(db, &variant_ids, ctx.branch_id, ctx.seller.id)
            .await?
            .into_iter()
            .collect();

    // Units of each product over the product lines: quantity ranges count them together.
    let mut units_of_product: HashMap<i64, i64> = HashMap::new();
    for w in wanted.iter().filter(|w| w.kind == "product") {
        if let Some(f) = w.variant_id.and_then(|v| facts.get(&v)) {
            *units_of_product.entry(f.product_id).or_default() += w.quantity;
        }
    }
    let first_order = ctx.buyer.first_order;
    let from_hq = ctx.seller.id.is_none();
    let mut priced = Vec::with_capacity(wanted.len());
    for w in wanted {
        let line = match w.kind {
            "product" => {
                let f = w.variant_id.and_then(|v| facts.get(&v));
                match f {
                    None => unavailable(w, "—"),
                    Some(f) => {
                        let units = units_of_product.get(&f.product_id).copied().unwrap_or(0);
                        let unit_price = f
                            .tier_price
                            .map(|p| {
                                rules::unit_price(
                                    p,
                                    ranges.get(&f.product_id).map(Vec::as_slice).unwrap_or(&[]),
                                    units,
                                )
                            })
                            .unwrap_or_default();
                        let left = on_hand.get(&f.variant_id).copied().unwrap_or(0);
                        let problem = if !f.live || f.tier_price.is_none() {
                            Some(LineProblem::Unavailable)
                        } else if f.first_order_only && !first_order {
                            Some(LineProblem::FirstOrderOnly)
                        } else if left < w.quantity {
                            Some(LineProblem::OutOfStock { left })
                        } else {
                            None
                        };
                        let q = Decimal::from(w.quantity);
                        let margin = match (ctx.seller.id, f.seller_price) {
                            (Some(_), Some(sp)) => ((unit_price - sp) * q).max(Decimal::ZERO),
                            _ => Decimal::ZERO,
                        };
                        Priced {
                            product_id: Some(f.product_id),
                            name: f.name.clone(),
                            label: f.label.clone(),
                            sku: Some(f.sku.clone()),
                            image: f.cover_thumb.clone(),
                            unit_price,
                            line_total: unit_price * q,
                            points: f.points * q,
                            weight: f.weight_kg * q,
                            seller_margin: margin,
                            picks: vec![],
                            needs: vec![(f.variant_id, f.product_id, w.quantity)],
                            available: Some(left),
                            problem,
                            wanted: w,
                        }
                    }
                }
            }
            "package" => match w.package_id.and_then(|id| packages.get(&id)) {
                None => unavailable(w, "—"),
                Some(p) => {
                    let mine: Vec<&store::PackageItem> =
                        items.iter().filter(|i| i.package_id == p.id).collect();
                    let q = Decimal::from(w.quantity);
                    let needs: Vec<(i64, i64, i64)> = mine
                        .iter()
                        .map(|i| (i.variant_id, i.product_id, i.quantity as i64 * w.quantity))
                        .collect();
                    let short = needs
                        .iter()
                        .find(|(v, _, n)| on_hand.get(v).copied().unwrap_or(0) < *n);
                    let problem = if !from_hq {
                        Some(LineProblem::HqOnly)
                    } else if !p.live || mine.is_empty() {
                        Some(LineProblem::Unavailable)
                    } else if p.first_order && !first_order {
                        Some(LineProblem::FirstOrderOnly)
                    } else if short.is_some() {
                        Some(LineProblem::OutOfStock { left: 0 })
                    } else {
                        None
                    };
                    Priced {
                        product_id: None,
                        name: p.name.clone(),
                        label: p.code.clone(),
                        sku: Some(p.code.clone()),
                        image: None,
                        unit_price: p.price,
                        line_total: p.price * q,
                        points: mine
                            .iter()
                            .map(|i| i.points * Decimal::from(i.quantity))
                            .sum::<Decimal>()
                            * q,
                        weight: mine
                            .iter()
                            .map(|i| i.weight_kg * Decimal::from(i.quantity))
                            .sum::<Decimal>()
                            * q,
                        seller_margin: Decimal::ZERO,
                        picks: mine
                            .iter()
                            .map(|i| Pick {
                                variant_id: i.variant_id,
                                product_id: i.product_id,
                                name: i.name.clone(),
                                label: i.label.clone(),
                                quantity: i.quantity as i64,
                            })
                            .collect(),
                        needs,
                        available: None,
                        problem,
                        wanted: w,
                    }
                }
            },
            _ => match w.combo_id.and_then(|id| combos.get(&id)) {
                None => unavailable(w, "—"),
                Some(c) => {
                    let offered = combo_products.get(&c.id).cloned().unwrap_or_default();
                    let mut picks = Vec::new();
                    let mut broken = false;
                    for (variant, qty) in &w.picks {
                        match facts.get(variant) {
                            Some(f) if f.live && offered.contains(&f.product_id) => {
                                picks.push(Pick {
                                    variant_id: f.variant_id,
                                    product_id: f.product_id,
                                    name: f.name.clone(),
                                    label: f.label.clone(),
                                    quantity: *qty,
                                })
                            }
                            _ => broken = true,
                        }
                    }
                    let total: i64 = picks.iter().map(|p| p.quantity).sum();
                    let q = Decimal::from(w.quantity);
                    let needs: Vec<(i64, i64, i64)> = picks
                        .iter()
                        .map(|p| (p.variant_id, p.product_id, p.quantity * w.quantity))
                        .collect();
                    let short = needs
                        .iter()
                        .any(|(v, _, n)| on_hand.get(v).copied().unwrap_or(0) < *n);
                    let problem = if !from_hq {
                        Some(LineProblem::HqOnly)
                    } else if !c.live || broken || Some(total) != c.required_quantity.map(i64::from)
                    {
                        Some(LineProblem::Unavailable)
                    } else if c.first_order && !first_order {
                        Some(LineProblem::FirstOrderOnly)
                    } else if short {
                        Some(LineProblem::OutOfStock { left: 0 })
                    } else {
                        None
                    };
                    let points: Decimal = picks
                        .iter()
                        .filter_map(|p| {
                            facts
                                .get(&p.variant_id)
                                .map(|f| f.points * Decimal::from(p.quantity))
                        })
                        .sum();
                    let weight: Decimal = picks
                        .iter()
                        .filter_map(|p| {
                            facts
                                .get(&p.variant_id)
                                .map(|f| f.weight_kg * Decimal::from(p.quantity))
                        })
                        .sum();
                    Priced {
                        product_id: None,
                        name: c.name.clone(),
                        label: c.code.clone(),
                        sku: Some(c.code.clone()),
                        image: c.cover_image.clone(),
                        unit_price: c.price,
                        line_total: c.price * q,
                        points: points * q,
                        weight: weight * q,
                        seller_margin: Decimal::ZERO,
                        picks,
                        needs,
                        available: None,
                        problem,
                        wanted: w,
                    }
                }
            },
        };
        priced.push(line);
    }
    Ok(priced)
}

fn unavailable(w: Wanted, name: &str) -> Priced {
    Priced {
        product_id: None,
        name: name.to_string(),
        label: String::new(),
        sku: None,
        image: None,
        unit_price: Decimal::ZERO,
        line_total: Decimal::ZERO,
        points: Decimal::ZERO,
        weight: Decimal::ZERO,
        seller_margin: Decimal::ZERO,
        picks: vec![],
        needs: vec![],
        available: None,
        problem: Some(LineProblem::Unavailable),
        wanted: w,
    }
}

/// Sums of priced lines.
pub struct Sums {
    pub sub_total: Decimal,
    pub units: i64,
    pub weight: Decimal,
    pub points: Decimal,
    pub has_package: bool,
}

pub fn sums(lines: &[Priced]) -> Sums {
    Sums {
        sub_total: lines.iter().map(|l| l.line_total).sum(),
        units: lines.iter().flat_map(|l| l.needs.iter().map(|n| n.2)).sum(),
        weight: lines.iter().map(|l| l.weight).sum(),
        points: lines.iter().map(|l| l.points).sum(),
        has_package: lines.iter().any(|l| l.wanted.kind == "package"),
    }
}

/// The minimum order that applies to these lines, if any.
pub fn minimum(ctx: &Context, s: &Sums) -> Option<rules::Moq> {
    let b = &ctx.buyer;
    rules::minimum_order(
        ctx.settings.moq_type == "amount",
        &rules::TierMinimum {
            min_units: b.min_order_unit.map(i64::from),
            min_amount: b.min_order_amount,
            first_min_units: b.first_order_min_unit.map(i64::from),
            first_min_amount: b.first_order_min_amount,
        },
        b.first_order,
        s.units,
        s.sub_total,
    )
}

pub fn moq_message(ctx: &Context, m: &rules::Moq) -> String {
    match m {
        rules::Moq::Units { required, .. } => {
            t(Msg::MoqUnits).replace("{n}", &required.to_string())
        }
        rules::Moq::Amount { required, .. } => {
            t(Msg::MoqAmount).replace("{amount}", &ctx.display(*required))
        }
    }
}
