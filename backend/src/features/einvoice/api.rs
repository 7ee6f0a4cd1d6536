//! `/e-invoice/…`: the company's MyInvois connection, its e-invoices with their statuses, their
//! export, sending now, correcting and sending again, and cancelling (docs/api-einvoice.md).

use super::{rules, store, submit};
use crate::{
    domain::{money::money, secrets},
    features::{
        reports::{
            export,
            store::{Cell, Kind as ColumnKind},
        },
        setup::rules::parse_my_tin,
        tax::api::malaysian_only,
    },
    http::{
        auth::{grant, HqAdminAuth, StaffAuth},
        files::{Download, ExportFormat},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult, FieldErrors,
    },
    i18n::{t, Msg},
    integrations::myinvois::{self, MyInvoisError},
    state::AppState,
};
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use std::sync::Arc;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EinvoiceConnection {
    pub connected: bool,
    #[oai(nullable)]
    pub client_id: Option<String>,
    /// The client secret's last four characters.
    #[oai(nullable)]
    pub client_secret: Option<String>,
    /// Pre-production (true) or production.
    pub sandbox: bool,
    /// Sales completed and payouts paid from then on are e-invoiced.
    #[oai(nullable)]
    pub since: Option<DateTime<Utc>>,
    /// What the company's own details lack for a document: tin, roc, msic, address, state.
    pub missing: Vec<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EinvoiceConnectionInput {
    pub client_id: Text,
    pub client_secret: Text,
    pub sandbox: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Einvoice {
    pub id: i64,
    /// invoice, self-billed or consolidated
    pub kind: String,
    pub code_number: String,
    /// pending, submitted, valid, invalid or cancelled
    pub status: String,
    pub supplier_name: String,
    pub supplier_tin: String,
    pub buyer_name: String,
    pub buyer_tin: String,
    pub total: String,
    #[oai(nullable)]
    pub order_id: Option<i64>,
    #[oai(nullable)]
    pub payout_id: Option<i64>,
    /// The consolidated month, YYYY-MM.
    #[oai(nullable)]
    pub period: Option<String>,
    #[oai(nullable)]
    pub uuid: Option<String>,
    #[oai(nullable)]
    pub long_id: Option<String>,
    /// The public validation link (and QR code) once valid.
    #[oai(nullable)]
    pub validation_link: Option<String>,
    /// LHDN's reasons when invalid.
    pub reasons: Vec<String>,
    pub attempts: i32,
    /// Cancellable now (valid, within 72 hours).
    pub can_cancel: bool,
    pub can_resubmit: bool,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub submitted_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub validated_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub cancelled_at: Option<DateTime<Utc>>,
}

#[derive(Object)]
pub struct EinvoiceCounts {
    pub pending: i64,
    pub submitted: i64,
    pub valid: i64,
    pub invalid: i64,
    pub cancelled: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EinvoicePage {
    pub connected: bool,
    pub counts: EinvoiceCounts,
    pub items: Vec<Einvoice>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EinvoiceRound {
    /// Documents that came due and were written.
    pub written: i64,
    pub submitted: i64,
    pub valid: i64,
    pub invalid: i64,
    /// MyInvois could not be reached (or refused the login): the rest waits for the next round.
    #[oai(nullable)]
    pub error: Option<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EinvoiceResubmit {
    pub id: i64,
    /// The corrected TIN of the buyer (of a self-billed document: the agent); left out: unchanged.
    pub buyer_tin: Option<Text>,
}

#[derive(Object)]
pub struct EinvoiceCancel {
    pub id: i64,
    /// Why (at most 300 characters).
    pub reason: Text,
}

#[derive(Object)]
pub struct EinvoiceDocument {
    pub id: i64,
    /// The UBL 2.1 JSON as last sent (null before the first sending).
    #[oai(nullable)]
    pub document: Option<serde_json::Value>,
}

fn view(r: store::EinvoiceRow, sandbox: bool) -> Einvoice {
    let now = Utc::now();
    Einvoice {
        validation_link: match (&r.uuid, &r.long_id, r.status.as_str()) {
            (Some(u), Some(l), "valid") => Some(myinvois::validation_link(sandbox, u, l)),
            _ => None,
        },
        can_cancel: rules::can_cancel(&r.status, r.validated_at, now),
        can_resubmit: rules::can_resubmit(&r.status) && r.status == "invalid",
        id: r.id,
        kind: r.kind,
        code_number: r.code_number,
        status: r.status,
        supplier_name: r.supplier_name,
        supplier_tin: r.supplier_tin,
        buyer_name: r.buyer_name,
        buyer_tin: r.buyer_tin,
        total: money(r.total),
        order_id: r.order_id,
        payout_id: r.payout_id,
        period: r.period.map(|p| p.format("%Y-%m").to_string()),
        uuid: r.uuid,
        long_id: r.long_id,
        reasons: r.reasons.0,
        attempts: r.attempts,
        created_at: r.created_at,
        submitted_at: r.submitted_at,
        validated_at: r.validated_at,
        cancelled_at: r.cancelled_at,
    }
}

fn parse_status(v: Option<&str>) -> Result<Option<&str>, ApiError> {
    match v.map(str::trim).filter(|s| !s.is_empty()) {
        None | Some("all") => Ok(None),
        Some(s @ ("pending" | "submitted" | "valid" | "invalid" | "cancelled")) => Ok(Some(s)),
        Some(_) => Err(ApiError::field("status", Msg::InvalidChoice)),
    }
}

fn parse_kind(v: Option<&str>) -> Result<Option<&str>, ApiError> {
    match v.map(str::trim).filter(|s| !s.is_empty()) {
        None | Some("all") => Ok(None),
        Some(s) => rules::Kind::parse(s)
            .map(|k| Some(k.code()))
            .ok_or_else(|| ApiError::field("kind", Msg::InvalidChoice)),
    }
}

fn gateway_error(e: MyInvoisError) -> ApiError {
    tracing::warn!(error = %e, "myinvois call failed");
    match e {
        MyInvoisError::Refused { reason, .. } => ApiError::rule_text(
            &format!("{} {reason}", t(Msg::MyInvoisRefused)),
            "myinvois_refused",
            None,
        ),
        MyInvoisError::Unreachable(_) => {
            ApiError::conflict_text(t(Msg::MyInvoisUnreachable), "myinvois_unreachable")
        }
    }
}

async fn sandbox_of(db: &mut sqlx::PgConnection) -> Result<bool, ApiError> {
    Ok(store::connection(db)
        .await?
        .map(|c| c.myinvois_sandbox)
        .unwrap_or(true))
}

pub struct EinvoiceApi;

#[OpenApi(prefix_path = "/e-invoice", tag = "ApiTags::Reports")]
impl EinvoiceApi {
    /// The company's MyInvois connection (the secret masked) and what its own details lack.
    #[oai(path = "/settings", method = "get")]
    async fn settings(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
    ) -> ApiResult<EinvoiceConnection> {
        malaysian_only()?;
        let mut db = auth.db().await?;
        let c = store::connection(&mut db).await?;
        let me = store::company_party(&mut db, &auth.0.tenant.company.name).await?;
        let secret = c
            .as_ref()
            .and_then(|c| c.myinvois_secret.as_deref())
            .and_then(|s| secrets::open(&state.config.secret_key, s));
        ok(EinvoiceConnection {
            connected: c
                .as_ref()
                .is_some_and(|c| c.myinvois_client_id.is_some() && c.myinvois_secret.is_some()),
            client_id: c.as_ref().and_then(|c| c.myinvois_client_id.clone()),
            client_secret: secret.as_deref().map(secrets::masked),
            sandbox: c.as_ref().map(|c| c.myinvois_sandbox).unwrap_or(true),
            since: c.and_then(|c| c.einvoice_from),
            missing: super::missing_details(&me)
                .into_iter()
                .map(String::from)
                .collect(),
        })
    }

    /// Connects MyInvois: the credentials are tried (a taxpayer login) before they are kept,
    /// the secret sealed. Wrong ones are refused with MyInvois's reason.
    #[oai(path = "/settings", method = "post")]
    async fn connect(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<EinvoiceConnectionInput>,
    ) -> ApiResult<EinvoiceConnection> {
        malaysian_only()?;
        let mut e = FieldErrors::default();
        let id = body.client_id.trim();
        let secret = body.client_secret.trim();
        if id.is_empty() || id.len() > 200 {
            e.add("clientId", t(Msg::Required));
        }
        if secret.is_empty() || secret.len() > 500 {
            e.add("clientSecret", t(Msg::Required));
        }
        e.finish()?;
        let base = submit::base_url(&state, body.sandbox);
        let token = myinvois::token(&state.http, &base, id, secret)
            .await
            .map_err(gateway_error)?;
        let mut db = auth.db().await?;
        // LHDN confirms the company's own TIN with its registration number (BRN) now, rather than
        // refusing every document later. MyInvois not answering leaves it to the documents.
        let me = store::company_party(&mut db, &auth.0.tenant.company.name).await?;
        if !me.tin.trim().is_empty() && me.id_scheme == "BRN" && me.id_value != "NA" {
            match myinvois::validate_tin(
                &state.http,
                &base,
                &token,
                me.tin.trim(),
                "BRN",
                &me.id_value,
            )
            .await
            {
                Ok(false) => {
                    return Err(ApiError::rule(
                        Msg::CompanyTinUnknownToLhdn,
                        "company_tin_unknown",
                    ))
                }
                Ok(true) => {}
                Err(e) => tracing::warn!(error = %e, "myinvois tin validation unavailable"),
            }
        }
        let sealed = secrets::seal(&state.config.secret_key, secret);
        store::save_connection(&mut db, id, &sealed, body.sandbox).await?;
        let c = store::connection(&mut db).await?;
        ok_with(
            Msg::Saved,
            EinvoiceConnection {
                connected: true,
                client_id: Some(id.to_string()),
                client_secret: Some(secrets::masked(secret)),
                sandbox: body.sandbox,
                since: c.and_then(|c| c.einvoice_from),
                missing: super::missing_details(&me)
                    .into_iter()
                    .map(String::from)
                    .collect(),
            },
        )
    }

    /// Disconnects MyInvois: no more documents are sent (those written stay).
    #[oai(path = "/disconnect", method = "post")]
    async fn disconnect(&self, auth: HqAdminAuth) -> ApiResult<bool> {
        malaysian_only()?;
        let mut db = auth.db().await?;
        store::disconnect(&mut db).await?;
        ok_with(Msg::Saved, true)
    }

    /// The e-invoices, newest first, with counts per status.
    #[oai(path = "/data", method = "get")]
    async fn data(
        &self,
        auth: StaffAuth<grant::Reports>,
        /// pending, submitted, valid, invalid or cancelled
        status: Query<Option<String>>,
        /// invoice, self-billed or consolidated
        kind: Query<Option<String>>,
        #[oai(validator(max_length = 100))] search: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<EinvoicePage> {
        malaysian_only()?;
        let status = parse_status(status.0.as_deref())?;
        let kind = parse_kind(kind.0.as_deref())?;
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(20));
        let mut db = auth.db().await?;
        let conn = store::connection(&mut db).await?;
        let sandbox = conn.as_ref().map(|c| c.myinvois_sandbox).unwrap_or(true);
        let (rows, total) = store::page(
            &mut db,
            status,
            kind,
            search.0.as_deref(),
            per_page,
            (page - 1) * per_page,
        )
        .await?;
        let counts = store::counts(&mut db).await?;
        let count = |s: &str| {
            counts
                .iter()
                .find(|(k, _)| k == s)
                .map(|(_, n)| *n)
                .unwrap_or(0)
        };
        ok(EinvoicePage {
            connected: conn
                .is_some_and(|c| c.myinvois_client_id.is_some() && c.myinvois_secret.is_some()),
            counts: EinvoiceCounts {
                pending: count("pending"),
                submitted: count("submitted"),
                valid: count("valid"),
                invalid: count("invalid"),
                cancelled: count("cancelled"),
            },
            items: rows.into_iter().map(|r| view(r, sandbox)).collect(),
            total,
            page,
            per_page,
        })
    }

    /// The e-invoices as CSV or XLSX, with the same filters (at most 100,000 rows).
    #[oai(path = "/export", method = "get")]
    async fn export(
        &self,
        auth: StaffAuth<grant::Reports>,
        /// csv (default) or xlsx
        format: Query<Option<String>>,
        status: Query<Option<String>>,
        kind: Query<Option<String>>,
        #[oai(validator(max_length = 100))] search: Query<Option<String>>,
    ) -> Result<Download, ApiError> {
        malaysian_only()?;
        let format = match format.0.as_deref().unwrap_or("csv") {
            "csv" => ExportFormat::Csv,
            "xlsx" => ExportFormat::Xlsx,
            _ => return Err(ApiError::field("format", Msg::InvalidChoice)),
        };
        let status = parse_status(status.0.as_deref())?;
        let kind = parse_kind(kind.0.as_deref())?;
        let mut db = auth.db().await?;
        let (rows, _) = store::page(&mut db, status, kind, search.0.as_deref(), 100_000, 0).await?;
        let columns = [
            ("codeNumber", ColumnKind::Text),
            ("kind", ColumnKind::Text),
            ("status", ColumnKind::Text),
            ("supplier", ColumnKind::Text),
            ("supplierTin", ColumnKind::Text),
            ("buyer", ColumnKind::Text),
            ("buyerTin", ColumnKind::Text),
            ("total", ColumnKind::Money),
            ("uuid", ColumnKind::Text),
            ("longId", ColumnKind::Text),
            ("reasons", ColumnKind::Text),
            ("created", ColumnKind::DateTime),
            ("validated", ColumnKind::DateTime),
        ];
        let cells = rows
            .into_iter()
            .map(|r| {
                vec![
                    Cell::Text(Some(r.code_number)),
                    Cell::Text(Some(r.kind)),
                    Cell::Text(Some(r.status)),
                    Cell::Text(Some(r.supplier_name)),
                    Cell::Text(Some(r.supplier_tin)),
                    Cell::Text(Some(r.buyer_name)),
                    Cell::Text(Some(r.buyer_tin)),
                    Cell::Money(Some(r.total)),
                    Cell::Text(r.uuid),
                    Cell::Text(r.long_id),
                    Cell::Text(Some(r.reasons.0.join("; "))),
                    Cell::DateTime(Some(r.created_at)),
                    Cell::DateTime(r.validated_at),
                ]
            })
            .collect();
        let bytes = export::bytes(&columns, format, cells).map_err(ApiError::internal)?;
        Ok(Download::named("e-invoices", format, bytes))
    }

    /// Runs a round now: writes the sales and payouts that came due, sends what waits, and asks
    /// after what was sent (the scheduled round does the same every minute; the months'
    /// consolidated e-invoices are written by their own job in the first week of a month).
    #[oai(path = "/submit", method = "post")]
    async fn submit_now(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
    ) -> ApiResult<EinvoiceRound> {
        malaysian_only()?;
        {
            let mut db = auth.db().await?;
            if store::connection(&mut db)
                .await?
                .and_then(|c| c.myinvois_secret)
                .is_none()
            {
                return Err(ApiError::rule(
                    Msg::MyInvoisNotConnected,
                    "myinvois_not_connected",
                ));
            }
        }
        // Its own transactions (what was sent is committed before the call), not the request's.
        let r = submit::round(&state, &state.pool, &auth.0.tenant.company)
            .await
            .map_err(ApiError::internal)?;
        ok(EinvoiceRound {
            written: r.written as i64,
            submitted: r.submitted as i64,
            valid: r.valid as i64,
            invalid: r.invalid as i64,
            error: r.error,
        })
    }

    /// Sends an invalid document again at the next round, with the buyer's TIN corrected when given.
    #[oai(path = "/resubmit", method = "post")]
    async fn resubmit(
        &self,
        auth: HqAdminAuth,
        body: Json<EinvoiceResubmit>,
    ) -> ApiResult<Einvoice> {
        malaysian_only()?;
        let tin = match body
            .buyer_tin
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => None,
            Some(s) => {
                Some(parse_my_tin(s).ok_or_else(|| ApiError::field("buyerTin", Msg::InvalidTin))?)
            }
        };
        let mut db = auth.db().await?;
        let row = store::lock(&mut db, body.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if row.status != "invalid" {
            return Err(ApiError::conflict_rule(
                Msg::EinvoiceNotInvalid,
                "not_invalid",
            ));
        }
        store::queue_again(&mut db, row.id, tin.as_deref()).await?;
        let sandbox = sandbox_of(&mut db).await?;
        let row = store::lock(&mut db, body.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::Saved, view(row, sandbox))
    }

    /// Cancels a valid document at MyInvois (within 72 hours of its validation).
    #[oai(path = "/cancel", method = "post")]
    async fn cancel(
        &self,
        state: Data<&Arc<AppState>>,
        auth: HqAdminAuth,
        body: Json<EinvoiceCancel>,
    ) -> ApiResult<Einvoice> {
        malaysian_only()?;
        let reason = body.reason.trim();
        if reason.is_empty() || reason.chars().count() > 300 {
            return Err(ApiError::field("reason", Msg::Required));
        }
        let mut db = auth.db().await?;
        let row = store::lock(&mut db, body.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if !rules::can_cancel(&row.status, row.validated_at, Utc::now()) {
            return Err(ApiError::conflict_rule(
                Msg::EinvoiceNotCancellable,
                "not_cancellable",
            ));
        }
        let (base, token) = match submit::login(&state, &mut db)
            .await
            .map_err(ApiError::internal)?
        {
            None => {
                return Err(ApiError::rule(
                    Msg::MyInvoisNotConnected,
                    "myinvois_not_connected",
                ))
            }
            Some(l) => l.map_err(gateway_error)?,
        };
        let uuid = row.uuid.clone().unwrap_or_default();
        myinvois::cancel(&state.http, &base, &token, &uuid, reason)
            .await
            .map_err(gateway_error)?;
        store::mark_cancelled(&mut db, row.id, reason).await?;
        let sandbox = sandbox_of(&mut db).await?;
        let row = store::lock(&mut db, body.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::EinvoiceCancelled, view(row, sandbox))
    }

    /// A document's UBL JSON as last sent.
    #[oai(path = "/document", method = "get")]
    async fn document(
        &self,
        auth: StaffAuth<grant::Reports>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<EinvoiceDocument> {
        malaysian_only()?;
        let mut db = auth.db().await?;
        let doc = store::document(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok(EinvoiceDocument {
            id: id.0,
            document: doc.map(|d| d.0).filter(|d| !d.is_null()),
        })
    }
}
