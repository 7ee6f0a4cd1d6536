//! The vendor's daily billing run over 5,000 companies (each a real, provisioned schema): a third
//! renew within the week (their invoice is issued), a third have an invoice ten days past due
//! (marked overdue, the company locked), a third an invoice due in two days (a reminder). Prints
//! the run's wall time and what it did, and the sign-in latency of another company on the same
//! node before and during the run (median, p99). Asserts nothing. Run with `infra/bench`.

mod support;

use backend::{domain::time::kl_today, features::billing::run};
use chrono::Duration;
use futures::StreamExt;
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
    let started = Instant::now();
    // Provisioned four at a time (each is one transaction making a schema from every migration).
    let made: Vec<i64> = futures::stream::iter(0..COMPANIES)
        .map(|i| {
            let state = state.clone();
            async move {
                let slug = format!(
                    "bill{i}-{}",
                    &uuid::Uuid::new_v4().simple().to_string()[..6]
                );
                let new = backend::features::vendor::rules::parse_new_company(
                    backend::features::vendor::rules::NewCompanyInput {
                        slug: &slug,
                        name: &format!("Billing Bench {i} Sdn Bhd"),
                        currency: "MYR",
                        language: "en",
                        admin_email: &format!("hq@{slug}.test"),
                        custom_domain: None,
                    },
                )
                .map_err(|e| anyhow::anyhow!("{e:?}"))?;
                let done = backend::tenancy::provision::provision(&state, &new)
                    .await
                    .map_err(|e| anyhow::anyhow!("{e}"))?;
                anyhow::Ok(done.company.id)
            }
        })
        .buffer_unordered(4)
        .collect::<Vec<_>>()
        .await
        .into_iter()
        .collect::<anyhow::Result<_>>()?;
    println!(
        "{} companies provisioned in {:.0} s",
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
    let bench = support::company(&state, "Sign-in Bench Sdn Bhd").await?;
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
        made.len() + 2,
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
