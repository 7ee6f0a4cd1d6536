//! Placing an order: taking the stock (in variant order, never below zero), counting the voucher
//! use within its quota and the agent's limit, and writing the order, its lines, the held stock
//! and its first history entry.

use super::{CheckoutError, Quote, Shipment};
use crate::domain::order::{OrderEvent, OrderStatus, PaymentMethod, PaymentStatus, ShipmentType};
use crate::features::orders::{
    pricing::{Context, Priced},
    rules::{self},
    store::{self, NewOrder, OrderLine},
};
use crate::{
    features::notifications,
    http::constraint_of,
    i18n::{t, Msg},
};
use chrono::{DateTime, Utc};
use serde_json::json;
use sqlx::PgConnection;

pub(super) struct Placement<'a> {
    pub placed_by: i64,
    pub payment_method: PaymentMethod,
    pub shipment: &'a Shipment,
    pub order_notes: Option<String>,
    /// HQ took the money already: the order is approved at once.
    pub mark_paid: bool,
    pub now: DateTime<Utc>,
}

/// Places the order: takes the stock (in variant order, never below zero), counts the voucher use
/// within its quota and the agent's limit, and writes the order, its lines, the held stock and its
/// first history entry. Returns (id, number).
pub(super) async fn place(
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
        status: if unpaid {
            OrderStatus::Unpaid
        } else {
            OrderStatus::ToShip
        },
        payment_method: p.payment_method,
        payment_status: match (unpaid, p.payment_method) {
            (false, _) => PaymentStatus::Paid,
            (true, PaymentMethod::Billplz) => PaymentStatus::Pending,
            _ => PaymentStatus::Unpaid,
        },
        shipment_type: match p.shipment {
            Shipment::Courier { .. } => ShipmentType::Courier,
            Shipment::Pickup { .. } => ShipmentType::Pickup,
        },
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
    store::hold_stock(
        db,
        id,
        ctx.branch_id,
        ctx.seller.id,
        &needs,
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
        OrderEvent::Checkout,
        None,
        order.status,
        Some(p.placed_by),
        None,
    )
    .await?;
    if p.mark_paid {
        store::add_event(
            db,
            id,
            OrderEvent::Approve,
            Some(OrderStatus::ToShip),
            OrderStatus::ToShip,
            Some(p.placed_by),
            None,
        )
        .await?;
        store::note_purchase(db, ctx.buyer.id).await?;
    }
    // The rows every checkout competes for come last: the stock (in variant order) and then the
    // voucher, locked until the request commits. Everything above waits on nothing shared, so the
    // locks are held for as short a time as possible; a refusal here rolls the whole order back.
    for (variant, product, quantity) in &needs {
        let preorder_on = ctx.settings.show_hide_preorder;
        let taken = take_for_order(
            db,
            (ctx.branch_id, ctx.seller.id),
            id,
            (*variant, *product, *quantity),
            preorder_on,
        )
        .await?;
        if !taken {
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
    if ctx.seller.id.is_none() {
        let taken: Vec<(i64, i64)> = needs.iter().map(|n| (n.0, n.2)).collect();
        notifications::stock_taken(db, ctx.branch_id, &taken).await?;
    }
    // HQ placing an order for an agent needs no e-mail about it.
    if p.placed_by == ctx.buyer.id {
        notifications::new_order(db, id).await?;
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

/// Takes an order's units of a variant from whoever fills it (HQ's branch, or the seller's own
/// stock), never below zero; for HQ, a preorder product's units beyond stock come from its preorder
/// limit (while the company's preorder feature is on) and are marked preordered on the order. False
/// when neither covers them (nothing is taken then). Shared by the shop's and the stores' checkout.
pub(crate) async fn take_for_order(
    db: &mut PgConnection,
    (branch_id, seller_id): (i64, Option<i64>),
    order_id: i64,
    (variant, product, quantity): (i64, i64, i64),
    preorder_on: bool,
) -> sqlx::Result<bool> {
    if store::take_stock(db, branch_id, seller_id, variant, quantity).await? {
        return Ok(true);
    }
    if seller_id.is_some() || !preorder_on {
        return Ok(false);
    }
    match store::take_with_preorder(db, branch_id, variant, product, quantity).await? {
        Some(preordered) => {
            if preordered > 0 {
                store::mark_preordered(db, order_id, variant, preordered).await?;
            }
            Ok(true)
        }
        None => Ok(false),
    }
}
