//! The SQL of the company's provider accounts (`integration_accounts`): one row per provider, its
//! secrets sealed (domain::secrets) before they get here.

use serde_json::Value;
use sqlx::{FromRow, PgConnection};

/// A provider account as stored: `secrets` still sealed.
#[derive(FromRow, Clone)]
pub struct Account {
    pub provider: String,
    pub secrets: Option<Vec<u8>>,
    pub settings: Value,
    pub active: bool,
    pub checked_at: Option<chrono::DateTime<chrono::Utc>>,
}

const COLUMNS: &str = "provider, secrets, settings, active, checked_at";

/// Every account the company keeps.
pub async fn accounts(db: &mut PgConnection) -> sqlx::Result<Vec<Account>> {
    sqlx::query_as(&format!(
        "select {COLUMNS} from integration_accounts order by provider"
    ))
    .fetch_all(db)
    .await
}

pub async fn account(db: &mut PgConnection, provider: &str) -> sqlx::Result<Option<Account>> {
    sqlx::query_as(&format!(
        "select {COLUMNS} from integration_accounts where provider = $1"
    ))
    .bind(provider)
    .fetch_optional(db)
    .await
}

/// Saves an account whose credentials the provider has just accepted (or that has none to check).
pub async fn save(db: &mut PgConnection, a: &Account) -> sqlx::Result<()> {
    sqlx::query(
        "insert into integration_accounts (provider, secrets, settings, active, checked_at)
         values ($1, $2, $3, $4, $5)
         on conflict (company_id, provider) do update set secrets = excluded.secrets,
            settings = excluded.settings, active = excluded.active, checked_at = excluded.checked_at,
            updated_at = now()",
    )
    .bind(&a.provider)
    .bind(&a.secrets)
    .bind(&a.settings)
    .bind(a.active)
    .bind(a.checked_at)
    .execute(db)
    .await?;
    Ok(())
}

/// Switches a kept account off; false when the company has none for the provider.
pub async fn switch_off(db: &mut PgConnection, provider: &str) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update integration_accounts set active = false, updated_at = now() where provider = $1",
    )
    .bind(provider)
    .execute(db)
    .await?
    .rows_affected()
        > 0)
}

/// Whether the provider's account is kept and on.
pub async fn is_active(db: &mut PgConnection, provider: &str) -> sqlx::Result<bool> {
    Ok(
        sqlx::query_scalar::<_, bool>(
            "select active from integration_accounts where provider = $1",
        )
        .bind(provider)
        .fetch_optional(db)
        .await?
        .unwrap_or(false),
    )
}
