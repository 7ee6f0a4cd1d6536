//! `/setup/company`, `/setup/company-store` (branches), `/setup/company-features` (and
//! notifications), `/setup/company-theme`, `/setup/company-network`.

use super::{percent, required, text};
use crate::http::auth::{HqAdminAuth, HqAuth};
use crate::http::text::Text;
use crate::{
    features::{
        profile::rules::{sniff_image, ImageKind},
        setup::{rules, store},
    },
    http::{auth::UserAuth, constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    media, tenancy,
    {http::tags::ApiTags, state::AppState},
};
use poem::web::Data;
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use rust_decimal::Decimal;
use std::sync::Arc;

#[derive(Object, Default)]
#[oai(rename_all = "camelCase")]
pub struct CompanyDetails {
    pub company_name: String,
    #[oai(nullable)]
    pub org_id: Option<String>,
    #[oai(nullable)]
    pub company_roc: Option<String>,
    #[oai(nullable)]
    pub address_line1: Option<String>,
    #[oai(nullable)]
    pub address_line2: Option<String>,
    #[oai(nullable)]
    pub postcode: Option<String>,
    #[oai(nullable)]
    pub city: Option<String>,
    /// A state code of /attribute/state (Malaysia) .
    #[oai(nullable)]
    pub state: Option<String>,
    #[oai(nullable)]
    pub country: Option<String>,
    /// Indonesian region codes (Rp companies).
    #[oai(nullable)]
    pub province: Option<String>,
    #[oai(nullable)]
    pub regency: Option<String>,
    #[oai(nullable)]
    pub district: Option<String>,
    #[oai(nullable)]
    pub village: Option<String>,
    #[oai(nullable)]
    pub phone_code: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    #[oai(nullable)]
    pub email: Option<String>,
    #[oai(nullable)]
    pub bank_country: Option<String>,
    /// SWIFT code from /attribute/list-bank.
    #[oai(nullable)]
    pub bank_code: Option<String>,
    #[oai(nullable)]
    pub bank_account_number: Option<String>,
    #[oai(nullable)]
    pub bank_account_name: Option<String>,
    /// MYR or IDR (read-only).
    #[oai(read_only)]
    pub currency: String,
    /// Order-number prefix, 2–6 capital letters or digits.
    #[oai(nullable)]
    pub prefix_name: Option<String>,
    #[oai(nullable)]
    pub tin: Option<String>,
    #[oai(nullable)]
    pub msic_code: Option<String>,
    #[oai(nullable, read_only)]
    pub msic_description: Option<String>,
    /// Percent, e.g. "6.00".
    #[oai(nullable)]
    pub tax_percentage: Option<String>,
}

/// `type` company saves identity, address, contact, bank and prefix; `type` regulatory saves TIN,
/// MSIC code and tax percentage.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CompanyStoreRequest {
    #[oai(rename = "type")]
    pub kind: Text,
    #[oai(flatten)]
    pub details: CompanyDetailsInput,
}

#[derive(Object, Default)]
#[oai(rename_all = "camelCase")]
pub struct CompanyDetailsInput {
    #[oai(nullable)]
    pub company_name: Option<Text>,
    #[oai(nullable)]
    pub org_id: Option<Text>,
    #[oai(nullable)]
    pub company_roc: Option<Text>,
    #[oai(nullable)]
    pub address_line1: Option<Text>,
    #[oai(nullable)]
    pub address_line2: Option<Text>,
    #[oai(nullable)]
    pub postcode: Option<Text>,
    #[oai(nullable)]
    pub city: Option<Text>,
    #[oai(nullable)]
    pub state: Option<Text>,
    #[oai(nullable)]
    pub country: Option<Text>,
    #[oai(nullable)]
    pub province: Option<Text>,
    #[oai(nullable)]
    pub regency: Option<Text>,
    #[oai(nullable)]
    pub district: Option<Text>,
    #[oai(nullable)]
    pub village: Option<Text>,
    #[oai(nullable)]
    pub phone_code: Option<Text>,
    #[oai(nullable)]
    pub phone: Option<Text>,
    #[oai(nullable)]
    pub email: Option<Text>,
    #[oai(nullable)]
    pub bank_country: Option<Text>,
    #[oai(nullable)]
    pub bank_code: Option<Text>,
    #[oai(nullable)]
    pub bank_account_number: Option<Text>,
    #[oai(nullable)]
    pub bank_account_name: Option<Text>,
    #[oai(nullable)]
    pub prefix_name: Option<Text>,
    #[oai(nullable)]
    pub tin: Option<Text>,
    #[oai(nullable)]
    pub msic_code: Option<Text>,
    #[oai(nullable)]
    pub tax_percentage: Option<Text>,
}

fn details(r: store::CompanyRow) -> CompanyDetails {
    CompanyDetails {
        company_name: r.name,
        org_id: r.org_id,
        company_roc: r.roc,
        address_line1: r.address_line1,
        address_line2: r.address_line2,
        postcode: r.postcode,
        city: r.city,
        state: r.state,
        country: Some(r.country),
        province: r.province,
        regency: r.regency,
        district: r.district,
        village: r.village,
        phone_code: r.phone_code,
        phone: r.phone,
        email: r.email,
        bank_country: r.bank_country,
        bank_code: r.bank_code,
        bank_account_number: r.bank_account_number,
        bank_account_name: r.bank_account_name,
        currency: r.currency,
        prefix_name: r.prefix_name,
        tin: r.tin,
        msic_code: r.msic_code,
        msic_description: r.msic_description,
        tax_percentage: Some(format!("{:.2}", r.tax_percentage)),
    }
}

#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct Branch {
    #[oai(default)]
    pub id: i64,
    pub name: Text,
    #[oai(nullable)]
    pub code: Option<Text>,
    #[oai(nullable)]
    pub address_line1: Option<Text>,
    #[oai(nullable)]
    pub address_line2: Option<Text>,
    #[oai(nullable)]
    pub postcode: Option<Text>,
    #[oai(nullable)]
    pub city: Option<Text>,
    #[oai(nullable)]
    pub state: Option<Text>,
    #[oai(nullable)]
    pub phone_code: Option<Text>,
    #[oai(nullable)]
    pub phone: Option<Text>,
    #[oai(read_only, default)]
    pub is_main: bool,
}

fn branch(b: store::BranchRow) -> Branch {
    Branch {
        id: b.id,
        name: b.name.into(),
        code: b.code.map(Text::from),
        address_line1: b.address_line1.map(Text::from),
        address_line2: b.address_line2.map(Text::from),
        postcode: b.postcode.map(Text::from),
        city: b.city.map(Text::from),
        state: b.state.map(Text::from),
        phone_code: b.phone_code.map(Text::from),
        phone: b.phone.map(Text::from),
        is_main: b.is_main,
    }
}

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

#[derive(Object)]
pub struct Theme {
    #[oai(nullable)]
    pub logo_url: Option<String>,
    #[oai(nullable)]
    pub logo_dark_url: Option<String>,
    #[oai(nullable)]
    pub login_image_url: Option<String>,
    pub primary_color: String,
    pub secondary_color: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ColoursRequest {
    pub primary_color: Text,
    pub secondary_color: Text,
}

#[derive(Multipart)]
pub struct ThemeImages {
    /// JPEG or PNG, at most 2 MB.
    pub logo: Option<Upload>,
    #[oai(rename = "logoDark")]
    pub logo_dark: Option<Upload>,
    #[oai(rename = "loginImage")]
    pub login_image: Option<Upload>,
}

const MAX_THEME_IMAGE: usize = 2 * 1024 * 1024;

#[derive(Object, Default)]
pub struct NetworkLinks {
    #[oai(nullable)]
    pub facebook: Option<Text>,
    #[oai(nullable)]
    pub instagram: Option<Text>,
    #[oai(nullable)]
    pub tiktok: Option<Text>,
    #[oai(nullable)]
    pub twitter: Option<Text>,
    #[oai(nullable)]
    pub shopee: Option<Text>,
    #[oai(nullable)]
    pub lazada: Option<Text>,
    #[oai(nullable)]
    pub carousell: Option<Text>,
    #[oai(nullable)]
    pub mudah: Option<Text>,
}

pub struct CompanySetupApi;

async fn theme(state: &AppState, user: &crate::http::auth::CurrentUser) -> Result<Theme, ApiError> {
    let c = crate::features::attributes::view::company_public(state, &user.tenant).await?;
    Ok(Theme {
        logo_url: c.logo_url,
        logo_dark_url: c.logo_dark_url,
        login_image_url: c.login_image_url,
        primary_color: c.primary_color,
        secondary_color: c.secondary_color,
    })
}

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Setup")]
impl CompanySetupApi {
    /// The company's details and regulatory data.
    #[oai(path = "/company", method = "get")]
    async fn company(&self, auth: HqAuth) -> ApiResult<CompanyDetails> {
        let mut db = auth.db().await?;
        ok(details(store::company(&mut db).await?))
    }

    /// Saves the company's details (`type` company) or its TIN, MSIC code and tax (`type` regulatory).
    #[oai(path = "/company/store", method = "post")]
    async fn company_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<CompanyStoreRequest>,
    ) -> ApiResult<CompanyDetails> {
        let user = &auth.0;
        let b = &body.0.details;
        let mut e = FieldErrors::default();
        let mut db = user.db().await?;
        let mut row = store::company(&mut db).await?;
        match body.0.kind.as_str() {
            "company" => {
                row.name = required(
                    &mut e,
                    "companyName",
                    b.company_name.as_deref().unwrap_or(""),
                    120,
                );
                row.org_id = text(&mut e, "orgId", &b.org_id, 50);
                row.roc = text(&mut e, "companyRoc", &b.company_roc, 30);
                row.address_line1 = text(&mut e, "addressLine1", &b.address_line1, 200);
                row.address_line2 = text(&mut e, "addressLine2", &b.address_line2, 200);
                row.postcode = text(&mut e, "postcode", &b.postcode, 10);
                row.city = text(&mut e, "city", &b.city, 100);
                row.country = text(&mut e, "country", &b.country, 2)
                    .unwrap_or_else(|| row.country.clone())
                    .to_uppercase();
                row.state = text(&mut e, "state", &b.state, 10);
                if let Some(code) = &row.state {
                    if !store::state_exists(&mut db, &row.country, code).await? {
                        e.add("state", t(Msg::UnknownState));
                    }
                }
                row.province = text(&mut e, "province", &b.province, 20);
                row.regency = text(&mut e, "regency", &b.regency, 20);
                row.district = text(&mut e, "district", &b.district, 20);
                row.village = text(&mut e, "village", &b.village, 20);
                row.phone_code = text(&mut e, "phoneCode", &b.phone_code, 6);
                row.phone = match crate::features::profile::rules::normalise_phone(
                    b.phone.as_deref().unwrap_or(""),
                ) {
                    Ok(p) => p,
                    Err(_) => {
                        e.add("phone", t(Msg::InvalidPhone));
                        None
                    }
                };
                row.email = match b.email.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
                    None => None,
                    Some(s) => crate::features::auth::rules::normalise_email(s).or_else(|| {
                        e.add("email", t(Msg::InvalidEmail));
                        None
                    }),
                };
                row.bank_country = text(&mut e, "bankCountry", &b.bank_country, 2);
                row.bank_code = text(&mut e, "bankCode", &b.bank_code, 20);
                if let Some(code) = &row.bank_code {
                    if !crate::features::profile::store::bank_exists(&mut db, code).await? {
                        e.add("bankCode", t(Msg::UnknownBank));
                    }
                }
                row.bank_account_number =
                    text(&mut e, "bankAccountNumber", &b.bank_account_number, 20);
                if row
                    .bank_account_number
                    .as_deref()
                    .is_some_and(|n| !n.chars().all(|c| c.is_ascii_digit()))
                {
                    e.add("bankAccountNumber", t(Msg::InvalidBankAccount));
                }
                row.bank_account_name = text(&mut e, "bankAccountName", &b.bank_account_name, 120);
                row.prefix_name = match b
                    .prefix_name
                    .as_deref()
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                {
                    None => None,
                    Some(p) => rules::parse_prefix(p).or_else(|| {
                        e.add("prefixName", t(Msg::InvalidPrefix));
                        None
                    }),
                };
                e.finish()?;
                store::save_company(&mut db, &row).await?;
            }
            "regulatory" => {
                let tin = match b.tin.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
                    None => None,
                    Some(s) => {
                        let parsed = if row.currency == "IDR" {
                            rules::parse_npwp(s)
                        } else {
                            rules::parse_my_tin(s)
                        };
                        parsed.or_else(|| {
                            e.add("tin", t(Msg::InvalidTin));
                            None
                        })
                    }
                };
                let msic = text(&mut e, "msicCode", &b.msic_code, 10);
                if let Some(code) = &msic {
                    if !store::msic_exists(&mut db, code).await? {
                        e.add("msicCode", t(Msg::UnknownMsic));
                    }
                }
                let tax =
                    percent(&mut e, "taxPercentage", &b.tax_percentage).unwrap_or(Decimal::ZERO);
                e.finish()?;
                store::save_regulatory(&mut db, tin.as_deref(), msic.as_deref(), tax).await?;
            }
            _ => return Err(ApiError::field("type", Msg::InvalidChoice)),
        }
        let saved = details(store::company(&mut db).await?);
        drop(db);
        tenancy::forget(&state, &user.tenant.company, &[]).await;
        ok_with(Msg::Saved, saved)
    }

    /// The company's branches (the main one first).
    #[oai(path = "/company-store", method = "get")]
    async fn branches(&self, auth: HqAuth) -> ApiResult<Vec<Branch>> {
        let mut db = auth.db().await?;
        ok(store::branches(&mut db)
            .await?
            .into_iter()
            .map(branch)
            .collect())
    }

    /// Adds a branch (no id) or edits one.
    #[oai(path = "/company-store/store", method = "post")]
    async fn branch_store(&self, auth: HqAdminAuth, body: Json<Branch>) -> ApiResult<Vec<Branch>> {
        let b = &body.0;
        let mut e = FieldErrors::default();
        let row = store::BranchRow {
            id: b.id,
            name: required(&mut e, "name", &b.name, 100),
            code: text(&mut e, "code", &b.code, 20),
            address_line1: text(&mut e, "addressLine1", &b.address_line1, 200),
            address_line2: text(&mut e, "addressLine2", &b.address_line2, 200),
            postcode: text(&mut e, "postcode", &b.postcode, 10),
            city: text(&mut e, "city", &b.city, 100),
            state: text(&mut e, "state", &b.state, 10),
            phone_code: text(&mut e, "phoneCode", &b.phone_code, 6),
            phone: text(&mut e, "phone", &b.phone, 20),
            is_main: false,
        };
        e.finish()?;
        let mut db = auth.db().await?;
        store::save_branch(&mut db, &row)
            .await
            .map_err(|err| match constraint_of(&err) {
                Some("branches_name_key") => ApiError::field("name", Msg::NameTaken),
                _ => ApiError::from(err),
            })?
            .ok_or_else(ApiError::not_found)?;
        ok_with(
            Msg::Saved,
            store::branches(&mut db)
                .await?
                .into_iter()
                .map(branch)
                .collect(),
        )
    }

    /// Removes a branch (never the main one).
    #[oai(path = "/company-store/delete", method = "delete")]
    async fn branch_delete(
        &self,
        auth: HqAdminAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Branch>> {
        let mut db = auth.db().await?;
        let found = store::branch(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if found.is_main {
            return Err(ApiError::rule(Msg::MainBranch, "main_branch"));
        }
        store::delete_branch(&mut db, id.0).await?;
        ok_with(
            Msg::Saved,
            store::branches(&mut db)
                .await?
                .into_iter()
                .map(branch)
                .collect(),
        )
    }

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

    /// Logo, dark logo, login image and colours.
    #[oai(path = "/company-theme", method = "get")]
    async fn theme(&self, state: Data<&Arc<AppState>>, auth: UserAuth) -> ApiResult<Theme> {
        ok(theme(&state, &auth.0).await?)
    }

    /// Saves the primary and secondary colours (#RRGGBB).
    #[oai(path = "/company-theme/store", method = "post")]
    async fn theme_store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<ColoursRequest>,
    ) -> ApiResult<Theme> {
        let mut e = FieldErrors::default();
        let primary = rules::parse_colour(&body.primary_color).unwrap_or_else(|| {
            e.add("primaryColor", t(Msg::InvalidColour));
            String::new()
        });
        let secondary = rules::parse_colour(&body.secondary_color).unwrap_or_else(|| {
            e.add("secondaryColor", t(Msg::InvalidColour));
            String::new()
        });
        e.finish()?;
        {
            let mut db = auth.db().await?;
            store::save_colours(&mut db, &primary, &secondary).await?;
        }
        ok_with(Msg::Saved, theme(&state, &auth.0).await?)
    }

    /// Uploads any of the logo, dark logo and login image (JPEG or PNG, at most 2 MB each).
    #[oai(path = "/company-theme/store-logo", method = "post")]
    async fn theme_store_logo(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        form: ThemeImages,
    ) -> ApiResult<Theme> {
        let user = &auth.0;
        let uploads = [
            (store::ThemeImage::Logo, form.logo),
            (store::ThemeImage::LogoDark, form.logo_dark),
            (store::ThemeImage::LoginImage, form.login_image),
        ];
        // Check every file before storing any, so a bad one changes nothing.
        let mut checked: Vec<(store::ThemeImage, Vec<u8>, ImageKind)> = Vec::new();
        for (slot, upload) in uploads {
            let Some(upload) = upload else { continue };
            if upload.size() > MAX_THEME_IMAGE {
                return Err(ApiError::too_large());
            }
            let bytes = upload.into_vec().await.map_err(ApiError::internal)?;
            let kind = sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
            checked.push((slot, bytes, kind));
        }
        let schema = &user.tenant.company.schema_name;
        for (slot, bytes, kind) in checked {
            let key =
                media::save(&state.config.upload_dir, schema, kind.extension(), &bytes).await?;
            let old = {
                let mut db = user.db().await?;
                store::save_theme_image(&mut db, slot, &key).await?
            };
            if let Some(old) = old {
                media::remove_later(&state.config.upload_dir, schema, &old);
            }
        }
        ok_with(Msg::Saved, theme(&state, user).await?)
    }

    /// The company's social and marketplace links.
    #[oai(path = "/company-network", method = "get")]
    async fn network(&self, auth: UserAuth) -> ApiResult<NetworkLinks> {
        let mut db = auth.db().await?;
        ok(network(store::network(&mut db).await?))
    }

    /// Saves the links (each a full link; http becomes https).
    #[oai(path = "/company-network/store", method = "post")]
    async fn network_store(
        &self,
        auth: HqAdminAuth,
        body: Json<NetworkLinks>,
    ) -> ApiResult<NetworkLinks> {
        let b = &body.0;
        let mut e = FieldErrors::default();
        let mut link = |field: &str, v: &Option<Text>| {
            rules::parse_link(v.as_deref()).unwrap_or_else(|_| {
                e.add(field, t(Msg::InvalidLink));
                None
            })
        };
        let row = store::NetworkRow {
            facebook_url: link("facebook", &b.facebook),
            instagram_url: link("instagram", &b.instagram),
            tiktok_url: link("tiktok", &b.tiktok),
            twitter_url: link("twitter", &b.twitter),
            shopee_url: link("shopee", &b.shopee),
            lazada_url: link("lazada", &b.lazada),
            carousell_url: link("carousell", &b.carousell),
            mudah_url: link("mudah", &b.mudah),
        };
        e.finish()?;
        let mut db = auth.db().await?;
        store::save_network(&mut db, &row).await?;
        ok_with(Msg::Saved, network(store::network(&mut db).await?))
    }
}

fn network(n: store::NetworkRow) -> NetworkLinks {
    NetworkLinks {
        facebook: n.facebook_url.map(Text::from),
        instagram: n.instagram_url.map(Text::from),
        tiktok: n.tiktok_url.map(Text::from),
        twitter: n.twitter_url.map(Text::from),
        shopee: n.shopee_url.map(Text::from),
        lazada: n.lazada_url.map(Text::from),
        carousell: n.carousell_url.map(Text::from),
        mudah: n.mudah_url.map(Text::from),
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
