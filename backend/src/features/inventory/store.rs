//! SQL of inventory: stock levels per branch and variant, and their history.
//!
//! Stock never goes below zero: a stock-out is one `update … where quantity >= n`, so two racing
//! updates queue on the row lock and the second sees what the first left (and the table's check
//! constraint stands behind it).

use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgConnection, Postgres, QueryBuilder};

/// The band of a stock row in SQL; the same lines as `rules::band`.
const BAND: &str = "case when coalesce(s.quantity, 0) <= 0 then 'out'
    when s.quantity * 100 > s.received * 80 then 'high'
    when s.quantity * 100 >= s.received * 50 then 'medium' else 'low' end";

#[derive(Debug, Default, Clone)]
pub struct StockFilter {
    pub branch_id: i64,
    pub category_id: Option<i64>,
    pub product_id: Option<i64>,
    pub pattern: Option<String>,
    pub band: Option<String>,
}

#[derive(FromRow, Debug, Clone)]
pub struct StockRow {
    pub product_id: i64,
    pub product_name: String,
    pub sku: String,
    pub variant_id: i64,
    pub variant_label: String,
    pub branch_id: i64,
    pub branch_name: String,
    pub quantity: i32,
    pub received: i32,
    pub cover_thumb: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
}

/// The stock rows a filter selects. Only the filters given become SQL (no `$n is null or …`), so
/// each query is planned for what it asks; the count skips the stock join unless a band is asked.
fn stock_query<'a>(
    select: &str,
    f: &'a StockFilter,
    with_stock: bool,
) -> QueryBuilder<'a, Postgres> {
    let mut q = QueryBuilder::new(format!(
        "select {select} from product_variants v join products p on p.id = v.product_id"
    ));
    if with_stock {
        q.push(" join branches b on b.id = ")
            .push_bind(f.branch_id)
            .push(" left join stock_levels s on s.variant_id = v.id and s.branch_id = b.id");
    }
    q.push(" where not v.retired and p.deleted_at is null");
    if let Some(c) = f.category_id {
        q.push(" and p.category_id = ").push_bind(c);
    }
    if let Some(id) = f.product_id {
        q.push(" and p.id = ").push_bind(id);
    }
    if let Some(pattern) = &f.pattern {
        q.push(" and (p.name ilike ")
            .push_bind(pattern)
            .push(" or p.sku ilike ")
            .push_bind(pattern)
            .push(")");
    }
    if let Some(band) = &f.band {
        q.push(format!(" and ({BAND}) = ")).push_bind(band);
    }
    q
}

pub async fn count_stock(db: &mut PgConnection, f: &StockFilter) -> sqlx::Result<i64> {
    stock_query("count(*)", f, f.band.is_some())
        .build_query_scalar()
        .fetch_one(db)
        .await
}

pub async fn list_stock(
    db: &mut PgConnection,
    f: &StockFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<StockRow>> {
    let mut q = stock_query(
        "p.id as product_id, p.name as product_name, p.sku, v.id as variant_id, v.label as variant_label,
         b.id as branch_id, b.name as branch_name, coalesce(s.quantity, 0) as quantity,
         coalesce(s.received, 0) as received, p.cover_thumb, s.updated_at",
        f,
        true,
    );
    q.push(" order by p.id desc, v.id limit ")
        .push_bind(limit)
        .push(" offset ")
        .push_bind(offset);
    q.build_query_as().fetch_all(db).await
}

/// The rows of these variants at a branch (after an update).
pub async fn stock_of(
    db: &mut PgConnection,
    branch_id: i64,
    variant_ids: &[i64],
) -> sqlx::Result<Vec<StockRow>> {
    sqlx::query_as(
        "select p.id as product_id, p.name as product_name, p.sku, v.id as variant_id, v.label as variant_label,
            b.id as branch_id, b.name as branch_name, coalesce(s.quantity, 0) as quantity,
            coalesce(s.received, 0) as received, p.cover_thumb, s.updated_at
         from product_variants v join products p on p.id = v.product_id
         join branches b on b.id = $1
         left join stock_levels s on s.variant_id = v.id and s.branch_id = b.id
         where v.id = any($2) order by p.id desc, v.id",
    )
    .bind(branch_id)
    .bind(variant_ids)
    .fetch_all(db)
    .await
}

pub async fn branches(db: &mut PgConnection) -> sqlx::Result<Vec<(i64, String, bool)>> {
    sqlx::query_as("select id, name, is_main from branches order by is_main desc, name")
        .fetch_all(db)
        .await
}

#[derive(FromRow, Debug, Clone)]
pub struct SelectRow {
    pub product_id: i64,
    pub name: String,
    pub sku: String,
    pub cover_thumb: Option<String>,
    pub variant_id: i64,
    pub label: String,
    pub quantity: i32,
}

/// Up to 50 live products matching the search, each with its variants and what the branch holds.
pub async fn select_products(
    db: &mut PgConnection,
    branch_id: i64,
    pattern: Option<&str>,
) -> sqlx::Result<Vec<SelectRow>> {
    sqlx::query_as(
        "with picked as (
            select id, name, sku, cover_thumb from products
            where deleted_at is null and ($2::text is null or name ilike $2 or sku ilike $2)
            order by name, id limit 50)
         select p.id as product_id, p.name, p.sku, p.cover_thumb, v.id as variant_id, v.label,
            coalesce(s.quantity, 0) as quantity
         from picked p join product_variants v on v.product_id = p.id and not v.retired
         left join stock_levels s on s.variant_id = v.id and s.branch_id = $1
         order by p.name, p.id, v.id",
    )
    .bind(branch_id)
    .bind(pattern)
    .fetch_all(db)
    .await
}

/// Adds units at a branch; returns what it holds now.
pub async fn stock_in(
    db: &mut PgConnection,
    branch_id: i64,
    product_id: i64,
    variant_id: i64,
    quantity: i32,
) -> sqlx::Result<i32> {
    sqlx::query_scalar(
        "insert into stock_levels (branch_id, variant_id, product_id, quantity, received)
         values ($1, $2, $3, $4, $4)
         on conflict (branch_id, variant_id) do update
            set quantity = stock_levels.quantity + excluded.quantity,
                received = stock_levels.received + excluded.received, updated_at = now()
         returning quantity",
    )
    .bind(branch_id)
    .bind(variant_id)
    .bind(product_id)
    .bind(quantity)
    .fetch_one(db)
    .await
}

/// Takes units out if the branch holds them: Ok(left) or Err(what it holds).
pub async fn stock_out(
    db: &mut PgConnection,
    branch_id: i64,
    variant_id: i64,
    quantity: i32,
) -> sqlx::Result<Result<i32, i32>> {
    let left: Option<i32> = sqlx::query_scalar(
        "update stock_levels set quantity = quantity - $3, updated_at = now()
         where branch_id = $1 and variant_id = $2 and quantity >= $3 returning quantity",
    )
    .bind(branch_id)
    .bind(variant_id)
    .bind(quantity)
    .fetch_optional(&mut *db)
    .await?;
    if let Some(left) = left {
        return Ok(Ok(left));
    }
    let held: Option<i32> = sqlx::query_scalar(
        "select quantity from stock_levels where branch_id = $1 and variant_id = $2",
    )
    .bind(branch_id)
    .bind(variant_id)
    .fetch_optional(db)
    .await?;
    Ok(Err(held.unwrap_or(0)))
}

#[allow(clippy::too_many_arguments)]
pub async fn record(
    db: &mut PgConnection,
    branch_id: i64,
    product_id: i64,
    variant_id: i64,
    kind: &str,
    quantity: i32,
    reason: &str,
    return_reason: Option<&str>,
    user_id: i64,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into stock_history (branch_id, product_id, variant_id, kind, quantity, reason, return_reason, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id",
    )
    .bind(branch_id)
    .bind(product_id)
    .bind(variant_id)
    .bind(kind)
    .bind(quantity)
    .bind(reason)
    .bind(return_reason)
    .bind(user_id)
    .fetch_one(db)
    .await
}

pub enum Removal {
    NotFound,
    /// The units a stock-in brought have already left.
    WouldGoNegative,
    /// An order's movement: the order puts its units back itself.
    BelongsToOrder,
    Restored,
}

/// Removes a history entry and undoes what it moved, in the request's transaction.
pub async fn remove_entry(db: &mut PgConnection, id: i64) -> sqlx::Result<Removal> {
    let entry: Option<(i64, i64, i64, String, i32)> = sqlx::query_as(
        "delete from stock_history where id = $1 and order_id is null
         returning branch_id, variant_id, product_id, kind, quantity",
    )
    .bind(id)
    .fetch_optional(&mut *db)
    .await?;
    let Some((branch_id, variant_id, product_id, kind, quantity)) = entry else {
        let of_order: bool =
            sqlx::query_scalar("select exists (select 1 from stock_history where id = $1)")
                .bind(id)
                .fetch_one(&mut *db)
                .await?;
        return Ok(if of_order {
            Removal::BelongsToOrder
        } else {
            Removal::NotFound
        });
    };
    if kind == "in" {
        let undone = sqlx::query(
            "update stock_levels set quantity = quantity - $3, received = greatest(received - $3, 0),
                updated_at = now()
             where branch_id = $1 and variant_id = $2 and quantity >= $3",
        )
        .bind(branch_id)
        .bind(variant_id)
        .bind(quantity)
        .execute(db)
        .await?
        .rows_affected();
        if undone == 0 {
            return Ok(Removal::WouldGoNegative);
        }
    } else {
        sqlx::query(
            "insert into stock_levels (branch_id, variant_id, product_id, quantity) values ($1, $2, $3, $4)
             on conflict (branch_id, variant_id) do update
                set quantity = stock_levels.quantity + excluded.quantity, updated_at = now()",
        )
        .bind(branch_id)
        .bind(variant_id)
        .bind(product_id)
        .bind(quantity)
        .execute(db)
        .await?;
    }
    Ok(Removal::Restored)
}

#[derive(Debug, Default, Clone)]
pub struct HistoryFilter {
    pub product_id: Option<i64>,
    pub branch_id: Option<i64>,
    pub kind: Option<String>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

#[derive(FromRow, Debug, Clone)]
pub struct HistoryRow {
    pub id: i64,
    pub product_id: i64,
    pub product_name: String,
    pub variant_label: String,
    pub branch_name: String,
    pub kind: String,
    pub quantity: i32,
    pub reason: String,
    pub return_reason: Option<String>,
    pub by: Option<String>,
    pub created_at: DateTime<Utc>,
    pub order_id: Option<i64>,
}

/// Newest first; `limit` rows from `offset`.
pub async fn history(
    db: &mut PgConnection,
    f: &HistoryFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<HistoryRow>> {
    sqlx::query_as(
        "select h.id, h.product_id, p.name as product_name, v.label as variant_label, b.name as branch_name,
            h.kind, h.quantity, h.reason, h.return_reason,
            coalesce(nullif(full_name(u), ''), u.email) as by, h.created_at, h.order_id
         from (select * from stock_history h
               where ($1::bigint is null or h.product_id = $1)
                 and ($2::bigint is null or h.branch_id = $2)
                 and ($3::text is null or h.kind = $3)
                 and ($4::timestamptz is null or h.created_at >= $4)
                 and ($5::timestamptz is null or h.created_at < $5)
               order by h.created_at desc, h.id desc limit $6 offset $7) h
         join products p on p.id = h.product_id
         join product_variants v on v.id = h.variant_id
         join branches b on b.id = h.branch_id
         left join users u on u.id = h.created_by
         order by h.created_at desc, h.id desc",
    )
    .bind(f.product_id)
    .bind(f.branch_id)
    .bind(&f.kind)
    .bind(f.from)
    .bind(f.to)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await
}
