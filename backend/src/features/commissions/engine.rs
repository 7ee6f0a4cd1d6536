//! The commission engine: when an order completes, what it pays whom is worked out by the plan
//! (`rules::plan`) and written as entries in the same transaction, so earnings show ("this month so
//! far") as soon as the order does; a refund of a completed order takes them back.

use super::{
    rules::plan::{self, CompletedOrder, PlanSettings},
    store,
};
use crate::{domain::money, features::agents::rules::path_ids};
use sqlx::PgConnection;

/// Writes the earnings of a just-completed order (each once).
pub async fn on_completed(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    let Some(f) = store::order_facts(db, order_id).await? else {
        return Ok(());
    };
    // The buyer's uplines, nearest first (the path runs from the top down to the buyer).
    let upline_ids: Vec<i64> = path_ids(f.tree_path.as_deref().unwrap_or(""))
        .into_iter()
        .rev()
        .filter(|id| *id != f.buyer_id)
        .collect();
    let mut wanted = upline_ids.clone();
    wanted.extend(f.helper_id);
    let people = store::earners(db, &wanted).await?;
    let find = |id: i64| people.iter().find(|p| p.id == id).copied();
    let order = CompletedOrder {
        buyer_id: f.buyer_id,
        amount: f.amount,
        uplines: upline_ids.iter().filter_map(|id| find(*id)).collect(),
        helper: f.helper_id.and_then(find),
        seller_id: f.seller_id,
        seller_margin: f.seller_margin,
        units: f.units,
        first_order: f.first_order,
        recruit_commission: f.recruit_commission,
    };
    let settings = PlanSettings {
        override_compresses: f.override_compresses,
        currency: money::current(),
    };
    let earnings = plan::earnings(&order, &settings);
    store::record_earnings(db, order_id, f.buyer_id, &earnings).await
}

/// A completed order was refunded: its earnings are taken back in this month (a clawback).
pub async fn on_refunded(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    store::reverse_earnings(db, order_id).await
}
