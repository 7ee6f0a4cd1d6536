//! `/analytic/{sales, category, product, state, age}`: completed sales drawn over time and broken
//! down, with the master reports' filters (docs/api-reports.md). HQ, and staff who read reports.

use super::{
    rules::{self, Bucket, AGE_BANDS},
    store::{self, Point},
};
use crate::{
    domain::{money::money, time::kl_today},
    features::reports::{
        api::filter_error,
        rules::{filters, FilterInput, Filters},
    },
    http::{
        auth::{grant, StaffAuth},
        ok,
        tags::ApiTags,
        ApiError, ApiResult,
    },
};
use poem_openapi::{param::Query, Object, OpenApi};
use rust_decimal::Decimal;

#[derive(Object)]
pub struct AnalyticPoint {
    /// A day (YYYY-MM-DD), a month (YYYY-MM), a category, product or state name, or an age band
    /// (under-25, 25-34, 35-44, 45-54, 55-64, 65+, unknown); null: none given.
    #[oai(nullable)]
    pub label: Option<String>,
    /// Completed sales (goods after vouchers), refunds taken back.
    pub amount: String,
    pub units: i64,
    pub orders: i64,
}

#[derive(Object)]
pub struct AnalyticChart {
    pub from: String,
    pub to: String,
    /// day, month, category, product, state or age
    pub bucket: String,
    pub points: Vec<AnalyticPoint>,
    /// The points summed.
    pub total: String,
}

fn checked(
    from: Option<String>,
    to: Option<String>,
    branch_id: Option<i64>,
    tier_id: Option<i64>,
    agent_id: Option<i64>,
    state: Option<String>,
    product_ids: Option<String>,
) -> Result<Filters, ApiError> {
    filters(
        &FilterInput {
            from: from.as_deref(),
            to: to.as_deref(),
            branch_id,
            tier_id,
            agent_id,
            state: state.as_deref(),
            product_ids: product_ids.as_deref(),
            status: None,
        },
        kl_today(),
    )
    .map_err(filter_error)
}

fn chart(f: &Filters, bucket: &str, points: Vec<Point>) -> AnalyticChart {
    let total: Decimal = points.iter().map(|p| p.amount).sum();
    AnalyticChart {
        from: f.from.format("%Y-%m-%d").to_string(),
        to: f.to.format("%Y-%m-%d").to_string(),
        bucket: bucket.into(),
        total: money(total),
        points: points
            .into_iter()
            .map(|p| AnalyticPoint {
                label: p.label,
                amount: money(p.amount),
                units: p.units,
                orders: p.orders,
            })
            .collect(),
    }
}

/// Which chart.
#[derive(Clone, Copy)]
enum Breakdown {
    Sales,
    Category,
    Product,
    State,
    Age,
}

#[allow(clippy::too_many_arguments)]
async fn draw(
    auth: &StaffAuth<grant::Reports>,
    what: Breakdown,
    from: Option<String>,
    to: Option<String>,
    branch_id: Option<i64>,
    tier_id: Option<i64>,
    agent_id: Option<i64>,
    state: Option<String>,
    product_ids: Option<String>,
) -> ApiResult<AnalyticChart> {
    let f = checked(from, to, branch_id, tier_id, agent_id, state, product_ids)?;
    let mut db = auth.db().await?;
    let out = match what {
        Breakdown::Sales => {
            let bucket = rules::bucket(f.from, f.to);
            let points = store::over_time(&mut db, &f, bucket == Bucket::Month).await?;
            chart(&f, bucket.code(), points)
        }
        Breakdown::Category => chart(&f, "category", store::by_category(&mut db, &f).await?),
        Breakdown::Product => chart(&f, "product", store::by_product(&mut db, &f).await?),
        Breakdown::State => chart(&f, "state", store::by_state(&mut db, &f).await?),
        Breakdown::Age => {
            let rows = store::by_birth_date(&mut db, &f).await?;
            let mut bands: Vec<Point> = AGE_BANDS
                .iter()
                .map(|b| Point {
                    label: Some((*b).into()),
                    amount: Decimal::ZERO,
                    units: 0,
                    orders: 0,
                })
                .collect();
            for (birth, amount, units, orders) in rows {
                let band = rules::age_band(birth, f.to);
                if let Some(p) = bands.iter_mut().find(|p| p.label.as_deref() == Some(band)) {
                    p.amount += amount;
                    p.units += units;
                    p.orders += orders;
                }
            }
            chart(&f, "age", bands)
        }
    };
    ok(out)
}

macro_rules! analytics_api {
    ($($name:ident, $path:literal, $what:expr, $doc:literal;)+) => {
        pub struct AnalyticsApi;

        #[OpenApi(tag = "ApiTags::Reports")]
        impl AnalyticsApi {
            $(
                #[doc = $doc]
                #[allow(clippy::too_many_arguments)]
                #[oai(path = $path, method = "get")]
                async fn $name(
                    &self,
                    auth: StaffAuth<grant::Reports>,
                    from: Query<Option<String>>,
                    to: Query<Option<String>>,
                    #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
                    #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
                    #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
                    state: Query<Option<String>>,
                    #[oai(name = "productIds")] product_ids: Query<Option<String>>,
                ) -> ApiResult<AnalyticChart> {
                    draw(
                        &auth,
                        $what,
                        from.0,
                        to.0,
                        branch_id.0,
                        tier_id.0,
                        agent_id.0,
                        state.0,
                        product_ids.0,
                    )
                    .await
                }
            )+
        }
    };
}

analytics_api! {
    sales, "/analytic/sales", Breakdown::Sales,
        "Completed sales per day (ranges up to two months) or per month.";
    category, "/analytic/category", Breakdown::Category,
        "Completed sales of the ten categories that sold most.";
    product, "/analytic/product", Breakdown::Product,
        "Completed sales of the ten products that sold most.";
    state, "/analytic/state", Breakdown::State, "Completed sales per delivery state.";
    age, "/analytic/age", Breakdown::Age,
        "Completed sales per buyer age band (at the range's end).";
}
