//! SQL of the agent network.

use sqlx::{FromRow, PgConnection, Postgres, QueryBuilder};

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

#[derive(FromRow, Clone, Debug)]
pub struct TreeNode {
    pub id: i64,
    pub username: String,
    pub name: String,
    pub tier_name: Option<String>,
    pub status: String,
    pub upline_id: Option<i64>,
    pub downline_count: i64,
    pub group_size: i32,
    pub tree_path: Option<String>,
}

const NAME: &str = "full_name(u)";

fn node_select() -> String {
    format!(
        "select u.id, u.username, {NAME} as name, t.name as tier_name, u.status, u.upline_id,
            (select count(*) from users d where d.upline_id = u.id and d.role = 'agent') as downline_count,
            u.group_size, u.tree_path
         from users u left join tiers t on t.id = u.tier_id"
    )
}

pub async fn node(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<TreeNode>> {
    sqlx::query_as(&format!(
        "{} where u.id = $1 and u.role = 'agent'",
        node_select()
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// The direct downline of `id`, or the tops of the network (agents under HQ or nobody) when None.
pub async fn children(
    db: &mut PgConnection,
    id: Option<i64>,
    limit: i64,
) -> sqlx::Result<Vec<TreeNode>> {
    let sql = match id {
        Some(_) => format!(
            "{} where u.upline_id = $1 and u.role = 'agent' order by u.first_name, u.id limit $2",
            node_select()
        ),
        None => format!(
            "{} where u.role = 'agent' and u.tree_path = '/' || u.id || '/' and $1::bigint is null
             order by u.first_name, u.id limit $2",
            node_select()
        ),
    };
    sqlx::query_as(&sql)
        .bind(id)
        .bind(limit)
        .fetch_all(db)
        .await
}

/// (id, name) of these agents, in the order given.
pub async fn names(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<(i64, String)>> {
    let rows: Vec<(i64, String, String)> = sqlx::query_as(&format!(
        "select u.id, {NAME}, u.username from users u where u.id = any($1)"
    ))
    .bind(ids)
    .fetch_all(db)
    .await?;
    Ok(ids
        .iter()
        .filter_map(|id| {
            rows.iter()
                .find(|r| r.0 == *id)
                .map(|(id, name, username)| {
                    (
                        *id,
                        if name.is_empty() {
                            username.clone()
                        } else {
                            name.clone()
                        },
                    )
                })
        })
        .collect())
}

/// An agent's place in the tree.
#[derive(FromRow, Clone, Debug)]
pub struct Place {
    pub id: i64,
    pub tree_path: String,
    pub upline_id: Option<i64>,
    pub tier_id: Option<i64>,
    pub tier_rank: Option<i32>,
    pub status: String,
    pub group_size: i32,
}

pub async fn place(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Place>> {
    sqlx::query_as(
        "select u.id, u.tree_path, u.upline_id, u.tier_id, t.rank_number as tier_rank, u.status, u.group_size
         from users u left join tiers t on t.id = u.tier_id
         where u.id = $1 and u.role = 'agent' and u.tree_path is not null",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Puts a newly inserted agent into the tree under `upline_id` and counts them in every ancestor's
/// group. Returns the agent's path.
pub async fn place_in_tree(db: &mut PgConnection, id: i64) -> sqlx::Result<String> {
    let path: String = sqlx::query_scalar(
        "update users u set tree_path = coalesce(
            (select p.tree_path from users p where p.id = u.upline_id and p.role = 'agent'), '/') || u.id || '/'
         where u.id = $1 returning u.tree_path",
    )
    .bind(id)
    .fetch_one(&mut *db)
    .await?;
    let mut ancestors = super::rules::path_ids(&path);
    ancestors.pop();
    sqlx::query("update users set group_size = group_size + 1 where id = any($1)")
        .bind(&ancestors)
        .execute(db)
        .await?;
    Ok(path)
}

/// Moves an agent and their whole subtree under another upline (an agent, HQ or nobody): rewrites
/// every path below in one statement and moves the group counts from the old ancestors to the new.
/// The caller has checked that the new upline is outside the subtree.
pub async fn move_subtree(
    db: &mut PgConnection,
    agent: &Place,
    new_upline: Option<i64>,
) -> sqlx::Result<()> {
    let upline_path: Option<String> = match new_upline {
        Some(u) => {
            sqlx::query_scalar("select tree_path from users where id = $1 and role = 'agent'")
                .bind(u)
                .fetch_optional(&mut *db)
                .await?
                .flatten()
        }
        None => None,
    };
    let new_path = super::rules::child_path(upline_path.as_deref(), agent.id);
    let moved = agent.group_size + 1;
    let mut old_ancestors = super::rules::path_ids(&agent.tree_path);
    old_ancestors.pop();
    let mut new_ancestors = super::rules::path_ids(&new_path);
    new_ancestors.pop();
    sqlx::query("update users set group_size = group_size - $2 where id = any($1)")
        .bind(&old_ancestors)
        .bind(moved)
        .execute(&mut *db)
        .await?;
    sqlx::query("update users set group_size = group_size + $2 where id = any($1)")
        .bind(&new_ancestors)
        .bind(moved)
        .execute(&mut *db)
        .await?;
    sqlx::query(
        "update users set tree_path = $3 || substr(tree_path, length($1) + 1)
         where tree_path >= $1 and tree_path < $2",
    )
    .bind(&agent.tree_path)
    .bind(super::rules::subtree_upper_bound(&agent.tree_path))
    .bind(&new_path)
    .execute(&mut *db)
    .await?;
    sqlx::query("update users set upline_id = $2, updated_at = now() where id = $1")
        .bind(agent.id)
        .bind(new_upline)
        .execute(db)
        .await?;
    Ok(())
}

/// Counts the subtree below a path by scanning it (the figure `group_size` keeps without a scan).
pub async fn count_below(db: &mut PgConnection, path: &str) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from users where tree_path > $1 and tree_path < $2")
        .bind(path)
        .bind(super::rules::subtree_upper_bound(path))
        .fetch_one(db)
        .await
}

/// Agents below `root_path` (or anywhere, when None) whose name or username matches.
pub async fn search(
    db: &mut PgConnection,
    root_path: Option<&str>,
    text: &str,
) -> sqlx::Result<Vec<TreeNode>> {
    let pattern = crate::http::contains_pattern(text);
    let (low, high) = match root_path {
        Some(p) => (
            Some(p.to_string()),
            Some(super::rules::subtree_upper_bound(p)),
        ),
        None => (None, None),
    };
    sqlx::query_as(&format!(
        "{} where u.role = 'agent'
           and ($1::text is null or (u.tree_path > $1 and u.tree_path < $2))
           and ({NAME} ilike $3 or u.username ilike $3)
         order by u.first_name, u.id limit 50",
        node_select()
    ))
    .bind(low)
    .bind(high)
    .bind(pattern)
    .fetch_all(db)
    .await
}

// ---- The agent database --------------------------------------------------------------------------

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
}

fn agents_query<'a>(select: &str, f: &'a AgentFilter) -> QueryBuilder<'a, Postgres> {
    let mut q = QueryBuilder::new(format!(
        "select {select} from users u
         left join tiers t on t.id = u.tier_id
         left join users up on up.id = u.upline_id
         left join users hp on hp.id = u.helper_id
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
    (select count(*) from users d where d.upline_id = u.id and d.role = 'agent') as recruits, u.group_size";

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
            u.category, u.company_name, u.phone_code, u.phone, u.email, u.address_line1, u.address_line2,
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

// ---- Changes: tier, upline, status ---------------------------------------------------------------

pub struct ChangeRecord {
    pub agent_id: i64,
    pub kind: &'static str,
    pub from_tier: Option<i64>,
    pub to_tier: Option<i64>,
    pub from_upline: Option<i64>,
    pub to_upline: Option<i64>,
    pub by: Option<i64>,
}

impl ChangeRecord {
    /// A change of status (activate, suspend, unsuspend) by a user.
    pub fn status(agent_id: i64, kind: &'static str, by: i64) -> ChangeRecord {
        ChangeRecord {
            agent_id,
            kind,
            from_tier: None,
            to_tier: None,
            from_upline: None,
            to_upline: None,
            by: Some(by),
        }
    }
}

pub async fn record_change(db: &mut PgConnection, c: &ChangeRecord) -> sqlx::Result<()> {
    sqlx::query(
        "insert into agent_changes (agent_id, kind, from_tier_id, to_tier_id, from_upline, to_upline, changed_by)
         values ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(c.agent_id)
    .bind(c.kind)
    .bind(c.from_tier)
    .bind(c.to_tier)
    .bind(c.from_upline)
    .bind(c.to_upline)
    .bind(c.by)
    .execute(db)
    .await?;
    Ok(())
}

#[derive(FromRow, Debug, Clone)]
pub struct ChangeRow {
    pub id: i64,
    pub kind: String,
    pub from_tier: Option<String>,
    pub to_tier: Option<String>,
    pub from_upline: Option<String>,
    pub to_upline: Option<String>,
    pub by: Option<String>,
    pub at: chrono::DateTime<chrono::Utc>,
}

pub async fn changes(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<Vec<ChangeRow>> {
    let person = |alias: &str| format!("nullif(full_name({alias}), '')");
    sqlx::query_as(&format!(
        "select c.id, c.kind, ft.name as from_tier, tt.name as to_tier,
            coalesce({}, fu.username) as from_upline, coalesce({}, tu.username) as to_upline,
            coalesce({}, b.email) as by, c.changed_at as at
         from agent_changes c
         left join tiers ft on ft.id = c.from_tier_id left join tiers tt on tt.id = c.to_tier_id
         left join users fu on fu.id = c.from_upline left join users tu on tu.id = c.to_upline
         left join users b on b.id = c.changed_by
         where c.agent_id = $1 order by c.changed_at desc, c.id desc limit 200",
        person("fu"),
        person("tu"),
        person("b")
    ))
    .bind(agent_id)
    .fetch_all(db)
    .await
}

pub async fn set_tier(db: &mut PgConnection, id: i64, tier_id: i64) -> sqlx::Result<()> {
    sqlx::query("update users set tier_id = $2, updated_at = now() where id = $1")
        .bind(id)
        .bind(tier_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Suspends (remembering the status to return to) and ends every session; or returns the agent to
/// the status they had. Returns the new status.
pub async fn set_suspended(
    db: &mut PgConnection,
    id: i64,
    suspended: bool,
) -> sqlx::Result<String> {
    let status: String = if suspended {
        sqlx::query_scalar(
            "update users set status_before_suspension = case when status = 'suspended'
                    then status_before_suspension else status end,
                status = 'suspended', updated_at = now()
             where id = $1 returning status",
        )
        .bind(id)
        .fetch_one(&mut *db)
        .await?
    } else {
        sqlx::query_scalar(
            "update users set status = case when status = 'suspended'
                    then coalesce(status_before_suspension, 'active') else status end,
                status_before_suspension = null, updated_at = now()
             where id = $1 returning status",
        )
        .bind(id)
        .fetch_one(&mut *db)
        .await?
    };
    if suspended {
        sqlx::query("delete from sessions where user_id = $1")
            .bind(id)
            .execute(db)
            .await?;
    }
    Ok(status)
}

/// new → active (HQ activation, or later a first completed order).
pub async fn activate(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update users set status = 'active', activated_at = now(), updated_at = now()
         where id = $1 and role = 'agent' and status in ('new', 'inactive')",
    )
    .bind(id)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// Marks active agents with no purchase (or activation, or joining) within the company's inactive
/// period as inactive, with a history line each. Idempotent: a second run finds nobody new.
pub async fn mark_inactive(db: &mut PgConnection) -> sqlx::Result<u64> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "update users u set status = 'inactive', inactive_at = now(), updated_at = now()
         from company_settings s
         where u.role = 'agent' and u.status = 'active'
           and coalesce(u.last_purchase_at, u.activated_at, u.created_at)
               < now() - make_interval(months => s.inactive_period_months)
         returning u.id",
    )
    .fetch_all(&mut *db)
    .await?;
    sqlx::query(
        "insert into agent_changes (agent_id, kind) select unnest($1::bigint[]), 'inactive'",
    )
    .bind(&ids)
    .execute(db)
    .await?;
    Ok(ids.len() as u64)
}

/// Candidates for a new upline: agents outside `path`'s subtree whose tier ranks above `rank`.
pub async fn upline_candidates(
    db: &mut PgConnection,
    path: &str,
    rank: i32,
    pattern: Option<&str>,
) -> sqlx::Result<Vec<(i64, String, String, Option<String>, Option<i32>)>> {
    sqlx::query_as(&format!(
        "select u.id, {NAME}, u.username, t.name, t.rank_number from users u join tiers t on t.id = u.tier_id
         where u.role = 'agent' and u.status <> 'suspended' and t.rank_number < $3
           and not (u.tree_path >= $1 and u.tree_path < $2)
           and ($4::text is null or {NAME} ilike $4 or u.username ilike $4)
         order by t.rank_number, u.first_name, u.id limit 50"
    ))
    .bind(path)
    .bind(super::rules::subtree_upper_bound(path))
    .bind(rank)
    .bind(pattern)
    .fetch_all(db)
    .await
}

pub async fn status_counts(db: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as("select status, count(*) from users where role = 'agent' group by status")
        .fetch_all(db)
        .await
}

pub async fn tier_counts(db: &mut PgConnection) -> sqlx::Result<Vec<(i64, String, i64)>> {
    sqlx::query_as(
        "select t.id, t.name, (select count(*) from users u where u.tier_id = t.id and u.role = 'agent')
         from tiers t order by t.rank_number",
    )
    .fetch_all(db)
    .await
}

pub async fn changes_since(
    db: &mut PgConnection,
    since: chrono::DateTime<chrono::Utc>,
) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from agent_changes where changed_at >= $1")
        .bind(since)
        .fetch_one(db)
        .await
}
