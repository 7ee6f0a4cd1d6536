//! Reading a product save: every field is checked, each that fails is named, and nothing is
//! written before this passes.

use super::Product;
use crate::features::catalogue::api::{amount, decimal, required_amount};
use crate::{
    features::{
        catalogue::{
            rules::{self, Publish, PublishError, QuantityRange, RangeError},
            store::{OptionInput, ProductInput},
        },
        setup::api::{required, text},
    },
    http::{ApiError, FieldErrors},
    i18n::{t, Msg},
};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;

/// Checks every field of a save, naming each that fails (nothing is written before this passes).
pub(super) fn parse_product(
    p: &Product,
    tiers: &[i64],
    categories: &[i64],
    now: DateTime<Utc>,
) -> Result<ProductInput, ApiError> {
    let mut e = FieldErrors::default();
    let name = required(&mut e, "name", &p.name, 200);
    let sku = required(&mut e, "sku", &p.sku, 60);
    if let Some(c) = p.category_id {
        if !categories.contains(&c) {
            e.add("categoryId", t(Msg::UnknownCategory));
        }
    }
    let description = text(&mut e, "description", &p.description, 5000);
    let dimension = Decimal::new(99_999_999, 2);
    let weight_kg = decimal(
        &mut e,
        "weight",
        p.weight.as_deref(),
        3,
        Decimal::new(99_999_999, 3),
    )
    .unwrap_or_default();
    let length_cm = decimal(&mut e, "length", p.length.as_deref(), 2, dimension);
    let width_cm = decimal(&mut e, "width", p.width.as_deref(), 2, dimension);
    let height_cm = decimal(&mut e, "height", p.height.as_deref(), 2, dimension);
    let retail_price = required_amount(&mut e, "retailPrice", &p.retail_price);
    let store_price = amount(&mut e, "storePrice", &p.store_price);
    let points = amount(&mut e, "point", &p.point).unwrap_or_default();
    let sales_profit = amount(&mut e, "salesProfit", &p.sales_profit);
    let commission = amount(&mut e, "commission", &p.commission);
    let affiliate_commission = amount(&mut e, "affiliateCommission", &p.affiliate_commission);
    let introducer_bonus = amount(&mut e, "introducerBonus", &p.introducer_bonus);
    let rank_discount = amount(&mut e, "rankDiscount", &p.rank_discount);

    let mut tier_prices = Vec::new();
    for (i, tp) in p.tier_prices.iter().enumerate() {
        if !tiers.contains(&tp.tier_id) {
            e.add(&format!("tierPrices.{i}.tierId"), t(Msg::UnknownTier));
            continue;
        }
        if tier_prices.iter().any(|(id, _)| *id == tp.tier_id) {
            e.add(&format!("tierPrices.{i}.tierId"), t(Msg::UnknownTier));
            continue;
        }
        if let Some(price) = amount(&mut e, &format!("tierPrices.{i}.price"), &tp.price) {
            tier_prices.push((tp.tier_id, price));
        }
    }

    let mut ranges = Vec::new();
    let mut bounds = Vec::new();
    for (i, r) in p.quantity_ranges.iter().enumerate() {
        let price = required_amount(&mut e, &format!("quantityRanges.{i}.price"), &r.price);
        let fits = |v: i64| i32::try_from(v).unwrap_or(i32::MAX);
        bounds.push(QuantityRange {
            min: fits(r.min_range),
            max: fits(r.max_range),
        });
        ranges.push((fits(r.min_range), fits(r.max_range), price));
    }
    match rules::check_quantity_ranges(&bounds) {
        Ok(()) => {}
        Err(RangeError::Invalid(i)) => e.add(
            &format!("quantityRanges.{i}.maxRange"),
            t(Msg::InvalidRange),
        ),
        Err(RangeError::Clash(_)) => e.add("quantityRanges", t(Msg::QuantityRangeClash)),
    }

    let mut options = Vec::new();
    if p.options.len() > rules::MAX_OPTIONS {
        e.add("options", t(Msg::TooManyOptions));
    }
    for (i, o) in p.options.iter().enumerate().take(rules::MAX_OPTIONS) {
        let name = o.name.trim();
        let values: Vec<(Option<i64>, String)> = o
            .values
            .iter()
            .map(|v| (v.id, v.value.trim().to_string()))
            .collect();
        let bad_values = values.is_empty()
            || values.len() > rules::MAX_OPTION_VALUES
            || values
                .iter()
                .any(|(_, v)| v.is_empty() || v.chars().count() > 60)
            || rules::first_repeated(values.iter().map(|(_, v)| v.as_str())).is_some();
        if name.is_empty() || name.chars().count() > 60 || bad_values {
            e.add(&format!("options.{i}"), t(Msg::OptionValuesNeeded));
        }
        options.push(OptionInput {
            id: o.id,
            name: name.to_string(),
            values,
        });
    }
    if rules::first_repeated(p.options.iter().map(|o| o.name.as_str())).is_some() {
        e.add("options", t(Msg::OptionValuesNeeded));
    }

    let requested = Publish::parse(&p.status).unwrap_or_else(|| {
        e.add("status", t(Msg::InvalidChoice));
        Publish::Published
    });
    let (status, publish_at) = match rules::publish_status(requested, p.publish_date, now) {
        Ok(v) => v,
        Err(PublishError::DateRequired) => {
            e.add("publishDate", t(Msg::PublishDateRequired));
            (requested, None)
        }
        Err(PublishError::DateInPast) => {
            e.add("publishDate", t(Msg::PublishDateInPast));
            (requested, None)
        }
    };
    let preorder_limit = match p.preorder_limit {
        None => None,
        Some(_) if !p.preorder => {
            e.add("preorderLimit", t(Msg::PreorderLimitWithoutPreorder));
            None
        }
        Some(n) if (1..=1_000_000).contains(&n) => Some(n as i32),
        Some(_) => {
            e.add("preorderLimit", t(Msg::OutOfRange));
            None
        }
    };
    e.finish()?;
    Ok(ProductInput {
        name,
        sku,
        category_id: p.category_id,
        description,
        weight_kg,
        length_cm,
        width_cm,
        height_cm,
        retail_price,
        store_price,
        points,
        sales_profit,
        commission,
        affiliate_commission,
        introducer_bonus,
        rank_discount,
        status: status.as_str().to_string(),
        publish_at,
        first_order_only: p.first_order_only,
        preorder: p.preorder,
        preorder_limit,
        rating_enabled: p.rating_enabled,
        tier_prices,
        ranges,
        options,
    })
}
