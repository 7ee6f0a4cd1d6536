//! `/setup/company-features`: the control features that drive what the other screens show, and
//! the notifications (where and for which events HQ is e-mailed).

use crate::http::auth::{HqAdminAuth, HqAuth};
use crate::http::text::Text;
use crate::{
    features::setup::{rules, store},
    http::tags::ApiTags,
    http::{auth::UserAuth, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
};
use poem_openapi::{payload::Json, Object, OpenApi};

#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct Features {
    pub manual_receipt: bool,
    /// Show stock in the agent shop.
    pub show_stock: bool,
    /// Agents may see their income statement.
    pub income_statement: bool,
    pub self_pickup: bool,
    /// Agents must place a first order.
    pub first_order: bool,
    pub first_order_package: bool,
    /// Minutes a first order must be completed in.
    pub first_order_minutes: i32,
    /// hq, upline or both: whom agents order from.
    pub ordering_level: Text,
    /// Minutes an unpaid order holds stock; at most 779 (12 h 59 min).
    pub booking_time_minutes: i32,
    /// unit or amount: minimum order by units or by RM/Rp.
    pub moq_type: Text,
    /// Months without a purchase before an agent is inactive.
    pub inactive_period_months: i32,
    pub inactive_agent_limit: i32,
    pub cp58_feature: bool,
    pub show_hide_preorder: bool,
    /// ejen-store program.
    pub store_status: bool,
    /// e-koop program.
    pub koop_status: bool,
    /// go-affiliate program.
    pub affiliate_status: bool,
    pub all_level: bool,
    pub all_level_status: bool,
    #[oai(rename = "showAmountSnR")]
    pub show_amount_snr: bool,
    pub order_company: bool,
}

fn features(f: store::FeaturesRow) -> Features {
    Features {
        manual_receipt: f.manual_receipt,
        show_stock: f.show_stock,
        income_statement: f.income_statement,
        self_pickup: f.self_pickup,
        first_order: f.first_order,
        first_order_package: f.first_order_package,
        first_order_minutes: f.first_order_minutes,
        ordering_level: f.ordering_level.into(),
        booking_time_minutes: f.booking_time_minutes,
        moq_type: f.moq_type.into(),
        inactive_period_months: f.inactive_period_months,
        inactive_agent_limit: f.inactive_agent_limit,
        cp58_feature: f.cp58_feature,
        show_hide_preorder: f.show_hide_preorder,
        store_status: f.ejen_store_status,
        koop_status: f.e_koop_status,
        affiliate_status: f.go_affiliate_status,
        all_level: f.all_level,
        all_level_status: f.all_level_status,
        show_amount_snr: f.show_amount_snr,
        order_company: f.order_company,
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Notifications {
    #[oai(nullable)]
    pub notification_email: Option<String>,
    /// Which events e-mail HQ: new_order, payment_received, new_registration, low_stock.
    pub controls: std::collections::BTreeMap<String, bool>,
}

#[derive(Object)]
pub struct NotificationEmailRequest {
    #[oai(nullable)]
    pub email: Option<Text>,
}

#[derive(Object)]
pub struct NotificationControlsRequest {
    pub controls: std::collections::BTreeMap<String, bool>,
}

const NOTIFICATION_EVENTS: [&str; 4] = [
    "new_order",
    "payment_received",
    "new_registration",
    "low_stock",
];
pub struct FeaturesApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Setup")]
impl FeaturesApi {
    /// The control features that drive what the other screens show.
    #[oai(path = "/company-features", method = "get")]
    async fn features(&self, auth: UserAuth) -> ApiResult<Features> {
        let mut db = auth.db().await?;
        ok(features(store::features(&mut db).await?))
    }

    /// Saves the control features.
    #[oai(path = "/company-features/store", method = "post")]
    async fn features_store(&self, auth: HqAdminAuth, body: Json<Features>) -> ApiResult<Features> {
        let f = &body.0;
        let mut e = FieldErrors::default();
        if !(0..=rules::MAX_BOOKING_MINUTES).contains(&f.booking_time_minutes) {
            e.add("bookingTimeMinutes", t(Msg::BookingTooLong));
        }
        if !matches!(f.ordering_level.as_str(), "hq" | "upline" | "both") {
            e.add("orderingLevel", t(Msg::InvalidChoice));
        }
        if !matches!(f.moq_type.as_str(), "unit" | "amount") {
            e.add("moqType", t(Msg::InvalidChoice));
        }
        if !(1..=10080).contains(&f.first_order_minutes) {
            e.add("firstOrderMinutes", t(Msg::OutOfRange));
        }
        if !(1..=60).contains(&f.inactive_period_months) {
            e.add("inactivePeriodMonths", t(Msg::OutOfRange));
        }
        if f.inactive_agent_limit < 0 {
            e.add("inactiveAgentLimit", t(Msg::OutOfRange));
        }
        e.finish()?;
        let row = store::FeaturesRow {
            manual_receipt: f.manual_receipt,
            show_stock: f.show_stock,
            income_statement: f.income_statement,
            self_pickup: f.self_pickup,
            first_order: f.first_order,
            first_order_package: f.first_order_package,
            first_order_minutes: f.first_order_minutes,
            ordering_level: f.ordering_level.clone().into(),
            booking_time_minutes: f.booking_time_minutes,
            moq_type: f.moq_type.clone().into(),
            inactive_period_months: f.inactive_period_months,
            inactive_agent_limit: f.inactive_agent_limit,
            cp58_feature: f.cp58_feature,
            show_hide_preorder: f.show_hide_preorder,
            ejen_store_status: f.store_status,
            e_koop_status: f.koop_status,
            go_affiliate_status: f.affiliate_status,
            all_level: f.all_level,
            all_level_status: f.all_level_status,
            show_amount_snr: f.show_amount_snr,
            order_company: f.order_company,
        };
        let mut db = auth.db().await?;
        store::save_features(&mut db, &row).await?;
        ok_with(Msg::Saved, features(store::features(&mut db).await?))
    }

    /// Where and for which events HQ is e-mailed.
    #[oai(path = "/company-features/notification", method = "get")]
    async fn notification(&self, auth: HqAuth) -> ApiResult<Notifications> {
        let mut db = auth.db().await?;
        notifications(&mut db).await
    }

    /// Sets the e-mail address notifications go to.
    #[oai(path = "/store-email-address", method = "post")]
    async fn store_email(
        &self,
        auth: HqAdminAuth,
        body: Json<NotificationEmailRequest>,
    ) -> ApiResult<Notifications> {
        save_email(&auth, &body.0).await
    }

    /// The same as `/setup/store-email-address`.
    #[oai(path = "/company-features/store-email-address", method = "post")]
    async fn store_email_alt(
        &self,
        auth: HqAdminAuth,
        body: Json<NotificationEmailRequest>,
    ) -> ApiResult<Notifications> {
        save_email(&auth, &body.0).await
    }

    /// Switches notifications on or off per event.
    #[oai(path = "/store-notif-control", method = "post")]
    async fn store_controls(
        &self,
        auth: HqAdminAuth,
        body: Json<NotificationControlsRequest>,
    ) -> ApiResult<Notifications> {
        save_controls(&auth, &body.0).await
    }

    /// The same as `/setup/store-notif-control`.
    #[oai(path = "/company-features/store-notif-control", method = "post")]
    async fn store_controls_alt(
        &self,
        auth: HqAdminAuth,
        body: Json<NotificationControlsRequest>,
    ) -> ApiResult<Notifications> {
        save_controls(&auth, &body.0).await
    }
}

async fn notifications(db: &mut sqlx::PgConnection) -> ApiResult<Notifications> {
    let (email, controls) = store::notifications(db).await?;
    let controls = NOTIFICATION_EVENTS
        .iter()
        .map(|k| {
            (
                k.to_string(),
                controls.get(*k).and_then(|v| v.as_bool()).unwrap_or(false),
            )
        })
        .collect();
    ok(Notifications {
        notification_email: email,
        controls,
    })
}

async fn save_email(
    auth: &HqAdminAuth,
    body: &NotificationEmailRequest,
) -> ApiResult<Notifications> {
    let email = match body
        .email
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        None => None,
        Some(s) => Some(
            crate::features::auth::rules::normalise_email(s)
                .ok_or_else(|| ApiError::field("email", Msg::InvalidEmail))?,
        ),
    };
    let mut db = auth.db().await?;
    store::save_notification_email(&mut db, email.as_deref()).await?;
    notifications(&mut db).await
}

async fn save_controls(
    auth: &HqAdminAuth,
    body: &NotificationControlsRequest,
) -> ApiResult<Notifications> {
    if let Some(unknown) = body
        .controls
        .keys()
        .find(|k| !NOTIFICATION_EVENTS.contains(&k.as_str()))
    {
        return Err(ApiError::field_text(
            &format!("controls.{unknown}"),
            t(Msg::InvalidChoice),
        ));
    }
    let mut db = auth.db().await?;
    let (_, mut current) = store::notifications(&mut db).await?;
    for (k, v) in &body.controls {
        current[k.as_str()] = serde_json::Value::Bool(*v);
    }
    store::save_notification_controls(&mut db, &current).await?;
    notifications(&mut db).await
}
