//! `/sales/my-shop/get-cart` and `/sales/my-shop/cart/…`: the agent's cart, adding to it (a
//! variant, a package, or a combo with its picks), changing and removing lines, and choosing to
//! buy from HQ or from the upline.

use super::{choices, context, priced_cart};
use crate::features::shop::{store, view as shop_view};
use crate::http::auth::AgentAuth;
use crate::http::text::Text;
use crate::{
    features::{
        catalogue::rules as catalogue_rules,
        orders::{
            pricing::{self, Context, Wanted},
            store as orders,
        },
    },
    http::tags::ApiTags,
    http::{ok, ok_with, ApiError, ApiResult},
    i18n::Msg,
};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use serde_json::json;
use sqlx::PgConnection;

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
pub struct CartApi;

#[OpenApi(prefix_path = "/sales", tag = "ApiTags::Shop")]
impl CartApi {
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
