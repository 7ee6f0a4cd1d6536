//! `/product/upload-image` and `/product/delete-image`: a product's cover, extra images and option
//! value images.

use super::{product_detail, Product};
use crate::http::auth::{grant, StaffAuth};
use crate::{
    features::catalogue::{
        rules::{self},
        store::{self},
    },
    http::{ok_with, ApiError, ApiResult},
    i18n::Msg,
    media,
    {http::tags::ApiTags, state::AppState},
};
use poem::web::Data;
use poem_openapi::{param::Query, types::multipart::Upload, Multipart, OpenApi};
use std::sync::Arc;

#[derive(Multipart)]
pub struct ImageUpload {
    #[oai(rename = "productId")]
    pub product_id: i64,
    /// cover, extra (at most 3) or option (with valueId)
    pub slot: String,
    #[oai(rename = "valueId")]
    pub value_id: Option<i64>,
    /// JPEG or PNG, at most 10 MB; stored resized.
    pub image: Upload,
}
pub struct ProductImagesApi;

#[OpenApi(prefix_path = "/product", tag = "ApiTags::Catalogue")]
impl ProductImagesApi {
    /// Sets the cover, adds an extra image (at most 3) or sets an option value's image. The file
    /// is checked by content and stored resized (1200 px, thumbnail 400 px).
    #[oai(path = "/upload-image", method = "post")]
    async fn upload_image(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::CreateProduct>,
        form: ImageUpload,
    ) -> ApiResult<Product> {
        let user = &auth.0;
        if !matches!(form.slot.as_str(), "cover" | "extra" | "option") {
            return Err(ApiError::field("slot", Msg::InvalidChoice));
        }
        if form.slot == "option" && form.value_id.is_none() {
            return Err(ApiError::field("valueId", Msg::Required));
        }
        if form.image.size() > crate::features::catalogue::api::MAX_IMAGE_BYTES {
            return Err(ApiError::too_large());
        }
        let bytes = form.image.into_vec().await.map_err(ApiError::internal)?;
        crate::domain::image::sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
        {
            let mut db = user.db().await?;
            if store::product(&mut db, form.product_id).await?.is_none() {
                return Err(ApiError::not_found());
            }
            if form.slot == "extra"
                && store::images(&mut db, form.product_id).await?.len() >= rules::MAX_EXTRA_IMAGES
            {
                return Err(ApiError::field("image", Msg::TooManyImages));
            }
        }
        let dir = &state.config.upload_dir;
        let schema = &user.tenant.company.schema_name;
        let (image, thumb) = media::save_resized(dir, schema, bytes).await?;
        let mut db = user.db().await?;
        if !store::lock_product(&mut db, form.product_id).await? {
            return Err(ApiError::not_found());
        }
        let replaced: Vec<String> = match form.slot.as_str() {
            "cover" => {
                let (a, b) = store::set_cover(&mut db, form.product_id, &image, &thumb).await?;
                a.into_iter().chain(b).collect()
            }
            "extra" => {
                if store::add_image(&mut db, form.product_id, &image, &thumb)
                    .await?
                    .is_none()
                {
                    media::remove_later(dir, schema, &image);
                    media::remove_later(dir, schema, &thumb);
                    return Err(ApiError::field("image", Msg::TooManyImages));
                }
                vec![]
            }
            _ => {
                let value_id = form.value_id.unwrap_or_default();
                match store::set_value_image(&mut db, form.product_id, value_id, &thumb).await? {
                    None => {
                        media::remove_later(dir, schema, &image);
                        media::remove_later(dir, schema, &thumb);
                        return Err(ApiError::not_found());
                    }
                    Some(old) => {
                        media::remove_later(dir, schema, &image);
                        old.into_iter().collect()
                    }
                }
            }
        };
        for key in replaced {
            media::remove_later(dir, schema, &key);
        }
        ok_with(Msg::Saved, product_detail(&mut db, form.product_id).await?)
    }

    /// Removes an extra image.
    #[oai(path = "/delete-image", method = "delete")]
    async fn delete_image(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(name = "productId", validator(minimum(value = "1")))] product_id: Query<i64>,
        #[oai(name = "imageId", validator(minimum(value = "1")))] image_id: Query<i64>,
    ) -> ApiResult<Product> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let (image, thumb) = store::delete_image(&mut db, product_id.0, image_id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let schema = &user.tenant.company.schema_name;
        media::remove_later(&state.config.upload_dir, schema, &image);
        media::remove_later(&state.config.upload_dir, schema, &thumb);
        ok_with(Msg::Deleted, product_detail(&mut db, product_id.0).await?)
    }
}
