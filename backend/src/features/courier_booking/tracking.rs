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

/// Asks the provider about `booking`'s parcel and records the answer in a transaction of its own
/// (the order is completed in it on delivery). Returns the booking as it is now; a provider that
/// cannot be asked leaves it as it was.
pub async fn refresh(
    state: &AppState,
    company: &Company,
    account: &providers::Easyparcel,
    booking: &store::Booking,
) -> Result<Option<store::Booking>, ApiError> {
    let Some(awb) = booking
        .awb
        .as_deref()
        .filter(|_| booking.status == "booked")
    else {
        return Ok(Some(booking.clone()));
    };
    let answer = match easyparcel::track(&state.http, &account.base, &account.api_key, awb).await {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(awb, error = %e, "tracking not read");
            return Ok(Some(booking.clone()));
        }
    };
    let events: Vec<_> = answer
        .events
        .iter()
        .filter_map(|e| rules::kl_time(&e.at).map(|at| (at, e.status.clone())))
        .collect();
    let delivered = rules::delivered(answer.code, &answer.latest_status);
    let mut tx = tenancy::begin(&state.pool, company).await?;
    let newly = store::tracked(
        &mut tx,
        booking.id,
        &answer.latest_status,
        &events,
        delivered,
    )
    .await?;
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
    let (account, bookings) = {
        let mut tx = tenancy::begin(&state.pool, company).await?;
        let account = providers::easyparcel_on(state, &mut tx).await?;
        let bookings = store::in_transit(&mut tx, limit).await?;
        tx.commit().await?;
        (account, bookings)
    };
    let Some(account) = account else {
        return Ok(0);
    };
    let mut delivered = 0;
    for b in bookings {
        if refresh(state, company, &account, &b)
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
