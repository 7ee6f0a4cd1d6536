//! `/sales/order…` and `/sales/orders`: the agent's own orders (what they bought) and team orders
//! (what their downline bought from them), with the actions each side may take. The agent's shop,
//! cart and checkout are in `features/shop`.

use super::{act, ActionInput, OrderQuery};
use crate::domain::order::CancelReason;
use crate::domain::order::OrderStatus;
use crate::{
    domain::{money, order::OrderAction},
    features::orders::{actions, rules as order_rules, store as orders, view},
    http::{
        auth::{AgentAuth, CurrentUser, UserAuth},
        forms::IdInput,
        ok, ok_with,
        tags::ApiTags,
        ApiError, ApiResult,
    },
    i18n::Msg,
};
use poem_openapi::{param::Query, payload::Json, OpenApi};
use serde_json::{json, Value};

pub struct AgentOrdersApi;

#[OpenApi(prefix_path = "/sales", tag = "ApiTags::Shop")]
impl AgentOrdersApi {
    /// Where an order's payment stands, for the result pages.
    #[oai(path = "/order/status", method = "get")]
    async fn status(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Value> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let o = view::own_order(&mut db, user, id.0).await?;
        ok(
            json!({"id": o.id, "number": o.number, "status": o.status, "paymentStatus": o.payment_status,
                  "paymentMethod": o.payment_method, "grandTotal": money(o.grand_total),
                  "result": order_rules::payment_result(o.status, o.payment_status)}),
        )
    }

    /// The buyer deletes their own unpaid order: stock and voucher come back.
    #[oai(path = "/order/delete", method = "post")]
    async fn delete_order(&self, auth: UserAuth, body: Json<IdInput>) -> ApiResult<view::Order> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let o = view::own_order(&mut db, user, body.id).await?;
        if o.status != OrderStatus::Unpaid {
            return Err(ApiError::conflict_rule(Msg::CannotCancel, "cannot_cancel"));
        }
        actions::cancel(&mut db, o.id, Some(user.id), CancelReason::Cancelled, None)
            .await?
            .map_err(ApiError::from)?;
        ok_with(
            Msg::OrderCancelled,
            view::order_view(&mut db, user, o.id, view::Can::BUYER).await?,
        )
    }

    /// The buyer confirms a delivered order.
    #[oai(path = "/order/received", method = "post")]
    async fn received(&self, auth: UserAuth, body: Json<IdInput>) -> ApiResult<view::Order> {
        let user = &auth.0;
        let mut db = user.db().await?;
        view::own_order(&mut db, user, body.id).await?;
        actions::complete(&mut db, body.id, user.id)
            .await?
            .map_err(ApiError::from)?;
        ok_with(
            Msg::OrderCompleted,
            view::order_view(&mut db, user, body.id, view::Can::BUYER).await?,
        )
    }

    /// The agent's orders: `personal` (placed by them) or `team` (placed with them by their downline).
    #[oai(path = "/orders", method = "get")]
    #[allow(clippy::too_many_arguments)]
    async fn orders(
        &self,
        auth: AgentAuth,
        view: Query<Option<String>>,
        status: Query<Option<String>>,
        search: Query<Option<String>>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<view::OrderPage> {
        let user = &auth.0;
        let mut filter = OrderQuery {
            status: status.0,
            search: search.0,
            from: from.0,
            to: to.0,
            payment_method: None,
            shipment_type: None,
            seller: None,
        }
        .filter()?;
        if view.0.as_deref() == Some("team") {
            filter.seller_id = Some(user.id);
        } else {
            filter.agent_id = Some(user.id);
        }
        filter.hq_seller = None;
        let mut db = user.db().await?;
        ok(crate::features::orders::view::order_page(
            &mut db,
            &user.tenant,
            &filter,
            page.0,
            per_page.0,
        )
        .await?)
    }

    /// One of the agent's orders (bought or sold by them).
    #[oai(path = "/order", method = "get")]
    async fn order(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<view::Order> {
        let user = &auth.0;
        let mut db = user.db().await?;
        let o = orders::order_state(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let seller = o.seller_id == Some(user.id);
        if o.agent_id != user.id && !seller {
            return Err(ApiError::not_found());
        }
        ok(view::order_view(
            &mut db,
            user,
            o.id,
            view::Can {
                approve: seller,
                manage: seller,
            },
        )
        .await?)
    }

    /// The seller (upline) approves a team order's payment.
    #[oai(path = "/order/approve", method = "post")]
    async fn seller_approve(&self, auth: AgentAuth, body: Json<IdInput>) -> ApiResult<view::Order> {
        seller_act(&auth.0, body.id, OrderAction::Approve, None).await
    }

    /// The seller ships a team order (`{"id", "trackingNumber"}`).
    #[oai(path = "/order/ship", method = "post")]
    async fn seller_ship(
        &self,
        auth: AgentAuth,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        seller_act(
            &auth.0,
            body.id,
            OrderAction::Ship,
            body.tracking_number.as_deref(),
        )
        .await
    }

    #[oai(path = "/order/cancel", method = "post")]
    async fn seller_cancel(
        &self,
        auth: AgentAuth,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        seller_act(
            &auth.0,
            body.id,
            OrderAction::Cancel,
            body.remark.as_deref(),
        )
        .await
    }

    #[oai(path = "/order/complete", method = "post")]
    async fn seller_complete(
        &self,
        auth: AgentAuth,
        body: Json<IdInput>,
    ) -> ApiResult<view::Order> {
        seller_act(&auth.0, body.id, OrderAction::Complete, None).await
    }

    /// The seller refunds a paid team order (`{"id", "remark"}`); units not yet handed over come back.
    #[oai(path = "/order/refund", method = "post")]
    async fn seller_refund(
        &self,
        auth: AgentAuth,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        seller_act(
            &auth.0,
            body.id,
            OrderAction::Refund,
            body.remark.as_deref(),
        )
        .await
    }

    /// The seller hands a team order over (`{"id", "collectedBy"}`): upline orders are collected, so
    /// this is how the seller completes them.
    #[oai(path = "/order/pickup", method = "post")]
    async fn seller_pickup(
        &self,
        auth: AgentAuth,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        seller_act(
            &auth.0,
            body.id,
            OrderAction::Pickup,
            body.collected_by.as_deref(),
        )
        .await
    }
}

async fn seller_act(
    user: &CurrentUser,
    id: i64,
    action: OrderAction,
    text: Option<&str>,
) -> ApiResult<view::Order> {
    let mut db = user.db().await?;
    orders::order_state(&mut db, id)
        .await?
        .filter(|o| o.seller_id == Some(user.id))
        .ok_or_else(ApiError::not_found)?;
    let msg = act(&mut db, id, user.id, action, text).await?;
    ok_with(
        msg,
        view::order_view(&mut db, user, id, view::Can::SELLER).await?,
    )
}
