//! The shop and orders: cart rules, checkout totals, vouchers, stock that is never oversold, the
//! receipt, Billplz (signature, replays, either order), HQ's approval rules, bulk tracking, the
//! booking time, upline orders and isolation.

use crate::{
    catalogue::{product, stock, tier},
    fakes::billplz::FakeBillplz,
    helpers::{test_config, Reply, TestApp, TestCompany},
};
use serde_json::{json, Value};

pub(crate) struct Shop {
    pub(crate) c: TestCompany,
    pub(crate) hq: String,
    pub(crate) tier_id: i64,
    /// (product id, variant id) of "Serum" (RM 50 for the tier) and "Soap" (RM 30).
    pub(crate) serum: (i64, i64),
    pub(crate) soap: (i64, i64),
}

pub(crate) async fn shop(app: &TestApp) -> Shop {
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let tier_id = tier(app, &c, &hq, "Gold", 1).await;
    let mut ids = vec![];
    for (name, sku, price) in [("Serum", "SR-1", "50.00"), ("Soap", "SP-1", "30.00")] {
        let p = product(
            app,
            &c,
            &hq,
            json!({"name": name, "sku": sku, "retailPrice": "99.00", "weight": "0.5", "point": "2",
                   "tierPrices": [{"tierId": tier_id, "price": price}]}),
        )
        .await;
        let id = p["id"].as_i64().unwrap();
        let variant = p["variants"][0]["id"].as_i64().unwrap();
        let r = stock(app, &c, &hq, id, Some(variant), "in", 100).await;
        assert_eq!(r.status, 200, "{}", r.body);
        ids.push((id, variant));
    }
    let r = app
        .post(
            &c.host,
            "/api/courier/store",
            Some(&hq),
            json!({"name": "J&T", "service": "Standard", "rateBasis": "weight", "handlingFee": "1.00",
                   "regions": [{"name": "West", "country": "MY", "states": ["14", "10"],
                                "rates": [{"upTo": "10", "price": "8.00"}]}]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    Shop {
        c,
        hq,
        tier_id,
        serum: ids[0],
        soap: ids[1],
    }
}

/// An agent of the shop's tier (under `upline` when given); returns (id, token).
pub(crate) async fn agent(
    app: &TestApp,
    s: &Shop,
    email: &str,
    upline: Option<i64>,
) -> (i64, String) {
    let id = app.add_user(&s.c.company, email, "agent", &[]).await;
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(
        "update users set tier_id = $2, upline_id = $3, tree_path = '/' || $1 || '/' where id = $1",
    )
    .bind(id)
    .bind(s.tier_id)
    .bind(upline)
    .execute(&mut db)
    .await
    .unwrap();
    (id, app.token(&s.c.host, email).await)
}

pub(crate) async fn add(
    app: &TestApp,
    s: &Shop,
    token: &str,
    variant: i64,
    quantity: i64,
) -> Reply {
    app.post(
        &s.c.host,
        "/api/sales/my-shop/cart/add",
        Some(token),
        json!({"variantId": variant, "quantity": quantity}),
    )
    .await
}

pub(crate) async fn address(app: &TestApp, s: &Shop, token: &str) -> i64 {
    let r = app
        .post(
            &s.c.host,
            "/api/sales/customer/store",
            Some(token),
            json!({"firstName": "Aina", "lastName": "Ali", "address1": "1 Jalan Mawar", "postCode": "50000",
                   "city": "Kuala Lumpur", "state": "14", "phoneCode": "+60", "phone": "123456789"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data()[0]["id"].as_i64().unwrap()
}

pub(crate) fn checkout_body(address: i64, voucher: Option<&str>, total: Option<&str>) -> Value {
    json!({"shipmentType": "courier", "customerId": address, "shipmentId": courier_of(), "paymentType": "manual",
           "voucherCode": voucher, "totalPaid": total})
}

/// Every test company has exactly one courier, made first.
fn courier_of() -> Value {
    Value::Null
}

pub(crate) async fn checkout(app: &TestApp, s: &Shop, token: &str, body: Value) -> Reply {
    let mut body = body;
    if body["shipmentId"].is_null() && body["shipmentType"] == "courier" {
        let r = app.get(&s.c.host, "/api/courier", Some(&s.hq)).await;
        body["shipmentId"] = r.data()[0]["id"].clone();
    }
    let quote = app
        .post(
            &s.c.host,
            "/api/sales/my-shop/quote",
            Some(token),
            body.clone(),
        )
        .await;
    if quote.status != 200 {
        return quote;
    }
    if body["totalPaid"].is_null() {
        body["totalPaid"] = quote.data()["grandTotal"].clone();
    }
    app.post(&s.c.host, "/api/sales/my-shop/checkout", Some(token), body)
        .await
}

async fn held(app: &TestApp, s: &Shop, variant: i64) -> i32 {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query_scalar("select quantity from stock_levels where variant_id = $1")
        .bind(variant)
        .fetch_one(&mut db)
        .await
        .unwrap()
}

async fn voucher(app: &TestApp, s: &Shop, body: Value) {
    let mut v = json!({"voucherName": "Save", "Type": "percent", "Code": "SAVE10", "Quota": 100,
                       "StartDate": "2020-01-01", "StopDate": "2099-12-31", "Disc": "10", "MinPurchase": "50"});
    if let (Value::Object(a), Value::Object(b)) = (&mut v, body) {
        a.extend(b);
    }
    let r = app
        .post(&s.c.host, "/api/setup/voucher/store", Some(&s.hq), v)
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

pub(crate) fn png() -> Vec<u8> {
    let mut bytes = Vec::new();
    image::DynamicImage::new_rgb8(4, 4)
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .unwrap();
    bytes
}

pub(crate) async fn upload_receipt(
    app: &TestApp,
    s: &Shop,
    token: &str,
    order: i64,
    bytes: Vec<u8>,
    name: &str,
) -> Reply {
    let form = reqwest::multipart::Form::new()
        .text("orderId", order.to_string())
        .part(
            "receipt",
            reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()),
        );
    app.send(
        app.client
            .post(app.url("/api/sales/my-shop/upload-receipt"))
            .header("host", &s.c.host)
            .bearer_auth(token)
            .multipart(form),
    )
    .await
}

#[tokio::test]
async fn an_agent_orders_with_a_voucher_pays_by_receipt_and_hq_takes_it_to_delivery() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    voucher(&app, &s, json!({})).await;
    let (_, token) = agent(&app, &s, "aina@x.test", None).await;
    assert_eq!(add(&app, &s, &token, s.serum.1, 2).await.status, 200);
    let cart = add(&app, &s, &token, s.soap.1, 1).await;
    assert_eq!(cart.data()["subTotal"], "130.00", "{}", cart.body);
    assert_eq!(cart.data()["canCheckout"], true);
    let addr = address(&app, &s, &token).await;

    let methods = app
        .get(
            &s.c.host,
            &format!("/api/sales/ship-method?customerId={addr}"),
            Some(&token),
        )
        .await;
    assert_eq!(
        methods.data()["options"][0]["total"],
        "9.00",
        "{}",
        methods.body
    );

    // A total the agent did not see is refused with the new totals; nothing is held.
    let stale = checkout(
        &app,
        &s,
        &token,
        checkout_body(addr, Some("save10"), Some("1.00")),
    )
    .await;
    assert_eq!(
        (stale.status.as_u16(), stale.error()),
        (409, "total_changed"),
        "{}",
        stale.body
    );
    assert_eq!(stale.data()["totals"]["grandTotal"], "126.00");
    assert_eq!(held(&app, &s, s.serum.1).await, 100);

    let placed = checkout(&app, &s, &token, checkout_body(addr, Some("save10"), None)).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let order = &placed.data()["order"];
    // 130.00 − 13.00 + 9.00 shipping (8 + 1 handling) = 126.00; no tax set.
    assert_eq!(
        (
            order["subTotal"].as_str(),
            order["discount"].as_str(),
            order["shipping"].as_str(),
            order["grandTotal"].as_str()
        ),
        (Some("130.00"), Some("13.00"), Some("9.00"), Some("126.00"))
    );
    assert_eq!(
        (order["points"].as_str(), order["weight"].as_str()),
        (Some("6.00"), Some("1.500"))
    );
    assert_eq!(order["status"], "unpaid");
    let id = order["id"].as_i64().unwrap();
    assert_eq!(held(&app, &s, s.serum.1).await, 98, "the units are held");
    let cart = app
        .get(&s.c.host, "/api/sales/my-shop/get-cart", Some(&token))
        .await;
    assert_eq!(cart.data()["lines"], json!([]));

    // The receipt: checked by content and size.
    let text = upload_receipt(&app, &s, &token, id, b"not an image".to_vec(), "r.png").await;
    assert_eq!(text.status, 415, "{}", text.body);
    let mut big = png();
    big.resize(10 * 1024 * 1024 + 1, 0);
    let big = upload_receipt(&app, &s, &token, id, big, "r.png").await;
    assert_eq!(big.status, 413, "{}", big.body);
    let ok = upload_receipt(&app, &s, &token, id, png(), "r.png").await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    assert_eq!(ok.data()["status"], "approval");

    // HQ: the approval tab counts it; bulk approve needs a selection and reports each order.
    let list = app
        .get(&s.c.host, "/api/orders?status=approval", Some(&s.hq))
        .await;
    assert_eq!(list.data()["counts"]["approval"], 1, "{}", list.body);
    assert_eq!(list.data()["items"][0]["number"], order["number"]);
    let none = app
        .post(
            &s.c.host,
            "/api/orders/approve",
            Some(&s.hq),
            json!({"ids": []}),
        )
        .await;
    assert_eq!(none.status, 422);
    assert_eq!(
        none.body["data"]["errors"]["ids"],
        "Select at least one order."
    );
    let r = app
        .post(
            &s.c.host,
            "/api/orders/approve",
            Some(&s.hq),
            json!({"ids": [id, 987654]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let outcomes = r.data().as_array().unwrap();
    assert!(outcomes.iter().any(|o| o["id"] == id && o["ok"] == true));
    assert!(outcomes
        .iter()
        .any(|o| o["id"] == 987654 && o["ok"] == false));
    let again = app
        .post(
            &s.c.host,
            "/api/orders/approve",
            Some(&s.hq),
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(
        again.data()[0]["ok"],
        false,
        "approval is irreversible and once"
    );
    assert_eq!(
        again.data()[0]["message"],
        "Already approved or cancelled orders cannot be approved."
    );

    let printed = app
        .post(
            &s.c.host,
            "/api/orders/printed",
            Some(&s.hq),
            json!({"ids": [id], "document": "invoice"}),
        )
        .await;
    assert_eq!(printed.data()["updated"], 1);

    // Bulk tracking: the good row is applied, the bad ones are reported and change nothing.
    let number = order["number"].as_str().unwrap();
    let csv = format!("order,tracking\n{number},JT123\nNOPE1,JT9\n{number},JT999\n,JT5\n");
    let form = reqwest::multipart::Form::new().part(
        "file",
        reqwest::multipart::Part::bytes(csv.into_bytes()).file_name("t.csv"),
    );
    let r = app
        .send(
            app.client
                .post(app.url("/api/orders/bulk-tracking"))
                .header("host", &s.c.host)
                .bearer_auth(&s.hq)
                .multipart(form),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.data()["applied"].as_array().unwrap().len(),
        1,
        "{}",
        r.body
    );
    let rejected = r.data()["rejected"].as_array().unwrap();
    assert_eq!(rejected.len(), 3);
    assert_eq!(rejected[0]["message"], "Order not found.");
    assert_eq!(
        rejected[1]["message"],
        "This order appears twice in the file."
    );

    // The agent sees it out for delivery with its whole history.
    let mine = app
        .get(&s.c.host, "/api/sales/orders?status=delivery", Some(&token))
        .await;
    assert_eq!(
        mine.data()["items"][0]["trackingNumber"],
        "JT123",
        "{}",
        mine.body
    );
    let detail = app
        .get(
            &s.c.host,
            &format!("/api/orders/detail?id={id}"),
            Some(&s.hq),
        )
        .await;
    let steps: Vec<&str> = detail.data()["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["to"].as_str().unwrap())
        .collect();
    assert_eq!(steps, ["unpaid", "approval", "to_ship", "delivery"]);
    assert_eq!(detail.data()["printed"]["invoice"], true);
    let done = app
        .post(
            &s.c.host,
            "/api/sales/order/received",
            Some(&token),
            json!({"id": id}),
        )
        .await;
    assert_eq!(done.data()["status"], "completed", "{}", done.body);
}

#[tokio::test]
async fn the_cart_refuses_checkout_until_its_rules_are_met() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, token) = agent(&app, &s, "budi@x.test", None).await;
    let addr = address(&app, &s, &token).await;

    // Empty cart.
    let r = app
        .post(
            &s.c.host,
            "/api/sales/my-shop/checkout",
            Some(&token),
            json!({"shipmentType": "pickup", "paymentType": "manual"}),
        )
        .await;
    assert_eq!(r.error(), "cart_empty", "{}", r.body);

    // The tier's minimum order (units).
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update tiers set min_order_unit = 5 where id = $1")
        .bind(s.tier_id)
        .execute(&mut db)
        .await
        .unwrap();
    add(&app, &s, &token, s.serum.1, 2).await;
    let cart = app
        .get(&s.c.host, "/api/sales/my-shop/get-cart", Some(&token))
        .await;
    assert_eq!(cart.data()["moq"]["met"], false);
    assert_eq!(cart.data()["moq"]["message"], "Minimum order is 5 units.");
    assert_eq!(cart.data()["canCheckout"], false);
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    assert_eq!(
        (r.status.as_u16(), r.error()),
        (422, "moq_not_met"),
        "{}",
        r.body
    );
    sqlx::query("update tiers set min_order_unit = null where id = $1")
        .bind(s.tier_id)
        .execute(&mut db)
        .await
        .unwrap();

    // A suspended product must be removed first.
    add(&app, &s, &token, s.soap.1, 1).await;
    sqlx::query("update products set status = 'suspended' where id = $1")
        .bind(s.soap.0)
        .execute(&mut db)
        .await
        .unwrap();
    let cart = app
        .get(&s.c.host, "/api/sales/my-shop/get-cart", Some(&token))
        .await;
    let soap = cart.data()["lines"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "Soap")
        .unwrap()
        .clone();
    assert_eq!(soap["problem"], "unavailable", "{}", cart.body);
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    assert_eq!(r.error(), "cart_not_ready", "{}", r.body);
    let line = soap["id"].as_i64().unwrap();
    app.delete(
        &s.c.host,
        &format!("/api/sales/my-shop/cart/remove?lineId={line}"),
        &token,
    )
    .await;

    // One unpaid order at a time: the next checkout is refused until it is deleted.
    let first = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let first_id = first.data()["order"]["id"].as_i64().unwrap();
    add(&app, &s, &token, s.serum.1, 1).await;
    let cart = app
        .get(&s.c.host, "/api/sales/my-shop/get-cart", Some(&token))
        .await;
    assert!(cart.data()["pendingOrder"]["id"] == first_id && cart.data()["canCheckout"] == false);
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    assert_eq!(
        (r.status.as_u16(), r.error()),
        (409, "pending_order"),
        "{}",
        r.body
    );
    assert_eq!(held(&app, &s, s.serum.1).await, 98);
    let r = app
        .post(
            &s.c.host,
            "/api/sales/order/delete",
            Some(&token),
            json!({"id": first_id}),
        )
        .await;
    assert_eq!(r.data()["status"], "cancelled", "{}", r.body);
    assert_eq!(
        held(&app, &s, s.serum.1).await,
        100,
        "a deleted order gives its stock back"
    );
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    assert_eq!(r.status, 200, "{}", r.body);

    // First-order-only products are for a first order.
    sqlx::query("update products set first_order_only = true, status = 'published' where id = $1")
        .bind(s.soap.0)
        .execute(&mut db)
        .await
        .unwrap();
    let (_, other) = agent(&app, &s, "citra@x.test", None).await;
    assert_eq!(
        add(&app, &s, &other, s.soap.1, 1).await.status,
        200,
        "a first order may"
    );
    let r = add(&app, &s, &token, s.soap.1, 1).await;
    assert_eq!(r.error(), "first_order_only", "{}", r.body);
}

#[tokio::test]
async fn thirty_agents_racing_for_ten_units_never_oversell_and_a_voucher_quota_holds() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    voucher(
        &app,
        &s,
        json!({"Code": "FIRST3", "Quota": 3, "Type": "amount", "Disc": "5", "MinPurchase": "0"}),
    )
    .await;
    // Only 10 units of Serum left.
    let r = stock(&app, &s.c, &s.hq, s.serum.0, Some(s.serum.1), "out", 90).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let mut agents = vec![];
    for i in 0..30 {
        let (_, token) = agent(&app, &s, &format!("a{i}@x.test"), None).await;
        add(&app, &s, &token, s.serum.1, 1).await;
        let addr = address(&app, &s, &token).await;
        agents.push((token, addr));
    }
    let courier = app.get(&s.c.host, "/api/courier", Some(&s.hq)).await.data()[0]["id"].clone();
    let results = futures::future::join_all(agents.iter().enumerate().map(|(i, (token, addr))| {
        let app = &app;
        let host = s.c.host.clone();
        let courier = courier.clone();
        async move {
            // The first 12 also try the 3-use voucher.
            let code = (i < 12).then_some("FIRST3");
            app.post(&host, "/api/sales/my-shop/checkout", Some(token),
                json!({"shipmentType": "courier", "customerId": addr, "shipmentId": courier, "paymentType": "manual",
                       "voucherCode": code})).await
        }
    }))
    .await;
    let placed: Vec<&Reply> = results.iter().filter(|r| r.status == 200).collect();
    assert_eq!(
        placed.len(),
        10,
        "{:?}",
        results.iter().map(|r| r.error()).collect::<Vec<_>>()
    );
    // Sold out is said at the stock update (409 out_of_stock) or, once the stock already reads 0,
    // by the cart before anything is written (422 cart_not_ready naming the product).
    assert!(
        results
            .iter()
            .filter(|r| r.status != 200)
            .all(|r| match r.error() {
                "out_of_stock" | "validation_failed" => true,
                "cart_not_ready" => r.message().contains("out of stock"),
                _ => false,
            }),
        "{:?}",
        results
            .iter()
            .filter(|r| r.status != 200)
            .map(|r| r.body.clone())
            .collect::<Vec<_>>()
    );
    assert_eq!(held(&app, &s, s.serum.1).await, 0, "never below zero");
    let mut db = app.owner_in(&s.c.company).await;
    let (used, uses): (i32, i64) = sqlx::query_as("select used_count, (select count(*) from voucher_uses) from vouchers where code = 'FIRST3'")
        .fetch_one(&mut db).await.unwrap();
    assert!(
        used <= 3 && used as i64 == uses,
        "quota {used} / uses {uses}"
    );
    let held_units: i64 = sqlx::query_scalar("select coalesce(sum(quantity), 0) from order_stock")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(
        held_units, 10,
        "every unit sold is held by exactly one order"
    );
}

#[tokio::test]
async fn a_voucher_says_why_it_cannot_be_used_and_its_per_agent_limit_holds() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    voucher(
        &app,
        &s,
        json!({"Code": "ONCE", "UsgLimit": 1, "MinPurchase": "60"}),
    )
    .await;
    let (_, token) = agent(&app, &s, "dewi@x.test", None).await;
    let addr = address(&app, &s, &token).await;
    add(&app, &s, &token, s.serum.1, 1).await;
    let quote = |code: &'static str| {
        let (app, s, token) = (&app, &s, token.clone());
        async move { checkout(app, s, &token, checkout_body(addr, Some(code), Some("0"))).await }
    };
    let r = quote("NOPE").await;
    assert_eq!(r.body["data"]["errors"]["voucherCode"], "Voucher not found");
    let r = quote("ONCE").await;
    assert_eq!(
        r.body["data"]["errors"]["voucherCode"],
        "Spend at least RM 60.00 to use this voucher."
    );
    add(&app, &s, &token, s.serum.1, 1).await;
    let r = checkout(&app, &s, &token, checkout_body(addr, Some("once"), None)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let id = r.data()["order"]["id"].as_i64().unwrap();
    // Approve it so the agent may order again; the voucher is spent for them.
    app.post(
        &s.c.host,
        "/api/orders/approve",
        Some(&s.hq),
        json!({"ids": [id]}),
    )
    .await;
    add(&app, &s, &token, s.serum.1, 2).await;
    let r = checkout(
        &app,
        &s,
        &token,
        checkout_body(addr, Some("ONCE"), Some("0")),
    )
    .await;
    assert_eq!(
        r.body["data"]["errors"]["voucherCode"],
        "You have used this voucher the most times allowed.",
        "{}",
        r.body
    );
    let vouchers = app.get(&s.c.host, "/api/setup/voucher", Some(&s.hq)).await;
    let vid = vouchers.data()[0]["id"].as_i64().unwrap();
    let history = app
        .get(
            &s.c.host,
            &format!("/api/setup/voucher/history?id={vid}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(history.data()[0]["discount"], "10.00", "{}", history.body);
}

#[tokio::test]
async fn billplz_pays_once_whatever_the_order_and_number_of_notices_and_refuses_forgeries() {
    let fake = FakeBillplz::start().await;
    let mut config = test_config();
    config.billplz_url = Some(format!("{}/api", fake.base_url));
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    let r = app
        .post(&s.c.host, "/api/integration/billplz/store", Some(&s.hq),
              json!({"apiKey": fake.api_key, "xSignatureKey": fake.x_signature_key, "collectionId": "inbmmepb",
                     "sandbox": true, "adminFee": "1.50"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let (_, token) = agent(&app, &s, "eka@x.test", None).await;
    let addr = address(&app, &s, &token).await;
    let methods = app
        .get(&s.c.host, "/api/sales/payment-method", Some(&token))
        .await;
    assert!(methods
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["code"] == "billplz" && m["adminFee"] == "1.50"));

    for callback_first in [true, false] {
        add(&app, &s, &token, s.serum.1, 1).await;
        let mut body = checkout_body(addr, None, None);
        body["paymentType"] = json!("billplz");
        let r = checkout(&app, &s, &token, body).await;
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.data()["order"]["serviceFee"], "1.50");
        let id = r.data()["order"]["id"].as_i64().unwrap();
        let url = r.data()["paymentUrl"].as_str().unwrap().to_string();
        let bill_id = url.rsplit('/').next().unwrap().to_string();
        assert_eq!(
            fake.bill(&bill_id).unwrap()["amount"],
            6050,
            "the bill is in sen"
        );

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
        let form: Vec<(String, String)> = serde_json::from_value(paid["callback"].clone()).unwrap();
        let redirect = paid["redirect"].as_str().unwrap().to_string();
        let query = redirect.split_once('?').unwrap().1.to_string();

        // A forged callback changes nothing.
        let mut forged = form.clone();
        forged.iter_mut().find(|(k, _)| k == "amount").unwrap().1 = "1".into();
        let r = app
            .send(
                app.client
                    .post(app.url("/api/payments/billplz/callback"))
                    .header("host", &s.c.host)
                    .form(&forged),
            )
            .await;
        assert_eq!((r.status.as_u16(), r.error()), (403, "bad_signature"));
        let status = app
            .get(
                &s.c.host,
                &format!("/api/sales/order/status?id={id}"),
                Some(&token),
            )
            .await;
        assert_eq!(status.data()["result"], "pending");

        let send_callback = || {
            app.send(
                app.client
                    .post(app.url("/api/payments/billplz/callback"))
                    .header("host", &s.c.host)
                    .form(&form),
            )
        };
        let follow_redirect = || {
            app.send(
                reqwest::Client::builder()
                    .redirect(reqwest::redirect::Policy::none())
                    .build()
                    .unwrap()
                    .get(app.url(&format!("/api/payments/billplz/redirect?{query}")))
                    .header("host", &s.c.host),
            )
        };
        if callback_first {
            for _ in 0..10 {
                assert_eq!(send_callback().await.status, 200);
            }
            let r = follow_redirect().await;
            assert_eq!(r.status, 302);
        } else {
            assert_eq!(follow_redirect().await.status, 302);
            for _ in 0..10 {
                assert_eq!(send_callback().await.status, 200);
            }
        }
        let status = app
            .get(
                &s.c.host,
                &format!("/api/sales/order/status?id={id}"),
                Some(&token),
            )
            .await;
        assert_eq!(
            (
                status.data()["result"].as_str(),
                status.data()["status"].as_str()
            ),
            (Some("completed"), Some("to_ship"))
        );
        let detail = app
            .get(
                &s.c.host,
                &format!("/api/orders/detail?id={id}"),
                Some(&s.hq),
            )
            .await;
        let paid_events = detail.data()["history"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|h| h["action"] == "paid")
            .count();
        assert_eq!(paid_events, 1, "eleven notices, one payment");
    }
}

#[tokio::test]
async fn an_unpaid_order_past_its_booking_time_is_cancelled_and_gives_its_stock_back() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, token) = agent(&app, &s, "fikri@x.test", None).await;
    let addr = address(&app, &s, &token).await;
    add(&app, &s, &token, s.serum.1, 3).await;
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    let id = r.data()["order"]["id"].as_i64().unwrap();
    assert!(r.data()["order"]["holdUntil"].is_string(), "{}", r.body);
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update orders set hold_until = now() - interval '1 minute' where id = $1")
        .bind(id)
        .execute(&mut db)
        .await
        .unwrap();
    // A minute of its own far ahead: the job claims each minute once, and a test database kept
    // between runs still holds earlier claims.
    let minute = chrono::Duration::minutes(i64::from(rand::random::<u32>() % 5_000_000));
    let n = backend::jobs::expire_order_holds(
        &app.state.owner_pool,
        chrono::Utc::now() + chrono::Duration::days(3650) + minute,
    )
    .await
    .unwrap();
    assert!(n >= 1);
    let detail = app
        .get(
            &s.c.host,
            &format!("/api/orders/detail?id={id}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(
        (
            detail.data()["status"].as_str(),
            detail.data()["flowLabel"].as_str()
        ),
        (Some("cancelled"), Some("Booking Over"))
    );
    assert_eq!(held(&app, &s, s.serum.1).await, 100);
    // HQ cannot approve or cancel it now.
    let r = app
        .post(
            &s.c.host,
            "/api/orders/approve",
            Some(&s.hq),
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(r.data()[0]["ok"], false);
    let r = app
        .post(
            &s.c.host,
            "/api/orders/cancel",
            Some(&s.hq),
            json!({"id": id}),
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (409, "cannot_cancel"));
}

#[tokio::test]
async fn an_upline_sells_from_their_own_stock_and_approves_their_team_order() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (leader, leader_token) = agent(&app, &s, "leader@x.test", None).await;
    let (_, token) = agent(&app, &s, "member@x.test", Some(leader)).await;
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("insert into agent_stock (agent_id, variant_id, product_id, quantity) values ($1, $2, $3, 2)")
        .bind(leader).bind(s.serum.1).bind(s.serum.0).execute(&mut db).await.unwrap();
    let r = app
        .post(
            &s.c.host,
            "/api/sales/my-shop/cart/order-from",
            Some(&token),
            json!({"orderFrom": "upline"}),
        )
        .await;
    assert_eq!(r.data()["orderFrom"], "upline", "{}", r.body);
    add(&app, &s, &token, s.serum.1, 3).await;
    let cart = app
        .get(&s.c.host, "/api/sales/my-shop/get-cart", Some(&token))
        .await;
    assert_eq!(
        cart.data()["lines"][0]["problem"],
        "out_of_stock",
        "{}",
        cart.body
    );
    let line = cart.data()["lines"][0]["id"].as_i64().unwrap();
    app.post(
        &s.c.host,
        "/api/sales/my-shop/cart/update",
        Some(&token),
        json!({"lineId": line, "quantity": 2}),
    )
    .await;
    let r = checkout(
        &app,
        &s,
        &token,
        json!({"shipmentType": "pickup", "paymentType": "manual"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let id = r.data()["order"]["id"].as_i64().unwrap();
    let left: i32 = sqlx::query_scalar("select quantity from agent_stock where agent_id = $1")
        .bind(leader)
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(left, 0);
    assert_eq!(
        held(&app, &s, s.serum.1).await,
        100,
        "HQ's stock is untouched"
    );
    let team = app
        .get(
            &s.c.host,
            "/api/sales/orders?view=team",
            Some(&leader_token),
        )
        .await;
    assert_eq!(team.data()["items"][0]["id"], id, "{}", team.body);
    let r = app
        .post(
            &s.c.host,
            "/api/sales/order/approve",
            Some(&leader_token),
            json!({"id": id}),
        )
        .await;
    assert_eq!(r.data()["status"], "to_ship", "{}", r.body);
    // The buyer cannot act as the seller.
    let r = app
        .post(
            &s.c.host,
            "/api/sales/order/cancel",
            Some(&token),
            json!({"id": id}),
        )
        .await;
    assert_eq!(r.status, 404);
    assert_eq!(
        app.post(
            &s.c.host,
            "/api/sales/order/pickup",
            Some(&token),
            json!({"id": id, "collectedBy": "Me"})
        )
        .await
        .status,
        404,
        "nor hand it over to themselves"
    );
    // The seller hands it over: who collected it is required, and the order is then completed.
    let r = app
        .post(
            &s.c.host,
            "/api/sales/order/pickup",
            Some(&leader_token),
            json!({"id": id, "collectedBy": "  "}),
        )
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    let r = app
        .post(
            &s.c.host,
            "/api/sales/order/pickup",
            Some(&leader_token),
            json!({"id": id, "collectedBy": "Aina"}),
        )
        .await;
    assert_eq!(
        (
            r.data()["status"].as_str(),
            r.data()["pickup"]["collectedBy"].as_str()
        ),
        (Some("completed"), Some("Aina")),
        "{}",
        r.body
    );
}

#[tokio::test]
async fn another_company_never_sees_or_touches_an_order() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, token) = agent(&app, &s, "gita@x.test", None).await;
    let addr = address(&app, &s, &token).await;
    add(&app, &s, &token, s.serum.1, 1).await;
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    let id = r.data()["order"]["id"].as_i64().unwrap();
    let other = app.company().await;
    let other_hq = app.token(&other.host, &other.hq_email).await;
    let r = app
        .get(
            &other.host,
            &format!("/api/orders/detail?id={id}"),
            Some(&other_hq),
        )
        .await;
    assert_eq!(r.status, 404);
    let r = app
        .post(
            &other.host,
            "/api/orders/approve",
            Some(&other_hq),
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(r.data()[0]["ok"], false);
    let r = app
        .post(
            &other.host,
            "/api/orders/cancel",
            Some(&other_hq),
            json!({"id": id}),
        )
        .await;
    assert_eq!(r.status, 404);
    let list = app.get(&other.host, "/api/orders", Some(&other_hq)).await;
    assert_eq!(list.data()["total"], 0);
    let mine = app
        .get(
            &s.c.host,
            &format!("/api/orders/detail?id={id}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(mine.data()["status"], "unpaid", "untouched");
    // An agent reads only their own orders.
    let (_, stranger) = agent(&app, &s, "hana@x.test", None).await;
    let r = app
        .get(
            &s.c.host,
            &format!("/api/sales/order?id={id}"),
            Some(&stranger),
        )
        .await;
    assert_eq!(r.status, 404);
    let r = app.get(&s.c.host, "/api/orders", Some(&token)).await;
    assert_eq!(r.status, 403);
}

#[tokio::test]
async fn the_stock_history_shows_what_an_order_took_and_gave_back_and_keeps_those_rows() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, token) = agent(&app, &s, "gita@x.test", None).await;
    let addr = address(&app, &s, &token).await;
    add(&app, &s, &token, s.serum.1, 3).await;
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let id = r.data()["order"]["id"].as_i64().unwrap();
    let number = r.data()["order"]["number"].as_str().unwrap().to_string();
    // The checkout's units leave the branch as the order's own row.
    let rows = serum_history(&app, &s).await;
    let taken = &rows[0];
    assert_eq!(
        (
            taken["type"].as_str(),
            taken["quantity"].as_i64(),
            taken["reason"].as_str(),
            taken["orderId"].as_i64()
        ),
        (
            Some("out"),
            Some(3),
            Some(format!("Order {number}").as_str()),
            Some(id)
        ),
        "{rows:?}"
    );
    assert_eq!(rows[1]["orderId"], Value::Null, "the stock-in is HQ's own");

    // HQ cannot remove it: the order still holds those units.
    let r = app
        .delete(
            &s.c.host,
            &format!("/api/inventory/delete-history/{}", taken["id"]),
            &s.hq,
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (409, "history_of_order"));
    assert_eq!(held(&app, &s, s.serum.1).await, 97);
    assert_eq!(serum_history(&app, &s).await.len(), 2);

    // Cancelling gives them back, in the history too, by whoever cancelled.
    let r = app
        .post(
            &s.c.host,
            "/api/orders/cancel",
            Some(&s.hq),
            json!({"id": id, "remark": "Customer changed their mind"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(held(&app, &s, s.serum.1).await, 100);
    let rows = serum_history(&app, &s).await;
    assert_eq!(
        (
            rows[0]["type"].as_str(),
            rows[0]["quantity"].as_i64(),
            rows[0]["reason"].as_str(),
            rows[0]["orderId"].as_i64()
        ),
        (
            Some("in"),
            Some(3),
            Some(format!("Back from order {number}").as_str()),
            Some(id)
        )
    );
    assert!(rows[0]["by"].is_string(), "{:?}", rows[0]);
    // A second cancel moves nothing and writes nothing.
    app.post(
        &s.c.host,
        "/api/orders/cancel",
        Some(&s.hq),
        json!({"id": id}),
    )
    .await;
    assert_eq!(serum_history(&app, &s).await.len(), 3);
}

/// The serum's stock history, newest first.
async fn serum_history(app: &TestApp, s: &Shop) -> Vec<Value> {
    let r = app
        .get(
            &s.c.host,
            &format!("/api/inventory/update-history?productId={}", s.serum.0),
            Some(&s.hq),
        )
        .await;
    r.data()["items"].as_array().unwrap().clone()
}

#[tokio::test]
async fn an_overdue_booking_is_cancelled_when_hq_opens_the_order_list() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, token) = agent(&app, &s, "hana@x.test", None).await;
    let addr = address(&app, &s, &token).await;
    add(&app, &s, &token, s.serum.1, 2).await;
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    let id = r.data()["order"]["id"].as_i64().unwrap();
    assert_eq!(held(&app, &s, s.serum.1).await, 98);
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update orders set hold_until = now() - interval '1 minute' where id = $1")
        .bind(id)
        .execute(&mut db)
        .await
        .unwrap();
    // The list is a GET (a read-only transaction): the cancelling is committed on its own, and
    // the list already shows it.
    let list = app.get(&s.c.host, "/api/orders", Some(&s.hq)).await;
    assert_eq!(list.status, 200, "{}", list.body);
    let row = list.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == id)
        .cloned()
        .unwrap();
    assert_eq!(row["status"], "cancelled", "{row}");
    assert_eq!(held(&app, &s, s.serum.1).await, 100, "the units are back");
    let again = app.get(&s.c.host, "/api/orders", Some(&s.hq)).await;
    assert_eq!(again.data()["counts"]["cancelled"], 1, "{}", again.body);

    // The agent's own list does the same, its tab counts already without the lapsed order.
    add(&app, &s, &token, s.serum.1, 1).await;
    let r = checkout(&app, &s, &token, checkout_body(addr, None, None)).await;
    let second = r.data()["order"]["id"].as_i64().unwrap();
    sqlx::query("update orders set hold_until = now() - interval '1 minute' where id = $1")
        .bind(second)
        .execute(&mut db)
        .await
        .unwrap();
    let mine = app.get(&s.c.host, "/api/sales/orders", Some(&token)).await;
    assert_eq!(mine.status, 200, "{}", mine.body);
    assert_eq!(
        (
            mine.data()["counts"]["unpaid"].as_i64(),
            mine.data()["counts"]["cancelled"].as_i64()
        ),
        (Some(0), Some(2)),
        "{}",
        mine.body
    );
    assert_eq!(held(&app, &s, s.serum.1).await, 100);
}
