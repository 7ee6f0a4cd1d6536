//! Tax documents (docs/api-tax.md): a year's CP58 counts the committed incentives, is due over
//! RM 5,000, skips an agent whose Part B lacks details, is read by its agent alone; payouts withhold
//! 2 % from an agent paid over RM 100,000 last year.

use crate::{
    helpers::{TestApp, TestCompany},
    orders::shop,
};
use backend::tenancy::Company;
use serde_json::json;

async fn sql(app: &TestApp, company: &Company, statement: &str) {
    let mut db = app.owner_in(company).await;
    sqlx::raw_sql(statement).execute(&mut db).await.unwrap();
}

/// An agent with what Part B of a CP58 needs (or without a TIN when `tin` is None).
async fn agent(app: &TestApp, c: &TestCompany, email: &str, tin: Option<&str>) -> (i64, String) {
    let id = app.add_user(&c.company, email, "agent", &[]).await;
    let mut db = app.owner_in(&c.company).await;
    sqlx::query(
        "update users set tin = $2, identity_number = '900101-14-' || lpad(id::text, 4, '0'), address_line1 = '1 Jalan Ampang',
                address_postcode = '50450', address_city = 'Kuala Lumpur', country = 'MY',
                tier_id = (select min(id) from tiers)
          where id = $1",
    )
    .bind(id)
    .bind(tin)
    .execute(&mut db)
    .await
    .unwrap();
    (id, app.token(&c.host, email).await)
}

/// A closed month with one entry for an agent.
async fn entry(
    app: &TestApp,
    c: &TestCompany,
    agent: i64,
    period: &str,
    kind: &str,
    amount: &str,
    closed: bool,
) {
    let mut db = app.owner_in(&c.company).await;
    if closed {
        sqlx::query("insert into commission_periods (period, total, agents) values ($1::date, 0, 0) on conflict do nothing")
            .bind(period)
            .execute(&mut db)
            .await
            .unwrap();
    }
    sqlx::query(
        "insert into commission_entries (agent_id, kind, period, base, amount) values ($1, $2, $3::date, $4::numeric, $4::numeric)",
    )
    .bind(agent)
    .bind(kind)
    .bind(period)
    .bind(amount)
    .execute(&mut db)
    .await
    .unwrap();
}

#[tokio::test]
async fn a_years_cp58_states_the_committed_incentives_and_is_issued_over_five_thousand_ringgit() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let (aina, aina_token) = agent(&app, &c, "aina@x.test", Some("IG12345678901")).await;
    let (budi, budi_token) = agent(&app, &c, "budi@x.test", Some("IG22345678901")).await;
    let (cik, _) = agent(&app, &c, "cik@x.test", None).await;

    // The feature is off until HQ turns it on.
    let off = app
        .get(&c.host, "/api/report/searchcp58?year=2025", Some(&hq))
        .await;
    assert_eq!(
        (off.status.as_u16(), off.error()),
        (422, "cp58_off"),
        "{}",
        off.body
    );
    sql(&app, &c.company, "update company_settings set cp58_feature = true, roc = '202301234567', tin = 'C1234567890'").await;

    // Aina, by hand: RM 4,000.00 override (March, closed) + RM 1,200.50 store margin (December,
    // closed) = RM 5,200.50. Not counted: November's rank bonus (the month is open) and January
    // 2026 (another year). RM 10.00 was withheld from her payout paid in July 2025.
    entry(&app, &c, aina, "2025-03-01", "override", "4000.00", true).await;
    entry(&app, &c, aina, "2025-12-01", "sale-profit", "1200.50", true).await;
    entry(&app, &c, aina, "2025-11-01", "rank", "500.00", false).await;
    entry(&app, &c, aina, "2026-01-01", "override", "999.00", true).await;
    sql(
        &app,
        &c.company,
        &format!(
            "insert into payouts (agent_id, amount, withheld, status, bank_name, account_number, account_name, paid_at)
             values ({aina}, 500, 10, 'paid', 'Maybank', '5140', 'AINA', '2025-07-01T04:00:00Z')"
        ),
    )
    .await;
    // Budi: RM 300.00, under the threshold. Cik: RM 6,000.00 but no TIN.
    entry(&app, &c, budi, "2025-03-01", "recruit", "300.00", true).await;
    entry(&app, &c, cik, "2025-03-01", "override", "6000.00", true).await;

    let search = app
        .get(&c.host, "/api/report/searchcp58?year=2025", Some(&hq))
        .await;
    assert_eq!(search.status, 200, "{}", search.body);
    let d = search.data();
    assert_eq!(d["threshold"], "5000.00");
    assert_eq!(
        d["counts"],
        json!({"agents": 3, "due": 2, "issued": 0, "missing": 1})
    );
    assert_eq!(d["items"][0]["agent"]["id"], cik, "highest total first");
    let row = d["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["agent"]["id"] == aina)
        .unwrap();
    assert_eq!(
        (
            &row["commission"],
            &row["otherMonetary"],
            &row["total"],
            &row["withheld"],
            &row["overThreshold"]
        ),
        (
            &json!("4000.00"),
            &json!("1200.50"),
            &json!("5200.50"),
            &json!("10.00"),
            &json!(true)
        )
    );
    assert_eq!(d["items"][0]["missing"], json!(["tin"]));

    // Only an ended year is issued.
    let early = app
        .post(
            &c.host,
            "/api/report/cp58",
            Some(&hq),
            json!({"year": 2026}),
        )
        .await;
    assert_eq!(
        (early.status.as_u16(), early.error()),
        (422, "year_not_ended")
    );
    let run = app
        .post(
            &c.host,
            "/api/report/cp58",
            Some(&hq),
            json!({"year": 2025}),
        )
        .await;
    assert_eq!(run.status, 200, "{}", run.body);
    assert_eq!(
        run.data()["issued"],
        1,
        "Aina only: Cik lacks a TIN, Budi is under the threshold"
    );
    assert_eq!(
        run.data()["skipped"],
        json!([{"agentId": cik, "name": "Test", "missing": ["tin"]}])
    );

    // Aina reads hers, with Parts A and B as issued.
    let mine = app
        .get(&c.host, "/api/report/getcp58", Some(&aina_token))
        .await;
    assert_eq!(mine.status, 200, "{}", mine.body);
    let st = &mine.data()["items"][0];
    assert_eq!(
        (&st["year"], &st["total"], &st["withheld"]),
        (&json!(2025), &json!("5200.50"), &json!("10.00"))
    );
    assert_eq!(st["payer"]["name"], "Test Sdn Bhd");
    assert_eq!(st["payer"]["tin"], "C1234567890");
    assert_eq!(st["recipient"]["tin"], "IG12345678901");
    assert_eq!(st["recipient"]["identity"], format!("900101-14-{aina:04}"));
    assert!(
        st["recipient"]["addressLines"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l == "50450 Kuala Lumpur"),
        "{st}"
    );
    assert_eq!(st["onRequest"], false);

    // Budi has none until he asks; then HQ issues his on request.
    let none = app
        .get(&c.host, "/api/report/getcp58", Some(&budi_token))
        .await;
    assert_eq!(none.data()["items"], json!([]));
    // Aina's was handed to her in February; issuing again keeps that day.
    sql(
        &app,
        &c.company,
        &format!("update cp58_statements set issued_at = '2026-02-02T02:00:00Z', first_issued_at = '2026-02-02T02:00:00Z' where agent_id = {aina}"),
    )
    .await;
    let asked = app
        .post(
            &c.host,
            "/api/report/cp58",
            Some(&hq),
            json!({"year": 2025, "agentIds": [budi]}),
        )
        .await;
    assert_eq!(asked.data()["issued"], 2, "{}", asked.body);
    let his = app
        .get(&c.host, "/api/report/getcp58?year=2025", Some(&budi_token))
        .await;
    assert_eq!(
        (
            &his.data()["items"][0]["total"],
            &his.data()["items"][0]["onRequest"]
        ),
        (&json!("300.00"), &json!(true))
    );

    // An agent reads only their own; HQ names the agent.
    let other = app
        .get(
            &c.host,
            &format!("/api/report/getcp58?agentId={aina}"),
            Some(&budi_token),
        )
        .await;
    assert_eq!(other.status, 404);
    let by_hq = app
        .get(
            &c.host,
            &format!("/api/report/getcp58?agentId={aina}"),
            Some(&hq),
        )
        .await;
    assert_eq!(by_hq.data()["items"][0]["total"], "5200.50");
    assert_eq!(
        by_hq.data()["items"][0]["firstIssuedAt"],
        "2026-02-02T02:00:00+00:00"
    );
    assert_ne!(
        by_hq.data()["items"][0]["issuedAt"],
        by_hq.data()["items"][0]["firstIssuedAt"],
        "issued again now"
    );
    let no_agent = app.get(&c.host, "/api/report/getcp58", Some(&hq)).await;
    assert_eq!(no_agent.status, 422);
    let agent_issues = app
        .post(
            &c.host,
            "/api/report/cp58",
            Some(&aina_token),
            json!({"year": 2025}),
        )
        .await;
    assert_eq!(agent_issues.status, 403);

    let issued = app
        .get(
            &c.host,
            "/api/report/searchcp58?year=2025&filter=issued",
            Some(&hq),
        )
        .await;
    assert_eq!(issued.data()["total"], 2);
    assert_eq!(
        issued.data()["counts"]["due"],
        1,
        "Cik still waits for a TIN"
    );
    let bad = app
        .get(&c.host, "/api/report/searchcp58?filter=soon", Some(&hq))
        .await;
    assert_eq!(bad.status, 422);

    // Another company sees none of it.
    let other_co = app.company().await;
    let other_hq = app.token(&other_co.host, &other_co.hq_email).await;
    let foreign = app
        .get(
            &other_co.host,
            &format!("/api/report/getcp58?agentId={aina}"),
            Some(&other_hq),
        )
        .await;
    assert_eq!(foreign.data()["items"], json!([]), "{}", foreign.body);

    // A rupiah company has no Malaysian tax screens: every CP58 and e-invoice call says so.
    let idr = app.company_in("IDR").await;
    let idr_hq = app.token(&idr.host, &idr.hq_email).await;
    for path in [
        "/api/report/searchcp58",
        "/api/report/getcp58?agentId=1",
        "/api/e-invoice/settings",
        "/api/e-invoice/data",
        "/api/e-invoice/export?format=csv",
        "/api/e-invoice/document?id=1",
    ] {
        let r = app.get(&idr.host, path, Some(&idr_hq)).await;
        assert_eq!(
            (r.status.as_u16(), r.error()),
            (422, "not_malaysian"),
            "GET {path}: {}",
            r.body
        );
        assert!(!r.message().is_empty(), "GET {path} says why");
    }
    for (path, body) in [
        ("/api/report/cp58", json!({"year": 2025})),
        (
            "/api/e-invoice/settings",
            json!({"clientId": "a", "clientSecret": "b", "sandbox": true}),
        ),
        ("/api/e-invoice/disconnect", json!({})),
        ("/api/e-invoice/submit", json!({})),
        ("/api/e-invoice/resubmit", json!({"id": 1})),
        ("/api/e-invoice/cancel", json!({"id": 1, "reason": "x"})),
    ] {
        let r = app.post(&idr.host, path, Some(&idr_hq), body).await;
        assert_eq!(
            (r.status.as_u16(), r.error()),
            (422, "not_malaysian"),
            "POST {path}: {}",
            r.body
        );
    }
}

#[tokio::test]
async fn payouts_withhold_two_percent_from_an_agent_paid_over_the_threshold_last_year() {
    let app = TestApp::spawn().await;
    // A company with tiers (an agent is placed in one).
    let s = shop(&app).await;
    let (c, hq) = (&s.c, s.hq.clone());
    let (aina, aina_token) = agent(&app, c, "aina@x.test", Some("IG12345678901")).await;
    let (budi, budi_token) = agent(&app, c, "budi@x.test", Some("IG22345678901")).await;
    // Last year Aina was paid RM 120,000.00 and Budi RM 100,000.00 (not over); each has RM 1,000.00 left.
    let last_year = chrono::Datelike::year(&chrono::Utc::now()) - 1;
    sql(
        &app,
        &c.company,
        &format!(
            "insert into commission_periods (period, total, agents) values ('{last_year}-06-01', 0, 2);
             insert into commission_statements (agent_id, period, total) values
                 ({aina}, '{last_year}-06-01', 121000), ({budi}, '{last_year}-06-01', 101000);
             insert into payouts (agent_id, amount, status, bank_name, account_number, account_name, paid_at) values
                 ({aina}, 120000, 'paid', 'Maybank', '5140', 'AINA', '{last_year}-07-01T04:00:00Z'),
                 ({budi}, 100000, 'paid', 'Maybank', '5141', 'BUDI', '{last_year}-07-01T04:00:00Z');
             update users set bank_company = 'MBB', bank_account_number = '5140123456', bank_account_name = 'AGENT'
              where role = 'agent';"
        ),
    )
    .await;

    let balance = app
        .get(&c.host, "/api/commission/balance", Some(&aina_token))
        .await;
    assert_eq!(
        balance.data()["withholdingRate"],
        "2.00",
        "{}",
        balance.body
    );
    let ask = |token: &str, amount: &str| {
        let token = token.to_string();
        let amount = amount.to_string();
        let app = &app;
        let host = c.host.clone();
        async move {
            app.post(
                &host,
                "/api/commission/request-payout",
                Some(&token),
                json!({"amount": amount}),
            )
            .await
        }
    };
    let paid = ask(&aina_token, "500.00").await;
    assert_eq!(paid.status, 200, "{}", paid.body);
    assert_eq!(
        (&paid.data()["withheld"], &paid.data()["net"]),
        (&json!("10.00"), &json!("490.00"))
    );
    let id = paid.data()["id"].as_i64().unwrap();
    let approved = app
        .post(
            &c.host,
            "/api/commission-payout/approve",
            Some(&hq),
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(approved.data()[0]["ok"], true);
    let export = app
        .get(&c.host, "/api/commission-payout/export", Some(&hq))
        .await;
    let csv = export.body["raw"].as_str().unwrap_or_default();
    assert!(
        csv.contains("490.00") && !csv.contains("500.00"),
        "the bank pays the net: {csv}"
    );
    let marked = app
        .post(
            &c.host,
            "/api/commission-payout/mark-paid",
            Some(&hq),
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(marked.status, 200, "{}", marked.body);
    // The month's statement shows the payout with what was withheld and what reached the bank.
    let statement = app.get(&c.host, "/api/commission", Some(&aina_token)).await;
    assert_eq!(
        statement.data()["payouts"],
        json!([{"id": id, "paidAt": statement.data()["payouts"][0]["paidAt"],
                "amount": "500.00", "withheld": "10.00", "net": "490.00"}]),
        "{}",
        statement.body
    );

    // Budi's RM 100,000.00 is not over the threshold.
    let budi_balance = app
        .get(&c.host, "/api/commission/balance", Some(&budi_token))
        .await;
    assert!(budi_balance.data()["withholdingRate"].is_null());
    let his = ask(&budi_token, "100.00").await;
    assert_eq!(
        (&his.data()["withheld"], &his.data()["net"]),
        (&json!("0.00"), &json!("100.00"))
    );

    // HQ switches withholding off (rate 0): nothing is withheld from Aina's next payout.
    let settings = app
        .get(&c.host, "/api/setup/commission-settings", Some(&hq))
        .await;
    assert_eq!(
        (
            &settings.data()["withholdingThreshold"],
            &settings.data()["withholdingRate"]
        ),
        (&json!("100000.00"), &json!("2.00"))
    );
    let bad = app
        .post(
            &c.host,
            "/api/setup/commission-settings/store",
            Some(&hq),
            json!({"overrideCompresses": true, "payoutMinimum": "50", "withholdingRate": "100"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    assert!(bad.body["data"]["errors"]["withholdingRate"].is_string());
    let off = app
        .post(
            &c.host,
            "/api/setup/commission-settings/store",
            Some(&hq),
            json!({"overrideCompresses": true, "payoutMinimum": "50", "withholdingRate": "0"}),
        )
        .await;
    assert_eq!(off.status, 200, "{}", off.body);
    let next = ask(&aina_token, "100.00").await;
    assert_eq!(next.data()["withheld"], "0.00", "{}", next.body);

    // A company agent is not an individual: nothing is withheld either way.
    sql(
        &app,
        &c.company,
        "update company_settings set withholding_rate = 2",
    )
    .await;
    sql(&app, &c.company, &format!("update users set category = 'company', company_name = 'Aina Trading' where id = {aina}")).await;
    let company_agent = app
        .get(&c.host, "/api/commission/balance", Some(&aina_token))
        .await;
    assert!(company_agent.data()["withholdingRate"].is_null());
}
