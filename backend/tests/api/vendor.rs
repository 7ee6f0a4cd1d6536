//! The vendor console's API on admin.<BASE_DOMAIN>.

use crate::helpers::*;
use serde_json::json;

pub const ADMIN: &str = "admin.rangkai.test";

pub async fn vendor_token(app: &TestApp) -> String {
    let email = format!(
        "op{}@rangkai.test",
        &uuid::Uuid::new_v4().simple().to_string()[..8]
    );
    let hash = backend::features::auth::rules::hash_password(PASSWORD);
    backend::features::vendor::store::upsert_vendor(&app.state.pool, &email, "Operator", &hash)
        .await
        .unwrap();
    let r = app
        .post(
            ADMIN,
            "/api/vendor/login",
            None,
            json!({"email": email, "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data()["token"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn the_vendor_creates_a_company_whose_hq_can_then_sign_in() {
    let app = TestApp::spawn().await;
    let token = vendor_token(&app).await;
    let slug = format!("v{}", &uuid::Uuid::new_v4().simple().to_string()[..10]);
    let bad = app
        .post(
            ADMIN,
            "/api/vendor/companies",
            Some(&token),
            json!({"slug": "-Bad", "name": "", "currency": "USD", "admin_email": "x"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    for f in ["slug", "name", "currency", "admin_email"] {
        assert!(bad.data()["errors"][f].is_string(), "{f}: {}", bad.body);
    }
    let r = app
        .post(ADMIN, "/api/vendor/companies", Some(&token), json!({"slug": slug, "name": "Kopi Sdn Bhd", "currency": "IDR", "language": "id", "admin_email": "boss@kopi.test"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["company"]["status"], "active");
    assert_eq!(r.data()["company"]["currency"], "IDR");
    let again = app
        .post(
            ADMIN,
            "/api/vendor/companies",
            Some(&token),
            json!({"slug": slug, "name": "Again", "currency": "MYR", "admin_email": "a@b.test"}),
        )
        .await;
    assert_eq!(again.status, 422);
    assert!(again.data()["errors"]["slug"].is_string());

    let invitation = r.data()["invitation_url"].as_str().unwrap();
    let host = format!("{slug}.{BASE_DOMAIN}");
    let r = app
        .post(
            &host,
            "/api/create-password",
            None,
            json!({"token": token_in(invitation), "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let login = app.login(&host, "boss@kopi.test", PASSWORD).await;
    assert_eq!(login.status, 200, "{}", login.body);
    assert_eq!(login.data()["user"]["language"], "id");

    let list = app.get(ADMIN, "/api/vendor/companies", Some(&token)).await;
    assert!(list
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["slug"] == slug.as_str()));
}

#[tokio::test]
async fn locking_a_company_keeps_its_agents_out_and_its_hq_on_the_subscription() {
    let app = TestApp::spawn().await;
    let token = vendor_token(&app).await;
    let c = app.company().await;
    let r = app
        .post(
            ADMIN,
            &format!("/api/vendor/companies/{}/status", c.company.id),
            Some(&token),
            json!({"status": "locked"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    // Agents are kept out; HQ signs in to see the lock and pay, and reaches nothing else.
    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    assert_eq!(
        app.login(&c.host, "agent@x.test", PASSWORD).await.error(),
        "subscription_locked"
    );
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app.get(&c.host, "/api/setup/tier", Some(&hq)).await;
    assert_eq!(r.error(), "subscription_locked");
    let r = app
        .get(&c.host, "/api/subscription/overview", Some(&hq))
        .await;
    assert_eq!(r.data()["locked"], true, "{}", r.body);
    let r = app
        .post(
            ADMIN,
            &format!("/api/vendor/companies/{}/status", c.company.id),
            Some(&token),
            json!({"status": "active"}),
        )
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(app.login(&c.host, &c.hq_email, PASSWORD).await.status, 200);
}

#[tokio::test]
async fn the_vendor_api_is_not_reachable_from_a_company_host_nor_without_a_token() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = vendor_token(&app).await;
    assert_eq!(
        app.get(&c.host, "/api/vendor/companies", Some(&token))
            .await
            .status,
        404
    );
    assert_eq!(
        app.get(ADMIN, "/api/vendor/companies", None).await.status,
        401
    );
    let hq = app.token(&c.host, &c.hq_email).await;
    assert_eq!(
        app.get(ADMIN, "/api/vendor/companies", Some(&hq))
            .await
            .status,
        401,
        "a company token is no vendor token"
    );
    assert_eq!(
        app.get(ADMIN, "/api/user/detail", Some(&hq)).await.status,
        404,
        "company calls do not exist on the admin host"
    );
}
