//! Store programs: joining per program and HQ's review, store links unique per company, the
//! public storefront (prices per program, stock per who fills, nothing private, another company's
//! link not found), e-koop banners and the store summary.

use crate::{
    commissions::completed_order,
    helpers::{Reply, TestApp},
    orders::{agent, shop, Shop},
};
use serde_json::{json, Value};

fn png() -> Vec<u8> {
    let img = image::RgbImage::from_pixel(12, 4, image::Rgb([20, 120, 90]));
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

async fn offer(app: &TestApp, s: &Shop, program: &str, policy: &str) {
    let r = app
        .post(
            &s.c.host,
            &format!("/api/store-program/{program}/settings"),
            Some(&s.hq),
            json!({"offered": true, "joinPolicy": policy}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

async fn register(app: &TestApp, s: &Shop, token: &str, program: &str, body: Value) -> Reply {
    app.post(
        &s.c.host,
        &format!("/api/store-program/{program}/register"),
        Some(token),
        body,
    )
    .await
}

async fn review(
    app: &TestApp,
    s: &Shop,
    store_id: i64,
    decision: &str,
    note: Option<&str>,
) -> Reply {
    app.post(
        &s.c.host,
        "/api/store-program/review",
        Some(&s.hq),
        json!({"storeId": store_id, "decision": decision, "note": note}),
    )
    .await
}

async fn storefront(app: &TestApp, host: &str, slug: &str) -> Reply {
    app.get(host, &format!("/api/storefront/{slug}"), None)
        .await
}

async fn banner(app: &TestApp, s: &Shop, token: &str, title: &str, image: Vec<u8>) -> Reply {
    let form = reqwest::multipart::Form::new()
        .text("title", title.to_string())
        .text("url", "https://sk-melati.example/sukan")
        .part(
            "image",
            reqwest::multipart::Part::bytes(image).file_name("b.png"),
        );
    app.send(
        app.client
            .post(app.url("/api/ekoop-banner/store"))
            .header("host", &s.c.host)
            .bearer_auth(token)
            .multipart(form),
    )
    .await
}

#[tokio::test]
async fn an_agent_joins_a_program_hq_reviews_and_only_an_open_store_has_a_storefront() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, siti) = agent(&app, &s, "siti@store.test", None).await;
    let body = json!({"name": "Siti Beauty", "slug": "Siti-Beauty", "whatsapp": "012-345 6789"});

    // Not offered yet: the agent is told, and nothing is kept.
    let account = app
        .get(
            &s.c.host,
            "/api/store-program/affiliate/account",
            Some(&siti),
        )
        .await;
    assert_eq!(account.status, 200, "{}", account.body);
    assert_eq!(account.data()["offered"], false);
    assert!(account.data()["store"].is_null());
    let r = register(&app, &s, &siti, "affiliate", body.clone()).await;
    assert_eq!(
        (r.status.as_u16(), r.error()),
        (409, "program_off"),
        "{}",
        r.body
    );

    // Offered with approval: the store waits, and has no storefront yet.
    offer(&app, &s, "affiliate", "approval").await;
    let r = register(&app, &s, &siti, "affiliate", body.clone()).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let store = r.data().clone();
    let id = store["id"].as_i64().unwrap();
    assert_eq!(store["status"], "pending");
    assert_eq!(store["slug"], "siti-beauty", "the link is lower-cased");
    assert_eq!(store["path"], "/s/siti-beauty");
    assert_eq!(store["whatsapp"], "123456789");
    let again = register(&app, &s, &siti, "affiliate", body.clone()).await;
    assert_eq!(
        (again.status.as_u16(), again.error()),
        (409, "already_joined")
    );
    assert_eq!(storefront(&app, &s.c.host, "siti-beauty").await.status, 404);

    // HQ sees it waiting; a rejection needs a reason, which the agent reads.
    let list = app
        .get(
            &s.c.host,
            "/api/store-program/affiliate/stores?status=pending",
            Some(&s.hq),
        )
        .await;
    assert_eq!(list.status, 200, "{}", list.body);
    assert_eq!(list.data()["total"], 1);
    assert_eq!(list.data()["rows"][0]["agentEmail"], "siti@store.test");
    let r = review(&app, &s, id, "reject", None).await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.to_string().contains("note"), "{}", r.body);
    let r = review(
        &app,
        &s,
        id,
        "reject",
        Some("Use your own name in the store name"),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let account = app
        .get(
            &s.c.host,
            "/api/store-program/affiliate/account",
            Some(&siti),
        )
        .await;
    assert_eq!(account.data()["store"]["status"], "rejected");
    assert_eq!(
        account.data()["store"]["reviewNote"],
        "Use your own name in the store name"
    );
    // Approving a rejected store does not fit; changing its set-up submits it again.
    let r = review(&app, &s, id, "approve", None).await;
    assert_eq!((r.status.as_u16(), r.error()), (409, "store_status"));
    let r = app
        .post(
            &s.c.host,
            "/api/store-program/affiliate/setup",
            Some(&siti),
            json!({"name": "Kedai Siti Aminah", "slug": "siti-beauty", "tagline": "Skincare for every day"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["status"], "pending");

    // Approved: the storefront opens; suspended: it closes again.
    assert_eq!(review(&app, &s, id, "approve", None).await.status, 200);
    let front = storefront(&app, &s.c.host, "siti-beauty").await;
    assert_eq!(front.status, 200, "{}", front.body);
    assert_eq!(front.data()["name"], "Kedai Siti Aminah");
    assert_eq!(front.data()["program"], "affiliate");
    assert!(
        !front.body.to_string().contains("siti@store.test"),
        "no personal data beyond what the store publishes: {}",
        front.body
    );
    assert_eq!(
        review(&app, &s, id, "suspend", Some("Complaints"))
            .await
            .status,
        200
    );
    assert_eq!(storefront(&app, &s.c.host, "siti-beauty").await.status, 404);
    assert_eq!(review(&app, &s, id, "reinstate", None).await.status, 200);
    assert_eq!(storefront(&app, &s.c.host, "siti-beauty").await.status, 200);

    // A program that lets agents in directly opens the store at once.
    offer(&app, &s, "online", "direct").await;
    let (_, ali) = agent(&app, &s, "ali@store.test", None).await;
    let r = register(
        &app,
        &s,
        &ali,
        "online",
        json!({"name": "Ali Mart", "slug": "ali-mart"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["status"], "active");
    assert_eq!(storefront(&app, &s.c.host, "ali-mart").await.status, 200);

    // An agent does not review stores.
    let r = app
        .post(
            &s.c.host,
            "/api/store-program/review",
            Some(&ali),
            json!({"storeId": id, "decision": "suspend", "note": "x"}),
        )
        .await;
    assert_eq!(r.status, 403, "{}", r.body);
}

#[tokio::test]
async fn a_store_link_is_unique_in_its_company_and_another_companys_is_not_found() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    offer(&app, &s, "affiliate", "direct").await;
    let (_, a) = agent(&app, &s, "a@link.test", None).await;
    let (_, b) = agent(&app, &s, "b@link.test", None).await;
    let r = register(
        &app,
        &s,
        &a,
        "affiliate",
        json!({"name": "Glow", "slug": "glow"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);

    let taken = register(
        &app,
        &s,
        &b,
        "affiliate",
        json!({"name": "Glow Too", "slug": "GLOW"}),
    )
    .await;
    assert_eq!(taken.status, 409, "{}", taken.body);
    assert!(taken.body.to_string().contains("slug"), "{}", taken.body);
    let reserved = register(
        &app,
        &s,
        &b,
        "affiliate",
        json!({"name": "Admin", "slug": "admin"}),
    )
    .await;
    assert_eq!(reserved.status, 422, "{}", reserved.body);
    let shape = register(
        &app,
        &s,
        &b,
        "affiliate",
        json!({"name": "B", "slug": "-b-", "primaryColor": "red", "contactEmail": "nope"}),
    )
    .await;
    assert_eq!(shape.status, 422, "{}", shape.body);
    for field in ["slug", "name", "primaryColor", "contactEmail"] {
        assert!(
            shape.body.to_string().contains(field),
            "{field} named: {}",
            shape.body
        );
    }
    let account = app
        .get(&s.c.host, "/api/store-program/affiliate/account", Some(&b))
        .await;
    assert!(
        account.data()["store"].is_null(),
        "nothing kept from refused joins"
    );

    // Another company: its own "glow" is allowed, and this company's link is not found there.
    let other = shop(&app).await;
    offer(&app, &other, "affiliate", "direct").await;
    assert_eq!(storefront(&app, &other.c.host, "glow").await.status, 404);
    let (_, c) = agent(&app, &other, "c@link.test", None).await;
    let r = register(
        &app,
        &other,
        &c,
        "affiliate",
        json!({"name": "Glow KL", "slug": "glow"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        storefront(&app, &other.c.host, "glow").await.data()["name"],
        "Glow KL"
    );
    assert_eq!(
        storefront(&app, &s.c.host, "glow").await.data()["name"],
        "Glow"
    );
    // HQ of the first company, suspending by the other company's store id, reaches at most its
    // own store of that id (ids are per company): the other company's store stays open.
    let store_id = r.data()["id"].as_i64().unwrap();
    let r = review(&app, &s, store_id, "suspend", Some("not yours")).await;
    assert_ne!(r.data()["name"], "Glow KL", "{}", r.body);
    assert_eq!(storefront(&app, &other.c.host, "glow").await.status, 200);
}

#[tokio::test]
async fn storefront_prices_follow_the_program_and_stock_follows_who_fills() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query("update products set store_price = 79.00 where id = $1")
            .bind(s.serum.0)
            .execute(&mut db)
            .await
            .unwrap();
    }
    offer(&app, &s, "affiliate", "direct").await;
    offer(&app, &s, "online", "direct").await;
    let (ali_id, ali) = agent(&app, &s, "ali@price.test", None).await;
    let r = register(
        &app,
        &s,
        &ali,
        "affiliate",
        json!({"name": "Ali Affiliate", "slug": "ali-aff"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = register(
        &app,
        &s,
        &ali,
        "online",
        json!({"name": "Ali Online", "slug": "ali-online"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);

    let products = |slug: &'static str| {
        let app = &app;
        let host = s.c.host.clone();
        async move {
            let r = app
                .get(
                    &host,
                    &format!("/api/storefront/{slug}/products?search=serum"),
                    None,
                )
                .await;
            assert_eq!(r.status, 200, "{}", r.body);
            r
        }
    };
    // Affiliate: the retail price, HQ's stock (100 serums).
    let aff = products("ali-aff").await;
    assert_eq!(aff.data()["total"], 1);
    assert_eq!(aff.data()["rows"][0]["price"], "99.00");
    assert_eq!(aff.data()["rows"][0]["inStock"], true);
    // Online store: the store price, and the agent's own stock (none yet).
    let online = products("ali-online").await;
    assert_eq!(online.data()["rows"][0]["price"], "79.00");
    assert_eq!(online.data()["rows"][0]["inStock"], false);
    for r in [&aff, &online] {
        assert!(
            !r.body.to_string().contains("50.00"),
            "never a tier price: {}",
            r.body
        );
    }
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query("insert into agent_stock (agent_id, variant_id, product_id, quantity) values ($1, $2, $3, 4)")
            .bind(ali_id)
            .bind(s.serum.1)
            .bind(s.serum.0)
            .execute(&mut db)
            .await
            .unwrap();
    }
    assert_eq!(
        products("ali-online").await.data()["rows"][0]["inStock"],
        true
    );

    let detail = app
        .get(
            &s.c.host,
            &format!("/api/storefront/ali-online/product?id={}", s.serum.0),
            None,
        )
        .await;
    assert_eq!(detail.status, 200, "{}", detail.body);
    assert_eq!(detail.data()["price"], "79.00");
    assert_eq!(detail.data()["variants"][0]["inStock"], true);
    let missing = app
        .get(
            &s.c.host,
            "/api/storefront/ali-online/product?id=999999",
            None,
        )
        .await;
    assert_eq!(missing.status, 404);
}

#[tokio::test]
async fn an_ekoop_store_needs_its_school_and_keeps_banners_shown_on_its_storefront() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    offer(&app, &s, "ekoop", "direct").await;
    let (_, cikgu) = agent(&app, &s, "cikgu@koop.test", None).await;

    let r = banner(&app, &s, &cikgu, "Sports day", png()).await;
    assert_eq!(
        (r.status.as_u16(), r.error()),
        (409, "no_store"),
        "{}",
        r.body
    );

    let r = register(
        &app,
        &s,
        &cikgu,
        "ekoop",
        json!({"name": "Koperasi SK Melati", "slug": "sk-melati"}),
    )
    .await;
    assert_eq!(r.status, 422, "{}", r.body);
    for field in ["schoolName", "schoolAddress", "pickupHours"] {
        assert!(r.body.to_string().contains(field), "{field}: {}", r.body);
    }
    let r = register(
        &app,
        &s,
        &cikgu,
        "ekoop",
        json!({"name": "Koperasi SK Melati", "slug": "sk-melati", "schoolName": "SK Taman Melati",
               "schoolAddress": "Jalan Melati 3, 53100 Kuala Lumpur", "pickupHours": "Mon–Fri 7:30–13:00"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);

    let not_image = banner(
        &app,
        &s,
        &cikgu,
        "Sports day",
        b"%PDF-1.4 not an image".to_vec(),
    )
    .await;
    assert_eq!(not_image.status, 415, "{}", not_image.body);
    let r = banner(&app, &s, &cikgu, "Sports day", png()).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let first = r.data()["id"].as_i64().unwrap();
    assert_eq!(
        banner(&app, &s, &cikgu, "Book week", png()).await.status,
        200
    );

    let front = storefront(&app, &s.c.host, "sk-melati").await;
    assert_eq!(front.status, 200, "{}", front.body);
    assert_eq!(front.data()["schoolName"], "SK Taman Melati");
    let titles: Vec<&str> = front.data()["banners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Book week", "Sports day"], "newest first");

    let r = app
        .delete(
            &s.c.host,
            &format!("/api/ekoop-banner/delete?id={first}"),
            &cikgu,
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let list = app.get(&s.c.host, "/api/ekoop-banner", Some(&cikgu)).await;
    assert_eq!(list.data().as_array().unwrap().len(), 1);

    // At most 10 banners.
    for n in 0..9 {
        assert_eq!(
            banner(&app, &s, &cikgu, &format!("B{n}"), png())
                .await
                .status,
            200
        );
    }
    let full = banner(&app, &s, &cikgu, "One too many", png()).await;
    assert_eq!(
        (full.status.as_u16(), full.error()),
        (409, "banner_limit"),
        "{}",
        full.body
    );
}

#[tokio::test]
async fn the_summary_counts_visits_and_the_stores_paid_orders() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    offer(&app, &s, "online", "direct").await;
    let (_, ali) = agent(&app, &s, "ali@sum.test", None).await;
    let r = app
        .get(&s.c.host, "/api/store-program/online/summary", Some(&ali))
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (409, "no_store"));
    let r = register(
        &app,
        &s,
        &ali,
        "online",
        json!({"name": "Ali Mart", "slug": "ali-mart"}),
    )
    .await;
    let store_id = r.data()["id"].as_i64().unwrap();
    for _ in 0..3 {
        let v = app
            .post(&s.c.host, "/api/storefront/ali-mart/visit", None, json!({}))
            .await;
        assert_eq!(v.status, 200, "{}", v.body);
    }
    // A completed order of RM 100 (2 serums at RM 50) that came through the store, and one that did not.
    let (_, buyer) = agent(&app, &s, "buyer@sum.test", None).await;
    let order = completed_order(&app, &s, &buyer, 2).await;
    completed_order(&app, &s, &buyer, 1).await;
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query(
            "update orders set store_id = $2, seller_profit = 12.00, customer_name = 'Siti',
                customer_phone = '0123456789', customer_email = 'siti@sum.test', tracking_token = 'sum-1'
             where id = $1",
        )
            .bind(order)
            .bind(store_id)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let r = app
        .get(&s.c.host, "/api/store-program/online/summary", Some(&ali))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let d = r.data();
    assert_eq!(d["visits"], 3);
    assert_eq!(d["orders"], 1);
    assert_eq!(d["sales"], "100.00");
    assert_eq!(d["earned"], "12.00", "an online store keeps its margin");
    assert_eq!(d["days"].as_array().unwrap().len(), 1);
    assert!(
        d["stores"].as_array().unwrap().is_empty(),
        "an agent sees only their store"
    );

    let hq = app
        .get(&s.c.host, "/api/store-program/online/summary", Some(&s.hq))
        .await;
    assert_eq!(hq.status, 200, "{}", hq.body);
    assert_eq!(hq.data()["stores"][0]["name"], "Ali Mart");
    assert_eq!(hq.data()["stores"][0]["sales"], "100.00");

    let bad = app
        .get(
            &s.c.host,
            "/api/store-program/online/summary?from=2026-05-01&to=2026-04-01",
            Some(&ali),
        )
        .await;
    assert_eq!(bad.status, 422, "{}", bad.body);
    let long = app
        .get(
            &s.c.host,
            "/api/store-program/online/summary?from=2024-01-01&to=2026-01-01",
            Some(&ali),
        )
        .await;
    assert_eq!(long.status, 422, "{}", long.body);
}
