//! HTTP of the profile area: `/user/detail`, `/user/account-detail`, `/user/bank-detail`,
//! `/user/social-network`, `/user/upload-image`, `/user/change-password`, `/attribute/language`,
//! `/attribute/user-detail`, and the photos at `/media/{key}`.

use super::{
    rules, store,
    view::{detail_of, user_detail, AccountFields, BankFields, SocialLinks, UserDetail},
};
use crate::domain::{contact, image};
use crate::http::auth::SessionAuth;
use crate::http::early::{first_row, query_id};
use crate::http::envelope::NoData;
use crate::http::files::Media;
use crate::http::text::Text;
use crate::tenancy::memo::{CompanyMemo, Ticket};
use crate::{
    features::{auth, setup::rules as setup_rules},
    http::{auth::UserAuth, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{self, t, Lang, Msg},
    media,
    tenancy::Tenant,
    {http::tags::ApiTags, state::AppState},
};
use poem::{web::Data, FromRequest, RequestBody};
use poem_openapi::{
    param::{Path, Query},
    payload::Json,
    types::multipart::Upload,
    Multipart, Object, OpenApi,
};
use std::sync::Arc;

#[derive(Object)]
pub struct LanguageRequest {
    /// en, id or my
    pub lang: Text,
}

#[derive(Object)]
pub struct ChangePasswordRequest {
    pub password: Text,
    pub old_password: Text,
}

#[derive(Multipart)]
pub struct PhotoUpload {
    /// A JPEG or PNG photo, at most 5 MB.
    #[oai(rename = "accImage1")]
    pub acc_image1: Upload,
}

pub struct ProfileApi;

fn clean(
    errors: &mut FieldErrors,
    field: &str,
    value: &Option<impl AsRef<str>>,
    max: usize,
) -> Option<String> {
    match contact::clean_text(value.as_ref().map(AsRef::as_ref), max) {
        Ok(v) => v,
        Err(contact::Invalid) => {
            errors.add(field, t(Msg::TooLong));
            None
        }
    }
}

/// Each session's own account as `/user/detail` reads it, remembered in the process by the hash of
/// the session's token (`tenancy::memo`; forgotten when the company's users or tiers change). The
/// guard still judges the session on every request; the memory stands only for the account read
/// after it.
pub type AccountMemo = CompanyMemo<[u8; 32], store::UserRow>;

/// How `/user/detail` gets its account, settled before its guard: one's own from this process's
/// memory, or read with the guard's session lookup in one statement (`http::early`) after taking
/// the memory's ticket, so a change that commits meanwhile is not put back; another user's
/// (`id`) read with the session lookup.
pub struct AccountRead {
    own: Option<OwnAccount>,
}

/// The signed-in session's own account: what memory holds of it, or the ticket of its read.
struct OwnAccount {
    token_hash: [u8; 32],
    remembered: Option<store::UserRow>,
    ticket: Option<Ticket>,
}

impl<'a> FromRequest<'a> for AccountRead {
    async fn from_request(req: &'a poem::Request, _body: &mut RequestBody) -> poem::Result<Self> {
        let mut read = AccountRead { own: None };
        let (Some(tenant), Some(id)) = (req.extensions().get::<Tenant>(), query_id(req, "id"))
        else {
            return Ok(read);
        };
        let session = crate::http::auth::session_token_hash(req);
        let (None, Some(token_hash)) = (id, session) else {
            tenant.read_early(store::user_early(id));
            return Ok(read);
        };
        let memo = req
            .data::<Arc<AppState>>()
            .filter(|_| tenant.is_read_only())
            .map(|state| &state.accounts);
        let company = tenant.company.id;
        let remembered = memo.and_then(|memo| memo.get(company, &token_hash));
        let ticket = match (&remembered, memo) {
            (None, Some(memo)) => Some(memo.ticket()),
            _ => None,
        };
        if remembered.is_none() {
            tenant.read_early(store::session_account_early(
                &tenant.company.schema_name,
                auth::store::token_hash_argument(&token_hash),
            ));
        }
        read.own = Some(OwnAccount {
            token_hash,
            remembered,
            ticket,
        });
        Ok(read)
    }
}

#[OpenApi(tag = "ApiTags::Profile")]
impl ProfileApi {
    /// The signed-in user (or, for HQ and staff, the user `id`), with the subscription flag and
    /// the company's control switches.
    #[oai(path = "/user/detail", method = "get")]
    async fn detail(
        &self,
        read: AccountRead,
        state: Data<&Arc<AppState>>,
        auth: SessionAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<Option<i64>>,
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
        let tenant = &user.tenant;
        let own = read
            .own
            .filter(|own| id.0.is_none() && own.token_hash[..] == user.token_hash[..]);
        let (row, remember) = match own {
            Some(OwnAccount {
                remembered: Some(row),
                ..
            }) => (Some(row), None),
            Some(OwnAccount {
                ticket, token_hash, ..
            }) => {
                let rows = tenant.take_early(
                    store::SESSION_ACCOUNT,
                    &auth::store::token_hash_argument(&token_hash),
                );
                let row = match rows {
                    Some(rows) => first_row::<store::UserRow>(&rows)?,
                    None => None,
                };
                (row, ticket.map(|ticket| (ticket, token_hash)))
            }
            None => match tenant.take_early(store::USER, &store::user_early_argument(id.0)) {
                Some(rows) => (first_row::<store::UserRow>(&rows)?, None),
                None => (None, None),
            },
        };
        ok(match row.filter(|row| row.id == target) {
            Some(row) => {
                if let Some((ticket, token_hash)) = remember {
                    state
                        .accounts
                        .put(tenant.company.id, token_hash, ticket, row.clone());
                }
                let theme = crate::features::attributes::themes::theme(&state, tenant).await?;
                detail_of(tenant, row, theme)
            }
            None => user_detail(tenant, target).await?,
        })
    }

    /// The same as `/user/detail` for the signed-in user.
    #[oai(path = "/attribute/user-detail", method = "get")]
    async fn attribute_user_detail(&self, auth: SessionAuth) -> ApiResult<UserDetail> {
        ok(user_detail(&auth.0.tenant, auth.0.id).await?)
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
            company_country: clean(&mut e, "companyCountry", &b.company_country, 2).map(Text::from),
            acc_first_name: clean(&mut e, "accFirstName", &b.acc_first_name, 100).map(Text::from),
            acc_last_name: clean(&mut e, "accLastName", &b.acc_last_name, 100).map(Text::from),
            acc_identity: clean(&mut e, "accIdentity", &b.acc_identity, 30).map(Text::from),
            acc_birth_date: None,
            acc_gender: None,
            acc_code_phone: clean(&mut e, "accCodePhone", &b.acc_code_phone, 6).map(Text::from),
            acc_phone: None,
            acc_address_line1: clean(&mut e, "accAddressLine1", &b.acc_address_line1, 200)
                .map(Text::from),
            acc_address_line2: clean(&mut e, "accAddressLine2", &b.acc_address_line2, 200)
                .map(Text::from),
            acc_address_postcode: clean(&mut e, "accAddressPostcode", &b.acc_address_postcode, 10)
                .map(Text::from),
            acc_address_city: clean(&mut e, "accAddressCity", &b.acc_address_city, 100)
                .map(Text::from),
            acc_address_state: clean(&mut e, "accAddressState", &b.acc_address_state, 100)
                .map(Text::from),
            acc_address_country: clean(&mut e, "accAddressCountry", &b.acc_address_country, 100)
                .map(Text::from),
            acc_address_province: clean(&mut e, "accAddressProvince", &b.acc_address_province, 100)
                .map(Text::from),
            acc_address_regency: clean(&mut e, "accAddressRegency", &b.acc_address_regency, 100)
                .map(Text::from),
            acc_address_district: clean(&mut e, "accAddressDistrict", &b.acc_address_district, 100)
                .map(Text::from),
            acc_address_village: clean(&mut e, "accAddressVillage", &b.acc_address_village, 100)
                .map(Text::from),
            acc_tin: clean(&mut e, "accTIN", &b.acc_tin, 20).map(Text::from),
        };
        if a.acc_first_name.is_none() {
            e.add("accFirstName", t(Msg::Required));
        }
        let birth = contact::parse_date(b.acc_birth_date.as_deref().unwrap_or("")).unwrap_or_else(
            |contact::Invalid| {
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
            Some(g @ ("male" | "female")) => Some(g.to_string().into()),
            Some(_) => {
                e.add("accGender", t(Msg::InvalidGender));
                None
            }
        };
        a.acc_phone = contact::normalise_phone(b.acc_phone.as_deref().unwrap_or(""))
            .unwrap_or_else(|contact::Invalid| {
                e.add("accPhone", t(Msg::InvalidPhone));
                None
            })
            .map(Text::from);
        if a.acc_phone.is_some() && a.acc_code_phone.is_none() {
            e.add("accCodePhone", t(Msg::InvalidPhoneCode));
        }
        // A TIN in its country's form (LHDN: IG… or a business prefix, normalised; Indonesia:
        // the NPWP's 15 or 16 digits), as the tax documents will carry it.
        if let Some(tin) = a.acc_tin.take() {
            let parsed = if user.tenant.company.currency == "IDR" {
                setup_rules::parse_npwp(&tin)
            } else {
                setup_rules::parse_my_tin(&tin)
            };
            a.acc_tin = parsed.map(Text::from);
            if a.acc_tin.is_none() {
                e.add("accTIN", t(Msg::InvalidTin));
            } else if user.tenant.company.currency == "MYR" {
                // Where the company is connected to MyInvois, LHDN confirms a new TIN with the MyKad.
                let mut db = user.db().await?;
                let tin = a.acc_tin.as_deref().unwrap_or_default();
                let known = crate::features::einvoice::tin_known(
                    &state,
                    &mut db,
                    user.id,
                    tin,
                    a.acc_identity.as_deref(),
                )
                .await
                .map_err(ApiError::internal)?;
                if known == Some(false) {
                    e.add("accTIN", t(Msg::TinUnknownToLhdn));
                }
            }
        }
        if let Some(code) = &a.acc_code_phone {
            let mut db = user.db().await?;
            if !store::calling_code_exists(&mut db, code).await? {
                e.add("accCodePhone", t(Msg::InvalidPhoneCode));
            }
        }
        e.finish()?;
        {
            let mut db = user.db().await?;
            store::save_account(&mut db, user.id, &a, birth).await?;
        }
        ok_with(Msg::Saved, user_detail(&user.tenant, user.id).await?)
    }

    /// Saves the bank details commissions are paid to.
    #[oai(path = "/user/bank-detail", method = "post")]
    async fn bank_detail(&self, auth: UserAuth, body: Json<BankFields>) -> ApiResult<UserDetail> {
        let user = &auth.0;
        let b = &body.0;
        let mut e = FieldErrors::default();
        let mut bank = BankFields {
            acc_bank_country: clean(&mut e, "accBankCountry", &b.acc_bank_country, 2)
                .map(Text::from),
            acc_bank_company: clean(&mut e, "accBankCompany", &b.acc_bank_company, 120)
                .map(Text::from),
            acc_bank_number: None,
            acc_bank_name: clean(&mut e, "accBankName", &b.acc_bank_name, 120).map(Text::from),
            acc_bank_identity: clean(&mut e, "accBankIdentity", &b.acc_bank_identity, 30)
                .map(Text::from),
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
                bank.acc_bank_number = Some(number.into());
            }
        }
        if let Some(name) = &bank.acc_bank_company {
            let mut db = user.db().await?;
            if !store::bank_exists(&mut db, name).await? {
                e.add("accBankCompany", t(Msg::UnknownBank));
            }
        }
        e.finish()?;
        {
            let mut db = user.db().await?;
            store::save_bank(&mut db, user.id, &bank).await?;
        }
        ok_with(Msg::Saved, user_detail(&user.tenant, user.id).await?)
    }

    /// Saves social links; each may be a full link or only a username.
    #[oai(path = "/user/social-network", method = "post")]
    async fn social_network(
        &self,
        auth: UserAuth,
        body: Json<SocialLinks>,
    ) -> ApiResult<UserDetail> {
        use contact::Network::*;
        let user = &auth.0;
        let mut e = FieldErrors::default();
        let mut norm = |field: &str, network, v: &Option<Text>| {
            contact::normalise_social(network, v.as_deref().unwrap_or("")).unwrap_or_else(
                |contact::Invalid| {
                    e.add(field, t(Msg::InvalidLink));
                    None
                },
            )
        };
        let links = SocialLinks {
            socmed_url_facebook: norm("socmedUrlFacebook", Facebook, &body.socmed_url_facebook)
                .map(Text::from),
            socmed_url_instagram: norm("socmedUrlInstagram", Instagram, &body.socmed_url_instagram)
                .map(Text::from),
            socmed_url_tiktok: norm("socmedUrlTiktok", Tiktok, &body.socmed_url_tiktok)
                .map(Text::from),
            socmed_url_twitter: norm("socmedUrlTwitter", Twitter, &body.socmed_url_twitter)
                .map(Text::from),
        };
        e.finish()?;
        {
            let mut db = user.db().await?;
            store::save_social(&mut db, user.id, &links).await?;
        }
        ok_with(Msg::Saved, user_detail(&user.tenant, user.id).await?)
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
        let kind = image::sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
        let key = media::save(
            &state.config.upload_dir,
            &user.tenant.company.schema_name,
            kind.extension(),
            &bytes,
        )
        .await?;
        let old = {
            let mut db = user.db().await?;
            store::save_photo(&mut db, user.id, &key).await?
        };
        if let Some(old) = old {
            media::remove_later(
                &state.config.upload_dir,
                &user.tenant.company.schema_name,
                &old,
            );
        }
        ok_with(Msg::Saved, user_detail(&user.tenant, user.id).await?)
    }

    /// Changes the password; the current one must be given.
    #[oai(path = "/user/change-password", method = "post")]
    async fn change_password(
        &self,
        auth: UserAuth,
        body: Json<ChangePasswordRequest>,
    ) -> ApiResult<NoData> {
        let user = &auth.0;
        let missing = auth::rules::password_shortfalls(&body.password);
        let current = {
            let mut db = user.db().await?;
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
        let hash = auth::hash_password(&body.password).await;
        let mut db = user.db().await?;
        auth::store::set_password(&mut db, user.id, &hash, Some(&user.token_hash)).await?;
        ok_with(Msg::PasswordChanged, NoData)
    }

    /// Saves the interface language (en, id or my) to the account.
    #[oai(path = "/attribute/language", method = "post")]
    async fn language(&self, auth: UserAuth, body: Json<LanguageRequest>) -> ApiResult<UserDetail> {
        let user = &auth.0;
        let lang =
            Lang::parse(&body.lang).ok_or_else(|| ApiError::field("lang", Msg::InvalidLanguage))?;
        {
            let mut db = user.db().await?;
            store::save_language(&mut db, user.id, lang.code()).await?;
        }
        // Answer in the language just chosen.
        let detail = user_detail(&user.tenant, user.id).await?;
        i18n::REQUEST_LANG.sync_scope(lang, || ok_with(Msg::Saved, detail))
    }

    /// A stored image of this company (profile photos, logos).
    #[oai(path = "/media/:key", method = "get")]
    async fn media(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        key: Path<String>,
    ) -> Result<Media, ApiError> {
        let body = media::load(
            &state.config.upload_dir,
            &tenant.company.schema_name,
            &key.0,
        )
        .await?;
        Ok(Media::of(body))
    }
}
