//! `/sales/ship-method`, `/sales/payment-method`, `/sales/my-shop/quote`, the checkout, the
//! receipt upload and checking out again: from the cart to a placed, paid order.

use super::{context, priced_cart};
use crate::domain::money::money;
use crate::domain::order::{CancelReason, OrderEvent, OrderStatus, PaymentMethod, ShipmentType};
use crate::features::ejenpay::{self, rules::PayType};
use crate::features::shop::{rules, store, view as shop_view};
use crate::http::text::Text;
use crate::http::{auth::AgentAuth, forms::IdInput};
use crate::{
    features::orders::{
        actions,
        checkout::{self, Basket, CheckoutError, OrderRequest, Shipment},
        payments,
        pricing::{self},
        store as orders, view,
    },
    http::{auth::CurrentUser, auth::UserAuth, ok, ok_with, ApiError, ApiResult},
    i18n::{t, Msg},
    media,
    {http::tags::ApiTags, state::AppState},
};
use poem::web::Data;
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use rust_decimal::Decimal;
use sqlx::PgConnection;
use std::sync::Arc;

/// Spec §3 Checkout.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckoutInput {
    /// courier or pickup
    pub shipment_type: Text,
    /// The address id (required for a courier).
    #[oai(nullable)]
    pub customer_id: Option<i64>,
    /// The courier id.
    #[oai(nullable)]
    pub shipment_id: Option<i64>,
    /// manual or billplz
    pub payment_type: Text,
    #[oai(nullable)]
    pub payment_id: Option<i64>,
    #[oai(nullable)]
    pub voucher_code: Option<Text>,
    #[oai(nullable)]
    pub order_notes: Option<Text>,
    /// The grand total the agent saw; a different server total answers 409 total_changed.
    #[oai(nullable)]
    pub total_paid: Option<Text>,
    #[oai(nullable)]
    pub store_id: Option<i64>,
    #[oai(nullable)]
    pub session_id: Option<Text>,
}

/// A placed order and, for Billplz, the bill to send the browser to.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckoutResult {
    pub order: view::Order,
    #[oai(nullable)]
    pub payment_url: Option<String>,
}

#[derive(Multipart)]
pub struct ReceiptUpload {
    #[oai(rename = "orderId")]
    pub order_id: i64,
    /// JPEG or PNG, at most 10 MB.
    pub receipt: Upload,
}

pub const MAX_RECEIPT_BYTES: usize = 10 * 1024 * 1024;
/// The shipment a checkout body asks for, with the chosen address.
async fn shipment_of(
    db: &mut PgConnection,
    user_id: i64,
    body: &CheckoutInput,
) -> Result<Shipment, ApiError> {
    let address = match body.customer_id {
        Some(id) => Some(
            store::address(db, user_id, id)
                .await?
                .ok_or_else(|| ApiError::field("customerId", Msg::AddressRequired))?,
        ),
        None => None,
    };
    let snapshot = address.as_ref().map(rules::snapshot);
    match ShipmentType::parse(&body.shipment_type) {
        Some(ShipmentType::Pickup) => Ok(Shipment::Pickup { address: snapshot }),
        Some(ShipmentType::Courier) => {
            let address =
                snapshot.ok_or_else(|| ApiError::field("customerId", Msg::AddressRequired))?;
            let courier_id = body
                .shipment_id
                .ok_or_else(|| ApiError::field("shipmentId", Msg::CourierRequired))?;
            Ok(Shipment::Courier {
                courier_id,
                address,
            })
        }
        None => Err(ApiError::field("shipmentType", Msg::InvalidChoice)),
    }
}
pub struct CheckoutApi;

#[OpenApi(prefix_path = "/sales", tag = "ApiTags::Shop")]
impl CheckoutApi {
    /// Courier options for the cart to an address, self pickup, or 'contact HQ'.
    #[oai(path = "/ship-method", method = "get")]
    async fn ship_method(
        &self,
        auth: AgentAuth,
        #[oai(name = "customerId", validator(minimum(value = "1")))] customer_id: Query<
            Option<i64>,
        >,
    ) -> ApiResult<shop_view::ShipMethods> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let from_hq = ctx.seller.id.is_none();
        let wanted = store::lines(&mut db, user.id).await?;
        let lines = pricing::price(&mut db, &ctx, wanted).await?;
        let sums = pricing::sums(&lines);
        let mut options = vec![];
        if let (true, Some(id)) = (from_hq, customer_id.0) {
            let a = store::address(&mut db, user.id, id)
                .await?
                .ok_or_else(ApiError::not_found)?;
            options = crate::features::couriers::quote::shipping_options(
                &mut db,
                &a.country,
                &a.state,
                sums.weight,
                Decimal::from(sums.units),
                Some(sums.sub_total),
            )
            .await?;
        }
        let contact_hq = from_hq && customer_id.0.is_some() && options.is_empty();
        let pickup_address = [
            ctx.settings.address_line1.clone(),
            ctx.settings.city.clone(),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
        ok(shop_view::ShipMethods {
            options,
            self_pickup: ctx.settings.self_pickup || !from_hq,
            pickup_address: if from_hq {
                (!pickup_address.is_empty()).then_some(pickup_address)
            } else {
                ctx.buyer.upline_name.clone()
            },
            contact_hq,
            message: contact_hq.then(|| t(Msg::ContactHq).to_string()),
        })
    }

    /// The payment methods open to the agent's order.
    #[oai(path = "/payment-method", method = "get")]
    async fn payment_method(
        &self,
        auth: AgentAuth,
    ) -> ApiResult<Vec<shop_view::PaymentMethodOption>> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let transfer = |bank_name, account_number, account_name| shop_view::PaymentMethodOption {
            code: PaymentMethod::Manual.code().into(),
            name: "Bank transfer".into(),
            bank_name,
            account_number,
            account_name,
            admin_fee: money(Decimal::ZERO),
        };
        let mut methods = vec![];
        match ctx.seller.id {
            Some(upline) => {
                let (bank, number, name) = store::bank_of(&mut db, upline)
                    .await?
                    .unwrap_or((None, None, None));
                methods.push(transfer(bank, number, name));
            }
            None => {
                let s = &ctx.settings;
                if s.manual_receipt {
                    let bank_name = match &s.bank_code {
                        Some(code) => store::bank_name(&mut db, code)
                            .await?
                            .or(Some(code.clone())),
                        None => None,
                    };
                    methods.push(transfer(
                        bank_name,
                        s.bank_account_number.clone(),
                        s.bank_account_name
                            .clone()
                            .or(Some(user.tenant.company.name.clone())),
                    ));
                }
                if let Some(fee) = orders::billplz_admin_fee(&mut db).await? {
                    methods.push(shop_view::PaymentMethodOption {
                        code: PaymentMethod::Billplz.code().into(),
                        name: "FPX online banking (Billplz)".into(),
                        bank_name: None,
                        account_number: None,
                        account_name: None,
                        admin_fee: money(fee),
                    });
                }
            }
        }
        ok(methods)
    }

    /// The order's figures for a shipment, payment and voucher, without placing it.
    #[oai(path = "/my-shop/quote", method = "post")]
    async fn quote(
        &self,
        auth: AgentAuth,
        body: Json<CheckoutInput>,
    ) -> ApiResult<view::OrderTotals> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let ctx = context(&mut db, user).await?;
        let wanted = store::lines(&mut db, user.id).await?;
        let basket = Basket {
            lines: pricing::price(&mut db, &ctx, wanted).await?,
            ctx,
        };
        let shipment = shipment_of(&mut db, user.id, &body).await?;
        let request = order_request(user, &body, &shipment)?;
        let q = checkout::quote_basket(&mut db, &basket, &request).await?;
        ok(view::totals(&q))
    }

    /// Places the cart as an order (spec §3 Checkout).
    #[oai(path = "/my-shop/checkout", method = "post")]
    async fn checkout(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: AgentAuth,
        body: Json<CheckoutInput>,
    ) -> ApiResult<CheckoutResult> {
        checkout(&state, req, &auth.0, &body).await
    }

    /// The same as `/sales/my-shop/checkout`.
    #[oai(path = "/checkout", method = "post")]
    async fn checkout_short(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: AgentAuth,
        body: Json<CheckoutInput>,
    ) -> ApiResult<CheckoutResult> {
        checkout(&state, req, &auth.0, &body).await
    }

    /// Uploads the bank-transfer receipt of the agent's own unpaid order; it then awaits approval.
    #[oai(path = "/my-shop/upload-receipt", method = "post")]
    async fn upload_receipt(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        form: ReceiptUpload,
    ) -> ApiResult<view::Order> {
        upload_receipt(&state, &auth.0, form).await
    }

    /// The same as `/sales/my-shop/upload-receipt`.
    #[oai(path = "/upload-receipt", method = "post")]
    async fn upload_receipt_short(
        &self,
        state: Data<&Arc<AppState>>,
        auth: UserAuth,
        form: ReceiptUpload,
    ) -> ApiResult<view::Order> {
        upload_receipt(&state, &auth.0, form).await
    }

    /// Cancels the buyer's unpaid order and puts its lines back in the cart.
    #[oai(path = "/order/checkout-again", method = "post")]
    async fn checkout_again(
        &self,
        auth: AgentAuth,
        body: Json<IdInput>,
    ) -> ApiResult<shop_view::Cart> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let o = view::own_order(&mut db, user, body.id).await?;
        if o.status == OrderStatus::Unpaid {
            actions::cancel(
                &mut db,
                o.id,
                Some(user.id),
                CancelReason::PaymentFailed,
                None,
            )
            .await?
            .map_err(ApiError::from)?;
        } else if o.status != OrderStatus::Cancelled {
            return Err(ApiError::conflict_rule(Msg::CannotCancel, "cannot_cancel"));
        }
        store::set_order_from(
            &mut db,
            user.id,
            if o.seller_id.is_some() {
                "upline"
            } else {
                "hq"
            },
        )
        .await?;
        store::restore_from_order(&mut db, user.id, o.id).await?;
        ok(priced_cart(&mut db, user).await?)
    }
}
/// The agent's checkout form as an order request.
fn order_request<'a>(
    user: &CurrentUser,
    body: &'a CheckoutInput,
    shipment: &'a Shipment,
) -> Result<OrderRequest<'a>, CheckoutError> {
    Ok(OrderRequest {
        placed_by: user.id,
        shipment,
        payment_method: checkout::payment_method(&body.payment_type)?,
        voucher_code: body.voucher_code.as_deref(),
        order_notes: body
            .order_notes
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| s.chars().take(1000).collect()),
        mark_paid: false,
        now: chrono::Utc::now(),
    })
}

async fn checkout(
    state: &AppState,
    req: &poem::Request,
    user: &CurrentUser,
    body: &CheckoutInput,
) -> ApiResult<CheckoutResult> {
    let mut db = user.db().await?;
    actions::expire_holds(&mut db, Some(user.id)).await?;
    if let Some((id, number)) = orders::unpaid_order(&mut db, user.id).await? {
        return Err(CheckoutError::PendingOrder { id, number }.into());
    }
    let ctx = context(&mut db, user).await?;
    let wanted = store::lines(&mut db, user.id).await?;
    let basket = Basket {
        lines: pricing::price(&mut db, &ctx, wanted).await?,
        ctx,
    };
    checkout::cart_ready(&basket)?;
    let shipment = shipment_of(&mut db, user.id, body).await?;
    let request = order_request(user, body, &shipment)?;
    let (id, number, q) =
        checkout::place_basket(&mut db, &basket, &request, body.total_paid.as_deref()).await?;
    store::clear(&mut db, user.id).await?;
    let payment_url = if request.payment_method == PaymentMethod::Billplz {
        // With the payment page on, the agent pays on it (choosing the bank there); else straight
        // on Billplz.
        match ejenpay::api::open_session_if_on(&mut db, PayType::Order, id, user.id).await? {
            Some(page) => Some(page),
            None => Some(
                payments::create_bill(
                    state,
                    req,
                    &mut db,
                    user,
                    id,
                    &number,
                    q.totals.grand_total,
                    None,
                )
                .await?,
            ),
        }
    } else {
        None
    };
    let order = view::order_view(&mut db, user, id, view::Can::BUYER).await?;
    ok_with(Msg::OrderPlaced, CheckoutResult { order, payment_url })
}

async fn upload_receipt(
    state: &AppState,
    user: &CurrentUser,
    form: ReceiptUpload,
) -> ApiResult<view::Order> {
    if form.receipt.size() > MAX_RECEIPT_BYTES {
        return Err(ApiError::too_large());
    }
    let bytes = form.receipt.into_vec().await.map_err(ApiError::internal)?;
    if bytes.len() > MAX_RECEIPT_BYTES {
        return Err(ApiError::too_large());
    }
    let kind = crate::domain::image::sniff_image(&bytes).ok_or_else(ApiError::unsupported_image)?;
    let mut db = user.db().await?;
    let o = orders::lock_order(&mut db, form.order_id)
        .await?
        .filter(|o| o.agent_id == user.id)
        .ok_or_else(ApiError::not_found)?;
    if o.payment_method != PaymentMethod::Manual
        || !matches!(o.status, OrderStatus::Unpaid | OrderStatus::Approval)
    {
        return Err(ApiError::conflict_rule(
            Msg::ReceiptNotAllowed,
            "receipt_not_allowed",
        ));
    }
    let key = media::save(
        &state.config.upload_dir,
        &user.tenant.company.schema_name,
        kind.extension(),
        &bytes,
    )
    .await?;
    let old = orders::set_receipt(&mut db, o.id, &key).await?;
    orders::add_event(
        &mut db,
        o.id,
        OrderEvent::Receipt,
        Some(o.status),
        OrderStatus::Approval,
        Some(user.id),
        None,
    )
    .await?;
    crate::features::notifications::payment_received(
        &mut db,
        o.id,
        crate::features::notifications::PaymentKind::Receipt,
    )
    .await?;
    if let Some(old) = old {
        media::remove_later(
            &state.config.upload_dir,
            &user.tenant.company.schema_name,
            &old,
        );
    }
    ok_with(
        Msg::ReceiptUploaded,
        view::order_view(&mut db, user, o.id, view::Can::BUYER).await?,
    )
}
