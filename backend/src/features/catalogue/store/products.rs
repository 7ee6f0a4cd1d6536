//! Products: the product as saved with its tier prices and quantity ranges, its status and
//! deletion, the scheduled publishing, and the product list with its filter.

use crate::tenancy::tx::Prepared;
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// A product as saved (everything but its images and stock).
#[derive(Clone, Debug, Default)]
pub struct ProductInput {
    pub name: String,
    pub sku: String,
    pub category_id: Option<i64>,
    pub description: Option<String>,
    pub weight_kg: Decimal,
    pub length_cm: Option<Decimal>,
    pub width_cm: Option<Decimal>,
    pub height_cm: Option<Decimal>,
    pub retail_price: Decimal,
    pub store_price: Option<Decimal>,
    pub points: Decimal,
    pub sales_profit: Option<Decimal>,
    pub commission: Option<Decimal>,
    pub affiliate_commission: Option<Decimal>,
    pub introducer_bonus: Option<Decimal>,
    pub rank_discount: Option<Decimal>,
    pub status: String,
    pub publish_at: Option<DateTime<Utc>>,
    pub first_order_only: bool,
    pub preorder: bool,
    pub preorder_limit: Option<i32>,
    pub rating_enabled: bool,
    pub tier_prices: Vec<(i64, Decimal)>,
    pub ranges: Vec<(i32, i32, Decimal)>,
    pub options: Vec<OptionInput>,
}

#[derive(Clone, Debug, Default)]
pub struct OptionInput {
    pub id: Option<i64>,
    pub name: String,
    pub values: Vec<(Option<i64>, String)>,
}

#[derive(FromRow, Debug, Clone)]
pub struct ProductRow {
    pub id: i64,
    pub name: String,
    pub sku: String,
    pub category_id: Option<i64>,
    pub category_name: Option<String>,
    pub description: Option<String>,
    pub weight_kg: Decimal,
    pub length_cm: Option<Decimal>,
    pub width_cm: Option<Decimal>,
    pub height_cm: Option<Decimal>,
    pub retail_price: Decimal,
    pub store_price: Option<Decimal>,
    pub points: Decimal,
    pub sales_profit: Option<Decimal>,
    pub commission: Option<Decimal>,
    pub affiliate_commission: Option<Decimal>,
    pub introducer_bonus: Option<Decimal>,
    pub rank_discount: Option<Decimal>,
    pub status: String,
    pub publish_at: Option<DateTime<Utc>>,
    pub first_order_only: bool,
    pub preorder: bool,
    pub preorder_limit: Option<i32>,
    pub rating_enabled: bool,
    pub cover_image: Option<String>,
    pub cover_thumb: Option<String>,
}

const PRODUCT: &str =
    "select p.id, p.name, p.sku, p.category_id, c.name as category_name, p.description,
    p.weight_kg, p.length_cm, p.width_cm, p.height_cm, p.retail_price, p.store_price, p.points,
    p.sales_profit, p.commission, p.affiliate_commission, p.introducer_bonus, p.rank_discount,
    p.status, p.publish_at, p.first_order_only, p.preorder, p.preorder_limit, p.rating_enabled,
    p.cover_image, p.cover_thumb
    from products p left join product_categories c on c.id = p.category_id
    where p.deleted_at is null";

pub async fn product(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<ProductRow>> {
    sqlx::query_as(&format!("{PRODUCT} and p.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Locks a live product's row for the rest of the request (saves and image changes queue up).
pub async fn lock_product(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("select 1 from products where id = $1 and deleted_at is null for update")
            .bind(id)
            .fetch_optional(db)
            .await?
            .is_some(),
    )
}

pub async fn save_product(
    db: &mut PgConnection,
    id: Option<i64>,
    p: &ProductInput,
) -> sqlx::Result<Option<i64>> {
    let sql = match id {
        None => {
            "insert into products (name, sku, category_id, description, weight_kg, length_cm, width_cm,
                height_cm, retail_price, store_price, points, sales_profit, commission, affiliate_commission,
                introducer_bonus, rank_discount, status, publish_at, first_order_only, preorder,
                preorder_limit, rating_enabled)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
                $20, $21, $22) returning id"
        }
        Some(_) => {
            "update products set name = $1, sku = $2, category_id = $3, description = $4, weight_kg = $5,
                length_cm = $6, width_cm = $7, height_cm = $8, retail_price = $9, store_price = $10,
                points = $11, sales_profit = $12, commission = $13, affiliate_commission = $14,
                introducer_bonus = $15, rank_discount = $16, status = $17, publish_at = $18,
                first_order_only = $19, preorder = $20, preorder_limit = $21, rating_enabled = $22,
                updated_at = now()
             where id = $23 and deleted_at is null returning id"
        }
    };
    let mut q = sqlx::query_scalar(sql)
        .bind(&p.name)
        .bind(&p.sku)
        .bind(p.category_id)
        .bind(&p.description)
        .bind(p.weight_kg)
        .bind(p.length_cm)
        .bind(p.width_cm)
        .bind(p.height_cm)
        .bind(p.retail_price)
        .bind(p.store_price)
        .bind(p.points)
        .bind(p.sales_profit)
        .bind(p.commission)
        .bind(p.affiliate_commission)
        .bind(p.introducer_bonus)
        .bind(p.rank_discount)
        .bind(&p.status)
        .bind(p.publish_at)
        .bind(p.first_order_only)
        .bind(p.preorder)
        .bind(p.preorder_limit)
        .bind(p.rating_enabled);
    if let Some(id) = id {
        q = q.bind(id);
    }
    let Some(saved) = q.fetch_optional(&mut *db).await? else {
        return Ok(None);
    };
    sqlx::query("delete from product_tier_prices where product_id = $1")
        .bind(saved)
        .execute(&mut *db)
        .await?;
    for (tier_id, price) in &p.tier_prices {
        sqlx::query(
            "insert into product_tier_prices (product_id, tier_id, price) values ($1, $2, $3)",
        )
        .bind(saved)
        .bind(tier_id)
        .bind(price)
        .execute(&mut *db)
        .await?;
    }
    sqlx::query("delete from product_quantity_ranges where product_id = $1")
        .bind(saved)
        .execute(&mut *db)
        .await?;
    for (min, max, price) in &p.ranges {
        sqlx::query(
            "insert into product_quantity_ranges (product_id, min_qty, max_qty, price) values ($1, $2, $3, $4)",
        )
        .bind(saved)
        .bind(min)
        .bind(max)
        .bind(price)
        .execute(&mut *db)
        .await?;
    }
    Ok(Some(saved))
}

pub async fn tier_ids(db: &mut PgConnection) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar("select id from tiers")
        .fetch_all(db)
        .await
}

/// Every tier by rank with this product's price for it (None: blank).
/// A tier and the product's price for it (None: not sold to that tier).
#[derive(serde::Deserialize, Debug, Clone)]
pub struct TierPriceRow {
    pub tier_id: i64,
    pub tier_name: String,
    pub price: Option<Decimal>,
}

#[derive(serde::Deserialize, Debug, Clone)]
pub struct RangeRow {
    pub min_qty: i32,
    pub max_qty: i32,
    pub price: Decimal,
}

#[derive(serde::Deserialize, Debug, Clone)]
pub struct ImageRow {
    pub id: i64,
    pub image: String,
    pub thumb: String,
}

/// What a product's record holds besides its row and variants: every tier with its price, the
/// quantity ranges, the live options with their values, and the extra images, in order.
#[derive(FromRow, Debug)]
pub struct ProductParts {
    pub tier_prices: sqlx::types::Json<Vec<TierPriceRow>>,
    pub ranges: sqlx::types::Json<Vec<RangeRow>>,
    pub option_values: sqlx::types::Json<Vec<super::OptionValueRow>>,
    pub images: sqlx::types::Json<Vec<ImageRow>>,
    /// Live variants with their stock over all branches.
    pub variants: sqlx::types::Json<Vec<super::VariantRow>>,
}

/// The parts of a product: tier prices, quantity ranges, options, images and live variants with
/// their stock, each gathered as JSON ($1 is the product); money travels as text so no digit is
/// lost to a JSON number.
const PARTS: &str = "select
            coalesce((select json_agg(json_build_object('tier_id', t.id, 'tier_name', t.name, 'price', tp.price::text)
                                      order by t.rank_number)
                      from tiers t
                      left join product_tier_prices tp on tp.tier_id = t.id and tp.product_id = $1), '[]') as tier_prices,
            coalesce((select json_agg(json_build_object('min_qty', min_qty, 'max_qty', max_qty, 'price', price::text)
                                      order by min_qty)
                      from product_quantity_ranges where product_id = $1), '[]') as ranges,
            coalesce((select json_agg(json_build_object('option_id', o.id, 'option_name', o.name, 'id', v.id,
                                                        'value', v.value, 'image', v.image)
                                      order by o.position, v.position)
                      from product_options o
                      join product_option_values v on v.option_id = o.id and not v.retired
                      where o.product_id = $1 and not o.retired), '[]') as option_values,
            coalesce((select json_agg(json_build_object('id', id, 'image', image, 'thumb', thumb) order by position)
                      from product_images where product_id = $1), '[]') as images,
            coalesce((select json_agg(json_build_object('id', v.id, 'product_id', v.product_id,
                                                        'option1_id', v.option1_id, 'option2_id', v.option2_id,
                                                        'option3_id', v.option3_id, 'label', v.label,
                                                        'stock', coalesce((select sum(s.quantity) from stock_levels s
                                                                           where s.variant_id = v.id), 0)::bigint)
                                      order by v.id)
                      from product_variants v where v.product_id = $1 and not v.retired), '[]') as variants";

/// A product with its parts.
#[derive(FromRow)]
pub struct ProductWhole {
    #[sqlx(flatten)]
    pub product: ProductRow,
    #[sqlx(flatten)]
    pub parts: ProductParts,
}

fn product_whole_sql() -> String {
    format!(
        "select pr.*, parts.* from ({PRODUCT} and p.id = $1) pr cross join lateral ({PARTS}) parts"
    )
}

/// A live product whole, in one query (one round trip instead of six).
pub async fn product_whole(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<ProductWhole>> {
    sqlx::query_as(&product_whole_sql())
        .bind(id)
        .fetch_optional(db)
        .await
}

/// `product_whole` as a read sent with the session lookup (`http::early`).
pub const PRODUCT_WHOLE: &str = "rk_product_whole";

pub fn product_whole_early(id: i64) -> Prepared {
    Prepared {
        name: PRODUCT_WHOLE,
        parameters: "bigint",
        body: product_whole_sql(),
        arguments: id.to_string(),
        stands_for: None,
    }
}

pub async fn set_status(db: &mut PgConnection, id: i64, status: &str) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update products set status = $2, updated_at = now() where id = $1 and deleted_at is null",
    )
    .bind(id)
    .bind(status)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// Takes a product out of every list; its stock history stays. Its SKU becomes free again.
pub async fn delete_product(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update products set deleted_at = now(), updated_at = now() where id = $1 and deleted_at is null",
    )
    .bind(id)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// Publishes the company's scheduled products whose date has come (run by the job, in the
/// company's context); returns how many were published.
pub async fn publish_due(db: &mut PgConnection) -> sqlx::Result<u64> {
    Ok(sqlx::query(
        "update products set status = 'published', updated_at = now()
         where status = 'scheduled' and publish_at <= now() and deleted_at is null",
    )
    .execute(db)
    .await?
    .rows_affected())
}

#[derive(FromRow, Debug, Clone)]
pub struct ProductSummaryRow {
    pub id: i64,
    pub name: String,
    pub sku: String,
    pub category_id: Option<i64>,
    pub category_name: Option<String>,
    pub retail_price: Decimal,
    pub status: String,
    pub publish_at: Option<DateTime<Utc>>,
    pub cover_thumb: Option<String>,
    pub stock: i64,
    pub variant_count: i64,
}

#[derive(Debug, Default, Clone)]
pub struct ProductFilter {
    pub category_id: Option<i64>,
    /// A LIKE pattern (already escaped) matched against name and SKU.
    pub pattern: Option<String>,
    pub status: Option<String>,
}

const FILTER: &str = "p.deleted_at is null
    and ($1::bigint is null or p.category_id = $1)
    and ($2::text is null or p.name ilike $2 or p.sku ilike $2)
    and ($3::text is null or p.status = $3)";

pub async fn count_products(db: &mut PgConnection, f: &ProductFilter) -> sqlx::Result<i64> {
    sqlx::query_scalar(&format!("select count(*) from products p where {FILTER}"))
        .bind(f.category_id)
        .bind(&f.pattern)
        .bind(&f.status)
        .fetch_one(db)
        .await
}

pub async fn list_products(
    db: &mut PgConnection,
    f: &ProductFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<ProductSummaryRow>> {
    sqlx::query_as(&format!(
        "select p.id, p.name, p.sku, p.category_id, c.name as category_name, p.retail_price, p.status,
            p.publish_at, p.cover_thumb,
            coalesce((select sum(s.quantity) from stock_levels s where s.product_id = p.id), 0)::bigint as stock,
            (select count(*) from product_variants v where v.product_id = p.id and not v.retired) as variant_count
         from (select * from products p where {FILTER} order by p.id desc limit $4 offset $5) p
         left join product_categories c on c.id = p.category_id
         order by p.id desc"
    ))
    .bind(f.category_id)
    .bind(&f.pattern)
    .bind(&f.status)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await
}
