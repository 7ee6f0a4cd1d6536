//! Combos: a price for any N of a set of products, sold in a period; and the facts of the
//! variants picked for one.

use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

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
