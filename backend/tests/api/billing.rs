//! The vendor bills every company: trial, renewal invoices, reminders, overdue, lock, payment
//! through the vendor's Billplz (a local fake) and unlock, proration, manual and partial payments,
//! voids, the plan's agent limit, and one company never reaching another's invoices.

use crate::fakes::billplz::FakeBillplz;
use crate::helpers::*;
use crate::vendor::{vendor_token, ADMIN};
use backend::{config::VendorBillplz, domain::time::kl_today, features::billing::run};
use chrono::{Duration, NaiveDate};
use serde_json::{json, Value};

async fn bill(app: &TestApp, c: &TestCompany, day: NaiveDate) -> run::RunCounts {
    run::run_company(&app.state, &c.company, day)
        .await
        .expect("billing run")
}

async fn status_of(app: &TestApp, c: &TestCompany) -> String {
    let mut db = app.owner().await;
    sqlx::query_scalar("select status from platform.companies where id = $1")
        .bind(c.company.id)
        .fetch_one(&mut db)
        .await
        .unwrap()
}

/// Ends the company's trial: the current month-long period started 15 days ago and renews in 15.
async fn mid_period(app: &TestApp, c: &TestCompany) -> NaiveDate {
    let today = kl_today();
    let mut db = app.owner().await;
    sqlx::query("select set_config('app.platform', 'on', false)")
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query(
        "update platform.subscriptions set trial_ends_on = null, period_start = $2, renews_on = $3
         where company_id = $1",
    )
    .bind(c.company.id)
    .bind(today - Duration::days(15))
    .bind(today + Duration::days(15))
    .execute(&mut db)
    .await
    .unwrap();
    today
}

fn first_invoice(list: &Reply) -> Value {
    list.data()["items"][0].clone()
}

#[tokio::test]
async fn a_new_company_starts_a_trial_of_the_cheapest_plan_and_sees_only_its_currency() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let o = app
        .get(&c.host, "/api/subscription/overview", Some(&hq))
        .await;
    assert_eq!(o.status, 200, "{}", o.body);
    assert_eq!(o.data()["status"], "trial");
    assert_eq!(o.data()["plan"]["code"], "starter-myr");
    assert_eq!(o.data()["plan"]["monthlyPrice"], "199.00");
    assert_eq!(o.data()["usage"]["agents"], 0);
    assert_eq!(o.data()["usage"]["branches"], 1);
    assert_eq!(o.data()["balanceDue"], "0.00");
    let today = kl_today();
    assert_eq!(
        o.data()["subscription"]["trialEndsOn"],
        (today + Duration::days(14)).to_string()
    );
    let plans = app.get(&c.host, "/api/subscription/plans", Some(&hq)).await;
    let plans = plans.data().as_array().unwrap().clone();
    assert!(plans.len() >= 3);
    assert!(plans.iter().all(|p| p["currency"] == "MYR"));
    assert_eq!(plans.iter().filter(|p| p["current"] == true).count(), 1);

    let idr = app.company_in("IDR").await;
    let idr_hq = app.token(&idr.host, &idr.hq_email).await;
    let idr_plans = app
        .get(&idr.host, "/api/subscription/plans", Some(&idr_hq))
        .await;
    let idr_plan = idr_plans.data()[0]["id"].as_i64().unwrap();
    assert_eq!(idr_plans.data()[0]["monthlyPrice"], "699000");
    let r = app
        .get(
            &c.host,
            &format!("/api/subscription/plan?id={idr_plan}"),
            Some(&hq),
        )
        .await;
    assert_eq!(r.status, 404, "another currency's plan is not offered");
    let r = app
        .post(
            &c.host,
            "/api/subscription/change-plan",
            Some(&hq),
            json!({"planId": idr_plan, "period": "monthly"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(r.data()["errors"]["planId"].is_string(), "{}", r.body);

    // Agents have no business with the subscription.
    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let agent = app.token(&c.host, "agent@x.test").await;
    let r = app
        .get(&c.host, "/api/subscription/overview", Some(&agent))
        .await;
    assert_eq!(r.status, 403);
}

#[tokio::test]
async fn overdue_locks_the_company_and_paying_through_billplz_unlocks_it_once_whatever_the_notices()
{
    let fake = FakeBillplz::start().await;
    let mut config = test_config();
    config.vendor_billplz = Some(VendorBillplz {
        url: format!("{}/api", fake.base_url),
        api_key: fake.api_key.clone(),
        collection_id: "vendorcol".into(),
        x_signature_key: fake.x_signature_key.clone(),
    });
    let app = TestApp::spawn_with(config).await;
    let c = app.company().await;
    app.add_user(&c.company, "agent@x.test", "agent", &[]).await;
    let today = kl_today();
    let renewal = today + Duration::days(14);

    // The trial ends in 14 days: the invoice is issued 7 days ahead, once.
    assert_eq!(bill(&app, &c, today + Duration::days(6)).await.issued, 0);
    let counts = bill(&app, &c, today + Duration::days(7)).await;
    assert_eq!(counts.issued, 1);
    assert_eq!(bill(&app, &c, today + Duration::days(7)).await.issued, 0);
    let hq = app.token(&c.host, &c.hq_email).await;
    let list = app
        .get(&c.host, "/api/subscription/invoice/list", Some(&hq))
        .await;
    assert_eq!(list.data()["total"], 1, "{}", list.body);
    let inv = first_invoice(&list);
    assert_eq!(inv["total"], "199.00");
    assert_eq!(inv["status"], "pending");
    assert_eq!(inv["dueOn"], renewal.to_string());
    let id = inv["id"].as_i64().unwrap();
    let number = inv["number"].as_str().unwrap().to_string();
    let (subject, body) = app.last_email(&c.company, &c.hq_email).await.unwrap();
    assert!(subject.contains(&number), "{subject}");
    assert!(
        body.contains(&format!("/subscription/detail/{id}")),
        "{body}"
    );

    // Reminders: three days before, on the day, and when overdue; each once.
    assert_eq!(
        bill(&app, &c, renewal - Duration::days(3)).await.reminded,
        1
    );
    assert_eq!(
        bill(&app, &c, renewal - Duration::days(2)).await.reminded,
        0
    );
    assert_eq!(bill(&app, &c, renewal).await.reminded, 1);
    // Within the 3 grace days nothing is locked.
    let counts = bill(&app, &c, renewal + Duration::days(3)).await;
    assert_eq!((counts.overdue, counts.locked), (0, 0));
    assert_eq!(status_of(&app, &c).await, "active");
    let counts = bill(&app, &c, renewal + Duration::days(4)).await;
    assert_eq!((counts.overdue, counts.locked, counts.reminded), (1, 1, 1));
    assert_eq!(status_of(&app, &c).await, "locked");
    let (subject, _) = app.last_email(&c.company, &c.hq_email).await.unwrap();
    assert!(subject.contains("overdue"), "{subject}");

    // Locked: agents are kept out; HQ signs in and reaches only the subscription.
    let r = app.login(&c.host, "agent@x.test", PASSWORD).await;
    assert_eq!((r.status.as_u16(), r.error()), (403, "subscription_locked"));
    let hq = app.token(&c.host, &c.hq_email).await;
    let me = app.get(&c.host, "/api/user/detail", Some(&hq)).await;
    assert_eq!(me.data()["subscription"]["status"], "locked", "{}", me.body);
    assert_eq!(me.data()["subscription"]["disallow_login"], false);
    let r = app.get(&c.host, "/api/setup/tier", Some(&hq)).await;
    assert_eq!((r.status.as_u16(), r.error()), (403, "subscription_locked"));
    let o = app
        .get(&c.host, "/api/subscription/overview", Some(&hq))
        .await;
    assert_eq!(o.data()["locked"], true);
    assert_eq!(o.data()["due"]["id"], id);
    assert_eq!(o.data()["due"]["status"], "overdue");

    let detail = app
        .get(
            &c.host,
            &format!("/api/subscription/invoice/detail?id={id}"),
            Some(&hq),
        )
        .await;
    assert_eq!(
        detail.data()["payMethods"],
        json!(["billplz"]),
        "{}",
        detail.body
    );
    let r = app
        .post(
            &c.host,
            "/api/subscription/invoice/pay",
            Some(&hq),
            json!({"id": id, "method": "stripe"}),
        )
        .await;
    assert_eq!(r.status, 422, "stripe is not configured: {}", r.body);
    let r = app
        .post(
            &c.host,
            "/api/subscription/invoice/pay",
            Some(&hq),
            json!({"id": id, "method": "billplz"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let url = r.data()["url"].as_str().unwrap().to_string();
    let bill_id = url.rsplit('/').next().unwrap().to_string();
    assert_eq!(fake.bill(&bill_id).unwrap()["amount"], 19900);
    // Asking again opens the same page.
    let again = app
        .post(
            &c.host,
            "/api/subscription/invoice/pay",
            Some(&hq),
            json!({"id": id, "method": "billplz"}),
        )
        .await;
    assert_eq!(again.data()["url"], url.as_str());

    let (form, redirect) = pay_at_fake(&app, &fake, &bill_id).await;
    let query = redirect.split_once('?').unwrap().1.to_string();

    // A forged callback changes nothing.
    let mut forged = form.clone();
    forged
        .iter_mut()
        .find(|(k, _)| k == "paid_amount")
        .unwrap()
        .1 = "1".into();
    let r = app
        .send(
            app.client
                .post(app.url("/api/billing/billplz/callback"))
                .header("host", &c.host)
                .form(&forged),
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (400, "bad_signature"));
    assert_eq!(status_of(&app, &c).await, "locked");

    // The redirect first, then the callback ten times: paid once, unlocked.
    let r = app
        .send(
            reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap()
                .get(app.url(&format!("/api/billing/billplz/redirect?{query}")))
                .header("host", &c.host),
        )
        .await;
    assert_eq!(r.status, 302);
    for _ in 0..10 {
        let r = app
            .send(
                app.client
                    .post(app.url("/api/billing/billplz/callback"))
                    .header("host", &c.host)
                    .form(&form),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    assert_eq!(status_of(&app, &c).await, "active");
    let detail = app
        .get(
            &c.host,
            &format!("/api/subscription/invoice/detail?id={id}"),
            Some(&hq),
        )
        .await;
    assert_eq!(detail.data()["status"], "paid", "{}", detail.body);
    assert_eq!(detail.data()["balance"], "0.00");
    assert_eq!(detail.data()["payments"].as_array().unwrap().len(), 1);
    assert_eq!(detail.data()["payMethods"], json!([]));
    let r = app.get(&c.host, "/api/setup/tier", Some(&hq)).await;
    assert_eq!(r.status, 200, "unlocked on the next request: {}", r.body);
    assert_eq!(
        app.login(&c.host, "agent@x.test", PASSWORD).await.status,
        200
    );
    let r = app
        .post(
            &c.host,
            "/api/subscription/invoice/pay",
            Some(&hq),
            json!({"id": id, "method": "billplz"}),
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (422, "invoice_not_payable"));
}

#[tokio::test]
async fn a_change_of_plan_is_prorated_onto_the_next_invoice_and_a_change_of_period_waits_for_it() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let today = mid_period(&app, &c).await;
    let plans = app.get(&c.host, "/api/subscription/plans", Some(&hq)).await;
    let growth = plans
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["code"] == "growth-myr")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let preview = app
        .get(
            &c.host,
            &format!("/api/subscription/change-plan/preview?planId={growth}"),
            Some(&hq),
        )
        .await;
    // (499 − 199) × 15 of 30 days.
    assert_eq!(preview.data()["amount"], "150.00", "{}", preview.body);
    let r = app
        .post(
            &c.host,
            "/api/subscription/change-plan",
            Some(&hq),
            json!({"planId": growth, "period": "yearly"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["plan"]["code"], "growth-myr");
    assert_eq!(r.data()["subscription"]["period"], "monthly");
    assert_eq!(r.data()["subscription"]["nextPeriod"], "yearly");
    let bad = app
        .post(
            &c.host,
            "/api/subscription/change-plan",
            Some(&hq),
            json!({"planId": growth, "period": "weekly"}),
        )
        .await;
    assert_eq!(bad.status, 422);

    assert_eq!(bill(&app, &c, today + Duration::days(8)).await.issued, 1);
    let list = app
        .get(&c.host, "/api/subscription/invoice/list", Some(&hq))
        .await;
    let id = first_invoice(&list)["id"].as_i64().unwrap();
    let detail = app
        .get(
            &c.host,
            &format!("/api/subscription/invoice/detail?id={id}"),
            Some(&hq),
        )
        .await;
    let items = detail.data()["items"].as_array().unwrap();
    assert_eq!(items.len(), 2, "{}", detail.body);
    assert_eq!(
        items[0]["amount"], "4990.00",
        "the yearly price from the renewal"
    );
    assert_eq!(items[1]["amount"], "150.00");
    assert_eq!(detail.data()["total"], "5140.00");
    let start = today + Duration::days(15);
    assert_eq!(detail.data()["periodStart"], start.to_string());
    let o = app
        .get(&c.host, "/api/subscription/overview", Some(&hq))
        .await;
    assert_eq!(o.data()["subscription"]["period"], "yearly");
    assert_eq!(o.data()["subscription"]["nextPeriod"], Value::Null);
}

#[tokio::test]
async fn the_vendor_records_partial_and_over_payments_and_voids_an_unpaid_invoice() {
    let app = TestApp::spawn().await;
    let vendor = vendor_token(&app).await;
    let c = app.company().await;
    let today = kl_today();
    bill(&app, &c, today + Duration::days(7)).await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let list = app
        .get(&c.host, "/api/subscription/invoice/list", Some(&hq))
        .await;
    let id = first_invoice(&list)["id"].as_i64().unwrap();

    let path = format!("/api/vendor/invoices/{id}/payments");
    let pay = |amount: &'static str, reference: &'static str| {
        let (app, path, vendor) = (&app, path.clone(), vendor.clone());
        async move {
            app.post(
                ADMIN,
                &path,
                Some(&vendor),
                json!({"amount": amount, "reference": reference, "note": "Bank transfer"}),
            )
            .await
        }
    };
    let r = pay("-5", "").await;
    assert_eq!(r.status, 422);
    let r = pay("50", "MBB-1001").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["status"], "partially_paid");
    assert_eq!(r.data()["balance"], "149.00");
    let r = pay("50", "MBB-1001").await;
    assert_eq!(r.status, 422, "the same transfer twice: {}", r.body);
    let r = pay("200", "MBB-1002").await;
    assert_eq!(r.data()["status"], "paid");
    assert_eq!(r.data()["paid"], "199.00");
    let o = app
        .get(&c.host, "/api/subscription/overview", Some(&hq))
        .await;
    assert_eq!(
        o.data()["subscription"]["creditBalance"],
        "51.00",
        "the rest is kept as credit"
    );
    let r = app
        .post(
            ADMIN,
            &format!("/api/vendor/invoices/{id}/void"),
            Some(&vendor),
            json!({"reason": "Mistake"}),
        )
        .await;
    assert_eq!(
        (r.status.as_u16(), r.error()),
        (422, "invoice_not_voidable")
    );

    // The next invoice takes the credit off.
    let renews: NaiveDate = o.data()["subscription"]["renewsOn"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    bill(&app, &c, renews - Duration::days(7)).await;
    let list = app
        .get(&c.host, "/api/subscription/invoice/list", Some(&hq))
        .await;
    let next = first_invoice(&list);
    assert_eq!(next["total"], "148.00", "{}", list.body);
    let next_id = next["id"].as_i64().unwrap();
    let r = app
        .post(
            ADMIN,
            &format!("/api/vendor/invoices/{next_id}/void"),
            Some(&vendor),
            json!({"reason": ""}),
        )
        .await;
    assert_eq!(r.status, 422);
    let r = app
        .post(
            ADMIN,
            &format!("/api/vendor/invoices/{next_id}/void"),
            Some(&vendor),
            json!({"reason": "Waived"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["status"], "void");
    assert_eq!(r.data()["balance"], "0.00");
    let r = pay("10", "late").await;
    assert_eq!(
        r.status, 200,
        "a paid invoice still takes money as credit: {}",
        r.body
    );
    let r = app
        .post(
            ADMIN,
            &format!("/api/vendor/invoices/{next_id}/payments"),
            Some(&vendor),
            json!({"amount": "10"}),
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (422, "invoice_void"));

    // A one-off invoice beside the renewals, e-mailed to the company.
    let path = format!("/api/vendor/companies/{}/invoices", c.company.id);
    let bad = app
        .post(
            ADMIN,
            &path,
            Some(&vendor),
            json!({"description": "", "amount": "1.234", "dueOn": "2000-01-01"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    for f in ["description", "amount", "dueOn"] {
        assert!(bad.data()["errors"][f].is_string(), "{f}: {}", bad.body);
    }
    let due = (kl_today() + Duration::days(14)).to_string();
    let one_off = app
        .post(
            ADMIN,
            &path,
            Some(&vendor),
            json!({"description": "Training day", "amount": "850", "dueOn": due}),
        )
        .await;
    assert_eq!(one_off.status, 200, "{}", one_off.body);
    assert_eq!(one_off.data()["total"], "850.00");
    assert_eq!(one_off.data()["status"], "pending");
    assert_eq!(one_off.data()["items"][0]["description"], "Training day");
    let (subject, _) = app.last_email(&c.company, &c.hq_email).await.unwrap();
    assert!(
        subject.contains(one_off.data()["number"].as_str().unwrap()),
        "{subject}"
    );
    let all = app
        .get(
            ADMIN,
            &format!("/api/vendor/invoices?companyId={}", c.company.id),
            Some(&vendor),
        )
        .await;
    assert_eq!(all.data()["total"], 3, "{}", all.body);
    let companies = app.get(ADMIN, "/api/vendor/companies", Some(&vendor)).await;
    let mine = companies
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["id"] == c.company.id)
        .unwrap()
        .clone();
    assert_eq!(mine["planName"], "Starter");
    assert_eq!(mine["balanceDue"], "850.00", "the one-off invoice is owed");
    let summary = app
        .get(ADMIN, "/api/vendor/billing/summary", Some(&vendor))
        .await;
    assert_eq!(summary.status, 200, "{}", summary.body);
}

#[tokio::test]
async fn one_company_never_sees_nor_pays_another_companys_invoice() {
    let app = TestApp::spawn().await;
    let a = app.company().await;
    let b = app.company().await;
    bill(&app, &a, kl_today() + Duration::days(7)).await;
    let hq_a = app.token(&a.host, &a.hq_email).await;
    let hq_b = app.token(&b.host, &b.hq_email).await;
    let list = app
        .get(&a.host, "/api/subscription/invoice/list", Some(&hq_a))
        .await;
    let id = first_invoice(&list)["id"].as_i64().unwrap();
    let r = app
        .get(
            &b.host,
            &format!("/api/subscription/invoice/detail?id={id}"),
            Some(&hq_b),
        )
        .await;
    assert_eq!(r.status, 404);
    let r = app
        .post(
            &b.host,
            "/api/subscription/invoice/pay",
            Some(&hq_b),
            json!({"id": id, "method": "billplz"}),
        )
        .await;
    assert_eq!(r.status, 404);
    // The accounting reference of A's invoice is nobody's on B's host: the lookup finds nothing.
    let mut db = app.owner().await;
    sqlx::query("select set_config('app.platform', 'on', false)")
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query("update platform.subscription_invoices set accounting_ref = $2 where id = $1")
        .bind(id)
        .bind(format!("ZB-{id}"))
        .execute(&mut db)
        .await
        .unwrap();
    let mine = app
        .get(
            &a.host,
            &format!("/api/subscription/accounting-invoice?ref=ZB-{id}"),
            Some(&hq_a),
        )
        .await;
    assert_eq!(mine.data()["invoice"]["id"], id, "{}", mine.body);
    let theirs = app
        .get(
            &b.host,
            &format!("/api/subscription/accounting-invoice?ref=ZB-{id}"),
            Some(&hq_b),
        )
        .await;
    assert_eq!(
        (theirs.status.as_u16(), theirs.data()["invoice"].is_null()),
        (200, true),
        "{}",
        theirs.body
    );
    let r = app
        .post(
            &b.host,
            "/api/subscription/accounting-invoice/pay",
            Some(&hq_b),
            json!({"ref": format!("ZB-{id}"), "method": "billplz"}),
        )
        .await;
    assert_eq!(r.status, 404);
    let list_b = app
        .get(&b.host, "/api/subscription/invoice/list", Some(&hq_b))
        .await;
    assert_eq!(list_b.data()["total"], 0);
    // A's token on B's host is nobody there.
    let r = app
        .get(
            &b.host,
            &format!("/api/subscription/invoice/detail?id={id}"),
            Some(&hq_a),
        )
        .await;
    assert_eq!(r.status, 401);
    // Row-level security: in B's scope, A's billing rows do not exist.
    let mut db = app.owner_in(&b.company).await;
    let seen: i64 = sqlx::query_scalar("select count(*) from platform.subscription_invoices")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(seen, 0);
    let seen: i64 = sqlx::query_scalar("select count(*) from platform.subscriptions")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(seen, 1, "only its own subscription");
}

#[tokio::test]
async fn a_company_at_its_plans_agent_limit_cannot_register_another() {
    let app = TestApp::spawn().await;
    let vendor = vendor_token(&app).await;
    let c = app.company().await;
    let code = format!("tiny-{}", &uuid::Uuid::new_v4().simple().to_string()[..8]);
    let plan = app
        .post(ADMIN, "/api/vendor/plans", Some(&vendor), json!({
            "code": code, "name": "Tiny", "currency": "MYR", "monthlyPrice": "9.90", "yearlyPrice": "99",
            "maxAgents": 1, "features": ["reports"], "trialDays": 0, "active": false
        }))
        .await;
    assert_eq!(plan.status, 200, "{}", plan.body);
    let plan_id = plan.data()["id"].as_i64().unwrap();
    let bad = app
        .post(ADMIN, "/api/vendor/plans", Some(&vendor), json!({
            "code": code, "name": "", "currency": "EUR", "monthlyPrice": "x", "yearlyPrice": "1.001",
            "features": ["teleport"]
        }))
        .await;
    assert_eq!(bad.status, 422);
    for f in [
        "name",
        "currency",
        "monthlyPrice",
        "yearlyPrice",
        "features",
    ] {
        assert!(bad.data()["errors"][f].is_string(), "{f}: {}", bad.body);
    }
    let r = app
        .post(
            ADMIN,
            &format!("/api/vendor/companies/{}/subscription", c.company.id),
            Some(&vendor),
            json!({"planId": plan_id, "period": "monthly", "trialDays": 0}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);

    let mut db = app.owner_in(&c.company).await;
    let tier: i64 =
        sqlx::query_scalar("insert into tiers (name, rank_number) values ('Gold', 1) returning id")
            .fetch_one(&mut db)
            .await
            .unwrap();
    let hq = app.token(&c.host, &c.hq_email).await;
    let register = |email: &str| {
        json!({"tierId": tier, "username": email.split('@').next().unwrap(), "email": email,
               "accFirstName": "Siti", "accCodePhone": "+60", "accPhone": "0123456789"})
    };
    let r = app
        .post(
            &c.host,
            "/api/agent-database/register",
            Some(&hq),
            register("one@x.test"),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = app
        .post(
            &c.host,
            "/api/agent-database/register",
            Some(&hq),
            register("two@x.test"),
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (422, "plan_agent_limit"));
    assert!(r.message().contains("allows 1 agents"), "{}", r.body);
    let o = app
        .get(&c.host, "/api/subscription/overview", Some(&hq))
        .await;
    assert_eq!(o.data()["usage"]["agents"], 1);
    assert_eq!(o.data()["usage"]["maxAgents"], 1);
    // The current plan stays listed for the company although it is no longer offered.
    let plans = app.get(&c.host, "/api/subscription/plans", Some(&hq)).await;
    assert!(plans
        .data()
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p["id"] == plan_id && p["current"] == true));
}

#[tokio::test]
async fn stripe_pays_once_by_its_signed_webhook_in_any_order_and_refuses_forged_stale_and_altered_events(
) {
    use backend::{config::StripeConfig, integrations::stripe::signature_header};
    // A server standing in for Stripe (its Checkout Sessions), and the app talking to it.
    let mut fake_config = test_config();
    fake_config.dev_fakes = true;
    let fake = TestApp::spawn_with(fake_config).await;
    let mut config = test_config();
    const SECRET: &str = "whsec_test_billing";
    config.stripe = Some(StripeConfig {
        api_url: format!("http://{}/_fake/stripe/", fake.addr),
        secret_key: "sk_test_billing".into(),
        webhook_secret: SECRET.into(),
    });
    let app = TestApp::spawn_with(config).await;
    let c = app.company().await;
    bill(&app, &c, kl_today() + Duration::days(7)).await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let list = app
        .get(&c.host, "/api/subscription/invoice/list", Some(&hq))
        .await;
    let id = first_invoice(&list)["id"].as_i64().unwrap();
    let detail = app
        .get(
            &c.host,
            &format!("/api/subscription/invoice/detail?id={id}"),
            Some(&hq),
        )
        .await;
    assert_eq!(
        detail.data()["payMethods"],
        json!(["stripe"]),
        "{}",
        detail.body
    );
    let r = app
        .post(
            &c.host,
            "/api/subscription/invoice/pay",
            Some(&hq),
            json!({"id": id, "method": "stripe"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let url = r.data()["url"].as_str().unwrap().to_string();
    assert!(url.contains("/_fake/stripe/pay/cs_test_"), "{url}");
    let session = url.rsplit('/').next().unwrap().to_string();

    let event = |kind: &str, payment_status: &str| {
        json!({
            "id": format!("evt_{}", uuid::Uuid::new_v4().simple()), "object": "event", "type": kind,
            "created": chrono::Utc::now().timestamp(), "livemode": false,
            "data": {"object": {"id": session, "object": "checkout.session",
                                "payment_status": payment_status, "amount_total": 19900}}
        })
        .to_string()
    };
    let deliver = |body: String, header: String| {
        app.send(
            app.client
                .post(app.url("/api/billing/stripe/webhook"))
                .header("host", &c.host)
                .header("content-type", "application/json")
                .header("stripe-signature", header)
                .body(body),
        )
    };
    let now = chrono::Utc::now().timestamp();
    let status = || async {
        app.get(
            &c.host,
            &format!("/api/subscription/invoice/detail?id={id}"),
            Some(&hq),
        )
        .await
        .data()
        .clone()
    };

    // Forged (another secret), stale (over 300 s old) and altered after signing: 400, nothing changes.
    let paid = event("checkout.session.completed", "paid");
    let r = deliver(
        paid.clone(),
        signature_header("whsec_forged", now, paid.as_bytes()),
    )
    .await;
    assert_eq!((r.status.as_u16(), r.error()), (400, "bad_signature"));
    let r = deliver(
        paid.clone(),
        signature_header(SECRET, now - 301, paid.as_bytes()),
    )
    .await;
    assert_eq!((r.status.as_u16(), r.error()), (400, "bad_signature"));
    let header = signature_header(SECRET, now, paid.as_bytes());
    let r = deliver(paid.replace("19900", "100"), header).await;
    assert_eq!((r.status.as_u16(), r.error()), (400, "bad_signature"));
    let r = deliver(paid.clone(), String::new()).await;
    assert_eq!(r.status, 400);
    assert_eq!(status().await["status"], "pending");

    // FPX: the session completes unpaid first, then its payment succeeds; then replays.
    let unpaid = event("checkout.session.completed", "unpaid");
    let r = deliver(
        unpaid.clone(),
        signature_header(SECRET, now, unpaid.as_bytes()),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(status().await["status"], "pending");
    let succeeded = event("checkout.session.async_payment_succeeded", "paid");
    let r = deliver(
        succeeded.clone(),
        signature_header(SECRET, now, succeeded.as_bytes()),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    for _ in 0..3 {
        let r = deliver(paid.clone(), signature_header(SECRET, now, paid.as_bytes())).await;
        assert_eq!(r.status, 200);
    }
    let after = status().await;
    assert_eq!(after["status"], "paid", "{after}");
    assert_eq!(after["paid"], "199.00");
    assert_eq!(
        after["payments"].as_array().unwrap().len(),
        1,
        "paid once: {after}"
    );
    assert_eq!(after["payments"][0]["method"], "stripe");

    // An event about a session that is not ours is acknowledged and changes nothing.
    let stranger = event("checkout.session.completed", "paid").replace(&session, "cs_test_unknown");
    let r = deliver(
        stranger.clone(),
        signature_header(SECRET, now, stranger.as_bytes()),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

/// The payer pays the bill at the vendor's Billplz stand-in: the signed callback it sends and the
/// address it redirects the browser to.
async fn pay_at_fake(
    app: &TestApp,
    fake: &FakeBillplz,
    bill: &str,
) -> (Vec<(String, String)>, String) {
    let paid: Value = app
        .client
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
    (
        serde_json::from_value(paid["callback"].clone()).unwrap(),
        paid["redirect"].as_str().unwrap().to_string(),
    )
}

/// The hosted payment page's call for a session (`details` or `checkout` body).
fn session_body(url: &str, bank: Option<&str>) -> Value {
    let (kind, id) = url.trim_start_matches("/ejenpay/").split_once('/').unwrap();
    match bank {
        Some(bank) => json!({"payType": kind, "sessionId": id, "bankCode": bank}),
        None => json!({"payType": kind, "sessionId": id}),
    }
}

#[tokio::test]
async fn a_locked_hq_pays_its_overdue_invoice_on_the_payment_page_straight_at_its_bank() {
    let fake = FakeBillplz::start().await;
    let mut config = test_config();
    config.vendor_billplz = Some(VendorBillplz {
        url: format!("{}/api", fake.base_url),
        api_key: fake.api_key.clone(),
        collection_id: "vendorcol".into(),
        x_signature_key: fake.x_signature_key.clone(),
    });
    let app = TestApp::spawn_with(config).await;
    let c = app.company().await;
    let today = kl_today();
    bill(&app, &c, today + Duration::days(7)).await;
    bill(&app, &c, today + Duration::days(18)).await;
    assert_eq!(status_of(&app, &c).await, "locked");
    let hq = app.token(&c.host, &c.hq_email).await;
    let list = app
        .get(&c.host, "/api/subscription/invoice/list", Some(&hq))
        .await;
    let inv = first_invoice(&list);
    let id = inv["id"].as_i64().unwrap();
    let number = inv["number"].as_str().unwrap().to_string();

    // HQ opens the invoice's page while locked; it shows what is left to pay and where it leads.
    let opened = app
        .post(
            &c.host,
            "/api/subscription/invoice/session",
            Some(&hq),
            json!({"id": id}),
        )
        .await;
    assert_eq!(opened.status, 200, "{}", opened.body);
    let page = opened.data()["url"].as_str().unwrap().to_string();
    assert!(page.starts_with("/ejenpay/invoice/"), "{page}");
    let details = |body: Value| {
        let (app, host, hq) = (&app, c.host.clone(), hq.clone());
        async move {
            app.post(&host, "/api/integration/ejenpay/details", Some(&hq), body)
                .await
        }
    };
    let seen = details(session_body(&page, None)).await;
    assert_eq!(seen.status, 200, "{}", seen.body);
    let s = &seen.data()["session"];
    assert_eq!(s["payType"], "invoice");
    assert_eq!(s["reference"], number.as_str());
    assert_eq!(s["amount"], "199.00");
    assert_eq!(s["status"], "due");
    assert_eq!(s["payable"], true);
    assert_eq!(s["resultPath"], format!("/subscription/detail/{id}"));
    // The page lists the vendor's FPX banks; the company's own stay shut while it is locked.
    let banks = app
        .get(
            &c.host,
            "/api/integration/billplz/getBank?payType=invoice",
            Some(&hq),
        )
        .await;
    assert_eq!(banks.status, 200, "{}", banks.body);
    let online: Vec<_> = banks
        .data()
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["active"] == true)
        .map(|b| b["code"].as_str().unwrap())
        .collect();
    assert!(online.contains(&"TEST0021"), "{}", banks.body);
    let own = app
        .get(&c.host, "/api/integration/billplz/getBank", Some(&hq))
        .await;
    assert_eq!(
        (own.status.as_u16(), own.error()),
        (403, "subscription_locked")
    );
    // The company's own payment sessions stay shut while it is locked.
    let order = details(json!({"payType": "order", "sessionId": "AAAAAAAAAAAAAAAAAAAAAAAA"})).await;
    assert_eq!(
        (order.status.as_u16(), order.error()),
        (403, "subscription_locked")
    );

    // An offline bank is refused and opens nothing; an online one gets the vendor's bill straight
    // to it, for what is left.
    let pay = |bank: &'static str| {
        let (app, host, hq, page) = (&app, c.host.clone(), hq.clone(), page.clone());
        async move {
            app.post(
                &host,
                "/api/integration/billplz/checkout",
                Some(&hq),
                session_body(&page, Some(bank)),
            )
            .await
        }
    };
    let offline = pay("OCBC0229").await;
    assert_eq!(offline.status, 422, "{}", offline.body);
    assert!(offline.data()["errors"]["bankCode"].is_string());
    let paying = pay("TEST0021").await;
    assert_eq!(paying.status, 200, "{}", paying.body);
    let url = paying.data()["url"].as_str().unwrap().to_string();
    let bill_id = url.rsplit('/').next().unwrap().to_string();
    let sent = fake.bill(&bill_id).unwrap();
    assert_eq!(sent["amount"], 19900);
    assert_eq!(sent["collection_id"], "vendorcol");
    assert_eq!(
        (&sent["reference_1_label"], &sent["reference_1"]),
        (&json!("Bank Code"), &json!("TEST0021"))
    );
    assert_eq!(sent["reference_2"], number.as_str());

    // Paid at the bank: the invoice is paid, the company unlocked, the page says paid.
    let (form, _) = pay_at_fake(&app, &fake, &bill_id).await;
    let r = app
        .send(
            app.client
                .post(app.url("/api/billing/billplz/callback"))
                .header("host", &c.host)
                .form(&form),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(status_of(&app, &c).await, "active");
    let after = details(session_body(&page, None)).await;
    assert_eq!(after.data()["session"]["status"], "paid", "{}", after.body);
    assert_eq!(after.data()["session"]["payable"], false);
    let again = pay("TEST0021").await;
    assert_eq!(
        (again.status.as_u16(), again.error()),
        (409, "payment_not_due")
    );
    let r = app
        .post(
            &c.host,
            "/api/subscription/invoice/session",
            Some(&hq),
            json!({"id": id}),
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (422, "invoice_not_payable"));

    // Another company's HQ neither sees the page nor opens one for this invoice; an agent has none.
    let other = app.company().await;
    let other_hq = app.token(&other.host, &other.hq_email).await;
    let theirs = app
        .post(
            &other.host,
            "/api/integration/ejenpay/details",
            Some(&other_hq),
            session_body(&page, None),
        )
        .await;
    assert!(theirs.data()["session"].is_null(), "{}", theirs.body);
    let r = app
        .post(
            &other.host,
            "/api/subscription/invoice/session",
            Some(&other_hq),
            json!({"id": id}),
        )
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    app.add_user(&c.company, "agent@inv.test", "agent", &[])
        .await;
    let agent = app.token(&c.host, "agent@inv.test").await;
    let mine = app
        .post(
            &c.host,
            "/api/integration/ejenpay/details",
            Some(&agent),
            session_body(&page, None),
        )
        .await;
    assert!(mine.data()["session"].is_null(), "{}", mine.body);
    let r = app
        .post(
            &c.host,
            "/api/subscription/invoice/session",
            Some(&agent),
            json!({"id": id}),
        )
        .await;
    assert_eq!(r.status, 403, "{}", r.body);
}
