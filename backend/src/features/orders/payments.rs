//! Billplz: the company's account settings, creating a bill at checkout, and the signed callback
//! and redirect that settle it. Both notices may come in either order and any number of times:
//! the order is paid once (its row is locked and a paid order is left as it is).

use super::{actions, store};
use crate::http::auth::{HqAdminAuth, HqAuth};
use crate::http::text::Text;
use crate::{
    domain::{fields::amount, money},
    http::{auth::CurrentUser, auth::UserAuth, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    integrations::billplz,
    tenancy::Tenant,
    {http::tags::ApiTags, state::AppState},
};
use poem_openapi::{payload::Json, payload::PlainText, ApiResponse, Object, OpenApi};
use rust_decimal::Decimal;
use serde_json::{json, Value};
use sqlx::{FromRow, PgConnection};

#[derive(FromRow)]
struct Settings {
    api_key: String,
    x_signature_key: String,
    collection_id: String,
    sandbox: bool,
    admin_fee: Decimal,
    active: bool,
}

async fn settings(db: &mut PgConnection) -> sqlx::Result<Option<Settings>> {
    sqlx::query_as(
        "select api_key, x_signature_key, collection_id, sandbox, admin_fee, active from billplz_settings",
    )
    .fetch_optional(db)
    .await
}

fn base_url(state: &AppState, s: &Settings) -> String {
    state.config.billplz_url.clone().unwrap_or_else(|| {
        if s.sandbox {
            billplz::SANDBOX_URL.into()
        } else {
            billplz::PRODUCTION_URL.into()
        }
    })
}

/// Creates the order's bill and returns where to send the payer. A gateway that fails fails the
/// checkout (its transaction rolls back: no order is left without a bill).
pub async fn create_bill(
    state: &AppState,
    req: &poem::Request,
    db: &mut PgConnection,
    user: &CurrentUser,
    order_id: i64,
    number: &str,
    total: Decimal,
) -> Result<String, ApiError> {
    let s = settings(db)
        .await?
        .filter(|s| s.active)
        .ok_or_else(|| ApiError::field("paymentType", Msg::PaymentUnavailable))?;
    let (email, first, last): (String, Option<String>, Option<String>) =
        sqlx::query_as("select email, first_name, last_name from users where id = $1")
            .bind(user.id)
            .fetch_one(&mut *db)
            .await?;
    let origin = state.config.origin_of(&crate::http::request_host(req));
    let name = [first.unwrap_or_default(), last.unwrap_or_default()]
        .join(" ")
        .trim()
        .to_string();
    let bill = billplz::create_bill(
        &state.http,
        &base_url(state, &s),
        &s.api_key,
        &billplz::NewBill {
            collection_id: s.collection_id.clone(),
            email,
            name: if name.is_empty() {
                "Agent".into()
            } else {
                name
            },
            amount: billplz::to_sen(total),
            callback_url: format!("{origin}/api/payments/billplz/callback"),
            redirect_url: format!("{origin}/api/payments/billplz/redirect"),
            description: format!("Order {number}"),
            reference_1_label: "Order".into(),
            reference_1: number.to_string(),
        },
    )
    .await
    .map_err(|e| {
        tracing::warn!(error = %e, "billplz bill not created");
        ApiError::conflict_text(t(Msg::PaymentGatewayError), "payment_gateway_error")
    })?;
    sqlx::query(
        "insert into billplz_bills (id, order_id, amount_sen, url) values ($1, $2, $3, $4)",
    )
    .bind(&bill.id)
    .bind(order_id)
    .bind(billplz::to_sen(total))
    .bind(&bill.url)
    .execute(&mut *db)
    .await?;
    sqlx::query("update orders set reference_number = $2 where id = $1")
        .bind(order_id)
        .bind(&bill.id)
        .execute(&mut *db)
        .await?;
    Ok(bill.url)
}

/// Applies a verified notice about a bill; returns the order's id.
async fn settle(db: &mut PgConnection, bill_id: &str, paid: bool) -> Result<Option<i64>, ApiError> {
    let order: Option<i64> = sqlx::query_scalar(
        "update billplz_bills set notices = notices + 1,
            state = case when $2 then 'paid' else state end,
            paid_at = case when $2 then coalesce(paid_at, now()) else paid_at end
         where id = $1 returning order_id",
    )
    .bind(bill_id)
    .bind(paid)
    .fetch_optional(&mut *db)
    .await?;
    let Some(order) = order else {
        return Ok(None);
    };
    if paid {
        actions::paid_by_gateway(db, order).await?;
    } else {
        actions::failed_by_gateway(db, order).await?;
    }
    Ok(Some(order))
}

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

fn pairs_of(form: &[(String, String)]) -> Vec<(&str, &str)> {
    form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

pub struct PaymentsApi;

#[OpenApi(tag = "ApiTags::Payments")]
impl PaymentsApi {
    /// The Billplz admin fee added to online payments, and whether Billplz is on.
    #[oai(path = "/integration/billplz/get-admin-fee", method = "get")]
    async fn admin_fee(&self, auth: UserAuth) -> ApiResult<Value> {
        let mut db = auth.db().await?;
        let s = settings(&mut db).await?;
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
        let pairs = pairs_of(&form);
        let get = |k: &str| pairs.iter().find(|(key, _)| *key == k).map(|(_, v)| *v);
        let mut db = tenant.db().await?;
        let s = settings(&mut db)
            .await?
            .ok_or_else(|| ApiError::forbidden(Msg::BadSignature, "bad_signature", None))?;
        if !billplz::verify(&s.x_signature_key, &pairs, get("x_signature").unwrap_or("")) {
            return Err(ApiError::forbidden(
                Msg::BadSignature,
                "bad_signature",
                None,
            ));
        }
        let id = get("id").unwrap_or("");
        settle(&mut db, id, get("paid") == Some("true")).await?;
        Ok(PlainText("OK".into()))
    }

    /// The payer's browser back from Billplz (signed query): the result is applied like the
    /// callback, then the browser goes to the pending page, which shows the outcome.
    #[oai(path = "/payments/billplz/redirect", method = "get")]
    async fn redirect(
        &self,
        tenant: Tenant,
        req: &poem::Request,
    ) -> Result<RedirectResponse, ApiError> {
        let query: Vec<(String, String)> =
            url::form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes())
                .into_owned()
                .collect();
        let pairs = pairs_of(&query);
        let get = |k: &str| pairs.iter().find(|(key, _)| *key == k).map(|(_, v)| *v);
        let mut db = tenant.db().await?;
        let s = settings(&mut db)
            .await?
            .ok_or_else(|| ApiError::forbidden(Msg::BadSignature, "bad_signature", None))?;
        if !billplz::verify(
            &s.x_signature_key,
            &pairs,
            get("billplz[x_signature]").unwrap_or(""),
        ) {
            return Err(ApiError::forbidden(
                Msg::BadSignature,
                "bad_signature",
                None,
            ));
        }
        let order = settle(
            &mut db,
            get("billplz[id]").unwrap_or(""),
            get("billplz[paid]") == Some("true"),
        )
        .await?
        .ok_or_else(ApiError::not_found)?;
        Ok(RedirectResponse::Found(format!(
            "/my-shop/checkout/pending-payment?order={order}"
        )))
    }

    /// A voucher's uses, newest first (`/voucher/history`).
    #[oai(path = "/setup/voucher/history", method = "get")]
    async fn voucher_history(
        &self,
        auth: HqAuth,
        id: poem_openapi::param::Query<i64>,
    ) -> ApiResult<Value> {
        let mut db = auth.db().await?;
        let exists: bool =
            sqlx::query_scalar("select exists (select 1 from vouchers where id = $1)")
                .bind(id.0)
                .fetch_one(&mut *db)
                .await?;
        if !exists {
            return Err(ApiError::not_found_msg(Msg::VoucherNotFound));
        }
        let rows = store::voucher_uses(&mut db, id.0).await?;
        ok(Value::Array(
            rows.iter()
                .map(|r| {
                    json!({"orderId": r.order_id, "number": r.number, "agentName": r.agent_name,
            "discount": money(r.discount), "usedAt": r.used_at, "status": r.status})
                })
                .collect(),
        ))
    }
}

async fn store_billplz(user: &CurrentUser, body: &BillplzSettingsInput) -> ApiResult<Value> {
    let mut db = user.db().await?;
    let old = settings(&mut db).await?;
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
    sqlx::query(
        "insert into billplz_settings (api_key, x_signature_key, collection_id, sandbox, admin_fee, active)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (company_id) do update set api_key = excluded.api_key, x_signature_key = excluded.x_signature_key,
            collection_id = excluded.collection_id, sandbox = excluded.sandbox, admin_fee = excluded.admin_fee,
            active = excluded.active, updated_at = now()",
    )
    .bind(api_key)
    .bind(x_key)
    .bind(collection)
    .bind(body.sandbox)
    .bind(fee)
    .bind(body.active)
    .execute(&mut *db)
    .await?;
    ok_with(
        Msg::Saved,
        json!({"collectionId": collection, "sandbox": body.sandbox, "adminFee": money(fee),
                               "active": body.active, "hasKeys": true}),
    )
}
