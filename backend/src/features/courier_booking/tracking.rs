//! Tracking a booked parcel: ask the provider, keep its events, and complete the order once it is
//! delivered — from HQ's refresh, the provider's webhook, and the job every 30 minutes.

use super::{rules, store};
use crate::{
    features::{integration_hub::providers, orders::actions},
    http::ApiError,
    integrations::easyparcel,
    state::AppState,
    tenancy::{self, Company},
};

/// The accounts parcels are tracked with (Ninja Van's parcels come by its signed webhook).
pub struct Trackers {
    pub easyparcel: Option<providers::Easyparcel>,
    pub delyva: Option<providers::Delyva>,
}

impl Trackers {
    pub async fn load(state: &AppState, db: &mut sqlx::PgConnection) -> Result<Trackers, ApiError> {
        Ok(Trackers {
            easyparcel: providers::easyparcel_on(state, db).await?,
            delyva: providers::delyva_on(state, db).await?,
        })
    }

    pub fn any(&self) -> bool {
        self.easyparcel.is_some() || self.delyva.is_some()
    }
}

/// What the provider says of a parcel now: (latest status, its code, events).
async fn ask(
    state: &AppState,
    trackers: &Trackers,
    booking: &store::Booking,
    awb: &str,
) -> Option<(String, i64, Vec<(String, String)>)> {
    let answer = match (
        booking.provider.as_str(),
        &trackers.easyparcel,
        &trackers.delyva,
    ) {
        ("easyparcel", Some(a), _) => easyparcel::track(&state.http, &a.base, &a.api_key, awb)
            .await
            .map(|t| {
                let events = t.events.into_iter().map(|e| (e.at, e.status)).collect();
                (t.latest_status, t.code, events)
            }),
        ("delyva", _, Some(d)) => d
            .client(&state.http)
            .track(awb)
            .await
            .map(|(status, events)| (status, 0, events)),
        _ => return None,
    };
    match answer {
        Ok(a) => Some(a),
        Err(e) => {
            tracing::warn!(awb, error = %e, "tracking not read");
            None
        }
    }
}

/// Asks the provider about `booking`'s parcel and records the answer in a transaction of its own
/// (the order is completed in it on delivery). Returns the booking as it is now; a provider that
/// cannot be asked leaves it as it was.
pub async fn refresh(
    state: &AppState,
    company: &Company,
    trackers: &Trackers,
    booking: &store::Booking,
) -> Result<Option<store::Booking>, ApiError> {
    let Some(awb) = booking
        .awb
        .as_deref()
        .filter(|_| booking.status == "booked")
    else {
        return Ok(Some(booking.clone()));
    };
    let Some((latest, code, events)) = ask(state, trackers, booking, awb).await else {
        return Ok(Some(booking.clone()));
    };
    let events: Vec<_> = events
        .iter()
        .filter_map(|(at, status)| {
            rules::kl_time(at)
                .or_else(|| {
                    chrono::DateTime::parse_from_rfc3339(at)
                        .ok()
                        .map(|t| t.to_utc())
                })
                .map(|at| (at, status.clone()))
        })
        .collect();
    let delivered = rules::delivered(code, &latest);
    let mut tx = tenancy::begin(&state.pool, company).await?;
    let newly = store::tracked(&mut tx, booking.id, &latest, &events, delivered).await?;
    if newly {
        // Out for delivery → completed (an order HQ completed by hand stays as it is).
        let _ = actions::complete_as(&mut tx, booking.order_id, None).await?;
    }
    let now = store::booking(&mut tx, booking.order_id).await?;
    tx.commit().await?;
    Ok(now)
}

/// Refreshes up to `limit` parcels in transit of one company; how many were delivered.
pub async fn refresh_company(
    state: &AppState,
    company: &Company,
    limit: i64,
) -> Result<u64, ApiError> {
    let (trackers, bookings) = {
        let mut tx = tenancy::begin(&state.pool, company).await?;
        let trackers = Trackers::load(state, &mut tx).await?;
        let bookings = store::in_transit(&mut tx, limit).await?;
        tx.commit().await?;
        (trackers, bookings)
    };
    if !trackers.any() {
        return Ok(0);
    }
    let mut delivered = 0;
    for b in bookings {
        if refresh(state, company, &trackers, &b)
            .await?
            .is_some_and(|b| b.status == "delivered")
        {
            delivered += 1;
        }
    }
    Ok(delivered)
}

/// The job: every company's parcels in transit (up to 200 each a run).
pub async fn refresh_all(state: &AppState) -> anyhow::Result<u64> {
    let mut total = 0;
    for company in tenancy::all_companies(&state.owner_pool).await? {
        match refresh_company(state, &company, 200).await {
            Ok(n) => total += n,
            Err(e) => {
                tracing::error!(company_id = company.id, error = ?e, "courier tracking failed")
            }
        }
    }
    Ok(total)
}
