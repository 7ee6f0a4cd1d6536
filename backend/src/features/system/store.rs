//! SQL of the system pages.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

/// Whether PostgreSQL answers.
pub async fn postgres_answers(pool: &PgPool) -> bool {
    sqlx::query_scalar::<_, i32>("select 1")
        .fetch_one(pool)
        .await
        .is_ok()
}

#[derive(sqlx::FromRow)]
pub struct OutboxEmail {
    pub created_at: DateTime<Utc>,
    pub to_address: String,
    pub subject: String,
    pub body_text: String,
    pub status: String,
}

/// The company's newest 100 e-mails.
pub async fn newest_emails(db: &mut PgConnection) -> sqlx::Result<Vec<OutboxEmail>> {
    sqlx::query_as(
        "select created_at, to_address, subject, body_text, status
         from outbox_emails order by id desc limit 100",
    )
    .fetch_all(db)
    .await
}
