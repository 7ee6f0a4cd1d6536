//! `/orders/…`: HQ's order screens — the list with tab counts, the whole record, approve (also in
//! bulk, with each order's outcome), cancel, refund, ship, complete, pickup, print marks, the bulk
//! tracking file, and HQ placing an order for an agent.

pub mod agent;

use super::{
    actions::{self, Refused},
    checkout::{self, Basket, OrderRequest, Shipment},
    pricing::{self, Context, Wanted},
    rules, store, view,
};
use crate::domain::order::{OrderAction, PrintedDocument, ShipmentType};
use crate::http::auth::{grant, StaffAuth};
use crate::http::text::Text;
use crate::{
    features::{setup::rules::day_bounds_kl, shop::api::addresses::AddressInput},
    http::tags::ApiTags,
    http::{
        auth::{CurrentUser, Permission},
        ok, ok_with, search_pattern, ApiError, ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
};
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
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
        let status = blank(&self.status);
        if status
            .as_deref()
            .is_some_and(|s| !rules::STATUSES.contains(&s))
        {
            e.add("status", t(Msg::InvalidChoice));
        }
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
        let payment_method = blank(&self.payment_method);
        if payment_method
            .as_deref()
            .is_some_and(|m| !matches!(m, "manual" | "billplz"))
        {
            e.add("paymentMethod", t(Msg::InvalidChoice));
        }
        let shipment_type = blank(&self.shipment_type);
        if shipment_type
            .as_deref()
            .is_some_and(|m| !matches!(m, "courier" | "pickup"))
        {
            e.add("shipmentType", t(Msg::InvalidChoice));
        }
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
            actions::cancel(db, id, Some(actor), "cancelled", text).await?,
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

#[derive(Object)]
pub struct PrintedInput {
    #[oai(default)]
    pub ids: Vec<i64>,
    /// invoice, packing_list or shipping_label
    pub document: Text,
}

#[derive(Multipart)]
pub struct TrackingUpload {
    /// A CSV with a header row naming `order` and `tracking` columns.
    pub file: Upload,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ItemInput {
    #[oai(nullable)]
    pub variant_id: Option<i64>,
    #[oai(nullable)]
    pub package_id: Option<i64>,
    pub quantity: i64,
}

/// HQ places an order for an agent.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct NewOrderInput {
    pub agent_id: i64,
    #[oai(default)]
    pub items: Vec<ItemInput>,
    pub shipment_type: Text,
    #[oai(nullable)]
    pub address: Option<AddressInput>,
    #[oai(nullable)]
    pub shipment_id: Option<i64>,
    #[oai(default = "manual")]
    pub payment_type: Text,
    #[oai(nullable)]
    pub voucher_code: Option<Text>,
    #[oai(nullable)]
    pub order_notes: Option<Text>,
    #[oai(default)]
    pub mark_paid: bool,
}

fn manual() -> Text {
    "manual".into()
}

async fn prepare(
    db: &mut PgConnection,
    user: &CurrentUser,
    body: &NewOrderInput,
) -> Result<(Basket, Shipment), ApiError> {
    let ctx = Context::load(db, body.agent_id, false, &user.tenant.company.currency)
        .await
        .map_err(|_| ApiError::field("agentId", Msg::NotFound))?;
    if body.items.is_empty() {
        return Err(ApiError::field("items", Msg::ItemsRequired));
    }
    let mut e = FieldErrors::default();
    let mut wanted = Vec::new();
    for (i, item) in body.items.iter().enumerate() {
        if !(1..=9999).contains(&item.quantity) {
            e.add(&format!("items.{i}.quantity"), t(Msg::OutOfRange));
        }
        let (kind, variant_id, package_id) = match (item.variant_id, item.package_id) {
            (Some(v), None) => ("product", Some(v), None),
            (None, Some(p)) => ("package", None, Some(p)),
            _ => {
                e.add(&format!("items.{i}"), t(Msg::UnknownProduct));
                continue;
            }
        };
        wanted.push(Wanted {
            kind,
            variant_id,
            package_id,
            combo_id: None,
            picks: vec![],
            quantity: item.quantity,
            cart_line_id: None,
        });
    }
    e.finish()?;
    let lines = pricing::price(db, &ctx, wanted).await?;
    let mut e = FieldErrors::default();
    for (i, l) in lines.iter().enumerate() {
        if let Some(p) = &l.problem {
            e.add(&format!("items.{i}"), p.message(&l.name));
        }
    }
    e.finish()?;
    let address = match &body.address {
        Some(a) => {
            let default_country = if user.tenant.company.currency == "IDR" {
                "ID"
            } else {
                "MY"
            };
            let country = a
                .country
                .clone()
                .filter(|c| !c.trim().is_empty())
                .unwrap_or_else(|| default_country.into())
                .to_ascii_uppercase();
            let known = crate::features::couriers::store::state_codes(db, &country).await?;
            let mut e = FieldErrors::default();
            let row = crate::features::shop::rules::parse_address(&mut e, a, &country, &known);
            e.finish()?;
            Some(crate::features::shop::rules::snapshot(&row))
        }
        None => None,
    };
    let shipment = match ShipmentType::parse(&body.shipment_type) {
        Some(ShipmentType::Pickup) => Shipment::Pickup { address },
        Some(ShipmentType::Courier) => Shipment::Courier {
            courier_id: body
                .shipment_id
                .ok_or_else(|| ApiError::field("shipmentId", Msg::CourierRequired))?,
            address: address.ok_or_else(|| ApiError::field("address", Msg::AddressRequired))?,
        },
        None => return Err(ApiError::field("shipmentType", Msg::InvalidChoice)),
    };
    Ok((Basket { ctx, lines }, shipment))
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
        actions::expire_holds(&mut db, None).await?;
        ok(view::order_page(&mut db, &filter, page.0, per_page.0).await?)
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

    /// Marks invoices, packing lists or shipping labels as printed.
    #[oai(path = "/printed", method = "post")]
    async fn printed(
        &self,
        auth: StaffAuth<grant::OrderDesk>,
        body: Json<PrintedInput>,
    ) -> ApiResult<Value> {
        let column = PrintedDocument::parse(&body.document)
            .ok_or_else(|| ApiError::field("document", Msg::InvalidChoice))?
            .printed_column();
        if body.ids.is_empty() {
            return Err(ApiError::field("ids", Msg::SelectOrders));
        }
        let mut db = auth.db().await?;
        let updated = store::mark_printed(&mut db, &body.ids, column).await?;
        ok(json!({"updated": updated}))
    }

    /// A CSV of order and tracking number: good rows are applied (the orders go out for delivery),
    /// bad rows are reported with their line and reason and change nothing.
    #[oai(path = "/bulk-tracking", method = "post")]
    async fn bulk_tracking(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        form: TrackingUpload,
    ) -> ApiResult<Value> {
        if form.file.size() > 2 * 1024 * 1024 {
            return Err(ApiError::too_large());
        }
        let bytes = form.file.into_vec().await.map_err(ApiError::internal)?;
        let rows = rules::parse_tracking_csv(&bytes)
            .map_err(|_| ApiError::field("file", Msg::TrackingFileInvalid))?;
        let problems = rules::row_problems(&rows);
        let mut db = auth.db().await?;
        let refs: Vec<String> = rows.iter().map(|r| r.order.to_ascii_uppercase()).collect();
        let found = store::orders_by_reference(&mut db, &refs).await?;
        let mut applied = Vec::new();
        let mut rejected = Vec::new();
        for (row, problem) in rows.iter().zip(problems) {
            let key = row.order.to_ascii_uppercase();
            let order = found
                .iter()
                .find(|(number, o)| *number == key || o.id.to_string() == key)
                .map(|(_, o)| o);
            let reason = match (problem, order) {
                (Some(rules::RowProblem::OrderMissing), _) | (None, None) => {
                    Some(Msg::OrderNotFound)
                }
                (Some(rules::RowProblem::TrackingMissing), _) => Some(Msg::TrackingRequired),
                (Some(rules::RowProblem::TrackingTooLong), _) => Some(Msg::TrackingTooLong),
                (Some(rules::RowProblem::Duplicate), _) => Some(Msg::DuplicateOrderRow),
                (None, Some(o)) => {
                    match actions::ship(&mut db, o.id, auth.0.id, &row.tracking).await? {
                        Ok(_) => None,
                        Err(Refused(msg, _)) => Some(msg),
                    }
                }
            };
            match reason {
                None => applied.push(json!({"line": row.line, "number": order.map(|o| o.number.clone()), "trackingNumber": row.tracking})),
                Some(msg) => rejected.push(json!({"line": row.line, "order": row.order, "trackingNumber": row.tracking, "message": t(msg)})),
            }
        }
        ok(json!({"applied": applied, "rejected": rejected}))
    }

    /// The figures of an order HQ is about to place for an agent.
    #[oai(path = "/quote", method = "post")]
    async fn quote(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<NewOrderInput>,
    ) -> ApiResult<view::OrderTotals> {
        let mut db = auth.db().await?;
        let (basket, shipment) = prepare(&mut db, &auth.0, &body).await?;
        let q = checkout::quote_basket(
            &mut db,
            &basket,
            &OrderRequest {
                placed_by: auth.0.id,
                shipment: &shipment,
                payment_method: &body.payment_type,
                voucher_code: body.voucher_code.as_deref(),
                order_notes: None,
                mark_paid: false,
                now: chrono::Utc::now(),
            },
        )
        .await?;
        ok(view::totals(&q))
    }

    /// HQ places an order for an agent (the same rules and totals as checkout; no minimum order).
    #[oai(path = "/create", method = "post")]
    async fn create(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<NewOrderInput>,
    ) -> ApiResult<view::Order> {
        if body.payment_type != "manual" {
            return Err(ApiError::field("paymentType", Msg::PaymentUnavailable));
        }
        let mut db = auth.db().await?;
        let (basket, shipment) = prepare(&mut db, &auth.0, &body).await?;
        let (id, _, _) = checkout::place_basket(
            &mut db,
            &basket,
            &OrderRequest {
                placed_by: auth.0.id,
                shipment: &shipment,
                payment_method: &body.payment_type,
                voucher_code: body.voucher_code.as_deref(),
                order_notes: (body.order_notes.clone().filter(|s| !s.trim().is_empty()))
                    .map(String::from),
                mark_paid: body.mark_paid && auth.0.can(Permission::ApproveManualPayment),
                now: chrono::Utc::now(),
            },
            None,
        )
        .await?;
        ok_with(
            Msg::OrderPlaced,
            view::order_view(&mut db, &auth.0, id, can(&auth.0)).await?,
        )
    }

    /// Agents for the order form's picker (10 at most).
    #[oai(path = "/agents", method = "get")]
    async fn agents(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        search: Query<Option<String>>,
    ) -> ApiResult<Value> {
        let mut db = auth.db().await?;
        let pattern = search_pattern(search.0.as_deref());
        let rows = store::find_agents(&mut db, pattern.as_deref()).await?;
        ok(Value::Array(rows.into_iter().map(|(id, name, username, tier)| json!({"id": id, "name": name, "username": username, "tierName": tier})).collect()))
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
