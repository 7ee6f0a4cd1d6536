//! Connection pools, the start-up role check, and the migration runner for `platform` and every
//! company schema.
//!
//! Migrations are embedded with `sqlx::migrate!` (so the binary carries them) but applied by our own
//! runner: sqlx's would keep its bookkeeping table inside each company schema, where it would be a
//! table without row-level security. Ours keeps one `platform.schema_migrations` for all schemas.

use anyhow::{bail, Context};
use sqlx::ConnectOptions;
use sqlx::{
    migrate::{Migration, Migrator},
    postgres::PgPoolOptions,
    Connection, PgConnection, PgPool,
};
use std::{str::FromStr, time::Duration};

pub static PLATFORM_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/platform");
pub static TENANT_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/tenant");

/// A connection idle longer than this is checked (a round trip) before a request gets it; a busy
/// one is not, since the pool already checks each connection when it comes back.
const CHECK_WHEN_IDLE_FOR: Duration = Duration::from_secs(5);

/// The runtime role's sessions are set in the start-up packet (no round trip): no JIT compilation
/// (a report whose plan costs past `jit_above_cost` spent about 20 ms compiling, more than it
/// saved on a query of a few hundred milliseconds at most), and 16 MB for a sort or hash (a
/// month's figures per agent at 100,000 agents spilled to disk at the default 4 MB).
pub async fn runtime_pool(url: &str, max: u32) -> anyhow::Result<PgPool> {
    let options = sqlx::postgres::PgConnectOptions::from_str(url)
        .with_context(|| "reading DATABASE_URL")?
        .options([("jit", "off"), ("work_mem", "16MB")]);
    PgPoolOptions::new()
        .max_connections(max)
        .acquire_timeout(Duration::from_secs(5))
        .test_before_acquire(false)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for > CHECK_WHEN_IDLE_FOR {
                    conn.ping().await?;
                }
                Ok(true)
            })
        })
        .connect_with(options)
        .await
        .with_context(|| "connecting to PostgreSQL as the runtime role (DATABASE_URL)")
}

pub async fn owner_pool(url: &str) -> anyhow::Result<PgPool> {
    PgPoolOptions::new()
        .max_connections(4)
        .acquire_timeout(Duration::from_secs(10))
        .connect(url)
        .await
        .with_context(|| "connecting to PostgreSQL as the owner role (DATABASE_OWNER_URL)")
}

/// The server refuses to run with a role that row-level security would not hold.
pub async fn check_runtime_role(pool: &PgPool) -> anyhow::Result<()> {
    let (name, superuser, bypass): (String, bool, bool) = sqlx::query_as(
        "select rolname::text, rolsuper, rolbypassrls from pg_roles where rolname = current_user",
    )
    .fetch_one(pool)
    .await?;
    if superuser || bypass {
        bail!("the runtime role {name} is a superuser or has BYPASSRLS: row-level security would not apply; refusing to start");
    }
    let owned: i64 = sqlx::query_scalar(
        "select count(*) from pg_tables where tableowner = current_user and (schemaname = 'platform' or schemaname like 't\\_%')",
    )
    .fetch_one(pool)
    .await?;
    if owned > 0 {
        bail!("the runtime role {name} owns {owned} tables; it must not be their owner; refusing to start");
    }
    Ok(())
}

pub fn tenant_schema(company_id: i64) -> String {
    format!("t_{company_id}")
}

fn latest(m: &Migrator) -> i64 {
    m.iter().map(|m| m.version).max().unwrap_or(0)
}

/// Applies the migrations `schema` lacks, inside the caller's transaction. The caller holds the
/// migration lock.
async fn apply(
    conn: &mut PgConnection,
    schema: &str,
    migrator: &Migrator,
    runtime_role: &str,
) -> anyhow::Result<usize> {
    let done: Vec<(i64, Vec<u8>)> = sqlx::query_as(
        "select version, checksum from platform.schema_migrations where schema_name = $1",
    )
    .bind(schema)
    .fetch_all(&mut *conn)
    .await?;
    let mut applied = 0;
    let ups: Vec<&Migration> = migrator
        .iter()
        .filter(|m| !m.migration_type.is_down_migration())
        .collect();
    for m in ups {
        if let Some((_, sum)) = done.iter().find(|(v, _)| *v == m.version) {
            if sum.as_slice() != &*m.checksum {
                bail!(
                    "migration {} of schema {schema} was changed after it ran",
                    m.version
                );
            }
            continue;
        }
        run_one(conn, schema, m).await?;
        applied += 1;
    }
    grant(conn, schema, runtime_role).await?;
    Ok(applied)
}

async fn run_one(conn: &mut PgConnection, schema: &str, m: &Migration) -> anyhow::Result<()> {
    sqlx::query("select set_config('search_path', $1, true)")
        .bind(format!("{schema}, platform"))
        .execute(&mut *conn)
        .await?;
    sqlx::Executor::execute(&mut *conn, &*m.sql)
        .await
        .with_context(|| {
            format!(
                "migration {} ({}) in schema {schema}",
                m.version, m.description
            )
        })?;
    sqlx::query(
        "insert into platform.schema_migrations (schema_name, version, description, checksum) values ($1, $2, $3, $4)",
    )
    .bind(schema)
    .bind(m.version)
    .bind(&*m.description)
    .bind(&*m.checksum)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

async fn grant(conn: &mut PgConnection, schema: &str, role: &str) -> anyhow::Result<()> {
    let role = quote_ident(role);
    let sql = if schema == "platform" {
        format!(
            "grant usage on schema platform to {role};
             grant select, insert, update, delete on all tables in schema platform to {role};
             revoke insert, update, delete on platform.schema_migrations from {role};
             grant usage, select on all sequences in schema platform to {role};"
        )
    } else {
        format!(
            "grant usage on schema {schema} to {role};
             grant select, insert, update, delete on all tables in schema {schema} to {role};
             grant usage, select on all sequences in schema {schema} to {role};"
        )
    };
    sqlx::Executor::execute(&mut *conn, sql.as_str()).await?;
    Ok(())
}

fn quote_ident(s: &str) -> String {
    format!("\"{}\"", s.replace('"', "\"\""))
}

async fn bootstrap(conn: &mut PgConnection) -> anyhow::Result<()> {
    sqlx::Executor::execute(
        &mut *conn,
        "create schema if not exists platform;
         create table if not exists platform.schema_migrations (
             schema_name text not null,
             version bigint not null,
             description text not null,
             checksum bytea not null,
             applied_at timestamptz not null default now(),
             primary key (schema_name, version));",
    )
    .await?;
    Ok(())
}

const MIGRATION_LOCK: i64 = 0x72616e676b6169; // "rangkai"

/// `backend migrate`: `platform`, then every company schema, each in its own transaction; then a
/// check that no schema is left behind.
pub async fn migrate_all(owner_url: &str, runtime_role: &str) -> anyhow::Result<MigrateReport> {
    // The reference-data migrations are large and slow by design: do not log their whole text.
    let options = sqlx::postgres::PgConnectOptions::from_str(owner_url)?
        .log_slow_statements(log::LevelFilter::Off, Duration::from_secs(60));
    let mut conn = PgConnection::connect_with(&options).await?;
    sqlx::query("select pg_advisory_lock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut conn)
        .await?;
    let result = async {
        bootstrap(&mut conn).await?;
        let mut tx = conn.begin().await?;
        let platform = apply(&mut tx, "platform", &PLATFORM_MIGRATIONS, runtime_role).await?;
        tx.commit().await?;
        let schemas: Vec<String> =
            sqlx::query_scalar("select schema_name from platform.companies order by id")
                .fetch_all(&mut conn)
                .await?;
        let mut tenant = 0;
        for schema in &schemas {
            let mut tx = conn.begin().await?;
            tenant += apply(&mut tx, schema, &TENANT_MIGRATIONS, runtime_role)
                .await
                .with_context(|| format!("migrating {schema}"))?;
            tx.commit().await?;
        }
        let behind = schemas_behind(&mut conn).await?;
        if !behind.is_empty() {
            bail!(
                "these company schemas are not on the latest migration: {}",
                behind.join(", ")
            );
        }
        Ok(MigrateReport {
            platform_applied: platform,
            tenant_applied: tenant,
            schemas: schemas.len(),
        })
    }
    .await;
    sqlx::query("select pg_advisory_unlock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut conn)
        .await?;
    result
}

#[derive(Debug)]
pub struct MigrateReport {
    pub platform_applied: usize,
    pub tenant_applied: usize,
    pub schemas: usize,
}

/// Company schemas whose newest applied migration is older than the binary's newest.
pub async fn schemas_behind(conn: &mut PgConnection) -> anyhow::Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "select c.schema_name from platform.companies c
         left join platform.schema_migrations m on m.schema_name = c.schema_name
         group by c.schema_name having coalesce(max(m.version), 0) < $1 order by 1",
    )
    .bind(latest(&TENANT_MIGRATIONS))
    .fetch_all(&mut *conn)
    .await?)
}

/// Creates a company schema and runs every tenant migration in it, inside the caller's transaction
/// (provisioning), so a failure leaves no half-made company.
pub async fn create_tenant_schema(
    conn: &mut PgConnection,
    schema: &str,
    runtime_role: &str,
) -> anyhow::Result<()> {
    sqlx::query("select pg_advisory_xact_lock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut *conn)
        .await?;
    let create = format!("create schema {}", quote_ident(schema));
    sqlx::Executor::execute(&mut *conn, create.as_str()).await?;
    apply(conn, schema, &TENANT_MIGRATIONS, runtime_role).await?;
    Ok(())
}

/// The role name in a postgres URL (the runtime role the owner grants to).
pub fn role_of(url: &str) -> anyhow::Result<String> {
    let u = url::Url::parse(url)?;
    let user = u.username();
    if user.is_empty() {
        bail!("the database URL names no user: {url}");
    }
    Ok(user.to_string())
}
