//! The catalogue: products (tier prices, ranges, variants, images, publishing), categories,
//! packages, combos and the preview of what a tier sees.

use crate::helpers::{Reply, TestApp, TestCompany};
use serde_json::{json, Value};

/// Adds a tier and returns its id.
pub async fn tier(app: &TestApp, c: &TestCompany, hq: &str, name: &str, rank: i32) -> i64 {
    let r = app
        .post(
            &c.host,
            "/api/setup/tier/store",
            Some(hq),
            json!({"levelName": name, "rankNumber": rank}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data()
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["levelName"] == name)
        .unwrap()["level_id"]
        .as_i64()
        .unwrap()
}

/// Saves a product; panics unless it is accepted.
pub async fn product(app: &TestApp, c: &TestCompany, hq: &str, body: Value) -> Value {
    let r = app
        .post(&c.host, "/api/product/store", Some(hq), body)
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data().clone()
}

pub fn simple(name: &str, sku: &str) -> Value {
    json!({"name": name, "sku": sku, "retailPrice": "10.00", "weight": "0.5"})
}

/// Records stock in or out at the main branch.
pub async fn stock(
    app: &TestApp,
    c: &TestCompany,
    token: &str,
    product_id: i64,
    variant_id: Option<i64>,
    kind: &str,
    quantity: i64,
) -> Reply {
    app.post(
        &c.host,
        "/api/inventory/store",
        Some(token),
        json!({"items": [{"productId": product_id, "variantId": variant_id, "type": kind,
                          "quantity": quantity, "reason": "test"}]}),
    )
    .await
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(width, height, image::Rgb([20, 120, 200]));
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

async fn upload(
    app: &TestApp,
    c: &TestCompany,
    token: &str,
    product_id: i64,
    slot: &str,
    bytes: Vec<u8>,
) -> Reply {
    let form = reqwest::multipart::Form::new()
        .text("productId", product_id.to_string())
        .text("slot", slot.to_string())
        .part(
            "image",
            reqwest::multipart::Part::bytes(bytes)
                .file_name("p.png")
                .mime_str("image/png")
                .unwrap(),
        );
    app.send(
        app.client
            .post(app.url("/api/product/upload-image"))
            .header("host", &c.host)
            .bearer_auth(token)
            .multipart(form),
    )
    .await
}

#[tokio::test]
async fn a_product_keeps_its_variants_and_tier_prices_and_a_blank_price_stays_blank() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let gold = tier(&app, &c, &hq, "Gold", 1).await;
    let silver = tier(&app, &c, &hq, "Silver", 2).await;

    let p = product(
        &app,
        &c,
        &hq,
        json!({
            "name": "Serum", "sku": "SR-01", "retailPrice": "89.00", "storePrice": "79.5",
            "weight": "0.25", "point": "10",
            "tierPrices": [{"tierId": gold, "price": "50"}, {"tierId": silver, "price": null}],
            "quantityRanges": [{"minRange": 1, "maxRange": 9, "price": "85"}, {"minRange": 10, "maxRange": 49, "price": "80"}],
            "options": [{"name": "Colour", "values": [{"value": "Red"}, {"value": "Blue"}]},
                        {"name": "Size", "values": [{"value": "S"}, {"value": "L"}]}],
            "preorder": true, "preorderLimit": 50
        }),
    )
    .await;
    let id = p["id"].as_i64().unwrap();
    assert_eq!(p["status"], "published");
    assert_eq!(p["storePrice"], "79.50");
    assert_eq!(p["weight"], "0.250");
    let prices = p["tierPrices"].as_array().unwrap();
    assert_eq!(prices[0]["tierName"], "Gold");
    assert_eq!(prices[0]["price"], "50.00");
    assert_eq!(
        prices[1]["price"],
        Value::Null,
        "blank stays blank, not zero"
    );
    let labels: Vec<&str> = p["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["Red / S", "Red / L", "Blue / S", "Blue / L"]);

    // Dropping Size keeps the Colour values (and so the ids of their new variants).
    let mut edit = p.clone();
    edit["options"] = json!([p["options"][0]]);
    let edited = product(&app, &c, &hq, edit).await;
    assert_eq!(edited["variants"].as_array().unwrap().len(), 2);
    assert_eq!(
        edited["options"][0]["values"][0]["id"],
        p["options"][0]["values"][0]["id"]
    );

    // A variant holding stock cannot be removed by an edit.
    let red = edited["variants"][0]["id"].as_i64().unwrap();
    assert_eq!(
        stock(&app, &c, &hq, id, Some(red), "in", 5).await.status,
        200
    );
    let mut drop_red = edited.clone();
    drop_red["options"][0]["values"] = json!([edited["options"][0]["values"][1]]);
    let refused = app
        .post(&c.host, "/api/product/store", Some(&hq), drop_red)
        .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.data()["errors"]["options"]
        .as_str()
        .unwrap()
        .contains("Red"));
    let after = app
        .get(&c.host, &format!("/api/product/detail?id={id}"), Some(&hq))
        .await;
    assert_eq!(
        after.data()["variants"].as_array().unwrap().len(),
        2,
        "nothing changed"
    );

    // SKU is unique ignoring case.
    let dup = app
        .post(
            &c.host,
            "/api/product/store",
            Some(&hq),
            simple("Other", "sr-01"),
        )
        .await;
    assert_eq!(dup.status, 422);
    assert_eq!(dup.data()["errors"]["sku"], "This SKU is already used.");

    // The list finds it by SKU, with its stock and variant count.
    let list = app
        .get(&c.host, "/api/product?search=SR-0", Some(&hq))
        .await;
    assert_eq!(list.data()["total"], 1);
    assert_eq!(list.data()["items"][0]["stock"], 5);
    assert_eq!(list.data()["items"][0]["variantCount"], 2);
}

#[tokio::test]
async fn bad_fields_are_named_and_nothing_is_saved() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/product/store",
            Some(&hq),
            json!({"name": "", "sku": "X1", "retailPrice": "abc", "weight": "1.2345",
                   "quantityRanges": [{"minRange": 1, "maxRange": 10, "price": "5"}, {"minRange": 10, "maxRange": 20, "price": "4"}],
                   "status": "scheduled", "preorderLimit": 3,
                   "options": [{"name": "A", "values": [{"value": "1"}]}, {"name": "B", "values": [{"value": "1"}]},
                               {"name": "C", "values": [{"value": "1"}]}, {"name": "D", "values": [{"value": "1"}]}]}),
        )
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    let errors = &r.data()["errors"];
    for field in [
        "name",
        "retailPrice",
        "weight",
        "publishDate",
        "preorderLimit",
        "options",
    ] {
        assert!(errors[field].is_string(), "{field} named: {errors}");
    }
    assert_eq!(
        errors["quantityRanges"],
        "cannot add duplicate range or minRange equal to previous maxRange"
    );
    let dup = app
        .post(
            &c.host,
            "/api/product/store",
            Some(&hq),
            json!({"name": "P", "sku": "P1", "retailPrice": "1",
                   "quantityRanges": [{"minRange": 1, "maxRange": 9, "price": "5"}, {"minRange": 1, "maxRange": 9, "price": "4"}]}),
        )
        .await;
    assert_eq!(dup.status, 422);
    assert!(dup.data()["errors"]["quantityRanges"].is_string());
    let list = app.get(&c.host, "/api/product", Some(&hq)).await;
    assert_eq!(list.data()["total"], 0);
}

#[tokio::test]
async fn images_are_resized_served_with_cache_headers_and_a_fourth_extra_is_refused() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let id = product(&app, &c, &hq, simple("Pic", "PIC")).await["id"]
        .as_i64()
        .unwrap();

    let cover = upload(&app, &c, &hq, id, "cover", png(2400, 1200)).await;
    assert_eq!(cover.status, 200, "{}", cover.body);
    let url = cover.data()["coverImage"].as_str().unwrap().to_string();
    let served = app
        .client
        .get(app.url(&url))
        .header("host", &c.host)
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), 200);
    assert!(served.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("immutable"));
    let img = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
    assert_eq!((img.width(), img.height()), (1200, 600));

    for _ in 0..3 {
        let r = upload(&app, &c, &hq, id, "extra", png(50, 50)).await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let fourth = upload(&app, &c, &hq, id, "extra", png(50, 50)).await;
    assert_eq!(fourth.status, 422);
    assert_eq!(fourth.data()["errors"]["image"], "At most 3 extra images.");
    let detail = app
        .get(&c.host, &format!("/api/product/detail?id={id}"), Some(&hq))
        .await;
    let images = detail.data()["images"].as_array().unwrap().clone();
    assert_eq!(images.len(), 3);

    // Removing one frees a place.
    let image_id = images[1]["id"].as_i64().unwrap();
    let del = app
        .delete(
            &c.host,
            &format!("/api/product/delete-image?productId={id}&imageId={image_id}"),
            &hq,
        )
        .await;
    assert_eq!(del.status, 200);
    assert_eq!(
        upload(&app, &c, &hq, id, "extra", png(50, 50)).await.status,
        200
    );

    // Content decides, not the name.
    let gif = upload(&app, &c, &hq, id, "cover", b"GIF89a....".to_vec()).await;
    assert_eq!(gif.status, 415);
}

#[tokio::test]
async fn a_category_with_products_is_deleted_only_after_they_are_moved() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let cats = app
        .post(
            &c.host,
            "/api/setup/product/category/store",
            Some(&hq),
            json!({"name": "Skin"}),
        )
        .await;
    let skin = cats.data()[0]["id"].as_i64().unwrap();
    let cats = app
        .post(
            &c.host,
            "/api/setup/product/category/store",
            Some(&hq),
            json!({"name": "Hair"}),
        )
        .await;
    let hair = cats
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "Hair")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let mut p = simple("Serum", "S1");
    p["categoryId"] = json!(skin);
    product(&app, &c, &hq, p).await;

    let refused = app
        .delete(
            &c.host,
            &format!("/api/setup/product/category/delete?id={skin}"),
            &hq,
        )
        .await;
    assert_eq!(refused.status, 409);
    assert_eq!(refused.error(), "category_has_products");

    let moved = app
        .post(
            &c.host,
            "/api/setup/product/category/move",
            Some(&hq),
            json!({"fromId": skin, "toId": hair}),
        )
        .await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    let counts: Vec<(String, i64)> = moved
        .data()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().into(),
                c["products"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(counts, [("Hair".into(), 1), ("Skin".into(), 0)]);
    let deleted = app
        .delete(
            &c.host,
            &format!("/api/setup/product/category/delete?id={skin}"),
            &hq,
        )
        .await;
    assert_eq!(deleted.status, 200);
    let list = app
        .get(
            &c.host,
            &format!("/api/product?categoryId={hair}"),
            Some(&hq),
        )
        .await;
    assert_eq!(list.data()["total"], 1);
}

#[tokio::test]
async fn a_scheduled_product_is_published_by_the_job_once_its_date_comes() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let gold = tier(&app, &c, &hq, "Gold", 1).await;
    let past = (chrono::Utc::now() - chrono::Duration::minutes(5)).to_rfc3339();
    let mut late = simple("Late", "L1");
    late["status"] = json!("scheduled");
    late["publishDate"] = json!(past);
    let r = app
        .post(&c.host, "/api/product/store", Some(&hq), late)
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(
        r.data()["errors"]["publishDate"],
        "The publish date must be in the future."
    );

    let soon = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let mut p = simple("Launch", "LN1");
    p["status"] = json!("scheduled");
    p["publishDate"] = json!(soon);
    p["tierPrices"] = json!([{"tierId": gold, "price": "5"}]);
    let saved = product(&app, &c, &hq, p).await;
    let id = saved["id"].as_i64().unwrap();
    assert_eq!(saved["status"], "scheduled");
    let store_path = format!("/api/product/preview-store?tierId={gold}");
    assert_eq!(
        app.get(&c.host, &store_path, Some(&hq)).await.data()["total"],
        0
    );

    // Not yet due: the job leaves it.
    backend::jobs::publish_due_products(&app.state.owner_pool)
        .await
        .unwrap();
    let detail = format!("/api/product/detail?id={id}");
    assert_eq!(
        app.get(&c.host, &detail, Some(&hq)).await.data()["status"],
        "scheduled"
    );

    // Its time comes.
    let mut owner = app.owner_in(&c.company).await;
    sqlx::query("update products set publish_at = now() - interval '1 second' where id = $1")
        .bind(id)
        .execute(&mut owner)
        .await
        .unwrap();
    let published = backend::jobs::publish_due_products(&app.state.owner_pool)
        .await
        .unwrap();
    assert!(published >= 1);
    assert_eq!(
        app.get(&c.host, &detail, Some(&hq)).await.data()["status"],
        "published"
    );
    assert_eq!(
        app.get(&c.host, &store_path, Some(&hq)).await.data()["total"],
        1
    );
}

#[tokio::test]
async fn one_replica_claims_a_job_period() {
    let app = TestApp::spawn().await;
    let period = format!("test-{}", uuid::Uuid::new_v4());
    let pool = &app.state.owner_pool;
    assert!(backend::jobs::claim(pool, "test_job", &period)
        .await
        .unwrap());
    assert!(!backend::jobs::claim(pool, "test_job", &period)
        .await
        .unwrap());
}

#[tokio::test]
async fn the_preview_shows_what_a_tier_sees_and_pays() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let gold = tier(&app, &c, &hq, "Gold", 1).await;
    let silver = tier(&app, &c, &hq, "Silver", 2).await;
    let mut both = simple("For all", "A1");
    both["tierPrices"] =
        json!([{"tierId": gold, "price": "40"}, {"tierId": silver, "price": "45"}]);
    let both = product(&app, &c, &hq, both).await;
    let mut gold_only = simple("Gold only", "G1");
    gold_only["tierPrices"] = json!([{"tierId": gold, "price": "30"}]);
    product(&app, &c, &hq, gold_only).await;

    let silver_store = app
        .get(
            &c.host,
            &format!("/api/product/preview-store?tierId={silver}"),
            Some(&hq),
        )
        .await;
    assert_eq!(silver_store.data()["total"], 1);
    assert_eq!(silver_store.data()["items"][0]["price"], "45.00");
    assert_eq!(
        silver_store.data()["items"][0]["stock"],
        Value::Null,
        "stock hidden by default"
    );
    let gold_store = app
        .get(
            &c.host,
            &format!("/api/product/preview-store?tierId={gold}"),
            Some(&hq),
        )
        .await;
    assert_eq!(gold_store.data()["total"], 2);

    // Suspended products leave the shop; deleted ones leave every list.
    let id = both["id"].as_i64().unwrap();
    let s = app
        .post(
            &c.host,
            "/api/product/suspend",
            Some(&hq),
            json!({"id": id, "suspended": true}),
        )
        .await;
    assert_eq!(s.data()["status"], "suspended");
    let page = app
        .get(
            &c.host,
            &format!("/api/product/preview?id={id}&tierId={silver}"),
            Some(&hq),
        )
        .await;
    assert_eq!(page.data()["available"], false);
    assert_eq!(page.data()["price"], "45.00");
    let s = app
        .post(
            &c.host,
            "/api/product/suspend",
            Some(&hq),
            json!({"id": id, "suspended": false}),
        )
        .await;
    assert_eq!(s.data()["status"], "published");
    assert_eq!(
        app.delete(&c.host, &format!("/api/product/delete?id={id}"), &hq)
            .await
            .status,
        200
    );
    assert_eq!(
        app.get(&c.host, "/api/product", Some(&hq)).await.data()["total"],
        1
    );
    assert_eq!(
        app.get(&c.host, &format!("/api/product/detail?id={id}"), Some(&hq))
            .await
            .status,
        404
    );
}

#[tokio::test]
async fn packages_have_a_status_from_their_dates_and_refuse_a_variant_twice() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let p = product(&app, &c, &hq, simple("Soap", "SO1")).await;
    let id = p["id"].as_i64().unwrap();
    let today = chrono::Utc::now().date_naive();
    let body = json!({"name": "Starter", "code": "start-1", "price": "100",
        "startDate": today - chrono::Duration::days(1), "stopDate": today + chrono::Duration::days(30),
        "firstOrder": true, "items": [{"productId": id, "quantity": 2}]});
    let r = app
        .post(
            &c.host,
            "/api/product/package/store",
            Some(&hq),
            body.clone(),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["status"], "ongoing");
    assert_eq!(r.data()["code"], "START-1");
    assert_eq!(r.data()["items"][0]["productName"], "Soap");
    let package = r.data()["id"].as_i64().unwrap();

    let mut twice = body.clone();
    twice["code"] = json!("TWICE");
    twice["items"] = json!([{"productId": id, "quantity": 1}, {"productId": id, "quantity": 1}]);
    let r = app
        .post(&c.host, "/api/product/package/store", Some(&hq), twice)
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(
        r.data()["errors"]["items"],
        "The same variant may not be chosen twice."
    );
    let r = app
        .post(
            &c.host,
            "/api/product/package/store",
            Some(&hq),
            body.clone(),
        )
        .await;
    assert_eq!(r.data()["errors"]["code"], "Another item has this code.");

    let mut later = body.clone();
    later["code"] = json!("LATER");
    later["startDate"] = json!(today + chrono::Duration::days(3));
    let r = app
        .post(&c.host, "/api/product/package/store", Some(&hq), later)
        .await;
    assert_eq!(r.data()["status"], "upcoming");

    let r = app
        .post(
            &c.host,
            "/api/product/package/suspend",
            Some(&hq),
            json!({"id": package, "suspended": true}),
        )
        .await;
    assert_eq!(r.data()["status"], "suspended");
    let del = app
        .delete(
            &c.host,
            &format!("/api/product/package/delete?id={package}"),
            &hq,
        )
        .await;
    assert_eq!(del.status, 200);
    assert_eq!(
        app.get(&c.host, "/api/product/package", Some(&hq))
            .await
            .data()
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn a_combo_pick_must_follow_every_rule() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    app.add_user(&c.company, "agent@combo.test", "agent", &[])
        .await;
    let agent = app.token(&c.host, "agent@combo.test").await;
    let a = product(&app, &c, &hq, simple("Alpha", "A")).await;
    let mut b = simple("Beta", "B");
    b["options"] = json!([{"name": "Colour", "values": [{"value": "Red"}, {"value": "Blue"}]}]);
    let b = product(&app, &c, &hq, b).await;
    let outsider = product(&app, &c, &hq, simple("Gamma", "G")).await;
    let (a_id, b_id) = (a["id"].as_i64().unwrap(), b["id"].as_i64().unwrap());
    let red = b["variants"][0]["id"].as_i64().unwrap();
    let blue = b["variants"][1]["id"].as_i64().unwrap();
    stock(&app, &c, &hq, a_id, None, "in", 5).await;
    stock(&app, &c, &hq, b_id, Some(red), "in", 1).await;
    let g_id = outsider["id"].as_i64().unwrap();
    stock(&app, &c, &hq, g_id, None, "in", 5).await;
    let today = chrono::Utc::now().date_naive();
    let combo = app
        .post(
            &c.host,
            "/api/product/combo/store",
            Some(&hq),
            json!({"name": "Any 3", "code": "ANY3", "requiredQuantity": 3, "price": "120",
                   "startDate": today, "stopDate": today + chrono::Duration::days(7),
                   "productIds": [a_id, b_id]}),
        )
        .await;
    assert_eq!(combo.status, 200, "{}", combo.body);
    let combo_id = combo.data()["id"].as_i64().unwrap();

    let available = app
        .get(&c.host, "/api/product/combo/available", Some(&agent))
        .await;
    assert_eq!(available.data()[0]["products"].as_array().unwrap().len(), 2);

    let check = |picks: Value| {
        let app = &app;
        let agent = agent.clone();
        let host = c.host.clone();
        async move {
            app.post(
                &host,
                "/api/product/combo/check",
                Some(&agent),
                json!({"comboId": combo_id, "picks": picks}),
            )
            .await
        }
    };
    let r = check(json!([{"productId": a_id, "quantity": 2}])).await;
    assert_eq!(r.status, 422);
    assert_eq!(r.message(), "Total quantity must be exactly 3 units.");
    let r = check(json!([{"productId": a_id, "quantity": 1}, {"productId": a_id, "quantity": 2}]))
        .await;
    assert_eq!(r.message(), "A product may not be picked twice.");
    let r = check(json!([{"productId": b_id, "variantId": red, "quantity": 1}, {"productId": b_id, "variantId": red, "quantity": 1}, {"productId": a_id, "quantity": 1}])).await;
    assert_eq!(r.message(), "The same variant may not be chosen twice.");
    let r = check(json!([{"productId": b_id, "variantId": blue, "quantity": 1}, {"productId": a_id, "quantity": 2}])).await;
    assert_eq!(r.message(), "Beta is out of stock.");
    let r = check(json!([{"productId": b_id, "variantId": red, "quantity": 2}, {"productId": a_id, "quantity": 1}])).await;
    assert_eq!(r.message(), "Only 1 of Beta left.");
    let r = check(json!([{"productId": g_id, "quantity": 3}])).await;
    assert_eq!(r.message(), "Gamma is not part of this combo.");
    let r = check(json!([{"productId": b_id, "quantity": 3}])).await;
    assert_eq!(r.status, 422, "a product with options needs its variant");

    let ok = check(json!([{"productId": b_id, "variantId": red, "quantity": 1}, {"productId": a_id, "quantity": 2}])).await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    assert_eq!(ok.data()["price"], "120.00");
    assert_eq!(ok.data()["quantity"], 3);

    // Suspended: no longer offered.
    app.post(
        &c.host,
        "/api/product/combo/suspend",
        Some(&hq),
        json!({"id": combo_id, "suspended": true}),
    )
    .await;
    let r = check(json!([{"productId": a_id, "quantity": 3}])).await;
    assert_eq!(r.status, 404);
}

#[tokio::test]
async fn agents_and_staff_without_the_permission_cannot_touch_the_catalogue() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let other = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let p = product(&app, &c, &hq, simple("Mine", "M1")).await;
    let id = p["id"].as_i64().unwrap();
    app.add_user(&c.company, "agent@perm.test", "agent", &[])
        .await;
    app.add_user(
        &c.company,
        "stock@perm.test",
        "staff",
        &["manage_inventory"],
    )
    .await;
    let agent = app.token(&c.host, "agent@perm.test").await;
    let stock_keeper = app.token(&c.host, "stock@perm.test").await;

    assert_eq!(
        app.get(&c.host, "/api/product", Some(&agent)).await.status,
        403
    );
    assert_eq!(
        app.get(&c.host, "/api/product/package", Some(&agent))
            .await
            .status,
        403
    );
    assert_eq!(
        app.get(&c.host, "/api/product", Some(&stock_keeper))
            .await
            .status,
        200
    );
    let r = app
        .post(
            &c.host,
            "/api/product/store",
            Some(&stock_keeper),
            simple("No", "N1"),
        )
        .await;
    assert_eq!(r.status, 403);
    let r = app
        .post(
            &c.host,
            "/api/product/suspend",
            Some(&agent),
            json!({"id": id, "suspended": true}),
        )
        .await;
    assert_eq!(r.status, 403);

    // Another company's HQ cannot see or change it.
    let other_hq = app.token(&other.host, &other.hq_email).await;
    assert_eq!(
        app.get(
            &other.host,
            &format!("/api/product/detail?id={id}"),
            Some(&other_hq)
        )
        .await
        .status,
        404
    );
    let mut hijack = p.clone();
    hijack["name"] = json!("Stolen");
    let r = app
        .post(&other.host, "/api/product/store", Some(&other_hq), hijack)
        .await;
    assert_eq!(r.status, 404);
    let r = app
        .get(&c.host, &format!("/api/product/detail?id={id}"), Some(&hq))
        .await;
    assert_eq!(r.data()["name"], "Mine");
}
