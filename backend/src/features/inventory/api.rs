//! `/inventory`: stock per branch and variant, stock in and out, and the update history
//! (spec §7 Inventory paths).

use super::{
    rules::{self, Band, Direction},
    store::{self, HistoryFilter, Removal, StockFilter, StockRow},
};
use crate::http::auth::{grant, StaffAuth};
use crate::http::envelope::NoData;
use crate::http::text::Text;
use crate::{
    features::{catalogue::store as catalogue, setup::rules::kl_day_start},
    http::tags::ApiTags,
    http::{ok, ok_with, paging, search_pattern, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
    media,
};
use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::{
    param::{Path, Query},
    payload::Json,
    Object, OpenApi,
};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StockLevel {
    pub product_id: i64,
    pub product_name: String,
    pub sku: String,
    pub variant_id: i64,
    pub variant_label: String,
    pub branch_id: i64,
    pub branch_name: String,
    pub quantity: i64,
    /// Everything stocked in so far: the base of `percent`.
    pub received: i64,
    pub percent: i64,
    /// high (> 80 %), medium (50–80 %), low (< 50 %) or out
    pub band: String,
    #[oai(nullable)]
    pub cover_thumb: Option<String>,
    #[oai(nullable)]
    pub updated_at: Option<DateTime<Utc>>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StockPage {
    pub items: Vec<StockLevel>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StockBranch {
    pub id: i64,
    pub name: String,
    pub is_main: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SelectVariant {
    pub variant_id: i64,
    pub label: String,
    pub quantity: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SelectProduct {
    pub product_id: i64,
    pub name: String,
    pub sku: String,
    #[oai(nullable)]
    pub cover_thumb: Option<String>,
    pub variants: Vec<SelectVariant>,
}

#[derive(Object)]
pub struct StockSelect {
    pub branches: Vec<StockBranch>,
    pub products: Vec<SelectProduct>,
}

/// One line of a stock update (spec §3 Inventory stock entry).
#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct StockItem {
    pub product_id: i64,
    /// Required when the product has options.
    #[oai(nullable)]
    pub variant_id: Option<i64>,
    /// in (Stock In) or out (Stock Out)
    #[oai(nullable, rename = "type")]
    pub kind: Option<Text>,
    #[oai(nullable)]
    pub quantity: Option<i64>,
    #[oai(nullable)]
    pub reason: Option<Text>,
    #[oai(nullable)]
    pub return_reason: Option<Text>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StockUpdate {
    /// The main branch when left out.
    #[oai(nullable)]
    pub branch_id: Option<i64>,
    pub items: Vec<StockItem>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub id: i64,
    pub product_id: i64,
    pub product_name: String,
    pub variant_label: String,
    pub branch_name: String,
    #[oai(rename = "type")]
    pub kind: String,
    pub quantity: i64,
    pub reason: String,
    #[oai(nullable)]
    pub return_reason: Option<String>,
    /// Who recorded it (null: the system, e.g. a booking that ran out).
    #[oai(nullable)]
    pub by: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The order that took or gave back these units; such an entry cannot be removed.
    #[oai(nullable)]
    pub order_id: Option<i64>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct HistoryPage {
    pub items: Vec<HistoryEntry>,
    pub page: i64,
    pub per_page: i64,
    pub has_more: bool,
}

fn level(r: StockRow) -> StockLevel {
    let (percent, band) = rules::band(r.quantity.into(), r.received.into());
    StockLevel {
        product_id: r.product_id,
        product_name: r.product_name,
        sku: r.sku,
        variant_id: r.variant_id,
        variant_label: r.variant_label,
        branch_id: r.branch_id,
        branch_name: r.branch_name,
        quantity: r.quantity.into(),
        received: r.received.into(),
        percent,
        band: band.as_str().to_string(),
        cover_thumb: r.cover_thumb.as_deref().map(media::url),
        updated_at: r.updated_at,
    }
}

/// The branch asked for, or the main one; 422 for a branch the company does not have.
async fn branch(db: &mut sqlx::PgConnection, id: Option<i64>) -> Result<i64, ApiError> {
    let branches = store::branches(db).await?;
    match id {
        None => branches
            .first()
            .map(|b| b.0)
            .ok_or_else(|| ApiError::field("branchId", Msg::UnknownBranch)),
        Some(id) if branches.iter().any(|b| b.0 == id) => Ok(id),
        Some(_) => Err(ApiError::field("branchId", Msg::UnknownBranch)),
    }
}

pub struct InventoryApi;

#[OpenApi(prefix_path = "/inventory", tag = "ApiTags::Inventory")]
impl InventoryApi {
    /// Stock per variant at a branch (the main one by default), filtered by category, product,
    /// a search of name or SKU, and the stock band.
    #[allow(clippy::too_many_arguments)]
    #[oai(path = "/", method = "get")]
    async fn list(
        &self,
        auth: StaffAuth<grant::ManageInventory>,
        #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
        #[oai(name = "categoryId", validator(minimum(value = "1")))] category_id: Query<
            Option<i64>,
        >,
        #[oai(name = "productId", validator(minimum(value = "1")))] product_id: Query<Option<i64>>,
        search: Query<Option<String>>,
        band: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<StockPage> {
        let (page, per_page) = paging(page.0, per_page.0);
        let band = match band.0.as_deref().filter(|b| !b.is_empty()) {
            None => None,
            Some(b) => Some(
                Band::parse(b)
                    .ok_or_else(|| ApiError::field("band", Msg::InvalidChoice))?
                    .as_str()
                    .to_string(),
            ),
        };
        let mut db = auth.db().await?;
        let filter = StockFilter {
            branch_id: branch(&mut db, branch_id.0).await?,
            category_id: category_id.0,
            product_id: product_id.0,
            pattern: search_pattern(search.0.as_deref()),
            band,
        };
        let total = store::count_stock(&mut db, &filter).await?;
        let items = store::list_stock(&mut db, &filter, per_page, (page - 1) * per_page)
            .await?
            .into_iter()
            .map(level)
            .collect();
        ok(StockPage {
            items,
            page,
            per_page,
            total,
        })
    }

    /// What the update screen picks from: the branches, and up to 50 products matching the
    /// search with their variants and what the branch holds.
    #[oai(path = "/select", method = "get")]
    async fn select(
        &self,
        auth: StaffAuth<grant::ManageInventory>,
        search: Query<Option<String>>,
        #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
    ) -> ApiResult<StockSelect> {
        let mut db = auth.db().await?;
        let branch_id = branch(&mut db, branch_id.0).await?;
        let branches = store::branches(&mut db)
            .await?
            .into_iter()
            .map(|(id, name, is_main)| StockBranch { id, name, is_main })
            .collect();
        let mut products: Vec<SelectProduct> = Vec::new();
        let pattern = search_pattern(search.0.as_deref());
        for r in store::select_products(&mut db, branch_id, pattern.as_deref()).await? {
            let variant = SelectVariant {
                variant_id: r.variant_id,
                label: r.label,
                quantity: r.quantity.into(),
            };
            match products.last_mut() {
                Some(p) if p.product_id == r.product_id => p.variants.push(variant),
                _ => products.push(SelectProduct {
                    product_id: r.product_id,
                    name: r.name,
                    sku: r.sku,
                    cover_thumb: r.cover_thumb.as_deref().map(media::url),
                    variants: vec![variant],
                }),
            }
        }
        ok(StockSelect { branches, products })
    }

    /// Records stock in or out for one or many variants at a branch, all or nothing. A stock-out
    /// never takes more than the branch holds, however many updates race.
    #[oai(path = "/store", method = "post")]
    async fn store(
        &self,
        auth: StaffAuth<grant::ManageInventory>,
        body: Json<StockUpdate>,
    ) -> ApiResult<Vec<StockLevel>> {
        let user = &auth.0;
        let mut e = FieldErrors::default();
        if body.items.is_empty() {
            e.add("items", t(Msg::ItemsRequired));
        }
        let mut db = user.db().await?;
        let branch_id = branch(&mut db, body.branch_id).await?;
        let mut lines = Vec::new();
        for (i, item) in body.items.iter().enumerate() {
            let checked = rules::adjustment(
                item.kind.as_deref(),
                item.quantity,
                item.reason.as_deref(),
                item.return_reason.as_deref(),
            );
            if let Err(fields) = &checked {
                for (field, msg) in fields {
                    e.add(&format!("items.{i}.{field}"), t(*msg));
                }
            }
            let variant =
                match catalogue::variant_of(&mut db, item.product_id, item.variant_id).await? {
                    None => {
                        let field = if item.variant_id.is_some() {
                            "variantId"
                        } else {
                            "productId"
                        };
                        e.add(&format!("items.{i}.{field}"), t(Msg::UnknownProduct));
                        None
                    }
                    Some(None) => {
                        e.add(&format!("items.{i}.variantId"), t(Msg::VariantRequired));
                        None
                    }
                    Some(v) => v,
                };
            if let (Ok(adjustment), Some(variant)) = (checked, variant) {
                lines.push((i, item.product_id, variant, adjustment));
            }
        }
        e.finish()?;
        // One lock order for every request, so two bulk updates cannot deadlock.
        lines.sort_by_key(|(_, _, variant, _)| *variant);
        let mut e = FieldErrors::default();
        for (i, product_id, variant_id, a) in &lines {
            match a.direction {
                Direction::In => {
                    store::stock_in(&mut db, branch_id, *product_id, *variant_id, a.quantity)
                        .await?;
                }
                Direction::Out => {
                    if let Err(held) =
                        store::stock_out(&mut db, branch_id, *variant_id, a.quantity).await?
                    {
                        e.add(
                            &format!("items.{i}.quantity"),
                            t(Msg::OnlyInStock).replace("{n}", &held.to_string()),
                        );
                        continue;
                    }
                }
            }
            store::record(
                &mut db,
                branch_id,
                *product_id,
                *variant_id,
                a.direction.as_str(),
                a.quantity,
                &a.reason,
                a.return_reason.as_deref(),
                user.id,
            )
            .await?;
        }
        // A refused line rolls the whole request back.
        e.finish()?;
        let taken: Vec<(i64, i64)> = lines
            .iter()
            .filter(|l| l.3.direction == Direction::Out)
            .map(|l| (l.2, l.3.quantity as i64))
            .collect();
        crate::features::notifications::stock_taken(&mut db, branch_id, &taken).await?;
        let variants: Vec<i64> = lines.iter().map(|l| l.2).collect();
        ok_with(
            Msg::StockUpdated,
            store::stock_of(&mut db, branch_id, &variants)
                .await?
                .into_iter()
                .map(level)
                .collect(),
        )
    }

    /// The update history, newest first, filtered by product, branch, type and KL dates.
    #[allow(clippy::too_many_arguments)]
    #[oai(path = "/update-history", method = "get")]
    async fn update_history(
        &self,
        auth: StaffAuth<grant::ManageInventory>,
        #[oai(name = "productId", validator(minimum(value = "1")))] product_id: Query<Option<i64>>,
        #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
        #[oai(name = "type")] kind: Query<Option<String>>,
        from: Query<Option<NaiveDate>>,
        to: Query<Option<NaiveDate>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<HistoryPage> {
        let (page, per_page) = paging(page.0, per_page.0);
        let kind = match kind.0.as_deref().filter(|k| !k.is_empty()) {
            None => None,
            Some(k @ ("in" | "out")) => Some(k.to_string()),
            Some(_) => return Err(ApiError::field("type", Msg::SelectStockInOrOut)),
        };
        let filter = HistoryFilter {
            product_id: product_id.0,
            branch_id: branch_id.0,
            kind,
            from: from.0.map(kl_day_start),
            to: to.0.map(|d| kl_day_start(d + chrono::Duration::days(1))),
        };
        let mut db = auth.db().await?;
        let mut rows =
            store::history(&mut db, &filter, per_page + 1, (page - 1) * per_page).await?;
        let has_more = rows.len() as i64 > per_page;
        rows.truncate(per_page as usize);
        ok(HistoryPage {
            items: rows
                .into_iter()
                .map(|r| HistoryEntry {
                    id: r.id,
                    product_id: r.product_id,
                    product_name: r.product_name,
                    variant_label: r.variant_label,
                    branch_name: r.branch_name,
                    kind: r.kind,
                    quantity: r.quantity.into(),
                    reason: r.reason,
                    return_reason: r.return_reason,
                    by: r.by,
                    created_at: r.created_at,
                    order_id: r.order_id,
                })
                .collect(),
            page,
            per_page,
            has_more,
        })
    }

    /// Removes a history entry and restores the stock it moved (409 when the units a stock-in
    /// brought have already left).
    #[oai(path = "/delete-history/:id", method = "delete")]
    async fn delete_history(
        &self,
        auth: StaffAuth<grant::ManageInventory>,
        #[oai(validator(minimum(value = "1")))] id: Path<i64>,
    ) -> ApiResult<NoData> {
        let mut db = auth.db().await?;
        match store::remove_entry(&mut db, id.0).await? {
            Removal::NotFound => Err(ApiError::not_found()),
            Removal::WouldGoNegative => Err(ApiError::conflict_rule(
                Msg::StockWouldGoNegative,
                "stock_would_go_negative",
            )),
            Removal::BelongsToOrder => Err(ApiError::conflict_rule(
                Msg::HistoryOfOrder,
                "history_of_order",
            )),
            Removal::Restored => ok_with(Msg::HistoryRemoved, NoData),
        }
    }
}
