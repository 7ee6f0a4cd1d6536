//! The agent database: the list with its filter and count, one agent's record, and the tiers.

use super::NAME;
use sqlx::{FromRow, PgConnection, Postgres, QueryBuilder};

#[derive(Debug, Default, Clone)]
pub struct AgentFilter {
    /// A LIKE pattern (escaped) matched against name, username, e-mail, phone and IC.
    pub pattern: Option<String>,
    /// An exact agent id typed into the search.
    pub id: Option<i64>,
    pub tier_id: Option<i64>,
    pub status: Option<String>,
    pub upline_id: Option<i64>,
    pub joined_from: Option<chrono::DateTime<chrono::Utc>>,
    pub joined_to: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(FromRow, Debug, Clone)]
pub struct AgentRow {
    pub id: i64,
    pub username: String,
    pub name: String,
    pub tier_id: Option<i64>,
    pub tier_name: Option<String>,
    pub status: String,
    pub upline_id: Option<i64>,
    pub upline_name: Option<String>,
    pub helper_name: Option<String>,
    pub email: String,
    pub phone: Option<String>,
    pub identity_number: Option<String>,
    pub address: Option<String>,
    pub joined_at: chrono::DateTime<chrono::Utc>,
    pub recruits: i64,
    pub group_size: i32,
    /// This Kuala Lumpur month's sales: the agent's own and their group's.
    pub personal_sales: rust_decimal::Decimal,
    pub group_sales: rust_decimal::Decimal,
}

fn agents_query<'a>(select: &str, f: &'a AgentFilter) -> QueryBuilder<'a, Postgres> {
    let mut q = QueryBuilder::new(format!(
        "select {select} from users u
         left join tiers t on t.id = u.tier_id
         left join users up on up.id = u.upline_id
         left join users hp on hp.id = u.helper_id
         left join sales_totals st on st.agent_id = u.id and st.period = kl_month(now())
         where u.role = 'agent'"
    ));
    match (&f.pattern, f.id) {
        (Some(p), id) => {
            q.push(" and (u.username ilike ")
                .push_bind(p)
                .push(format!(" or {NAME} ilike "))
                .push_bind(p)
                .push(" or u.email ilike ")
                .push_bind(p)
                .push(" or coalesce(u.phone_code, '') || coalesce(u.phone, '') ilike ")
                .push_bind(p)
                .push(" or u.identity_number ilike ")
                .push_bind(p);
            if let Some(id) = id {
                q.push(" or u.id = ").push_bind(id);
            }
            q.push(")");
        }
        (None, Some(id)) => {
            q.push(" and u.id = ").push_bind(id);
        }
        (None, None) => {}
    }
    if let Some(t) = f.tier_id {
        q.push(" and u.tier_id = ").push_bind(t);
    }
    if let Some(s) = &f.status {
        q.push(" and u.status = ").push_bind(s);
    }
    if let Some(u) = f.upline_id {
        q.push(" and u.upline_id = ").push_bind(u);
    }
    if let Some(from) = f.joined_from {
        q.push(" and u.created_at >= ").push_bind(from);
    }
    if let Some(to) = f.joined_to {
        q.push(" and u.created_at < ").push_bind(to);
    }
    q
}

const AGENT_COLUMNS: &str = "u.id, u.username, full_name(u) as name,
    u.tier_id, t.name as tier_name, u.status, u.upline_id,
    nullif(full_name(up), '') as upline_name,
    nullif(full_name(hp), '') as helper_name,
    u.email, nullif(coalesce(u.phone_code, '') || coalesce(u.phone, ''), '') as phone, u.identity_number,
    nullif(concat_ws(', ', u.address_line1, u.address_line2, u.address_postcode, u.address_city, u.address_state), '') as address,
    u.created_at as joined_at,
    (select count(*) from users d where d.upline_id = u.id and d.role = 'agent') as recruits, u.group_size,
    coalesce(st.personal_amount, 0) as personal_sales, coalesce(st.group_amount, 0) as group_sales";

pub async fn count_agents(db: &mut PgConnection, f: &AgentFilter) -> sqlx::Result<i64> {
    agents_query("count(*)", f)
        .build_query_scalar()
        .fetch_one(db)
        .await
}

/// Newest first.
pub async fn list_agents(
    db: &mut PgConnection,
    f: &AgentFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<AgentRow>> {
    let mut q = agents_query(AGENT_COLUMNS, f);
    q.push(" order by u.created_at desc, u.id desc limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    q.build_query_as().fetch_all(db).await
}

#[derive(FromRow, Debug, Clone)]
pub struct AgentRecordRow {
    pub id: i64,
    pub username: String,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub tier_id: Option<i64>,
    pub tier_name: Option<String>,
    pub status: String,
    pub upline_id: Option<i64>,
    pub helper_id: Option<i64>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub verified_at: Option<chrono::DateTime<chrono::Utc>>,
    pub birth_date: Option<chrono::NaiveDate>,
    pub gender: Option<String>,
    pub identity_number: Option<String>,
    pub roc_number: Option<String>,
    pub category: Option<String>,
    pub company_name: Option<String>,
    pub phone_code: Option<String>,
    pub phone: Option<String>,
    pub email: String,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub address_postcode: Option<String>,
    pub address_city: Option<String>,
    pub address_state: Option<String>,
    pub address_country: Option<String>,
    pub bank_country: Option<String>,
    pub bank_company: Option<String>,
    pub bank_account_number: Option<String>,
    pub bank_account_name: Option<String>,
    pub facebook_url: Option<String>,
    pub instagram_url: Option<String>,
    pub tiktok_url: Option<String>,
    pub twitter_url: Option<String>,
    pub recruits: i64,
    pub group_size: i32,
    pub tree_path: Option<String>,
}

pub async fn record(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<AgentRecordRow>> {
    sqlx::query_as(
        "select u.id, u.username, u.first_name, u.last_name, u.tier_id, t.name as tier_name, u.status,
            u.upline_id, u.helper_id, u.created_at, u.verified_at, u.birth_date, u.gender, u.identity_number,
            u.category, u.company_name, u.roc_number, u.phone_code, u.phone, u.email, u.address_line1, u.address_line2,
            u.address_postcode, u.address_city, u.address_state, u.address_country, u.bank_country,
            u.bank_company, u.bank_account_number, u.bank_account_name, u.facebook_url, u.instagram_url,
            u.tiktok_url, u.twitter_url,
            (select count(*) from users d where d.upline_id = u.id and d.role = 'agent') as recruits,
            u.group_size, u.tree_path
         from users u left join tiers t on t.id = u.tier_id where u.id = $1 and u.role = 'agent'",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Every tier: (id, name, rank number), by rank.
pub async fn tiers(db: &mut PgConnection) -> sqlx::Result<Vec<(i64, String, i32)>> {
    sqlx::query_as("select id, name, rank_number from tiers order by rank_number")
        .fetch_all(db)
        .await
}
