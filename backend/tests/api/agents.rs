//! Registration through a leader link and the family tree.

use crate::helpers::*;
use serde_json::{json, Value};

/// Tiers Platinum (1), Gold (2), Silver (3); returns their ids.
pub async fn tiers(app: &TestApp, c: &TestCompany) -> [i64; 3] {
    let mut db = app.owner_in(&c.company).await;
    let ids: Vec<i64> = sqlx::query_scalar("insert into tiers (name, rank_number) values ('Platinum', 1), ('Gold', 2), ('Silver', 3) returning id")
        .fetch_all(&mut db)
        .await
        .unwrap();
    [ids[0], ids[1], ids[2]]
}

pub async fn agent_in(
    app: &TestApp,
    c: &TestCompany,
    email: &str,
    tier: i64,
    upline: Option<i64>,
) -> i64 {
    let id = app.add_user(&c.company, email, "agent", &[]).await;
    let mut db = app.owner_in(&c.company).await;
    sqlx::query("update users set tier_id = $2, upline_id = $3 where id = $1")
        .bind(id)
        .bind(tier)
        .bind(upline)
        .execute(&mut db)
        .await
        .unwrap();
    backend::features::agents::store::place_in_tree(&mut db, id)
        .await
        .unwrap();
    id
}

pub(crate) fn registration(
    c: &TestCompany,
    tier: i64,
    leader: i64,
    email: &str,
    ic: &str,
) -> Value {
    json!({
        "comId": c.company.id, "usrTierId": tier, "familyDirectId": leader, "familyHelperId": null,
        "username": email.split('@').next().unwrap(), "email": email, "password": PASSWORD,
        "accCategory": "individual", "accFirstName": "Nurul", "accLastName": "Izzah",
        "accIdentity": ic, "accCodePhone": "+60", "accPhone": "012-3456789"
    })
}

#[tokio::test]
async fn a_good_link_registers_a_new_agent_under_the_leader_who_then_verifies() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [_, gold, silver] = tiers(&app, &c).await;
    let leader = agent_in(&app, &c, "leader@x.test", gold, None).await;
    let r = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, silver, leader, "nurul@x.test", "900131-10-5678"),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["email"], "nurul@x.test");

    let unverified = app.login(&c.host, "nurul@x.test", PASSWORD).await;
    assert_eq!(unverified.error(), "account_unverified");
    let (_, body) = app.last_email(&c.company, "nurul@x.test").await.unwrap();
    let r = app
        .post(
            &c.host,
            "/api/verification",
            None,
            json!({"email": "nurul@x.test", "code": code_in(&body)}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let login = app.login(&c.host, "nurul@x.test", PASSWORD).await;
    assert_eq!(login.status, 200, "{}", login.body);
    assert_eq!(login.data()["user"]["status"], "new");
    assert_eq!(login.data()["user"]["tier"]["name"], "Silver");

    let leader_token = app.token(&c.host, "leader@x.test").await;
    let tree = app
        .get(&c.host, "/api/user/family-tree", Some(&leader_token))
        .await;
    assert_eq!(tree.status, 200);
    assert_eq!(tree.data()["root"]["id"], leader);
    assert_eq!(tree.data()["root"]["downlineCount"], 1);
    assert_eq!(tree.data()["children"][0]["username"], "nurul");
}

#[tokio::test]
async fn forged_or_foreign_links_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let other = app.company().await;
    let [platinum, gold, silver] = tiers(&app, &c).await;
    let leader = agent_in(&app, &c, "leader@x.test", gold, None).await;

    let forged_leader = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, silver, 9999, "newbie@x.test", ""),
        )
        .await;
    assert_eq!(forged_leader.status, 422);
    assert!(forged_leader.data()["errors"]["familyDirectId"].is_string());
    let forged_tier = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, 9999, leader, "newbie@x.test", ""),
        )
        .await;
    assert!(forged_tier.data()["errors"]["usrTierId"].is_string());
    let above_leader = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, platinum, leader, "newbie@x.test", ""),
        )
        .await;
    assert_eq!(above_leader.status, 422);
    assert_eq!(
        above_leader.data()["errors"]["usrTierId"],
        "This leader cannot recruit into this tier."
    );
    let wrong_company = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&other, silver, leader, "newbie@x.test", ""),
        )
        .await;
    assert!(wrong_company.data()["errors"]["comId"].is_string());
    let bad_ic = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, silver, leader, "newbie@x.test", "901331-10-5678"),
        )
        .await;
    assert!(bad_ic.data()["errors"]["accIdentity"].is_string());

    let mut db = app.owner_in(&c.company).await;
    let n: i64 = sqlx::query_scalar("select count(*) from users where email = 'newbie@x.test'")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(n, 0);
}

#[tokio::test]
async fn a_duplicate_email_username_or_ic_gets_a_clear_message() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [_, gold, silver] = tiers(&app, &c).await;
    let leader = agent_in(&app, &c, "leader@x.test", gold, None).await;
    let first = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, silver, leader, "one@x.test", "900131105678"),
        )
        .await;
    assert_eq!(first.status, 200, "{}", first.body);
    let same_ic = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, silver, leader, "two@x.test", "900131-10-5678"),
        )
        .await;
    assert_eq!(same_ic.status, 422);
    assert_eq!(
        same_ic.data()["errors"]["accIdentity"],
        "This identity number is already registered."
    );
    let same_email = app
        .post(
            &c.host,
            "/api/user/self-register",
            None,
            registration(&c, silver, leader, "ONE@x.test", ""),
        )
        .await;
    assert_eq!(
        same_email.data()["errors"]["email"],
        "This e-mail is already registered."
    );
}

#[tokio::test]
async fn an_agent_sees_only_their_own_downline() {
    let app = TestApp::spawn().await;
    let c = app.company().await;
    let [_, gold, silver] = tiers(&app, &c).await;
    let a = agent_in(&app, &c, "a@x.test", gold, None).await;
    let a1 = agent_in(&app, &c, "a1@x.test", silver, Some(a)).await;
    let a11 = agent_in(&app, &c, "a11@x.test", silver, Some(a1)).await;
    let b = agent_in(&app, &c, "b@x.test", gold, None).await;
    let token = app.token(&c.host, "a@x.test").await;

    let deep = app
        .get(
            &c.host,
            &format!("/api/user/family-tree?id={a1}"),
            Some(&token),
        )
        .await;
    assert_eq!(deep.status, 200);
    assert_eq!(deep.data()["children"][0]["id"], a11);
    let outside = app
        .get(
            &c.host,
            &format!("/api/user/family-tree?id={b}"),
            Some(&token),
        )
        .await;
    assert_eq!(outside.status, 404, "another branch is not visible");
    let search = app
        .get(&c.host, "/api/user/family-tree?agentName=b", Some(&token))
        .await;
    assert!(
        search.data()["children"]
            .as_array()
            .unwrap()
            .iter()
            .all(|n| n["id"] != b),
        "{}",
        search.body
    );
    let leaf = app.token(&c.host, "a11@x.test").await;
    let none = app.get(&c.host, "/api/user/family-tree", Some(&leaf)).await;
    assert_eq!(none.data()["children"].as_array().unwrap().len(), 0);

    let hq = app.token(&c.host, &c.hq_email).await;
    let top = app.get(&c.host, "/api/user/family-tree", Some(&hq)).await;
    let ids: Vec<i64> = top.data()["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["id"].as_i64().unwrap())
        .collect();
    assert!(
        ids.contains(&a) && ids.contains(&b) && !ids.contains(&a1),
        "{ids:?}"
    );
}
