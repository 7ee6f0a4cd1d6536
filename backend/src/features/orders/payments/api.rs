//! `/integration/billplz/…` and `/payments/billplz/…`: HQ's Billplz account, the admin fee shown
//! at checkout, and Billplz's signed callback and the payer's redirect.

use super::{query_pairs, read_notice, settle, store, Notice};
use crate::http::auth::HqAdminAuth;
use crate::http::text::Text;
use crate::{
    domain::{fields::amount, money},
    http::tags::ApiTags,
    http::{auth::CurrentUser, auth::UserAuth, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    tenancy::Tenant,
};
use poem_openapi::{payload::Json, payload::PlainText, ApiResponse, Object, OpenApi};
use serde_json::{json, Value};

#[derive(ApiResponse)]
pub enum RedirectResponse {
    /// Back to the payment result page.
    #[oai(status = 302)]
    Found(#[oai(header = "location")] String),
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct BillplzSettingsInput {
    #[oai(nullable)]
    pub api_key: Option<Text>,
    #[oai(nullable)]
    pub x_signature_key: Option<Text>,
    #[oai(default)]
    pub collection_id: Text,
    #[oai(default)]
    pub sandbox: bool,
    #[oai(nullable)]
    pub admin_fee: Option<Text>,
    #[oai(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

pub struct PaymentsApi;

#[OpenApi(tag = "ApiTags::Payments")]
impl PaymentsApi {
    /// The Billplz admin fee added to online payments, and whether Billplz is on.
    #[oai(path = "/integration/billplz/get-admin-fee", method = "get")]
    async fn admin_fee(&self, auth: UserAuth) -> ApiResult<Value> {
        let mut db = auth.db().await?;
        let s = store::settings(&mut db).await?;
        ok(
            json!({"adminFee": money(s.as_ref().map(|s| s.admin_fee).unwrap_or_default()),
                  "active": s.is_some_and(|s| s.active)}),
        )
    }

    /// HQ saves the company's Billplz account (keys are never sent back; leave them out to keep them).
    #[oai(path = "/integration/billplz/store", method = "post")]
    async fn store_settings(
        &self,
        auth: HqAdminAuth,
        body: Json<BillplzSettingsInput>,
    ) -> ApiResult<Value> {
        store_billplz(&auth.0, &body).await
    }

    /// The same as `/integration/billplz/store`.
    #[oai(path = "/integration/billplz/setup", method = "post")]
    async fn setup_settings(
        &self,
        auth: HqAdminAuth,
        body: Json<BillplzSettingsInput>,
    ) -> ApiResult<Value> {
        store_billplz(&auth.0, &body).await
    }

    /// Billplz's callback (form-encoded, X-Signature signed). 200 once applied or already applied;
    /// 403 when the signature does not verify (nothing changes).
    #[oai(path = "/payments/billplz/callback", method = "post")]
    async fn callback(
        &self,
        tenant: Tenant,
        body: poem_openapi::payload::Form<std::collections::HashMap<String, String>>,
    ) -> Result<PlainText<String>, ApiError> {
        let form: Vec<(String, String)> = body.0.into_iter().collect();
        let mut db = tenant.db().await?;
        let (id, paid) = read_notice(&mut db, &form, Notice::Callback).await?;
        settle(&mut db, &id, paid).await?;
        Ok(PlainText("OK".into()))
    }

    /// The payer's browser back from Billplz (signed query): the result is applied like the
    /// callback, then the browser goes to the pending page (a store's customer: the order's
    /// tracking page), which shows the outcome.
    #[oai(path = "/payments/billplz/redirect", method = "get")]
    async fn redirect(
        &self,
        tenant: Tenant,
        req: &poem::Request,
    ) -> Result<RedirectResponse, ApiError> {
        let query = query_pairs(req);
        // A GET that settles the payment: its transaction writes.
        tenant.writes();
        let mut db = tenant.db().await?;
        let (id, paid) = read_notice(&mut db, &query, Notice::Redirect).await?;
        let order = settle(&mut db, &id, paid)
            .await?
            .ok_or_else(ApiError::not_found)?;
        // A store's customer goes back to their order's tracking page in the store.
        let back = match crate::features::stores::order_store::store_link_of_order(&mut db, order)
            .await?
        {
            Some((slug, token)) => format!("/s/{slug}/order/{token}"),
            None => format!("/my-shop/checkout/pending-payment?order={order}"),
        };
        Ok(RedirectResponse::Found(back))
    }
}

async fn store_billplz(user: &CurrentUser, body: &BillplzSettingsInput) -> ApiResult<Value> {
    let mut db = user.db().await?;
    let old = store::settings(&mut db).await?;
    let mut e = FieldErrors::default();
    let key = |v: &Option<Text>| {
        v.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
    };
    let api_key = key(&body.api_key).or(old.as_ref().map(|s| s.api_key.clone()));
    let x_key = key(&body.x_signature_key).or(old.as_ref().map(|s| s.x_signature_key.clone()));
    if api_key.is_none() {
        e.add("apiKey", t(Msg::Required));
    }
    if x_key.is_none() {
        e.add("xSignatureKey", t(Msg::Required));
    }
    let collection = body.collection_id.trim();
    if collection.is_empty() {
        e.add("collectionId", t(Msg::Required));
    }
    let fee = amount(&mut e, "adminFee", &body.admin_fee).unwrap_or_default();
    e.finish()?;
    store::save_settings(
        &mut db,
        &store::Settings {
            api_key: api_key.unwrap_or_default(),
            x_signature_key: x_key.unwrap_or_default(),
            collection_id: collection.to_string(),
            sandbox: body.sandbox,
            admin_fee: fee,
            active: body.active,
        },
    )
    .await?;
    ok_with(
        Msg::Saved,
        json!({"collectionId": collection, "sandbox": body.sandbox, "adminFee": money(fee),
                               "active": body.active, "hasKeys": true}),
    )
}
