//! Changes of tier, upline and status, each kept in the agent's history: setting the tier,
//! suspending and returning, activation, marking inactive agents, the upline candidates of the
//! promote/demote screen, and its counts.

use super::NAME;
use crate::features::agents::rules;
use sqlx::{FromRow, PgConnection};

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
    .bind(rules::subtree_upper_bound(path))
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

/// Locks an agent's row for the rest of the request: two changes to one agent queue up.
pub async fn lock_agent(db: &mut PgConnection, id: i64) -> sqlx::Result<()> {
    sqlx::query("select 1 from users where id = $1 for update")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Sets (or clears) the helper who assists an agent.
pub async fn set_helper(
    db: &mut PgConnection,
    agent_id: i64,
    helper_id: Option<i64>,
) -> sqlx::Result<()> {
    sqlx::query("update users set helper_id = $2 where id = $1")
        .bind(agent_id)
        .bind(helper_id)
        .execute(db)
        .await?;
    Ok(())
}
