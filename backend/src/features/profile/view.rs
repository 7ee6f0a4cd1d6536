//! What the profile screens and sign-in read of a user: `UserDetail` and its parts.

use super::store;
use crate::{
    features::attributes::view::{company_public, CompanyPublic},
    http::ApiError,
    media,
    state::AppState,
    tenancy::Tenant,
};
use poem_openapi::Object;

#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct AccountFields {
    #[oai(nullable)]
    pub company_country: Option<String>,
    #[oai(nullable)]
    pub acc_first_name: Option<String>,
    #[oai(nullable)]
    pub acc_last_name: Option<String>,
    #[oai(nullable)]
    pub acc_identity: Option<String>,
    /// YYYY-MM-DD
    #[oai(nullable)]
    pub acc_birth_date: Option<String>,
    /// male or female
    #[oai(nullable)]
    pub acc_gender: Option<String>,
    /// A calling code such as +60.
    #[oai(nullable)]
    pub acc_code_phone: Option<String>,
    #[oai(nullable)]
    pub acc_phone: Option<String>,
    #[oai(nullable)]
    pub acc_address_line1: Option<String>,
    #[oai(nullable)]
    pub acc_address_line2: Option<String>,
    #[oai(nullable)]
    pub acc_address_postcode: Option<String>,
    #[oai(nullable)]
    pub acc_address_city: Option<String>,
    #[oai(nullable)]
    pub acc_address_state: Option<String>,
    #[oai(nullable)]
    pub acc_address_country: Option<String>,
    #[oai(nullable)]
    pub acc_address_province: Option<String>,
    #[oai(nullable)]
    pub acc_address_regency: Option<String>,
    #[oai(nullable)]
    pub acc_address_district: Option<String>,
    #[oai(nullable)]
    pub acc_address_village: Option<String>,
    #[oai(nullable, rename = "accTIN")]
    pub acc_tin: Option<String>,
}

#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct BankFields {
    #[oai(nullable)]
    pub acc_bank_country: Option<String>,
    /// The bank's name or SWIFT code, from /attribute/list-bank.
    #[oai(nullable)]
    pub acc_bank_company: Option<String>,
    #[oai(nullable)]
    pub acc_bank_number: Option<String>,
    /// The account holder's name.
    #[oai(nullable)]
    pub acc_bank_name: Option<String>,
    #[oai(nullable)]
    pub acc_bank_identity: Option<String>,
}

/// Each a full link or only a username; kept and shown as a full https link.
#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct SocialLinks {
    #[oai(nullable)]
    pub socmed_url_facebook: Option<String>,
    #[oai(nullable)]
    pub socmed_url_instagram: Option<String>,
    #[oai(nullable)]
    pub socmed_url_tiktok: Option<String>,
    #[oai(nullable)]
    pub socmed_url_twitter: Option<String>,
}

#[derive(Object, Clone, Debug)]
pub struct TierRef {
    pub id: i64,
    pub name: String,
}

#[derive(Object, Clone, Debug)]
pub struct SubscriptionFlag {
    pub disallow_login: bool,
    pub status: String,
}

#[derive(Object, Clone, Debug)]
pub struct Control {
    pub first_order_package: bool,
    pub go_affiliate_status: bool,
    pub ejen_store_status: bool,
    pub e_koop_status: bool,
}

#[derive(Object, Clone, Debug)]
pub struct UserDetail {
    pub id: i64,
    pub email: String,
    pub username: String,
    pub name: String,
    /// hq, staff or agent
    pub role: String,
    pub permissions: Vec<String>,
    #[oai(nullable)]
    pub tier: Option<TierRef>,
    /// new, active, inactive or suspended
    pub status: String,
    pub language: String,
    #[oai(nullable)]
    pub photo_url: Option<String>,
    pub verified: bool,
    /// False until the first sign-in's profile set-up is done (name and phone).
    pub profile_complete: bool,
    pub account: AccountFields,
    pub bank: BankFields,
    pub social: SocialLinks,
    pub subscription: SubscriptionFlag,
    pub control: Control,
    pub company: CompanyPublic,
}

/// The whole account as the web app sees it.
pub async fn user_detail(
    state: &AppState,
    tenant: &Tenant,
    id: i64,
) -> Result<UserDetail, ApiError> {
    let (row, control) = {
        let mut db = tenant.db().await?;
        let row = store::user(&mut db, id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        (row, store::control(&mut db).await?)
    };
    let company = company_public(state, tenant).await?;
    let permissions = if row.role == "hq" {
        crate::http::auth::Permission::ALL
            .iter()
            .map(|p| p.code().to_string())
            .collect()
    } else {
        row.permissions.clone()
    };
    let name = [row.first_name.as_deref(), row.last_name.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
    let c = &tenant.company;
    Ok(UserDetail {
        id: row.id,
        email: row.email.clone(),
        name: if name.is_empty() {
            row.username.clone()
        } else {
            name
        },
        username: row.username.clone(),
        role: row.role.clone(),
        permissions,
        tier: row
            .tier_id
            .zip(row.tier_name.clone())
            .map(|(id, name)| TierRef { id, name }),
        status: row.status.clone(),
        language: row.language.clone(),
        photo_url: row.photo_key.as_deref().map(media::url),
        verified: row.verified,
        profile_complete: row.first_name.is_some() && row.phone.is_some(),
        account: AccountFields {
            company_country: row.country,
            acc_first_name: row.first_name,
            acc_last_name: row.last_name,
            acc_identity: row.identity_number,
            acc_birth_date: row.birth_date.map(|d| d.to_string()),
            acc_gender: row.gender,
            acc_code_phone: row.phone_code,
            acc_phone: row.phone,
            acc_address_line1: row.address_line1,
            acc_address_line2: row.address_line2,
            acc_address_postcode: row.address_postcode,
            acc_address_city: row.address_city,
            acc_address_state: row.address_state,
            acc_address_country: row.address_country,
            acc_address_province: row.address_province,
            acc_address_regency: row.address_regency,
            acc_address_district: row.address_district,
            acc_address_village: row.address_village,
            acc_tin: row.tin,
        },
        bank: BankFields {
            acc_bank_country: row.bank_country,
            acc_bank_company: row.bank_company,
            acc_bank_number: row.bank_account_number,
            acc_bank_name: row.bank_account_name,
            acc_bank_identity: row.bank_identity,
        },
        social: SocialLinks {
            socmed_url_facebook: row.facebook_url,
            socmed_url_instagram: row.instagram_url,
            socmed_url_tiktok: row.tiktok_url,
            socmed_url_twitter: row.twitter_url,
        },
        subscription: SubscriptionFlag {
            disallow_login: c.is_locked() || c.is_suspended(),
            status: c.status.clone(),
        },
        control: Control {
            first_order_package: control.first_order_package,
            go_affiliate_status: control.go_affiliate_status,
            ejen_store_status: control.ejen_store_status,
            e_koop_status: control.e_koop_status,
        },
        company,
    })
}
