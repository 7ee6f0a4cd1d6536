//! HQ company setup: details, branches, staff, tiers, ranks, features, theme, content, reference data.

use crate::helpers::*;
use serde_json::{json, Value};

async fn with_staff(app: &TestApp, c: &TestCompany, permissions: &[&str]) -> String {
    let email = format!(
        "staff{}@x.test",
        &uuid::Uuid::new_v4().simple().to_string()[..6]
    );
    app.add_user(&c.company, &email, "staff", permissions).await;
    app.token(&c.host, &email).await
}

#[tokio::test]
async fn company_details_and_regulatory_data_are_validated_and_saved() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let bad = app
        .post(&c.host, "/api/setup/company/store", Some(&hq), json!({"type": "company", "companyName": "", "state": "99", "prefixName": "x", "email": "nope"}))
        .await;
    assert_eq!(bad.status, 422);
    for f in ["companyName", "state", "prefixName", "email"] {
        assert!(bad.data()["errors"][f].is_string(), "{f}: {}", bad.body);
    }
    let good = app
        .post(
            &c.host,
            "/api/setup/company/store",
            Some(&hq),
            json!({"type": "company", "companyName": "Kedai Maju Sdn Bhd", "companyRoc": "202301234567", "state": "14", "postcode": "50480",
                   "city": "Kuala Lumpur", "phoneCode": "+60", "phone": "03-2123 4567", "bankCode": "MBBEMYKL", "prefixName": "kmj"}),
        )
        .await;
    assert_eq!(good.status, 200, "{}", good.body);
    assert_eq!(good.data()["companyName"], "Kedai Maju Sdn Bhd");
    assert_eq!(good.data()["prefixName"], "KMJ");
    let public = app.get(&c.host, "/api/attribute/data-company", None).await;
    assert_eq!(
        public.data()["name"],
        "Kedai Maju Sdn Bhd",
        "the new name shows at once"
    );

    let bad = app
        .post(
            &c.host,
            "/api/setup/company/store",
            Some(&hq),
            json!({"type": "regulatory", "tin": "X1", "msicCode": "12345", "taxPercentage": "101"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    for f in ["tin", "msicCode", "taxPercentage"] {
        assert!(bad.data()["errors"][f].is_string(), "{f}: {}", bad.body);
    }
    let good = app.post(&c.host, "/api/setup/company/store", Some(&hq), json!({"type": "regulatory", "tin": "C01234567890", "msicCode": "47991", "taxPercentage": "6"})).await;
    assert_eq!(good.status, 200, "{}", good.body);
    assert_eq!(good.data()["tin"], "C1234567890");
    assert_eq!(good.data()["taxPercentage"], "6.00");
    assert!(
        good.data()["msicDescription"]
            .as_str()
            .unwrap()
            .contains("direct sales"),
        "{}",
        good.body
    );
    assert!(good.data()["sstNumber"].is_null());
    // The SST registration: kept when left out, cleared when empty, refused when malformed.
    let save = |extra: serde_json::Value| {
        let mut body = json!({"type": "regulatory", "tin": "C01234567890", "msicCode": "47991", "taxPercentage": "6"});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        app.post(&c.host, "/api/setup/company/store", Some(&hq), body)
    };
    let sst = save(json!({"sstNumber": "w10-1808-32000123"})).await;
    assert_eq!(sst.data()["sstNumber"], "W10-1808-32000123", "{}", sst.body);
    let kept = save(json!({})).await;
    assert_eq!(kept.data()["sstNumber"], "W10-1808-32000123");
    let bad_sst = save(json!({"sstNumber": "W10/1808"})).await;
    assert_eq!(bad_sst.status, 422);
    assert!(bad_sst.data()["errors"]["sstNumber"].is_string());
    let cleared = save(json!({"sstNumber": ""})).await;
    assert!(cleared.data()["sstNumber"].is_null());
}

#[tokio::test]
async fn branches_can_be_added_and_removed_but_never_the_main_one() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let list = app
        .get(&c.host, "/api/setup/company-store", Some(&hq))
        .await;
    let main_id = list.data()[0]["id"]
        .as_i64()
        .unwrap_or_else(|| panic!("{}", list.body));
    assert_eq!(list.data()[0]["isMain"], true);
    let added = app
        .post(
            &c.host,
            "/api/setup/company-store/store",
            Some(&hq),
            json!({"name": "Penang", "state": "07"}),
        )
        .await;
    assert_eq!(added.status, 200, "{}", added.body);
    assert_eq!(added.data().as_array().unwrap().len(), 2);
    let dup = app
        .post(
            &c.host,
            "/api/setup/company-store/store",
            Some(&hq),
            json!({"name": "Penang"}),
        )
        .await;
    assert_eq!(dup.status, 422);
    let r = app
        .delete(
            &c.host,
            &format!("/api/setup/company-store/delete?id={main_id}"),
            &hq,
        )
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(r.error(), "main_branch");
}

#[tokio::test]
async fn hq_invites_staff_who_set_a_password_and_hold_only_what_was_granted() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let perms = app.get(&c.host, "/api/setup/permissions", Some(&hq)).await;
    assert_eq!(perms.data().as_array().unwrap().len(), 9);
    let bad = app
        .post(
            &c.host,
            "/api/setup/users/store",
            Some(&hq),
            json!({"email": "x", "firstName": "", "permissions": ["fly"]}),
        )
        .await;
    assert_eq!(bad.status, 422);
    for f in ["email", "firstName", "permissions"] {
        assert!(bad.data()["errors"][f].is_string(), "{f}");
    }
    let r = app
        .post(&c.host, "/api/setup/users/store", Some(&hq), json!({"email": "Siti@X.test", "firstName": "Siti", "permissions": ["manage_inventory"]}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let staff = &r.data()[0];
    assert_eq!(staff["status"], "new");
    assert_eq!(staff["invited"], true);
    let (_, body) = app
        .last_email(&c.company, "siti@x.test")
        .await
        .expect("an invitation");
    let r = app
        .post(
            &c.host,
            "/api/create-password",
            None,
            json!({"token": token_in(&body), "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let token = app.token(&c.host, "siti@x.test").await;
    let me = app.get(&c.host, "/api/user/detail", Some(&token)).await;
    assert_eq!(me.data()["role"], "staff");
    assert_eq!(me.data()["permissions"], json!(["manage_inventory"]));
    assert_eq!(
        app.get(&c.host, "/api/setup/users", Some(&token))
            .await
            .status,
        403,
        "no add_user"
    );

    // Deactivating ends their sessions and blocks sign-in.
    let id = staff["id"].as_i64().unwrap();
    let r = app
        .post(
            &c.host,
            "/api/setup/users/status",
            Some(&hq),
            json!({"id": id, "active": false}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        app.get(&c.host, "/api/user/detail", Some(&token))
            .await
            .status,
        401
    );
    assert_eq!(
        app.login(&c.host, "siti@x.test", PASSWORD).await.error(),
        "account_suspended"
    );
}

#[tokio::test]
async fn staff_and_agents_cannot_change_company_settings() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let staff = with_staff(&app, &c, &["manage_inventory"]).await;
    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let agent = app.token(&c.host, "agent@x.test").await;
    for token in [&staff, &agent] {
        for (path, body) in [
            (
                "/api/setup/company/store",
                json!({"type": "company", "companyName": "Hacked"}),
            ),
            (
                "/api/setup/tier/store",
                json!({"levelName": "X", "rankNumber": 9}),
            ),
            (
                "/api/setup/company-theme/store",
                json!({"primaryColor": "#000000", "secondaryColor": "#000000"}),
            ),
            ("/api/setup/company-features/store", json!({})),
            (
                "/api/setup/users/store",
                json!({"email": "e@x.test", "firstName": "E", "permissions": []}),
            ),
            (
                "/api/setup/faq/store",
                json!({"question": "Q", "answer": "A"}),
            ),
        ] {
            let r = app.post(&c.host, path, Some(token), body).await;
            assert!(
                r.status == 403 || r.status == 400,
                "{path}: {} {}",
                r.status,
                r.body
            );
        }
    }
    let r = app.get(&c.host, "/api/setup/company", Some(&agent)).await;
    assert_eq!(r.status, 403);
    assert_eq!(r.error(), "no_access");
}

fn tier(name: &str, rank: i32) -> Value {
    json!({"levelName": name, "rankNumber": rank, "minOrderUnit": 10, "minOrderAmount": "500", "helperPercen": "2.5", "recruitComm": "50",
           "overridingCommission": "3", "introducerBonus": null, "teamMemberSalesThreshold": ""})
}

#[tokio::test]
async fn tiers_have_unique_ranks_and_cannot_be_removed_while_agents_hold_them() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(&c.host, "/api/setup/tier/store", Some(&hq), tier("Gold", 2))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let gold = &r.data()[0];
    assert_eq!(gold["minOrderAmount"], "500.00");
    assert_eq!(gold["helperPercen"], "2.50");
    assert_eq!(
        gold["introducerBonus"],
        Value::Null,
        "a blank level stays blank"
    );
    let gold_id = gold["level_id"].as_i64().unwrap();
    let dup = app
        .post(
            &c.host,
            "/api/setup/tier/store",
            Some(&hq),
            tier("Silver", 2),
        )
        .await;
    assert_eq!(dup.status, 422);
    assert!(dup.data()["errors"]["rankNumber"].is_string());
    let bad = app.post(&c.host, "/api/setup/tier/store", Some(&hq), json!({"levelName": "Bad", "rankNumber": 3, "helperPercen": "120", "minOrderAmount": "1.234"})).await;
    assert_eq!(bad.status, 422);
    assert!(
        bad.data()["errors"]["helperPercen"].is_string()
            && bad.data()["errors"]["minOrderAmount"].is_string()
    );

    let mut update = tier("Gold Plus", 2);
    update["level_id"] = json!(gold_id);
    let r = app
        .post(&c.host, "/api/setup/tier/update", Some(&hq), update)
        .await;
    assert_eq!(r.data()[0]["levelName"], "Gold Plus");

    let agent = app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let mut db = app.owner_in(&c.company).await;
    sqlx::query("update users set tier_id = $1 where id = $2")
        .bind(gold_id)
        .bind(agent)
        .execute(&mut db)
        .await
        .unwrap();
    let del = app
        .delete(
            &c.host,
            &format!("/api/setup/tier/delete?id={gold_id}"),
            &hq,
        )
        .await;
    assert_eq!(del.status, 422);
    assert_eq!(del.error(), "tier_has_agents");
    let agent_token = app.token(&c.host, "agent@x.test").await;
    assert_eq!(
        app.get(&c.host, "/api/setup/tier", Some(&agent_token))
            .await
            .status,
        200,
        "agents read tiers"
    );
}

#[tokio::test]
async fn commission_ranks_are_replaced_as_a_list() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/setup/company-commission-rank/update",
            Some(&hq),
            json!({"ranks": [
                {"commission_name": "Manager", "personal_sales": "1000", "commission": "5", "is_leadership": false, "benefit_1": "Trip"},
                {"commission_name": "Director", "total_personal_group_sales": "50000", "commission": "8", "is_leadership": true}
            ]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data().as_array().unwrap().len(), 2);
    assert_eq!(r.data()[0]["benefit_1"], "Trip");
    let manager = r.data()[0]["id"].as_i64().unwrap();
    let r = app
        .post(&c.host, "/api/setup/company-commission-rank/update", Some(&hq), json!({"ranks": [{"id": manager, "commission_name": "Senior Manager", "commission": "6"}]}))
        .await;
    assert_eq!(
        r.data().as_array().unwrap().len(),
        1,
        "ranks left out are removed"
    );
    assert_eq!(r.data()[0]["commission"], "6.00");
    let dup = app
        .post(
            &c.host,
            "/api/setup/company-commission-rank/update",
            Some(&hq),
            json!({"ranks": [{"commission_name": "A"}, {"commission_name": "a"}]}),
        )
        .await;
    assert_eq!(dup.status, 422);
    assert!(
        dup.data()["errors"]["ranks.1.commission_name"].is_string(),
        "{}",
        dup.body
    );
}

#[tokio::test]
async fn booking_time_over_12_hours_59_minutes_is_refused() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let mut f = app
        .get(&c.host, "/api/setup/company-features", Some(&hq))
        .await
        .data()
        .clone();
    f["bookingTimeMinutes"] = json!(780);
    let r = app
        .post(
            &c.host,
            "/api/setup/company-features/store",
            Some(&hq),
            f.clone(),
        )
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(
        r.data()["errors"]["bookingTimeMinutes"],
        "Booking time can be at most 12 hours 59 minutes."
    );
    f["bookingTimeMinutes"] = json!(779);
    f["selfPickup"] = json!(true);
    f["storeStatus"] = json!(true);
    let r = app
        .post(&c.host, "/api/setup/company-features/store", Some(&hq), f)
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let me = app.get(&c.host, "/api/user/detail", Some(&hq)).await;
    assert_eq!(
        me.data()["control"]["ejen_store_status"],
        true,
        "the switches drive what users see"
    );
    assert_eq!(me.data()["company"]["features"]["self_pickup"], true);
}

#[tokio::test]
async fn a_saved_theme_is_the_company_public_face() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let bad = app
        .post(
            &c.host,
            "/api/setup/company-theme/store",
            Some(&hq),
            json!({"primaryColor": "red", "secondaryColor": "#12345"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    assert!(
        bad.data()["errors"]["primaryColor"].is_string()
            && bad.data()["errors"]["secondaryColor"].is_string()
    );
    let r = app
        .post(
            &c.host,
            "/api/setup/company-theme/store",
            Some(&hq),
            json!({"primaryColor": "#AA3366", "secondaryColor": "#112233"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let public = app.get(&c.host, "/api/attribute/data-company", None).await;
    assert_eq!(public.data()["primary_color"], "#aa3366");

    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend_from_slice(&[1u8; 32]);
    let form = reqwest::multipart::Form::new().part(
        "logo",
        reqwest::multipart::Part::bytes(png)
            .file_name("logo.png")
            .mime_str("image/png")
            .unwrap(),
    );
    let r = app
        .send(
            app.client
                .post(app.url("/api/setup/company-theme/store-logo"))
                .header("host", &c.host)
                .bearer_auth(&hq)
                .multipart(form),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let logo = r.data()["logo_url"].as_str().unwrap().to_string();
    let page = app
        .client
        .get(app.url("/login"))
        .header("host", &c.host)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    if !page.contains("not built") {
        assert!(
            page.contains("--rk-primary:#aa3366") && page.contains(&logo),
            "the login page is branded at first paint"
        );
    }

    let r = app
        .post(
            &c.host,
            "/api/setup/company-network/store",
            Some(&hq),
            json!({"shopee": "shopee.com.my/kedai", "mudah": "javascript:x"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["mudah"].is_string());
}

#[tokio::test]
async fn an_agent_sees_the_content_of_their_own_tier_only() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let tiers = app
        .post(&c.host, "/api/setup/tier/store", Some(&hq), tier("Gold", 1))
        .await;
    let gold = tiers.data()[0]["level_id"].as_i64().unwrap();
    let tiers = app
        .post(
            &c.host,
            "/api/setup/tier/store",
            Some(&hq),
            tier("Silver", 2),
        )
        .await;
    let silver = tiers.data()[1]["level_id"].as_i64().unwrap();
    for (path, body) in [
        (
            "/api/setup/faq/store",
            json!({"tierId": gold, "question": "Gold Q", "answer": "A"}),
        ),
        (
            "/api/setup/faq/store",
            json!({"tierId": silver, "question": "Silver Q", "answer": "A"}),
        ),
        (
            "/api/setup/faq/store",
            json!({"tierId": null, "question": "Everyone Q", "answer": "A"}),
        ),
        (
            "/api/setup/tnc/store",
            json!({"tierId": gold, "content": "Gold terms"}),
        ),
        (
            "/api/setup/tnc/store",
            json!({"tierId": silver, "content": "Silver terms"}),
        ),
        (
            "/api/setup/greeting/store",
            json!({"tierId": gold, "subject": "Hi Gold", "detail": "D"}),
        ),
        (
            "/api/setup/greeting/store",
            json!({"tierId": silver, "subject": "Hi Silver", "detail": "D"}),
        ),
    ] {
        let r = app.post(&c.host, path, Some(&hq), body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
    let unknown = app
        .post(
            &c.host,
            "/api/setup/faq/store",
            Some(&hq),
            json!({"tierId": 9999, "question": "Q", "answer": "A"}),
        )
        .await;
    assert_eq!(unknown.status, 422);

    let agent = app.add_user(&c.company, "gold@x.test", "agent", &[]).await;
    let mut db = app.owner_in(&c.company).await;
    sqlx::query("update users set tier_id = $1 where id = $2")
        .bind(gold)
        .bind(agent)
        .execute(&mut db)
        .await
        .unwrap();
    let token = app.token(&c.host, "gold@x.test").await;
    let texts = |r: &Reply, key: &str| -> Vec<String> {
        r.data()
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i[key].as_str().unwrap().to_string())
            .collect()
    };
    let faqs = app.get(&c.host, "/api/setup/faq", Some(&token)).await;
    assert_eq!(texts(&faqs, "question"), vec!["Everyone Q", "Gold Q"]);
    let terms = app.get(&c.host, "/api/setup/tnc", Some(&token)).await;
    assert_eq!(texts(&terms, "content"), vec!["Gold terms"]);
    let greetings = app.get(&c.host, "/api/setup/greeting", Some(&token)).await;
    assert_eq!(texts(&greetings, "subject"), vec!["Hi Gold"]);
    let all = app.get(&c.host, "/api/setup/faq", Some(&hq)).await;
    assert_eq!(
        all.data().as_array().unwrap().len(),
        3,
        "HQ sees every tier's"
    );
    let staff = with_staff(&app, &c, &["post_content"]).await;
    let r = app
        .post(
            &c.host,
            "/api/setup/faq/store",
            Some(&staff),
            json!({"question": "By staff", "answer": "A"}),
        )
        .await;
    assert_eq!(r.status, 200, "staff with post_content may write");
}

#[tokio::test]
async fn reference_data_covers_indonesia_postcodes_and_msic() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let provinces = app.get(&c.host, "/api/attribute/province", None).await;
    assert_eq!(provinces.data().as_array().unwrap().len(), 38);
    let cities = app
        .get(&c.host, "/api/attribute/city?provinceId=31", None)
        .await;
    assert!(cities
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["name"] == "Kota Administrasi Jakarta Selatan"));
    let districts = app
        .get(&c.host, "/api/attribute/districts?cityId=31.74", None)
        .await;
    let first = districts.data()[0]["code"].as_str().unwrap().to_string();
    let villages = app
        .get(
            &c.host,
            &format!("/api/attribute/village?districtId={first}"),
            None,
        )
        .await;
    assert!(!villages.data().as_array().unwrap().is_empty());
    let msic = app
        .get(
            &c.host,
            "/api/attribute/list-msic?search=direct%20sales",
            None,
        )
        .await;
    assert!(msic
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["code"] == "47991"));
    let pc = app
        .get(&c.host, "/api/attribute/postcode?code=50480", None)
        .await;
    assert_eq!(pc.status, 200);
    assert_eq!(pc.data()["state_code"], "14");
    assert_eq!(
        app.get(&c.host, "/api/attribute/postcode?code=00000", None)
            .await
            .status,
        404
    );
}

async fn post_form(
    app: &TestApp,
    host: &str,
    path: &str,
    token: &str,
    form: reqwest::multipart::Form,
) -> Reply {
    app.send(
        app.client
            .post(app.url(path))
            .header("host", host)
            .bearer_auth(token)
            .multipart(form),
    )
    .await
}

#[tokio::test]
async fn the_hall_of_fame_takes_an_entry_with_an_image_and_checks_its_fields() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let bad = reqwest::multipart::Form::new()
        .text("title", "")
        .text("date", "31/01/2026")
        .text("userName", "Lim")
        .text("achievement", "Top seller");
    let r = post_form(&app, &c.host, "/api/setup/hof/store", &hq, bad).await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.data()["errors"]["title"].is_string() && r.data()["errors"]["date"].is_string());

    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend_from_slice(&[7u8; 16]);
    let form = reqwest::multipart::Form::new()
        .text("title", "Top seller of October")
        .text("date", "2026-10-31")
        .text("userName", "Lim Wei Ming")
        .text("achievement", "RM 120,000 in group sales")
        .part(
            "image",
            reqwest::multipart::Part::bytes(png)
                .file_name("lim.png")
                .mime_str("image/png")
                .unwrap(),
        );
    let r = post_form(&app, &c.host, "/api/setup/hof/store", &hq, form).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()[0]["userName"], "Lim Wei Ming");
    assert!(r.data()[0]["imageUrl"]
        .as_str()
        .unwrap()
        .starts_with("/api/media/"));

    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let agent = app.token(&c.host, "agent@x.test").await;
    assert_eq!(
        app.get(&c.host, "/api/setup/hof", Some(&agent))
            .await
            .data()
            .as_array()
            .unwrap()
            .len(),
        1,
        "agents see the hall of fame"
    );
    let form = reqwest::multipart::Form::new()
        .text("title", "x")
        .text("date", "2026-01-01")
        .text("userName", "x")
        .text("achievement", "x");
    assert_eq!(
        post_form(&app, &c.host, "/api/setup/hof/store", &agent, form)
            .await
            .status,
        403
    );
    let id = r.data()[0]["id"].as_i64().unwrap();
    let del = app
        .delete(&c.host, &format!("/api/setup/hof/delete?id={id}"), &hq)
        .await;
    assert_eq!(del.status, 200);
    assert_eq!(del.data().as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn news_feed_items_are_pinned_first_and_files_checked_by_content() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let post = |subject: &str| {
        reqwest::multipart::Form::new()
            .text("subject", subject.to_string())
            .text("content", "Details")
    };
    assert_eq!(
        post_form(
            &app,
            &c.host,
            "/api/setup/news-feed/store",
            &hq,
            post("Old news")
        )
        .await
        .status,
        200
    );
    let with_pdf = post("Price list")
        .text("videoId", "https://youtu.be/dQw4w9WgXcQ")
        .part(
            "file",
            reqwest::multipart::Part::bytes(b"%PDF-1.7\n...".to_vec())
                .file_name("prices.pdf")
                .mime_str("application/pdf")
                .unwrap(),
        );
    let r = post_form(&app, &c.host, "/api/setup/news-feed/store", &hq, with_pdf).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()[0]["subject"], "Price list", "newest first");
    assert_eq!(r.data()[0]["videoId"], "dQw4w9WgXcQ");
    assert_eq!(r.data()[0]["fileName"], "prices.pdf");

    let gif = post("Bad").part(
        "file",
        reqwest::multipart::Part::bytes(b"GIF89a....".to_vec()).file_name("x.pdf"),
    );
    let r = post_form(&app, &c.host, "/api/setup/news-feed/store", &hq, gif).await;
    assert_eq!(r.status, 422, "a GIF named .pdf is refused: {}", r.body);
    let bad_video = post("Bad").text("videoId", "https://evil.example/v");
    assert_eq!(
        post_form(&app, &c.host, "/api/setup/news-feed/store", &hq, bad_video)
            .await
            .status,
        422
    );

    let list = app.get(&c.host, "/api/setup/news-feed", Some(&hq)).await;
    let old = list
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["subject"] == "Old news")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let r = app
        .post(
            &c.host,
            "/api/setup/news-feed/updatePin",
            Some(&hq),
            json!({"id": old, "pin": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.data()[0]["subject"],
        "Old news",
        "a pinned item comes first"
    );
    assert_eq!(r.data()[0]["pinned"], true);
    let staff = with_staff(&app, &c, &["manage_inventory"]).await;
    assert_eq!(
        app.post(
            &c.host,
            "/api/setup/news-feed/updatePin",
            Some(&staff),
            json!({"id": old, "pin": false})
        )
        .await
        .status,
        403
    );
}

#[tokio::test]
async fn categories_have_unique_names_and_need_create_product() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/setup/product/category/store",
            Some(&hq),
            json!({"name": "Skincare"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let dup = app
        .post(
            &c.host,
            "/api/setup/product/category/store",
            Some(&hq),
            json!({"name": "Skincare"}),
        )
        .await;
    assert_eq!(dup.status, 422);
    assert!(dup.data()["errors"]["name"].is_string());
    let staff = with_staff(&app, &c, &["manage_inventory"]).await;
    assert_eq!(
        app.post(
            &c.host,
            "/api/setup/product/category/store",
            Some(&staff),
            json!({"name": "Hair"})
        )
        .await
        .status,
        403
    );
    let list = app
        .get(&c.host, "/api/setup/product/category", Some(&staff))
        .await;
    assert_eq!(list.data()[0]["name"], "Skincare");
}

fn voucher(code: &str) -> Value {
    json!({"voucherName": "Year end", "Type": "percent", "Code": code, "Quota": 100, "StartDate": "2026-01-01", "StopDate": "2099-12-31",
           "Disc": "10", "MinPurchase": "50", "UsgLimit": 1, "freeShipping": true, "firstOrder": false, "package": false})
}

#[tokio::test]
async fn vouchers_are_validated_and_show_their_status() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let bad = app
        .post(
            &c.host,
            "/api/setup/voucher/store",
            Some(&hq),
            json!({"voucherName": "", "Type": "gift", "Code": "a b", "Quota": 0, "StartDate": "2026-12-31", "StopDate": "2026-01-01", "Disc": "x"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    for f in ["voucherName", "Type", "Code", "Quota", "StopDate", "Disc"] {
        assert!(bad.data()["errors"][f].is_string(), "{f}: {}", bad.body);
    }
    let over = app.post(&c.host, "/api/setup/voucher/store", Some(&hq), json!({"voucherName": "Big", "Type": "percent", "Code": "BIG", "Quota": 1, "StartDate": "2026-01-01", "StopDate": "2026-01-02", "Disc": "150"})).await;
    assert!(
        over.data()["errors"]["Disc"].is_string(),
        "over 100 percent"
    );

    let r = app
        .post(
            &c.host,
            "/api/setup/voucher/store",
            Some(&hq),
            voucher("yearend26"),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let v = &r.data()[0];
    assert_eq!(v["Code"], "YEAREND26");
    assert_eq!(v["status"], "ongoing");
    assert_eq!(v["StopDate"], "2099-12-31", "dates come back as typed");
    assert_eq!(v["Disc"], "10.00");
    let dup = app
        .post(
            &c.host,
            "/api/setup/voucher/store",
            Some(&hq),
            voucher("YEAREND26"),
        )
        .await;
    assert_eq!(
        dup.data()["errors"]["Code"],
        "Another voucher has this code."
    );

    let id = v["id"].as_i64().unwrap();
    let r = app
        .post(
            &c.host,
            "/api/setup/voucher/suspend",
            Some(&hq),
            json!({"id": id, "suspended": true}),
        )
        .await;
    assert_eq!(r.data()[0]["status"], "suspended");
    let mut upcoming = voucher("LATER");
    upcoming["StartDate"] = json!("2099-01-01");
    let r = app
        .post(&c.host, "/api/setup/voucher/store", Some(&hq), upcoming)
        .await;
    assert!(r
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|v| v["Code"] == "LATER" && v["status"] == "upcoming"));

    let missing = app
        .delete(&c.host, "/api/setup/voucher/delete?id=999999", &hq)
        .await;
    assert_eq!(missing.status, 404);
    assert_eq!(missing.message(), "Voucher not found");
    let del = app
        .delete(&c.host, &format!("/api/setup/voucher/delete?id={id}"), &hq)
        .await;
    assert_eq!(del.status, 200, "{}", del.body);
    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let agent = app.token(&c.host, "agent@x.test").await;
    assert_eq!(
        app.get(&c.host, "/api/setup/voucher", Some(&agent))
            .await
            .status,
        403,
        "agents do not list voucher codes"
    );
}
