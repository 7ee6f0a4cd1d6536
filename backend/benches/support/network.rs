//! The million-agent network the benchmarks share: generated with a fixed seed (most agents recruit
//! nobody or a few, chains over 50 deep) and inserted with their tree paths and group sizes.
#![allow(dead_code)]

use rand::{rngs::StdRng, Rng, SeedableRng};
use sqlx::PgConnection;

pub const AGENTS: usize = 1_000_000;
/// A new agent's upline is one of the previous WINDOW agents: about one recruit each on average
/// (many none, some several), and the network grows about one level per WINDOW / 2 agents.
pub const WINDOW: usize = 30_000;
pub const TOPS: usize = 5;

pub struct Network {
    pub ids: Vec<i64>,
    pub uplines: Vec<Option<usize>>,
    pub paths: Vec<String>,
    pub depth: Vec<u32>,
    pub below: Vec<i32>,
    pub children: Vec<u32>,
}

pub fn generate(first_id: i64) -> Network {
    generate_n(first_id, AGENTS)
}

/// A network of `agents` agents (the same shape as `generate`'s).
pub fn generate_n(first_id: i64, agents: usize) -> Network {
    let mut rng = StdRng::seed_from_u64(42);
    let ids: Vec<i64> = (0..agents as i64).map(|i| first_id + i).collect();
    let mut uplines = Vec::with_capacity(agents);
    let mut paths: Vec<String> = Vec::with_capacity(agents);
    let mut depth = Vec::with_capacity(agents);
    for (i, id) in ids.iter().enumerate() {
        let upline = if i < TOPS {
            None
        } else {
            let from = i.saturating_sub(WINDOW);
            Some(rng.gen_range(from..i))
        };
        let (path, d) = match upline {
            None => (format!("/{id}/"), 1),
            Some(u) => (format!("{}{id}/", paths[u]), depth[u] + 1),
        };
        uplines.push(upline);
        paths.push(path);
        depth.push(d);
    }
    let mut below = vec![0i32; agents];
    let mut children = vec![0u32; agents];
    for i in (0..agents).rev() {
        if let Some(u) = uplines[i] {
            below[u] += below[i] + 1;
            children[u] += 1;
        }
    }
    Network {
        ids,
        uplines,
        paths,
        depth,
        below,
        children,
    }
}

/// Higher tiers nearer the top; the tops alone hold the first tier.
pub fn tier_index(depth: u32) -> usize {
    if depth <= 1 {
        0
    } else {
        1 + ((depth as usize - 2) / 15).min(3)
    }
}

pub async fn insert(
    db: &mut PgConnection,
    net: &Network,
    hq: i64,
    tiers: &[i64],
) -> anyhow::Result<()> {
    const BATCH: usize = 20_000;
    let agents = net.ids.len();
    for start in (0..agents).step_by(BATCH) {
        let end = (start + BATCH).min(agents);
        let ids = &net.ids[start..end];
        let emails: Vec<String> = ids.iter().map(|id| format!("a{id}@bench.test")).collect();
        let usernames: Vec<String> = ids.iter().map(|id| format!("a{id}")).collect();
        let names: Vec<String> = ids.iter().map(|id| format!("Agent {id}")).collect();
        let uplines: Vec<i64> = (start..end)
            .map(|i| net.uplines[i].map(|u| net.ids[u]).unwrap_or(hq))
            .collect();
        let tier: Vec<i64> = (start..end)
            .map(|i| tiers[tier_index(net.depth[i])])
            .collect();
        sqlx::query(
            "insert into users (id, email, username, first_name, role, status, tier_id, upline_id, tree_path,
                                group_size, verified_at, activated_at)
             select id, email, username, first_name, 'agent', 'active', tier_id, upline_id, tree_path, group_size,
                    now(), now()
             from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::text[], $8::int[])
                  as t(id, email, username, first_name, tier_id, upline_id, tree_path, group_size)",
        )
        .bind(ids)
        .bind(&emails)
        .bind(&usernames)
        .bind(&names)
        .bind(&tier)
        .bind(&uplines)
        .bind(&net.paths[start..end])
        .bind(&net.below[start..end])
        .execute(&mut *db)
        .await?;
    }
    sqlx::query(
        "select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))",
    )
    .execute(&mut *db)
    .await?;
    // What autovacuum would have done by now (the visibility map lets counts skip the heap).
    sqlx::query("vacuum (analyze) users")
        .execute(&mut *db)
        .await?;
    Ok(())
}
