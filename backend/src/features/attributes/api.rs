//! HTTP of `/attribute/…` lookups.

use super::{
    store,
    view::{company_public, CompanyPublic},
};
use crate::http::auth::HqAuth;
use crate::{
    http::{auth::UserAuth, ok, ApiError, ApiResult},
    tenancy::{self, Tenant},
    {http::tags::ApiTags, state::AppState},
};
use poem::web::Data;
use poem_openapi::{param::Query, Object, OpenApi};
use std::sync::Arc;

#[derive(Object)]
pub struct PhoneCode {
    pub iso2: String,
    pub name: String,
    /// e.g. +60
    pub code: String,
}

#[derive(Object)]
pub struct Country {
    pub iso2: String,
    pub name: String,
}

#[derive(Object)]
pub struct CodeName {
    pub code: String,
    pub name: String,
}

#[derive(Object)]
pub struct CompanyContact {
    pub name: String,
    #[oai(nullable)]
    pub email: Option<String>,
    #[oai(nullable)]
    pub phone_code: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    #[oai(nullable)]
    pub address_line1: Option<String>,
    #[oai(nullable)]
    pub address_line2: Option<String>,
    #[oai(nullable)]
    pub postcode: Option<String>,
    #[oai(nullable)]
    pub city: Option<String>,
    #[oai(nullable)]
    pub state: Option<String>,
    pub country: String,
    pub currency: String,
}

#[derive(Object)]
pub struct Msic {
    pub code: String,
    pub description: String,
}

#[derive(Object)]
pub struct Postcode {
    pub postcode: String,
    pub city: String,
    pub state_code: String,
    pub state: String,
}

#[derive(Object)]
pub struct AgentOption {
    pub id: i64,
    pub username: String,
    pub name: String,
    #[oai(nullable)]
    pub tier: Option<String>,
    pub status: String,
}

async fn regions(
    tenant: &Tenant,
    table: &str,
    parent_column: &str,
    parent: &str,
) -> ApiResult<Vec<CodeName>> {
    let mut db = tenant.db().await?;
    let rows = store::regions(&mut db, table, parent_column, parent.trim()).await?;
    ok(rows
        .into_iter()
        .map(|(code, name)| CodeName { code, name })
        .collect())
}

pub struct AttributesApi;

#[OpenApi(tag = "ApiTags::Attributes")]
impl AttributesApi {
    /// The company's public face: name, logo, login image, colours, currency, language and enabled
    /// features. Public; `domain` must name the company of the host asked.
    #[oai(path = "/attribute/data-company", method = "get")]
    async fn data_company(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        domain: Query<Option<String>>,
    ) -> ApiResult<CompanyPublic> {
        if let Some(domain) = domain.0.as_deref().filter(|d| !d.trim().is_empty()) {
            match tenancy::resolve(&state, domain.trim()).await? {
                Some(c) if c.id == tenant.company.id => {}
                _ => return Err(ApiError::unknown_company()),
            }
        }
        ok(company_public(&state, &tenant).await?)
    }

    /// Country calling codes.
    #[oai(path = "/attribute/phone-code", method = "get")]
    async fn phone_code(&self, tenant: Tenant) -> ApiResult<Vec<PhoneCode>> {
        let mut db = tenant.db().await?;
        let rows = store::countries(&mut db).await?;
        ok(rows
            .into_iter()
            .map(|(iso2, name, code)| PhoneCode { iso2, name, code })
            .collect())
    }

    /// Countries.
    #[oai(path = "/attribute/locations", method = "get")]
    async fn locations(&self, tenant: Tenant) -> ApiResult<Vec<Country>> {
        let mut db = tenant.db().await?;
        let rows = store::countries(&mut db).await?;
        ok(rows
            .into_iter()
            .map(|(iso2, name, _)| Country { iso2, name })
            .collect())
    }

    /// States of a country (default Malaysia: its 13 states and 3 federal territories).
    #[oai(path = "/attribute/state", method = "get")]
    async fn state(
        &self,
        tenant: Tenant,
        country: Query<Option<String>>,
    ) -> ApiResult<Vec<CodeName>> {
        let country = country.0.unwrap_or_else(|| "MY".into()).to_uppercase();
        let mut db = tenant.db().await?;
        let rows = store::states(&mut db, &country).await?;
        ok(rows
            .into_iter()
            .map(|(code, name)| CodeName { code, name })
            .collect())
    }

    /// Banks (Malaysian by default) with their SWIFT codes.
    #[oai(path = "/attribute/list-bank", method = "get")]
    async fn list_bank(
        &self,
        tenant: Tenant,
        country: Query<Option<String>>,
    ) -> ApiResult<Vec<CodeName>> {
        let country = country.0.unwrap_or_else(|| "MY".into()).to_uppercase();
        let mut db = tenant.db().await?;
        let rows = store::banks(&mut db, &country).await?;
        ok(rows
            .into_iter()
            .map(|(code, name)| CodeName { code, name })
            .collect())
    }

    /// Indonesia's 38 provinces.
    #[oai(path = "/attribute/province", method = "get")]
    async fn province(&self, tenant: Tenant) -> ApiResult<Vec<CodeName>> {
        regions(&tenant, "states", "country", "ID").await
    }

    /// Regencies and cities of an Indonesian province.
    #[oai(path = "/attribute/city", method = "get")]
    async fn city(
        &self,
        tenant: Tenant,
        #[oai(name = "provinceId")] province_id: Query<String>,
    ) -> ApiResult<Vec<CodeName>> {
        regions(&tenant, "id_regencies", "province_code", &province_id.0).await
    }

    /// Districts (kecamatan) of a regency.
    #[oai(path = "/attribute/districts", method = "get")]
    async fn districts(
        &self,
        tenant: Tenant,
        #[oai(name = "cityId")] city_id: Query<String>,
    ) -> ApiResult<Vec<CodeName>> {
        regions(&tenant, "id_districts", "regency_code", &city_id.0).await
    }

    /// Villages (desa/kelurahan) of a district.
    #[oai(path = "/attribute/village", method = "get")]
    async fn village(
        &self,
        tenant: Tenant,
        #[oai(name = "districtId")] district_id: Query<String>,
    ) -> ApiResult<Vec<CodeName>> {
        regions(&tenant, "id_villages", "district_code", &district_id.0).await
    }

    /// MSIC 2008 codes matching the search (code or description), at most 50.
    #[oai(path = "/attribute/list-msic", method = "get")]
    async fn list_msic(
        &self,
        tenant: Tenant,
        search: Query<Option<String>>,
    ) -> ApiResult<Vec<Msic>> {
        let mut db = tenant.db().await?;
        let rows = store::msic(&mut db, search.0.as_deref().unwrap_or("").trim()).await?;
        ok(rows
            .into_iter()
            .map(|(code, description)| Msic { code, description })
            .collect())
    }

    /// The city and state of a Malaysian postcode.
    #[oai(path = "/attribute/postcode", method = "get")]
    async fn postcode(&self, tenant: Tenant, code: Query<String>) -> ApiResult<Postcode> {
        let mut db = tenant.db().await?;
        let (postcode, city, state_code, state) = store::postcode(&mut db, code.0.trim())
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok(Postcode {
            postcode,
            city,
            state_code,
            state,
        })
    }

    /// Agents for pickers (HQ and staff), searchable by name, username or e-mail, 20 a page.
    #[oai(path = "/attribute/list-agent", method = "get")]
    async fn list_agent(
        &self,
        auth: HqAuth,
        search: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
    ) -> ApiResult<Vec<AgentOption>> {
        let (page, _) = crate::http::paging(page.0, None);
        let mut db = auth.db().await?;
        let rows = store::agents(
            &mut db,
            search.0.as_deref().unwrap_or("").trim(),
            20,
            (page - 1) * 20,
        )
        .await?;
        ok(rows
            .into_iter()
            .map(|a| AgentOption {
                id: a.id,
                name: if a.name.is_empty() {
                    a.username.clone()
                } else {
                    a.name
                },
                username: a.username,
                tier: a.tier_name,
                status: a.status,
            })
            .collect())
    }

    /// The company's contact details, for signed-in users.
    #[oai(path = "/attribute/company", method = "get")]
    async fn company(&self, auth: UserAuth) -> ApiResult<CompanyContact> {
        let tenant = &auth.0.tenant;
        let contact = {
            let mut db = tenant.db().await?;
            store::contact(&mut db).await?
        };
        let c = &tenant.company;
        ok(match contact {
            Some(x) => CompanyContact {
                name: c.name.clone(),
                email: x.email,
                phone_code: x.phone_code,
                phone: x.phone,
                address_line1: x.address_line1,
                address_line2: x.address_line2,
                postcode: x.postcode,
                city: x.city,
                state: x.state,
                country: x.country,
                currency: c.currency.clone(),
            },
            None => CompanyContact {
                name: c.name.clone(),
                email: None,
                phone_code: None,
                phone: None,
                address_line1: None,
                address_line2: None,
                postcode: None,
                city: None,
                state: None,
                country: "MY".into(),
                currency: c.currency.clone(),
            },
        })
    }
}
