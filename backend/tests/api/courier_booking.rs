//! Courier booking with the providers' stand-ins. EasyParcel: live rates from the couriers HQ
//! books with, a bulk booking where one order fails and the rest ship with their airway bill and
//! PDF label, a booking whose payment answer was lost is paid (not sent again) on retry, a webhook
//! without the secret token changes nothing, tracking to delivery completes the order, and another
//! company sees none of it. Ninja Van: token renewal, 5xx retries as one order, signed webhooks.
//! Delyva: quote, draft and process, a lost answer processed again, its webhook a trigger.

use crate::{
    fakes::couriers::{
        FakeCouriers, DELYVA_API_KEY, EASYPARCEL_API_KEY, NINJAVAN_CLIENT_ID,
        NINJAVAN_CLIENT_SECRET,
    },
    helpers::{test_config, TestApp},
    orders::{add, address, agent, checkout, checkout_body, png, shop, upload_receipt, Shop},
};
use serde_json::json;

/// An approved HQ order of `token`'s, waiting to ship by courier.
async fn order_to_ship(app: &TestApp, s: &Shop, token: &str, addr: i64) -> i64 {
    add(app, s, token, s.serum.1, 2).await;
    let placed = checkout(app, s, token, checkout_body(addr, None, None)).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let id = placed.data()["order"]["id"].as_i64().unwrap();
    let r = upload_receipt(app, s, token, id, png(), "r.png").await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = app
        .post(
            &s.c.host,
            "/api/orders/approve",
            Some(&s.hq),
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(r.data()[0]["ok"], true, "{}", r.body);
    id
}

async fn order_status(app: &TestApp, s: &Shop, token: &str, id: i64) -> (String, Option<String>) {
    let r = app
        .get(&s.c.host, &format!("/api/sales/order?id={id}"), Some(token))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    (
        r.data()["status"].as_str().unwrap().to_string(),
        r.data()["trackingNumber"].as_str().map(str::to_string),
    )
}

/// The shop's main branch, with the address bookings ship from.
async fn shipping_branch(app: &TestApp, s: &Shop) {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(
            "insert into branches (name, is_main) select 'HQ', true where not exists (select 1 from branches where is_main)",
        )
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query(
        "update branches set address_line1 = '8 Jalan SS2', postcode = '47300', city = 'Petaling Jaya',
                state = '10', phone_code = '+60', phone = '378881234' where is_main",
    )
    .execute(&mut db)
    .await
    .unwrap();
}

#[tokio::test]
async fn hq_books_orders_in_bulk_prints_labels_and_tracking_completes_them() {
    let fake = FakeCouriers::start().await;
    let mut config = test_config();
    fake.configure(&mut config);
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    shipping_branch(&app, &s).await;
    let (_, aina) = agent(&app, &s, "aina@ship.test", None).await;
    let addr = address(&app, &s, &aina).await;
    let first = order_to_ship(&app, &s, &aina, addr).await;
    let second = order_to_ship(&app, &s, &aina, addr).await;
    let third = order_to_ship(&app, &s, &aina, addr).await;

    // Nothing to book with yet.
    let none = app
        .post(
            &s.c.host,
            "/api/orders/courier/rates",
            Some(&s.hq),
            json!({"orderId": first}),
        )
        .await;
    assert_eq!(
        (none.status.as_u16(), none.error()),
        (422, "courier_not_connected"),
        "{}",
        none.body
    );
    let connected = app
        .post(
            &s.c.host,
            "/api/integration/easyparcel/store",
            Some(&s.hq),
            json!({"apiKey": EASYPARCEL_API_KEY, "sandbox": true}),
        )
        .await;
    assert_eq!(connected.status, 200, "{}", connected.body);
    let webhook = connected.data()["webhookPath"]
        .as_str()
        .unwrap()
        .to_string();

    // Live rates: every courier, the cheapest chosen; then only the couriers HQ books with.
    let rates = app
        .post(
            &s.c.host,
            "/api/orders/courier/rates",
            Some(&s.hq),
            json!({"orderId": first}),
        )
        .await;
    assert_eq!(rates.status, 200, "{}", rates.body);
    let list = rates.data()["rates"].as_array().unwrap();
    assert_eq!(list.len(), 4, "{}", rates.body);
    let chosen: Vec<_> = list.iter().filter(|r| r["chosen"] == true).collect();
    assert_eq!(chosen.len(), 1);
    assert_eq!(chosen[0]["courierName"], "J&T Express");
    let r = app
        .post(
            &s.c.host,
            "/api/integration/easyparcel/storecourier",
            Some(&s.hq),
            json!({"couriers": ["EP-CR0A"]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let rates = app
        .post(
            &s.c.host,
            "/api/orders/courier/rates",
            Some(&s.hq),
            json!({"orderId": first}),
        )
        .await;
    let list = rates.data()["rates"].as_array().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(
        (list[0]["courierName"].as_str(), list[0]["chosen"].as_bool()),
        (Some("Poslaju"), Some(true))
    );

    // The third order's address is one EasyParcel refuses.
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query("update orders set postcode = '00000' where id = $1")
            .bind(third)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let report = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [first, second, third]}),
        )
        .await;
    assert_eq!(report.status, 200, "{}", report.body);
    let booked = report.data()["booked"].as_array().unwrap();
    assert_eq!(booked.len(), 2, "{}", report.body);
    let failed = report.data()["failed"].as_array().unwrap();
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0]["orderId"], third);
    assert!(
        failed[0]["message"]
            .as_str()
            .unwrap()
            .contains("Invalid receiver postcode"),
        "{}",
        report.body
    );
    let first_booking = booked.iter().find(|b| b["orderId"] == first).unwrap();
    assert_eq!(first_booking["status"], "booked");
    assert_eq!(first_booking["courierName"], "Poslaju");
    let awb = first_booking["awb"].as_str().unwrap().to_string();
    // The agent sees the airway bill as the tracking number; the refused order did not move.
    assert_eq!(
        order_status(&app, &s, &aina, first).await,
        ("delivery".into(), Some(awb.clone()))
    );
    assert_eq!(order_status(&app, &s, &aina, third).await.0, "to_ship");

    // The label is the courier's PDF, kept with the company's files.
    let label_url = first_booking["labelUrl"].as_str().unwrap();
    assert!(label_url.starts_with("/api/media/"), "{label_url}");
    let label = app
        .client
        .get(app.url(label_url))
        .header("host", &s.c.host)
        .send()
        .await
        .unwrap();
    assert_eq!(label.headers()["content-type"], "application/pdf");
    let pdf = label.bytes().await.unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert!(String::from_utf8_lossy(&pdf).contains(&awb));

    // Booking a booked order again books nothing more.
    let submits = fake.calls("EPSubmitOrderBulk");
    let again = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [first]}),
        )
        .await;
    assert_eq!(
        again.data()["booked"][0]["awb"],
        awb.as_str(),
        "{}",
        again.body
    );
    assert_eq!(fake.calls("EPSubmitOrderBulk"), submits);

    // The third order, address fixed; EasyParcel pays it but the answer is lost: the order stays,
    // and the retry only pays for the order EasyParcel already has.
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query("update orders set postcode = '50000' where id = $1")
            .bind(third)
            .execute(&mut db)
            .await
            .unwrap();
    }
    fake.inner.lock().unwrap().lose_next_pay_answer = true;
    let lost = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [third]}),
        )
        .await;
    assert_eq!(
        lost.data()["failed"].as_array().unwrap().len(),
        1,
        "{}",
        lost.body
    );
    assert_eq!(order_status(&app, &s, &aina, third).await.0, "to_ship");
    let submits = fake.calls("EPSubmitOrderBulk");
    let retried = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [third]}),
        )
        .await;
    assert_eq!(
        retried.data()["booked"].as_array().unwrap().len(),
        1,
        "{}",
        retried.body
    );
    assert_eq!(fake.calls("EPSubmitOrderBulk"), submits, "not sent twice");
    assert_eq!(order_status(&app, &s, &aina, third).await.0, "delivery");

    // A webhook without the secret token changes nothing.
    let delivered: serde_json::Value = app
        .client
        .post(format!("{}/easyparcel/_hooks/deliver/{awb}", fake.base_url))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(delivered["code"], 5);
    let forged = app
        .send(
            app.client
                .post(app.url("/api/integration/easyparcel/webhook/not-the-token"))
                .header("host", &s.c.host)
                .json(&json!({"topic": "shipment.tracking.update", "awb_number": awb})),
        )
        .await;
    assert_eq!(forged.status, 403);
    assert_eq!(order_status(&app, &s, &aina, first).await.0, "delivery");
    // With it: the parcel is asked about, and its delivery completes the order.
    let hook = app
        .send(
            app.client
                .post(app.url(&webhook))
                .header("host", &s.c.host)
                .json(&json!({"topic": "shipment.tracking.update", "awb_number": awb})),
        )
        .await;
    assert_eq!(hook.status, 200, "{}", hook.body);
    assert_eq!(order_status(&app, &s, &aina, first).await.0, "completed");
    let seen = app
        .get(
            &s.c.host,
            &format!("/api/orders/courier/booking?orderId={first}"),
            Some(&s.hq),
        )
        .await;
    let b = &seen.data()["booking"];
    assert_eq!(b["status"], "delivered", "{}", seen.body);
    assert_eq!(b["trackingStatus"], "Delivered");
    let events: Vec<_> = b["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["status"].as_str().unwrap())
        .collect();
    assert_eq!(
        events,
        [
            "Pending pickup",
            "Parcel collected",
            "In transit",
            "Delivered"
        ]
    );

    // HQ's refresh does the same for the second.
    let second_awb = booked.iter().find(|b| b["orderId"] == second).unwrap()["awb"]
        .as_str()
        .unwrap()
        .to_string();
    app.client
        .post(format!(
            "{}/easyparcel/_hooks/deliver/{second_awb}",
            fake.base_url
        ))
        .send()
        .await
        .unwrap();
    let tracked = app
        .post(
            &s.c.host,
            "/api/orders/courier/track",
            Some(&s.hq),
            json!({"orderIds": [second]}),
        )
        .await;
    assert_eq!(tracked.data()[0]["status"], "delivered", "{}", tracked.body);
    assert_eq!(order_status(&app, &s, &aina, second).await.0, "completed");

    // Another company: not its orders, not its EasyParcel.
    let other = app.company().await;
    let other_hq = app.token(&other.host, &other.hq_email).await;
    let theirs = app
        .get(
            &other.host,
            &format!("/api/orders/courier/booking?orderId={first}"),
            Some(&other_hq),
        )
        .await;
    assert!(theirs.data()["booking"].is_null(), "{}", theirs.body);
    let book = app
        .post(
            &other.host,
            "/api/orders/courier/book",
            Some(&other_hq),
            json!({"orderIds": [third]}),
        )
        .await;
    assert_eq!(
        (book.status.as_u16(), book.error()),
        (422, "courier_not_connected")
    );
    let hook = app
        .send(
            app.client
                .post(app.url(&webhook))
                .header("host", &other.host)
                .json(&json!({"awb_number": awb})),
        )
        .await;
    assert_eq!(hook.status, 403, "the token is the company's own");
}

#[tokio::test]
async fn ninja_van_books_with_a_renewed_token_retries_only_5xx_and_believes_only_signed_webhooks() {
    let fake = FakeCouriers::start().await;
    let mut config = test_config();
    fake.configure(&mut config);
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    shipping_branch(&app, &s).await;
    let (_, aina) = agent(&app, &s, "aina@nv.test", None).await;
    let addr = address(&app, &s, &aina).await;
    let first = order_to_ship(&app, &s, &aina, addr).await;
    let second = order_to_ship(&app, &s, &aina, addr).await;
    let third = order_to_ship(&app, &s, &aina, addr).await;
    let r = app
        .post(
            &s.c.host,
            "/api/integration/ninjavan/store",
            Some(&s.hq),
            json!({"clientId": NINJAVAN_CLIENT_ID, "clientSecret": NINJAVAN_CLIENT_SECRET,
                     "countryCode": "my", "sandbox": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);

    // A 503 is tried again with the same order: one order at Ninja Van, booked.
    fake.inner.lock().unwrap().ninjavan_fail_next = 1;
    let report = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [first], "provider": "ninjavan"}),
        )
        .await;
    assert_eq!(report.status, 200, "{}", report.body);
    let booked = &report.data()["booked"][0];
    assert_eq!(booked["provider"], "ninjavan", "{}", report.body);
    let tracking = booked["awb"].as_str().unwrap().to_string();
    assert!(tracking.starts_with("NVMYRK"), "{tracking}");
    assert!(booked["labelUrl"]
        .as_str()
        .unwrap()
        .starts_with("/api/media/"));
    assert_eq!(fake.inner.lock().unwrap().ninjavan_orders.len(), 1);
    assert_eq!(
        order_status(&app, &s, &aina, first).await,
        ("delivery".into(), Some(tracking.clone()))
    );

    // The kept token is reused; once Ninja Van no longer takes it (401), it is renewed once.
    let tokens = fake.calls("ninjavan_token");
    fake.inner.lock().unwrap().ninjavan_tokens.clear();
    let report = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [second], "provider": "ninjavan"}),
        )
        .await;
    assert_eq!(
        report.data()["booked"].as_array().unwrap().len(),
        1,
        "{}",
        report.body
    );
    assert_eq!(fake.calls("ninjavan_token"), tokens + 1);

    // Down for good: reported, the order stays; the retry asks for the same tracking number.
    fake.inner.lock().unwrap().ninjavan_fail_next = 3;
    let down = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [third], "provider": "ninjavan"}),
        )
        .await;
    assert_eq!(
        down.data()["failed"].as_array().unwrap().len(),
        1,
        "{}",
        down.body
    );
    assert_eq!(order_status(&app, &s, &aina, third).await.0, "to_ship");
    let again = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [third], "provider": "ninjavan"}),
        )
        .await;
    assert_eq!(
        again.data()["booked"].as_array().unwrap().len(),
        1,
        "{}",
        again.body
    );
    assert_eq!(fake.inner.lock().unwrap().ninjavan_orders.len(), 3);

    // Webhooks: only with the secret's signature over the raw body.
    let body = serde_json::to_vec(
        &json!({"tracking_id": tracking, "shipper_order_ref_no": "x",
        "timestamp": "2026-11-28T01:02:03+0000", "status": "Delivered, Received by Customer"}),
    )
    .unwrap();
    let send = |host: String, signature: Option<String>| {
        let mut req = app
            .client
            .post(app.url("/api/integration/ninjavan/webhook"))
            .header("host", host)
            .header("content-type", "application/json")
            .body(body.clone());
        if let Some(sig) = signature {
            req = req.header("X-Ninjavan-Hmac-Sha256", sig);
        }
        app.send(req)
    };
    let good = backend::integrations::ninjavan::webhook_signature(NINJAVAN_CLIENT_SECRET, &body);
    let bad = backend::integrations::ninjavan::webhook_signature("another-secret", &body);
    assert_eq!(send(s.c.host.clone(), None).await.status, 403);
    assert_eq!(send(s.c.host.clone(), Some(bad)).await.status, 403);
    assert_eq!(order_status(&app, &s, &aina, first).await.0, "delivery");
    let other = app.company().await;
    assert_eq!(
        send(other.host.clone(), Some(good.clone())).await.status,
        403,
        "another company's address"
    );
    let ok = send(s.c.host.clone(), Some(good.clone())).await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    assert_eq!(order_status(&app, &s, &aina, first).await.0, "completed");
    // A replay changes nothing more.
    assert_eq!(send(s.c.host.clone(), Some(good)).await.status, 200);
    let seen = app
        .get(
            &s.c.host,
            &format!("/api/orders/courier/booking?orderId={first}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(seen.data()["booking"]["status"], "delivered");
    assert_eq!(
        seen.data()["booking"]["events"].as_array().unwrap().len(),
        1,
        "{}",
        seen.body
    );
}

#[tokio::test]
async fn delyva_books_in_two_steps_a_lost_answer_is_only_processed_again_and_its_webhook_is_a_trigger(
) {
    let fake = FakeCouriers::start().await;
    let mut config = test_config();
    fake.configure(&mut config);
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    shipping_branch(&app, &s).await;
    let (_, aina) = agent(&app, &s, "aina@dx.test", None).await;
    let addr = address(&app, &s, &aina).await;
    let first = order_to_ship(&app, &s, &aina, addr).await;
    let second = order_to_ship(&app, &s, &aina, addr).await;
    let r = app
        .post(
            &s.c.host,
            "/api/integration/delyva/store",
            Some(&s.hq),
            json!({"apiKey": DELYVA_API_KEY, "customerId": "77", "companyId": "c-77"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let webhook = r.data()["webhookPath"].as_str().unwrap().to_string();
    assert!(
        webhook.starts_with("/api/integration/delyva/webhook/"),
        "{webhook}"
    );

    // The cheapest service is booked; its consignment number is the airway bill.
    let report = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [first]}),
        )
        .await;
    assert_eq!(report.status, 200, "{}", report.body);
    let booked = &report.data()["booked"][0];
    assert_eq!(booked["provider"], "delyva", "{}", report.body);
    assert_eq!(booked["courierName"], "City-Link Express");
    assert_eq!(booked["price"], "7.40");
    let consignment = booked["awb"].as_str().unwrap().to_string();
    assert!(consignment.starts_with("DX"));
    assert!(booked["labelUrl"]
        .as_str()
        .unwrap()
        .starts_with("/api/media/"));
    assert_eq!(
        order_status(&app, &s, &aina, first).await,
        ("delivery".into(), Some(consignment.clone()))
    );

    // Processed but the answer lost: the order stays; the retry only processes the same draft.
    fake.inner.lock().unwrap().delyva_lose_next_process = true;
    let lost = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [second], "provider": "delyva", "serviceId": "DX-POSLAJU"}),
        )
        .await;
    assert_eq!(
        lost.data()["failed"].as_array().unwrap().len(),
        1,
        "{}",
        lost.body
    );
    assert_eq!(order_status(&app, &s, &aina, second).await.0, "to_ship");
    let drafts = fake.calls("delyva_order");
    let retried = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [second], "provider": "delyva"}),
        )
        .await;
    assert_eq!(
        retried.data()["booked"][0]["courierName"],
        "Pos Laju",
        "{}",
        retried.body
    );
    assert_eq!(fake.calls("delyva_order"), drafts, "no second draft");

    // The webhook: a wrong token changes nothing; the right one has the parcel asked about.
    app.client
        .post(format!(
            "{}/delyva/_hooks/deliver/{consignment}",
            fake.base_url
        ))
        .send()
        .await
        .unwrap();
    let wrong = app
        .send(
            app.client
                .post(app.url("/api/integration/delyva/webhook/not-it"))
                .header("host", &s.c.host)
                .json(&json!({"consignmentNo": consignment})),
        )
        .await;
    assert_eq!(wrong.status, 403);
    assert_eq!(order_status(&app, &s, &aina, first).await.0, "delivery");
    let hook = app
        .send(
            app.client
                .post(app.url(&webhook))
                .header("host", &s.c.host)
                .json(&json!({"event": "order_tracking.update", "data": {"consignmentNo": consignment}})),
        )
        .await;
    assert_eq!(hook.status, 200, "{}", hook.body);
    assert_eq!(order_status(&app, &s, &aina, first).await.0, "completed");
    let seen = app
        .get(
            &s.c.host,
            &format!("/api/orders/courier/booking?orderId={first}"),
            Some(&s.hq),
        )
        .await;
    let events: Vec<_> = seen.data()["booking"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["status"].as_str().unwrap())
        .collect();
    assert_eq!(events, ["Pending pickup", "Delivered"], "{}", seen.body);
}

#[tokio::test]
async fn delyva_quotes_live_and_pos_laju_and_city_link_book_only_their_courier_through_their_route()
{
    let fake = FakeCouriers::start().await;
    let mut config = test_config();
    fake.configure(&mut config);
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    shipping_branch(&app, &s).await;
    let (_, aina) = agent(&app, &s, "aina@route.test", None).await;
    let addr = address(&app, &s, &aina).await;
    let first = order_to_ship(&app, &s, &aina, addr).await;
    let second = order_to_ship(&app, &s, &aina, addr).await;
    assert_eq!(providers(&app, &s).await, json!([]));
    for (path, body) in [
        (
            "/api/integration/easyparcel/store",
            json!({"apiKey": EASYPARCEL_API_KEY, "sandbox": true}),
        ),
        (
            "/api/integration/delyva/store",
            json!({"apiKey": DELYVA_API_KEY, "customerId": "77", "companyId": "c-77"}),
        ),
        (
            "/api/integration/poslaju/store",
            json!({"through": "easyparcel"}),
        ),
        (
            "/api/integration/citylink/store",
            json!({"through": "delyva"}),
        ),
    ] {
        let r = app.post(&s.c.host, path, Some(&s.hq), body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
    assert_eq!(
        providers(&app, &s).await,
        json!(["easyparcel", "delyva", "poslaju", "citylink"])
    );

    // Delyva's live quote, at the currency's scale, the cheapest chosen.
    assert_eq!(
        rates(&app, &s, first, "delyva").await,
        [
            ("DX-POSLAJU".into(), "8.10".into(), false),
            ("DX-CITYLINK".into(), "7.40".into(), true)
        ]
    );
    // Pos Laju through EasyParcel: only Pos Laju's service, though J&T is cheaper there.
    let pos = rates(&app, &s, first, "poslaju").await;
    assert_eq!(pos.len(), 1, "{pos:?}");
    assert_eq!((pos[0].1.as_str(), pos[0].2), ("7.80", true));
    // City-Link through Delyva: only City-Link's.
    assert_eq!(
        rates(&app, &s, first, "citylink").await,
        [("DX-CITYLINK".into(), "7.40".into(), true)]
    );

    // Booked through their routes: the aggregator books it, with that courier.
    let pl = book(&app, &s, first, "poslaju").await;
    assert_eq!(
        (pl["provider"].as_str(), pl["courierName"].as_str()),
        (Some("easyparcel"), Some("Poslaju"))
    );
    let cl = book(&app, &s, second, "citylink").await;
    assert_eq!(
        (cl["provider"].as_str(), cl["courierName"].as_str()),
        (Some("delyva"), Some("City-Link Express"))
    );
    assert_eq!(
        order_status(&app, &s, &aina, second).await,
        ("delivery".into(), cl["awb"].as_str().map(str::to_string))
    );

    // A route whose aggregator is switched off is no longer offered, and cannot book or quote.
    let off = app
        .post(
            &s.c.host,
            "/api/integration/setup/disable",
            Some(&s.hq),
            json!({"setupId": "delyva"}),
        )
        .await;
    assert_eq!(off.status, 200, "{}", off.body);
    assert_eq!(providers(&app, &s).await, json!(["easyparcel", "poslaju"]));
    let third = order_to_ship(&app, &s, &aina, addr).await;
    let refused = app
        .post(
            &s.c.host,
            "/api/orders/courier/rates",
            Some(&s.hq),
            json!({"orderId": third, "provider": "citylink"}),
        )
        .await;
    assert_eq!(
        (refused.status.as_u16(), refused.error()),
        (422, "courier_not_connected"),
        "{}",
        refused.body
    );
    assert_eq!(order_status(&app, &s, &aina, third).await.0, "to_ship");

    // Another company has no providers and cannot quote this one's order.
    let other = app.company().await;
    let other_hq = app.token(&other.host, &other.hq_email).await;
    let theirs = app
        .get(
            &other.host,
            "/api/orders/courier/providers",
            Some(&other_hq),
        )
        .await;
    assert_eq!(theirs.data(), &json!([]));
    let foreign = app
        .post(
            &other.host,
            "/api/orders/courier/rates",
            Some(&other_hq),
            json!({"orderId": third, "provider": "poslaju"}),
        )
        .await;
    assert_eq!(foreign.status, 422, "{}", foreign.body);
}

/// The providers HQ can book with now.
async fn providers(app: &TestApp, s: &Shop) -> serde_json::Value {
    let r = app
        .get(&s.c.host, "/api/orders/courier/providers", Some(&s.hq))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data().clone()
}

/// An order's live rates from `provider`: (service, price, chosen).
async fn rates(app: &TestApp, s: &Shop, order: i64, provider: &str) -> Vec<(String, String, bool)> {
    let r = app
        .post(
            &s.c.host,
            "/api/orders/courier/rates",
            Some(&s.hq),
            json!({"orderId": order, "provider": provider}),
        )
        .await;
    assert_eq!(r.status, 200, "{provider}: {}", r.body);
    assert_eq!(r.data()["provider"], provider);
    r.data()["rates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["serviceId"].as_str().unwrap().to_string(),
                r["price"].as_str().unwrap().to_string(),
                r["chosen"].as_bool().unwrap(),
            )
        })
        .collect()
}

/// Books one order with `provider`, which must succeed: the booking.
async fn book(app: &TestApp, s: &Shop, order: i64, provider: &str) -> serde_json::Value {
    let r = app
        .post(
            &s.c.host,
            "/api/orders/courier/book",
            Some(&s.hq),
            json!({"orderIds": [order], "provider": provider}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["failed"], json!([]), "{}", r.body);
    r.data()["booked"][0].clone()
}
