//! The Billplz fake keeps the documented contract: auth, validation, bills, and callbacks and
//! redirects that our X-Signature check accepts (and refuses once altered).

use crate::fakes::billplz::{callback_receiver, FakeBillplz};
use backend::integrations::billplz::verify;
use serde_json::{json, Value};

#[tokio::test]
async fn the_fake_signs_callbacks_and_redirects_that_our_check_accepts() {
    let fake = FakeBillplz::start().await;
    let (callback_url, seen) = callback_receiver().await;
    let client = reqwest::Client::new();

    let unauthorised = client
        .post(format!("{}/api/v3/bills", fake.base_url))
        .basic_auth("wrong", Some(""))
        .form(&[("name", "x")])
        .send()
        .await
        .unwrap();
    assert_eq!(unauthorised.status(), 401);

    let invalid = client
        .post(format!("{}/api/v3/bills", fake.base_url))
        .basic_auth(&fake.api_key, Some(""))
        .form(&[("collection_id", "inbmmepb"), ("amount", "0")])
        .send()
        .await
        .unwrap();
    assert_eq!(invalid.status(), 422);
    let body: Value = invalid.json().await.unwrap();
    assert!(body["error"]["message"].as_array().unwrap().len() >= 3);

    let bill: Value = client
        .post(format!("{}/api/v3/bills", fake.base_url))
        .basic_auth(&fake.api_key, Some(""))
        .json(&json!({"collection_id": "inbmmepb", "email": "agent@x.test", "name": "Agent",
                      "amount": 12345, "callback_url": callback_url,
                      "redirect_url": "https://demo.localhost/my-shop/result", "description": "Order 1"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = bill["id"].as_str().unwrap().to_string();
    assert_eq!((id.len(), bill["state"].as_str()), (8, Some("due")));

    let paid: Value = client
        .post(format!(
            "{}/_fake/bills/{id}/pay?success=true",
            fake.base_url
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(paid["callback_status"], 200);
    let form = seen.lock().unwrap()[0].clone();
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let signature = form
        .iter()
        .find(|(k, _)| k == "x_signature")
        .unwrap()
        .1
        .clone();
    assert!(verify(&fake.x_signature_key, &pairs, &signature));
    let mut forged = pairs.clone();
    forged
        .iter_mut()
        .find(|(k, _)| *k == "paid_amount")
        .unwrap()
        .1 = "1";
    assert!(
        !verify(&fake.x_signature_key, &forged, &signature),
        "an altered amount fails"
    );

    // The redirect is signed over its billplz[...] keys.
    let redirect = url::Url::parse(paid["redirect"].as_str().unwrap()).unwrap();
    let query: Vec<(String, String)> = redirect.query_pairs().into_owned().collect();
    let pairs: Vec<(&str, &str)> = query
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let signature = query
        .iter()
        .find(|(k, _)| k == "billplz[x_signature]")
        .unwrap()
        .1
        .clone();
    assert!(verify(&fake.x_signature_key, &pairs, &signature));

    // A paid bill cannot be deleted.
    let delete = client
        .delete(format!("{}/api/v3/bills/{id}", fake.base_url))
        .basic_auth(&fake.api_key, Some(""))
        .send()
        .await
        .unwrap();
    assert_eq!(delete.status(), 422);
    assert_eq!(fake.bill(&id).unwrap()["state"], "paid");
}
