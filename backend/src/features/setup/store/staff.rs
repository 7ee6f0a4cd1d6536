//! HQ's staff: the list, invitations, edits of names and permissions, suspension.

use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug, Clone)]
pub struct StaffRow {
    pub id: i64,
    pub email: String,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub status: String,
    pub permissions: Vec<String>,
    pub invited: bool,
}

const STAFF: &str = "select id, email, first_name, last_name, status, permissions, password_hash is null as invited from users where role = 'staff'";

pub async fn staff(db: &mut PgConnection) -> sqlx::Result<Vec<StaffRow>> {
    sqlx::query_as(&format!("{STAFF} order by first_name, email"))
        .fetch_all(db)
        .await
}

pub async fn staff_member(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<StaffRow>> {
    sqlx::query_as(&format!("{STAFF} and id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

pub async fn invite_staff(
    db: &mut PgConnection,
    email: &str,
    first: &str,
    last: Option<&str>,
    permissions: &[String],
    lang: &str,
) -> sqlx::Result<i64> {
    let username = format!(
        "{}-{}",
        email.split('@').next().unwrap_or("staff"),
        &uuid::Uuid::new_v4().simple().to_string()[..6]
    );
    sqlx::query_scalar(
        "insert into users (email, username, role, permissions, status, first_name, last_name, language)
         values ($1, $2, 'staff', $3, 'new', $4, $5, $6) returning id",
    )
    .bind(email)
    .bind(username)
    .bind(permissions)
    .bind(first)
    .bind(last)
    .bind(lang)
    .fetch_one(db)
    .await
}

pub async fn update_staff(
    db: &mut PgConnection,
    id: i64,
    first: &str,
    last: Option<&str>,
    permissions: &[String],
) -> sqlx::Result<bool> {
    Ok(sqlx::query("update users set first_name = $2, last_name = $3, permissions = $4, updated_at = now() where id = $1 and role = 'staff'")
        .bind(id)
        .bind(first)
        .bind(last)
        .bind(permissions)
        .execute(db)
        .await?
        .rows_affected()
        == 1)
}

pub async fn set_staff_status(db: &mut PgConnection, id: i64, active: bool) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update users set status = case when $2 then (case when password_hash is null then 'new' else 'active' end) else 'suspended' end,
                updated_at = now()
         where id = $1 and role = 'staff'",
    )
    .bind(id)
    .bind(active)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}
