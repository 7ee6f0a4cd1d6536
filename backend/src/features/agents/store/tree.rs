//! The family tree: nodes and a level of downline, names along a path, an agent's place, putting a
//! new agent into the tree, moving a subtree, counting below a path, and searching by name.

use super::NAME;
use crate::features::agents::rules;
use sqlx::{FromRow, PgConnection};

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
    /// This Kuala Lumpur month's sales of everyone below.
    pub group_sales: rust_decimal::Decimal,
}

fn node_select() -> String {
    format!(
        "select u.id, u.username, {NAME} as name, t.name as tier_name, u.status, u.upline_id,
            (select count(*) from users d where d.upline_id = u.id and d.role = 'agent') as downline_count,
            u.group_size, u.tree_path,
            coalesce((select st.group_amount from sales_totals st
                      where st.agent_id = u.id and st.period = kl_month(now())), 0) as group_sales
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
    let mut ancestors = rules::path_ids(&path);
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
    let new_path = rules::child_path(upline_path.as_deref(), agent.id);
    let moved = agent.group_size + 1;
    let mut old_ancestors = rules::path_ids(&agent.tree_path);
    old_ancestors.pop();
    let mut new_ancestors = rules::path_ids(&new_path);
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
    crate::features::commissions::store::move_subtree_sales(
        db,
        agent.id,
        &old_ancestors,
        &new_ancestors,
    )
    .await?;
    sqlx::query(
        "update users set tree_path = $3 || substr(tree_path, length($1) + 1)
         where tree_path >= $1 and tree_path < $2",
    )
    .bind(&agent.tree_path)
    .bind(rules::subtree_upper_bound(&agent.tree_path))
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
        .bind(rules::subtree_upper_bound(path))
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
        Some(p) => (Some(p.to_string()), Some(rules::subtree_upper_bound(p))),
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
