//! Score ranking and gameplan: HQ ranks the company, an agent only their own team; amounts hidden
//! from agents when HQ says so; how far an agent is from their next tier and rank.

use crate::{
    helpers::TestApp,
    orders::{agent, shop, Shop},
};
use serde_json::{json, Value};

/// Leader ← Aina ← Budi, Citra under the leader, and Dewi in another line; this month's sales:
/// Aina RM 300 (her group RM 150), Budi RM 150, Citra RM 500, Dewi RM 900, the leader's group
/// RM 950. Returns (leader, aina, budi, citra, dewi) with Aina's token.
async fn network(app: &TestApp, s: &Shop) -> ([i64; 5], String) {
    let (leader, _) = agent(app, s, "leader@x.test", None).await;
    let (aina, aina_token) = agent(app, s, "aina@x.test", Some(leader)).await;
    let (budi, _) = agent(app, s, "budi@x.test", Some(aina)).await;
    let (citra, _) = agent(app, s, "citra@x.test", Some(leader)).await;
    let (dewi, _) = agent(app, s, "dewi@x.test", None).await;
    let mut db = app.owner_in(&s.c.company).await;
    for (id, path, group_size) in [
        (aina, format!("/{leader}/{aina}/"), 1),
        (budi, format!("/{leader}/{aina}/{budi}/"), 0),
        (citra, format!("/{leader}/{citra}/"), 0),
        (leader, format!("/{leader}/"), 3),
    ] {
        sqlx::query("update users set tree_path = $2, group_size = $3 where id = $1")
            .bind(id)
            .bind(path)
            .bind(group_size)
            .execute(&mut db)
            .await
            .unwrap();
    }
    for (id, units, personal, group) in [
        (aina, 6, "300", "150"),
        (budi, 3, "150", "0"),
        (citra, 10, "500", "0"),
        (dewi, 18, "900", "0"),
        (leader, 0, "0", "950"),
    ] {
        sqlx::query(
            "insert into sales_totals (agent_id, period, personal_units, personal_amount, group_amount)
             values ($1, kl_month(now()), $2, $3::numeric, $4::numeric)",
        )
        .bind(id)
        .bind(units)
        .bind(personal)
        .bind(group)
        .execute(&mut db)
        .await
        .unwrap();
    }
    ([leader, aina, budi, citra, dewi], aina_token)
}

fn names_and_values(v: &Value) -> Vec<(String, Value)> {
    v["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["agent"]["username"].as_str().unwrap().to_string(),
                r["value"].clone(),
            )
        })
        .collect()
}

#[tokio::test]
async fn hq_ranks_the_company_and_an_agent_only_their_own_team() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let ([_, aina, ..], aina_token) = network(&app, &s).await;

    let hq = app
        .get(&s.c.host, "/api/scoreranking/score-ranking-ps", Some(&s.hq))
        .await;
    assert_eq!(hq.status, 200, "{}", hq.body);
    assert_eq!(
        names_and_values(hq.data()),
        vec![
            ("dewi".into(), json!("900.00")),
            ("citra".into(), json!("500.00")),
            ("aina".into(), json!("300.00")),
            ("budi".into(), json!("150.00")),
        ],
        "the leader bought nothing and is not ranked"
    );
    assert_eq!(
        (hq.data()["scope"].as_str(), hq.data()["total"].as_i64()),
        (Some("company"), Some(4))
    );

    // Aina sees herself and Budi, never Citra's or Dewi's line (HQ shows agents the amounts).
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query("update company_settings set show_amount_snr = true")
        .execute(&mut db)
        .await
        .unwrap();
    let mine = app
        .get(
            &s.c.host,
            "/api/scoreranking/score-ranking-tpgs?perPage=1",
            Some(&aina_token),
        )
        .await;
    assert_eq!(mine.status, 200, "{}", mine.body);
    assert_eq!(mine.data()["scope"], "team");
    assert_eq!(mine.data()["total"], 2);
    assert_eq!(
        names_and_values(mine.data()),
        vec![("aina".into(), json!("450.00"))]
    );
    assert_eq!(mine.data()["mine"]["position"], 1);
    assert_eq!(mine.data()["mine"]["me"], true);
    let page2 = app
        .get(
            &s.c.host,
            "/api/scoreranking/score-ranking-tpgs?perPage=1&page=2",
            Some(&aina_token),
        )
        .await;
    assert_eq!(
        names_and_values(page2.data()),
        vec![("budi".into(), json!("150.00"))]
    );
    assert_eq!(
        page2.data()["mine"]["agent"]["id"],
        aina,
        "mine on every page"
    );
    assert_eq!(
        page2.data()["mine"]["position"],
        1,
        "placed by those ahead, off the page"
    );
    assert_eq!(page2.data()["total"], 2);

    // Team size counts everyone below, for HQ: the leader's 3, Aina's 1.
    let team = app
        .get(
            &s.c.host,
            "/api/scoreranking/score-ranking-team",
            Some(&s.hq),
        )
        .await;
    assert_eq!(
        names_and_values(team.data()),
        vec![("leader".into(), json!("3")), ("aina".into(), json!("1"))]
    );
    // Aina's team is her subtree: she is ranked (1 below her), the leader above her is not.
    let her_team = app
        .get(
            &s.c.host,
            "/api/scoreranking/score-ranking-team",
            Some(&aina_token),
        )
        .await;
    assert_eq!(her_team.status, 200, "{}", her_team.body);
    assert_eq!(
        names_and_values(her_team.data()),
        vec![("aina".into(), json!("1"))]
    );
    assert_eq!(her_team.data()["total"], 1);

    // HQ hides amounts from agents: positions stay, values go; counts stay; HQ still sees them.
    sqlx::query("update company_settings set show_amount_snr = false")
        .execute(&mut db)
        .await
        .unwrap();
    let hidden = app
        .get(
            &s.c.host,
            "/api/scoreranking/score-ranking-ps",
            Some(&aina_token),
        )
        .await;
    assert_eq!(hidden.data()["amountsShown"], false);
    assert_eq!(
        names_and_values(hidden.data()),
        vec![("aina".into(), Value::Null), ("budi".into(), Value::Null)]
    );
    let top = app
        .get(
            &s.c.host,
            "/api/scoreranking/top-performer?limit=1",
            Some(&aina_token),
        )
        .await;
    assert_eq!(top.status, 200, "{}", top.body);
    let measures = top.data()["measures"].as_array().unwrap();
    assert_eq!(measures.len(), 6);
    assert_eq!(measures[0]["items"][0]["agent"]["username"], "aina");
    assert_eq!(measures[0]["items"][0]["value"], Value::Null);
    let hq_top = app
        .get(&s.c.host, "/api/scoreranking/top-performer", Some(&s.hq))
        .await;
    assert_eq!(hq_top.data()["measures"][0]["items"][0]["value"], "900.00");
    assert_eq!(
        hq_top.data()["measures"][0]["items"]
            .as_array()
            .unwrap()
            .len(),
        3,
        "three unless asked"
    );
    // The top performers are each ranking's first rows, in the same order (they are read by a
    // query of their own, which stops after the first few).
    for measure in hq_top.data()["measures"].as_array().unwrap() {
        let code = measure["measure"].as_str().unwrap();
        let ranking = app
            .get(
                &s.c.host,
                &format!("/api/scoreranking/score-ranking-{code}"),
                Some(&s.hq),
            )
            .await;
        assert_eq!(ranking.status, 200, "{code}: {}", ranking.body);
        let mut first = names_and_values(ranking.data());
        first.truncate(3);
        assert_eq!(names_and_values(measure), first, "{code}");
        let positions: Vec<i64> = measure["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["position"].as_i64().unwrap())
            .collect();
        assert_eq!(
            positions,
            (1..=first.len() as i64).collect::<Vec<_>>(),
            "{code}"
        );
    }

    let bad = app
        .get(
            &s.c.host,
            "/api/scoreranking/score-ranking-gs?period=2026-13",
            Some(&s.hq),
        )
        .await;
    assert_eq!(bad.status, 422);
    assert!(bad.body["data"]["errors"]["period"].is_string());
}

#[tokio::test]
async fn the_gameplan_shows_how_far_an_agent_is_from_the_next_tier_and_rank() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let ([_, aina, budi, ..], aina_token) = network(&app, &s).await;
    let mut db = app.owner_in(&s.c.company).await;
    // Aina is Silver (rank 2) under Gold (rank 1), which asks RM 2,000 of total personal group
    // sales and 20 units of her own. Ranks: Bronze (RM 200 own), then Silver (RM 300 own, RM 2,000
    // total); her tier asks RM 500 own a month before month-end commissions pay.
    sqlx::query("update tiers set tpgs_amount = 2000, personal_sales_unit = 20 where id = $1")
        .bind(s.tier_id)
        .execute(&mut db)
        .await
        .unwrap();
    let silver: i64 = sqlx::query_scalar(
        "insert into tiers (name, rank_number, team_member_sales_threshold) values ('Silver', 2, 500) returning id",
    )
    .fetch_one(&mut db)
    .await
    .unwrap();
    sqlx::query("update users set tier_id = $2 where id = $1")
        .bind(aina)
        .bind(silver)
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query(
        "insert into commission_ranks (position, commission_name, personal_sales, total_personal_group_sales, benefits)
         values (0, 'Bronze', 200, null, '{}'), (1, 'Silver', 300, 2000, '{Silver pin}')",
    )
    .execute(&mut db)
    .await
    .unwrap();

    let plan = app.get(&s.c.host, "/api/gameplan", Some(&aina_token)).await;
    assert_eq!(plan.status, 200, "{}", plan.body);
    let p = plan.data();
    assert_eq!(
        (
            p["tier"]["current"]["name"].as_str(),
            p["tier"]["next"]["name"].as_str()
        ),
        (Some("Silver"), Some("Gold"))
    );
    assert_eq!(
        p["tier"]["requirements"],
        json!([
            {"key": "personalUnits", "unit": "units", "target": "20", "current": "6", "met": false, "percent": 30},
            {"key": "totalPersonalGroupSales", "unit": "amount", "target": "2000.00", "current": "450.00", "met": false, "percent": 22}
        ])
    );
    assert_eq!(p["rank"]["current"], "Bronze");
    assert_eq!(
        p["rank"]["next"],
        json!({"name": "Silver", "benefits": ["Silver pin"]})
    );
    assert_eq!(
        p["rank"]["requirements"],
        json!([
            {"key": "personalSales", "unit": "amount", "target": "300.00", "current": "300.00", "met": true, "percent": 100},
            {"key": "totalPersonalGroupSales", "unit": "amount", "target": "2000.00", "current": "450.00", "met": false, "percent": 22},
            {"key": "teamMemberThreshold", "unit": "amount", "target": "500.00", "current": "300.00", "met": false, "percent": 60}
        ])
    );

    // Another agent's gameplan is not Aina's to read; HQ reads any agent's.
    let other = app
        .get(
            &s.c.host,
            &format!("/api/gameplan?agentId={budi}"),
            Some(&aina_token),
        )
        .await;
    assert_eq!(other.status, 404);
    let hq = app
        .get(
            &s.c.host,
            &format!("/api/gameplan?agentId={aina}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(hq.data()["rank"]["current"], "Bronze");
    let no_agent = app.get(&s.c.host, "/api/gameplan", Some(&s.hq)).await;
    assert_eq!(no_agent.status, 422);
}

#[tokio::test]
async fn an_agent_reads_their_monthly_history_and_sets_their_own_sales_goal() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let ([_, aina, ..], aina_token) = network(&app, &s).await;
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query(
        "insert into commission_entries (agent_id, kind, period, base, amount) values ($1, 'override', kl_month(now()), 100, 5)",
    )
    .bind(aina)
    .execute(&mut db)
    .await
    .unwrap();

    let sales = app
        .get(&s.c.host, "/api/zerorise/user-sales", Some(&aina_token))
        .await;
    assert_eq!(sales.status, 200, "{}", sales.body);
    let months = sales.data().as_array().unwrap();
    assert_eq!(months.len(), 12, "the last twelve months, empty ones too");
    assert_eq!(
        (
            months[0]["personalSales"].as_str(),
            months[0]["groupSales"].as_str()
        ),
        (Some("300.00"), Some("150.00"))
    );
    assert_eq!(months[1]["personalSales"], "0.00");
    let commission = app
        .get(
            &s.c.host,
            "/api/zerorise/commission/history",
            Some(&aina_token),
        )
        .await;
    assert_eq!(commission.data()[0]["amount"], "5.00");
    assert_eq!(commission.data()[0]["closed"], false);

    let none = app.get(&s.c.host, "/api/ejenflex", Some(&aina_token)).await;
    assert_eq!(
        (
            none.data()["goal"].is_null(),
            none.data()["percent"].is_null()
        ),
        (true, true)
    );
    let set = app
        .post(
            &s.c.host,
            "/api/ejenflex",
            Some(&aina_token),
            json!({"goal": "1200"}),
        )
        .await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(
        (set.data()["goal"].as_str(), set.data()["percent"].as_i64()),
        (Some("1200.00"), Some(25)),
        "RM 300 of RM 1,200"
    );
    let bad = app
        .post(
            &s.c.host,
            "/api/ejenflex",
            Some(&aina_token),
            json!({"goal": "-5"}),
        )
        .await;
    assert_eq!(bad.status, 422);
    assert!(bad.body["data"]["errors"]["goal"].is_string());
    let cleared = app
        .post(
            &s.c.host,
            "/api/ejenflex",
            Some(&aina_token),
            json!({"goal": null}),
        )
        .await;
    assert!(cleared.data()["goal"].is_null());
    // HQ has no goal of its own.
    let hq = app.get(&s.c.host, "/api/ejenflex", Some(&s.hq)).await;
    assert_eq!(hq.status, 403);
}

/// The commission ranking adds each agent's entries of the month, reversals taken off (the month's
/// totals a trigger keeps, `commission_totals`): an agent whose month nets to nothing is not
/// ranked, and another month's entries count in that month only.
#[tokio::test]
async fn the_commission_ranking_adds_each_agents_entries_of_the_month() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let ([leader, aina, budi, citra, dewi], _) = network(&app, &s).await;
    let mut db = app.owner_in(&s.c.company).await;
    // One statement of several entries (as a month's close writes them) and single ones.
    sqlx::query(
        "insert into commission_entries (agent_id, kind, period, base, amount, reversal)
         values ($1, 'override', kl_month(now()), 100, 5, false), ($1, 'recruit', kl_month(now()), 0, 20, false),
                ($2, 'override', kl_month(now()), 400, 20, false), ($3, 'override', kl_month(now()), 100, 8, false),
                ($3, 'override', kl_month(now()), 100, -8, true),
                ($4, 'override', (kl_month(now()) - interval '1 month')::date, 1000, 50, false)",
    )
    .bind(aina)
    .bind(citra)
    .bind(budi)
    .bind(dewi)
    .execute(&mut db)
    .await
    .unwrap();
    sqlx::query(
        "insert into commission_entries (agent_id, kind, period, base, amount) values ($1, 'leadership', kl_month(now()), 100, 1.50)",
    )
    .bind(leader)
    .execute(&mut db)
    .await
    .unwrap();
    sqlx::query(
        "insert into commission_entries (agent_id, kind, period, base, amount) values ($1, 'rank', kl_month(now()), 100, 2.25)",
    )
    .bind(aina)
    .execute(&mut db)
    .await
    .unwrap();

    let r = app
        .get(
            &s.c.host,
            "/api/scoreranking/score-ranking-commission",
            Some(&s.hq),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        names_and_values(r.data()),
        vec![
            ("aina".into(), json!("27.25")),
            ("citra".into(), json!("20.00")),
            ("leader".into(), json!("1.50")),
        ],
        "Budi's reversal nets him to nothing; Dewi earned last month"
    );
    // The month before this one in Kuala Lumpur (UTC+8), as `kl_month` counts.
    let kl_today = (chrono::Utc::now() + chrono::Duration::hours(8)).date_naive();
    let last_month = (chrono::Datelike::with_day(&kl_today, 1).unwrap()
        - chrono::Duration::days(1))
    .format("%Y-%m")
    .to_string();
    let r = app
        .get(
            &s.c.host,
            &format!("/api/scoreranking/score-ranking-commission?period={last_month}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        names_and_values(r.data()),
        vec![("dewi".into(), json!("50.00"))]
    );
}
