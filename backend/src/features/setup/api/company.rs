//! `/setup/company` (the company's details and regulatory data) and `/setup/company-store` (its
//! branches).

use super::{percent, required, text};
use crate::http::auth::{HqAdminAuth, HqAuth};
use crate::http::text::Text;
use crate::{
    features::setup::{rules, store},
    http::{constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    tenancy,
    {http::tags::ApiTags, state::AppState},
};
use poem::web::Data;
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
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
    /// SST registration number (printed on invoices; the e-invoice's supplier SST).
    #[oai(nullable)]
    pub sst_number: Option<String>,
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
    /// Left out: unchanged; empty: none.
    #[oai(nullable)]
    pub sst_number: Option<Text>,
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
        sst_number: r.sst_number,
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
pub struct CompanySetupApi;
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
                row.phone =
                    match crate::domain::contact::normalise_phone(b.phone.as_deref().unwrap_or(""))
                    {
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
                let sst: Option<Option<String>> = b.sst_number.as_deref().map(|v| {
                    let v = v.trim().to_ascii_uppercase().replace(' ', "");
                    if v.is_empty() {
                        None
                    } else if v.len() <= 35
                        && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                    {
                        Some(v)
                    } else {
                        e.add("sstNumber", t(Msg::InvalidSst));
                        None
                    }
                });
                // Connected to MyInvois: LHDN confirms a new TIN with the registration number.
                if let (Some(new_tin), Some(roc)) = (&tin, &row.roc) {
                    if row.currency == "MYR" && row.tin.as_deref() != Some(new_tin.as_str()) {
                        let known = crate::features::einvoice::company_tin_known(
                            &state, &mut db, new_tin, roc,
                        )
                        .await
                        .map_err(ApiError::internal)?;
                        if known == Some(false) {
                            e.add("tin", t(Msg::CompanyTinNotRegistered));
                        }
                    }
                }
                e.finish()?;
                store::save_regulatory(
                    &mut db,
                    tin.as_deref(),
                    msic.as_deref(),
                    tax,
                    sst.as_ref().map(|s| s.as_deref()),
                )
                .await?;
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
}
