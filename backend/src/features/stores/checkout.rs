//! Buying in a store: pricing a customer's cart at the program's price with what the store can
//! sell, quoting shipping (courier rates to the customer's state; an e-koop order is collected at
//! the school), and placing the order in the request's transaction: the order (the store owner's,
//! with the customer, the student and the tracking token), its lines, the stock taken from whoever
//! fills it (HQ's main branch, with preorder, or the online store owner's own stock) and its first
//! history entry. A refusal anywhere leaves nothing behind.

use super::{
    order_store::{self, CartVariant, StoreOrderFields},
    rules::{self, CartProblem, Program},
    store::{StockSource, StoreRow},
};
use crate::domain::order::{OrderEvent, OrderStatus, PaymentMethod, PaymentStatus, ShipmentType};
use crate::features::{
    couriers::quote::{shipping_options, ShippingOption},
    notifications,
    orders::{
        checkout::take_for_order,
        rules::{round_money, scale_of, stock_needs, totals, Totals},
        store::{self as orders, AddressSnapshot, NewOrder, OrderLine, ShopSettings},
    },
};
use crate::{
    http::ApiError,
    i18n::{t, Msg},
};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use serde_json::json;
use sqlx::PgConnection;

/// Where a store's goods come from.
pub fn stock_source(s: &StoreRow) -> StockSource {
    if s.program().agent_fills() {
        StockSource::Agent(s.agent_id)
    } else {
        StockSource::Hq
    }
}

/// A cart line at the store's price.
pub struct PricedLine {
    pub variant: CartVariant,
    pub quantity: i64,
    pub unit_price: Decimal,
    pub line_total: Decimal,
    /// What an online store's owner keeps on it.
    pub margin: Decimal,
    pub problem: Option<CartProblem>,
}

impl PricedLine {
    /// "Name (label): problem" in the customer's language.
    pub fn problem_text(&self) -> Option<String> {
        let p = self.problem?;
        let what = match p {
            CartProblem::NotForSale => t(Msg::StoreLineNotForSale).to_string(),
            CartProblem::OnlyLeft(n) => t(Msg::StoreLineOnlyLeft).replace("{n}", &n.to_string()),
            CartProblem::TooMany => t(Msg::StoreLineTooMany).to_string(),
        };
        let name = if self.variant.label.is_empty() {
            self.variant.name.clone()
        } else {
            format!("{} ({})", self.variant.name, self.variant.label)
        };
        Some(format!("{name}: {what}"))
    }
}

/// Prices the cart's lines (each variant once); variants that do not exist are left out.
pub async fn price_cart(
    db: &mut PgConnection,
    store: &StoreRow,
    lines: &[(i64, i64)],
    currency: &str,
) -> Result<Vec<PricedLine>, ApiError> {
    if lines.len() > rules::MAX_CART_LINES {
        return Err(ApiError::field("lines", Msg::StoreCartTooLong));
    }
    let lines = rules::merge_lines(lines);
    let ids: Vec<i64> = lines.iter().map(|l| l.0).collect();
    let found = order_store::cart_variants(db, stock_source(store), store.agent_id, &ids).await?;
    let scale = scale_of(currency);
    let program = store.program();
    Ok(lines
        .into_iter()
        .filter_map(|(variant_id, quantity)| {
            let v = found.iter().find(|v| v.variant_id == variant_id)?.clone();
            let unit_price = program.customer_price(v.retail_price, v.store_price);
            let margin = if program.agent_fills() {
                rules::online_margin(unit_price, v.tier_price, quantity)
            } else {
                Decimal::ZERO
            };
            Some(PricedLine {
                problem: rules::cart_problem(v.on_sale, quantity, v.sellable),
                line_total: round_money(unit_price * Decimal::from(quantity), scale),
                margin,
                unit_price,
                quantity,
                variant: v,
            })
        })
        .collect())
}

/// A store cart's figures.
pub struct StoreQuote {
    pub totals: Totals,
    pub units: i64,
    pub weight: Decimal,
    pub points: Decimal,
    /// The couriers that deliver to the customer's state (empty for an e-koop store).
    pub options: Vec<ShippingOption>,
    pub courier_id: Option<i64>,
    pub shipping_method: Option<String>,
    /// Online payment is on (the gateway's fee is in the totals).
    pub payment_available: bool,
}

/// Quotes the lines for a destination (country, state) and a chosen courier; shipping stays zero
/// until both are known, and an unknown courier is the field's error.
pub async fn quote(
    db: &mut PgConnection,
    store: &StoreRow,
    lines: &[PricedLine],
    destination: Option<(&str, &str)>,
    courier_id: Option<i64>,
    settings: &ShopSettings,
    currency: &str,
) -> Result<StoreQuote, ApiError> {
    let sub_total: Decimal = lines.iter().map(|l| l.line_total).sum();
    let units: i64 = lines.iter().map(|l| l.quantity).sum();
    let weight: Decimal = lines
        .iter()
        .map(|l| l.variant.weight_kg * Decimal::from(l.quantity))
        .sum();
    let points: Decimal = lines
        .iter()
        .map(|l| l.variant.points * Decimal::from(l.quantity))
        .sum();
    let mut options = vec![];
    let (mut shipping, mut shipping_method, mut chosen) = (Decimal::ZERO, None, None);
    if rules::delivers_by_courier(store.program()) {
        if let Some((country, state)) = destination {
            options = shipping_options(
                db,
                country,
                state,
                weight,
                Decimal::from(units),
                Some(sub_total),
            )
            .await?;
            if let Some(id) = courier_id {
                let o = options
                    .iter()
                    .find(|o| o.courier_id == id)
                    .ok_or_else(|| ApiError::field("courierId", Msg::InvalidChoice))?;
                shipping = o.total.parse().unwrap_or_default();
                shipping_method = Some(format!("{} {}", o.name, o.service).trim().to_string());
                chosen = Some(id);
            }
        }
    }
    let fee = orders::billplz_admin_fee(db).await?;
    let totals = totals(
        sub_total,
        Decimal::ZERO,
        shipping,
        fee.unwrap_or_default(),
        settings.tax_percentage,
        scale_of(currency),
    );
    Ok(StoreQuote {
        totals,
        units,
        weight,
        points,
        options,
        courier_id: chosen,
        shipping_method,
        payment_available: fee.is_some(),
    })
}

/// The customer and what the order needs beyond the cart.
pub struct CustomerOrder<'a> {
    pub name: &'a str,
    pub phone: &'a str,
    pub email: &'a str,
    /// Courier delivery: where to.
    pub address: Option<AddressSnapshot>,
    /// E-koop: the student and their class.
    pub student: Option<(&'a str, &'a str)>,
    pub now: DateTime<Utc>,
}

/// Places the quoted cart as the store owner's order, waiting for the customer's online payment.
/// Returns (id, number, tracking token).
pub async fn place(
    db: &mut PgConnection,
    store: &StoreRow,
    lines: &[PricedLine],
    q: &StoreQuote,
    settings: &ShopSettings,
    c: &CustomerOrder<'_>,
) -> Result<(i64, String, String), ApiError> {
    let program = store.program();
    let seller_id = program.agent_fills().then_some(store.agent_id);
    let hold = settings.booking_time_minutes.max(30) as i64;
    let order = NewOrder {
        prefix: settings.prefix_name.clone().unwrap_or_else(|| "RK".into()),
        day: c
            .now
            .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
            .date_naive(),
        agent_id: store.agent_id,
        seller_id,
        placed_by: store.agent_id,
        branch_id: settings.main_branch_id,
        status: OrderStatus::Unpaid,
        payment_method: PaymentMethod::Billplz,
        payment_status: PaymentStatus::Pending,
        shipment_type: if c.address.is_some() {
            ShipmentType::Courier
        } else {
            ShipmentType::Pickup
        },
        courier_id: q.courier_id,
        shipping_method: q.shipping_method.clone(),
        address: c.address.clone(),
        voucher_id: None,
        voucher_code: None,
        is_first_order: false,
        sub_total: q.totals.sub_total,
        discount: q.totals.discount,
        shipping: q.totals.shipping,
        service_fee: q.totals.service_fee,
        tax_percent: settings.tax_percentage,
        tax: q.totals.tax,
        grand_total: q.totals.grand_total,
        seller_profit: lines.iter().map(|l| l.margin).sum(),
        points: q.points,
        total_weight: q.weight,
        total_units: q.units,
        order_notes: None,
        hold_until: Some(c.now + chrono::Duration::minutes(hold)),
        approved_by: None,
    };
    let (id, number) = orders::insert_order(db, &order).await?;
    let token = crate::features::auth::rules::new_token();
    order_store::set_store_fields(
        db,
        id,
        &StoreOrderFields {
            store_id: store.id,
            // HQ fills it: the owner earns the products' affiliate commission.
            affiliate_agent_id: (!program.agent_fills()).then_some(store.agent_id),
            customer_name: c.name,
            customer_phone: c.phone,
            customer_email: c.email,
            tracking_token: &token,
            student_name: c.student.map(|s| s.0),
            class_name: c.student.map(|s| s.1),
        },
    )
    .await?;
    let new_lines: Vec<OrderLine> = lines
        .iter()
        .map(|l| OrderLine {
            kind: "product".into(),
            product_id: Some(l.variant.product_id),
            variant_id: Some(l.variant.variant_id),
            package_id: None,
            combo_id: None,
            name: l.variant.name.clone(),
            label: l.variant.label.clone(),
            sku: Some(l.variant.sku.clone()),
            quantity: l.quantity as i32,
            unit_price: l.unit_price,
            line_total: l.line_total,
            points: l.variant.points * Decimal::from(l.quantity),
            weight: l.variant.weight_kg * Decimal::from(l.quantity),
            picks: json!([]),
        })
        .collect();
    orders::insert_lines(db, id, &new_lines).await?;
    let needs = stock_needs(
        lines
            .iter()
            .map(|l| (l.variant.variant_id, l.variant.product_id, l.quantity)),
    );
    orders::hold_stock(
        db,
        id,
        settings.main_branch_id,
        seller_id,
        &needs,
        &t(Msg::StockForOrder).replace("{number}", &number),
        store.agent_id,
    )
    .await?;
    orders::add_event(
        db,
        id,
        OrderEvent::Checkout,
        None,
        OrderStatus::Unpaid,
        None,
        None,
    )
    .await?;
    // The shared stock rows come last, in variant order, locked until the request commits; what
    // another checkout took first refuses this one and rolls the whole order back.
    for (variant, product, quantity) in &needs {
        let taken = take_for_order(
            db,
            (settings.main_branch_id, seller_id),
            id,
            (*variant, *product, *quantity),
            settings.show_hide_preorder,
        )
        .await?;
        if !taken {
            let name = lines
                .iter()
                .find(|l| l.variant.variant_id == *variant)
                .map(|l| l.variant.name.clone())
                .unwrap_or_default();
            return Err(ApiError::conflict_text(
                &t(Msg::OutOfStock).replace("{name}", &name),
                "out_of_stock",
            ));
        }
    }
    if seller_id.is_none() {
        let taken: Vec<(i64, i64)> = needs.iter().map(|n| (n.0, n.2)).collect();
        notifications::stock_taken(db, settings.main_branch_id, &taken).await?;
    }
    notifications::new_order(db, id).await?;
    Ok((id, number, token))
}

/// Whether the program takes the order to the customer's door (courier) or to the school.
pub fn needs_address(program: Program) -> bool {
    rules::delivers_by_courier(program)
}
