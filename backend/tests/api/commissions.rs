//! The sales ledger: a completed order counts for its buyer and every agent above them, once; a
//! refund after completion takes it back; the agent record and the family tree show the figures.

use crate::{
    helpers::TestApp,
    orders::{add, address, agent, checkout, checkout_body, shop, Shop},
};
use serde_json::{json, Value};

/// Places `agent`'s order of `quantity` serums and takes it to completed; returns its id.
async fn completed_order(app: &TestApp, s: &Shop, token: &str, quantity: i64) -> i64 {
    let addr = address(app, s, token).await;
    add(app, s, token, s.serum.1, quantity).await;
    let r = checkout(app, s, token, checkout_body(addr, None, None)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let id = r.data()["order"]["id"].as_i64().unwrap();
    for (path, body) in [
        ("/api/orders/approve", json!({"ids": [id]})),
        (
            "/api/orders/ship",
            json!({"id": id, "trackingNumber": "JT1"}),
        ),
        ("/api/orders/complete", json!({"id": id})),
    ] {
        let r = app.post(&s.c.host, path, Some(&s.hq), body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.body);
    }
    id
}

async fn kpi(app: &TestApp, s: &Shop, agent_id: i64) -> Value {
    let r = app
        .get(
            &s.c.host,
            &format!("/api/agent-database/detail?id={agent_id}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data()["kpi"].clone()
}

#[tokio::test]
async fn a_completed_order_counts_up_the_tree_once_and_a_refund_takes_it_back() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    // Leader ← Aina ← Budi, and Citra beside Aina (a smaller leg).
    let (leader, _) = agent(&app, &s, "leader@x.test", None).await;
    let (aina, _) = agent(&app, &s, "aina@x.test", Some(leader)).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", Some(aina)).await;
    let (citra, citra_token) = agent(&app, &s, "citra@x.test", Some(leader)).await;
    let mut db = app.owner_in(&s.c.company).await;
    for (id, path) in [
        (aina, format!("/{leader}/{aina}/")),
        (budi, format!("/{leader}/{aina}/{budi}/")),
        (citra, format!("/{leader}/{citra}/")),
    ] {
        sqlx::query("update users set tree_path = $2 where id = $1")
            .bind(id)
            .bind(path)
            .execute(&mut db)
            .await
            .unwrap();
    }

    // Budi buys 3 serums (RM 50 each for the tier), Citra 1.
    let budi_order = completed_order(&app, &s, &budi_token, 3).await;
    completed_order(&app, &s, &citra_token, 1).await;

    assert_eq!(
        kpi(&app, &s, budi).await,
        json!({"personalSales": "150.00", "groupSales": "0.00",
               "totalPersonalGroupSales": "150.00", "sideGroupSales": "0.00"})
    );
    assert_eq!(kpi(&app, &s, aina).await["groupSales"], "150.00");
    // The leader's legs: Aina's RM 150 (the biggest) and Citra's RM 50 (the side group).
    assert_eq!(
        kpi(&app, &s, leader).await,
        json!({"personalSales": "0.00", "groupSales": "200.00",
               "totalPersonalGroupSales": "200.00", "sideGroupSales": "50.00"})
    );
    let tree = app
        .get(
            &s.c.host,
            &format!("/api/user/family-tree?id={leader}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(tree.data()["root"]["groupSales"], "200.00", "{}", tree.body);

    // Completing again changes nothing (the order is refused; the ledger has one sale).
    let again = app
        .post(
            &s.c.host,
            "/api/orders/complete",
            Some(&s.hq),
            json!({"id": budi_order}),
        )
        .await;
    assert_ne!(again.status, 200);
    let entries: Vec<(String, i32, rust_decimal::Decimal)> = sqlx::query_as(
        "select kind, units, amount from sales_entries where order_id = $1 order by id",
    )
    .bind(budi_order)
    .fetch_all(&mut db)
    .await
    .unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!((entries[0].0.as_str(), entries[0].1), ("sale", 3));

    // HQ refunds Budi's completed order: a reversal, and the figures up the tree fall back.
    let r = app
        .post(
            &s.c.host,
            "/api/orders/refund",
            Some(&s.hq),
            json!({"id": budi_order, "remark": "damaged"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(kpi(&app, &s, budi).await["personalSales"], "0.00");
    assert_eq!(
        kpi(&app, &s, leader).await,
        json!({"personalSales": "0.00", "groupSales": "50.00",
               "totalPersonalGroupSales": "50.00", "sideGroupSales": "0.00"})
    );
    let kinds: Vec<String> =
        sqlx::query_scalar("select kind from sales_entries where order_id = $1 order by id")
            .bind(budi_order)
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(kinds, ["sale", "reversal"]);
}

#[tokio::test]
async fn a_moved_subtree_takes_its_sales_to_its_new_uplines() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    // Leader ← Aina ← Budi, and Citra beside Aina; Budi moves under Citra.
    let (leader, _) = agent(&app, &s, "leader@x.test", None).await;
    let (aina, _) = agent(&app, &s, "aina@x.test", Some(leader)).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", Some(aina)).await;
    let (citra, _) = agent(&app, &s, "citra@x.test", Some(leader)).await;
    let mut db = app.owner_in(&s.c.company).await;
    for (id, path, below) in [
        (leader, format!("/{leader}/"), 3),
        (aina, format!("/{leader}/{aina}/"), 1),
        (budi, format!("/{leader}/{aina}/{budi}/"), 0),
        (citra, format!("/{leader}/{citra}/"), 0),
    ] {
        sqlx::query("update users set tree_path = $2, group_size = $3 where id = $1")
            .bind(id)
            .bind(path)
            .bind(below)
            .execute(&mut db)
            .await
            .unwrap();
    }
    completed_order(&app, &s, &budi_token, 2).await;
    assert_eq!(kpi(&app, &s, aina).await["groupSales"], "100.00");

    let mut tx = backend::tenancy::begin(&app.state.pool, &s.c.company)
        .await
        .unwrap();
    let place = backend::features::agents::store::place(&mut tx, budi)
        .await
        .unwrap()
        .unwrap();
    backend::features::agents::store::move_subtree(&mut tx, &place, Some(citra))
        .await
        .unwrap();
    tx.commit().await.unwrap();

    assert_eq!(kpi(&app, &s, aina).await["groupSales"], "0.00");
    assert_eq!(kpi(&app, &s, citra).await["groupSales"], "100.00");
    assert_eq!(
        kpi(&app, &s, leader).await["groupSales"],
        "100.00",
        "a common upline keeps the sales"
    );
    assert_eq!(kpi(&app, &s, budi).await["personalSales"], "100.00");
}
