//! Builds the poem Route: `/api` (the OpenAPI service), the web apps, and `/healthz`.

use crate::{
    cache::Redis,
    config::Config,
    db,
    features::{
        agents::api::{database::AgentDatabaseApi, promote::PromoteDemoteApi, AgentsApi},
        attributes::api::AttributesApi,
        auth::api::AuthApi,
        catalogue::api::{
            combos::CombosApi, packages::PackagesApi, preview::PreviewApi, products::ProductsApi,
        },
        couriers::api::CouriersApi,
        inventory::api::InventoryApi,
        orders::{api::OrdersApi, payments::PaymentsApi},
        profile::api::ProfileApi,
        setup::api::{
            company::CompanySetupApi, content::ContentApi, feed::FeedApi, offers::OffersApi,
            staff::StaffApi, tiers::TiersApi,
        },
        shop::api::ShopApi,
        vendor::api::VendorApi,
    },
    http::middleware::request_context,
    tenancy::Tenant,
    web::WebApp,
};
use poem::{handler, http::StatusCode, web::Data, EndpointExt, IntoEndpoint, Response, Route};
use poem_openapi::{OpenApiService, Tags};
use sqlx::PgPool;
use std::sync::Arc;

pub struct AppState {
    pub config: Config,
    /// The runtime role's pool: every request's queries.
    pub pool: PgPool,
    /// The owner's pool: provisioning only.
    pub owner_pool: PgPool,
    pub redis: Redis,
    pub runtime_role: String,
    /// Outgoing HTTP (payment gateways), with its connection pool.
    pub http: reqwest::Client,
}

impl AppState {
    pub async fn new(config: Config) -> anyhow::Result<Arc<Self>> {
        let pool = db::runtime_pool(&config.database_url, 20).await?;
        db::check_runtime_role(&pool).await?;
        let owner_pool = db::owner_pool(&config.database_owner_url).await?;
        let redis = Redis::new(&config.redis_url)?;
        let runtime_role = db::role_of(&config.database_url)?;
        Ok(Arc::new(Self {
            config,
            pool,
            owner_pool,
            redis,
            runtime_role,
            http: reqwest::Client::new(),
        }))
    }
}

#[derive(Tags)]
pub enum ApiTags {
    /// Sign-in, sessions, codes and password links.
    Auth,
    /// The signed-in user's own account.
    Profile,
    /// Company face and reference data.
    Attributes,
    /// HQ company setup.
    Setup,
    /// The agent network: registration and the family tree.
    Agents,
    /// The SaaS vendor's console (admin host only).
    Vendor,
    /// Products, packages and combos.
    Catalogue,
    /// Stock per branch and its history.
    Inventory,
    /// Couriers, regions, rates and the shipping lookup.
    Couriers,
    /// The agent's shop: cart, addresses, checkout, receipt, own and team orders.
    Shop,
    /// HQ's orders: tabs, approval, fulfilment, bulk tracking.
    Orders,
    /// Payment gateways (Billplz) and their notices.
    Payments,
}

pub type Apis = (
    (
        AuthApi,
        ProfileApi,
        AttributesApi,
        AgentsApi,
        AgentDatabaseApi,
        PromoteDemoteApi,
        VendorApi,
    ),
    (
        CompanySetupApi,
        StaffApi,
        TiersApi,
        ContentApi,
        FeedApi,
        OffersApi,
    ),
    (
        ProductsApi,
        PreviewApi,
        PackagesApi,
        CombosApi,
        InventoryApi,
        CouriersApi,
    ),
    (ShopApi, OrdersApi, PaymentsApi),
);

pub fn api_service() -> OpenApiService<Apis, ()> {
    OpenApiService::new(
        (
            (
                AuthApi,
                ProfileApi,
                AttributesApi,
                AgentsApi,
                AgentDatabaseApi,
                PromoteDemoteApi,
                VendorApi,
            ),
            (
                CompanySetupApi,
                StaffApi,
                TiersApi,
                ContentApi,
                FeedApi,
                OffersApi,
            ),
            (
                ProductsApi,
                PreviewApi,
                PackagesApi,
                CombosApi,
                InventoryApi,
                CouriersApi,
            ),
            (ShopApi, OrdersApi, PaymentsApi),
        ),
        "Rangkai API",
        env!("CARGO_PKG_VERSION"),
    )
    .server("/api")
    .description("Every response is the envelope {meta: {code, message, error?}, data}.")
}

/// The OpenAPI document (`backend openapi`).
pub fn openapi_json() -> String {
    api_service().spec()
}

#[handler]
async fn healthz(state: Data<&Arc<AppState>>) -> Response {
    let postgres = sqlx::query_scalar::<_, i32>("select 1")
        .fetch_one(&state.pool)
        .await
        .is_ok();
    let redis = state.redis.ping().await;
    let status = if postgres {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let message = match (postgres, redis) {
        (true, true) => "ok",
        (true, false) => "degraded: redis unavailable",
        _ => "postgres unavailable",
    };
    Response::builder().status(status).content_type("application/json").body(
        serde_json::json!({"meta": {"code": status.as_u16(), "message": message}, "data": {"postgres": postgres, "redis": redis}})
            .to_string(),
    )
}

/// Development only (DEV_OUTBOX=1): the company's e-mail outbox as a page.
#[handler]
async fn dev_outbox(tenant: Tenant) -> poem::Result<Response> {
    let mut db = tenant.db().await.map_err(|e| e.into_poem())?;
    let rows: Vec<(chrono::DateTime<chrono::Utc>, String, String, String, String)> = sqlx::query_as(
        "select created_at, to_address, subject, body_text, status from outbox_emails order by id desc limit 100",
    )
    .fetch_all(&mut *db)
    .await
    .map_err(poem::error::InternalServerError)?;
    let esc = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let mut html = String::from(
        "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'><title>Outbox</title>\
         <body style='font-family:system-ui;max-width:48rem;margin:1rem auto;padding:0 1rem'><h1>E-mail outbox</h1>",
    );
    for (at, to, subject, body, status) in rows {
        html.push_str(&format!(
            "<article style='border:1px solid #ddd;border-radius:8px;padding:.75rem;margin:.75rem 0'><small>{} · {} · {}</small><h3>{}</h3><pre style='white-space:pre-wrap'>{}</pre></article>",
            at.format("%Y-%m-%d %H:%M:%S UTC"), esc(&to), esc(&status), esc(&subject), esc(&body)
        ));
    }
    Ok(Response::builder()
        .content_type("text/html; charset=utf-8")
        .body(html))
}

/// The largest request body the API reads (uploads check their own, smaller limits).
const MAX_BODY: u64 = 12 * 1024 * 1024;

/// Refuses a declared body over MAX_BODY before reading it, and caps an undeclared (chunked) one
/// while it streams.
async fn body_limit<E: poem::Endpoint>(
    ep: Arc<E>,
    mut req: poem::Request,
) -> poem::Result<Response> {
    use poem::IntoResponse;
    let declared = req
        .header("content-length")
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY) {
        return Err(crate::http::ApiError::too_large().into_poem());
    }
    if declared.is_none() {
        let body = req.take_body();
        let limited = tokio::io::AsyncReadExt::take(body.into_async_read(), MAX_BODY);
        req.set_body(poem::Body::from_async_read(limited));
    }
    Ok(ep.call(req).await?.into_response())
}

pub fn routes(state: Arc<AppState>) -> impl poem::Endpoint {
    let api = api_service();
    let spec = api.spec_endpoint();
    let docs = api.swagger_ui();
    let mut route = Route::new()
        .at("/healthz", healthz)
        .at("/api/openapi.json", spec)
        .nest("/api/docs", docs)
        .nest("/api", api.into_endpoint().around(body_limit));
    if state.config.dev_outbox {
        route = route.at("/api/dev/outbox", dev_outbox);
    }
    let route = route.nest("/", WebApp::new(state.clone()));
    request_context(route.data(state.clone()), state)
}
