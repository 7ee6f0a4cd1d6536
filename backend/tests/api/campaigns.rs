//! Points, campaigns and marketing files: points on complete and refund (owed when spent first),
//! points by hand and from a CSV, campaign states in Kuala Lumpur days, redeeming within the quota
//! and the per-period limit (also when many redeem at once), a voucher reward used at checkout, and
//! folders and files seen only by their tiers.

use crate::{
    commissions::completed_order,
    helpers::{Reply, TestApp},
    orders::{add, address, agent, checkout, checkout_body, shop, Shop},
};
use backend::domain::time::kl_today;
use serde_json::json;

fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(width, height, image::Rgb([200, 40, 90]));
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

async fn multipart(
    app: &TestApp,
    host: &str,
    path: &str,
    token: &str,
    form: reqwest::multipart::Form,
) -> Reply {
    app.send(
        app.client
            .post(app.url(path))
            .header("host", host)
            .bearer_auth(token)
            .multipart(form),
    )
    .await
}

/// A campaign from form fields (every value text, as a browser sends them).
async fn campaign(app: &TestApp, s: &Shop, fields: &[(&str, String)]) -> Reply {
    let mut form = reqwest::multipart::Form::new();
    for (k, v) in fields {
        form = form.text(k.to_string(), v.clone());
    }
    multipart(app, &s.c.host, "/api/game/campaign/store", &s.hq, form).await
}

fn fields(
    title: &str,
    points: &str,
    from: chrono::NaiveDate,
    to: chrono::NaiveDate,
) -> Vec<(&'static str, String)> {
    vec![
        ("gameTitle", title.to_string()),
        ("rewardType", "prize".to_string()),
        ("rewardName", "Umbrella".to_string()),
        ("pointRequired", points.to_string()),
        ("startDate", from.to_string()),
        ("endDate", to.to_string()),
    ]
}

async fn balance(app: &TestApp, s: &Shop, token: &str) -> (String, String) {
    let r = app
        .get(&s.c.host, "/api/game/campaign/summary", Some(token))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let a = &r.data()["agent"];
    (
        a["balance"].as_str().unwrap().to_string(),
        a["owed"].as_str().unwrap().to_string(),
    )
}

async fn adjust(app: &TestApp, s: &Shop, agent_id: i64, points: &str) -> Reply {
    app.post(
        &s.c.host,
        "/api/game/points/adjust",
        Some(&s.hq),
        json!({"agentId": agent_id, "points": points, "reason": "Test"}),
    )
    .await
}

#[tokio::test]
async fn points_follow_completed_and_refunded_orders_once_and_a_refund_after_spending_is_owed() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    // 3 serums at 2 points each.
    let first = completed_order(&app, &s, &budi_token, 3).await;
    assert_eq!(
        balance(&app, &s, &budi_token).await,
        ("6.00".into(), "0.00".into())
    );
    let history = app
        .get(
            &s.c.host,
            "/api/game/campaign/history-point",
            Some(&budi_token),
        )
        .await;
    assert_eq!(history.data()["total"], 1);
    assert_eq!(history.data()["items"][0]["kind"], "order");
    assert_eq!(history.data()["items"][0]["points"], "6.00");
    assert_eq!(history.data()["items"][0]["orderId"], first);

    // HQ takes 4 by hand; taking more than is left is refused and changes nothing.
    assert_eq!(adjust(&app, &s, budi, "-4").await.status, 200);
    let refused = adjust(&app, &s, budi, "-5").await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.body["data"]["errors"]["points"].is_string());
    for bad in ["0", "abc", "1.234"] {
        assert_eq!(adjust(&app, &s, budi, bad).await.status, 422, "{bad}");
    }
    assert_eq!(
        adjust(&app, &s, 999_999_999, "5").await.status,
        422,
        "no such agent"
    );
    assert_eq!(
        balance(&app, &s, &budi_token).await,
        ("2.00".into(), "0.00".into())
    );

    // The refund takes the 6 back: 2 from the balance, 4 owed.
    let r = app
        .post(
            &s.c.host,
            "/api/orders/refund",
            Some(&s.hq),
            json!({"id": first}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        balance(&app, &s, &budi_token).await,
        ("0.00".into(), "4.00".into())
    );
    // The next order's 10 points settle the 4 owed first.
    completed_order(&app, &s, &budi_token, 5).await;
    assert_eq!(
        balance(&app, &s, &budi_token).await,
        ("6.00".into(), "0.00".into())
    );
    // A second refund of the same order is refused and takes nothing again.
    let again = app
        .post(
            &s.c.host,
            "/api/orders/refund",
            Some(&s.hq),
            json!({"id": first}),
        )
        .await;
    assert_ne!(again.status, 200);
    let history = app
        .get(
            &s.c.host,
            "/api/game/campaign/history-point",
            Some(&budi_token),
        )
        .await;
    let kinds: Vec<&str> = history.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["order", "reversal", "manual", "order"]);
    assert_eq!(history.data()["owed"], "0.00");

    // HQ reads everyone's; an agent never reads another's (agentId is ignored for them).
    let (_, cici_token) = agent(&app, &s, "cici@x.test", None).await;
    let theirs = app
        .get(
            &s.c.host,
            &format!("/api/game/campaign/history-point?agentId={budi}"),
            Some(&cici_token),
        )
        .await;
    assert_eq!(theirs.data()["total"], 0);
    let all = app
        .get(&s.c.host, "/api/game/campaign/history-point", Some(&s.hq))
        .await;
    assert_eq!(all.data()["total"], 4);
    // Agents may not give themselves points.
    let own = app
        .post(
            &s.c.host,
            "/api/game/points/adjust",
            Some(&budi_token),
            json!({"agentId": budi, "points": "100", "reason": "Me"}),
        )
        .await;
    assert_eq!(own.status, 403);
}

#[tokio::test]
async fn hq_gives_points_from_a_csv_and_each_bad_row_is_reported_with_its_line() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    let (_, aina_token) = agent(&app, &s, "aina@x.test", None).await;
    let csv = format!(
        "agent,points,reason\nbudi@x.test,50,Event\n{budi},-20,Correction\naina@x.test,ten,Bad\nnobody@x.test,5,Who\naina@x.test,-1,Too much\naina@x.test,7,Prize\n"
    );
    let form = reqwest::multipart::Form::new().part(
        "file",
        reqwest::multipart::Part::bytes(csv.into_bytes())
            .file_name("points.csv")
            .mime_str("text/csv")
            .unwrap(),
    );
    let r = multipart(&app, &s.c.host, "/api/game/points/import", &s.hq, form).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let lines = |key: &str| -> Vec<i64> {
        r.data()[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| row["line"].as_i64().unwrap())
            .collect()
    };
    assert_eq!(lines("applied"), [2, 3, 7]);
    assert_eq!(lines("rejected"), [4, 5, 6]);
    assert_eq!(r.data()["rejected"][1]["message"], "No such agent.");
    assert_eq!(
        r.data()["rejected"][2]["message"],
        "The agent does not have that many points."
    );
    assert_eq!(balance(&app, &s, &budi_token).await.0, "30.00");
    assert_eq!(balance(&app, &s, &aina_token).await.0, "7.00");
}

#[tokio::test]
async fn campaigns_are_upcoming_ongoing_or_expired_by_kuala_lumpur_day_and_agents_see_their_tiers()
{
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    let today = kl_today();
    let day = chrono::Days::new(1);
    for (title, from, to) in [
        ("Ends today", today - day, today),
        ("Starts tomorrow", today + day, today + day + day),
        ("Ended yesterday", today - day - day, today - day),
    ] {
        let r = campaign(&app, &s, &fields(title, "10", from, to)).await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let other_tier = crate::catalogue::tier(&app, &s.c, &s.hq, "Silver", 2).await;
    let mut hidden = fields("Silver only", "10", today, today);
    hidden.push(("tierIds", other_tier.to_string()));
    assert_eq!(campaign(&app, &s, &hidden).await.status, 200);

    let titles = |r: &Reply| -> Vec<String> {
        r.data()
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                format!(
                    "{}:{}",
                    c["gameTitle"].as_str().unwrap(),
                    c["state"].as_str().unwrap()
                )
            })
            .collect()
    };
    let ongoing = app
        .get(
            &s.c.host,
            "/api/game/campaign/list?state=ongoing",
            Some(&s.hq),
        )
        .await;
    let mut seen = titles(&ongoing);
    seen.sort();
    assert_eq!(seen, ["Ends today:ongoing", "Silver only:ongoing"]);
    let upcoming = app
        .get(
            &s.c.host,
            "/api/game/campaign/list?state=upcoming",
            Some(&s.hq),
        )
        .await;
    assert_eq!(titles(&upcoming), ["Starts tomorrow:upcoming"]);
    let expired = app
        .get(
            &s.c.host,
            "/api/game/campaign/list?state=expired",
            Some(&s.hq),
        )
        .await;
    assert_eq!(titles(&expired), ["Ended yesterday:expired"]);
    let bad = app
        .get(
            &s.c.host,
            "/api/game/campaign/list?state=later",
            Some(&s.hq),
        )
        .await;
    assert_eq!(bad.status, 422);

    // The agent (Gold) never sees the Silver campaign, not even by its id.
    let theirs = app
        .get(
            &s.c.host,
            "/api/game/campaign/get-active",
            Some(&budi_token),
        )
        .await;
    assert_eq!(titles(&theirs), ["Ends today:ongoing"]);
    assert_eq!(theirs.data()[0]["me"]["canRedeem"], false);
    assert_eq!(theirs.data()[0]["me"]["refusal"], "not_enough_points");
    let silver_id = ongoing
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["gameTitle"] == "Silver only")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let r = app
        .get(
            &s.c.host,
            &format!("/api/game/campaign/campaign-detail?id={silver_id}"),
            Some(&budi_token),
        )
        .await;
    assert_eq!(r.status, 404);

    // Bad fields are named and nothing is saved.
    let mut wrong = fields("", "-5", today, today - day);
    wrong[1] = ("rewardType", "voucher".into());
    let r = campaign(&app, &s, &wrong).await;
    assert_eq!(r.status, 422, "{}", r.body);
    for field in [
        "gameTitle",
        "pointRequired",
        "endDate",
        "voucherKind",
        "voucherDiscount",
    ] {
        assert!(
            r.body["data"]["errors"][field].is_string(),
            "{field}: {}",
            r.body
        );
    }
    let all = app
        .get(&s.c.host, "/api/game/campaign/list", Some(&s.hq))
        .await;
    assert_eq!(all.data().as_array().unwrap().len(), 4);
    // Agents cannot add one.
    let mut form = reqwest::multipart::Form::new();
    for (k, v) in fields("Mine", "1", today, today) {
        form = form.text(k, v);
    }
    let r = multipart(
        &app,
        &s.c.host,
        "/api/game/campaign/store",
        &budi_token,
        form,
    )
    .await;
    assert_eq!(r.status, 403);
}

#[tokio::test]
async fn the_last_unit_of_a_campaign_goes_once_however_many_redeem_at_once() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let today = kl_today();
    let mut f = fields("Five umbrellas", "10", today, today);
    f.push(("maxRedeem", "5".into()));
    f.push(("perAgentLimit", "1".into()));
    f.push(("rewardFrequency", "monthly".into()));
    let r = campaign(&app, &s, &f).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let id = r.data()["id"].as_i64().unwrap();

    let mut tokens = vec![];
    for n in 0..12 {
        let (agent_id, token) = agent(&app, &s, &format!("a{n}@x.test"), None).await;
        assert_eq!(adjust(&app, &s, agent_id, "25").await.status, 200);
        tokens.push(token);
    }
    // Twelve agents at once, and the first of them twice more at once (one a month each).
    let mut racing = vec![];
    for token in tokens.iter().chain([&tokens[0], &tokens[0]]) {
        let (app, host, token) = (&app, s.c.host.clone(), token.clone());
        racing.push(async move {
            app.post(
                &host,
                "/api/game/campaign/redeem-point",
                Some(&token),
                json!({"campaignId": id}),
            )
            .await
        });
    }
    let answers = futures::future::join_all(racing).await;
    let granted = answers.iter().filter(|r| r.status == 200).count();
    let refused: Vec<&str> = answers
        .iter()
        .filter(|r| r.status != 200)
        .map(|r| r.error())
        .collect();
    assert_eq!(
        granted,
        5,
        "{:?}",
        answers.iter().map(|r| &r.body).collect::<Vec<_>>()
    );
    assert!(
        refused
            .iter()
            .all(|e| *e == "campaign_sold_out" || *e == "redeem_limit_reached"),
        "{refused:?}"
    );
    let detail = app
        .get(
            &s.c.host,
            &format!("/api/game/campaign/campaign-detail?id={id}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(detail.data()["redeemed"], 5);
    assert_eq!(detail.data()["remaining"], 0);
    let history = app
        .get(&s.c.host, "/api/game/campaign/history-redeem", Some(&s.hq))
        .await;
    assert_eq!(history.data()["total"], 5);
    // Each winner paid 10 points; the others kept theirs.
    let mut balances = vec![];
    for token in &tokens {
        balances.push(balance(&app, &s, token).await.0);
    }
    assert_eq!(
        balances.iter().filter(|b| *b == "15.00").count(),
        5,
        "{balances:?}"
    );
    assert_eq!(
        balances.iter().filter(|b| *b == "25.00").count(),
        7,
        "{balances:?}"
    );

    // HQ hands a prize over once.
    let waiting = app
        .get(&s.c.host, "/api/game/campaign/redeem-list", Some(&s.hq))
        .await;
    assert_eq!(waiting.data()["total"], 5);
    let one = waiting.data()["items"][0]["id"].as_i64().unwrap();
    let r = app
        .post(
            &s.c.host,
            "/api/game/campaign/hand-over",
            Some(&s.hq),
            json!({"id": one}),
        )
        .await;
    assert_eq!(r.data()["status"], "handed_over");
    let again = app
        .post(
            &s.c.host,
            "/api/game/campaign/hand-over",
            Some(&s.hq),
            json!({"id": one}),
        )
        .await;
    assert_eq!(again.status, 409);
}

#[tokio::test]
async fn a_voucher_reward_is_the_agents_own_and_takes_money_off_at_checkout() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (budi, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    let (_, aina_token) = agent(&app, &s, "aina@x.test", None).await;
    let today = kl_today();
    let mut f = fields("RM 10 off", "20", today, today + chrono::Days::new(30));
    f[1] = ("rewardType", "voucher".into());
    f.push(("voucherKind", "amount".into()));
    f.push(("voucherDiscount", "10".into()));
    let form = f.iter().fold(
        reqwest::multipart::Form::new().part(
            "image1",
            reqwest::multipart::Part::bytes(png(1600, 800))
                .file_name("banner.png")
                .mime_str("image/png")
                .unwrap(),
        ),
        |form, (k, v)| form.text(k.to_string(), v.clone()),
    );
    let r = multipart(&app, &s.c.host, "/api/game/campaign/store", &s.hq, form).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let id = r.data()["id"].as_i64().unwrap();
    assert!(r.data()["imageUrl"].is_string() && r.data()["thumbUrl"].is_string());

    let poor = app
        .post(
            &s.c.host,
            "/api/game/campaign/redeem-point",
            Some(&budi_token),
            json!({"campaignId": id}),
        )
        .await;
    assert_eq!(
        (poor.status.as_u16(), poor.error()),
        (409, "not_enough_points")
    );
    assert_eq!(adjust(&app, &s, budi, "20").await.status, 200);
    let won = app
        .post(
            &s.c.host,
            "/api/game/campaign/redeem-point",
            Some(&budi_token),
            json!({"campaignId": id}),
        )
        .await;
    assert_eq!(won.status, 200, "{}", won.body);
    assert_eq!(won.data()["status"], "issued");
    let code = won.data()["voucherCode"].as_str().unwrap().to_string();
    assert_eq!(balance(&app, &s, &budi_token).await.0, "0.00");

    // Another agent cannot use it; Budi gets RM 10 off 2 serums (RM 100), once.
    let aina_address = address(&app, &s, &aina_token).await;
    add(&app, &s, &aina_token, s.serum.1, 2).await;
    let r = checkout(
        &app,
        &s,
        &aina_token,
        checkout_body(aina_address, Some(&code), None),
    )
    .await;
    assert_eq!(r.status, 422, "{}", r.body);
    let budi_address = address(&app, &s, &budi_token).await;
    add(&app, &s, &budi_token, s.serum.1, 2).await;
    let r = checkout(
        &app,
        &s,
        &budi_token,
        checkout_body(budi_address, Some(&code), None),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["order"]["discount"], "10.00");
    add(&app, &s, &budi_token, s.serum.1, 2).await;
    let r = checkout(
        &app,
        &s,
        &budi_token,
        checkout_body(budi_address, Some(&code), None),
    )
    .await;
    assert_eq!(r.status, 422, "used once: {}", r.body);
}

#[tokio::test]
async fn marketing_folders_and_files_are_seen_and_downloaded_only_by_their_tiers() {
    let app = TestApp::spawn().await;
    let s = shop(&app).await;
    let (_, gold_token) = agent(&app, &s, "budi@x.test", None).await;
    let silver = crate::catalogue::tier(&app, &s.c, &s.hq, "Silver", 2).await;
    let folder = |name: &str, tiers: Vec<i64>| {
        let (app, host, hq) = (&app, s.c.host.clone(), s.hq.clone());
        let body = json!({"name": name, "tierIds": tiers});
        async move {
            let r = app
                .post(&host, "/api/marketing/folder/store", Some(&hq), body)
                .await;
            assert_eq!(r.status, 200, "{}", r.body);
            r.data()["id"].as_i64().unwrap()
        }
    };
    let everyone = folder("Brochures", vec![]).await;
    let silver_only = folder("Silver kit", vec![silver]).await;
    let upload = |folder: i64, name: &str, bytes: Vec<u8>, file_name: &str| {
        let form = reqwest::multipart::Form::new()
            .text("folderId", folder.to_string())
            .text("name", name.to_string())
            .part(
                "file",
                reqwest::multipart::Part::bytes(bytes).file_name(file_name.to_string()),
            );
        let (app, host, hq) = (&app, s.c.host.clone(), s.hq.clone());
        async move { multipart(app, &host, "/api/marketing/file/store", &hq, form).await }
    };
    let pdf = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n".to_vec();
    let r = upload(everyone, "Price list", pdf.clone(), "prices.pdf").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.data()["kind"], "pdf");
    assert_eq!(r.data()["fileName"], "Price list.pdf");
    let public_pdf = r.data()["id"].as_i64().unwrap();
    let r = upload(silver_only, "Poster", png(300, 200), "poster.png").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.data()["thumbUrl"].is_string());
    let silver_png = r.data()["id"].as_i64().unwrap();

    // Only jpg, png and pdf by content; a name is required; at most 20 MB.
    let r = upload(everyone, "Gif", b"GIF89a....".to_vec(), "a.gif").await;
    assert_eq!(r.status, 422, "{}", r.body);
    let r = upload(everyone, "Fake", b"not a pdf at all".to_vec(), "fake.pdf").await;
    assert_eq!(r.status, 422, "{}", r.body);
    let r = upload(everyone, " ", pdf.clone(), "x.pdf").await;
    assert!(r.body["data"]["errors"]["name"].is_string(), "{}", r.body);
    let mut big = pdf.clone();
    big.resize(21 * 1024 * 1024, b' ');
    let r = upload(everyone, "Big", big, "big.pdf").await;
    assert_eq!(r.status, 413, "{}", r.body);

    // The Gold agent sees the shared folder only.
    let seen = app
        .get(&s.c.host, "/api/marketing/folder", Some(&gold_token))
        .await;
    let names: Vec<&str> = seen
        .data()
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Brochures"]);
    for path in [
        format!("/api/marketing/file?folderId={silver_only}"),
        format!("/api/marketing/file/download?id={silver_png}"),
    ] {
        let r = app.get(&s.c.host, &path, Some(&gold_token)).await;
        assert_eq!(r.status, 404, "{path}");
    }
    let download = app
        .client
        .get(app.url(&format!("/api/marketing/file/download?id={public_pdf}")))
        .header("host", &s.c.host)
        .bearer_auth(&gold_token)
        .send()
        .await
        .unwrap();
    assert_eq!(download.status(), 200);
    assert_eq!(download.headers()["content-type"], "application/pdf");
    assert!(download.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("filename=\"Price list.pdf\""));
    assert_eq!(download.bytes().await.unwrap().as_ref(), pdf.as_slice());

    // A folder with files asks before it goes; agents cannot delete.
    let r = app
        .delete(
            &s.c.host,
            &format!("/api/marketing/folder/delete?id={everyone}"),
            &gold_token,
        )
        .await;
    assert_eq!(r.status, 403);
    let r = app
        .delete(
            &s.c.host,
            &format!("/api/marketing/folder/delete?id={everyone}"),
            &s.hq,
        )
        .await;
    assert_eq!((r.status.as_u16(), r.error()), (409, "folder_has_files"));
    let r = app
        .delete(
            &s.c.host,
            &format!("/api/marketing/folder/delete?id={everyone}&force=true"),
            &s.hq,
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = app
        .get(
            &s.c.host,
            &format!("/api/marketing/file/download?id={public_pdf}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(r.status, 404);

    // Another company reaches none of it.
    let other = shop(&app).await;
    let r = app
        .get(
            &other.c.host,
            &format!("/api/marketing/file?folderId={silver_only}"),
            Some(&other.hq),
        )
        .await;
    assert_eq!(r.status, 404);
}
