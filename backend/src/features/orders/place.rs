//! Pricing what an agent wants and placing it as an order: one path for the agent's checkout and for
//! HQ placing an order for an agent, inside the request's transaction (an error anywhere leaves
//! nothing behind: no order, no held stock, no voucher use).

use super::{
    rules::{self, RangePrice, Totals, VoucherProblem},
    store::{self, AddressSnapshot, Buyer, NewOrder, OrderLine, ShopSettings, VoucherRow},
};
use crate::{
    features::couriers::quote::shipping_options,
    http::{constraint_of, ApiError},
    i18n::{t, Msg},
};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use serde_json::json;
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
    ) -> Result<Context, ApiError> {
        let buyer = store::buyer(db, buyer_id)
            .await?
            .filter(|b| b.role == "agent")
            .ok_or_else(ApiError::not_found)?;
        let settings = store::shop_settings(db).await?;
        let branch_id = crate::features::catalogue::store::main_branch(db).await?;
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
) -> Result<Vec<Priced>, ApiError> {
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
    for id in &combo_ids {
        combo_products.insert(*id, store::combo_products(db, *id).await?);
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

/// How the goods travel.
#[derive(Clone, Debug)]
pub enum Shipment {
    Courier {
        courier_id: i64,
        address: AddressSnapshot,
    },
    Pickup {
        address: Option<AddressSnapshot>,
    },
}

/// The order's figures before it is placed.
pub struct Quote {
    pub totals: Totals,
    pub sums: Sums,
    pub voucher: Option<VoucherRow>,
    pub shipping_method: Option<String>,
    pub courier_id: Option<i64>,
}

/// The payment methods open to this order: manual when HQ takes receipts (always for an upline,
/// who is paid by transfer), Billplz when HQ set it up and HQ sells.
pub async fn billplz_admin_fee(db: &mut PgConnection) -> Result<Option<Decimal>, ApiError> {
    Ok(
        sqlx::query_scalar("select admin_fee from billplz_settings where active")
            .fetch_optional(db)
            .await?,
    )
}

pub fn voucher_problem_message(ctx: &Context, p: &VoucherProblem) -> String {
    match p {
        VoucherProblem::NotStarted => t(Msg::VoucherNotStarted).into(),
        VoucherProblem::Expired => t(Msg::VoucherExpired).into(),
        VoucherProblem::Suspended => t(Msg::VoucherSuspended).into(),
        VoucherProblem::FullyUsed => t(Msg::VoucherFullyUsed).into(),
        VoucherProblem::AgentLimit => t(Msg::VoucherAgentLimit).into(),
        VoucherProblem::FirstOrderOnly => t(Msg::VoucherFirstOrder).into(),
        VoucherProblem::NeedsPackage => t(Msg::VoucherNeedsPackage).into(),
        VoucherProblem::MinPurchase(min) => {
            t(Msg::VoucherMinPurchase).replace("{amount}", &ctx.display(*min))
        }
    }
}

/// Works out the figures: voucher, shipping, fee, tax. Errors name the field that is wrong.
pub async fn quote(
    db: &mut PgConnection,
    ctx: &Context,
    lines: &[Priced],
    shipment: &Shipment,
    payment_method: &str,
    voucher_code: Option<&str>,
    now: DateTime<Utc>,
) -> Result<Quote, ApiError> {
    let sums = sums(lines);
    let from_hq = ctx.seller.id.is_none();
    let mut discount = Decimal::ZERO;
    let mut voucher = None;
    let mut free_shipping = false;
    if let Some(code) = voucher_code.map(str::trim).filter(|c| !c.is_empty()) {
        let code = code.to_ascii_uppercase();
        let v = store::voucher(db, &code, ctx.buyer.id)
            .await?
            .ok_or_else(|| ApiError::field("voucherCode", Msg::VoucherNotFound))?;
        let facts = rules::Voucher {
            percent: v.kind == "percent",
            discount: v.discount,
            min_purchase: v.min_purchase,
            starts_at: v.starts_at,
            stops_at: v.stops_at,
            suspended: v.suspended,
            quota: v.quota as i64,
            used: v.used_count as i64,
            usage_limit: v.usage_limit.map(i64::from),
            used_by_agent: v.used_by_agent,
            first_order: v.first_order,
            package_only: v.package_only,
            free_shipping: v.free_shipping,
        };
        discount = rules::voucher_discount(
            &facts,
            now,
            sums.sub_total,
            ctx.buyer.first_order,
            sums.has_package,
            ctx.scale,
        )
        .map_err(|p| ApiError::field_text("voucherCode", &voucher_problem_message(ctx, &p)))?;
        free_shipping = v.free_shipping;
        voucher = Some(v);
    }
    let (shipping, shipping_method, courier_id) = match shipment {
        Shipment::Pickup { .. } => {
            if from_hq && !ctx.settings.self_pickup {
                return Err(ApiError::field("shipmentType", Msg::PickupUnavailable));
            }
            (Decimal::ZERO, None, None)
        }
        Shipment::Courier {
            courier_id,
            address,
        } => {
            if !from_hq {
                return Err(ApiError::field("shipmentType", Msg::UplinePickupOnly));
            }
            let options = shipping_options(
                db,
                &address.country,
                &address.state,
                sums.weight,
                Decimal::from(sums.units),
                Some(sums.sub_total),
            )
            .await?;
            let Some(option) = options.iter().find(|o| o.courier_id == *courier_id) else {
                return Err(ApiError::field(
                    "shipmentId",
                    if options.is_empty() {
                        Msg::ContactHq
                    } else {
                        Msg::InvalidChoice
                    },
                ));
            };
            let total: Decimal = option.total.parse().unwrap_or_default();
            (
                total,
                Some(
                    format!("{} {}", option.name, option.service)
                        .trim()
                        .to_string(),
                ),
                Some(*courier_id),
            )
        }
    };
    let shipping = if free_shipping {
        Decimal::ZERO
    } else {
        shipping
    };
    let service_fee = match payment_method {
        "manual" => {
            if from_hq && !ctx.settings.manual_receipt {
                return Err(ApiError::field("paymentType", Msg::PaymentUnavailable));
            }
            Decimal::ZERO
        }
        "billplz" => {
            let fee = if from_hq {
                billplz_admin_fee(db).await?
            } else {
                None
            };
            fee.ok_or_else(|| ApiError::field("paymentType", Msg::PaymentUnavailable))?
        }
        _ => return Err(ApiError::field("paymentType", Msg::InvalidChoice)),
    };
    let totals = rules::totals(
        sums.sub_total,
        discount,
        shipping,
        service_fee,
        ctx.settings.tax_percentage,
        ctx.scale,
    );
    Ok(Quote {
        totals,
        sums,
        voucher,
        shipping_method,
        courier_id,
    })
}

pub struct Placement<'a> {
    pub placed_by: i64,
    pub payment_method: &'a str,
    pub shipment: &'a Shipment,
    pub order_notes: Option<String>,
    /// HQ took the money already: the order is approved at once.
    pub mark_paid: bool,
    pub now: DateTime<Utc>,
}

/// Places the order: takes the stock (in variant order, never below zero), counts the voucher use
/// within its quota and the agent's limit, and writes the order, its lines, the held stock and its
/// first history entry. Returns (id, number).
pub async fn place(
    db: &mut PgConnection,
    ctx: &Context,
    lines: &[Priced],
    quote: &Quote,
    p: &Placement<'_>,
) -> Result<(i64, String), ApiError> {
    let needs = rules::stock_needs(lines.iter().flat_map(|l| l.needs.iter().copied()));
    let unpaid = !p.mark_paid;
    let hold_minutes = if ctx.buyer.first_order && ctx.settings.first_order {
        ctx.settings.first_order_minutes
    } else {
        ctx.settings.booking_time_minutes
    };
    let address = match p.shipment {
        Shipment::Courier { address, .. } => Some(address.clone()),
        Shipment::Pickup { address } => address.clone(),
    };
    let tot = &quote.totals;
    let order = NewOrder {
        prefix: ctx
            .settings
            .prefix_name
            .clone()
            .unwrap_or_else(|| "RK".into()),
        day: p
            .now
            .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
            .date_naive(),
        agent_id: ctx.buyer.id,
        seller_id: ctx.seller.id,
        placed_by: p.placed_by,
        branch_id: ctx.branch_id,
        status: if unpaid { "unpaid" } else { "to_ship" }.into(),
        payment_method: p.payment_method.into(),
        payment_status: match (unpaid, p.payment_method) {
            (false, _) => "paid",
            (true, "billplz") => "pending",
            _ => "unpaid",
        }
        .into(),
        shipment_type: match p.shipment {
            Shipment::Courier { .. } => "courier",
            Shipment::Pickup { .. } => "pickup",
        }
        .into(),
        courier_id: quote.courier_id,
        shipping_method: quote.shipping_method.clone(),
        address,
        voucher_id: quote.voucher.as_ref().map(|v| v.id),
        voucher_code: quote.voucher.as_ref().map(|v| v.code.clone()),
        is_first_order: ctx.buyer.first_order,
        sub_total: tot.sub_total,
        discount: tot.discount,
        shipping: tot.shipping,
        service_fee: tot.service_fee,
        tax_percent: ctx.settings.tax_percentage,
        tax: tot.tax,
        grand_total: tot.grand_total,
        seller_profit: rules::round_money(lines.iter().map(|l| l.seller_margin).sum(), ctx.scale),
        points: quote.sums.points,
        total_weight: quote.sums.weight,
        total_units: quote.sums.units,
        order_notes: p.order_notes.clone(),
        hold_until: (unpaid && hold_minutes > 0)
            .then(|| p.now + chrono::Duration::minutes(hold_minutes as i64)),
        approved_by: (!unpaid).then_some(p.placed_by),
    };
    let (id, number) = match store::insert_order(db, &order).await {
        Ok(done) => done,
        Err(e) if constraint_of(&e) == Some("orders_one_unpaid") => {
            return Err(ApiError::conflict_text(
                &t(Msg::PendingOrder).replace(" {number}", ""),
                "pending_order",
            ))
        }
        Err(e) => return Err(e.into()),
    };
    let new_lines: Vec<OrderLine> = lines
        .iter()
        .map(|l| OrderLine {
            kind: l.wanted.kind.to_string(),
            product_id: l.product_id,
            variant_id: l.wanted.variant_id,
            package_id: l.wanted.package_id,
            combo_id: l.wanted.combo_id,
            name: l.name.clone(),
            label: l.label.clone(),
            sku: l.sku.clone(),
            quantity: l.wanted.quantity as i32,
            unit_price: l.unit_price,
            line_total: l.line_total,
            points: l.points,
            weight: l.weight,
            picks: json!(l
                .picks
                .iter()
                .map(
                    |p| json!({"variantId": p.variant_id, "productId": p.product_id, "name": p.name,
                                "label": p.label, "quantity": p.quantity})
                )
                .collect::<Vec<_>>()),
        })
        .collect();
    store::insert_lines(db, id, &new_lines).await?;
    store::insert_held_stock(db, id, ctx.branch_id, ctx.seller.id, &needs).await?;
    store::record_taken_stock(
        db,
        id,
        &t(Msg::StockForOrder).replace("{number}", &number),
        p.placed_by,
    )
    .await?;
    if let Some(v) = &quote.voucher {
        store::record_voucher_use(db, v.id, id, ctx.buyer.id, tot.discount).await?;
    }
    store::add_event(
        db,
        id,
        "checkout",
        None,
        &order.status,
        Some(p.placed_by),
        None,
    )
    .await?;
    if p.mark_paid {
        store::add_event(
            db,
            id,
            "approve",
            Some("to_ship"),
            "to_ship",
            Some(p.placed_by),
            None,
        )
        .await?;
        store::note_purchase(db, ctx.buyer.id).await?;
    }
    // The rows every checkout competes for come last: the stock (in variant order) and then the
    // voucher, locked until the request commits. Everything above waits on nothing shared, so the
    // locks are held for as short a time as possible; a refusal here rolls the whole order back.
    for (variant, _, quantity) in &needs {
        if !store::take_stock(db, ctx.branch_id, ctx.seller.id, *variant, *quantity).await? {
            let name = lines
                .iter()
                .find(|l| l.needs.iter().any(|n| n.0 == *variant))
                .map(|l| {
                    l.picks
                        .iter()
                        .find(|p| p.variant_id == *variant)
                        .map(|p| p.name.clone())
                        .unwrap_or_else(|| l.name.clone())
                })
                .unwrap_or_default();
            return Err(ApiError::conflict_text(
                &t(Msg::OutOfStock).replace("{name}", &name),
                "out_of_stock",
            ));
        }
    }
    if let Some(v) = &quote.voucher {
        if !store::use_voucher(db, v.id).await? {
            return Err(ApiError::field("voucherCode", Msg::VoucherFullyUsed));
        }
        if let Some(limit) = v.usage_limit {
            // This order's use is already recorded.
            if store::agent_voucher_uses(db, v.id, ctx.buyer.id).await? > limit as i64 {
                return Err(ApiError::field("voucherCode", Msg::VoucherAgentLimit));
            }
        }
    }
    Ok((id, number))
}
