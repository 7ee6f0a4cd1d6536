//! Provisioning speed: how long `tenant create` takes (a schema, every tenant migration, the
//! settings, the HQ user and the invitation, in one transaction). Prints the figures; asserts none.
//! Run with `infra/bench` (it sets up the database), or `cargo bench --bench provision` with
//! DATABASE_URL and DATABASE_OWNER_URL set.

use backend::{
    config::Config,
    features::vendor::rules::{parse_new_company, NewCompanyInput},
    tenancy::provision::provision,
    AppState,
};
use std::time::{Duration, Instant};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let mut config = Config::from_env()?;
    config.run_workers = false;
    let state = AppState::new(config).await?;
    let mut times: Vec<Duration> = Vec::with_capacity(runs);
    for _ in 0..runs {
        let slug = format!("b{}", &uuid::Uuid::new_v4().simple().to_string()[..12]);
        let email = format!("hq@{slug}.test");
        let new = parse_new_company(NewCompanyInput {
            slug: &slug,
            name: "Bench Sdn Bhd",
            currency: "MYR",
            language: "en",
            admin_email: &email,
            custom_domain: None,
        })
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let started = Instant::now();
        provision(&state, &new).await?;
        times.push(started.elapsed());
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let median = times[times.len() / 2];
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    println!(
        "provisioning a company ({runs} runs): median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        ms(median),
        ms(p95),
        ms(*times.last().unwrap())
    );
    Ok(())
}
