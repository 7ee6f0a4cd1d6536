//! Provisioning, host resolution and migrations.

use crate::helpers::*;
use std::time::{Duration, Instant};

#[tokio::test]
async fn a_provisioned_company_works_on_its_own_subdomain_only() {
    let app = TestApp::spawn().await;
    let started = Instant::now();
    let a = app.company().await;
    println!(
        "provisioning + first password: {} ms",
        started.elapsed().as_millis()
    );
    let b = app.company().await;
    let r = app.get(&a.host, "/api/attribute/data-company", None).await;
    assert_eq!(r.status, 200);
    let d = r.data();
    assert_eq!(d["slug"], a.company.slug.as_str());
    assert_eq!(d["currency"], "MYR");
    assert_eq!(d["primary_color"], "#0f766e");
    assert!(d["features"].is_object());
    assert_eq!(app.login(&a.host, &a.hq_email, PASSWORD).await.status, 200);
    assert_eq!(
        app.login(&b.host, &a.hq_email, PASSWORD).await.status,
        401,
        "not on another company's subdomain"
    );
    // The host is matched without port and case.
    let upper = format!("{}:8080", a.host.to_uppercase());
    assert_eq!(
        app.get(&upper, "/api/attribute/data-company", None)
            .await
            .status,
        200
    );
}

#[tokio::test]
async fn the_hq_invitation_is_e_mailed() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let (subject, body) = app
        .last_email(&c.company, &c.hq_email)
        .await
        .expect("invitation");
    assert!(subject.contains("Test Sdn Bhd"), "{subject}");
    assert!(
        body.contains(&format!("http://{}/reset-password?token=", c.host)),
        "{body}"
    );
}

#[tokio::test]
async fn a_schema_left_behind_is_reported() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let mut owner = app.owner().await;
    assert!(!backend::db::schemas_behind(&mut owner)
        .await
        .unwrap()
        .contains(&c.company.schema_name));
    sqlx::query("delete from platform.schema_migrations where schema_name = $1 and version = (select max(version) from platform.schema_migrations where schema_name = $1)")
        .bind(&c.company.schema_name)
        .execute(&mut owner)
        .await
        .unwrap();
    assert!(backend::db::schemas_behind(&mut owner)
        .await
        .unwrap()
        .contains(&c.company.schema_name));
    // Leave no lagging schema behind for other runs.
    sqlx::query(&format!("drop schema {} cascade", c.company.schema_name))
        .execute(&mut owner)
        .await
        .unwrap();
    sqlx::query("delete from platform.schema_migrations where schema_name = $1")
        .bind(&c.company.schema_name)
        .execute(&mut owner)
        .await
        .unwrap();
    sqlx::query("delete from platform.companies where id = $1")
        .bind(c.company.id)
        .execute(&mut owner)
        .await
        .unwrap();
}

#[tokio::test]
async fn a_taken_or_reserved_subdomain_is_refused() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let new = backend::features::vendor::rules::parse_new_company(
        backend::features::vendor::rules::NewCompanyInput {
            slug: &c.company.slug,
            name: "Again",
            currency: "IDR",
            language: "id",
            admin_email: "x@y.test",
            custom_domain: None,
        },
    )
    .unwrap();
    let err = backend::tenancy::provision::provision(&app.state, &new)
        .await
        .unwrap_err();
    assert!(
        matches!(err, backend::tenancy::provision::ProvisionError::SlugTaken),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_lock_takes_effect_on_the_next_request_even_with_the_host_remembered() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let warm = app.get(&c.host, "/api/attribute/company", Some(&hq)).await;
    assert_eq!(warm.status, 200, "{}", warm.body);
    assert_eq!(
        app.state
            .hosts
            .get(&c.host)
            .and_then(|c| c)
            .map(|c| c.status),
        Some("active".to_string()),
        "this process remembers the host"
    );

    // Another replica (or the vendor's billing job) locks the company: nothing tells this one.
    let set = |status: &'static str| {
        let app = &app;
        let id = c.company.id;
        async move {
            let mut owner = app.owner().await;
            sqlx::query("update platform.companies set status = $2 where id = $1")
                .bind(id)
                .bind(status)
                .execute(&mut owner)
                .await
                .unwrap();
        }
    };
    set("locked").await;
    let r = app.get(&c.host, "/api/attribute/company", Some(&hq)).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.error(), "subscription_locked");
    let me = app.get(&c.host, "/api/user/detail", Some(&hq)).await;
    assert_eq!(me.status, 200);
    assert_eq!(me.data()["subscription"]["status"], "locked");
    assert_eq!(
        me.data()["subscription"]["disallow_login"],
        false,
        "HQ may pay"
    );

    set("active").await;
    let r = app.get(&c.host, "/api/attribute/company", Some(&hq)).await;
    assert_eq!(
        r.status, 200,
        "unlocked on the next request too: {}",
        r.body
    );
}

/// Two replicas share Redis: when one changes a company (its name, status or domains), the other
/// forgets the host at once instead of holding it for the cache's 30 seconds.
#[tokio::test]
async fn a_changed_company_is_forgotten_by_every_replica() {
    let a = TestApp::spawn().await;
    let b = TestApp::spawn_with(a.state.config.clone()).await;
    for replica in [&a, &b] {
        let mut listening = replica.state.hosts_listening.subscribe();
        tokio::time::timeout(Duration::from_secs(5), listening.wait_for(|on| *on))
            .await
            .expect("each replica listens for changed hosts")
            .unwrap();
    }
    let c = a.company().await;
    let warm = b.get(&c.host, "/api/attribute/data-company", None).await;
    assert_eq!(warm.status, 200, "{}", warm.body);
    assert!(
        b.state.hosts.get(&c.host).is_some(),
        "replica b remembers the host"
    );

    backend::tenancy::forget(&a.state, &c.company, &[]).await;
    let forgotten = async {
        while b.state.hosts.get(&c.host).is_some() {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(2), forgotten)
        .await
        .expect("replica b forgot the host within 2 s (not the cache's 30 s)");
}

#[tokio::test]
async fn a_get_reads_in_a_read_only_transaction_and_a_post_may_write() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let write = "update users set updated_at = now() where id = $1";
    let get = backend::tenancy::Tenant::new(app.state.pool.clone(), c.company.clone(), true);
    let refused = {
        let mut db = get.db().await.unwrap();
        sqlx::query(write).bind(c.hq_id).execute(&mut *db).await
    };
    let message = refused.expect_err("a GET cannot write").to_string();
    assert!(message.contains("read-only transaction"), "{message}");
    get.finish(true).await.unwrap();

    let redirect = backend::tenancy::Tenant::new(app.state.pool.clone(), c.company.clone(), true);
    redirect.writes();
    {
        let mut db = redirect.db().await.unwrap();
        sqlx::query(write)
            .bind(c.hq_id)
            .execute(&mut *db)
            .await
            .unwrap();
    }
    redirect.finish(true).await.unwrap();

    let post = backend::tenancy::Tenant::new(app.state.pool.clone(), c.company.clone(), false);
    {
        let mut db = post.db().await.unwrap();
        sqlx::query(write)
            .bind(c.hq_id)
            .execute(&mut *db)
            .await
            .unwrap();
    }
    post.finish(true).await.unwrap();
}
