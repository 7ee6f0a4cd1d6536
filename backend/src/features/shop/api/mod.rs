//! `/sales/…`: the agent's shop, split by screen: the products for their tier (`products`), the
//! cart (`cart`), delivery addresses (`addresses`), and shipping and payment methods, quote and
//! checkout and the receipt (`checkout`). What they share is here: whom the agent may order from,
//! their context and the priced cart. The shapes are in docs/api-orders.md.

use super::{store, view as shop_view};
use crate::domain::money::money;
use crate::domain::order::OrderStatus;
use crate::{
    features::orders::{
        actions,
        checkout::{self as order_checkout, Basket},
        pricing::{self, Context},
        rules as order_rules, store as orders,
    },
    http::{auth::CurrentUser, ApiError},
    i18n::{t, Msg},
};
use sqlx::PgConnection;

pub mod addresses;
pub mod cart;
pub mod checkout;
pub mod products;

/// Whom the agent may order from: HQ's ordering level, and an upline agent to order from.
fn choices(ctx: &Context) -> Vec<&'static str> {
    let level = ctx.settings.ordering_level.as_str();
    let mut c = Vec::new();
    if level != "upline" || ctx.buyer.upline_id.is_none() {
        c.push("hq");
    }
    if level != "hq" && ctx.buyer.upline_id.is_some() {
        c.push("upline");
    }
    c
}

/// The agent's context as their cart says (falling back to HQ when the upline choice is gone).
async fn context(db: &mut PgConnection, user: &CurrentUser) -> Result<Context, ApiError> {
    let from = store::order_from(db, user.id).await?;
    let currency = user.tenant.company.currency.clone();
    let ctx = Context::load(db, user.id, from == "upline", &currency).await?;
    if from == "upline" && !choices(&ctx).contains(&"upline") {
        return Ok(Context::load(db, user.id, false, &currency).await?);
    }
    Ok(ctx)
}

fn upline(ctx: &Context) -> Option<shop_view::Upline> {
    ctx.buyer.upline_id.map(|id| shop_view::Upline {
        id,
        name: ctx.buyer.upline_name.clone(),
    })
}

/// The cart with its prices, problems, minimum order and whether it can be checked out.
async fn priced_cart(
    db: &mut PgConnection,
    user: &CurrentUser,
) -> Result<shop_view::Cart, ApiError> {
    actions::expire_holds_seen(db, &user.tenant, Some(user.id)).await?;
    let ctx = context(db, user).await?;
    let wanted = store::lines(db, user.id).await?;
    let lines = pricing::price(db, &ctx, wanted).await?;
    let sums = pricing::sums(&lines);
    let moq = pricing::minimum(&ctx, &sums);
    let pending = orders::unpaid_order(db, user.id).await?;
    let mut problems = order_checkout::line_problems(&lines);
    if let Some((_, number)) = &pending {
        problems.push(t(Msg::PendingOrder).replace("{number}", number));
    }
    let basket = Basket { ctx, lines };
    if !basket.lines.is_empty() && order_checkout::needs_package(&basket) {
        problems.push(t(Msg::FirstOrderPackage).to_string());
    }
    let Basket { ctx, lines } = basket;
    let moq_met = moq.as_ref().is_none_or(|m| m.met());
    let can_checkout = !lines.is_empty() && problems.is_empty() && moq_met;
    Ok(shop_view::Cart {
        order_from: if ctx.seller.id.is_some() {
            "upline"
        } else {
            "hq"
        }
        .to_string(),
        order_from_choices: choices(&ctx).into_iter().map(String::from).collect(),
        upline: upline(&ctx),
        lines: lines
            .iter()
            .map(|l| shop_view::cart_line(l, ctx.settings.show_stock))
            .collect(),
        units: sums.units,
        sub_total: money(sums.sub_total),
        weight: format!("{:.3}", sums.weight),
        points: money(sums.points),
        moq: moq.as_ref().map(|m| {
            let (kind, required, current) = match m {
                order_rules::Moq::Units { required, current } => {
                    ("unit", required.to_string(), current.to_string())
                }
                order_rules::Moq::Amount { required, current } => {
                    ("amount", money(*required), money(*current))
                }
            };
            shop_view::CartMoq {
                kind: kind.to_string(),
                required,
                current,
                met: m.met(),
                message: (!m.met()).then(|| pricing::moq_message(&ctx, m)),
            }
        }),
        first_order: ctx.buyer.first_order,
        pending_order: pending.map(|(id, number)| shop_view::PendingOrderRef {
            id,
            number,
            status: OrderStatus::Unpaid.code().into(),
        }),
        problems,
        can_checkout,
    })
}
