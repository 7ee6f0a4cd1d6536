//! Catalogue refusals in the API's words, for the catalogue's screens and the shop alike.

use super::rules::ComboError;
use crate::{
    http::ApiError,
    i18n::{t, Msg},
};
use serde_json::json;

/// A combo pick that breaks a combo rule: 422 `combo_rule`, the message naming the rule.
pub fn combo_error(e: ComboError) -> ApiError {
    let message = match e {
        ComboError::TotalNot(qty) => t(Msg::ComboTotal).replace("{qty}", &qty.to_string()),
        ComboError::BadQuantity => t(Msg::AmountPositive).to_string(),
        ComboError::ProductTwice(_) => t(Msg::ProductTwice).to_string(),
        ComboError::VariantTwice(_) => t(Msg::SameVariantTwice).to_string(),
        ComboError::OutOfStock(name) => t(Msg::OutOfStock).replace("{name}", &name),
        ComboError::OverStock { name, left } => t(Msg::OverStock)
            .replace("{n}", &left.to_string())
            .replace("{name}", &name),
        ComboError::NotInCombo(name) => t(Msg::NotInCombo).replace("{name}", &name),
    };
    ApiError::rule_text(
        &message,
        "combo_rule",
        Some(json!({ "errors": { "picks": message } })),
    )
}
