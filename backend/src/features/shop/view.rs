//! The cart, addresses, shipping and payment methods as the API writes them (docs/api-orders.md).

use super::store::AddressRow;
use crate::{
    features::{catalogue::api::money, couriers::api::ShippingOption, orders::place::Priced},
    media,
};
use poem_openapi::Object;

/// The agent's upline (who an upline order goes to).
#[derive(Object, Clone, Debug)]
pub struct Upline {
    pub id: i64,
    pub name: Option<String>,
}

/// One product a combo line picked.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct CartPick {
    pub variant_id: i64,
    pub name: String,
    pub label: String,
    pub quantity: i64,
}

/// A cart line, priced for the agent's tier now.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct CartLine {
    pub id: i64,
    /// product, package or combo
    pub kind: String,
    pub product_id: Option<i64>,
    pub variant_id: Option<i64>,
    pub package_id: Option<i64>,
    pub combo_id: Option<i64>,
    pub name: String,
    pub label: String,
    pub image: Option<String>,
    pub unit_price: String,
    pub quantity: i64,
    pub line_total: String,
    pub point: String,
    /// A combo's picks (empty for other lines).
    pub picks: Vec<CartPick>,
    /// unavailable, out_of_stock or first_order_only: the line must go (or shrink) before checkout.
    pub problem: Option<String>,
    pub problem_message: Option<String>,
    /// Units in stock, when HQ shows stock.
    pub available: Option<i64>,
}

pub fn cart_line(l: &Priced, show_stock: bool) -> CartLine {
    let problem = l.problem.as_ref();
    CartLine {
        id: l.wanted.cart_line_id.unwrap_or_default(),
        kind: l.wanted.kind.to_string(),
        product_id: l.product_id,
        variant_id: l.wanted.variant_id,
        package_id: l.wanted.package_id,
        combo_id: l.wanted.combo_id,
        name: l.name.clone(),
        label: l.label.clone(),
        image: l.image.as_deref().map(media::url),
        unit_price: money(l.unit_price),
        quantity: l.wanted.quantity,
        line_total: money(l.line_total),
        point: money(l.points),
        picks: l
            .picks
            .iter()
            .map(|p| CartPick {
                variant_id: p.variant_id,
                name: p.name.clone(),
                label: p.label.clone(),
                quantity: p.quantity,
            })
            .collect(),
        problem: problem.map(|p| p.code().to_string()),
        problem_message: problem.map(|p| p.message(&l.name)),
        available: if show_stock { l.available } else { None },
    }
}

/// The tier's minimum order and how far the cart is from it.
#[derive(Object, Clone, Debug)]
pub struct CartMoq {
    /// unit or amount
    #[oai(rename = "type")]
    pub kind: String,
    pub required: String,
    pub current: String,
    pub met: bool,
    /// What is missing, while it is not met.
    pub message: Option<String>,
}

/// The agent's unpaid order, which must be paid or deleted before another checkout.
#[derive(Object, Clone, Debug)]
pub struct PendingOrderRef {
    pub id: i64,
    pub number: String,
    pub status: String,
}

/// The agent's cart, priced on every read.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct Cart {
    /// hq or upline
    pub order_from: String,
    pub order_from_choices: Vec<String>,
    pub upline: Option<Upline>,
    pub lines: Vec<CartLine>,
    pub units: i64,
    pub sub_total: String,
    pub weight: String,
    pub points: String,
    pub moq: Option<CartMoq>,
    pub first_order: bool,
    pub pending_order: Option<PendingOrderRef>,
    /// Everything that blocks checkout, in the agent's words.
    pub problems: Vec<String>,
    pub can_checkout: bool,
}

/// One of the agent's delivery addresses.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct DeliveryAddress {
    pub id: i64,
    pub first_name: String,
    pub last_name: Option<String>,
    pub addr_title: Option<String>,
    pub email: Option<String>,
    pub address1: String,
    pub address2: Option<String>,
    pub post_code: String,
    pub city: String,
    /// A state code (MY) or province code (ID).
    pub state: String,
    pub country: String,
    pub phone_code: Option<String>,
    pub phone: String,
    pub primary: bool,
}

pub fn delivery_address(a: &AddressRow) -> DeliveryAddress {
    DeliveryAddress {
        id: a.id,
        first_name: a.first_name.clone(),
        last_name: a.last_name.clone(),
        addr_title: a.title.clone(),
        email: a.email.clone(),
        address1: a.address1.clone(),
        address2: a.address2.clone(),
        post_code: a.postcode.clone(),
        city: a.city.clone(),
        state: a.state.clone(),
        country: a.country.clone(),
        phone_code: a.phone_code.clone(),
        phone: a.phone.clone(),
        primary: a.is_primary,
    }
}

/// How the cart can reach the agent: courier rates to the address, self pickup, or "contact HQ".
#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct ShipMethods {
    pub options: Vec<ShippingOption>,
    pub self_pickup: bool,
    /// Where to collect: HQ's address, or the upline's name for an upline order.
    pub pickup_address: Option<String>,
    /// No courier covers the address.
    pub contact_hq: bool,
    pub message: Option<String>,
}

/// A way to pay: a bank transfer (with the account to pay into) or Billplz.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct PaymentMethodOption {
    /// manual or billplz
    pub code: String,
    pub name: String,
    pub bank_name: Option<String>,
    pub account_number: Option<String>,
    pub account_name: Option<String>,
    pub admin_fee: String,
}
