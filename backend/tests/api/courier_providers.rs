//! The courier providers' forms: each checks its credentials against the provider's stand-in
//! before saving (a no is 422 with the provider's reason and saves nothing; a provider down is 409
//! and keeps what was saved), secrets are sealed and shown masked, Pos Laju and City-Link need
//! their route connected, EasyParcel's couriers come from the account's own list, switching a
//! provider off shows in the hub, and another company can use none of it.

use crate::{
    fakes::couriers::{
        FakeCouriers, DELYVA_API_KEY, EASYPARCEL_API_KEY, NINJAVAN_CLIENT_ID,
        NINJAVAN_CLIENT_SECRET,
    },
    helpers::{test_config, TestApp},
};
use serde_json::{json, Value};

fn courier<'a>(hub: &'a Value, code: &str) -> &'a Value {
    hub["categories"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "courier")
        .and_then(|c| {
            c["providers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["code"] == code)
        })
        .unwrap_or_else(|| panic!("courier/{code} in {hub}"))
}

async fn hub(app: &TestApp, host: &str, hq: &str) -> crate::helpers::Reply {
    app.get(host, "/api/integration/setup/config", Some(hq))
        .await
}

#[tokio::test]
async fn courier_providers_are_checked_before_saving_kept_sealed_and_switched_off() {
    let fake = FakeCouriers::start().await;
    let mut config = test_config();
    fake.configure(&mut config);
    let app = TestApp::spawn_with(config).await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let before = hub(&app, &c.host, &hq).await;
    assert_eq!(
        courier(before.data(), "easyparcel")["standing"],
        "available"
    );

    // A wrong key: EasyParcel's own reason under the field, nothing saved.
    let wrong = app
        .post(
            &c.host,
            "/api/integration/easyparcel/store",
            Some(&hq),
            json!({"apiKey": "EP-wrong", "sandbox": true}),
        )
        .await;
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    assert!(
        wrong.data()["errors"]["apiKey"]
            .as_str()
            .unwrap()
            .contains("Invalid API key"),
        "{}",
        wrong.body
    );
    assert_eq!(
        courier(hub(&app, &c.host, &hq).await.data(), "easyparcel")["standing"],
        "available"
    );

    // Pos Laju needs its route first.
    let early = app
        .post(
            &c.host,
            "/api/integration/poslaju/store",
            Some(&hq),
            json!({"through": "easyparcel"}),
        )
        .await;
    assert_eq!(early.status, 422, "{}", early.body);
    assert!(early.data()["errors"]["through"].is_string());

    let saved = app
        .post(
            &c.host,
            "/api/integration/easyparcel/store",
            Some(&hq),
            json!({"apiKey": EASYPARCEL_API_KEY, "sandbox": true}),
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    assert_eq!(saved.data()["apiKey"], "••••0001");
    assert_eq!(saved.data()["balance"], "250.00");
    assert_eq!(saved.data()["active"], true);
    assert!(saved.data()["checkedAt"].is_string());
    {
        let mut db = app.owner_in(&c.company).await;
        let sealed: Vec<u8> = sqlx::query_scalar(
            "select secrets from integration_accounts where provider = 'easyparcel'",
        )
        .fetch_one(&mut db)
        .await
        .unwrap();
        assert!(
            !sealed
                .windows(EASYPARCEL_API_KEY.len())
                .any(|w| w == EASYPARCEL_API_KEY.as_bytes()),
            "the key is stored sealed"
        );
    }
    let shown = hub(&app, &c.host, &hq).await;
    assert_eq!(courier(shown.data(), "easyparcel")["standing"], "active");
    assert!(
        !shown.body.to_string().contains(EASYPARCEL_API_KEY),
        "never sent back whole"
    );

    // Saved again without the key: the saved key is kept (and checked again).
    let checks = fake.calls("EPCheckCreditBalance");
    let again = app
        .post(
            &c.host,
            "/api/integration/easyparcel/setup",
            Some(&hq),
            json!({"sandbox": true}),
        )
        .await;
    assert_eq!(again.status, 200, "{}", again.body);
    assert_eq!(fake.calls("EPCheckCreditBalance"), checks + 1);

    // EasyParcel down: 409, and the account stays as it was.
    fake.easyparcel_down(true);
    let down = app
        .post(
            &c.host,
            "/api/integration/easyparcel/store",
            Some(&hq),
            json!({"apiKey": "EP-other-key", "sandbox": false}),
        )
        .await;
    assert_eq!(
        (down.status.as_u16(), down.error()),
        (409, "provider_unreachable"),
        "{}",
        down.body
    );
    fake.easyparcel_down(false);
    let kept = hub(&app, &c.host, &hq).await;
    assert_eq!(
        courier(kept.data(), "easyparcel")["account"]["apiKey"],
        "••••0001"
    );
    assert_eq!(
        courier(kept.data(), "easyparcel")["account"]["sandbox"],
        true
    );

    // The couriers booked with come from the account's own list.
    let unknown = app
        .post(
            &c.host,
            "/api/integration/easyparcel/storecourier",
            Some(&hq),
            json!({"couriers": ["EP-CR0A", "EP-CR99"]}),
        )
        .await;
    assert_eq!(unknown.status, 422, "{}", unknown.body);
    assert!(unknown.data()["errors"]["couriers"].is_string());
    let chosen = app
        .post(
            &c.host,
            "/api/integration/easyparcel/storecourier",
            Some(&hq),
            json!({"couriers": ["EP-CR0D", "EP-CR0A", "EP-CR0A"]}),
        )
        .await;
    assert_eq!(chosen.status, 200, "{}", chosen.body);
    assert_eq!(chosen.data()["couriers"], json!(["EP-CR0A", "EP-CR0D"]));

    // Ninja Van: a token is asked for; its no is shown; the country must be one it serves.
    let bad_country = app
        .post(&c.host, "/api/integration/ninjavan/store", Some(&hq),
              json!({"clientId": NINJAVAN_CLIENT_ID, "clientSecret": NINJAVAN_CLIENT_SECRET, "countryCode": "us"}))
        .await;
    assert_eq!(bad_country.status, 422);
    assert!(bad_country.data()["errors"]["countryCode"].is_string());
    let bad_secret = app
        .post(
            &c.host,
            "/api/integration/ninjavan/store",
            Some(&hq),
            json!({"clientId": NINJAVAN_CLIENT_ID, "clientSecret": "nope", "countryCode": "my"}),
        )
        .await;
    assert_eq!(bad_secret.status, 422, "{}", bad_secret.body);
    assert!(bad_secret.data()["errors"]["clientSecret"]
        .as_str()
        .unwrap()
        .contains("Invalid client credentials"));
    let nv = app
        .post(
            &c.host,
            "/api/integration/ninjavan/store",
            Some(&hq),
            json!({"clientId": NINJAVAN_CLIENT_ID, "clientSecret": NINJAVAN_CLIENT_SECRET,
                     "countryCode": "MY", "sandbox": true}),
        )
        .await;
    assert_eq!(nv.status, 200, "{}", nv.body);
    assert_eq!(nv.data()["countryCode"], "my");
    assert_eq!(nv.data()["clientId"], NINJAVAN_CLIENT_ID);
    assert_eq!(nv.data()["clientSecret"], "••••0001");

    // Delyva.
    let dx_wrong = app
        .post(
            &c.host,
            "/api/integration/delyva/store",
            Some(&hq),
            json!({"apiKey": "nope", "customerId": "1", "companyId": "c1"}),
        )
        .await;
    assert_eq!(dx_wrong.status, 422, "{}", dx_wrong.body);
    assert!(dx_wrong.data()["errors"]["apiKey"]
        .as_str()
        .unwrap()
        .contains("Invalid access token"));
    let dx = app
        .post(
            &c.host,
            "/api/integration/delyva/setup",
            Some(&hq),
            json!({"apiKey": DELYVA_API_KEY, "customerId": "1", "companyId": "c1"}),
        )
        .await;
    assert_eq!(dx.status, 200, "{}", dx.body);

    // Pos Laju and City-Link through a connected route.
    let pl = app
        .post(
            &c.host,
            "/api/integration/poslaju/setup",
            Some(&hq),
            json!({"through": "easyparcel", "accountNumber": "PL-8899"}),
        )
        .await;
    assert_eq!(pl.status, 200, "{}", pl.body);
    let read = app
        .get(&c.host, "/api/integration/poslaju/setup", Some(&hq))
        .await;
    assert_eq!(read.data()["account"]["through"], "easyparcel");
    assert_eq!(read.data()["account"]["accountNumber"], "PL-8899");
    let cl = app
        .post(
            &c.host,
            "/api/integration/citylink/store",
            Some(&hq),
            json!({"through": "delyva"}),
        )
        .await;
    assert_eq!(cl.status, 200, "{}", cl.body);

    // Switched off: shown so, and Pos Laju can no longer be routed through it.
    let off = app
        .post(
            &c.host,
            "/api/integration/setup/disable",
            Some(&hq),
            json!({"setupId": "easyparcel"}),
        )
        .await;
    assert_eq!(off.status, 200, "{}", off.body);
    assert_eq!(courier(off.data(), "easyparcel")["standing"], "disabled");
    assert_eq!(courier(off.data(), "ninjavan")["standing"], "active");
    let reroute = app
        .post(
            &c.host,
            "/api/integration/poslaju/store",
            Some(&hq),
            json!({"through": "easyparcel"}),
        )
        .await;
    assert_eq!(reroute.status, 422, "{}", reroute.body);

    // Another company: nothing of this one's, and it cannot use this one's accounts.
    let other = app.company().await;
    let other_hq = app.token(&other.host, &other.hq_email).await;
    let theirs = app
        .get(
            &other.host,
            "/api/integration/setup/config",
            Some(&other_hq),
        )
        .await;
    for code in ["easyparcel", "ninjavan", "delyva", "poslaju", "citylink"] {
        assert_eq!(
            courier(theirs.data(), code)["standing"],
            "available",
            "{code}"
        );
        assert!(courier(theirs.data(), code)["account"].is_null());
    }
    let their_read = app
        .get(
            &other.host,
            "/api/integration/poslaju/setup",
            Some(&other_hq),
        )
        .await;
    assert!(their_read.data()["account"].is_null());
    let their_couriers = app
        .post(
            &other.host,
            "/api/integration/easyparcel/storecourier",
            Some(&other_hq),
            json!({"couriers": ["EP-CR0A"]}),
        )
        .await;
    assert_eq!(their_couriers.status, 422);
    assert!(their_couriers.data()["errors"]["setupId"].is_string());
    // Saving a form without a key cannot pick up another company's saved key.
    let no_key = app
        .post(
            &other.host,
            "/api/integration/easyparcel/store",
            Some(&other_hq),
            json!({"sandbox": true}),
        )
        .await;
    assert_eq!(no_key.status, 422);
    assert!(no_key.data()["errors"]["apiKey"].is_string());
}
