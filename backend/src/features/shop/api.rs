//! `/sales/…`: the agent's shop (products for their tier, the cart, addresses, shipping and payment
//! methods, quote and checkout, the receipt) and the agent's own and team orders. The shapes are in
//! docs/api-orders.md.

use super::{rules, store, view as shop_view};
use crate::domain::order::ShipmentType;
use crate::http::text::Text;
use crate::http::{auth::AgentAuth, forms::IdInput};
use crate::{
    features::{
        catalogue::{
            api::money, api::products::product_detail, rules as catalogue_rules,
            store as catalogue_store,
        },
        orders::{
            actions,
            checkout::{self, Basket, CheckoutError, OrderRequest, Shipment},
            payments,
            pricing::{self, Context, Wanted},
            rules as order_rules, store as orders, view,
        },
    },
    http::{
        auth::CurrentUser, auth::UserAuth, ok, ok_with, paging, search_pattern, ApiError,
        ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
    media,
    {http::tags::ApiTags, state::AppState},
};
use poem::web::Data;
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use rust_decimal::Decimal;
use serde_json::json;
use sqlx::PgConnection;
use std::sync::Arc;

/// Whom the agent may order from: HQ's ordering level, and an upline agent to order from.
fn choices(ctx: &Context) -> Vec<&'static str> {
    let level = ctx.settings.ordering_level.as_str();
    let mut c = Vec::new();
    if level != "upline" || ctx.buyer.upline_id.is_none() {
        c.push("hq");
    }
    if level != "hq" && ctx.buyer.upline_id.is_some() {
        c.push("upline");
    }
    c
}

/// The agent's context as their cart says (falling back to HQ when the upline choice is gone).
async fn context(db: &mut PgConnection, user: &CurrentUser) -> Result<Context, ApiError> {
    let from = store::order_from(db, user.id).await?;
    let currency = user.tenant.company.currency.clone();
    let ctx = Context::load(db, user.id, from == "upline", &currency).await?;
    if from == "upline" && !choices(&ctx).contains(&"upline") {
        return Ok(Context::load(db, user.id, false, &currency).await?);
    }
    Ok(ctx)
}

fn upline(ctx: &Context) -> Option<shop_view::Upline> {
    ctx.buyer.upline_id.map(|id| shop_view::Upline {
        id,
        name: ctx.buyer.upline_name.clone(),
    })
}

/// The cart with its prices, problems, minimum order and whether it can be checked out.
async fn priced_cart(
    db: &mut PgConnection,
    user: &CurrentUser,
) -> Result<shop_view::Cart, ApiError> {
    actions::expire_holds(db, Some(user.id)).await?;
    let ctx = context(db, user).await?;
    let wanted = store::lines(db, user.id).await?;
    let lines = pricing::price(db, &ctx, wanted).await?;
    let sums = pricing::sums(&lines);
    let moq = pricing::minimum(&ctx, &sums);
    let pending = orders::unpaid_order(db, user.id).await?;
    let mut problems = checkout::line_problems(&lines);
    if let Some((_, number)) = &pending {
        problems.push(t(Msg::PendingOrder).replace("{number}", number));
    }
    let moq_met = moq.as_ref().is_none_or(|m| m.met());
    let can_checkout = !lines.is_empty() && problems.is_empty() && moq_met;
    Ok(shop_view::Cart {
        order_from: if ctx.seller.id.is_some() {
            "upline"
        } else {
            "hq"
        }
        .to_string(),
        order_from_choices: choices(&ctx).into_iter().map(String::from).collect(),
        upline: upline(&ctx),
        lines: lines
            .iter()
            .map(|l| shop_view::cart_line(l, ctx.settings.show_stock))
            .collect(),
        units: sums.units,
        sub_total: money(sums.sub_total),
        weight: format!("{:.3}", sums.weight),
        points: money(sums.points),
        moq: moq.as_ref().map(|m| {
            let (kind, required, current) = match m {
                order_rules::Moq::Units { required, current } => {
                    ("unit", required.to_string(), current.to_string())
                }
                order_rules::Moq::Amount { required, current } => {
                    ("amount", money(*required), money(*current))
                }
            };
            shop_view::CartMoq {
                kind: kind.to_string(),
                required,
                current,
                met: m.met(),
                message: (!m.met()).then(|| pricing::moq_message(&ctx, m)),
            }
        }),
        first_order: ctx.buyer.first_order,
        pending_order: pending.map(|(id, number)| shop_view::PendingOrderRef {
            id,
            number,
            status: "unpaid".into(),
        }),
        problems,
        can_checkout,
    })
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ComboPickInput {
    pub variant_id: i64,
    pub quantity: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AddToCart {
    #[oai(nullable)]
    pub variant_id: Option<i64>,
    #[oai(nullable)]
    pub package_id: Option<i64>,
    #[oai(nullable)]
    pub combo_id: Option<i64>,
    #[oai(default)]
    pub picks: Vec<ComboPickInput>,
    #[oai(nullable)]
    pub quantity: Option<i64>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct UpdateLine {
    pub line_id: i64,
    pub quantity: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct OrderFromInput {
    pub order_from: Text,
}

/// A delivery address (spec §3 Customer address).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AddressInput {
    #[oai(nullable)]
    pub id: Option<i64>,
    #[oai(default)]
    pub first_name: Text,
    #[oai(nullable)]
    pub last_name: Option<Text>,
    #[oai(nullable)]
    pub addr_title: Option<Text>,
    #[oai(nullable)]
    pub email: Option<Text>,
    #[oai(default)]
    pub address1: Text,
    #[oai(nullable)]
    pub address2: Option<Text>,
    #[oai(default)]
    pub post_code: Text,
    #[oai(default)]
    pub city: Text,
    #[oai(default)]
    pub state: Text,
    #[oai(nullable)]
    pub country: Option<Text>,
    #[oai(nullable)]
    pub phone_code: Option<Text>,
    #[oai(default)]
    pub phone: Text,
}

/// Spec §3 Checkout.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckoutInput {
    /// courier or pickup
    pub shipment_type: Text,
    /// The address id (required for a courier).
    #[oai(nullable)]
    pub customer_id: Option<i64>,
    /// The courier id.
    #[oai(nullable)]
    pub shipment_id: Option<i64>,
    /// manual or billplz
    pub payment_type: Text,
    #[oai(nullable)]
    pub payment_id: Option<i64>,
    #[oai(nullable)]
    pub voucher_code: Option<Text>,
    #[oai(nullable)]
    pub order_notes: Option<Text>,
    /// The grand total the agent saw; a different server total answers 409 total_changed.
    #[oai(nullable)]
    pub total_paid: Option<Text>,
    #[oai(nullable)]
    pub store_id: Option<i64>,
    #[oai(nullable)]
    pub session_id: Option<Text>,
}

/// A placed order and, for Billplz, the bill to send the browser to.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckoutResult {
    pub order: view::Order,
    #[oai(nullable)]
    pub payment_url: Option<String>,
}

#[derive(Multipart)]
pub struct ReceiptUpload {
    #[oai(rename = "orderId")]
    pub order_id: i64,
    /// JPEG or PNG, at most 10 MB.
    pub receipt: Upload,
}

pub const MAX_RECEIPT_BYTES: usize = 10 * 1024 * 1024;

async fn delivery_addresses(
    db: &mut PgConnection,
    user_id: i64,
) -> Result<Vec<shop_view::DeliveryAddress>, ApiError> {
    let list = store::addresses(db, user_id).await?;
    Ok(list.iter().map(shop_view::delivery_address).collect())
}

/// The shipment a checkout body asks for, with the chosen address.
async fn shipment_of(
    db: &mut PgConnection,
    user_id: i64,
    body: &CheckoutInput,
) -> Result<Shipment, ApiError> {
    let address = match body.customer_id {
        Some(id) => Some(
            store::address(db, user_id, id)
                .await?
                .ok_or_else(|| ApiError::field("customerId", Msg::AddressRequired))?,
        ),
        None => None,
    };
    let snapshot = address.as_ref().map(rules::snapshot);
    match ShipmentType::parse(&body.shipment_type) {
        Some(ShipmentType::Pickup) => Ok(Shipment::Pickup { address: snapshot }),
        Some(ShipmentType::Courier) => {
            let address =
                snapshot.ok_or_else(|| ApiError::field("customerId", Msg::AddressRequired))?;
            let courier_id = body
                .shipment_id
                .ok_or_else(|| ApiError::field("shipmentId", Msg::CourierRequired))?;
            Ok(Shipment::Courier {
                courier_id,
                address,
            })
        }
        None => Err(ApiError::field("shipmentType", Msg::InvalidChoice)),
    }
}

pub struct ShopApi;

#[OpenApi(prefix_path = "/sales", tag = "ApiTags::Shop")]
impl ShopApi {
    /// The products (and packages and combos) the agent may buy, at their tier's price.
    #[oai(path = "/my-shop", method = "get")]
    async fn shop(
        &self,
        auth: AgentAuth,
        #[oai(name = "categoryId", validator(minimum(value = "1")))] category_id: Query<
            Option<i64>,
        >,
        search: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<shop_view::MyShopPage> {
        let user = &auth.0;
        let (page, per_page) = paging(page.0, per_page.0);
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let pattern = search_pattern(search.0.as_deref());
        let (total, items) = catalogue_store::shop_items(
            &mut db,
            &catalogue_store::ShopQuery {
                tier_id: ctx.tier_id(),
                category_id: category_id.0,
                pattern,
                first_order: ctx.buyer.first_order,
                branch_id: Some(ctx.branch_id),
                seller_id: ctx.seller.id,
            },
            per_page,
            (page - 1) * per_page,
        )
        .await?;
        let from_hq = ctx.seller.id.is_none();
        let (packages, combos) = if from_hq {
            (
                store::live_packages(&mut db, ctx.buyer.first_order).await?,
                store::live_combos(&mut db, ctx.buyer.first_order).await?,
            )
        } else {
            (vec![], vec![])
        };
        let show = ctx.settings.show_stock;
        ok(shop_view::MyShopPage {
            items: items
                .iter()
                .map(|i| shop_view::shop_item(i, show))
                .collect(),
            page,
            per_page,
            total,
            packages: packages.iter().map(shop_view::shop_package).collect(),
            combos: combos.iter().map(shop_view::shop_combo).collect(),
            tier_name: ctx.buyer.tier_name.clone(),
            show_stock: show,
            first_order: ctx.buyer.first_order,
            order_from: if from_hq { "hq" } else { "upline" }.to_string(),
            order_from_choices: choices(&ctx).into_iter().map(String::from).collect(),
            upline: upline(&ctx),
        })
    }

    /// One product as the agent buys it; 404 when they may not.
    #[oai(path = "/my-shop/product", method = "get")]
    async fn product(
        &self,
        auth: AgentAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<shop_view::MyShopProduct> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let p = product_detail(&mut db, id.0).await?;
        let price = p
            .tier_prices
            .iter()
            .find(|tp| tp.tier_id == ctx.tier_id())
            .and_then(|tp| tp.price.clone());
        if p.status != "published"
            || price.is_none()
            || (p.first_order_only && !ctx.buyer.first_order)
        {
            return Err(ApiError::not_found());
        }
        let variant_ids: Vec<i64> = p.variants.iter().map(|v| v.id).collect();
        let on_hand: std::collections::HashMap<i64, i64> =
            orders::available(&mut db, &variant_ids, ctx.branch_id, ctx.seller.id)
                .await?
                .into_iter()
                .collect();
        let show = ctx.settings.show_stock;
        ok(shop_view::MyShopProduct {
            id: id.0,
            name: p.name.into(),
            description: p.description.map(String::from),
            category_name: p.category_name.map(String::from),
            cover_image: p.cover_image.map(String::from),
            images: p.images.into_iter().map(|i| i.image.into()).collect(),
            price: price.unwrap_or_default().into(),
            retail_price: p.retail_price.into(),
            point: (p.point.unwrap_or_else(|| "0.00".into())).into(),
            weight: (p.weight.unwrap_or_else(|| "0.000".into())).into(),
            quantity_ranges: p.quantity_ranges,
            options: p.options,
            variants: p
                .variants
                .iter()
                .map(|v| shop_view::ShopVariant {
                    id: v.id,
                    option_value_ids: v.option_value_ids.clone(),
                    label: v.label.clone().into(),
                    stock: show.then(|| on_hand.get(&v.id).copied().unwrap_or(0)),
                })
                .collect(),
            show_stock: show,
            first_order_only: p.first_order_only,
            preorder: p.preorder,
        })
    }

    /// The agent's cart, priced, with its problems and the minimum order.
    #[oai(path = "/my-shop/get-cart", method = "get")]
    async fn get_cart(&self, auth: AgentAuth) -> ApiResult<shop_view::Cart> {
        let mut db = auth.db().await?;
        ok(priced_cart(&mut db, &auth.0).await?)
    }

    /// Adds a product variant, a package or a combo (with its picks) to the cart.
    #[oai(path = "/my-shop/cart/add", method = "post")]
    async fn add(&self, auth: AgentAuth, body: Json<AddToCart>) -> ApiResult<shop_view::Cart> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let quantity = body.quantity.unwrap_or(1);
        if !(1..=9999).contains(&quantity) {
            return Err(ApiError::field("quantity", Msg::OutOfRange));
        }
        if let Some(combo_id) = body.combo_id {
            if ctx.seller.id.is_some() {
                return Err(ApiError::rule(Msg::HqOnlyItem, "hq_only"));
            }
            let picks: Vec<(i64, i64)> = body
                .picks
                .iter()
                .map(|p| (p.variant_id, p.quantity))
                .collect();
            check_combo(&mut db, &ctx, combo_id, &picks).await?;
            let json_picks = json!(picks
                .iter()
                .map(|(v, q)| json!({"variantId": v, "quantity": q}))
                .collect::<Vec<_>>());
            store::add_combo(&mut db, user.id, combo_id, &json_picks).await?;
            return ok_with(Msg::Saved, priced_cart(&mut db, user).await?);
        }
        let wanted = match (body.variant_id, body.package_id) {
            (Some(v), None) => Wanted {
                kind: "product",
                variant_id: Some(v),
                package_id: None,
                combo_id: None,
                picks: vec![],
                quantity,
                cart_line_id: None,
            },
            (None, Some(p)) => Wanted {
                kind: "package",
                variant_id: None,
                package_id: Some(p),
                combo_id: None,
                picks: vec![],
                quantity,
                cart_line_id: None,
            },
            _ => return Err(ApiError::field("variantId", Msg::Required)),
        };
        let priced = pricing::price(&mut db, &ctx, vec![wanted]).await?;
        match priced[0].problem {
            Some(pricing::LineProblem::Unavailable) => return Err(ApiError::not_found()),
            Some(pricing::LineProblem::FirstOrderOnly) => {
                return Err(ApiError::rule(Msg::NotFirstOrder, "first_order_only"))
            }
            Some(pricing::LineProblem::HqOnly) => {
                return Err(ApiError::rule(Msg::HqOnlyItem, "hq_only"))
            }
            // Stock is checked again at checkout (and shown on the line); adding is allowed.
            _ => {}
        }
        if !store::add(&mut db, user.id, body.variant_id, body.package_id, quantity).await? {
            return Err(ApiError::field("quantity", Msg::OutOfRange));
        }
        ok_with(Msg::Saved, priced_cart(&mut db, user).await?)
    }

    /// Changes a line's quantity (0 removes it).
    #[oai(path = "/my-shop/cart/update", method = "post")]
    async fn update(&self, auth: AgentAuth, body: Json<UpdateLine>) -> ApiResult<shop_view::Cart> {
        if !(0..=9999).contains(&body.quantity) {
            return Err(ApiError::field("quantity", Msg::OutOfRange));
        }
        let mut db = auth.db().await?;
        if !store::set_quantity(&mut db, auth.0.id, body.line_id, body.quantity).await? {
            return Err(ApiError::not_found());
        }
        ok(priced_cart(&mut db, &auth.0).await?)
    }

    #[oai(path = "/my-shop/cart/remove", method = "delete")]
    async fn remove(
        &self,
        auth: AgentAuth,
        #[oai(name = "lineId", validator(minimum(value = "1")))] line_id: Query<i64>,
    ) -> ApiResult<shop_view::Cart> {
        let mut db = auth.db().await?;
        if !store::set_quantity(&mut db, auth.0.id, line_id.0, 0).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Deleted, priced_cart(&mut db, &auth.0).await?)
    }

    /// Chooses to buy from HQ or from the upline (upline orders carry products only).
    #[oai(path = "/my-shop/cart/order-from", method = "post")]
    async fn order_from(
        &self,
        auth: AgentAuth,
        body: Json<OrderFromInput>,
    ) -> ApiResult<shop_view::Cart> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = Context::load(&mut db, user.id, false, &user.tenant.company.currency).await?;
        let wanted = body.order_from.as_str();
        if !choices(&ctx).contains(&wanted) {
            return Err(ApiError::field("orderFrom", Msg::OrderFromUnavailable));
        }
        store::set_order_from(&mut db, user.id, wanted).await?;
        if wanted == "upline" {
            store::remove_offers(&mut db, user.id).await?;
        }
        ok(priced_cart(&mut db, user).await?)
    }

    /// The agent's delivery addresses, primary first.
    #[oai(path = "/customer", method = "get")]
    async fn customers(&self, auth: UserAuth) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        ok(delivery_addresses(&mut db, auth.0.id).await?)
    }

    /// Adds (no id) or changes an address.
    #[oai(path = "/customer/store", method = "post")]
    async fn store_customer(
        &self,
        auth: UserAuth,
        body: Json<AddressInput>,
    ) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        let default_country = if auth.0.tenant.company.currency == "IDR" {
            "ID"
        } else {
            "MY"
        };
        let country = body
            .country
            .clone()
            .filter(|c| !c.trim().is_empty())
            .unwrap_or_else(|| default_country.into())
            .trim()
            .to_ascii_uppercase();
        let known = crate::features::couriers::store::state_codes(&mut db, &country).await?;
        let mut e = FieldErrors::default();
        let row = rules::parse_address(&mut e, &body, &country, &known);
        e.finish()?;
        if !store::save_address(&mut db, auth.0.id, &row, body.id).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Saved, delivery_addresses(&mut db, auth.0.id).await?)
    }

    #[oai(path = "/customer/set-primary", method = "post")]
    async fn set_primary(
        &self,
        auth: UserAuth,
        body: Json<IdInput>,
    ) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        if !store::set_primary(&mut db, auth.0.id, body.id).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Saved, delivery_addresses(&mut db, auth.0.id).await?)
    }

    #[oai(path = "/customer/delete", method = "delete")]
    async fn delete_customer(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        if !store::delete_address(&mut db, auth.0.id, id.0).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Deleted, delivery_addresses(&mut db, auth.0.id).await?)
    }

    /// Courier options for the cart to an address, self pickup, or 'contact HQ'.
    #[oai(path = "/ship-method", method = "get")]
    async fn ship_method(
        &self,
        auth: AgentAuth,
        #[oai(name = "customerId", validator(minimum(value = "1")))] customer_id: Query<
            Option<i64>,
        >,
    ) -> ApiResult<shop_view::ShipMethods> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let from_hq = ctx.seller.id.is_none();
        let wanted = store::lines(&mut db, user.id).await?;
        let lines = pricing::price(&mut db, &ctx, wanted).await?;
        let sums = pricing::sums(&lines);
        let mut options = vec![];
        if let (true, Some(id)) = (from_hq, customer_id.0) {
            let a = store::address(&mut db, user.id, id)
                .await?
                .ok_or_else(ApiError::not_found)?;
            options = crate::features::couriers::quote::shipping_options(
                &mut db,
                &a.country,
                &a.state,
                sums.weight,
                Decimal::from(sums.units),
                Some(sums.sub_total),
            )
            .await?;
        }
        let contact_hq = from_hq && customer_id.0.is_some() && options.is_empty();
        let pickup_address = [
            ctx.settings.address_line1.clone(),
            ctx.settings.city.clone(),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
        ok(shop_view::ShipMethods {
            options,
            self_pickup: ctx.settings.self_pickup || !from_hq,
            pickup_address: if from_hq {
                (!pickup_address.is_empty()).then_some(pickup_address)
            } else {
                ctx.buyer.upline_name.clone()
            },
            contact_hq,
            message: contact_hq.then(|| t(Msg::ContactHq).to_string()),
        })
    }

    /// The payment methods open to the agent's order.
    #[oai(path = "/payment-method", method = "get")]
    async fn payment_method(
        &self,
        auth: AgentAuth,
    ) -> ApiResult<Vec<shop_view::PaymentMethodOption>> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let transfer = |bank_name, account_number, account_name| shop_view::PaymentMethodOption {
            code: "manual".into(),
            name: "Bank transfer".into(),
            bank_name,
            account_number,
            account_name,
            admin_fee: money(Decimal::ZERO),
        };
        let mut methods = vec![];
        match ctx.seller.id {
            Some(upline) => {
                let (bank, number, name) = store::bank_of(&mut db, upline)
                    .await?
                    .unwrap_or((None, None, None));
                methods.push(transfer(bank, number, name));
            }
            None => {
                let s = &ctx.settings;
                if s.manual_receipt {
                    let bank_name = match &s.bank_code {
                        Some(code) => store::bank_name(&mut db, code)
                            .await?
                            .or(Some(code.clone())),
                        None => None,
                    };
                    methods.push(transfer(
                        bank_name,
                        s.bank_account_number.clone(),
                        s.bank_account_name
                            .clone()
                            .or(Some(user.tenant.company.name.clone())),
                    ));
                }
                if let Some(fee) = orders::billplz_admin_fee(&mut db).await? {
                    methods.push(shop_view::PaymentMethodOption {
                        code: "billplz".into(),
                        name: "FPX online banking (Billplz)".into(),
                        bank_name: None,
                        account_number: None,
                        account_name: None,
                        admin_fee: money(fee),
                    });
                }
            }
        }
        ok(methods)
    }

    /// The order's figures for a shipment, payment and voucher, without placing it.
    #[oai(path = "/my-shop/quote", method = "post")]
    async fn quote(
        &self,
        auth: AgentAuth,
        body: Json<CheckoutInput>,
    ) -> ApiResult<view::OrderTotals> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let wanted = store::lines(&mut db, user.id).await?;
        let basket = Basket {
            lines: pricing::price(&mut db, &ctx, wanted).await?,
            ctx,
        };
        let shipment = shipment_of(&mut db, user.id, &body).await?;
        let q = checkout::quote_basket(&mut db, &basket, &order_request(user, &body, &shipment))
            .await?;
        ok(view::totals(&q))
    }

    /// Places the cart as an order (spec §3 Checkout).
    #[oai(path = "/my-shop/checkout", method = "post")]
    async fn checkout(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: AgentAuth,
        body: Json<CheckoutInput>,
    ) -> ApiResult<CheckoutResult> {
        checkout(&state, req, &auth.0, &body).await
    }

    /// The same as `/sales/my-shop/checkout`.
    #[oai(path = "/checkout", method = "post")]
    async fn checkout_short(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: AgentAuth,
        body: Json<CheckoutInput>,
    ) -> ApiResult<CheckoutResult> {
        checkout(&state, req, &auth.0, &body).await
    }

    /// Uploads the bank-transfer receipt of the agent's own unpaid order; it then awaits approval.
    #[oai(path = "/my-shop/upload-receipt", method = "post")]
    async fn upload_receipt(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        form: ReceiptUpload,
    ) -> ApiResult<view::Order> {
        upload_receipt(&state, &auth.0, form).await
    }

    /// The same as `/sales/my-shop/upload-receipt`.
    #[oai(path = "/upload-receipt", method = "post")]
    async fn upload_receipt_short(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        form: ReceiptUpload,
    ) -> ApiResult<view::Order> {
        upload_receipt(&state, &auth.0, form).await
    }

    /// Cancels the buyer's unpaid order and puts its lines back in the cart.
    #[oai(path = "/order/checkout-again", method = "post")]
    async fn checkout_again(
        &self,
        auth: AgentAuth,
        body: Json<IdInput>,
    ) -> ApiResult<shop_view::Cart> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let o = view::own_order(&mut db, user, body.id).await?;
        if o.status == "unpaid" {
            actions::cancel(&mut db, o.id, Some(user.id), "payment_failed", None)
                .await?
                .map_err(ApiError::from)?;
        } else if o.status != "cancelled" {
            return Err(ApiError::conflict_rule(Msg::CannotCancel, "cannot_cancel"));
        }
        store::set_order_from(
            &mut db,
            user.id,
            if o.seller_id.is_some() {
                "upline"
            } else {
                "hq"
            },
        )
        .await?;
        store::restore_from_order(&mut db, user.id, o.id).await?;
        ok(priced_cart(&mut db, user).await?)
    }
}

async fn check_combo(
    db: &mut PgConnection,
    ctx: &Context,
    combo_id: i64,
    picks: &[(i64, i64)],
) -> Result<(), ApiError> {
    let offer = orders::combo_facts(db, &[combo_id])
        .await?
        .pop()
        .filter(|c| c.live)
        .ok_or_else(|| ApiError::rule(Msg::ComboUnavailable, "combo_unavailable"))?;
    if offer.first_order && !ctx.buyer.first_order {
        return Err(ApiError::rule(Msg::NotFirstOrder, "first_order_only"));
    }
    let ids: Vec<i64> = picks.iter().map(|p| p.0).collect();
    let facts =
        crate::features::catalogue::store::pick_facts(db, combo_id, &ids, ctx.branch_id).await?;
    let mut combo_picks = Vec::new();
    for (variant, quantity) in picks {
        let f = facts
            .iter()
            .find(|f| f.variant_id == *variant)
            .ok_or_else(|| ApiError::field("picks", Msg::UnknownProduct))?;
        combo_picks.push(catalogue_rules::ComboPick {
            product_id: f.product_id,
            variant_id: f.variant_id,
            name: f.name.clone(),
            has_options: f.has_options,
            quantity: *quantity,
            stock: f.stock,
            in_combo: f.in_combo,
        });
    }
    catalogue_rules::check_combo(offer.required_quantity.unwrap_or(0) as i64, &combo_picks)
        .map(|_| ())
        .map_err(crate::features::catalogue::errors::combo_error)
}

/// The agent's checkout form as an order request.
fn order_request<'a>(
    user: &CurrentUser,
    body: &'a CheckoutInput,
    shipment: &'a Shipment,
) -> OrderRequest<'a> {
    OrderRequest {
        placed_by: user.id,
        shipment,
        payment_method: &body.payment_type,
        voucher_code: body.voucher_code.as_deref(),
        order_notes: body
            .order_notes
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| s.chars().take(1000).collect()),
        mark_paid: false,
        now: chrono::Utc::now(),
    }
}

async fn checkout(
    state: &AppState,
    req: &poem::Request,
    user: &CurrentUser,
    body: &CheckoutInput,
) -> ApiResult<CheckoutResult> {
    let mut db = user.db().await?;
    actions::expire_holds(&mut db, Some(user.id)).await?;
    if let Some((id, number)) = orders::unpaid_order(&mut db, user.id).await? {
        return Err(CheckoutError::PendingOrder { id, number }.into());
    }
    let ctx = context(&mut db, user).await?;
    let wanted = store::lines(&mut db, user.id).await?;
    let basket = Basket {
        lines: pricing::price(&mut db, &ctx, wanted).await?,
        ctx,
    };
    checkout::cart_ready(&basket)?;
    let shipment = shipment_of(&mut db, user.id, body).await?;
    let (id, number, q) = checkout::place_basket(
        &mut db,
        &basket,
        &order_request(user, body, &shipment),
        body.total_paid.as_deref(),
    )
    .await?;
    store::clear(&mut db, user.id).await?;
    let payment_url = if body.payment_type == "billplz" {
        Some(
            payments::create_bill(state, req, &mut db, user, id, &number, q.totals.grand_total)
                .await?,
        )
    } else {
        None
    };
    let order = view::order_view(&mut db, user, id, view::Can::BUYER).await?;
    ok_with(Msg::OrderPlaced, CheckoutResult { order, payment_url })
}

async fn upload_receipt(
    state: &AppState,
    user: &CurrentUser,
    form: ReceiptUpload,
) -> ApiResult<view::Order> {
    if form.receipt.size() > MAX_RECEIPT_BYTES {
        return Err(ApiError::too_large());
    }
    let bytes = form.receipt.into_vec().await.map_err(ApiError::internal)?;
    if bytes.len() > MAX_RECEIPT_BYTES {
        return Err(ApiError::too_large());
    }
    let kind = crate::features::profile::rules::sniff_image(&bytes)
        .ok_or_else(ApiError::unsupported_image)?;
    let mut db = user.db().await?;
    let o = orders::lock_order(&mut db, form.order_id)
        .await?
        .filter(|o| o.agent_id == user.id)
        .ok_or_else(ApiError::not_found)?;
    if o.payment_method != "manual" || !matches!(o.status.as_str(), "unpaid" | "approval") {
        return Err(ApiError::conflict_rule(
            Msg::ReceiptNotAllowed,
            "receipt_not_allowed",
        ));
    }
    let key = media::save(
        &state.config.upload_dir,
        &user.tenant.company.schema_name,
        kind.extension(),
        &bytes,
    )
    .await?;
    let old = orders::set_receipt(&mut db, o.id, &key).await?;
    orders::add_event(
        &mut db,
        o.id,
        "receipt",
        Some(&o.status),
        "approval",
        Some(user.id),
        None,
    )
    .await?;
    if let Some(old) = old {
        media::remove_later(
            &state.config.upload_dir,
            &user.tenant.company.schema_name,
            &old,
        );
    }
    ok_with(
        Msg::ReceiptUploaded,
        view::order_view(&mut db, user, o.id, view::Can::BUYER).await?,
    )
}
