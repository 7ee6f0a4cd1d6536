//! SQL of the agent network.

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
    pub password_hash: &'a str,
    pub tier_id: i64,
    pub upline_id: i64,
    pub helper_id: Option<i64>,
    pub category: &'a str,
    pub company_name: Option<&'a str>,
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
                            first_name, last_name, identity_number, phone_code, phone, language, status, country)
         values ($1, $2, $3, 'agent', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'new', 'MY') returning id",
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
    .fetch_one(db)
    .await
}

#[derive(FromRow)]
pub struct TreeNode {
    pub id: i64,
    pub username: String,
    pub name: String,
    pub tier_name: Option<String>,
    pub status: String,
    pub upline_id: Option<i64>,
    pub downline_count: i64,
}

const NODE: &str = "select u.id, u.username, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name,
        t.name as tier_name, u.status, u.upline_id,
        (select count(*) from users d where d.upline_id = u.id) as downline_count
        from users u left join tiers t on t.id = u.tier_id";

pub async fn node(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<TreeNode>> {
    sqlx::query_as(&format!("{NODE} where u.id = $1 and u.role = 'agent'"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// The direct downline of `id`, or the agents at the top of the network when `id` is None.
pub async fn children(db: &mut PgConnection, id: Option<i64>) -> sqlx::Result<Vec<TreeNode>> {
    sqlx::query_as(&format!(
        "{NODE} where u.role = 'agent' and (u.upline_id = $1 or ($1 is null and (u.upline_id is null or u.upline_id in (select id from users where role <> 'agent'))))
         order by u.first_name, u.id limit 500"
    ))
    .bind(id)
    .fetch_all(db)
    .await
}

/// Whether `id` is `root` or in root's downline.
pub async fn in_downline(db: &mut PgConnection, root: i64, id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "with recursive up as (select id, upline_id, 0 as depth from users where id = $2
                               union all select u.id, u.upline_id, up.depth + 1 from users u join up on u.id = up.upline_id where up.depth < 200)
         select exists(select 1 from up where id = $1)",
    )
    .bind(root)
    .bind(id)
    .fetch_one(db)
    .await
}

/// Agents in `root`'s downline (or anywhere, when None) whose name or username matches.
pub async fn search(
    db: &mut PgConnection,
    root: Option<i64>,
    text: &str,
) -> sqlx::Result<Vec<TreeNode>> {
    let pattern = crate::http::contains_pattern(text);
    sqlx::query_as(&format!(
        "with recursive down as (select id, 0 as depth from users where id = $1
                                 union all select u.id, down.depth + 1 from users u join down on u.upline_id = down.id where down.depth < 200)
         {NODE} where u.role = 'agent' and ($1 is null or u.id in (select id from down))
           and (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ilike $2 or u.username ilike $2)
         order by u.first_name, u.id limit 50"
    ))
    .bind(root)
    .bind(pattern)
    .fetch_all(db)
    .await
}
