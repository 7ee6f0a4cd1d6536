//! What a tier sees: the published products an agent's shop (or HQ's preview of a tier's shop)
//! lists, with the seller's stock.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// What an agent's shop (or HQ's preview of a tier's shop) lists.
pub struct ShopQuery {
    pub tier_id: i64,
    pub category_id: Option<i64>,
    pub pattern: Option<String>,
    /// First-order-only products are listed (the agent has no order yet, or HQ previews).
    pub first_order: bool,
    /// The branch whose stock counts (None: every branch).
    pub branch_id: Option<i64>,
    /// An upline sells: stock is theirs.
    pub seller_id: Option<i64>,
}

#[derive(FromRow, Debug, Clone)]
pub struct ShopItemRow {
    pub id: i64,
    pub name: String,
    pub category_name: Option<String>,
    pub cover_thumb: Option<String>,
    pub price: Decimal,
    pub retail_price: Decimal,
    pub points: Decimal,
    pub stock: i64,
    pub first_order_only: bool,
    pub preorder: bool,
    pub has_variants: bool,
}

const SHOP_FILTER: &str = "p.deleted_at is null and p.status = 'published'
    and ($2::bigint is null or p.category_id = $2)
    and ($3::text is null or p.name ilike $3 or p.sku ilike $3)
    and ($4 or not p.first_order_only)";

/// Published products the tier has a price for, with the seller's stock.
pub async fn shop_items(
    db: &mut PgConnection,
    q: &ShopQuery,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<ShopItemRow>)> {
    let stock = if q.seller_id.is_some() {
        "(select sum(s.quantity) from agent_stock s where s.product_id = p.id and s.agent_id = $8)"
    } else {
        "(select sum(s.quantity) from stock_levels s where s.product_id = p.id and ($7::bigint is null or s.branch_id = $7))"
    };
    let rows: Vec<ShopItemRow> = sqlx::query_as(&format!(
        "select p.id, p.name, c.name as category_name, p.cover_thumb, tp.price, p.retail_price, p.points,
            coalesce({stock}, 0)::bigint as stock, p.first_order_only, p.preorder,
            exists (select 1 from product_variants v where v.product_id = p.id and v.option1_id is not null and not v.retired) as has_variants
         from products p join product_tier_prices tp on tp.product_id = p.id and tp.tier_id = $1
         left join product_categories c on c.id = p.category_id
         where {SHOP_FILTER} order by p.name, p.id limit $5 offset $6"
    ))
    .bind(q.tier_id)
    .bind(q.category_id)
    .bind(&q.pattern)
    .bind(q.first_order)
    .bind(limit)
    .bind(offset)
    .bind(q.branch_id)
    .bind(q.seller_id.unwrap_or(0))
    .fetch_all(&mut *db)
    .await?;
    // A short page tells the total: the count is asked only when it does not.
    if let Some(total) = crate::domain::paging::known_total(offset, limit, rows.len()) {
        return Ok((total, rows));
    }
    let total = sqlx::query_scalar(&format!(
        "select count(*) from products p join product_tier_prices tp on tp.product_id = p.id and tp.tier_id = $1
         where {SHOP_FILTER}"
    ))
    .bind(q.tier_id)
    .bind(q.category_id)
    .bind(&q.pattern)
    .bind(q.first_order)
    .fetch_one(db)
    .await?;
    Ok((total, rows))
}

pub async fn tier_name(db: &mut PgConnection, tier_id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("select name from tiers where id = $1")
        .bind(tier_id)
        .fetch_optional(db)
        .await
}

pub async fn show_stock(db: &mut PgConnection) -> sqlx::Result<bool> {
    sqlx::query_scalar("select show_stock from company_settings")
        .fetch_one(db)
        .await
}
