//! Buying in a store: a customer's cart priced and quoted, checkout refusing bad input with nothing
//! written, Billplz bringing the customer back to the order's tracking page, HQ or the online
//! store's owner filling it from the right stock, the owner earning (affiliate commission or the
//! online margin), ratings after completion, e-koop orders packed by class, and other companies
//! and other stores never reaching an order.

use crate::{
    fakes::billplz::FakeBillplz,
    helpers::{test_config, Reply, TestApp},
    orders::{self, agent, shop, Shop},
};
use serde_json::{json, Value};

async fn offer_and_open(app: &TestApp, s: &Shop, token: &str, program: &str, body: Value) {
    let r = app
        .post(
            &s.c.host,
            &format!("/api/store-program/{program}/settings"),
            Some(&s.hq),
            json!({"offered": true, "joinPolicy": "direct"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = app
        .post(
            &s.c.host,
            &format!("/api/store-program/{program}/register"),
            Some(token),
            body,
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

async fn billplz_on(app: &TestApp, s: &Shop, fake: &FakeBillplz) {
    let r = app
        .post(&s.c.host, "/api/integration/billplz/store", Some(&s.hq),
              json!({"apiKey": fake.api_key, "xSignatureKey": fake.x_signature_key, "collectionId": "inbmmepb",
                     "sandbox": true, "adminFee": "1.50"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

async fn spawn_with_billplz() -> (TestApp, FakeBillplz) {
    let fake = FakeBillplz::start().await;
    let mut config = test_config();
    config.billplz_url = Some(format!("{}/api", fake.base_url));
    (TestApp::spawn_with(config).await, fake)
}

fn address() -> Value {
    json!({"firstName": "Siti", "lastName": "Rahman", "address1": "8 Jalan Kenanga", "postCode": "50450",
           "city": "Kuala Lumpur", "state": "14", "phone": "0191234567"})
}

async fn quote(app: &TestApp, s: &Shop, slug: &str, body: Value) -> Reply {
    app.post(
        &s.c.host,
        &format!("/api/storefront/{slug}/quote"),
        None,
        body,
    )
    .await
}

async fn checkout(app: &TestApp, s: &Shop, slug: &str, body: Value) -> Reply {
    app.post(
        &s.c.host,
        &format!("/api/storefront/{slug}/checkout"),
        None,
        body,
    )
    .await
}

async fn count(app: &TestApp, s: &Shop, sql: &str) -> i64 {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query_scalar(sql).fetch_one(&mut db).await.unwrap()
}

async fn hq_stock(app: &TestApp, s: &Shop, variant: i64) -> i32 {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query_scalar("select quantity from stock_levels where variant_id = $1")
        .bind(variant)
        .fetch_one(&mut db)
        .await
        .unwrap()
}

/// Pays the bill behind `payment_url` at the fake and follows the customer's redirect back; returns
/// where the browser lands.
async fn pay(app: &TestApp, s: &Shop, fake: &FakeBillplz, payment_url: &str) -> String {
    let bill_id = payment_url.rsplit('/').next().unwrap();
    let paid: Value = app
        .client
        .post(format!(
            "{}/_fake/bills/{bill_id}/pay?success=true",
            fake.base_url
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let redirect = paid["redirect"].as_str().unwrap().to_string();
    let query = redirect.split_once('?').unwrap().1.to_string();
    let r = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .get(app.url(&format!("/api/payments/billplz/redirect?{query}")))
        .header("host", &s.c.host)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 302);
    r.headers()["location"].to_str().unwrap().to_string()
}

#[tokio::test]
async fn a_customer_buys_in_an_affiliate_store_pays_and_the_agent_earns_when_it_completes() {
    let (app, fake) = spawn_with_billplz().await;
    let s = shop(&app).await;
    billplz_on(&app, &s, &fake).await;
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query("update products set affiliate_commission = 4.50 where id = $1")
            .bind(s.serum.0)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let (ali_id, ali) = agent(&app, &s, "ali@buy.test", None).await;
    offer_and_open(
        &app,
        &s,
        &ali,
        "affiliate",
        json!({"name": "Ali Beauty", "slug": "ali-beauty"}),
    )
    .await;
    let lines = json!([{"variantId": s.serum.1, "quantity": 2}]);

    // The cart at retail price; couriers appear once the state is known.
    let q = quote(&app, &s, "ali-beauty", json!({"lines": lines})).await;
    assert_eq!(q.status, 200, "{}", q.body);
    assert_eq!(q.data()["subTotal"], "198.00");
    assert_eq!(q.data()["serviceFee"], "1.50");
    assert_eq!(q.data()["ready"], true);
    assert!(q.data()["courierOptions"].as_array().unwrap().is_empty());
    let q = quote(
        &app,
        &s,
        "ali-beauty",
        json!({"lines": lines, "state": "14"}),
    )
    .await;
    let courier = q.data()["courierOptions"][0]["courierId"].as_i64().unwrap();
    let q = quote(
        &app,
        &s,
        "ali-beauty",
        json!({"lines": lines, "state": "14", "courierId": courier}),
    )
    .await;
    assert_eq!(q.data()["shipping"], "9.00", "RM 8 rate + RM 1 handling");
    assert_eq!(q.data()["grandTotal"], "208.50");

    // Bad input is named field by field and writes nothing.
    let bad = checkout(
        &app,
        &s,
        "ali-beauty",
        json!({"lines": lines, "name": "", "phone": "12", "email": "siti-at-mail", "address": address(),
               "courierId": courier}),
    )
    .await;
    assert_eq!(bad.status, 422, "{}", bad.body);
    for field in ["name", "phone", "email"] {
        assert!(
            bad.data()["errors"][field].is_string(),
            "{field} named: {}",
            bad.body
        );
    }
    let seen_wrong = checkout(
        &app,
        &s,
        "ali-beauty",
        json!({"lines": lines, "name": "Siti Rahman", "phone": "019-123 4567", "email": "siti@mail.test",
               "address": address(), "courierId": courier, "seenTotal": "200.00"}),
    )
    .await;
    assert_eq!(
        (seen_wrong.status.as_u16(), seen_wrong.error()),
        (409, "total_changed")
    );
    assert_eq!(count(&app, &s, "select count(*) from orders").await, 0);
    assert_eq!(hq_stock(&app, &s, s.serum.1).await, 100);

    let body = json!({"lines": lines, "name": "Siti Rahman", "phone": "019-123 4567", "email": "Siti@Mail.test",
                      "address": address(), "courierId": courier, "seenTotal": "208.50"});
    let placed = checkout(&app, &s, "ali-beauty", body.clone()).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let token = placed.data()["token"].as_str().unwrap().to_string();
    let payment_url = placed.data()["paymentUrl"].as_str().unwrap().to_string();
    assert_eq!(placed.data()["grandTotal"], "208.50");
    assert_eq!(
        hq_stock(&app, &s, s.serum.1).await,
        98,
        "HQ fills an affiliate order"
    );
    let bill = fake.bill(payment_url.rsplit('/').next().unwrap()).unwrap();
    assert_eq!(bill["amount"], 20850);
    assert_eq!(bill["email"], "siti@mail.test");
    let (subject, mail) = app
        .last_email(&s.c.company, "siti@mail.test")
        .await
        .expect("the customer gets the order's link");
    assert!(subject.contains("Ali Beauty"), "{subject}");
    assert!(
        mail.contains(&format!("/s/ali-beauty/order/{token}")),
        "{mail}"
    );
    // A second order of the same store while the first waits for payment is fine.
    let second = checkout(&app, &s, "ali-beauty", body).await;
    assert_eq!(second.status, 200, "{}", second.body);

    let track = |slug: &'static str, host: String, token: String| {
        let app = &app;
        async move {
            app.get(
                &host,
                &format!("/api/storefront/{slug}/order/{token}"),
                None,
            )
            .await
        }
    };
    let t = track("ali-beauty", s.c.host.clone(), token.clone()).await;
    assert_eq!(t.status, 200, "{}", t.body);
    assert_eq!(
        (t.data()["status"].as_str(), t.data()["paymentUrl"].as_str()),
        (Some("unpaid"), Some(payment_url.as_str()))
    );
    assert_eq!(t.data()["customerName"], "Siti Rahman");
    assert!(t.data()["address"]
        .as_str()
        .unwrap()
        .contains("8 Jalan Kenanga"));
    // A made-up token, another store's link or another company: not found.
    assert_eq!(
        track("ali-beauty", s.c.host.clone(), "nope".into())
            .await
            .status,
        404
    );
    let other = app.company().await;
    assert_eq!(
        track("ali-beauty", other.host.clone(), token.clone())
            .await
            .status,
        404
    );
    let rating = app
        .post(
            &s.c.host,
            &format!("/api/storefront/ali-beauty/order/{token}/rating"),
            None,
            json!({"productId": s.serum.0, "stars": 4}),
        )
        .await;
    assert_eq!(
        (rating.status.as_u16(), rating.error()),
        (409, "rating_not_open")
    );

    // Paying brings the customer back to the tracking page; the order goes to be shipped.
    let landing = pay(&app, &s, &fake, &payment_url).await;
    assert_eq!(landing, format!("/s/ali-beauty/order/{token}"));
    let t = track("ali-beauty", s.c.host.clone(), token.clone()).await;
    assert_eq!(t.data()["status"], "to_ship");
    assert!(t.data()["paymentUrl"].is_null());

    // HQ sees the store order with its store and customer, ships and completes it.
    let list = app
        .get(&s.c.host, "/api/orders?status=to_ship", Some(&s.hq))
        .await;
    assert_eq!(list.status, 200, "{}", list.body);
    let row = list.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["store"]["name"] == "Ali Beauty")
        .cloned()
        .expect("the store order is listed with its store");
    assert_eq!(row["store"]["customerName"], "Siti Rahman");
    assert_eq!(row["store"]["program"], "affiliate");
    let id = row["id"].as_i64().unwrap();
    for (path, body) in [
        (
            "/api/orders/ship",
            json!({"id": id, "trackingNumber": "JT777"}),
        ),
        ("/api/orders/complete", json!({"id": id})),
    ] {
        let r = app.post(&s.c.host, path, Some(&s.hq), body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
    let t = track("ali-beauty", s.c.host.clone(), token.clone()).await;
    assert_eq!(t.data()["status"], "completed");
    assert_eq!(t.data()["trackingNumber"], "JT777");
    let steps: Vec<&str> = t.data()["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["status"].as_str().unwrap())
        .collect();
    assert_eq!(
        steps,
        ["unpaid", "to_ship", "delivery", "completed"],
        "{}",
        t.body
    );
    // The goods went to the customer, not into Ali's stock; Ali earns RM 4.50 × 2.
    assert_eq!(
        count(
            &app,
            &s,
            &format!("select count(*) from agent_stock where agent_id = {ali_id}")
        )
        .await,
        0
    );
    let mut db = app.owner_in(&s.c.company).await;
    let earned: rust_decimal::Decimal = sqlx::query_scalar(
        "select sum(amount) from commission_entries where agent_id = $1 and kind = 'affiliate'",
    )
    .bind(ali_id)
    .fetch_one(&mut db)
    .await
    .unwrap();
    assert_eq!(earned.to_string(), "9.00");

    // Rating: only a product with rating on; then the storefront shows the average.
    let rate = |stars: i64| {
        let app = &app;
        let host = s.c.host.clone();
        let token = token.clone();
        let product = s.serum.0;
        async move {
            app.post(
                &host,
                &format!("/api/storefront/ali-beauty/order/{token}/rating"),
                None,
                json!({"productId": product, "stars": stars, "comment": "Lembut di kulit"}),
            )
            .await
        }
    };
    let off = rate(4).await;
    assert_eq!(off.status, 422, "{}", off.body);
    sqlx::query("update products set rating_enabled = true where id = $1")
        .bind(s.serum.0)
        .execute(&mut db)
        .await
        .unwrap();
    let r = rate(2).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = rate(4).await;
    assert_eq!(r.status, 200, "rating again changes it: {}", r.body);
    let not_in_order = app
        .post(
            &s.c.host,
            &format!("/api/storefront/ali-beauty/order/{token}/rating"),
            None,
            json!({"productId": s.soap.0, "stars": 5}),
        )
        .await;
    assert_eq!(not_in_order.status, 422);
    let products = app
        .get(
            &s.c.host,
            "/api/storefront/ali-beauty/products?search=serum",
            None,
        )
        .await;
    assert_eq!(products.data()["rows"][0]["ratingAverage"], "4.0");
    assert_eq!(products.data()["rows"][0]["ratingCount"], 1);
}

#[tokio::test]
async fn an_online_store_sells_only_its_owners_stock_and_keeps_the_margin() {
    let (app, fake) = spawn_with_billplz().await;
    let s = shop(&app).await;
    billplz_on(&app, &s, &fake).await;
    let (bo_id, bo) = agent(&app, &s, "bo@buy.test", None).await;
    offer_and_open(
        &app,
        &s,
        &bo,
        "online",
        json!({"name": "Bo Online", "slug": "bo-online"}),
    )
    .await;
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query("update products set store_price = 79.00 where id = $1")
            .bind(s.serum.0)
            .execute(&mut db)
            .await
            .unwrap();
        sqlx::query("insert into agent_stock (agent_id, variant_id, product_id, quantity) values ($1, $2, $3, 3)")
            .bind(bo_id)
            .bind(s.serum.1)
            .bind(s.serum.0)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let q = quote(
        &app,
        &s,
        "bo-online",
        json!({"lines": [{"variantId": s.serum.1, "quantity": 4}]}),
    )
    .await;
    assert_eq!(q.data()["ready"], false);
    assert!(
        q.data()["lines"][0]["problem"]
            .as_str()
            .unwrap()
            .contains('3'),
        "{}",
        q.body
    );
    let courier = quote(
        &app,
        &s,
        "bo-online",
        json!({"lines": [{"variantId": s.serum.1, "quantity": 3}], "state": "14"}),
    )
    .await
    .data()["courierOptions"][0]["courierId"]
        .as_i64()
        .unwrap();
    let body = |quantity: i64| {
        json!({"lines": [{"variantId": s.serum.1, "quantity": quantity}], "name": "Dina", "phone": "0123456789",
               "email": "dina@mail.test", "address": address(), "courierId": courier})
    };
    let over = checkout(&app, &s, "bo-online", body(4)).await;
    assert_eq!(
        (over.status.as_u16(), over.error()),
        (422, "cart_not_ready"),
        "{}",
        over.body
    );
    let placed = checkout(&app, &s, "bo-online", body(3)).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let mut db = app.owner_in(&s.c.company).await;
    let (left, profit, seller): (i32, rust_decimal::Decimal, Option<i64>) = sqlx::query_as(
        "select (select quantity from agent_stock where agent_id = $1 and variant_id = $2),
                o.seller_profit, o.seller_id from orders o where o.store_id is not null",
    )
    .bind(bo_id)
    .bind(s.serum.1)
    .fetch_one(&mut db)
    .await
    .unwrap();
    assert_eq!(left, 0, "the owner's own stock fills it");
    assert_eq!(profit.to_string(), "87.00", "(79 − 50) × 3");
    assert_eq!(seller, Some(bo_id));
    assert_eq!(
        hq_stock(&app, &s, s.serum.1).await,
        100,
        "HQ's stock is untouched"
    );
    // The customer's unpaid order does not stand in the way of Bo's own order.
    let addr = orders::address(&app, &s, &bo).await;
    orders::add(&app, &s, &bo, s.soap.1, 1).await;
    let own = orders::checkout(&app, &s, &bo, orders::checkout_body(addr, None, None)).await;
    assert_eq!(own.status, 200, "{}", own.body);
    // Nothing is left to sell: the next customer is refused before anything is written.
    let again = checkout(&app, &s, "bo-online", body(1)).await;
    assert_eq!(again.error(), "cart_not_ready", "{}", again.body);
    assert_eq!(
        count(
            &app,
            &s,
            "select count(*) from orders where store_id is not null"
        )
        .await,
        1
    );
}

#[tokio::test]
async fn an_ekoop_order_names_its_student_is_packed_by_class_and_collected_at_school() {
    let (app, fake) = spawn_with_billplz().await;
    let s = shop(&app).await;
    billplz_on(&app, &s, &fake).await;
    let (_, koop) = agent(&app, &s, "koop@buy.test", None).await;
    let (_, stranger) = agent(&app, &s, "stranger@buy.test", None).await;
    offer_and_open(
        &app,
        &s,
        &koop,
        "ekoop",
        json!({"name": "Koperasi SK Melati", "slug": "sk-melati", "schoolName": "SK Taman Melati",
               "schoolAddress": "Jalan Melati, 53100 KL", "pickupHours": "Mon-Fri 7:30-13:00"}),
    )
    .await;
    let lines = json!([{"variantId": s.soap.1, "quantity": 2}]);
    let q = quote(
        &app,
        &s,
        "sk-melati",
        json!({"lines": lines, "state": "14"}),
    )
    .await;
    assert!(
        q.data()["courierOptions"].as_array().unwrap().is_empty(),
        "collected at school"
    );
    assert_eq!(q.data()["shipping"], "0.00");

    let no_student = checkout(
        &app,
        &s,
        "sk-melati",
        json!({"lines": lines, "name": "Puan Aminah", "phone": "0123456789", "email": "aminah@mail.test"}),
    )
    .await;
    assert_eq!(no_student.status, 422);
    let errors = &no_student.data()["errors"];
    assert!(errors["studentName"].is_string() && errors["className"].is_string());
    let mut tokens = vec![];
    for (student, class, quantity) in [
        ("Adam", "5 Bestari", 2),
        ("Balqis", "5 Bestari", 1),
        ("Chong", "6 Cerdik", 3),
    ] {
        let r = checkout(
            &app,
            &s,
            "sk-melati",
            json!({"lines": [{"variantId": s.soap.1, "quantity": quantity}], "name": "Parent", "phone": "0123456789",
                   "email": "parent@mail.test", "studentName": student, "className": class}),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.body);
        tokens.push(r.data()["token"].as_str().unwrap().to_string());
        pay(&app, &s, &fake, r.data()["paymentUrl"].as_str().unwrap()).await;
    }

    let orders = app
        .get(
            &s.c.host,
            "/api/store-program/ekoop/orders?className=5%20Bestari",
            Some(&s.hq),
        )
        .await;
    assert_eq!(orders.status, 200, "{}", orders.body);
    assert_eq!(orders.data()["total"], 2);
    assert_eq!(orders.data()["rows"][0]["studentName"], "Adam");
    assert_eq!(orders.data()["rows"][0]["schoolName"], "SK Taman Melati");
    let classes: Vec<(&str, i64)> = orders.data()["classes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["className"].as_str().unwrap(),
                c["waiting"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(classes, [("5 Bestari", 2), ("6 Cerdik", 1)]);
    // The co-op's agent sees their own orders; another agent sees none.
    let own = app
        .get(&s.c.host, "/api/store-program/ekoop/orders", Some(&koop))
        .await;
    assert_eq!(own.data()["total"], 3);
    let none = app
        .get(
            &s.c.host,
            "/api/store-program/ekoop/orders",
            Some(&stranger),
        )
        .await;
    assert_eq!(none.data()["total"], 0);

    let store_id = orders.data()["rows"][0]["storeId"].as_i64().unwrap();
    let packing = app
        .get(
            &s.c.host,
            &format!("/api/store-program/ekoop/packing-list?storeId={store_id}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(packing.status, 200, "{}", packing.body);
    let classes = packing.data()["classes"].as_array().unwrap();
    assert_eq!(classes.len(), 2);
    assert_eq!(classes[0]["className"], "5 Bestari");
    assert_eq!(
        classes[0]["totals"][0]["quantity"], 3,
        "Adam's 2 and Balqis's 1"
    );
    assert_eq!(classes[0]["students"].as_array().unwrap().len(), 2);
    assert_eq!(classes[1]["totals"][0]["quantity"], 3);
    let foreign = app
        .get(
            &s.c.host,
            &format!("/api/store-program/ekoop/packing-list?storeId={store_id}"),
            Some(&stranger),
        )
        .await;
    assert_eq!(foreign.status, 404);

    // Collected at school: completed, with who took it.
    let id = orders.data()["rows"][0]["id"].as_i64().unwrap();
    let r = app
        .post(
            &s.c.host,
            "/api/orders/pickup",
            Some(&s.hq),
            json!({"id": id, "collectedBy": "Puan Aminah"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let t = app
        .get(
            &s.c.host,
            &format!("/api/storefront/sk-melati/order/{}", tokens[0]),
            None,
        )
        .await;
    assert_eq!(t.data()["status"], "completed");
    assert_eq!(t.data()["collectedBy"], "Puan Aminah");
    assert_eq!(t.data()["studentName"], "Adam");
    assert_eq!(t.data()["shipmentType"], "pickup");

    // The co-op's agent hands Balqis's order over at the school; nobody else can.
    let balqis = orders.data()["rows"][1]["id"].as_i64().unwrap();
    let pickup = |token: String, by: &'static str| {
        let app = &app;
        let host = s.c.host.clone();
        async move {
            app.post(
                &host,
                "/api/store-program/ekoop/pickup",
                Some(&token),
                json!({"id": balqis, "collectedBy": by}),
            )
            .await
        }
    };
    assert_eq!(pickup(stranger.clone(), "Someone").await.status, 404);
    let blank = pickup(koop.clone(), " ").await;
    assert_eq!(blank.status, 422, "{}", blank.body);
    let done = pickup(koop.clone(), "Encik Lim").await;
    assert_eq!(done.status, 200, "{}", done.body);
    assert_eq!(
        (
            done.data()["status"].as_str(),
            done.data()["collectedBy"].as_str()
        ),
        (Some("completed"), Some("Encik Lim"))
    );
    let again = pickup(koop.clone(), "Encik Lim").await;
    assert_eq!(again.status, 409, "collected once: {}", again.body);
    let detail = app
        .get(
            &s.c.host,
            &format!("/api/orders/detail?id={balqis}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(detail.data()["store"]["schoolName"], "SK Taman Melati");
    assert_eq!(detail.data()["store"]["studentName"], "Balqis");
}

#[tokio::test]
async fn customers_in_a_store_and_agents_in_the_shop_racing_for_the_last_units_never_oversell() {
    let (app, fake) = spawn_with_billplz().await;
    let s = shop(&app).await;
    billplz_on(&app, &s, &fake).await;
    // Only 6 serums left at HQ.
    let r = crate::catalogue::stock(&app, &s.c, &s.hq, s.serum.0, Some(s.serum.1), "out", 94).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let (_, owner) = agent(&app, &s, "race-owner@buy.test", None).await;
    offer_and_open(
        &app,
        &s,
        &owner,
        "affiliate",
        json!({"name": "Race Store", "slug": "race-store"}),
    )
    .await;
    let courier = app.get(&s.c.host, "/api/courier", Some(&s.hq)).await.data()[0]["id"].clone();
    let mut agents = vec![];
    for i in 0..10 {
        let (_, token) = agent(&app, &s, &format!("racer{i}@buy.test"), None).await;
        orders::add(&app, &s, &token, s.serum.1, 1).await;
        let addr = orders::address(&app, &s, &token).await;
        agents.push((token, addr));
    }
    let shop_orders = agents.iter().map(|(token, addr)| {
        let app = &app;
        let host = s.c.host.clone();
        let courier = courier.clone();
        async move {
            app.post(&host, "/api/sales/my-shop/checkout", Some(token),
                json!({"shipmentType": "courier", "customerId": addr, "shipmentId": courier, "paymentType": "manual"}))
                .await
        }
    });
    let store_orders = (0..10).map(|i| {
        let app = &app;
        let host = s.c.host.clone();
        let courier = courier.clone();
        async move {
            app.post(
                &host,
                "/api/storefront/race-store/checkout",
                None,
                json!({"lines": [{"variantId": s.serum.1, "quantity": 1}], "name": format!("Customer {i}"),
                       "phone": "0123456789", "email": format!("c{i}@mail.test"), "address": address(),
                       "courierId": courier}),
            )
            .await
        }
    });
    let (shop, store) = futures::future::join(
        futures::future::join_all(shop_orders),
        futures::future::join_all(store_orders),
    )
    .await;
    let placed = shop
        .iter()
        .chain(store.iter())
        .filter(|r| r.status == 200)
        .count();
    assert_eq!(
        placed,
        6,
        "{:?}",
        store.iter().map(|r| r.error()).collect::<Vec<_>>()
    );
    for r in shop.iter().chain(store.iter()).filter(|r| r.status != 200) {
        assert!(
            matches!(r.error(), "out_of_stock" | "cart_not_ready"),
            "sold out is said plainly: {}",
            r.body
        );
    }
    assert_eq!(hq_stock(&app, &s, s.serum.1).await, 0, "never below zero");
    assert_eq!(
        count(
            &app,
            &s,
            "select coalesce(sum(quantity), 0)::bigint from order_stock"
        )
        .await,
        6,
        "every unit sold is held by exactly one order"
    );
}

#[tokio::test]
async fn a_customer_opens_all_their_orders_with_a_key_sent_to_their_email() {
    let (app, fake) = spawn_with_billplz().await;
    let s = shop(&app).await;
    billplz_on(&app, &s, &fake).await;
    let (_, owner) = agent(&app, &s, "keys-owner@buy.test", None).await;
    offer_and_open(
        &app,
        &s,
        &owner,
        "affiliate",
        json!({"name": "Key Store", "slug": "key-store"}),
    )
    .await;
    let courier = app.get(&s.c.host, "/api/courier", Some(&s.hq)).await.data()[0]["id"].clone();
    for quantity in [1, 2] {
        let r = checkout(
            &app,
            &s,
            "key-store",
            json!({"lines": [{"variantId": s.soap.1, "quantity": quantity}], "name": "Nur", "phone": "0123456789",
                   "email": "nur@mail.test", "address": address(), "courierId": courier}),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let ask = |email: &'static str| {
        let app = &app;
        let host = s.c.host.clone();
        async move {
            app.post(
                &host,
                "/api/storefront/key-store/my-orders/link",
                None,
                json!({ "email": email }),
            )
            .await
        }
    };
    let emails = |to: &'static str| {
        let app = &app;
        let company = s.c.company.clone();
        async move {
            let mut db = app.owner_in(&company).await;
            sqlx::query_scalar::<_, i64>(
                "select count(*) from outbox_emails where to_address = $1 and subject like 'Your orders%'",
            )
            .bind(to)
            .fetch_one(&mut db)
            .await
            .unwrap()
        }
    };
    // The answer is the same for an e-mail without orders, which gets nothing.
    let stranger = ask("nobody@mail.test").await;
    assert_eq!(stranger.status, 200, "{}", stranger.body);
    assert_eq!(emails("nobody@mail.test").await, 0);
    assert_eq!(ask("not-an-email").await.status, 422);
    let r = ask("Nur@Mail.test").await;
    assert_eq!(
        (r.status.as_u16(), r.data()["sent"].as_bool()),
        (200, Some(true))
    );
    assert_eq!(ask("nur@mail.test").await.status, 200);
    assert_eq!(emails("nur@mail.test").await, 1, "one link per two minutes");
    let (_, body) = app.last_email(&s.c.company, "nur@mail.test").await.unwrap();
    let key = body
        .split("my-orders?key=")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();

    let mine = app
        .get(
            &s.c.host,
            &format!("/api/storefront/key-store/my-orders?key={key}"),
            None,
        )
        .await;
    assert_eq!(mine.status, 200, "{}", mine.body);
    let orders = mine.data()["orders"].as_array().unwrap();
    assert_eq!(orders.len(), 2);
    assert_eq!(orders[0]["units"], 2, "newest first");
    assert!(orders[0]["path"]
        .as_str()
        .unwrap()
        .starts_with("/s/key-store/order/"));
    let track = app
        .get(
            &s.c.host,
            &format!(
                "/api{}",
                orders[0]["path"]
                    .as_str()
                    .unwrap()
                    .replace("/s/", "/storefront/")
            ),
            None,
        )
        .await;
    assert_eq!(
        track.status, 200,
        "the listed link opens the order: {}",
        track.body
    );

    let wrong = app
        .get(
            &s.c.host,
            "/api/storefront/key-store/my-orders?key=made-up",
            None,
        )
        .await;
    assert_eq!(
        (wrong.status.as_u16(), wrong.error()),
        (404, "customer_key_expired")
    );
    // The key opens nothing in another company.
    let other = app.company().await;
    let foreign = app
        .get(
            &other.host,
            &format!("/api/storefront/key-store/my-orders?key={key}"),
            None,
        )
        .await;
    assert_eq!(foreign.status, 404);
    // An expired key opens nothing.
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update customer_keys set expires_at = now() - interval '1 second'")
        .execute(&mut db)
        .await
        .unwrap();
    let expired = app
        .get(
            &s.c.host,
            &format!("/api/storefront/key-store/my-orders?key={key}"),
            None,
        )
        .await;
    assert_eq!(expired.error(), "customer_key_expired");
}
