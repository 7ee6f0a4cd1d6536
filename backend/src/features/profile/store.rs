//! SQL of the profile area.

use super::view::{AccountFields, BankFields, SocialLinks};
use crate::{features::auth::store as auth_store, tenancy::tx::Prepared};
use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug, Clone)]
pub struct UserRow {
    /// Read with the account by `user` (a write's answer); an early read leaves it to memory.
    #[sqlx(default)]
    pub theme: Option<sqlx::types::Json<crate::features::attributes::store::Theme>>,
    pub id: i64,
    pub email: String,
    pub username: String,
    pub role: String,
    pub permissions: Vec<String>,
    pub tier_id: Option<i64>,
    pub tier_name: Option<String>,
    pub status: String,
    pub language: String,
    pub verified: bool,
    pub photo_key: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub identity_number: Option<String>,
    pub birth_date: Option<chrono::NaiveDate>,
    pub gender: Option<String>,
    pub phone_code: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub address_postcode: Option<String>,
    pub address_city: Option<String>,
    pub address_state: Option<String>,
    pub address_country: Option<String>,
    pub address_province: Option<String>,
    pub address_regency: Option<String>,
    pub address_district: Option<String>,
    pub address_village: Option<String>,
    pub tin: Option<String>,
    pub country: Option<String>,
    pub bank_country: Option<String>,
    pub bank_company: Option<String>,
    pub bank_account_number: Option<String>,
    pub bank_account_name: Option<String>,
    pub bank_identity: Option<String>,
    pub facebook_url: Option<String>,
    pub instagram_url: Option<String>,
    pub tiktok_url: Option<String>,
    pub twitter_url: Option<String>,
}

/// The account's columns but the five the session lookup reads too (id, role, permissions, tier
/// and status); `tables` prefixes the company's tables. The tier's name is a subquery by its key: a
/// join let PostgreSQL read a small company's tiers through the isolation policy's index and
/// filter them (about a sixth slower on the account screen).
fn account_columns(tables: &str) -> String {
    format!(
        "u.email, u.username, (select t.name from {tables}tiers t where t.id = u.tier_id) as tier_name,
                u.language, u.verified_at is not null as verified, u.photo_key, u.first_name, u.last_name,
                u.identity_number, u.birth_date, u.gender, u.phone_code, u.phone, u.address_line1, u.address_line2,
                u.address_postcode, u.address_city, u.address_state, u.address_country, u.address_province,
                u.address_regency, u.address_district, u.address_village, u.tin, u.country, u.bank_country,
                u.bank_company, u.bank_account_number, u.bank_account_name, u.bank_identity, u.facebook_url,
                u.instagram_url, u.tiktok_url, u.twitter_url"
    )
}

/// The user; with the company's theme in the same round trip when `theme` (a write's answer: a
/// read takes the theme from memory, `attributes::themes`).
fn user_sql(id: &str, theme: bool) -> String {
    let theme = if theme {
        format!(
            "{} as theme, ",
            crate::features::attributes::store::theme_json()
        )
    } else {
        String::new()
    };
    format!(
        "select {theme}u.id, u.role, u.permissions, u.tier_id, u.status, {columns}
         from users u
         where u.id = {id}",
        columns = account_columns("")
    )
}

pub async fn user(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(&user_sql("$1", true))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// `user` as a read sent with the session lookup (`http::early`): the user `id`, or without one
/// the signed-in user (`app.user_id`, which the session lookup sets just before).
pub const USER: &str = "rk_user";

pub fn user_early(id: Option<i64>) -> Prepared {
    Prepared {
        name: USER,
        parameters: "bigint",
        body: user_sql(
            "coalesce($1, nullif(current_setting('app.user_id', true), '')::bigint)",
            false,
        ),
        arguments: user_early_argument(id),
        stands_for: None,
    }
}

/// The signed-in user's account and the guard's session lookup in one statement
/// (`tx::Prepared::stands_for`): the session's user is read once, not by the session and then by
/// the account (about twice the speed of the two, measured with pgbench). Without the theme, which
/// comes from the process's memory (`attributes::themes`).
pub const SESSION_ACCOUNT: &str = "rk_session_account";

/// `SESSION_ACCOUNT` for the company's `schema` and the session argument the guard will send.
pub fn session_account_early(schema: &str, session_argument: String) -> Prepared {
    let tables = format!("{schema}.");
    Prepared {
        name: SESSION_ACCOUNT,
        parameters: "bytea",
        body: auth_store::session_user_with(&tables, &format!(", {}", account_columns(&tables))),
        arguments: session_argument,
        stands_for: Some(auth_store::SESSION),
    }
}

pub fn user_early_argument(id: Option<i64>) -> String {
    id.map_or_else(|| "null".to_string(), |id| id.to_string())
}

pub async fn save_account(
    db: &mut PgConnection,
    id: i64,
    a: &AccountFields,
    birth_date: Option<chrono::NaiveDate>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update users set country = $2, first_name = $3, last_name = $4, identity_number = $5, birth_date = $6,
                gender = $7, phone_code = $8, phone = $9, address_line1 = $10, address_line2 = $11,
                address_postcode = $12, address_city = $13, address_state = $14, address_country = $15,
                address_province = $16, address_regency = $17, address_district = $18, address_village = $19,
                tin = $20, updated_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(&a.company_country)
    .bind(&a.acc_first_name)
    .bind(&a.acc_last_name)
    .bind(&a.acc_identity)
    .bind(birth_date)
    .bind(&a.acc_gender)
    .bind(&a.acc_code_phone)
    .bind(&a.acc_phone)
    .bind(&a.acc_address_line1)
    .bind(&a.acc_address_line2)
    .bind(&a.acc_address_postcode)
    .bind(&a.acc_address_city)
    .bind(&a.acc_address_state)
    .bind(&a.acc_address_country)
    .bind(&a.acc_address_province)
    .bind(&a.acc_address_regency)
    .bind(&a.acc_address_district)
    .bind(&a.acc_address_village)
    .bind(&a.acc_tin)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn save_bank(db: &mut PgConnection, id: i64, b: &BankFields) -> sqlx::Result<()> {
    sqlx::query(
        "update users set bank_country = $2, bank_company = $3, bank_account_number = $4, bank_account_name = $5,
                bank_identity = $6, updated_at = now() where id = $1",
    )
    .bind(id)
    .bind(&b.acc_bank_country)
    .bind(&b.acc_bank_company)
    .bind(&b.acc_bank_number)
    .bind(&b.acc_bank_name)
    .bind(&b.acc_bank_identity)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn save_social(db: &mut PgConnection, id: i64, s: &SocialLinks) -> sqlx::Result<()> {
    sqlx::query(
        "update users set facebook_url = $2, instagram_url = $3, tiktok_url = $4, twitter_url = $5, updated_at = now()
         where id = $1",
    )
    .bind(id)
    .bind(&s.socmed_url_facebook)
    .bind(&s.socmed_url_instagram)
    .bind(&s.socmed_url_tiktok)
    .bind(&s.socmed_url_twitter)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn save_photo(db: &mut PgConnection, id: i64, key: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "update users u set photo_key = $2, updated_at = now() from users old
         where u.id = $1 and old.id = u.id returning old.photo_key",
    )
    .bind(id)
    .bind(key)
    .fetch_one(db)
    .await
}

pub async fn save_language(db: &mut PgConnection, id: i64, lang: &str) -> sqlx::Result<()> {
    sqlx::query("update users set language = $2, updated_at = now() where id = $1")
        .bind(id)
        .bind(lang)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn password_hash(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("select password_hash from users where id = $1")
        .bind(id)
        .fetch_one(db)
        .await
}

pub async fn bank_exists(db: &mut PgConnection, name_or_code: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists(select 1 from platform.banks where code = $1 or name = $1)")
        .bind(name_or_code)
        .fetch_one(db)
        .await
}

pub async fn calling_code_exists(db: &mut PgConnection, code: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists(select 1 from platform.countries where calling_code = $1)")
        .bind(code)
        .fetch_one(db)
        .await
}
