//! The dashboards show real figures: HQ's sales, orders waiting, low stock, new agents, top
//! performers and payouts waiting; an agent's own and team sales, commission so far, rank progress,
//! greeting and pinned news.

use crate::{
    commissions::completed_order,
    helpers::TestApp,
    orders::{agent, shop},
};
use serde_json::json;

#[tokio::test]
async fn hq_and_an_agent_each_see_their_own_figures() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (aina, aina_token) = agent(&app, &s, "aina@x.test", None).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", Some(aina)).await;
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update users set tree_path = $2, group_size = 0 where id = $1")
        .bind(budi)
        .bind(format!("/{aina}/{budi}/"))
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query("update users set group_size = 1 where id = $1")
        .bind(aina)
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query("update tiers set overriding_commission = 5 where id = $1")
        .bind(s.tier_id)
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query(
        "insert into commission_ranks (position, commission_name, total_personal_group_sales, benefits)
         values (0, 'Starter', 100, '{}'), (1, 'Leader', 1000, '{}')",
    )
    .execute(&mut db)
    .await
    .unwrap();
    sqlx::query(
        "insert into greetings (tier_id, subject, detail) values (null, 'Hello all', 'Everyone'), ($1, 'Hello Gold', 'Just Gold')",
    )
    .bind(s.tier_id)
    .execute(&mut db)
    .await
    .unwrap();
    sqlx::query("insert into news_feed (pinned, subject, content) values (true, 'Pinned one', 'x'), (false, 'Not pinned', 'y')")
        .execute(&mut db)
        .await
        .unwrap();

    // Budi buys 3 serums (RM 150 of goods), completed today.
    completed_order(&app, &s, &budi_token, 3).await;

    let hq = app.get(&s.c.host, "/api/dashboard", Some(&s.hq)).await;
    assert_eq!(hq.status, 200, "{}", hq.body);
    let h = &hq.data()["hq"];
    assert_eq!(hq.data()["agent"], serde_json::Value::Null);
    assert_eq!(
        (h["salesToday"].as_str(), h["salesThisMonth"].as_str()),
        (Some("150.00"), Some("150.00"))
    );
    assert_eq!(h["ordersToday"], 1);
    assert_eq!(h["newAgentsThisMonth"], 2);
    assert_eq!(h["topPerformers"][0]["id"], budi);
    assert_eq!(h["topPerformers"][0]["amount"], "150.00");
    assert_eq!(
        h["ordersWaiting"],
        json!([{"status": "unpaid", "count": 0}, {"status": "approval", "count": 0},
               {"status": "to_ship", "count": 0}, {"status": "delivery", "count": 0}])
    );
    // An order waiting to ship is counted in its tab, the others stay at zero, in their order.
    let mut owner = app.owner_in(&s.c.company).await;
    sqlx::query("update orders set status = 'to_ship'")
        .execute(&mut owner)
        .await
        .unwrap();
    let waiting = app.get(&s.c.host, "/api/dashboard", Some(&s.hq)).await;
    assert_eq!(
        waiting.data()["hq"]["ordersWaiting"],
        json!([{"status": "unpaid", "count": 0}, {"status": "approval", "count": 0},
               {"status": "to_ship", "count": 1}, {"status": "delivery", "count": 0}])
    );
    assert_eq!(
        waiting.data()["hq"]["salesThisMonth"],
        "150.00",
        "the sale stays in the month's ledger"
    );
    sqlx::query("update orders set status = 'completed'")
        .execute(&mut owner)
        .await
        .unwrap();

    // Aina: no sales of her own, RM 150 from her team, RM 7.50 override; Starter reached (RM 150 of
    // RM 100), Leader 15 % of the way; her tier's greeting and the pinned news.
    let a = app
        .get(&s.c.host, "/api/dashboard", Some(&aina_token))
        .await;
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(a.data()["hq"], serde_json::Value::Null);
    let d = &a.data()["agent"];
    assert_eq!(
        (d["personalSales"].as_str(), d["groupSales"].as_str()),
        (Some("0.00"), Some("150.00"))
    );
    assert_eq!(d["commissionThisMonth"], "7.50");
    assert_eq!(d["teamSize"], 1);
    assert_eq!(d["newRecruitsThisMonth"], 1);
    assert_eq!(
        (d["rank"].as_str(), d["nextRank"].as_str()),
        (Some("Starter"), Some("Leader"))
    );
    assert_eq!(d["nextRankPercent"], 15);
    assert_eq!(d["greeting"]["subject"], "Hello Gold");
    let news: Vec<&str> = d["pinnedNews"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["subject"].as_str().unwrap())
        .collect();
    assert_eq!(news, vec!["Pinned one"]);

    // Staff without a report permission see no company figures.
    app.add_user(&s.c.company, "clerk@x.test", "staff", &["create_product"])
        .await;
    let clerk = app.token(&s.c.host, "clerk@x.test").await;
    let c = app.get(&s.c.host, "/api/dashboard", Some(&clerk)).await;
    assert_eq!(c.status, 200, "{}", c.body);
    assert_eq!(
        (c.data()["hq"].is_null(), c.data()["agent"].is_null()),
        (true, true)
    );
}
