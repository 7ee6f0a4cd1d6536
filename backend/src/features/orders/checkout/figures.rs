//! The figures of an order before it is placed: the voucher's discount, shipping, the gateway's
//! fee and tax. Errors name the field that is wrong.

use super::{voucher_problem_message, CheckoutError, Quote, Shipment};
use crate::features::orders::{
    pricing::{self, Context, Priced},
    rules::{self},
    store::{self},
};
use crate::{domain::order::PaymentMethod, features::couriers::quote::shipping_options, i18n::Msg};
use chrono::{DateTime, Utc};
use rust_decimal::Decimal;
use sqlx::PgConnection;

/// Works out the figures: voucher, shipping, fee, tax. Errors name the field that is wrong.
pub(super) async fn quote(
    db: &mut PgConnection,
    ctx: &Context,
    lines: &[Priced],
    shipment: &Shipment,
    payment_method: PaymentMethod,
    voucher_code: Option<&str>,
    now: DateTime<Utc>,
) -> Result<Quote, CheckoutError> {
    let sums = pricing::sums(lines);
    let from_hq = ctx.seller.id.is_none();
    let mut discount = Decimal::ZERO;
    let mut voucher = None;
    let mut free_shipping = false;
    if let Some(code) = voucher_code.map(str::trim).filter(|c| !c.is_empty()) {
        let code = code.to_ascii_uppercase();
        let v = store::voucher(db, &code, ctx.buyer.id)
            .await?
            .ok_or_else(|| CheckoutError::field("voucherCode", Msg::VoucherNotFound))?;
        let facts = rules::Voucher {
            percent: v.kind == "percent",
            discount: v.discount,
            min_purchase: v.min_purchase,
            starts_at: v.starts_at,
            stops_at: v.stops_at,
            suspended: v.suspended,
            quota: v.quota as i64,
            used: v.used_count as i64,
            usage_limit: v.usage_limit.map(i64::from),
            used_by_agent: v.used_by_agent,
            first_order: v.first_order,
            package_only: v.package_only,
            free_shipping: v.free_shipping,
        };
        discount = rules::voucher_discount(
            &facts,
            now,
            sums.sub_total,
            ctx.buyer.first_order,
            sums.has_package,
            ctx.scale,
        )
        .map_err(|p| CheckoutError::Field {
            field: "voucherCode",
            message: voucher_problem_message(ctx, &p),
        })?;
        free_shipping = v.free_shipping;
        voucher = Some(v);
    }
    let (shipping, shipping_method, courier_id) = match shipment {
        Shipment::Pickup { .. } => {
            if from_hq && !ctx.settings.self_pickup {
                return Err(CheckoutError::field("shipmentType", Msg::PickupUnavailable));
            }
            (Decimal::ZERO, None, None)
        }
        Shipment::Courier {
            courier_id,
            address,
        } => {
            if !from_hq {
                return Err(CheckoutError::field("shipmentType", Msg::UplinePickupOnly));
            }
            let options = shipping_options(
                db,
                &address.country,
                &address.state,
                sums.weight,
                Decimal::from(sums.units),
                Some(sums.sub_total),
            )
            .await?;
            let Some(option) = options.iter().find(|o| o.courier_id == *courier_id) else {
                return Err(CheckoutError::field(
                    "shipmentId",
                    if options.is_empty() {
                        Msg::ContactHq
                    } else {
                        Msg::InvalidChoice
                    },
                ));
            };
            let total: Decimal = option.total.parse().unwrap_or_default();
            (
                total,
                Some(
                    format!("{} {}", option.name, option.service)
                        .trim()
                        .to_string(),
                ),
                Some(*courier_id),
            )
        }
    };
    let shipping = if free_shipping {
        Decimal::ZERO
    } else {
        shipping
    };
    let service_fee = match payment_method {
        PaymentMethod::Manual => {
            if from_hq && !ctx.settings.manual_receipt {
                return Err(CheckoutError::field("paymentType", Msg::PaymentUnavailable));
            }
            Decimal::ZERO
        }
        PaymentMethod::Billplz => {
            let fee = if from_hq {
                store::billplz_admin_fee(db).await?
            } else {
                None
            };
            fee.ok_or_else(|| CheckoutError::field("paymentType", Msg::PaymentUnavailable))?
        }
    };
    let totals = rules::totals(
        sums.sub_total,
        discount,
        shipping,
        service_fee,
        ctx.settings.tax_percentage,
        ctx.scale,
    );
    Ok(Quote {
        totals,
        sums,
        voucher,
        shipping_method,
        courier_id,
    })
}
