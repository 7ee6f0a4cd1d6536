//! The SQL of marketing folders and files.

use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgConnection};

#[derive(FromRow)]
pub struct FolderRow {
    pub id: i64,
    pub name: String,
    pub tier_ids: Vec<i64>,
    pub file_count: i64,
    pub created_at: DateTime<Utc>,
}

/// Folders by name: every one (None), or those a tier sees (Some(tier)).
pub async fn folders(
    db: &mut PgConnection,
    tier: Option<Option<i64>>,
) -> sqlx::Result<Vec<FolderRow>> {
    sqlx::query_as(
        "select f.id, f.name, f.tier_ids,
                (select count(*) from marketing_files m where m.folder_id = f.id) as file_count, f.created_at
         from marketing_folders f
         where ($1::boolean is false or cardinality(f.tier_ids) = 0 or $2::bigint = any(f.tier_ids))
         order by lower(f.name), f.id",
    )
    .bind(tier.is_some())
    .bind(tier.flatten())
    .fetch_all(db)
    .await
}

pub async fn folder(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<FolderRow>> {
    sqlx::query_as(
        "select f.id, f.name, f.tier_ids,
                (select count(*) from marketing_files m where m.folder_id = f.id) as file_count, f.created_at
         from marketing_folders f where f.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Adds (None) or renames and re-tiers a folder; its id (None: no such folder).
pub async fn save_folder(
    db: &mut PgConnection,
    id: Option<i64>,
    name: &str,
    tier_ids: &[i64],
) -> sqlx::Result<Option<i64>> {
    match id {
        None => sqlx::query_scalar(
            "insert into marketing_folders (name, tier_ids) values ($1, $2) returning id",
        )
        .bind(name)
        .bind(tier_ids)
        .fetch_optional(db)
        .await,
        Some(id) => sqlx::query_scalar(
            "update marketing_folders set name = $2, tier_ids = $3, updated_at = now() where id = $1 returning id",
        )
        .bind(id)
        .bind(name)
        .bind(tier_ids)
        .fetch_optional(db)
        .await,
    }
}

/// Deletes a folder and its files; the stored keys of the files, whose bytes go too.
pub async fn delete_folder(
    db: &mut PgConnection,
    id: i64,
) -> sqlx::Result<Vec<(String, Option<String>)>> {
    let keys = sqlx::query_as(
        "delete from marketing_files where folder_id = $1 returning file_key, thumb_key",
    )
    .bind(id)
    .fetch_all(&mut *db)
    .await?;
    sqlx::query("delete from marketing_folders where id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(keys)
}

pub async fn known_tiers(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from tiers where id = any($1)")
        .bind(ids)
        .fetch_one(db)
        .await
}

#[derive(FromRow)]
pub struct FileRow {
    pub id: i64,
    pub folder_id: i64,
    pub folder_tier_ids: Vec<i64>,
    pub name: String,
    pub description: String,
    pub kind: String,
    pub size_bytes: i64,
    pub file_key: String,
    pub thumb_key: Option<String>,
    pub original_name: String,
    pub created_at: DateTime<Utc>,
}

const FILE_SELECT: &str =
    "select m.id, m.folder_id, f.tier_ids as folder_tier_ids, m.name, m.description, m.kind,
        m.size_bytes, m.file_key, m.thumb_key, m.original_name, m.created_at
    from marketing_files m join marketing_folders f on f.id = m.folder_id";

/// A folder's files, newest first.
pub async fn files(db: &mut PgConnection, folder_id: i64) -> sqlx::Result<Vec<FileRow>> {
    sqlx::query_as(&format!(
        "{FILE_SELECT} where m.folder_id = $1 order by m.created_at desc, m.id desc"
    ))
    .bind(folder_id)
    .fetch_all(db)
    .await
}

pub async fn file(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<FileRow>> {
    sqlx::query_as(&format!("{FILE_SELECT} where m.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

pub struct NewFile<'a> {
    pub folder_id: i64,
    pub name: &'a str,
    pub description: &'a str,
    pub kind: &'a str,
    pub size_bytes: i64,
    pub file_key: &'a str,
    pub thumb_key: Option<&'a str>,
    pub original_name: &'a str,
    pub created_by: i64,
}

pub async fn insert_file(db: &mut PgConnection, f: &NewFile<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into marketing_files (folder_id, name, description, kind, size_bytes, file_key, thumb_key,
                                      original_name, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id",
    )
    .bind(f.folder_id)
    .bind(f.name)
    .bind(f.description)
    .bind(f.kind)
    .bind(f.size_bytes)
    .bind(f.file_key)
    .bind(f.thumb_key)
    .bind(f.original_name)
    .bind(f.created_by)
    .fetch_one(db)
    .await
}

/// Deletes a file; its stored keys (None: no such file).
pub async fn delete_file(
    db: &mut PgConnection,
    id: i64,
) -> sqlx::Result<Option<(String, Option<String>)>> {
    sqlx::query_as("delete from marketing_files where id = $1 returning file_key, thumb_key")
        .bind(id)
        .fetch_optional(db)
        .await
}
