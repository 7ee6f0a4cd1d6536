//! When a notification goes: which events HQ switched on, when a sale takes a variant into low
//! stock, which status changes an agent hears of, and filling a message's placeholders. Pure.

use crate::{
    domain::order::OrderStatus,
    features::inventory::rules::{band, Band},
    i18n::Msg,
};

/// What HQ may be e-mailed about (its switches in the notification settings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HqEvent {
    NewOrder,
    PaymentReceived,
    NewRegistration,
    LowStock,
}

impl HqEvent {
    pub fn key(self) -> &'static str {
        match self {
            HqEvent::NewOrder => "new_order",
            HqEvent::PaymentReceived => "payment_received",
            HqEvent::NewRegistration => "new_registration",
            HqEvent::LowStock => "low_stock",
        }
    }
}

/// Whether HQ wants the event: its switch, or when never set the company's default (all on but
/// low stock).
pub fn wanted(controls: &serde_json::Value, event: HqEvent) -> bool {
    controls
        .get(event.key())
        .and_then(serde_json::Value::as_bool)
        .unwrap_or(event != HqEvent::LowStock)
}

/// Whether taking `taken` units left a variant low (below half of what was stocked in, or out)
/// when it was not before: the low-stock e-mail fires at the crossing, not on every later sale.
pub fn crossed_low(after: i64, taken: i64, received: i64) -> bool {
    let low = |quantity: i64| matches!(band(quantity, received).1, Band::Low | Band::Out);
    taken > 0 && !low(after + taken) && low(after)
}

/// The words of a status an agent (or a store's customer) is told about; None for the statuses
/// that are not news to them (unpaid: they just placed it; approval: they just paid).
pub fn status_word(status: OrderStatus, pickup: bool) -> Option<Msg> {
    Some(match status {
        OrderStatus::ToShip => Msg::NoticeStatusApproved,
        OrderStatus::Delivery => Msg::NoticeStatusShipped,
        OrderStatus::Completed if pickup => Msg::NoticeStatusCollected,
        OrderStatus::Completed => Msg::NoticeStatusCompleted,
        OrderStatus::Cancelled => Msg::NoticeStatusCancelled,
        OrderStatus::Refund => Msg::NoticeStatusRefunded,
        OrderStatus::Unpaid | OrderStatus::Approval => return None,
    })
}

/// A message with its `{name}` placeholders filled.
pub fn fill(template: &str, vars: &[(&str, &str)]) -> String {
    vars.iter().fold(template.to_string(), |out, (k, v)| {
        out.replace(&format!("{{{k}}}"), v)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn hq_gets_what_it_switched_on_and_the_defaults_otherwise() {
        let controls = json!({"new_order": false, "low_stock": true});
        assert!(!wanted(&controls, HqEvent::NewOrder));
        assert!(wanted(&controls, HqEvent::LowStock));
        // Never set: on, except low stock.
        assert!(wanted(&json!({}), HqEvent::PaymentReceived));
        assert!(wanted(&json!({}), HqEvent::NewRegistration));
        assert!(!wanted(&json!({}), HqEvent::LowStock));
    }

    #[test]
    fn low_stock_fires_once_when_a_sale_crosses_below_half() {
        // 100 stocked in: 52 → 48 crosses below half; 48 → 44 is already low.
        assert!(crossed_low(48, 4, 100));
        assert!(!crossed_low(44, 4, 100));
        // Still above half, or a sale that took nothing.
        assert!(!crossed_low(60, 5, 100));
        assert!(!crossed_low(48, 0, 100));
        // Selling the last units of a variant that was not low is a crossing too.
        assert!(crossed_low(0, 60, 100));
    }

    #[test]
    fn agents_hear_of_the_steps_after_payment() {
        assert_eq!(status_word(OrderStatus::Unpaid, false), None);
        assert_eq!(status_word(OrderStatus::Approval, false), None);
        assert_eq!(
            status_word(OrderStatus::Delivery, false),
            Some(Msg::NoticeStatusShipped)
        );
        assert_eq!(
            status_word(OrderStatus::Completed, true),
            Some(Msg::NoticeStatusCollected)
        );
        assert_eq!(
            status_word(OrderStatus::Completed, false),
            Some(Msg::NoticeStatusCompleted)
        );
    }

    #[test]
    fn placeholders_are_filled_by_name() {
        assert_eq!(
            fill(
                "{who} placed {number} ({number})",
                &[("who", "Aina"), ("number", "RK1")]
            ),
            "Aina placed RK1 (RK1)"
        );
        assert_eq!(fill("no {gap}", &[]), "no {gap}");
    }
}
