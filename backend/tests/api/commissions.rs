//! The sales ledger: a completed order counts for its buyer and every agent above them, once; a
//! refund after completion takes it back; the agent record and the family tree show the figures.

use crate::{
    helpers::TestApp,
    orders::{add, address, agent, checkout, checkout_body, shop, Shop},
};
use serde_json::{json, Value};

/// Places `agent`'s order of `quantity` serums and takes it to completed; returns its id.
pub(crate) async fn completed_order(app: &TestApp, s: &Shop, token: &str, quantity: i64) -> i64 {
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

#[tokio::test]
async fn an_upline_sees_provisional_earnings_when_a_downline_order_completes_and_loses_them_on_refund(
) {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    // The tier pays a 5 % override, a 2 % helper commission and RM 20 per recruit.
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(
        "update tiers set overriding_commission = 5, helper_percent = 2, recruit_commission = 20 where id = $1",
    )
    .bind(s.tier_id)
    .execute(&mut db)
    .await
    .unwrap();
    // Aina recruited Budi; Dewi is Budi's upline helper.
    let (aina, aina_token) = agent(&app, &s, "aina@x.test", None).await;
    let (dewi, dewi_token) = agent(&app, &s, "dewi@x.test", None).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", Some(aina)).await;
    sqlx::query("update users set tree_path = $2, helper_id = $3 where id = $1")
        .bind(budi)
        .bind(format!("/{aina}/{budi}/"))
        .bind(dewi)
        .execute(&mut db)
        .await
        .unwrap();

    // Budi's first order: 3 serums at RM 50 = RM 150.
    let order = completed_order(&app, &s, &budi_token, 3).await;
    let r = app
        .get(&s.c.host, "/api/commission", Some(&aina_token))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let d = r.data();
    assert_eq!(d["agent"]["id"], aina);
    assert_eq!(
        d["total"], "27.50",
        "RM 7.50 override + RM 20.00 recruit: {d}"
    );
    assert_eq!(d["provisional"], true);
    let kind = |k: &str| {
        d["byKind"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["kind"] == k)
            .cloned()
            .unwrap()
    };
    assert_eq!(kind("override")["amount"], "7.50");
    assert_eq!(kind("recruit")["amount"], "20.00");
    assert_eq!(kind("helper")["amount"], "0.00");
    let helper = app
        .get(&s.c.host, "/api/commission", Some(&dewi_token))
        .await;
    assert_eq!(
        helper.data()["total"],
        "3.00",
        "2 % of RM 150: {}",
        helper.body
    );

    let details = app
        .get(
            &s.c.host,
            "/api/commission/details?type=override",
            Some(&aina_token),
        )
        .await;
    assert_eq!(details.status, 200, "{}", details.body);
    let item = &details.data()["items"][0];
    assert_eq!(item["orderId"], order);
    assert_eq!(item["sourceAgent"]["id"], budi);
    assert_eq!(item["rule"], "5% × RM 150.00");
    assert_eq!(details.data()["sum"], "7.50");
    let bad = app
        .get(
            &s.c.host,
            "/api/commission/details?type=bonus",
            Some(&aina_token),
        )
        .await;
    assert_eq!(bad.status, 422);
    assert!(
        bad.body["data"]["errors"]["type"].is_string(),
        "{}",
        bad.body
    );

    // Budi cannot read Aina's figures; HQ can, and sees the company's.
    let peek = app
        .get(
            &s.c.host,
            &format!("/api/commission?agentId={aina}"),
            Some(&budi_token),
        )
        .await;
    assert_eq!(peek.status, 404);
    let hq = app
        .get(
            &s.c.host,
            &format!("/api/commission/check-calculation?agentId={aina}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(hq.status, 200, "{}", hq.body);
    assert_eq!(hq.data()["total"], "27.50");
    assert_eq!(hq.data()["items"].as_array().unwrap().len(), 2);
    let company = app
        .get(&s.c.host, "/api/commission/company", Some(&s.hq))
        .await;
    assert_eq!(company.data()["total"], "30.50", "{}", company.body);
    assert_eq!(company.data()["topEarners"][0]["agent"]["id"], aina);

    // A refund takes every earning back, once, in this month.
    let r = app
        .post(
            &s.c.host,
            "/api/orders/refund",
            Some(&s.hq),
            json!({"id": order, "remark": "returned"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let check = app
        .get(
            &s.c.host,
            "/api/commission/check-calculation",
            Some(&aina_token),
        )
        .await;
    assert_eq!(check.data()["total"], "0.00", "{}", check.body);
    let items = check.data()["items"].as_array().unwrap().clone();
    assert_eq!(items.len(), 4);
    assert!(items.iter().any(|i| i["reversal"] == true
        && i["amount"] == "-7.50"
        && i["rule"] == "−(5% × RM 150.00)"));
    let bad_period = app
        .get(
            &s.c.host,
            "/api/commission?period=2026-13",
            Some(&aina_token),
        )
        .await;
    assert_eq!(bad_period.status, 422);
}

/// Aina recruited Budi, whose first order (RM 150) pays her RM 7.50 override and RM 20.00 recruit
/// commission; the entries are moved to last month so it can be closed. Returns (aina, token).
async fn last_month_earnings(app: &TestApp, s: &Shop) -> (i64, String) {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(
        "update tiers set overriding_commission = 5, recruit_commission = 20 where id = $1",
    )
    .bind(s.tier_id)
    .execute(&mut db)
    .await
    .unwrap();
    let (aina, aina_token) = agent(app, s, "aina@x.test", None).await;
    let (budi, budi_token) = agent(app, s, "budi@x.test", Some(aina)).await;
    sqlx::query("update users set tree_path = $2 where id = $1")
        .bind(budi)
        .bind(format!("/{aina}/{budi}/"))
        .execute(&mut db)
        .await
        .unwrap();
    completed_order(app, s, &budi_token, 3).await;
    sqlx::query(
        "update commission_entries set period = (kl_month(now()) - interval '1 month')::date",
    )
    .execute(&mut db)
    .await
    .unwrap();
    (aina, aina_token)
}

fn last_month() -> String {
    let now = chrono::Utc::now().with_timezone(&chrono_tz::Asia::Kuala_Lumpur);
    let first = chrono::NaiveDate::from_ymd_opt(
        chrono::Datelike::year(&now),
        chrono::Datelike::month(&now),
        1,
    )
    .unwrap();
    (first - chrono::Duration::days(1))
        .format("%Y-%m")
        .to_string()
}

#[tokio::test]
async fn hq_closes_an_ended_month_once_even_when_two_close_it_at_the_same_moment() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (aina, aina_token) = last_month_earnings(&app, &s).await;
    let period = last_month();

    let this_month = app
        .post(&s.c.host, "/api/commission/close", Some(&s.hq), json!({"period": chrono::Utc::now().with_timezone(&chrono_tz::Asia::Kuala_Lumpur).format("%Y-%m").to_string()}))
        .await;
    assert_eq!(this_month.status, 422, "{}", this_month.body);
    assert_eq!(
        this_month.body["data"]["errors"]["period"],
        "This month has not ended yet."
    );

    let preview = app
        .get(
            &s.c.host,
            &format!("/api/commission/close/preview?period={period}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(preview.status, 200, "{}", preview.body);
    assert_eq!(preview.data()["closable"], true);
    assert_eq!(preview.data()["total"], "27.50");
    assert_eq!(preview.data()["agents"], 1);
    assert_eq!(preview.data()["statements"][0]["agent"]["id"], aina);

    let body = json!({"period": period});
    let (a, b) = tokio::join!(
        app.post(
            &s.c.host,
            "/api/commission/close",
            Some(&s.hq),
            body.clone()
        ),
        app.post(
            &s.c.host,
            "/api/commission/close",
            Some(&s.hq),
            body.clone()
        ),
    );
    let mut statuses = [a.status.as_u16(), b.status.as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 409], "{} / {}", a.body, b.body);
    let statements: i64 = {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query_scalar("select count(*) from commission_statements")
            .fetch_one(&mut db)
            .await
            .unwrap()
    };
    assert_eq!(statements, 1, "one statement, written once");

    let summary = app
        .get(
            &s.c.host,
            &format!("/api/commission?period={period}"),
            Some(&aina_token),
        )
        .await;
    assert_eq!(summary.data()["provisional"], false);
    let periods = app
        .get(&s.c.host, "/api/commission/periods", Some(&s.hq))
        .await;
    let closed = periods
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["period"] == period)
        .cloned()
        .unwrap();
    assert_eq!(
        (closed["status"].as_str(), closed["total"].as_str()),
        (Some("closed"), Some("27.50"))
    );
    // Staff read the figures only with the approve-manual-payment permission, and never close.
    app.add_user(&s.c.company, "clerk@x.test", "staff", &["manage_orders"])
        .await;
    let clerk = app.token(&s.c.host, "clerk@x.test").await;
    let refused = app
        .get(&s.c.host, "/api/commission/company", Some(&clerk))
        .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    app.add_user(
        &s.c.company,
        "finance@x.test",
        "staff",
        &["approve_manual_payment"],
    )
    .await;
    let finance = app.token(&s.c.host, "finance@x.test").await;
    let read = app
        .get(
            &s.c.host,
            &format!("/api/commission?agentId={aina}&period={period}"),
            Some(&finance),
        )
        .await;
    assert_eq!(read.status, 200, "{}", read.body);
    let close = app
        .post(
            &s.c.host,
            "/api/commission/close",
            Some(&finance),
            json!({"period": period}),
        )
        .await;
    assert_eq!(close.status, 403);
    // An agent cannot close.
    let agent_close = app
        .post(&s.c.host, "/api/commission/close", Some(&aina_token), body)
        .await;
    assert_eq!(agent_close.status, 403);
}

#[tokio::test]
async fn an_agent_is_paid_from_closed_statements_once_even_asking_twice_at_once() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (aina, aina_token) = last_month_earnings(&app, &s).await;
    let r = app
        .post(
            &s.c.host,
            "/api/commission/close",
            Some(&s.hq),
            json!({"period": last_month()}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);

    let balance = app
        .get(&s.c.host, "/api/commission/balance", Some(&aina_token))
        .await;
    assert_eq!(balance.status, 200, "{}", balance.body);
    assert_eq!(
        (
            balance.data()["committed"].as_str(),
            balance.data()["available"].as_str(),
            balance.data()["minimum"].as_str()
        ),
        (Some("27.50"), Some("27.50"), Some("50.00"))
    );
    assert!(balance.data()["bank"].is_null());
    let ask = |amount: &str| {
        app.post(
            &s.c.host,
            "/api/commission/request-payout",
            Some(&aina_token),
            json!({"amount": amount}),
        )
    };
    let low = ask("27.50").await;
    assert_eq!(low.status, 422);
    assert_eq!(
        low.body["data"]["errors"]["amount"],
        "The smallest payout is 50.00."
    );

    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update company_settings set payout_minimum = 10")
        .execute(&mut db)
        .await
        .unwrap();
    let no_bank = ask("20.00").await;
    assert_eq!(no_bank.status, 422);
    assert!(
        no_bank.body["data"]["errors"]["bank"].is_string(),
        "{}",
        no_bank.body
    );
    sqlx::query("update users set bank_company = 'MBB', bank_account_number = '5140123456', bank_account_name = 'AINA' where id = $1")
        .bind(aina)
        .execute(&mut db)
        .await
        .unwrap();

    // Two requests of RM 20 at once from RM 27.50: one is taken, the other sees RM 7.50 left.
    let (a, b) = tokio::join!(ask("20.00"), ask("20.00"));
    let mut statuses = [a.status.as_u16(), b.status.as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 422], "{} / {}", a.body, b.body);
    let refused = if a.status == 422 { &a } else { &b };
    assert_eq!(
        refused.body["data"]["errors"]["amount"],
        "You can ask for at most 7.50."
    );
    let payout = if a.status == 200 {
        a.data()["id"].as_i64().unwrap()
    } else {
        b.data()["id"].as_i64().unwrap()
    };

    // HQ: mark paid needs approval first; approve, export, mark paid.
    let early = app
        .post(
            &s.c.host,
            "/api/commission-payout/mark-paid",
            Some(&s.hq),
            json!({"ids": [payout]}),
        )
        .await;
    assert_eq!(early.data()[0]["ok"], false, "{}", early.body);
    let approved = app
        .post(
            &s.c.host,
            "/api/commission-payout/approve",
            Some(&s.hq),
            json!({"ids": [payout, 99999]}),
        )
        .await;
    assert_eq!(approved.data()[0]["ok"], true, "{}", approved.body);
    assert_eq!(approved.data()[1]["ok"], false);
    let export = app
        .get(&s.c.host, "/api/commission-payout/export", Some(&s.hq))
        .await;
    let csv = export.body["raw"].as_str().unwrap_or_default();
    assert!(csv.contains("5140123456") && csv.contains("20.00"), "{csv}");
    let paid = app
        .post(
            &s.c.host,
            "/api/commission-payout/mark-paid",
            Some(&s.hq),
            json!({"ids": [payout]}),
        )
        .await;
    assert_eq!(paid.data()[0]["ok"], true, "{}", paid.body);
    let mine = app
        .get(&s.c.host, "/api/commission/payouts", Some(&aina_token))
        .await;
    assert_eq!(mine.data()["items"][0]["status"], "paid");
    let (subject, body) = app.last_email(&s.c.company, "aina@x.test").await.unwrap();
    assert_eq!(
        subject, "Your payout of RM 20.00: paid",
        "the agent is told: {body}"
    );
    let balance = app
        .get(&s.c.host, "/api/commission/balance", Some(&aina_token))
        .await;
    assert_eq!(
        (
            balance.data()["paid"].as_str(),
            balance.data()["available"].as_str()
        ),
        (Some("20.00"), Some("7.50"))
    );

    // A payout whose bank account changed after the request is not marked paid; rejecting it
    // returns the amount.
    sqlx::query("update company_settings set payout_minimum = 5")
        .execute(&mut db)
        .await
        .unwrap();
    let second = ask("7.50").await;
    assert_eq!(second.status, 200, "{}", second.body);
    let second = second.data()["id"].as_i64().unwrap();
    app.post(
        &s.c.host,
        "/api/commission-payout/approve",
        Some(&s.hq),
        json!({"ids": [second]}),
    )
    .await;
    sqlx::query("update users set bank_account_number = '999888777' where id = $1")
        .bind(aina)
        .execute(&mut db)
        .await
        .unwrap();
    let changed = app
        .post(
            &s.c.host,
            "/api/commission-payout/mark-paid",
            Some(&s.hq),
            json!({"ids": [second]}),
        )
        .await;
    assert_eq!(changed.data()[0]["ok"], false);
    let rejected = app
        .post(
            &s.c.host,
            "/api/commission-payout/reject",
            Some(&s.hq),
            json!({"ids": [second], "reason": "bank changed"}),
        )
        .await;
    assert_eq!(rejected.data()[0]["ok"], true, "{}", rejected.body);
    let balance = app
        .get(&s.c.host, "/api/commission/balance", Some(&aina_token))
        .await;
    assert_eq!(balance.data()["available"], "7.50");
}

#[tokio::test]
async fn hq_pays_a_payout_through_billplz_and_its_signed_callback_settles_it_once() {
    let fake = crate::fakes::billplz::FakeBillplz::start().await;
    let mut config = crate::helpers::test_config();
    config.billplz_url = Some(format!("{}/api", fake.base_url));
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    let (aina, aina_token) = last_month_earnings(&app, &s).await;
    let r = app
        .post(
            &s.c.host,
            "/api/commission/close",
            Some(&s.hq),
            json!({"period": last_month()}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update company_settings set payout_minimum = 1")
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query("update users set bank_company = 'DUMMYBANKVERIFIED', bank_account_number = '1234567890', bank_account_name = 'AINA' where id = $1")
        .bind(aina)
        .execute(&mut db)
        .await
        .unwrap();
    let ask = |amount: &str| {
        app.post(
            &s.c.host,
            "/api/commission/request-payout",
            Some(&aina_token),
            json!({"amount": amount}),
        )
    };
    let first = ask("20.00").await.data()["id"].as_i64().unwrap();

    // Without Billplz set up, nothing is sent.
    let none = app
        .post(
            &s.c.host,
            "/api/commission-payout/pay-billplz",
            Some(&s.hq),
            json!({"ids": [first]}),
        )
        .await;
    assert_eq!(none.status, 422, "{}", none.body);
    let r = app
        .post(&s.c.host, "/api/integration/billplz/store", Some(&s.hq),
              json!({"apiKey": fake.api_key, "xSignatureKey": fake.x_signature_key, "collectionId": "inbmmepb",
                     "sandbox": true, "adminFee": "1.50"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    // Only an approved payout is sent.
    let early = app
        .post(
            &s.c.host,
            "/api/commission-payout/pay-billplz",
            Some(&s.hq),
            json!({"ids": [first]}),
        )
        .await;
    assert_eq!(early.data()[0]["ok"], false, "{}", early.body);
    app.post(
        &s.c.host,
        "/api/commission-payout/approve",
        Some(&s.hq),
        json!({"ids": [first]}),
    )
    .await;
    // Nothing is sent while the credit is short; HQ tops it up with a Billplz bill, paid once.
    let short = app
        .post(
            &s.c.host,
            "/api/commission-payout/pay-billplz",
            Some(&s.hq),
            json!({"ids": [first]}),
        )
        .await;
    assert_eq!(short.status, 422, "{}", short.body);
    assert_eq!(short.body["meta"]["error"], "not_enough_credit");
    let topup = app
        .post(
            &s.c.host,
            "/api/integration/billplz/top-up-credit",
            Some(&s.hq),
            json!({"amount": "50.00"}),
        )
        .await;
    assert_eq!(topup.status, 200, "{}", topup.body);
    let bill = topup.data()["paymentUrl"]
        .as_str()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap()
        .to_string();
    let paid: Value = reqwest::Client::new()
        .post(format!(
            "{}/_fake/bills/{bill}/pay?success=true",
            fake.base_url
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let bill_form: Vec<(String, String)> =
        serde_json::from_value(paid["callback"].clone()).unwrap();
    for _ in 0..2 {
        let r = app
            .send(
                app.client
                    .post(app.url("/api/payments/billplz/topup/callback"))
                    .header("host", &s.c.host)
                    .form(&bill_form),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let money = app
        .get(&s.c.host, "/api/company-money/balance", Some(&s.hq))
        .await;
    assert_eq!(money.data()["credit"], "50.00", "paid once: {}", money.body);
    // HQ's browser comes back to the completed page of the top-up.
    let query = paid["redirect"]
        .as_str()
        .unwrap()
        .split_once('?')
        .unwrap()
        .1
        .to_string();
    let back = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .get(app.url(&format!("/api/payments/billplz/topup/redirect?{query}")))
        .header("host", &s.c.host)
        .send()
        .await
        .unwrap();
    assert_eq!(back.status(), 302);
    let location = back.headers()["location"].to_str().unwrap().to_string();
    assert!(
        location.starts_with("/ejenpay-topup/completed?topup=")
            && location.ends_with("&amount=50.00"),
        "{location}"
    );
    let sent = app
        .post(
            &s.c.host,
            "/api/commission-payout/pay-billplz",
            Some(&s.hq),
            json!({"ids": [first]}),
        )
        .await;
    assert_eq!(sent.data()[0]["ok"], true, "{}", sent.body);
    let money = app
        .get(&s.c.host, "/api/company-money/balance", Some(&s.hq))
        .await;
    assert_eq!(
        (
            money.data()["credit"].as_str(),
            money.data()["pendingPayouts"].as_str()
        ),
        (Some("30.00"), Some("20.00")),
        "{}",
        money.body
    );
    let order_id: String = sqlx::query_scalar("select billplz_order_id from payouts where id = $1")
        .bind(first)
        .fetch_one(&mut db)
        .await
        .unwrap();
    let balance = app
        .get(&s.c.host, "/api/commission/balance", Some(&aina_token))
        .await;
    assert_eq!(balance.data()["pending"], "20.00", "{}", balance.body);

    // Billplz completes it: the signed callback marks it paid, once.
    let client = reqwest::Client::new();
    let settled: Value = client
        .post(format!(
            "{}/_fake/payment_orders/{order_id}/settle",
            fake.base_url
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let form: Vec<(String, String)> = serde_json::from_value(settled["callback"].clone()).unwrap();
    let deliver = |form: Vec<(String, String)>| {
        app.send(
            app.client
                .post(app.url("/api/payments/billplz/payment-order/callback"))
                .header("host", &s.c.host)
                .form(&form),
        )
    };
    assert_eq!(deliver(form.clone()).await.status, 200);
    assert_eq!(
        deliver(form.clone()).await.status,
        200,
        "a replay is accepted and changes nothing"
    );
    let mut forged = form.clone();
    forged.iter_mut().find(|(k, _)| k == "status").unwrap().1 = "refunded".into();
    assert_eq!(
        deliver(forged).await.status,
        403,
        "a forged status is refused"
    );
    let mine = app
        .get(&s.c.host, "/api/commission/payouts", Some(&aina_token))
        .await;
    assert_eq!(mine.data()["items"][0]["status"], "paid", "{}", mine.body);

    // A payout to a bank Billplz cannot pay comes back as failed, and its amount to the balance.
    sqlx::query("update users set bank_company = 'MBBEMYKL' where id = $1")
        .bind(aina)
        .execute(&mut db)
        .await
        .unwrap();
    let second = ask("7.50").await.data()["id"].as_i64().unwrap();
    app.post(
        &s.c.host,
        "/api/commission-payout/approve",
        Some(&s.hq),
        json!({"ids": [second]}),
    )
    .await;
    let sent = app
        .post(
            &s.c.host,
            "/api/commission-payout/pay-billplz",
            Some(&s.hq),
            json!({"ids": [second]}),
        )
        .await;
    assert_eq!(sent.data()[0]["ok"], true, "{}", sent.body);
    let order_id: String = sqlx::query_scalar("select billplz_order_id from payouts where id = $1")
        .bind(second)
        .fetch_one(&mut db)
        .await
        .unwrap();
    let settled: Value = client
        .post(format!(
            "{}/_fake/payment_orders/{order_id}/settle",
            fake.base_url
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let form: Vec<(String, String)> = serde_json::from_value(settled["callback"].clone()).unwrap();
    assert_eq!(deliver(form).await.status, 200);
    let balance = app
        .get(&s.c.host, "/api/commission/balance", Some(&aina_token))
        .await;
    assert_eq!(
        (
            balance.data()["paid"].as_str(),
            balance.data()["available"].as_str()
        ),
        (Some("20.00"), Some("7.50")),
        "{}",
        balance.body
    );
}

#[tokio::test]
async fn hq_chooses_the_payout_minimum_and_whether_overrides_compress() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let r = app
        .get(&s.c.host, "/api/setup/commission-settings", Some(&s.hq))
        .await;
    assert_eq!(
        r.data(),
        &json!({"overrideCompresses": true, "payoutMinimum": "50.00",
                "withholdingThreshold": "100000.00", "withholdingRate": "2.00"}),
        "{}",
        r.body
    );
    let bad = app
        .post(
            &s.c.host,
            "/api/setup/commission-settings/store",
            Some(&s.hq),
            json!({"overrideCompresses": false, "payoutMinimum": "ten"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    assert!(
        bad.body["data"]["errors"]["payoutMinimum"].is_string(),
        "{}",
        bad.body
    );
    let r = app
        .post(
            &s.c.host,
            "/api/setup/commission-settings/store",
            Some(&s.hq),
            json!({"overrideCompresses": false, "payoutMinimum": "25.00"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);

    // With compression off, an inactive upline's override is paid to nobody.
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update tiers set overriding_commission = 5 where id = $1")
        .bind(s.tier_id)
        .execute(&mut db)
        .await
        .unwrap();
    let (top, top_token) = agent(&app, &s, "top@x.test", None).await;
    let (mid, _) = agent(&app, &s, "mid@x.test", Some(top)).await;
    let (buyer, buyer_token) = agent(&app, &s, "buyer@x.test", Some(mid)).await;
    for (id, path) in [
        (mid, format!("/{top}/{mid}/")),
        (buyer, format!("/{top}/{mid}/{buyer}/")),
    ] {
        sqlx::query("update users set tree_path = $2 where id = $1")
            .bind(id)
            .bind(path)
            .execute(&mut db)
            .await
            .unwrap();
    }
    sqlx::query("update users set status = 'inactive' where id = $1")
        .bind(mid)
        .execute(&mut db)
        .await
        .unwrap();
    completed_order(&app, &s, &buyer_token, 2).await;
    let r = app
        .get(&s.c.host, "/api/commission", Some(&top_token))
        .await;
    assert_eq!(r.data()["total"], "0.00", "{}", r.body);
    // An agent cannot change the plan.
    let agent_try = app
        .post(
            &s.c.host,
            "/api/setup/commission-settings/store",
            Some(&top_token),
            json!({"overrideCompresses": true, "payoutMinimum": "1.00"}),
        )
        .await;
    assert_eq!(agent_try.status, 403);
}

#[tokio::test]
async fn the_close_records_each_agents_commission_rank_and_pays_its_month_end_commissions() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    // Last month Budi (under Aina) bought 3 serums: RM 150 (Aina: override RM 7.50, recruit RM 20).
    let (aina, aina_token) = last_month_earnings(&app, &s).await;
    let period = last_month();
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update sales_totals set period = (kl_month(now()) - interval '1 month')::date")
        .execute(&mut db)
        .await
        .unwrap();
    // Starter asks RM 100 of total personal group sales and pays 2 % of the group and 1 % of one's
    // own; Gold asks RM 1,000 and is out of reach.
    sqlx::query(
        "insert into commission_ranks (position, commission_name, total_personal_group_sales, commission,
                personal_level_commission, is_leadership, benefits)
         values (0, 'Starter', 100, 2, 1, false, '{Starter pin,Training day}'),
                (1, 'Gold', 1000, 5, 3, true, '{}')",
    )
    .execute(&mut db)
    .await
    .unwrap();

    // The preview shows the month-end commissions before they are written: Aina's 2 % of her
    // group's RM 150 (RM 3.00) and Budi's 1 % of his own RM 150 (RM 1.50).
    let preview = app
        .get(
            &s.c.host,
            &format!("/api/commission/close/preview?period={period}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(preview.status, 200, "{}", preview.body);
    assert_eq!(preview.data()["total"], "32.00", "{}", preview.body);
    assert_eq!(preview.data()["agents"], 2);
    let kind = |v: &Value, k: &str| {
        v["byKind"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["kind"] == k)
            .map(|x| x["amount"].as_str().unwrap().to_string())
            .unwrap()
    };
    assert_eq!(kind(preview.data(), "rank"), "3.00");
    assert_eq!(kind(preview.data(), "personal-level"), "1.50");

    let close = app
        .post(
            &s.c.host,
            "/api/commission/close",
            Some(&s.hq),
            json!({"period": period}),
        )
        .await;
    assert_eq!(close.status, 200, "{}", close.body);
    assert_eq!(close.data()["total"], "32.00");
    let reached: Vec<(i64, String)> = sqlx::query_as(
        "select agent_id, rank_name from commission_ranks_reached order by rank_name, agent_id",
    )
    .fetch_all(&mut db)
    .await
    .unwrap();
    assert_eq!(reached.len(), 2, "both reached Starter: {reached:?}");
    assert!(reached.iter().all(|(_, name)| name == "Starter"));

    // Aina's closed month: the rank with its benefits, and the rank commission explained.
    let summary = app
        .get(
            &s.c.host,
            &format!("/api/commission?period={period}"),
            Some(&aina_token),
        )
        .await;
    assert_eq!(summary.data()["total"], "30.50", "{}", summary.body);
    assert_eq!(summary.data()["rank"]["name"], "Starter");
    assert_eq!(
        summary.data()["rank"]["benefits"],
        json!(["Starter pin", "Training day"])
    );
    assert_eq!(summary.data()["rank"]["monthEndEstimate"], Value::Null);
    let check = app
        .get(
            &s.c.host,
            &format!("/api/commission/check-calculation?period={period}"),
            Some(&aina_token),
        )
        .await;
    let rank_entry = check.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["kind"] == "rank")
        .cloned()
        .unwrap();
    assert_eq!(
        (rank_entry["rule"].as_str(), rank_entry["amount"].as_str()),
        (Some("2% × RM 150.00"), Some("3.00"))
    );
    assert_eq!(check.data()["total"], "30.50");
    let statement: rust_decimal::Decimal =
        sqlx::query_scalar("select total from commission_statements where agent_id = $1")
            .bind(aina)
            .fetch_one(&mut db)
            .await
            .unwrap();
    assert_eq!(statement.to_string(), "30.50");

    // This month: the serum pays an introducer bonus of RM 1.00 a unit. Budi buys 2 (RM 100): Aina
    // earns 5 % override (RM 5.00) and RM 2.00 introducer bonus at once, and her rank so far is
    // Starter with RM 2.00 to come at the close.
    sqlx::query("update products set introducer_bonus = 1 where id = $1")
        .bind(s.serum.0)
        .execute(&mut db)
        .await
        .unwrap();
    let budi_token = app.token(&s.c.host, "budi@x.test").await;
    completed_order(&app, &s, &budi_token, 2).await;
    let now = app
        .get(&s.c.host, "/api/commission", Some(&aina_token))
        .await;
    assert_eq!(now.data()["total"], "7.00", "{}", now.body);
    assert_eq!(now.data()["provisional"], true);
    assert_eq!(now.data()["rank"]["name"], "Starter");
    assert_eq!(now.data()["rank"]["monthEndEstimate"], "2.00");
    let introducer = app
        .get(
            &s.c.host,
            "/api/commission/details?type=introducer",
            Some(&aina_token),
        )
        .await;
    assert_eq!(introducer.status, 200, "{}", introducer.body);
    assert_eq!(introducer.data()["items"][0]["rule"], "2 pcs: RM 2.00");
    assert_eq!(introducer.data()["sum"], "2.00");
}

#[tokio::test]
async fn a_company_agent_gives_a_roc_number_at_registration_and_hq_sees_it() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let register = |email: &'static str, roc: &'static str| {
        json!({
            "username": email.split('@').next().unwrap(), "email": email,
            "accCategory": "company", "accCompany": "Kedai Aina Sdn Bhd", "accRoc": roc,
            "accFirstName": "Aina", "accCodePhone": "+60", "accPhone": "123456789",
            "tierId": s.tier_id
        })
    };
    let bad = app
        .post(
            &s.c.host,
            "/api/agent-database/register",
            Some(&s.hq),
            register("bad@x.test", "SDN BHD"),
        )
        .await;
    assert_eq!(bad.status, 422, "{}", bad.body);
    assert!(
        bad.body["data"]["errors"]["accRoc"].is_string(),
        "{}",
        bad.body
    );
    let ok = app
        .post(
            &s.c.host,
            "/api/agent-database/register",
            Some(&s.hq),
            register("aina@x.test", "201901000005"),
        )
        .await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    assert_eq!(ok.data()["roc"], "201901000005");
    let id = ok.data()["id"].as_i64().unwrap();
    let record = app
        .get(
            &s.c.host,
            &format!("/api/agent-database/detail?id={id}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(record.data()["roc"], "201901000005");
}
