//! The master reports: a summary and a paged list per report with one set of filters, and the
//! export (docs/api-reports.md). HQ, and staff who manage orders or approve payments.

use super::{
    export::{self, cell_text, total_text},
    rules::{self, FilterError, FilterInput, Filters, Report},
    store::{self, Kind},
};
use crate::state::AppState;
use crate::{
    domain::{money::money, time::kl_today},
    http::{
        auth::{grant, StaffAuth},
        files::{Download, ExportFormat},
        ok,
        tags::ApiTags,
        ApiError, ApiResult,
    },
    i18n::Msg,
};
use chrono::{DateTime, Utc};
use poem::{web::Data, Body};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;
use std::sync::Arc;

#[derive(Object)]
pub struct ReportFigure {
    pub key: String,
    /// count, money or percent
    pub kind: String,
    pub value: String,
}

#[derive(Object)]
pub struct ReportBreakdownRow {
    #[oai(nullable)]
    pub label: Option<String>,
    pub count: i64,
    #[oai(nullable)]
    pub amount: Option<String>,
}

#[derive(Object)]
pub struct ReportSummary {
    /// YYYY-MM-DD, Kuala Lumpur
    pub from: String,
    pub to: String,
    pub figures: Vec<ReportFigure>,
    pub breakdown: Vec<ReportBreakdownRow>,
}

#[derive(Object)]
pub struct ReportColumn {
    pub key: String,
    /// text, money, count, date or datetime
    pub kind: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ReportTable {
    pub columns: Vec<ReportColumn>,
    /// Cells in column order; an empty string where a row has none.
    pub rows: Vec<Vec<String>>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    /// The money and count columns summed over every page (an empty string for the others).
    pub totals: Vec<String>,
}

/// The most rows an export answers at once (the longest page); a longer one runs in the
/// background (`POST /report/export/start`).
pub const DIRECT_EXPORT_ROWS: i64 = 100;

const ORDER_STATUSES: &[&str] = &[
    "unpaid",
    "approval",
    "to_ship",
    "delivery",
    "completed",
    "cancelled",
    "refund",
];
const AGENT_STATUSES: &[&str] = &["new", "active", "inactive", "suspended"];

/// The statuses a report filters by (none: it takes no status).
fn statuses(report: Report) -> &'static [&'static str] {
    match report {
        Report::Transaction | Report::PaymentMethod => ORDER_STATUSES,
        Report::Recruitment | Report::Agent => AGENT_STATUSES,
        _ => &[],
    }
}

pub fn filter_error(e: FilterError) -> ApiError {
    match e {
        FilterError::BadDate(field) => ApiError::field(field, Msg::InvalidDate),
        FilterError::Reversed => ApiError::field("to", Msg::ReportRangeReversed),
        FilterError::TooLong => ApiError::field("to", Msg::ReportRangeTooLong),
        FilterError::BadProducts => ApiError::field("productIds", Msg::InvalidChoice),
        FilterError::TooManyProducts => ApiError::field("productIds", Msg::TooManyProducts),
    }
}

/// The filters of a request, checked for the report.
pub struct Query8 {
    pub from: Option<String>,
    pub to: Option<String>,
    pub branch_id: Option<i64>,
    pub tier_id: Option<i64>,
    pub agent_id: Option<i64>,
    pub state: Option<String>,
    pub product_ids: Option<String>,
    pub status: Option<String>,
}

fn checked(report: Report, q: &Query8) -> Result<Filters, ApiError> {
    let f = rules::filters(
        &FilterInput {
            from: q.from.as_deref(),
            to: q.to.as_deref(),
            branch_id: q.branch_id,
            tier_id: q.tier_id,
            agent_id: q.agent_id,
            state: q.state.as_deref(),
            product_ids: q.product_ids.as_deref(),
            status: q.status.as_deref(),
        },
        kl_today(),
    )
    .map_err(filter_error)?;
    if let Some(s) = &f.status {
        if !statuses(report).contains(&s.as_str()) {
            return Err(ApiError::field("status", Msg::InvalidChoice));
        }
    }
    Ok(f)
}

fn count_text(d: Decimal) -> String {
    d.trunc().to_string()
}

async fn summary(
    auth: &StaffAuth<grant::Reports>,
    report: Report,
    q: Query8,
) -> ApiResult<ReportSummary> {
    let f = checked(report, &q)?;
    let spec = store::spec(report);
    let mut db = auth.db().await?;
    let (values, rows) = store::summary(&mut db, &spec, &f).await?;
    ok(ReportSummary {
        from: f.from.format("%Y-%m-%d").to_string(),
        to: f.to.format("%Y-%m-%d").to_string(),
        figures: spec
            .figures
            .iter()
            .zip(values)
            .map(|(fig, v)| ReportFigure {
                key: fig.key.into(),
                kind: fig.kind.code().into(),
                value: match fig.kind {
                    Kind::Money => money(v),
                    _ => count_text(v),
                },
            })
            .collect(),
        breakdown: rows
            .into_iter()
            .map(|(label, count, amount)| ReportBreakdownRow {
                label,
                count,
                amount: amount.map(money),
            })
            .collect(),
    })
}

async fn list(
    auth: &StaffAuth<grant::Reports>,
    report: Report,
    q: Query8,
    page: Option<i64>,
    per_page: Option<i64>,
) -> ApiResult<ReportTable> {
    let f = checked(report, &q)?;
    let (page, per_page) = (page.unwrap_or(1), per_page.unwrap_or(20));
    let spec = store::spec(report);
    let mut db = auth.db().await?;
    let (total, sums, rows) =
        store::page(&mut db, &spec, &f, per_page, (page - 1) * per_page).await?;
    ok(ReportTable {
        columns: spec
            .columns
            .iter()
            .map(|(key, kind)| ReportColumn {
                key: (*key).into(),
                kind: kind.code().into(),
            })
            .collect(),
        rows: rows
            .into_iter()
            .map(|r| {
                r.into_iter()
                    .map(|c| cell_text(c).unwrap_or_default())
                    .collect()
            })
            .collect(),
        total,
        page,
        per_page,
        totals: spec
            .columns
            .iter()
            .zip(sums)
            .map(|((_, kind), s)| total_text(*kind, s).unwrap_or_default())
            .collect(),
    })
}

macro_rules! report_api {
    ($api:ident, $report:expr, $summary:literal, $list:literal, $what:literal) => {
        pub struct $api;

        #[OpenApi(tag = "ApiTags::Reports")]
        impl $api {
            #[doc = concat!("The ", $what, " report's figures and its breakdown.")]
            #[allow(clippy::too_many_arguments)]
            #[oai(path = $summary, method = "get")]
            async fn summary(
                &self,
                auth: StaffAuth<grant::Reports>,
                from: Query<Option<String>>,
                to: Query<Option<String>>,
                #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
                #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
                #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
                state: Query<Option<String>>,
                #[oai(name = "productIds")] product_ids: Query<Option<String>>,
                status: Query<Option<String>>,
            ) -> ApiResult<ReportSummary> {
                let q = Query8 {
                    from: from.0,
                    to: to.0,
                    branch_id: branch_id.0,
                    tier_id: tier_id.0,
                    agent_id: agent_id.0,
                    state: state.0,
                    product_ids: product_ids.0,
                    status: status.0,
                };
                summary(&auth, $report, q).await
            }

            #[doc = concat!("The ", $what, " report's rows, a page at a time, with the totals of every page.")]
            #[allow(clippy::too_many_arguments)]
            #[oai(path = $list, method = "get")]
            async fn list(
                &self,
                auth: StaffAuth<grant::Reports>,
                from: Query<Option<String>>,
                to: Query<Option<String>>,
                #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
                #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
                #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
                state: Query<Option<String>>,
                #[oai(name = "productIds")] product_ids: Query<Option<String>>,
                status: Query<Option<String>>,
                #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
                #[oai(name = "perPage", validator(minimum(value = "1"), maximum(value = "100")))]
                per_page: Query<Option<i64>>,
            ) -> ApiResult<ReportTable> {
                let q = Query8 {
                    from: from.0,
                    to: to.0,
                    branch_id: branch_id.0,
                    tier_id: tier_id.0,
                    agent_id: agent_id.0,
                    state: state.0,
                    product_ids: product_ids.0,
                    status: status.0,
                };
                list(&auth, $report, q, page.0, per_page.0).await
            }
        }
    };
}

report_api!(
    TransactionReportApi,
    Report::Transaction,
    "/transaction/summary",
    "/transaction/list",
    "transaction"
);
report_api!(
    RecruitmentReportApi,
    Report::Recruitment,
    "/recruitment/summary",
    "/recruitment/list",
    "recruitment"
);
report_api!(
    KpiReportApi,
    Report::Kpi,
    "/kpi/summary",
    "/kpi/sales-list",
    "KPI"
);
report_api!(
    AgentReportApi,
    Report::Agent,
    "/agent-report/summary",
    "/agent-report/list",
    "agent"
);
report_api!(
    CustomerReportApi,
    Report::Customer,
    "/customer-report/summary",
    "/customer-report/list",
    "customer"
);
report_api!(
    InventoryReportApi,
    Report::Inventory,
    "/report/inventory/summary",
    "/report/inventory/list",
    "inventory"
);
report_api!(
    ProductSalesReportApi,
    Report::ProductSales,
    "/product-sales-report/summary",
    "/product-sales-report/list",
    "product sales"
);

pub struct ReportExportApi;

#[OpenApi(tag = "ApiTags::Reports")]
impl ReportExportApi {
    /// Orders by payment method: how many were paid each way and for how much.
    #[allow(clippy::too_many_arguments)]
    #[oai(path = "/transaction/payment-method", method = "get")]
    async fn payment_method(
        &self,
        auth: StaffAuth<grant::Reports>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
        #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
        state: Query<Option<String>>,
        #[oai(name = "productIds")] product_ids: Query<Option<String>>,
        status: Query<Option<String>>,
    ) -> ApiResult<ReportSummary> {
        let q = Query8 {
            from: from.0,
            to: to.0,
            branch_id: branch_id.0,
            tier_id: tier_id.0,
            agent_id: agent_id.0,
            state: state.0,
            product_ids: product_ids.0,
            status: status.0,
        };
        summary(&auth, Report::PaymentMethod, q).await
    }

    /// A report's whole list, at most 100 rows (a page), as a CSV or XLSX file with the totals row
    /// last. A longer one is exported in the background: `POST /report/export/start`.
    #[allow(clippy::too_many_arguments)]
    #[oai(path = "/report/export", method = "get")]
    async fn export(
        &self,
        auth: StaffAuth<grant::Reports>,
        report: Query<String>,
        format: Query<Option<String>>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
        #[oai(name = "branchId", validator(minimum(value = "1")))] branch_id: Query<Option<i64>>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
        state: Query<Option<String>>,
        #[oai(name = "productIds")] product_ids: Query<Option<String>>,
        status: Query<Option<String>>,
    ) -> Result<Download, ApiError> {
        let (report, format) = report_and_format(&report.0, format.0.as_deref())?;
        let q = Query8 {
            from: from.0,
            to: to.0,
            branch_id: branch_id.0,
            tier_id: tier_id.0,
            agent_id: agent_id.0,
            state: state.0,
            product_ids: product_ids.0,
            status: status.0,
        };
        let f = checked(report, &q)?;
        let spec = store::spec(report);
        let rows = {
            let mut db = auth.db().await?;
            store::rows(&mut db, &spec, &f, Some(DIRECT_EXPORT_ROWS + 1), 0).await?
        };
        if rows.len() as i64 > DIRECT_EXPORT_ROWS {
            return Err(ApiError::field("report", Msg::ExportInBackground));
        }
        let bytes = export::bytes(spec.columns, format, rows).map_err(ApiError::internal)?;
        Ok(Download::named(&file_stem(report, &f), format, bytes))
    }

    /// Starts exporting a report of any length in the background; the answer is the export, whose
    /// progress `/report/export/job` reads and whose file `/report/export/download` sends when ready.
    #[oai(path = "/report/export/start", method = "post")]
    async fn start_export(
        &self,
        auth: StaffAuth<grant::Reports>,
        app: Data<&Arc<AppState>>,
        body: Json<ExportInput>,
    ) -> ApiResult<ReportExport> {
        let input = body.0;
        let (report, format) = report_and_format(&input.report, input.format.as_deref())?;
        let q = Query8 {
            from: input.from,
            to: input.to,
            branch_id: input.branch_id,
            tier_id: input.tier_id,
            agent_id: input.agent_id,
            state: input.state,
            product_ids: input.product_ids,
            status: input.status,
        };
        let f = checked(report, &q)?;
        // Its own transaction, committed before the job looks for it.
        let mut tx = auth.tenant.side_transaction().await?;
        let id = store::create_export(
            &mut tx,
            auth.id,
            report.code(),
            format.extension(),
            &f,
            &file_stem(report, &f),
        )
        .await?;
        tx.commit().await?;
        tokio::spawn(export::run(
            app.0.clone(),
            (*auth.tenant.company).clone(),
            id,
        ));
        let mut db = auth.db().await?;
        let row = store::export_of(&mut db, auth.id, id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok(row.into())
    }

    /// The signed-in user's exports of the last 7 days, newest first.
    #[oai(path = "/report/export/jobs", method = "get")]
    async fn export_jobs(&self, auth: StaffAuth<grant::Reports>) -> ApiResult<Vec<ReportExport>> {
        let mut db = auth.db().await?;
        let rows = store::exports_of(&mut db, auth.id).await?;
        ok(rows.into_iter().map(Into::into).collect())
    }

    /// One of the signed-in user's exports, with its progress.
    #[oai(path = "/report/export/job", method = "get")]
    async fn export_job(
        &self,
        auth: StaffAuth<grant::Reports>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<ReportExport> {
        let mut db = auth.db().await?;
        let row = store::export_of(&mut db, auth.id, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok(row.into())
    }

    /// A ready export's file, sent as it is read from disk.
    #[oai(path = "/report/export/download", method = "get")]
    async fn export_download(
        &self,
        auth: StaffAuth<grant::Reports>,
        app: Data<&Arc<AppState>>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> Result<Download, ApiError> {
        let row = {
            let mut db = auth.db().await?;
            store::export_of(&mut db, auth.id, id.0)
                .await?
                .ok_or_else(ApiError::not_found)?
        };
        let format = ExportFormat::parse(&row.format).ok_or_else(ApiError::not_found)?;
        if row.status != "ready" {
            return Err(ApiError::conflict_rule(
                Msg::ExportNotReady,
                "export_not_ready",
            ));
        }
        let path = export::file_path(
            &app.config.upload_dir,
            auth.tenant.company.id,
            row.id,
            format,
        );
        let file = tokio::fs::File::open(&path)
            .await
            .map_err(|_| ApiError::not_found())?;
        Ok(Download::streamed(
            &row.file_stem,
            format,
            Body::from_async_read(file),
        ))
    }
}

/// A background export's filters: the report's query parameters, in a body.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportInput {
    /// transaction, payment-method, recruitment, kpi, agent, customer, inventory or product-sales
    pub report: String,
    /// csv (the default) or xlsx
    pub format: Option<String>,
    pub from: Option<String>,
    pub to: Option<String>,
    #[oai(validator(minimum(value = "1")))]
    pub branch_id: Option<i64>,
    #[oai(validator(minimum(value = "1")))]
    pub tier_id: Option<i64>,
    #[oai(validator(minimum(value = "1")))]
    pub agent_id: Option<i64>,
    pub state: Option<String>,
    /// Up to 10 product ids, comma-separated.
    pub product_ids: Option<String>,
    pub status: Option<String>,
}

/// A background export and how far it is.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ReportExport {
    pub id: i64,
    pub report: String,
    pub format: String,
    /// The file's name when downloaded.
    pub file_name: String,
    /// queued, running, ready or failed
    pub status: String,
    /// Rows to write (known once it runs) and written so far.
    pub rows_total: i64,
    pub rows_done: i64,
    #[oai(nullable)]
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub finished_at: Option<DateTime<Utc>>,
}

impl From<store::ExportRow> for ReportExport {
    fn from(r: store::ExportRow) -> Self {
        ReportExport {
            file_name: format!("{}.{}", r.file_stem, r.format),
            id: r.id,
            report: r.report,
            format: r.format,
            status: r.status,
            rows_total: r.rows_total,
            rows_done: r.rows_done,
            error: r.error,
            created_at: r.created_at,
            finished_at: r.finished_at,
        }
    }
}

fn report_and_format(
    report: &str,
    format: Option<&str>,
) -> Result<(Report, ExportFormat), ApiError> {
    let report = Report::parse(report.trim())
        .ok_or_else(|| ApiError::field("report", Msg::InvalidChoice))?;
    let format = ExportFormat::parse(format.unwrap_or("csv"))
        .ok_or_else(|| ApiError::field("format", Msg::InvalidChoice))?;
    Ok((report, format))
}

fn file_stem(report: Report, f: &Filters) -> String {
    format!("{}-{}-{}", report.code(), f.from, f.to)
}
