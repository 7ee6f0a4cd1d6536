//! Notifications (docs/notifications.md): the events HQ switched on — a new order, a payment
//! received, a new registration, a variant going low on stock — e-mail the company's notification
//! address, and an agent is e-mailed about their own orders' status and their payouts. Each e-mail is
//! written to the outbox in the transaction of the change that caused it, so it goes once, and only
//! if the change commits. HQ reads the company's language, an agent their own; links point at the
//! request's origin.

pub mod rules;
pub mod store;

use crate::{
    domain::{money, order::OrderStatus},
    features::orders::pricing::display_money,
    http::origin,
    i18n::{text, Lang, Msg},
    integrations::email,
};
use rules::{fill, HqEvent};
use sqlx::PgConnection;

/// E-mails HQ about an event when it is switched on and the company has a notification address.
async fn to_hq(
    db: &mut PgConnection,
    event: HqEvent,
    (subject, body): (Msg, Msg),
    vars: &[(&str, &str)],
) -> sqlx::Result<()> {
    let s = store::hq_settings(db).await?;
    let Some(to) = s.email.filter(|_| rules::wanted(&s.controls, event)) else {
        return Ok(());
    };
    let lang = Lang::parse(&s.language).unwrap_or_default();
    email::enqueue(
        db,
        &to,
        &fill(text(lang, subject), vars),
        &fill(text(lang, body), vars),
    )
    .await
}

/// Money as people read it in an e-mail (RM 1,234.50 / Rp 1.234.500).
fn shown(amount: rust_decimal::Decimal) -> String {
    display_money(money::current().code(), amount)
}

fn link(path: &str) -> String {
    format!("{}{path}", origin())
}

/// A new order was placed (by an agent in the shop, or by a customer in an agent's store).
pub async fn new_order(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    let Some(o) = store::order_facts(db, order_id).await? else {
        return Ok(());
    };
    let total = shown(o.grand_total);
    let who = o.customer_name.clone().unwrap_or(o.agent_name.clone());
    to_hq(
        db,
        HqEvent::NewOrder,
        (Msg::NoticeNewOrderSubject, Msg::NoticeNewOrderBody),
        &[
            ("number", &o.number),
            ("total", &total),
            ("who", &who),
            (
                "link",
                &link(&format!("/manage-orders/order-details?id={order_id}")),
            ),
        ],
    )
    .await
}

/// How a payment reached the company.
#[derive(Clone, Copy)]
pub enum PaymentKind {
    Online,
    Receipt,
}

/// A payment for an order arrived: paid online, or a transfer receipt waiting for approval.
pub async fn payment_received(
    db: &mut PgConnection,
    order_id: i64,
    kind: PaymentKind,
) -> sqlx::Result<()> {
    let Some(o) = store::order_facts(db, order_id).await? else {
        return Ok(());
    };
    let s = store::hq_settings(db).await?;
    let lang = Lang::parse(&s.language).unwrap_or_default();
    let how = text(
        lang,
        match kind {
            PaymentKind::Online => Msg::NoticePaidOnline,
            PaymentKind::Receipt => Msg::NoticeReceiptUploaded,
        },
    );
    let total = shown(o.grand_total);
    to_hq(
        db,
        HqEvent::PaymentReceived,
        (Msg::NoticePaymentSubject, Msg::NoticePaymentBody),
        &[
            ("number", &o.number),
            ("total", &total),
            ("how", how),
            (
                "link",
                &link(&format!("/manage-orders/order-details?id={order_id}")),
            ),
        ],
    )
    .await
}

/// Someone registered as an agent (through a leader's link or the company's page).
pub async fn new_registration(
    db: &mut PgConnection,
    agent_id: i64,
    name: &str,
    address: &str,
) -> sqlx::Result<()> {
    to_hq(
        db,
        HqEvent::NewRegistration,
        (Msg::NoticeRegistrationSubject, Msg::NoticeRegistrationBody),
        &[
            ("name", name),
            ("email", address),
            ("link", &link(&format!("/agent-details?id={agent_id}"))),
        ],
    )
    .await
}

/// HQ's stock of the variants a sale or a stock-out just took: e-mails HQ about each that crossed
/// into low (below half of what was stocked in) — once at the crossing, not on every later take.
pub async fn stock_taken(
    db: &mut PgConnection,
    branch_id: i64,
    taken: &[(i64, i64)],
) -> sqlx::Result<()> {
    if taken.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = taken.iter().map(|t| t.0).collect();
    for level in store::stock_levels(db, branch_id, &ids).await? {
        let quantity = taken
            .iter()
            .find(|t| t.0 == level.variant_id)
            .map_or(0, |t| t.1);
        if !rules::crossed_low(level.quantity.into(), quantity, level.received.into()) {
            continue;
        }
        let name = if level.label.is_empty() {
            level.name.clone()
        } else {
            format!("{} ({})", level.name, level.label)
        };
        to_hq(
            db,
            HqEvent::LowStock,
            (Msg::NoticeLowStockSubject, Msg::NoticeLowStockBody),
            &[
                ("product", &name),
                ("left", &level.quantity.to_string()),
                ("branch", &level.branch),
                ("link", &link("/inventory")),
            ],
        )
        .await?;
    }
    Ok(())
}

/// An order's status changed: its agent is told (for a store order, its customer, with the
/// tracking link).
pub async fn order_status(
    db: &mut PgConnection,
    order_id: i64,
    status: OrderStatus,
) -> sqlx::Result<()> {
    let Some(o) = store::order_facts(db, order_id).await? else {
        return Ok(());
    };
    let Some(word) = rules::status_word(status, o.pickup) else {
        return Ok(());
    };
    let (to, name, lang, path) = match (&o.customer_email, &o.store_link) {
        (Some(to), Some(path)) => (
            to.clone(),
            o.customer_name.clone().unwrap_or_default(),
            crate::i18n::current(),
            path.clone(),
        ),
        _ => (
            o.agent_email.clone(),
            o.agent_name.clone(),
            Lang::parse(&o.agent_language).unwrap_or_default(),
            format!("/manage-orders/order-details?id={order_id}"),
        ),
    };
    let status_text = text(lang, word);
    let extra = match (&o.tracking_number, status) {
        (Some(t), OrderStatus::Delivery) => {
            fill(text(lang, Msg::NoticeTracking), &[("tracking", t)])
        }
        _ => String::new(),
    };
    let vars = [
        ("number", o.number.as_str()),
        ("status", status_text),
        ("name", &name),
        ("extra", &extra),
        ("link", &link(&path)),
    ];
    email::enqueue(
        db,
        &to,
        &fill(text(lang, Msg::NoticeOrderSubject), &vars),
        &fill(text(lang, Msg::NoticeOrderBody), &vars),
    )
    .await
}

/// A payout was paid or rejected: its agent is told.
pub async fn payout_decided(db: &mut PgConnection, payout_id: i64) -> sqlx::Result<()> {
    let Some(p) = store::payout_facts(db, payout_id).await? else {
        return Ok(());
    };
    let lang = Lang::parse(&p.language).unwrap_or_default();
    let word = match p.status.as_str() {
        "paid" => Msg::NoticePayoutPaid,
        "rejected" => Msg::NoticePayoutRejected,
        _ => return Ok(()),
    };
    let amount = shown(p.amount);
    let extra = match p.note.as_deref().filter(|n| !n.trim().is_empty()) {
        Some(reason) if p.status == "rejected" => {
            fill(text(lang, Msg::NoticeReason), &[("reason", reason)])
        }
        _ => String::new(),
    };
    let vars = [
        ("amount", amount.as_str()),
        ("status", text(lang, word)),
        ("name", &p.name),
        ("extra", &extra),
        ("link", &link("/commission")),
    ];
    email::enqueue(
        db,
        &p.email,
        &fill(text(lang, Msg::NoticePayoutSubject), &vars),
        &fill(text(lang, Msg::NoticePayoutBody), &vars),
    )
    .await
}
