//! `/setup/product/category` (product categories) and `/setup/voucher` (voucher definitions).
//! Categories need "create product"; vouchers are HQ's.

use super::{amount, required};
use crate::http::auth::{grant, HqAdminAuth, HqAuth, StaffAuth};
use crate::http::forms::SuspendRequest;
use crate::http::text::Text;
use crate::{
    features::setup::{rules, store},
    http::tags::ApiTags,
    http::{auth::UserAuth, constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
};
use chrono::{NaiveDate, Utc};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;

#[derive(Object)]
pub struct Category {
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: Text,
    /// How many live products it holds.
    #[oai(default)]
    pub products: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CategoryMove {
    pub from_id: i64,
    /// Null: the products become uncategorised.
    #[oai(nullable)]
    pub to_id: Option<i64>,
}

fn category_list(rows: Vec<(i64, String, i64)>) -> Vec<Category> {
    rows.into_iter()
        .map(|(id, name, products)| Category {
            id: Some(id),
            name: name.into(),
            products,
        })
        .collect()
}

/// A voucher (spec §3 Voucher; the capitalised names are the spec's).
#[derive(Object)]
pub struct Voucher {
    #[oai(nullable)]
    pub id: Option<i64>,
    #[oai(rename = "voucherName")]
    pub voucher_name: Text,
    /// amount (a fixed discount) or percent (of the sub total)
    #[oai(rename = "Type")]
    pub kind: Text,
    #[oai(rename = "Code")]
    pub code: Text,
    /// How many times it can be used in all.
    #[oai(rename = "Quota")]
    pub quota: i64,
    /// YYYY-MM-DD, from the start of that day in Kuala Lumpur.
    #[oai(rename = "StartDate")]
    pub start_date: NaiveDate,
    /// YYYY-MM-DD, to the end of that day in Kuala Lumpur.
    #[oai(rename = "StopDate")]
    pub stop_date: NaiveDate,
    /// The discount: an amount, or a percent for type percent.
    #[oai(rename = "Disc")]
    pub disc: Text,
    #[oai(nullable, rename = "MinPurchase")]
    pub min_purchase: Option<Text>,
    /// How many times one agent may use it.
    #[oai(nullable, rename = "UsgLimit")]
    pub usg_limit: Option<i64>,
    #[oai(rename = "freeShipping", default)]
    pub free_shipping: bool,
    #[oai(rename = "firstOrder", default)]
    pub first_order: bool,
    /// Only for package orders.
    #[oai(default)]
    pub package: bool,
    /// ongoing, upcoming, expired or suspended
    #[oai(read_only, default)]
    pub status: Text,
    #[oai(rename = "usedCount", read_only, default)]
    pub used_count: i64,
}

fn voucher(r: store::VoucherRow) -> Voucher {
    use chrono::TimeZone;
    let kl = chrono_tz::Asia::Kuala_Lumpur;
    Voucher {
        id: Some(r.id),
        status: (rules::voucher_status(Utc::now(), r.starts_at, r.stops_at, r.suspended)
            .to_string())
        .into(),
        voucher_name: r.name.into(),
        kind: r.kind.into(),
        code: r.code.into(),
        quota: r.quota.into(),
        start_date: kl.from_utc_datetime(&r.starts_at.naive_utc()).date_naive(),
        stop_date: kl.from_utc_datetime(&r.stops_at.naive_utc()).date_naive()
            - chrono::Duration::days(1),
        disc: format!("{:.2}", r.discount).into(),
        min_purchase: Some(format!("{:.2}", r.min_purchase).into()),
        usg_limit: r.usage_limit.map(i64::from),
        free_shipping: r.free_shipping,
        first_order: r.first_order,
        package: r.package_only,
        used_count: r.used_count.into(),
    }
}

fn parse_voucher(v: &Voucher) -> Result<store::VoucherRow, ApiError> {
    let mut e = FieldErrors::default();
    let name = required(&mut e, "voucherName", &v.voucher_name, 120);
    if !matches!(v.kind.as_str(), "amount" | "percent") {
        e.add("Type", t(Msg::InvalidChoice));
    }
    let code = rules::parse_voucher_code(&v.code).unwrap_or_else(|| {
        e.add("Code", t(Msg::InvalidVoucherCode));
        String::new()
    });
    if !(1..=10_000_000).contains(&v.quota) {
        e.add("Quota", t(Msg::OutOfRange));
    }
    if v.stop_date < v.start_date {
        e.add("StopDate", t(Msg::StopBeforeStart));
    }
    let max = if v.kind == "percent" {
        Decimal::ONE_HUNDRED
    } else {
        Decimal::new(999_999_999_999, 2)
    };
    let disc = crate::domain::fields::decimal(&mut e, "Disc", Some(&v.disc), 2, max);
    if disc.is_none() && v.disc.trim().is_empty() {
        e.add("Disc", t(Msg::Required));
    }
    let min_purchase = amount(&mut e, "MinPurchase", &v.min_purchase).unwrap_or(Decimal::ZERO);
    let usage_limit = match v.usg_limit {
        None => None,
        Some(n) if (1..=10_000_000).contains(&n) => Some(n as i32),
        Some(_) => {
            e.add("UsgLimit", t(Msg::OutOfRange));
            None
        }
    };
    e.finish()?;
    let (starts_at, stops_at) = rules::day_bounds_kl(v.start_date, v.stop_date);
    Ok(store::VoucherRow {
        id: 0,
        name,
        kind: v.kind.clone().into(),
        code,
        quota: v.quota as i32,
        starts_at,
        stops_at,
        discount: disc.unwrap_or_default(),
        min_purchase,
        usage_limit,
        free_shipping: v.free_shipping,
        first_order: v.first_order,
        package_only: v.package,
        suspended: false,
        used_count: 0,
    })
}

pub struct OffersApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Setup")]
impl OffersApi {
    /// Product categories, by name.
    #[oai(path = "/product/category", method = "get")]
    async fn categories(&self, auth: UserAuth) -> ApiResult<Vec<Category>> {
        let mut db = auth.db().await?;
        ok(category_list(store::categories(&mut db).await?))
    }

    /// Adds (no id) or renames a category.
    #[oai(path = "/product/category/store", method = "post")]
    async fn category_store(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<Category>,
    ) -> ApiResult<Vec<Category>> {
        let mut e = FieldErrors::default();
        let name = required(&mut e, "name", &body.name, 80);
        e.finish()?;
        let mut db = auth.db().await?;
        store::save_category(&mut db, body.id, &name)
            .await
            .map_err(|err| match constraint_of(&err) {
                Some("product_categories_name_key") => ApiError::field("name", Msg::NameTaken),
                _ => ApiError::from(err),
            })?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::Saved, category_list(store::categories(&mut db).await?))
    }

    /// Moves every product of one category to another (or to none), so it can be deleted.
    #[oai(path = "/product/category/move", method = "post")]
    async fn category_move(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        body: Json<CategoryMove>,
    ) -> ApiResult<Vec<Category>> {
        let mut db = auth.db().await?;
        let known: Vec<i64> = store::categories(&mut db)
            .await?
            .into_iter()
            .map(|(id, _, _)| id)
            .collect();
        if !known.contains(&body.from_id) {
            return Err(ApiError::not_found());
        }
        if body
            .to_id
            .is_some_and(|to| !known.contains(&to) || to == body.from_id)
        {
            return Err(ApiError::field("toId", Msg::UnknownCategory));
        }
        store::move_category_products(&mut db, body.from_id, body.to_id).await?;
        ok_with(
            Msg::ProductsMoved,
            category_list(store::categories(&mut db).await?),
        )
    }

    /// Removes a category that holds no products (409 `category_has_products` otherwise).
    #[oai(path = "/product/category/delete", method = "delete")]
    async fn category_delete(
        &self,
        auth: StaffAuth<grant::CreateProduct>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Category>> {
        let mut db = auth.db().await?;
        match store::delete_category(&mut db, id.0).await? {
            Err(_) => {
                return Err(ApiError::conflict_rule(
                    Msg::CategoryHasProducts,
                    "category_has_products",
                ))
            }
            Ok(0) => return Err(ApiError::not_found()),
            Ok(_) => {}
        }
        ok_with(Msg::Saved, category_list(store::categories(&mut db).await?))
    }

    /// The vouchers with their status (ongoing, upcoming, expired or suspended) and use so far.
    #[oai(path = "/voucher", method = "get")]
    async fn vouchers(&self, auth: HqAuth) -> ApiResult<Vec<Voucher>> {
        let mut db = auth.db().await?;
        ok(store::vouchers(&mut db)
            .await?
            .into_iter()
            .map(voucher)
            .collect())
    }

    /// Creates (no id) or changes a voucher.
    #[oai(path = "/voucher/store", method = "post")]
    async fn voucher_store(
        &self,
        auth: HqAdminAuth,
        body: Json<Voucher>,
    ) -> ApiResult<Vec<Voucher>> {
        let row = parse_voucher(&body.0)?;
        let mut db = auth.db().await?;
        store::save_voucher(&mut db, body.0.id, &row)
            .await
            .map_err(|err| match constraint_of(&err) {
                Some("vouchers_code_key") => ApiError::field("Code", Msg::VoucherCodeTaken),
                Some("vouchers_quota_not_exceeded") => ApiError::field("Quota", Msg::QuotaBelowUse),
                _ => ApiError::from(err),
            })?
            .ok_or_else(ApiError::not_found)?;
        ok_with(
            Msg::Saved,
            store::vouchers(&mut db)
                .await?
                .into_iter()
                .map(voucher)
                .collect(),
        )
    }

    /// Suspends or unsuspends a voucher.
    #[oai(path = "/voucher/suspend", method = "post")]
    async fn voucher_suspend(
        &self,
        auth: HqAdminAuth,
        body: Json<SuspendRequest>,
    ) -> ApiResult<Vec<Voucher>> {
        let mut db = auth.db().await?;
        if !store::suspend_voucher(&mut db, body.id, body.suspended).await? {
            return Err(ApiError::not_found());
        }
        ok_with(
            Msg::Saved,
            store::vouchers(&mut db)
                .await?
                .into_iter()
                .map(voucher)
                .collect(),
        )
    }

    /// Removes a voucher that was never used ('Voucher not found' for an unknown id).
    #[oai(path = "/voucher/delete", method = "delete")]
    async fn voucher_delete(
        &self,
        auth: HqAdminAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Voucher>> {
        let mut db = auth.db().await?;
        match store::delete_voucher(&mut db, id.0).await? {
            None => return Err(ApiError::not_found_msg(Msg::VoucherNotFound)),
            Some(0) => {}
            Some(_) => return Err(ApiError::rule(Msg::VoucherUsed, "voucher_used")),
        }
        ok_with(
            Msg::Saved,
            store::vouchers(&mut db)
                .await?
                .into_iter()
                .map(voucher)
                .collect(),
        )
    }
}
