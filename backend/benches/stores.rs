//! The public storefront under a crowd: one company with 2,000 published products (3 variants each,
//! stock at HQ) and an open affiliate store; 200 anonymous customers at once, each reading the store
//! page, a products page (search off, then a category) and a product page in a loop for 20 s.
//! Prints requests/s, median and p99 per page; asserts nothing. Then store checkout throughput: 50
//! customers at once each quote and place orders of one unit of a random variant (Billplz is a
//! local stand-in answering bills), for 20 s. Run with `infra/bench`.

mod support;

use std::time::{Duration, Instant};
use support::{ms, percentile};

const CUSTOMERS: usize = 200;
const PRODUCTS: i64 = 2_000;
const RUN: Duration = Duration::from_secs(20);

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let billplz = support::fake_billplz().await?;
    let state = support::state_with(|c| c.billplz_url = Some(billplz)).await?;
    let bench = support::company(&state, "Store Bench Sdn Bhd").await?;
    let mut db = support::connect_in(&state.config.database_owner_url, &bench.company).await?;
    for sql in [
        "insert into product_categories (name) select 'Category ' || g from generate_series(1, 10) g",
        "insert into products (name, sku, category_id, retail_price, store_price, weight_kg, points, description)
         select (array['Serum','Soap','Tea','Coffee','Lotion'])[g % 5 + 1] || ' ' || g, 'SKU-' || g,
                (select min(id) from product_categories) + g % 10, 30 + g % 50, 25 + g % 50, 0.5, 1,
                'A product the customers like.'
         from generate_series(1, 2000) g",
        "insert into product_options (product_id, position, name) select id, 1, 'Size' from products",
        "insert into product_option_values (option_id, position, value)
         select o.id, v.pos, v.val from product_options o, (values (0, 'S'), (1, 'M'), (2, 'L')) as v(pos, val)",
        "insert into product_variants (product_id, option1_id, label)
         select o.product_id, v.id, v.value from product_option_values v join product_options o on o.id = v.option_id",
        "insert into stock_levels (branch_id, variant_id, product_id, quantity, received)
         select (select id from branches where is_main), v.id, v.product_id, (v.id * 7) % 100, 100
         from product_variants v",
        "update company_settings set go_affiliate_status = true",
        "insert into users (email, username, role, status, first_name) values ('siti@bench.test', 'siti', 'agent', 'active', 'Siti')",
        "insert into agent_stores (agent_id, program, status, name, slug, approved_at)
         select id, 'affiliate', 'active', 'Siti Beauty', 'siti-beauty', now() from users where email = 'siti@bench.test'",
        "insert into billplz_settings (api_key, x_signature_key, collection_id, sandbox, admin_fee, active)
         values ('bench-key', 'bench-signature', 'benchcol', true, 1.00, true)",
        "insert into couriers (name, service, rate_basis, handling_fee) values ('J&T', 'Standard', 'weight', 1.00)",
        "insert into courier_regions (courier_id, name, country, states)
         select id, 'West', 'MY', array['14', '10'] from couriers",
        "insert into courier_rates (region_id, up_to, price) select id, 10, 8.00 from courier_regions",
        "vacuum (analyze)",
    ] {
        sqlx::query(sql).execute(&mut db).await?;
    }
    let category: i64 = sqlx::query_scalar("select min(id) from product_categories")
        .fetch_one(&mut db)
        .await?;
    let product: i64 = sqlx::query_scalar("select min(id) + 500 from products")
        .fetch_one(&mut db)
        .await?;

    let addr = support::serve(&state).await?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(CUSTOMERS)
        .build()?;
    let pages = [
        ("store page", "/api/storefront/siti-beauty".to_string()),
        (
            "products, first page",
            "/api/storefront/siti-beauty/products".to_string(),
        ),
        (
            "products of a category",
            format!("/api/storefront/siti-beauty/products?categoryId={category}"),
        ),
        (
            "product page",
            format!("/api/storefront/siti-beauty/product?id={product}"),
        ),
    ];
    println!(
        "Storefront: {PRODUCTS} products × 3 variants, {CUSTOMERS} anonymous customers at once for {} s per page",
        RUN.as_secs()
    );
    for (label, path) in pages {
        let url = format!("http://{addr}{path}");
        let started = Instant::now();
        let customers = (0..CUSTOMERS).map(|_| {
            let (client, url, host) = (client.clone(), url.clone(), bench.host.clone());
            tokio::spawn(async move {
                let mut took = vec![];
                let mut failed = 0u32;
                while started.elapsed() < RUN {
                    let sent = Instant::now();
                    match client.get(&url).header("host", &host).send().await {
                        Ok(r) if r.status() == 200 => {
                            r.bytes().await.ok();
                            took.push(sent.elapsed());
                        }
                        _ => failed += 1,
                    }
                }
                (took, failed)
            })
        });
        let mut all = vec![];
        let mut failed = 0;
        for c in futures::future::join_all(customers).await {
            let (took, f) = c?;
            all.extend(took);
            failed += f;
        }
        let wall = started.elapsed().as_secs_f64();
        println!(
            "GET {path} ({label}): {:.0} requests/s, median {:.1} ms, p99 {:.1} ms, {} answered, {failed} failed",
            all.len() as f64 / wall,
            ms(percentile(&mut all, 0.5)),
            ms(percentile(&mut all, 0.99)),
            all.len()
        );
    }
    checkout(&client, &addr, &bench.host, &mut db).await
}

const BUYERS: usize = 50;

/// Store checkout throughput: each customer quotes and places one-unit orders of random variants.
async fn checkout(
    client: &reqwest::Client,
    addr: &str,
    host: &str,
    db: &mut sqlx::PgConnection,
) -> anyhow::Result<()> {
    sqlx::query("update stock_levels set quantity = 1000000")
        .execute(&mut *db)
        .await?;
    let courier = courier(db).await?;
    let variants: Vec<i64> = sqlx::query_scalar("select id from product_variants order by id")
        .fetch_all(&mut *db)
        .await?;
    let variants = std::sync::Arc::new(variants);
    let started = Instant::now();
    let buyers = (0..BUYERS).map(|b| {
        let (client, host, variants) = (client.clone(), host.to_string(), variants.clone());
        let (quote_url, checkout_url) = (
            format!("http://{addr}/api/storefront/siti-beauty/quote"),
            format!("http://{addr}/api/storefront/siti-beauty/checkout"),
        );
        tokio::spawn(async move {
            let mut took = vec![];
            let mut failed = 0u32;
            let mut n = b;
            while started.elapsed() < RUN {
                n = n.wrapping_mul(7919).wrapping_add(13);
                let variant = variants[n % variants.len()];
                let lines = serde_json::json!([{"variantId": variant, "quantity": 1}]);
                let sent = Instant::now();
                let quoted = client
                    .post(&quote_url)
                    .header("host", &host)
                    .json(&serde_json::json!({"lines": lines, "state": "14", "courierId": courier}))
                    .send()
                    .await;
                let placed = match quoted {
                    Ok(r) if r.status() == 200 => {
                        r.bytes().await.ok();
                        client
                            .post(&checkout_url)
                            .header("host", &host)
                            .json(&serde_json::json!({"lines": lines, "name": "Bench Customer", "phone": "0123456789",
                                "email": format!("c{b}@bench.test"), "courierId": courier,
                                "address": {"firstName": "Bench", "address1": "1 Jalan Bench", "postCode": "50450",
                                            "city": "Kuala Lumpur", "state": "14", "phone": "0123456789"}}))
                            .send()
                            .await
                            .ok()
                    }
                    _ => None,
                };
                match placed {
                    Some(r) if r.status() == 200 => {
                        r.bytes().await.ok();
                        took.push(sent.elapsed());
                    }
                    _ => failed += 1,
                }
            }
            (took, failed)
        })
    });
    let mut all = vec![];
    let mut failed = 0;
    for b in futures::future::join_all(buyers).await {
        let (took, f) = b?;
        all.extend(took);
        failed += f;
    }
    let wall = started.elapsed().as_secs_f64();
    println!(
        "Store checkout ({BUYERS} customers at once, quote + place + Billplz bill each): {:.0} orders/s, median {:.1} ms, p99 {:.1} ms, {} placed, {failed} failed",
        all.len() as f64 / wall,
        ms(percentile(&mut all, 0.5)),
        ms(percentile(&mut all, 0.99)),
        all.len()
    );
    Ok(())
}

/// The bench courier's id (it has a rate to Kuala Lumpur).
async fn courier(db: &mut sqlx::PgConnection) -> anyhow::Result<i64> {
    let id: i64 = sqlx::query_scalar("select id from couriers limit 1")
        .fetch_one(&mut *db)
        .await?;
    Ok(id)
}
