//! The master reports over a small known network: figures and lists computed by hand, filters
//! checked, the export's contents, and agents kept out.

use crate::{
    commissions::completed_order,
    helpers::TestApp,
    orders::{agent, shop},
};
use chrono::Datelike;
use serde_json::{json, Value};

fn figure(summary: &Value, key: &str) -> String {
    summary["figures"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["key"] == key)
        .unwrap_or_else(|| panic!("{key} in {summary}"))["value"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn hq_reads_each_master_report_with_its_filters_and_exports_it() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    // Aina recruited Budi; Budi bought 3 serums and then 1 (RM 50 each at his tier), both completed.
    let (aina, _) = agent(&app, &s, "aina@x.test", None).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", Some(aina)).await;
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update users set tree_path = $2 where id = $1")
        .bind(budi)
        .bind(format!("/{aina}/{budi}/"))
        .execute(&mut db)
        .await
        .unwrap();
    let first = completed_order(&app, &s, &budi_token, 3).await;
    let second = completed_order(&app, &s, &budi_token, 1).await;
    let grand: Vec<rust_decimal::Decimal> =
        sqlx::query_scalar("select grand_total from orders where id = any($1) order by id")
            .bind(vec![first, second])
            .fetch_all(&mut db)
            .await
            .unwrap();
    let paid: rust_decimal::Decimal = grand.iter().sum();

    let get = |path: String| {
        let app = &app;
        let host = s.c.host.clone();
        let token = s.hq.clone();
        async move { app.get(&host, &path, Some(&token)).await }
    };

    // Transactions: two orders, both completed, for what Budi paid in all, 4 units.
    let t = get("/api/transaction/summary".into()).await;
    assert_eq!(t.status, 200, "{}", t.body);
    assert_eq!(figure(t.data(), "orders"), "2");
    assert_eq!(figure(t.data(), "completedOrders"), "2");
    assert_eq!(figure(t.data(), "units"), "4");
    assert_eq!(figure(t.data(), "sales"), format!("{paid:.2}"));
    assert_eq!(
        t.data()["breakdown"],
        json!([{"label": "completed", "count": 2, "amount": format!("{paid:.2}")}])
    );
    let list = get("/api/transaction/list?perPage=1".into()).await;
    assert_eq!(list.status, 200, "{}", list.body);
    assert_eq!(list.data()["total"], 2);
    assert_eq!(list.data()["rows"].as_array().unwrap().len(), 1);
    assert_eq!(
        list.data()["columns"][0],
        json!({"key": "number", "kind": "text"})
    );
    assert_eq!(list.data()["totals"][7], "4", "units over every page");
    assert_eq!(list.data()["totals"][8], format!("{paid:.2}"));
    let methods = get("/api/transaction/payment-method".into()).await;
    assert_eq!(methods.status, 200, "{}", methods.body);
    assert_eq!(figure(methods.data(), "paidOrders"), "2");

    // Product sales: the serum, 4 units in 2 orders, RM 200 of goods; filtered by product too.
    let p = get(format!(
        "/api/product-sales-report/list?productIds={}",
        s.serum.0
    ))
    .await;
    assert_eq!(p.status, 200, "{}", p.body);
    assert_eq!(p.data()["rows"][0][0], "Serum");
    assert_eq!(
        p.data()["rows"][0],
        json!(["Serum", "SR-1", "2", "4", "200.00"])
    );
    assert_eq!(p.data()["total"], 1);
    assert_eq!(p.data()["totals"][3], "4");
    assert_eq!(p.data()["totals"][4], "200.00");
    // Past the last page: no rows, the same totals.
    let past = get("/api/product-sales-report/list?page=3".into()).await;
    assert_eq!(past.status, 200, "{}", past.body);
    assert_eq!(past.data()["rows"], json!([]));
    assert_eq!(past.data()["total"], 1);
    assert_eq!(past.data()["totals"], p.data()["totals"]);
    let none = get(format!(
        "/api/product-sales-report/summary?productIds={}",
        s.soap.0
    ))
    .await;
    assert_eq!(figure(none.data(), "units"), "0");

    // KPI: Budi's RM 200 of his own this month, Aina's RM 200 of group sales.
    let k = get("/api/kpi/summary".into()).await;
    assert_eq!(figure(k.data(), "personalSales"), "200.00");
    assert_eq!(figure(k.data(), "agentsWithSales"), "1");
    let kl = get("/api/kpi/sales-list".into()).await;
    assert_eq!(
        kl.data()["total"],
        2,
        "Aina is listed for her group's sales"
    );

    // Agents: Aina's team is the two of them; Budi bought RM 200.
    let a = get(format!("/api/agent-report/list?agentId={aina}")).await;
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(a.data()["total"], 2);
    assert_eq!(a.data()["rows"][0][0], "budi");
    assert_eq!(a.data()["rows"][0][5], "2", "his two completed orders");
    assert_eq!(a.data()["rows"][0][6], "200.00");
    // Over the whole month (read from the month's totals, not the day's entries): the same.
    let today = (chrono::Utc::now() + chrono::Duration::hours(8)).date_naive();
    let first = today.with_day(1).unwrap();
    let last = first + chrono::Months::new(1) - chrono::Days::new(1);
    let m = get(format!(
        "/api/agent-report/list?agentId={aina}&from={first}&to={last}"
    ))
    .await;
    assert_eq!(m.status, 200, "{}", m.body);
    assert_eq!(m.data()["rows"], a.data()["rows"], "{}", m.body);
    assert_eq!(m.data()["totals"], a.data()["totals"]);
    let r = get("/api/recruitment/summary".into()).await;
    assert_eq!(figure(r.data(), "newAgents"), "2");

    // Customers: one receiver, two orders.
    let c = get("/api/customer-report/summary".into()).await;
    assert_eq!(figure(c.data(), "customers"), "1");
    assert_eq!(figure(c.data(), "repeatCustomers"), "1");

    // Inventory: the serum's stock went out 4.
    let i = get(format!(
        "/api/report/inventory/summary?productIds={}",
        s.serum.0
    ))
    .await;
    assert_eq!(i.status, 200, "{}", i.body);
    assert_eq!(figure(i.data(), "stockOut"), "4", "{}", i.body);

    // Bad filters are refused by field.
    for (path, field) in [
        ("/api/transaction/list?from=2026-11-10&to=2026-11-01", "to"),
        ("/api/transaction/list?from=2026-02-30", "from"),
        (
            "/api/product-sales-report/list?productIds=1,2,3,4,5,6,7,8,9,10,11",
            "productIds",
        ),
        ("/api/transaction/summary?status=shipped", "status"),
        ("/api/kpi/summary?status=active", "status"),
    ] {
        let r = get(path.into()).await;
        assert_eq!(r.status, 422, "{path}: {}", r.body);
        assert!(
            r.body["data"]["errors"][field].is_string(),
            "{path}: {}",
            r.body
        );
    }

    // The export: the same rows and the totals row last.
    let csv = app
        .client
        .get(app.url("/api/report/export?report=transaction&format=csv"))
        .header("host", &s.c.host)
        .bearer_auth(&s.hq)
        .send()
        .await
        .unwrap();
    assert_eq!(csv.status(), 200);
    let text = csv.text().await.unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0]
            .starts_with("Number,Placed at,Agent,Seller,Status,Payment method,State,Units,Total"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("Total,") && lines[3].ends_with(&format!(",4,{paid:.2}")),
        "{text}"
    );
    let xlsx = app
        .client
        .get(app.url("/api/report/export?report=agent&format=xlsx"))
        .header("host", &s.c.host)
        .bearer_auth(&s.hq)
        .send()
        .await
        .unwrap();
    assert_eq!(xlsx.status(), 200);
    assert!(
        xlsx.bytes().await.unwrap().starts_with(b"PK"),
        "an XLSX is a zip"
    );

    // Agents never read the company's reports.
    let refused = app
        .get(&s.c.host, "/api/transaction/summary", Some(&budi_token))
        .await;
    assert_eq!(refused.status, 403);
}

#[tokio::test]
async fn analytics_draw_completed_sales_over_time_and_by_product_state_and_age() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    let mut db = app.owner_in(&s.c.company).await;
    // Budi was born in 1990: 35–44 this year and next.
    sqlx::query("update users set birth_date = '1990-05-01' where id = $1")
        .bind(budi)
        .execute(&mut db)
        .await
        .unwrap();
    completed_order(&app, &s, &budi_token, 3).await;
    let today = chrono::Utc::now()
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .date_naive();
    let get = |path: String| {
        let app = &app;
        let host = s.c.host.clone();
        let token = s.hq.clone();
        async move { app.get(&host, &path, Some(&token)).await }
    };

    let sales = get(format!("/api/analytic/sales?from={today}&to={today}")).await;
    assert_eq!(sales.status, 200, "{}", sales.body);
    assert_eq!(sales.data()["bucket"], "day");
    assert_eq!(
        sales.data()["points"],
        json!([{"label": today.to_string(), "amount": "150.00", "units": 3, "orders": 1}])
    );
    let year = get(format!(
        "/api/analytic/sales?from={}&to={today}",
        today - chrono::Duration::days(200)
    ))
    .await;
    assert_eq!(year.data()["bucket"], "month");
    assert_eq!(year.data()["total"], "150.00");
    assert!(
        year.data()["points"].as_array().unwrap().len() >= 7,
        "every month, empty ones too"
    );

    let product = get("/api/analytic/product".into()).await;
    assert_eq!(
        product.data()["points"],
        json!([{"label": "Serum", "amount": "150.00", "units": 3, "orders": 1}])
    );
    let age = get("/api/analytic/age".into()).await;
    let bands: Vec<(String, String)> = age.data()["points"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["label"].as_str().unwrap().to_string(),
                p["amount"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(bands.len(), 7, "every band, in order");
    assert_eq!(bands[2], ("35-44".to_string(), "150.00".to_string()));
    let state = get("/api/analytic/state".into()).await;
    assert_eq!(state.data()["total"], "150.00");
    let category = get("/api/analytic/category".into()).await;
    assert_eq!(category.status, 200, "{}", category.body);
    assert_eq!(category.data()["total"], "150.00");
    // A filter that excludes the serum draws nothing.
    let soap = get(format!("/api/analytic/product?productIds={}", s.soap.0)).await;
    assert_eq!(soap.data()["points"], json!([]));
    // Filters by the buyer's tier and the order's state and branch (the ledger read alone
    // without them): Budi's draw his sale, any other nothing.
    let (tier, state_of_order, branch): (i64, String, i64) = sqlx::query_as(
        "select u.tier_id, o.state, o.branch_id from orders o join users u on u.id = o.agent_id
         where o.agent_id = $1",
    )
    .bind(budi)
    .fetch_one(&mut db)
    .await
    .unwrap();
    let other_tier = crate::catalogue::tier(&app, &s.c, &s.hq, "Analytics Other", 9).await;
    let total = |path: String| {
        let get = &get;
        async move { get(path).await.data()["total"].clone() }
    };
    assert_eq!(
        total(format!("/api/analytic/sales?tierId={tier}")).await,
        "150.00"
    );
    assert_eq!(
        total(format!("/api/analytic/sales?tierId={other_tier}")).await,
        "0.00"
    );
    let encoded = state_of_order.replace(' ', "%20");
    assert_eq!(
        total(format!("/api/analytic/age?state={encoded}")).await,
        "150.00"
    );
    assert_eq!(total("/api/analytic/age?state=Sabah".into()).await, "0.00");
    assert_eq!(
        total(format!("/api/analytic/state?branchId={branch}")).await,
        "150.00"
    );
    assert_eq!(
        total(format!("/api/analytic/sales?agentId={budi}&tierId={tier}")).await,
        "150.00"
    );
    let bad = get("/api/analytic/state?to=2026-13-01".into()).await;
    assert_eq!(bad.status, 422);

    // A second order of 2, then refunded: by product, by category and in the product sales
    // report the range holds what was sold less what was refunded (the ledger's lines).
    let refunded = completed_order(&app, &s, &budi_token, 2).await;
    let before = get("/api/analytic/product".into()).await;
    assert_eq!(
        before.data()["points"],
        json!([{"label": "Serum", "amount": "250.00", "units": 5, "orders": 2}])
    );
    let r = app
        .post(
            &s.c.host,
            "/api/orders/refund",
            Some(&s.hq),
            json!({"id": refunded, "remark": "damaged"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let after = get("/api/analytic/product".into()).await;
    assert_eq!(after.data()["points"][0]["amount"], "150.00");
    assert_eq!(after.data()["points"][0]["units"], 3);
    assert_eq!(total("/api/analytic/category".into()).await, "150.00");
    let report = get(format!(
        "/api/product-sales-report/list?productIds={}",
        s.serum.0
    ))
    .await;
    assert_eq!(
        report.data()["rows"][0],
        json!(["Serum", "SR-1", "1", "3", "150.00"]),
        "the refunded order is taken back: one order, 3 units"
    );
}

#[tokio::test]
async fn settlement_lists_each_paid_payment_and_the_daily_run_settles_it_once() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    let order = completed_order(&app, &s, &budi_token, 3).await;
    let mut db = app.owner_in(&s.c.company).await;
    // Billplz keeps RM 1.50 a payment and settles the next working day. One bill was paid ten days
    // ago (settled by now), one a minute ago (pending: its working day has not come).
    sqlx::query(
        "insert into billplz_settings (api_key, x_signature_key, collection_id) values ('k', 's', 'c')",
    )
    .execute(&mut db)
    .await
    .unwrap();
    sqlx::query(
        "insert into billplz_bills (id, order_id, amount_sen, url, state, paid_at) values
           ('old1', $1, 15000, 'u', 'paid', now() - interval '10 days'),
           ('new1', $1, 5000, 'u', 'paid', now() - interval '1 minute')",
    )
    .bind(order)
    .execute(&mut db)
    .await
    .unwrap();
    let from = (chrono::Utc::now() - chrono::Duration::days(20))
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .date_naive();
    let path = format!("/api/settlement/reportdata?from={from}");

    let before = app.get(&s.c.host, &path, Some(&s.hq)).await;
    assert_eq!(before.status, 200, "{}", before.body);
    assert_eq!(
        before.data()["totals"]["pending"],
        2,
        "nothing settles until the run"
    );
    assert_eq!(before.data()["totals"]["amount"], "200.00");
    assert_eq!(before.data()["totals"]["fees"], "3.00");
    assert_eq!(before.data()["totals"]["settlementAmount"], "197.00");

    let settled = backend::jobs::settle_payments_now(&app.state.owner_pool)
        .await
        .unwrap();
    assert_eq!(settled, 1, "only the old payment's day has come");
    assert_eq!(
        backend::jobs::settle_payments_now(&app.state.owner_pool)
            .await
            .unwrap(),
        0,
        "settled once"
    );
    let after = app.get(&s.c.host, &path, Some(&s.hq)).await;
    let items = after.data()["items"].as_array().unwrap();
    let by_id = |id: &str| items.iter().find(|p| p["billId"] == id).cloned().unwrap();
    let old = by_id("old1");
    assert_eq!(
        (
            old["status"].as_str(),
            old["fee"].as_str(),
            old["settlementAmount"].as_str()
        ),
        (Some("settled"), Some("1.50"), Some("148.50"))
    );
    assert_eq!(by_id("new1")["status"], "pending");
    let pending_only = app
        .get(&s.c.host, &format!("{path}&status=pending"), Some(&s.hq))
        .await;
    assert_eq!(pending_only.data()["total"], 1);
    let one = app
        .get(&s.c.host, "/api/settlement/getpayment?id=old1", Some(&s.hq))
        .await;
    assert_eq!(one.data()["orderId"], order);
    let missing = app
        .get(&s.c.host, "/api/settlement/getpayment?id=nope", Some(&s.hq))
        .await;
    assert_eq!(missing.status, 404);
    let bad = app
        .get(
            &s.c.host,
            "/api/settlement/reportdata?status=paid",
            Some(&s.hq),
        )
        .await;
    assert_eq!(bad.status, 422);

    // HQ changes the terms: 2 % and two working days; bad terms are refused by field.
    let terms = app
        .post(
            &s.c.host,
            "/api/settlement/terms",
            Some(&s.hq),
            json!({"feeFixed": "0", "feePercent": "2", "settlementDays": 2}),
        )
        .await;
    assert_eq!(terms.status, 200, "{}", terms.body);
    let pending = app
        .get(&s.c.host, "/api/settlement/getpayment?id=new1", Some(&s.hq))
        .await;
    assert_eq!(pending.data()["fee"], "1.00", "2 % of RM 50.00");
    let refused = app
        .post(
            &s.c.host,
            "/api/settlement/terms",
            Some(&s.hq),
            json!({"feeFixed": "-1", "feePercent": "2", "settlementDays": 99}),
        )
        .await;
    assert_eq!(refused.status, 422);
    assert!(refused.body["data"]["errors"]["feeFixed"].is_string());
    assert!(refused.body["data"]["errors"]["settlementDays"].is_string());

    let csv = app
        .client
        .get(app.url(&format!("/api/settlement/downloaddata?from={from}")))
        .header("host", &s.c.host)
        .bearer_auth(&s.hq)
        .send()
        .await
        .unwrap();
    let text = csv.text().await.unwrap();
    assert!(text.starts_with(
        "Bill,Order,Agent,Method,Currency,Amount,Gateway fee,Settlement amount,Status"
    ));
    assert_eq!(text.lines().count(), 3, "{text}");
}

#[tokio::test]
async fn a_long_export_runs_in_the_background_with_its_progress_and_only_its_requester_downloads_it(
) {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    // 150 completed orders of 2 units at RM 12.50 each: more than a page (100 rows).
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(
        "insert into orders (number, agent_id, placed_by, status, payment_method, payment_status, shipment_type,
                             sub_total, grand_total, total_units, approved_at, paid_at)
         select 'BG-' || g, $1, $1, 'completed', 'manual', 'paid', 'courier', 25, 25, 2, now(), now()
         from generate_series(1, 150) g",
    )
    .bind(budi)
    .execute(&mut db)
    .await
    .unwrap();

    // Too long to answer at once: the direct export says so and the background one is started.
    let direct = app
        .get(
            &s.c.host,
            "/api/report/export?report=transaction&format=csv",
            Some(&s.hq),
        )
        .await;
    assert_eq!(direct.status, 422, "{}", direct.body);
    assert!(
        direct.body["data"]["errors"]["report"].is_string(),
        "{}",
        direct.body
    );

    // Bad filters start nothing.
    for bad in [
        json!({"report": "transaction", "format": "pdf"}),
        json!({"report": "sales", "format": "csv"}),
        json!({"report": "transaction", "from": "2026-13-01"}),
    ] {
        let r = app
            .post(
                &s.c.host,
                "/api/report/export/start",
                Some(&s.hq),
                bad.clone(),
            )
            .await;
        assert_eq!(r.status, 422, "{bad}: {}", r.body);
    }
    let none = app
        .get(&s.c.host, "/api/report/export/jobs", Some(&s.hq))
        .await;
    assert_eq!(none.data().as_array().unwrap().len(), 0, "{}", none.body);

    let started = app
        .post(
            &s.c.host,
            "/api/report/export/start",
            Some(&s.hq),
            json!({"report": "transaction", "format": "csv", "status": "completed"}),
        )
        .await;
    assert_eq!(started.status, 200, "{}", started.body);
    let id = started.data()["id"].as_i64().unwrap();
    let today = backend::domain::time::kl_today();
    let month = today.format("%Y-%m-01").to_string();
    assert_eq!(
        started.data()["fileName"],
        format!("transaction-{month}-{today}.csv")
    );
    let mut job = started.data().clone();
    for _ in 0..100 {
        if job["status"] == "ready" || job["status"] == "failed" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        job = app
            .get(
                &s.c.host,
                &format!("/api/report/export/job?id={id}"),
                Some(&s.hq),
            )
            .await
            .data()
            .clone();
    }
    assert_eq!(job["status"], "ready", "{job}");
    assert_eq!(job["rowsTotal"], 150);
    assert_eq!(job["rowsDone"], 150);
    let listed = app
        .get(&s.c.host, "/api/report/export/jobs", Some(&s.hq))
        .await;
    assert_eq!(listed.data()[0]["id"], id, "{}", listed.body);

    let file = app
        .client
        .get(app.url(&format!("/api/report/export/download?id={id}")))
        .header("host", &s.c.host)
        .bearer_auth(&s.hq)
        .send()
        .await
        .unwrap();
    assert_eq!(file.status(), 200);
    assert_eq!(
        file.headers()["content-disposition"],
        format!("attachment; filename=\"transaction-{month}-{today}.csv\"").as_str()
    );
    let text = file.text().await.unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 152, "the header, 150 rows and the totals");
    assert!(lines[1].contains(",completed,manual,"), "{text}");
    assert!(
        lines[151].starts_with("Total,") && lines[151].ends_with(",300,3750.00"),
        "{}",
        lines[151]
    );

    // Nobody else reaches it: the company's agent, or another company's HQ with the same id.
    let agent_reads = app
        .get(
            &s.c.host,
            &format!("/api/report/export/job?id={id}"),
            Some(&budi_token),
        )
        .await;
    assert_eq!(agent_reads.status, 403);
    let other = shop(&app).await;
    for path in [
        format!("/api/report/export/job?id={id}"),
        format!("/api/report/export/download?id={id}"),
    ] {
        let r = app.get(&other.c.host, &path, Some(&other.hq)).await;
        assert_eq!(r.status, 404, "{path}: {}", r.body);
    }
    let theirs = app
        .get(&other.c.host, "/api/report/export/jobs", Some(&other.hq))
        .await;
    assert_eq!(theirs.data().as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn the_agent_report_of_a_whole_month_pages_through_sellers_then_the_rest_then_refunds() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (aina, _) = agent(&app, &s, "aina@x.test", None).await;
    let (_, budi_token) = agent(&app, &s, "budi@x.test", Some(aina)).await;
    let (_, citra_token) = agent(&app, &s, "citra@x.test", Some(aina)).await;
    let (dewi, _) = agent(&app, &s, "dewi@x.test", Some(aina)).await;
    completed_order(&app, &s, &budi_token, 4).await; // RM 200
    completed_order(&app, &s, &citra_token, 1).await; // RM 50
    let today = (chrono::Utc::now() + chrono::Duration::hours(8)).date_naive();
    let first = today.with_day(1).unwrap();
    let last = first + chrono::Months::new(1) - chrono::Days::new(1);
    // Dewi's month is a refund of an order she was paid for last month: RM 30 and one order back.
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(
        "insert into sales_totals (agent_id, period, personal_amount, personal_orders) values ($1, $2, -30, -1)",
    )
    .bind(dewi)
    .bind(first)
    .execute(&mut db)
    .await
    .unwrap();
    let get = |path: String| {
        let app = &app;
        let host = s.c.host.clone();
        let token = s.hq.clone();
        async move { app.get(&host, &path, Some(&token)).await }
    };
    let month = format!("from={first}&to={last}");

    // One agent a page: the two who sold, biggest first; Aina, who sold nothing; Dewi's refund last.
    let (mut names, mut totals) = (vec![], vec![]);
    for page in 1..=5 {
        let r = get(format!(
            "/api/agent-report/list?{month}&perPage=1&page={page}"
        ))
        .await;
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.data()["total"], 4, "{}", r.body);
        assert_eq!(
            (&r.data()["totals"][5], &r.data()["totals"][6]),
            (&json!("1"), &json!("220.00")),
            "orders and sales over every agent, on every page"
        );
        totals.push(r.data()["totals"].clone());
        for row in r.data()["rows"].as_array().unwrap() {
            names.push(row[0].as_str().unwrap().to_string());
            if row[0] == "dewi" {
                assert_eq!((&row[5], &row[6]), (&json!("-1"), &json!("-30.00")));
            }
            if row[0] == "aina" {
                assert_eq!((&row[5], &row[6]), (&json!("0"), &json!("0.00")));
            }
        }
    }
    assert_eq!(names, ["budi", "citra", "aina", "dewi"]);
    assert!(totals.iter().all(|t| *t == totals[0]), "{totals:?}");

    // Pages of three agree, and so does the export, which ranks every agent in one query.
    let p1 = get(format!("/api/agent-report/list?{month}&perPage=3")).await;
    let p2 = get(format!("/api/agent-report/list?{month}&perPage=3&page=2")).await;
    let paged: Vec<&str> = [&p1, &p2]
        .iter()
        .flat_map(|r| r.data()["rows"].as_array().unwrap().iter())
        .map(|row| row[0].as_str().unwrap())
        .collect();
    assert_eq!(paged, names);
    let csv = app
        .client
        .get(app.url(&format!(
            "/api/report/export?report=agent&format=csv&{month}"
        )))
        .header("host", &s.c.host)
        .bearer_auth(&s.hq)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let exported: Vec<&str> = csv
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with("Total,"))
        .map(|l| l.split(',').next().unwrap())
        .collect();
    assert_eq!(exported, names, "{csv}");

    // Filtered (by the tier all four are of, then by a status none has): the same walk, its count
    // and sums read through the agents' rows.
    let sellers = get(format!(
        "/api/agent-report/list?{month}&tierId={}&perPage=1&page=2",
        s.tier_id
    ))
    .await;
    assert_eq!(sellers.status, 200, "{}", sellers.body);
    assert_eq!(sellers.data()["total"], 4);
    assert_eq!(sellers.data()["rows"][0][0], "citra");
    assert_eq!(sellers.data()["totals"][6], "220.00");
    // The summary: every agent counted, the same sales, and the commission the ledger holds.
    let earned: rust_decimal::Decimal =
        sqlx::query_scalar("select coalesce(sum(amount), 0) from commission_entries")
            .fetch_one(&mut db)
            .await
            .unwrap();
    for filter in ["", "&tierId=0"] {
        let filter = filter.replace('0', &s.tier_id.to_string());
        let summary = get(format!("/api/agent-report/summary?{month}{filter}")).await;
        assert_eq!(summary.status, 200, "{}", summary.body);
        assert_eq!(figure(summary.data(), "agents"), "4", "{}", summary.body);
        assert_eq!(figure(summary.data(), "sales"), "220.00");
        assert_eq!(
            figure(summary.data(), "commission"),
            format!("{earned:.2}"),
            "{filter}"
        );
        assert_eq!(
            figure(summary.data(), "commission"),
            totals[0][7].as_str().unwrap()
        );
    }
    let none = get(format!(
        "/api/agent-report/summary?{month}&status=suspended"
    ))
    .await;
    assert_eq!(figure(none.data(), "agents"), "0");
    assert_eq!(figure(none.data(), "commission"), "0.00");
    let none = get(format!("/api/agent-report/list?{month}&status=suspended")).await;
    assert_eq!(none.status, 200, "{}", none.body);
    assert_eq!(
        (&none.data()["total"], &none.data()["rows"]),
        (&json!(0), &json!([]))
    );
    assert_eq!(none.data()["totals"][6], "0.00");
}
