//! Packages: a price for a fixed set of variants, sold in a period; and the variant a package
//! line names.

use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

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
