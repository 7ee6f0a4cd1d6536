//! Worked baskets: what each line costs, takes and why it may not be bought.

use super::*;

fn d(s: &str) -> Decimal {
    s.parse().unwrap()
}

fn serum(tier_price: &str, seller_price: Option<&str>) -> VariantFacts {
    VariantFacts {
        variant_id: 11,
        product_id: 1,
        name: "Serum".into(),
        label: "30 ml".into(),
        sku: "SER-30".into(),
        live: true,
        first_order_only: false,
        tier_price: Some(d(tier_price)),
        seller_price: seller_price.map(d),
        weight_kg: d("0.200"),
        points: d("2.5"),
        cover_thumb: None,
    }
}

fn product(variant: i64, quantity: i64) -> Wanted {
    Wanted {
        kind: "product",
        variant_id: Some(variant),
        package_id: None,
        combo_id: None,
        picks: vec![],
        quantity,
        cart_line_id: None,
    }
}

fn book_with(variants: Vec<VariantFacts>, on_hand: &[(i64, i64)]) -> PriceBook {
    PriceBook {
        variants: variants.into_iter().map(|v| (v.variant_id, v)).collect(),
        on_hand: on_hand.iter().copied().collect(),
        ..PriceBook::default()
    }
}

const FROM_HQ: Terms = Terms {
    first_order: false,
    seller_id: None,
};

#[test]
fn a_product_line_costs_the_tier_price_times_the_units() {
    let book = book_with(vec![serum("45.00", None)], &[(11, 10)]);
    let lines = price_lines(&book, &FROM_HQ, vec![product(11, 3)]);
    let l = &lines[0];
    assert_eq!(l.unit_price, d("45.00"));
    assert_eq!(l.line_total, d("135.00"));
    assert_eq!(l.points, d("7.5"));
    assert_eq!(l.weight, d("0.600"));
    assert_eq!(l.needs, vec![(11, 1, 3)]);
    assert_eq!(l.available, Some(10));
    assert_eq!(l.problem, None);
    assert_eq!(l.seller_margin, Decimal::ZERO, "HQ keeps no upline margin");
}

#[test]
fn a_quantity_range_lowers_the_price_over_all_lines_of_the_product() {
    let mut book = book_with(vec![serum("45.00", None)], &[(11, 100)]);
    book.ranges.insert(
        1,
        vec![RangePrice {
            min: 5,
            max: 9,
            price: d("40.00"),
        }],
    );
    // Two lines of the same product, 3 + 2 units: together in the 5–9 range.
    let lines = price_lines(&book, &FROM_HQ, vec![product(11, 3), product(11, 2)]);
    assert_eq!(lines[0].unit_price, d("40.00"));
    assert_eq!(lines[1].line_total, d("80.00"));
}

#[test]
fn an_upline_keeps_the_difference_to_their_own_tier_price() {
    let book = book_with(vec![serum("45.00", Some("38.00"))], &[(11, 5)]);
    let from_upline = Terms {
        first_order: false,
        seller_id: Some(7),
    };
    let lines = price_lines(&book, &from_upline, vec![product(11, 2)]);
    assert_eq!(lines[0].seller_margin, d("14.00"), "(45 − 38) × 2");
}

#[test]
fn a_line_that_cannot_be_bought_says_why() {
    let mut first_only = serum("45.00", None);
    first_only.first_order_only = true;
    let book = book_with(vec![first_only], &[(11, 2)]);
    let lines = price_lines(&book, &FROM_HQ, vec![product(11, 1)]);
    assert_eq!(lines[0].problem, Some(LineProblem::FirstOrderOnly));

    let book = book_with(vec![serum("45.00", None)], &[(11, 2)]);
    let lines = price_lines(&book, &FROM_HQ, vec![product(11, 3)]);
    assert_eq!(lines[0].problem, Some(LineProblem::OutOfStock { left: 2 }));

    let mut unpriced = serum("45.00", None);
    unpriced.tier_price = None;
    let book = book_with(vec![unpriced], &[(11, 9)]);
    let lines = price_lines(&book, &FROM_HQ, vec![product(11, 1)]);
    assert_eq!(
        lines[0].problem,
        Some(LineProblem::Unavailable),
        "no price for the tier"
    );

    let lines = price_lines(&PriceBook::default(), &FROM_HQ, vec![product(99, 1)]);
    assert_eq!(
        lines[0].problem,
        Some(LineProblem::Unavailable),
        "no such variant"
    );
}

fn starter_pack() -> PriceBook {
    let mut book = book_with(vec![], &[(11, 20), (12, 1)]);
    book.packages.insert(
        5,
        OfferFacts {
            id: 5,
            name: "Starter".into(),
            code: "PKG-1".into(),
            price: d("99.00"),
            live: true,
            first_order: false,
            required_quantity: None,
            cover_image: None,
        },
    );
    for (variant, quantity) in [(11, 2), (12, 1)] {
        book.package_items.push(PackageItem {
            package_id: 5,
            variant_id: variant,
            product_id: variant - 10,
            quantity,
            name: format!("Item {variant}"),
            label: String::new(),
            weight_kg: d("0.100"),
            points: d("1"),
        });
    }
    book
}

fn package(quantity: i64) -> Wanted {
    Wanted {
        kind: "package",
        variant_id: None,
        package_id: Some(5),
        combo_id: None,
        picks: vec![],
        quantity,
        cart_line_id: None,
    }
}

#[test]
fn a_package_costs_its_price_and_takes_each_item_times_the_packages() {
    let lines = price_lines(&starter_pack(), &FROM_HQ, vec![package(1)]);
    let l = &lines[0];
    assert_eq!(l.line_total, d("99.00"));
    assert_eq!(l.points, d("3"), "2 × 1 + 1 × 1");
    assert_eq!(l.weight, d("0.300"));
    assert_eq!(l.needs, vec![(11, 1, 2), (12, 2, 1)]);
    assert_eq!(l.problem, None);

    let two = price_lines(&starter_pack(), &FROM_HQ, vec![package(2)]);
    assert_eq!(
        two[0].problem,
        Some(LineProblem::OutOfStock { left: 0 }),
        "two packages need two of variant 12, one is on hand"
    );

    let from_upline = Terms {
        first_order: false,
        seller_id: Some(7),
    };
    let upline = price_lines(&starter_pack(), &from_upline, vec![package(1)]);
    assert_eq!(
        upline[0].problem,
        Some(LineProblem::HqOnly),
        "only HQ sells packages"
    );
}

#[test]
fn a_combo_needs_exactly_its_number_of_picks_from_its_products() {
    let mut book = book_with(vec![serum("45.00", None)], &[(11, 10)]);
    book.combos.insert(
        8,
        OfferFacts {
            id: 8,
            name: "Any 3".into(),
            code: "CMB-3".into(),
            price: d("120.00"),
            live: true,
            first_order: false,
            required_quantity: Some(3),
            cover_image: None,
        },
    );
    book.combo_products.insert(8, vec![1]);
    let combo = |picks: Vec<(i64, i64)>| Wanted {
        kind: "combo",
        variant_id: None,
        package_id: None,
        combo_id: Some(8),
        picks,
        quantity: 1,
        cart_line_id: None,
    };
    let right = price_lines(&book, &FROM_HQ, vec![combo(vec![(11, 3)])]);
    assert_eq!(right[0].problem, None);
    assert_eq!(right[0].line_total, d("120.00"));
    assert_eq!(right[0].points, d("7.5"));
    let short = price_lines(&book, &FROM_HQ, vec![combo(vec![(11, 2)])]);
    assert_eq!(
        short[0].problem,
        Some(LineProblem::Unavailable),
        "2 of 3 picks"
    );
}

#[test]
fn sums_add_the_lines_up() {
    let book = book_with(vec![serum("45.00", None)], &[(11, 10)]);
    let mut lines = price_lines(&book, &FROM_HQ, vec![product(11, 2)]);
    lines.extend(price_lines(&starter_pack(), &FROM_HQ, vec![package(1)]));
    let s = sums(&lines);
    assert_eq!(s.sub_total, d("189.00"));
    assert_eq!(s.units, 5, "2 serums + 3 package items");
    assert!(s.has_package);
}
