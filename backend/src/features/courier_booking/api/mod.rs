//! `/orders/courier/providers`, `/orders/courier/rates`, `/orders/courier/book`,
//! `/orders/courier/track`, `/orders/courier/booking` (HQ's order desk) and the providers'
//! webhooks. How a booking is made is in `book`.

mod book;

use super::{rules, store, tracking};
use crate::{
    domain::money::money,
    features::{
        integration_hub::{providers, store as accounts},
        orders::actions,
    },
    http::{
        auth::{grant, StaffAuth},
        ok,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::Msg,
    integrations::{easyparcel::ProviderError, ninjavan},
    state::AppState,
    tenancy::Tenant,
};
use book::{book_one, carrier, carriers, parties, provider_words, quote};
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem_openapi::{
    param::{Path, Query},
    payload::{Json, PlainText},
    Object, OpenApi,
};
use rust_decimal::Decimal;
use sqlx::PgConnection;
use std::{str::FromStr, sync::Arc};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierRatesInput {
    #[oai(default)]
    pub order_id: i64,
    /// easyparcel, delyva, ninjavan, poslaju or citylink (one of `/orders/courier/providers`);
    /// empty: the first connected and on of EasyParcel, Delyva and Ninja Van.
    #[oai(default)]
    pub provider: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProviderRate {
    pub service_id: String,
    pub service_name: String,
    pub courier_id: String,
    pub courier_name: String,
    /// null: billed at the company's contract rate with the provider (Ninja Van quotes nothing).
    #[oai(nullable)]
    pub price: Option<String>,
    /// The provider's own words ("Estimated 2 working day(s)"); empty when it gives none.
    pub delivery: String,
    /// The rate booking picks when no service is asked (the cheapest of the couriers HQ books with).
    pub chosen: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProviderRates {
    /// The provider asked for (or picked): easyparcel, delyva, ninjavan, poslaju or citylink.
    pub provider: String,
    pub rates: Vec<ProviderRate>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierBookInput {
    /// HQ orders to ship (1 to 50), each approved and waiting to ship by courier.
    #[oai(default, validator(max_items = 50))]
    pub order_ids: Vec<i64>,
    /// easyparcel, delyva, ninjavan, poslaju or citylink (Pos Laju and City-Link through the
    /// aggregator their card names, with that courier's services only); empty: the first
    /// connected and on of EasyParcel, Delyva and Ninja Van.
    #[oai(default)]
    pub provider: Text,
    /// A service from `/orders/courier/rates`; empty: each order's cheapest.
    #[oai(default)]
    pub service_id: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierOrdersInput {
    #[oai(default, validator(max_items = 50))]
    pub order_ids: Vec<i64>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierTrackingEvent {
    pub at: DateTime<Utc>,
    pub status: String,
}

/// An order's courier booking.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierBooking {
    pub order_id: i64,
    pub number: String,
    pub provider: String,
    /// booking (under way), booked, delivered or failed.
    pub status: String,
    #[oai(nullable)]
    pub courier_name: Option<String>,
    #[oai(nullable)]
    pub service_name: Option<String>,
    #[oai(nullable)]
    pub price: Option<String>,
    /// The airway bill number (the order's tracking number).
    #[oai(nullable)]
    pub awb: Option<String>,
    /// The courier's label (PDF), kept with the company's files (`/api/media/…`; the provider's
    /// own link when it could not be fetched).
    #[oai(nullable)]
    pub label_url: Option<String>,
    #[oai(nullable)]
    pub tracking_url: Option<String>,
    #[oai(nullable)]
    pub tracking_status: Option<String>,
    /// Why the last try failed (the provider's words).
    #[oai(nullable)]
    pub error: Option<String>,
    #[oai(nullable)]
    pub booked_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub delivered_at: Option<DateTime<Utc>>,
    pub events: Vec<CourierTrackingEvent>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct BookingFailure {
    pub order_id: i64,
    #[oai(nullable)]
    pub number: Option<String>,
    pub message: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct BookingReport {
    pub booked: Vec<CourierBooking>,
    pub failed: Vec<BookingFailure>,
}

/// `booking` is null while the order has none.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierBookingLookup {
    #[oai(nullable)]
    pub booking: Option<CourierBooking>,
}

async fn view(db: &mut PgConnection, b: store::Booking) -> Result<CourierBooking, ApiError> {
    let events = store::events(db, b.id)
        .await?
        .into_iter()
        .map(|(at, status)| CourierTrackingEvent { at, status })
        .collect();
    Ok(CourierBooking {
        order_id: b.order_id,
        number: b.number,
        provider: b.provider,
        status: b.status,
        courier_name: b.courier_name,
        service_name: b.service_name,
        price: b.price.map(money),
        awb: b.awb,
        label_url: b.label_url,
        tracking_url: b.tracking_url,
        tracking_status: b.tracking_status,
        error: b.error,
        booked_at: b.booked_at,
        delivered_at: b.delivered_at,
        events,
    })
}

pub struct CourierBookingApi;

#[OpenApi(tag = "ApiTags::Orders")]
impl CourierBookingApi {
    /// The providers HQ can book couriers with now, in the order a booking without one picks
    /// them (connected and on; Pos Laju and City-Link when the aggregator they go through is).
    #[oai(path = "/orders/courier/providers", method = "get")]
    async fn providers(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::ManageOrders>,
    ) -> ApiResult<Vec<String>> {
        let mut db = auth.db().await?;
        let on = carriers(&state, &mut db).await?;
        ok(on.into_iter().map(String::from).collect())
    }

    /// Live rates for an HQ order from the provider asked for: EasyParcel's rate check (the
    /// couriers HQ books with), Delyva's quote, the Pos Laju or City-Link services of the
    /// aggregator their card goes through, or Ninja Van's one service at the contract rate
    /// (422 `courier_not_connected` without the provider; 422 `cannot_quote` with the reason when
    /// the order cannot be quoted; 409 `provider_unreachable`).
    #[oai(path = "/orders/courier/rates", method = "post")]
    async fn rates(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<CourierRatesInput>,
    ) -> ApiResult<ProviderRates> {
        let mut db = auth.db().await?;
        let carrier = carrier(&state, &mut db, body.provider.trim()).await?;
        let order = store::order_to_ship(&mut db, body.order_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let (from, to) = parties(&auth.0.tenant.company.name, &order)
            .map_err(|msg| ApiError::rule(msg, "cannot_quote"))?;
        let name = carrier.booker.name();
        let rates = quote(&state, &carrier, &order, (&from, &to))
            .await
            .map_err(|e| match e {
                ProviderError::Refused(_) => {
                    ApiError::rule_text(&provider_words(name, e), "cannot_quote", None)
                }
                ProviderError::Unreachable(_) => {
                    ApiError::conflict_text(&provider_words(name, e), "provider_unreachable")
                }
            })?;
        let chosen = rules::choose(&rates, &[], None, None).map(|r| r.service_id.clone());
        ok(ProviderRates {
            provider: carrier.code().into(),
            rates: rates
                .into_iter()
                .map(|r| ProviderRate {
                    chosen: chosen.as_deref() == Some(r.service_id.as_str()),
                    service_id: r.service_id,
                    service_name: r.service_name,
                    courier_id: r.courier_id,
                    courier_name: r.courier_name,
                    price: Decimal::from_str(&r.price).ok().map(money),
                    delivery: r.delivery,
                })
                .collect(),
        })
    }

    /// Books HQ orders with the provider asked for (or the first connected), each on its own:
    /// booked orders get their airway bill and label and go out for delivery; the others are
    /// reported with the reason and stay as they were. Booking an order again is safe (a booked
    /// one is returned as it is).
    #[oai(path = "/orders/courier/book", method = "post")]
    async fn book(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<CourierBookInput>,
    ) -> ApiResult<BookingReport> {
        if body.order_ids.is_empty() {
            return Err(ApiError::field("orderIds", Msg::SelectOrders));
        }
        let carrier = {
            let mut db = auth.db().await?;
            carrier(&state, &mut db, body.provider.trim()).await?
        };
        let service = Some(body.service_id.trim()).filter(|s| !s.is_empty());
        let mut ids = body.order_ids.clone();
        let mut seen = std::collections::HashSet::new();
        ids.retain(|id| seen.insert(*id));
        let mut booked = vec![];
        let mut failed = vec![];
        for id in ids {
            match book_one(&state, &auth.0, &carrier, id, service).await? {
                Ok(b) => booked.push(b),
                Err((number, message)) => failed.push(BookingFailure {
                    order_id: id,
                    number,
                    message,
                }),
            }
        }
        let mut db = auth.db().await?;
        let mut views = vec![];
        for b in booked {
            views.push(view(&mut db, b).await?);
        }
        ok(BookingReport {
            booked: views,
            failed,
        })
    }

    /// Asks the courier about these orders' parcels now: new events are kept and a delivered
    /// parcel completes its order.
    #[oai(path = "/orders/courier/track", method = "post")]
    async fn track(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<CourierOrdersInput>,
    ) -> ApiResult<Vec<CourierBooking>> {
        let (trackers, bookings) = {
            let mut db = auth.db().await?;
            let trackers = tracking::Trackers::load(&state, &mut db).await?;
            if !trackers.any() {
                return Err(ApiError::rule(
                    Msg::CourierNotConnected,
                    "courier_not_connected",
                ));
            }
            let mut bookings = vec![];
            for id in &body.order_ids {
                if let Some(b) = store::booking(&mut db, *id).await? {
                    bookings.push(b);
                }
            }
            (trackers, bookings)
        };
        let mut now = vec![];
        for b in bookings {
            if let Some(b) =
                tracking::refresh(&state, &auth.0.tenant.company, &trackers, &b).await?
            {
                now.push(b);
            }
        }
        let mut db = auth.db().await?;
        let mut views = vec![];
        for b in now {
            views.push(view(&mut db, b).await?);
        }
        ok(views)
    }

    /// An order's courier booking with its tracking, or null.
    #[oai(path = "/orders/courier/booking", method = "get")]
    async fn booking(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        #[oai(name = "orderId", validator(minimum(value = "1")))] order_id: Query<i64>,
    ) -> ApiResult<CourierBookingLookup> {
        let mut db = auth.db().await?;
        let booking = match store::booking(&mut db, order_id.0).await? {
            Some(b) => Some(view(&mut db, b).await?),
            None => None,
        };
        ok(CourierBookingLookup { booking })
    }

    /// EasyParcel's webhook (set up in EasyParcel's developer hub with the address the hub shows).
    /// EasyParcel signs nothing, so the address carries a secret token and the body is only a
    /// trigger: the parcel named by `awb_number` is asked about again. 403 for a wrong token
    /// (nothing changes); 200 otherwise.
    #[oai(path = "/integration/easyparcel/webhook/:token", method = "post")]
    async fn webhook(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        token: Path<String>,
        body: Json<serde_json::Value>,
    ) -> Result<PlainText<String>, ApiError> {
        trigger_webhook(&state, &tenant, "easyparcel", &token.0, &body.0).await
    }

    /// Delyva's webhook (subscribed with the address the hub shows). Delyva's signature is not
    /// documented, so the address carries a secret token and the body is only a trigger: the
    /// consignment named in it (`consignmentNo`, or `data.consignmentNo`) is asked about again.
    /// 403 for a wrong token (nothing changes); 200 otherwise.
    #[oai(path = "/integration/delyva/webhook/:token", method = "post")]
    async fn delyva_webhook(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        token: Path<String>,
        body: Json<serde_json::Value>,
    ) -> Result<PlainText<String>, ApiError> {
        trigger_webhook(&state, &tenant, "delyva", &token.0, &body.0).await
    }

    /// Ninja Van's webhook: the raw JSON body signed with the company's client secret in
    /// `X-Ninjavan-Hmac-Sha256` (base64 HMAC-SHA256). 403 for a missing or wrong signature
    /// (nothing changes); otherwise the event is kept once and a delivered parcel completes its
    /// order. 200 also for a parcel that is not ours (Ninja Van retries anything else).
    #[oai(path = "/integration/ninjavan/webhook", method = "post")]
    async fn ninjavan_webhook(
        &self,
        state: Data<&Arc<AppState>>,
        tenant: Tenant,
        #[oai(name = "X-Ninjavan-Hmac-Sha256")] signature: poem_openapi::param::Header<
            Option<String>,
        >,
        body: poem_openapi::payload::Binary<Vec<u8>>,
    ) -> Result<PlainText<String>, ApiError> {
        let mut db = tenant.db().await?;
        let secret = providers::ninjavan_on(&state, &mut db)
            .await?
            .map(|nv| nv.client_secret)
            .unwrap_or_default();
        let signed = !secret.is_empty()
            && signature
                .0
                .as_deref()
                .is_some_and(|sig| ninjavan::webhook_signed(&secret, &body.0, sig));
        if !signed {
            return Err(ApiError::forbidden(
                Msg::BadSignature,
                "bad_signature",
                None,
            ));
        }
        let event: serde_json::Value = serde_json::from_slice(&body.0).unwrap_or_default();
        let tracking = event["tracking_id"].as_str().unwrap_or_default();
        let status = event["status"].as_str().unwrap_or_default();
        let at = event["timestamp"]
            .as_str()
            .and_then(|t| {
                chrono::DateTime::parse_from_str(t, "%Y-%m-%dT%H:%M:%S%z")
                    .or_else(|_| chrono::DateTime::parse_from_rfc3339(t))
                    .ok()
            })
            .map(|t| t.with_timezone(&Utc))
            .unwrap_or_else(Utc::now);
        let booking = if tracking.is_empty() {
            None
        } else {
            store::booking_by_awb(&mut db, tracking).await?
        };
        if let Some(b) = booking.filter(|b| b.provider == "ninjavan" && !status.is_empty()) {
            let delivered = b.status == "booked" && rules::delivered(0, status);
            let newly = store::tracked(
                &mut db,
                b.id,
                status,
                &[(at, status.to_string())],
                delivered,
            )
            .await?;
            if newly {
                let _ = actions::complete_as(&mut db, b.order_id, None).await?;
            }
        }
        Ok(PlainText("OK".into()))
    }
}

/// A webhook that is only a trigger, at a secret address: checks the token kept with the
/// provider's account, then asks about the parcel the body names (nothing in it is believed).
async fn trigger_webhook(
    state: &AppState,
    tenant: &Tenant,
    provider: &str,
    token: &str,
    body: &serde_json::Value,
) -> Result<PlainText<String>, ApiError> {
    let (trackers, booking) = {
        let mut db = tenant.db().await?;
        let kept = accounts::account(&mut db, provider).await?;
        let expected = kept
            .as_ref()
            .and_then(|a| a.settings.get("webhookToken"))
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string();
        if expected.is_empty() || !constant_time_eq(expected.as_bytes(), token.as_bytes()) {
            return Err(ApiError::forbidden(
                Msg::BadSignature,
                "bad_signature",
                None,
            ));
        }
        let awb = [
            "/awb_number",
            "/awb",
            "/consignmentNo",
            "/data/consignmentNo",
        ]
        .iter()
        .find_map(|p| body.pointer(p).and_then(|v| v.as_str()))
        .unwrap_or_default()
        .to_string();
        let booking = if awb.is_empty() {
            None
        } else {
            store::booking_by_awb(&mut db, &awb)
                .await?
                .filter(|b| b.provider == provider)
        };
        (tracking::Trackers::load(state, &mut db).await?, booking)
    };
    if let Some(b) = booking {
        tracking::refresh(state, &tenant.company, &trackers, &b).await?;
    }
    Ok(PlainText("OK".into()))
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
