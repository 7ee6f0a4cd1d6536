//! The account: details, bank, social links, photo, reference data.

use crate::helpers::*;
use serde_json::json;

#[tokio::test]
async fn user_detail_carries_the_subscription_flag_and_control_switches() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    let r = app.get(&c.host, "/api/user/detail", Some(&token)).await;
    assert_eq!(r.status, 200);
    let d = r.data();
    assert_eq!(d["subscription"]["disallow_login"], false);
    for key in [
        "first_order_package",
        "go_affiliate_status",
        "ejen_store_status",
        "e_koop_status",
    ] {
        assert_eq!(d["control"][key], false, "{key}");
    }
    assert_eq!(
        d["permissions"].as_array().unwrap().len(),
        9,
        "HQ holds every permission"
    );
    assert_eq!(
        d["profile_complete"], false,
        "a new HQ user still has to set up the profile"
    );
}

#[tokio::test]
async fn account_details_are_validated_and_saved() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    let bad = app
        .post(&c.host, "/api/user/account-detail", Some(&token), json!({"accFirstName": "", "accBirthDate": "31/01/1990", "accGender": "x", "accPhone": "12ab", "accCodePhone": "+999"}))
        .await;
    assert_eq!(bad.status, 422);
    let errors = &bad.data()["errors"];
    for field in [
        "accFirstName",
        "accBirthDate",
        "accGender",
        "accPhone",
        "accCodePhone",
    ] {
        assert!(errors[field].is_string(), "{field} is named: {errors}");
    }
    let unchanged = app.get(&c.host, "/api/user/detail", Some(&token)).await;
    assert_eq!(
        unchanged.data()["account"]["accFirstName"],
        serde_json::Value::Null,
        "a refused request changes nothing"
    );

    let good = app
        .post(
            &c.host,
            "/api/user/account-detail",
            Some(&token),
            json!({"accFirstName": " Aminah ", "accLastName": "Hassan", "accBirthDate": "1990-01-31", "accGender": "female",
                   "accCodePhone": "+60", "accPhone": "012-345 6789", "accAddressState": "Selangor", "accTIN": "IG12345678901"}),
        )
        .await;
    assert_eq!(good.status, 200, "{}", good.body);
    let d = good.data();
    assert_eq!(d["name"], "Aminah Hassan");
    assert_eq!(d["account"]["accPhone"], "123456789");
    assert_eq!(d["account"]["accBirthDate"], "1990-01-31");
    assert_eq!(d["account"]["accTIN"], "IG12345678901");
    assert_eq!(d["profile_complete"], true);

    // A TIN in LHDN's form: a business TIN is normalised; anything else is refused by name.
    let save_tin = |tin: &'static str| {
        app.post(
            &c.host,
            "/api/user/account-detail",
            Some(&token),
            json!({"accFirstName": "Aminah", "accTIN": tin}),
        )
    };
    let business = save_tin("c 0123456789").await;
    assert_eq!(business.status, 200, "{}", business.body);
    assert_eq!(business.data()["account"]["accTIN"], "C1234567890");
    let wrong = save_tin("TIN-12").await;
    assert_eq!(wrong.status, 422);
    assert!(
        wrong.data()["errors"]["accTIN"].is_string(),
        "{}",
        wrong.body
    );
}

#[tokio::test]
async fn bank_details_take_a_bank_from_the_list() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    let banks = app.get(&c.host, "/api/attribute/list-bank", None).await;
    let first = banks.data()[0].clone();
    assert!(banks.data().as_array().unwrap().len() >= 20);
    let r = app
        .post(
            &c.host,
            "/api/user/bank-detail",
            Some(&token),
            json!({"accBankCompany": "Bank of Nowhere", "accBankNumber": "12-34"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["accBankCompany"].is_string());
    let r = app
        .post(&c.host, "/api/user/bank-detail", Some(&token), json!({"accBankCompany": first["name"], "accBankNumber": "1234 5678 9012", "accBankName": "AMINAH BT HASSAN"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["bank"]["accBankNumber"], "123456789012");
}

#[tokio::test]
async fn social_links_accept_a_username_or_a_link_and_keep_a_working_link() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/user/social-network",
            Some(&token),
            json!({"socmedUrlFacebook": "m.facebook.com/aminah", "socmedUrlInstagram": "@aminah.h", "socmedUrlTiktok": "aminah", "socmedUrlTwitter": ""}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let s = &r.data()["social"];
    assert_eq!(s["socmedUrlFacebook"], "https://www.facebook.com/aminah");
    assert_eq!(
        s["socmedUrlInstagram"],
        "https://www.instagram.com/aminah.h"
    );
    assert_eq!(s["socmedUrlTiktok"], "https://www.tiktok.com/@aminah");
    assert_eq!(s["socmedUrlTwitter"], serde_json::Value::Null);
    let r = app
        .post(
            &c.host,
            "/api/user/social-network",
            Some(&token),
            json!({"socmedUrlFacebook": "https://evil.example/x"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["socmedUrlFacebook"].is_string());
}

fn png() -> Vec<u8> {
    let mut v = b"\x89PNG\r\n\x1a\n".to_vec();
    v.extend_from_slice(&[0u8; 64]);
    v
}

async fn upload(
    app: &TestApp,
    host: &str,
    token: &str,
    bytes: Vec<u8>,
    name: &str,
    mime: &str,
) -> Reply {
    let part = reqwest::multipart::Part::bytes(bytes)
        .file_name(name.to_string())
        .mime_str(mime)
        .unwrap();
    let form = reqwest::multipart::Form::new().part("accImage1", part);
    app.send(
        app.client
            .post(app.url("/api/user/upload-image"))
            .header("host", host)
            .bearer_auth(token)
            .multipart(form),
    )
    .await
}

#[tokio::test]
async fn a_photo_is_checked_by_content_and_size_then_served_to_its_company_only() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let other = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;

    let gif = upload(
        &app,
        &c.host,
        &token,
        b"GIF89a-not-allowed".to_vec(),
        "photo.png",
        "image/png",
    )
    .await;
    assert_eq!(gif.status, 415, "a GIF named .png is refused: {}", gif.body);
    gif.assert_envelope();
    let mut big = png();
    big.resize(5 * 1024 * 1024 + 1, 0);
    let too_big = upload(&app, &c.host, &token, big, "big.png", "image/png").await;
    assert_eq!(too_big.status, 413);

    let ok = upload(&app, &c.host, &token, png(), "me.png", "image/png").await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    let url = ok.data()["photo_url"].as_str().unwrap().to_string();
    let served = app
        .client
        .get(app.url(&url))
        .header("host", &c.host)
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap().to_vec(), png());
    let elsewhere = app
        .client
        .get(app.url(&url))
        .header("host", &other.host)
        .send()
        .await
        .unwrap();
    assert_eq!(
        elsewhere.status(),
        404,
        "another company's host does not serve it"
    );
}

#[tokio::test]
async fn reference_data_is_real() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let states = app.get(&c.host, "/api/attribute/state", None).await;
    let names: Vec<&str> = states
        .data()
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 16, "13 states and 3 federal territories");
    assert!(names.contains(&"Selangor") && names.iter().any(|n| n.contains("Putrajaya")));
    let codes = app.get(&c.host, "/api/attribute/phone-code", None).await;
    let list = codes.data().as_array().unwrap();
    assert!(list.len() > 200);
    assert!(list.iter().any(|c| c["iso2"] == "MY" && c["code"] == "+60"));
    assert!(list.iter().any(|c| c["iso2"] == "ID" && c["code"] == "+62"));
    let banks = app.get(&c.host, "/api/attribute/list-bank", None).await;
    assert!(banks
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|b| b["code"] == "MBBEMYKL"));
    let countries = app.get(&c.host, "/api/attribute/locations", None).await;
    assert!(countries
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["iso2"] == "MY"));
    let token = app.token(&c.host, &c.hq_email).await;
    let company = app
        .get(&c.host, "/api/attribute/company", Some(&token))
        .await;
    assert_eq!(company.data()["name"], "Test Sdn Bhd");
    assert_eq!(company.data()["currency"], "MYR");
}
