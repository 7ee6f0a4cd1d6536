//! `/settlement/reportdata`, `/settlement/getpayment`, `/settlement/downloaddata` and
//! `/settlement/terms`: every paid Billplz payment with its gateway fee, settlement amount, status
//! (pending or settled) and dates. HQ, and staff who read reports; the terms are HQ's.

use super::{
    rules::{self, Terms},
    store::{self, Payment},
};
use crate::{
    domain::{
        money::{self, money},
        time::{kl_date, kl_today},
    },
    features::reports::{
        api::filter_error,
        rules::{filters, FilterInput},
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
};
use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SettlementPayment {
    pub bill_id: String,
    pub order_id: i64,
    pub order_number: String,
    pub agent_name: String,
    /// billplz
    pub method: String,
    /// MYR or IDR
    pub currency: String,
    pub amount: String,
    /// What the gateway keeps (expected, by the terms, while pending).
    pub fee: String,
    pub settlement_amount: String,
    /// pending or settled
    pub status: String,
    pub paid_at: DateTime<Utc>,
    /// The working day it settles (or settled) on, Kuala Lumpur.
    pub settles_on: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SettlementTotals {
    pub payments: i64,
    pub amount: String,
    pub fees: String,
    pub settlement_amount: String,
    pub settled: i64,
    pub pending: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SettlementTerms {
    pub fee_fixed: String,
    pub fee_percent: String,
    pub settlement_days: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SettlementReport {
    pub from: String,
    pub to: String,
    pub totals: SettlementTotals,
    pub items: Vec<SettlementPayment>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    /// The company's terms with Billplz; null without a Billplz account.
    #[oai(nullable)]
    pub terms: Option<SettlementTerms>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct SettlementTermsInput {
    pub fee_fixed: Text,
    pub fee_percent: Text,
    pub settlement_days: i64,
}

const EXPORT_LIMIT: i64 = 100_000;

fn range(from: Option<String>, to: Option<String>) -> Result<(NaiveDate, NaiveDate), ApiError> {
    let f = filters(
        &FilterInput {
            from: from.as_deref(),
            to: to.as_deref(),
            ..FilterInput::default()
        },
        kl_today(),
    )
    .map_err(filter_error)?;
    Ok((f.from, f.to))
}

fn settled_filter(status: Option<String>) -> Result<Option<bool>, ApiError> {
    match status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some("settled") => Ok(Some(true)),
        Some("pending") => Ok(Some(false)),
        Some(_) => Err(ApiError::field("status", Msg::InvalidChoice)),
    }
}

fn view(p: Payment, terms: Option<&Terms>) -> SettlementPayment {
    // A pending payment shows what its settlement will be by the terms of today.
    let (fee, settlement, on) = match (p.settled_on, terms) {
        (Some(on), _) => (
            p.fee.unwrap_or_default(),
            p.settlement_amount.unwrap_or(p.amount),
            on,
        ),
        (None, Some(t)) => {
            let fee = rules::fee(p.amount, t);
            (
                fee,
                p.amount - fee,
                rules::settles_on(kl_date(p.paid_at), t),
            )
        }
        (None, None) => (Decimal::ZERO, p.amount, kl_date(p.paid_at)),
    };
    SettlementPayment {
        bill_id: p.bill_id,
        order_id: p.order_id,
        order_number: p.order_number,
        agent_name: p.agent_name,
        method: "billplz".into(),
        currency: money::current().code().into(),
        amount: money(p.amount),
        fee: money(fee),
        settlement_amount: money(settlement),
        status: if p.settled_on.is_some() {
            "settled"
        } else {
            "pending"
        }
        .into(),
        paid_at: p.paid_at,
        settles_on: on.format("%Y-%m-%d").to_string(),
    }
}

fn terms_view(t: &Terms) -> SettlementTerms {
    SettlementTerms {
        fee_fixed: money(t.fee_fixed),
        fee_percent: t.fee_percent.normalize().to_string(),
        settlement_days: t.settlement_days.into(),
    }
}

pub struct SettlementApi;

#[OpenApi(tag = "ApiTags::Reports")]
impl SettlementApi {
    /// Paid online payments in a range (Kuala Lumpur days; this month so far by default), pending
    /// or settled, with the range's totals.
    #[oai(path = "/settlement/reportdata", method = "get")]
    async fn report(
        &self,
        auth: StaffAuth<grant::Reports>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
        /// pending or settled
        status: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<SettlementReport> {
        let (from, to) = range(from.0, to.0)?;
        let settled = settled_filter(status.0)?;
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(20));
        let mut db = auth.db().await?;
        let terms = store::terms(&mut db).await?;
        let (count, amount, settled_count, settled_fees, settled_amount) =
            store::totals(&mut db, from, to, settled).await?;
        // Pending payments are few (a working day or two): their expected fees are worked out here.
        let pending = if settled == Some(true) {
            vec![]
        } else {
            store::pending(&mut db, from, to).await?
        };
        let pending_fees: Decimal = pending
            .iter()
            .map(|p| {
                terms
                    .as_ref()
                    .map_or(Decimal::ZERO, |t| rules::fee(p.amount, t))
            })
            .sum();
        let pending_amount: Decimal = pending.iter().map(|p| p.amount).sum();
        let rows = store::payments(
            &mut db,
            from,
            to,
            settled,
            Some(per_page),
            (page - 1) * per_page,
        )
        .await?;
        ok(SettlementReport {
            from: from.format("%Y-%m-%d").to_string(),
            to: to.format("%Y-%m-%d").to_string(),
            totals: SettlementTotals {
                payments: count,
                amount: money(amount),
                fees: money(settled_fees + pending_fees),
                settlement_amount: money(settled_amount + pending_amount - pending_fees),
                settled: settled_count,
                pending: count - settled_count,
            },
            items: rows.into_iter().map(|p| view(p, terms.as_ref())).collect(),
            total: count,
            page,
            per_page,
            terms: terms.as_ref().map(terms_view),
        })
    }

    /// One paid payment by its Billplz bill id.
    #[oai(path = "/settlement/getpayment", method = "get")]
    async fn payment(
        &self,
        auth: StaffAuth<grant::Reports>,
        id: Query<String>,
    ) -> ApiResult<SettlementPayment> {
        let mut db = auth.db().await?;
        let terms = store::terms(&mut db).await?;
        let p = store::payment(&mut db, id.0.trim())
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok(view(p, terms.as_ref()))
    }

    /// The range's payments (at most 100,000) as a CSV or XLSX file.
    #[oai(path = "/settlement/downloaddata", method = "get")]
    async fn download(
        &self,
        auth: StaffAuth<grant::Reports>,
        format: Query<Option<String>>,
        from: Query<Option<String>>,
        to: Query<Option<String>>,
        status: Query<Option<String>>,
    ) -> Result<Download, ApiError> {
        let format = match format.0.as_deref().unwrap_or("csv") {
            "csv" => ExportFormat::Csv,
            "xlsx" => ExportFormat::Xlsx,
            _ => return Err(ApiError::field("format", Msg::InvalidChoice)),
        };
        let (from, to) = range(from.0, to.0)?;
        let settled = settled_filter(status.0)?;
        let (rows, terms) = {
            let mut db = auth.db().await?;
            let terms = store::terms(&mut db).await?;
            let rows = store::payments(&mut db, from, to, settled, Some(EXPORT_LIMIT), 0).await?;
            (rows, terms)
        };
        let header = [
            "Bill",
            "Order",
            "Agent",
            "Method",
            "Currency",
            "Amount",
            "Gateway fee",
            "Settlement amount",
            "Status",
            "Paid at",
            "Settles on",
        ];
        let cells: Vec<[String; 11]> = rows
            .into_iter()
            .map(|p| {
                let v = view(p, terms.as_ref());
                [
                    v.bill_id,
                    v.order_number,
                    v.agent_name,
                    v.method,
                    v.currency,
                    v.amount,
                    v.fee,
                    v.settlement_amount,
                    v.status,
                    v.paid_at
                        .with_timezone(&chrono_tz::Asia::Kuala_Lumpur)
                        .format("%Y-%m-%d %H:%M")
                        .to_string(),
                    v.settles_on,
                ]
            })
            .collect();
        let bytes = match format {
            ExportFormat::Csv => {
                let mut w = csv::Writer::from_writer(Vec::new());
                w.write_record(header).map_err(ApiError::internal)?;
                for r in &cells {
                    w.write_record(r).map_err(ApiError::internal)?;
                }
                w.into_inner().map_err(ApiError::internal)?
            }
            ExportFormat::Xlsx => {
                use rust_xlsxwriter::{Format, Workbook};
                let mut book = Workbook::new();
                let sheet = book.add_worksheet();
                let bold = Format::new().set_bold();
                for (c, h) in header.iter().enumerate() {
                    sheet
                        .write_string_with_format(0, c as u16, *h, &bold)
                        .map_err(ApiError::internal)?;
                }
                for (i, r) in cells.iter().enumerate() {
                    for (c, cell) in r.iter().enumerate() {
                        let row = (i + 1) as u32;
                        match cell.parse::<f64>() {
                            Ok(n) if (5..=7).contains(&c) => sheet.write_number(row, c as u16, n),
                            _ => sheet.write_string(row, c as u16, cell),
                        }
                        .map_err(ApiError::internal)?;
                    }
                }
                book.save_to_buffer().map_err(ApiError::internal)?
            }
        };
        Ok(Download::named(
            &format!("settlement-{from}-{to}"),
            format,
            bytes,
        ))
    }

    /// The company's terms with Billplz: fixed fee, percent and settlement working days (HQ).
    #[oai(path = "/settlement/terms", method = "post")]
    async fn save_terms(
        &self,
        auth: HqAdminAuth,
        body: Json<SettlementTermsInput>,
    ) -> ApiResult<SettlementTerms> {
        let mut e = FieldErrors::default();
        let parse = |e: &mut FieldErrors, field: &str, v: &str, max: Decimal| match v
            .trim()
            .parse::<Decimal>()
        {
            Ok(d) if d >= Decimal::ZERO && d <= max && d.scale() <= 2 => d,
            _ => {
                e.add(field, t(Msg::InvalidAmount));
                Decimal::ZERO
            }
        };
        let fee_fixed = parse(&mut e, "feeFixed", &body.fee_fixed, Decimal::from(1000));
        let fee_percent = parse(&mut e, "feePercent", &body.fee_percent, Decimal::from(100));
        if !(0..=30).contains(&body.settlement_days) {
            e.add("settlementDays", t(Msg::InvalidChoice));
        }
        e.finish()?;
        let terms = Terms {
            fee_fixed,
            fee_percent,
            settlement_days: body.settlement_days as u32,
        };
        let mut db = auth.db().await?;
        if !store::save_terms(&mut db, &terms).await? {
            return Err(ApiError::rule(
                Msg::PaymentUnavailable,
                "billplz_not_set_up",
            ));
        }
        ok_with(Msg::Saved, terms_view(&terms))
    }
}
