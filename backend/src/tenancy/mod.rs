//! Host → company, and the one transaction per request in which every query of a company runs.

pub mod hosts;
pub mod memo;
pub mod pool;
pub mod provision;
pub mod tx;

use crate::{http::strip_port, state::AppState};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgConnection, PgPool, Postgres, Transaction};

pub use tx::Tenant;

#[derive(Clone, Debug, Serialize, Deserialize, FromRow, PartialEq)]
pub struct Company {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub currency: String,
    pub language: String,
    pub status: String,
    pub schema_name: String,
}

const COMPANY_COLUMNS: &str = "id, slug, name, currency, language, status, schema_name";

impl Company {
    pub fn is_locked(&self) -> bool {
        self.status == "locked"
    }
    pub fn is_suspended(&self) -> bool {
        self.status == "suspended"
    }
}

/// The statement that scopes a transaction to `company`: its schema first on the search path and
/// its id for row-level security, both transaction-local (`set_config(…, true)`), so they end with
/// the transaction on every path, commit, rollback or an early `?`, and a pooled connection never
/// carries a company into its next use. The one place that writes them: requests, provisioning,
/// jobs, e-mail and seeding all come through `enter` or `begin`.
///
/// The values are written into the text (a schema name is `t_<digits>`, checked here) so the
/// statement can travel with `BEGIN` in one round trip.
fn scope_statement(company: &Company) -> String {
    format!(
        "select set_config('search_path', '{}, platform', true), \
         set_config('app.company_id', '{}', true)",
        schema_of(company),
        company.id
    )
}

/// The same scope as commands (`SET LOCAL`, transaction-local like `set_config(…, true)`), for a
/// text sent by the simple protocol with `BEGIN`: PostgreSQL runs them without planning or
/// executing a query, about twice as fast as the `select set_config(…)` (measured with pgbench).
/// They return no rows.
fn scope_commands(company: &Company) -> String {
    format!(
        "set local search_path = {}, platform; set local app.company_id = '{}'",
        schema_of(company),
        company.id
    )
}

/// The company's schema name, checked to be `t_<digits>` before it is written into a statement.
fn schema_of(company: &Company) -> &str {
    let schema = &company.schema_name;
    assert!(
        schema.len() > 2
            && schema.starts_with("t_")
            && schema[2..].bytes().all(|b| b.is_ascii_digit()),
        "a company schema is t_<id>"
    );
    schema
}

/// Scopes the transaction `conn` is in to `company`.
pub async fn enter(conn: &mut PgConnection, company: &Company) -> sqlx::Result<()> {
    let statement = scope_statement(company);
    // Not kept as a prepared statement: its text differs per company.
    sqlx::query(&statement)
        .persistent(false)
        .execute(conn)
        .await?;
    Ok(())
}

/// A transaction on `pool` scoped to `company`: `BEGIN` and the scope in one round trip.
pub async fn begin(
    pool: &PgPool,
    company: &Company,
) -> sqlx::Result<Transaction<'static, Postgres>> {
    pool.begin_with(format!("begin; {}", scope_commands(company)))
        .await
}

/// A read-only transaction on `pool` scoped to `company` (a GET): PostgreSQL refuses any write in
/// it, so ending it by rollback loses nothing.
pub async fn begin_read_only(
    pool: &PgPool,
    company: &Company,
) -> sqlx::Result<Transaction<'static, Postgres>> {
    pool.begin_with(format!(
        "begin transaction read only; {}",
        scope_commands(company)
    ))
    .await
}

/// A transaction on `pool` in the platform scope: the billing rows of every company
/// (`app.platform`, which the billing tables' policy admits). For the vendor console, the payment
/// gateways' callbacks and the billing run; never for a company's request.
pub async fn begin_platform(pool: &PgPool) -> sqlx::Result<Transaction<'static, Postgres>> {
    pool.begin_with(
        "begin; select set_config('search_path', 'platform', true), \
         set_config('app.platform', 'on', true)",
    )
    .await
}

/// Every company, oldest first (jobs and workers go through them one by one).
pub async fn all_companies(pool: &PgPool) -> sqlx::Result<Vec<Company>> {
    sqlx::query_as(&format!(
        "select {COMPANY_COLUMNS} from platform.companies order by id"
    ))
    .fetch_all(pool)
    .await
}

/// What a `Host` header names.
#[derive(Debug, PartialEq, Eq)]
pub enum HostKind {
    /// The vendor console: `admin.<BASE_DOMAIN>`.
    Vendor,
    /// `<slug>.<BASE_DOMAIN>`.
    Subdomain(String),
    /// Any other host: perhaps a company's custom domain.
    Custom(String),
}

/// Classifies a host (port and case ignored).
pub fn classify_host(host: &str, base_domain: &str) -> HostKind {
    let host = strip_port(host).trim_end_matches('.').to_ascii_lowercase();
    if host == format!("admin.{base_domain}") {
        return HostKind::Vendor;
    }
    match host.strip_suffix(&format!(".{base_domain}")) {
        Some(slug) if !slug.contains('.') && !slug.is_empty() => {
            HostKind::Subdomain(slug.to_string())
        }
        _ => HostKind::Custom(host),
    }
}

fn cache_key(state: &AppState, host: &str) -> String {
    format!("{}:host:{}", state.config.redis_prefix, host)
}

/// The company a host belongs to: this process's memory first (30 s), then Redis (60 s), then
/// PostgreSQL. When Redis is down the lookup still works and the failure is logged.
pub async fn resolve(state: &AppState, host: &str) -> anyhow::Result<Option<Company>> {
    let kind = classify_host(host, &state.config.base_domain);
    let key_host = match &kind {
        HostKind::Vendor => return Ok(None),
        HostKind::Subdomain(s) => format!("{s}.{}", state.config.base_domain),
        HostKind::Custom(h) => h.clone(),
    };
    if let Some(known) = state.hosts.get(&key_host) {
        return Ok(known);
    }
    let key = cache_key(state, &key_host);
    if let Some(cached) = state.redis.get(&key).await {
        if let Ok(c) = serde_json::from_str::<Option<Company>>(&cached) {
            state.hosts.put(&key_host, c.clone());
            return Ok(c);
        }
    }
    let company = match kind {
        HostKind::Subdomain(slug) => {
            sqlx::query_as::<_, Company>(&format!(
                "select {COMPANY_COLUMNS} from platform.companies where slug = $1"
            ))
            .bind(slug)
            .fetch_optional(&state.pool)
            .await?
        }
        HostKind::Custom(domain) => {
            sqlx::query_as::<_, Company>(&format!(
                "select {COMPANY_COLUMNS} from platform.companies
                 where id = (select company_id from platform.company_domains where domain = $1)"
            ))
            .bind(domain)
            .fetch_optional(&state.pool)
            .await?
        }
        HostKind::Vendor => None,
    };
    state
        .redis
        .set_ex(&key, &serde_json::to_string(&company)?, 60)
        .await;
    state.hosts.put(&key_host, company.clone());
    Ok(company)
}

pub async fn by_id(state: &AppState, id: i64) -> anyhow::Result<Option<Company>> {
    Ok(sqlx::query_as::<_, Company>(&format!(
        "select {COMPANY_COLUMNS} from platform.companies where id = $1"
    ))
    .bind(id)
    .fetch_optional(&state.pool)
    .await?)
}

/// Forgets the cached lookups of a company (after its status, name or domains change), here and,
/// through Redis, in every other process.
pub async fn forget(state: &AppState, company: &Company, custom_domains: &[String]) {
    let mut hosts = vec![format!("{}.{}", company.slug, state.config.base_domain)];
    hosts.extend(custom_domains.iter().cloned());
    let channel = hosts::channel(&state.config.redis_prefix);
    for host in hosts {
        state.hosts.forget(&host);
        state.redis.del(&cache_key(state, &host)).await;
        state.redis.publish(&channel, &host).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_classified_with_port_and_case_ignored() {
        assert_eq!(
            classify_host("Demo.localhost:8080", "localhost"),
            HostKind::Subdomain("demo".into())
        );
        assert_eq!(
            classify_host("admin.localhost", "localhost"),
            HostKind::Vendor
        );
        assert_eq!(
            classify_host("shop.acme.com", "localhost"),
            HostKind::Custom("shop.acme.com".into())
        );
        assert_eq!(
            classify_host("a.b.localhost", "localhost"),
            HostKind::Custom("a.b.localhost".into())
        );
        assert_eq!(
            classify_host("localhost", "localhost"),
            HostKind::Custom("localhost".into())
        );
    }
}
