//! Inventory: stock in and out, never below zero under races, history and its removal, bands.

use crate::{
    catalogue::{product, simple, stock},
    helpers::{TestApp, TestCompany},
};
use serde_json::json;

async fn held(app: &TestApp, c: &TestCompany, token: &str, product_id: i64) -> i64 {
    let r = app
        .get(
            &c.host,
            &format!("/api/inventory?productId={product_id}"),
            Some(token),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data()["items"][0]["quantity"].as_i64().unwrap()
}

async fn history_ids(app: &TestApp, c: &TestCompany, token: &str, product_id: i64) -> Vec<i64> {
    app.get(
        &c.host,
        &format!("/api/inventory/update-history?productId={product_id}&perPage=100"),
        Some(token),
    )
    .await
    .data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn stock_updates_are_validated_recorded_with_who_and_all_or_nothing() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let id = product(&app, &c, &hq, simple("Soap", "SO")).await["id"]
        .as_i64()
        .unwrap();

    let r = app
        .post(
            &c.host,
            "/api/inventory/store",
            Some(&hq),
            json!({"items": [{"productId": id, "quantity": 0, "reason": " "}]}),
        )
        .await;
    assert_eq!(r.status, 422);
    let errors = &r.data()["errors"];
    assert_eq!(
        errors["items.0.type"],
        "Please select Stock In or Stock Out"
    );
    assert_eq!(
        errors["items.0.quantity"],
        "Amount must be greater than zero."
    );
    assert_eq!(errors["items.0.reason"], "This field is required.");

    assert_eq!(stock(&app, &c, &hq, id, None, "in", 10).await.status, 200);
    // A stock-out beyond what is held refuses the whole update, the good line included.
    let r = app
        .post(
            &c.host,
            "/api/inventory/store",
            Some(&hq),
            json!({"items": [
                {"productId": id, "type": "in", "quantity": 5, "reason": "Restock"},
                {"productId": id, "type": "out", "quantity": 16, "reason": "Damaged", "returnReason": "Broken"}]}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(r.data()["errors"]["items.1.quantity"], "Only 15 in stock.");
    assert_eq!(held(&app, &c, &hq, id).await, 10);
    assert_eq!(history_ids(&app, &c, &hq, id).await.len(), 1);

    let r = app
        .post(
            &c.host,
            "/api/inventory/store",
            Some(&hq),
            json!({"items": [
                {"productId": id, "type": "in", "quantity": 5, "reason": "Restock"},
                {"productId": id, "type": "out", "quantity": 3, "reason": "Sample"}]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.message(), "Stock updated.");
    assert_eq!(held(&app, &c, &hq, id).await, 12);

    let history = app
        .get(
            &c.host,
            &format!("/api/inventory/update-history?productId={id}"),
            Some(&hq),
        )
        .await;
    let items = history.data()["items"].as_array().unwrap();
    assert_eq!(items.len(), 3);
    assert!(items[0]["by"].is_string(), "who recorded it");
    assert!(items[0]["createdAt"].is_string());
    let out = history.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["type"] == "out")
        .unwrap()
        .clone();
    assert_eq!(out["reason"], "Sample");
    let only_out = app
        .get(
            &c.host,
            &format!("/api/inventory/update-history?productId={id}&type=out"),
            Some(&hq),
        )
        .await;
    assert_eq!(only_out.data()["items"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn stock_never_goes_below_zero_nor_loses_units_under_20_concurrent_updates() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let id = product(&app, &c, &hq, simple("Hot", "HOT")).await["id"]
        .as_i64()
        .unwrap();
    stock(&app, &c, &hq, id, None, "in", 10).await;

    let outs = (0..20).map(|_| stock(&app, &c, &hq, id, None, "out", 1));
    let results = futures::future::join_all(outs).await;
    let taken = results.iter().filter(|r| r.status == 200).count();
    let refused = results.iter().filter(|r| r.status == 422).count();
    assert_eq!((taken, refused), (10, 10));
    assert_eq!(held(&app, &c, &hq, id).await, 0);

    let ins = (0..20).map(|_| stock(&app, &c, &hq, id, None, "in", 3));
    let results = futures::future::join_all(ins).await;
    assert!(results.iter().all(|r| r.status == 200));
    assert_eq!(
        held(&app, &c, &hq, id).await,
        60,
        "no unit lost or invented"
    );
    assert_eq!(history_ids(&app, &c, &hq, id).await.len(), 31);
}

#[tokio::test]
async fn removing_a_history_entry_restores_the_stock_it_moved() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let id = product(&app, &c, &hq, simple("Tea", "TEA")).await["id"]
        .as_i64()
        .unwrap();
    stock(&app, &c, &hq, id, None, "in", 10).await;
    stock(&app, &c, &hq, id, None, "out", 4).await;
    assert_eq!(held(&app, &c, &hq, id).await, 6);
    let ids = history_ids(&app, &c, &hq, id).await; // newest first: [out, in]

    let r = app
        .delete(
            &c.host,
            &format!("/api/inventory/delete-history/{}", ids[0]),
            &hq,
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.message(), "Entry removed; stock restored.");
    assert_eq!(held(&app, &c, &hq, id).await, 10);

    // A stock-in whose units have left cannot be removed; nothing changes.
    stock(&app, &c, &hq, id, None, "out", 8).await;
    let r = app
        .delete(
            &c.host,
            &format!("/api/inventory/delete-history/{}", ids[1]),
            &hq,
        )
        .await;
    assert_eq!(r.status, 409);
    assert_eq!(r.error(), "stock_would_go_negative");
    assert_eq!(held(&app, &c, &hq, id).await, 2);
    assert_eq!(history_ids(&app, &c, &hq, id).await.len(), 2);

    let gone = app
        .delete(&c.host, "/api/inventory/delete-history/999999", &hq)
        .await;
    assert_eq!(gone.status, 404);
}

#[tokio::test]
async fn the_stock_bands_follow_the_share_left_and_filter_the_list() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    for (sku, out) in [("H", 1), ("M", 3), ("L", 6), ("O", 10)] {
        let id = product(&app, &c, &hq, simple(sku, sku)).await["id"]
            .as_i64()
            .unwrap();
        stock(&app, &c, &hq, id, None, "in", 10).await;
        stock(&app, &c, &hq, id, None, "out", out).await;
    }
    let all = app.get(&c.host, "/api/inventory", Some(&hq)).await;
    assert_eq!(all.data()["total"], 4);
    for (band, sku, percent) in [
        ("high", "H", 90),
        ("medium", "M", 70),
        ("low", "L", 40),
        ("out", "O", 0),
    ] {
        let r = app
            .get(&c.host, &format!("/api/inventory?band={band}"), Some(&hq))
            .await;
        assert_eq!(r.data()["total"], 1, "{band}");
        let row = &r.data()["items"][0];
        assert_eq!(
            (row["sku"].as_str().unwrap(), row["band"].as_str().unwrap()),
            (sku, band)
        );
        assert_eq!(row["percent"], percent);
    }
}

#[tokio::test]
async fn inventory_needs_the_manage_inventory_permission() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let id = product(&app, &c, &hq, simple("P", "P")).await["id"]
        .as_i64()
        .unwrap();
    app.add_user(&c.company, "orders@inv.test", "staff", &["manage_orders"])
        .await;
    app.add_user(&c.company, "stock@inv.test", "staff", &["manage_inventory"])
        .await;
    let orders = app.token(&c.host, "orders@inv.test").await;
    let keeper = app.token(&c.host, "stock@inv.test").await;
    assert_eq!(
        app.get(&c.host, "/api/inventory", Some(&orders))
            .await
            .status,
        403
    );
    assert_eq!(
        stock(&app, &c, &orders, id, None, "in", 1).await.status,
        403
    );
    assert_eq!(
        stock(&app, &c, &keeper, id, None, "in", 1).await.status,
        200
    );
    let select = app
        .get(&c.host, "/api/inventory/select?search=P", Some(&keeper))
        .await;
    assert_eq!(select.data()["branches"][0]["isMain"], true);
    assert_eq!(select.data()["products"][0]["variants"][0]["quantity"], 1);
}
