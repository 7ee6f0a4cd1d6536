//! The rules of orders, pure: what each status allows, prices with quantity ranges, totals to the
//! sen (or the rupiah), the minimum order, vouchers, and the bulk tracking file.

/// A search matching more orders than this gets a warning to narrow it.
pub const SEARCH_WARNING_OVER: i64 = 150;

use chrono::{DateTime, Utc};
use rust_decimal::{Decimal, RoundingStrategy};
use std::collections::HashMap;

/// The tabs, in their order.
pub const STATUSES: [&str; 7] = [
    "unpaid",
    "approval",
    "to_ship",
    "delivery",
    "completed",
    "cancelled",
    "refund",
];

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

/// Whether an order in `status` (approved or not) can be approved: only unapproved, non-cancelled
/// orders, before they ship.
pub fn can_approve(status: &str, approved: bool) -> bool {
    !approved && matches!(status, "unpaid" | "approval")
}

/// Cancelling is possible until the goods leave.
pub fn can_cancel(status: &str) -> bool {
    matches!(status, "unpaid" | "approval" | "to_ship")
}

/// A refund gives back money that was paid.
pub fn can_refund(status: &str, payment_status: &str) -> bool {
    payment_status == "paid" && matches!(status, "to_ship" | "delivery" | "completed" | "cancelled")
}

/// A tracking number is given when the order ships, and may be corrected while it travels.
pub fn can_ship(status: &str, shipment_type: &str) -> bool {
    shipment_type == "courier" && matches!(status, "to_ship" | "delivery")
}

pub fn can_complete(status: &str) -> bool {
    status == "delivery"
}

pub fn can_pickup(status: &str, shipment_type: &str) -> bool {
    shipment_type == "pickup" && status == "to_ship"
}

/// Whether the units an order holds go back when it leaves `status` for cancelled or refund.
pub fn returns_stock(status: &str) -> bool {
    matches!(status, "unpaid" | "approval" | "to_ship")
}

/// The flow label of spec §4 shown beside the status.
pub fn flow_label(status: &str, cancel_reason: Option<&str>) -> &'static str {
    match (status, cancel_reason) {
        ("unpaid", _) => "Pending Payment",
        ("approval", _) => "Pending Approval",
        ("to_ship", _) => "Shipping",
        ("delivery", _) => "Receiving",
        ("completed", _) => "Completed",
        ("cancelled", Some("booking_over")) => "Booking Over",
        ("cancelled", Some("payment_failed")) => "Payment Failed",
        ("cancelled", _) => "Cancelled",
        ("refund", _) => "Refund",
        _ => "Checkout",
    }
}

/// The payment result page an order leads to.
pub fn payment_result(status: &str, payment_status: &str) -> &'static str {
    match (status, payment_status) {
        (_, "paid") | (_, "refunded") => "completed",
        ("cancelled", _) | (_, "failed") => "failed",
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

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    macro_rules! dec {
        ($e:expr) => {
            Decimal::from_str_exact(stringify!($e)).unwrap()
        };
    }

    #[test]
    fn approval_is_only_for_unapproved_orders_that_are_not_cancelled() {
        assert!(can_approve("approval", false));
        assert!(can_approve("unpaid", false));
        assert!(!can_approve("approval", true));
        assert!(!can_approve("cancelled", false));
        assert!(!can_approve("to_ship", false));
        assert!(!can_approve("refund", false));
    }

    #[test]
    fn what_each_status_allows() {
        assert!(can_cancel("to_ship") && !can_cancel("delivery") && !can_cancel("cancelled"));
        assert!(can_refund("delivery", "paid") && !can_refund("unpaid", "unpaid"));
        assert!(!can_refund("refund", "refunded"));
        assert!(can_ship("to_ship", "courier") && !can_ship("to_ship", "pickup"));
        assert!(can_pickup("to_ship", "pickup") && !can_pickup("approval", "pickup"));
        assert!(returns_stock("to_ship") && !returns_stock("delivery"));
        assert_eq!(
            flow_label("cancelled", Some("booking_over")),
            "Booking Over"
        );
        assert_eq!(flow_label("approval", None), "Pending Approval");
        assert_eq!(payment_result("to_ship", "paid"), "completed");
        assert_eq!(payment_result("unpaid", "failed"), "failed");
        assert_eq!(payment_result("unpaid", "pending"), "pending");
        assert_eq!(payment_result("cancelled", "unpaid"), "failed");
    }

    #[test]
    fn a_range_price_applies_only_inside_its_range_and_only_when_lower() {
        let ranges = [
            RangePrice {
                min: 10,
                max: 49,
                price: dec!(45),
            },
            RangePrice {
                min: 50,
                max: 99,
                price: dec!(60),
            },
        ];
        assert_eq!(unit_price(dec!(50), &ranges, 9), dec!(50));
        assert_eq!(unit_price(dec!(50), &ranges, 10), dec!(45));
        assert_eq!(unit_price(dec!(50), &ranges, 49), dec!(45));
        assert_eq!(unit_price(dec!(50), &ranges, 60), dec!(50), "never dearer");
        assert_eq!(unit_price(dec!(50), &ranges, 100), dec!(50));
    }

    #[test]
    fn totals_add_up_to_the_sen_and_to_the_rupiah() {
        let t = totals(dec!(100), dec!(10), dec!(9), dec!(1.50), dec!(6), 2);
        assert_eq!(t.tax, dec!(5.40));
        assert_eq!(t.grand_total, dec!(105.90));
        assert_eq!(
            t.grand_total,
            t.sub_total - t.discount + t.shipping + t.service_fee + t.tax
        );
        // 6 % of 33.33 is 1.9998: rounded to the sen.
        let t = totals(dec!(33.33), dec!(0), dec!(0), dec!(0), dec!(6), 2);
        assert_eq!((t.tax, t.grand_total), (dec!(2.00), dec!(35.33)));
        // Rupiah have no decimals: 11 % of 15,555 is 1,711.05 → 1,711.
        let t = totals(dec!(15555), dec!(0), dec!(0), dec!(0), dec!(11), 0);
        assert_eq!((t.tax, t.grand_total), (dec!(1711), dec!(17266)));
        // A discount never exceeds the goods.
        let t = totals(dec!(20), dec!(50), dec!(5), dec!(0), dec!(0), 2);
        assert_eq!((t.discount, t.grand_total), (dec!(20), dec!(5)));
    }

    #[test]
    fn the_minimum_order_by_units_or_amount_and_for_a_first_order() {
        let tier = TierMinimum {
            min_units: Some(10),
            min_amount: Some(dec!(300)),
            first_min_units: Some(20),
            first_min_amount: None,
        };
        let m = minimum_order(false, &tier, false, 9, dec!(1000)).unwrap();
        assert_eq!(
            m,
            Moq::Units {
                required: 10,
                current: 9
            }
        );
        assert!(!m.met());
        assert!(minimum_order(false, &tier, false, 10, dec!(0))
            .unwrap()
            .met());
        assert!(!minimum_order(false, &tier, true, 10, dec!(0))
            .unwrap()
            .met());
        // No first-order amount: the usual amount applies.
        let m = minimum_order(true, &tier, true, 1, dec!(299.99)).unwrap();
        assert!(!m.met());
        assert!(minimum_order(true, &tier, true, 1, dec!(300))
            .unwrap()
            .met());
        assert_eq!(
            minimum_order(true, &TierMinimum::default(), false, 0, dec!(0)),
            None
        );
    }

    fn voucher() -> Voucher {
        Voucher {
            percent: true,
            discount: dec!(10),
            min_purchase: dec!(50),
            starts_at: Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap(),
            stops_at: Utc.with_ymd_and_hms(2026, 12, 1, 0, 0, 0).unwrap(),
            suspended: false,
            quota: 5,
            used: 4,
            usage_limit: Some(1),
            used_by_agent: 0,
            first_order: false,
            package_only: false,
            free_shipping: false,
        }
    }

    #[test]
    fn a_voucher_gives_its_discount_or_says_why_not() {
        let now = Utc.with_ymd_and_hms(2026, 11, 15, 0, 0, 0).unwrap();
        let v = voucher();
        assert_eq!(
            voucher_discount(&v, now, dec!(123.45), false, false, 2),
            Ok(dec!(12.35))
        );
        assert_eq!(
            voucher_discount(&v, now, dec!(49.99), false, false, 2),
            Err(VoucherProblem::MinPurchase(dec!(50)))
        );
        let before = Utc.with_ymd_and_hms(2026, 10, 31, 0, 0, 0).unwrap();
        assert_eq!(
            voucher_discount(&v, before, dec!(100), false, false, 2),
            Err(VoucherProblem::NotStarted)
        );
        let after = Utc.with_ymd_and_hms(2026, 12, 1, 0, 0, 0).unwrap();
        assert_eq!(
            voucher_discount(&v, after, dec!(100), false, false, 2),
            Err(VoucherProblem::Expired)
        );
        let full = Voucher {
            used: 5,
            ..voucher()
        };
        assert_eq!(
            voucher_discount(&full, now, dec!(100), false, false, 2),
            Err(VoucherProblem::FullyUsed)
        );
        let mine = Voucher {
            used_by_agent: 1,
            ..voucher()
        };
        assert_eq!(
            voucher_discount(&mine, now, dec!(100), false, false, 2),
            Err(VoucherProblem::AgentLimit)
        );
        let first = Voucher {
            first_order: true,
            ..voucher()
        };
        assert_eq!(
            voucher_discount(&first, now, dec!(100), false, false, 2),
            Err(VoucherProblem::FirstOrderOnly)
        );
        let package = Voucher {
            package_only: true,
            ..voucher()
        };
        assert_eq!(
            voucher_discount(&package, now, dec!(100), false, false, 2),
            Err(VoucherProblem::NeedsPackage)
        );
        let amount = Voucher {
            percent: false,
            discount: dec!(80),
            min_purchase: dec!(0),
            ..voucher()
        };
        assert_eq!(
            voucher_discount(&amount, now, dec!(60), false, false, 2),
            Ok(dec!(60)),
            "never more than the goods"
        );
        let suspended = Voucher {
            suspended: true,
            ..voucher()
        };
        assert_eq!(
            voucher_discount(&suspended, now, dec!(100), false, false, 2),
            Err(VoucherProblem::Suspended)
        );
    }

    #[test]
    fn order_numbers_carry_the_day_and_id() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        assert_eq!(order_number("RK", day, 7), "RK2611230007");
        assert_eq!(order_number("DEMO", day, 123456), "DEMO261123123456");
    }

    #[test]
    fn the_tracking_file_is_read_by_its_header() {
        let rows = parse_tracking_csv(
            "\u{feff}Tracking Number,Note,Order ID\nJT1, x ,RK1\n\n,,\nJT2,,RK2\n".as_bytes(),
        )
        .unwrap();
        assert_eq!(
            rows,
            vec![
                TrackingRow {
                    line: 2,
                    order: "RK1".into(),
                    tracking: "JT1".into()
                },
                TrackingRow {
                    line: 5,
                    order: "RK2".into(),
                    tracking: "JT2".into()
                },
            ]
        );
        assert_eq!(
            parse_tracking_csv(b"id,awb\n1,2\n"),
            Err(TrackingFileError::MissingColumns)
        );
        assert_eq!(
            parse_tracking_csv(b"order,tracking\n"),
            Err(TrackingFileError::Empty)
        );
        assert_eq!(
            parse_tracking_csv(&[0xff, 0xfe, 0x00]),
            Err(TrackingFileError::NotCsv)
        );
    }

    #[test]
    fn bad_rows_are_named_and_a_repeated_order_keeps_its_first_row() {
        let row = |line, order: &str, tracking: &str| TrackingRow {
            line,
            order: order.into(),
            tracking: tracking.into(),
        };
        let rows = [
            row(2, "RK1", "JT1"),
            row(3, "RK2", ""),
            row(4, "", "JT3"),
            row(5, "rk1", "JT4"),
            row(6, "RK5", &"X".repeat(61)),
        ];
        assert_eq!(
            row_problems(&rows),
            vec![
                None,
                Some(RowProblem::TrackingMissing),
                Some(RowProblem::OrderMissing),
                Some(RowProblem::Duplicate),
                Some(RowProblem::TrackingTooLong)
            ]
        );
    }

    #[test]
    fn stock_is_taken_per_variant_in_id_order() {
        assert_eq!(
            stock_needs([(9, 1, 2), (3, 2, 1), (9, 1, 3)]),
            vec![(3, 2, 1), (9, 1, 5)]
        );
    }
}
