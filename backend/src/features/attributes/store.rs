//! SQL of the attribute lookups. Reference data lives in `platform`, shared read-only.

use sqlx::{FromRow, PgConnection};

/// The company's look and switches (one row of `company_settings`); also read as JSON inside
/// other queries (`THEME_JSON`), so a screen gets it without a round trip of its own.
#[derive(FromRow, serde::Deserialize, Debug, Clone)]
pub struct Theme {
    pub primary_color: String,
    pub secondary_color: String,
    pub logo_key: Option<String>,
    pub logo_dark_key: Option<String>,
    pub login_image_key: Option<String>,
    pub manual_receipt: bool,
    pub self_pickup: bool,
    pub first_order_package: bool,
    pub go_affiliate_status: bool,
    pub ejen_store_status: bool,
    pub e_koop_status: bool,
}

const THEME_COLUMNS: &str =
    "primary_color, secondary_color, logo_key, logo_dark_key, login_image_key, manual_receipt,
     self_pickup, first_order_package, go_affiliate_status, ejen_store_status, e_koop_status";

/// A scalar subquery giving the theme as JSON (null when the company has no settings row).
pub fn theme_json() -> String {
    format!("(select to_jsonb(s) from (select {THEME_COLUMNS} from company_settings) s)")
}

pub async fn theme(db: &mut PgConnection) -> sqlx::Result<Option<Theme>> {
    sqlx::query_as(&format!("select {THEME_COLUMNS} from company_settings"))
        .fetch_optional(db)
        .await
}

#[derive(FromRow)]
pub struct Contact {
    pub email: Option<String>,
    pub phone_code: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub country: String,
}

pub async fn contact(db: &mut PgConnection) -> sqlx::Result<Option<Contact>> {
    sqlx::query_as(
        "select email, phone_code, phone, address_line1, address_line2, postcode, city, state, country from company_settings",
    )
    .fetch_optional(db)
    .await
}

pub async fn countries(db: &mut PgConnection) -> sqlx::Result<Vec<(String, String, String)>> {
    sqlx::query_as("select iso2::text, name, calling_code from platform.countries order by name")
        .fetch_all(db)
        .await
}

pub async fn states(db: &mut PgConnection, country: &str) -> sqlx::Result<Vec<(String, String)>> {
    sqlx::query_as("select code, name from platform.states where country = $1 order by code")
        .bind(country)
        .fetch_all(db)
        .await
}

pub async fn banks(db: &mut PgConnection, country: &str) -> sqlx::Result<Vec<(String, String)>> {
    sqlx::query_as("select code, name from platform.banks where country = $1 order by name")
        .bind(country)
        .fetch_all(db)
        .await
}

pub async fn regions(
    db: &mut PgConnection,
    table: &str,
    parent_column: &str,
    parent: &str,
) -> sqlx::Result<Vec<(String, String)>> {
    sqlx::query_as(&format!(
        "select code, name from platform.{table} where {parent_column} = $1 order by name"
    ))
    .bind(parent)
    .fetch_all(db)
    .await
}

pub async fn msic(db: &mut PgConnection, search: &str) -> sqlx::Result<Vec<(String, String)>> {
    let pattern = crate::http::contains_pattern(search);
    sqlx::query_as(
        "select code, description from platform.msic_codes
         where $1 = '%%' or code like $1 or description ilike $1 order by code limit 50",
    )
    .bind(pattern)
    .fetch_all(db)
    .await
}

pub async fn postcode(
    db: &mut PgConnection,
    code: &str,
) -> sqlx::Result<Option<(String, String, String, String)>> {
    sqlx::query_as(
        "select p.postcode::text, p.city, p.state_code, s.name from platform.my_postcodes p
         join platform.states s on s.country = 'MY' and s.code = p.state_code where p.postcode = $1",
    )
    .bind(code)
    .fetch_optional(db)
    .await
}

#[derive(sqlx::FromRow)]
pub struct AgentPick {
    pub id: i64,
    pub username: String,
    pub name: String,
    pub tier_name: Option<String>,
    pub status: String,
}

/// Agents for pickers: by name, username or e-mail, a page at a time.
pub async fn agents(
    db: &mut PgConnection,
    search: &str,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<AgentPick>> {
    let pattern = crate::http::contains_pattern(search);
    sqlx::query_as(
        "select u.id, u.username, full_name(u) as name, t.name as tier_name, u.status
         from users u left join tiers t on t.id = u.tier_id
         where u.role = 'agent' and ($1 = '%%' or u.username ilike $1 or u.email ilike $1
               or full_name(u) ilike $1)
         order by u.first_name, u.id limit $2 offset $3",
    )
    .bind(pattern)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await
}
