//! Product categories and vouchers.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

// ---- Product categories ------------------------------------------------------------------------

/// Every category with how many live products it holds.
pub async fn categories(db: &mut PgConnection) -> sqlx::Result<Vec<(i64, String, i64)>> {
    sqlx::query_as(
        "select c.id, c.name,
            (select count(*) from products p where p.category_id = c.id and p.deleted_at is null)
         from product_categories c order by lower(c.name)",
    )
    .fetch_all(db)
    .await
}

/// Moves a category's live products to another category (or none); returns how many moved.
pub async fn move_category_products(
    db: &mut PgConnection,
    from: i64,
    to: Option<i64>,
) -> sqlx::Result<u64> {
    Ok(sqlx::query(
        "update products set category_id = $2, updated_at = now()
         where category_id = $1 and deleted_at is null",
    )
    .bind(from)
    .bind(to)
    .execute(db)
    .await?
    .rows_affected())
}

pub async fn save_category(
    db: &mut PgConnection,
    id: Option<i64>,
    name: &str,
) -> sqlx::Result<Option<i64>> {
    match id {
        None => {
            sqlx::query_scalar("insert into product_categories (name) values ($1) returning id")
                .bind(name)
                .fetch_optional(db)
                .await
        }
        Some(id) => {
            sqlx::query_scalar("update product_categories set name = $2 where id = $1 returning id")
                .bind(id)
                .bind(name)
                .fetch_optional(db)
                .await
        }
    }
}

/// Deletes an empty category: Ok(rows deleted), or Err(live products it still holds).
pub async fn delete_category(db: &mut PgConnection, id: i64) -> sqlx::Result<Result<u64, i64>> {
    let held: i64 = sqlx::query_scalar(
        "select count(*) from products where category_id = $1 and deleted_at is null",
    )
    .bind(id)
    .fetch_one(&mut *db)
    .await?;
    if held > 0 {
        return Ok(Err(held));
    }
    // Deleted products keep no category (their history does not need it).
    sqlx::query("update products set category_id = null where category_id = $1")
        .bind(id)
        .execute(&mut *db)
        .await?;
    Ok(Ok(sqlx::query(
        "delete from product_categories where id = $1",
    )
    .bind(id)
    .execute(db)
    .await?
    .rows_affected()))
}

// ---- Vouchers ----------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct VoucherRow {
    pub id: i64,
    pub name: String,
    pub kind: String,
    pub code: String,
    pub quota: i32,
    pub starts_at: chrono::DateTime<chrono::Utc>,
    pub stops_at: chrono::DateTime<chrono::Utc>,
    pub discount: Decimal,
    pub min_purchase: Decimal,
    pub usage_limit: Option<i32>,
    pub free_shipping: bool,
    pub first_order: bool,
    pub package_only: bool,
    pub suspended: bool,
    pub used_count: i32,
}

const VOUCHER: &str = "select id, name, kind, code, quota, starts_at, stops_at, discount, min_purchase, usage_limit, free_shipping,
        first_order, package_only, suspended, used_count from vouchers";

pub async fn vouchers(db: &mut PgConnection) -> sqlx::Result<Vec<VoucherRow>> {
    sqlx::query_as(&format!("{VOUCHER} order by starts_at desc, id desc"))
        .fetch_all(db)
        .await
}

pub async fn save_voucher(
    db: &mut PgConnection,
    id: Option<i64>,
    v: &VoucherRow,
) -> sqlx::Result<Option<i64>> {
    let sql = match id {
        None => "insert into vouchers (name, kind, code, quota, starts_at, stops_at, discount, min_purchase, usage_limit, free_shipping,
                    first_order, package_only) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id",
        Some(_) => "update vouchers set name = $1, kind = $2, code = $3, quota = $4, starts_at = $5, stops_at = $6, discount = $7,
                    min_purchase = $8, usage_limit = $9, free_shipping = $10, first_order = $11, package_only = $12, updated_at = now()
                    where id = $13 returning id",
    };
    let mut q = sqlx::query_scalar(sql)
        .bind(&v.name)
        .bind(&v.kind)
        .bind(&v.code)
        .bind(v.quota)
        .bind(v.starts_at)
        .bind(v.stops_at)
        .bind(v.discount)
        .bind(v.min_purchase)
        .bind(v.usage_limit)
        .bind(v.free_shipping)
        .bind(v.first_order)
        .bind(v.package_only);
    if let Some(id) = id {
        q = q.bind(id);
    }
    q.fetch_optional(db).await
}

pub async fn suspend_voucher(
    db: &mut PgConnection,
    id: i64,
    suspended: bool,
) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("update vouchers set suspended = $2, updated_at = now() where id = $1")
            .bind(id)
            .bind(suspended)
            .execute(db)
            .await?
            .rows_affected()
            == 1,
    )
}

/// A voucher that was never used can be removed; a used one is kept for its history (suspend it).
pub async fn delete_voucher(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<i32>> {
    let used: Option<i32> =
        sqlx::query_scalar("select used_count from vouchers where id = $1 for update")
            .bind(id)
            .fetch_optional(&mut *db)
            .await?;
    if used == Some(0) {
        sqlx::query("delete from vouchers where id = $1")
            .bind(id)
            .execute(db)
            .await?;
    }
    Ok(used)
}
