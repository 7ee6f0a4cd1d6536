//! The agent tree at a million: one company with 1,000,000 agents (most recruit nobody or a few,
//! chains over 50 deep), timed through the HTTP API: one tree level with its counts, the ancestor
//! path of the deepest agent, the group count of an agent with ~100,000 below (and the same count
//! as a scan, directly in SQL), and moving an agent with ~10,000 below to another upline. Prints
//! medians; asserts nothing. Run with `infra/bench`.

mod support;

use std::time::{Duration, Instant};
use support::network::{generate, insert, AGENTS, TOPS};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let state = support::state().await?;
    let bench = support::company(&state, "Network Bench Sdn Bhd").await?;
    let mut db = support::connect_in(&state.config.database_owner_url, &bench.company).await?;
    let tiers: Vec<i64> = sqlx::query_scalar(
        "insert into tiers (name, rank_number) select 'Tier ' || r, r from generate_series(1, 5) r returning id",
    )
    .fetch_all(&mut db)
    .await?;
    let first_id: i64 = sqlx::query_scalar("select max(id) + 1 from users")
        .fetch_one(&mut db)
        .await?;
    let started = Instant::now();
    let net = generate(first_id);
    insert(&mut db, &net, bench.hq_id, &tiers).await?;
    let deepest = (0..AGENTS).max_by_key(|i| net.depth[*i]).unwrap_or(0);
    println!(
        "data: {AGENTS} agents, deepest chain {} levels, {} with no recruits, most recruits {} (generated and inserted in {:.0} s)",
        net.depth[deepest],
        net.children.iter().filter(|c| **c == 0).count(),
        net.children.iter().max().unwrap_or(&0),
        started.elapsed().as_secs_f64()
    );

    // The server on a local port, and HQ signed in.
    let addr = support::serve(&state).await?;
    let host = bench.host.clone();
    let client = reqwest::Client::new();
    let token = support::sign_in(&client, &addr, &bench).await?;
    let call = |method: reqwest::Method, path: String, body: Option<serde_json::Value>| {
        let mut req = client
            .request(method, format!("http://{addr}{path}"))
            .header("host", &host)
            .bearer_auth(&token);
        if let Some(b) = body {
            req = req.json(&b);
        }
        async move {
            let started = Instant::now();
            let r = req.send().await?;
            let status = r.status();
            let body: serde_json::Value = r.json().await?;
            anyhow::ensure!(status == 200, "{path}: {status} {body}");
            Ok::<_, anyhow::Error>((started.elapsed(), body))
        }
    };

    // One level: the agent with the most direct recruits.
    let busiest = (0..AGENTS).max_by_key(|i| net.children[*i]).unwrap_or(0);
    let mut level = Vec::new();
    for _ in 0..runs {
        let (t, body) = call(
            reqwest::Method::GET,
            format!("/api/user/family-tree?id={}", net.ids[busiest]),
            None,
        )
        .await?;
        anyhow::ensure!(
            body["data"]["children"].as_array().map(Vec::len)
                == Some(net.children[busiest] as usize)
        );
        level.push(t);
    }
    // The ancestor path of the deepest agent.
    let mut ancestors = Vec::new();
    for _ in 0..runs {
        let (t, body) = call(
            reqwest::Method::GET,
            format!("/api/user/family-tree?id={}", net.ids[deepest]),
            None,
        )
        .await?;
        anyhow::ensure!(
            body["data"]["path"].as_array().map(Vec::len) == Some(net.depth[deepest] as usize)
        );
        ancestors.push(t);
    }
    // The group of an agent with about 100,000 below: read through the API, and scanned in SQL.
    let big = (0..AGENTS)
        .min_by_key(|i| (net.below[*i] - 100_000).abs())
        .unwrap_or(0);
    let mut group = Vec::new();
    for _ in 0..runs {
        let (t, body) = call(
            reqwest::Method::GET,
            format!("/api/agent-database/detail?id={}", net.ids[big]),
            None,
        )
        .await?;
        anyhow::ensure!(body["data"]["downline"] == net.below[big]);
        group.push(t);
    }
    let mut scan = Vec::new();
    for _ in 0..20 {
        let started = Instant::now();
        let n = backend::features::agents::store::count_below(&mut db, &net.paths[big]).await?;
        anyhow::ensure!(n == i64::from(net.below[big]));
        scan.push(started.elapsed());
    }
    // Moving an agent with about 10,000 below to another branch and back.
    let mover = (TOPS..AGENTS)
        .min_by_key(|i| (net.below[*i] - 10_000).abs())
        .unwrap_or(TOPS);
    // Two tops outside its branch (the first tier; the mover is below it), in turn.
    let aways: Vec<i64> = (0..TOPS)
        .map(|i| net.ids[i])
        .filter(|id| !net.paths[mover].starts_with(&format!("/{id}/")))
        .take(2)
        .collect();
    let mut moves = Vec::new();
    for i in 0..6 {
        let to = Some(aways[i % aways.len()]);
        let (t, _) = call(
            reqwest::Method::POST,
            "/api/promote-demote/store".into(),
            Some(serde_json::json!({"id": net.ids[mover], "type": "upline", "uplineId": to})),
        )
        .await?;
        moves.push(t);
    }

    println!("through the HTTP API ({runs} runs each; moves: 6):");
    println!(
        "  one tree level with counts ({} children): median {:.2} ms",
        net.children[busiest],
        ms(median(level))
    );
    println!(
        "  ancestor path of the deepest agent ({} levels): median {:.2} ms",
        net.depth[deepest],
        ms(median(ancestors))
    );
    println!(
        "  group count of an agent with {} below (kept count): median {:.2} ms; the same count as a scan in SQL: median {:.2} ms",
        net.below[big],
        ms(median(group)),
        ms(median(scan))
    );
    println!(
        "  moving an agent with {} below to another upline: median {:.0} ms",
        net.below[mover],
        ms(median(moves))
    );
    Ok(())
}
