//! Builds the poem Route: `/api` (the OpenAPI service), the web apps, and `/healthz`.

use crate::{
    features::{
        agents::api::{
            database::AgentDatabaseApi, family_tree::FamilyTreeApi, membership::MembershipApi,
            promote::PromoteDemoteApi, record::AgentRecordApi, registration::RegistrationApi,
        },
        analytics::api::AnalyticsApi,
        attributes::api::AttributesApi,
        auth::api::AuthApi,
        billing::{api::BillingApi, vendor_api::VendorBillingApi},
        campaigns::api::CampaignApi,
        catalogue::api::{
            combos::CombosApi,
            packages::PackagesApi,
            preview::PreviewApi,
            products::{images::ProductImagesApi, ProductsApi},
        },
        commissions::api::{
            billplz::BillplzPayoutsApi, close::CommissionCloseApi, company_money::CompanyMoneyApi,
            payouts::PayoutsApi, settings::CommissionSettingsApi, CommissionApi,
        },
        courier_booking::api::CourierBookingApi,
        couriers::api::CouriersApi,
        dashboard::api::DashboardApi,
        einvoice::api::EinvoiceApi,
        ejenpay::api::EjenpayApi,
        integration_hub::{api::IntegrationHubApi, providers::CourierProvidersApi},
        inventory::api::InventoryApi,
        marketing::api::MarketingApi,
        orders::{
            api::{
                agent::AgentOrdersApi, fulfilment::FulfilmentApi, order_form::OrderFormApi,
                voucher_uses::VoucherUsesApi, OrdersApi,
            },
            payments::api::PaymentsApi,
        },
        profile::api::ProfileApi,
        rankings::api::RankingsApi,
        reports::api::{
            AgentReportApi, CustomerReportApi, InventoryReportApi, KpiReportApi,
            ProductSalesReportApi, RecruitmentReportApi, ReportExportApi, TransactionReportApi,
        },
        settlement::api::SettlementApi,
        setup::api::{
            company::CompanySetupApi, content::ContentApi, features::FeaturesApi, feed::FeedApi,
            offers::OffersApi, staff::StaffApi, theme::ThemeApi, tiers::TiersApi,
        },
        shop::api::{
            addresses::AddressesApi, cart::CartApi, checkout::CheckoutApi, products::ShopApi,
        },
        stores::{
            api::{EkoopBannerApi, StoreProgramApi},
            order_api::{EkoopOrdersApi, StoreOrderApi},
            storefront::StorefrontApi,
        },
        system::api::{dev_outbox, healthz},
        tax::api::Cp58Api,
        vendor::api::VendorApi,
    },
    http::{input, middleware::request_context},
    state::AppState,
    web::WebApp,
};
use poem::{middleware::CatchPanic, EndpointExt, IntoEndpoint, Route};
use poem_openapi::OpenApiService;
use std::sync::Arc;

/// Writes the tuple of every area's API once, as a type and as a value. poem-openapi implements
/// `OpenApi` for tuples of at most 16, so they are grouped.
macro_rules! apis {
    ($(($($api:ident),+ $(,)?)),+ $(,)?) => {
        pub type Apis = ($(($($api,)+),)+);
        fn apis() -> Apis {
            ($(($($api,)+),)+)
        }
    };
}

apis!(
    (
        AuthApi,
        ProfileApi,
        AttributesApi,
        RegistrationApi,
        FamilyTreeApi,
        MembershipApi,
        AgentDatabaseApi,
        AgentRecordApi,
        PromoteDemoteApi,
        VendorApi,
    ),
    (
        CompanySetupApi,
        FeaturesApi,
        ThemeApi,
        StaffApi,
        TiersApi,
        ContentApi,
        FeedApi,
        OffersApi,
    ),
    (
        ProductsApi,
        ProductImagesApi,
        PreviewApi,
        PackagesApi,
        CombosApi,
        InventoryApi,
        CouriersApi,
    ),
    (
        ShopApi,
        CartApi,
        AddressesApi,
        CheckoutApi,
        AgentOrdersApi,
        OrdersApi,
        FulfilmentApi,
        OrderFormApi,
        PaymentsApi,
        VoucherUsesApi,
        CourierBookingApi,
    ),
    (
        CommissionApi,
        CommissionCloseApi,
        PayoutsApi,
        BillplzPayoutsApi,
        CommissionSettingsApi,
        CompanyMoneyApi,
    ),
    (
        RankingsApi,
        DashboardApi,
        TransactionReportApi,
        RecruitmentReportApi,
        KpiReportApi,
        AgentReportApi,
        CustomerReportApi,
        InventoryReportApi,
        ProductSalesReportApi,
        ReportExportApi,
        AnalyticsApi,
        SettlementApi,
    ),
    (
        CampaignApi,
        MarketingApi,
        BillingApi,
        VendorBillingApi,
        IntegrationHubApi,
        Cp58Api,
        EinvoiceApi,
    ),
    (
        StoreProgramApi,
        EkoopBannerApi,
        StorefrontApi,
        StoreOrderApi,
        EkoopOrdersApi,
        EjenpayApi,
        CourierProvidersApi,
    ),
);

pub fn api_service() -> OpenApiService<Apis, ()> {
    OpenApiService::new(apis(), "Rangkai API", env!("CARGO_PKG_VERSION"))
        .server("/api")
        .description("Every response is the envelope {meta: {code, message, error?}, data}.")
}

/// The OpenAPI document (`backend openapi`).
pub fn openapi_json() -> String {
    api_service().spec()
}

pub fn routes(state: Arc<AppState>) -> impl poem::Endpoint {
    let api = api_service();
    let allowed = Arc::new(input::AllowedMethods::from_document(&api.spec()));
    let spec = api.spec_endpoint();
    let docs = api.swagger_ui();
    let mut route = Route::new()
        .at("/healthz", healthz)
        .at("/api/openapi.json", spec)
        .nest("/api/docs", docs)
        .nest(
            "/api",
            api.into_endpoint()
                .around(input::refuse_unstorable_text)
                .around(input::body_limit)
                .around(move |ep, req| input::allow_header(ep, req, allowed.clone())),
        );
    if state.config.dev_outbox {
        route = route.at("/api/dev/outbox", dev_outbox);
    }
    let route = route.nest("/", WebApp::new(state.clone()));
    let fakes = state.config.dev_fakes.then(|| {
        (
            crate::integrations::fake_billplz::routes(state.clone()),
            crate::integrations::fake_stripe::routes(state.clone()),
            crate::integrations::fake_myinvois::routes(Default::default()),
            crate::integrations::fake_couriers::routes(Default::default()),
        )
    });
    let webhook = poem::post(crate::features::billing::webhook::stripe_webhook).data(state.clone());
    // Caught twice: inside, so a panicking operation still ends its transaction through the
    // request context; outside, so a panic in the request context itself (the Host header, the
    // company lookup) is an envelope 500 too, not a dropped connection.
    let app = request_context(
        route
            .with(CatchPanic::new().with_handler(input::panic_response))
            .data(state.clone()),
        state,
    )
    .with(CatchPanic::new().with_handler(input::panic_response));
    // Outside the company resolution, on any host: Stripe's webhook (its signature covers the raw
    // body) and the development stand-ins of the payment gateways.
    let mut outer = Route::new().at("/api/billing/stripe/webhook", webhook);
    if let Some((billplz, stripe, myinvois, couriers)) = fakes {
        outer = outer
            .nest("/_fake/billplz", billplz)
            .nest("/_fake/stripe", stripe)
            .nest("/_fake/myinvois", myinvois)
            .nest("/_fake/couriers", couriers);
    }
    outer.nest("/", app)
}
