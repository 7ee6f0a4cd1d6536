//! `/product`: the product list, one product, saving, suspending, deleting and its images.

use super::{amount, decimal, money, money_opt, required_amount};
use crate::http::auth::{grant, StaffAuth};
use crate::http::envelope::NoData;
use crate::http::text::Text;
use crate::{
    features::{
        catalogue::{
            rules::{self, Publish, PublishError, QuantityRange, RangeError},
            store::{self, OptionInput, ProductFilter, ProductInput},
        },
        profile::rules::sniff_image,
        setup::api::{required, text},
    },
    http::{constraint_of, ok, ok_with, paging, search_pattern, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    media,
    {http::tags::ApiTags, state::AppState},
};
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use rust_decimal::Decimal;
use std::sync::Arc;

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

use crate::http::forms::SuspendRequest;

#[derive(Multipart)]
pub struct ImageUpload {
    #[oai(rename = "productId")]
    pub product_id: i64,
    /// cover, extra (at most 3) or option (with valueId)
    pub slot: String,
    #[oai(rename = "valueId")]
    pub value_id: Option<i64>,
    /// JPEG or PNG, at most 10 MB; stored resized.
    pub image: Upload,
}

fn media_url(key: Option<String>) -> Option<String> {
    key.as_deref().map(media::url)
}

/// The whole product as the edit screen shows it.
pub async fn product_detail(db: &mut sqlx::PgConnection, id: i64) -> Result<Product, ApiError> {
    let p = store::product(db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let tier_prices = store::tier_prices(db, id)
        .await?
        .into_iter()
        .map(|(tier_id, tier_name, price)| TierPrice {
            tier_id,
            tier_name: tier_name.into(),
            price: money_opt(price).map(Text::from),
        })
        .collect();
    let quantity_ranges = store::ranges(db, id)
        .await?
        .into_iter()
        .map(|(min, max, price)| QuantityRangePrice {
            min_range: min.into(),
            max_range: max.into(),
            price: money(price).into(),
        })
        .collect();
    let mut options: Vec<ProductOption> = Vec::new();
    for v in store::option_values(db, id).await? {
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
    let variants = store::variants(db, &[id], None)
        .await?
        .into_iter()
        .map(|v| Variant {
            id: v.id,
            option_value_ids: v.option_ids(),
            label: v.label.into(),
            stock: v.stock,
        })
        .collect();
    let images = store::images(db, id)
        .await?
        .into_iter()
        .map(|(id, image, thumb)| ProductImage {
            id,
            image: media::url(&image).into(),
            thumb: media::url(&thumb).into(),
        })
        .collect();
    Ok(Product {
        id: Some(p.id),
        name: p.name.into(),
        sku: p.sku.into(),
        category_id: p.category_id,
        category_name: p.category_name.map(Text::from),
        description: p.description.map(Text::from),
        weight: Some((format!("{:.3}", p.weight_kg)).into()),
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

/// Checks every field of a save, naming each that fails (nothing is written before this passes).
fn parse_product(
    p: &Product,
    tiers: &[i64],
    categories: &[i64],
    now: DateTime<Utc>,
) -> Result<ProductInput, ApiError> {
    let mut e = FieldErrors::default();
    let name = required(&mut e, "name", &p.name, 200);
    let sku = required(&mut e, "sku", &p.sku, 60);
    if let Some(c) = p.category_id {
        if !categories.contains(&c) {
            e.add("categoryId", t(Msg::UnknownCategory));
        }
    }
    let description = text(&mut e, "description", &p.description, 5000);
    let dimension = Decimal::new(99_999_999, 2);
    let weight_kg = decimal(
        &mut e,
        "weight",
        p.weight.as_deref(),
        3,
        Decimal::new(99_999_999, 3),
    )
    .unwrap_or_default();
    let length_cm = decimal(&mut e, "length", p.length.as_deref(), 2, dimension);
    let width_cm = decimal(&mut e, "width", p.width.as_deref(), 2, dimension);
    let height_cm = decimal(&mut e, "height", p.height.as_deref(), 2, dimension);
    let retail_price = required_amount(&mut e, "retailPrice", &p.retail_price);
    let store_price = amount(&mut e, "storePrice", &p.store_price);
    let points = amount(&mut e, "point", &p.point).unwrap_or_default();
    let sales_profit = amount(&mut e, "salesProfit", &p.sales_profit);
    let commission = amount(&mut e, "commission", &p.commission);
    let affiliate_commission = amount(&mut e, "affiliateCommission", &p.affiliate_commission);
    let introducer_bonus = amount(&mut e, "introducerBonus", &p.introducer_bonus);
    let rank_discount = amount(&mut e, "rankDiscount", &p.rank_discount);

    let mut tier_prices = Vec::new();
    for (i, tp) in p.tier_prices.iter().enumerate() {
        if !tiers.contains(&tp.tier_id) {
            e.add(&format!("tierPrices.{i}.tierId"), t(Msg::UnknownTier));
            continue;
        }
        if tier_prices.iter().any(|(id, _)| *id == tp.tier_id) {
            e.add(&format!("tierPrices.{i}.tierId"), t(Msg::UnknownTier));
            continue;
        }
        if let Some(price) = amount(&mut e, &format!("tierPrices.{i}.price"), &tp.price) {
            tier_prices.push((tp.tier_id, price));
        }
    }

    let mut ranges = Vec::new();
    let mut bounds = Vec::new();
    for (i, r) in p.quantity_ranges.iter().enumerate() {
        let price = required_amount(&mut e, &format!("quantityRanges.{i}.price"), &r.price);
        let fits = |v: i64| i32::try_from(v).unwrap_or(i32::MAX);
        bounds.push(QuantityRange {
            min: fits(r.min_range),
            max: fits(r.max_range),
        });
        ranges.push((fits(r.min_range), fits(r.max_range), price));
    }
    match rules::check_quantity_ranges(&bounds) {
        Ok(()) => {}
        Err(RangeError::Invalid(i)) => e.add(
            &format!("quantityRanges.{i}.maxRange"),
            t(Msg::InvalidRange),
        ),
        Err(RangeError::Clash(_)) => e.add("quantityRanges", t(Msg::QuantityRangeClash)),
    }

    let mut options = Vec::new();
    if p.options.len() > rules::MAX_OPTIONS {
        e.add("options", t(Msg::TooManyOptions));
    }
    for (i, o) in p.options.iter().enumerate().take(rules::MAX_OPTIONS) {
        let name = o.name.trim();
        let values: Vec<(Option<i64>, String)> = o
            .values
            .iter()
            .map(|v| (v.id, v.value.trim().to_string()))
            .collect();
        let bad_values = values.is_empty()
            || values.len() > rules::MAX_OPTION_VALUES
            || values
                .iter()
                .any(|(_, v)| v.is_empty() || v.chars().count() > 60)
            || rules::first_repeated(values.iter().map(|(_, v)| v.as_str())).is_some();
        if name.is_empty() || name.chars().count() > 60 || bad_values {
            e.add(&format!("options.{i}"), t(Msg::OptionValuesNeeded));
        }
        options.push(OptionInput {
            id: o.id,
            name: name.to_string(),
            values,
        });
    }
    if rules::first_repeated(p.options.iter().map(|o| o.name.as_str())).is_some() {
        e.add("options", t(Msg::OptionValuesNeeded));
    }

    let requested = Publish::parse(&p.status).unwrap_or_else(|| {
        e.add("status", t(Msg::InvalidChoice));
        Publish::Published
    });
    let (status, publish_at) = match rules::publish_status(requested, p.publish_date, now) {
        Ok(v) => v,
        Err(PublishError::DateRequired) => {
            e.add("publishDate", t(Msg::PublishDateRequired));
            (requested, None)
        }
        Err(PublishError::DateInPast) => {
            e.add("publishDate", t(Msg::PublishDateInPast));
            (requested, None)
        }
    };
    let preorder_limit = match p.preorder_limit {
        None => None,
        Some(_) if !p.preorder => {
            e.add("preorderLimit", t(Msg::PreorderLimitWithoutPreorder));
            None
        }
        Some(n) if (1..=1_000_000).contains(&n) => Some(n as i32),
        Some(_) => {
            e.add("preorderLimit", t(Msg::OutOfRange));
            None
        }
    };
    e.finish()?;
    Ok(ProductInput {
        name,
        sku,
        category_id: p.category_id,
        description,
        weight_kg,
        length_cm,
        width_cm,
        height_cm,
        retail_price,
        store_price,
        points,
        sales_profit,
        commission,
        affiliate_commission,
        introducer_bonus,
        rank_discount,
        status: status.as_str().to_string(),
        publish_at,
        first_order_only: p.first_order_only,
        preorder: p.preorder,
        preorder_limit,
        rating_enabled: p.rating_enabled,
        tier_prices,
        ranges,
        options,
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
        auth: StaffAuth<grant::CatalogueReader>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Product> {
        let mut db = auth.db().await?;
        ok(product_detail(&mut db, id.0).await?)
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

    /// Sets the cover, adds an extra image (at most 3) or sets an option value's image. The file
    /// is checked by content and stored resized (1200 px, thumbnail 400 px).
    #[oai(path = "/upload-image", method = "post")]
    async fn upload_image(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::CreateProduct>,
        form: ImageUpload,
    ) -> ApiResult<Product> {
        let user = &auth.0;
        if !matches!(form.slot.as_str(), "cover" | "extra" | "option") {
            return Err(ApiError::field("slot", Msg::InvalidChoice));
        }
        if form.slot == "option" && form.value_id.is_none() {
            return Err(ApiError::field("valueId", Msg::Required));
        }
        if form.image.size() > super::MAX_IMAGE_BYTES {
            return Err(ApiError::too_large());
        }
        let bytes = form.image.into_vec().await.map_err(ApiError::internal)?;
        sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
        {
            let mut db = user.db().await?;
            if store::product(&mut db, form.product_id).await?.is_none() {
                return Err(ApiError::not_found());
            }
            if form.slot == "extra"
                && store::images(&mut db, form.product_id).await?.len() >= rules::MAX_EXTRA_IMAGES
            {
                return Err(ApiError::field("image", Msg::TooManyImages));
            }
        }
        let dir = &state.config.upload_dir;
        let schema = &user.tenant.company.schema_name;
        let (image, thumb) = media::save_resized(dir, schema, bytes).await?;
        let mut db = user.db().await?;
        if !store::lock_product(&mut db, form.product_id).await? {
            return Err(ApiError::not_found());
        }
        let replaced: Vec<String> = match form.slot.as_str() {
            "cover" => {
                let (a, b) = store::set_cover(&mut db, form.product_id, &image, &thumb).await?;
                a.into_iter().chain(b).collect()
            }
            "extra" => {
                if store::add_image(&mut db, form.product_id, &image, &thumb)
                    .await?
                    .is_none()
                {
                    media::remove_later(dir, schema, &image);
                    media::remove_later(dir, schema, &thumb);
                    return Err(ApiError::field("image", Msg::TooManyImages));
                }
                vec![]
            }
            _ => {
                let value_id = form.value_id.unwrap_or_default();
                match store::set_value_image(&mut db, form.product_id, value_id, &thumb).await? {
                    None => {
                        media::remove_later(dir, schema, &image);
                        media::remove_later(dir, schema, &thumb);
                        return Err(ApiError::not_found());
                    }
                    Some(old) => {
                        media::remove_later(dir, schema, &image);
                        old.into_iter().collect()
                    }
                }
            }
        };
        for key in replaced {
            media::remove_later(dir, schema, &key);
        }
        ok_with(Msg::Saved, product_detail(&mut db, form.product_id).await?)
    }

    /// Removes an extra image.
    #[oai(path = "/delete-image", method = "delete")]
    async fn delete_image(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(name = "productId", validator(minimum(value = "1")))] product_id: Query<i64>,
        #[oai(name = "imageId", validator(minimum(value = "1")))] image_id: Query<i64>,
    ) -> ApiResult<Product> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let (image, thumb) = store::delete_image(&mut db, product_id.0, image_id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let schema = &user.tenant.company.schema_name;
        media::remove_later(&state.config.upload_dir, schema, &image);
        media::remove_later(&state.config.upload_dir, schema, &thumb);
        ok_with(Msg::Deleted, product_detail(&mut db, product_id.0).await?)
    }
}
