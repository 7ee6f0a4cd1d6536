//! The agent network beyond registration: links, the agent database, promote/demote, upline
//! moves, suspension and the inactive job.

use crate::{
    agents::{agent_in, tiers},
    helpers::*,
};
use serde_json::json;

async fn promote_staff(app: &TestApp, c: &TestCompany) -> String {
    app.add_user(
        &c.company,
        "pd@x.test",
        "staff",
        &["promote_demote_suspend"],
    )
    .await;
    app.token(&c.host, "pd@x.test").await
}

async fn group_size(app: &TestApp, c: &TestCompany, id: i64) -> i64 {
    let mut db = app.owner_in(&c.company).await;
    sqlx::query_scalar::<_, i32>("select group_size from users where id = $1")
        .bind(id)
        .fetch_one(&mut db)
        .await
        .unwrap()
        .into()
}

#[tokio::test]
async fn a_registration_link_is_read_from_the_server_and_links_are_offered_per_tier() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [platinum, gold, silver] = tiers(&app, &c).await;
    let leader = agent_in(&app, &c, "leader@x.test", gold, None).await;
    let company = c.company.id;
    // Terms for Silver, for every tier, and for Gold (not shown to a Silver recruit).
    let mut db = app.owner_in(&c.company).await;
    sqlx::query(
        "insert into terms (tier_id, content) values ($1, 'Silver terms'), (null, 'Everyone'), ($2, 'Gold terms')",
    )
    .bind(silver)
    .bind(gold)
    .execute(&mut db)
    .await
    .unwrap();

    let good = app
        .get(
            &c.host,
            &format!(
                "/api/user/registration-link?leaderId={leader}&tierId={silver}&companyId={company}"
            ),
            None,
        )
        .await;
    assert_eq!(good.status, 200, "{}", good.body);
    assert_eq!(good.data()["tierName"], "Silver");
    assert_eq!(good.data()["leaderTier"], "Gold");
    assert_eq!(good.data()["terms"], json!(["Silver terms", "Everyone"]));
    for (leader, tier, company) in [
        (9999, silver, company),
        (leader, 9999, company),
        (leader, platinum, company),
        (leader, silver, company + 1),
    ] {
        let r = app
            .get(
                &c.host,
                &format!("/api/user/registration-link?leaderId={leader}&tierId={tier}&companyId={company}"),
                None,
            )
            .await;
        assert_eq!(r.status, 404, "{leader} {tier} {company}");
        assert_eq!(r.message(), "This registration link is not valid.");
    }

    let token = app.token(&c.host, "leader@x.test").await;
    let links = app
        .get(&c.host, "/api/user/recruit-links", Some(&token))
        .await;
    let tiers: Vec<&str> = links
        .data()
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["tierName"].as_str().unwrap())
        .collect();
    assert_eq!(tiers, ["Gold", "Silver"]);
    let path = links.data()[1]["path"].as_str().unwrap();
    assert!(
        path.ends_with(&format!("/{leader}/Silver/{silver}/{company}")),
        "{path}"
    );
    let hq = app.token(&c.host, &c.hq_email).await;
    let all = app.get(&c.host, "/api/user/recruit-links", Some(&hq)).await;
    assert_eq!(all.data().as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn a_tier_equal_to_the_uplines_needs_a_new_upline() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [platinum, gold, silver] = tiers(&app, &c).await;
    let top = agent_in(&app, &c, "top@x.test", platinum, None).await;
    let leader = agent_in(&app, &c, "leader@x.test", gold, Some(top)).await;
    let agent = agent_in(&app, &c, "agent@x.test", silver, Some(leader)).await;
    let staff = promote_staff(&app, &c).await;

    let same = app
        .post(
            &c.host,
            "/api/promote-demote/store",
            Some(&staff),
            json!({"id": agent, "type": "promote", "tierId": gold}),
        )
        .await;
    assert_eq!(same.status, 422, "{}", same.body);
    assert_eq!(
        same.data()["errors"]["uplineId"],
        "The new tier is the same as the upline's tier. Choose a new upline."
    );
    let wrong_way = app
        .post(
            &c.host,
            "/api/promote-demote/store",
            Some(&staff),
            json!({"id": agent, "type": "demote", "tierId": gold}),
        )
        .await;
    assert!(wrong_way.data()["errors"]["tierId"].is_string());

    // Candidates sit above Gold and outside the agent's subtree: the Platinum top.
    let list = app
        .get(
            &c.host,
            &format!("/api/promote-demote/upline-list?agentId={agent}&tierId={gold}"),
            Some(&staff),
        )
        .await;
    let ids: Vec<i64> = list
        .data()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [top]);

    let done = app
        .post(
            &c.host,
            "/api/promote-demote/store",
            Some(&staff),
            json!({"id": agent, "type": "promote", "tierId": gold, "uplineId": top}),
        )
        .await;
    assert_eq!(done.status, 200, "{}", done.body);
    assert_eq!(done.data()["tierName"], "Gold");
    assert_eq!(done.data()["upline"]["id"], top);
    assert_eq!(group_size(&app, &c, leader).await, 0);
    assert_eq!(group_size(&app, &c, top).await, 2);
    let history = app
        .get(
            &c.host,
            &format!("/api/promote-demote/history?agentId={agent}"),
            Some(&staff),
        )
        .await;
    let entry = &history.data()[0];
    assert_eq!(entry["type"], "promote");
    assert_eq!(
        (entry["fromTier"].as_str(), entry["toTier"].as_str()),
        (Some("Silver"), Some("Gold"))
    );
    assert!(entry["by"].is_string());

    // Agents cannot do this.
    let agent_token = app.token(&c.host, "leader@x.test").await;
    let r = app
        .post(
            &c.host,
            "/api/promote-demote/store",
            Some(&agent_token),
            json!({"id": agent, "type": "demote", "tierId": silver}),
        )
        .await;
    assert_eq!(r.status, 403);
}

#[tokio::test]
async fn moving_an_upline_carries_the_subtree_and_never_makes_a_cycle() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [platinum, gold, silver] = tiers(&app, &c).await;
    let a = agent_in(&app, &c, "a@x.test", platinum, None).await;
    let a1 = agent_in(&app, &c, "a1@x.test", gold, Some(a)).await;
    let a11 = agent_in(&app, &c, "a11@x.test", silver, Some(a1)).await;
    let b = agent_in(&app, &c, "b@x.test", platinum, None).await;
    let hq = app.token(&c.host, &c.hq_email).await;
    assert_eq!(group_size(&app, &c, a).await, 2);

    let cycle = app
        .post(
            &c.host,
            "/api/promote-demote/store",
            Some(&hq),
            json!({"id": a, "type": "upline", "uplineId": a11}),
        )
        .await;
    assert_eq!(cycle.status, 422);
    assert_eq!(
        cycle.data()["errors"]["uplineId"],
        "An agent cannot be moved under their own downline."
    );
    let itself = app
        .post(
            &c.host,
            "/api/promote-demote/store",
            Some(&hq),
            json!({"id": a, "type": "upline", "uplineId": a}),
        )
        .await;
    assert_eq!(itself.status, 422);

    let moved = app
        .post(
            &c.host,
            "/api/promote-demote/store",
            Some(&hq),
            json!({"id": a1, "type": "upline", "uplineId": b}),
        )
        .await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert_eq!(group_size(&app, &c, a).await, 0);
    assert_eq!(group_size(&app, &c, b).await, 2);
    let b_token = app.token(&c.host, "b@x.test").await;
    let deep = app
        .get(
            &c.host,
            &format!("/api/user/family-tree?id={a1}"),
            Some(&b_token),
        )
        .await;
    assert_eq!(deep.status, 200, "b now sees the moved subtree");
    assert_eq!(deep.data()["children"][0]["id"], a11);
    let path: Vec<i64> = deep.data()["path"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect();
    assert_eq!(path, [b, a1]);
    let a_token = app.token(&c.host, "a@x.test").await;
    let gone = app
        .get(
            &c.host,
            &format!("/api/user/family-tree?id={a11}"),
            Some(&a_token),
        )
        .await;
    assert_eq!(gone.status, 404, "a no longer sees it");

    // Search shows the way from the viewer.
    let found = app
        .get(
            &c.host,
            "/api/user/family-tree?agentName=a11",
            Some(&b_token),
        )
        .await;
    let m = &found.data()["children"][0];
    assert_eq!(m["id"], a11);
    let ids: Vec<i64> = m["path"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [b, a1]);
}

#[tokio::test]
async fn suspension_blocks_sign_in_and_unsuspending_restores_it() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [_, gold, _] = tiers(&app, &c).await;
    let agent = agent_in(&app, &c, "agent@x.test", gold, None).await;
    let token = app.token(&c.host, "agent@x.test").await;
    let hq = app.token(&c.host, &c.hq_email).await;

    let r = app
        .post(
            &c.host,
            "/api/promote-demote/suspend",
            Some(&hq),
            json!({"id": agent, "suspended": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["status"], "suspended");
    assert_eq!(
        app.get(&c.host, "/api/user/detail", Some(&token))
            .await
            .status,
        401
    );
    assert_ne!(
        app.login(&c.host, "agent@x.test", PASSWORD).await.status,
        200
    );

    let r = app
        .post(
            &c.host,
            "/api/promote-demote/suspend",
            Some(&hq),
            json!({"id": agent, "suspended": false}),
        )
        .await;
    assert_eq!(
        r.data()["status"],
        "active",
        "the status before suspension returns"
    );
    assert_eq!(
        app.login(&c.host, "agent@x.test", PASSWORD).await.status,
        200
    );
}

#[tokio::test]
async fn the_inactive_job_marks_an_agent_once() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [_, gold, _] = tiers(&app, &c).await;
    let sleeper = agent_in(&app, &c, "sleeper@x.test", gold, None).await;
    let buyer = agent_in(&app, &c, "buyer@x.test", gold, None).await;
    {
        let mut db = app.owner_in(&c.company).await;
        sqlx::query("update users set activated_at = now() - interval '4 months', last_purchase_at = null where id = $1")
            .bind(sleeper)
            .execute(&mut db)
            .await
            .unwrap();
        sqlx::query("update users set activated_at = now() - interval '4 months', last_purchase_at = now() - interval '1 month' where id = $1")
            .bind(buyer)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let pool = &app.state.owner_pool;
    backend::jobs::mark_inactive_now(pool).await.unwrap();
    backend::jobs::mark_inactive_now(pool).await.unwrap();
    let hq = app.token(&c.host, &c.hq_email).await;
    let status = |id: i64| {
        let app = &app;
        let hq = hq.clone();
        let host = c.host.clone();
        async move {
            app.get(
                &host,
                &format!("/api/agent-database/detail?id={id}"),
                Some(&hq),
            )
            .await
            .data()["status"]
                .as_str()
                .unwrap()
                .to_string()
        }
    };
    assert_eq!(status(sleeper).await, "inactive");
    assert_eq!(status(buyer).await, "active");
    let history = app
        .get(
            &c.host,
            &format!("/api/promote-demote/history?agentId={sleeper}"),
            Some(&hq),
        )
        .await;
    let marks = history
        .data()
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["type"] == "inactive")
        .count();
    assert_eq!(marks, 1, "two runs, one change");

    // The day is claimed once.
    let day = chrono::Utc::now() + chrono::Duration::days(36_500 + rand_days());
    assert!(backend::jobs::mark_inactive_agents(pool, day).await.is_ok());
    assert_eq!(
        backend::jobs::mark_inactive_agents(pool, day)
            .await
            .unwrap(),
        0
    );
}

/// A day far ahead that no other run claims.
fn rand_days() -> i64 {
    (uuid::Uuid::new_v4().as_u128() % 100_000) as i64
}

#[tokio::test]
async fn the_agent_database_filters_exports_and_shows_a_record_only_to_those_above() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [_, gold, silver] = tiers(&app, &c).await;
    let a = agent_in(&app, &c, "a@x.test", gold, None).await;
    let a1 = agent_in(&app, &c, "a1@x.test", silver, Some(a)).await;
    let b = agent_in(&app, &c, "b@x.test", gold, None).await;
    {
        let mut db = app.owner_in(&c.company).await;
        sqlx::query("update users set identity_number = '900131105678', first_name = 'Aisyah' where id = $1")
            .bind(a1)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let hq = app.token(&c.host, &c.hq_email).await;
    let list = app
        .get(
            &c.host,
            &format!("/api/agent-database?tierId={silver}"),
            Some(&hq),
        )
        .await;
    assert_eq!(list.data()["total"], 1);
    assert_eq!(list.data()["items"][0]["uplineId"], a);
    let by_ic = app
        .get(&c.host, "/api/agent-database?search=9001311056", Some(&hq))
        .await;
    assert_eq!(by_ic.data()["items"][0]["id"], a1);
    let by_id = app
        .get(
            &c.host,
            &format!("/api/agent-database?search={b}"),
            Some(&hq),
        )
        .await;
    assert!(by_id.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["id"] == b));
    let root = app
        .get(
            &c.host,
            &format!("/api/agent-database?uplineId={a}"),
            Some(&hq),
        )
        .await;
    assert_eq!(root.data()["total"], 1);
    let record = app
        .get(
            &c.host,
            &format!("/api/agent-database/detail?id={a}"),
            Some(&hq),
        )
        .await;
    assert_eq!(record.data()["recruits"], 1);
    assert_eq!(record.data()["downline"], 1);
    assert_eq!(record.data()["kpi"]["personalSales"], "0.00");

    let csv = app
        .client
        .get(app.url("/api/agent-database/export?format=csv"))
        .header("host", &c.host)
        .bearer_auth(&hq)
        .send()
        .await
        .unwrap();
    assert_eq!(csv.status(), 200);
    assert_eq!(csv.headers()["content-type"], "text/csv; charset=utf-8");
    assert!(csv.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("agents.csv"));
    let text = csv.text().await.unwrap();
    assert_eq!(text.lines().count(), 4, "a header and three agents: {text}");
    assert!(text.contains("900131105678"));
    let xlsx = app
        .client
        .get(app.url("/api/agent-database/export?format=xlsx"))
        .header("host", &c.host)
        .bearer_auth(&hq)
        .send()
        .await
        .unwrap();
    assert_eq!(
        xlsx.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    assert_eq!(&xlsx.bytes().await.unwrap()[..2], b"PK", "an xlsx is a zip");

    // An agent reads their downline's record, not another branch's, and never the list.
    let a_token = app.token(&c.host, "a@x.test").await;
    let own = app
        .get(
            &c.host,
            &format!("/api/agent-database/detail?id={a1}"),
            Some(&a_token),
        )
        .await;
    assert_eq!(own.status, 200);
    assert_eq!(own.data()["name"], "Aisyah");
    let other = app
        .get(
            &c.host,
            &format!("/api/agent-database/detail?id={b}"),
            Some(&a_token),
        )
        .await;
    assert_eq!(other.status, 404);
    assert_eq!(
        app.get(&c.host, "/api/agent-database", Some(&a_token))
            .await
            .status,
        403
    );
}

#[tokio::test]
async fn hq_registers_an_agent_under_any_upline_who_is_invited_by_email() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [_, gold, silver] = tiers(&app, &c).await;
    let a = agent_in(&app, &c, "a@x.test", gold, None).await;
    let hq = app.token(&c.host, &c.hq_email).await;
    let r = app
        .post(
            &c.host,
            "/api/agent-database/register",
            Some(&hq),
            json!({"uplineId": a, "tierId": silver, "username": "siti", "email": "siti@x.test",
                   "accFirstName": "Siti", "accCodePhone": "+60", "accPhone": "0123456789"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["upline"]["id"], a);
    assert_eq!(r.data()["status"], "new");
    let id = r.data()["id"].as_i64().unwrap();
    let (subject, _) = app.last_email(&c.company, "siti@x.test").await.unwrap();
    assert!(subject.contains("invited"), "{subject}");
    assert_eq!(group_size(&app, &c, a).await, 1);

    let activated = app
        .post(
            &c.host,
            "/api/agent-database/activate",
            Some(&hq),
            json!({"id": id}),
        )
        .await;
    assert_eq!(activated.data()["status"], "active");

    let agent = app.token(&c.host, "a@x.test").await;
    let refused = app
        .post(
            &c.host,
            "/api/agent-database/register",
            Some(&agent),
            json!({"tierId": silver, "username": "x1", "email": "x1@x.test", "accFirstName": "X",
                   "accCodePhone": "+60", "accPhone": "0123456789"}),
        )
        .await;
    assert_eq!(refused.status, 403);
    let survey = app
        .get(
            &c.host,
            "/api/membership/survey/check-response",
            Some(&agent),
        )
        .await;
    assert_eq!(survey.data()["required"], false);
}
