//! Orders as the API writes them (docs/api-orders.md): the summary of a list row and the whole
//! record of §3 Order.

use super::{rules, store};
use crate::{features::catalogue::api::money, http::ApiError, media};
use serde_json::{json, Value};
use sqlx::PgConnection;

pub fn summary_json(r: &store::OrderSummaryRow) -> Value {
    json!({
        "id": r.id,
        "number": r.number,
        "createdAt": r.created_at,
        "paidAt": r.paid_at,
        "agent": {"id": r.agent_id, "name": r.agent_name, "username": r.agent_username, "tierName": r.tier_name},
        "seller": r.seller_id.map(|id| json!({"id": id, "name": r.seller_name})),
        "receiver": r.receiver_name.clone().unwrap_or_else(|| r.agent_name.clone()),
        "status": r.status,
        "flowLabel": rules::flow_label(&r.status, r.cancel_reason.as_deref()),
        "paymentMethod": r.payment_method,
        "paymentStatus": r.payment_status,
        "shipmentType": r.shipment_type,
        "shippingMethod": r.shipping_method,
        "trackingNumber": r.tracking_number,
        "grandTotal": money(r.grand_total),
        "units": r.total_units,
        "hasReceipt": r.has_receipt,
        "printed": {"invoice": r.invoice_printed, "packingList": r.packing_printed, "shippingLabel": r.label_printed},
    })
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

pub async fn order_json(
    db: &mut PgConnection,
    id: i64,
    company_name: &str,
    can: Can,
) -> Result<Value, ApiError> {
    let s = store::summary(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let d = store::detail(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let lines = store::lines(db, id).await?;
    let events = store::events(db, id).await?;
    let c = store::company_block(db).await?;
    let mut v = summary_json(&s);
    let approved = d.approved_at.is_some();
    let address = d.address1.as_ref().map(|a1| {
        json!({"name": s.receiver_name, "phone": d.receiver_phone, "email": d.receiver_email, "address1": a1,
               "address2": d.address2, "postCode": d.postcode, "city": d.city, "state": d.state,
               "stateName": d.state_name, "country": d.country})
    });
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
    let extra = json!({
        "referenceNumber": s_ref(&d.reference_number),
        "invoiceNumber": format!("INV-{}", s.number),
        "address": address,
        "items": lines.iter().map(|l| json!({
            "kind": l.kind, "productId": l.product_id, "variantId": l.variant_id, "packageId": l.package_id,
            "comboId": l.combo_id, "name": l.name, "label": l.label, "sku": l.sku, "quantity": l.quantity,
            "unitPrice": money(l.unit_price), "lineTotal": money(l.line_total), "weight": format!("{:.3}", l.weight),
            "point": money(l.points), "picks": l.picks,
        })).collect::<Vec<_>>(),
        "subTotal": money(d.sub_total),
        "discount": money(d.discount),
        "voucherCode": d.voucher_code,
        "shipping": money(d.shipping),
        "serviceFee": money(d.service_fee),
        "tax": money(d.tax),
        "taxPercent": money(d.tax_percent),
        "points": money(d.points),
        "weight": format!("{:.3}", d.total_weight),
        "sellerProfit": money(d.seller_profit),
        "remark": d.remark,
        "orderNotes": d.order_notes,
        "receiptUrl": d.receipt_key.as_deref().map(media::url),
        "holdUntil": d.hold_until,
        "approvedAt": d.approved_at,
        "approvedBy": d.approved_by_name,
        "pickup": d.collected_at.map(|at| json!({"collectedBy": d.collected_by, "collectedAt": at})),
        "company": {"name": company_name, "roc": c.roc, "address": company_address, "state": c.state,
                    "phone": match (&c.phone_code, &c.phone) { (Some(code), Some(p)) => Some(format!("{code} {p}")), (_, p) => p.clone() },
                    "email": c.email, "tin": c.tin, "logo": c.logo_key.as_deref().map(media::url)},
        "history": events.iter().map(|e| json!({
            "at": e.created_at, "by": e.actor_name.clone().filter(|n| !n.is_empty()), "from": e.from_status,
            "to": e.to_status, "action": e.action, "note": e.note,
        })).collect::<Vec<_>>(),
        "canApprove": can.approve && rules::can_approve(&s.status, approved),
        "canCancel": can.manage && rules::can_cancel(&s.status),
        "canRefund": can.manage && rules::can_refund(&s.status, &s.payment_status),
        "canShip": can.manage && approved && rules::can_ship(&s.status, &s.shipment_type),
        "canComplete": can.manage && rules::can_complete(&s.status),
        "canPickup": can.manage && rules::can_pickup(&s.status, &s.shipment_type),
    });
    if let (Value::Object(a), Value::Object(b)) = (&mut v, extra) {
        a.extend(b);
    }
    Ok(v)
}

fn s_ref(r: &Option<String>) -> Option<String> {
    r.as_ref().map(|id| format!("BP-{id}"))
}
