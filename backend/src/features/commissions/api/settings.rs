//! `/setup/commission-settings`: the company's choices in the commission plan
//! (docs/commission-plan.md): whether an override passes up past an upline who does not earn, and
//! the smallest payout.

use crate::features::commissions::store;
use crate::{
    domain::{fields::amount, money::money},
    http::{
        auth::{grant, HqAdminAuth, StaffAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
};
use poem_openapi::{payload::Json, Object, OpenApi};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionSettings {
    /// An override whose upline does not earn passes up to the nearest upline who does.
    pub override_compresses: bool,
    /// The smallest payout an agent may ask for.
    pub payout_minimum: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionSettingsInput {
    pub override_compresses: bool,
    pub payout_minimum: Text,
}

pub struct CommissionSettingsApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Commissions")]
impl CommissionSettingsApi {
    /// The company's commission plan choices.
    #[oai(path = "/commission-settings", method = "get")]
    async fn get(
        &self,
        auth: StaffAuth<grant::ApproveManualPayment>,
    ) -> ApiResult<CommissionSettings> {
        let mut db = auth.db().await?;
        let (override_compresses, minimum) = store::plan_settings(&mut db).await?;
        ok(CommissionSettings {
            override_compresses,
            payout_minimum: money(minimum),
        })
    }

    /// HQ saves the plan choices (they apply to orders completing from now on).
    #[oai(path = "/commission-settings/store", method = "post")]
    async fn store(
        &self,
        auth: HqAdminAuth,
        body: Json<CommissionSettingsInput>,
    ) -> ApiResult<CommissionSettings> {
        let mut e = FieldErrors::default();
        let minimum = amount(&mut e, "payoutMinimum", &Some(&body.payout_minimum));
        if minimum.is_none() {
            // A parse error named the field already; the first message stays.
            e.add("payoutMinimum", t(Msg::Required));
        }
        e.finish()?;
        let minimum = minimum.unwrap_or_default();
        let mut db = auth.db().await?;
        store::save_plan_settings(&mut db, body.override_compresses, minimum).await?;
        ok_with(
            Msg::Saved,
            CommissionSettings {
                override_compresses: body.override_compresses,
                payout_minimum: money(minimum),
            },
        )
    }
}
