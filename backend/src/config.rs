//! Environment → Config, read once at start.

use std::{env, net::SocketAddr, path::PathBuf};

#[derive(Clone, Debug)]
pub struct Config {
    /// The runtime role: not superuser, not owner, no BYPASSRLS.
    pub database_url: String,
    /// Connections the runtime role keeps open to PostgreSQL (`DATABASE_POOL_SIZE`).
    pub database_pool_size: u32,
    /// The owner role that runs migrations and creates company schemas.
    pub database_owner_url: String,
    pub redis_url: String,
    /// Prefix of every Redis key (tests give each app its own).
    pub redis_prefix: String,
    pub bind: SocketAddr,
    /// `localhost` in development: companies live at `<slug>.localhost`, the vendor console at `admin.localhost`.
    pub base_domain: String,
    /// `http` or `https`: how links in e-mails are written.
    pub public_scheme: String,
    /// The port written into links when it is not the scheme's default (development).
    pub public_port: Option<u16>,
    pub secret_key: String,
    pub web_dist: PathBuf,
    pub admin_dist: PathBuf,
    pub upload_dir: PathBuf,
    pub smtp_url: Option<String>,
    pub mail_from: String,
    /// Trust `X-Forwarded-For` (only behind our own reverse proxy).
    pub trust_proxy: bool,
    pub limits: RateLimits,
    /// Run the background workers (e-mail sender) in this process.
    pub run_workers: bool,
    /// Show the e-mail outbox at /api/dev/outbox (development only).
    pub dev_outbox: bool,
    /// Where Billplz is reached: unset → its production or sandbox address as the company's
    /// settings say; set → this address for every company (a local fake in development and tests).
    pub billplz_url: Option<String>,
    /// Where MyInvois is reached: unset → production or pre-production as the company chose; set →
    /// this address for every company (a local fake in tests).
    pub myinvois_url: Option<String>,
    /// Where the courier providers are reached: unset → each one's production or sandbox address
    /// as the company's account says; set → this address for every company (a local fake).
    pub courier_urls: CourierUrls,
    /// The vendor's own Billplz collection, where companies pay their subscription invoices
    /// (`VENDOR_BILLPLZ_API_KEY`, `…_COLLECTION_ID`, `…_X_SIGNATURE`, and `…_URL` for a fake).
    pub vendor_billplz: Option<VendorBillplz>,
    /// The vendor's Stripe account, where companies pay their subscription invoices by card (and
    /// FPX) through Stripe Checkout (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_URL`).
    pub stripe: Option<StripeConfig>,
    /// Serve local stand-ins of outside services (the vendor's Billplz at /_fake/billplz) in this
    /// process: development and browser tests only (`DEV_FAKES=1`).
    pub dev_fakes: bool,
}

/// `EASYPARCEL_URL`, `NINJAVAN_URL`, `DELYVA_URL`: a fake in development and tests.
#[derive(Clone, Debug, Default)]
pub struct CourierUrls {
    pub easyparcel: Option<String>,
    pub ninjavan: Option<String>,
    pub delyva: Option<String>,
}

#[derive(Clone, Debug)]
pub struct StripeConfig {
    /// The API's base, ending in `/` (`https://api.stripe.com/`, or a fake).
    pub api_url: String,
    pub secret_key: String,
    /// The webhook endpoint's signing secret (`whsec_…`).
    pub webhook_secret: String,
}

#[derive(Clone, Debug)]
pub struct VendorBillplz {
    pub url: String,
    pub api_key: String,
    pub collection_id: String,
    pub x_signature_key: String,
}

/// Requests allowed per window. Over the limit → 429.
#[derive(Clone, Debug)]
pub struct RateLimits {
    pub window_secs: u64,
    pub login_per_account: u32,
    pub login_per_address: u32,
    pub codes_per_account: u32,
    pub reset_per_account: u32,
    /// All API calls of one signed-in session per minute: the everyday limit.
    pub per_session_per_minute: u32,
    /// All API calls from one address per minute: a ceiling high enough for a busy office or a
    /// school co-op's parents behind one network address.
    pub per_address_per_minute: u32,
}

impl Default for RateLimits {
    fn default() -> Self {
        Self {
            window_secs: 300,
            login_per_account: 10,
            login_per_address: 300,
            codes_per_account: 10,
            reset_per_account: 5,
            per_session_per_minute: 600,
            per_address_per_minute: 6_000,
        }
    }
}

fn var(name: &str, default: &str) -> String {
    env::var(name).unwrap_or_else(|_| default.to_string())
}

fn num<T: std::str::FromStr>(name: &str, default: T) -> T {
    env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let root = PathBuf::from(var("RANGKAI_ROOT", "."));
        let defaults = RateLimits::default();
        Ok(Self {
            database_url: var(
                "DATABASE_URL",
                "postgres://rangkai_app@127.0.0.1:5432/rangkai",
            ),
            database_pool_size: num("DATABASE_POOL_SIZE", 20u32).max(1),
            database_owner_url: var(
                "DATABASE_OWNER_URL",
                "postgres://rangkai_owner@127.0.0.1:5432/rangkai",
            ),
            redis_url: var("REDIS_URL", "redis://127.0.0.1:6379"),
            redis_prefix: var("REDIS_PREFIX", "rk"),
            bind: var("BIND", "0.0.0.0:8080").parse()?,
            base_domain: var("BASE_DOMAIN", "localhost").to_lowercase(),
            public_scheme: var("PUBLIC_SCHEME", "http"),
            public_port: env::var("PUBLIC_PORT").ok().and_then(|p| p.parse().ok()),
            secret_key: var("SECRET_KEY", "development-secret-change-me"),
            web_dist: env::var("WEB_DIST")
                .map(PathBuf::from)
                .unwrap_or(root.join("web/dist")),
            admin_dist: env::var("ADMIN_DIST")
                .map(PathBuf::from)
                .unwrap_or(root.join("tenant-admin/dist")),
            upload_dir: env::var("UPLOAD_DIR")
                .map(PathBuf::from)
                .unwrap_or(root.join("var/uploads")),
            smtp_url: env::var("SMTP_URL").ok().filter(|s| !s.is_empty()),
            mail_from: var("MAIL_FROM", "Rangkai <no-reply@rangkai.test>"),
            trust_proxy: var("TRUST_PROXY", "0") == "1",
            limits: RateLimits {
                window_secs: num("RATE_LIMIT_WINDOW_SECS", defaults.window_secs),
                login_per_account: num("RATE_LIMIT_LOGIN_PER_ACCOUNT", defaults.login_per_account),
                login_per_address: num("RATE_LIMIT_LOGIN_PER_ADDRESS", defaults.login_per_address),
                codes_per_account: num("RATE_LIMIT_CODES_PER_ACCOUNT", defaults.codes_per_account),
                reset_per_account: num("RATE_LIMIT_RESET_PER_ACCOUNT", defaults.reset_per_account),
                per_session_per_minute: num(
                    "RATE_LIMIT_PER_SESSION_PER_MINUTE",
                    defaults.per_session_per_minute,
                ),
                per_address_per_minute: num(
                    "RATE_LIMIT_PER_ADDRESS_PER_MINUTE",
                    defaults.per_address_per_minute,
                ),
            },
            run_workers: var("RUN_WORKERS", "1") == "1",
            dev_outbox: var("DEV_OUTBOX", "0") == "1",
            billplz_url: env::var("BILLPLZ_URL").ok().filter(|s| !s.is_empty()),
            myinvois_url: env::var("MYINVOIS_URL").ok().filter(|s| !s.is_empty()),
            courier_urls: CourierUrls {
                easyparcel: env::var("EASYPARCEL_URL").ok().filter(|s| !s.is_empty()),
                ninjavan: env::var("NINJAVAN_URL").ok().filter(|s| !s.is_empty()),
                delyva: env::var("DELYVA_URL").ok().filter(|s| !s.is_empty()),
            },
            vendor_billplz: vendor_billplz(),
            stripe: stripe(),
            dev_fakes: var("DEV_FAKES", "0") == "1",
        })
    }

    /// The public origin of a company host, e.g. `http://demo.localhost:8080`.
    pub fn origin_of(&self, host: &str) -> String {
        let default_port = match self.public_scheme.as_str() {
            "https" => 443,
            _ => 80,
        };
        match self.public_port {
            Some(p) if p != default_port => format!("{}://{}:{}", self.public_scheme, host, p),
            _ => format!("{}://{}", self.public_scheme, host),
        }
    }

    pub fn admin_host(&self) -> String {
        format!("admin.{}", self.base_domain)
    }
}

/// The vendor's Billplz account from the environment; None unless the key, the collection and the
/// X-Signature key are all set.
fn vendor_billplz() -> Option<VendorBillplz> {
    let get = |k: &str| env::var(k).ok().filter(|s| !s.trim().is_empty());
    Some(VendorBillplz {
        url: get("VENDOR_BILLPLZ_URL")
            .or_else(|| get("BILLPLZ_URL"))
            .unwrap_or_else(|| crate::integrations::billplz::PRODUCTION_URL.to_string()),
        api_key: get("VENDOR_BILLPLZ_API_KEY")?,
        collection_id: get("VENDOR_BILLPLZ_COLLECTION_ID")?,
        x_signature_key: get("VENDOR_BILLPLZ_X_SIGNATURE")?,
    })
}

/// The vendor's Stripe account from the environment; None unless the secret key and the webhook
/// secret are both set.
fn stripe() -> Option<StripeConfig> {
    let get = |k: &str| env::var(k).ok().filter(|s| !s.trim().is_empty());
    Some(StripeConfig {
        api_url: get("STRIPE_API_URL")
            .unwrap_or_else(|| crate::integrations::stripe::API_URL.to_string()),
        secret_key: get("STRIPE_SECRET_KEY")?,
        webhook_secret: get("STRIPE_WEBHOOK_SECRET")?,
    })
}
