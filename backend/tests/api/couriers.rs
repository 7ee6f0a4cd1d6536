//! Couriers: regions, rate tables, and the lookup that tells the user to contact HQ.

use crate::helpers::TestApp;
use serde_json::{json, Value};

fn west(handling: &str, threshold: Option<&str>) -> Value {
    json!({"name": "J&T", "service": "Standard", "rateBasis": "weight", "handlingFee": handling,
           "freeShippingThreshold": threshold,
           "regions": [{"name": "West Malaysia", "country": "MY", "states": ["01", "10", "14"],
                        "rates": [{"upTo": "3", "price": "9.00"}, {"upTo": "1", "price": "6.00"}]}]})
}

#[tokio::test]
async fn the_rate_is_found_by_state_and_weight_or_the_user_is_told_to_contact_hq() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/courier/store",
            Some(&hq),
            west("1.00", Some("150")),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let rates = &r.data()["regions"][0]["rates"];
    assert_eq!(rates[0]["upTo"], "1.000", "rates come back in order");
    let by_units = app
        .post(
            &c.host,
            "/api/courier/store",
            Some(&hq),
            json!({"name": "Lalamove", "service": "Bulk", "rateBasis": "units",
                   "regions": [{"name": "Sabah", "country": "MY", "states": ["12"],
                                "rates": [{"upTo": "10", "price": "25"}]}]}),
        )
        .await;
    assert_eq!(by_units.status, 200, "{}", by_units.body);

    let quote = |q: &str| {
        let path = format!("/api/courier/rate?{q}");
        let app = &app;
        let host = c.host.clone();
        let hq = hq.clone();
        async move { app.get(&host, &path, Some(&hq)).await }
    };
    let r = quote("state=10&weight=2.5&subtotal=100").await;
    assert_eq!(r.status, 200, "{}", r.body);
    let option = &r.data()["options"][0];
    assert_eq!(
        (option["shipping"].as_str(), option["total"].as_str()),
        (Some("9.00"), Some("10.00"))
    );
    assert_eq!(r.data()["contactHq"], false);
    let r = quote("state=01&weight=0.4").await;
    assert_eq!(r.data()["options"][0]["shipping"], "6.00");
    let r = quote("state=14&weight=1&subtotal=150").await;
    assert_eq!(r.data()["options"][0]["shipping"], "0.00");
    assert_eq!(
        r.data()["options"][0]["total"],
        "1.00",
        "free shipping keeps the handling fee"
    );
    assert_eq!(r.data()["options"][0]["freeShipping"], true);

    // Too heavy for every row, or a state no courier covers: contact HQ.
    for q in ["state=10&weight=3.5", "state=11&weight=1"] {
        let r = quote(q).await;
        assert_eq!(r.data()["options"], json!([]), "{q}");
        assert_eq!(r.data()["contactHq"], true);
        assert_eq!(
            r.data()["message"],
            "No shipping rate covers this order. Please contact HQ."
        );
    }
    // Counted by units.
    let r = quote("state=12&weight=50&units=10").await;
    assert_eq!(r.data()["options"][0]["name"], "Lalamove");
    let r = quote("state=12&units=11").await;
    assert_eq!(r.data()["contactHq"], true);
}

#[tokio::test]
async fn a_courier_needs_regions_known_states_and_distinct_bounds() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/courier/store",
            Some(&hq),
            json!({"name": "", "service": "X", "regions": []}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["name"].is_string());
    assert_eq!(r.data()["errors"]["regions"], "Add at least one region.");

    let r = app
        .post(
            &c.host,
            "/api/courier/store",
            Some(&hq),
            json!({"name": "A", "service": "B",
                   "regions": [{"name": "R", "country": "MY", "states": ["99"],
                                "rates": [{"upTo": "1", "price": "5"}, {"upTo": "1.000", "price": "6"}]}]}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["regions.0.states"].is_string());
    assert!(r.data()["errors"]["regions.0.rates.1.upTo"].is_string());

    assert_eq!(
        app.post(&c.host, "/api/courier/store", Some(&hq), west("0", None))
            .await
            .status,
        200
    );
    let again = app
        .post(&c.host, "/api/courier/store", Some(&hq), west("0", None))
        .await;
    assert_eq!(again.status, 422);
    assert!(again.data()["errors"]["service"].is_string());

    app.add_user(
        &c.company,
        "stock@courier.test",
        "staff",
        &["manage_inventory"],
    )
    .await;
    let staff = app.token(&c.host, "stock@courier.test").await;
    assert_eq!(
        app.get(&c.host, "/api/courier", Some(&staff)).await.status,
        403
    );
    let list = app.get(&c.host, "/api/courier", Some(&hq)).await;
    let id = list.data()[0]["id"].as_i64().unwrap();
    assert_eq!(
        app.delete(&c.host, &format!("/api/courier/delete?id={id}"), &hq)
            .await
            .status,
        200
    );
    assert_eq!(
        app.get(&c.host, "/api/courier", Some(&hq)).await.data(),
        &json!([])
    );
}
