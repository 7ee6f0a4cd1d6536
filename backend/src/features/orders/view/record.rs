//! The whole record of an order (spec §3 Order): its address, lines, pickup, the seller's
//! letterhead and its history, with what the viewer may do with it.

use super::{summary, OrderSummary};
use crate::features::orders::{rules, store};
use crate::{domain::money, http::ApiError, media};
use chrono::{DateTime, Utc};
use poem_openapi::Object;
use serde_json::Value;
use sqlx::PgConnection;

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
    /// Indonesia: the district (kecamatan).
    #[oai(nullable)]
    pub district: Option<String>,
    /// Indonesia: the village (desa/kelurahan).
    #[oai(nullable)]
    pub village: Option<String>,
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
    /// SST registration number.
    #[oai(nullable)]
    pub sst: Option<String>,
}

/// The e-invoice a printed invoice names, and the QR code's link once it is valid.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderEinvoice {
    /// pending, submitted, valid, invalid or cancelled
    pub status: String,
    /// The sale is in the month's consolidated e-invoice.
    pub consolidated: bool,
    #[oai(nullable)]
    pub uuid: Option<String>,
    #[oai(nullable)]
    pub validation_link: Option<String>,
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
    /// The buyer's income tax number (TIN) when known: the agent's; null for a store customer.
    #[oai(nullable)]
    pub buyer_tin: Option<String>,
    /// The LHDN e-invoice covering this sale (its own, or the month's consolidated one), once
    /// written (docs/api-einvoice.md).
    #[oai(nullable)]
    pub einvoice: Option<OrderEinvoice>,
    /// Every status change, oldest first.
    pub history: Vec<OrderEvent>,
    pub can_approve: bool,
    pub can_cancel: bool,
    pub can_refund: bool,
    pub can_ship: bool,
    pub can_complete: bool,
    pub can_pickup: bool,
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
    let store::OrderRecordRow {
        summary: s,
        detail: d,
    } = store::record(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let lines = store::lines(db, id).await?;
    let events = store::events(db, id).await?;
    let c = store::company_block(db).await?;
    let buyer_tin = store::buyer_tin(db, id).await?;
    let einvoice = match crate::features::einvoice::store::of_order(db, id).await? {
        None => None,
        Some(e) => {
            let sandbox = crate::features::einvoice::store::connection(db)
                .await?
                .map(|c| c.myinvois_sandbox)
                .unwrap_or(true);
            Some(OrderEinvoice {
                validation_link: match (&e.uuid, &e.long_id, e.status.as_str()) {
                    (Some(u), Some(l), "valid") => Some(
                        crate::integrations::myinvois::validation_link(sandbox, u, l),
                    ),
                    _ => None,
                },
                consolidated: e.kind == "consolidated",
                uuid: e.uuid,
                status: e.status,
            })
        }
    };
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
            district: d.district.clone(),
            village: d.village.clone(),
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
            sst: c.sst_number,
        },
        buyer_tin,
        einvoice,
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
        can_approve: can.approve && rules::can_approve(s.status, approved),
        can_cancel: can.manage && rules::can_cancel(s.status),
        can_refund: can.manage && rules::can_refund(s.status, s.payment_status),
        can_ship: can.manage && approved && rules::can_ship(s.status, s.shipment_type),
        can_complete: can.manage && rules::can_complete(s.status),
        can_pickup: can.manage && rules::can_pickup(s.status, s.shipment_type),
        summary: summary(&s),
    })
}

fn s_ref(r: &Option<String>) -> Option<String> {
    r.as_ref().map(|id| format!("BP-{id}"))
}
/// The signed-in agent's own order (they bought it), or 404.
pub async fn own_order(
    db: &mut PgConnection,
    user: &crate::http::auth::CurrentUser,
    id: i64,
) -> Result<crate::features::orders::store::OrderState, ApiError> {
    crate::features::orders::store::order_state(db, id)
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
