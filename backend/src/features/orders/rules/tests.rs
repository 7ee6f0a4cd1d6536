//! The rules of orders, checked: what each status allows, range prices, totals, the minimum
//! order, vouchers, order numbers, the bulk tracking file and the order stock is taken in.

use super::*;
use chrono::TimeZone;

macro_rules! dec {
    ($e:expr) => {
        Decimal::from_str_exact(stringify!($e)).unwrap()
    };
}

fn status(code: &str) -> OrderStatus {
    OrderStatus::parse(code).unwrap()
}

fn paid(code: &str) -> PaymentStatus {
    PaymentStatus::parse(code).unwrap()
}

fn shipped(code: &str) -> ShipmentType {
    ShipmentType::parse(code).unwrap()
}

#[test]
fn approval_is_only_for_unapproved_orders_that_are_not_cancelled() {
    assert!(can_approve(status("approval"), false));
    assert!(can_approve(status("unpaid"), false));
    assert!(!can_approve(status("approval"), true));
    assert!(!can_approve(status("cancelled"), false));
    assert!(!can_approve(status("to_ship"), false));
    assert!(!can_approve(status("refund"), false));
}

#[test]
fn what_each_status_allows() {
    assert!(
        can_cancel(status("to_ship"))
            && !can_cancel(status("delivery"))
            && !can_cancel(status("cancelled"))
    );
    assert!(
        can_refund(status("delivery"), paid("paid"))
            && !can_refund(status("unpaid"), paid("unpaid"))
    );
    assert!(!can_refund(status("refund"), paid("refunded")));
    assert!(
        can_ship(status("to_ship"), shipped("courier"))
            && !can_ship(status("to_ship"), shipped("pickup"))
    );
    assert!(
        can_pickup(status("to_ship"), shipped("pickup"))
            && !can_pickup(status("approval"), shipped("pickup"))
    );
    assert!(returns_stock(status("to_ship")) && !returns_stock(status("delivery")));
    assert_eq!(
        flow_label(status("cancelled"), CancelReason::parse("booking_over")),
        "Booking Over"
    );
    assert_eq!(flow_label(status("approval"), None), "Pending Approval");
    assert_eq!(payment_result(status("to_ship"), paid("paid")), "completed");
    assert_eq!(payment_result(status("unpaid"), paid("failed")), "failed");
    assert_eq!(payment_result(status("unpaid"), paid("pending")), "pending");
    assert_eq!(
        payment_result(status("cancelled"), paid("unpaid")),
        "failed"
    );
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

#[test]
fn a_first_order_holds_a_package_while_the_feature_is_on() {
    assert!(first_order_needs_package(true, true, false));
    assert!(
        !first_order_needs_package(true, true, true),
        "a package is in the cart"
    );
    assert!(
        !first_order_needs_package(true, false, false),
        "not the first order"
    );
    assert!(
        !first_order_needs_package(false, true, false),
        "feature off"
    );
}
