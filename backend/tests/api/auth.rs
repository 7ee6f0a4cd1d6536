//! Sign-in, sessions, codes and password links.

use crate::helpers::*;
use serde_json::json;

#[tokio::test]
async fn hq_signs_in_and_a_wrong_password_is_refused_clearly() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let ok = app.login(&c.host, &c.hq_email, PASSWORD).await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    assert_eq!(ok.data()["user"]["role"], "hq");
    assert_eq!(
        ok.data()["user"]["company"]["slug"],
        c.company.slug.as_str()
    );
    assert!(ok.data()["token"].as_str().unwrap().len() >= 43);

    let wrong = app.login(&c.host, &c.hq_email, "Secret#999").await;
    assert_eq!(wrong.status, 401);
    assert_eq!(wrong.error(), "invalid_credentials");
    assert_eq!(wrong.message(), "The e-mail or password is incorrect.");
    let nobody = app.login(&c.host, "nobody@x.test", PASSWORD).await;
    assert_eq!(nobody.status, 401);
    assert_eq!(
        nobody.message(),
        wrong.message(),
        "an unknown address reads the same as a wrong password"
    );
}

#[tokio::test]
async fn the_token_is_stored_only_as_a_hash() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    let mut db = app.owner_in(&c.company).await;
    let found: i64 = sqlx::query_scalar("select count(*) from sessions where token_hash = $1")
        .bind(token.as_bytes())
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(found, 0, "the token itself is not in the table");
    let hashed: i64 =
        sqlx::query_scalar("select count(*) from sessions where token_hash = sha256($1::bytea)")
            .bind(token.as_bytes())
            .fetch_one(&mut db)
            .await
            .unwrap();
    assert_eq!(hashed, 1);
}

#[tokio::test]
async fn a_suspended_user_cannot_sign_in_and_loses_their_sessions() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let token = app.token(&c.host, "agent@x.test").await;
    let mut db = app.owner_in(&c.company).await;
    sqlx::query("update users set status = 'suspended' where email = 'agent@x.test'")
        .execute(&mut db)
        .await
        .unwrap();
    let r = app.login(&c.host, "agent@x.test", PASSWORD).await;
    assert_eq!(r.status, 403);
    assert_eq!(r.error(), "account_suspended");
    let r = app.get(&c.host, "/api/user/detail", Some(&token)).await;
    assert_eq!(r.status, 401, "a suspended user's session no longer works");
    assert_eq!(r.message(), "Unauthenticated");
}

#[tokio::test]
async fn remember_me_keeps_the_session_longer() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let short = app
        .post(
            &c.host,
            "/api/login",
            None,
            json!({"email": c.hq_email, "password": PASSWORD, "remember": false}),
        )
        .await;
    let long = app
        .post(
            &c.host,
            "/api/login",
            None,
            json!({"email": c.hq_email, "password": PASSWORD, "remember": true}),
        )
        .await;
    let at = |r: &Reply| {
        chrono::DateTime::parse_from_rfc3339(r.data()["expires_at"].as_str().unwrap()).unwrap()
    };
    let hours = |r: &Reply| (at(r) - chrono::Utc::now().fixed_offset()).num_hours();
    assert!((11..=12).contains(&hours(&short)), "{}", hours(&short));
    assert!(hours(&long) >= 24 * 29, "{}", hours(&long));
}

#[tokio::test]
async fn logout_revokes_the_token() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    assert_eq!(
        app.get(&c.host, "/api/user/detail", Some(&token))
            .await
            .status,
        200
    );
    assert_eq!(
        app.post(&c.host, "/api/logout", Some(&token), json!({}))
            .await
            .status,
        200
    );
    assert_eq!(
        app.get(&c.host, "/api/user/detail", Some(&token))
            .await
            .status,
        401
    );
}

async fn unverified_user(app: &TestApp, c: &TestCompany) -> String {
    let mut db = app.owner_in(&c.company).await;
    app.add_user(&c.company, "new@x.test", "agent", &[]).await;
    sqlx::query("update users set verified_at = null, status = 'new' where email = 'new@x.test'")
        .execute(&mut db)
        .await
        .unwrap();
    let r = app.login(&c.host, "new@x.test", PASSWORD).await;
    assert_eq!(r.status, 403);
    assert_eq!(r.error(), "account_unverified");
    assert_eq!(r.data()["email"], "new@x.test");
    let (_, body) = app
        .last_email(&c.company, "new@x.test")
        .await
        .expect("a code was e-mailed");
    code_in(&body)
}

#[tokio::test]
async fn a_verification_code_verifies_the_account_once() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let code = unverified_user(&app, &c).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let r = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "new@x.test", "code": wrong}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(r.error(), "invalid_code");
    let r = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "new@x.test", "code": "12ab"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["code"].is_string());
    let r = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "new@x.test", "code": code}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["verified"], true);
    assert_eq!(app.login(&c.host, "new@x.test", PASSWORD).await.status, 200);
    let again = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "new@x.test", "code": code}),
        )
        .await;
    assert_eq!(again.status, 422, "a used code does not work twice");
}

#[tokio::test]
async fn an_expired_code_is_refused() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let code = unverified_user(&app, &c).await;
    let mut db = app.owner_in(&c.company).await;
    sqlx::query("update verification_codes set expires_at = now() - interval '1 second'")
        .execute(&mut db)
        .await
        .unwrap();
    let r = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "new@x.test", "code": code}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(r.error(), "code_expired");
}

#[tokio::test]
async fn five_wrong_codes_use_the_code_up() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let code = unverified_user(&app, &c).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for i in 1..=5 {
        let r = app
            .post(
                &c.host,
                "/api/verification",
                None,
                json!({"email": "new@x.test", "code": wrong}),
            )
            .await;
        assert_eq!(r.status, 422);
        assert_eq!(
            r.error(),
            if i < 5 {
                "invalid_code"
            } else {
                "too_many_attempts"
            },
            "attempt {i}"
        );
    }
    let r = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "new@x.test", "code": code}),
        )
        .await;
    assert_eq!(
        r.error(),
        "too_many_attempts",
        "even the right code is refused now"
    );
    // A resent code works.
    assert_eq!(
        app.post(
            &c.host,
            "/api/resend-verification",
            None,
            json!({"email": "new@x.test"})
        )
        .await
        .status,
        200
    );
    let (_, body) = app.last_email(&c.company, "new@x.test").await.unwrap();
    let fresh = code_in(&body);
    let r = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "new@x.test", "code": fresh}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

#[tokio::test]
async fn a_reset_link_sets_the_password_once() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let r = app
        .post(
            &c.host,
            "/api/forgot-password",
            None,
            json!({"email": c.hq_email, "url": "https://evil.example/reset", "domain": "x"}),
        )
        .await;
    assert_eq!(r.status, 200);
    let (_, body) = app.last_email(&c.company, &c.hq_email).await.unwrap();
    assert!(
        body.contains(&format!("http://{}/reset-password?token=", c.host)),
        "the link stays on the company's host: {body}"
    );
    assert!(!body.contains("evil.example"));
    let token = token_in(&body);

    let weak = app
        .post(
            &c.host,
            "/api/create-password",
            None,
            json!({"token": token, "password": "short"}),
        )
        .await;
    assert_eq!(weak.status, 422);
    let msg = weak.data()["errors"]["password"].as_str().unwrap();
    assert!(
        msg.contains("at least 8 characters")
            && msg.contains("an uppercase letter")
            && msg.contains("a number"),
        "{msg}"
    );

    let r = app
        .post(
            &c.host,
            "/api/create-password",
            None,
            json!({"token": token, "password": "NewPass#2026"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        app.login(&c.host, &c.hq_email, "NewPass#2026").await.status,
        200
    );
    assert_eq!(app.login(&c.host, &c.hq_email, PASSWORD).await.status, 401);
    let again = app
        .post(
            &c.host,
            "/api/create-password",
            None,
            json!({"token": token, "password": "Other#20266"}),
        )
        .await;
    assert_eq!(again.status, 422);
    assert_eq!(again.error(), "invalid_token");

    // An unknown address gets the same answer and no e-mail.
    let r = app
        .post(
            &c.host,
            "/api/forgot-password",
            None,
            json!({"email": "nobody@x.test"}),
        )
        .await;
    assert_eq!(r.status, 200);
    assert!(app.last_email(&c.company, "nobody@x.test").await.is_none());
}

#[tokio::test]
async fn change_password_needs_the_current_one_and_signs_out_other_sessions() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let other = app.token(&c.host, &c.hq_email).await;
    let token = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/user/change-password",
            Some(&token),
            json!({"old_password": "Wrong#1234", "password": "Fresh#2026"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["old_password"].is_string());
    let r = app
        .post(
            &c.host,
            "/api/user/change-password",
            Some(&token),
            json!({"old_password": PASSWORD, "password": "fresh"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["password"].is_string());
    let r = app
        .post(
            &c.host,
            "/api/user/change-password",
            Some(&token),
            json!({"old_password": PASSWORD, "password": "Fresh#2026"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        app.get(&c.host, "/api/user/detail", Some(&token))
            .await
            .status,
        200,
        "this session stays"
    );
    assert_eq!(
        app.get(&c.host, "/api/user/detail", Some(&other))
            .await
            .status,
        401,
        "other sessions end"
    );
    assert_eq!(
        app.login(&c.host, &c.hq_email, "Fresh#2026").await.status,
        200
    );
}

#[tokio::test]
async fn the_saved_language_applies_at_the_next_sign_in() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/attribute/language",
            Some(&token),
            json!({"lang": "my"}),
        )
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.data()["language"], "my");
    assert_eq!(
        r.message(),
        "Disimpan.",
        "answered in the language just chosen"
    );
    let r = app
        .post(
            &c.host,
            "/api/attribute/language",
            Some(&token),
            json!({"lang": "fr"}),
        )
        .await;
    assert_eq!(r.status, 422);
    let again = app.login(&c.host, &c.hq_email, PASSWORD).await;
    assert_eq!(again.data()["user"]["language"], "my");
    // Messages follow the language asked for.
    let wrong = app
        .send(
            app.client
                .post(app.url("/api/login"))
                .header("host", &c.host)
                .header("accept-language", "ms-MY")
                .json(&json!({"email": c.hq_email, "password": "x"})),
        )
        .await;
    assert_eq!(wrong.message(), "E-mel atau kata laluan tidak betul.");
}

#[tokio::test]
async fn sign_in_is_rate_limited() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let limit = app.state.config.limits.login_per_account;
    for _ in 0..limit {
        assert_eq!(
            app.login(&c.host, &c.hq_email, "Wrong#1234").await.status,
            401
        );
    }
    let r = app.login(&c.host, &c.hq_email, PASSWORD).await;
    assert_eq!(r.status, 429);
    r.assert_envelope();
    assert_eq!(r.error(), "rate_limited");
    assert!(r.message().starts_with("Opss, too many requests!"));
}

/// An office (or a school co-op's parents) behind one address: each account signs in and works;
/// the one account hammering sign-in with a wrong password is stopped, and only that account.
#[tokio::test]
async fn many_accounts_behind_one_address_work_while_one_hammering_sign_in_is_stopped() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let limits = app.state.config.limits.clone();
    // More accounts than the old per-address sign-in limit (50) let through in one window.
    let accounts = 60;
    let hash = backend::features::auth::rules::hash_password(PASSWORD);
    let mut owner = app.owner_in(&c.company).await;
    for i in 0..accounts {
        sqlx::query(
            "insert into users (email, username, password_hash, role, status, verified_at, first_name, phone_code, phone)
             values ($1, $2, $3, 'agent', 'active', now(), 'Staff', '+60', '123456789')",
        )
        .bind(format!("office{i}@x.test"))
        .bind(format!("office{i}"))
        .bind(&hash)
        .execute(&mut owner)
        .await
        .unwrap();
    }
    for _ in 0..limits.login_per_account {
        assert_eq!(
            app.login(&c.host, "office0@x.test", "Wrong#1234")
                .await
                .status,
            401
        );
    }
    let stopped = app.login(&c.host, "office0@x.test", PASSWORD).await;
    assert_eq!(stopped.status, 429, "the hammering account is stopped");
    assert_eq!(stopped.error(), "rate_limited");
    for i in 1..accounts {
        let token = app.token(&c.host, &format!("office{i}@x.test")).await;
        assert_eq!(
            app.get(&c.host, "/api/user/detail", Some(&token))
                .await
                .status,
            200,
            "account {i} works from the same address"
        );
    }
}

/// One session calling too fast is refused; another session from the same address is not.
#[tokio::test]
async fn one_session_over_its_limit_does_not_stop_the_others() {
    let mut config = test_config();
    config.limits.per_session_per_minute = 5;
    let app = TestApp::spawn_with(config).await;
    let c = app.company().await;
    let busy = app.token(&c.host, &c.hq_email).await;
    let other = app.token(&c.host, &c.hq_email).await;
    let mut statuses = vec![];
    // Twelve calls: even if a minute turns over among them, the sixth of a minute is refused.
    for _ in 0..12 {
        statuses.push(
            app.get(&c.host, "/api/user/detail", Some(&busy))
                .await
                .status
                .as_u16(),
        );
    }
    assert_eq!(statuses[..5], [200; 5], "{statuses:?}");
    assert!(statuses.contains(&429), "{statuses:?}");
    let r = app.get(&c.host, "/api/user/detail", Some(&other)).await;
    assert_eq!(r.status, 200, "the other session still works");
}

#[tokio::test]
async fn the_per_address_ceiling_answers_429() {
    let mut config = test_config();
    config.limits.per_address_per_minute = 5;
    let app = TestApp::spawn_with(config).await;
    let c = app.company().await; // uses one request
    let mut statuses = vec![];
    for _ in 0..6 {
        statuses.push(
            app.get(&c.host, "/api/attribute/data-company", None)
                .await
                .status
                .as_u16(),
        );
    }
    assert!(
        statuses.contains(&200) && statuses.ends_with(&[429]),
        "{statuses:?}"
    );
}

#[tokio::test]
async fn requests_still_work_when_redis_is_down() {
    let mut config = test_config();
    config.redis_url = "redis://127.0.0.1:1".into();
    let app = TestApp::spawn_with(config).await;
    let c = app.company().await;
    let token = app.token(&c.host, &c.hq_email).await;
    assert_eq!(
        app.get(&c.host, "/api/user/detail", Some(&token))
            .await
            .status,
        200
    );
}

#[tokio::test]
async fn a_locked_company_keeps_agents_out_and_tells_hq_why() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let token = app.token(&c.host, &c.hq_email).await;
    let mut owner = app.owner().await;
    sqlx::query("update platform.companies set status = 'locked' where id = $1")
        .bind(c.company.id)
        .execute(&mut owner)
        .await
        .unwrap();
    app.state
        .redis
        .del(&format!(
            "{}:host:{}",
            app.state.config.redis_prefix, c.host
        ))
        .await;

    // HQ signs in to see the lock and pay the overdue invoice.
    let r = app.login(&c.host, &c.hq_email, PASSWORD).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let agent = app.login(&c.host, "agent@x.test", PASSWORD).await;
    assert_eq!(agent.error(), "subscription_locked");
    assert!(
        !agent.message().contains("subscription"),
        "agents are not told about the subscription: {}",
        agent.message()
    );

    let detail = app.get(&c.host, "/api/user/detail", Some(&token)).await;
    assert_eq!(detail.status, 200);
    assert_eq!(detail.data()["subscription"]["disallow_login"], false);
    assert_eq!(detail.data()["subscription"]["status"], "locked");
    let other = app
        .get(&c.host, "/api/attribute/company", Some(&token))
        .await;
    assert_eq!(other.status, 403);
    assert!(
        other.message().contains("subscription"),
        "HQ is told why: {}",
        other.message()
    );
}
