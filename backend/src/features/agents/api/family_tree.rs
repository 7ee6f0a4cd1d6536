//! `/user/family-tree`: an agent's downline a level at a time, and the search of it by name.

use super::{display_name, steps, visible_ids, PathStep};
use crate::features::agents::{rules, store};
use crate::{
    http::tags::ApiTags,
    http::{auth::UserAuth, ok, ApiError, ApiResult},
};
use poem_openapi::{param::Query, Object, OpenApi};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct FamilyNode {
    pub id: i64,
    pub username: String,
    pub name: String,
    #[oai(nullable)]
    pub tier: Option<String>,
    /// new, active, inactive or suspended
    pub status: String,
    #[oai(nullable)]
    pub upline_id: Option<i64>,
    /// Direct downline.
    pub downline_count: i64,
    /// Everyone below.
    pub group_count: i64,
    /// This Kuala Lumpur month's sales of everyone below (the sales ledger).
    pub group_sales: String,
    /// For search matches: the uplines from the viewer's top down to the match's upline.
    #[oai(nullable)]
    pub path: Option<Vec<PathStep>>,
}
#[derive(Object)]
pub struct FamilyTree {
    /// The agent whose downline is listed (none at the top of the network).
    #[oai(nullable)]
    pub root: Option<FamilyNode>,
    /// The direct downline, or the matches of a name search.
    pub children: Vec<FamilyNode>,
    /// From the viewer's top down to `root`.
    pub path: Vec<PathStep>,
}
fn node(n: store::TreeNode) -> FamilyNode {
    FamilyNode {
        id: n.id,
        name: display_name(n.name, &n.username),
        username: n.username,
        tier: n.tier_name,
        status: n.status,
        upline_id: n.upline_id,
        downline_count: n.downline_count,
        group_count: n.group_size.into(),
        group_sales: crate::domain::money::money(n.group_sales),
        path: None,
    }
}
pub struct FamilyTreeApi;

#[OpenApi(tag = "ApiTags::Agents")]
impl FamilyTreeApi {
    /// An agent's downline, a level at a time: an agent sees only their own downline, HQ and staff
    /// see everyone. `agentName` searches the viewer's downline by name or username; each match
    /// carries the path from the viewer to it.
    #[oai(path = "/user/family-tree", method = "get")]
    async fn family_tree(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<Option<i64>>,
        #[oai(name = "agentName")] agent_name: Query<Option<String>>,
    ) -> ApiResult<FamilyTree> {
        let user = &auth.0;
        let mut db = user.db().await?;
        // Agents see from themselves down; HQ side sees the whole network.
        let viewer = if user.is_hq_side() {
            None
        } else {
            Some(
                store::place(&mut db, user.id)
                    .await?
                    .ok_or_else(ApiError::not_found)?,
            )
        };
        let viewer_id = viewer.as_ref().map(|v| v.id);
        if let Some(text) = agent_name
            .0
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let found =
                store::search(&mut db, viewer.as_ref().map(|v| v.tree_path.as_str()), text).await?;
            let mut children = Vec::new();
            for n in found {
                let mut ids = visible_ids(n.tree_path.as_deref().unwrap_or(""), viewer_id);
                ids.pop();
                let path = steps(&mut db, &ids).await?;
                let mut shown = node(n);
                shown.path = Some(path);
                children.push(shown);
            }
            return ok(FamilyTree {
                root: None,
                children,
                path: Vec::new(),
            });
        }
        let root = match (id.0, &viewer) {
            (Some(target), Some(me)) if target != me.id => {
                let inside = store::place(&mut db, target)
                    .await?
                    .is_some_and(|p| rules::is_within(&me.tree_path, &p.tree_path));
                if !inside {
                    return Err(ApiError::not_found());
                }
                Some(target)
            }
            (Some(target), _) => Some(target),
            (None, me) => me.as_ref().map(|m| m.id),
        };
        let root_node = match root {
            Some(r) => Some(
                store::node(&mut db, r)
                    .await?
                    .ok_or_else(ApiError::not_found)?,
            ),
            None => None,
        };
        let path = match &root_node {
            Some(n) => {
                let ids = visible_ids(n.tree_path.as_deref().unwrap_or(""), viewer_id);
                steps(&mut db, &ids).await?
            }
            None => Vec::new(),
        };
        let children = store::children(&mut db, root, 500).await?;
        ok(FamilyTree {
            root: root_node.map(node),
            children: children.into_iter().map(node).collect(),
            path,
        })
    }
}
