//! The shop, the cart, addresses, shipping and payment methods as the API writes them
//! (docs/api-orders.md).

use super::store::{AddressRow, LiveComboRow, LivePackageRow};
use crate::{
    features::{
        catalogue::{
            api::{
                money,
                products::{ProductOption, QuantityRangePrice},
            },
            store::ShopItemRow,
        },
        couriers::quote::ShippingOption,
        orders::pricing::Priced,
    },
    media,
};
use poem_openapi::Object;

/// The agent's upline (who an upline order goes to).
#[derive(Object, Clone, Debug)]
pub struct Upline {
    pub id: i64,
    #[oai(nullable)]
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
    pub image: Option<String>,
    pub unit_price: String,
    pub quantity: i64,
    pub line_total: String,
    pub point: String,
    /// A combo's picks (empty for other lines).
    pub picks: Vec<CartPick>,
    /// unavailable, out_of_stock or first_order_only: the line must go (or shrink) before checkout.
    #[oai(nullable)]
    pub problem: Option<String>,
    #[oai(nullable)]
    pub problem_message: Option<String>,
    /// Units in stock, when HQ shows stock.
    #[oai(nullable)]
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
    #[oai(nullable)]
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
    #[oai(nullable)]
    pub upline: Option<Upline>,
    pub lines: Vec<CartLine>,
    pub units: i64,
    pub sub_total: String,
    pub weight: String,
    pub points: String,
    #[oai(nullable)]
    pub moq: Option<CartMoq>,
    pub first_order: bool,
    #[oai(nullable)]
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
    #[oai(nullable)]
    pub last_name: Option<String>,
    #[oai(nullable)]
    pub addr_title: Option<String>,
    #[oai(nullable)]
    pub email: Option<String>,
    pub address1: String,
    #[oai(nullable)]
    pub address2: Option<String>,
    pub post_code: String,
    pub city: String,
    /// A state code (MY) or province code (ID).
    pub state: String,
    pub country: String,
    #[oai(nullable)]
    pub phone_code: Option<String>,
    pub phone: String,
    pub primary: bool,
    /// Indonesia: the regency, district and village codes (the regency's name is the city).
    #[oai(nullable)]
    pub regency_code: Option<String>,
    #[oai(nullable)]
    pub district_code: Option<String>,
    #[oai(nullable)]
    pub village_code: Option<String>,
    /// Indonesia: the district (kecamatan) and village (desa/kelurahan) names.
    #[oai(nullable)]
    pub district: Option<String>,
    #[oai(nullable)]
    pub village: Option<String>,
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
        regency_code: a.regency_code.clone(),
        district_code: a.district_code.clone(),
        village_code: a.village_code.clone(),
        district: a.district.clone(),
        village: a.village.clone(),
    }
}

/// How the cart can reach the agent: courier rates to the address, self pickup, or "contact HQ".
#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct ShipMethods {
    pub options: Vec<ShippingOption>,
    pub self_pickup: bool,
    /// Where to collect: HQ's address, or the upline's name for an upline order.
    #[oai(nullable)]
    pub pickup_address: Option<String>,
    /// No courier covers the address.
    pub contact_hq: bool,
    #[oai(nullable)]
    pub message: Option<String>,
}

/// A way to pay: a bank transfer (with the account to pay into) or Billplz.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct PaymentMethodOption {
    /// manual or billplz
    pub code: String,
    pub name: String,
    #[oai(nullable)]
    pub bank_name: Option<String>,
    #[oai(nullable)]
    pub account_number: Option<String>,
    #[oai(nullable)]
    pub account_name: Option<String>,
    pub admin_fee: String,
}

/// A product on the shop's grid, at the agent's tier price.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct MyShopItem {
    pub id: i64,
    pub name: String,
    #[oai(nullable)]
    pub category_name: Option<String>,
    #[oai(nullable)]
    pub cover_thumb: Option<String>,
    pub price: String,
    pub retail_price: String,
    pub point: String,
    /// The seller's units, when HQ shows stock.
    #[oai(nullable)]
    pub stock: Option<i64>,
    pub first_order_only: bool,
    pub preorder: bool,
    pub has_variants: bool,
}

pub fn shop_item(i: &ShopItemRow, show_stock: bool, preorder_on: bool) -> MyShopItem {
    MyShopItem {
        id: i.id,
        name: i.name.clone(),
        category_name: i.category_name.clone(),
        cover_thumb: i.cover_thumb.as_deref().map(media::url),
        price: money(i.price),
        retail_price: money(i.retail_price),
        point: money(i.points),
        stock: show_stock.then_some(i.stock),
        first_order_only: i.first_order_only,
        // Sold beyond stock only while the company's preorder feature is on (and HQ sells).
        preorder: i.preorder && preorder_on,
        has_variants: i.has_variants,
    }
}

/// What a package holds.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct PackageContent {
    pub product_name: String,
    pub label: String,
    pub quantity: i64,
}

/// A package on offer now.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct ShopPackage {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub price: String,
    pub first_order: bool,
    pub items: Vec<PackageContent>,
}

/// A combo ("any N for RM X") on offer now.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct ShopCombo {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub price: String,
    pub required_quantity: i64,
    #[oai(nullable)]
    pub cover_image: Option<String>,
    pub first_order: bool,
}

/// The agent's shop: a page of products, the packages and combos, and where the order goes.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct MyShopPage {
    pub items: Vec<MyShopItem>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
    /// Packages and combos are sold by HQ only (empty for an upline order).
    pub packages: Vec<ShopPackage>,
    pub combos: Vec<ShopCombo>,
    #[oai(nullable)]
    pub tier_name: Option<String>,
    pub show_stock: bool,
    pub first_order: bool,
    pub order_from: String,
    pub order_from_choices: Vec<String>,
    #[oai(nullable)]
    pub upline: Option<Upline>,
}

/// A variant as the agent buys it.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct ShopVariant {
    pub id: i64,
    pub option_value_ids: Vec<i64>,
    pub label: String,
    /// The seller's units, when HQ shows stock.
    #[oai(nullable)]
    pub stock: Option<i64>,
}

/// One product as the agent buys it.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct MyShopProduct {
    pub id: i64,
    pub name: String,
    #[oai(nullable)]
    pub description: Option<String>,
    #[oai(nullable)]
    pub category_name: Option<String>,
    #[oai(nullable)]
    pub cover_image: Option<String>,
    pub images: Vec<String>,
    /// The agent's tier price.
    pub price: String,
    pub retail_price: String,
    pub point: String,
    pub weight: String,
    pub quantity_ranges: Vec<QuantityRangePrice>,
    pub options: Vec<ProductOption>,
    pub variants: Vec<ShopVariant>,
    pub show_stock: bool,
    pub first_order_only: bool,
    pub preorder: bool,
}

pub fn shop_package(k: &LivePackageRow) -> ShopPackage {
    ShopPackage {
        id: k.id,
        name: k.name.clone(),
        code: k.code.clone(),
        price: money(k.price),
        first_order: k.first_order,
        items: k
            .items
            .iter()
            .map(|i| PackageContent {
                product_name: i.product_name.clone(),
                label: i.label.clone(),
                quantity: i.quantity,
            })
            .collect(),
    }
}

pub fn shop_combo(c: &LiveComboRow) -> ShopCombo {
    ShopCombo {
        id: c.id,
        name: c.name.clone(),
        code: c.code.clone(),
        price: money(c.price),
        required_quantity: c.required_quantity.into(),
        cover_image: c.cover_image.as_deref().map(media::url),
        first_order: c.first_order,
    }
}
