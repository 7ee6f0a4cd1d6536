//! Checkout as one flow, for the agent's cart and for HQ placing an order for an agent: check the
//! basket can be ordered, quote its figures (voucher, shipping, fee, tax), and place it: the order,
//! its lines, the held stock, the voucher use and its first history entry, all in the caller's
//! transaction (a refusal anywhere leaves nothing behind). Refusals are `CheckoutError`s, which the
//! API maps to its answers. The figures are worked out in `figures`, the order written in
//! `placing`.

mod figures;
mod placing;

use super::{
    pricing::{self, Context, Priced, Sums},
    rules::{Totals, VoucherProblem},
    store::{AddressSnapshot, VoucherRow},
};
use crate::domain::order::PaymentMethod;
use crate::i18n::{t, Msg};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::PgConnection;

use figures::quote;
pub(crate) use placing::take_for_order;
use placing::{place, Placement};

/// Why an order cannot be placed (or quoted).
pub enum CheckoutError {
    /// A field of the request is wrong; the message is in the user's language.
    Field {
        field: &'static str,
        message: String,
    },
    /// The buyer is not an agent of this company.
    NoSuchAgent,
    /// The agent has an unpaid order to complete or delete first.
    PendingOrder {
        id: i64,
        number: String,
    },
    /// Another checkout of the same agent placed an unpaid order first.
    UnpaidOrderRace,
    CartEmpty,
    /// Lines that cannot be bought, each as "name: problem".
    CartNotReady(Vec<String>),
    /// The company's first order must be a package, and the cart holds none.
    FirstOrderPackage,
    /// The tier's minimum order is not met: the message says by how much.
    MoqNotMet(String),
    /// The total differs from the one the agent saw: the new figures.
    TotalChanged(Box<Quote>),
    /// The stock ran out while the order was placed: the product's name.
    OutOfStock(String),
    Db(sqlx::Error),
}

impl CheckoutError {
    pub fn field(field: &'static str, msg: Msg) -> Self {
        CheckoutError::Field {
            field,
            message: t(msg).to_string(),
        }
    }
}

impl From<sqlx::Error> for CheckoutError {
    fn from(e: sqlx::Error) -> Self {
        CheckoutError::Db(e)
    }
}

/// What is being ordered: the buyer's context and the priced lines.
pub struct Basket {
    pub ctx: Context,
    pub lines: Vec<Priced>,
}

/// "name: problem" for every line that cannot be bought.
pub fn line_problems(lines: &[Priced]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| {
            l.problem
                .as_ref()
                .map(|p| format!("{}: {}", l.name, p.message(&l.name)))
        })
        .collect()
}

/// Whether the basket is a first order that must be a package and holds none.
pub fn needs_package(basket: &Basket) -> bool {
    super::rules::first_order_needs_package(
        basket.ctx.settings.first_order_package,
        basket.ctx.buyer.first_order,
        basket.lines.iter().any(|l| l.wanted.kind == "package"),
    )
}

/// A cart can be checked out when it has lines, none with a problem, and meets the minimum order.
pub fn cart_ready(basket: &Basket) -> Result<(), CheckoutError> {
    if basket.lines.is_empty() {
        return Err(CheckoutError::CartEmpty);
    }
    let problems = line_problems(&basket.lines);
    if !problems.is_empty() {
        return Err(CheckoutError::CartNotReady(problems));
    }
    if needs_package(basket) {
        return Err(CheckoutError::FirstOrderPackage);
    }
    let sums = pricing::sums(&basket.lines);
    if let Some(m) = pricing::minimum(&basket.ctx, &sums).filter(|m| !m.met()) {
        return Err(CheckoutError::MoqNotMet(pricing::moq_message(
            &basket.ctx,
            &m,
        )));
    }
    Ok(())
}

/// The payment method a checkout form names, or the field's error.
pub fn payment_method(code: &str) -> Result<PaymentMethod, CheckoutError> {
    PaymentMethod::parse(code.trim())
        .ok_or_else(|| CheckoutError::field("paymentType", Msg::InvalidChoice))
}

/// How the order is to be placed.
pub struct OrderRequest<'a> {
    pub placed_by: i64,
    pub shipment: &'a Shipment,
    pub payment_method: PaymentMethod,
    pub voucher_code: Option<&'a str>,
    pub order_notes: Option<String>,
    /// HQ took the money already: the order is approved at once.
    pub mark_paid: bool,
    pub now: DateTime<Utc>,
}

/// The figures of a basket for a shipment, payment and voucher.
pub async fn quote_basket(
    db: &mut PgConnection,
    basket: &Basket,
    req: &OrderRequest<'_>,
) -> Result<Quote, CheckoutError> {
    quote(
        db,
        &basket.ctx,
        &basket.lines,
        req.shipment,
        req.payment_method,
        req.voucher_code,
        req.now,
    )
    .await
}

/// Quotes and places the basket; refuses when `seen_total` (what the buyer was shown) differs
/// from the grand total. Returns the order's id, number and figures.
pub async fn place_basket(
    db: &mut PgConnection,
    basket: &Basket,
    req: &OrderRequest<'_>,
    seen_total: Option<&str>,
) -> Result<(i64, String, Quote), CheckoutError> {
    let q = quote_basket(db, basket, req).await?;
    if let Some(seen) = seen_total {
        let seen: Option<Decimal> = seen.trim().parse().ok();
        if seen != Some(q.totals.grand_total) {
            return Err(CheckoutError::TotalChanged(Box::new(q)));
        }
    }
    let (id, number) = place(
        db,
        &basket.ctx,
        &basket.lines,
        &q,
        &Placement {
            placed_by: req.placed_by,
            payment_method: req.payment_method,
            shipment: req.shipment,
            order_notes: req.order_notes.clone(),
            mark_paid: req.mark_paid,
            now: req.now,
        },
    )
    .await?;
    Ok((id, number, q))
}

/// How the goods travel.
#[derive(Clone, Debug)]
pub enum Shipment {
    Courier {
        courier_id: i64,
        address: AddressSnapshot,
    },
    Pickup {
        address: Option<AddressSnapshot>,
    },
}

/// The order's figures before it is placed.
pub struct Quote {
    pub totals: Totals,
    pub sums: Sums,
    pub voucher: Option<VoucherRow>,
    pub shipping_method: Option<String>,
    pub courier_id: Option<i64>,
}

pub fn voucher_problem_message(ctx: &Context, p: &VoucherProblem) -> String {
    match p {
        VoucherProblem::NotStarted => t(Msg::VoucherNotStarted).into(),
        VoucherProblem::Expired => t(Msg::VoucherExpired).into(),
        VoucherProblem::Suspended => t(Msg::VoucherSuspended).into(),
        VoucherProblem::FullyUsed => t(Msg::VoucherFullyUsed).into(),
        VoucherProblem::AgentLimit => t(Msg::VoucherAgentLimit).into(),
        VoucherProblem::FirstOrderOnly => t(Msg::VoucherFirstOrder).into(),
        VoucherProblem::NeedsPackage => t(Msg::VoucherNeedsPackage).into(),
        VoucherProblem::MinPurchase(min) => {
            t(Msg::VoucherMinPurchase).replace("{amount}", &ctx.display(*min))
        }
    }
}
