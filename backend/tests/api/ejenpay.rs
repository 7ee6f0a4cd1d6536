//! ejenpay, the hosted payment page: on only with Billplz on; an online checkout and a top-up are
//! sent to the page; the session is the payer's alone; the bill goes straight to the chosen FPX
//! bank (an offline one is refused); a failed try is paid again on a new bill; a paid session is
//! no longer payable; a top-up's bill is opened once.

use crate::{
    fakes::billplz::FakeBillplz,
    helpers::{test_config, Reply, TestApp},
    orders::{add, address, agent, checkout, checkout_body, shop, Shop},
};
use serde_json::{json, Value};

async fn details(app: &TestApp, s: &Shop, token: &str, path: &str) -> Reply {
    let mut parts = path.trim_start_matches("/ejenpay/").split('/');
    let (pay_type, id) = (parts.next().unwrap(), parts.next().unwrap());
    app.post(
        &s.c.host,
        "/api/integration/ejenpay/details",
        Some(token),
        json!({"payType": pay_type, "sessionId": id}),
    )
    .await
}

async fn pay_at_gateway(app: &TestApp, s: &Shop, token: &str, path: &str, bank: &str) -> Reply {
    let mut parts = path.trim_start_matches("/ejenpay/").split('/');
    let (pay_type, id) = (parts.next().unwrap(), parts.next().unwrap());
    app.post(
        &s.c.host,
        "/api/integration/billplz/checkout",
        Some(token),
        json!({"payType": pay_type, "sessionId": id, "bankCode": bank}),
    )
    .await
}

/// Billplz settles the order bill behind `url` (paid or not) and its signed callback reaches us.
async fn settle(app: &TestApp, s: &Shop, fake: &FakeBillplz, url: &str, success: bool) {
    let bill = url.rsplit('/').next().unwrap();
    let paid: Value = app
        .client
        .post(format!(
            "{}/_fake/bills/{bill}/pay?success={success}",
            fake.base_url
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let form: Vec<(String, String)> = serde_json::from_value(paid["callback"].clone()).unwrap();
    let r = app
        .send(
            app.client
                .post(app.url("/api/payments/billplz/callback"))
                .header("host", &s.c.host)
                .form(&form),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

#[tokio::test]
async fn the_payment_page_pays_an_order_at_the_chosen_bank_and_a_failed_try_again() {
    let fake = FakeBillplz::start().await;
    let mut config = test_config();
    config.billplz_url = Some(format!("{}/api", fake.base_url));
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;

    // Not without its gateway.
    let early = app
        .post(
            &s.c.host,
            "/api/integration/ejenpay/store",
            Some(&s.hq),
            json!({"active": true}),
        )
        .await;
    assert_eq!(early.status, 422, "{}", early.body);
    assert!(early.data()["errors"]["active"].is_string());
    let r = app
        .post(&s.c.host, "/api/integration/billplz/store", Some(&s.hq),
              json!({"apiKey": fake.api_key, "xSignatureKey": fake.x_signature_key, "collectionId": "inbmmepb",
                     "sandbox": true, "adminFee": "1.50"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let on = app
        .post(
            &s.c.host,
            "/api/integration/ejenpay/setup",
            Some(&s.hq),
            json!({"active": true}),
        )
        .await;
    assert_eq!(on.status, 200, "{}", on.body);
    assert_eq!(on.data()["active"], true);

    let (_, aina) = agent(&app, &s, "aina@pay.test", None).await;
    let (_, budi) = agent(&app, &s, "budi@pay.test", None).await;
    let addr = address(&app, &s, &aina).await;
    add(&app, &s, &aina, s.serum.1, 1).await;
    let mut body = checkout_body(addr, None, None);
    body["paymentType"] = json!("billplz");
    let placed = checkout(&app, &s, &aina, body).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let order = placed.data()["order"]["id"].as_i64().unwrap();
    let number = placed.data()["order"]["number"]
        .as_str()
        .unwrap()
        .to_string();
    let page = placed.data()["paymentUrl"].as_str().unwrap().to_string();
    assert!(page.starts_with("/ejenpay/order/"), "{page}");

    let seen = details(&app, &s, &aina, &page).await;
    assert_eq!(seen.status, 200, "{}", seen.body);
    let session = &seen.data()["session"];
    assert_eq!(session["reference"], number.as_str());
    assert_eq!(session["amount"], "60.50");
    assert_eq!(session["adminFee"], "1.50");
    assert_eq!(session["payable"], true);
    assert_eq!(
        session["resultPath"],
        format!("/my-shop/checkout/pending-payment?order={order}")
    );
    // Nobody else's: another agent, HQ, a made-up id, the wrong type.
    for (token, path) in [
        (&budi, page.clone()),
        (&s.hq, page.clone()),
        (&aina, "/ejenpay/order/AAAAAAAAAAAAAAAAAAAAAAAA".to_string()),
        (&aina, page.replace("/order/", "/topup/")),
    ] {
        let r = details(&app, &s, token, &path).await;
        assert_eq!(r.status, 200, "{}", r.body);
        assert!(r.data()["session"].is_null(), "{path}: {}", r.body);
    }
    let theirs = pay_at_gateway(&app, &s, &budi, &page, "").await;
    assert_eq!(theirs.status, 404);

    // An offline bank is refused; an online one gets a bill straight to it.
    let offline = pay_at_gateway(&app, &s, &aina, &page, "OCBC0229").await;
    assert_eq!(offline.status, 422, "{}", offline.body);
    assert!(offline.data()["errors"]["bankCode"].is_string());
    let first = pay_at_gateway(&app, &s, &aina, &page, "TEST0021").await;
    assert_eq!(first.status, 200, "{}", first.body);
    let first_url = first.data()["url"].as_str().unwrap().to_string();
    let bill = fake.bill(first_url.rsplit('/').next().unwrap()).unwrap();
    assert_eq!(bill["reference_1_label"], "Bank Code");
    assert_eq!(bill["reference_1"], "TEST0021");
    assert_eq!(bill["amount"], 6050);

    // It fails: the page says so and can be paid again, on a new bill.
    settle(&app, &s, &fake, &first_url, false).await;
    let failed = details(&app, &s, &aina, &page).await;
    assert_eq!(
        failed.data()["session"]["status"],
        "failed",
        "{}",
        failed.body
    );
    assert_eq!(failed.data()["session"]["payable"], true);
    let second = pay_at_gateway(&app, &s, &aina, &page, "").await;
    assert_eq!(second.status, 200, "{}", second.body);
    let second_url = second.data()["url"].as_str().unwrap().to_string();
    assert_ne!(second_url, first_url);
    assert_eq!(
        details(&app, &s, &aina, &page).await.data()["session"]["status"],
        "pending"
    );
    settle(&app, &s, &fake, &second_url, true).await;
    let paid = details(&app, &s, &aina, &page).await;
    assert_eq!(paid.data()["session"]["status"], "paid", "{}", paid.body);
    assert_eq!(paid.data()["session"]["payable"], false);
    let status = app
        .get(
            &s.c.host,
            &format!("/api/sales/order/status?id={order}"),
            Some(&aina),
        )
        .await;
    assert_eq!(status.data()["result"], "completed", "{}", status.body);
    let late = pay_at_gateway(&app, &s, &aina, &page, "").await;
    assert_eq!(
        (late.status.as_u16(), late.error()),
        (409, "payment_not_due")
    );

    // A top-up goes to the page too, and its bill is opened once.
    let topup = app
        .post(
            &s.c.host,
            "/api/integration/billplz/top-up-credit",
            Some(&s.hq),
            json!({"amount": "80.00"}),
        )
        .await;
    assert_eq!(topup.status, 200, "{}", topup.body);
    let topup_page = topup.data()["paymentUrl"].as_str().unwrap().to_string();
    assert!(topup_page.starts_with("/ejenpay/topup/"), "{topup_page}");
    let seen = details(&app, &s, &s.hq, &topup_page).await;
    assert_eq!(seen.data()["session"]["amount"], "80.00", "{}", seen.body);
    assert_eq!(seen.data()["session"]["status"], "due");
    let a = pay_at_gateway(&app, &s, &s.hq, &topup_page, "").await;
    let b = pay_at_gateway(&app, &s, &s.hq, &topup_page, "MB2U0227").await;
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(a.data()["url"], b.data()["url"]);

    // Switched off: checkout goes straight to Billplz again.
    let off = app
        .post(
            &s.c.host,
            "/api/integration/setup/disable",
            Some(&s.hq),
            json!({"setupId": "ejenpay"}),
        )
        .await;
    assert_eq!(off.status, 200, "{}", off.body);
    add(&app, &s, &aina, s.serum.1, 1).await;
    let mut body = checkout_body(addr, None, None);
    body["paymentType"] = json!("billplz");
    let direct = checkout(&app, &s, &aina, body).await;
    assert_eq!(direct.status, 200, "{}", direct.body);
    assert!(direct.data()["paymentUrl"]
        .as_str()
        .unwrap()
        .starts_with(&fake.base_url));
}
