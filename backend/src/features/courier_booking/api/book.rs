//! Booking an order with a provider, in three steps each committed in a transaction of its own
//! around the provider's call: take the booking (a two-minute lease), send the order (its number is
//! kept the moment the provider has it), pay or process it (the airway bill is kept and the order
//! ships). A retry of a booking the provider already has only finishes it; a provider that times out
//! or refuses leaves the order as it was. Pos Laju and City-Link are booked through the aggregator
//! their card names, with that courier's services only.

use super::super::{
    rules::{self, Route, Step},
    store,
};
use crate::{
    domain::money::money,
    features::{
        integration_hub::{providers, store as accounts},
        orders::actions::{self, Refused},
    },
    http::{auth::CurrentUser, ApiError},
    i18n::{t, Msg},
    integrations::{
        delyva,
        easyparcel::{self, Party, ProviderError, Rate, Shipment},
        ninjavan,
    },
    state::AppState,
    tenancy,
};
use chrono::Utc;
use rust_decimal::Decimal;
use sqlx::PgConnection;
use std::str::FromStr;

/// A booking's end: the booking, or why the order was not booked (its number, the reason);
/// nothing about the order changed then.
pub type Booked = Result<Result<store::Booking, (Option<String>, String)>, ApiError>;

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

    /// Its name in the words it is reported with.
    pub fn name(&self) -> &'static str {
        match self {
            Booker::Easyparcel(_) => "EasyParcel",
            Booker::Ninjavan(_) => "Ninja Van",
            Booker::Delyva(_) => "Delyva",
        }
    }
}

/// Who carries an order: the provider that books it, and the courier it must use when HQ books
/// Pos Laju or City-Link through it.
pub struct Carrier {
    pub booker: Booker,
    pub route: Option<Route>,
}

impl Carrier {
    /// What HQ asked for: the route's code when booking through one, else the provider's.
    pub fn code(&self) -> &'static str {
        self.route.map_or(self.booker.code(), Route::code)
    }
}

/// Every provider HQ can book with, in the order a booking without one picks them.
pub const CARRIERS: [&str; 5] = ["easyparcel", "delyva", "ninjavan", "poslaju", "citylink"];

/// The provider asked for (one of [`CARRIERS`]), or the first connected and on of EasyParcel,
/// Delyva and Ninja Van; 422 `courier_not_connected` when there is none (for a route: its card
/// off, or the aggregator it goes through not connected and on).
pub async fn carrier(
    state: &AppState,
    db: &mut PgConnection,
    wanted: &str,
) -> Result<Carrier, ApiError> {
    find_carrier(state, db, wanted)
        .await?
        .ok_or_else(|| ApiError::rule(Msg::CourierNotConnected, "courier_not_connected"))
}

async fn find_carrier(
    state: &AppState,
    db: &mut PgConnection,
    wanted: &str,
) -> Result<Option<Carrier>, ApiError> {
    let Some(route) = Route::of(wanted) else {
        let booker = booker(state, db, wanted).await?;
        return Ok(booker.map(|booker| Carrier {
            booker,
            route: None,
        }));
    };
    let through = accounts::account(db, route.code())
        .await?
        .filter(|a| a.active)
        .and_then(|a| a.settings.get("through")?.as_str().map(str::to_string))
        // a route goes through an aggregator, never through another route (or "" = any)
        .filter(|through| !through.is_empty() && Route::of(through).is_none());
    let Some(through) = through else {
        return Ok(None);
    };
    let booker = booker(state, db, &through).await?;
    Ok(booker.map(|booker| Carrier {
        booker,
        route: Some(route),
    }))
}

/// The providers HQ can book with now (connected and on; a route when its aggregator is too).
pub async fn carriers(
    state: &AppState,
    db: &mut PgConnection,
) -> Result<Vec<&'static str>, ApiError> {
    let mut on = vec![];
    for code in CARRIERS {
        if find_carrier(state, db, code).await?.is_some() {
            on.push(code);
        }
    }
    Ok(on)
}

/// The provider asked for (`easyparcel`, `delyva`, `ninjavan`), or the first connected and on in
/// that order; None when there is none.
async fn booker(
    state: &AppState,
    db: &mut PgConnection,
    wanted: &str,
) -> Result<Option<Booker>, ApiError> {
    let any = wanted.is_empty();
    if any || wanted == "easyparcel" {
        if let Some(a) = providers::easyparcel_on(state, db).await? {
            return Ok(Some(Booker::Easyparcel(a)));
        }
    }
    if any || wanted == "delyva" {
        if let Some(a) = providers::delyva_on(state, db).await? {
            return Ok(Some(Booker::Delyva(a)));
        }
    }
    if any || wanted == "ninjavan" {
        if let Some(a) = providers::ninjavan_on(state, db).await? {
            return Ok(Some(Booker::Ninjavan(a)));
        }
    }
    Ok(None)
}

/// The order's live rates from its carrier, only those it may book (HQ's EasyParcel couriers, the
/// route's courier). Ninja Van quotes nothing: its one service is billed at the company's
/// contract rate (an empty price).
pub async fn quote(
    state: &AppState,
    carrier: &Carrier,
    order: &store::OrderToShip,
    (from, to): (&Party, &Party),
) -> Result<Vec<Rate>, ProviderError> {
    let weight = rules::weight_kg(order.total_weight);
    let (rates, couriers) = match &carrier.booker {
        Booker::Easyparcel(a) => (
            easyparcel::rates(&state.http, &a.base, &a.api_key, from, to, &weight).await?,
            a.couriers.as_slice(),
        ),
        Booker::Delyva(dx) => {
            let (origin, destination) = delyva_places(order, (from, to));
            let quotes = dx
                .client(&state.http)
                .quote(&origin, &destination, &weight)
                .await?;
            (quotes.into_iter().map(delyva_rate).collect(), &[][..])
        }
        Booker::Ninjavan(_) => (vec![ninjavan_rate()], &[][..]),
    };
    Ok(rates
        .into_iter()
        .filter(|r| rules::allowed(r, couriers, carrier.route))
        .collect())
}

/// A Delyva service as a rate: Delyva has no courier ids, so its service company stands for one.
fn delyva_rate(q: delyva::Quote) -> Rate {
    Rate {
        service_id: q.code,
        service_name: q.name,
        courier_id: q.company.clone(),
        courier_name: q.company,
        price: q.price,
        delivery: String::new(),
    }
}

/// Ninja Van's one service (Parcel, Standard), at the company's contract rate.
fn ninjavan_rate() -> Rate {
    Rate {
        service_id: "Standard".into(),
        service_name: "Standard".into(),
        courier_id: "ninjavan".into(),
        courier_name: "Ninja Van".into(),
        price: String::new(),
        delivery: String::new(),
    }
}

/// The order's two parties as Delyva takes them (a state's name, the country).
fn delyva_places(
    order: &store::OrderToShip,
    (from, to): (&Party, &Party),
) -> (delyva::Place, delyva::Place) {
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
    (
        place(from, order.from_state.as_deref()),
        place(to, order.state.as_deref()),
    )
}

/// The order's two parties as EasyParcel takes them, or why the order cannot be booked.
pub fn parties(company: &str, o: &store::OrderToShip) -> Result<(Party, Party), Msg> {
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

pub fn provider_words(provider: &str, e: ProviderError) -> String {
    match e {
        ProviderError::Refused(reason) => format!("{provider}: {reason}"),
        ProviderError::Unreachable(why) => {
            tracing::warn!(provider, error = %why, "courier provider not reached");
            t(Msg::ProviderUnreachable).replace("{provider}", provider)
        }
    }
}

/// Books one order; the booking as it ends, or why not (nothing about the order changed then).
pub async fn book_one(
    state: &AppState,
    user: &CurrentUser,
    carrier: &Carrier,
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
    let booking = store::lock(&mut tx, order_id, carrier.booker.code()).await?;
    let step = rules::next_step(
        Some(booking.status.as_str()),
        booking.provider_order_no.as_deref(),
        booking.lease_running,
    );
    match step {
        Step::AlreadyBooked => return Ok(Ok(booking)),
        Step::Busy => return Ok(Err((number, t(Msg::BookingUnderWay).to_string()))),
        Step::Submit | Step::Pay(_) => {}
    }
    let name = carrier.booker.name();
    if let Booker::Ninjavan(nv) = &carrier.booker {
        return book_with_ninjavan(state, user, nv, tx, &order, (&from, &to), &booking).await;
    }
    // 2. The provider's order: the one it has already (a retry only finishes it), or a new one
    // at the chosen service, its number kept the moment the provider answers.
    let (order_no, service_code) = match step {
        Step::Pay(no) => {
            store::take(&mut tx, booking.id, ("", "", ""), None).await?;
            tx.commit().await?;
            (no, booking.service_id.clone().unwrap_or_default())
        }
        _ => {
            let rates = match quote(state, carrier, &order, (&from, &to)).await {
                Ok(r) => r,
                Err(e) => return Ok(Err((number, provider_words(name, e)))),
            };
            let Some(rate) = rules::choose(&rates, &[], None, service).cloned() else {
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
            match send(state, carrier, &order, (&from, &to), &rate.service_id).await {
                Ok(no) => {
                    let mut tx = tenancy::begin(&state.pool, company).await?;
                    store::submitted(&mut tx, booking.id, &no).await?;
                    tx.commit().await?;
                    (no, rate.service_id)
                }
                Err(e) => return failed(state, company, booking.id, number, name, e).await,
            }
        }
    };
    // 3. Pay for it (EasyParcel) or process it (Delyva): the airway bill and the label, then the
    // order ships with it.
    let parcel = match &carrier.booker {
        Booker::Easyparcel(a) => easyparcel::pay(&state.http, &a.base, &a.api_key, &order_no)
            .await
            .map(|p| (p.awb, p.label_url, None, p.tracking_url)),
        Booker::Delyva(dx) => {
            let client = dx.client(&state.http);
            client.process(&order_no, &service_code).await.map(|cn| {
                let tracking = format!("https://my.delyva.app/customer/strack?trackingNo={cn}");
                let key = Some(("X-Delyvax-Access-Token", dx.api_key.as_str()));
                (cn, client.label_url(&order_no), key, tracking)
            })
        }
        Booker::Ninjavan(_) => unreachable!("booked above"),
    };
    let (awb, label_url, key, tracking_url) = match parcel {
        Ok(p) => p,
        Err(e) => return failed(state, company, booking.id, number, name, e).await,
    };
    // EasyParcel's link is public, so it stands in when our copy fails; Delyva's needs the key,
    // so only our own copy is worth keeping.
    let label = match keep_label(state, company, &label_url, key).await {
        Some(ours) => ours,
        None if key.is_none() => label_url,
        None => String::new(),
    };
    let ticket = Ticket {
        awb: &awb,
        label: &label,
        tracking_url: &tracking_url,
    };
    shipped(state, user, booking.id, order_id, number, ticket).await
}

/// Sends the order to EasyParcel or Delyva (a draft, not yet processed) at the chosen service:
/// the provider's number for it.
async fn send(
    state: &AppState,
    carrier: &Carrier,
    order: &store::OrderToShip,
    (from, to): (&Party, &Party),
    service_id: &str,
) -> Result<String, ProviderError> {
    let weight = rules::weight_kg(order.total_weight);
    let today = Utc::now().with_timezone(&chrono_tz::Asia::Kuala_Lumpur);
    match &carrier.booker {
        Booker::Easyparcel(a) => {
            let shipment = Shipment {
                from,
                to,
                weight,
                content: format!("Order {}", order.number),
                value: money(order.sub_total),
                service_id: service_id.to_string(),
                collect_date: today.format("%Y-%m-%d").to_string(),
                reference: order.number.clone(),
            };
            easyparcel::submit(&state.http, &a.base, &a.api_key, &shipment).await
        }
        Booker::Delyva(dx) => {
            let (origin, destination) = delyva_places(order, (from, to));
            dx.client(&state.http)
                .create_order(
                    service_id,
                    &order.number,
                    &origin,
                    &destination,
                    &weight,
                    &Utc::now().to_rfc3339(),
                )
                .await
        }
        Booker::Ninjavan(_) => Err(ProviderError::Unreachable(
            "Ninja Van books in one call".into(),
        )),
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
