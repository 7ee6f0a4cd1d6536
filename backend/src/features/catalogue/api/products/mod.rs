//! `/product`: the product list, one product, saving, suspending and deleting. Reading and
//! checking a save is `form`; the product's images are `images` (`/product/upload-image`,
//! `/product/delete-image`).

use super::{money, money_opt};
use crate::http::auth::{grant, StaffAuth};
use crate::http::early::{first_row, query_id};
use crate::http::envelope::NoData;
use crate::http::forms::SuspendRequest;
use crate::http::text::Text;
use crate::state::AppState;
use crate::tenancy::{
    memo::{CompanyMemo, Ticket},
    Tenant,
};
use crate::{
    features::catalogue::{
        rules::{self, Publish},
        store::{self, ProductFilter},
    },
    http::tags::ApiTags,
    http::{constraint_of, ok, ok_with, paging, search_pattern, ApiError, ApiResult},
    i18n::{t, Msg},
    media,
};
use chrono::{DateTime, Utc};
use poem::{web::Data, FromRequest, RequestBody};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use std::sync::Arc;

mod form;
pub mod images;

use form::parse_product;

#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct TierPrice {
    pub tier_id: i64,
    #[oai(default)]
    pub tier_name: Text,
    /// Blank (null) stays blank: the tier does not see the product.
    #[oai(nullable)]
    pub price: Option<Text>,
}

#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct QuantityRangePrice {
    pub min_range: i64,
    pub max_range: i64,
    pub price: Text,
}

#[derive(Object, Clone, Debug)]
pub struct OptionValue {
    /// Keep the id of an existing value to keep its variants' stock.
    #[oai(nullable)]
    pub id: Option<i64>,
    pub value: Text,
    #[oai(nullable, default)]
    pub image: Option<Text>,
}

#[derive(Object, Clone, Debug)]
pub struct ProductOption {
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: Text,
    pub values: Vec<OptionValue>,
}

#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct Variant {
    pub id: i64,
    pub option_value_ids: Vec<i64>,
    pub label: Text,
    /// Over all branches.
    pub stock: i64,
}

#[derive(Object, Clone, Debug)]
pub struct ProductImage {
    pub id: i64,
    pub image: Text,
    pub thumb: Text,
}

/// A product (spec §3 Product). Money is a decimal string; weight in kg, sizes in cm.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct Product {
    /// No id: a new product.
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: Text,
    pub sku: Text,
    #[oai(nullable)]
    pub category_id: Option<i64>,
    #[oai(nullable, default)]
    pub category_name: Option<Text>,
    #[oai(nullable)]
    pub description: Option<Text>,
    #[oai(nullable)]
    pub weight: Option<Text>,
    #[oai(nullable)]
    pub length: Option<Text>,
    #[oai(nullable)]
    pub width: Option<Text>,
    #[oai(nullable)]
    pub height: Option<Text>,
    pub retail_price: Text,
    #[oai(nullable)]
    pub store_price: Option<Text>,
    #[oai(nullable)]
    pub point: Option<Text>,
    #[oai(default)]
    pub tier_prices: Vec<TierPrice>,
    #[oai(nullable)]
    pub sales_profit: Option<Text>,
    #[oai(nullable)]
    pub commission: Option<Text>,
    #[oai(nullable)]
    pub affiliate_commission: Option<Text>,
    #[oai(nullable)]
    pub introducer_bonus: Option<Text>,
    #[oai(nullable)]
    pub rank_discount: Option<Text>,
    #[oai(default)]
    pub quantity_ranges: Vec<QuantityRangePrice>,
    #[oai(default)]
    pub options: Vec<ProductOption>,
    #[oai(default)]
    pub variants: Vec<Variant>,
    /// published (shown as Active), scheduled (with publishDate) or suspended.
    #[oai(default = "default_status")]
    pub status: Text,
    #[oai(nullable)]
    pub publish_date: Option<DateTime<Utc>>,
    #[oai(default)]
    pub first_order_only: bool,
    #[oai(default)]
    pub preorder: bool,
    #[oai(nullable)]
    pub preorder_limit: Option<i64>,
    #[oai(default)]
    pub rating_enabled: bool,
    #[oai(nullable, default)]
    pub cover_image: Option<Text>,
    #[oai(nullable, default)]
    pub cover_thumb: Option<Text>,
    #[oai(default)]
    pub images: Vec<ProductImage>,
}

fn default_status() -> Text {
    "published".into()
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProductSummary {
    pub id: i64,
    pub name: String,
    pub sku: String,
    #[oai(nullable)]
    pub category_id: Option<i64>,
    #[oai(nullable)]
    pub category_name: Option<String>,
    pub retail_price: String,
    pub status: String,
    #[oai(nullable)]
    pub publish_date: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub cover_thumb: Option<String>,
    pub stock: i64,
    pub variant_count: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProductPage {
    pub items: Vec<ProductSummary>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
}
fn media_url(key: Option<String>) -> Option<String> {
    key.as_deref().map(media::url)
}

/// The whole product as the edit screen shows it.
pub async fn product_detail(db: &mut sqlx::PgConnection, id: i64) -> Result<Product, ApiError> {
    product_of(store::product_whole(db, id).await?)
}

/// Each company's products whole as `/product/detail` answers them, remembered in the process
/// (`tenancy::memo`; forgotten when the company's catalogue or stock changes).
pub type ProductMemo = CompanyMemo<i64, Product>;

/// How `/product/detail` gets its product, settled before its guard: from this process's memory,
/// or read with the guard's session lookup (`http::early`) after taking the memory's ticket, so a
/// change that commits meanwhile is not put back.
pub struct ProductRead {
    remembered: Option<Product>,
    ticket: Option<Ticket>,
}

impl<'a> FromRequest<'a> for ProductRead {
    async fn from_request(req: &'a poem::Request, _body: &mut RequestBody) -> poem::Result<Self> {
        let mut read = ProductRead {
            remembered: None,
            ticket: None,
        };
        let (Some(tenant), Some(state), Some(Some(id))) = (
            req.extensions().get::<Tenant>(),
            req.data::<Arc<AppState>>(),
            query_id(req, "id"),
        ) else {
            return Ok(read);
        };
        if !tenant.is_read_only() {
            return Ok(read);
        }
        read.remembered = state.products.get(tenant.company.id, &id);
        if read.remembered.is_none() {
            read.ticket = Some(state.products.ticket());
            tenant.read_early(store::product_whole_early(id));
        }
        Ok(read)
    }
}

fn product_of(whole: Option<store::ProductWhole>) -> Result<Product, ApiError> {
    let store::ProductWhole { product: p, parts } = whole.ok_or_else(ApiError::not_found)?;
    let tier_prices = parts
        .tier_prices
        .0
        .into_iter()
        .map(|t| TierPrice {
            tier_id: t.tier_id,
            tier_name: t.tier_name.into(),
            price: money_opt(t.price).map(Text::from),
        })
        .collect();
    let quantity_ranges = parts
        .ranges
        .0
        .into_iter()
        .map(|r| QuantityRangePrice {
            min_range: r.min_qty.into(),
            max_range: r.max_qty.into(),
            price: money(r.price).into(),
        })
        .collect();
    let mut options: Vec<ProductOption> = Vec::new();
    for v in parts.option_values.0 {
        let value = OptionValue {
            id: Some(v.id),
            value: v.value.into(),
            image: media_url(v.image).map(Text::from),
        };
        match options.last_mut() {
            Some(o) if o.id == Some(v.option_id) => o.values.push(value),
            _ => options.push(ProductOption {
                id: Some(v.option_id),
                name: v.option_name.into(),
                values: vec![value],
            }),
        }
    }
    let variants = parts
        .variants
        .0
        .into_iter()
        .map(|v| Variant {
            id: v.id,
            option_value_ids: v.option_ids(),
            label: v.label.into(),
            stock: v.stock,
        })
        .collect();
    let images = parts
        .images
        .0
        .into_iter()
        .map(|i| ProductImage {
            id: i.id,
            image: media::url(&i.image).into(),
            thumb: media::url(&i.thumb).into(),
        })
        .collect();
    Ok(Product {
        id: Some(p.id),
        name: p.name.into(),
        sku: p.sku.into(),
        category_id: p.category_id,
        category_name: p.category_name.map(Text::from),
        description: p.description.map(Text::from),
        weight: Some(format!("{:.3}", p.weight_kg).into()),
        length: money_opt(p.length_cm).map(Text::from),
        width: money_opt(p.width_cm).map(Text::from),
        height: money_opt(p.height_cm).map(Text::from),
        retail_price: money(p.retail_price).into(),
        store_price: money_opt(p.store_price).map(Text::from),
        point: Some(money(p.points).into()),
        tier_prices,
        sales_profit: money_opt(p.sales_profit).map(Text::from),
        commission: money_opt(p.commission).map(Text::from),
        affiliate_commission: money_opt(p.affiliate_commission).map(Text::from),
        introducer_bonus: money_opt(p.introducer_bonus).map(Text::from),
        rank_discount: money_opt(p.rank_discount).map(Text::from),
        quantity_ranges,
        options,
        variants,
        status: p.status.into(),
        publish_date: p.publish_at,
        first_order_only: p.first_order_only,
        preorder: p.preorder,
        preorder_limit: p.preorder_limit.map(i64::from),
        rating_enabled: p.rating_enabled,
        cover_image: media_url(p.cover_image).map(Text::from),
        cover_thumb: media_url(p.cover_thumb).map(Text::from),
        images,
    })
}
pub struct ProductsApi;

#[OpenApi(prefix_path = "/product", tag = "ApiTags::Catalogue")]
impl ProductsApi {
    /// The product list: 20 a page by default, filtered by category, status and a search of name
    /// or SKU, newest first.
    #[oai(path = "/", method = "get")]
    async fn list(
        &self,
        auth: StaffAuth<grant::CatalogueReader>,
        #[oai(name = "categoryId", validator(minimum(value = "1")))] category_id: Query<
            Option<i64>,
        >,
        search: Query<Option<String>>,
        status: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<ProductPage> {
        let (page, per_page) = paging(page.0, per_page.0);
        let filter = ProductFilter {
            category_id: category_id.0,
            pattern: search_pattern(search.0.as_deref()),
            status: status
                .0
                .as_deref()
                .and_then(Publish::parse)
                .map(|s| s.as_str().to_string()),
        };
        let mut db = auth.db().await?;
        let total = store::count_products(&mut db, &filter).await?;
        let items = store::list_products(&mut db, &filter, per_page, (page - 1) * per_page)
            .await?
            .into_iter()
            .map(|r| ProductSummary {
                id: r.id,
                name: r.name,
                sku: r.sku,
                category_id: r.category_id,
                category_name: r.category_name,
                retail_price: money(r.retail_price),
                status: r.status,
                publish_date: r.publish_at,
                cover_thumb: media_url(r.cover_thumb),
                stock: r.stock,
                variant_count: r.variant_count,
            })
            .collect();
        ok(ProductPage {
            items,
            page,
            per_page,
            total,
        })
    }

    /// One product, whole.
    #[oai(path = "/detail", method = "get")]
    async fn detail(
        &self,
        read: ProductRead,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::CatalogueReader>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Product> {
        if let Some(product) = read.remembered {
            return ok(product);
        }
        let tenant = &auth.0.tenant;
        let whole = match tenant.take_early(store::PRODUCT_WHOLE, &id.0.to_string()) {
            Some(rows) => first_row(&rows)?,
            None => store::product_whole(&mut *tenant.db().await?, id.0).await?,
        };
        let product = product_of(whole)?;
        if let Some(ticket) = read.ticket {
            state
                .products
                .put(tenant.company.id, id.0, ticket, product.clone());
        }
        ok(product)
    }

    /// Creates (no id) or updates a product with its tier prices, quantity ranges and options.
    #[oai(path = "/store", method = "post")]
    async fn store(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<Product>,
    ) -> ApiResult<Product> {
        let user = &auth.0;
        let mut db = user.db().await?;
        if let Some(id) = body.id {
            if !store::lock_product(&mut db, id).await? {
                return Err(ApiError::not_found());
            }
        }
        let tiers = store::tier_ids(&mut db).await?;
        let categories: Vec<i64> = crate::features::setup::store::categories(&mut db)
            .await?
            .into_iter()
            .map(|(id, _, _)| id)
            .collect();
        let input = parse_product(&body, &tiers, &categories, Utc::now())?;
        let id = store::save_product(&mut db, body.id, &input)
            .await
            .map_err(|err| match constraint_of(&err) {
                Some("products_sku_key") => ApiError::field("sku", Msg::SkuTaken),
                _ => ApiError::from(err),
            })?
            .ok_or_else(ApiError::not_found)?;
        if let Some(label) = store::sync_variants(&mut db, id, &input.options).await? {
            return Err(ApiError::field_text(
                "options",
                &t(Msg::VariantHasStock).replace("{label}", &label),
            ));
        }
        ok_with(Msg::Saved, product_detail(&mut db, id).await?)
    }

    /// Suspends (hidden from the shop) or unsuspends (published, or scheduled again while its date
    /// is ahead) a product.
    #[oai(path = "/suspend", method = "post")]
    async fn suspend(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<SuspendRequest>,
    ) -> ApiResult<Product> {
        let mut db = auth.db().await?;
        let p = store::product(&mut db, body.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let status = if body.suspended {
            Publish::Suspended
        } else {
            rules::unsuspended(p.publish_at, Utc::now())
        };
        store::set_status(&mut db, body.id, status.as_str()).await?;
        ok_with(Msg::Saved, product_detail(&mut db, body.id).await?)
    }

    /// Deletes a product: it leaves every list and the shop; its stock history stays.
    #[oai(path = "/delete", method = "delete")]
    async fn delete(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<NoData> {
        let mut db = auth.db().await?;
        if !store::delete_product(&mut db, id.0).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Deleted, NoData)
    }
}
