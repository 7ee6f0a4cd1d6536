//! E-invoicing against the MyInvois fake (docs/api-einvoice.md): connecting checks the
//! credentials and keeps the secret sealed; a sale to an agent with a TIN, a payout and a month's
//! sales without a TIN become documents that are sent once, followed to valid, or to invalid and
//! then corrected and sent again; a lost answer is found instead of sent twice; a valid document
//! is cancelled; another company sees none of it.

use crate::{
    commissions::completed_order,
    fakes::myinvois::{FakeMyInvois, CLIENT_ID, CLIENT_SECRET},
    helpers::{test_config, TestApp},
    orders::{agent, shop, Shop},
};
use serde_json::{json, Value};

async fn sql(app: &TestApp, s: &Shop, statement: &str) {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::raw_sql(statement).execute(&mut db).await.unwrap();
}

async fn round(app: &TestApp, s: &Shop) -> Value {
    let r = app
        .post(&s.c.host, "/api/e-invoice/submit", Some(&s.hq), json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data().clone()
}

async fn documents(app: &TestApp, s: &Shop, query: &str) -> Value {
    let r = app
        .get(
            &s.c.host,
            &format!("/api/e-invoice/data?perPage=100{query}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.data().clone()
}

fn by_code<'a>(page: &'a Value, code: &str) -> &'a Value {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["codeNumber"] == code)
        .unwrap_or_else(|| panic!("{code} not in {page}"))
}

/// What an e-invoice needs of the company (Setup): TIN, ROC, MSIC, address, state and phone.
const COMPANY_DETAILS: &str =
    "update company_settings set tin = 'C1234567890', roc = '202301234567', msic_code = '46499',
            address_line1 = '1 Jalan Ampang', postcode = '50450', city = 'Kuala Lumpur', state = '14',
            phone_code = '+60', phone = '312345678'";

async fn order_number(app: &TestApp, s: &Shop, id: i64) -> String {
    let mut db = app.owner_in(&s.c.company).await;
    sqlx::query_scalar("select number from orders where id = $1")
        .bind(id)
        .fetch_one(&mut db)
        .await
        .unwrap()
}

#[tokio::test]
async fn sales_payouts_and_months_are_e_invoiced_once_and_followed_to_valid() {
    let fake = FakeMyInvois::start().await;
    let mut config = test_config();
    config.myinvois_url = Some(fake.base_url.clone());
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    sql(&app, &s, COMPANY_DETAILS).await;
    sql(
        &app,
        &s,
        "update company_settings set sst_number = 'W10-1808-32000123'",
    )
    .await;

    // Not connected: nothing to send, and the screen says what the company's details lack.
    let before = app
        .get(&s.c.host, "/api/e-invoice/settings", Some(&s.hq))
        .await;
    assert_eq!(
        (&before.data()["connected"], &before.data()["missing"]),
        (&json!(false), &json!([])),
        "{}",
        before.body
    );
    let not_yet = app
        .post(&s.c.host, "/api/e-invoice/submit", Some(&s.hq), json!({}))
        .await;
    assert_eq!(
        (not_yet.status.as_u16(), not_yet.error()),
        (422, "myinvois_not_connected")
    );

    // Wrong credentials are refused in MyInvois's words; right ones are kept, the secret sealed.
    let wrong = app
        .post(
            &s.c.host,
            "/api/e-invoice/settings",
            Some(&s.hq),
            json!({"clientId": CLIENT_ID, "clientSecret": "nope", "sandbox": true}),
        )
        .await;
    assert_eq!(
        (wrong.status.as_u16(), wrong.error()),
        (422, "myinvois_refused")
    );
    assert!(
        wrong.message().contains("Client authentication failed"),
        "{}",
        wrong.body
    );
    let connected = app
        .post(
            &s.c.host,
            "/api/e-invoice/settings",
            Some(&s.hq),
            json!({"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "sandbox": true}),
        )
        .await;
    assert_eq!(connected.status, 200, "{}", connected.body);
    assert_eq!(connected.data()["clientSecret"], "••••0001");
    {
        let mut db = app.owner_in(&s.c.company).await;
        let sealed: Vec<u8> = sqlx::query_scalar("select myinvois_secret from company_settings")
            .fetch_one(&mut db)
            .await
            .unwrap();
        assert!(
            !sealed
                .windows(CLIENT_SECRET.len())
                .any(|w| w == CLIENT_SECRET.as_bytes()),
            "not kept in the clear"
        );
    }
    let agent_tries = app
        .post(
            &s.c.host,
            "/api/e-invoice/settings",
            Some(&s.hq),
            json!({"clientId": "", "clientSecret": "", "sandbox": true}),
        )
        .await;
    assert_eq!(agent_tries.status, 422);

    // Aina has a TIN: her completed order is an e-invoice to her; her paid payout a self-billed one.
    let (aina, aina_token) = agent(&app, &s, "aina@x.test", None).await;
    let (_budi, budi_token) = agent(&app, &s, "budi@x.test", None).await;
    sql(&app, &s, &format!("update users set tin = 'IG12345678901', identity_number = '900101145678' where id = {aina}")).await;
    let aina_order = completed_order(&app, &s, &aina_token, 3).await;
    let budi_order = completed_order(&app, &s, &budi_token, 1).await;
    sql(
        &app,
        &s,
        &format!(
            "insert into payouts (agent_id, amount, status, bank_name, account_number, account_name, paid_at)
             values ({aina}, 200, 'paid', 'Maybank', '5140', 'AINA', now())"
        ),
    )
    .await;

    let first = round(&app, &s).await;
    assert_eq!(
        (&first["written"], &first["submitted"], &first["error"]),
        (&json!(2), &json!(2), &Value::Null),
        "{first} {}",
        documents(&app, &s, "").await
    );
    let aina_number = order_number(&app, &s, aina_order).await;
    let sent = fake.documents();
    let invoice = sent
        .iter()
        .find(|d| d.code_number == aina_number)
        .expect("the sale was sent");
    assert_eq!(invoice.body["Invoice"][0]["InvoiceTypeCode"][0]["_"], "01");
    assert_eq!(
        invoice.body["Invoice"][0]["AccountingCustomerParty"][0]["Party"][0]["PartyIdentification"]
            [0]["ID"][0]["_"],
        "IG12345678901"
    );
    let grand_total: rust_decimal::Decimal = {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query_scalar("select grand_total from orders where id = $1")
            .bind(aina_order)
            .fetch_one(&mut db)
            .await
            .unwrap()
    };
    assert_eq!(
        invoice.body["Invoice"][0]["LegalMonetaryTotal"][0]["PayableAmount"][0]["_"],
        json!(rust_decimal::prelude::ToPrimitive::to_f64(&grand_total).unwrap()),
        "the document pays what the order did"
    );
    let payout = sent
        .iter()
        .find(|d| d.code_number.starts_with("PAYOUT-"))
        .expect("the payout was sent");
    assert_eq!(payout.body["Invoice"][0]["InvoiceTypeCode"][0]["_"], "11");
    assert_eq!(
        payout.body["Invoice"][0]["AccountingSupplierParty"][0]["Party"][0]["PartyIdentification"]
            [0]["ID"][0]["_"],
        "IG12345678901"
    );
    // Budi gave no TIN: his sale waits for the month's consolidated e-invoice.
    let waiting = documents(&app, &s, "").await;
    assert_eq!(waiting["total"], 2);
    assert_eq!(waiting["counts"]["submitted"], 2);

    // The next round finds them valid, with their validation links.
    let second = round(&app, &s).await;
    assert_eq!(second["valid"], 2, "{second}");
    let page = documents(&app, &s, "&status=valid").await;
    let doc = by_code(&page, &aina_number);
    assert!(
        doc["validationLink"]
            .as_str()
            .unwrap()
            .starts_with("https://preprod.myinvois.hasil.gov.my/"),
        "{doc}"
    );
    assert_eq!(doc["canCancel"], true);
    // The printed invoice names the buyer's TIN and the e-invoice with its validation link (the QR).
    let printed = app
        .get(
            &s.c.host,
            &format!("/api/orders/detail?id={aina_order}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(
        printed.data()["buyerTin"],
        "IG12345678901",
        "{}",
        printed.body
    );
    assert_eq!(printed.data()["einvoice"]["status"], "valid");
    assert_eq!(
        printed.data()["einvoice"]["validationLink"],
        doc["validationLink"]
    );
    assert_eq!(printed.data()["company"]["tin"], "C1234567890");
    assert_eq!(printed.data()["company"]["sst"], "W10-1808-32000123");
    assert_eq!(
        invoice.body["Invoice"][0]["AccountingSupplierParty"][0]["Party"][0]["PartyIdentification"]
            [2]["ID"][0],
        json!({"_": "W10-1808-32000123", "schemeID": "SST"})
    );
    // Nothing new: no second submission of the same documents.
    let submissions = fake.submissions();
    round(&app, &s).await;
    assert_eq!(fake.submissions(), submissions);

    // The month ends: Budi's sale goes into one consolidated e-invoice to the general public.
    sql(&app, &s, &format!("update sales_entries set period = (kl_month(now()) - interval '1 month')::date where order_id = {budi_order}")).await;
    let this_month = backend::domain::time::kl_month(chrono::Utc::now());
    let not_yet = round(&app, &s).await;
    assert_eq!(
        not_yet["written"], 0,
        "the minutely round leaves months to their job"
    );
    let months = backend::jobs::consolidate_company(&app.state, &s.c.company, this_month)
        .await
        .unwrap();
    assert_eq!(months, 1);
    let third = round(&app, &s).await;
    assert_eq!(third["submitted"], 1, "{third}");
    let consolidated = fake
        .documents()
        .into_iter()
        .find(|d| d.code_number.starts_with("CONSOL-"))
        .expect("sent");
    let inv = &consolidated.body["Invoice"][0];
    assert_eq!(
        inv["AccountingCustomerParty"][0]["Party"][0]["PartyIdentification"][0]["ID"][0]["_"],
        "EI00000000010"
    );
    assert_eq!(inv["InvoiceLine"].as_array().unwrap().len(), 1);
    assert_eq!(
        inv["InvoiceLine"][0]["Item"][0]["CommodityClassification"][0]["ItemClassificationCode"][0]
            ["_"],
        "004"
    );
    let again = backend::jobs::consolidate_company(&app.state, &s.c.company, this_month)
        .await
        .unwrap();
    assert_eq!(again, 0, "a month is consolidated once");

    // LHDN does not know Cik's TIN: invalid with its reason; HQ corrects it and it is sent again.
    let (cik, cik_token) = agent(&app, &s, "cik@x.test", None).await;
    sql(
        &app,
        &s,
        &format!("update users set tin = 'IG55555555550' where id = {cik}"),
    )
    .await;
    fake.unknown_tin("IG55555555550");
    let cik_order = completed_order(&app, &s, &cik_token, 1).await;
    let cik_number = order_number(&app, &s, cik_order).await;
    round(&app, &s).await;
    round(&app, &s).await;
    let invalid = by_code(&documents(&app, &s, "&status=invalid").await, &cik_number).clone();
    assert_eq!(
        invalid["reasons"],
        json!(["TIN IG55555555550 is not registered with LHDN"])
    );
    assert_eq!(invalid["canResubmit"], true);
    let bad_tin = app
        .post(
            &s.c.host,
            "/api/e-invoice/resubmit",
            Some(&s.hq),
            json!({"id": invalid["id"], "buyerTin": "12"}),
        )
        .await;
    assert_eq!(bad_tin.status, 422);
    let fixed = app
        .post(
            &s.c.host,
            "/api/e-invoice/resubmit",
            Some(&s.hq),
            json!({"id": invalid["id"], "buyerTin": "IG66666666660"}),
        )
        .await;
    assert_eq!(
        (fixed.status.as_u16(), &fixed.data()["status"]),
        (200, &json!("pending")),
        "{}",
        fixed.body
    );
    round(&app, &s).await;
    round(&app, &s).await;
    let now_valid = by_code(&documents(&app, &s, "").await, &cik_number).clone();
    assert_eq!(
        (&now_valid["status"], &now_valid["buyerTin"]),
        (&json!("valid"), &json!("IG66666666660")),
        "{now_valid}"
    );
    let resent = app
        .post(
            &s.c.host,
            "/api/e-invoice/resubmit",
            Some(&s.hq),
            json!({"id": now_valid["id"]}),
        )
        .await;
    assert_eq!(resent.status, 409, "a valid document is not sent again");

    // Connected, a new TIN is confirmed with LHDN (with the MyKad) when the agent saves it.
    let save_tin = |tin: &'static str| {
        app.post(
            &s.c.host,
            "/api/user/account-detail",
            Some(&cik_token),
            json!({"accFirstName": "Cik", "accIdentity": "900101-14-5679", "accTIN": tin}),
        )
    };
    let unknown = save_tin("IG55555555550").await;
    assert_eq!(
        unknown.status, 200,
        "unchanged TINs are not asked again: {}",
        unknown.body
    );
    let refused = save_tin("IG55555555560").await;
    fake.unknown_tin("IG55555555560");
    let refused_now = save_tin("IG55555555560").await;
    assert_eq!(refused.status, 200, "{}", refused.body);
    assert_eq!(
        refused_now.status, 200,
        "the TIN saved before is not asked again"
    );
    fake.unknown_tin("IG77777777770");
    let lhdn_no = save_tin("IG77777777770").await;
    assert_eq!(lhdn_no.status, 422, "{}", lhdn_no.body);
    assert!(lhdn_no.body["data"]["errors"]["accTIN"]
        .as_str()
        .unwrap()
        .contains("LHDN"));

    // The answer to a submission is lost: the next round finds the document instead of sending it twice.
    fake.lose_next_answer();
    let lost_order = completed_order(&app, &s, &aina_token, 1).await;
    let lost_number = order_number(&app, &s, lost_order).await;
    let lost = round(&app, &s).await;
    assert!(lost["error"].is_string(), "{lost}");
    assert_eq!(
        by_code(&documents(&app, &s, "").await, &lost_number)["status"],
        "pending"
    );
    let submissions = fake.submissions();
    // While another round's sending lease runs (as if it had stopped between sending and
    // recording), nothing is taken or sent.
    sql(&app, &s, &format!("update einvoices set sending_until = now() + interval '1 minute' where code_number = '{lost_number}'")).await;
    let leased = round(&app, &s).await;
    assert_eq!(
        (&leased["submitted"], fake.submissions()),
        (&json!(0), submissions),
        "{leased}"
    );
    sql(&app, &s, &format!("update einvoices set sending_until = now() - interval '1 second' where code_number = '{lost_number}'")).await;
    let found = round(&app, &s).await;
    assert_eq!(found["submitted"], 1, "{found}");
    assert_eq!(fake.submissions(), submissions, "not sent again");
    assert_eq!(
        fake.documents()
            .iter()
            .filter(|d| d.code_number == lost_number)
            .count(),
        1
    );

    // A valid document is cancelled (within 72 hours), once.
    let id = by_code(&documents(&app, &s, "").await, &aina_number)["id"].clone();
    let no_reason = app
        .post(
            &s.c.host,
            "/api/e-invoice/cancel",
            Some(&s.hq),
            json!({"id": id, "reason": " "}),
        )
        .await;
    assert_eq!(no_reason.status, 422);
    let cancelled = app
        .post(
            &s.c.host,
            "/api/e-invoice/cancel",
            Some(&s.hq),
            json!({"id": id, "reason": "Order refunded"}),
        )
        .await;
    assert_eq!(
        (cancelled.status.as_u16(), &cancelled.data()["status"]),
        (200, &json!("cancelled")),
        "{}",
        cancelled.body
    );
    assert!(fake
        .documents()
        .iter()
        .any(|d| d.code_number == aina_number && d.status == "Cancelled"));
    let twice = app
        .post(
            &s.c.host,
            "/api/e-invoice/cancel",
            Some(&s.hq),
            json!({"id": id, "reason": "Again"}),
        )
        .await;
    assert_eq!(
        (twice.status.as_u16(), twice.error()),
        (409, "not_cancellable")
    );

    // The export lists them; the UBL sent can be read back.
    let export = app
        .get(&s.c.host, "/api/e-invoice/export?format=csv", Some(&s.hq))
        .await;
    let csv = export.body["raw"].as_str().unwrap_or_default();
    assert!(
        csv.contains(&aina_number) && csv.contains("CONSOL-") && csv.contains("cancelled"),
        "{csv}"
    );
    let ubl = app
        .get(
            &s.c.host,
            &format!("/api/e-invoice/document?id={id}"),
            Some(&s.hq),
        )
        .await;
    assert_eq!(
        ubl.data()["document"]["Invoice"][0]["ID"][0]["_"],
        aina_number
    );

    // Agents have no access; another company sees none of it.
    let agent_reads = app
        .get(&s.c.host, "/api/e-invoice/data", Some(&aina_token))
        .await;
    assert_eq!(agent_reads.status, 403);
    let other = shop(&app).await;
    let theirs = app
        .get(&other.c.host, "/api/e-invoice/data", Some(&other.hq))
        .await;
    assert_eq!(theirs.data()["total"], 0);
    let foreign = app
        .get(
            &other.c.host,
            &format!("/api/e-invoice/document?id={id}"),
            Some(&other.hq),
        )
        .await;
    assert_eq!(foreign.status, 404);
    let foreign_cancel = app
        .post(
            &other.c.host,
            "/api/e-invoice/cancel",
            Some(&other.hq),
            json!({"id": id, "reason": "x"}),
        )
        .await;
    assert_eq!(foreign_cancel.status, 404);
}

async fn connected(app: &TestApp, s: &Shop) {
    sql(app, s, COMPANY_DETAILS).await;
    let r = app
        .post(
            &s.c.host,
            "/api/e-invoice/settings",
            Some(&s.hq),
            json!({"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "sandbox": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
}

#[tokio::test]
async fn a_document_that_never_arrived_is_sent_again_as_it_was_and_refusals_are_corrected() {
    let fake = FakeMyInvois::start().await;
    let mut config = test_config();
    config.myinvois_url = Some(fake.base_url.clone());
    let app = TestApp::spawn_with(config).await;
    let s = shop(&app).await;
    // LHDN does not know the company's TIN with its registration number: not connected.
    sql(
        &app,
        &s,
        "update company_settings set tin = 'C9999999990', roc = '202301234567'",
    )
    .await;
    fake.unknown_tin("C9999999990");
    let refused = app
        .post(
            &s.c.host,
            "/api/e-invoice/settings",
            Some(&s.hq),
            json!({"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "sandbox": true}),
        )
        .await;
    assert_eq!(
        (refused.status.as_u16(), refused.error()),
        (422, "company_tin_unknown"),
        "{}",
        refused.body
    );
    let settings = app
        .get(&s.c.host, "/api/e-invoice/settings", Some(&s.hq))
        .await;
    assert_eq!(settings.data()["connected"], false);
    connected(&app, &s).await;
    // Connected, a new company TIN in Setup is confirmed with LHDN too; the one kept is not asked.
    let save_tin = |tin: &'static str| {
        app.post(
            &s.c.host,
            "/api/setup/company/store",
            Some(&s.hq),
            json!({"type": "regulatory", "tin": tin, "msicCode": "46499", "taxPercentage": "0"}),
        )
    };
    let unknown = save_tin("C9999999990").await;
    assert_eq!(unknown.status, 422, "{}", unknown.body);
    assert!(unknown.body["data"]["errors"]["tin"]
        .as_str()
        .unwrap()
        .contains("LHDN"));
    let kept = save_tin("C1234567890").await;
    assert_eq!(kept.status, 200, "{}", kept.body);
    let (aina, aina_token) = agent(&app, &s, "aina@x.test", None).await;
    sql(
        &app,
        &s,
        &format!("update users set tin = 'IG12345678901' where id = {aina}"),
    )
    .await;

    // The submission never reaches MyInvois: the next round finds nothing among the recent
    // documents and sends the very same document again (its issue time unchanged).
    let order = completed_order(&app, &s, &aina_token, 1).await;
    let number = order_number(&app, &s, order).await;
    fake.drop_next_submission();
    let lost = round(&app, &s).await;
    assert!(lost["error"].is_string(), "{lost}");
    let kept: Value = {
        let mut db = app.owner_in(&s.c.company).await;
        sqlx::query_scalar::<_, sqlx::types::Json<Value>>(
            "select document from einvoices where code_number = $1",
        )
        .bind(&number)
        .fetch_one(&mut db)
        .await
        .unwrap()
        .0
    };
    let again = round(&app, &s).await;
    assert_eq!(again["submitted"], 1, "{again}");
    let arrived: Vec<_> = fake
        .documents()
        .into_iter()
        .filter(|d| d.code_number == number)
        .collect();
    assert_eq!(arrived.len(), 1);
    assert_eq!(arrived[0].body, kept, "the same document, not a new one");

    // MyInvois keeps an answered document among the recent ones from the day it arrived: one of
    // an earlier day is not taken for ours, so a lost answer is looked up from the document's day.
    fake.received_days_ago(3);
    fake.lose_next_answer();
    let second = completed_order(&app, &s, &aina_token, 1).await;
    let second_number = order_number(&app, &s, second).await;
    round(&app, &s).await;
    let submissions = fake.submissions();
    let found = round(&app, &s).await;
    assert_eq!(
        (&found["submitted"], fake.submissions()),
        (&json!(1), submissions),
        "{found}"
    );
    assert_eq!(
        by_code(&documents(&app, &s, "").await, &second_number)["status"],
        "submitted"
    );

    // Refused at submission (the company's MSIC code is not one): invalid with MyInvois's reason,
    // corrected in Setup and sent again.
    sql(&app, &s, "update company_settings set msic_code = '4649'").await;
    let third = completed_order(&app, &s, &aina_token, 1).await;
    let third_number = order_number(&app, &s, third).await;
    let refused = round(&app, &s).await;
    assert_eq!(refused["invalid"], 1, "{refused}");
    let invalid = by_code(&documents(&app, &s, "&status=invalid").await, &third_number).clone();
    assert!(
        invalid["reasons"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r.as_str().unwrap().contains("MSIC")),
        "{invalid}"
    );
    sql(&app, &s, "update company_settings set msic_code = '46499'").await;
    let resubmitted = app
        .post(
            &s.c.host,
            "/api/e-invoice/resubmit",
            Some(&s.hq),
            json!({"id": invalid["id"]}),
        )
        .await;
    assert_eq!(resubmitted.status, 200, "{}", resubmitted.body);
    round(&app, &s).await;
    round(&app, &s).await;
    let valid = by_code(&documents(&app, &s, "").await, &third_number).clone();
    assert_eq!(valid["status"], "valid", "{valid}");

    // Past 72 hours after its validation a document can no longer be cancelled.
    fake.validated_hours_ago(valid["uuid"].as_str().unwrap(), 73);
    let late = app
        .post(
            &s.c.host,
            "/api/e-invoice/cancel",
            Some(&s.hq),
            json!({"id": valid["id"], "reason": "Order refunded"}),
        )
        .await;
    assert_eq!(
        (late.status.as_u16(), late.error()),
        (422, "myinvois_refused"),
        "{}",
        late.body
    );
    assert_eq!(
        by_code(&documents(&app, &s, "").await, &third_number)["status"],
        "valid"
    );
}
