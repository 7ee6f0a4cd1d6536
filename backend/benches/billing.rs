//! The vendor's daily billing run over 5,000 companies: a third renew within the week (their invoice
//! is issued), a third have an invoice ten days past due (marked overdue, the company locked), a
//! third an invoice due in two days (a reminder). Prints the run's wall time and what it did, and
//! the sign-in latency of another company on the same node before and during the run (median, p99).
//! Asserts nothing. Run with `infra/bench`.
//!
//! Provisioning 5,000 full schemas takes over an hour here (each is one transaction making every
//! table, serialised by an advisory lock, slower as the catalogue grows), so the 5,000 billed
//! companies get the platform rows and a schema holding only the three tables the run reads and
//! writes (copied from a provisioned company); the company that signs in is provisioned in full.

mod support;

use backend::{domain::time::kl_today, features::billing::run};
use chrono::Duration;
use sqlx::Connection;
use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::Instant,
};
use support::{ms, percentile};

const COMPANIES: usize = 5_000;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = support::state().await?;
    // The company whose HQ signs in during the run: provisioned in full.
    let bench = support::company(&state, "Sign-in Bench Sdn Bhd").await?;
    let started = Instant::now();
    let made = light_companies(&state, &bench.company.schema_name).await?;
    println!(
        "{} companies made in {:.0} s (each its platform rows, a subscription, and a schema with the \
         tables the run touches: company_settings, users, outbox_emails)",
        made.len(),
        started.elapsed().as_secs_f64()
    );

    // Thirds: renewing within the week; an invoice 10 days past due; an invoice due in 2 days.
    let today = kl_today();
    let mut db = sqlx::PgConnection::connect(&state.config.database_owner_url).await?;
    sqlx::query("select set_config('app.platform', 'on', false)")
        .execute(&mut db)
        .await?;
    let ids = |rest: i64| -> Vec<i64> {
        made.iter()
            .copied()
            .filter(|id| id.rem_euclid(3) == rest)
            .collect()
    };
    sqlx::query(
        "update platform.subscriptions set trial_ends_on = null,
             period_start = $2::date - 25, renews_on = $2::date + 5
         where company_id = any($1)",
    )
    .bind(ids(0))
    .bind(today)
    .execute(&mut db)
    .await?;
    sqlx::query(
        "update platform.subscriptions set trial_ends_on = null,
             period_start = $2::date - 10, renews_on = $2::date + 20
         where company_id = any($1)",
    )
    .bind([ids(1), ids(2)].concat())
    .bind(today)
    .execute(&mut db)
    .await?;
    for (rest, due) in [
        (1, today - Duration::days(10)),
        (2, today + Duration::days(2)),
    ] {
        sqlx::query(
            "insert into platform.subscription_invoices
                 (company_id, number, issued_on, due_on, period_start, period_end, currency, total, status)
             select id, 'BENCH-' || id, $2::date - 7, $2, $2, $2::date + 29, 'MYR', 199, 'pending'
             from unnest($1::bigint[]) id",
        )
        .bind(ids(rest))
        .bind(due)
        .execute(&mut db)
        .await?;
    }

    // Another company on the same node signs in over and over: before the run, then during it.
    let addr = support::serve(&state).await?;
    let client = reqwest::Client::new();
    let sign_in = |client: reqwest::Client, addr: String, host: String, email: String| async move {
        let sent = Instant::now();
        let r = client
            .post(format!("http://{addr}/api/login"))
            .header("host", host)
            .json(&serde_json::json!({"email": email, "password": support::PASSWORD}))
            .send()
            .await?;
        anyhow::ensure!(r.status() == 200, "sign-in: {}", r.text().await?);
        r.bytes().await?;
        anyhow::Ok(sent.elapsed())
    };
    let mut before = vec![];
    for _ in 0..100 {
        before.push(
            sign_in(
                client.clone(),
                addr.clone(),
                bench.host.clone(),
                bench.hq_email.clone(),
            )
            .await?,
        );
    }
    let running = Arc::new(AtomicBool::new(true));
    let prober = {
        let (running, client, addr, host, email) = (
            running.clone(),
            client.clone(),
            addr.clone(),
            bench.host.clone(),
            bench.hq_email.clone(),
        );
        tokio::spawn(async move {
            let mut during = vec![];
            while running.load(Ordering::Relaxed) {
                during.push(
                    sign_in(client.clone(), addr.clone(), host.clone(), email.clone()).await?,
                );
            }
            anyhow::Ok(during)
        })
    };
    let started = Instant::now();
    let counts = run::run(&state, today).await?;
    let wall = started.elapsed();
    running.store(false, Ordering::Relaxed);
    let mut during = prober.await??;
    println!(
        "daily billing run over {} companies: {:.1} s; {} invoices issued, {} reminders, {} invoices marked overdue, {} companies locked, {} unlocked",
        made.len() + 1,
        wall.as_secs_f64(),
        counts.issued,
        counts.reminded,
        counts.overdue,
        counts.locked,
        counts.unlocked
    );
    println!(
        "sign-in of another company: before the run median {:.1} ms, p99 {:.1} ms ({} sign-ins); during it median {:.1} ms, p99 {:.1} ms ({} sign-ins)",
        ms(percentile(&mut before, 0.5)),
        ms(percentile(&mut before, 0.99)),
        before.len(),
        ms(percentile(&mut during, 0.5)),
        ms(percentile(&mut during, 0.99)),
        during.len()
    );
    let again = Instant::now();
    let second = run::run(&state, today).await?;
    println!(
        "the same day run again: {:.1} s, {} issued, {} reminders, {} overdue, {} locked (nothing twice)",
        again.elapsed().as_secs_f64(),
        second.issued,
        second.reminded,
        second.overdue,
        second.locked
    );
    Ok(())
}

/// The billed companies: each its `platform.companies` row, a subscription (a Starter trial, moved
/// below), a billing e-mail, and a schema with the tables the billing run touches.
async fn light_companies(state: &backend::AppState, template: &str) -> anyhow::Result<Vec<i64>> {
    let mut db = sqlx::PgConnection::connect(&state.config.database_owner_url).await?;
    sqlx::query("select set_config('app.platform', 'on', false)")
        .execute(&mut db)
        .await?;
    let run = uuid::Uuid::new_v4().simple().to_string()[..6].to_string();
    let ids: Vec<i64> = sqlx::query_scalar(
        "select nextval('platform.companies_id_seq') from generate_series(1, $1)",
    )
    .bind(COMPANIES as i64)
    .fetch_all(&mut db)
    .await?;
    let runtime_role = state.runtime_role.clone();
    for chunk in ids.chunks(250) {
        let mut tx = sqlx::Connection::begin(&mut db).await?;
        for id in chunk {
            let schema = format!("t_{id}");
            sqlx::query(
                "insert into platform.companies (id, slug, name, currency, language, schema_name)
                 values ($1, $2, $3, 'MYR', 'en', $4)",
            )
            .bind(id)
            .bind(format!("bill{id}-{run}"))
            .bind(format!("Billing Bench {id} Sdn Bhd"))
            .bind(&schema)
            .execute(&mut *tx)
            .await?;
            sqlx::raw_sql(&format!(
                "create schema {schema};
                 create table {schema}.company_settings (like {template}.company_settings including defaults);
                 create table {schema}.users (like {template}.users including defaults);
                 create table {schema}.outbox_emails (like {template}.outbox_emails including defaults);
                 grant usage on schema {schema} to {runtime_role};
                 grant select, insert, update, delete on all tables in schema {schema} to {runtime_role};"
            ))
            .execute(&mut *tx)
            .await?;
            sqlx::query(&format!(
                "insert into {schema}.company_settings (company_id, email) values ($1, $2)"
            ))
            .bind(id)
            .bind(format!("billing@bill{id}.test"))
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query(
            "insert into platform.subscriptions (company_id, plan_id, period, started_on, trial_ends_on, period_start, renews_on)
             select id, (select id from platform.plans where code = 'starter-myr'), 'monthly',
                    current_date, current_date + 14, current_date, current_date + 14
             from unnest($1::bigint[]) id",
        )
        .bind(chunk)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
    }
    Ok(ids)
}
