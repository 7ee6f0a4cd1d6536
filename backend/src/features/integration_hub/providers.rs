//! The courier providers' forms: `/integration/{easyparcel,ninjavan,delyva,poslaju,citylink}/store`
//! (and `/setup`), `/integration/poslaju/setup` (read), `/integration/easyparcel/storecourier`.
//! Each form's credentials are checked against the provider before anything is saved; the secret
//! ones are sealed with the server's key and shown masked.

use super::{
    rules::{self, provider_name},
    store::{self, Account},
};
use crate::{
    domain::secrets,
    http::{
        auth::{CurrentUser, HqAdminAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
    integrations::{delyva, easyparcel, easyparcel::ProviderError, ninjavan},
    state::AppState,
};
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem_openapi::{payload::Json, Object, OpenApi};
use serde_json::{json, Map, Value};
use sqlx::PgConnection;
use std::sync::Arc;

/// A courier provider account as the hub shows it: secrets masked to their last four characters.
#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct CourierAccount {
    /// easyparcel, ninjavan, delyva, poslaju or citylink.
    pub provider: String,
    pub active: bool,
    pub sandbox: bool,
    /// When the provider last accepted the credentials.
    #[oai(nullable)]
    pub checked_at: Option<DateTime<Utc>>,
    /// EasyParcel's or Delyva's API key, masked.
    #[oai(nullable)]
    pub api_key: Option<String>,
    /// Ninja Van's client id.
    #[oai(nullable)]
    pub client_id: Option<String>,
    /// Ninja Van's client secret, masked.
    #[oai(nullable)]
    pub client_secret: Option<String>,
    /// Ninja Van's country (my, sg, id, ph, vn, th).
    #[oai(nullable)]
    pub country_code: Option<String>,
    /// Delyva's customer id.
    #[oai(nullable)]
    pub customer_id: Option<String>,
    /// Delyva's company id.
    #[oai(nullable)]
    pub company_id: Option<String>,
    /// Pos Laju and City-Link: the aggregator that books them (easyparcel or delyva).
    #[oai(nullable)]
    pub through: Option<String>,
    /// Pos Laju and City-Link: the company's own account number with the courier, if any.
    #[oai(nullable)]
    pub account_number: Option<String>,
    /// EasyParcel: the courier ids HQ books with (empty: any, the cheapest rate).
    pub couriers: Vec<String>,
    /// EasyParcel: the credit balance when last checked.
    #[oai(nullable)]
    pub balance: Option<String>,
    /// EasyParcel and Delyva: the webhook address to give the provider (after the company's
    /// own address); its secret token is what makes a tracking update believed.
    #[oai(nullable)]
    pub webhook_path: Option<String>,
}

/// `account` is null while the provider is not connected.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierAccountLookup {
    #[oai(nullable)]
    pub account: Option<CourierAccount>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EasyparcelInput {
    /// Empty or null keeps the saved key (the first connection needs it).
    #[oai(nullable)]
    pub api_key: Option<Text>,
    /// EasyParcel's demo environment.
    #[oai(default)]
    pub sandbox: bool,
    #[oai(default = "yes")]
    pub active: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct NinjavanInput {
    #[oai(default)]
    pub client_id: Text,
    /// Empty or null keeps the saved secret (the first connection needs it).
    #[oai(nullable)]
    pub client_secret: Option<Text>,
    /// my, sg, id, ph, vn or th (the sandbox always answers as sg).
    #[oai(default)]
    pub country_code: Text,
    #[oai(default)]
    pub sandbox: bool,
    #[oai(default = "yes")]
    pub active: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct DelyvaInput {
    /// Empty or null keeps the saved key (the first connection needs it).
    #[oai(nullable)]
    pub api_key: Option<Text>,
    #[oai(default)]
    pub customer_id: Text,
    #[oai(default)]
    pub company_id: Text,
    #[oai(default = "yes")]
    pub active: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierRouteInput {
    /// The aggregator that books this courier: easyparcel or delyva (connected and on).
    #[oai(default)]
    pub through: Text,
    /// The company's own account number with the courier (optional, shown on bookings).
    #[oai(default)]
    pub account_number: Text,
    #[oai(default = "yes")]
    pub active: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EasyparcelCouriersInput {
    /// EasyParcel courier ids (`EP-CR0A`) from the account's courier list; empty: any courier,
    /// the cheapest rate.
    #[oai(default, validator(max_items = 20))]
    pub couriers: Vec<Text>,
}

fn yes() -> bool {
    true
}

/// A kept account's secrets, opened (empty when none or sealed under another key).
pub fn opened(state: &AppState, a: &Account) -> Map<String, Value> {
    a.secrets
        .as_deref()
        .and_then(|s| secrets::open(&state.config.secret_key, s))
        .and_then(|plain| serde_json::from_str::<Map<String, Value>>(&plain).ok())
        .unwrap_or_default()
}

fn text_of(map: &Map<String, Value>, key: &str) -> Option<String> {
    map.get(key)
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// The hub's view of a kept account.
pub fn view(state: &AppState, a: &Account) -> CourierAccount {
    let secret = opened(state, a);
    let s = a.settings.as_object().cloned().unwrap_or_default();
    CourierAccount {
        provider: a.provider.clone(),
        active: a.active,
        sandbox: s.get("sandbox").and_then(Value::as_bool).unwrap_or(false),
        checked_at: a.checked_at,
        api_key: text_of(&secret, "apiKey").map(|k| secrets::masked(&k)),
        client_id: text_of(&s, "clientId"),
        client_secret: text_of(&secret, "clientSecret").map(|k| secrets::masked(&k)),
        country_code: text_of(&s, "countryCode"),
        customer_id: text_of(&s, "customerId"),
        company_id: text_of(&s, "companyId"),
        through: text_of(&s, "through"),
        account_number: text_of(&s, "accountNumber"),
        couriers: s
            .get("couriers")
            .and_then(Value::as_array)
            .map(|l| {
                l.iter()
                    .filter_map(|c| c.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default(),
        balance: text_of(&s, "balance"),
        webhook_path: text_of(&s, "webhookToken")
            .map(|token| format!("/api/integration/{}/webhook/{token}", a.provider)),
    }
}

/// The company's EasyParcel account, switched on, ready to call.
pub struct Easyparcel {
    pub base: String,
    pub api_key: String,
    /// The courier ids HQ books with (empty: any).
    pub couriers: Vec<String>,
}

/// The company's EasyParcel account when connected and on.
pub async fn easyparcel_on(
    state: &AppState,
    db: &mut PgConnection,
) -> Result<Option<Easyparcel>, ApiError> {
    let Some(a) = store::account(db, "easyparcel").await?.filter(|a| a.active) else {
        return Ok(None);
    };
    let v = view(state, &a);
    Ok(
        text_of(&opened(state, &a), "apiKey").map(|api_key| Easyparcel {
            base: easyparcel_url(state, v.sandbox),
            api_key,
            couriers: v.couriers,
        }),
    )
}

/// The company's Ninja Van account, switched on, ready to call.
pub struct Ninjavan {
    pub base: String,
    /// The country in the path (the sandbox's is always sg).
    pub cc: String,
    pub client_id: String,
    pub client_secret: String,
}

/// The company's Ninja Van account when connected and on.
pub async fn ninjavan_on(
    state: &AppState,
    db: &mut PgConnection,
) -> Result<Option<Ninjavan>, ApiError> {
    let Some(a) = store::account(db, "ninjavan").await?.filter(|a| a.active) else {
        return Ok(None);
    };
    let v = view(state, &a);
    let cc = v.country_code.unwrap_or_else(|| "my".into());
    Ok(
        text_of(&opened(state, &a), "clientSecret").map(|client_secret| Ninjavan {
            base: ninjavan_url(state, v.sandbox),
            cc: ninjavan::path_country(v.sandbox, &cc).to_string(),
            client_id: v.client_id.unwrap_or_default(),
            client_secret,
        }),
    )
}

/// The company's Delyva account, switched on, ready to call.
pub struct Delyva {
    pub base: String,
    pub api_key: String,
    pub customer_id: String,
    pub company_id: String,
}

/// The company's Delyva account when connected and on.
pub async fn delyva_on(
    state: &AppState,
    db: &mut PgConnection,
) -> Result<Option<Delyva>, ApiError> {
    let Some(a) = store::account(db, "delyva").await?.filter(|a| a.active) else {
        return Ok(None);
    };
    let v = view(state, &a);
    Ok(text_of(&opened(state, &a), "apiKey").map(|api_key| Delyva {
        base: delyva_url(state),
        api_key,
        customer_id: v.customer_id.unwrap_or_default(),
        company_id: v.company_id.unwrap_or_default(),
    }))
}

impl Delyva {
    pub fn client<'a>(&'a self, http: &'a reqwest::Client) -> delyva::Account<'a> {
        delyva::Account {
            http,
            base: &self.base,
            api_key: &self.api_key,
            customer_id: &self.customer_id,
            company_id: &self.company_id,
        }
    }
}

/// Where EasyParcel is reached for an account.
pub fn easyparcel_url(state: &AppState, sandbox: bool) -> String {
    state
        .config
        .courier_urls
        .easyparcel
        .clone()
        .unwrap_or_else(|| {
            if sandbox {
                easyparcel::DEMO_URL.into()
            } else {
                easyparcel::PRODUCTION_URL.into()
            }
        })
}

fn ninjavan_url(state: &AppState, sandbox: bool) -> String {
    state
        .config
        .courier_urls
        .ninjavan
        .clone()
        .unwrap_or_else(|| {
            if sandbox {
                ninjavan::SANDBOX_URL.into()
            } else {
                ninjavan::PRODUCTION_URL.into()
            }
        })
}

fn delyva_url(state: &AppState) -> String {
    state
        .config
        .courier_urls
        .delyva
        .clone()
        .unwrap_or_else(|| delyva::PRODUCTION_URL.into())
}

/// A provider's no: 422 on the credential field with its reason; not reached: 409.
fn refused(provider: &str, field: &str, e: ProviderError) -> ApiError {
    match e {
        ProviderError::Refused(reason) => ApiError::field_text(
            field,
            &t(Msg::ProviderRefused)
                .replace("{provider}", provider_name(provider))
                .replace("{reason}", &reason),
        ),
        ProviderError::Unreachable(why) => {
            tracing::warn!(provider, error = %why, "courier provider not reached");
            ApiError::conflict_text(
                &t(Msg::ProviderUnreachable).replace("{provider}", provider_name(provider)),
                "provider_unreachable",
            )
        }
    }
}

/// The secret token of the account's webhook address: the kept one, else a new one.
fn webhook_token(old: Option<&Account>) -> String {
    old.and_then(|a| text_of(a.settings.as_object()?, "webhookToken"))
        .unwrap_or_else(crate::features::ejenpay::rules::new_session_id)
}

/// A form's secret: the one typed, else the saved one.
fn secret_or_saved(typed: &Option<Text>, saved: &Map<String, Value>, key: &str) -> Option<String> {
    typed
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .or_else(|| text_of(saved, key))
}

async fn saved(
    state: &AppState,
    db: &mut PgConnection,
    provider: &str,
) -> Result<(Option<Account>, Map<String, Value>), ApiError> {
    let old = store::account(db, provider).await?;
    let secret = old.as_ref().map(|a| opened(state, a)).unwrap_or_default();
    Ok((old, secret))
}

async fn keep(
    state: &AppState,
    db: &mut PgConnection,
    provider: &str,
    secret: Value,
    settings: Value,
    active: bool,
    checked: bool,
) -> ApiResult<CourierAccount> {
    let account = Account {
        provider: provider.into(),
        secrets: Some(secrets::seal(&state.config.secret_key, &secret.to_string())),
        settings,
        active,
        checked_at: checked.then(Utc::now),
    };
    store::save(db, &account).await?;
    ok_with(Msg::Saved, view(state, &account))
}

async fn save_easyparcel(
    state: &AppState,
    user: &CurrentUser,
    body: &EasyparcelInput,
) -> ApiResult<CourierAccount> {
    let mut db = user.db().await?;
    let (old, secret) = saved(state, &mut db, "easyparcel").await?;
    let key = secret_or_saved(&body.api_key, &secret, "apiKey")
        .ok_or_else(|| ApiError::field("apiKey", Msg::Required))?;
    let balance =
        easyparcel::credit_balance(&state.http, &easyparcel_url(state, body.sandbox), &key)
            .await
            .map_err(|e| refused("easyparcel", "apiKey", e))?;
    let couriers = old
        .as_ref()
        .and_then(|a| a.settings.get("couriers").cloned())
        .unwrap_or(json!([]));
    let webhook_token = webhook_token(old.as_ref());
    keep(
        state,
        &mut db,
        "easyparcel",
        json!({"apiKey": key}),
        json!({"sandbox": body.sandbox, "couriers": couriers, "balance": balance,
                "webhookToken": webhook_token}),
        body.active,
        true,
    )
    .await
}

async fn save_ninjavan(
    state: &AppState,
    user: &CurrentUser,
    body: &NinjavanInput,
) -> ApiResult<CourierAccount> {
    let mut db = user.db().await?;
    let (_, secret) = saved(state, &mut db, "ninjavan").await?;
    let mut e = FieldErrors::default();
    let client_id = body.client_id.trim();
    if client_id.is_empty() {
        e.add("clientId", t(Msg::Required));
    }
    let client_secret = secret_or_saved(&body.client_secret, &secret, "clientSecret");
    if client_secret.is_none() {
        e.add("clientSecret", t(Msg::Required));
    }
    let cc = body.country_code.trim().to_ascii_lowercase();
    if !ninjavan::COUNTRIES.contains(&cc.as_str()) {
        e.add("countryCode", t(Msg::InvalidChoice));
    }
    e.finish()?;
    let client_secret = client_secret.unwrap_or_default();
    ninjavan::token(
        &state.http,
        &ninjavan_url(state, body.sandbox),
        ninjavan::path_country(body.sandbox, &cc),
        client_id,
        &client_secret,
    )
    .await
    .map_err(|e| refused("ninjavan", "clientSecret", e))?;
    keep(
        state,
        &mut db,
        "ninjavan",
        json!({"clientSecret": client_secret}),
        json!({"sandbox": body.sandbox, "clientId": client_id, "countryCode": cc}),
        body.active,
        true,
    )
    .await
}

async fn save_delyva(
    state: &AppState,
    user: &CurrentUser,
    body: &DelyvaInput,
) -> ApiResult<CourierAccount> {
    let mut db = user.db().await?;
    let (old, secret) = saved(state, &mut db, "delyva").await?;
    let webhook_token = webhook_token(old.as_ref());
    let mut e = FieldErrors::default();
    let key = secret_or_saved(&body.api_key, &secret, "apiKey");
    if key.is_none() {
        e.add("apiKey", t(Msg::Required));
    }
    let customer = body.customer_id.trim();
    if customer.is_empty() {
        e.add("customerId", t(Msg::Required));
    }
    let company = body.company_id.trim();
    if company.is_empty() {
        e.add("companyId", t(Msg::Required));
    }
    e.finish()?;
    let key = key.unwrap_or_default();
    delyva::webhooks(&state.http, &delyva_url(state), &key)
        .await
        .map_err(|e| refused("delyva", "apiKey", e))?;
    keep(
        state,
        &mut db,
        "delyva",
        json!({"apiKey": key}),
        json!({"customerId": customer, "companyId": company, "webhookToken": webhook_token}),
        body.active,
        true,
    )
    .await
}

async fn save_route(
    state: &AppState,
    user: &CurrentUser,
    provider: &str,
    body: &CourierRouteInput,
) -> ApiResult<CourierAccount> {
    let mut db = user.db().await?;
    let through = body.through.trim();
    if !rules::ROUTES.contains(&through) {
        return Err(ApiError::field("through", Msg::InvalidChoice));
    }
    if !store::is_active(&mut db, through).await? {
        return Err(ApiError::field("through", Msg::RouteNotConnected));
    }
    let number = body.account_number.trim();
    if number.chars().count() > 50 {
        return Err(ApiError::field("accountNumber", Msg::TooLong));
    }
    let account = Account {
        provider: provider.into(),
        secrets: None,
        settings: json!({"through": through, "accountNumber": number}),
        active: body.active,
        checked_at: None,
    };
    store::save(&mut db, &account).await?;
    ok_with(Msg::Saved, view(state, &account))
}

pub struct CourierProvidersApi;

#[OpenApi(prefix_path = "/integration", tag = "ApiTags::Payments")]
impl CourierProvidersApi {
    /// Connects EasyParcel (`{apiKey, sandbox, active}`): the key is checked with EasyParcel's
    /// credit balance first (422 `apiKey` with EasyParcel's reason; 409 `provider_unreachable`).
    #[oai(path = "/easyparcel/store", method = "post")]
    async fn easyparcel_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<EasyparcelInput>,
    ) -> ApiResult<CourierAccount> {
        save_easyparcel(&state, &auth.0, &body).await
    }

    /// The same as `/integration/easyparcel/store`.
    #[oai(path = "/easyparcel/setup", method = "post")]
    async fn easyparcel_setup(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<EasyparcelInput>,
    ) -> ApiResult<CourierAccount> {
        save_easyparcel(&state, &auth.0, &body).await
    }

    /// The couriers HQ books with through EasyParcel (ids from the account's courier list; 422
    /// `couriers` for one EasyParcel does not offer; 422 `setupId` before EasyParcel is connected).
    #[oai(path = "/easyparcel/storecourier", method = "post")]
    async fn easyparcel_couriers(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<EasyparcelCouriersInput>,
    ) -> ApiResult<CourierAccount> {
        let mut db = auth.0.db().await?;
        let mut account = store::account(&mut db, "easyparcel")
            .await?
            .ok_or_else(|| ApiError::field("setupId", Msg::NotConnected))?;
        let mut wanted: Vec<String> = body.couriers.iter().map(|c| c.trim().to_string()).collect();
        wanted.sort();
        wanted.dedup();
        if wanted.iter().any(|c| !rules::easyparcel_courier_id(c)) {
            return Err(ApiError::field("couriers", Msg::UnknownCourierService));
        }
        if !wanted.is_empty() {
            let key = text_of(&opened(&state, &account), "apiKey").unwrap_or_default();
            let sandbox = account
                .settings
                .get("sandbox")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            let offered = easyparcel::couriers(&state.http, &easyparcel_url(&state, sandbox), &key)
                .await
                .map_err(|e| refused("easyparcel", "couriers", e))?;
            if wanted.iter().any(|w| !offered.iter().any(|o| &o.id == w)) {
                return Err(ApiError::field("couriers", Msg::UnknownCourierService));
            }
        }
        if let Some(s) = account.settings.as_object_mut() {
            s.insert("couriers".into(), json!(wanted));
        }
        store::save(&mut db, &account).await?;
        ok_with(Msg::Saved, view(&state, &account))
    }

    /// Connects Ninja Van (`{clientId, clientSecret, countryCode, sandbox, active}`): checked by
    /// asking Ninja Van for a token (422 `clientSecret` with its reason).
    #[oai(path = "/ninjavan/store", method = "post")]
    async fn ninjavan_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<NinjavanInput>,
    ) -> ApiResult<CourierAccount> {
        save_ninjavan(&state, &auth.0, &body).await
    }

    /// The same as `/integration/ninjavan/store`.
    #[oai(path = "/ninjavan/setup", method = "post")]
    async fn ninjavan_setup(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<NinjavanInput>,
    ) -> ApiResult<CourierAccount> {
        save_ninjavan(&state, &auth.0, &body).await
    }

    /// Connects Delyva (`{apiKey, customerId, companyId, active}`): the key is checked against
    /// Delyva first (422 `apiKey` with its reason).
    #[oai(path = "/delyva/store", method = "post")]
    async fn delyva_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<DelyvaInput>,
    ) -> ApiResult<CourierAccount> {
        save_delyva(&state, &auth.0, &body).await
    }

    /// The same as `/integration/delyva/store`.
    #[oai(path = "/delyva/setup", method = "post")]
    async fn delyva_setup(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<DelyvaInput>,
    ) -> ApiResult<CourierAccount> {
        save_delyva(&state, &auth.0, &body).await
    }

    /// Pos Laju, booked through EasyParcel or Delyva (`{through, accountNumber, active}`; the route
    /// must be connected and on: 422 `through`). Pos Malaysia has no public API of its own.
    #[oai(path = "/poslaju/store", method = "post")]
    async fn poslaju_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<CourierRouteInput>,
    ) -> ApiResult<CourierAccount> {
        save_route(&state, &auth.0, "poslaju", &body).await
    }

    /// Pos Laju's setting; `account` is null while it is not set up.
    #[oai(path = "/poslaju/setup", method = "get")]
    async fn poslaju_read(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
    ) -> ApiResult<CourierAccountLookup> {
        let mut db = auth.0.db().await?;
        let account = store::account(&mut db, "poslaju")
            .await?
            .map(|a| view(&state, &a));
        ok(CourierAccountLookup { account })
    }

    /// The same as `/integration/poslaju/store`.
    #[oai(path = "/poslaju/setup", method = "post")]
    async fn poslaju_setup(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<CourierRouteInput>,
    ) -> ApiResult<CourierAccount> {
        save_route(&state, &auth.0, "poslaju", &body).await
    }

    /// City-Link Express, booked through EasyParcel or Delyva (as Pos Laju).
    #[oai(path = "/citylink/store", method = "post")]
    async fn citylink_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<CourierRouteInput>,
    ) -> ApiResult<CourierAccount> {
        save_route(&state, &auth.0, "citylink", &body).await
    }

    /// The same as `/integration/citylink/store`.
    #[oai(path = "/citylink/setup", method = "post")]
    async fn citylink_setup(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<CourierRouteInput>,
    ) -> ApiResult<CourierAccount> {
        save_route(&state, &auth.0, "citylink", &body).await
    }
}
