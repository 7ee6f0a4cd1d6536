//! Rangkai: one binary serves the API, the web apps and the scheduled work.
//! CLI: serve | migrate | seed-demo | openapi | tenant create|list|suspend|unsuspend | vendor-user

use backend::{app, config, db, features, i18n, integrations, jobs, seed, state, tenancy};
use clap::{Parser, Subcommand};
use std::sync::Arc;

/// mimalloc instead of glibc's malloc: a request allocates many small short-lived values (JSON,
/// rows), and glibc's malloc and free were a tenth of the server's CPU on a signed-in read.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "backend", about = "Rangkai: agent sales platform")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the web apps.
    Serve,
    /// Bring `platform` and every company schema to the latest migration.
    Migrate,
    /// Create (or refresh) the demo company, its users and a vendor operator.
    SeedDemo,
    /// Print the OpenAPI document.
    Openapi,
    /// Companies.
    #[command(subcommand)]
    Tenant(TenantCommand),
    /// Create or update a vendor operator.
    VendorUser {
        #[arg(long)]
        email: String,
        #[arg(long)]
        name: String,
        #[arg(long, env = "VENDOR_PASSWORD")]
        password: String,
    },
}

#[derive(Subcommand)]
enum TenantCommand {
    /// Provision a company: schema, settings, first HQ user (invited by e-mail).
    Create {
        #[arg(long)]
        slug: String,
        #[arg(long)]
        name: String,
        #[arg(long, default_value = "MYR")]
        currency: String,
        #[arg(long, default_value = "en")]
        language: String,
        #[arg(long)]
        admin_email: String,
        #[arg(long)]
        domain: Option<String>,
    },
    /// List companies with their status.
    List,
    /// Suspend a company (its users cannot sign in).
    Suspend { slug: String },
    /// Make a suspended or locked company active again.
    Unsuspend { slug: String },
}

fn init_tracing() {
    use tracing_subscriber::{fmt, EnvFilter};
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=error"));
    if std::env::var("LOG_FORMAT").as_deref() == Ok("text") {
        fmt().with_env_filter(filter).init();
    } else {
        fmt()
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .with_env_filter(filter)
            .init();
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    if let Command::Openapi = cli.command {
        println!("{}", app::openapi_json());
        return Ok(());
    }
    init_tracing();
    let config = config::Config::from_env()?;
    match cli.command {
        Command::Openapi => unreachable!(),
        Command::Migrate => {
            let role = db::role_of(&config.database_url)?;
            let report = db::migrate_all(&config.database_owner_url, &role).await?;
            println!(
                "migrated: platform +{}, {} company schemas +{} (all on the latest version)",
                report.platform_applied, report.schemas, report.tenant_applied
            );
            // Data the SQL cannot move: credentials kept plain from before they were sealed.
            let state = state::AppState::new(config).await?;
            jobs::seal_plain_credentials(&state).await?;
        }
        Command::Serve => serve(config).await?,
        Command::SeedDemo => {
            let state = state::AppState::new(config).await?;
            seed::seed_demo(&state).await?;
        }
        Command::VendorUser {
            email,
            name,
            password,
        } => {
            let state = state::AppState::new(config).await?;
            let hash = features::auth::rules::hash_password(&password);
            features::vendor::store::upsert_vendor(&state.pool, &email, &name, &hash).await?;
            println!("vendor operator {email} saved");
        }
        Command::Tenant(cmd) => tenant_command(config, cmd).await?,
    }
    Ok(())
}

async fn serve(config: config::Config) -> anyhow::Result<()> {
    let bind = config.bind;
    let state = state::AppState::new(config).await?;
    if state.config.run_workers {
        tokio::spawn(integrations::email::run_sender(state.clone()));
    }
    // Kept alive for as long as the server runs.
    let _scheduler = if state.config.run_workers {
        Some(jobs::start(state.clone()).await?)
    } else {
        None
    };
    let listener = poem::listener::TcpListener::bind(bind);
    tracing::info!(%bind, base_domain = %state.config.base_domain, "serving");
    poem::Server::new(listener)
        .run_with_graceful_shutdown(
            app::routes(state),
            async {
                let _ = tokio::signal::ctrl_c().await;
            },
            None,
        )
        .await?;
    Ok(())
}

async fn tenant_command(config: config::Config, cmd: TenantCommand) -> anyhow::Result<()> {
    let state: Arc<state::AppState> = state::AppState::new(config).await?;
    match cmd {
        TenantCommand::Create {
            slug,
            name,
            currency,
            language,
            admin_email,
            domain,
        } => {
            let started = std::time::Instant::now();
            let new = features::vendor::rules::parse_new_company(
                features::vendor::rules::NewCompanyInput {
                    slug: &slug,
                    name: &name,
                    currency: &currency,
                    language: &language,
                    admin_email: &admin_email,
                    custom_domain: domain.as_deref(),
                },
            )
            .map_err(|errs| {
                let text: Vec<String> = errs
                    .iter()
                    .map(|(f, m)| format!("{f}: {}", i18n::text(i18n::Lang::En, *m)))
                    .collect();
                anyhow::anyhow!(text.join("; "))
            })?;
            let done = tenancy::provision::provision(&state, &new).await?;
            println!(
                "company {} (id {}, schema {}) created in {} ms",
                done.company.slug,
                done.company.id,
                done.company.schema_name,
                started.elapsed().as_millis()
            );
            println!(
                "HQ {admin_email}: choose a password at {}",
                done.invitation_url
            );
        }
        TenantCommand::List => {
            for c in features::vendor::store::companies(&state.pool).await? {
                println!(
                    "{:>5}  {:<30} {:<10} {:<4} {}",
                    c.id, c.slug, c.status, c.currency, c.name
                );
            }
        }
        TenantCommand::Suspend { slug } => set_status(&state, &slug, "suspended").await?,
        TenantCommand::Unsuspend { slug } => set_status(&state, &slug, "active").await?,
    }
    Ok(())
}

async fn set_status(state: &state::AppState, slug: &str, status: &str) -> anyhow::Result<()> {
    let id: Option<i64> = sqlx::query_scalar("select id from platform.companies where slug = $1")
        .bind(slug)
        .fetch_optional(&state.pool)
        .await?;
    let id = id.ok_or_else(|| anyhow::anyhow!("no company {slug}"))?;
    features::vendor::store::set_status(&state.pool, id, status).await?;
    let company = tenancy::by_id(state, id).await?.expect("exists");
    let domains = features::vendor::store::domains_of(&state.pool, id).await?;
    tenancy::forget(state, &company, &domains).await;
    println!("{slug}: {status}");
    Ok(())
}
