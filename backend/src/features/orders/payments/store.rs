//! The SQL of Billplz payments: the company's account, the bills and their notices.

use crate::domain::secrets;
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// The company's Billplz account.
#[derive(FromRow)]
pub struct Settings {
    pub api_key: String,
    pub x_signature_key: String,
    pub collection_id: String,
    pub sandbox: bool,
    pub admin_fee: Decimal,
    pub active: bool,
}

/// The account as stored: its keys sealed (or, before the first start that sealed them, plain).
#[derive(FromRow)]
struct Stored {
    api_key: Option<String>,
    x_signature_key: Option<String>,
    api_key_sealed: Option<Vec<u8>>,
    x_signature_key_sealed: Option<Vec<u8>>,
    collection_id: String,
    sandbox: bool,
    admin_fee: Decimal,
    active: bool,
}

/// A key as kept: opened with the server's key, else the plain one of before.
fn key(sealed: Option<Vec<u8>>, plain: Option<String>) -> String {
    sealed
        .and_then(|s| secrets::open_server(&s))
        .or(plain)
        .unwrap_or_default()
}

pub async fn settings(db: &mut PgConnection) -> sqlx::Result<Option<Settings>> {
    let stored: Option<Stored> = sqlx::query_as(
        "select api_key, x_signature_key, api_key_sealed, x_signature_key_sealed, collection_id, sandbox,
                admin_fee, active
         from billplz_settings",
    )
    .fetch_optional(db)
    .await?;
    Ok(stored.map(|s| Settings {
        api_key: key(s.api_key_sealed, s.api_key),
        x_signature_key: key(s.x_signature_key_sealed, s.x_signature_key),
        collection_id: s.collection_id,
        sandbox: s.sandbox,
        admin_fee: s.admin_fee,
        active: s.active,
    }))
}

/// Seals keys still kept plain (from before they were sealed); how many accounts.
pub async fn seal_plain_keys(db: &mut PgConnection) -> sqlx::Result<u64> {
    let plain: Option<(Option<String>, Option<String>)> = sqlx::query_as(
        "select api_key, x_signature_key from billplz_settings
         where api_key is not null or x_signature_key is not null for update",
    )
    .fetch_optional(&mut *db)
    .await?;
    let Some((api_key, x_key)) = plain else {
        return Ok(0);
    };
    sqlx::query(
        "update billplz_settings set api_key_sealed = coalesce($1, api_key_sealed),
            x_signature_key_sealed = coalesce($2, x_signature_key_sealed), api_key = null, x_signature_key = null",
    )
    .bind(api_key.as_deref().map(secrets::seal_server))
    .bind(x_key.as_deref().map(secrets::seal_server))
    .execute(db)
    .await?;
    Ok(1)
}

/// Saves the company's account (one per company), its keys sealed.
pub async fn save_settings(db: &mut PgConnection, s: &Settings) -> sqlx::Result<()> {
    sqlx::query(
        "insert into billplz_settings (api_key_sealed, x_signature_key_sealed, collection_id, sandbox, admin_fee, active)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (company_id) do update set api_key_sealed = excluded.api_key_sealed,
            x_signature_key_sealed = excluded.x_signature_key_sealed, api_key = null, x_signature_key = null,
            collection_id = excluded.collection_id, sandbox = excluded.sandbox, admin_fee = excluded.admin_fee,
            active = excluded.active, updated_at = now()",
    )
    .bind(secrets::seal_server(&s.api_key))
    .bind(secrets::seal_server(&s.x_signature_key))
    .bind(&s.collection_id)
    .bind(s.sandbox)
    .bind(s.admin_fee)
    .bind(s.active)
    .execute(db)
    .await?;
    Ok(())
}

/// Whom a bill is for: the payer's e-mail, first and last name.
pub async fn payer(
    db: &mut PgConnection,
    user_id: i64,
) -> sqlx::Result<(String, Option<String>, Option<String>)> {
    sqlx::query_as("select email, first_name, last_name from users where id = $1")
        .bind(user_id)
        .fetch_one(db)
        .await
}

/// Keeps the order's bill and writes its id on the order as the payment reference.
pub async fn record_bill(
    db: &mut PgConnection,
    order_id: i64,
    bill_id: &str,
    amount_sen: i64,
    url: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into billplz_bills (id, order_id, amount_sen, url) values ($1, $2, $3, $4)",
    )
    .bind(bill_id)
    .bind(order_id)
    .bind(amount_sen)
    .bind(url)
    .execute(&mut *db)
    .await?;
    sqlx::query("update orders set reference_number = $2 where id = $1")
        .bind(order_id)
        .bind(bill_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Counts a notice about a bill (marking it paid the first time it says so); the bill's order.
pub async fn note_notice(
    db: &mut PgConnection,
    bill_id: &str,
    paid: bool,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "update billplz_bills set notices = notices + 1,
            state = case when $2 then 'paid' else state end,
            paid_at = case when $2 then coalesce(paid_at, now()) else paid_at end
         where id = $1 returning order_id",
    )
    .bind(bill_id)
    .bind(paid)
    .fetch_optional(db)
    .await
}

/// The company's payment order collection (payouts), once made.
pub async fn payment_order_collection(db: &mut PgConnection) -> sqlx::Result<Option<String>> {
    Ok(
        sqlx::query_scalar("select payment_order_collection_id from billplz_settings")
            .fetch_optional(db)
            .await?
            .flatten(),
    )
}

pub async fn set_payment_order_collection(db: &mut PgConnection, id: &str) -> sqlx::Result<()> {
    sqlx::query("update billplz_settings set payment_order_collection_id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}
