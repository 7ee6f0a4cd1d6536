//! Orders as the API writes them (docs/api-orders.md): the summary of a list row and the whole
//! record of §3 Order.

use super::{checkout::Quote, rules, store};
use crate::{domain::money, http::ApiError, media};
use chrono::{DateTime, Utc};
use poem_openapi::Object;
use serde_json::Value;
use sqlx::PgConnection;

/// The agent who bought the order.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderAgent {
    pub id: i64,
    pub name: String,
    pub username: String,
    #[oai(nullable)]
    pub tier_name: Option<String>,
}

/// The upline who sells the order (null: HQ).
#[derive(Object, Clone, Debug)]
pub struct OrderSeller {
    pub id: i64,
    #[oai(nullable)]
    pub name: Option<String>,
}

/// Which documents have been printed.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct PrintedFlags {
    pub invoice: bool,
    pub packing_list: bool,
    pub shipping_label: bool,
}

/// One row of an order list (docs/api-orders.md `OrderSummary`).
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderSummary {
    pub id: i64,
    pub number: String,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub paid_at: Option<DateTime<Utc>>,
    pub agent: OrderAgent,
    #[oai(nullable)]
    pub seller: Option<OrderSeller>,
    /// Who receives it: the address's name, else the agent.
    pub receiver: String,
    /// unpaid, approval, to_ship, delivery, completed, cancelled or refund
    pub status: String,
    /// The status in the words of the order flow (e.g. "Booking Over").
    pub flow_label: String,
    /// manual or billplz
    pub payment_method: String,
    /// unpaid, pending, paid, failed or refunded
    pub payment_status: String,
    /// courier or pickup
    pub shipment_type: String,
    #[oai(nullable)]
    pub shipping_method: Option<String>,
    #[oai(nullable)]
    pub tracking_number: Option<String>,
    pub grand_total: String,
    pub units: i64,
    pub has_receipt: bool,
    pub printed: PrintedFlags,
}

pub fn summary(r: &store::OrderSummaryRow) -> OrderSummary {
    OrderSummary {
        id: r.id,
        number: r.number.clone(),
        created_at: r.created_at,
        paid_at: r.paid_at,
        agent: OrderAgent {
            id: r.agent_id,
            name: r.agent_name.clone(),
            username: r.agent_username.clone(),
            tier_name: r.tier_name.clone(),
        },
        seller: r.seller_id.map(|id| OrderSeller {
            id,
            name: r.seller_name.clone(),
        }),
        receiver: r
            .receiver_name
            .clone()
            .unwrap_or_else(|| r.agent_name.clone()),
        status: r.status.clone(),
        flow_label: rules::flow_label(&r.status, r.cancel_reason.as_deref()).to_string(),
        payment_method: r.payment_method.clone(),
        payment_status: r.payment_status.clone(),
        shipment_type: r.shipment_type.clone(),
        shipping_method: r.shipping_method.clone(),
        tracking_number: r.tracking_number.clone(),
        grand_total: money(r.grand_total),
        units: r.total_units.into(),
        has_receipt: r.has_receipt,
        printed: PrintedFlags {
            invoice: r.invoice_printed,
            packing_list: r.packing_printed,
            shipping_label: r.label_printed,
        },
    }
}

/// Orders by status, for the tabs.
#[derive(Object, Clone, Debug, Default)]
pub struct OrderStatusCounts {
    pub unpaid: i64,
    pub approval: i64,
    #[oai(rename = "to_ship")]
    pub to_ship: i64,
    pub delivery: i64,
    pub completed: i64,
    pub cancelled: i64,
    pub refund: i64,
}

impl OrderStatusCounts {
    pub fn from_pairs(pairs: &[(String, i64)]) -> OrderStatusCounts {
        let n = |s: &str| {
            pairs
                .iter()
                .find(|(k, _)| k == s)
                .map(|(_, n)| *n)
                .unwrap_or(0)
        };
        OrderStatusCounts {
            unpaid: n("unpaid"),
            approval: n("approval"),
            to_ship: n("to_ship"),
            delivery: n("delivery"),
            completed: n("completed"),
            cancelled: n("cancelled"),
            refund: n("refund"),
        }
    }
}

/// A page of orders with the tab counts.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderPage {
    pub items: Vec<OrderSummary>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
    /// Follow the search and filters but not the status.
    pub counts: OrderStatusCounts,
    /// A search matched more than 150 orders: the screen asks to narrow it.
    pub too_many: bool,
}

/// Where the order goes.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderAddress {
    #[oai(nullable)]
    pub name: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    #[oai(nullable)]
    pub email: Option<String>,
    pub address1: String,
    #[oai(nullable)]
    pub address2: Option<String>,
    #[oai(nullable)]
    pub post_code: Option<String>,
    #[oai(nullable)]
    pub city: Option<String>,
    #[oai(nullable)]
    pub state: Option<String>,
    #[oai(nullable)]
    pub state_name: Option<String>,
    #[oai(nullable)]
    pub country: Option<String>,
}

/// One line of the order, as priced when it was placed.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderItem {
    /// product, package or combo
    pub kind: String,
    #[oai(nullable)]
    pub product_id: Option<i64>,
    #[oai(nullable)]
    pub variant_id: Option<i64>,
    #[oai(nullable)]
    pub package_id: Option<i64>,
    #[oai(nullable)]
    pub combo_id: Option<i64>,
    pub name: String,
    pub label: String,
    #[oai(nullable)]
    pub sku: Option<String>,
    pub quantity: i64,
    pub unit_price: String,
    pub line_total: String,
    pub weight: String,
    pub point: String,
    /// A combo's picks: `[{variantId, productId, name, label, quantity}]`.
    pub picks: Value,
}

/// Who collected a self-pickup order.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderPickup {
    #[oai(nullable)]
    pub collected_by: Option<String>,
    pub collected_at: DateTime<Utc>,
}

/// The seller's letterhead for the invoice.
#[derive(Object, Clone, Debug)]
pub struct OrderCompany {
    pub name: String,
    #[oai(nullable)]
    pub roc: Option<String>,
    pub address: String,
    #[oai(nullable)]
    pub state: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    #[oai(nullable)]
    pub email: Option<String>,
    #[oai(nullable)]
    pub tin: Option<String>,
    #[oai(nullable)]
    pub logo: Option<String>,
}

/// One status change: who (null: the system or the payment gateway), when, from and to.
#[derive(Object, Clone, Debug)]
pub struct OrderEvent {
    pub at: DateTime<Utc>,
    #[oai(nullable)]
    pub by: Option<String>,
    #[oai(nullable)]
    pub from: Option<String>,
    pub to: String,
    pub action: String,
    #[oai(nullable)]
    pub note: Option<String>,
}

/// The whole record of an order (spec §3 Order), with what the viewer may do with it.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct Order {
    #[oai(flatten)]
    pub summary: OrderSummary,
    /// The gateway's bill (BP-…), when paid online.
    #[oai(nullable)]
    pub reference_number: Option<String>,
    pub invoice_number: String,
    #[oai(nullable)]
    pub address: Option<OrderAddress>,
    pub items: Vec<OrderItem>,
    pub sub_total: String,
    pub discount: String,
    #[oai(nullable)]
    pub voucher_code: Option<String>,
    pub shipping: String,
    pub service_fee: String,
    pub tax: String,
    pub tax_percent: String,
    pub points: String,
    pub weight: String,
    /// The upline's margin on a team order.
    pub seller_profit: String,
    #[oai(nullable)]
    pub remark: Option<String>,
    #[oai(nullable)]
    pub order_notes: Option<String>,
    #[oai(nullable)]
    pub receipt_url: Option<String>,
    /// An unpaid order's units are held until then.
    #[oai(nullable)]
    pub hold_until: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub approved_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub approved_by: Option<String>,
    #[oai(nullable)]
    pub pickup: Option<OrderPickup>,
    pub company: OrderCompany,
    /// Every status change, oldest first.
    pub history: Vec<OrderEvent>,
    pub can_approve: bool,
    pub can_cancel: bool,
    pub can_refund: bool,
    pub can_ship: bool,
    pub can_complete: bool,
    pub can_pickup: bool,
}

/// The voucher a quote applied.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct AppliedVoucher {
    pub code: String,
    pub name: String,
    pub free_shipping: bool,
}

/// What an order would charge (spec §3 Order's figures), to the sen or rupiah.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderTotals {
    pub sub_total: String,
    pub discount: String,
    pub shipping: String,
    pub service_fee: String,
    pub tax: String,
    pub grand_total: String,
    pub points: String,
    pub weight: String,
    pub units: i64,
    #[oai(nullable)]
    pub voucher: Option<AppliedVoucher>,
}

pub fn totals(q: &Quote) -> OrderTotals {
    OrderTotals {
        sub_total: money(q.totals.sub_total),
        discount: money(q.totals.discount),
        shipping: money(q.totals.shipping),
        service_fee: money(q.totals.service_fee),
        tax: money(q.totals.tax),
        grand_total: money(q.totals.grand_total),
        points: money(q.sums.points),
        weight: format!("{:.3}", q.sums.weight),
        units: q.sums.units,
        voucher: q.voucher.as_ref().map(|v| AppliedVoucher {
            code: v.code.clone(),
            name: v.name.clone(),
            free_shipping: v.free_shipping,
        }),
    }
}

/// What the viewer may do with the order.
#[derive(Clone, Copy, Debug)]
pub struct Can {
    pub approve: bool,
    pub manage: bool,
}

impl Can {
    /// The agent who bought it: acts on it only through the buyer's own calls.
    pub const BUYER: Can = Can {
        approve: false,
        manage: false,
    };
    /// The upline who sells it: approves and fulfils it.
    pub const SELLER: Can = Can {
        approve: true,
        manage: true,
    };
}

pub async fn order(
    db: &mut PgConnection,
    id: i64,
    company_name: &str,
    can: Can,
) -> Result<Order, ApiError> {
    let s = store::summary(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let d = store::detail(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let lines = store::lines(db, id).await?;
    let events = store::events(db, id).await?;
    let c = store::company_block(db).await?;
    let approved = d.approved_at.is_some();
    let company_address = [
        c.address_line1.as_deref(),
        c.address_line2.as_deref(),
        c.postcode.as_deref(),
        c.city.as_deref(),
    ]
    .into_iter()
    .flatten()
    .filter(|s| !s.is_empty())
    .collect::<Vec<_>>()
    .join(", ");
    Ok(Order {
        reference_number: s_ref(&d.reference_number),
        invoice_number: format!("INV-{}", s.number),
        address: d.address1.as_ref().map(|a1| OrderAddress {
            name: s.receiver_name.clone(),
            phone: d.receiver_phone.clone(),
            email: d.receiver_email.clone(),
            address1: a1.clone(),
            address2: d.address2.clone(),
            post_code: d.postcode.clone(),
            city: d.city.clone(),
            state: d.state.clone(),
            state_name: d.state_name.clone(),
            country: d.country.clone(),
        }),
        items: lines
            .iter()
            .map(|l| OrderItem {
                kind: l.kind.clone(),
                product_id: l.product_id,
                variant_id: l.variant_id,
                package_id: l.package_id,
                combo_id: l.combo_id,
                name: l.name.clone(),
                label: l.label.clone(),
                sku: l.sku.clone(),
                quantity: l.quantity.into(),
                unit_price: money(l.unit_price),
                line_total: money(l.line_total),
                weight: format!("{:.3}", l.weight),
                point: money(l.points),
                picks: l.picks.clone(),
            })
            .collect(),
        sub_total: money(d.sub_total),
        discount: money(d.discount),
        voucher_code: d.voucher_code.clone(),
        shipping: money(d.shipping),
        service_fee: money(d.service_fee),
        tax: money(d.tax),
        tax_percent: money(d.tax_percent),
        points: money(d.points),
        weight: format!("{:.3}", d.total_weight),
        seller_profit: money(d.seller_profit),
        remark: d.remark.clone(),
        order_notes: d.order_notes.clone(),
        receipt_url: d.receipt_key.as_deref().map(media::url),
        hold_until: d.hold_until,
        approved_at: d.approved_at,
        approved_by: d.approved_by_name.clone(),
        pickup: d.collected_at.map(|at| OrderPickup {
            collected_by: d.collected_by.clone(),
            collected_at: at,
        }),
        company: OrderCompany {
            name: company_name.to_string(),
            roc: c.roc,
            address: company_address,
            state: c.state,
            phone: match (&c.phone_code, &c.phone) {
                (Some(code), Some(p)) => Some(format!("{code} {p}")),
                (_, p) => p.clone(),
            },
            email: c.email,
            tin: c.tin,
            logo: c.logo_key.as_deref().map(media::url),
        },
        history: events
            .into_iter()
            .map(|e| OrderEvent {
                at: e.created_at,
                by: e.actor_name.filter(|n| !n.is_empty()),
                from: e.from_status,
                to: e.to_status,
                action: e.action,
                note: e.note,
            })
            .collect(),
        can_approve: can.approve && rules::can_approve(&s.status, approved),
        can_cancel: can.manage && rules::can_cancel(&s.status),
        can_refund: can.manage && rules::can_refund(&s.status, &s.payment_status),
        can_ship: can.manage && approved && rules::can_ship(&s.status, &s.shipment_type),
        can_complete: can.manage && rules::can_complete(&s.status),
        can_pickup: can.manage && rules::can_pickup(&s.status, &s.shipment_type),
        summary: summary(&s),
    })
}

fn s_ref(r: &Option<String>) -> Option<String> {
    r.as_ref().map(|id| format!("BP-{id}"))
}

/// One page of orders for a filter, with the count of every status tab.
pub async fn order_page(
    db: &mut PgConnection,
    f: &super::store::OrderFilter,
    page: Option<i64>,
    per_page: Option<i64>,
) -> Result<OrderPage, ApiError> {
    let (page, per_page) = crate::http::paging(page, per_page);
    let counts = super::store::counts(db, f).await?;
    let total = match &f.status {
        Some(s) => counts
            .iter()
            .find(|(k, _)| k == s)
            .map(|(_, n)| *n)
            .unwrap_or(0),
        None => counts.iter().map(|(_, n)| n).sum(),
    };
    let rows = super::store::list(db, f, per_page, (page - 1) * per_page).await?;
    Ok(OrderPage {
        items: rows.iter().map(summary).collect(),
        page,
        per_page,
        total,
        counts: OrderStatusCounts::from_pairs(&counts),
        too_many: f.pattern.is_some()
            && counts.iter().map(|(_, n)| n).sum::<i64>() > super::rules::SEARCH_WARNING_OVER,
    })
}

/// The signed-in agent's own order (they bought it), or 404.
pub async fn own_order(
    db: &mut PgConnection,
    user: &crate::http::auth::CurrentUser,
    id: i64,
) -> Result<super::store::OrderState, ApiError> {
    super::store::order_state(db, id)
        .await?
        .filter(|o| o.agent_id == user.id)
        .ok_or_else(ApiError::not_found)
}

/// The order as the viewer may see and act on it.
pub async fn order_view(
    db: &mut PgConnection,
    user: &crate::http::auth::CurrentUser,
    id: i64,
    can: Can,
) -> Result<Order, ApiError> {
    order(db, id, &user.tenant.company.name, can).await
}
