//! What pricing and checkout read: the company's shop settings, the buyer, and the catalogue
//! facts, offers and units on hand of what is being bought.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

pub use crate::features::orders::rules::lines::{OfferFacts, PackageItem, VariantFacts};

/// The company settings an order needs.
#[derive(FromRow, Debug, Clone)]
pub struct ShopSettings {
    pub tax_percentage: Decimal,
    pub moq_type: String,
    pub booking_time_minutes: i32,
    pub first_order: bool,
    pub first_order_minutes: i32,
    pub first_order_package: bool,
    pub self_pickup: bool,
    pub manual_receipt: bool,
    pub ordering_level: String,
    pub show_stock: bool,
    /// Preorder products sold by HQ may be bought beyond stock, up to their preorder limit.
    pub show_hide_preorder: bool,
    pub prefix_name: Option<String>,
    pub bank_code: Option<String>,
    pub bank_account_number: Option<String>,
    pub bank_account_name: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    /// The branch orders take stock from: the main one (read with the settings, one query).
    pub main_branch_id: i64,
}

pub async fn shop_settings(db: &mut PgConnection) -> sqlx::Result<ShopSettings> {
    sqlx::query_as(
        "select tax_percentage, moq_type, booking_time_minutes, first_order, first_order_minutes, first_order_package,
                self_pickup, manual_receipt, ordering_level, show_stock, show_hide_preorder, prefix_name, bank_code, bank_account_number,
                bank_account_name, address_line1, city,
                (select id from branches order by is_main desc, id limit 1) as main_branch_id
         from company_settings",
    )
    .fetch_one(db)
    .await
}

/// Who buys: their tier, their upline (an agent, or none when HQ recruited them), and whether this
/// would be their first order (no order yet that was not cancelled).
#[derive(FromRow, Debug, Clone)]
pub struct Buyer {
    pub id: i64,
    pub role: String,
    pub status: String,
    pub tier_id: Option<i64>,
    pub name: String,
    pub email: String,
    pub upline_id: Option<i64>,
    pub upline_name: Option<String>,
    pub upline_tier_id: Option<i64>,
    pub first_order: bool,
    pub min_order_unit: Option<i32>,
    pub min_order_amount: Option<Decimal>,
    pub first_order_min_unit: Option<i32>,
    pub first_order_min_amount: Option<Decimal>,
    pub tier_name: Option<String>,
}

pub async fn buyer(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Buyer>> {
    sqlx::query_as(
        "select u.id, u.role, u.status, u.tier_id,
                full_name(u) as name, u.email,
                up.id as upline_id,
                full_name(up) as upline_name,
                up.tier_id as upline_tier_id,
                not exists (select 1 from orders o where o.agent_id = u.id and o.status not in ('cancelled')) as first_order,
                t.min_order_unit, t.min_order_amount, t.first_order_min_unit, t.first_order_min_amount, t.name as tier_name
         from users u
         left join users up on up.id = u.upline_id and up.role = 'agent' and up.status <> 'suspended'
         left join tiers t on t.id = u.tier_id
         where u.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// The variants' facts for the buyer's tier and the seller's.
pub async fn variant_facts(
    db: &mut PgConnection,
    variant_ids: &[i64],
    tier_id: i64,
    seller_tier_id: Option<i64>,
) -> sqlx::Result<Vec<VariantFacts>> {
    if variant_ids.is_empty() {
        return Ok(vec![]);
    }
    sqlx::query_as(
        "select v.id as variant_id, p.id as product_id, p.name, v.label,
                p.sku || case when v.label = '' then '' else '-' || v.label end as sku,
                (not v.retired and p.deleted_at is null and p.status = 'published') as live,
                p.first_order_only, tp.price as tier_price, sp.price as seller_price, p.weight_kg, p.points, p.cover_thumb
         from product_variants v join products p on p.id = v.product_id
         left join product_tier_prices tp on tp.product_id = p.id and tp.tier_id = $2
         left join product_tier_prices sp on sp.product_id = p.id and sp.tier_id = $3
         where v.id = any($1)",
    )
    .bind(variant_ids)
    .bind(tier_id)
    .bind(seller_tier_id)
    .fetch_all(db)
    .await
}

/// Quantity ranges of products: (product, min, max, price).
pub async fn ranges(
    db: &mut PgConnection,
    product_ids: &[i64],
) -> sqlx::Result<Vec<(i64, i32, i32, Decimal)>> {
    if product_ids.is_empty() {
        return Ok(vec![]);
    }
    sqlx::query_as(
        "select product_id, min_qty, max_qty, price from product_quantity_ranges where product_id = any($1) order by min_qty",
    )
    .bind(product_ids)
    .fetch_all(db)
    .await
}

pub async fn package_facts(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<OfferFacts>> {
    if ids.is_empty() {
        return Ok(vec![]);
    }
    sqlx::query_as(
        "select id, name, code, price, (not suspended and starts_at <= now() and now() < stops_at) as live, first_order,
                null::int as required_quantity, null::text as cover_image
         from packages where id = any($1)",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

pub async fn combo_facts(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<OfferFacts>> {
    if ids.is_empty() {
        return Ok(vec![]);
    }
    sqlx::query_as(
        "select id, name, code, price, (not suspended and starts_at <= now() and now() < stops_at) as live, first_order,
                required_quantity, cover_image
         from combos where id = any($1)",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

/// The items of the packages, by product name.
pub async fn package_items(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<PackageItem>> {
    if ids.is_empty() {
        return Ok(vec![]);
    }
    sqlx::query_as(
        "select i.package_id, i.variant_id, i.product_id, i.quantity, p.name, v.label, p.weight_kg, p.points
         from package_items i join products p on p.id = i.product_id join product_variants v on v.id = i.variant_id
         where i.package_id = any($1) order by p.name, v.id",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

/// The products each of the combos offers, as (combo, product) pairs: one query for them all.
pub async fn combo_products(
    db: &mut PgConnection,
    combo_ids: &[i64],
) -> sqlx::Result<Vec<(i64, i64)>> {
    if combo_ids.is_empty() {
        return Ok(vec![]);
    }
    sqlx::query_as("select combo_id, product_id from combo_products where combo_id = any($1)")
        .bind(combo_ids)
        .fetch_all(db)
        .await
}

/// Units on hand per variant: at a branch (HQ sells) or in an agent's stock (an upline sells).
pub async fn available(
    db: &mut PgConnection,
    variant_ids: &[i64],
    branch_id: i64,
    seller_id: Option<i64>,
    preorder_on: bool,
) -> sqlx::Result<Vec<(i64, i64)>> {
    match seller_id {
        // HQ's stock, and for a preorder product (while the feature is on) what is left of its
        // preorder limit beyond it.
        None => sqlx::query_as(
            "select v.id, (coalesce(sl.quantity, 0)
                    + case when $3 and p.preorder
                           then greatest(coalesce(p.preorder_limit, 0) - p.preorder_taken, 0) else 0 end)::bigint
             from product_variants v join products p on p.id = v.product_id
             left join stock_levels sl on sl.variant_id = v.id and sl.branch_id = $2
             where v.id = any($1) and (sl.variant_id is not null or ($3 and p.preorder))",
        )
        .bind(variant_ids)
        .bind(branch_id)
        .bind(preorder_on)
        .fetch_all(db)
        .await,
        Some(seller) => sqlx::query_as(
            "select variant_id, quantity::bigint from agent_stock where agent_id = $2 and variant_id = any($1)",
        )
        .bind(variant_ids)
        .bind(seller)
        .fetch_all(db)
        .await,
    }
}
