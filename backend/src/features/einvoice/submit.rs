//! One company's e-invoicing round: write the documents that came due, send the waiting ones to
//! MyInvois in one submission, and ask after those sent (docs/api-einvoice.md).
//!
//! A document is sent once: the JSON to send is committed with a short sending lease before the
//! call, in a transaction of its own, and the answer is recorded in another. When the answer is
//! lost (a timeout, a 5xx, the server stopping in between), the next round after the lease first
//! asks MyInvois whether it arrived (recent documents by our code number, from the day the document
//! was written) and adopts it, and only otherwise sends the very same bytes again.

use super::{
    rules::{self, Document, Kind, Party},
    store::{self, EinvoiceRow},
};
use crate::{
    domain::secrets,
    integrations::myinvois::{self, MyInvoisError, Outgoing},
    state::AppState,
    tenancy::{self, Company},
};
use chrono::Utc;
use rust_decimal::Decimal;
use serde_json::Value;
use sqlx::{PgConnection, PgPool};

/// What a round did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Round {
    pub written: u64,
    pub submitted: u64,
    pub valid: u64,
    pub invalid: u64,
    /// MyInvois could not be reached or refused the login: the round stopped there.
    pub error: Option<String>,
}

/// Where the company's MyInvois is: a fake when the server is pointed at one, else production or
/// pre-production as the company chose.
pub fn base_url(state: &AppState, sandbox: bool) -> String {
    state.config.myinvois_url.clone().unwrap_or_else(|| {
        if sandbox {
            myinvois::SANDBOX_URL.into()
        } else {
            myinvois::PRODUCTION_URL.into()
        }
    })
}

/// The company's base and a token (reused for 50 minutes); None when not connected.
pub async fn login(
    state: &AppState,
    db: &mut PgConnection,
) -> anyhow::Result<Option<Result<(String, String), MyInvoisError>>> {
    let Some(c) = store::connection(db).await? else {
        return Ok(None);
    };
    let (Some(id), Some(sealed)) = (c.myinvois_client_id, c.myinvois_secret) else {
        return Ok(None);
    };
    let Some(secret) = secrets::open(&state.config.secret_key, &sealed) else {
        return Ok(Some(Err(MyInvoisError::Refused {
            status: 0,
            reason: "the saved client secret cannot be read: connect MyInvois again".into(),
        })));
    };
    let base = base_url(state, c.myinvois_sandbox);
    Ok(Some(
        myinvois::token_reused(&state.http, &base, &id, &secret)
            .await
            .map(|t| (base, t)),
    ))
}

/// Builds a document's UBL as it stands now (issued now: MyInvois refuses documents older than 72
/// hours).
pub async fn build(
    db: &mut PgConnection,
    company: &str,
    row: &EinvoiceRow,
) -> anyhow::Result<Value> {
    let me = store::company_party(db, company).await?;
    let doc = match store::kind_of(row) {
        Kind::Invoice => {
            let order = row
                .order_id
                .ok_or_else(|| anyhow::anyhow!("invoice without order"))?;
            let (o, lines) = store::order_figures(db, order).await?;
            let mut buyer = store::agent_party(db, o.agent_id).await?;
            if let Some(tin) = &row.buyer_tin_override {
                buyer.tin = tin.clone();
            }
            Document {
                kind: Kind::Invoice,
                code_number: row.code_number.clone(),
                issued_at: Utc::now(),
                supplier: me,
                buyer,
                lines,
                discount: o.discount,
                tax_percent: o.tax_percent,
                tax: o.tax,
            }
        }
        Kind::SelfBilled => {
            let payout = row
                .payout_id
                .ok_or_else(|| anyhow::anyhow!("self-billed without payout"))?;
            let (agent, amount) = store::payout_figures(db, payout).await?;
            let mut supplier = store::agent_party(db, agent).await?;
            if let Some(tin) = &row.buyer_tin_override {
                supplier.tin = tin.clone();
            }
            Document {
                kind: Kind::SelfBilled,
                code_number: row.code_number.clone(),
                issued_at: Utc::now(),
                supplier,
                buyer: me,
                lines: vec![rules::Line {
                    description: format!("Commission payout {payout}"),
                    quantity: Decimal::ONE,
                    unit_price: amount,
                    classification: rules::CLASS_AGENT_PAYMENT,
                }],
                discount: Decimal::ZERO,
                tax_percent: Decimal::ZERO,
                tax: Decimal::ZERO,
            }
        }
        Kind::Consolidated => {
            let (lines, tax, percent) = store::consolidated_figures(db, row.id).await?;
            Document {
                kind: Kind::Consolidated,
                code_number: row.code_number.clone(),
                issued_at: Utc::now(),
                supplier: me,
                buyer: Party::general_public(),
                lines,
                discount: Decimal::ZERO,
                tax_percent: percent,
                tax,
            }
        }
    };
    Ok(rules::ubl(&doc))
}

fn rejection_reasons(error: &Value) -> Vec<String> {
    let mut out = vec![];
    if let Some(inner) = error
        .get("details")
        .or_else(|| error.get("innerError"))
        .and_then(Value::as_array)
    {
        for e in inner {
            if let Some(m) = e
                .get("message")
                .or_else(|| e.get("error"))
                .and_then(Value::as_str)
            {
                out.push(m.to_string());
            }
        }
    }
    if out.is_empty() {
        out.push(myinvois::reason_of(&error.to_string()));
    }
    out
}

/// One round for `company`, on `pool`: each step in a transaction of its own, so what MyInvois
/// was sent and what it answered are committed apart and never lost together.
pub async fn round(state: &AppState, pool: &PgPool, company: &Company) -> anyhow::Result<Round> {
    let mut r = Round::default();
    let mut tx = tenancy::begin(pool, company).await?;
    let login = match login(state, &mut tx).await? {
        None => return Ok(r),
        Some(l) => l,
    };
    r.written = store::write_due(&mut tx, &company.name).await?;
    let (base, token) = match login {
        Ok(t) => t,
        Err(e) => {
            tx.commit().await?;
            r.error = Some(e.to_string());
            return Ok(r);
        }
    };
    let outgoing = take_pending(state, &mut tx, &company.name, &base, &token, &mut r).await?;
    tx.commit().await?;
    if !outgoing.is_empty() {
        let answer = send(state, &base, &token, &outgoing).await;
        let mut tx = tenancy::begin(pool, company).await?;
        record(&mut tx, &outgoing, answer, &mut r).await?;
        tx.commit().await?;
    }
    let mut tx = tenancy::begin(pool, company).await?;
    poll(state, &mut tx, &base, &token, &mut r).await?;
    tx.commit().await?;
    Ok(r)
}

/// The documents to send now, each with its JSON committed before the call (with the lease):
/// built afresh, or the very bytes sent before without an answer when MyInvois does not have them.
async fn take_pending(
    state: &AppState,
    db: &mut PgConnection,
    company: &str,
    base: &str,
    token: &str,
    r: &mut Round,
) -> anyhow::Result<Vec<(EinvoiceRow, String)>> {
    let pending = store::lock_pending(db, 100).await?;
    let mut outgoing: Vec<(EinvoiceRow, String)> = vec![];
    for row in pending {
        let kept = if row.unanswered {
            store::document(db, row.id).await?.flatten().map(|d| d.0)
        } else {
            None
        };
        if kept.is_some() {
            match myinvois::find_recent(&state.http, base, token, &row.code_number, row.created_at)
                .await
            {
                Ok(Some(found)) => {
                    store::mark_submitted(db, row.id, &found.submission_uid, &found.uuid).await?;
                    r.submitted += 1;
                    continue;
                }
                Ok(None) => {}
                // Cannot tell whether it arrived: ask again next round rather than risk a second.
                Err(e) => {
                    r.error = Some(e.to_string());
                    continue;
                }
            }
        }
        let json = match kept {
            Some(doc) => doc,
            None => build(db, company, &row).await?,
        };
        store::keep_sent(db, row.id, &json).await?;
        outgoing.push((row, json.to_string()));
    }
    Ok(outgoing)
}

async fn send(
    state: &AppState,
    base: &str,
    token: &str,
    outgoing: &[(EinvoiceRow, String)],
) -> Result<myinvois::Submission, MyInvoisError> {
    let docs: Vec<Outgoing<'_>> = outgoing
        .iter()
        .map(|(row, json)| Outgoing {
            code_number: &row.code_number,
            json,
        })
        .collect();
    myinvois::submit(&state.http, base, token, &docs).await
}

/// Records MyInvois's answer to a submission; without one, the documents wait for the next round
/// to ask after them.
async fn record(
    db: &mut PgConnection,
    outgoing: &[(EinvoiceRow, String)],
    answer: Result<myinvois::Submission, MyInvoisError>,
    r: &mut Round,
) -> anyhow::Result<()> {
    match answer {
        Ok(sub) => {
            for (row, _) in outgoing {
                if let Some(a) = sub
                    .accepted_documents
                    .iter()
                    .find(|a| a.invoice_code_number == row.code_number)
                {
                    store::mark_submitted(db, row.id, &sub.submission_uid, &a.uuid).await?;
                    r.submitted += 1;
                } else if let Some(x) = sub
                    .rejected_documents
                    .iter()
                    .find(|x| x.invoice_code_number == row.code_number)
                {
                    store::mark_invalid(db, row.id, &rejection_reasons(&x.error)).await?;
                    r.invalid += 1;
                }
            }
        }
        Err(e) => {
            let ids: Vec<i64> = outgoing.iter().map(|(row, _)| row.id).collect();
            store::release(db, &ids).await?;
            r.error = Some(e.to_string());
        }
    }
    Ok(())
}

async fn poll(
    state: &AppState,
    db: &mut PgConnection,
    base: &str,
    token: &str,
    r: &mut Round,
) -> anyhow::Result<()> {
    let sent = store::lock_submitted(db).await?;
    let mut uids: Vec<&str> = sent
        .iter()
        .filter_map(|s| s.submission_uid.as_deref())
        .collect();
    uids.sort_unstable();
    uids.dedup();
    for uid in uids {
        let status = match myinvois::submission(&state.http, base, token, uid).await {
            Ok(s) => s,
            Err(e) => {
                r.error = Some(e.to_string());
                continue;
            }
        };
        for summary in &status.document_summary {
            let Some(row) = sent
                .iter()
                .find(|s| s.uuid.as_deref() == Some(summary.uuid.as_str()))
            else {
                continue;
            };
            match rules::status_of(&summary.status) {
                "valid" => {
                    store::mark_valid(db, row.id, summary.long_id.as_deref()).await?;
                    r.valid += 1;
                }
                "invalid" => {
                    let mut reasons = myinvois::details(&state.http, base, token, &summary.uuid)
                        .await
                        .unwrap_or_default();
                    if reasons.is_empty() {
                        reasons.extend(summary.document_status_reason.clone());
                    }
                    store::mark_invalid(db, row.id, &reasons).await?;
                    r.invalid += 1;
                }
                _ => {}
            }
        }
    }
    Ok(())
}
