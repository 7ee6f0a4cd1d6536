//! E-invoices: the company's MyInvois connection, the documents due (sales, payouts, months), what
//! each is built from, and their statuses.

use super::rules::{self, Address, Kind, Line, Party};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use serde_json::Value;
use sqlx::{types::Json, FromRow, PgConnection};

#[derive(FromRow, Debug, Clone)]
pub struct Connection {
    pub myinvois_client_id: Option<String>,
    pub myinvois_secret: Option<Vec<u8>>,
    pub myinvois_sandbox: bool,
    pub einvoice_from: Option<DateTime<Utc>>,
}

pub async fn connection(db: &mut PgConnection) -> sqlx::Result<Option<Connection>> {
    sqlx::query_as(
        "select myinvois_client_id, myinvois_secret, myinvois_sandbox, einvoice_from from company_settings",
    )
    .fetch_optional(db)
    .await
}

/// Saves the credentials (the secret sealed); e-invoicing starts now unless it had started.
pub async fn save_connection(
    db: &mut PgConnection,
    client_id: &str,
    sealed_secret: &[u8],
    sandbox: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set myinvois_client_id = $1, myinvois_secret = $2, myinvois_sandbox = $3,
                einvoice_from = coalesce(einvoice_from, now())",
    )
    .bind(client_id)
    .bind(sealed_secret)
    .bind(sandbox)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn disconnect(db: &mut PgConnection) -> sqlx::Result<()> {
    sqlx::query("update company_settings set myinvois_client_id = null, myinvois_secret = null")
        .execute(db)
        .await?;
    Ok(())
}

/// Writes the documents that have come due since e-invoicing began: each HQ sale completed to an
/// agent with a TIN and each payout paid (the months' consolidated ones are `write_consolidated`'s).
/// Returns how many were written.
pub async fn write_due(db: &mut PgConnection, company: &str) -> sqlx::Result<u64> {
    let sales = sqlx::query(
        "insert into einvoices (kind, order_id, code_number, buyer_name, buyer_tin, supplier_name, supplier_tin, total)
         select 'invoice', o.id, o.number, coalesce(nullif(full_name(u), ''), u.username), trim(u.tin), $1,
                coalesce(cs.tin, ''), o.grand_total
           from company_settings cs
           join sales_entries se on se.kind = 'sale' and se.created_at >= cs.einvoice_from
           join orders o on o.id = se.order_id
           join users u on u.id = o.agent_id
          where cs.einvoice_from is not null and o.seller_id is null and o.store_id is null
            and coalesce(trim(u.tin), '') <> '' and o.consolidated_einvoice_id is null
         on conflict do nothing",
    )
    .bind(company)
    .execute(&mut *db)
    .await?
    .rows_affected();
    let payouts = sqlx::query(
        "insert into einvoices (kind, payout_id, code_number, buyer_name, buyer_tin, supplier_name, supplier_tin, total)
         select 'self-billed', p.id, 'PAYOUT-' || p.id, $1, coalesce(cs.tin, ''),
                coalesce(nullif(full_name(u), ''), u.username), coalesce(nullif(trim(u.tin), ''), $2), p.amount
           from company_settings cs
           join payouts p on p.status = 'paid' and p.paid_at >= cs.einvoice_from
           join users u on u.id = p.agent_id
          where cs.einvoice_from is not null
         on conflict do nothing",
    )
    .bind(company)
    .bind(rules::GENERAL_PUBLIC_TIN)
    .execute(&mut *db)
    .await?
    .rows_affected();
    Ok(sales + payouts)
}

/// Each ended month (before `this_month`) since e-invoicing began whose sales without a buyer TIN
/// no e-invoice covers yet becomes one consolidated e-invoice to the general public (once: the
/// month is unique). Returns how many months were written.
pub async fn write_consolidated(
    db: &mut PgConnection,
    company: &str,
    this_month: NaiveDate,
) -> sqlx::Result<u64> {
    let months: Vec<NaiveDate> = sqlx::query_scalar(
        "select distinct se.period
           from company_settings cs
           join sales_entries se on se.kind = 'sale' and se.created_at >= cs.einvoice_from and se.period < $1
           join orders o on o.id = se.order_id
          where o.seller_id is null and o.consolidated_einvoice_id is null
            and not exists (select 1 from einvoices e where e.order_id = o.id)
          order by 1",
    )
    .bind(this_month)
    .fetch_all(&mut *db)
    .await?;
    let mut consolidated = 0;
    for month in months {
        let id: Option<i64> = sqlx::query_scalar(
            "insert into einvoices (kind, period, code_number, buyer_name, buyer_tin, supplier_name, supplier_tin, total)
             select 'consolidated', $1, 'CONSOL-' || to_char($1::date, 'YYYY-MM'), 'General Public', $3, $2,
                    coalesce((select tin from company_settings), ''), 0
             on conflict (period) do nothing returning id",
        )
        .bind(month)
        .bind(company)
        .bind(rules::GENERAL_PUBLIC_TIN)
        .fetch_optional(&mut *db)
        .await?;
        let Some(id) = id else { continue };
        sqlx::query(
            "with covered as (
                 update orders o set consolidated_einvoice_id = $1
                   from company_settings cs, sales_entries se
                  where se.order_id = o.id and se.kind = 'sale' and se.period = $2 and se.created_at >= cs.einvoice_from
                    and o.seller_id is null and o.consolidated_einvoice_id is null
                    and not exists (select 1 from einvoices e where e.order_id = o.id)
                 returning o.grand_total)
             update einvoices set total = (select coalesce(sum(grand_total), 0) from covered) where id = $1",
        )
        .bind(id)
        .bind(month)
        .execute(&mut *db)
        .await?;
        consolidated += 1;
    }
    Ok(consolidated)
}

#[derive(FromRow, Debug, Clone)]
pub struct EinvoiceRow {
    pub id: i64,
    pub kind: String,
    pub order_id: Option<i64>,
    pub payout_id: Option<i64>,
    pub period: Option<NaiveDate>,
    pub code_number: String,
    pub status: String,
    pub buyer_name: String,
    pub buyer_tin: String,
    pub supplier_name: String,
    pub supplier_tin: String,
    pub total: Decimal,
    pub buyer_tin_override: Option<String>,
    pub submission_uid: Option<String>,
    pub uuid: Option<String>,
    pub long_id: Option<String>,
    pub reasons: Json<Vec<String>>,
    pub attempts: i32,
    pub submitted_at: Option<DateTime<Utc>>,
    pub validated_at: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    /// Waiting, but sent before without a recorded answer (what was sent is kept): MyInvois may
    /// have it already.
    pub unanswered: bool,
}

const SELECT: &str = "select id, kind, order_id, payout_id, period, code_number, status, buyer_name, buyer_tin,
    supplier_name, supplier_tin, total, buyer_tin_override, submission_uid, uuid, long_id, reasons, attempts,
    submitted_at, validated_at, cancelled_at, created_at,
    (status = 'pending' and document is not null) as unanswered from einvoices";

/// Documents waiting to be sent (a batch, oldest first), locked so two runs never send one twice,
/// and leaving out those another round is sending now (their lease still runs).
pub async fn lock_pending(db: &mut PgConnection, limit: i64) -> sqlx::Result<Vec<EinvoiceRow>> {
    sqlx::query_as(&format!(
        "{SELECT} where status = 'pending' and (sending_until is null or sending_until < now())
          order by id limit $1 for update skip locked"
    ))
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Submissions sent and not validated yet: (submission uid, their documents).
pub async fn lock_submitted(db: &mut PgConnection) -> sqlx::Result<Vec<EinvoiceRow>> {
    sqlx::query_as(&format!(
        "{SELECT} where status = 'submitted' order by id limit 500 for update skip locked"
    ))
    .fetch_all(db)
    .await
}

pub async fn lock(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<EinvoiceRow>> {
    sqlx::query_as(&format!("{SELECT} where id = $1 for update"))
        .bind(id)
        .fetch_optional(db)
        .await
}

pub async fn mark_submitted(
    db: &mut PgConnection,
    id: i64,
    submission_uid: &str,
    uuid: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "update einvoices set status = 'submitted', submission_uid = $2, uuid = $3, reasons = '[]',
                submitted_at = now(), sending_until = null, updated_at = now()
          where id = $1",
    )
    .bind(id)
    .bind(submission_uid)
    .bind(uuid)
    .execute(db)
    .await?;
    Ok(())
}

/// About to be sent: what is sent is committed first with a two-minute lease (and the attempt
/// counted), so if the answer never gets recorded the next round after the lease asks after it and,
/// if it never arrived, sends the same bytes.
pub async fn keep_sent(db: &mut PgConnection, id: i64, document: &Value) -> sqlx::Result<()> {
    sqlx::query(
        "update einvoices set document = $2, attempts = attempts + 1,
                sending_until = now() + interval '2 minutes', updated_at = now()
          where id = $1",
    )
    .bind(id)
    .bind(Json(document))
    .execute(db)
    .await?;
    Ok(())
}

/// The answer came and said nothing of these (MyInvois unreachable, or an error): the lease ends
/// at once, so the next round asks after them.
pub async fn release(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<()> {
    sqlx::query("update einvoices set sending_until = null where id = any($1)")
        .bind(ids)
        .execute(db)
        .await?;
    Ok(())
}

/// Refused at submission (or found invalid): the reasons, to correct and send again.
pub async fn mark_invalid(db: &mut PgConnection, id: i64, reasons: &[String]) -> sqlx::Result<()> {
    sqlx::query(
        "update einvoices set status = 'invalid', reasons = $2, sending_until = null, updated_at = now()
          where id = $1",
    )
    .bind(id)
    .bind(Json(reasons))
    .execute(db)
    .await?;
    Ok(())
}

pub async fn mark_valid(db: &mut PgConnection, id: i64, long_id: Option<&str>) -> sqlx::Result<()> {
    sqlx::query(
        "update einvoices set status = 'valid', long_id = $2, validated_at = now(), updated_at = now() where id = $1",
    )
    .bind(id)
    .bind(long_id)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn mark_cancelled(db: &mut PgConnection, id: i64, reason: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update einvoices set status = 'cancelled', cancelled_at = now(), cancel_reason = $2, updated_at = now()
          where id = $1",
    )
    .bind(id)
    .bind(reason)
    .execute(db)
    .await?;
    Ok(())
}

/// Sends an invalid document again, with the buyer's TIN corrected when HQ gave one.
pub async fn queue_again(
    db: &mut PgConnection,
    id: i64,
    buyer_tin: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update einvoices set status = 'pending', buyer_tin_override = coalesce($2, buyer_tin_override),
                buyer_tin = coalesce($2, buyer_tin), uuid = null, long_id = null, submission_uid = null,
                document = null, sending_until = null, updated_at = now()
          where id = $1",
    )
    .bind(id)
    .bind(buyer_tin)
    .execute(db)
    .await?;
    Ok(())
}

/// A page of documents, newest first, with filters, and how many match.
pub async fn page(
    db: &mut PgConnection,
    status: Option<&str>,
    kind: Option<&str>,
    search: Option<&str>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(Vec<EinvoiceRow>, i64)> {
    let like = search.map(str::trim).filter(|s| !s.is_empty()).map(|s| {
        format!(
            "%{}%",
            s.replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_")
        )
    });
    let filter = "($1::text is null or status = $1) and ($2::text is null or kind = $2)
        and ($3::text is null or code_number ilike $3 or buyer_name ilike $3 or supplier_name ilike $3 or uuid ilike $3)";
    let rows = sqlx::query_as(&format!(
        "{SELECT} where {filter} order by created_at desc, id desc limit $4 offset $5"
    ))
    .bind(status)
    .bind(kind)
    .bind(&like)
    .bind(limit)
    .bind(offset)
    .fetch_all(&mut *db)
    .await?;
    let total = sqlx::query_scalar(&format!("select count(*) from einvoices where {filter}"))
        .bind(status)
        .bind(kind)
        .bind(&like)
        .fetch_one(db)
        .await?;
    Ok((rows, total))
}

/// Counts per status.
pub async fn counts(db: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as("select status, count(*) from einvoices group by status")
        .fetch_all(db)
        .await
}

pub async fn document(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Option<Json<Value>>>> {
    sqlx::query_scalar("select document from einvoices where id = $1")
        .bind(id)
        .fetch_optional(db)
        .await
}

/// The e-invoice of an order (its own, or the month's consolidated one), for the printed invoice.
pub async fn of_order(db: &mut PgConnection, order_id: i64) -> sqlx::Result<Option<EinvoiceRow>> {
    sqlx::query_as(&format!(
        "{SELECT} where order_id = $1 or id = (select consolidated_einvoice_id from orders where id = $1)
          order by id limit 1"
    ))
    .bind(order_id)
    .fetch_optional(db)
    .await
}

fn e164(code: Option<String>, phone: Option<String>) -> String {
    let digits: String = format!("{}{}", code.unwrap_or_default(), phone.unwrap_or_default())
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    if digits.is_empty() {
        "NA".into()
    } else {
        format!("+{digits}")
    }
}

/// The company as supplier (or self-billed buyer): setup's company details.
#[derive(FromRow, Default)]
struct CompanyDetails {
    tin: Option<String>,
    roc: Option<String>,
    address_line1: Option<String>,
    address_line2: Option<String>,
    postcode: Option<String>,
    city: Option<String>,
    state: Option<String>,
    phone_code: Option<String>,
    phone: Option<String>,
    email: Option<String>,
    msic_code: Option<String>,
    msic_name: Option<String>,
    sst_number: Option<String>,
}

pub async fn company_party(db: &mut PgConnection, name: &str) -> sqlx::Result<Party> {
    let c: CompanyDetails = sqlx::query_as(
        "select cs.tin, cs.roc, cs.address_line1, cs.address_line2, cs.postcode, cs.city, cs.state, cs.phone_code,
                cs.phone, cs.email, cs.msic_code,
                (select m.description from platform.msic_codes m where m.code = cs.msic_code) as msic_name,
                cs.sst_number
           from company_settings cs",
    )
    .fetch_optional(db)
    .await?
    .unwrap_or_default();
    let CompanyDetails {
        tin,
        roc,
        address_line1: l1,
        address_line2: l2,
        postcode,
        city,
        state,
        phone_code: code,
        phone,
        email,
        msic_code: msic,
        msic_name,
        sst_number,
    } = c;
    Ok(Party {
        name: name.to_string(),
        tin: tin.unwrap_or_default(),
        id_scheme: "BRN".into(),
        id_value: roc
            .filter(|r| !r.trim().is_empty())
            .unwrap_or_else(|| "NA".into()),
        sst: sst_number.unwrap_or_else(|| "NA".into()),
        address: Address {
            lines: [l1, l2].into_iter().flatten().collect(),
            postcode: postcode.unwrap_or_default(),
            city: city.unwrap_or_default(),
            state: state
                .filter(|s| s.len() == 2)
                .unwrap_or_else(|| "17".into()),
            country: "MYS".into(),
        },
        phone: e164(code, phone),
        email,
        msic: msic.map(|c| (c, msic_name.unwrap_or_else(|| "NOT APPLICABLE".into()))),
    })
}

/// An agent as buyer (of a sale) or supplier (of a self-billed payout).
pub async fn agent_party(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<Party> {
    #[allow(clippy::type_complexity)]
    let (name, category, tin, identity, roc, l1, l2, postcode, city, state, code, phone, email): (
        String,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
        String,
    ) = sqlx::query_as(
        "select case when u.category = 'company' and coalesce(u.company_name, '') <> '' then u.company_name
                     else coalesce(nullif(full_name(u), ''), u.username) end,
                u.category, u.tin, u.identity_number, u.roc_number, u.address_line1, u.address_line2,
                u.address_postcode, u.address_city, u.address_state, u.phone_code, u.phone, u.email
           from users u where u.id = $1",
    )
    .bind(agent_id)
    .fetch_one(db)
    .await?;
    let (tin, scheme, id) = if category.as_deref() == Some("company") {
        (
            tin.clone()
                .filter(|t| !t.trim().is_empty())
                .unwrap_or_else(|| rules::GENERAL_PUBLIC_TIN.into()),
            "BRN".to_string(),
            roc.unwrap_or_else(|| "NA".into()),
        )
    } else {
        rules::individual_ids(tin.as_deref(), identity.as_deref())
    };
    Ok(Party {
        name,
        tin,
        id_scheme: scheme,
        id_value: id,
        sst: "NA".into(),
        address: Address {
            lines: [l1, l2].into_iter().flatten().collect(),
            postcode: postcode.unwrap_or_default(),
            city: city.unwrap_or_default(),
            state: state
                .filter(|s| s.len() == 2)
                .unwrap_or_else(|| "17".into()),
            country: "MYS".into(),
        },
        phone: e164(code, phone),
        email: Some(email),
        msic: None,
    })
}

#[derive(FromRow)]
pub struct OrderFigures {
    pub agent_id: i64,
    pub discount: Decimal,
    pub shipping: Decimal,
    pub service_fee: Decimal,
    pub tax_percent: Decimal,
    pub tax: Decimal,
}

pub async fn order_figures(
    db: &mut PgConnection,
    order_id: i64,
) -> sqlx::Result<(OrderFigures, Vec<Line>)> {
    let o: OrderFigures = sqlx::query_as(
        "select agent_id, discount, shipping, service_fee, tax_percent, tax from orders where id = $1",
    )
    .bind(order_id)
    .fetch_one(&mut *db)
    .await?;
    let items: Vec<(String, String, i32, Decimal)> = sqlx::query_as(
        "select name, label, quantity, unit_price from order_lines where order_id = $1 order by id",
    )
    .bind(order_id)
    .fetch_all(db)
    .await?;
    let mut lines: Vec<Line> = items
        .into_iter()
        .map(|(name, label, quantity, unit_price)| Line {
            description: if label.is_empty() {
                name
            } else {
                format!("{name} ({label})")
            },
            quantity: Decimal::from(quantity),
            unit_price,
            classification: rules::CLASS_OTHERS,
        })
        .collect();
    for (what, amount) in [("Shipping", o.shipping), ("Service fee", o.service_fee)] {
        if amount > Decimal::ZERO {
            lines.push(Line {
                description: what.into(),
                quantity: Decimal::ONE,
                unit_price: amount,
                classification: rules::CLASS_OTHERS,
            });
        }
    }
    Ok((o, lines))
}

/// A month's consolidated lines (one per order, before tax), the tax, and the company's rate.
pub async fn consolidated_figures(
    db: &mut PgConnection,
    einvoice_id: i64,
) -> sqlx::Result<(Vec<Line>, Decimal, Decimal)> {
    let rows: Vec<(String, Decimal, Decimal, Decimal)> = sqlx::query_as(
        "select number, grand_total - tax, tax, tax_percent from orders where consolidated_einvoice_id = $1 order by id",
    )
    .bind(einvoice_id)
    .fetch_all(db)
    .await?;
    let tax = rows.iter().map(|r| r.2).sum();
    let percent = rows.iter().map(|r| r.3).max().unwrap_or_default();
    let lines = rows
        .into_iter()
        .map(|(number, before_tax, _, _)| Line {
            description: format!("Receipt {number}"),
            quantity: Decimal::ONE,
            unit_price: before_tax,
            classification: rules::CLASS_CONSOLIDATED,
        })
        .collect();
    Ok((lines, tax, percent))
}

pub async fn payout_figures(db: &mut PgConnection, payout_id: i64) -> sqlx::Result<(i64, Decimal)> {
    sqlx::query_as("select agent_id, amount from payouts where id = $1")
        .bind(payout_id)
        .fetch_one(db)
        .await
}

/// The document's kind as the rules know it.
pub fn kind_of(row: &EinvoiceRow) -> Kind {
    Kind::parse(&row.kind).unwrap_or(Kind::Invoice)
}
