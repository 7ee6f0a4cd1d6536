//! Pricing a basket's lines, pure: each product line at the tier's price (with quantity ranges and
//! the upline's margin), each package and combo at its price, what each takes from stock, and why a
//! line cannot be bought. `pricing::price` reads the facts from PostgreSQL and calls `price_lines`.

use super::{unit_price, RangePrice};
use crate::i18n::{t, Msg};
use rust_decimal::Decimal;
use sqlx::FromRow;
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

/// What the catalogue knows of a variant for a buyer's tier (and the seller's tier, for the
/// upline's margin). `live`: not retired, product published and not deleted.
#[derive(FromRow, Debug, Clone)]
pub struct VariantFacts {
    pub variant_id: i64,
    pub product_id: i64,
    pub name: String,
    pub label: String,
    pub sku: String,
    pub live: bool,
    pub first_order_only: bool,
    pub tier_price: Option<Decimal>,
    pub seller_price: Option<Decimal>,
    pub weight_kg: Decimal,
    pub points: Decimal,
    pub cover_thumb: Option<String>,
}

/// A package or combo as offered.
#[derive(FromRow, Debug, Clone)]
pub struct OfferFacts {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub price: Decimal,
    pub live: bool,
    pub first_order: bool,
    pub required_quantity: Option<i32>,
    pub cover_image: Option<String>,
}

/// A product in a package, with its quantity per package.
#[derive(FromRow, Debug, Clone)]
pub struct PackageItem {
    pub package_id: i64,
    pub variant_id: i64,
    pub product_id: i64,
    pub quantity: i32,
    pub name: String,
    pub label: String,
    pub weight_kg: Decimal,
    pub points: Decimal,
}

/// Everything the lines are priced from, keyed by id.
#[derive(Debug, Default)]
pub struct PriceBook {
    pub variants: HashMap<i64, VariantFacts>,
    /// Quantity-range prices per product.
    pub ranges: HashMap<i64, Vec<RangePrice>>,
    pub packages: HashMap<i64, OfferFacts>,
    pub package_items: Vec<PackageItem>,
    pub combos: HashMap<i64, OfferFacts>,
    /// The products each combo may be made of.
    pub combo_products: HashMap<i64, Vec<i64>>,
    /// Units on hand per variant where the seller keeps them.
    pub on_hand: HashMap<i64, i64>,
}

/// Who buys from whom.
#[derive(Debug, Clone, Copy)]
pub struct Terms {
    /// The buyer has no order yet.
    pub first_order: bool,
    /// The upline who sells, or None when HQ sells.
    pub seller_id: Option<i64>,
}

/// Prices every wanted line and marks the ones that cannot be bought.
pub fn price_lines(book: &PriceBook, terms: &Terms, wanted: Vec<Wanted>) -> Vec<Priced> {
    // Units of each product over the product lines: quantity ranges count them together.
    let mut units_of_product: HashMap<i64, i64> = HashMap::new();
    for w in wanted.iter().filter(|w| w.kind == "product") {
        if let Some(f) = w.variant_id.and_then(|v| book.variants.get(&v)) {
            *units_of_product.entry(f.product_id).or_default() += w.quantity;
        }
    }
    let first_order = terms.first_order;
    let from_hq = terms.seller_id.is_none();
    let mut priced = Vec::with_capacity(wanted.len());
    for w in wanted {
        let line = match w.kind {
            "product" => {
                let f = w.variant_id.and_then(|v| book.variants.get(&v));
                match f {
                    None => unavailable(w, "—"),
                    Some(f) => {
                        let units = units_of_product.get(&f.product_id).copied().unwrap_or(0);
                        let unit_price = f
                            .tier_price
                            .map(|p| {
                                unit_price(
                                    p,
                                    book.ranges
                                        .get(&f.product_id)
                                        .map(Vec::as_slice)
                                        .unwrap_or(&[]),
                                    units,
                                )
                            })
                            .unwrap_or_default();
                        let left = book.on_hand.get(&f.variant_id).copied().unwrap_or(0);
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
                        let margin = match (terms.seller_id, f.seller_price) {
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
            "package" => match w.package_id.and_then(|id| book.packages.get(&id)) {
                None => unavailable(w, "—"),
                Some(p) => {
                    let mine: Vec<&PackageItem> = book
                        .package_items
                        .iter()
                        .filter(|i| i.package_id == p.id)
                        .collect();
                    let q = Decimal::from(w.quantity);
                    let needs: Vec<(i64, i64, i64)> = mine
                        .iter()
                        .map(|i| (i.variant_id, i.product_id, i.quantity as i64 * w.quantity))
                        .collect();
                    let short = needs
                        .iter()
                        .find(|(v, _, n)| book.on_hand.get(v).copied().unwrap_or(0) < *n);
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
            _ => match w.combo_id.and_then(|id| book.combos.get(&id)) {
                None => unavailable(w, "—"),
                Some(c) => {
                    let offered = book.combo_products.get(&c.id).cloned().unwrap_or_default();
                    let mut picks = Vec::new();
                    let mut broken = false;
                    for (variant, qty) in &w.picks {
                        match book.variants.get(variant) {
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
                        .any(|(v, _, n)| book.on_hand.get(v).copied().unwrap_or(0) < *n);
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
                            book.variants
                                .get(&p.variant_id)
                                .map(|f| f.points * Decimal::from(p.quantity))
                        })
                        .sum();
                    let weight: Decimal = picks
                        .iter()
                        .filter_map(|p| {
                            book.variants
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
    priced
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

#[cfg(test)]
mod tests;
