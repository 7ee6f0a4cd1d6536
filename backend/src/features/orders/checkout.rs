//! Checkout as one flow, for the agent's cart and for HQ placing an order for an agent: check the
//! basket can be ordered, quote its figures (voucher, shipping, fee, tax), and place it: the order,
//! its lines, the held stock, the voucher use and its first history entry, all in the caller's
//! transaction (a refusal anywhere leaves nothing behind). Refusals are `CheckoutError`s, which the
//! API maps to its answers.

use super::{
    pricing::{self, Context, Priced, Sums},
    rules::{self, Totals, VoucherProblem},
    store::{self, AddressSnapshot, NewOrder, OrderLine, VoucherRow},
};
use crate::{
    features::couriers::quote::shipping_options,
    http::constraint_of,
    i18n::{t, Msg},
};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use serde_json::json;
use sqlx::PgConnection;

/// Why an order cannot be placed (or quoted).
pub enum CheckoutError {
    /// A field of the request is wrong; the message is in the user's language.
    Field {
        field: &'static str,
        message: String,
    },
    /// The buyer is not an agent of this company.
    NoSuchAgent,
    /// The agent has an unpaid order to complete or delete first.
    PendingOrder {
        id: i64,
        number: String,
    },
    /// Another checkout of the same agent placed an unpaid order first.
    UnpaidOrderRace,
    CartEmpty,
    /// Lines that cannot be bought, each as "name: problem".
    CartNotReady(Vec<String>),
    /// The tier's minimum order is not met: the message says by how much.
    MoqNotMet(String),
    /// The total differs from the one the agent saw: the new figures.
    TotalChanged(Box<Quote>),
    /// The stock ran out while the order was placed: the product's name.
    OutOfStock(String),
    Db(sqlx::Error),
}

impl CheckoutError {
    pub fn field(field: &'static str, msg: Msg) -> Self {
        CheckoutError::Field {
            field,
            message: t(msg).to_string(),
        }
    }
}

impl From<sqlx::Error> for CheckoutError {
    fn from(e: sqlx::Error) -> Self {
        CheckoutError::Db(e)
    }
}

/// What is being ordered: the buyer's context and the priced lines.
pub struct Basket {
    pub ctx: Context,
    pub lines: Vec<Priced>,
}

/// "name: problem" for every line that cannot be bought.
pub fn line_problems(lines: &[Priced]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| {
            l.problem
                .as_ref()
                .map(|p| format!("{}: {}", l.name, p.message(&l.name)))
        })
        .collect()
}

/// A cart can be checked out when it has lines, none with a problem, and meets the minimum order.
pub fn cart_ready(basket: &Basket) -> Result<(), CheckoutError> {
    if basket.lines.is_empty() {
        return Err(CheckoutError::CartEmpty);
    }
    let problems = line_problems(&basket.lines);
    if !problems.is_empty() {
        return Err(CheckoutError::CartNotReady(problems));
    }
    let sums = pricing::sums(&basket.lines);
    if let Some(m) = pricing::minimum(&basket.ctx, &sums).filter(|m| !m.met()) {
        return Err(CheckoutError::MoqNotMet(pricing::moq_message(
            &basket.ctx,
            &m,
        )));
    }
    Ok(())
}

/// How the order is to be placed.
pub struct OrderRequest<'a> {
    pub placed_by: i64,
    pub shipment: &'a Shipment,
    pub payment_method: &'a str,
    pub voucher_code: Option<&'a str>,
    pub order_notes: Option<String>,
    /// HQ took the money already: the order is approved at once.
    pub mark_paid: bool,
    pub now: DateTime<Utc>,
}

/// The figures of a basket for a shipment, payment and voucher.
pub async fn quote_basket(
    db: &mut PgConnection,
    basket: &Basket,
    req: &OrderRequest<'_>,
) -> Result<Quote, CheckoutError> {
    quote(
        db,
        &basket.ctx,
        &basket.lines,
        req.shipment,
        req.payment_method,
        req.voucher_code,
        req.now,
    )
    .await
}

/// Quotes and places the basket; refuses when `seen_total` (what the buyer was shown) differs
/// from the grand total. Returns the order's id, number and figures.
pub async fn place_basket(
    db: &mut PgConnection,
    basket: &Basket,
    req: &OrderRequest<'_>,
    seen_total: Option<&str>,
) -> Result<(i64, String, Quote), CheckoutError> {
    let q = quote_basket(db, basket, req).await?;
    if let Some(seen) = seen_total {
        let seen: Option<Decimal> = seen.trim().parse().ok();
        if seen != Some(q.totals.grand_total) {
            return Err(CheckoutError::TotalChanged(Box::new(q)));
        }
    }
    let (id, number) = place(
        db,
        &basket.ctx,
        &basket.lines,
        &q,
        &Placement {
            placed_by: req.placed_by,
            payment_method: req.payment_method,
            shipment: req.shipment,
            order_notes: req.order_notes.clone(),
            mark_paid: req.mark_paid,
            now: req.now,
        },
    )
    .await?;
    Ok((id, number, q))
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
async fn quote(
    db: &mut PgConnection,
    ctx: &Context,
    lines: &[Priced],
    shipment: &Shipment,
    payment_method: &str,
    voucher_code: Option<&str>,
    now: DateTime<Utc>,
) -> Result<Quote, CheckoutError> {
    let sums = pricing::sums(lines);
    let from_hq = ctx.seller.id.is_none();
    let mut discount = Decimal::ZERO;
    let mut voucher = None;
    let mut free_shipping = false;
    if let Some(code) = voucher_code.map(str::trim).filter(|c| !c.is_empty()) {
        let code = code.to_ascii_uppercase();
        let v = store::voucher(db, &code, ctx.buyer.id)
            .await?
            .ok_or_else(|| CheckoutError::field("voucherCode", Msg::VoucherNotFound))?;
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
        .map_err(|p| CheckoutError::Field {
            field: "voucherCode",
            message: voucher_problem_message(ctx, &p),
        })?;
        free_shipping = v.free_shipping;
        voucher = Some(v);
    }
    let (shipping, shipping_method, courier_id) = match shipment {
        Shipment::Pickup { .. } => {
            if from_hq && !ctx.settings.self_pickup {
                return Err(CheckoutError::field("shipmentType", Msg::PickupUnavailable));
            }
            (Decimal::ZERO, None, None)
        }
        Shipment::Courier {
            courier_id,
            address,
        } => {
            if !from_hq {
                return Err(CheckoutError::field("shipmentType", Msg::UplinePickupOnly));
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
                return Err(CheckoutError::field(
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
                return Err(CheckoutError::field("paymentType", Msg::PaymentUnavailable));
            }
            Decimal::ZERO
        }
        "billplz" => {
            let fee = if from_hq {
                store::billplz_admin_fee(db).await?
            } else {
                None
            };
            fee.ok_or_else(|| CheckoutError::field("paymentType", Msg::PaymentUnavailable))?
        }
        _ => return Err(CheckoutError::field("paymentType", Msg::InvalidChoice)),
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

struct Placement<'a> {
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
async fn place(
    db: &mut PgConnection,
    ctx: &Context,
    lines: &[Priced],
    quote: &Quote,
    p: &Placement<'_>,
) -> Result<(i64, String), CheckoutError> {
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
            return Err(CheckoutError::UnpaidOrderRace)
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
            return Err(CheckoutError::OutOfStock(name));
        }
    }
    if let Some(v) = &quote.voucher {
        if !store::use_voucher(db, v.id).await? {
            return Err(CheckoutError::field("voucherCode", Msg::VoucherFullyUsed));
        }
        if let Some(limit) = v.usage_limit {
            // This order's use is already recorded.
            if store::agent_voucher_uses(db, v.id, ctx.buyer.id).await? > limit as i64 {
                return Err(CheckoutError::field("voucherCode", Msg::VoucherAgentLimit));
            }
        }
    }
    Ok((id, number))
}
