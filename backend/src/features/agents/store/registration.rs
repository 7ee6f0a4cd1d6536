//! Registering an agent: the leader of a registration link, a tier's rank, and the new agent's
//! row.

use sqlx::{FromRow, PgConnection};

#[derive(FromRow)]
pub struct Leader {
    pub id: i64,
    pub role: String,
    pub status: String,
    pub tier_rank: Option<i32>,
}

pub async fn leader(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Leader>> {
    sqlx::query_as(
        "select u.id, u.role, u.status, t.rank_number as tier_rank from users u left join tiers t on t.id = u.tier_id where u.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

pub async fn tier_rank(db: &mut PgConnection, tier_id: i64) -> sqlx::Result<Option<i32>> {
    sqlx::query_scalar("select rank_number from tiers where id = $1")
        .bind(tier_id)
        .fetch_optional(db)
        .await
}

pub struct NewAgent<'a> {
    pub email: &'a str,
    pub username: &'a str,
    /// None: no password until an invitation is used.
    pub password_hash: Option<&'a str>,
    pub tier_id: i64,
    pub upline_id: i64,
    pub helper_id: Option<i64>,
    pub category: &'a str,
    pub company_name: Option<&'a str>,
    pub roc_number: Option<&'a str>,
    pub first_name: &'a str,
    pub last_name: Option<&'a str>,
    pub identity_number: Option<&'a str>,
    pub phone_code: &'a str,
    pub phone: &'a str,
    pub language: &'a str,
}

pub async fn insert_agent(db: &mut PgConnection, a: &NewAgent<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into users (email, username, password_hash, role, tier_id, upline_id, helper_id, category, company_name,
                            first_name, last_name, identity_number, phone_code, phone, language, status, country, roc_number)
         values ($1, $2, $3, 'agent', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'new', 'MY', $15) returning id",
    )
    .bind(a.email)
    .bind(a.username)
    .bind(a.password_hash)
    .bind(a.tier_id)
    .bind(a.upline_id)
    .bind(a.helper_id)
    .bind(a.category)
    .bind(a.company_name)
    .bind(a.first_name)
    .bind(a.last_name)
    .bind(a.identity_number)
    .bind(a.phone_code)
    .bind(a.phone)
    .bind(a.language)
    .bind(a.roc_number)
    .fetch_one(db)
    .await
}

/// The company's HQ user: the top of the tree, the upline of agents directly under HQ.
pub async fn hq_user(db: &mut PgConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar("select id from users where role = 'hq' order by id limit 1")
        .fetch_one(db)
        .await
}

pub async fn username(db: &mut PgConnection, id: i64) -> sqlx::Result<String> {
    sqlx::query_scalar("select username from users where id = $1")
        .bind(id)
        .fetch_one(db)
        .await
}

/// The terms and conditions of a tier: its own, then those for every tier.
pub async fn tier_terms(db: &mut PgConnection, tier_id: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "select content from terms where tier_id = $1 or tier_id is null
         order by tier_id is null, updated_at desc, id",
    )
    .bind(tier_id)
    .fetch_all(db)
    .await
}
