//! SQL of the vendor area (platform schema only).

use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgPool};

#[derive(FromRow)]
pub struct VendorRow {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub password_hash: String,
}

pub async fn vendor_by_email(pool: &PgPool, email: &str) -> sqlx::Result<Option<VendorRow>> {
    sqlx::query_as(
        "select id, email, name, password_hash from platform.vendor_users where email = lower($1)",
    )
    .bind(email.trim())
    .fetch_optional(pool)
    .await
}

pub async fn vendor_by_id(pool: &PgPool, id: i64) -> sqlx::Result<Option<VendorRow>> {
    sqlx::query_as("select id, email, name, password_hash from platform.vendor_users where id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await
}

pub async fn create_session(
    pool: &PgPool,
    vendor_id: i64,
    token_hash: &[u8],
    expires: DateTime<Utc>,
) -> sqlx::Result<()> {
    sqlx::query("insert into platform.vendor_sessions (token_hash, vendor_id, expires_at) values ($1, $2, $3)")
        .bind(token_hash)
        .bind(vendor_id)
        .bind(expires)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn revoke_session(pool: &PgPool, token_hash: &[u8]) -> sqlx::Result<()> {
    sqlx::query("update platform.vendor_sessions set revoked_at = now() where token_hash = $1")
        .bind(token_hash)
        .execute(pool)
        .await?;
    Ok(())
}

#[derive(FromRow)]
pub struct CompanyRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub currency: String,
    pub language: String,
    pub status: String,
    pub custom_domain: Option<String>,
    pub created_at: DateTime<Utc>,
}

const COMPANY_ROW: &str = "select c.id, c.slug, c.name, c.currency, c.language, c.status,
        (select min(d.domain) from platform.company_domains d where d.company_id = c.id) as custom_domain, c.created_at
        from platform.companies c";

pub async fn companies(pool: &PgPool) -> sqlx::Result<Vec<CompanyRow>> {
    sqlx::query_as(&format!(
        "{COMPANY_ROW} order by c.created_at desc, c.id desc"
    ))
    .fetch_all(pool)
    .await
}

pub async fn company(pool: &PgPool, id: i64) -> sqlx::Result<Option<CompanyRow>> {
    sqlx::query_as(&format!("{COMPANY_ROW} where c.id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await
}

pub async fn set_status(pool: &PgPool, id: i64, status: &str) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update platform.companies set status = $2,
                 locked_for = case when $2 = 'locked' then 'vendor' end, updated_at = now()
             where id = $1",
    )
    .bind(id)
    .bind(status)
    .execute(pool)
    .await?
    .rows_affected()
        == 1)
}

pub async fn domains_of(pool: &PgPool, id: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("select domain from platform.company_domains where company_id = $1")
        .bind(id)
        .fetch_all(pool)
        .await
}

/// Creates or updates a vendor operator (CLI and demo seeding).
pub async fn upsert_vendor(
    pool: &PgPool,
    email: &str,
    name: &str,
    password_hash: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into platform.vendor_users (email, name, password_hash) values (lower($1), $2, $3)
         on conflict (email) do update set name = excluded.name, password_hash = excluded.password_hash
         returning id",
    )
    .bind(email)
    .bind(name)
    .bind(password_hash)
    .fetch_one(pool)
    .await
}
