//! What handlers, guards and jobs share: the pools, the configuration and the outgoing clients.
//! Everyone imports this; `app.rs` (the router) imports everyone, never the other way round.

use crate::{
    cache::Redis,
    config::Config,
    db,
    http::ratelimit::{AddressCeiling, SessionLimit},
    tenancy::hosts::HostCache,
};
use sqlx::PgPool;
use std::sync::Arc;

pub struct AppState {
    pub config: Config,
    /// The runtime role's pool: everything but a company request's own transaction (public
    /// lookups, side transactions, workers).
    pub pool: PgPool,
    /// The runtime role's connections for a company request's transaction (`tenancy::pool`).
    pub request_pool: crate::tenancy::pool::RequestPool,
    /// The owner's pool: provisioning only.
    pub owner_pool: PgPool,
    pub redis: Redis,
    pub runtime_role: String,
    /// Outgoing HTTP (payment gateways), with its connection pool.
    pub http: reqwest::Client,
    /// Host → company, remembered for a short while in this process.
    pub hosts: HostCache,
    /// The last health probe: when, whether PostgreSQL and Redis answered (`/healthz` probes at
    /// most once a second, however often it is asked).
    pub health: tokio::sync::Mutex<Option<(std::time::Instant, bool, bool)>>,
    /// True once this process listens for changed hosts (tests wait for it).
    pub hosts_listening: Arc<tokio::sync::watch::Sender<bool>>,
    /// Each company's theme, remembered for a short while in this process.
    pub themes: crate::features::attributes::themes::ThemeCache,
    /// Each company's products whole, as their detail answers them, for a short while.
    pub products: crate::features::catalogue::api::products::ProductMemo,
    /// Each signed-in session's own account, as `/user/detail` answers it, for a short while.
    pub accounts: crate::features::profile::api::AccountMemo,
    /// True while this process listens for changed settings, catalogues and accounts (`tenancy::memo`;
    /// tests wait for it).
    pub memos_listening: Arc<tokio::sync::watch::Sender<bool>>,
    /// Requests per address and minute, counted in this process.
    pub address_ceiling: AddressCeiling,
    pub session_limit: SessionLimit,
}

impl AppState {
    pub async fn new(config: Config) -> anyhow::Result<Arc<Self>> {
        crate::domain::secrets::install_server_key(&config.secret_key);
        let pool = db::runtime_pool(&config.database_url, config.database_pool_size).await?;
        db::check_runtime_role(&pool).await?;
        let owner_pool = db::owner_pool(&config.database_owner_url).await?;
        let request_pool = crate::tenancy::pool::RequestPool::new(
            (*pool.connect_options()).clone(),
            config.database_pool_size as usize,
        );
        let redis = Redis::new(&config.redis_url)?;
        let runtime_role = db::role_of(&config.database_url)?;
        let state = Arc::new(Self {
            config,
            pool,
            request_pool,
            owner_pool,
            redis,
            runtime_role,
            http: reqwest::Client::new(),
            hosts: HostCache::default(),
            address_ceiling: AddressCeiling::default(),
            session_limit: SessionLimit::default(),
            hosts_listening: Arc::new(tokio::sync::watch::Sender::new(false)),
            themes: Default::default(),
            products: Default::default(),
            accounts: Default::default(),
            memos_listening: Arc::new(tokio::sync::watch::Sender::new(false)),
            health: tokio::sync::Mutex::new(None),
        });
        crate::tenancy::hosts::listen_for_changes(&state);
        crate::tenancy::memo::listen_for_changes(&state);
        Ok(state)
    }
}
