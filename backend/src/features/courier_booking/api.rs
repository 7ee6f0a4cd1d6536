//! `/orders/courier/rates`, `/orders/courier/book`, `/orders/courier/track`,
//! `/orders/courier/booking` (HQ's order desk) and `/integration/easyparcel/webhook/{token}`.
//!
//! Booking an order takes three steps, each committed in a transaction of its own around the
//! call to the provider: take the booking (a two-minute lease), send the order (its number is
//! kept the moment EasyParcel has it), pay for it (the airway bill is kept and the order ships).
//! A retry of a booking whose order EasyParcel already has only pays for it; a provider that
//! times out or refuses leaves the order as it was.

use super::{
    rules::{self, Step},
    store, tracking,
};
use crate::{
    domain::money::money,
    features::{
        integration_hub::{providers, store as accounts},
        orders::actions::{self, Refused},
    },
    http::{
        auth::{grant, CurrentUser, StaffAuth},
        ok,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
    integrations::{
        delyva,
        easyparcel::{self, Party, ProviderError, Shipment},
        ninjavan,
    },
    state::AppState,
    tenancy::{self, Tenant},
};
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
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProviderRate {
    pub service_id: String,
    pub service_name: String,
    pub courier_id: String,
    pub courier_name: String,
    pub price: String,
    /// The provider's own words ("Estimated 2 working day(s)").
    pub delivery: String,
    /// The rate booking picks when no service is asked (the cheapest of the couriers HQ books with).
    pub chosen: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProviderRates {
    /// easyparcel
    pub provider: String,
    pub rates: Vec<ProviderRate>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CourierBookInput {
    /// HQ orders to ship (1 to 50), each approved and waiting to ship by courier.
    #[oai(default, validator(max_items = 50))]
    pub order_ids: Vec<i64>,
    /// easyparcel or ninjavan; empty: the first connected and on (EasyParcel, then Ninja Van).
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

/// A booking's end: the booking, or why the order was not booked (its number, the reason);
/// nothing about the order changed then.
type Booked = Result<Result<store::Booking, (Option<String>, String)>, ApiError>;

/// The provider that books: EasyParcel, Delyva or Ninja Van.
pub enum Booker {
    Easyparcel(providers::Easyparcel),
    Ninjavan(providers::Ninjavan),
    Delyva(providers::Delyva),
}

impl Booker {
    fn code(&self) -> &'static str {
        match self {
            Booker::Easyparcel(_) => "easyparcel",
            Booker::Ninjavan(_) => "ninjavan",
            Booker::Delyva(_) => "delyva",
        }
    }
}

/// The provider asked for (`easyparcel`, `delyva`, `ninjavan`), or the first connected and on in
/// that order; 422 `courier_not_connected` when there is none.
async fn booker(state: &AppState, db: &mut PgConnection, wanted: &str) -> Result<Booker, ApiError> {
    let any = wanted.is_empty();
    if any || wanted == "easyparcel" {
        if let Some(a) = providers::easyparcel_on(state, db).await? {
            return Ok(Booker::Easyparcel(a));
        }
    }
    if any || wanted == "delyva" {
        if let Some(a) = providers::delyva_on(state, db).await? {
            return Ok(Booker::Delyva(a));
        }
    }
    if any || wanted == "ninjavan" {
        if let Some(a) = providers::ninjavan_on(state, db).await? {
            return Ok(Booker::Ninjavan(a));
        }
    }
    Err(ApiError::rule(
        Msg::CourierNotConnected,
        "courier_not_connected",
    ))
}

async fn account(
    state: &AppState,
    db: &mut PgConnection,
) -> Result<providers::Easyparcel, ApiError> {
    providers::easyparcel_on(state, db)
        .await?
        .ok_or_else(|| ApiError::rule(Msg::CourierNotConnected, "courier_not_connected"))
}

/// The order's two parties as EasyParcel takes them, or why the order cannot be booked.
fn parties(company: &str, o: &store::OrderToShip) -> Result<(Party, Party), Msg> {
    if o.shipment_type != "courier" {
        return Err(Msg::NotACourierOrder);
    }
    let from_state = o.from_state.as_deref().and_then(rules::easyparcel_state);
    let (Some(from_postcode), Some(from_state), Some(from_address)) = (
        o.from_postcode.clone().filter(|p| !p.is_empty()),
        from_state,
        o.from_address1.clone(),
    ) else {
        return Err(Msg::BranchAddressMissing);
    };
    let to_state = o.state.as_deref().and_then(rules::easyparcel_state);
    let (Some(to_postcode), Some(to_state), Some(to_address)) = (
        o.postcode.clone().filter(|p| !p.is_empty()),
        to_state,
        o.address1.clone(),
    ) else {
        return Err(Msg::ReceiverAddressMissing);
    };
    Ok((
        Party {
            name: company.to_string(),
            phone: o.from_phone.clone().unwrap_or_default(),
            address1: from_address,
            address2: o.from_address2.clone().unwrap_or_default(),
            city: o.from_city.clone().unwrap_or_default(),
            postcode: from_postcode,
            state: from_state.into(),
        },
        Party {
            name: o.receiver_name.clone().unwrap_or_default(),
            phone: o.receiver_phone.clone().unwrap_or_default(),
            address1: to_address,
            address2: o.address2.clone().unwrap_or_default(),
            city: o.city.clone().unwrap_or_default(),
            postcode: to_postcode,
            state: to_state.into(),
        },
    ))
}

fn provider_words(provider: &str, e: ProviderError) -> String {
    match e {
        ProviderError::Refused(reason) => format!("{provider}: {reason}"),
        ProviderError::Unreachable(why) => {
            tracing::warn!(provider, error = %why, "courier provider not reached");
            t(Msg::ProviderUnreachable).replace("{provider}", provider)
        }
    }
}

/// Books one order; the booking as it ends, or why not (nothing about the order changed then).
async fn book_one(
    state: &AppState,
    user: &CurrentUser,
    booker: &Booker,
    order_id: i64,
    service: Option<&str>,
) -> Booked {
    let company = &user.tenant.company;
    // 1. Check the order and take its booking.
    let mut tx = tenancy::begin(&state.pool, company).await?;
    let Some(order) = store::order_to_ship(&mut tx, order_id).await? else {
        return Ok(Err((None, t(Msg::OrderNotFound).to_string())));
    };
    let number = Some(order.number.clone());
    if order.status != "to_ship" || !order.approved {
        let booked = store::booking(&mut tx, order_id).await?;
        return Ok(
            match booked.filter(|b| b.status != "failed" && b.awb.is_some()) {
                Some(b) => Ok(b),
                None => Err((number, t(Msg::NotReadyToShip).to_string())),
            },
        );
    }
    let (from, to) = match parties(&company.name, &order) {
        Ok(p) => p,
        Err(msg) => return Ok(Err((number, t(msg).to_string()))),
    };
    let booking = store::lock(&mut tx, order_id, booker.code()).await?;
    let step = rules::next_step(
        Some(booking.status.as_str()),
        booking.provider_order_no.as_deref(),
        booking.lease_running,
    );
    let weight = rules::weight_kg(order.total_weight);
    match step {
        Step::AlreadyBooked => return Ok(Ok(booking)),
        Step::Busy => return Ok(Err((number, t(Msg::BookingUnderWay).to_string()))),
        Step::Submit | Step::Pay(_) => {}
    }
    let account = match booker {
        Booker::Easyparcel(a) => a,
        Booker::Ninjavan(nv) => {
            return book_with_ninjavan(state, user, nv, tx, &order, (&from, &to), &booking).await
        }
        Booker::Delyva(dx) => {
            return book_with_delyva(
                state,
                user,
                dx,
                tx,
                &order,
                (&from, &to),
                &booking,
                service,
                step,
            )
            .await
        }
    };
    let order_no = match step {
        Step::AlreadyBooked | Step::Busy => unreachable!("returned above"),
        Step::Pay(no) => {
            store::take(&mut tx, booking.id, ("", "", ""), None).await?;
            tx.commit().await?;
            no
        }
        Step::Submit => {
            let rates = match easyparcel::rates(
                &state.http,
                &account.base,
                &account.api_key,
                &from,
                &to,
                &weight,
            )
            .await
            {
                Ok(r) => r,
                Err(e) => return Ok(Err((number, provider_words("EasyParcel", e)))),
            };
            let Some(rate) = rules::choose(&rates, &account.couriers, service).cloned() else {
                return Ok(Err((number, t(Msg::NoCourierRate).to_string())));
            };
            store::take(
                &mut tx,
                booking.id,
                (&rate.service_id, &rate.service_name, &rate.courier_name),
                Decimal::from_str(&rate.price).ok(),
            )
            .await?;
            tx.commit().await?;
            // 2. Send it; its number is kept at once.
            let shipment = Shipment {
                from: &from,
                to: &to,
                weight: weight.clone(),
                content: format!("Order {}", order.number),
                value: money(order.sub_total),
                service_id: rate.service_id.clone(),
                collect_date: Utc::now()
                    .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
                    .format("%Y-%m-%d")
                    .to_string(),
                reference: order.number.clone(),
            };
            match easyparcel::submit(&state.http, &account.base, &account.api_key, &shipment).await
            {
                Ok(no) => {
                    let mut tx = tenancy::begin(&state.pool, company).await?;
                    store::submitted(&mut tx, booking.id, &no).await?;
                    tx.commit().await?;
                    no
                }
                Err(e) => return failed(state, company, booking.id, number, "EasyParcel", e).await,
            }
        }
    };
    // 3. Pay for it: the airway bill, then the order ships with it.
    match easyparcel::pay(&state.http, &account.base, &account.api_key, &order_no).await {
        Ok(parcel) => {
            let label = keep_label(state, company, &parcel.label_url, None)
                .await
                .unwrap_or(parcel.label_url);
            let ticket = Ticket {
                awb: &parcel.awb,
                label: &label,
                tracking_url: &parcel.tracking_url,
            };
            shipped(state, user, booking.id, order_id, number, ticket).await
        }
        Err(e) => failed(state, company, booking.id, number, "EasyParcel", e).await,
    }
}

/// The courier's label kept with the company's files (`/api/media/{key}.pdf`), so it prints from
/// our own address even after the provider's link expires; None when it cannot be fetched (a PDF
/// of at most 5 MB) or kept.
async fn keep_label(
    state: &AppState,
    company: &tenancy::Company,
    url: &str,
    header: Option<(&str, &str)>,
) -> Option<String> {
    if url.is_empty() {
        return None;
    }
    let mut req = state
        .http
        .get(url)
        .timeout(std::time::Duration::from_secs(15));
    if let Some((name, value)) = header {
        req = req.header(name, value);
    }
    let bytes = match req.send().await {
        Ok(r) if r.status().is_success() => r.bytes().await.ok(),
        _ => None,
    };
    let Some(pdf) = bytes.filter(|b| b.starts_with(b"%PDF-") && b.len() <= 5 * 1024 * 1024) else {
        tracing::warn!(url, "courier label not fetched");
        return None;
    };
    crate::media::save(&state.config.upload_dir, &company.schema_name, "pdf", &pdf)
        .await
        .ok()
        .map(|key| crate::media::url(&key))
}

/// What a provider gives for a booked parcel.
struct Ticket<'a> {
    awb: &'a str,
    label: &'a str,
    tracking_url: &'a str,
}

/// The parcel is booked: kept with its airway bill, and the order ships with it as its tracking
/// number, in one transaction. Returns the booking as it is now.
async fn shipped(
    state: &AppState,
    user: &CurrentUser,
    booking: i64,
    order_id: i64,
    number: Option<String>,
    ticket: Ticket<'_>,
) -> Booked {
    let mut tx = tenancy::begin(&state.pool, &user.tenant.company).await?;
    store::booked(
        &mut tx,
        booking,
        ticket.awb,
        ticket.label,
        ticket.tracking_url,
    )
    .await?;
    if let Err(Refused(msg, _)) = actions::ship(&mut tx, order_id, user.id, ticket.awb).await? {
        // Booked but the order moved meanwhile (cancelled): keep the booking, say so.
        tx.commit().await?;
        return Ok(Err((number, t(msg).to_string())));
    }
    let b = store::booking(&mut tx, order_id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    tx.commit().await?;
    Ok(Ok(b))
}

/// Books an order with Ninja Van: one call, made the same on a retry (the same requested
/// tracking number, kept before sending); the tracking number is the airway bill.
async fn book_with_ninjavan(
    state: &AppState,
    user: &CurrentUser,
    nv: &providers::Ninjavan,
    mut tx: sqlx::Transaction<'static, sqlx::Postgres>,
    order: &store::OrderToShip,
    (from, to): (&Party, &Party),
    booking: &store::Booking,
) -> Booked {
    let company = &user.tenant.company;
    let number = Some(order.number.clone());
    let requested = rules::requested_tracking_number(&order.number);
    store::take(
        &mut tx,
        booking.id,
        ("Parcel", "Standard", "Ninja Van"),
        None,
    )
    .await?;
    store::submitted(&mut tx, booking.id, &requested).await?;
    tx.commit().await?;
    let address = |p: &Party, state_code: Option<&str>| {
        serde_json::json!({"name": p.name, "phone_number": p.phone, "address": {
            "address1": p.address1, "address2": p.address2, "city": p.city,
            "state": rules::state_name(state_code.unwrap_or_default()), "country": "MY",
            "postcode": p.postcode, "address_type": "office"}})
    };
    let today = Utc::now()
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .format("%Y-%m-%d")
        .to_string();
    let weight: f64 = rules::weight_kg(order.total_weight).parse().unwrap_or(0.1);
    let body = serde_json::json!({
        "service_type": "Parcel", "service_level": "Standard",
        "requested_tracking_number": requested,
        "reference": {"merchant_order_number": order.number},
        "from": address(from, order.from_state.as_deref()),
        "to": address(to, order.state.as_deref()),
        "parcel_job": {"is_pickup_required": true, "pickup_service_type": "Scheduled", "pickup_date": today,
            "delivery_start_date": today,
            "delivery_timeslot": {"start_time": "09:00", "end_time": "22:00", "timezone": "Asia/Kuala_Lumpur"},
            "dimensions": {"weight": weight}, "cash_on_delivery": 0, "allow_weekend_delivery": true}
    });
    let client = ninjavan::Client {
        http: &state.http,
        base: &nv.base,
        cc: &nv.cc,
        client_id: &nv.client_id,
        client_secret: &nv.client_secret,
    };
    let tracking = match ninjavan::create_order(&client, &body).await {
        Ok(t) => t,
        Err(e) => return failed(state, company, booking.id, number, "Ninja Van", e).await,
    };
    let token = ninjavan::cached_token(
        &state.http,
        &nv.base,
        &nv.cc,
        &nv.client_id,
        &nv.client_secret,
    )
    .await
    .ok();
    let bearer = token.map(|t| format!("Bearer {t}"));
    let label = keep_label(
        state,
        company,
        &ninjavan::waybill_url(&nv.base, &nv.cc, &tracking),
        bearer.as_deref().map(|b| ("authorization", b)),
    )
    .await
    // Ninja Van's waybill link needs its token: only our own copy is worth keeping.
    .unwrap_or_default();
    let tracking_url = format!("https://www.ninjavan.co/en-my/tracking?id={tracking}");
    let ticket = Ticket {
        awb: &tracking,
        label: &label,
        tracking_url: &tracking_url,
    };
    shipped(state, user, booking.id, order.id, number, ticket).await
}

/// Books an order with Delyva: a quote (the asked service, else the cheapest), a draft order
/// (its id kept at once), then processing for the consignment number; a retry of a booking
/// Delyva already has only processes it.
#[allow(clippy::too_many_arguments)]
async fn book_with_delyva(
    state: &AppState,
    user: &CurrentUser,
    dx: &providers::Delyva,
    mut tx: sqlx::Transaction<'static, sqlx::Postgres>,
    order: &store::OrderToShip,
    (from, to): (&Party, &Party),
    booking: &store::Booking,
    service: Option<&str>,
    step: Step,
) -> Booked {
    let company = &user.tenant.company;
    let number = Some(order.number.clone());
    let client = dx.client(&state.http);
    let place = |p: &Party, state_code: Option<&str>| delyva::Place {
        name: p.name.clone(),
        phone: p.phone.clone(),
        address1: p.address1.clone(),
        address2: p.address2.clone(),
        city: p.city.clone(),
        state: rules::state_name(state_code.unwrap_or_default()).to_string(),
        postcode: p.postcode.clone(),
        country: "MY".into(),
    };
    let (origin, destination) = (
        place(from, order.from_state.as_deref()),
        place(to, order.state.as_deref()),
    );
    let weight = rules::weight_kg(order.total_weight);
    let (id, code) = match step {
        Step::Pay(id) => {
            store::take(&mut tx, booking.id, ("", "", ""), None).await?;
            tx.commit().await?;
            (id, booking.service_id.clone().unwrap_or_default())
        }
        _ => {
            let quotes = match client.quote(&origin, &destination, &weight).await {
                Ok(q) => q,
                Err(e) => return Ok(Err((number, provider_words("Delyva", e)))),
            };
            let price = |q: &delyva::Quote| Decimal::from_str(&q.price).unwrap_or(Decimal::MAX);
            let chosen = match service.filter(|s| !s.is_empty()) {
                Some(s) => quotes.iter().find(|q| q.code == s),
                None => quotes.iter().min_by_key(|q| price(q)),
            };
            let Some(q) = chosen.cloned() else {
                return Ok(Err((number, t(Msg::NoCourierRate).to_string())));
            };
            store::take(
                &mut tx,
                booking.id,
                (&q.code, &q.name, &q.company),
                Decimal::from_str(&q.price).ok(),
            )
            .await?;
            tx.commit().await?;
            let scheduled = Utc::now().to_rfc3339();
            match client
                .create_order(
                    &q.code,
                    &order.number,
                    &origin,
                    &destination,
                    &weight,
                    &scheduled,
                )
                .await
            {
                Ok(id) => {
                    let mut tx = tenancy::begin(&state.pool, company).await?;
                    store::submitted(&mut tx, booking.id, &id).await?;
                    tx.commit().await?;
                    (id, q.code)
                }
                Err(e) => return failed(state, company, booking.id, number, "Delyva", e).await,
            }
        }
    };
    let consignment = match client.process(&id, &code).await {
        Ok(cn) => cn,
        Err(e) => return failed(state, company, booking.id, number, "Delyva", e).await,
    };
    let label = keep_label(
        state,
        company,
        &client.label_url(&id),
        Some(("X-Delyvax-Access-Token", dx.api_key.as_str())),
    )
    .await
    // Delyva's label link needs the key: only our own copy is worth keeping.
    .unwrap_or_default();
    let tracking_url = format!("https://my.delyva.app/customer/strack?trackingNo={consignment}");
    let ticket = Ticket {
        awb: &consignment,
        label: &label,
        tracking_url: &tracking_url,
    };
    shipped(state, user, booking.id, order.id, number, ticket).await
}

/// Records a failed try (the lease ends) and reports it.
async fn failed(
    state: &AppState,
    company: &tenancy::Company,
    booking: i64,
    number: Option<String>,
    provider: &str,
    e: ProviderError,
) -> Booked {
    let words = provider_words(provider, e);
    let mut tx = tenancy::begin(&state.pool, company).await?;
    store::failed(&mut tx, booking, &words).await?;
    tx.commit().await?;
    Ok(Err((number, words)))
}

pub struct CourierBookingApi;

#[OpenApi(tag = "ApiTags::Orders")]
impl CourierBookingApi {
    /// Live rates for an HQ order from the company's EasyParcel (422 `courier_not_connected`
    /// without it; 422 with the reason when the order cannot be quoted).
    #[oai(path = "/orders/courier/rates", method = "post")]
    async fn rates(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::ManageOrders>,
        body: Json<CourierRatesInput>,
    ) -> ApiResult<ProviderRates> {
        let mut db = auth.db().await?;
        let account = account(&state, &mut db).await?;
        let order = store::order_to_ship(&mut db, body.order_id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let (from, to) = parties(&auth.0.tenant.company.name, &order)
            .map_err(|msg| ApiError::rule(msg, "cannot_quote"))?;
        let rates = easyparcel::rates(
            &state.http,
            &account.base,
            &account.api_key,
            &from,
            &to,
            &rules::weight_kg(order.total_weight),
        )
        .await
        .map_err(|e| match e {
            ProviderError::Refused(_) => {
                ApiError::rule_text(&provider_words("EasyParcel", e), "cannot_quote", None)
            }
            ProviderError::Unreachable(_) => {
                ApiError::conflict_text(&provider_words("EasyParcel", e), "provider_unreachable")
            }
        })?;
        let chosen = rules::choose(&rates, &account.couriers, None).map(|r| r.service_id.clone());
        ok(ProviderRates {
            provider: "easyparcel".into(),
            rates: rates
                .into_iter()
                .filter(|r| account.couriers.is_empty() || account.couriers.contains(&r.courier_id))
                .map(|r| ProviderRate {
                    chosen: chosen.as_deref() == Some(r.service_id.as_str()),
                    service_id: r.service_id,
                    service_name: r.service_name,
                    courier_id: r.courier_id,
                    courier_name: r.courier_name,
                    price: r.price,
                    delivery: r.delivery,
                })
                .collect(),
        })
    }

    /// Books HQ orders with the company's EasyParcel, each on its own: booked orders get their
    /// airway bill and label and go out for delivery; the others are reported with the reason
    /// and stay as they were. Booking an order again is safe (a booked one is returned as it is).
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
        let booker = {
            let mut db = auth.db().await?;
            booker(&state, &mut db, body.provider.trim()).await?
        };
        let service = Some(body.service_id.trim()).filter(|s| !s.is_empty());
        let mut ids = body.order_ids.clone();
        ids.dedup();
        let mut booked = vec![];
        let mut failed = vec![];
        for id in ids {
            match book_one(&state, &auth.0, &booker, id, service).await? {
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
