//! What anyone may know of a company: the public face its login page and the web app start with.

use super::store;
use crate::{http::ApiError, media, state::AppState, tenancy::Tenant};
use poem_openapi::Object;

#[derive(Object, Clone, Debug, serde::Serialize)]
pub struct CompanyFeatures {
    pub manual_receipt: bool,
    pub self_pickup: bool,
    pub first_order_package: bool,
    pub go_affiliate: bool,
    pub ejen_store: bool,
    pub e_koop: bool,
}

/// What anyone may know of a company: enough to brand its login page.
#[derive(Object, Clone, Debug, serde::Serialize)]
pub struct CompanyPublic {
    pub id: i64,
    pub slug: String,
    pub name: String,
    /// MYR or IDR
    pub currency: String,
    /// The default interface language: en, id or my.
    pub language: String,
    #[oai(nullable)]
    pub logo_url: Option<String>,
    #[oai(nullable)]
    pub logo_dark_url: Option<String>,
    #[oai(nullable)]
    pub login_image_url: Option<String>,
    pub primary_color: String,
    pub secondary_color: String,
    pub features: CompanyFeatures,
}

pub async fn company_public(state: &AppState, tenant: &Tenant) -> Result<CompanyPublic, ApiError> {
    let theme = super::themes::theme(state, tenant).await?;
    Ok(company_with_theme(tenant, theme))
}

/// The company's public face from a theme already read (`store::theme_json` in another query).
pub fn company_with_theme(tenant: &Tenant, theme: Option<store::Theme>) -> CompanyPublic {
    let c = &tenant.company;
    let (primary, secondary) = theme
        .as_ref()
        .map(|t| (t.primary_color.clone(), t.secondary_color.clone()))
        .unwrap_or_else(|| ("#0f766e".into(), "#f59e0b".into()));
    CompanyPublic {
        id: c.id,
        slug: c.slug.clone(),
        name: c.name.clone(),
        currency: c.currency.clone(),
        language: c.language.clone(),
        logo_url: theme
            .as_ref()
            .and_then(|t| t.logo_key.as_deref())
            .map(media::url),
        logo_dark_url: theme
            .as_ref()
            .and_then(|t| t.logo_dark_key.as_deref())
            .map(media::url),
        login_image_url: theme
            .as_ref()
            .and_then(|t| t.login_image_key.as_deref())
            .map(media::url),
        primary_color: primary,
        secondary_color: secondary,
        features: CompanyFeatures {
            manual_receipt: theme.as_ref().is_none_or(|t| t.manual_receipt),
            self_pickup: theme.as_ref().is_some_and(|t| t.self_pickup),
            first_order_package: theme.as_ref().is_some_and(|t| t.first_order_package),
            go_affiliate: theme.as_ref().is_some_and(|t| t.go_affiliate_status),
            ejen_store: theme.as_ref().is_some_and(|t| t.ejen_store_status),
            e_koop: theme.as_ref().is_some_and(|t| t.e_koop_status),
        },
    }
}
