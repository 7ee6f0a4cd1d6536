//! `/orders/…`: HQ's order screens — the list with tab counts, the whole record, approve (also in
//! bulk, with each order's outcome), cancel, refund, ship, complete and pickup. Print marks and
//! the bulk tracking file are `fulfilment`; HQ placing an order for an agent is `order_form`; the
//! agent's own and team orders are `agent`.

pub mod agent;
pub mod fulfilment;
pub mod order_form;
pub mod voucher_uses;

use super::{
    actions::{self, Refused},
    rules, store, view,
};
use crate::domain::order::{CancelReason, OrderAction, OrderStatus, PaymentMethod, ShipmentType};
use crate::http::auth::{grant, StaffAuth};
use crate::http::text::Text;
use crate::{
    features::setup::rules::day_bounds_kl,
    http::tags::ApiTags,
    http::{
        auth::{CurrentUser, Permission},
        ok, ok_with, search_pattern, ApiError, ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use serde_json::{json, Value};
use sqlx::PgConnection;

/// The list's query string (shared with the agent's order list).
pub struct OrderQuery {
    pub status: Option<String>,
    pub search: Option<String>,
    /// YYYY-MM-DD (Kuala Lumpur day of creation)
    pub from: Option<String>,
    pub to: Option<String>,
    pub payment_method: Option<String>,
    pub shipment_type: Option<String>,
    /// hq or upline
    pub seller: Option<String>,
}

impl OrderQuery {
    pub fn filter(&self) -> Result<store::OrderFilter, ApiError> {
        let mut e = FieldErrors::default();
        let blank = |v: &Option<String>| {
            v.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        let status = blank(&self.status).and_then(|s| {
            let parsed = OrderStatus::parse(&s);
            if parsed.is_none() {
                e.add("status", t(Msg::InvalidChoice));
            }
            parsed
        });
        let mut day = |field: &str, v: &Option<String>| {
            blank(v).and_then(
                |s| match chrono::NaiveDate::parse_from_str(&s, "%Y-%m-%d") {
                    Ok(d) => Some(d),
                    Err(_) => {
                        e.add(field, t(Msg::InvalidDate));
                        None
                    }
                },
            )
        };
        let from = day("from", &self.from);
        let to = day("to", &self.to);
        let payment_method = blank(&self.payment_method).and_then(|m| {
            let parsed = PaymentMethod::parse(&m);
            if parsed.is_none() {
                e.add("paymentMethod", t(Msg::InvalidChoice));
            }
            parsed
        });
        let shipment_type = blank(&self.shipment_type).and_then(|m| {
            let parsed = ShipmentType::parse(&m);
            if parsed.is_none() {
                e.add("shipmentType", t(Msg::InvalidChoice));
            }
            parsed
        });
        let hq_seller = match blank(&self.seller).as_deref() {
            None => None,
            Some("hq") => Some(true),
            Some("upline") => Some(false),
            Some(_) => {
                e.add("seller", t(Msg::InvalidChoice));
                None
            }
        };
        e.finish()?;
        Ok(store::OrderFilter {
            status,
            pattern: search_pattern(self.search.as_deref()),
            from: from.map(|d| day_bounds_kl(d, d).0),
            to: to.map(|d| day_bounds_kl(d, d).1),
            payment_method,
            shipment_type,
            hq_seller,
            agent_id: None,
            seller_id: None,
        })
    }
}

/// One action on one order by `actor`; the message to answer with.
pub async fn act(
    db: &mut PgConnection,
    id: i64,
    actor: i64,
    action: OrderAction,
    text: Option<&str>,
) -> Result<Msg, ApiError> {
    let text = text.map(str::trim).filter(|s| !s.is_empty());
    let (outcome, msg) = match action {
        OrderAction::Approve => (actions::approve(db, id, actor).await?, Msg::Approved),
        OrderAction::Cancel => (
            actions::cancel(db, id, Some(actor), CancelReason::Cancelled, text).await?,
            Msg::OrderCancelled,
        ),
        OrderAction::Refund => (
            actions::refund(db, id, actor, text).await?,
            Msg::OrderRefunded,
        ),
        OrderAction::Ship => {
            let tracking =
                text.ok_or_else(|| ApiError::field("trackingNumber", Msg::TrackingRequired))?;
            if tracking.chars().count() > rules::MAX_TRACKING_LEN {
                return Err(ApiError::field("trackingNumber", Msg::TrackingTooLong));
            }
            (
                actions::ship(db, id, actor, tracking).await?,
                Msg::OrderShipped,
            )
        }
        OrderAction::Complete => (actions::complete(db, id, actor).await?, Msg::OrderCompleted),
        OrderAction::Pickup => {
            let by = text.ok_or_else(|| ApiError::field("collectedBy", Msg::Required))?;
            (
                actions::pickup(db, id, actor, by).await?,
                Msg::OrderCompleted,
            )
        }
    };
    outcome.map_err(ApiError::from)?;
    Ok(msg)
}

fn can(user: &CurrentUser) -> view::Can {
    view::Can {
        approve: user.can(Permission::ApproveManualPayment),
        manage: user.can(Permission::ManageOrders),
    }
}

#[derive(Object)]
pub struct IdsInput {
    #[oai(default)]
    pub ids: Vec<i64>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ActionInput {
    pub id: i64,
    #[oai(nullable)]
    pub remark: Option<Text>,
    #[oai(nullable)]
    pub tracking_number: Option<Text>,
    #[oai(nullable)]
    pub collected_by: Option<Text>,
}
pub struct OrdersApi;

#[OpenApi(prefix_path = "/orders", tag = "ApiTags::Orders")]
impl OrdersApi {
    /// Orders by tab with the counts of every tab; `tooMany` when a search matches over 150.
    #[oai(path = "/", method = "get")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        auth: StaffAuth<grant::OrderDesk>,
        status: Query<Option<String>>,
        search: Query<Option<String>>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
        #[oai(name = "paymentMethod")] payment_method: Query<Option<String>>,
        #[oai(name = "shipmentType")] shipment_type: Query<Option<String>>,
        seller: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<view::OrderPage> {
        let filter = OrderQuery {
            status: status.0,
            search: search.0,
            from: from.0,
            to: to.0,
            payment_method: payment_method.0,
            shipment_type: shipment_type.0,
            seller: seller.0,
        }
        .filter()?;
        let mut db = auth.db().await?;
        ok(view::order_page(&mut db, &auth.0.tenant, &filter, page.0, per_page.0).await?)
    }

    /// The whole record of an order (spec §3 Order) with its history.
    #[oai(path = "/detail", method = "get")]
    async fn detail(
        &self,
        auth: StaffAuth<grant::OrderDesk>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<view::Order> {
        let mut db = auth.db().await?;
        ok(view::order_view(&mut db, &auth.0, id.0, can(&auth.0)).await?)
    }

    /// Approves orders (irreversible); each order's outcome is reported.
    #[oai(path = "/approve", method = "post")]
    async fn approve(
        &self,
        auth: StaffAuth<grant::ApproveManualPayment>,
        body: Json<IdsInput>,
    ) -> ApiResult<Value> {
        if body.ids.is_empty() {
            return Err(ApiError::field("ids", Msg::SelectOrders));
        }
        let mut ids = body.ids.clone();
        ids.sort_unstable();
        ids.dedup();
        let mut db = auth.db().await?;
        let mut outcomes = Vec::new();
        for id in ids {
            let outcome = actions::approve(&mut db, id, auth.0.id).await?;
            outcomes.push(match outcome {
                Ok(o) => {
                    json!({"id": id, "number": o.number, "ok": true, "message": t(Msg::Approved)})
                }
                Err(Refused(msg, _)) => {
                    let number = store::order_state(&mut db, id).await?.map(|o| o.number);
                    json!({"id": id, "number": number, "ok": false, "message": t(msg)})
                }
            });
        }
        ok(Value::Array(outcomes))
    }

    #[oai(path = "/cancel", method = "post")]
    async fn cancel(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        self.one(
            &auth.0,
            body.id,
            OrderAction::Cancel,
            body.remark.as_deref(),
        )
        .await
    }

    #[oai(path = "/refund", method = "post")]
    async fn refund(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        self.one(
            &auth.0,
            body.id,
            OrderAction::Refund,
            body.remark.as_deref(),
        )
        .await
    }

    #[oai(path = "/ship", method = "post")]
    async fn ship(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        self.one(
            &auth.0,
            body.id,
            OrderAction::Ship,
            body.tracking_number.as_deref(),
        )
        .await
    }

    #[oai(path = "/complete", method = "post")]
    async fn complete(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        self.one(&auth.0, body.id, OrderAction::Complete, None)
            .await
    }

    /// A self-pickup order handed over (`collectedBy`).
    #[oai(path = "/pickup", method = "post")]
    async fn pickup(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<ActionInput>,
    ) -> ApiResult<view::Order> {
        self.one(
            &auth.0,
            body.id,
            OrderAction::Pickup,
            body.collected_by.as_deref(),
        )
        .await
    }
}

impl OrdersApi {
    async fn one(
        &self,
        user: &CurrentUser,
        id: i64,
        action: OrderAction,
        text: Option<&str>,
    ) -> ApiResult<view::Order> {
        let mut db = user.db().await?;
        let msg = act(&mut db, id, user.id, action, text).await?;
        ok_with(msg, view::order_view(&mut db, user, id, can(user)).await?)
    }
}
