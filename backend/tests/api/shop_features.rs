//! The shop's loose ends. Preorder: while the company's preorder feature is on, a preorder product sold by HQ may be
//! bought beyond its stock up to its preorder unit limit, never beyond it (also across agents);
//! a cancelled order gives its preordered units back to the limit, and an order with preordered
//! units ships only once their stock has arrived, taking them from it then. First-order package:
//! while that feature is on, an agent's first order must hold a package.

use crate::{
    catalogue::stock,
    helpers::TestApp,
    orders::{add, address, agent, checkout, checkout_body, shop, Shop},
};
use serde_json::json;

async fn facts(app: &TestApp, s: &Shop) -> (i32, i32) {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query_as(
        "select (select quantity from stock_levels where variant_id = $2), p.preorder_taken
         from products p where p.id = $1",
    )
    .bind(s.serum.0)
    .bind(s.serum.1)
    .fetch_one(&mut db)
    .await
    .unwrap()
}

async fn set(app: &TestApp, s: &Shop, sql: &str) {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(sql)
        .bind(s.serum.0)
        .execute(&mut db)
        .await
        .unwrap();
}

#[tokio::test]
async fn a_preorder_product_sells_beyond_stock_up_to_its_limit_and_ships_once_stock_arrives() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    set(
        &app,
        &s,
        "update products set preorder = true, preorder_limit = 5 where id = $1",
    )
    .await;
    let (_, aina) = agent(&app, &s, "aina@pre.test", None).await;
    let addr = address(&app, &s, &aina).await;
    let r = stock(&app, &s.c, &s.hq, s.serum.0, Some(s.serum.1), "out", 97).await;
    assert_eq!(r.status, 200, "{}", r.body);

    // Feature off: 6 serums (3 in stock) cannot be ordered, and nothing is taken.
    add(&app, &s, &aina, s.serum.1, 6).await;
    let r = checkout(&app, &s, &aina, checkout_body(addr, None, None)).await;
    assert_ne!(r.status, 200, "{}", r.body);
    assert_eq!(facts(&app, &s).await, (3, 0));

    // Feature on: the 3 on hand and 3 preordered.
    set(
        &app,
        &s,
        "update company_settings set show_hide_preorder = true where $1::bigint is not null",
    )
    .await;
    let detail = app
        .get(
            &s.c.host,
            &format!("/api/sales/my-shop/product?id={}", s.serum.0),
            Some(&aina),
        )
        .await;
    assert_eq!(detail.data()["preorder"], true, "{}", detail.body);
    let r = checkout(&app, &s, &aina, checkout_body(addr, None, None)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let first = r.data()["order"]["id"].as_i64().unwrap();
    assert_eq!(
        facts(&app, &s).await,
        (0, 3),
        "shelf empty, 3 of 5 preordered"
    );

    // Another agent: 3 more would pass the limit of 5; 2 fit.
    let (_, budi) = agent(&app, &s, "budi@pre.test", None).await;
    let addr_b = address(&app, &s, &budi).await;
    let cart = add(&app, &s, &budi, s.serum.1, 3).await;
    let line = cart.data()["lines"][0]["id"].as_i64().unwrap();
    let r = checkout(&app, &s, &budi, checkout_body(addr_b, None, None)).await;
    assert_ne!(r.status, 200, "{}", r.body);
    assert_eq!(
        facts(&app, &s).await,
        (0, 3),
        "a refused order takes nothing"
    );
    let r = app
        .post(
            &s.c.host,
            "/api/sales/my-shop/cart/update",
            Some(&budi),
            json!({"lineId": line, "quantity": 2}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = checkout(&app, &s, &budi, checkout_body(addr_b, None, None)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let second = r.data()["order"]["id"].as_i64().unwrap();
    assert_eq!(facts(&app, &s).await, (0, 5));

    // Cancelled: its 2 preordered units go back to the limit, not onto the shelf.
    let r = app
        .post(
            &s.c.host,
            "/api/sales/order/delete",
            Some(&budi),
            json!({"id": second}),
        )
        .await;
    assert_eq!(r.data()["status"], "cancelled", "{}", r.body);
    assert_eq!(facts(&app, &s).await, (0, 3));

    // The first order, approved, cannot ship before the preordered stock arrives.
    let r = app
        .post(
            &s.c.host,
            "/api/orders/approve",
            Some(&s.hq),
            json!({"ids": [first]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let ship = || {
        app.post(
            &s.c.host,
            "/api/orders/ship",
            Some(&s.hq),
            json!({"id": first, "trackingNumber": "JT9"}),
        )
    };
    let r = ship().await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.error(), "preorder_not_in_stock");
    let r = stock(&app, &s.c, &s.hq, s.serum.0, Some(s.serum.1), "in", 10).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = ship().await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        facts(&app, &s).await,
        (7, 0),
        "3 of the 10 went out with the order"
    );
    // The stock history tells the 6 units that left for the order: 3 at checkout, 3 as it shipped.
    let mut db = app.owner_in(&s.c.company).await;
    let out: Vec<i32> = sqlx::query_scalar(
        "select quantity from stock_history where order_id = $1 and kind = 'out' order by id",
    )
    .bind(first)
    .fetch_all(&mut db)
    .await
    .unwrap();
    assert_eq!(out, [3, 3]);
}

#[tokio::test]
async fn a_first_order_must_be_a_package_while_the_first_order_package_feature_is_on() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    set(
        &app,
        &s,
        "update company_settings set first_order_package = true where $1::bigint is not null",
    )
    .await;
    let today = chrono::Utc::now().date_naive();
    let r = app
        .post(
            &s.c.host,
            "/api/product/package/store",
            Some(&s.hq),
            json!({"name": "Starter", "code": "start-1", "price": "100",
                   "startDate": today - chrono::Duration::days(1), "stopDate": today + chrono::Duration::days(30),
                   "firstOrder": true, "items": [{"productId": s.soap.0, "quantity": 2}]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let package = r.data()["id"].as_i64().unwrap();
    let (_, aina) = agent(&app, &s, "aina@first.test", None).await;
    let addr = address(&app, &s, &aina).await;

    // Products only: the cart says what is missing and the checkout refuses, taking nothing.
    let cart = add(&app, &s, &aina, s.serum.1, 1).await;
    assert_eq!(cart.data()["canCheckout"], false, "{}", cart.body);
    assert!(
        cart.body
            .to_string()
            .contains("first order must be a package"),
        "{}",
        cart.body
    );
    let r = checkout(&app, &s, &aina, checkout_body(addr, None, None)).await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(facts(&app, &s).await, (100, 0));

    // With the package in the cart, the first order goes through.
    let r = app
        .post(
            &s.c.host,
            "/api/sales/my-shop/cart/add",
            Some(&aina),
            json!({"packageId": package, "quantity": 1}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["canCheckout"], true, "{}", r.body);
    let r = checkout(&app, &s, &aina, checkout_body(addr, None, None)).await;
    assert_eq!(r.status, 200, "{}", r.body);
}

#[tokio::test]
async fn an_indonesian_address_takes_its_regency_district_and_village_from_the_lists() {
    let app = TestApp::spawn().await;
    let c = app.company_in("IDR").await;
    app.add_user(&c.company, "dewi@alamat.test", "agent", &[])
        .await;
    let dewi = app.token(&c.host, "dewi@alamat.test").await;
    let body = |village: &str| {
        json!({"firstName": "Dewi", "address1": "Jl. Merdeka 5", "postCode": "23711", "city": "",
               "state": "11", "phoneCode": "+62", "phone": "8123456789",
               "regencyCode": "11.01", "districtCode": "11.01.01", "villageCode": village})
    };
    // Codes that do not chain (a village of another district) and missing codes are refused.
    let r = app
        .post(
            &c.host,
            "/api/sales/customer/store",
            Some(&dewi),
            body("11.02.01.2001"),
        )
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.to_string().contains("villageCode"), "{}", r.body);
    let mut missing = body("11.01.01.2001");
    missing["districtCode"] = json!(null);
    let r = app
        .post(&c.host, "/api/sales/customer/store", Some(&dewi), missing)
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.to_string().contains("districtCode"), "{}", r.body);
    let list = app.get(&c.host, "/api/sales/customer", Some(&dewi)).await;
    assert_eq!(list.data().as_array().unwrap().len(), 0, "nothing kept");

    // A good one: the city is the regency's name, and the district and village are named.
    let r = app
        .post(
            &c.host,
            "/api/sales/customer/store",
            Some(&dewi),
            body("11.01.01.2001"),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let a = &r.data()[0];
    let names = |code: &str, table: &str| {
        let app = &app;
        let company = c.company.clone();
        let (code, table) = (code.to_string(), table.to_string());
        async move {
            let mut db = app.owner_in(&company).await;
            sqlx::query_scalar::<_, String>(&format!(
                "select name from platform.{table} where code = $1"
            ))
            .bind(code)
            .fetch_one(&mut db)
            .await
            .unwrap()
        }
    };
    assert_eq!(a["city"], names("11.01", "id_regencies").await);
    assert_eq!(a["district"], names("11.01.01", "id_districts").await);
    assert_eq!(a["village"], names("11.01.01.2001", "id_villages").await);
    assert_eq!(a["villageCode"], "11.01.01.2001");
    assert_eq!(a["country"], "ID");
}
