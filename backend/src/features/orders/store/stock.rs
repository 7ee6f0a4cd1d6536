//! The stock an order takes and gives back.
//!
//! Stock is taken with one guarded `update … where quantity >= n` per variant, in variant order:
//! racing checkouts queue on the row lock, the later one sees what the earlier left, and nothing is
//! ever oversold (the check constraints stand behind it).

use sqlx::{PgConnection, Postgres, QueryBuilder};

/// Takes units from the seller's stock; false when fewer are left.
pub async fn take_stock(
    db: &mut PgConnection,
    branch_id: i64,
    seller_id: Option<i64>,
    variant_id: i64,
    quantity: i64,
) -> sqlx::Result<bool> {
    let sql = match seller_id {
        None => {
            "update stock_levels set quantity = quantity - $3, updated_at = now()
                 where branch_id = $1 and variant_id = $2 and quantity >= $3"
        }
        Some(_) => {
            "update agent_stock set quantity = quantity - $3
                    where agent_id = $1 and variant_id = $2 and quantity >= $3"
        }
    };
    let done = sqlx::query(sql)
        .bind(seller_id.unwrap_or(branch_id))
        .bind(variant_id)
        .bind(quantity as i32)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Takes a preorder product's units from HQ's branch: what the variant has on hand, and the rest
/// from the product's preorder limit. Answers the units preordered, or None when the limit cannot
/// cover them (nothing is taken then). The stock row is locked first, as `take_stock` does.
pub async fn take_with_preorder(
    db: &mut PgConnection,
    branch_id: i64,
    variant_id: i64,
    product_id: i64,
    quantity: i64,
) -> sqlx::Result<Option<i64>> {
    let on_hand: Option<i32> = sqlx::query_scalar(
        "select quantity from stock_levels where branch_id = $1 and variant_id = $2 for update",
    )
    .bind(branch_id)
    .bind(variant_id)
    .fetch_optional(&mut *db)
    .await?;
    let from_stock = i64::from(on_hand.unwrap_or(0)).clamp(0, quantity);
    let preordered = quantity - from_stock;
    let allowed = sqlx::query(
        "update products set preorder_taken = preorder_taken + $2
         where id = $1 and preorder and preorder_taken + $2 <= coalesce(preorder_limit, 0)",
    )
    .bind(product_id)
    .bind(preordered as i32)
    .execute(&mut *db)
    .await?;
    if allowed.rows_affected() != 1 {
        return Ok(None);
    }
    if from_stock > 0 {
        sqlx::query(
            "update stock_levels set quantity = quantity - $3, updated_at = now()
             where branch_id = $1 and variant_id = $2",
        )
        .bind(branch_id)
        .bind(variant_id)
        .bind(from_stock as i32)
        .execute(&mut *db)
        .await?;
    }
    Ok(Some(preordered))
}

/// Records that `preordered` of the units an order holds of a variant are preordered, not taken
/// from stock: its hold and its stock history entry say only what left the shelf.
pub async fn mark_preordered(
    db: &mut PgConnection,
    order_id: i64,
    variant_id: i64,
    preordered: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "with held as (
             update order_stock set quantity = quantity - $3, preordered = $3
             where order_id = $1 and variant_id = $2),
         gone as (
             delete from stock_history
             where order_id = $1 and variant_id = $2 and kind = 'out' and quantity = $3)
         update stock_history set quantity = quantity - $3
         where order_id = $1 and variant_id = $2 and kind = 'out' and quantity > $3",
    )
    .bind(order_id)
    .bind(variant_id)
    .bind(preordered as i32)
    .execute(db)
    .await?;
    Ok(())
}

/// Takes an order's preordered units from HQ's stock as it leaves (shipped or collected), in
/// variant order; writes them into the stock history and gives the product's preorder limit back.
/// Answers the name of a product whose stock has not arrived yet (nothing changes then).
pub async fn deliver_preordered(
    db: &mut PgConnection,
    order_id: i64,
    reason: &str,
    by: i64,
) -> sqlx::Result<Option<String>> {
    let owed: Vec<(i64, i64, i64, i32, String)> = sqlx::query_as(
        "select s.variant_id, s.product_id, coalesce(s.branch_id, (select id from branches order by is_main desc, id limit 1)),
                s.preordered, p.name
         from order_stock s join products p on p.id = s.product_id
         where s.order_id = $1 and s.preordered > 0 and s.returned_at is null and s.seller_id is null
         order by s.variant_id",
    )
    .bind(order_id)
    .fetch_all(&mut *db)
    .await?;
    for (variant, product, branch, units, name) in owed {
        let taken = sqlx::query(
            "update stock_levels set quantity = quantity - $3, updated_at = now()
             where branch_id = $1 and variant_id = $2 and quantity >= $3",
        )
        .bind(branch)
        .bind(variant)
        .bind(units)
        .execute(&mut *db)
        .await?;
        if taken.rows_affected() != 1 {
            return Ok(Some(name));
        }
        sqlx::query(
            "with held as (
                 update order_stock set quantity = quantity + preordered, preordered = 0, branch_id = $3
                 where order_id = $1 and variant_id = $2),
             limit_back as (
                 update products set preorder_taken = greatest(preorder_taken - $5, 0) where id = $4)
             insert into stock_history (branch_id, product_id, variant_id, kind, quantity, reason, created_by, order_id)
             values ($3, $4, $2, 'out', $5, $6, $7, $1)",
        )
        .bind(order_id)
        .bind(variant)
        .bind(branch)
        .bind(product)
        .bind(units)
        .bind(reason)
        .bind(by)
        .execute(&mut *db)
        .await?;
    }
    Ok(None)
}

/// Holds the units an order takes (variant, product, quantity) in `order_stock` and writes those
/// taken from a branch into the stock history (`out`, with `reason`, by `by`; an upline's stock
/// keeps no history): one statement.
pub async fn hold_stock(
    db: &mut PgConnection,
    order_id: i64,
    branch_id: i64,
    seller_id: Option<i64>,
    held: &[(i64, i64, i64)],
    reason: &str,
    by: i64,
) -> sqlx::Result<()> {
    if held.is_empty() {
        return Ok(());
    }
    let mut q = QueryBuilder::<Postgres>::new(
        "with held as (insert into order_stock (order_id, variant_id, product_id, branch_id, seller_id, quantity) ",
    );
    q.push_values(held, |mut b, (variant, product, quantity)| {
        b.push_bind(order_id)
            .push_bind(*variant)
            .push_bind(*product)
            .push_bind(seller_id.is_none().then_some(branch_id))
            .push_bind(seller_id)
            .push_bind(*quantity as i32);
    });
    q.push(
        " returning branch_id, product_id, variant_id, quantity, order_id)
         insert into stock_history (branch_id, product_id, variant_id, kind, quantity, reason, created_by, order_id)
         select branch_id, product_id, variant_id, 'out', quantity, ",
    );
    q.push_bind(reason);
    q.push(", ");
    q.push_bind(by);
    q.push(", order_id from held where branch_id is not null order by variant_id");
    q.build().execute(db).await?;
    Ok(())
}

/// (variant, product, branch, seller, quantity) of units an order held.
type HeldRow = (i64, i64, Option<i64>, Option<i64>, i32);

/// Puts back the units an order still holds (once: the rows are marked returned); a branch's units
/// go into its stock history as `in` with `reason`, by `by` (None: the system).
pub async fn return_stock(
    db: &mut PgConnection,
    order_id: i64,
    reason: &str,
    by: Option<i64>,
) -> sqlx::Result<u64> {
    let rows: Vec<HeldRow> = sqlx::query_as(
        "with back as (
             update order_stock set returned_at = now() where order_id = $1 and returned_at is null
             returning variant_id, product_id, branch_id, seller_id, quantity, preordered),
         history as (
             insert into stock_history (branch_id, product_id, variant_id, kind, quantity, reason, created_by, order_id)
             select branch_id, product_id, variant_id, 'in', quantity, $2, $3, $1 from back
             where branch_id is not null and quantity > 0),
         -- Preordered units never left the shelf: they go back to the product's preorder limit.
         limit_back as (
             update products p set preorder_taken = greatest(p.preorder_taken - b.units, 0)
             from (select product_id, sum(preordered)::int as units from back where preordered > 0 group by 1) b
             where p.id = b.product_id)
         select variant_id, product_id, branch_id, seller_id, quantity from back where quantity > 0",
    )
    .bind(order_id)
    .bind(reason)
    .bind(by)
    .fetch_all(&mut *db)
    .await?;
    let mut rows = rows;
    rows.sort_by_key(|r| r.0);
    for (variant, product, branch, seller, quantity) in &rows {
        match (branch, seller) {
            (_, Some(seller)) => {
                sqlx::query(
                    "insert into agent_stock (agent_id, variant_id, product_id, quantity) values ($1, $2, $3, $4)
                     on conflict (agent_id, variant_id) do update set quantity = agent_stock.quantity + excluded.quantity",
                )
                .bind(seller)
                .bind(variant)
                .bind(product)
                .bind(quantity)
                .execute(&mut *db)
                .await?;
            }
            (Some(branch), None) => {
                sqlx::query(
                    "insert into stock_levels (branch_id, variant_id, product_id, quantity) values ($1, $2, $3, $4)
                     on conflict (branch_id, variant_id) do update set quantity = stock_levels.quantity + excluded.quantity,
                        updated_at = now()",
                )
                .bind(branch)
                .bind(variant)
                .bind(product)
                .bind(quantity)
                .execute(&mut *db)
                .await?;
            }
            (None, None) => {}
        }
    }
    Ok(rows.len() as u64)
}

/// Adds a completed order's units to the buyer's own stock (what an upline later sells from). A
/// store order's units went to its customer: the store owner's stock does not change.
pub async fn credit_buyer_stock(
    db: &mut PgConnection,
    order_id: i64,
    agent_id: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into agent_stock (agent_id, variant_id, product_id, quantity)
         select $2, variant_id, product_id, quantity + preordered from order_stock where order_id = $1 and returned_at is null
           and not exists (select 1 from orders o where o.id = $1 and o.store_id is not null)
         order by variant_id
         on conflict (agent_id, variant_id) do update set quantity = agent_stock.quantity + excluded.quantity",
    )
    .bind(order_id)
    .bind(agent_id)
    .execute(db)
    .await?;
    Ok(())
}
