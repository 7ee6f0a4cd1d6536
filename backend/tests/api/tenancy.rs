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
    let get = backend::tenancy::Tenant::new(
        app.state.request_pool.clone(),
        app.state.pool.clone(),
        c.company.clone(),
        true,
    );
    let refused = {
        let mut db = get.db().await.unwrap();
        sqlx::query(write).bind(c.hq_id).execute(&mut *db).await
    };
    let message = refused.expect_err("a GET cannot write").to_string();
    assert!(message.contains("read-only transaction"), "{message}");
    get.finish(true).await.unwrap();

    let redirect = backend::tenancy::Tenant::new(
        app.state.request_pool.clone(),
        app.state.pool.clone(),
        c.company.clone(),
        true,
    );
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

    let post = backend::tenancy::Tenant::new(
        app.state.request_pool.clone(),
        app.state.pool.clone(),
        c.company.clone(),
        false,
    );
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

/// A request pool of one connection, so each request below gets the connection the last one left.
fn one_connection(app: &TestApp) -> backend::tenancy::pool::RequestPool {
    backend::tenancy::pool::RequestPool::new((*app.state.pool.connect_options()).clone(), 1)
}

async fn backend_pid(t: &backend::tenancy::Tenant) -> i32 {
    let mut db = t.db().await.unwrap();
    sqlx::query_scalar("select pg_backend_pid()")
        .fetch_one(&mut *db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_connection_left_in_a_reads_transaction_carries_nothing_into_the_next_request() {
    use backend::tenancy::Tenant;
    let app = TestApp::spawn().await;
    let (a, b) = (app.company().await, app.company().await);
    let pool = one_connection(&app);

    // Company A reads; its read-only transaction is left open on the connection.
    let read = Tenant::new(
        pool.clone(),
        app.state.pool.clone(),
        a.company.clone(),
        true,
    );
    let pid = backend_pid(&read).await;
    let started: chrono::DateTime<chrono::Utc> = {
        let mut db = read.db().await.unwrap();
        sqlx::query_scalar("select now()")
            .fetch_one(&mut *db)
            .await
            .unwrap()
    };
    read.finish(true).await.unwrap();
    drop(read);

    // Company B's write gets the same connection, in a transaction of its own, scoped to B only,
    // and may write (the read-only one was rolled back first).
    let write = Tenant::new(
        pool.clone(),
        app.state.pool.clone(),
        b.company.clone(),
        false,
    );
    assert_eq!(backend_pid(&write).await, pid, "the same connection");
    {
        let mut db = write.db().await.unwrap();
        let (company, began): (String, chrono::DateTime<chrono::Utc>) =
            sqlx::query_as("select current_setting('app.company_id'), now()")
                .fetch_one(&mut *db)
                .await
                .unwrap();
        assert_eq!(company, b.company.id.to_string());
        assert!(began > started, "a new transaction");
        let users: Vec<i64> = sqlx::query_scalar("select id from users")
            .fetch_all(&mut *db)
            .await
            .unwrap();
        assert_eq!(users, vec![b.hq_id], "B's rows only");
        sqlx::query("update users set updated_at = now() where id = $1")
            .bind(b.hq_id)
            .execute(&mut *db)
            .await
            .expect("not inside A's read-only transaction");
    }
    write.finish(true).await.unwrap();
}

#[tokio::test]
async fn a_reads_open_transaction_is_rolled_back_within_seconds_when_nobody_reuses_it() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let pool = one_connection(&app);
    let read = backend::tenancy::Tenant::new(
        pool.clone(),
        app.state.pool.clone(),
        c.company.clone(),
        true,
    );
    let pid = backend_pid(&read).await;
    read.finish(true).await.unwrap();
    drop(read);
    let mut owner = app.state.pool.acquire().await.unwrap();
    let state = || {
        sqlx::query_scalar::<_, Option<String>>("select state from pg_stat_activity where pid = $1")
    };
    assert_eq!(
        state()
            .bind(pid)
            .fetch_one(&mut *owner)
            .await
            .unwrap()
            .as_deref(),
        Some("idle in transaction")
    );
    let rolled_back = async {
        loop {
            let s = state().bind(pid).fetch_one(&mut *owner).await.unwrap();
            if s.as_deref() == Some("idle") {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(5), rolled_back)
        .await
        .expect("the reaper rolled it back");
    assert_eq!(pool.idle_count(), 1, "and gave the connection back");
}

#[tokio::test]
async fn an_abandoned_write_releases_its_locks_at_once_and_a_dead_connection_is_replaced() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let pool = one_connection(&app);
    let write = backend::tenancy::Tenant::new(
        pool.clone(),
        app.state.pool.clone(),
        c.company.clone(),
        false,
    );
    let pid = backend_pid(&write).await;
    {
        let mut db = write.db().await.unwrap();
        sqlx::query("update users set updated_at = now() where id = $1")
            .bind(c.hq_id)
            .execute(&mut *db)
            .await
            .unwrap();
    }
    // The request is dropped half-way (the client went away): no commit, no rollback by the
    // middleware.
    drop(write);
    let mut other = backend::tenancy::begin(&app.state.pool, &c.company)
        .await
        .unwrap();
    sqlx::query("set local lock_timeout = '3s'")
        .execute(&mut *other)
        .await
        .unwrap();
    sqlx::query("update users set updated_at = now() where id = $1")
        .bind(c.hq_id)
        .execute(&mut *other)
        .await
        .expect("the abandoned write's row lock was released");
    other.rollback().await.unwrap();

    // PostgreSQL ends the idle connection (a restart, an administrator): the next request opens
    // another and is served.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut owner = app.state.pool.acquire().await.unwrap();
    let ended: bool = sqlx::query_scalar("select pg_terminate_backend($1)")
        .bind(pid)
        .fetch_one(&mut *owner)
        .await
        .unwrap();
    assert!(ended);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let next = backend::tenancy::Tenant::new(
        pool.clone(),
        app.state.pool.clone(),
        c.company.clone(),
        true,
    );
    assert_ne!(backend_pid(&next).await, pid);
    next.finish(true).await.unwrap();
}

/// `/product/detail` and `/user/detail` send their read with the session lookup, before the guard
/// has judged the session (one round trip): a caller the guard refuses gets the refusal, never the
/// rows, and a signed-out session is refused on its very next request.
#[tokio::test]
async fn a_read_sent_with_the_session_reaches_no_one_the_guard_refuses() {
    use crate::catalogue::{product, simple};
    let app = TestApp::spawn().await;
    let a = app.company().await;
    let b = app.company().await;
    let hq_a = app.token(&a.host, &a.hq_email).await;
    let hq_b = app.token(&b.host, &b.hq_email).await;
    let id = product(&app, &a, &hq_a, simple("Secret serum", "SEC-1")).await["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/product/detail?id={id}");
    let seen = app.get(&a.host, &path, Some(&hq_a)).await;
    assert_eq!(seen.status, 200, "{}", seen.body);
    assert_eq!(seen.data()["name"], "Secret serum");
    assert_eq!(seen.data()["sku"], "SEC-1");

    for (who, token) in [
        ("no token", None),
        ("a made-up token", Some("not-a-token")),
        ("another company's HQ", Some(hq_b.as_str())),
    ] {
        let r = app.get(&a.host, &path, token).await;
        assert_eq!(r.status, 401, "{who}: {}", r.body);
        assert!(
            !r.body.to_string().contains("Secret serum"),
            "{who}: {}",
            r.body
        );
    }

    app.add_user(&a.company, "early-agent@test.my", "agent", &[])
        .await;
    let agent = app.token(&a.host, "early-agent@test.my").await;
    let r = app.get(&a.host, &path, Some(&agent)).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(!r.body.to_string().contains("Secret serum"), "{}", r.body);

    let hq_id = app
        .get(&a.host, "/api/user/detail", Some(&hq_a))
        .await
        .data()["id"]
        .as_i64()
        .unwrap();
    let me = app.get(&a.host, "/api/user/detail", Some(&agent)).await;
    assert_eq!(me.status, 200, "{}", me.body);
    assert_eq!(
        me.data()["email"],
        "early-agent@test.my",
        "the caller's own account"
    );
    let other = app
        .get(
            &a.host,
            &format!("/api/user/detail?id={hq_id}"),
            Some(&agent),
        )
        .await;
    assert_eq!(other.status, 403, "{}", other.body);
    assert!(
        !other.body.to_string().contains(&a.hq_email),
        "{}",
        other.body
    );
    let by_hq = app
        .get(
            &a.host,
            &format!("/api/user/detail?id={}", me.data()["id"]),
            Some(&hq_a),
        )
        .await;
    assert_eq!(
        by_hq.data()["email"],
        "early-agent@test.my",
        "HQ reads an agent"
    );

    let out = app
        .post(&a.host, "/api/logout", Some(&agent), serde_json::json!({}))
        .await;
    assert_eq!(out.status, 200, "{}", out.body);
    let r = app.get(&a.host, "/api/user/detail", Some(&agent)).await;
    assert_eq!(r.status, 401, "signed out: {}", r.body);
    assert!(
        !r.body.to_string().contains("early-agent@test.my"),
        "{}",
        r.body
    );
}

/// The account screen and the company's public face take the theme from the process's memory: a
/// saved theme is what the saving replica answers with on the very next request, and every other
/// replica forgets the old one as the change commits, whoever made it (here a statement straight
/// to PostgreSQL, as a job or the vendor console would).
#[tokio::test]
async fn a_changed_theme_is_seen_at_once_by_every_replica() {
    let (a, b) = two_listening_replicas().await;
    let c = a.company().await;
    let hq = a.token(&c.host, &c.hq_email).await;
    let before = primary_colour(&b, &c.host, &hq).await;
    assert!(
        b.state.themes.get(c.company.id, &()).is_some(),
        "replica b remembers the theme"
    );
    assert_eq!(primary_colour(&a, &c.host, &hq).await, before);

    let saved = a
        .post(
            &c.host,
            "/api/setup/company-theme/store",
            Some(&hq),
            serde_json::json!({"primaryColor": "#AA3366", "secondaryColor": "#112233"}),
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    assert_eq!(
        primary_colour(&a, &c.host, &hq).await,
        "#aa3366",
        "the saving replica, at once"
    );
    eventually(
        "replica b forgot the theme within 2 s (not the cache's 30 s)",
        async || b.state.themes.get(c.company.id, &()).is_none(),
    )
    .await;
    assert_eq!(primary_colour(&b, &c.host, &hq).await, "#aa3366");

    // A change committed outside any request is heard too.
    let mut owner = a.owner_in(&c.company).await;
    sqlx::query("update company_settings set primary_color = '#000002'")
        .execute(&mut owner)
        .await
        .unwrap();
    // The two reads may straddle the notice: wait until both answer with the new theme.
    eventually(
        "replica b answers with the committed theme within 2 s",
        async || primary_colours(&b, &c.host, &hq).await == ("#000002".into(), "#000002".into()),
    )
    .await;
}

/// The primary colour the account screen answers with, checked against the public face's.
async fn primary_colour(app: &TestApp, host: &str, hq: &str) -> String {
    let (me, public) = primary_colours(app, host, hq).await;
    assert_eq!(me, public, "the account screen and the public face agree");
    me
}

/// The primary colours of the account screen and of the public face, read one after the other.
async fn primary_colours(app: &TestApp, host: &str, hq: &str) -> (String, String) {
    let me = app.get(host, "/api/user/detail", Some(hq)).await;
    assert_eq!(me.status, 200, "{}", me.body);
    let public = app.get(host, "/api/attribute/data-company", None).await;
    assert_eq!(public.status, 200, "{}", public.body);
    let colour = |v: &serde_json::Value| v.as_str().unwrap().to_string();
    (
        colour(&me.data()["company"]["primary_color"]),
        colour(&public.data()["primary_color"]),
    )
}

/// Product detail answers from the process's memory after its first read: a saved product is what
/// the saving replica answers with on the very next request, every other replica forgets it as a
/// change commits (a save through the API, a statement straight to PostgreSQL), the guard still
/// judges each request first (a lock, a signed-out session), and one company's remembered product
/// never answers another's request for the same id.
#[tokio::test]
async fn a_remembered_product_follows_every_change_and_stays_its_company_own() {
    let (a, b) = two_listening_replicas().await;
    let c = a.company().await;
    let hq = a.token(&c.host, &c.hq_email).await;
    let saved = crate::catalogue::product(
        &a,
        &c,
        &hq,
        crate::catalogue::simple("Kopi Kampung", "KK-1"),
    )
    .await;
    let id = saved["id"].as_i64().unwrap();
    let stocked = crate::catalogue::stock(&a, &c, &hq, id, None, "in", 5).await;
    assert_eq!(stocked.status, 200, "{}", stocked.body);
    let path = format!("/api/product/detail?id={id}");
    assert_eq!(product_name(&b, &c.host, &path, &hq).await, "Kopi Kampung");
    assert!(
        b.state.products.get(c.company.id, &id).is_some(),
        "replica b remembers the product"
    );
    assert_eq!(
        product_name(&b, &c.host, &path, &hq).await,
        "Kopi Kampung",
        "from memory"
    );

    // Saved through replica a: a answers with it at once, b within moments.
    assert_eq!(product_name(&a, &c.host, &path, &hq).await, "Kopi Kampung");
    let mut renamed = saved.clone();
    renamed["name"] = serde_json::json!("Kopi Kampung Gold");
    crate::catalogue::product(&a, &c, &hq, renamed).await;
    assert_eq!(
        product_name(&a, &c.host, &path, &hq).await,
        "Kopi Kampung Gold",
        "the saving replica, at once"
    );
    eventually(
        "replica b forgot the product within 2 s (not the memory's 30 s)",
        async || b.state.products.get(c.company.id, &id).is_none(),
    )
    .await;
    assert_eq!(
        product_name(&b, &c.host, &path, &hq).await,
        "Kopi Kampung Gold"
    );

    // Stock changed outside any request (a job, the vendor console) is heard too.
    let before = product_stock(&b, &c.host, &path, &hq).await;
    let mut owner = a.owner_in(&c.company).await;
    let changed =
        sqlx::query("update stock_levels set quantity = quantity + 7 where product_id = $1")
            .bind(id)
            .execute(&mut owner)
            .await
            .unwrap()
            .rows_affected();
    assert_eq!(changed, 1, "the product's stock at the main branch");
    eventually(
        "replica b answers with the committed stock within 2 s",
        async || product_stock(&b, &c.host, &path, &hq).await == before + 7,
    )
    .await;

    // Another company's product of the same id answers its own requests only.
    let d = a.company().await;
    let hq_d = a.token(&d.host, &d.hq_email).await;
    let theirs =
        crate::catalogue::product(&a, &d, &hq_d, crate::catalogue::simple("Teh Tarik", "TT-1"))
            .await;
    let theirs_id = theirs["id"].as_i64().unwrap();
    let r = b
        .get(
            &d.host,
            &format!("/api/product/detail?id={theirs_id}"),
            Some(&hq_d),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["name"], "Teh Tarik");
    if theirs_id == id {
        assert_eq!(product_name(&b, &d.host, &path, &hq_d).await, "Teh Tarik");
        assert_eq!(
            product_name(&b, &c.host, &path, &hq).await,
            "Kopi Kampung Gold"
        );
    }
    let foreign = b.get(&d.host, &path, Some(&hq)).await;
    assert_eq!(
        foreign.status, 401,
        "another company's token: {}",
        foreign.body
    );
    assert!(
        !foreign.body.to_string().contains("Kopi"),
        "{}",
        foreign.body
    );

    // The guard judges every request before the memory answers: a lock, then a signed-out session.
    assert!(b.state.products.get(c.company.id, &id).is_some());
    let mut platform = a.owner().await;
    sqlx::query("update platform.companies set status = 'locked' where id = $1")
        .bind(c.company.id)
        .execute(&mut platform)
        .await
        .unwrap();
    let r = b.get(&c.host, &path, Some(&hq)).await;
    assert_eq!(
        r.status, 403,
        "locked, on the very next request: {}",
        r.body
    );
    assert_eq!(r.error(), "subscription_locked");
    assert!(!r.body.to_string().contains("Kopi"), "{}", r.body);
    sqlx::query("update platform.companies set status = 'active' where id = $1")
        .bind(c.company.id)
        .execute(&mut platform)
        .await
        .unwrap();
    assert_eq!(
        product_name(&b, &c.host, &path, &hq).await,
        "Kopi Kampung Gold"
    );
    let out = b
        .post(&c.host, "/api/logout", Some(&hq), serde_json::json!({}))
        .await;
    assert_eq!(out.status, 200, "{}", out.body);
    let r = b.get(&c.host, &path, Some(&hq)).await;
    assert_eq!(r.status, 401, "signed out: {}", r.body);
    assert!(!r.body.to_string().contains("Kopi"), "{}", r.body);
}

/// A session's own account, once read, answers from memory on each replica: a change saved
/// through one replica or made outside any request is heard by the other within moments, the guard
/// still judges every request (a suspension, a lock and a sign-out count on the very next one), and
/// one session's remembered account never answers another's.
#[tokio::test]
async fn a_remembered_account_follows_every_change_and_the_guard_judges_each_request() {
    let (a, b) = two_listening_replicas().await;
    let c = a.company().await;
    let hq = a.token(&c.host, &c.hq_email).await;
    let agent_id = a
        .add_user(&c.company, "siti@example.com", "agent", &[])
        .await;
    let mut owner = a.owner_in(&c.company).await;
    let tier: i64 =
        sqlx::query_scalar("insert into tiers (name, rank_number) values ('Gold', 1) returning id")
            .fetch_one(&mut owner)
            .await
            .unwrap();
    sqlx::query("update users set tier_id = $2, first_name = 'Siti' where id = $1")
        .bind(agent_id)
        .bind(tier)
        .execute(&mut owner)
        .await
        .unwrap();
    let agent = a.token(&c.host, "siti@example.com").await;
    let remembered = |token: &str| {
        b.state.accounts.get(
            c.company.id,
            &backend::features::auth::rules::hash_token(token),
        )
    };
    let first = account(&b, &c.host, &agent).await;
    assert_eq!(first["name"], "Siti");
    assert_eq!(first["tier"]["name"], "Gold");
    assert_eq!(
        remembered(&agent).map(|row| row.id),
        Some(agent_id),
        "replica b remembers the agent's account"
    );
    assert_eq!(account(&b, &c.host, &agent).await, first, "from memory");
    let boss = account(&b, &c.host, &hq).await;
    assert_ne!(boss["id"], first["id"], "each session its own account");
    assert_eq!(account(&b, &c.host, &agent).await["id"], agent_id);

    // Saved through replica a: a answers with it at once, b within moments.
    account(&a, &c.host, &agent).await;
    let saved = a
        .post(
            &c.host,
            "/api/user/account-detail",
            Some(&agent),
            serde_json::json!({"accFirstName": "Siti", "accLastName": "Aminah"}),
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    assert_eq!(
        account(&a, &c.host, &agent).await["name"],
        "Siti Aminah",
        "the saving replica, at once"
    );
    eventually(
        "replica b answers with the saved name within 2 s (not the memory's 30 s)",
        async || account(&b, &c.host, &agent).await["name"] == "Siti Aminah",
    )
    .await;

    // The tier renamed outside any request (the vendor console, a job) is heard too.
    sqlx::query("update tiers set name = 'Gold Plus' where id = $1")
        .bind(tier)
        .execute(&mut owner)
        .await
        .unwrap();
    eventually(
        "replica b answers with the renamed tier within 2 s",
        async || account(&b, &c.host, &agent).await["tier"]["name"] == "Gold Plus",
    )
    .await;

    // Another company's session on this host is no one here.
    let d = a.company().await;
    let hq_d = a.token(&d.host, &d.hq_email).await;
    let foreign = b.get(&c.host, "/api/user/detail", Some(&hq_d)).await;
    assert_eq!(foreign.status, 401, "{}", foreign.body);
    assert!(
        !foreign.body.to_string().contains("Siti"),
        "{}",
        foreign.body
    );

    // The guard judges every request before the memory answers.
    account(&b, &c.host, &agent).await;
    assert!(remembered(&agent).is_some());
    let mut platform = a.owner().await;
    sqlx::query("update platform.companies set status = 'locked' where id = $1")
        .bind(c.company.id)
        .execute(&mut platform)
        .await
        .unwrap();
    let locked = account(&b, &c.host, &agent).await;
    assert_eq!(
        locked["subscription"]["disallow_login"], true,
        "locked, on the very next request: {locked}"
    );
    assert_eq!(locked["subscription"]["status"], "locked");
    let r = b.get(&c.host, "/api/attribute/company", Some(&agent)).await;
    assert_eq!(
        (r.status.as_u16(), r.error()),
        (403, "subscription_locked"),
        "{}",
        r.body
    );
    sqlx::query("update platform.companies set status = 'active' where id = $1")
        .bind(c.company.id)
        .execute(&mut platform)
        .await
        .unwrap();
    assert_eq!(
        account(&b, &c.host, &agent).await["subscription"]["disallow_login"],
        false
    );

    assert!(remembered(&agent).is_some());
    sqlx::query("update users set status = 'suspended' where id = $1")
        .bind(agent_id)
        .execute(&mut owner)
        .await
        .unwrap();
    let r = b.get(&c.host, "/api/user/detail", Some(&agent)).await;
    assert_eq!(
        r.status, 401,
        "suspended, on the very next request: {}",
        r.body
    );
    assert!(!r.body.to_string().contains("Siti"), "{}", r.body);

    assert!(account(&b, &c.host, &hq).await["id"].is_i64());
    assert!(remembered(&hq).is_some());
    let out = b
        .post(&c.host, "/api/logout", Some(&hq), serde_json::json!({}))
        .await;
    assert_eq!(out.status, 200, "{}", out.body);
    let r = a.get(&c.host, "/api/user/detail", Some(&hq)).await;
    assert_eq!(
        r.status, 401,
        "signed out, on the other replica too: {}",
        r.body
    );
}

/// The signed-in session's own account as `/user/detail` answers it.
async fn account(app: &TestApp, host: &str, token: &str) -> serde_json::Value {
    let r = app.get(host, "/api/user/detail", Some(token)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data().clone()
}

/// The product's name as its detail answers.
async fn product_name(app: &TestApp, host: &str, path: &str, token: &str) -> String {
    let r = app.get(host, path, Some(token)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data()["name"].as_str().unwrap().to_string()
}

/// The stock of the product's first variant as its detail answers.
async fn product_stock(app: &TestApp, host: &str, path: &str, token: &str) -> i64 {
    let r = app.get(host, path, Some(token)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data()["variants"][0]["stock"].as_i64().unwrap()
}

/// Waits until `heard` holds (the other replica heard of a change), asking every 10 ms for at most
/// 2 s: far inside a memory's 30 s, so only PostgreSQL's notice can make it hold in time.
async fn eventually(what: &str, mut heard: impl AsyncFnMut() -> bool) {
    let wait = async {
        while !heard().await {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(2), wait)
        .await
        .unwrap_or_else(|_| panic!("{what}"));
}

/// Two replicas of the server on one database, each listening for the changes that make it forget
/// what it remembers (`tenancy::memo`).
async fn two_listening_replicas() -> (TestApp, TestApp) {
    let a = TestApp::spawn().await;
    let b = TestApp::spawn_with(a.state.config.clone()).await;
    for replica in [&a, &b] {
        let mut listening = replica.state.memos_listening.subscribe();
        tokio::time::timeout(Duration::from_secs(5), listening.wait_for(|on| *on))
            .await
            .expect("each replica listens for changed settings and catalogues")
            .unwrap();
    }
    (a, b)
}
