//! Tenant isolation at three depths: SQL as the runtime role, HTTP, and the catalogue.

use crate::helpers::*;
use backend::tenancy::begin as begin_in;
use serde_json::json;

#[tokio::test]
async fn in_company_a_context_the_runtime_role_sees_none_of_company_b_rows() {
    let app = TestApp::spawn().await;
    let a = app.company().await;
    let b = app.company().await;
    let pool = &app.state.pool;
    let role: (bool, bool) =
        sqlx::query_as("select rolsuper, rolbypassrls from pg_roles where rolname = current_user")
            .fetch_one(pool)
            .await
            .unwrap();
    assert_eq!(
        role,
        (false, false),
        "tests run as the runtime role, under row-level security"
    );

    let mut tx = begin_in(pool, &a.company).await.unwrap();
    let b_schema = &b.company.schema_name;
    for table in [
        "users",
        "sessions",
        "company_settings",
        "outbox_emails",
        "password_tokens",
        "tiers",
        "verification_codes",
    ] {
        let n: i64 = sqlx::query_scalar(&format!("select count(*) from {b_schema}.{table}"))
            .fetch_one(&mut *tx)
            .await
            .unwrap();
        assert_eq!(n, 0, "A's context reads nothing of B's {table}");
    }
    let own: i64 = sqlx::query_scalar("select count(*) from users")
        .fetch_one(&mut *tx)
        .await
        .unwrap();
    assert_eq!(own, 1, "A sees its own HQ user");
    let changed = sqlx::query(&format!(
        "update {b_schema}.users set first_name = 'hacked'"
    ))
    .execute(&mut *tx)
    .await
    .unwrap();
    assert_eq!(
        changed.rows_affected(),
        0,
        "A's context changes nothing of B's"
    );
    let insert = sqlx::query(&format!("insert into {b_schema}.users (company_id, email, username, role) values ($1, 'x@x.test', 'x', 'hq')"))
        .bind(b.company.id)
        .execute(&mut *tx)
        .await;
    assert!(insert.is_err(), "A's context cannot write a row for B");
    tx.rollback().await.unwrap();

    // No company in the context: no rows at all, not an error.
    let mut conn = pool.acquire().await.unwrap();
    let n: i64 = sqlx::query_scalar(&format!(
        "select count(*) from {}.users",
        a.company.schema_name
    ))
    .fetch_one(&mut *conn)
    .await
    .unwrap();
    assert_eq!(n, 0);
}

#[tokio::test]
async fn over_http_a_company_cannot_reach_another_company_rows() {
    let app = TestApp::spawn().await;
    let a = app.company().await;
    let b = app.company().await;
    let a_token = app.token(&a.host, &a.hq_email).await;
    let b_token = app.token(&b.host, &b.hq_email).await;

    // B's token on A's host is nobody.
    let r = app.get(&a.host, "/api/user/detail", Some(&b_token)).await;
    assert_eq!(r.status, 401);
    // A's HQ asking for a user id that exists only in B gets 404 (ids are per company).
    let b_agent = app.add_user(&b.company, "agent@b.test", "agent", &[]).await;
    assert!(b_agent > a.hq_id);
    let r = app
        .get(
            &a.host,
            &format!("/api/user/detail?id={b_agent}"),
            Some(&a_token),
        )
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    // A's HQ updating its profile never touches B's HQ.
    let r = app
        .post(
            &a.host,
            "/api/user/account-detail",
            Some(&a_token),
            json!({"accFirstName": "Alpha"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = app.get(&b.host, "/api/user/detail", Some(&b_token)).await;
    assert_ne!(r.data()["account"]["accFirstName"], "Alpha");
    // The data-company of A's host is A's, and naming B's domain from A's host is refused.
    let r = app
        .get(
            &a.host,
            &format!("/api/attribute/data-company?domain={}", b.host),
            None,
        )
        .await;
    assert_eq!(r.status, 404);
    // B's HQ cannot sign in on A's subdomain.
    assert_eq!(app.login(&a.host, &b.hq_email, PASSWORD).await.status, 401);
    // Sign-in naming another company's id is refused.
    let r = app
        .post(
            &a.host,
            "/api/login",
            None,
            json!({"email": a.hq_email, "password": PASSWORD, "comId": b.company.id}),
        )
        .await;
    assert_eq!(r.status, 401);
}

#[tokio::test]
async fn every_company_table_has_company_id_and_forced_row_level_security() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let mut owner = app.owner().await;
    let tables: Vec<(String, bool, bool, bool, i64)> = sqlx::query_as(
        "select c.relname::text, c.relrowsecurity, c.relforcerowsecurity,
                exists(select 1 from information_schema.columns col
                       where col.table_schema = n.nspname and col.table_name = c.relname and col.column_name = 'company_id'),
                (select count(*) from pg_policy p where p.polrelid = c.oid)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relkind in ('r', 'p')",
    )
    .bind(&c.company.schema_name)
    .fetch_all(&mut owner)
    .await
    .unwrap();
    assert!(tables.len() >= 7, "{tables:?}");
    for (name, rls, forced, has_company_id, policies) in tables {
        assert!(
            rls && forced,
            "{name}: row-level security enabled and forced"
        );
        assert!(has_company_id, "{name} has company_id");
        assert_eq!(policies, 1, "{name} has the one policy");
    }
}

#[tokio::test]
async fn the_server_refuses_a_role_that_bypasses_row_level_security() {
    let app = TestApp::spawn().await;
    app.company().await;
    let owner = backend::db::runtime_pool(&app.state.config.database_owner_url, 1)
        .await
        .unwrap();
    let err = backend::db::check_runtime_role(&owner)
        .await
        .unwrap_err()
        .to_string();
    assert!(err.contains("refusing to start"), "{err}");
    assert!(backend::db::check_runtime_role(&app.state.pool)
        .await
        .is_ok());
}
