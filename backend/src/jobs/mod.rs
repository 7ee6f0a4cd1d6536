//! Scheduled work. `tokio-cron-scheduler` fires the jobs; each run first claims `(job, period)` in
//! `platform.job_runs`, so with several replicas only one does the work of a period.

use crate::{
    features::{agents::store as agents, catalogue::store as catalogue, orders::actions},
    state::AppState,
    tenancy,
};
use chrono::{DateTime, Datelike, Timelike, Utc};
use sqlx::{PgConnection, PgPool};
use std::{future::Future, pin::Pin, sync::Arc};
use tokio_cron_scheduler::{Job, JobScheduler};

pub const PUBLISH_PRODUCTS: &str = "publish_scheduled_products";
pub const MARK_INACTIVE_AGENTS: &str = "mark_inactive_agents";
pub const EXPIRE_ORDER_HOLDS: &str = "expire_order_holds";
pub const SETTLE_PAYMENTS: &str = "settle_payments";
pub const FORGET_OLD_EXPORTS: &str = "forget_old_exports";
pub const SUBSCRIPTION_BILLING: &str = "subscription_billing";
pub const EINVOICE_CONSOLIDATE: &str = "einvoice_consolidate";
pub const COURIER_TRACKING: &str = "courier_tracking";

/// What a job does in one company, inside that company's scoped transaction; returns a count.
pub type CompanyWork = for<'c> fn(
    &'c mut PgConnection,
)
    -> Pin<Box<dyn Future<Output = anyhow::Result<u64>> + Send + 'c>>;

/// Runs `work` in every company, each in its own transaction scoped by `tenancy::enter`, and
/// returns the sum. A company whose work fails (a damaged schema) is rolled back, logged and
/// skipped, never stopping the others; the scoping ends with each transaction, so no error path
/// can hand a scoped connection back to the pool.
pub async fn in_each_company(pool: &PgPool, what: &str, work: CompanyWork) -> anyhow::Result<u64> {
    let mut total = 0;
    for company in tenancy::all_companies(pool).await? {
        let mut tx = tenancy::begin(pool, &company).await?;
        match work(&mut tx).await {
            Ok(n) => {
                tx.commit().await?;
                total += n;
            }
            Err(e) => {
                tracing::error!(company_id = company.id, error = %format!("{e:#}"), "{what} failed")
            }
        }
    }
    Ok(total)
}

/// Marks agents inactive after the company's inactive period without a purchase, once per Kuala
/// Lumpur day. Returns how many were marked (0 when the day was already claimed).
pub async fn mark_inactive_agents(owner_pool: &PgPool, now: DateTime<Utc>) -> anyhow::Result<u64> {
    let day = now
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .date_naive()
        .to_string();
    if !claim(owner_pool, MARK_INACTIVE_AGENTS, &day).await? {
        return Ok(0);
    }
    let marked = mark_inactive_now(owner_pool).await?;
    finish(owner_pool, MARK_INACTIVE_AGENTS, &day).await?;
    Ok(marked)
}

/// The work of one run, unclaimed: every company, each in its own transaction.
pub async fn mark_inactive_now(owner_pool: &PgPool) -> anyhow::Result<u64> {
    in_each_company(owner_pool, "marking inactive agents", |db| {
        Box::pin(async move { Ok(agents::mark_inactive(db).await?) })
    })
    .await
}

/// Claims a job's period; false when another run (or replica) already has it.
pub async fn claim(pool: &PgPool, job: &str, period: &str) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "insert into platform.job_runs (job, period) values ($1, $2) on conflict do nothing",
    )
    .bind(job)
    .bind(period)
    .execute(pool)
    .await?
    .rows_affected()
        == 1)
}

pub async fn finish(pool: &PgPool, job: &str, period: &str) -> sqlx::Result<()> {
    sqlx::query("update platform.job_runs set finished_at = now() where job = $1 and period = $2")
        .bind(job)
        .bind(period)
        .execute(pool)
        .await?;
    Ok(())
}

/// Publishes every company's scheduled products whose date has come. Runs once per minute
/// period; publishing twice would change nothing, so a rerun after a crash is harmless.
/// Returns how many products were published.
pub async fn publish_scheduled_products(
    owner_pool: &PgPool,
    now: DateTime<Utc>,
) -> anyhow::Result<u64> {
    let period = now.format("%Y-%m-%dT%H:%M").to_string();
    if !claim(owner_pool, PUBLISH_PRODUCTS, &period).await? {
        return Ok(0);
    }
    let published = publish_due_products(owner_pool).await?;
    finish(owner_pool, PUBLISH_PRODUCTS, &period).await?;
    Ok(published)
}

/// The work of one run, unclaimed: publishes what is due in every company.
pub async fn publish_due_products(owner_pool: &PgPool) -> anyhow::Result<u64> {
    in_each_company(owner_pool, "publishing scheduled products", |db| {
        Box::pin(async move { Ok(catalogue::publish_due(db).await?) })
    })
    .await
}

/// Cancels unpaid orders whose booking time ran out ("Booking Over") in every company, returning
/// their stock and voucher use. Once per minute period; a rerun finds nothing left to cancel.
pub async fn expire_order_holds(owner_pool: &PgPool, now: DateTime<Utc>) -> anyhow::Result<u64> {
    let period = now.format("%Y-%m-%dT%H:%M").to_string();
    if !claim(owner_pool, EXPIRE_ORDER_HOLDS, &period).await? {
        return Ok(0);
    }
    let expired = in_each_company(owner_pool, "expiring order holds", |db| {
        Box::pin(async move {
            actions::expire_holds(db, None)
                .await
                .map_err(|e| anyhow::anyhow!("{:?}", e.error_code()))
        })
    })
    .await?;
    finish(owner_pool, EXPIRE_ORDER_HOLDS, &period).await?;
    Ok(expired)
}

/// Marks every company's paid online payments settled once their settlement working day has come,
/// once per Kuala Lumpur day (a rerun finds nothing left to settle). Returns how many.
pub async fn settle_payments(owner_pool: &PgPool, now: DateTime<Utc>) -> anyhow::Result<u64> {
    let day = now
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .date_naive();
    if !claim(owner_pool, SETTLE_PAYMENTS, &day.to_string()).await? {
        return Ok(0);
    }
    let settled = settle_payments_now(owner_pool).await?;
    finish(owner_pool, SETTLE_PAYMENTS, &day.to_string()).await?;
    Ok(settled)
}

/// The work of one run, unclaimed: every company, each in its own transaction.
pub async fn settle_payments_now(owner_pool: &PgPool) -> anyhow::Result<u64> {
    in_each_company(owner_pool, "settling payments", |db| {
        Box::pin(async move {
            let today = crate::domain::time::kl_today();
            Ok(crate::features::settlement::settle::settle_due(db, today).await?)
        })
    })
    .await
}

/// Forgets every company's report exports older than 7 days, and their files, once per Kuala
/// Lumpur day. Returns how many.
pub async fn forget_old_exports(
    owner_pool: &PgPool,
    upload_dir: &std::path::Path,
    now: DateTime<Utc>,
) -> anyhow::Result<u64> {
    use crate::{features::reports::export::file_path, http::files::ExportFormat};
    let day = now
        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
        .date_naive()
        .to_string();
    if !claim(owner_pool, FORGET_OLD_EXPORTS, &day).await? {
        return Ok(0);
    }
    let mut forgotten = 0;
    for company in tenancy::all_companies(owner_pool).await? {
        let mut tx = tenancy::begin(owner_pool, &company).await?;
        let gone = crate::features::reports::store::forget_old_exports(&mut tx).await?;
        tx.commit().await?;
        for (id, format) in gone {
            if let Some(format) = ExportFormat::parse(&format) {
                // A file may never have been written (a failed export).
                let _ = tokio::fs::remove_file(file_path(upload_dir, company.id, id, format)).await;
            }
            forgotten += 1;
        }
    }
    finish(owner_pool, FORGET_OLD_EXPORTS, &day).await?;
    Ok(forgotten)
}

/// The vendor's daily billing (issue, remind, mark overdue, lock), once per Kuala Lumpur day.
pub async fn subscription_billing(
    state: &AppState,
    now: DateTime<Utc>,
) -> anyhow::Result<Option<crate::features::billing::run::RunCounts>> {
    let day = crate::domain::time::kl_date(now);
    if !claim(&state.owner_pool, SUBSCRIPTION_BILLING, &day.to_string()).await? {
        return Ok(None);
    }
    let counts = crate::features::billing::run::run(state, day).await?;
    finish(&state.owner_pool, SUBSCRIPTION_BILLING, &day.to_string()).await?;
    Ok(Some(counts))
}

/// Each minute: every ringgit company's e-invoicing round (write what came due, send what waits,
/// ask after what was sent), each step in its own transaction. Not claimed in `job_runs` (a row a
/// minute): replicas running at once skip each other's documents (`for update skip locked` and the
/// sending lease) and a document's unique source keeps it from being written twice. Returns how
/// many documents moved.
pub async fn einvoice_rounds(state: &AppState) -> anyhow::Result<u64> {
    let mut moved = 0;
    for company in tenancy::all_companies(&state.owner_pool).await? {
        if company.currency != "MYR" {
            continue;
        }
        match crate::features::einvoice::submit::round(state, &state.owner_pool, &company).await {
            Ok(r) => {
                moved += r.written + r.submitted + r.valid + r.invalid;
                if let Some(e) = r.error {
                    tracing::warn!(company_id = company.id, error = %e, "e-invoicing round stopped early");
                }
            }
            Err(e) => {
                tracing::error!(company_id = company.id, error = %format!("{e:#}"), "e-invoicing round failed")
            }
        }
    }
    Ok(moved)
}

/// The consolidated e-invoices of the month that ended (LHDN: within 7 days of its end): each
/// ringgit company's sales of ended months without a buyer TIN gathered into one document per
/// month, which the next minutely round sends. Fired daily; runs on days 1–7 of a Kuala Lumpur
/// month, claimed once per month (a company that failed is logged, and its months are caught up by
/// the next month's run). Returns the months written, or None when not this job's day or claimed.
pub async fn einvoice_consolidate(
    state: &AppState,
    now: DateTime<Utc>,
) -> anyhow::Result<Option<u64>> {
    if !consolidation_due(now) {
        return Ok(None);
    }
    let this_month = crate::domain::time::kl_month(now);
    let period = this_month.format("%Y-%m").to_string();
    if !claim(&state.owner_pool, EINVOICE_CONSOLIDATE, &period).await? {
        return Ok(None);
    }
    let mut written = 0;
    for company in tenancy::all_companies(&state.owner_pool).await? {
        if company.currency != "MYR" {
            continue;
        }
        match consolidate_company(state, &company, this_month).await {
            Ok(n) => written += n,
            Err(e) => {
                tracing::error!(company_id = company.id, error = %format!("{e:#}"), "consolidating e-invoices failed")
            }
        }
    }
    finish(&state.owner_pool, EINVOICE_CONSOLIDATE, &period).await?;
    Ok(Some(written))
}

/// Whether the consolidation's day has come: the first seven days of a Kuala Lumpur month.
pub fn consolidation_due(now: DateTime<Utc>) -> bool {
    crate::domain::time::kl_date(now).day() <= 7
}

/// One company's consolidated e-invoices of the months before `this_month`, unclaimed.
pub async fn consolidate_company(
    state: &AppState,
    company: &tenancy::Company,
    this_month: chrono::NaiveDate,
) -> anyhow::Result<u64> {
    let mut tx = tenancy::begin(&state.owner_pool, company).await?;
    let n =
        crate::features::einvoice::store::write_consolidated(&mut tx, &company.name, this_month)
            .await?;
    tx.commit().await?;
    Ok(n)
}

/// Asks the couriers about every parcel in transit, once per half hour (claimed); how many were
/// delivered, None when the half hour was already claimed.
pub async fn courier_tracking(state: &AppState, now: DateTime<Utc>) -> anyhow::Result<Option<u64>> {
    let period =
        now.format("%Y-%m-%dT%H").to_string() + if now.minute() < 30 { ":00" } else { ":30" };
    if !claim(&state.owner_pool, COURIER_TRACKING, &period).await? {
        return Ok(None);
    }
    let delivered = crate::features::courier_booking::tracking::refresh_all(state).await?;
    finish(&state.owner_pool, COURIER_TRACKING, &period).await?;
    Ok(Some(delivered))
}

/// Run by `backend migrate`: seals the Billplz keys of every company still kept plain (from
/// before keys were sealed). Cheap when there is none: one query a company.
pub async fn seal_plain_credentials(state: &AppState) -> anyhow::Result<u64> {
    let sealed = in_each_company(&state.owner_pool, "sealing billplz keys", |db| {
        Box::pin(
            async move { Ok(crate::features::orders::payments::store::seal_plain_keys(db).await?) },
        )
    })
    .await?;
    if sealed > 0 {
        tracing::info!(sealed, "plain billplz keys sealed");
    }
    Ok(sealed)
}

/// Starts the scheduler with every job.
pub async fn start(state: Arc<AppState>) -> anyhow::Result<JobScheduler> {
    let scheduler = JobScheduler::new().await?;
    let pool = state.owner_pool.clone();
    scheduler
        .add(Job::new_async("0 * * * * *", move |_, _| {
            let pool = pool.clone();
            Box::pin(async move {
                match publish_scheduled_products(&pool, Utc::now()).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(published = n, "scheduled products published"),
                    Err(e) => tracing::error!(error = %e, "publishing scheduled products failed"),
                }
            })
        })?)
        .await?;
    let pool = state.owner_pool.clone();
    scheduler
        .add(Job::new_async("30 * * * * *", move |_, _| {
            let pool = pool.clone();
            Box::pin(async move {
                match expire_order_holds(&pool, Utc::now()).await {
                    Ok(0) => {}
                    Ok(n) => {
                        tracing::info!(cancelled = n, "orders past their booking time cancelled")
                    }
                    Err(e) => tracing::error!(error = %e, "expiring order holds failed"),
                }
            })
        })?)
        .await?;
    let pool = state.owner_pool.clone();
    // 00:10 in Kuala Lumpur (16:10 UTC).
    scheduler
        .add(Job::new_async("0 10 16 * * *", move |_, _| {
            let pool = pool.clone();
            Box::pin(async move {
                match mark_inactive_agents(&pool, Utc::now()).await {
                    Ok(n) => tracing::info!(marked = n, "inactive agents marked"),
                    Err(e) => tracing::error!(error = %e, "marking inactive agents failed"),
                }
            })
        })?)
        .await?;
    let pool = state.owner_pool.clone();
    // 00:20 in Kuala Lumpur (16:20 UTC).
    scheduler
        .add(Job::new_async("0 20 16 * * *", move |_, _| {
            let pool = pool.clone();
            Box::pin(async move {
                match settle_payments(&pool, Utc::now()).await {
                    Ok(n) => tracing::info!(settled = n, "online payments settled"),
                    Err(e) => tracing::error!(error = %e, "settling payments failed"),
                }
            })
        })?)
        .await?;
    let pool = state.owner_pool.clone();
    let upload_dir = state.config.upload_dir.clone();
    // 03:00 in Kuala Lumpur (19:00 UTC).
    scheduler
        .add(Job::new_async("0 0 19 * * *", move |_, _| {
            let (pool, upload_dir) = (pool.clone(), upload_dir.clone());
            Box::pin(async move {
                match forget_old_exports(&pool, &upload_dir, Utc::now()).await {
                    Ok(n) => tracing::info!(forgotten = n, "old report exports forgotten"),
                    Err(e) => tracing::error!(error = %e, "forgetting old exports failed"),
                }
            })
        })?)
        .await?;
    let einvoice_state = state.clone();
    scheduler
        .add(Job::new_async("45 * * * * *", move |_, _| {
            let state = einvoice_state.clone();
            Box::pin(async move {
                match einvoice_rounds(&state).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(moved = n, "e-invoices moved"),
                    Err(e) => tracing::error!(error = %e, "e-invoicing rounds failed"),
                }
            })
        })?)
        .await?;
    let consolidate_state = state.clone();
    // 00:25 in Kuala Lumpur (16:25 UTC); does its work on days 1–7, once a month.
    scheduler
        .add(Job::new_async("0 25 16 * * *", move |_, _| {
            let state = consolidate_state.clone();
            Box::pin(async move {
                match einvoice_consolidate(&state, Utc::now()).await {
                    Ok(Some(n)) => tracing::info!(months = n, "consolidated e-invoices written"),
                    Ok(None) => {}
                    Err(e) => tracing::error!(error = %e, "consolidating e-invoices failed"),
                }
            })
        })?)
        .await?;
    let tracking_state = state.clone();
    scheduler
        .add(Job::new_async("0 7,37 * * * *", move |_, _| {
            let state = tracking_state.clone();
            Box::pin(async move {
                match courier_tracking(&state, Utc::now()).await {
                    Ok(Some(0) | None) => {}
                    Ok(Some(n)) => tracing::info!(delivered = n, "parcels delivered"),
                    Err(e) => tracing::error!(error = %e, "courier tracking failed"),
                }
            })
        })?)
        .await?;
    let billing_state = state.clone();
    // 00:05 in Kuala Lumpur (16:05 UTC).
    scheduler
        .add(Job::new_async("0 5 16 * * *", move |_, _| {
            let state = billing_state.clone();
            Box::pin(async move {
                match subscription_billing(&state, Utc::now()).await {
                    Ok(Some(c)) => tracing::info!(?c, "subscription billing done"),
                    Ok(None) => {}
                    Err(e) => tracing::error!(error = %e, "subscription billing failed"),
                }
            })
        })?)
        .await?;
    scheduler.start().await?;
    Ok(scheduler)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn months_are_consolidated_in_the_first_week_of_the_next_kuala_lumpur_month() {
        // 1 March 00:25 in Kuala Lumpur is still 28 February in UTC.
        assert!(consolidation_due(
            Utc.with_ymd_and_hms(2026, 2, 28, 16, 25, 0).unwrap()
        ));
        assert!(consolidation_due(
            Utc.with_ymd_and_hms(2026, 3, 7, 15, 59, 0).unwrap()
        ));
        // 8 March in Kuala Lumpur: past LHDN's seven days.
        assert!(!consolidation_due(
            Utc.with_ymd_and_hms(2026, 3, 7, 16, 0, 0).unwrap()
        ));
        assert!(!consolidation_due(
            Utc.with_ymd_and_hms(2026, 2, 28, 15, 59, 0).unwrap()
        ));
    }
}
