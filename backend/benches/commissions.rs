//! Commissions at a million agents: one company with the network benchmark's 1,000,000 agents and
//! 5,000,000 commission entries in last month (the earnings of 5,000,000 completed order lines,
//! written directly), timed through the HTTP API: closing the month (wall time, and the process's
//! peak memory before and after), the time from HQ completing an order to its upline reading the
//! provisional commission, and an agent's `/commission` read (median, p99). Prints; asserts nothing.
//! Run with `infra/bench`.

mod support;

use std::time::Instant;
use support::network::{generate, insert, AGENTS};
use support::{ms, peak_mib, percentile};

const ENTRIES: i64 = 5_000_000;
const BATCH: i64 = 1_000_000;

async fn login(
    client: &reqwest::Client,
    addr: &str,
    host: &str,
    email: &str,
) -> anyhow::Result<String> {
    let r: serde_json::Value = client
        .post(format!("http://{addr}/api/login"))
        .header("host", host)
        .json(&serde_json::json!({"email": email, "password": support::PASSWORD}))
        .send()
        .await?
        .json()
        .await?;
    Ok(r["data"]["token"]
        .as_str()
        .ok_or_else(|| anyhow::anyhow!("login failed: {r}"))?
        .to_string())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = support::state().await?;
    let bench = support::company(&state, "Commission Bench Sdn Bhd").await?;
    let mut db = support::connect_in(&state.config.database_owner_url, &bench.company).await?;
    let tiers: Vec<i64> = sqlx::query_scalar(
        "insert into tiers (name, rank_number, overriding_commission, helper_percent, recruit_commission)
         select 'Tier ' || r, r, 5, 2, 20 from generate_series(1, 5) r returning id",
    )
    .fetch_all(&mut db)
    .await?;
    let first_id: i64 = sqlx::query_scalar("select max(id) + 1 from users")
        .fetch_one(&mut db)
        .await?;
    let started = Instant::now();
    let net = generate(first_id);
    insert(&mut db, &net, bench.hq_id, &tiers).await?;
    let last_month: chrono::NaiveDate =
        sqlx::query_scalar("select (kl_month(now()) - interval '1 month')::date")
            .fetch_one(&mut db)
            .await?;
    for start in (0..ENTRIES).step_by(BATCH as usize) {
        sqlx::query(
            "insert into commission_entries (agent_id, kind, source_agent_id, period, base, rate, amount)
             select $1 + (random() * ($2 - 1))::bigint, (array['override', 'helper', 'sale-profit', 'recruit'])[1 + g % 4],
                    $1 + (random() * ($2 - 1))::bigint, $3, 150, 5, round((random() * 50)::numeric, 2)
             from generate_series($4, $5) g",
        )
        .bind(first_id)
        .bind(AGENTS as i64)
        .bind(last_month)
        .bind(start)
        .bind(start + BATCH - 1)
        .execute(&mut db)
        .await?;
    }
    // The month's sales figures of every agent (what the close reads for the commission ranks):
    // personal sales at random, group sales in proportion to the agent's downline.
    sqlx::query(
        "insert into sales_totals (agent_id, period, personal_units, personal_amount, group_units, group_amount)
         select id, $1, 3, round((random() * 500)::numeric, 2), 3 * group_size, round((random() * 500 * group_size)::numeric, 2)
         from users where role = 'agent'",
    )
    .bind(last_month)
    .execute(&mut db)
    .await?;
    sqlx::query(
        "insert into commission_ranks (position, commission_name, personal_sales, total_personal_group_sales,
                side_group_sales, commission, personal_level_commission, is_leadership, benefits)
         values (0, 'Bronze', 100, null, null, 1, 1, false, '{Bronze pin}'),
                (1, 'Silver', 200, 2000, null, 2, 1.5, false, '{Silver pin}'),
                (2, 'Gold', 300, 10000, 2000, 3, 2, true, '{Gold pin,Trip}')",
    )
    .execute(&mut db)
    .await?;
    sqlx::query("update tiers set leadership = 2")
        .execute(&mut db)
        .await?;
    sqlx::query("vacuum (analyze) commission_entries")
        .execute(&mut db)
        .await?;
    sqlx::query("vacuum (analyze) sales_totals")
        .execute(&mut db)
        .await?;
    println!(
        "data: {AGENTS} agents, {ENTRIES} commission entries in {last_month} (generated and inserted in {:.0} s)",
        started.elapsed().as_secs_f64()
    );

    let addr = support::serve(&state).await?;
    let host = bench.host.clone();
    let client = reqwest::Client::new();
    let hq = support::sign_in(&client, &addr, &bench).await?;
    let get = |token: String, path: String| {
        let req = client
            .get(format!("http://{addr}{path}"))
            .header("host", &host)
            .bearer_auth(token);
        async move {
            let started = Instant::now();
            let r = req.send().await?;
            let status = r.status();
            let body: serde_json::Value = r.json().await?;
            anyhow::ensure!(status == 200, "{path}: {status} {body}");
            Ok::<_, anyhow::Error>((started.elapsed(), body))
        }
    };

    // The agent with the most entries reads their month.
    let busiest: i64 = sqlx::query_scalar(
        "select agent_id from commission_entries where period = $1 group by agent_id order by count(*) desc limit 1",
    )
    .bind(last_month)
    .fetch_one(&mut db)
    .await?;
    let hash = backend::features::auth::rules::hash_password(support::PASSWORD);
    sqlx::query("update users set password_hash = $1 where id = $2")
        .bind(&hash)
        .bind(busiest)
        .execute(&mut db)
        .await?;
    let busiest_token = login(
        &client,
        &addr,
        &bench.host,
        &format!("a{busiest}@bench.test"),
    )
    .await?;
    let period = last_month.format("%Y-%m").to_string();
    let mut reads = vec![];
    for _ in 0..1000 {
        let (t, _) = get(
            busiest_token.clone(),
            format!("/api/commission?period={period}"),
        )
        .await?;
        reads.push(t);
    }
    let entries_of_busiest: i64 = sqlx::query_scalar(
        "select count(*) from commission_entries where agent_id = $1 and period = $2",
    )
    .bind(busiest)
    .bind(last_month)
    .fetch_one(&mut db)
    .await?;
    println!(
        "GET /api/commission (an agent with {entries_of_busiest} entries in the month): median {:.2} ms, p99 {:.2} ms over 1000 reads",
        ms(percentile(&mut reads, 0.5)),
        ms(percentile(&mut reads, 0.99))
    );

    // From HQ completing an order to the upline reading its provisional commission.
    let buyer_index = AGENTS - 1;
    let buyer = net.ids[buyer_index];
    let upline = net.uplines[buyer_index]
        .map(|u| net.ids[u])
        .ok_or_else(|| anyhow::anyhow!("the last agent has an upline"))?;
    sqlx::query("update users set password_hash = $1 where id = $2")
        .bind(&hash)
        .bind(upline)
        .execute(&mut db)
        .await?;
    let upline_token = login(
        &client,
        &addr,
        &bench.host,
        &format!("a{upline}@bench.test"),
    )
    .await?;
    let mut provisional = vec![];
    for n in 0..20 {
        let order: i64 = sqlx::query_scalar(
            "insert into orders (number, agent_id, placed_by, status, payment_method, payment_status, shipment_type,
                                 sub_total, grand_total, total_units, approved_at, paid_at)
             values ($1, $2, $3, 'delivery', 'manual', 'paid', 'courier', 150, 150, 3, now(), now()) returning id",
        )
        .bind(format!("BENCH-{n}"))
        .bind(buyer)
        .bind(bench.hq_id)
        .fetch_one(&mut db)
        .await?;
        let started = Instant::now();
        let r = client
            .post(format!("http://{addr}/api/orders/complete"))
            .header("host", &bench.host)
            .bearer_auth(&hq)
            .json(&serde_json::json!({"id": order}))
            .send()
            .await?;
        anyhow::ensure!(r.status() == 200, "complete: {}", r.text().await?);
        let (_, body) = get(upline_token.clone(), "/api/commission".into()).await?;
        let override_entries = body["data"]["byKind"]
            .as_array()
            .and_then(|k| k.iter().find(|k| k["kind"] == "override"))
            .and_then(|k| k["entries"].as_i64())
            .unwrap_or(0);
        anyhow::ensure!(
            override_entries == n + 1,
            "the override is readable: {body}"
        );
        provisional.push(started.elapsed());
    }
    println!(
        "order completed → its upline reads the provisional commission: median {:.2} ms, p99 {:.2} ms (20 orders; the commission is written in the completing transaction)",
        ms(percentile(&mut provisional, 0.5)),
        ms(percentile(&mut provisional, 0.99))
    );

    // Closing the month.
    let before = peak_mib();
    let started = Instant::now();
    let r = client
        .post(format!("http://{addr}/api/commission/close"))
        .header("host", &bench.host)
        .bearer_auth(&hq)
        .json(&serde_json::json!({"period": period}))
        .send()
        .await?;
    let took = started.elapsed();
    let status = r.status();
    let body: serde_json::Value = r.json().await?;
    anyhow::ensure!(status == 200, "close: {status} {body}");
    let statements: i64 = sqlx::query_scalar("select count(*) from commission_statements")
        .fetch_one(&mut db)
        .await?;
    let ranks: i64 = sqlx::query_scalar("select count(*) from commission_ranks_reached")
        .fetch_one(&mut db)
        .await?;
    println!(
        "close of {period}: {:.1} s for {ENTRIES} entries and {AGENTS} agents' month figures → {statements} statements, {ranks} commission ranks reached (total {}); peak memory of this process (server and client) {:.0} MiB before, {:.0} MiB after",
        took.as_secs_f64(),
        body["data"]["total"],
        before,
        peak_mib()
    );
    Ok(())
}
