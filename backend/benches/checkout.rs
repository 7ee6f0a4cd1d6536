//! Checkout under load, through the HTTP API of a real server on a local port: 1,000 signed-in agents,
//! each with a delivery address and one unit in the cart.
//!
//! 1. Throughput: 32 agents at a time check out (courier, bank transfer) until all 1,000 have an order,
//!    three rounds; prints orders per second and the p50/p99 latency of the checkout call, each round
//!    and the median one.
//! 2. The race: the 1,000 agents check out at once for a product with 100 units; prints how many
//!    orders went through, how many were told the stock ran out, the stock left and the units sold
//!    (oversold = sold − 100, which must be 0), with the p50/p99 latency.
//!
//! 3. The SQL a checkout sends: statements (round trips to PostgreSQL) per checkout, counted over
//!    the first round's 1,000 checkouts from sqlx's own per-statement events; with
//!    `BENCH_SHOW_SQL=1` the statements of one checkout are printed in order.
//!
//! Asserts nothing. Run with `infra/bench` (or `cargo bench -p backend --bench checkout`).

mod support;

use backend::features::{
    auth::rules::{hash_token, new_token},
    catalogue::store::{self as catalogue, ProductInput},
    couriers::store::{self as couriers, CourierRow, RegionInput},
    inventory::store as inventory,
};
use rust_decimal::Decimal;
use serde_json::{json, Value};
use sqlx::PgConnection;
use std::{
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering::Relaxed},
        Arc,
    },
    time::{Duration, Instant},
};
use tokio::sync::{Barrier, Semaphore};
use tracing_subscriber::{filter::Targets, layer::SubscriberExt, util::SubscriberInitExt, Layer};

const AGENTS: usize = 1_000;
const CONCURRENT: usize = 32;
const RACE_UNITS: i32 = 100;
const ROUNDS: usize = 3;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// Statements sqlx sent (each one round trip), from its `sqlx::query` events.
static STATEMENTS: AtomicU64 = AtomicU64::new(0);
/// While set, each statement's text is printed.
static SHOW_SQL: AtomicBool = AtomicBool::new(false);

struct CountStatements;

impl<S: tracing::Subscriber> Layer<S> for CountStatements {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        STATEMENTS.fetch_add(1, Relaxed);
        if SHOW_SQL.load(Relaxed) {
            struct Summary(String);
            impl tracing::field::Visit for Summary {
                fn record_debug(
                    &mut self,
                    field: &tracing::field::Field,
                    value: &dyn std::fmt::Debug,
                ) {
                    if field.name() == "summary" || field.name() == "db.statement" {
                        let text = format!("{value:?}");
                        if text.len() > self.0.len() {
                            self.0 = text;
                        }
                    }
                }
            }
            let mut summary = Summary(String::new());
            event.record(&mut summary);
            let one_line: String = summary.0.split_whitespace().collect::<Vec<_>>().join(" ");
            println!(
                "    sql: {}",
                one_line.chars().take(140).collect::<String>()
            );
        }
    }
}

struct Agent {
    token: String,
    address: i64,
}

/// A product priced for the tier with `units` in stock; returns its one variant.
async fn product(
    db: &mut PgConnection,
    tier: i64,
    sku: &str,
    units: i32,
) -> anyhow::Result<(i64, i64)> {
    let money = |s: &str| s.parse::<Decimal>().expect("literal");
    let input = ProductInput {
        name: format!("Bench {sku}"),
        sku: sku.into(),
        weight_kg: money("0.300"),
        retail_price: money("49.00"),
        points: money("5"),
        status: "published".into(),
        tier_prices: vec![(tier, money("30.00"))],
        ..Default::default()
    };
    let id = catalogue::save_product(db, None, &input)
        .await?
        .ok_or_else(|| anyhow::anyhow!("product not saved"))?;
    catalogue::sync_variants(db, id, &input.options).await?;
    let variant = catalogue::variants(db, &[id], None).await?[0].id;
    let branch = catalogue::main_branch(db).await?;
    inventory::stock_in(db, branch, id, variant, units).await?;
    Ok((id, variant))
}

/// POST with the agent's token; returns the status and the envelope.
async fn post(
    client: &reqwest::Client,
    addr: &str,
    host: &str,
    token: &str,
    path: &str,
    body: Value,
) -> anyhow::Result<(u16, Value)> {
    let r = client
        .post(format!("http://{addr}{path}"))
        .header("host", host)
        .bearer_auth(token)
        .json(&body)
        .send()
        .await?;
    let status = r.status().as_u16();
    Ok((status, r.json().await?))
}

/// Every agent puts one unit of `variant` in the cart (32 at a time; not timed).
async fn fill_carts(
    client: &reqwest::Client,
    addr: &str,
    host: &str,
    agents: &[Arc<Agent>],
    variant: i64,
) -> anyhow::Result<()> {
    let gate = Arc::new(Semaphore::new(CONCURRENT));
    let mut tasks = vec![];
    for a in agents {
        let (client, addr, host, a, gate) = (
            client.clone(),
            addr.to_string(),
            host.to_string(),
            a.clone(),
            gate.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire().await?;
            let (status, body) = post(
                &client,
                &addr,
                &host,
                &a.token,
                "/api/sales/my-shop/cart/add",
                json!({"variantId": variant, "quantity": 1}),
            )
            .await?;
            anyhow::ensure!(status == 200, "cart/add: {status} {body}");
            anyhow::Ok(())
        }));
    }
    for t in tasks {
        t.await??;
    }
    Ok(())
}

/// Every agent checks out once, CONCURRENT at a time: the wall time, each checkout's latency and
/// the orders placed.
async fn throughput_round(
    client: &reqwest::Client,
    addr: &str,
    host: &str,
    agents: &[Arc<Agent>],
    courier: i64,
    total: &str,
) -> anyhow::Result<(Duration, Vec<Duration>, Vec<i64>)> {
    let gate = Arc::new(Semaphore::new(CONCURRENT));
    let started = Instant::now();
    let mut tasks = vec![];
    for a in agents {
        let (client, addr, host, a, gate, total) = (
            client.clone(),
            addr.to_string(),
            host.to_string(),
            a.clone(),
            gate.clone(),
            total.to_string(),
        );
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire().await?;
            let t = Instant::now();
            let (status, body) = post(
                &client,
                &addr,
                &host,
                &a.token,
                "/api/sales/my-shop/checkout",
                checkout_body(&a, courier, &total),
            )
            .await?;
            let took = t.elapsed();
            anyhow::ensure!(status == 200, "checkout: {status} {body}");
            anyhow::Ok((took, body["data"]["order"]["id"].as_i64().unwrap_or(0)))
        }));
    }
    let mut latencies = vec![];
    let mut orders = vec![];
    for t in tasks {
        let (took, order) = t.await??;
        latencies.push(took);
        orders.push(order);
    }
    Ok((started.elapsed(), latencies, orders))
}

/// Each agent deletes their unpaid order (not timed).
async fn delete_orders(
    client: &reqwest::Client,
    addr: &str,
    host: &str,
    agents: &[Arc<Agent>],
    orders: &[i64],
) -> anyhow::Result<()> {
    for (a, order) in agents.iter().zip(orders) {
        let (status, body) = post(
            client,
            addr,
            host,
            &a.token,
            "/api/sales/order/delete",
            json!({"id": order}),
        )
        .await?;
        anyhow::ensure!(status == 200, "order/delete: {status} {body}");
    }
    Ok(())
}

fn checkout_body(a: &Agent, courier: i64, total: &str) -> Value {
    json!({"shipmentType": "courier", "customerId": a.address, "shipmentId": courier,
           "paymentType": "manual", "totalPaid": total})
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::registry()
        .with(
            CountStatements
                .with_filter(Targets::new().with_target("sqlx::query", tracing::Level::TRACE)),
        )
        .init();
    let state = support::state().await?;
    let bench = support::company(&state, "Checkout Bench Sdn Bhd").await?;
    let host = bench.host.clone();
    let mut db = support::connect_in(&state.config.database_owner_url, &bench.company).await?;

    // Set-up straight in SQL: a tier, a courier for West Malaysia, two products, 1,000 agents under
    // HQ with a session each.
    let tier: i64 =
        sqlx::query_scalar("insert into tiers (name, rank_number) values ('Gold', 1) returning id")
            .fetch_one(&mut db)
            .await?;
    let money = |s: &str| s.parse::<Decimal>().expect("literal");
    let courier = couriers::save_courier(
        &mut db,
        None,
        &CourierRow {
            id: 0,
            name: "J&T Express".into(),
            service: "Standard".into(),
            rate_basis: "weight".into(),
            handling_fee: money("1.00"),
            free_shipping_threshold: None,
            active: true,
        },
        &[RegionInput {
            name: "West Malaysia".into(),
            country: "MY".into(),
            states: vec!["10".into(), "14".into()],
            rates: vec![(money("1"), money("6.00")), (money("5"), money("12.00"))],
        }],
    )
    .await?
    .ok_or_else(|| anyhow::anyhow!("courier not saved"))?;
    let (_, plenty) = product(&mut db, tier, "BENCH-PLENTY", 1_000_000).await?;
    let (_, scarce) = product(&mut db, tier, "BENCH-SCARCE", RACE_UNITS).await?;

    let ids: Vec<i64> = sqlx::query_scalar(
        "insert into users (email, username, first_name, last_name, role, status, tier_id, upline_id,
                            verified_at, activated_at, phone_code, phone)
         select 'agent' || n || '@bench.test', 'agent' || n, 'Agent', n::text, 'agent', 'active', $1,
                (select id from users where role = 'hq' limit 1), now(), now(), '+60', '12345' || lpad(n::text, 4, '0')
         from generate_series(1, $2) n
         returning id",
    )
    .bind(tier)
    .bind(AGENTS as i32)
    .fetch_all(&mut db)
    .await?;
    sqlx::query("update users set tree_path = '/' || id || '/' where role = 'agent'")
        .execute(&mut db)
        .await?;
    let tokens: Vec<String> = ids.iter().map(|_| new_token()).collect();
    let hashes: Vec<Vec<u8>> = tokens.iter().map(|t| hash_token(t).to_vec()).collect();
    sqlx::query(
        "insert into sessions (token_hash, user_id, remember, expires_at)
         select h, u, false, now() + interval '1 day' from unnest($1::bytea[], $2::bigint[]) t(h, u)",
    )
    .bind(&hashes)
    .bind(&ids)
    .execute(&mut db)
    .await?;

    let addr = support::serve(&state).await?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(AGENTS)
        .build()?;

    // Each agent's delivery address, through the API.
    let mut agents = Vec::with_capacity(AGENTS);
    for token in tokens {
        let (status, body) = post(
            &client,
            &addr,
            &host,
            &token,
            "/api/sales/customer/store",
            json!({"firstName": "Agent", "lastName": "Bench", "address1": "1 Jalan Bench", "postCode": "50450",
                   "city": "Kuala Lumpur", "state": "14", "country": "MY", "phoneCode": "+60", "phone": "123456789"}),
        )
        .await?;
        anyhow::ensure!(status == 200, "customer/store: {status} {body}");
        let address = body["data"][0]["id"]
            .as_i64()
            .ok_or_else(|| anyhow::anyhow!("no address id: {body}"))?;
        agents.push(Arc::new(Agent { token, address }));
    }

    // The grand total every agent will see for one unit (all carts are alike).
    fill_carts(&client, &addr, &host, &agents, plenty).await?;
    let (status, quote) = post(
        &client,
        &addr,
        &host,
        &agents[0].token,
        "/api/sales/my-shop/quote",
        checkout_body(&agents[0], courier, "0"),
    )
    .await?;
    anyhow::ensure!(status == 200, "quote: {status} {quote}");
    let total = quote["data"]["grandTotal"]
        .as_str()
        .ok_or_else(|| anyhow::anyhow!("no total: {quote}"))?
        .to_string();

    // 1. Throughput at 32 concurrent agents, three rounds of 1,000 orders (the median round is the
    // figure; this machine's neighbours make single rounds vary). Between rounds each agent deletes
    // the unpaid order (one unpaid order per agent) and fills the cart again.
    println!("checkout throughput: {AGENTS} agents, {CONCURRENT} at a time (courier, bank transfer, one unit each)");
    if std::env::var_os("BENCH_SHOW_SQL").is_some() {
        println!("  the statements of one checkout, in order:");
        SHOW_SQL.store(true, Relaxed);
        let (status, body) = post(
            &client,
            &addr,
            &host,
            &agents[0].token,
            "/api/sales/my-shop/checkout",
            checkout_body(&agents[0], courier, &total),
        )
        .await?;
        SHOW_SQL.store(false, Relaxed);
        anyhow::ensure!(status == 200, "checkout: {status} {body}");
        let order = body["data"]["order"]["id"].as_i64().unwrap_or(0);
        delete_orders(&client, &addr, &host, &agents[..1], &[order]).await?;
        fill_carts(&client, &addr, &host, &agents[..1], plenty).await?;
    }
    let mut rounds = vec![];
    for round in 1..=ROUNDS {
        if round > 1 {
            fill_carts(&client, &addr, &host, &agents, plenty).await?;
        }
        let sent_before = STATEMENTS.load(Relaxed);
        let (wall, mut latencies, orders) =
            throughput_round(&client, &addr, &host, &agents, courier, &total).await?;
        if round == 1 {
            let sent = STATEMENTS.load(Relaxed) - sent_before;
            println!(
                "  SQL statements per checkout: {:.1} (each a round trip to PostgreSQL; {sent} over {AGENTS} checkouts)",
                sent as f64 / AGENTS as f64
            );
        }
        latencies.sort();
        let figures = (
            AGENTS as f64 / wall.as_secs_f64(),
            ms(percentile(&latencies, 0.50)),
            ms(percentile(&latencies, 0.99)),
        );
        println!(
            "  round {round}: {:.0} orders/s ({AGENTS} orders in {:.2} s); checkout p50 {:.1} ms, p99 {:.1} ms",
            figures.0,
            wall.as_secs_f64(),
            figures.1,
            figures.2
        );
        rounds.push(figures);
        delete_orders(&client, &addr, &host, &agents, &orders).await?;
    }
    rounds.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (rate, p50, p99) = rounds[rounds.len() / 2];
    println!("  median round: {rate:.0} orders/s; checkout p50 {p50:.1} ms, p99 {p99:.1} ms");

    fill_carts(&client, &addr, &host, &agents, scarce).await?;

    // 2. The race: 1,000 agents at once for 100 units.
    let start = Arc::new(Barrier::new(AGENTS));
    let started = Instant::now();
    let mut tasks = vec![];
    for a in &agents {
        let (client, addr, host, a, start, total) = (
            client.clone(),
            addr.clone(),
            host.clone(),
            a.clone(),
            start.clone(),
            total.clone(),
        );
        tasks.push(tokio::spawn(async move {
            start.wait().await;
            let t = Instant::now();
            let (status, body) = post(
                &client,
                &addr,
                &host,
                &a.token,
                "/api/sales/my-shop/checkout",
                checkout_body(&a, courier, &total),
            )
            .await?;
            anyhow::Ok((
                t.elapsed(),
                status,
                body["meta"]["error"].as_str().map(String::from),
            ))
        }));
    }
    // Two ways to hear "sold out": the guarded stock update finds too few units (409 out_of_stock), or
    // the cart already shows the line out of stock before anything is written (422 cart_not_ready).
    let (mut placed, mut sold_out, mut cart_empty, mut other) = (0, 0, 0, vec![]);
    let mut latencies = vec![];
    for t in tasks {
        let (took, status, error) = t.await??;
        latencies.push(took);
        match (status, error.as_deref()) {
            (200, _) => placed += 1,
            (409, Some("out_of_stock")) => sold_out += 1,
            (422, Some("cart_not_ready")) => cart_empty += 1,
            (s, e) => other.push(format!("{s} {}", e.unwrap_or("-"))),
        }
    }
    let wall = started.elapsed();
    latencies.sort();
    let left: i32 = sqlx::query_scalar("select quantity from stock_levels where variant_id = $1")
        .bind(scarce)
        .fetch_one(&mut db)
        .await?;
    let sold: i64 = sqlx::query_scalar(
        "select coalesce(sum(l.quantity), 0)::bigint from order_lines l join orders o on o.id = l.order_id
         where l.variant_id = $1 and o.status <> 'cancelled'",
    )
    .bind(scarce)
    .fetch_one(&mut db)
    .await?;
    println!("race: {AGENTS} agents check out at once for {RACE_UNITS} units");
    println!(
        "  {placed} orders placed; told the stock ran out: {sold_out} at the stock update, {cart_empty} by the cart; {} other answers{}; {:.2} s in all",
        other.len(),
        if other.is_empty() {
            String::new()
        } else {
            format!(" ({})", other[..other.len().min(5)].join(", "))
        },
        wall.as_secs_f64()
    );
    println!(
        "  units sold {sold}, stock left {left}, oversold {}; checkout p50 {:.1} ms, p99 {:.1} ms",
        (sold - RACE_UNITS as i64).max(0),
        ms(percentile(&latencies, 0.50)),
        ms(percentile(&latencies, 0.99)),
    );
    Ok(())
}
