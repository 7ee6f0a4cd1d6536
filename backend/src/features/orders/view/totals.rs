//! What an order would charge (spec §3 Order's figures), to the sen or rupiah, and the voucher a
//! quote applied.

use crate::domain::money;
use crate::features::orders::checkout::Quote;
use poem_openapi::Object;

/// The voucher a quote applied.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct AppliedVoucher {
    pub code: String,
    pub name: String,
    pub free_shipping: bool,
}

/// What an order would charge (spec §3 Order's figures), to the sen or rupiah.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderTotals {
    pub sub_total: String,
    pub discount: String,
    pub shipping: String,
    pub service_fee: String,
    pub tax: String,
    pub grand_total: String,
    pub points: String,
    pub weight: String,
    pub units: i64,
    #[oai(nullable)]
    pub voucher: Option<AppliedVoucher>,
}

pub fn totals(q: &Quote) -> OrderTotals {
    OrderTotals {
        sub_total: money(q.totals.sub_total),
        discount: money(q.totals.discount),
        shipping: money(q.totals.shipping),
        service_fee: money(q.totals.service_fee),
        tax: money(q.totals.tax),
        grand_total: money(q.totals.grand_total),
        points: money(q.sums.points),
        weight: format!("{:.3}", q.sums.weight),
        units: q.sums.units,
        voucher: q.voucher.as_ref().map(|v| AppliedVoucher {
            code: v.code.clone(),
            name: v.name.clone(),
            free_shipping: v.free_shipping,
        }),
    }
}
