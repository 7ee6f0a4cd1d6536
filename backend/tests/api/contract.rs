//! The API contract as a reviewed file: every change to the OpenAPI document (a field, a bound, a
//! guard, a status) shows in review as a change of `snapshots/…openapi_document.snap`.
//! After an intended change: `INSTA_UPDATE=always cargo test -p backend --test api contract` (or
//! `cargo insta review`), and commit the new snapshot.

#[test]
fn openapi_document() {
    let doc: serde_json::Value = serde_json::from_str(&backend::app::openapi_json()).unwrap();
    insta::assert_snapshot!(serde_json::to_string_pretty(&doc).unwrap());
}

#[test]
fn every_operation_names_who_may_call_it() {
    let doc: serde_json::Value = serde_json::from_str(&backend::app::openapi_json()).unwrap();
    let schemes = doc["components"]["securitySchemes"].as_object().unwrap();
    for name in [
        "SessionAuth",
        "UserAuth",
        "AgentAuth",
        "HqAuth",
        "HqAdminAuth",
        "StaffManageOrders",
    ] {
        assert!(schemes.contains_key(name), "{name} is declared");
    }
    let op = |path: &str, method: &str| doc["paths"][path][method]["security"].clone();
    assert_eq!(
        op("/inventory/store", "post")[0]["StaffManageInventory"],
        serde_json::json!([])
    );
    assert_eq!(
        op("/sales/my-shop/get-cart", "get")[0]["AgentAuth"],
        serde_json::json!([])
    );
    assert_eq!(
        op("/setup/tier/store", "post")[0]["HqAdminAuth"],
        serde_json::json!([])
    );
    assert!(
        op("/login", "post").is_null(),
        "signing in needs no session"
    );
}
