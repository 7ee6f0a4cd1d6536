//! SQL of the auth area.

use super::rules;
use chrono::{DateTime, Duration, Utc};
use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug)]
pub struct Credentials {
    pub id: i64,
    pub email: String,
    pub role: String,
    pub status: String,
    pub language: String,
    pub password_hash: Option<String>,
    pub verified: bool,
    /// The company's status now (active, locked, suspended), whatever a host cache remembers.
    pub company_status: String,
}

/// A user by e-mail or username.
pub async fn credentials(db: &mut PgConnection, login: &str) -> sqlx::Result<Option<Credentials>> {
    sqlx::query_as(
        "select id, email, role, status, language, password_hash, verified_at is not null as verified,
                (select c.status from platform.companies c
                 where c.id = current_setting('app.company_id')::bigint) as company_status
         from users where email = lower($1) or username = $1
         order by (email = lower($1)) desc limit 1",
    )
    .bind(login.trim())
    .fetch_optional(db)
    .await
}

pub async fn create_session(
    db: &mut PgConnection,
    user_id: i64,
    remember: bool,
    ip: Option<String>,
    user_agent: Option<String>,
) -> sqlx::Result<(String, DateTime<Utc>)> {
    let token = rules::new_token();
    let expires = Utc::now() + rules::session_lifetime(remember);
    sqlx::query(
        "insert into sessions (token_hash, user_id, remember, expires_at, ip, user_agent) values ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&rules::hash_token(&token)[..])
    .bind(user_id)
    .bind(remember)
    .bind(expires)
    .bind(ip)
    .bind(user_agent.map(|u| u.chars().take(300).collect::<String>()))
    .execute(db)
    .await?;
    Ok((token, expires))
}

pub async fn revoke_session(db: &mut PgConnection, token_hash: &[u8]) -> sqlx::Result<()> {
    sqlx::query(
        "update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null",
    )
    .bind(token_hash)
    .execute(db)
    .await?;
    Ok(())
}

/// Revokes every session of a user but `keep` (suspension, password change, deactivation).
pub async fn revoke_sessions_of(
    db: &mut PgConnection,
    user_id: i64,
    keep: Option<&[u8]>,
) -> sqlx::Result<u64> {
    Ok(sqlx::query(
        "update sessions set revoked_at = now()
         where user_id = $1 and revoked_at is null and ($2::bytea is null or token_hash <> $2)",
    )
    .bind(user_id)
    .bind(keep)
    .execute(db)
    .await?
    .rows_affected())
}

/// Issues a new verification code (earlier ones stop working) and returns it for the e-mail.
pub async fn issue_code(db: &mut PgConnection, secret: &str, user_id: i64) -> sqlx::Result<String> {
    let code = rules::new_code();
    sqlx::query(
        "update verification_codes set used_at = now() where user_id = $1 and used_at is null",
    )
    .bind(user_id)
    .execute(&mut *db)
    .await?;
    sqlx::query(
        "insert into verification_codes (user_id, code_hash, expires_at) values ($1, $2, $3)",
    )
    .bind(user_id)
    .bind(&rules::hash_code(secret, user_id, &code)[..])
    .bind(Utc::now() + Duration::minutes(rules::CODE_LIFETIME_MINUTES))
    .execute(db)
    .await?;
    Ok(code)
}

#[derive(FromRow)]
pub struct CodeRow {
    pub id: i64,
    pub code_hash: Vec<u8>,
    pub attempts: i32,
    pub expired: bool,
}

/// The user's current code, locked for the attempt.
pub async fn current_code(db: &mut PgConnection, user_id: i64) -> sqlx::Result<Option<CodeRow>> {
    sqlx::query_as(
        "select id, code_hash, attempts, expires_at <= now() as expired from verification_codes
         where user_id = $1 and used_at is null order by created_at desc limit 1 for update",
    )
    .bind(user_id)
    .fetch_optional(db)
    .await
}

pub async fn count_failed_attempt(db: &mut PgConnection, code_id: i64) -> sqlx::Result<i32> {
    sqlx::query_scalar(
        "update verification_codes set attempts = attempts + 1 where id = $1 returning attempts",
    )
    .bind(code_id)
    .fetch_one(db)
    .await
}

pub async fn mark_verified(db: &mut PgConnection, user_id: i64, code_id: i64) -> sqlx::Result<()> {
    sqlx::query("update verification_codes set used_at = now() where id = $1")
        .bind(code_id)
        .execute(&mut *db)
        .await?;
    sqlx::query("update users set verified_at = coalesce(verified_at, now()), updated_at = now() where id = $1")
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}

/// A single-use link token (reset or invitation); returns the token for the e-mail.
pub async fn issue_password_token(
    db: &mut PgConnection,
    user_id: i64,
    purpose: &str,
) -> sqlx::Result<String> {
    let token = rules::new_token();
    let lifetime = if purpose == "invitation" {
        Duration::days(rules::INVITATION_LIFETIME_DAYS)
    } else {
        Duration::hours(rules::RESET_LIFETIME_HOURS)
    };
    sqlx::query("insert into password_tokens (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, $4)")
        .bind(&rules::hash_token(&token)[..])
        .bind(user_id)
        .bind(purpose)
        .bind(Utc::now() + lifetime)
        .execute(db)
        .await?;
    Ok(token)
}

/// Uses up a link token; the user it was for, or None when it is unknown, used or expired.
pub async fn use_password_token(db: &mut PgConnection, token: &str) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "update password_tokens set used_at = now()
         where token_hash = $1 and used_at is null and expires_at > now() returning user_id",
    )
    .bind(&rules::hash_token(token)[..])
    .fetch_optional(db)
    .await
}

/// Sets a password hash, and revokes every other session (all of them when `keep` is None).
pub async fn set_password(
    db: &mut PgConnection,
    user_id: i64,
    password_hash: &str,
    keep: Option<&[u8]>,
) -> sqlx::Result<()> {
    sqlx::query("update users set password_hash = $2, updated_at = now() where id = $1")
        .bind(user_id)
        .bind(password_hash)
        .execute(&mut *db)
        .await?;
    revoke_sessions_of(db, user_id, keep).await?;
    Ok(())
}

/// Who holds a live session token: the user behind an unrevoked, unexpired session. The same
/// statement records the user in the transaction (`app.user_id`, for audit and logs) and reads the
/// company's current status, so a lock takes effect on the next request of every replica.
#[derive(FromRow, Debug)]
pub struct SessionUser {
    pub id: i64,
    pub role: String,
    pub permissions: Vec<String>,
    pub tier_id: Option<i64>,
    pub status: String,
    pub user_setting: String,
    /// The company's status now (active, locked, suspended), whatever a host cache remembers.
    pub company_status: String,
}

pub async fn session_user(
    db: &mut PgConnection,
    token_hash: &[u8],
) -> sqlx::Result<Option<SessionUser>> {
    sqlx::query_as(&session_user_sql(""))
        .bind(token_hash)
        .fetch_optional(db)
        .await
}

/// The session and its user by the token's hash (`$1`), with `app.user_id` set and the company's
/// status read fresh; `tables` prefixes the company's tables (empty: the search path's). The user is
/// read by the session's key (a join let a small company's users be read through the isolation
/// policy's index and filtered).
fn session_user_sql(tables: &str) -> String {
    session_user_with(tables, "")
}

/// The session lookup with more of the user's columns (`more`: each after a comma, the user being
/// `u`), for a read that answers the guard and the operation in one statement
/// (`tx::Prepared::stands_for`).
pub fn session_user_with(tables: &str, more: &str) -> String {
    format!(
        "select u.id, u.role, u.permissions, u.tier_id, u.status,
                set_config('app.user_id', u.id::text, true) as user_setting,
                (select c.status from platform.companies c
                 where c.id = current_setting('app.company_id')::bigint) as company_status{more}
         from {tables}users u
         where u.id = (select s.user_id from {tables}sessions s
                       where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now())"
    )
}

/// The prepared session lookup's name (`http::auth`), which a read standing for it names.
pub const SESSION: &str = "rk_session";

/// `session_user`'s query with the company's tables named in full (`t_42.sessions`), for a
/// statement the connection prepares once per company and executes with the BEGIN of every
/// request after (one round trip, planned once).
pub fn session_user_prepared(schema: &str) -> String {
    session_user_sql(&format!("{schema}."))
}

/// The token's hash as the prepared statement's argument (hex: nothing a client sent reaches the
/// text).
pub fn token_hash_argument(token_hash: &[u8]) -> String {
    format!("decode('{}', 'hex')", hex::encode(token_hash))
}

/// After a link proved the address: verified, and a staff or HQ account becomes active.
pub async fn after_link_used(db: &mut PgConnection, user_id: i64) -> sqlx::Result<()> {
    sqlx::query(
        "update users set verified_at = coalesce(verified_at, now()),
                status = case when status = 'new' and role in ('hq', 'staff') then 'active' else status end,
                updated_at = now()
         where id = $1",
    )
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(())
}

/// Invites a user to choose a password: a single-use link on `origin`, e-mailed in `lang`.
/// Returns the link (the CLI and the vendor console show it too).
pub async fn invite(
    db: &mut PgConnection,
    user_id: i64,
    to: &str,
    company_name: &str,
    origin: &str,
    lang: crate::i18n::Lang,
) -> sqlx::Result<String> {
    use crate::i18n::{text, Msg};
    let token = issue_password_token(&mut *db, user_id, "invitation").await?;
    let link = format!("{origin}/reset-password?token={token}");
    crate::integrations::email::enqueue(
        db,
        to,
        &text(lang, Msg::EmailSubjectInvite).replace("{company}", company_name),
        &text(lang, Msg::EmailBodyInvite)
            .replace("{company}", company_name)
            .replace("{link}", &link),
    )
    .await?;
    Ok(link)
}
