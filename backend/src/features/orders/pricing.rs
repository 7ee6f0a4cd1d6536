//! Pricing what an agent wants: the buyer's context (tier, seller, the company's shop settings), each
//! line at the tier's price with what it takes from stock and why it cannot be bought, and the sums
//! and minimum order of a basket. Checkout (`checkout.rs`) places what this prices.

pub use super::rules::lines::{sums, LineProblem, Pick, Priced, Sums, Wanted};
use super::{
    checkout::CheckoutError,
    rules::{
        self,
        lines::{price_lines, PriceBook, Terms},
        RangePrice,
    },
    store::{self, Buyer, ShopSettings},
};
use crate::i18n::{t, Msg};
use rust_decimal::Decimal;
use sqlx::PgConnection;
use std::collections::HashMap;

/// Who sells: HQ (from a branch) or the buyer's upline (from their own stock).
#[derive(Clone, Debug)]
pub struct Seller {
    pub id: Option<i64>,
    pub tier_id: Option<i64>,
}

pub struct Context {
    pub buyer: Buyer,
    pub seller: Seller,
    pub settings: ShopSettings,
    pub branch_id: i64,
    pub scale: u32,
    pub currency: String,
}

impl Context {
    pub async fn load(
        db: &mut PgConnection,
        buyer_id: i64,
        from_upline: bool,
        currency: &str,
    ) -> Result<Context, CheckoutError> {
        let buyer = store::buyer(db, buyer_id)
            .await?
            .filter(|b| b.role == "agent")
            .ok_or(CheckoutError::NoSuchAgent)?;
        let settings = store::shop_settings(db).await?;
        let branch_id = settings.main_branch_id;
        let seller = if from_upline {
            Seller {
                id: buyer.upline_id,
                tier_id: buyer.upline_tier_id,
            }
        } else {
            Seller {
                id: None,
                tier_id: None,
            }
        };
        Ok(Context {
            buyer,
            seller,
            settings,
            branch_id,
            scale: rules::scale_of(currency),
            currency: currency.to_string(),
        })
    }

    pub fn tier_id(&self) -> i64 {
        self.buyer.tier_id.unwrap_or(0)
    }

    /// Money as the company writes it in messages (RM 1,234.50 / Rp 1.234.500).
    pub fn display(&self, d: Decimal) -> String {
        display_money(&self.currency, d)
    }
}

pub fn display_money(currency: &str, d: Decimal) -> String {
    let (symbol, scale, thousands, point) = if currency == "IDR" {
        ("Rp", 0, '.', ',')
    } else {
        ("RM", 2, ',', '.')
    };
    let s = format!("{:.*}", scale as usize, rules::round_money(d, scale));
    let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
    let mut grouped = String::new();
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            grouped.push(thousands);
        }
        grouped.push(c);
    }
    if frac.is_empty() {
        format!("{symbol} {grouped}")
    } else {
        format!("{symbol} {grouped}{point}{frac}")
    }
}

/// Prices every wanted line for the buyer's tier and marks the ones that cannot be bought.
pub async fn price(
    db: &mut PgConnection,
    ctx: &Context,
    wanted: Vec<Wanted>,
) -> sqlx::Result<Vec<Priced>> {
    let mut variant_ids: Vec<i64> = wanted
        .iter()
        .flat_map(|w| w.variant_id.into_iter().chain(w.picks.iter().map(|p| p.0)))
        .collect();
    let package_ids: Vec<i64> = wanted.iter().filter_map(|w| w.package_id).collect();
    let combo_ids: Vec<i64> = wanted.iter().filter_map(|w| w.combo_id).collect();
    let items = store::package_items(db, &package_ids).await?;
    variant_ids.extend(items.iter().map(|i| i.variant_id));
    variant_ids.sort_unstable();
    variant_ids.dedup();

    let facts: HashMap<i64, store::VariantFacts> =
        store::variant_facts(db, &variant_ids, ctx.tier_id(), ctx.seller.tier_id)
            .await?
            .into_iter()
            .map(|f| (f.variant_id, f))
            .collect();
    let product_ids: Vec<i64> = facts.values().map(|f| f.product_id).collect();
    let mut ranges: HashMap<i64, Vec<RangePrice>> = HashMap::new();
    for (product, min, max, price) in store::ranges(db, &product_ids).await? {
        ranges.entry(product).or_default().push(RangePrice {
            min: min as i64,
            max: max as i64,
            price,
        });
    }
    let packages: HashMap<i64, store::OfferFacts> = store::package_facts(db, &package_ids)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let combos: HashMap<i64, store::OfferFacts> = store::combo_facts(db, &combo_ids)
        .await?
        .into_iter()
        .map(|c| (c.id, c))
        .collect();
    let mut combo_products: HashMap<i64, Vec<i64>> = HashMap::new();
    for (combo, product) in store::combo_products(db, &combo_ids).await? {
        combo_products.entry(combo).or_default().push(product);
    }
    let on_hand: HashMap<i64, i64> = store::available(
        db,
        &variant_ids,
        ctx.branch_id,
        ctx.seller.id,
        ctx.settings.show_hide_preorder,
    )
    .await?
    .into_iter()
    .collect();

    let book = PriceBook {
        variants: facts,
        ranges,
        packages,
        package_items: items,
        combos,
        combo_products,
        on_hand,
    };
    let terms = Terms {
        first_order: ctx.buyer.first_order,
        seller_id: ctx.seller.id,
    };
    Ok(price_lines(&book, &terms, wanted))
}

/// The minimum order that applies to these lines, if any.
pub fn minimum(ctx: &Context, s: &Sums) -> Option<rules::Moq> {
    let b = &ctx.buyer;
    rules::minimum_order(
        ctx.settings.moq_type == "amount",
        &rules::TierMinimum {
            min_units: b.min_order_unit.map(i64::from),
            min_amount: b.min_order_amount,
            first_min_units: b.first_order_min_unit.map(i64::from),
            first_min_amount: b.first_order_min_amount,
        },
        b.first_order,
        s.units,
        s.sub_total,
    )
}

pub fn moq_message(ctx: &Context, m: &rules::Moq) -> String {
    match m {
        rules::Moq::Units { required, .. } => {
            t(Msg::MoqUnits).replace("{n}", &required.to_string())
        }
        rules::Moq::Amount { required, .. } => {
            t(Msg::MoqAmount).replace("{amount}", &ctx.display(*required))
        }
    }
}
