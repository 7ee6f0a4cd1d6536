//! The master reports: a summary and a paged list per report with one set of filters, and the
//! export (docs/api-reports.md). HQ, and staff who manage orders or approve payments.

use super::{
    rules::{self, FilterError, FilterInput, Filters, Report},
    store::{self, Cell, Kind},
};
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
use poem_openapi::{param::Query, Object, OpenApi};
use rust_decimal::Decimal;

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

/// The most rows an export writes.
const EXPORT_LIMIT: i64 = 100_000;

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

fn cell_text(c: Cell) -> Option<String> {
    match c {
        Cell::Text(v) => v,
        Cell::Money(v) => v.map(money),
        Cell::Count(v) => v.map(|n| n.to_string()),
        Cell::Date(v) => v.map(|d| d.format("%Y-%m-%d").to_string()),
        Cell::DateTime(v) => v.map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
    }
}

fn total_text(kind: Kind, sum: Option<Decimal>) -> Option<String> {
    sum.map(|d| match kind {
        Kind::Money => money(d),
        _ => count_text(d),
    })
}

async fn summary(
    auth: &StaffAuth<grant::Reports>,
    report: Report,
    q: Query8,
) -> ApiResult<ReportSummary> {
    let f = checked(report, &q)?;
    let spec = store::spec(report);
    let mut db = auth.db().await?;
    let values = store::figures(&mut db, &spec, &f).await?;
    let rows = store::breakdown(&mut db, &spec, &f).await?;
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
    let (total, sums) = store::totals(&mut db, &spec, &f).await?;
    let rows = store::rows(&mut db, &spec, &f, Some(per_page), (page - 1) * per_page).await?;
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

fn export_bytes(
    spec: &store::Spec,
    rows: Vec<Vec<Cell>>,
    totals: Vec<Option<String>>,
    format: ExportFormat,
) -> Result<Vec<u8>, ApiError> {
    let header: Vec<String> = spec.columns.iter().map(|(k, _)| rules::title(k)).collect();
    let mut body: Vec<Vec<Option<String>>> = rows
        .into_iter()
        .map(|r| r.into_iter().map(cell_text).collect())
        .collect();
    let mut last = totals;
    if let Some(first) = last.first_mut() {
        first.get_or_insert_with(|| "Total".into());
    }
    body.push(last);
    match format {
        ExportFormat::Csv => {
            let mut w = csv::Writer::from_writer(Vec::new());
            w.write_record(&header).map_err(ApiError::internal)?;
            for r in &body {
                w.write_record(r.iter().map(|c| c.as_deref().unwrap_or("")))
                    .map_err(ApiError::internal)?;
            }
            w.into_inner().map_err(ApiError::internal)
        }
        ExportFormat::Xlsx => {
            use rust_xlsxwriter::{Format, Workbook};
            let mut book = Workbook::new();
            let sheet = book.add_worksheet();
            let bold = Format::new().set_bold();
            for (c, h) in header.iter().enumerate() {
                sheet
                    .write_string_with_format(0, c as u16, h, &bold)
                    .map_err(ApiError::internal)?;
            }
            for (i, r) in body.iter().enumerate() {
                let row = (i + 1) as u32;
                for (c, cell) in r.iter().enumerate() {
                    let Some(cell) = cell else { continue };
                    let numeric = spec.columns[c].1.sums();
                    match cell.parse::<f64>() {
                        Ok(n) if numeric => sheet.write_number(row, c as u16, n),
                        _ => sheet.write_string(row, c as u16, cell),
                    }
                    .map_err(ApiError::internal)?;
                }
            }
            book.save_to_buffer().map_err(ApiError::internal)
        }
    }
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

    /// A report's whole list (at most 100,000 rows) as a CSV or XLSX file, the totals row last.
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
        let report = Report::parse(report.0.trim())
            .ok_or_else(|| ApiError::field("report", Msg::InvalidChoice))?;
        let format = match format.0.as_deref().unwrap_or("csv") {
            "csv" => ExportFormat::Csv,
            "xlsx" => ExportFormat::Xlsx,
            _ => return Err(ApiError::field("format", Msg::InvalidChoice)),
        };
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
        let (rows, sums) = {
            let mut db = auth.db().await?;
            let (_, sums) = store::totals(&mut db, &spec, &f).await?;
            let rows = store::rows(&mut db, &spec, &f, Some(EXPORT_LIMIT), 0).await?;
            (rows, sums)
        };
        let totals = spec
            .columns
            .iter()
            .zip(sums)
            .map(|((_, kind), s)| total_text(*kind, s))
            .collect();
        let bytes = export_bytes(&spec, rows, totals, format)?;
        let stem = format!("{}-{}-{}", report.code(), f.from, f.to);
        Ok(Download::named(&stem, format, bytes))
    }
}
