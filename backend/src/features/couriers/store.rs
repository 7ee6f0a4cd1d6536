//! SQL of couriers: each with regions (sets of states) and a rate table per region.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug, Clone)]
pub struct CourierRow {
    pub id: i64,
    pub name: String,
    pub service: String,
    pub rate_basis: String,
    pub handling_fee: Decimal,
    pub free_shipping_threshold: Option<Decimal>,
    pub active: bool,
}

#[derive(FromRow, Debug, Clone)]
pub struct RegionRow {
    pub id: i64,
    pub courier_id: i64,
    pub name: String,
    pub country: String,
    pub states: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct RegionInput {
    pub name: String,
    pub country: String,
    pub states: Vec<String>,
    pub rates: Vec<(Decimal, Decimal)>,
}

pub async fn couriers(db: &mut PgConnection, id: Option<i64>) -> sqlx::Result<Vec<CourierRow>> {
    sqlx::query_as(
        "select id, name, service, rate_basis, handling_fee, free_shipping_threshold, active from couriers
         where $1::bigint is null or id = $1 order by name, service",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

pub async fn regions(db: &mut PgConnection, courier_ids: &[i64]) -> sqlx::Result<Vec<RegionRow>> {
    sqlx::query_as(
        "select id, courier_id, name, country::text as country, states from courier_regions
         where courier_id = any($1) order by courier_id, id",
    )
    .bind(courier_ids)
    .fetch_all(db)
    .await
}

/// (region id, up to, price), ascending.
pub async fn rates(
    db: &mut PgConnection,
    region_ids: &[i64],
) -> sqlx::Result<Vec<(i64, Decimal, Decimal)>> {
    sqlx::query_as(
        "select region_id, up_to, price from courier_rates where region_id = any($1) order by region_id, up_to",
    )
    .bind(region_ids)
    .fetch_all(db)
    .await
}

pub async fn save_courier(
    db: &mut PgConnection,
    id: Option<i64>,
    c: &CourierRow,
    regions: &[RegionInput],
) -> sqlx::Result<Option<i64>> {
    let sql = match id {
        None => "insert into couriers (name, service, rate_basis, handling_fee, free_shipping_threshold, active)
                 values ($1, $2, $3, $4, $5, $6) returning id",
        Some(_) => "update couriers set name = $1, service = $2, rate_basis = $3, handling_fee = $4,
                    free_shipping_threshold = $5, active = $6, updated_at = now() where id = $7 returning id",
    };
    let mut q = sqlx::query_scalar(sql)
        .bind(&c.name)
        .bind(&c.service)
        .bind(&c.rate_basis)
        .bind(c.handling_fee)
        .bind(c.free_shipping_threshold)
        .bind(c.active);
    if let Some(id) = id {
        q = q.bind(id);
    }
    let Some(saved) = q.fetch_optional(&mut *db).await? else {
        return Ok(None);
    };
    sqlx::query("delete from courier_regions where courier_id = $1")
        .bind(saved)
        .execute(&mut *db)
        .await?;
    for r in regions {
        let region: i64 = sqlx::query_scalar(
            "insert into courier_regions (courier_id, name, country, states) values ($1, $2, $3, $4) returning id",
        )
        .bind(saved)
        .bind(&r.name)
        .bind(&r.country)
        .bind(&r.states)
        .fetch_one(&mut *db)
        .await?;
        for (up_to, price) in &r.rates {
            sqlx::query("insert into courier_rates (region_id, up_to, price) values ($1, $2, $3)")
                .bind(region)
                .bind(up_to)
                .bind(price)
                .execute(&mut *db)
                .await?;
        }
    }
    Ok(Some(saved))
}

pub async fn delete_courier(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query("delete from couriers where id = $1")
        .bind(id)
        .execute(db)
        .await?
        .rows_affected()
        == 1)
}

/// The state codes of a country (reference data).
pub async fn state_codes(db: &mut PgConnection, country: &str) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("select code from platform.states where country = $1")
        .bind(country)
        .fetch_all(db)
        .await
}

#[derive(FromRow, Debug, Clone)]
pub struct CoveringRow {
    #[sqlx(flatten)]
    pub courier: CourierRow,
    pub region_id: i64,
}

/// The active couriers with a region covering the destination, each with that region's id.
pub async fn covering(
    db: &mut PgConnection,
    country: &str,
    state: &str,
) -> sqlx::Result<Vec<CoveringRow>> {
    sqlx::query_as(
        "select c.id, c.name, c.service, c.rate_basis, c.handling_fee, c.free_shipping_threshold, c.active,
            r.id as region_id
         from couriers c join courier_regions r on r.courier_id = c.id
         where c.active and r.country = $1 and $2 = any(r.states) order by c.name, c.service, r.id",
    )
    .bind(country)
    .bind(state)
    .fetch_all(db)
    .await
}
