//! `/product/package`: fixed sets of products at one price, valid between two dates.

use super::{money, period, period_dates, required_amount};
use crate::http::auth::{grant, StaffAuth};
use crate::http::envelope::NoData;
use crate::http::text::Text;
use crate::{
    features::{
        catalogue::store::{self, PackageItemRow, PackageRow},
        setup::{api::required, rules::voucher_status},
    },
    http::tags::ApiTags,
    http::{constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
};
use chrono::{NaiveDate, Utc};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use std::collections::HashSet;

#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct PackageItem {
    pub product_id: i64,
    /// May be left out for a product without options.
    #[oai(nullable)]
    pub variant_id: Option<i64>,
    pub quantity: i64,
    #[oai(default)]
    pub product_name: Text,
    #[oai(default)]
    pub variant_label: Text,
}

/// A package (spec §3 Package).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Package {
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: Text,
    pub code: Text,
    pub price: Text,
    pub start_date: NaiveDate,
    pub stop_date: NaiveDate,
    #[oai(default)]
    pub first_order: bool,
    pub items: Vec<PackageItem>,
    /// ongoing, upcoming, expired or suspended
    #[oai(default)]
    pub status: Text,
}

use crate::http::forms::SuspendRequest;

fn package(r: PackageRow, items: &[PackageItemRow]) -> Package {
    let (start_date, stop_date) = period_dates(r.starts_at, r.stops_at);
    Package {
        id: Some(r.id),
        status: (voucher_status(Utc::now(), r.starts_at, r.stops_at, r.suspended).to_string())
            .into(),
        name: r.name.into(),
        code: r.code.into(),
        price: money(r.price).into(),
        start_date,
        stop_date,
        first_order: r.first_order,
        items: items
            .iter()
            .filter(|i| i.package_id == r.id)
            .map(|i| PackageItem {
                product_id: i.product_id,
                variant_id: Some(i.variant_id),
                quantity: i.quantity.into(),
                product_name: i.product_name.clone().into(),
                variant_label: i.variant_label.clone().into(),
            })
            .collect(),
    }
}

async fn packages(db: &mut sqlx::PgConnection, id: Option<i64>) -> Result<Vec<Package>, ApiError> {
    let rows = store::packages(db, id).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let items = store::package_items(db, &ids).await?;
    Ok(rows.into_iter().map(|r| package(r, &items)).collect())
}

/// A code: 3 to 30 letters, digits, hyphens or underscores, upper-cased.
pub fn parse_code(errors: &mut FieldErrors, code: &str) -> String {
    let c = code.trim().to_ascii_uppercase();
    let ok = (3..=30).contains(&c.len())
        && c.chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '-' || ch == '_');
    if !ok {
        errors.add("code", t(Msg::InvalidVoucherCode));
    }
    c
}

pub struct PackagesApi;

#[OpenApi(prefix_path = "/product/package", tag = "ApiTags::Catalogue")]
impl PackagesApi {
    /// Every package with its products and status.
    #[oai(path = "/", method = "get")]
    async fn list(&self, auth: StaffAuth<grant::CreateProduct>) -> ApiResult<Vec<Package>> {
        let mut db = auth.db().await?;
        ok(packages(&mut db, None).await?)
    }

    #[oai(path = "/detail", method = "get")]
    async fn detail(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Package> {
        let mut db = auth.db().await?;
        ok(packages(&mut db, Some(id.0))
            .await?
            .pop()
            .ok_or_else(ApiError::not_found)?)
    }

    /// Creates (no id) or updates a package.
    #[oai(path = "/store", method = "post")]
    async fn store(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<Package>,
    ) -> ApiResult<Package> {
        let mut e = FieldErrors::default();
        let name = required(&mut e, "name", &body.name, 120);
        let code = parse_code(&mut e, &body.code);
        let price = required_amount(&mut e, "price", &body.price);
        let (starts_at, stops_at) = period(&mut e, body.start_date, body.stop_date);
        if body.items.is_empty() {
            e.add("items", t(Msg::ItemsRequired));
        }
        let mut db = auth.db().await?;
        let mut items = Vec::new();
        let mut seen = HashSet::new();
        for (i, item) in body.items.iter().enumerate() {
            if !(1..=100_000).contains(&item.quantity) {
                e.add(&format!("items.{i}.quantity"), t(Msg::AmountPositive));
            }
            match store::variant_of(&mut db, item.product_id, item.variant_id).await? {
                Some(None) | None if item.variant_id.is_none() => {
                    e.add(&format!("items.{i}.variantId"), t(Msg::VariantRequired))
                }
                Some(None) | None => e.add(&format!("items.{i}.productId"), t(Msg::UnknownProduct)),
                Some(Some(v)) => {
                    if !seen.insert(v) {
                        e.add("items", t(Msg::SameVariantTwice));
                    }
                    items.push((item.product_id, v, item.quantity.clamp(1, 100_000) as i32));
                }
            }
        }
        e.finish()?;
        let row = PackageRow {
            id: 0,
            name,
            code,
            price,
            starts_at,
            stops_at,
            first_order: body.first_order,
            suspended: false,
        };
        let id = store::save_package(&mut db, body.id, &row, &items)
            .await
            .map_err(|err| match constraint_of(&err) {
                Some("packages_code_key") => ApiError::field("code", Msg::CodeTaken),
                _ => ApiError::from(err),
            })?
            .ok_or_else(ApiError::not_found)?;
        ok_with(
            Msg::Saved,
            packages(&mut db, Some(id))
                .await?
                .pop()
                .ok_or_else(ApiError::not_found)?,
        )
    }

    /// Suspends or unsuspends a package.
    #[oai(path = "/suspend", method = "post")]
    async fn suspend(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<SuspendRequest>,
    ) -> ApiResult<Package> {
        let mut db = auth.db().await?;
        if !store::suspend_package(&mut db, body.id, body.suspended).await? {
            return Err(ApiError::not_found());
        }
        ok_with(
            Msg::Saved,
            packages(&mut db, Some(body.id))
                .await?
                .pop()
                .ok_or_else(ApiError::not_found)?,
        )
    }

    #[oai(path = "/delete", method = "delete")]
    async fn delete(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<NoData> {
        let mut db = auth.db().await?;
        if !store::delete_package(&mut db, id.0).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Deleted, NoData)
    }
}
