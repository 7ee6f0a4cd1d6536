//! Reports at size: one company with 100,000 agents and 1,000,000 completed orders over the last 12
//! months (written in time order, as a live table fills) (each with its order line, its sales ledger entry and an override commission to the
//! buyer's upline; the month figures of every agent and ancestor built from them), timed through
//! the HTTP API: every master report's summary and first list page, the analytics, the score
//! rankings, the gameplan and both dashboards (median and p99), then a 1,000,000-row XLSX export
//! run in the background (its time, the file's size and the process's peak memory while it ran).
//! Prints; asserts nothing. Run with `infra/bench`.

mod support;

use std::time::{Duration, Instant};
use support::network::{generate_n, insert};
use support::{ms, peak_mib, percentile, reset_peak};

const AGENTS: usize = 100_000;
const ORDERS: i64 = 1_000_000;
const BATCH: i64 = 100_000;
const READS: usize = 30;

async fn seed(db: &mut sqlx::PgConnection, first_id: i64, hq: i64) -> anyhow::Result<()> {
    let steps = [
        "insert into product_categories (name) select 'Category ' || g from generate_series(1, 10) g",
        "insert into products (name, sku, category_id, retail_price, weight_kg, points)
         select (array['Serum','Soap','Tea','Coffee','Lotion'])[g % 5 + 1] || ' ' || g, 'SKU-' || g,
                (select min(id) from product_categories) + g % 10, 10 + g % 50, 0.5, 1
         from generate_series(1, 200) g",
        "insert into product_variants (product_id, label) select id, '' from products",
        "insert into stock_levels (branch_id, variant_id, product_id, quantity, received)
         select (select id from branches where is_main), v.id, v.product_id, (v.id * 7) % 100, 100
         from product_variants v",
        // Agents joined over the year, in the order of their ids (as they registered).
        "update users set created_at = now() - interval '365 days' + (id - (select min(id) from users where role = 'agent'))
                * interval '365 days' / (select count(*) from users where role = 'agent') where role = 'agent'",
        "update users set activated_at = created_at where role = 'agent'",
    ];
    for sql in steps {
        sqlx::query(sql).execute(&mut *db).await?;
    }
    let (first_product, products): (i64, i64) =
        sqlx::query_as("select min(id), count(*) from products")
            .fetch_one(&mut *db)
            .await?;
    for start in (0..ORDERS).step_by(BATCH as usize) {
        // Each order: a random agent buys 1–5 units of a random product, sometime in the last year.
        sqlx::query(
            "with o as (
                 select g, $1 + (random() * ($2 - 1))::bigint as agent_id, $3 + (random() * ($4 - 1))::bigint as product_id,
                        1 + (random() * 4)::int as units,
                        now() - interval '365 days' + (g::float8 / $8) * interval '365 days' as at,
                        (array['Selangor','Johor','Kuala Lumpur','Perak','Sabah','Sarawak','Penang','Kedah'])[1 + (random() * 7)::int] as state,
                        (array['manual','billplz'])[1 + (random() * 1)::int] as method
                 from generate_series($5, $6) g
             ), placed as (
                 insert into orders (number, agent_id, placed_by, branch_id, status, payment_method, payment_status,
                                     shipment_type, state, country, sub_total, grand_total, total_units, points,
                                     approved_at, paid_at, created_at, updated_at)
                 select 'R' || lpad(g::text, 8, '0'), agent_id, $7, (select id from branches where is_main), 'completed',
                        o.method, 'paid', 'courier', state, 'MY', units * p.retail_price, units * p.retail_price, units, units,
                        at, at, at, at
                 from o join products p on p.id = o.product_id
                 returning id, agent_id, total_units, grand_total, created_at, state, branch_id
             ), lines as (
                 insert into order_lines (order_id, kind, product_id, variant_id, name, quantity, unit_price, line_total, points)
                 select placed.id, 'product', v.product_id, v.id, 'Product', placed.total_units,
                        placed.grand_total / placed.total_units, placed.grand_total, placed.total_units
                 from placed join lateral (
                     select v.id, v.product_id from product_variants v
                     where v.product_id = $3 + (placed.id % $4) limit 1
                 ) v on true
             ), ledger as (
                 insert into sales_entries (order_id, agent_id, kind, period, sales_day, units, amount, points, created_at,
                                            state, branch_id)
                 select id, agent_id, 'sale', kl_month(created_at), (created_at at time zone 'Asia/Kuala_Lumpur')::date,
                        total_units, grand_total, total_units, created_at, state, branch_id
                 from placed
             )
             insert into commission_entries (agent_id, kind, order_id, source_agent_id, period, base, rate, amount, created_at)
             select u.upline_id, 'override', placed.id, placed.agent_id, kl_month(placed.created_at), placed.grand_total, 5,
                    round(placed.grand_total * 0.05, 2), placed.created_at
             from placed join users u on u.id = placed.agent_id
             where u.upline_id is not null and u.upline_id <> $7",
        )
        .bind(first_id)
        .bind(AGENTS as i64)
        .bind(first_product)
        .bind(products)
        .bind(start + 1)
        .bind(start + BATCH)
        .bind(hq)
        .bind(ORDERS as f64)
        .execute(&mut *db)
        .await?;
    }
    // Each agent's month: their own sales, and their group's (everyone below, any depth): every
    // entry counts for its buyer and each of the buyer's ancestors.
    sqlx::query(
        "insert into sales_totals (agent_id, period, personal_orders, personal_units, personal_amount, personal_points,
                                   group_units, group_amount, group_points)
         select anc.id, e.period, count(*) filter (where anc.id = e.agent_id),
                coalesce(sum(e.units) filter (where anc.id = e.agent_id), 0),
                coalesce(sum(e.amount) filter (where anc.id = e.agent_id), 0),
                coalesce(sum(e.points) filter (where anc.id = e.agent_id), 0),
                coalesce(sum(e.units) filter (where anc.id <> e.agent_id), 0),
                coalesce(sum(e.amount) filter (where anc.id <> e.agent_id), 0),
                coalesce(sum(e.points) filter (where anc.id <> e.agent_id), 0)
         from sales_entries e join users u on u.id = e.agent_id
         cross join lateral (select a::bigint as id from unnest(string_to_array(trim(both '/' from u.tree_path), '/')) a) anc
         group by anc.id, e.period
         order by e.period",
    )
    .execute(&mut *db)
    .await?;
    // The ledger's lines, as `record_sale` writes them beside each entry.
    sqlx::query(
        "insert into sales_lines (line_id, order_id, kind, sales_day, agent_id, branch_id, state, product_id, name,
                                  units, amount)
         select l.id, e.order_id, e.kind, e.sales_day, e.agent_id, e.branch_id, e.state, l.product_id, l.name,
                l.quantity, l.line_total
         from sales_entries e join order_lines l on l.order_id = e.order_id",
    )
    .execute(&mut *db)
    .await?;
    for table in [
        "users",
        "orders",
        "order_lines",
        "sales_entries",
        "sales_lines",
        "sales_totals",
        "commission_entries",
        "commission_totals",
    ] {
        sqlx::query(&format!("vacuum (analyze) {table}"))
            .execute(&mut *db)
            .await?;
    }
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = support::state().await?;
    let bench = support::company(&state, "Report Bench Sdn Bhd").await?;
    let mut db = support::connect_in(&state.config.database_owner_url, &bench.company).await?;
    let tiers: Vec<i64> = sqlx::query_scalar(
        "insert into tiers (name, rank_number, overriding_commission)
         select 'Tier ' || r, r, 5 from generate_series(1, 5) r returning id",
    )
    .fetch_all(&mut db)
    .await?;
    let first_id: i64 = sqlx::query_scalar("select max(id) + 1 from users")
        .fetch_one(&mut db)
        .await?;
    let started = Instant::now();
    let net = generate_n(first_id, AGENTS);
    insert(&mut db, &net, bench.hq_id, &tiers).await?;
    seed(&mut db, first_id, bench.hq_id).await?;
    let (orders, entries, totals): (i64, i64, i64) = sqlx::query_as(
        "select (select count(*) from orders), (select count(*) from commission_entries), (select count(*) from sales_totals)",
    )
    .fetch_one(&mut db)
    .await?;
    println!(
        "data: {AGENTS} agents, {orders} completed orders over 12 months ({entries} commission entries, {totals} agent-month figures; generated in {:.0} s)",
        started.elapsed().as_secs_f64()
    );

    let addr = support::serve(&state).await?;
    let client = reqwest::Client::new();
    let hq = support::sign_in(&client, &addr, &bench).await?;
    // The top agent of the first line (the biggest team) reads as an agent.
    let leader = net.ids[0];
    sqlx::query("update users set password_hash = $1 where id = $2")
        .bind(backend::features::auth::rules::hash_password(
            support::PASSWORD,
        ))
        .bind(leader)
        .execute(&mut db)
        .await?;
    let r: serde_json::Value = client
        .post(format!("http://{addr}/api/login"))
        .header("host", &bench.host)
        .json(&serde_json::json!({"email": format!("a{leader}@bench.test"), "password": support::PASSWORD}))
        .send()
        .await?
        .json()
        .await?;
    let agent = r["data"]["token"]
        .as_str()
        .ok_or_else(|| anyhow::anyhow!("agent login failed: {r}"))?
        .to_string();

    let last_month: chrono::NaiveDate =
        sqlx::query_scalar("select (kl_month(now()) - interval '1 month')::date")
            .fetch_one(&mut db)
            .await?;
    let month_end = last_month + chrono::Months::new(1) - chrono::Days::new(1);
    let range = format!("from={last_month}&to={month_end}");
    let period = last_month.format("%Y-%m").to_string();

    let time = |token: String, path: String| {
        let req = client
            .get(format!("http://{addr}/api{path}"))
            .header("host", &bench.host)
            .bearer_auth(token);
        async move {
            let started = Instant::now();
            let r = req.send().await?;
            let status = r.status();
            let body = r.bytes().await?;
            anyhow::ensure!(
                status == 200,
                "{path}: {status} {}",
                String::from_utf8_lossy(&body)
            );
            Ok::<_, anyhow::Error>(started.elapsed())
        }
    };
    let measure = |who: &'static str, token: String, path: String| {
        let time = &time;
        async move {
            let mut v = Vec::with_capacity(READS);
            time(token.clone(), path.clone()).await?; // warm
            for _ in 0..READS {
                v.push(time(token.clone(), path.clone()).await?);
            }
            println!(
                "{who:5} GET {path}: median {:.1} ms, p99 {:.1} ms",
                ms(percentile(&mut v, 0.5)),
                ms(percentile(&mut v, 0.99))
            );
            Ok::<_, anyhow::Error>(())
        }
    };

    println!(
        "master reports over {last_month} … {month_end} (about 83,000 orders), {READS} reads each:"
    );
    for (summary, list) in [
        ("/transaction/summary", Some("/transaction/list")),
        ("/transaction/payment-method", None),
        ("/recruitment/summary", Some("/recruitment/list")),
        ("/kpi/summary", Some("/kpi/sales-list")),
        ("/agent-report/summary", Some("/agent-report/list")),
        ("/customer-report/summary", Some("/customer-report/list")),
        ("/report/inventory/summary", Some("/report/inventory/list")),
        (
            "/product-sales-report/summary",
            Some("/product-sales-report/list"),
        ),
    ] {
        measure("HQ", hq.clone(), format!("{summary}?{range}")).await?;
        if let Some(list) = list {
            measure(
                "HQ",
                hq.clone(),
                format!("{list}?{range}&page=1&perPage=20"),
            )
            .await?;
        }
    }
    println!("analytics over the same month:");
    for path in ["sales", "category", "product", "state", "age"] {
        measure("HQ", hq.clone(), format!("/analytic/{path}?{range}")).await?;
    }
    println!("score rankings of {period} (HQ: the whole company; the agent: their team):");
    for measure_name in ["ps", "gs", "tpgs", "team", "commission", "recruitment"] {
        let path = format!("/scoreranking/score-ranking-{measure_name}?period={period}");
        measure("HQ", hq.clone(), path.clone()).await?;
        measure("agent", agent.clone(), path).await?;
    }
    measure(
        "HQ",
        hq.clone(),
        format!("/scoreranking/top-performer?period={period}"),
    )
    .await?;
    measure("agent", agent.clone(), "/gameplan".into()).await?;
    measure("HQ", hq.clone(), "/dashboard".into()).await?;
    measure("agent", agent.clone(), "/dashboard".into()).await?;

    // The whole year's transactions as one XLSX, in the background.
    // The year to today in Kuala Lumpur (UTC+8), as the report counts days: 366 at most.
    let year_from =
        (chrono::Utc::now() + chrono::Duration::hours(8)).date_naive() - chrono::Days::new(365);
    reset_peak();
    let before = peak_mib();
    let started = Instant::now();
    let r: serde_json::Value = client
        .post(format!("http://{addr}/api/report/export/start"))
        .header("host", &bench.host)
        .bearer_auth(&hq)
        .json(&serde_json::json!({"report": "transaction", "format": "xlsx", "from": year_from.to_string()}))
        .send()
        .await?
        .json()
        .await?;
    let id = r["data"]["id"]
        .as_i64()
        .ok_or_else(|| anyhow::anyhow!("export: {r}"))?;
    let job = loop {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let r: serde_json::Value = client
            .get(format!("http://{addr}/api/report/export/job?id={id}"))
            .header("host", &bench.host)
            .bearer_auth(&hq)
            .send()
            .await?
            .json()
            .await?;
        match r["data"]["status"].as_str() {
            Some("ready") => break r,
            Some("failed") => anyhow::bail!("the export failed: {r}"),
            Some(_) => {}
            None => anyhow::bail!("export job: {r}"),
        }
    };
    let took = started.elapsed();
    let peak = peak_mib();
    let downloaded = Instant::now();
    let file = client
        .get(format!("http://{addr}/api/report/export/download?id={id}"))
        .header("host", &bench.host)
        .bearer_auth(&hq)
        .send()
        .await?
        .bytes()
        .await?;
    println!(
        "XLSX export of {} rows: {:.1} s until ready, {:.1} MiB file downloaded in {:.2} s; peak memory of this process (server and client) {:.0} MiB at the start, {:.0} MiB during the export",
        job["data"]["rowsTotal"],
        took.as_secs_f64(),
        file.len() as f64 / 1024.0 / 1024.0,
        downloaded.elapsed().as_secs_f64(),
        before,
        peak
    );
    Ok(())
}
