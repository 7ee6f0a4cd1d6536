//! What the HTTP benchmarks share: a company whose HQ can sign in, connections in its context, and
//! the server on a local port.

pub mod network;

use backend::{
    config::Config,
    features::vendor::rules::{parse_new_company, NewCompanyInput},
    tenancy::{provision::provision, Company},
    AppState,
};
use sqlx::{Connection, PgConnection};
use std::sync::Arc;

pub const PASSWORD: &str = "Bench#1234";
pub const BASE_DOMAIN: &str = "rangkai.bench";

/// The app state from the environment, without workers or a rate limit in the way.
#[allow(dead_code)]
pub async fn state() -> anyhow::Result<Arc<AppState>> {
    state_with(|_| {}).await
}

/// The same, with a change to the configuration first (an outside service's stand-in).
pub async fn state_with(change: impl FnOnce(&mut Config)) -> anyhow::Result<Arc<AppState>> {
    let mut config = Config::from_env()?;
    change(&mut config);
    config.run_workers = false;
    config.base_domain = BASE_DOMAIN.into();
    config.limits.per_address_per_minute = 10_000_000;
    config.limits.per_session_per_minute = 10_000_000;
    // Benchmarks sign in over and over (the billing run's sign-in latency).
    config.limits.login_per_account = 10_000_000;
    config.limits.login_per_address = 10_000_000;
    AppState::new(config).await
}

pub struct BenchCompany {
    #[allow(dead_code)]
    pub company: Company,
    pub host: String,
    #[allow(dead_code)]
    pub hq_email: String,
    // Not every benchmark needs it (each compiles this module on its own).
    #[allow(dead_code)]
    pub hq_id: i64,
}

/// A new company whose HQ has PASSWORD.
pub async fn company(state: &Arc<AppState>, name: &str) -> anyhow::Result<BenchCompany> {
    let slug = format!("b{}", &uuid::Uuid::new_v4().simple().to_string()[..12]);
    let hq_email = format!("hq@{slug}.test");
    let new = parse_new_company(NewCompanyInput {
        slug: &slug,
        name,
        currency: "MYR",
        language: "en",
        admin_email: &hq_email,
        custom_domain: None,
    })
    .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let done = provision(state, &new).await?;
    let mut db = connect_in(&state.config.database_owner_url, &done.company).await?;
    sqlx::query(
        "update users set password_hash = $1, status = 'active', verified_at = now() where id = $2",
    )
    .bind(backend::features::auth::rules::hash_password(PASSWORD))
    .bind(done.admin_user_id)
    .execute(&mut db)
    .await?;
    Ok(BenchCompany {
        company: done.company,
        host: format!("{slug}.{BASE_DOMAIN}"),
        hq_email,
        hq_id: done.admin_user_id,
    })
}

/// A connection (owner for set-up, runtime role for timing the SQL) in the company's context.
pub async fn connect_in(url: &str, company: &Company) -> anyhow::Result<PgConnection> {
    let mut db = PgConnection::connect(url).await?;
    sqlx::query(
        "select set_config('search_path', $1, false), set_config('app.company_id', $2, false)",
    )
    .bind(format!("{}, platform", company.schema_name))
    .bind(company.id.to_string())
    .execute(&mut db)
    .await?;
    Ok(db)
}

/// Serves the app on a local port; returns its address.
pub async fn serve(state: &Arc<AppState>) -> anyhow::Result<String> {
    use poem::listener::{Acceptor, Listener};
    let acceptor = poem::listener::TcpListener::bind("127.0.0.1:0")
        .into_acceptor()
        .await?;
    let addr = acceptor.local_addr()[0]
        .as_socket_addr()
        .map(|a| a.to_string())
        .ok_or_else(|| anyhow::anyhow!("no address"))?;
    let routes = backend::routes(state.clone());
    tokio::spawn(async move {
        let _ = poem::Server::new_with_acceptor(acceptor).run(routes).await;
    });
    Ok(addr)
}

/// A stand-in for Billplz's bill creation (`POST /api/v3/bills`) on a local port, answering each
/// bill with an id and a payment page as Billplz does; returns its base URL (`…/api`).
#[allow(dead_code)]
pub async fn fake_billplz() -> anyhow::Result<String> {
    use poem::listener::{Acceptor, Listener};
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    #[poem::handler]
    fn bill() -> poem::web::Json<serde_json::Value> {
        let id = format!("{:08x}", NEXT.fetch_add(1, Ordering::Relaxed));
        poem::web::Json(
            serde_json::json!({"id": id, "url": format!("https://billplz.test/bills/{id}"), "state": "due"}),
        )
    }
    let acceptor = poem::listener::TcpListener::bind("127.0.0.1:0")
        .into_acceptor()
        .await?;
    let addr = acceptor.local_addr()[0]
        .as_socket_addr()
        .map(|a| a.to_string())
        .ok_or_else(|| anyhow::anyhow!("no address"))?;
    let routes = poem::Route::new().at("/api/v3/bills", poem::post(bill));
    tokio::spawn(async move {
        let _ = poem::Server::new_with_acceptor(acceptor).run(routes).await;
    });
    Ok(format!("http://{addr}/api"))
}

/// Signs HQ in through the API; returns the token.
#[allow(dead_code)]
pub async fn sign_in(
    client: &reqwest::Client,
    addr: &str,
    c: &BenchCompany,
) -> anyhow::Result<String> {
    let login: serde_json::Value = client
        .post(format!("http://{addr}/api/login"))
        .header("host", &c.host)
        .json(&serde_json::json!({"email": c.hq_email, "password": PASSWORD}))
        .send()
        .await?
        .json()
        .await?;
    Ok(login["data"]["token"]
        .as_str()
        .ok_or_else(|| anyhow::anyhow!("login failed: {login}"))?
        .to_string())
}

/// A duration in milliseconds, for printing.
#[allow(dead_code)]
pub fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The `p` quantile (0–1) of the timings (sorts them).
#[allow(dead_code)]
pub fn percentile(v: &mut [std::time::Duration], p: f64) -> std::time::Duration {
    v.sort();
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

/// The process's peak resident memory so far (VmHWM), in MiB.
#[allow(dead_code)]
pub fn peak_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map(|kb| kb / 1024.0)
        .unwrap_or(f64::NAN)
}

/// Starts a new peak: the kernel sets VmHWM back to what is resident now.
#[allow(dead_code)]
pub fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}
