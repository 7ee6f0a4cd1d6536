//! `/setup/commission-settings`: the company's choices in the commission plan
//! (docs/commission-plan.md): whether an override passes up past an upline who does not earn, and
//! the smallest payout.

use crate::features::{
    commissions::store,
    tax::{rules::Withholding, store as tax_store},
};
use crate::{
    domain::{
        fields::{amount, percent},
        money::money,
    },
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
use rust_decimal::Decimal;

fn view(override_compresses: bool, minimum: Decimal, w: Withholding) -> CommissionSettings {
    CommissionSettings {
        override_compresses,
        payout_minimum: money(minimum),
        withholding_threshold: money(w.threshold),
        withholding_rate: format!("{:.2}", w.rate),
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionSettings {
    /// An override whose upline does not earn passes up to the nearest upline who does.
    pub override_compresses: bool,
    /// The smallest payout an agent may ask for.
    pub payout_minimum: String,
    /// s.107D: payouts to an agent paid more than this last year withhold `withholdingRate`.
    pub withholding_threshold: String,
    /// Percent withheld; 0 is off.
    pub withholding_rate: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionSettingsInput {
    pub override_compresses: bool,
    pub payout_minimum: Text,
    /// Left out: unchanged.
    pub withholding_threshold: Option<Text>,
    /// Percent, below 100; left out: unchanged.
    pub withholding_rate: Option<Text>,
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
        let w = tax_store::withholding(&mut db).await?;
        ok(view(override_compresses, minimum, w))
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
        let threshold = amount(&mut e, "withholdingThreshold", &body.withholding_threshold);
        let rate = percent(&mut e, "withholdingRate", &body.withholding_rate);
        if rate.is_some_and(|r| r >= Decimal::ONE_HUNDRED) {
            e.add("withholdingRate", t(Msg::OutOfRange));
        }
        e.finish()?;
        let minimum = minimum.unwrap_or_default();
        let mut db = auth.db().await?;
        let saved = tax_store::withholding(&mut db).await?;
        let w = Withholding {
            threshold: threshold.unwrap_or(saved.threshold),
            rate: rate.unwrap_or(saved.rate),
        };
        store::save_plan_settings(&mut db, body.override_compresses, minimum).await?;
        tax_store::save_withholding(&mut db, w).await?;
        ok_with(Msg::Saved, view(body.override_compresses, minimum, w))
    }
}
