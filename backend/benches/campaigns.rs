//! Campaigns under a rush: 1,000 agents, each with enough points, redeem a 100-unit campaign at the
//! same moment through HTTP: how many were granted and refused, how many redemptions went over the
//! quota (must be 0) and the latency of the answers. Then the points ledger grows to 10,000,000
//! entries and an agent's balance (`/game/campaign/summary`) and first history page are read
//! (median, p99). Prints; asserts nothing. Run with `infra/bench`.

mod support;

use std::time::Instant;
use support::network::{generate_n, insert};
use support::{ms, percentile};

const AGENTS: usize = 1_000;
const QUOTA: i64 = 100;
const LEDGER: i64 = 10_000_000;
const BATCH: i64 = 1_000_000;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = support::state().await?;
    let bench = support::company(&state, "Campaign Bench Sdn Bhd").await?;
    let mut db = support::connect_in(&state.config.database_owner_url, &bench.company).await?;
    let tiers: Vec<i64> = sqlx::query_scalar(
        "insert into tiers (name, rank_number) select 'Tier ' || r, r from generate_series(1, 5) r returning id",
    )
    .fetch_all(&mut db)
    .await?;
    let first_id: i64 = sqlx::query_scalar("select max(id) + 1 from users")
        .fetch_one(&mut db)
        .await?;
    let net = generate_n(first_id, AGENTS);
    insert(&mut db, &net, bench.hq_id, &tiers).await?;
    // Everyone has 100 points; the reward costs 50, one per agent.
    sqlx::query(
        "insert into points_balances (agent_id, balance, earned) select id, 100, 100 from users where role = 'agent'",
    )
    .execute(&mut db)
    .await?;
    sqlx::query(
        "insert into points_entries (agent_id, kind, points, reason) select id, 'manual', 100, 'Bench' from users where role = 'agent'",
    )
    .execute(&mut db)
    .await?;
    let campaign: i64 = sqlx::query_scalar(
        "insert into campaigns (title, reward_type, reward_name, points_required, starts_on, ends_on, max_redemptions,
                                per_agent_limit)
         values ('Rush', 'prize', 'Umbrella', 50, (now() at time zone 'Asia/Kuala_Lumpur')::date,
                 (now() at time zone 'Asia/Kuala_Lumpur')::date, $1, 1) returning id",
    )
    .bind(QUOTA as i32)
    .fetch_one(&mut db)
    .await?;
    let mut tokens = Vec::with_capacity(AGENTS);
    for id in &net.ids {
        let (token, _) =
            backend::features::auth::store::create_session(&mut db, *id, false, None, None).await?;
        tokens.push(token);
    }

    let addr = support::serve(&state).await?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(AGENTS)
        .build()?;
    let started = Instant::now();
    let rush = tokens.iter().map(|token| {
        let req = client
            .post(format!("http://{addr}/api/game/campaign/redeem-point"))
            .header("host", &bench.host)
            .bearer_auth(token)
            .json(&serde_json::json!({"campaignId": campaign}));
        async move {
            let sent = Instant::now();
            let r = req.send().await?;
            let status = r.status().as_u16();
            let body: serde_json::Value = r.json().await?;
            Ok::<_, anyhow::Error>((
                status,
                body["meta"]["error"].as_str().unwrap_or("").to_string(),
                sent.elapsed(),
            ))
        }
    });
    let answers = futures::future::join_all(rush).await;
    let wall = started.elapsed();
    let mut latencies = vec![];
    let (mut granted, mut sold_out, mut other) = (0, 0, 0);
    for a in answers {
        let (status, error, took) = a?;
        latencies.push(took);
        match (status, error.as_str()) {
            (200, _) => granted += 1,
            (409, "campaign_sold_out") => sold_out += 1,
            _ => other += 1,
        }
    }
    let (redemptions, counted, spent): (i64, i32, rust_decimal::Decimal) = sqlx::query_as(
        "select (select count(*) from campaign_redemptions where campaign_id = $1),
                (select redeemed_count from campaigns where id = $1),
                (select coalesce(sum(-points), 0) from points_entries where kind = 'redemption')",
    )
    .bind(campaign)
    .fetch_one(&mut db)
    .await?;
    println!(
        "{AGENTS} agents redeem a {QUOTA}-unit campaign at once: {granted} granted, {sold_out} refused as sold out, {other} other answers; \
         {redemptions} redemptions written ({} over the quota), campaign count {counted}, {spent} points spent; \
         all answered in {:.2} s, latency median {:.0} ms, p99 {:.0} ms",
        (redemptions - QUOTA).max(0),
        wall.as_secs_f64(),
        ms(percentile(&mut latencies, 0.5)),
        ms(percentile(&mut latencies, 0.99))
    );

    // The ledger at 10,000,000 entries, spread over the agents (manual credits and debits that
    // net to nothing, so the balances stay true).
    let started = Instant::now();
    for start in (0..LEDGER).step_by(BATCH as usize) {
        sqlx::query(
            "insert into points_entries (agent_id, kind, points, reason, created_at)
             select $1 + (g % $2), 'manual', case when g % 2 = 0 then 5 else -5 end, 'Bench',
                    now() - (g % 1000) * interval '1 hour'
             from generate_series($3, $4) g",
        )
        .bind(first_id)
        .bind(AGENTS as i64)
        .bind(start)
        .bind(start + BATCH - 1)
        .execute(&mut db)
        .await?;
    }
    sqlx::query("vacuum (analyze) points_entries")
        .execute(&mut db)
        .await?;
    let entries: i64 = sqlx::query_scalar("select count(*) from points_entries")
        .fetch_one(&mut db)
        .await?;
    println!(
        "ledger: {entries} points entries ({:.0} s to write)",
        started.elapsed().as_secs_f64()
    );
    let hq = support::sign_in(&client, &addr, &bench).await?;
    for (label, path, as_hq) in [
        ("an agent's balance", "/api/game/campaign/summary", false),
        (
            "an agent's first history page (about 10,000 entries of theirs)",
            "/api/game/campaign/history-point",
            false,
        ),
        (
            "HQ's first page of every agent's entries",
            "/api/game/campaign/history-point",
            true,
        ),
    ] {
        let mut reads = vec![];
        for n in 0..200 {
            let token = if as_hq { &hq } else { &tokens[n % AGENTS] };
            let sent = Instant::now();
            let r = client
                .get(format!("http://{addr}{path}"))
                .header("host", &bench.host)
                .bearer_auth(token)
                .send()
                .await?;
            anyhow::ensure!(r.status() == 200, "{path}: {}", r.text().await?);
            r.bytes().await?;
            reads.push(sent.elapsed());
        }
        println!(
            "GET {path} ({label}) with {entries} entries: median {:.2} ms, p99 {:.2} ms over 200 reads",
            ms(percentile(&mut reads, 0.5)),
            ms(percentile(&mut reads, 0.99))
        );
    }
    Ok(())
}
