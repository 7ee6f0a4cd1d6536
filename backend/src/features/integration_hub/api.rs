//! `/integration/setup/config`, `/integration/setup/disable` and `/integration/billplz/getBank`.
//! Billplz's own form is `/integration/billplz/store|setup` (orders::payments::api), the courier
//! providers' forms are `providers`, the payment page's is `features::ejenpay`.

use super::{
    providers::{self, CourierAccount},
    rules::{self, account_standing, billplz_standing, masked, Standing},
    store,
};
use crate::{
    domain::money::money,
    features::{
        billing,
        ejenpay::api::{self as ejenpay_api, EjenpaySetup},
        orders::payments::{self, store as billplz_store},
    },
    http::{
        auth::{refuse_when_locked, HqAdminAuth, Role, SessionAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
    integrations::billplz,
    state::AppState,
};
use poem::web::Data;
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use sqlx::PgConnection;
use std::sync::Arc;

/// The company's Billplz account as the hub shows it: its keys masked, never whole.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct BillplzSetup {
    pub collection_id: String,
    pub sandbox: bool,
    pub admin_fee: String,
    pub active: bool,
    /// The API key's last four characters.
    pub api_key: String,
    pub x_signature_key: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct IntegrationProvider {
    /// billplz, ejenpay, rate_tables, easyparcel, ninjavan, delyva, poslaju, citylink, agent_stores.
    pub code: String,
    /// active, disabled, available (can be connected here) or planned (not connectable yet).
    pub standing: String,
    /// How many of it the company keeps (its courier rate tables, the store programs it offers).
    #[oai(nullable)]
    pub count: Option<i64>,
    #[oai(nullable)]
    pub billplz: Option<BillplzSetup>,
    /// A courier provider's account once connected (easyparcel, ninjavan, delyva, poslaju,
    /// citylink), secrets masked.
    #[oai(nullable)]
    pub account: Option<CourierAccount>,
    /// The payment page's setting (ejenpay).
    #[oai(nullable)]
    pub ejenpay: Option<EjenpaySetup>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct IntegrationCategory {
    /// payment, courier, insurance, online_store, dropship, communication, marketplace.
    pub code: String,
    /// Empty: no provider in this category yet.
    pub providers: Vec<IntegrationProvider>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct IntegrationHub {
    pub categories: Vec<IntegrationCategory>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct DisableInput {
    /// The provider to switch off: billplz, ejenpay, easyparcel, ninjavan, delyva, poslaju or
    /// citylink.
    #[oai(default)]
    pub setup_id: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct FpxBankView {
    /// The FPX code (what a bill's bank choice carries).
    pub code: String,
    pub name: String,
    /// Online now; an offline bank cannot be paid through at the moment.
    pub active: bool,
}

async fn hub(state: &AppState, db: &mut PgConnection) -> Result<IntegrationHub, ApiError> {
    let billplz = billplz_store::settings(db).await?;
    let accounts = store::accounts(db).await?;
    let ejenpay = ejenpay_api::setup(db).await?;
    let (couriers, programs): (i64, i64) = sqlx::query_as(
        "select (select count(*) from couriers where active),
                (select go_affiliate_status::int + ejen_store_status::int + e_koop_status::int from company_settings)::bigint",
    )
    .fetch_one(&mut *db)
    .await?;
    let provider = |code: &str| -> IntegrationProvider {
        let account = accounts.iter().find(|a| a.provider == code);
        let (standing, count, setup) = match code {
            "billplz" => (
                billplz_standing(billplz.as_ref().map(|s| s.active)),
                None,
                billplz.as_ref().map(|s| BillplzSetup {
                    collection_id: s.collection_id.clone(),
                    sandbox: s.sandbox,
                    admin_fee: money(s.admin_fee),
                    active: s.active,
                    api_key: masked(&s.api_key),
                    x_signature_key: masked(&s.x_signature_key),
                }),
            ),
            "rate_tables" => (
                if couriers > 0 {
                    Standing::Active
                } else {
                    Standing::Available
                },
                Some(couriers),
                None,
            ),
            "agent_stores" => (
                if programs > 0 {
                    Standing::Active
                } else {
                    Standing::Available
                },
                Some(programs),
                None,
            ),
            "ejenpay" => (
                match (account, ejenpay.active) {
                    (_, true) => Standing::Active,
                    (Some(_), false) => Standing::Disabled,
                    (None, false) => Standing::Available,
                },
                None,
                None,
            ),
            "easyparcel" | "ninjavan" | "delyva" | "poslaju" | "citylink" => {
                (account_standing(account.map(|a| a.active)), None, None)
            }
            _ => (Standing::Planned, None, None),
        };
        IntegrationProvider {
            code: code.to_string(),
            standing: standing.code().to_string(),
            count,
            billplz: setup,
            account: account
                .filter(|a| a.provider != "ejenpay")
                .map(|a| providers::view(state, a)),
            ejenpay: (code == "ejenpay").then(|| ejenpay.clone()),
        }
    };
    Ok(IntegrationHub {
        categories: rules::CATEGORIES
            .iter()
            .map(|(code, providers)| IntegrationCategory {
                code: code.to_string(),
                providers: providers.iter().map(|p| provider(p)).collect(),
            })
            .collect(),
    })
}

pub struct IntegrationHubApi;

#[OpenApi(prefix_path = "/integration", tag = "ApiTags::Payments")]
impl IntegrationHubApi {
    /// Every category of integration with its providers and where each stands for the company.
    #[oai(path = "/setup/config", method = "get")]
    async fn config(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
    ) -> ApiResult<IntegrationHub> {
        let mut db = auth.0.db().await?;
        ok(hub(&state, &mut db).await?)
    }

    /// Switches a connected provider off (`{setupId: "billplz"}`): it stops being offered at
    /// checkout at once; its account is kept to switch back on from its form.
    #[oai(path = "/setup/disable", method = "post")]
    async fn disable(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<DisableInput>,
    ) -> ApiResult<IntegrationHub> {
        let mut db = auth.0.db().await?;
        match body.setup_id.trim() {
            "billplz" => {
                let mut s = billplz_store::settings(&mut db)
                    .await?
                    .ok_or_else(|| ApiError::field("setupId", Msg::NotConnected))?;
                s.active = false;
                billplz_store::save_settings(&mut db, &s).await?;
            }
            provider @ ("ejenpay" | "easyparcel" | "ninjavan" | "delyva" | "poslaju"
            | "citylink") => {
                if !store::switch_off(&mut db, provider).await? {
                    return Err(ApiError::field("setupId", Msg::NotConnected));
                }
            }
            _ => return Err(ApiError::field("setupId", Msg::NotConnected)),
        }
        ok_with(Msg::Saved, hub(&state, &mut db).await?)
    }

    /// The FPX banks of the company's Billplz, with whether each is online now (for choosing a
    /// bank before paying); with `payType=invoice`, those of the vendor's Billplz, which HQ pays a
    /// subscription invoice through (even while the company is locked for it).
    #[oai(path = "/billplz/getBank", method = "get")]
    async fn banks(
        &self,
        auth: SessionAuth,
        state: Data<&Arc<AppState>>,
        #[oai(name = "payType")] pay_type: Query<Option<String>>,
    ) -> ApiResult<Vec<FpxBankView>> {
        let user = &auth.0;
        let vendor = pay_type.0.as_deref() == Some("invoice") && user.role == Role::Hq;
        refuse_when_locked(user, vendor)?;
        let banks = if vendor {
            billing::vendor_banks(&state).await?
        } else {
            let mut db = user.db().await?;
            let s = billplz_store::settings(&mut db)
                .await?
                .filter(|s| s.active)
                .ok_or_else(|| {
                    ApiError::conflict_rule(Msg::PaymentUnavailable, "payment_unavailable")
                })?;
            billplz::fpx_banks(&state.http, &payments::base_url(&state, &s), &s.api_key)
                .await
                .map_err(|e| {
                    tracing::warn!(error = %e, "billplz fpx banks not read");
                    ApiError::conflict_text(t(Msg::PaymentGatewayError), "payment_gateway_error")
                })?
        };
        ok(banks
            .into_iter()
            .map(|b| FpxBankView {
                name: billplz::fpx_bank_name(&b.name).to_string(),
                code: b.name,
                active: b.active,
            })
            .collect())
    }
}
