//! Notifications: HQ is e-mailed once for each event it switched on (a new order, a payment, a
//! registration, a variant crossing into low stock) and not for one switched off; an agent is
//! e-mailed as their order moves on.

use crate::{
    agents::registration,
    helpers::TestApp,
    orders::{add, address, agent, checkout, checkout_body, png, shop, upload_receipt, Shop},
};
use serde_json::json;

const OPS: &str = "ops@notify.test";

async fn hq_emails(app: &TestApp, s: &Shop, subject_start: &str) -> Vec<String> {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query_scalar(
        "select subject from outbox_emails where to_address = $1 and subject like $2 || '%' order by id",
    )
    .bind(OPS)
    .bind(subject_start)
    .fetch_all(&mut db)
    .await
    .unwrap()
}

#[tokio::test]
async fn hq_is_emailed_once_for_each_event_it_switched_on_and_an_agent_as_their_order_moves() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    for (path, body) in [
        ("/api/setup/store-email-address", json!({ "email": OPS })),
        (
            "/api/setup/store-notif-control",
            json!({"controls": {"low_stock": true}}),
        ),
    ] {
        let r = app.post(&s.c.host, path, Some(&s.hq), body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
    {
        // Light serums, so 51 of them fit the courier's 10 kg rate.
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query("update products set weight_kg = 0.1")
            .execute(&mut db)
            .await
            .unwrap();
    }
    let (aina_id, aina) = agent(&app, &s, "aina@notify.test", None).await;
    let addr = address(&app, &s, &aina).await;

    // 51 of the 100 serums stocked in: a new order, and the serum crosses below half.
    add(&app, &s, &aina, s.serum.1, 51).await;
    let placed = checkout(&app, &s, &aina, checkout_body(addr, None, None)).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let id = placed.data()["order"]["id"].as_i64().unwrap();
    let number = placed.data()["order"]["number"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        hq_emails(&app, &s, "New order").await,
        [format!("New order {number} (RM 2,559.00)")],
        "grand total of 51 × RM 50 + RM 9 shipping"
    );
    let low = hq_emails(&app, &s, "Low stock").await;
    assert_eq!(low, ["Low stock: Serum"]);
    let body: String = {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query_scalar("select body_text from outbox_emails where subject like 'Low stock%'")
            .fetch_one(&mut db)
            .await
            .unwrap()
    };
    assert!(
        body.contains("down to 49") && body.contains("/inventory"),
        "{body}"
    );

    // The receipt is a payment to approve.
    let r = upload_receipt(&app, &s, &aina, id, png(), "r.png").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(hq_emails(&app, &s, "Payment received").await.len(), 1);

    // HQ approves and ships: Aina hears of each step, with the tracking number.
    for (path, body) in [
        ("/api/orders/approve", json!({"ids": [id]})),
        (
            "/api/orders/ship",
            json!({"id": id, "trackingNumber": "JT555"}),
        ),
    ] {
        let r = app.post(&s.c.host, path, Some(&s.hq), body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
    let (subject, body) = app
        .last_email(&s.c.company, "aina@notify.test")
        .await
        .unwrap();
    assert_eq!(subject, format!("Your order {number}: on its way"));
    assert!(
        body.contains("JT555") && body.contains(&format!("order-details?id={id}")),
        "{body}"
    );

    // A second sale of an already low serum sends no second low-stock e-mail; with new orders
    // switched off, HQ hears nothing of it.
    let r = app
        .post(
            &s.c.host,
            "/api/setup/store-notif-control",
            Some(&s.hq),
            json!({"controls": {"new_order": false}}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    add(&app, &s, &aina, s.serum.1, 2).await;
    let again = checkout(&app, &s, &aina, checkout_body(addr, None, None)).await;
    assert_eq!(again.status, 200, "{}", again.body);
    assert_eq!(hq_emails(&app, &s, "New order").await.len(), 1);
    assert_eq!(hq_emails(&app, &s, "Low stock").await.len(), 1);

    // A registration through Aina's link.
    let r = app
        .post(
            &s.c.host,
            "/api/user/self-register",
            None,
            registration(
                &s.c,
                s.tier_id,
                aina_id,
                "nurul@notify.test",
                "900131-10-5678",
            ),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        hq_emails(&app, &s, "New registration").await,
        ["New registration: Nurul Izzah"]
    );
}

#[tokio::test]
async fn without_a_notification_address_nothing_is_sent_to_hq() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, aina) = agent(&app, &s, "aina@quiet.test", None).await;
    let addr = address(&app, &s, &aina).await;
    add(&app, &s, &aina, s.serum.1, 1).await;
    let placed = checkout(&app, &s, &aina, checkout_body(addr, None, None)).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let mut db = app.owner_in(&s.c.company).await;
    let sent: i64 =
        sqlx::query_scalar("select count(*) from outbox_emails where subject like 'New order%'")
            .fetch_one(&mut db)
            .await
            .unwrap();
    assert_eq!(sent, 0);
}

#[tokio::test]
async fn stock_taken_out_by_hand_below_half_emails_hq_once() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    for (path, body) in [
        ("/api/setup/store-email-address", json!({ "email": OPS })),
        (
            "/api/setup/store-notif-control",
            json!({"controls": {"low_stock": true}}),
        ),
    ] {
        let r = app.post(&s.c.host, path, Some(&s.hq), body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
    // 100 soaps: 30 out leaves 70 (no e-mail), 25 more leaves 45 (crossed), 5 more (already low).
    for quantity in [30, 25, 5] {
        let r =
            crate::catalogue::stock(&app, &s.c, &s.hq, s.soap.0, Some(s.soap.1), "out", quantity)
                .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    assert_eq!(hq_emails(&app, &s, "Low stock").await, ["Low stock: Soap"]);
    let (_, body) = app.last_email(&s.c.company, OPS).await.unwrap();
    assert!(body.contains("down to 45"), "{body}");
}
