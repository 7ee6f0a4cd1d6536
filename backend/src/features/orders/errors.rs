//! Checkout's refusals in the API's words, for the agent's checkout and HQ's order form alike.

use super::{checkout::CheckoutError, view};
use crate::{
    http::ApiError,
    i18n::{t, Msg},
};
use serde_json::json;

impl From<CheckoutError> for ApiError {
    fn from(e: CheckoutError) -> Self {
        match e {
            CheckoutError::Field { field, message } => ApiError::field_text(field, &message),
            CheckoutError::NoSuchAgent => ApiError::field("agentId", Msg::NotFound),
            CheckoutError::PendingOrder { id, number } => ApiError::conflict_data(
                &t(Msg::PendingOrder).replace("{number}", &number),
                "pending_order",
                Some(json!({"order": {"id": id, "number": number}})),
            ),
            CheckoutError::UnpaidOrderRace => ApiError::conflict_text(
                &t(Msg::PendingOrder).replace(" {number}", ""),
                "pending_order",
            ),
            CheckoutError::CartEmpty => ApiError::rule(Msg::CartEmpty, "cart_empty"),
            CheckoutError::CartNotReady(problems) => ApiError::rule_text(
                &format!("{} {}", t(Msg::CartNotReady), problems.join(" ")),
                "cart_not_ready",
                Some(json!({"problems": problems})),
            ),
            CheckoutError::FirstOrderPackage => {
                ApiError::rule(Msg::FirstOrderPackage, "first_order_package")
            }
            CheckoutError::MoqNotMet(message) => ApiError::rule_text(&message, "moq_not_met", None),
            CheckoutError::TotalChanged(q) => ApiError::conflict_data(
                t(Msg::TotalChanged),
                "total_changed",
                Some(json!({"totals": poem_openapi::types::ToJSON::to_json(&view::totals(&q))})),
            ),
            CheckoutError::OutOfStock(name) => ApiError::conflict_text(
                &t(Msg::OutOfStock).replace("{name}", &name),
                "out_of_stock",
            ),
            CheckoutError::Db(e) => e.into(),
        }
    }
}
