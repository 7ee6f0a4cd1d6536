//! The hall of fame and the news feed.

use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug, Clone)]
pub struct HonourRow {
    pub id: i64,
    pub title: String,
    pub award_date: chrono::NaiveDate,
    pub user_name: String,
    pub achievement: String,
    pub image_key: Option<String>,
}

pub async fn honours(db: &mut PgConnection) -> sqlx::Result<Vec<HonourRow>> {
    sqlx::query_as("select id, title, award_date, user_name, achievement, image_key from hall_of_fame order by award_date desc, id desc")
        .fetch_all(db)
        .await
}

/// Inserts (id None) or updates an entry; a new image replaces the old one. Returns the replaced
/// image key, or None when the id is unknown.
pub async fn save_honour(
    db: &mut PgConnection,
    id: Option<i64>,
    h: &HonourRow,
) -> sqlx::Result<Option<Option<String>>> {
    match id {
        None => {
            sqlx::query("insert into hall_of_fame (title, award_date, user_name, achievement, image_key) values ($1, $2, $3, $4, $5)")
                .bind(&h.title)
                .bind(h.award_date)
                .bind(&h.user_name)
                .bind(&h.achievement)
                .bind(&h.image_key)
                .execute(db)
                .await?;
            Ok(Some(None))
        }
        Some(id) => sqlx::query_scalar(
            "update hall_of_fame n set title = $2, award_date = $3, user_name = $4, achievement = $5,
                    image_key = coalesce($6, n.image_key)
             from hall_of_fame old where n.id = $1 and old.id = n.id
             returning case when $6 is not null then old.image_key end",
        )
        .bind(id)
        .bind(&h.title)
        .bind(h.award_date)
        .bind(&h.user_name)
        .bind(&h.achievement)
        .bind(&h.image_key)
        .fetch_optional(db)
        .await,
    }
}

pub async fn delete_honour(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Option<String>>> {
    sqlx::query_scalar("delete from hall_of_fame where id = $1 returning image_key")
        .bind(id)
        .fetch_optional(db)
        .await
}

#[derive(FromRow, Debug, Clone)]
pub struct NewsRow {
    pub id: i64,
    pub pinned: bool,
    pub subject: String,
    pub content: String,
    pub file_key: Option<String>,
    pub file_name: Option<String>,
    pub video_id: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

pub async fn news(db: &mut PgConnection) -> sqlx::Result<Vec<NewsRow>> {
    sqlx::query_as(
        "select id, pinned, subject, content, file_key, file_name, video_id, created_at from news_feed
         order by pinned desc, created_at desc, id desc limit 200",
    )
    .fetch_all(db)
    .await
}

/// Inserts (id None) or updates a post; a new file replaces the old one. Returns the replaced file
/// key, or None when the id is unknown.
pub async fn save_news(
    db: &mut PgConnection,
    id: Option<i64>,
    n: &NewsRow,
) -> sqlx::Result<Option<Option<String>>> {
    match id {
        None => {
            sqlx::query("insert into news_feed (pinned, subject, content, file_key, file_name, video_id) values ($1, $2, $3, $4, $5, $6)")
                .bind(n.pinned)
                .bind(&n.subject)
                .bind(&n.content)
                .bind(&n.file_key)
                .bind(&n.file_name)
                .bind(&n.video_id)
                .execute(db)
                .await?;
            Ok(Some(None))
        }
        Some(id) => sqlx::query_scalar(
            "update news_feed n set subject = $2, content = $3, video_id = $4,
                    file_key = coalesce($5, n.file_key), file_name = case when $5 is null then n.file_name else $6 end,
                    updated_at = now()
             from news_feed old where n.id = $1 and old.id = n.id
             returning case when $5 is not null then old.file_key end",
        )
        .bind(id)
        .bind(&n.subject)
        .bind(&n.content)
        .bind(&n.video_id)
        .bind(&n.file_key)
        .bind(&n.file_name)
        .fetch_optional(db)
        .await,
    }
}

pub async fn pin_news(db: &mut PgConnection, id: i64, pinned: bool) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("update news_feed set pinned = $2, updated_at = now() where id = $1")
            .bind(id)
            .bind(pinned)
            .execute(db)
            .await?
            .rows_affected()
            == 1,
    )
}

pub async fn delete_news(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Option<String>>> {
    sqlx::query_scalar("delete from news_feed where id = $1 returning file_key")
        .bind(id)
        .fetch_optional(db)
        .await
}
