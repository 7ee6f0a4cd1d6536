//! The rules of orders, pure: what each status allows, prices with quantity ranges, totals to the
//! sen (or the rupiah), the minimum order, vouchers, and the bulk tracking file.

/// A search matching more orders than this gets a warning to narrow it.
pub const SEARCH_WARNING_OVER: i64 = 150;

use crate::domain::order::{CancelReason, OrderStatus, PaymentStatus, ShipmentType};
use chrono::{DateTime, Utc};
use rust_decimal::{Decimal, RoundingStrategy};
use std::collections::HashMap;

/// Decimals of a currency's money: MYR 2 (sen), IDR 0 (whole rupiah).
pub fn scale_of(currency: &str) -> u32 {
    if currency == "IDR" {
        0
    } else {
        2
    }
}

/// Half away from zero, as a cashier rounds.
pub fn round_money(d: Decimal, scale: u32) -> Decimal {
    d.round_dp_with_strategy(scale, RoundingStrategy::MidpointAwayFromZero)
}

/// With the company's first-order-package feature on, an agent's first order must hold a package.
pub fn first_order_needs_package(feature_on: bool, first_order: bool, has_package: bool) -> bool {
    feature_on && first_order && !has_package
}

/// Whether an order in `status` (approved or not) can be approved: only unapproved, non-cancelled
/// orders, before they ship.
pub fn can_approve(status: OrderStatus, approved: bool) -> bool {
    !approved && matches!(status, OrderStatus::Unpaid | OrderStatus::Approval)
}

/// Cancelling is possible until the goods leave.
pub fn can_cancel(status: OrderStatus) -> bool {
    matches!(
        status,
        OrderStatus::Unpaid | OrderStatus::Approval | OrderStatus::ToShip
    )
}

/// A refund gives back money that was paid.
pub fn can_refund(status: OrderStatus, payment_status: PaymentStatus) -> bool {
    payment_status == PaymentStatus::Paid
        && matches!(
            status,
            OrderStatus::ToShip
                | OrderStatus::Delivery
                | OrderStatus::Completed
                | OrderStatus::Cancelled
        )
}

/// A tracking number is given when the order ships, and may be corrected while it travels.
pub fn can_ship(status: OrderStatus, shipment_type: ShipmentType) -> bool {
    shipment_type == ShipmentType::Courier
        && matches!(status, OrderStatus::ToShip | OrderStatus::Delivery)
}

pub fn can_complete(status: OrderStatus) -> bool {
    status == OrderStatus::Delivery
}

pub fn can_pickup(status: OrderStatus, shipment_type: ShipmentType) -> bool {
    shipment_type == ShipmentType::Pickup && status == OrderStatus::ToShip
}

/// Whether the units an order holds go back when it leaves `status` for cancelled or refund.
pub fn returns_stock(status: OrderStatus) -> bool {
    can_cancel(status)
}

/// The flow label of spec §4 shown beside the status.
pub fn flow_label(status: OrderStatus, cancel_reason: Option<CancelReason>) -> &'static str {
    match (status, cancel_reason) {
        (OrderStatus::Unpaid, _) => "Pending Payment",
        (OrderStatus::Approval, _) => "Pending Approval",
        (OrderStatus::ToShip, _) => "Shipping",
        (OrderStatus::Delivery, _) => "Receiving",
        (OrderStatus::Completed, _) => "Completed",
        (OrderStatus::Cancelled, Some(CancelReason::BookingOver)) => "Booking Over",
        (OrderStatus::Cancelled, Some(CancelReason::PaymentFailed)) => "Payment Failed",
        (OrderStatus::Cancelled, _) => "Cancelled",
        (OrderStatus::Refund, _) => "Refund",
    }
}

/// The payment result page an order leads to.
pub fn payment_result(status: OrderStatus, payment_status: PaymentStatus) -> &'static str {
    match (status, payment_status) {
        (_, PaymentStatus::Paid) | (_, PaymentStatus::Refunded) => "completed",
        (OrderStatus::Cancelled, _) | (_, PaymentStatus::Failed) => "failed",
        _ => "pending",
    }
}

/// A quantity range's price (min ≤ units ≤ max).
#[derive(Clone, Debug)]
pub struct RangePrice {
    pub min: i64,
    pub max: i64,
    pub price: Decimal,
}

/// The unit price for `units` of a product: the tier's price, or a range's price when the units
/// fall in a range and it is lower (a volume price never costs more).
pub fn unit_price(tier_price: Decimal, ranges: &[RangePrice], units: i64) -> Decimal {
    ranges
        .iter()
        .find(|r| r.min <= units && units <= r.max)
        .map(|r| r.price.min(tier_price))
        .unwrap_or(tier_price)
}

/// The figures of an order (spec §3 Order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Totals {
    pub sub_total: Decimal,
    pub discount: Decimal,
    pub shipping: Decimal,
    pub service_fee: Decimal,
    pub tax: Decimal,
    pub grand_total: Decimal,
}

/// Tax is the company's percentage of the goods after the discount; the grand total adds it all up
/// at the currency's scale, so the parts always sum to the total.
pub fn totals(
    sub_total: Decimal,
    discount: Decimal,
    shipping: Decimal,
    service_fee: Decimal,
    tax_percent: Decimal,
    scale: u32,
) -> Totals {
    let sub_total = round_money(sub_total, scale);
    let discount = round_money(discount.min(sub_total), scale);
    let shipping = round_money(shipping, scale);
    let service_fee = round_money(service_fee, scale);
    let tax = round_money(
        (sub_total - discount) * tax_percent / Decimal::ONE_HUNDRED,
        scale,
    );
    Totals {
        sub_total,
        discount,
        shipping,
        service_fee,
        tax,
        grand_total: sub_total - discount + shipping + service_fee + tax,
    }
}

/// What a tier asks of an order's size (blank levels ask nothing).
#[derive(Clone, Debug, Default)]
pub struct TierMinimum {
    pub min_units: Option<i64>,
    pub min_amount: Option<Decimal>,
    pub first_min_units: Option<i64>,
    pub first_min_amount: Option<Decimal>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moq {
    Units { required: i64, current: i64 },
    Amount { required: Decimal, current: Decimal },
}

impl Moq {
    pub fn met(&self) -> bool {
        match self {
            Moq::Units { required, current } => current >= required,
            Moq::Amount { required, current } => current >= required,
        }
    }
}

/// The minimum order that applies: by units or by amount as HQ chose, the first-order minimum on a
/// first order when the tier has one. None when the tier sets none.
pub fn minimum_order(
    by_amount: bool,
    tier: &TierMinimum,
    first_order: bool,
    units: i64,
    sub_total: Decimal,
) -> Option<Moq> {
    if by_amount {
        let required = if first_order {
            tier.first_min_amount.or(tier.min_amount)
        } else {
            tier.min_amount
        };
        required
            .filter(|r| *r > Decimal::ZERO)
            .map(|required| Moq::Amount {
                required,
                current: sub_total,
            })
    } else {
        let required = if first_order {
            tier.first_min_units.or(tier.min_units)
        } else {
            tier.min_units
        };
        required.filter(|r| *r > 0).map(|required| Moq::Units {
            required,
            current: units,
        })
    }
}

/// A voucher as checkout sees it.
#[derive(Clone, Debug)]
pub struct Voucher {
    pub percent: bool,
    pub discount: Decimal,
    pub min_purchase: Decimal,
    pub starts_at: DateTime<Utc>,
    pub stops_at: DateTime<Utc>,
    pub suspended: bool,
    pub quota: i64,
    pub used: i64,
    pub usage_limit: Option<i64>,
    pub used_by_agent: i64,
    pub first_order: bool,
    pub package_only: bool,
    pub free_shipping: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VoucherProblem {
    NotStarted,
    Expired,
    Suspended,
    FullyUsed,
    AgentLimit,
    FirstOrderOnly,
    NeedsPackage,
    MinPurchase(Decimal),
}

/// The discount a voucher gives on `sub_total`, or why it cannot be used.
pub fn voucher_discount(
    v: &Voucher,
    now: DateTime<Utc>,
    sub_total: Decimal,
    first_order: bool,
    has_package: bool,
    scale: u32,
) -> Result<Decimal, VoucherProblem> {
    if v.suspended {
        return Err(VoucherProblem::Suspended);
    }
    if now < v.starts_at {
        return Err(VoucherProblem::NotStarted);
    }
    if now >= v.stops_at {
        return Err(VoucherProblem::Expired);
    }
    if v.used >= v.quota {
        return Err(VoucherProblem::FullyUsed);
    }
    if v.usage_limit.is_some_and(|limit| v.used_by_agent >= limit) {
        return Err(VoucherProblem::AgentLimit);
    }
    if v.first_order && !first_order {
        return Err(VoucherProblem::FirstOrderOnly);
    }
    if v.package_only && !has_package {
        return Err(VoucherProblem::NeedsPackage);
    }
    if sub_total < v.min_purchase {
        return Err(VoucherProblem::MinPurchase(v.min_purchase));
    }
    let discount = if v.percent {
        sub_total * v.discount / Decimal::ONE_HUNDRED
    } else {
        v.discount
    };
    Ok(round_money(discount.min(sub_total), scale))
}

/// The order number: the company's prefix, the KL day, and the order's id.
pub fn order_number(prefix: &str, day: chrono::NaiveDate, id: i64) -> String {
    format!("{prefix}{}{id:04}", day.format("%y%m%d"))
}

/// A row of the bulk tracking file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackingRow {
    /// The file's line number (the header is line 1).
    pub line: usize,
    pub order: String,
    pub tracking: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrackingFileError {
    NotCsv,
    MissingColumns,
    Empty,
    TooManyRows,
}

pub const MAX_TRACKING_ROWS: usize = 5000;
pub const MAX_TRACKING_LEN: usize = 60;

/// Reads a CSV with a header naming `order` and `tracking` columns (any case, any order, other
/// columns ignored; "order id", "tracking number" and "awb" are understood too). Blank lines are
/// skipped.
pub fn parse_tracking_csv(bytes: &[u8]) -> Result<Vec<TrackingRow>, TrackingFileError> {
    let text = std::str::from_utf8(bytes).map_err(|_| TrackingFileError::NotCsv)?;
    let text = text.trim_start_matches('\u{feff}');
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let headers = reader
        .headers()
        .map_err(|_| TrackingFileError::NotCsv)?
        .clone();
    let find = |names: &[&str]| {
        headers.iter().position(|h| {
            let h = h.to_ascii_lowercase().replace(['_', '-'], " ");
            names.contains(&h.as_str())
        })
    };
    let (Some(order_col), Some(tracking_col)) = (
        find(&["order", "order id", "order number", "order no"]),
        find(&["tracking", "tracking number", "tracking no", "awb"]),
    ) else {
        return Err(TrackingFileError::MissingColumns);
    };
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|_| TrackingFileError::NotCsv)?;
        let line = record.position().map(|p| p.line() as usize).unwrap_or(0);
        let order = record.get(order_col).unwrap_or("").to_string();
        let tracking = record.get(tracking_col).unwrap_or("").to_string();
        if order.is_empty() && tracking.is_empty() {
            continue;
        }
        rows.push(TrackingRow {
            line,
            order,
            tracking,
        });
        if rows.len() > MAX_TRACKING_ROWS {
            return Err(TrackingFileError::TooManyRows);
        }
    }
    if rows.is_empty() {
        return Err(TrackingFileError::Empty);
    }
    Ok(rows)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowProblem {
    OrderMissing,
    TrackingMissing,
    TrackingTooLong,
    Duplicate,
}

/// The problems a row has on its own or against the rows before it (the first of a repeated order
/// is kept; the later ones are refused).
pub fn row_problems(rows: &[TrackingRow]) -> Vec<Option<RowProblem>> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    rows.iter()
        .map(|r| {
            if r.order.is_empty() {
                return Some(RowProblem::OrderMissing);
            }
            if r.tracking.is_empty() {
                return Some(RowProblem::TrackingMissing);
            }
            if r.tracking.chars().count() > MAX_TRACKING_LEN {
                return Some(RowProblem::TrackingTooLong);
            }
            let key = r.order.to_ascii_uppercase();
            if seen.insert(key, r.line).is_some() {
                return Some(RowProblem::Duplicate);
            }
            None
        })
        .collect()
}

/// Units needed per variant, summed over lines, sorted by variant id (stock is always taken in this
/// order so two checkouts never wait on each other in a cycle).
pub fn stock_needs(items: impl IntoIterator<Item = (i64, i64, i64)>) -> Vec<(i64, i64, i64)> {
    let mut by_variant: std::collections::BTreeMap<i64, (i64, i64)> = Default::default();
    for (variant_id, product_id, quantity) in items {
        let e = by_variant.entry(variant_id).or_insert((product_id, 0));
        e.1 += quantity;
    }
    by_variant
        .into_iter()
        .map(|(v, (p, q))| (v, p, q))
        .collect()
}

pub mod lines;

#[cfg(test)]
mod tests;
