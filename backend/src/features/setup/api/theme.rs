//! `/setup/company-theme` (logo, dark logo, login image and colours) and `/setup/company-network`
//! (the company's social and marketplace links): how the company shows itself.

use crate::http::auth::HqAdminAuth;
use crate::http::text::Text;
use crate::{
    domain::image::{sniff_image, ImageKind},
    features::setup::{rules, store},
    http::{auth::UserAuth, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    media,
    {http::tags::ApiTags, state::AppState},
};
use poem::web::Data;
use poem_openapi::{payload::Json, types::multipart::Upload, Multipart, Object, OpenApi};
use std::sync::Arc;

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
pub struct ThemeApi;

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
impl ThemeApi {
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
