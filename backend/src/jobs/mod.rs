//! Scheduled work. `tokio-cron-scheduler` fires the jobs; each run first claims `(job, period)` in
//! `platform.job_runs`, so with several replicas only one does the work of a period.

use crate::{app::AppState, features::catalogue::store as catalogue};
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use std::sync::Arc;
use tokio_cron_scheduler::{Job, JobScheduler};

pub const PUBLISH_PRODUCTS: &str = "publish_scheduled_products";

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
    let companies: Vec<(i64, String)> =
        sqlx::query_as("select id, schema_name from platform.companies order by id")
            .fetch_all(owner_pool)
            .await?;
    let mut published = 0;
    let mut conn = owner_pool.acquire().await?;
    for (company_id, schema) in companies {
        // Row-level security is forced for the owner too: act as the company.
        sqlx::query("select set_config('app.company_id', $1, false)")
            .bind(company_id.to_string())
            .execute(&mut *conn)
            .await?;
        published += catalogue::publish_due(&mut conn, &schema).await?;
    }
    sqlx::query("select set_config('app.company_id', '', false)")
        .execute(&mut *conn)
        .await?;
    Ok(published)
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
    scheduler.start().await?;
    Ok(scheduler)
}
