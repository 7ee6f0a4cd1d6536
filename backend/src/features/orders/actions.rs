//! What HQ, the seller, the buyer, the payment gateway and the hold job do to an order. Each action
//! locks the order's row, checks the rules for its status, changes it and records the change (who,
//! when, from, to). Approval also needs the payment to be settled; cancelling and refunding give
//! back what the order held.

use super::{rules, store};
use crate::domain::order::{CancelReason, OrderEvent, OrderStatus, PaymentMethod, PaymentStatus};
use crate::features::campaigns::store as points;
use crate::features::commissions::{engine as commissions, store as sales};
use crate::features::notifications::{self, PaymentKind};
use crate::{
    http::ApiError,
    i18n::{t, Msg},
    tenancy::Tenant,
};
use sqlx::PgConnection;

/// Why an action was refused (its message is shown as it is).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused(pub Msg, pub &'static str);

impl From<Refused> for ApiError {
    fn from(r: Refused) -> Self {
        if r.1 == "not_found" {
            ApiError::not_found_msg(r.0)
        } else {
            ApiError::conflict_rule(r.0, r.1)
        }
    }
}

pub type Outcome = Result<Result<store::OrderState, Refused>, ApiError>;

async fn locked(db: &mut PgConnection, id: i64) -> Result<Option<store::OrderState>, ApiError> {
    Ok(store::lock_order(db, id).await?)
}

fn not_found() -> Refused {
    Refused(Msg::OrderNotFound, "not_found")
}

/// Approves an unapproved, non-cancelled order: the payment counts as received and it goes to be
/// shipped. Irreversible.
pub async fn approve(db: &mut PgConnection, id: i64, actor: i64) -> Outcome {
    let Some(o) = locked(db, id).await? else {
        return Ok(Err(not_found()));
    };
    if !rules::can_approve(o.status, o.approved_at.is_some()) {
        return Ok(Err(Refused(Msg::CannotApprove, "cannot_approve")));
    }
    store::approve(db, id, Some(actor)).await?;
    store::add_event(
        db,
        id,
        OrderEvent::Approve,
        Some(o.status),
        OrderStatus::ToShip,
        Some(actor),
        None,
    )
    .await?;
    store::note_purchase(db, o.agent_id).await?;
    notifications::order_status(db, id, OrderStatus::ToShip).await?;
    Ok(Ok(o))
}

/// The gateway says the order is paid. Idempotent: a second notice changes nothing. A payment that
/// arrives after the order was cancelled (its hold ran out) marks it for a refund.
pub async fn paid_by_gateway(db: &mut PgConnection, id: i64) -> Result<bool, ApiError> {
    let Some(o) = locked(db, id).await? else {
        return Ok(false);
    };
    if o.payment_status == PaymentStatus::Paid || o.payment_status == PaymentStatus::Refunded {
        return Ok(false);
    }
    if o.status == OrderStatus::Cancelled {
        store::mark_paid_after_cancel(db, id).await?;
        store::add_event(
            db,
            id,
            OrderEvent::PaidAfterCancel,
            Some(OrderStatus::Cancelled),
            OrderStatus::Refund,
            None,
            Some(PaymentMethod::Billplz.code()),
        )
        .await?;
        return Ok(true);
    }
    store::approve(db, id, None).await?;
    store::add_event(
        db,
        id,
        OrderEvent::Paid,
        Some(o.status),
        OrderStatus::ToShip,
        None,
        Some(PaymentMethod::Billplz.code()),
    )
    .await?;
    store::note_purchase(db, o.agent_id).await?;
    notifications::payment_received(db, id, PaymentKind::Online).await?;
    notifications::order_status(db, id, OrderStatus::ToShip).await?;
    Ok(true)
}

/// The gateway says the payment failed: the order stays unpaid (the agent may check out again).
pub async fn failed_by_gateway(db: &mut PgConnection, id: i64) -> Result<(), ApiError> {
    store::mark_payment_failed(db, id).await?;
    Ok(())
}

/// What the stock history says of units an order gave back.
fn stock_back_reason(number: &str) -> String {
    t(Msg::StockBackFromOrder).replace("{number}", number)
}

/// Cancels an order that has not shipped: its stock and voucher use come back.
pub async fn cancel(
    db: &mut PgConnection,
    id: i64,
    actor: Option<i64>,
    reason: CancelReason,
    remark: Option<&str>,
) -> Outcome {
    let Some(o) = locked(db, id).await? else {
        return Ok(Err(not_found()));
    };
    if !rules::can_cancel(o.status) {
        return Ok(Err(Refused(Msg::CannotCancel, "cannot_cancel")));
    }
    store::return_stock(db, id, &stock_back_reason(&o.number), actor).await?;
    if o.payment_status != PaymentStatus::Paid {
        store::release_voucher(db, id).await?;
    }
    store::mark_cancelled(db, id, reason).await?;
    store::set_remark(db, id, remark).await?;
    let action = if reason == CancelReason::BookingOver {
        OrderEvent::BookingOver
    } else {
        OrderEvent::Cancel
    };
    store::add_event(
        db,
        id,
        action,
        Some(o.status),
        OrderStatus::Cancelled,
        actor,
        remark,
    )
    .await?;
    notifications::order_status(db, id, OrderStatus::Cancelled).await?;
    Ok(Ok(o))
}

/// Refunds a paid order; stock it still holds comes back.
pub async fn refund(db: &mut PgConnection, id: i64, actor: i64, remark: Option<&str>) -> Outcome {
    let Some(o) = locked(db, id).await? else {
        return Ok(Err(not_found()));
    };
    if !rules::can_refund(o.status, o.payment_status) {
        return Ok(Err(Refused(Msg::CannotRefund, "cannot_refund")));
    }
    if rules::returns_stock(o.status) {
        store::return_stock(db, id, &stock_back_reason(&o.number), Some(actor)).await?;
    }
    store::mark_refunded(db, id).await?;
    store::set_remark(db, id, remark).await?;
    if o.status == OrderStatus::Completed {
        sales::record_reversal(db, id).await?;
        commissions::on_refunded(db, id).await?;
        points::reverse_order(db, id).await?;
    }
    store::add_event(
        db,
        id,
        OrderEvent::Refund,
        Some(o.status),
        OrderStatus::Refund,
        Some(actor),
        remark,
    )
    .await?;
    notifications::order_status(db, id, OrderStatus::Refund).await?;
    Ok(Ok(o))
}

/// Takes the order's preordered units from stock as it leaves; refused while a preordered
/// product's stock has not arrived.
async fn preordered_out(
    db: &mut PgConnection,
    o: &store::OrderState,
    actor: i64,
) -> Result<Option<Refused>, ApiError> {
    let reason = t(Msg::StockForOrder).replace("{number}", &o.number);
    Ok(store::deliver_preordered(db, o.id, &reason, actor)
        .await?
        .map(|_| Refused(Msg::PreorderNotInStock, "preorder_not_in_stock")))
}

/// Gives (or corrects) the tracking number; an order waiting to ship goes out for delivery.
pub async fn ship(db: &mut PgConnection, id: i64, actor: i64, tracking: &str) -> Outcome {
    let Some(o) = locked(db, id).await? else {
        return Ok(Err(not_found()));
    };
    if !rules::can_ship(o.status, o.shipment_type) || o.approved_at.is_none() {
        return Ok(Err(Refused(Msg::NotReadyToShip, "not_ready_to_ship")));
    }
    if o.status == OrderStatus::ToShip {
        if let Some(refused) = preordered_out(db, &o, actor).await? {
            return Ok(Err(refused));
        }
    }
    store::set_tracking(db, id, tracking).await?;
    if o.status == OrderStatus::ToShip {
        store::set_status(db, id, OrderStatus::Delivery, "").await?;
        store::add_event(
            db,
            id,
            OrderEvent::Ship,
            Some(OrderStatus::ToShip),
            OrderStatus::Delivery,
            Some(actor),
            Some(tracking),
        )
        .await?;
        notifications::order_status(db, id, OrderStatus::Delivery).await?;
    } else {
        store::add_event(
            db,
            id,
            OrderEvent::Tracking,
            Some(OrderStatus::Delivery),
            OrderStatus::Delivery,
            Some(actor),
            Some(tracking),
        )
        .await?;
    }
    Ok(Ok(o))
}

/// Received: the order is completed and its units join the buyer's own stock.
pub async fn complete(db: &mut PgConnection, id: i64, actor: i64) -> Outcome {
    complete_as(db, id, Some(actor)).await
}

/// Completes an order out for delivery; `actor` None: its courier reported it delivered.
pub async fn complete_as(db: &mut PgConnection, id: i64, actor: Option<i64>) -> Outcome {
    let Some(o) = locked(db, id).await? else {
        return Ok(Err(not_found()));
    };
    if !rules::can_complete(o.status) {
        return Ok(Err(Refused(Msg::CannotComplete, "cannot_complete")));
    }
    store::set_status(db, id, OrderStatus::Completed, "").await?;
    store::credit_buyer_stock(db, id, o.agent_id).await?;
    sales::record_sale(db, id).await?;
    commissions::on_completed(db, id).await?;
    points::credit_order(db, id).await?;
    store::add_event(
        db,
        id,
        OrderEvent::Complete,
        Some(OrderStatus::Delivery),
        OrderStatus::Completed,
        actor,
        None,
    )
    .await?;
    notifications::order_status(db, id, OrderStatus::Completed).await?;
    Ok(Ok(o))
}

/// A self-pickup order handed over.
pub async fn pickup(db: &mut PgConnection, id: i64, actor: i64, collected_by: &str) -> Outcome {
    let Some(o) = locked(db, id).await? else {
        return Ok(Err(not_found()));
    };
    if !rules::can_pickup(o.status, o.shipment_type) {
        return Ok(Err(Refused(Msg::NotReadyToShip, "not_ready_to_ship")));
    }
    if let Some(refused) = preordered_out(db, &o, actor).await? {
        return Ok(Err(refused));
    }
    store::set_pickup(db, id, collected_by).await?;
    store::credit_buyer_stock(db, id, o.agent_id).await?;
    sales::record_sale(db, id).await?;
    commissions::on_completed(db, id).await?;
    points::credit_order(db, id).await?;
    store::add_event(
        db,
        id,
        OrderEvent::Pickup,
        Some(OrderStatus::ToShip),
        OrderStatus::Completed,
        Some(actor),
        Some(collected_by),
    )
    .await?;
    notifications::order_status(db, id, OrderStatus::Completed).await?;
    Ok(Ok(o))
}

/// Cancels unpaid orders whose booking time ran out ("Booking Over"); one agent's, or all.
/// Cancels the overdue holds (of `agent_id`, or of everyone) that a screen is about to show. In a
/// GET the request's transaction is read-only, so when there is anything to cancel it is done in a
/// transaction of its own, committed before the screen reads on.
pub async fn expire_holds_seen(
    db: &mut PgConnection,
    tenant: &Tenant,
    agent_id: Option<i64>,
) -> Result<(), ApiError> {
    if !tenant.is_read_only() {
        expire_holds(db, agent_id).await?;
    } else if store::has_overdue_hold(db, agent_id).await? {
        let mut tx = tenant.side_transaction().await?;
        expire_holds(&mut tx, agent_id).await?;
        tx.commit().await?;
    }
    Ok(())
}

/// Cancels every overdue hold now (a screen found one it is about to show): in a GET's read-only
/// transaction, in a transaction of its own committed before the screen reads on.
pub async fn expire_holds_now(db: &mut PgConnection, tenant: &Tenant) -> Result<(), ApiError> {
    if tenant.is_read_only() {
        let mut tx = tenant.side_transaction().await?;
        expire_holds(&mut tx, None).await?;
        tx.commit().await?;
    } else {
        expire_holds(db, None).await?;
    }
    Ok(())
}

pub async fn expire_holds(db: &mut PgConnection, agent_id: Option<i64>) -> Result<u64, ApiError> {
    let ids = store::overdue_holds(db, agent_id).await?;
    let mut n = 0;
    for id in ids {
        if cancel(db, id, None, CancelReason::BookingOver, None)
            .await?
            .is_ok()
        {
            n += 1;
        }
    }
    Ok(n)
}
