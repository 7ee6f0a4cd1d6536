//! Catalogue and inventory speed at size: one company with 5,000 products × 3 variants and
//! 1,000,000 stock history rows. Times the product list page (20 rows, filtered by category and
//! search text), the inventory list and the newest history page through the HTTP API (a real
//! server on a local port, a signed-in HQ user), and the same SQL run directly; prints the
//! medians, p95 and the ratio. Asserts nothing. Run with `infra/bench`.

mod support;

use backend::{
    features::{
        catalogue::store::{self as catalogue, ProductFilter},
        inventory::store::{self as inventory, HistoryFilter, StockFilter},
    },
    http::contains_pattern,
};
use sqlx::PgConnection;
use std::time::{Duration, Instant};

const PRODUCTS: i64 = 5_000;
const HISTORY_PER_VARIANT: i64 = 67; // 15,000 variants × 67 ≈ 1,005,000 rows

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

struct Figures {
    median: Duration,
    p95: Duration,
}

async fn time<F, Fut>(runs: usize, mut f: F) -> anyhow::Result<Figures>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
    for _ in 0..runs / 10 {
        f().await?; // warm up
    }
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        f().await?;
        times.push(started.elapsed());
    }
    times.sort();
    Ok(Figures {
        median: times[runs / 2],
        p95: times[(runs * 95 / 100).min(runs - 1)],
    })
}

/// Fills the company through the owner role (bulk SQL; the API would take hours for a million rows).
async fn fill(mut db: PgConnection) -> anyhow::Result<()> {
    let steps = [
        "insert into product_categories (name) select 'Category ' || g from generate_series(1, 10) g",
        "insert into products (name, sku, category_id, retail_price, weight_kg, points)
         select (array['Serum','Soap','Tea','Coffee','Lotion'])[g % 5 + 1] || ' ' || g, 'SKU-' || g,
                (select min(id) from product_categories) + g % 10, 10 + g % 50, 0.5, 1
         from generate_series(1, 5000) g",
        "insert into product_options (product_id, position, name) select id, 1, 'Size' from products",
        "insert into product_option_values (option_id, position, value)
         select o.id, v.pos, v.val from product_options o,
             (values (0, 'S'), (1, 'M'), (2, 'L')) as v(pos, val)",
        "insert into product_variants (product_id, option1_id, label)
         select o.product_id, v.id, v.value from product_option_values v join product_options o on o.id = v.option_id",
        "insert into stock_levels (branch_id, variant_id, product_id, quantity, received)
         select (select id from branches where is_main), v.id, v.product_id, (v.id * 7) % 100, 100
         from product_variants v",
    ];
    for sql in steps {
        sqlx::query(sql).execute(&mut db).await?;
    }
    let started = Instant::now();
    sqlx::query(&format!(
        "insert into stock_history (branch_id, product_id, variant_id, kind, quantity, reason, created_at)
         select (select id from branches where is_main), v.product_id, v.id,
                case when g % 3 = 0 then 'out' else 'in' end, 1 + g % 9, 'Bench',
                now() - (g || ' hours')::interval
         from product_variants v, generate_series(1, {HISTORY_PER_VARIANT}) g"
    ))
    .execute(&mut db)
    .await?;
    sqlx::query("analyze").execute(&mut db).await?;
    let rows: i64 = sqlx::query_scalar("select count(*) from stock_history")
        .fetch_one(&mut db)
        .await?;
    println!(
        "data: {PRODUCTS} products × 3 variants, {rows} stock history rows (history filled in {:.1} s)",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let state = support::state().await?;
    let bench = support::company(&state, "Bench Sdn Bhd").await?;
    let company = bench.company.clone();
    fill(support::connect_in(&state.config.database_owner_url, &company).await?).await?;
    let addr = support::serve(&state).await?;
    let host = bench.host.clone();
    let client = reqwest::Client::new();
    let token = support::sign_in(&client, &addr, &bench).await?;

    // The same SQL, directly, on a runtime-role connection in the company's context.
    let mut direct = support::connect_in(&state.config.database_url, &company).await?;
    let category: i64 = sqlx::query_scalar("select min(id) + 5 from product_categories")
        .fetch_one(&mut direct)
        .await?;
    let branch: i64 = sqlx::query_scalar("select id from branches where is_main")
        .fetch_one(&mut direct)
        .await?;

    // Shared by the timed closures; the lock costs nanoseconds.
    let direct = std::sync::Arc::new(tokio::sync::Mutex::new(direct));
    let get = |path: String| {
        let client = client.clone();
        let url = format!("http://{addr}{path}");
        let host = host.clone();
        let token = token.clone();
        async move {
            let r = client
                .get(url)
                .header("host", host)
                .bearer_auth(token)
                .send()
                .await?;
            anyhow::ensure!(r.status() == 200, "status {}", r.status());
            let body: serde_json::Value = r.json().await?;
            anyhow::ensure!(
                body["data"]["items"]
                    .as_array()
                    .is_some_and(|i| i.len() == 20),
                "20 rows"
            );
            Ok(())
        }
    };

    let product_path = format!("/api/product?categoryId={category}&search=serum&page=2");
    let product_http = time(runs, || get(product_path.clone())).await?;
    let filter = ProductFilter {
        category_id: Some(category),
        pattern: Some(contains_pattern("serum")),
        status: None,
    };
    let product_sql = time(runs, || {
        let direct = direct.clone();
        let filter = filter.clone();
        async move {
            let mut direct = direct.lock().await;
            catalogue::count_products(&mut direct, &filter).await?;
            let rows = catalogue::list_products(&mut direct, &filter, 20, 20).await?;
            anyhow::ensure!(rows.len() == 20, "20 rows");
            Ok(())
        }
    })
    .await?;

    let stock_http = time(runs, || get("/api/inventory?page=3".to_string())).await?;
    let stock_filter = StockFilter {
        branch_id: branch,
        ..Default::default()
    };
    let stock_sql = time(runs, || {
        let direct = direct.clone();
        let filter = stock_filter.clone();
        async move {
            let mut direct = direct.lock().await;
            inventory::count_stock(&mut direct, &filter).await?;
            inventory::list_stock(&mut direct, &filter, 20, 40).await?;
            Ok(())
        }
    })
    .await?;

    let history_http = time(runs, || get("/api/inventory/update-history".to_string())).await?;
    let history_sql = time(runs, || {
        let direct = direct.clone();
        async move {
            let mut direct = direct.lock().await;
            inventory::history(&mut direct, &HistoryFilter::default(), 21, 0).await?;
            Ok(())
        }
    })
    .await?;

    println!(
        "{runs} runs each, HTTP = a full request through the API (auth, tenant transaction, JSON):"
    );
    for (name, http, sql) in [
        (
            "product list (category + search, 20 rows)",
            product_http,
            product_sql,
        ),
        ("inventory list (20 rows of 15,000)", stock_http, stock_sql),
        (
            "stock history, newest page (of 1,000,000)",
            history_http,
            history_sql,
        ),
    ] {
        println!(
            "  {name}: HTTP median {:.2} ms (p95 {:.2}); SQL median {:.2} ms (p95 {:.2}); HTTP/SQL {:.1}×",
            ms(http.median),
            ms(http.p95),
            ms(sql.median),
            ms(sql.p95),
            ms(http.median) / ms(sql.median)
        );
    }
    Ok(())
}
