//! `/agent-database` and `/agent-database/export`: the agent list with its filters, and the same
//! agents as a CSV or XLSX file.

use super::display_name;
use crate::features::agents::store;
use crate::http::auth::HqAuth;
use crate::http::files::{Download, ExportFormat};
use crate::{
    http::tags::ApiTags,
    http::{contains_pattern, ok, paging, ApiError, ApiResult},
    i18n::Msg,
};
use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::{param::Query, Object, OpenApi};

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AgentListItem {
    pub id: i64,
    pub username: String,
    pub name: String,
    #[oai(nullable)]
    pub tier_id: Option<i64>,
    #[oai(nullable)]
    pub tier_name: Option<String>,
    pub status: String,
    #[oai(nullable)]
    pub upline_id: Option<i64>,
    #[oai(nullable)]
    pub upline_name: Option<String>,
    #[oai(nullable)]
    pub helper_name: Option<String>,
    pub email: String,
    #[oai(nullable)]
    pub phone: Option<String>,
    pub joined_at: DateTime<Utc>,
    /// Direct downline.
    pub recruits: i64,
    /// Everyone below.
    pub downline: i64,
    /// This month's (Kuala Lumpur) personal sales.
    pub personal_sales: String,
    /// This month's sales of everyone below.
    pub group_sales: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AgentPage {
    pub items: Vec<AgentListItem>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
}
const EXPORT_LIMIT: i64 = 100_000;
pub struct AgentDatabaseApi;
pub fn list_item(r: store::AgentRow) -> AgentListItem {
    AgentListItem {
        name: display_name(r.name, &r.username),
        id: r.id,
        username: r.username,
        tier_id: r.tier_id,
        tier_name: r.tier_name,
        status: r.status,
        upline_id: r.upline_id,
        upline_name: r.upline_name,
        helper_name: r.helper_name,
        email: r.email,
        phone: r.phone,
        joined_at: r.joined_at,
        recruits: r.recruits,
        downline: r.group_size.into(),
        personal_sales: crate::domain::money::money(r.personal_sales),
        group_sales: crate::domain::money::money(r.group_sales),
    }
}

/// The filter of the list and the export, from the query.
#[allow(clippy::too_many_arguments)]
fn filter(
    search: Option<String>,
    tier_id: Option<i64>,
    status: Option<String>,
    upline_id: Option<i64>,
    joined_from: Option<NaiveDate>,
    joined_to: Option<NaiveDate>,
) -> Result<store::AgentFilter, ApiError> {
    let search = search
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty());
    let status = status.filter(|s| !s.is_empty());
    if let Some(s) = &status {
        if !matches!(s.as_str(), "new" | "active" | "inactive" | "suspended") {
            return Err(ApiError::field("status", Msg::InvalidChoice));
        }
    }
    let day = crate::features::setup::rules::kl_day_start;
    Ok(store::AgentFilter {
        id: search.as_deref().and_then(|s| s.parse().ok()),
        pattern: search.as_deref().map(contains_pattern),
        tier_id,
        status,
        upline_id,
        joined_from: joined_from.map(day),
        joined_to: joined_to.map(|d| day(d + chrono::Duration::days(1))),
    })
}
const EXPORT_HEADER: [&str; 16] = [
    "ID",
    "Username",
    "Name",
    "Tier",
    "Status",
    "Upline",
    "Upline helper",
    "E-mail",
    "Phone",
    "IC",
    "Address",
    "Joined",
    "Recruits",
    "Downline",
    "Personal sales (this month)",
    "Group sales (this month)",
];
/// The columns of EXPORT_HEADER that hold numbers.
const NUMBER_COLUMNS: [usize; 5] = [0, 12, 13, 14, 15];

fn export_row(r: &store::AgentRow) -> [String; 16] {
    let joined = r.joined_at.with_timezone(&chrono_tz::Asia::Kuala_Lumpur);
    [
        r.id.to_string(),
        r.username.clone(),
        display_name(r.name.clone(), &r.username),
        r.tier_name.clone().unwrap_or_default(),
        r.status.clone(),
        r.upline_name.clone().unwrap_or_default(),
        r.helper_name.clone().unwrap_or_default(),
        r.email.clone(),
        r.phone.clone().unwrap_or_default(),
        r.identity_number.clone().unwrap_or_default(),
        r.address.clone().unwrap_or_default(),
        joined.format("%Y-%m-%d %H:%M").to_string(),
        r.recruits.to_string(),
        r.group_size.to_string(),
        crate::domain::money::money(r.personal_sales),
        crate::domain::money::money(r.group_sales),
    ]
}

fn csv_of(rows: &[store::AgentRow]) -> Result<Vec<u8>, ApiError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(EXPORT_HEADER).map_err(ApiError::internal)?;
    for r in rows {
        w.write_record(export_row(r)).map_err(ApiError::internal)?;
    }
    w.into_inner().map_err(ApiError::internal)
}

fn xlsx_of(rows: &[store::AgentRow]) -> Result<Vec<u8>, ApiError> {
    use rust_xlsxwriter::{Format, Workbook};
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    let bold = Format::new().set_bold();
    for (c, h) in EXPORT_HEADER.iter().enumerate() {
        sheet
            .write_string_with_format(0, c as u16, *h, &bold)
            .map_err(ApiError::internal)?;
    }
    for (i, r) in rows.iter().enumerate() {
        let row = (i + 1) as u32;
        for (c, cell) in export_row(r).iter().enumerate() {
            match cell.parse::<f64>() {
                Ok(n) if NUMBER_COLUMNS.contains(&c) => sheet.write_number(row, c as u16, n),
                _ => sheet.write_string(row, c as u16, cell),
            }
            .map_err(ApiError::internal)?;
        }
    }
    book.save_to_buffer().map_err(ApiError::internal)
}

#[OpenApi(tag = "ApiTags::Agents")]
impl AgentDatabaseApi {
    /// The agents, newest first, filtered by a search (name, username, e-mail, phone, IC or ID),
    /// tier, status, upline and join dates (Kuala Lumpur days).
    #[allow(clippy::too_many_arguments)]
    #[oai(path = "/agent-database", method = "get")]
    async fn list(
        &self,
        auth: HqAuth,
        search: Query<Option<String>>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
        status: Query<Option<String>>,
        #[oai(name = "uplineId", validator(minimum(value = "1")))] upline_id: Query<Option<i64>>,
        #[oai(name = "joinedFrom")] joined_from: Query<Option<NaiveDate>>,
        #[oai(name = "joinedTo")] joined_to: Query<Option<NaiveDate>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<AgentPage> {
        let f = filter(
            search.0,
            tier_id.0,
            status.0,
            upline_id.0,
            joined_from.0,
            joined_to.0,
        )?;
        let (page, per_page) = paging(page.0, per_page.0);
        let mut db = auth.db().await?;
        let total = store::count_agents(&mut db, &f).await?;
        let items = store::list_agents(&mut db, &f, per_page, (page - 1) * per_page)
            .await?
            .into_iter()
            .map(list_item)
            .collect();
        ok(AgentPage {
            items,
            page,
            per_page,
            total,
        })
    }

    /// The filtered agents as a CSV or XLSX file (at most 100,000 rows).
    #[allow(clippy::too_many_arguments)]
    #[oai(path = "/agent-database/export", method = "get")]
    async fn export(
        &self,
        auth: HqAuth,
        format: Query<Option<String>>,
        search: Query<Option<String>>,
        #[oai(name = "tierId", validator(minimum(value = "1")))] tier_id: Query<Option<i64>>,
        status: Query<Option<String>>,
        #[oai(name = "uplineId", validator(minimum(value = "1")))] upline_id: Query<Option<i64>>,
        #[oai(name = "joinedFrom")] joined_from: Query<Option<NaiveDate>>,
        #[oai(name = "joinedTo")] joined_to: Query<Option<NaiveDate>>,
    ) -> Result<Download, ApiError> {
        let xlsx = match format.0.as_deref().unwrap_or("csv") {
            "csv" => false,
            "xlsx" => true,
            _ => return Err(ApiError::field("format", Msg::InvalidChoice)),
        };
        let f = filter(
            search.0,
            tier_id.0,
            status.0,
            upline_id.0,
            joined_from.0,
            joined_to.0,
        )?;
        let rows = {
            let mut db = auth.db().await?;
            store::list_agents(&mut db, &f, EXPORT_LIMIT, 0).await?
        };
        let (bytes, kind) = if xlsx {
            let bytes = tokio::task::spawn_blocking(move || xlsx_of(&rows))
                .await
                .map_err(ApiError::internal)??;
            (bytes, ExportFormat::Xlsx)
        } else {
            (csv_of(&rows)?, ExportFormat::Csv)
        };
        Ok(Download::named("agents", kind, bytes))
    }
}
