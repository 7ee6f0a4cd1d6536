//! The integrations hub: every category with its providers and where each stands, Billplz's keys
//! masked, switching Billplz off stops it at checkout at once, the FPX banks from the gateway, and
//! another company's hub shows nothing of this one's.

use crate::{
    fakes::billplz::FakeBillplz,
    helpers::{test_config, TestApp},
    orders::{agent, shop},
};
use serde_json::{json, Value};

fn provider<'a>(hub: &'a Value, category: &str, code: &str) -> &'a Value {
    hub["categories"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == category)
        .and_then(|c| {
            c["providers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["code"] == code)
        })
        .unwrap_or_else(|| panic!("{category}/{code} in {hub}"))
}

#[tokio::test]
async fn the_hub_shows_each_provider_and_switching_billplz_off_stops_it_at_checkout() {
    let fake = FakeBillplz::start().await;
    let mut config = test_config();
    config.billplz_url = Some(format!("{}/api", fake.base_url));
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    let (_, aina) = agent(&app, &s, "aina@hub.test", None).await;

    let hub = app
        .get(&s.c.host, "/api/integration/setup/config", Some(&s.hq))
        .await;
    assert_eq!(hub.status, 200, "{}", hub.body);
    let h = hub.data();
    assert_eq!(provider(h, "payment", "billplz")["standing"], "available");
    assert_eq!(provider(h, "courier", "rate_tables")["standing"], "active");
    assert_eq!(provider(h, "courier", "rate_tables")["count"], 1);
    assert_eq!(
        provider(h, "courier", "easyparcel")["standing"],
        "available"
    );
    assert_eq!(provider(h, "payment", "ejenpay")["standing"], "available");
    let insurance = h["categories"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "insurance")
        .unwrap();
    assert!(insurance["providers"].as_array().unwrap().is_empty());
    let forbidden = app
        .get(&s.c.host, "/api/integration/setup/config", Some(&aina))
        .await;
    assert_eq!(forbidden.status, 403);

    let r = app
        .post(&s.c.host, "/api/integration/billplz/store", Some(&s.hq),
              json!({"apiKey": fake.api_key, "xSignatureKey": fake.x_signature_key, "collectionId": "inbmmepb",
                     "sandbox": true, "adminFee": "1.50"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let hub = app
        .get(&s.c.host, "/api/integration/setup/config", Some(&s.hq))
        .await;
    let billplz = provider(hub.data(), "payment", "billplz");
    assert_eq!(billplz["standing"], "active");
    assert_eq!(billplz["billplz"]["collectionId"], "inbmmepb");
    assert_eq!(billplz["billplz"]["apiKey"], "••••-key");
    assert!(
        !hub.body.to_string().contains(&fake.api_key)
            && !hub.body.to_string().contains(&fake.x_signature_key),
        "keys are never sent back whole"
    );

    // Kept sealed, never plain.
    {
        let mut db = app.owner_in(&s.c.company).await;
        let (plain, sealed): (Option<String>, Vec<u8>) =
            sqlx::query_as("select api_key, api_key_sealed from billplz_settings")
                .fetch_one(&mut db)
                .await
                .unwrap();
        assert_eq!(plain, None);
        assert!(!sealed
            .windows(fake.api_key.len())
            .any(|w| w == fake.api_key.as_bytes()));
    }

    // The FPX banks, with the one that is down.
    let banks = app
        .get(&s.c.host, "/api/integration/billplz/getBank", Some(&aina))
        .await;
    assert_eq!(banks.status, 200, "{}", banks.body);
    let list = banks.data().as_array().unwrap();
    assert!(list
        .iter()
        .any(|b| b["code"] == "MB2U0227" && b["name"] == "Maybank2u" && b["active"] == true));
    assert!(list
        .iter()
        .any(|b| b["code"] == "OCBC0229" && b["active"] == false));

    // Another company sees its own hub: no Billplz of this one.
    let other = app.company().await;
    let other_hq = app.token(&other.host, &other.hq_email).await;
    let theirs = app
        .get(
            &other.host,
            "/api/integration/setup/config",
            Some(&other_hq),
        )
        .await;
    assert_eq!(
        provider(theirs.data(), "payment", "billplz")["standing"],
        "available"
    );

    // Switched off: no longer offered at checkout, and the bank list says payment is off.
    let unknown = app
        .post(
            &s.c.host,
            "/api/integration/setup/disable",
            Some(&s.hq),
            json!({"setupId": "easyparcel"}),
        )
        .await;
    assert_eq!(unknown.status, 422, "not connected: {}", unknown.body);
    let off = app
        .post(
            &s.c.host,
            "/api/integration/setup/disable",
            Some(&s.hq),
            json!({"setupId": "billplz"}),
        )
        .await;
    assert_eq!(off.status, 200, "{}", off.body);
    assert_eq!(
        provider(off.data(), "payment", "billplz")["standing"],
        "disabled"
    );
    let methods = app
        .get(&s.c.host, "/api/sales/payment-method", Some(&aina))
        .await;
    assert!(
        !methods
            .data()
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["code"] == "billplz"),
        "{}",
        methods.body
    );
    let banks = app
        .get(&s.c.host, "/api/integration/billplz/getBank", Some(&aina))
        .await;
    assert_eq!(
        (banks.status.as_u16(), banks.error()),
        (409, "payment_unavailable")
    );
}

#[tokio::test]
async fn billplz_keys_kept_plain_from_before_are_sealed_by_migrate_and_still_work() {
    let fake = FakeBillplz::start().await;
    let mut config = test_config();
    config.billplz_url = Some(format!("{}/api", fake.base_url));
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    let (_, aina) = agent(&app, &s, "aina@sealed.test", None).await;
    {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query(
            "insert into billplz_settings (api_key, x_signature_key, collection_id) values ($1, $2, 'inbmmepb')",
        )
        .bind(&fake.api_key)
        .bind(&fake.x_signature_key)
        .execute(&mut db)
        .await
        .unwrap();
    }
    // Read plain until sealed: the banks are read with the key.
    let banks = app
        .get(&s.c.host, "/api/integration/billplz/getBank", Some(&aina))
        .await;
    assert_eq!(banks.status, 200, "{}", banks.body);
    let sealed = backend::jobs::seal_plain_credentials(&app.state)
        .await
        .unwrap();
    assert!(sealed >= 1);
    {
        let mut db = app.owner_in(&s.c.company).await;
        let (plain, sealed): (Option<String>, Option<Vec<u8>>) =
            sqlx::query_as("select x_signature_key, x_signature_key_sealed from billplz_settings")
                .fetch_one(&mut db)
                .await
                .unwrap();
        assert_eq!(plain, None);
        assert!(sealed.is_some());
        // Sealed once: a later migrate leaves it as it is.
        backend::jobs::seal_plain_credentials(&app.state)
            .await
            .unwrap();
        let again: Option<Vec<u8>> =
            sqlx::query_scalar("select x_signature_key_sealed from billplz_settings")
                .fetch_one(&mut db)
                .await
                .unwrap();
        assert_eq!(again, sealed);
    }
    let banks = app
        .get(&s.c.host, "/api/integration/billplz/getBank", Some(&aina))
        .await;
    assert_eq!(
        banks.status, 200,
        "the sealed key still works: {}",
        banks.body
    );
}
