//! SQL of the catalogue: products (with tier prices, ranges, options, variants, images),
//! packages and combos.

use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};
use std::collections::HashMap;

// ---- Products ----------------------------------------------------------------------------------

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
pub async fn tier_prices(
    db: &mut PgConnection,
    product_id: i64,
) -> sqlx::Result<Vec<(i64, String, Option<Decimal>)>> {
    sqlx::query_as(
        "select t.id, t.name, tp.price from tiers t
         left join product_tier_prices tp on tp.tier_id = t.id and tp.product_id = $1
         order by t.rank_number",
    )
    .bind(product_id)
    .fetch_all(db)
    .await
}

pub async fn ranges(
    db: &mut PgConnection,
    product_id: i64,
) -> sqlx::Result<Vec<(i32, i32, Decimal)>> {
    sqlx::query_as(
        "select min_qty, max_qty, price from product_quantity_ranges where product_id = $1 order by min_qty",
    )
    .bind(product_id)
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug, Clone)]
pub struct OptionValueRow {
    pub option_id: i64,
    pub option_name: String,
    pub id: i64,
    pub value: String,
    pub image: Option<String>,
}

/// The live options and values of a product, in order.
pub async fn option_values(
    db: &mut PgConnection,
    product_id: i64,
) -> sqlx::Result<Vec<OptionValueRow>> {
    sqlx::query_as(
        "select o.id as option_id, o.name as option_name, v.id, v.value, v.image
         from product_options o join product_option_values v on v.option_id = o.id and not v.retired
         where o.product_id = $1 and not o.retired order by o.position, v.position",
    )
    .bind(product_id)
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug, Clone)]
pub struct VariantRow {
    pub id: i64,
    pub product_id: i64,
    pub option1_id: Option<i64>,
    pub option2_id: Option<i64>,
    pub option3_id: Option<i64>,
    pub label: String,
    /// Over all branches.
    pub stock: i64,
}

impl VariantRow {
    pub fn option_ids(&self) -> Vec<i64> {
        [self.option1_id, self.option2_id, self.option3_id]
            .into_iter()
            .flatten()
            .collect()
    }
}

/// Live variants of the products with their stock (over all branches, or one branch).
pub async fn variants(
    db: &mut PgConnection,
    product_ids: &[i64],
    branch_id: Option<i64>,
) -> sqlx::Result<Vec<VariantRow>> {
    sqlx::query_as(
        "select v.id, v.product_id, v.option1_id, v.option2_id, v.option3_id, v.label,
            coalesce((select sum(s.quantity) from stock_levels s
                      where s.variant_id = v.id and ($2::bigint is null or s.branch_id = $2)), 0)::bigint as stock
         from product_variants v where v.product_id = any($1) and not v.retired order by v.product_id, v.id",
    )
    .bind(product_ids)
    .bind(branch_id)
    .fetch_all(db)
    .await
}

/// Brings options, values and variants in line with the input. Kept ids keep their variants (and
/// so their stock). Returns the label of a variant that would disappear while holding stock; the
/// caller then refuses the save (the request's transaction rolls back).
pub async fn sync_variants(
    db: &mut PgConnection,
    product_id: i64,
    options: &[OptionInput],
) -> sqlx::Result<Option<String>> {
    let existing_options: Vec<i64> =
        sqlx::query_scalar("select id from product_options where product_id = $1 and not retired")
            .bind(product_id)
            .fetch_all(&mut *db)
            .await?;
    let mut value_ids: Vec<Vec<i64>> = Vec::new();
    let mut labels: HashMap<i64, String> = HashMap::new();
    let mut kept_options = Vec::new();
    for (i, option) in options.iter().enumerate() {
        let position = (i + 1) as i16;
        let option_id = match option.id.filter(|id| existing_options.contains(id)) {
            Some(id) => {
                sqlx::query("update product_options set name = $2, position = $3 where id = $1")
                    .bind(id)
                    .bind(&option.name)
                    .bind(position)
                    .execute(&mut *db)
                    .await?;
                id
            }
            None => {
                sqlx::query_scalar(
                    "insert into product_options (product_id, position, name) values ($1, $2, $3) returning id",
                )
                .bind(product_id)
                .bind(position)
                .bind(&option.name)
                .fetch_one(&mut *db)
                .await?
            }
        };
        kept_options.push(option_id);
        let existing_values: Vec<i64> = sqlx::query_scalar(
            "select id from product_option_values where option_id = $1 and not retired",
        )
        .bind(option_id)
        .fetch_all(&mut *db)
        .await?;
        let mut ids = Vec::new();
        for (j, (value_id, value)) in option.values.iter().enumerate() {
            let id = match value_id.filter(|id| existing_values.contains(id)) {
                Some(id) => {
                    sqlx::query(
                        "update product_option_values set value = $2, position = $3 where id = $1",
                    )
                    .bind(id)
                    .bind(value)
                    .bind(j as i16)
                    .execute(&mut *db)
                    .await?;
                    id
                }
                None => {
                    sqlx::query_scalar(
                        "insert into product_option_values (option_id, position, value) values ($1, $2, $3) returning id",
                    )
                    .bind(option_id)
                    .bind(j as i16)
                    .bind(value)
                    .fetch_one(&mut *db)
                    .await?
                }
            };
            labels.insert(id, value.clone());
            ids.push(id);
        }
        sqlx::query(
            "update product_option_values set retired = true where option_id = $1 and not (id = any($2))",
        )
        .bind(option_id)
        .bind(&ids)
        .execute(&mut *db)
        .await?;
        value_ids.push(ids);
    }
    sqlx::query(
        "update product_options set retired = true where product_id = $1 and not (id = any($2))",
    )
    .bind(product_id)
    .bind(&kept_options)
    .execute(&mut *db)
    .await?;

    let wanted = super::rules::variant_combinations(&value_ids);
    let current = variants(&mut *db, &[product_id], None).await?;
    for v in &current {
        if !wanted.contains(&v.option_ids()) {
            if v.stock > 0 {
                return Ok(Some(v.label.clone()));
            }
            sqlx::query("update product_variants set retired = true where id = $1")
                .bind(v.id)
                .execute(&mut *db)
                .await?;
        }
    }
    for combo in wanted {
        let label = combo
            .iter()
            .map(|id| labels.get(id).map(String::as_str).unwrap_or(""))
            .collect::<Vec<_>>()
            .join(" / ");
        let at = |i: usize| combo.get(i).copied();
        sqlx::query(
            "insert into product_variants (product_id, option1_id, option2_id, option3_id, label)
             values ($1, $2, $3, $4, $5)
             on conflict (product_id, coalesce(option1_id, 0), coalesce(option2_id, 0), coalesce(option3_id, 0))
             do update set label = excluded.label, retired = false",
        )
        .bind(product_id)
        .bind(at(0))
        .bind(at(1))
        .bind(at(2))
        .bind(label)
        .execute(&mut *db)
        .await?;
    }
    Ok(None)
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

// ---- Images ------------------------------------------------------------------------------------

/// Sets the cover; returns the keys it replaced.
pub async fn set_cover(
    db: &mut PgConnection,
    product_id: i64,
    image: &str,
    thumb: &str,
) -> sqlx::Result<(Option<String>, Option<String>)> {
    let old: (Option<String>, Option<String>) =
        sqlx::query_as("select cover_image, cover_thumb from products where id = $1")
            .bind(product_id)
            .fetch_one(&mut *db)
            .await?;
    sqlx::query(
        "update products set cover_image = $2, cover_thumb = $3, updated_at = now() where id = $1",
    )
    .bind(product_id)
    .bind(image)
    .bind(thumb)
    .execute(db)
    .await?;
    Ok(old)
}

pub async fn images(
    db: &mut PgConnection,
    product_id: i64,
) -> sqlx::Result<Vec<(i64, String, String)>> {
    sqlx::query_as(
        "select id, image, thumb from product_images where product_id = $1 order by position",
    )
    .bind(product_id)
    .fetch_all(db)
    .await
}

/// Adds an extra image in the first free position; None when all three are taken.
pub async fn add_image(
    db: &mut PgConnection,
    product_id: i64,
    image: &str,
    thumb: &str,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "insert into product_images (product_id, image, thumb, position)
         select $1, $2, $3, min(p) from generate_series(1, 3) p
         where p not in (select position from product_images where product_id = $1)
         having min(p) is not null
         returning id",
    )
    .bind(product_id)
    .bind(image)
    .bind(thumb)
    .fetch_optional(db)
    .await
}

pub async fn delete_image(
    db: &mut PgConnection,
    product_id: i64,
    image_id: i64,
) -> sqlx::Result<Option<(String, String)>> {
    sqlx::query_as(
        "delete from product_images where id = $2 and product_id = $1 returning image, thumb",
    )
    .bind(product_id)
    .bind(image_id)
    .fetch_optional(db)
    .await
}

/// Sets a live option value's image; returns the one it replaced (outer None: no such value).
pub async fn set_value_image(
    db: &mut PgConnection,
    product_id: i64,
    value_id: i64,
    image: &str,
) -> sqlx::Result<Option<Option<String>>> {
    let old: Option<Option<String>> = sqlx::query_scalar(
        "select v.image from product_option_values v join product_options o on o.id = v.option_id
         where v.id = $2 and o.product_id = $1 and not v.retired and not o.retired",
    )
    .bind(product_id)
    .bind(value_id)
    .fetch_optional(&mut *db)
    .await?;
    if old.is_some() {
        sqlx::query("update product_option_values set image = $2 where id = $1")
            .bind(value_id)
            .bind(image)
            .execute(db)
            .await?;
    }
    Ok(old)
}

// ---- Preview (what a tier sees) ----------------------------------------------------------------

/// What an agent's shop (or HQ's preview of a tier's shop) lists.
pub struct ShopQuery {
    pub tier_id: i64,
    pub category_id: Option<i64>,
    pub pattern: Option<String>,
    /// First-order-only products are listed (the agent has no order yet, or HQ previews).
    pub first_order: bool,
    /// The branch whose stock counts (None: every branch).
    pub branch_id: Option<i64>,
    /// An upline sells: stock is theirs.
    pub seller_id: Option<i64>,
}

#[derive(FromRow, Debug, Clone)]
pub struct ShopItemRow {
    pub id: i64,
    pub name: String,
    pub category_name: Option<String>,
    pub cover_thumb: Option<String>,
    pub price: Decimal,
    pub retail_price: Decimal,
    pub points: Decimal,
    pub stock: i64,
    pub first_order_only: bool,
    pub preorder: bool,
    pub has_variants: bool,
}

const SHOP_FILTER: &str = "p.deleted_at is null and p.status = 'published'
    and ($2::bigint is null or p.category_id = $2)
    and ($3::text is null or p.name ilike $3 or p.sku ilike $3)
    and ($4 or not p.first_order_only)";

/// Published products the tier has a price for, with the seller's stock.
pub async fn shop_items(
    db: &mut PgConnection,
    q: &ShopQuery,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<ShopItemRow>)> {
    let total = sqlx::query_scalar(&format!(
        "select count(*) from products p join product_tier_prices tp on tp.product_id = p.id and tp.tier_id = $1
         where {SHOP_FILTER}"
    ))
    .bind(q.tier_id)
    .bind(q.category_id)
    .bind(&q.pattern)
    .bind(q.first_order)
    .fetch_one(&mut *db)
    .await?;
    let stock = if q.seller_id.is_some() {
        "(select sum(s.quantity) from agent_stock s where s.product_id = p.id and s.agent_id = $8)"
    } else {
        "(select sum(s.quantity) from stock_levels s where s.product_id = p.id and ($7::bigint is null or s.branch_id = $7))"
    };
    let rows = sqlx::query_as(&format!(
        "select p.id, p.name, c.name as category_name, p.cover_thumb, tp.price, p.retail_price, p.points,
            coalesce({stock}, 0)::bigint as stock, p.first_order_only, p.preorder,
            exists (select 1 from product_variants v where v.product_id = p.id and v.option1_id is not null and not v.retired) as has_variants
         from products p join product_tier_prices tp on tp.product_id = p.id and tp.tier_id = $1
         left join product_categories c on c.id = p.category_id
         where {SHOP_FILTER} order by p.name, p.id limit $5 offset $6"
    ))
    .bind(q.tier_id)
    .bind(q.category_id)
    .bind(&q.pattern)
    .bind(q.first_order)
    .bind(limit)
    .bind(offset)
    .bind(q.branch_id)
    .bind(q.seller_id.unwrap_or(0))
    .fetch_all(db)
    .await?;
    Ok((total, rows))
}

pub async fn tier_name(db: &mut PgConnection, tier_id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("select name from tiers where id = $1")
        .bind(tier_id)
        .fetch_optional(db)
        .await
}

pub async fn show_stock(db: &mut PgConnection) -> sqlx::Result<bool> {
    sqlx::query_scalar("select show_stock from company_settings")
        .fetch_one(db)
        .await
}

// ---- Packages ----------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct PackageRow {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub price: Decimal,
    pub starts_at: DateTime<Utc>,
    pub stops_at: DateTime<Utc>,
    pub first_order: bool,
    pub suspended: bool,
}

#[derive(FromRow, Debug, Clone)]
pub struct PackageItemRow {
    pub package_id: i64,
    pub product_id: i64,
    pub variant_id: i64,
    pub quantity: i32,
    pub product_name: String,
    pub variant_label: String,
}

pub async fn packages(db: &mut PgConnection, id: Option<i64>) -> sqlx::Result<Vec<PackageRow>> {
    sqlx::query_as(
        "select id, name, code, price, starts_at, stops_at, first_order, suspended from packages
         where $1::bigint is null or id = $1 order by starts_at desc, id desc",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

pub async fn package_items(
    db: &mut PgConnection,
    package_ids: &[i64],
) -> sqlx::Result<Vec<PackageItemRow>> {
    sqlx::query_as(
        "select i.package_id, i.product_id, i.variant_id, i.quantity, p.name as product_name, v.label as variant_label
         from package_items i join products p on p.id = i.product_id join product_variants v on v.id = i.variant_id
         where i.package_id = any($1) order by i.package_id, p.name, v.id",
    )
    .bind(package_ids)
    .fetch_all(db)
    .await
}

pub async fn save_package(
    db: &mut PgConnection,
    id: Option<i64>,
    p: &PackageRow,
    items: &[(i64, i64, i32)],
) -> sqlx::Result<Option<i64>> {
    let sql = match id {
        None => {
            "insert into packages (name, code, price, starts_at, stops_at, first_order)
                 values ($1, $2, $3, $4, $5, $6) returning id"
        }
        Some(_) => {
            "update packages set name = $1, code = $2, price = $3, starts_at = $4, stops_at = $5,
                    first_order = $6, updated_at = now() where id = $7 returning id"
        }
    };
    let mut q = sqlx::query_scalar(sql)
        .bind(&p.name)
        .bind(&p.code)
        .bind(p.price)
        .bind(p.starts_at)
        .bind(p.stops_at)
        .bind(p.first_order);
    if let Some(id) = id {
        q = q.bind(id);
    }
    let Some(saved) = q.fetch_optional(&mut *db).await? else {
        return Ok(None);
    };
    sqlx::query("delete from package_items where package_id = $1")
        .bind(saved)
        .execute(&mut *db)
        .await?;
    for (product_id, variant_id, quantity) in items {
        sqlx::query(
            "insert into package_items (package_id, product_id, variant_id, quantity) values ($1, $2, $3, $4)",
        )
        .bind(saved)
        .bind(product_id)
        .bind(variant_id)
        .bind(quantity)
        .execute(&mut *db)
        .await?;
    }
    Ok(Some(saved))
}

pub async fn suspend_package(
    db: &mut PgConnection,
    id: i64,
    suspended: bool,
) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("update packages set suspended = $2, updated_at = now() where id = $1")
            .bind(id)
            .bind(suspended)
            .execute(db)
            .await?
            .rows_affected()
            == 1,
    )
}

pub async fn delete_package(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query("delete from packages where id = $1")
        .bind(id)
        .execute(db)
        .await?
        .rows_affected()
        == 1)
}

/// A live variant of a live product: the given one, or the single variant of a product without
/// options. Some(None) means the product has options and no variant was given.
pub async fn variant_of(
    db: &mut PgConnection,
    product_id: i64,
    variant_id: Option<i64>,
) -> sqlx::Result<Option<Option<i64>>> {
    let live: Vec<(i64, bool)> = sqlx::query_as(
        "select v.id, v.option1_id is not null from product_variants v join products p on p.id = v.product_id
         where v.product_id = $1 and not v.retired and p.deleted_at is null",
    )
    .bind(product_id)
    .fetch_all(db)
    .await?;
    if live.is_empty() {
        return Ok(None);
    }
    Ok(match variant_id {
        Some(id) => live.iter().find(|(v, _)| *v == id).map(|(v, _)| Some(*v)),
        None => match live.as_slice() {
            [(v, false)] => Some(Some(*v)),
            _ => Some(None),
        },
    })
}

// ---- Combos ------------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct ComboRow {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub required_quantity: i32,
    pub price: Decimal,
    pub starts_at: DateTime<Utc>,
    pub stops_at: DateTime<Utc>,
    pub first_order: bool,
    pub suspended: bool,
    pub cover_image: Option<String>,
}

pub async fn combos(
    db: &mut PgConnection,
    id: Option<i64>,
    only_available: bool,
) -> sqlx::Result<Vec<ComboRow>> {
    sqlx::query_as(
        "select id, name, code, required_quantity, price, starts_at, stops_at, first_order, suspended, cover_image
         from combos where ($1::bigint is null or id = $1)
           and (not $2 or (not suspended and starts_at <= now() and stops_at > now()))
         order by starts_at desc, id desc",
    )
    .bind(id)
    .bind(only_available)
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug, Clone)]
pub struct ComboProductRow {
    pub combo_id: i64,
    pub product_id: i64,
    pub name: String,
    pub cover_thumb: Option<String>,
    pub published: bool,
}

pub async fn combo_products(
    db: &mut PgConnection,
    combo_ids: &[i64],
) -> sqlx::Result<Vec<ComboProductRow>> {
    sqlx::query_as(
        "select cp.combo_id, p.id as product_id, p.name, p.cover_thumb,
            (p.status = 'published' and p.deleted_at is null) as published
         from combo_products cp join products p on p.id = cp.product_id
         where cp.combo_id = any($1) order by cp.combo_id, p.name",
    )
    .bind(combo_ids)
    .fetch_all(db)
    .await
}

pub async fn save_combo(
    db: &mut PgConnection,
    id: Option<i64>,
    c: &ComboRow,
    product_ids: &[i64],
) -> sqlx::Result<Option<i64>> {
    let sql = match id {
        None => "insert into combos (name, code, required_quantity, price, starts_at, stops_at, first_order)
                 values ($1, $2, $3, $4, $5, $6, $7) returning id",
        Some(_) => "update combos set name = $1, code = $2, required_quantity = $3, price = $4, starts_at = $5,
                    stops_at = $6, first_order = $7, updated_at = now() where id = $8 returning id",
    };
    let mut q = sqlx::query_scalar(sql)
        .bind(&c.name)
        .bind(&c.code)
        .bind(c.required_quantity)
        .bind(c.price)
        .bind(c.starts_at)
        .bind(c.stops_at)
        .bind(c.first_order);
    if let Some(id) = id {
        q = q.bind(id);
    }
    let Some(saved) = q.fetch_optional(&mut *db).await? else {
        return Ok(None);
    };
    sqlx::query("delete from combo_products where combo_id = $1")
        .bind(saved)
        .execute(&mut *db)
        .await?;
    sqlx::query(
        "insert into combo_products (combo_id, product_id) select $1, unnest($2::bigint[])",
    )
    .bind(saved)
    .bind(product_ids)
    .execute(&mut *db)
    .await?;
    Ok(Some(saved))
}

/// How many of these ids are live products.
pub async fn count_live_products(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from products where id = any($1) and deleted_at is null")
        .bind(ids)
        .fetch_one(db)
        .await
}

pub async fn suspend_combo(db: &mut PgConnection, id: i64, suspended: bool) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("update combos set suspended = $2, updated_at = now() where id = $1")
            .bind(id)
            .bind(suspended)
            .execute(db)
            .await?
            .rows_affected()
            == 1,
    )
}

pub async fn delete_combo(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Option<String>>> {
    sqlx::query_scalar("delete from combos where id = $1 returning cover_image")
        .bind(id)
        .fetch_optional(db)
        .await
}

pub async fn set_combo_cover(
    db: &mut PgConnection,
    id: i64,
    image: &str,
) -> sqlx::Result<Option<Option<String>>> {
    let old: Option<Option<String>> =
        sqlx::query_scalar("select cover_image from combos where id = $1 for update")
            .bind(id)
            .fetch_optional(&mut *db)
            .await?;
    if old.is_some() {
        sqlx::query("update combos set cover_image = $2, updated_at = now() where id = $1")
            .bind(id)
            .bind(image)
            .execute(db)
            .await?;
    }
    Ok(old)
}

pub async fn main_branch(db: &mut PgConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar("select id from branches order by is_main desc, id limit 1")
        .fetch_one(db)
        .await
}

#[derive(FromRow, Debug, Clone)]
pub struct PickFacts {
    pub variant_id: i64,
    pub product_id: i64,
    pub name: String,
    pub has_options: bool,
    pub stock: i64,
    pub in_combo: bool,
}

/// What the catalogue knows of picked variants of live, published products: name, options,
/// stock at the branch, and whether the combo offers the product.
pub async fn pick_facts(
    db: &mut PgConnection,
    combo_id: i64,
    variant_ids: &[i64],
    branch_id: i64,
) -> sqlx::Result<Vec<PickFacts>> {
    sqlx::query_as(
        "select v.id as variant_id, v.product_id, p.name, (v.option1_id is not null) as has_options,
            coalesce(s.quantity, 0)::bigint as stock,
            exists (select 1 from combo_products cp where cp.combo_id = $1 and cp.product_id = p.id) as in_combo
         from product_variants v join products p on p.id = v.product_id
         left join stock_levels s on s.variant_id = v.id and s.branch_id = $3
         where v.id = any($2) and not v.retired and p.deleted_at is null and p.status = 'published'",
    )
    .bind(combo_id)
    .bind(variant_ids)
    .bind(branch_id)
    .fetch_all(db)
    .await
}
