//! The courier options for a destination and an order's weight and units: what checkout charges
//! for delivery. An empty list means no rate covers it, and the user is told to contact HQ.

use super::{
    rules::{self, Rate},
    store,
};
use crate::domain::money;
use poem_openapi::Object;
use rust_decimal::Decimal;
use sqlx::PgConnection;

#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct ShippingOption {
    pub courier_id: i64,
    pub name: String,
    pub service: String,
    pub shipping: String,
    pub handling_fee: String,
    pub total: String,
    pub free_shipping: bool,
}

/// The shipping options for a destination and an order's weight (kg) and units. Checkout uses
/// this; an empty list means "contact HQ".
pub async fn shipping_options(
    db: &mut PgConnection,
    country: &str,
    state: &str,
    weight: Decimal,
    units: Decimal,
    subtotal: Option<Decimal>,
) -> sqlx::Result<Vec<ShippingOption>> {
    let covering = store::covering(db, country, state).await?;
    let region_ids: Vec<i64> = covering.iter().map(|c| c.region_id).collect();
    let rates = store::rates(db, &region_ids).await?;
    let mut options: Vec<ShippingOption> = Vec::new();
    for store::CoveringRow {
        courier: c,
        region_id: region,
    } in covering
    {
        if options.iter().any(|o| o.courier_id == c.id) {
            continue;
        }
        let table: Vec<Rate> = rates
            .iter()
            .filter(|(r, _, _)| *r == region)
            .map(|(_, up_to, price)| Rate {
                up_to: *up_to,
                price: *price,
            })
            .collect();
        let amount = if c.rate_basis == "units" {
            units
        } else {
            weight
        };
        let Some(rate) = rules::rate_for(&table, amount) else {
            continue;
        };
        let q = rules::quote(rate, c.handling_fee, c.free_shipping_threshold, subtotal);
        options.push(ShippingOption {
            courier_id: c.id,
            name: c.name,
            service: c.service,
            shipping: money(q.shipping),
            handling_fee: money(q.handling_fee),
            total: money(q.total),
            free_shipping: q.free_shipping,
        });
    }
    Ok(options)
}
