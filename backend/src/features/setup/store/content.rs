//! Content per tier: terms, greetings and FAQs, each for one tier or for every tier.

use sqlx::{FromRow, PgConnection};

/// Terms, greetings and FAQs share one shape: a tier (or every tier) and two texts.
#[derive(Clone, Copy, Debug)]
pub enum Content {
    Terms,
    Greetings,
    Faqs,
}

impl Content {
    /// (table, first text column, second text column or "")
    fn shape(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Content::Terms => ("terms", "content", ""),
            Content::Greetings => ("greetings", "subject", "detail"),
            Content::Faqs => ("faqs", "question", "answer"),
        }
    }
}

#[derive(FromRow, Debug, Clone)]
pub struct ContentRow {
    pub id: i64,
    pub tier_id: Option<i64>,
    pub tier_name: Option<String>,
    pub first: String,
    pub second: Option<String>,
}

/// Every item, or (for an agent) the items of `tier` and of every tier.
pub async fn content(
    db: &mut PgConnection,
    kind: Content,
    only_tier: Option<Option<i64>>,
) -> sqlx::Result<Vec<ContentRow>> {
    let (table, a, b) = kind.shape();
    let second = if b.is_empty() {
        "null::text".to_string()
    } else {
        format!("c.{b}")
    };
    let filter = if only_tier.is_some() {
        "where c.tier_id is null or c.tier_id = $1"
    } else {
        ""
    };
    sqlx::query_as(&format!(
        "select c.id, c.tier_id, t.name as tier_name, c.{a} as first, {second} as second
         from {table} c left join tiers t on t.id = c.tier_id {filter} order by c.tier_id nulls first, c.id"
    ))
    .bind(only_tier.flatten())
    .fetch_all(db)
    .await
}

pub async fn save_content(
    db: &mut PgConnection,
    kind: Content,
    id: Option<i64>,
    tier: Option<i64>,
    first: &str,
    second: Option<&str>,
) -> sqlx::Result<Option<i64>> {
    let (table, a, b) = kind.shape();
    let two = !b.is_empty();
    let id_param = if two { "$4" } else { "$3" };
    let sql = match (id, two) {
        (None, false) => format!("insert into {table} (tier_id, {a}) values ($1, $2) returning id"),
        (None, true) => format!("insert into {table} (tier_id, {a}, {b}) values ($1, $2, $3) returning id"),
        (Some(_), false) => format!("update {table} set tier_id = $1, {a} = $2, updated_at = now() where id = {id_param} returning id"),
        (Some(_), true) => format!("update {table} set tier_id = $1, {a} = $2, {b} = $3, updated_at = now() where id = {id_param} returning id"),
    };
    let mut q = sqlx::query_scalar(&sql).bind(tier).bind(first);
    if two {
        q = q.bind(second);
    }
    if let Some(id) = id {
        q = q.bind(id);
    }
    q.fetch_optional(db).await
}

pub async fn delete_content(db: &mut PgConnection, kind: Content, id: i64) -> sqlx::Result<u64> {
    let (table, _, _) = kind.shape();
    Ok(sqlx::query(&format!("delete from {table} where id = $1"))
        .bind(id)
        .execute(db)
        .await?
        .rows_affected())
}

pub async fn tier_exists(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists(select 1 from tiers where id = $1)")
        .bind(id)
        .fetch_one(db)
        .await
}
