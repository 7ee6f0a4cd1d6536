//! The envelope on 400, 401, 404, 422, 429 (see auth.rs) and 500, and the OpenAPI document.

use crate::helpers::*;
use serde_json::json;

#[tokio::test]
async fn errors_come_back_in_the_envelope() {
    let app = TestApp::spawn().await;
    let c = app.company().await;

    let bad = app
        .send(
            app.client
                .post(app.url("/api/login"))
                .header("host", &c.host)
                .header("content-type", "application/json")
                .body("{not json"),
        )
        .await;
    assert_eq!(bad.status, 400, "{}", bad.body);
    bad.assert_envelope();

    let missing_field = app
        .send(
            app.client
                .post(app.url("/api/login"))
                .header("host", &c.host)
                .json(&json!({"email": "a@b.c"})),
        )
        .await;
    assert_eq!(missing_field.status, 400, "{}", missing_field.body);
    missing_field.assert_envelope();

    let unauth = app.get(&c.host, "/api/user/detail", None).await;
    assert_eq!(unauth.status, 401);
    unauth.assert_envelope();
    assert_eq!(unauth.message(), "Unauthenticated");
    let forged = app
        .get(&c.host, "/api/user/detail", Some("forged-token"))
        .await;
    assert_eq!(forged.status, 401);
    assert_eq!(forged.message(), "Unauthenticated");

    let unknown_route = app.get(&c.host, "/api/no-such-thing", None).await;
    assert_eq!(unknown_route.status, 404);
    unknown_route.assert_envelope();

    let unknown_host = app
        .get("nobody.rangkai.test", "/api/attribute/data-company", None)
        .await;
    assert_eq!(unknown_host.status, 404);
    unknown_host.assert_envelope();
    assert_eq!(unknown_host.error(), "unknown_company");

    let invalid = app
        .post(
            &c.host,
            "/api/login",
            None,
            json!({"email": "", "password": ""}),
        )
        .await;
    assert_eq!(invalid.status, 422);
    invalid.assert_envelope();
    assert!(invalid.data()["errors"]["email"].is_string());
    assert!(invalid.data()["errors"]["password"].is_string());
}

#[tokio::test]
async fn a_server_fault_is_a_500_that_shows_no_internals() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    let mut owner = app.owner().await;
    sqlx::query(&format!(
        "alter table {}.company_settings rename to company_settings_gone",
        c.company.schema_name
    ))
    .execute(&mut owner)
    .await
    .unwrap();
    let r = app
        .get(&c.host, "/api/attribute/company", Some(&token))
        .await;
    assert_eq!(r.status, 500);
    r.assert_envelope();
    assert_eq!(r.error(), "internal");
    let text = r.body.to_string();
    assert!(
        !text.contains("company_settings") && !text.contains("relation"),
        "no internals: {text}"
    );
    assert!(r
        .message()
        .starts_with("We're sorry, but an error has occurred."));
}

#[tokio::test]
async fn the_openapi_document_and_health_are_served() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let doc = app.get(&c.host, "/api/openapi.json", None).await;
    assert_eq!(doc.status, 200);
    for path in [
        "/login",
        "/verification",
        "/user/detail",
        "/user/upload-image",
        "/attribute/data-company",
    ] {
        assert!(doc.body["paths"][path].is_object(), "{path} is documented");
    }
    let login_responses = &doc.body["paths"]["/login"]["post"]["responses"];
    for code in ["200", "401", "403", "422", "429", "500"] {
        assert!(login_responses[code].is_object(), "login documents {code}");
    }
    let health = app.send(app.client.get(app.url("/healthz"))).await;
    assert_eq!(health.status, 200);
    assert_eq!(health.data()["postgres"], true);
    assert_eq!(health.data()["redis"], true);
}

#[tokio::test]
async fn every_response_carries_a_request_id_and_security_headers() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let resp = app
        .client
        .get(app.url("/api/attribute/data-company"))
        .header("host", &c.host)
        .send()
        .await
        .unwrap();
    let h = resp.headers();
    assert_eq!(h.get("x-request-id").unwrap().len(), 32);
    assert_eq!(h.get("x-content-type-options").unwrap(), "nosniff");
    assert_eq!(h.get("x-frame-options").unwrap(), "DENY");
}
