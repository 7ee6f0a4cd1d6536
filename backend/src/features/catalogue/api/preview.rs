//! `/product/preview-store` and `/product/preview`: what an agent of a given tier sees and pays.

use super::{
    money,
    products::{product_detail, ProductOption, QuantityRangePrice, Variant},
};
use crate::http::auth::{grant, StaffAuth};
use crate::{
    features::catalogue::store,
    http::tags::ApiTags,
    http::{ok, paging, search_pattern, ApiError, ApiResult},
    i18n::Msg,
    media,
};
use poem_openapi::{param::Query, Object, OpenApi};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ShopItem {
    pub id: i64,
    pub name: String,
    #[oai(nullable)]
    pub category_name: Option<String>,
    #[oai(nullable)]
    pub cover_thumb: Option<String>,
    /// The tier's price.
    pub price: String,
    pub retail_price: String,
    pub point: String,
    /// Null unless the company shows stock in the shop.
    #[oai(nullable)]
    pub stock: Option<i64>,
    pub first_order_only: bool,
    pub preorder: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ShopPage {
    pub items: Vec<ShopItem>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
    pub tier_name: String,
    pub show_stock: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ShopProduct {
    pub id: i64,
    pub name: String,
    #[oai(nullable)]
    pub description: Option<String>,
    #[oai(nullable)]
    pub category_name: Option<String>,
    #[oai(nullable)]
    pub cover_image: Option<String>,
    pub images: Vec<String>,
    /// Null when the tier has no price (it does not see the product).
    #[oai(nullable)]
    pub price: Option<String>,
    pub retail_price: String,
    pub point: String,
    pub weight: String,
    pub quantity_ranges: Vec<QuantityRangePrice>,
    pub options: Vec<ProductOption>,
    /// Stock per variant is 0 here unless the company shows stock in the shop.
    pub variants: Vec<Variant>,
    pub first_order_only: bool,
    pub preorder: bool,
    #[oai(nullable)]
    pub preorder_limit: Option<i64>,
    pub show_stock: bool,
    pub tier_name: String,
    /// Whether an agent of the tier can buy it now (published and priced for the tier).
    pub available: bool,
}

pub struct PreviewApi;

#[OpenApi(prefix_path = "/product", tag = "ApiTags::Catalogue")]
impl PreviewApi {
    /// The store as an agent of `tierId` sees it: published products priced for that tier.
    #[oai(path = "/preview-store", method = "get")]
    async fn preview_store(
        &self,
        auth: StaffAuth<grant::CatalogueReader>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<i64>,
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
    ) -> ApiResult<ShopPage> {
        let (page, per_page) = paging(page.0, per_page.0);
        let mut db = auth.db().await?;
        let tier_name = store::tier_name(&mut db, tier_id.0)
            .await?
            .ok_or_else(|| ApiError::field("tierId", Msg::UnknownTier))?;
        let show_stock = store::show_stock(&mut db).await?;
        // Everything the tier could see: first-order-only products too, stock of every branch.
        let query = store::ShopQuery {
            tier_id: tier_id.0,
            category_id: category_id.0,
            pattern: search_pattern(search.0.as_deref()),
            first_order: true,
            branch_id: None,
            seller_id: None,
        };
        let (total, rows) =
            store::shop_items(&mut db, &query, per_page, (page - 1) * per_page).await?;
        ok(ShopPage {
            items: rows
                .into_iter()
                .map(|r| ShopItem {
                    id: r.id,
                    name: r.name,
                    category_name: r.category_name,
                    cover_thumb: r.cover_thumb.as_deref().map(media::url),
                    price: money(r.price),
                    retail_price: money(r.retail_price),
                    point: money(r.points),
                    stock: show_stock.then_some(r.stock),
                    first_order_only: r.first_order_only,
                    preorder: r.preorder,
                })
                .collect(),
            page,
            per_page,
            total,
            tier_name,
            show_stock,
        })
    }

    /// One product as an agent of `tierId` sees it.
    #[oai(path = "/preview", method = "get")]
    async fn preview(
        &self,
        auth: StaffAuth<grant::CatalogueReader>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<i64>,
    ) -> ApiResult<ShopProduct> {
        let mut db = auth.db().await?;
        let tier_name = store::tier_name(&mut db, tier_id.0)
            .await?
            .ok_or_else(|| ApiError::field("tierId", Msg::UnknownTier))?;
        let show_stock = store::show_stock(&mut db).await?;
        let p = product_detail(&mut db, id.0).await?;
        let price = p
            .tier_prices
            .iter()
            .find(|tp| tp.tier_id == tier_id.0)
            .and_then(|tp| tp.price.clone());
        let mut variants = p.variants;
        if !show_stock {
            for v in &mut variants {
                v.stock = 0;
            }
        }
        ok(ShopProduct {
            id: id.0,
            available: price.is_some() && p.status == "published",
            name: p.name.into(),
            description: p.description.map(String::from),
            category_name: p.category_name.map(String::from),
            cover_image: p.cover_image.map(String::from),
            images: p.images.into_iter().map(|i| i.image.into()).collect(),
            price: price.map(String::from),
            retail_price: p.retail_price.into(),
            point: (p.point.unwrap_or_else(|| "0.00".into())).into(),
            weight: (p.weight.unwrap_or_else(|| "0.000".into())).into(),
            quantity_ranges: p.quantity_ranges,
            options: p.options,
            variants,
            first_order_only: p.first_order_only,
            preorder: p.preorder,
            preorder_limit: p.preorder_limit,
            show_stock,
            tier_name,
        })
    }
}
