//! What the profile screens and sign-in read of a user: `UserDetail` and its parts.

use super::store;
use crate::http::text::Text;
use crate::{
    features::attributes::view::{company_with_theme, CompanyPublic},
    http::ApiError,
    media,
    tenancy::Tenant,
};
use poem_openapi::Object;

#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct AccountFields {
    #[oai(nullable)]
    pub company_country: Option<Text>,
    #[oai(nullable)]
    pub acc_first_name: Option<Text>,
    #[oai(nullable)]
    pub acc_last_name: Option<Text>,
    #[oai(nullable)]
    pub acc_identity: Option<Text>,
    /// YYYY-MM-DD
    #[oai(nullable)]
    pub acc_birth_date: Option<Text>,
    /// male or female
    #[oai(nullable)]
    pub acc_gender: Option<Text>,
    /// A calling code such as +60.
    #[oai(nullable)]
    pub acc_code_phone: Option<Text>,
    #[oai(nullable)]
    pub acc_phone: Option<Text>,
    #[oai(nullable)]
    pub acc_address_line1: Option<Text>,
    #[oai(nullable)]
    pub acc_address_line2: Option<Text>,
    #[oai(nullable)]
    pub acc_address_postcode: Option<Text>,
    #[oai(nullable)]
    pub acc_address_city: Option<Text>,
    #[oai(nullable)]
    pub acc_address_state: Option<Text>,
    #[oai(nullable)]
    pub acc_address_country: Option<Text>,
    #[oai(nullable)]
    pub acc_address_province: Option<Text>,
    #[oai(nullable)]
    pub acc_address_regency: Option<Text>,
    #[oai(nullable)]
    pub acc_address_district: Option<Text>,
    #[oai(nullable)]
    pub acc_address_village: Option<Text>,
    #[oai(nullable, rename = "accTIN")]
    pub acc_tin: Option<Text>,
}

#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct BankFields {
    #[oai(nullable)]
    pub acc_bank_country: Option<Text>,
    /// The bank's name or SWIFT code, from /attribute/list-bank.
    #[oai(nullable)]
    pub acc_bank_company: Option<Text>,
    #[oai(nullable)]
    pub acc_bank_number: Option<Text>,
    /// The account holder's name.
    #[oai(nullable)]
    pub acc_bank_name: Option<Text>,
    #[oai(nullable)]
    pub acc_bank_identity: Option<Text>,
}

/// Each a full link or only a username; kept and shown as a full https link.
#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct SocialLinks {
    #[oai(nullable)]
    pub socmed_url_facebook: Option<Text>,
    #[oai(nullable)]
    pub socmed_url_instagram: Option<Text>,
    #[oai(nullable)]
    pub socmed_url_tiktok: Option<Text>,
    #[oai(nullable)]
    pub socmed_url_twitter: Option<Text>,
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
pub async fn user_detail(tenant: &Tenant, id: i64) -> Result<UserDetail, ApiError> {
    let mut row = {
        let mut db = tenant.db().await?;
        store::user(&mut db, id)
            .await?
            .ok_or_else(ApiError::not_found)?
    };
    let theme = row.theme.take().map(|t| t.0);
    Ok(detail_of(tenant, row, theme))
}

/// The account of `row` with the company's `theme`, as `user_detail` answers it.
pub fn detail_of(
    tenant: &Tenant,
    row: store::UserRow,
    theme: Option<crate::features::attributes::store::Theme>,
) -> UserDetail {
    let company = company_with_theme(tenant, theme);
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
    UserDetail {
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
            company_country: row.country.map(Text::from),
            acc_first_name: row.first_name.map(Text::from),
            acc_last_name: row.last_name.map(Text::from),
            acc_identity: row.identity_number.map(Text::from),
            acc_birth_date: row.birth_date.map(|d| d.to_string().into()),
            acc_gender: row.gender.map(Text::from),
            acc_code_phone: row.phone_code.map(Text::from),
            acc_phone: row.phone.map(Text::from),
            acc_address_line1: row.address_line1.map(Text::from),
            acc_address_line2: row.address_line2.map(Text::from),
            acc_address_postcode: row.address_postcode.map(Text::from),
            acc_address_city: row.address_city.map(Text::from),
            acc_address_state: row.address_state.map(Text::from),
            acc_address_country: row.address_country.map(Text::from),
            acc_address_province: row.address_province.map(Text::from),
            acc_address_regency: row.address_regency.map(Text::from),
            acc_address_district: row.address_district.map(Text::from),
            acc_address_village: row.address_village.map(Text::from),
            acc_tin: row.tin.map(Text::from),
        },
        bank: BankFields {
            acc_bank_country: row.bank_country.map(Text::from),
            acc_bank_company: row.bank_company.map(Text::from),
            acc_bank_number: row.bank_account_number.map(Text::from),
            acc_bank_name: row.bank_account_name.map(Text::from),
            acc_bank_identity: row.bank_identity.map(Text::from),
        },
        social: SocialLinks {
            socmed_url_facebook: row.facebook_url.map(Text::from),
            socmed_url_instagram: row.instagram_url.map(Text::from),
            socmed_url_tiktok: row.tiktok_url.map(Text::from),
            socmed_url_twitter: row.twitter_url.map(Text::from),
        },
        subscription: SubscriptionFlag {
            // HQ of a locked company signs in to pay; everyone else is kept out.
            disallow_login: c.is_suspended() || (c.is_locked() && row.role != "hq"),
            status: c.status.clone(),
        },
        // The same settings row the company's public face was read from: no second query.
        control: Control {
            first_order_package: company.features.first_order_package,
            go_affiliate_status: company.features.go_affiliate,
            ejen_store_status: company.features.ejen_store,
            e_koop_status: company.features.e_koop,
        },
        company,
    }
}
