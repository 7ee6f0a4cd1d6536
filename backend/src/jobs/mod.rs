//! Scheduled work. `tokio-cron-scheduler` fires the jobs; each run first claims `(job, period)` in
//! `platform.job_runs`, so with several replicas only one does the work of a period.

use crate::{app::AppState, features::catalogue::store as catalogue};
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use std::sync::Arc;
use tokio_cron_scheduler::{Job, JobScheduler};

pub const PUBLISH_PRODUCTS: &str = "publish_scheduled_products";
pub const MARK_INACTIVE_AGENTS: &str = "mark_inactive_agents";
pub const EXPIRE_ORDER_HOLDS: &str = "expire_order_holds";

/// Points an owner connection at one company: its schema first on the search path, and its id
/// for row-level security (forced for the owner too).
async fn enter(conn: &mut sqlx::PgConnection, company_id: i64, schema: &str) -> sqlx::Result<()> {
    sqlx::query(
        "select set_config('search_path', $1, false), set_config('app.company_id', $2, false)",
    )
    .bind(format!("\"{schema}\", platform"))
    .bind(company_id.to_string())
    .execute(conn)
    .await?;
    Ok(())
}

async fn leave(conn: &mut sqlx::PgConnection) -> sqlx::Result<()> {
    sqlx::query("reset search_path").execute(&mut *conn).await?;
    sqlx::query("select set_config('app.company_id', '', false)")
        .execute(conn)
        .await?;
    Ok(())
}

async fn companies(pool: &PgPool) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as("select id, schema_name from platform.companies order by id")
        .fetch_all(pool)
        .await
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
    let mut marked = 0;
    let mut conn = owner_pool.acquire().await?;
    for (company_id, schema) in companies(owner_pool).await? {
        enter(&mut conn, company_id, &schema).await?;
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        // One company's failure (a damaged schema) must not stop the others.
        match crate::features::agents::store::mark_inactive(&mut tx).await {
            Ok(n) => {
                tx.commit().await?;
                marked += n;
            }
            Err(e) => tracing::error!(company_id, error = %e, "marking inactive agents failed"),
        }
    }
    leave(&mut conn).await?;
    Ok(marked)
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
    let mut published = 0;
    let mut conn = owner_pool.acquire().await?;
    for (company_id, schema) in companies(owner_pool).await? {
        enter(&mut conn, company_id, &schema).await?;
        // One company's failure (a damaged schema) must not stop the others.
        match catalogue::publish_due(&mut conn).await {
            Ok(n) => published += n,
            Err(e) => {
                tracing::error!(company_id, error = %e, "publishing scheduled products failed")
            }
        }
    }
    leave(&mut conn).await?;
    Ok(published)
}

/// Cancels unpaid orders whose booking time ran out ("Booking Over") in every company, returning
/// their stock and voucher use. Once per minute period; a rerun finds nothing left to cancel.
pub async fn expire_order_holds(owner_pool: &PgPool, now: DateTime<Utc>) -> anyhow::Result<u64> {
    let period = now.format("%Y-%m-%dT%H:%M").to_string();
    if !claim(owner_pool, EXPIRE_ORDER_HOLDS, &period).await? {
        return Ok(0);
    }
    let mut expired = 0;
    let mut conn = owner_pool.acquire().await?;
    for (company_id, schema) in companies(owner_pool).await? {
        enter(&mut conn, company_id, &schema).await?;
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        match crate::features::orders::actions::expire_holds(&mut tx, None).await {
            Ok(n) => {
                tx.commit().await?;
                expired += n;
            }
            Err(e) => {
                tracing::error!(company_id, error = ?e.error_code(), "expiring order holds failed")
            }
        }
    }
    leave(&mut conn).await?;
    finish(owner_pool, EXPIRE_ORDER_HOLDS, &period).await?;
    Ok(expired)
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
    scheduler.start().await?;
    Ok(scheduler)
}
