//! `/sales/my-shop`: the products (and packages and combos) the agent may buy at their tier's
//! price, and one product as they buy it.

use super::{choices, context, upline};
use crate::features::shop::{store, view as shop_view};
use crate::http::auth::AgentAuth;
use crate::{
    features::{
        catalogue::{api::products::product_detail, store as catalogue_store},
        orders::store as orders,
    },
    http::tags::ApiTags,
    http::{ok, paging, search_pattern, ApiError, ApiResult},
};
use poem_openapi::{param::Query, OpenApi};

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
        let preorder_on = ctx.settings.show_hide_preorder && from_hq;
        ok(shop_view::MyShopPage {
            items: items
                .iter()
                .map(|i| shop_view::shop_item(i, show, preorder_on))
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
        let on_hand: std::collections::HashMap<i64, i64> = orders::available(
            &mut db,
            &variant_ids,
            ctx.branch_id,
            ctx.seller.id,
            ctx.settings.show_hide_preorder,
        )
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
            // Sold beyond stock only while the company's preorder feature is on, and by HQ.
            preorder: p.preorder && ctx.settings.show_hide_preorder && ctx.seller.id.is_none(),
        })
    }
}
