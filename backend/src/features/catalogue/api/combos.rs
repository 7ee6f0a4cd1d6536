//! `/product/combo`: "any N units of these products" at one price, and the agent's pick checked
//! against the rules of spec §5 Combo.

use super::{money, packages::parse_code, period, period_dates, required_amount, MAX_IMAGE_BYTES};
use crate::features::catalogue::errors::combo_error;
use crate::http::auth::{grant, StaffAuth};
use crate::http::envelope::NoData;
use crate::http::text::Text;
use crate::{
    features::{
        catalogue::{
            rules::{self, ComboPick},
            store::{self, ComboProductRow, ComboRow},
        },
        setup::{api::required, rules::voucher_status},
    },
    http::{auth::UserAuth, constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    media,
    {http::tags::ApiTags, state::AppState},
};
use chrono::{NaiveDate, Utc};
use poem::web::Data;
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use std::sync::Arc;

#[derive(Object, Clone)]
pub struct ComboVariant {
    pub id: i64,
    pub label: Text,
    /// Units the main branch holds.
    pub stock: i64,
}

#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct ComboProduct {
    pub id: i64,
    pub name: Text,
    #[oai(nullable)]
    pub cover_thumb: Option<Text>,
    pub variants: Vec<ComboVariant>,
}

/// A combo (spec §3 Combo): any `requiredQuantity` units of its products at `price`.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Combo {
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: Text,
    pub code: Text,
    pub required_quantity: i64,
    pub price: Text,
    pub start_date: NaiveDate,
    pub stop_date: NaiveDate,
    #[oai(default)]
    pub first_order: bool,
    pub product_ids: Vec<i64>,
    #[oai(default)]
    pub products: Vec<ComboProduct>,
    #[oai(nullable, default)]
    pub cover_image: Option<Text>,
    /// ongoing, upcoming, expired or suspended
    #[oai(default)]
    pub status: Text,
}

use crate::http::forms::SuspendRequest;

#[derive(Multipart)]
pub struct ComboImageUpload {
    #[oai(rename = "comboId")]
    pub combo_id: i64,
    pub image: Upload,
}

#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct Pick {
    pub product_id: i64,
    /// May be left out for a product without options.
    #[oai(nullable)]
    pub variant_id: Option<i64>,
    pub quantity: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ComboCheck {
    pub combo_id: i64,
    pub picks: Vec<Pick>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ComboChecked {
    pub combo_id: i64,
    pub price: String,
    pub quantity: i64,
    pub picks: Vec<Pick>,
}

async fn combos(
    db: &mut sqlx::PgConnection,
    id: Option<i64>,
    only_available: bool,
) -> Result<Vec<Combo>, ApiError> {
    let rows = store::combos(db, id, only_available).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let products = store::combo_products(db, &ids).await?;
    let product_ids: Vec<i64> = products.iter().map(|p| p.product_id).collect();
    let branch = store::main_branch(db).await?;
    let variants = store::variants(db, &product_ids, Some(branch)).await?;
    let shown = |p: &ComboProductRow| ComboProduct {
        id: p.product_id,
        name: p.name.clone().into(),
        cover_thumb: p.cover_thumb.as_deref().map(media::url).map(Text::from),
        variants: variants
            .iter()
            .filter(|v| v.product_id == p.product_id)
            .map(|v| ComboVariant {
                id: v.id,
                label: v.label.clone().into(),
                stock: v.stock,
            })
            .collect(),
    };
    Ok(rows
        .into_iter()
        .map(|r: ComboRow| {
            let (start_date, stop_date) = period_dates(r.starts_at, r.stops_at);
            let mine: Vec<&ComboProductRow> = products
                .iter()
                .filter(|p| p.combo_id == r.id && (!only_available || p.published))
                .collect();
            Combo {
                id: Some(r.id),
                status: voucher_status(Utc::now(), r.starts_at, r.stops_at, r.suspended).into(),
                name: r.name.into(),
                code: r.code.into(),
                required_quantity: r.required_quantity.into(),
                price: money(r.price).into(),
                start_date,
                stop_date,
                first_order: r.first_order,
                product_ids: mine.iter().map(|p| p.product_id).collect(),
                products: mine.into_iter().map(shown).collect(),
                cover_image: r.cover_image.as_deref().map(media::url).map(Text::from),
            }
        })
        .collect())
}

async fn one(db: &mut sqlx::PgConnection, id: i64) -> Result<Combo, ApiError> {
    combos(db, Some(id), false)
        .await?
        .pop()
        .ok_or_else(ApiError::not_found)
}

pub struct CombosApi;

#[OpenApi(prefix_path = "/product/combo", tag = "ApiTags::Catalogue")]
impl CombosApi {
    /// Every combo with its products and status.
    #[oai(path = "/", method = "get")]
    async fn list(&self, auth: StaffAuth<grant::CreateProduct>) -> ApiResult<Vec<Combo>> {
        let mut db = auth.db().await?;
        ok(combos(&mut db, None, false).await?)
    }

    #[oai(path = "/detail", method = "get")]
    async fn detail(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Combo> {
        let mut db = auth.db().await?;
        ok(one(&mut db, id.0).await?)
    }

    /// Creates (no id) or updates a combo.
    #[oai(path = "/store", method = "post")]
    async fn store(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<Combo>,
    ) -> ApiResult<Combo> {
        let mut e = FieldErrors::default();
        let name = required(&mut e, "name", &body.name, 120);
        let code = parse_code(&mut e, &body.code);
        let price = required_amount(&mut e, "price", &body.price);
        if !(1..=10_000).contains(&body.required_quantity) {
            e.add("requiredQuantity", t(Msg::AmountPositive));
        }
        let (starts_at, stops_at) = period(&mut e, body.start_date, body.stop_date);
        let mut product_ids = body.product_ids.clone();
        product_ids.sort_unstable();
        product_ids.dedup();
        let mut db = auth.db().await?;
        if product_ids.is_empty() {
            e.add("productIds", t(Msg::ItemsRequired));
        } else if store::count_live_products(&mut db, &product_ids).await?
            != product_ids.len() as i64
        {
            e.add("productIds", t(Msg::UnknownProduct));
        }
        e.finish()?;
        let row = ComboRow {
            id: 0,
            name,
            code,
            required_quantity: body.required_quantity as i32,
            price,
            starts_at,
            stops_at,
            first_order: body.first_order,
            suspended: false,
            cover_image: None,
        };
        let id = store::save_combo(&mut db, body.id, &row, &product_ids)
            .await
            .map_err(|err| match constraint_of(&err) {
                Some("combos_code_key") => ApiError::field("code", Msg::CodeTaken),
                _ => ApiError::from(err),
            })?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::Saved, one(&mut db, id).await?)
    }

    #[oai(path = "/suspend", method = "post")]
    async fn suspend(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<SuspendRequest>,
    ) -> ApiResult<Combo> {
        let mut db = auth.db().await?;
        if !store::suspend_combo(&mut db, body.id, body.suspended).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Saved, one(&mut db, body.id).await?)
    }

    #[oai(path = "/delete", method = "delete")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<NoData> {
        let mut db = auth.db().await?;
        let cover = store::delete_combo(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if let Some(key) = cover {
            let schema = &auth.0.tenant.company.schema_name;
            media::remove_later(&state.config.upload_dir, schema, &key);
        }
        ok_with(Msg::Deleted, NoData)
    }

    /// Sets the combo's cover image (JPEG or PNG, at most 10 MB; stored resized).
    #[oai(path = "/upload-image", method = "post")]
    async fn upload_image(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::CreateProduct>,
        form: ComboImageUpload,
    ) -> ApiResult<Combo> {
        let user = &auth.0;
        if form.image.size() > MAX_IMAGE_BYTES {
            return Err(ApiError::too_large());
        }
        let bytes = form.image.into_vec().await.map_err(ApiError::internal)?;
        crate::domain::image::sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
        let dir = &state.config.upload_dir;
        let schema = &user.tenant.company.schema_name;
        let (image, thumb) = media::save_resized(dir, schema, bytes).await?;
        media::remove_later(dir, schema, &thumb);
        let mut db = user.db().await?;
        match store::set_combo_cover(&mut db, form.combo_id, &image).await? {
            None => {
                media::remove_later(dir, schema, &image);
                return Err(ApiError::not_found());
            }
            Some(Some(old)) => media::remove_later(dir, schema, &old),
            Some(None) => {}
        }
        ok_with(Msg::Saved, one(&mut db, form.combo_id).await?)
    }

    /// The combos an agent can pick now (ongoing, not suspended), with the main branch's stock.
    #[oai(path = "/available", method = "get")]
    async fn available(&self, auth: UserAuth) -> ApiResult<Vec<Combo>> {
        let mut db = auth.db().await?;
        ok(combos(&mut db, None, true)
            .await?
            .into_iter()
            .filter(|c| !c.products.is_empty())
            .collect())
    }

    /// Checks an agent's pick against the combo's rules: exactly the required units, no product
    /// or variant twice, only the combo's products, nothing out of or over stock.
    #[oai(path = "/check", method = "post")]
    async fn check(&self, auth: UserAuth, body: Json<ComboCheck>) -> ApiResult<ComboChecked> {
        let mut db = auth.db().await?;
        let combo = store::combos(&mut db, Some(body.combo_id), true)
            .await?
            .pop()
            .ok_or_else(|| ApiError::not_found_msg(Msg::ComboUnavailable))?;
        let branch = store::main_branch(&mut db).await?;
        let mut variant_ids = Vec::new();
        for p in &body.picks {
            match store::variant_of(&mut db, p.product_id, p.variant_id).await? {
                Some(Some(v)) => variant_ids.push(v),
                Some(None) | None if p.variant_id.is_none() => {
                    return Err(ApiError::field("picks", Msg::VariantRequired))
                }
                Some(None) | None => return Err(ApiError::field("picks", Msg::UnknownProduct)),
            }
        }
        let facts = store::pick_facts(&mut db, combo.id, &variant_ids, branch).await?;
        let mut picks = Vec::new();
        for (p, v) in body.picks.iter().zip(&variant_ids) {
            let f = facts
                .iter()
                .find(|f| f.variant_id == *v)
                .ok_or_else(|| ApiError::field("picks", Msg::UnknownProduct))?;
            picks.push(ComboPick {
                product_id: f.product_id,
                variant_id: f.variant_id,
                name: f.name.clone(),
                has_options: f.has_options,
                quantity: p.quantity,
                stock: f.stock,
                in_combo: f.in_combo,
            });
        }
        let quantity =
            rules::check_combo(combo.required_quantity.into(), &picks).map_err(combo_error)?;
        ok(ComboChecked {
            combo_id: combo.id,
            price: money(combo.price),
            quantity,
            picks: body
                .picks
                .iter()
                .zip(&variant_ids)
                .map(|(p, v)| Pick {
                    product_id: p.product_id,
                    variant_id: Some(*v),
                    quantity: p.quantity,
                })
                .collect(),
        })
    }
}
