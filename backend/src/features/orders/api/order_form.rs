//! `/orders/quote`, `/orders/create` and `/orders/agents`: HQ's order form, placing an order for
//! an agent (the same rules and totals as checkout; no minimum order), and its agent picker.

use super::can;
use crate::domain::order::{PaymentMethod, ShipmentType};
use crate::features::orders::{
    checkout::{self, Basket, OrderRequest, Shipment},
    pricing::{self, Context, Wanted},
    store, view,
};
use crate::http::auth::{grant, StaffAuth};
use crate::http::text::Text;
use crate::{
    features::shop::address::{self, AddressInput},
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
    PaymentMethod::Manual.code().into()
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
            let row = address::check_address(db, a, &country, &known).await?;
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
pub struct OrderFormApi;

#[OpenApi(prefix_path = "/orders", tag = "ApiTags::Orders")]
impl OrderFormApi {
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
                payment_method: checkout::payment_method(&body.payment_type)?,
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
        if checkout::payment_method(&body.payment_type)? != PaymentMethod::Manual {
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
                payment_method: checkout::payment_method(&body.payment_type)?,
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
