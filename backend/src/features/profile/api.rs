//! HTTP of the profile area: `/user/detail`, `/user/account-detail`, `/user/bank-detail`,
//! `/user/social-network`, `/user/upload-image`, `/user/change-password`, `/attribute/language`,
//! `/attribute/user-detail`, and the photos at `/media/{key}`.

use super::{rules, store};
use crate::{
    app::{ApiTags, AppState},
    features::{
        attributes::api::{company_public, CompanyPublic},
        auth,
    },
    http::{auth::UserAuth, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{self, t, Lang, Msg},
    media,
    tenancy::Tenant,
};
use poem::web::Data;
use poem_openapi::{
    param::{Path, Query},
    payload::{Binary, Json},
    types::multipart::Upload,
    ApiResponse, Multipart, Object, OpenApi,
};
use std::sync::Arc;

#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct AccountFields {
    pub company_country: Option<String>,
    pub acc_first_name: Option<String>,
    pub acc_last_name: Option<String>,
    pub acc_identity: Option<String>,
    /// YYYY-MM-DD
    pub acc_birth_date: Option<String>,
    /// male or female
    pub acc_gender: Option<String>,
    /// A calling code such as +60.
    pub acc_code_phone: Option<String>,
    pub acc_phone: Option<String>,
    pub acc_address_line1: Option<String>,
    pub acc_address_line2: Option<String>,
    pub acc_address_postcode: Option<String>,
    pub acc_address_city: Option<String>,
    pub acc_address_state: Option<String>,
    pub acc_address_country: Option<String>,
    pub acc_address_province: Option<String>,
    pub acc_address_regency: Option<String>,
    pub acc_address_district: Option<String>,
    pub acc_address_village: Option<String>,
    #[oai(rename = "accTIN")]
    pub acc_tin: Option<String>,
}

#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct BankFields {
    pub acc_bank_country: Option<String>,
    /// The bank's name or SWIFT code, from /attribute/list-bank.
    pub acc_bank_company: Option<String>,
    pub acc_bank_number: Option<String>,
    /// The account holder's name.
    pub acc_bank_name: Option<String>,
    pub acc_bank_identity: Option<String>,
}

/// Each a full link or only a username; kept and shown as a full https link.
#[derive(Object, Clone, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct SocialLinks {
    pub socmed_url_facebook: Option<String>,
    pub socmed_url_instagram: Option<String>,
    pub socmed_url_tiktok: Option<String>,
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
    pub tier: Option<TierRef>,
    /// new, active, inactive or suspended
    pub status: String,
    pub language: String,
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

#[derive(Object)]
pub struct LanguageRequest {
    /// en, id or my
    pub lang: String,
}

#[derive(Object)]
pub struct ChangePasswordRequest {
    pub password: String,
    pub old_password: String,
}

#[derive(Multipart)]
pub struct PhotoUpload {
    /// A JPEG or PNG photo, at most 5 MB.
    #[oai(rename = "accImage1")]
    pub acc_image1: Upload,
}

#[derive(ApiResponse)]
pub enum MediaResponse {
    #[oai(status = 200)]
    Image(
        Binary<Vec<u8>>,
        #[oai(header = "content-type")] String,
        #[oai(header = "cache-control")] String,
    ),
}

pub struct ProfileApi;

fn clean(
    errors: &mut FieldErrors,
    field: &str,
    value: &Option<String>,
    max: usize,
) -> Option<String> {
    match rules::clean_text(value.as_deref(), max) {
        Ok(v) => v,
        Err(rules::Invalid) => {
            errors.add(field, t(Msg::TooLong));
            None
        }
    }
}

#[OpenApi(tag = "ApiTags::Profile")]
impl ProfileApi {
    /// The signed-in user (or, for HQ and staff, the user `id`), with the subscription flag and
    /// the company's control switches.
    #[oai(path = "/user/detail", method = "get")]
    async fn detail(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        id: Query<Option<i64>>,
    ) -> ApiResult<UserDetail> {
        let user = &auth.0;
        let target = match id.0 {
            Some(other) if other != user.id => {
                if !user.is_hq_side() {
                    return Err(ApiError::no_access());
                }
                other
            }
            _ => user.id,
        };
        ok(user_detail(&state, &user.tenant, target).await?)
    }

    /// The same as `/user/detail` for the signed-in user.
    #[oai(path = "/attribute/user-detail", method = "get")]
    async fn attribute_user_detail(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
    ) -> ApiResult<UserDetail> {
        ok(user_detail(&state, &auth.0.tenant, auth.0.id).await?)
    }

    /// Saves the account details (names, identity, birth date, gender, phone, address, TIN).
    #[oai(path = "/user/account-detail", method = "post")]
    async fn account_detail(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        body: Json<AccountFields>,
    ) -> ApiResult<UserDetail> {
        let user = &auth.0;
        let b = &body.0;
        let mut e = FieldErrors::default();
        let mut a = AccountFields {
            company_country: clean(&mut e, "companyCountry", &b.company_country, 2),
            acc_first_name: clean(&mut e, "accFirstName", &b.acc_first_name, 100),
            acc_last_name: clean(&mut e, "accLastName", &b.acc_last_name, 100),
            acc_identity: clean(&mut e, "accIdentity", &b.acc_identity, 30),
            acc_birth_date: None,
            acc_gender: None,
            acc_code_phone: clean(&mut e, "accCodePhone", &b.acc_code_phone, 6),
            acc_phone: None,
            acc_address_line1: clean(&mut e, "accAddressLine1", &b.acc_address_line1, 200),
            acc_address_line2: clean(&mut e, "accAddressLine2", &b.acc_address_line2, 200),
            acc_address_postcode: clean(&mut e, "accAddressPostcode", &b.acc_address_postcode, 10),
            acc_address_city: clean(&mut e, "accAddressCity", &b.acc_address_city, 100),
            acc_address_state: clean(&mut e, "accAddressState", &b.acc_address_state, 100),
            acc_address_country: clean(&mut e, "accAddressCountry", &b.acc_address_country, 100),
            acc_address_province: clean(&mut e, "accAddressProvince", &b.acc_address_province, 100),
            acc_address_regency: clean(&mut e, "accAddressRegency", &b.acc_address_regency, 100),
            acc_address_district: clean(&mut e, "accAddressDistrict", &b.acc_address_district, 100),
            acc_address_village: clean(&mut e, "accAddressVillage", &b.acc_address_village, 100),
            acc_tin: clean(&mut e, "accTIN", &b.acc_tin, 20),
        };
        if a.acc_first_name.is_none() {
            e.add("accFirstName", t(Msg::Required));
        }
        let birth = rules::parse_date(b.acc_birth_date.as_deref().unwrap_or("")).unwrap_or_else(
            |rules::Invalid| {
                e.add("accBirthDate", t(Msg::InvalidDate));
                None
            },
        );
        a.acc_gender = match b
            .acc_gender
            .as_deref()
            .map(str::trim)
            .map(str::to_lowercase)
            .as_deref()
        {
            None | Some("") => None,
            Some(g @ ("male" | "female")) => Some(g.to_string()),
            Some(_) => {
                e.add("accGender", t(Msg::InvalidGender));
                None
            }
        };
        a.acc_phone = rules::normalise_phone(b.acc_phone.as_deref().unwrap_or("")).unwrap_or_else(
            |rules::Invalid| {
                e.add("accPhone", t(Msg::InvalidPhone));
                None
            },
        );
        if a.acc_phone.is_some() && a.acc_code_phone.is_none() {
            e.add("accCodePhone", t(Msg::InvalidPhoneCode));
        }
        if let Some(code) = &a.acc_code_phone {
            let mut db = user.tenant.db().await?;
            if !store::calling_code_exists(&mut db, code).await? {
                e.add("accCodePhone", t(Msg::InvalidPhoneCode));
            }
        }
        e.finish()?;
        {
            let mut db = user.tenant.db().await?;
            store::save_account(&mut db, user.id, &a, birth).await?;
        }
        ok_with(
            Msg::Saved,
            user_detail(&state, &user.tenant, user.id).await?,
        )
    }

    /// Saves the bank details commissions are paid to.
    #[oai(path = "/user/bank-detail", method = "post")]
    async fn bank_detail(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        body: Json<BankFields>,
    ) -> ApiResult<UserDetail> {
        let user = &auth.0;
        let b = &body.0;
        let mut e = FieldErrors::default();
        let mut bank = BankFields {
            acc_bank_country: clean(&mut e, "accBankCountry", &b.acc_bank_country, 2),
            acc_bank_company: clean(&mut e, "accBankCompany", &b.acc_bank_company, 120),
            acc_bank_number: None,
            acc_bank_name: clean(&mut e, "accBankName", &b.acc_bank_name, 120),
            acc_bank_identity: clean(&mut e, "accBankIdentity", &b.acc_bank_identity, 30),
        };
        let number: String = b
            .acc_bank_number
            .as_deref()
            .unwrap_or("")
            .chars()
            .filter(|c| !matches!(c, ' ' | '-'))
            .collect();
        if !number.is_empty() {
            if number.len() > 20 || !number.chars().all(|c| c.is_ascii_digit()) {
                e.add("accBankNumber", t(Msg::InvalidBankAccount));
            } else {
                bank.acc_bank_number = Some(number);
            }
        }
        if let Some(name) = &bank.acc_bank_company {
            let mut db = user.tenant.db().await?;
            if !store::bank_exists(&mut db, name).await? {
                e.add("accBankCompany", t(Msg::UnknownBank));
            }
        }
        e.finish()?;
        {
            let mut db = user.tenant.db().await?;
            store::save_bank(&mut db, user.id, &bank).await?;
        }
        ok_with(
            Msg::Saved,
            user_detail(&state, &user.tenant, user.id).await?,
        )
    }

    /// Saves social links; each may be a full link or only a username.
    #[oai(path = "/user/social-network", method = "post")]
    async fn social_network(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        body: Json<SocialLinks>,
    ) -> ApiResult<UserDetail> {
        use rules::Network::*;
        let user = &auth.0;
        let mut e = FieldErrors::default();
        let mut norm = |field: &str, network, v: &Option<String>| {
            rules::normalise_social(network, v.as_deref().unwrap_or("")).unwrap_or_else(
                |rules::Invalid| {
                    e.add(field, t(Msg::InvalidLink));
                    None
                },
            )
        };
        let links = SocialLinks {
            socmed_url_facebook: norm("socmedUrlFacebook", Facebook, &body.socmed_url_facebook),
            socmed_url_instagram: norm("socmedUrlInstagram", Instagram, &body.socmed_url_instagram),
            socmed_url_tiktok: norm("socmedUrlTiktok", Tiktok, &body.socmed_url_tiktok),
            socmed_url_twitter: norm("socmedUrlTwitter", Twitter, &body.socmed_url_twitter),
        };
        e.finish()?;
        {
            let mut db = user.tenant.db().await?;
            store::save_social(&mut db, user.id, &links).await?;
        }
        ok_with(
            Msg::Saved,
            user_detail(&state, &user.tenant, user.id).await?,
        )
    }

    /// Sets the profile photo (form field `accImage1`; JPEG or PNG by content; at most 5 MB).
    #[oai(path = "/user/upload-image", method = "post")]
    async fn upload_image(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        form: PhotoUpload,
    ) -> ApiResult<UserDetail> {
        let user = &auth.0;
        if form.acc_image1.size() > rules::MAX_PHOTO_BYTES {
            return Err(ApiError::too_large());
        }
        let bytes = form
            .acc_image1
            .into_vec()
            .await
            .map_err(ApiError::internal)?;
        let kind = rules::sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
        let key = media::save(
            &state.config.upload_dir,
            &user.tenant.company.schema_name,
            kind.extension(),
            &bytes,
        )
        .await?;
        let old = {
            let mut db = user.tenant.db().await?;
            store::save_photo(&mut db, user.id, &key).await?
        };
        if let Some(old) = old {
            media::remove_later(
                &state.config.upload_dir,
                &user.tenant.company.schema_name,
                &old,
            );
        }
        ok_with(
            Msg::Saved,
            user_detail(&state, &user.tenant, user.id).await?,
        )
    }

    /// Changes the password; the current one must be given.
    #[oai(path = "/user/change-password", method = "post")]
    async fn change_password(
        &self,
        auth: UserAuth,
        body: Json<ChangePasswordRequest>,
    ) -> ApiResult<Option<bool>> {
        let user = &auth.0;
        let missing = auth::rules::password_shortfalls(&body.password);
        let current = {
            let mut db = user.tenant.db().await?;
            store::password_hash(&mut db, user.id).await?
        };
        let old = body.old_password.clone();
        let matches = match current {
            Some(h) => tokio::task::spawn_blocking(move || auth::rules::verify_password(&old, &h))
                .await
                .map_err(ApiError::internal)?,
            None => false,
        };
        let mut e = FieldErrors::default();
        if !matches {
            e.add("old_password", t(Msg::OldPasswordWrong));
        }
        if !missing.is_empty() {
            e.add(
                "password",
                auth::rules::password_message(i18n::current(), &missing),
            );
        }
        e.finish()?;
        auth::store::set_password(
            &user.tenant,
            user.id,
            &body.password,
            Some(&user.token_hash),
        )
        .await?;
        ok_with(Msg::PasswordChanged, None)
    }

    /// Saves the interface language (en, id or my) to the account.
    #[oai(path = "/attribute/language", method = "post")]
    async fn language(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        body: Json<LanguageRequest>,
    ) -> ApiResult<UserDetail> {
        let user = &auth.0;
        let lang =
            Lang::parse(&body.lang).ok_or_else(|| ApiError::field("lang", Msg::InvalidLanguage))?;
        {
            let mut db = user.tenant.db().await?;
            store::save_language(&mut db, user.id, lang.code()).await?;
        }
        // Answer in the language just chosen.
        let detail = user_detail(&state, &user.tenant, user.id).await?;
        i18n::REQUEST_LANG.sync_scope(lang, || ok_with(Msg::Saved, detail))
    }

    /// A stored image of this company (profile photos, logos).
    #[oai(path = "/media/:key", method = "get")]
    async fn media(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        key: Path<String>,
    ) -> Result<MediaResponse, ApiError> {
        let (bytes, mime) = media::load(
            &state.config.upload_dir,
            &tenant.company.schema_name,
            &key.0,
        )
        .await?;
        Ok(MediaResponse::Image(
            Binary(bytes),
            mime.to_string(),
            "private, max-age=31536000, immutable".to_string(),
        ))
    }
}
