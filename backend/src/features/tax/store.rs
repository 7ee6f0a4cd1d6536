//! CP58 statements and withholding: what agents were paid in a year, the statements issued, and
//! the company's withholding settings.

use super::rules::Withholding;
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use sqlx::{types::Json, FromRow, PgConnection};

/// The year's incentives per agent, with what Part B needs, as `rows`: commission entries of closed
/// months ($1 ≤ period < $2), cash rewards handed over and withholding on payouts paid in the year
/// ($3 ≤ at < $4), and the statement issued for year $5.
const YEAR_ROWS: &str = "
with e as (
    select ce.agent_id,
           coalesce(sum(ce.amount) filter (where ce.kind <> 'sale-profit'), 0) as commission,
           coalesce(sum(ce.amount) filter (where ce.kind = 'sale-profit'), 0) as sale_profit
      from commission_entries ce
      join commission_periods p on p.period = ce.period
     where ce.period >= $1 and ce.period < $2
     group by ce.agent_id),
cash as (
    select r.agent_id, sum(c.cash_amount) as cash
      from campaign_redemptions r join campaigns c on c.id = r.campaign_id
     where r.reward_type = 'cash' and r.status = 'handed_over' and c.cash_amount is not null
       and r.handed_over_at >= $3 and r.handed_over_at < $4
     group by r.agent_id),
w as (
    select agent_id, sum(withheld) as withheld
      from payouts where status = 'paid' and paid_at >= $3 and paid_at < $4
     group by agent_id),
s as (select agent_id, id, issued_at, first_issued_at from cp58_statements where year = $5),
ids as (select agent_id from e union select agent_id from cash union select agent_id from w
        union select agent_id from s),
rows as (
    select u.id, u.username, u.email,
           case when u.category = 'company' and coalesce(u.company_name, '') <> '' then u.company_name
                else full_name(u) end as name,
           case when u.category = 'company' then u.roc_number else u.identity_number end as identity,
           u.tin, u.address_line1,
           coalesce(e.commission, 0) as commission,
           coalesce(e.sale_profit, 0) + coalesce(cash.cash, 0) as other_monetary,
           coalesce(w.withheld, 0) as withheld,
           s.id as statement_id, s.issued_at, s.first_issued_at
      from ids
      join users u on u.id = ids.agent_id and u.role = 'agent'
      left join e on e.agent_id = u.id
      left join cash on cash.agent_id = u.id
      left join w on w.agent_id = u.id
      left join s on s.agent_id = u.id),
marked as (
    select rows.*, commission + other_monetary as total,
           (coalesce(trim(tin), '') = '' or coalesce(trim(identity), '') = ''
            or coalesce(trim(address_line1), '') = '') as lacking
      from rows)";

/// The bounds the year's queries take.
pub struct YearBounds {
    pub first_period: NaiveDate,
    pub next_period: NaiveDate,
    pub starts_at: DateTime<Utc>,
    pub stops_at: DateTime<Utc>,
    pub year: i32,
}

#[derive(FromRow, Debug, Clone)]
pub struct YearRow {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub name: String,
    pub identity: Option<String>,
    pub tin: Option<String>,
    pub address_line1: Option<String>,
    pub commission: Decimal,
    pub other_monetary: Decimal,
    pub withheld: Decimal,
    pub statement_id: Option<i64>,
    pub issued_at: Option<DateTime<Utc>>,
    pub first_issued_at: Option<DateTime<Utc>>,
    pub total: Decimal,
}

/// all, due (over the threshold, not issued), issued, missing (Part B lacks something)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YearFilter {
    All,
    Due,
    Issued,
    Missing,
}

const FILTER: &str = "($7::text is null or name ilike $7 or username ilike $7 or email ilike $7)
    and case $8 when 'due' then total > $6 and statement_id is null
                when 'issued' then statement_id is not null
                when 'missing' then lacking
                else true end";

fn filter_code(f: YearFilter) -> &'static str {
    match f {
        YearFilter::All => "all",
        YearFilter::Due => "due",
        YearFilter::Issued => "issued",
        YearFilter::Missing => "missing",
    }
}

fn like(search: Option<&str>) -> Option<String> {
    search.map(str::trim).filter(|s| !s.is_empty()).map(|s| {
        let escaped = s
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        format!("%{escaped}%")
    })
}

/// One page of the year's rows, highest total first, and how many match.
pub async fn year_rows(
    db: &mut PgConnection,
    b: &YearBounds,
    threshold: Decimal,
    search: Option<&str>,
    filter: YearFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(Vec<YearRow>, i64)> {
    let sql = format!(
        "{YEAR_ROWS}
         select id, username, email, name, identity, tin, address_line1, commission, other_monetary,
                withheld, statement_id, issued_at, first_issued_at, total, count(*) over () as matched
           from marked where {FILTER}
          order by total desc, id
          limit $9 offset $10"
    );
    #[derive(FromRow)]
    struct Paged {
        #[sqlx(flatten)]
        row: YearRow,
        matched: i64,
    }
    let rows: Vec<Paged> = sqlx::query_as(&sql)
        .bind(b.first_period)
        .bind(b.next_period)
        .bind(b.starts_at)
        .bind(b.stops_at)
        .bind(b.year)
        .bind(threshold)
        .bind(like(search))
        .bind(filter_code(filter))
        .bind(limit)
        .bind(offset)
        .fetch_all(db)
        .await?;
    let matched = rows.first().map(|r| r.matched).unwrap_or(0);
    Ok((rows.into_iter().map(|r| r.row).collect(), matched))
}

/// Over the whole year: (agents with incentives, due, issued, lacking Part B details).
pub async fn year_counts(
    db: &mut PgConnection,
    b: &YearBounds,
    threshold: Decimal,
) -> sqlx::Result<(i64, i64, i64, i64)> {
    sqlx::query_as(&format!(
        "{YEAR_ROWS}
         select count(*),
                count(*) filter (where total > $6 and statement_id is null),
                count(*) filter (where statement_id is not null),
                count(*) filter (where lacking)
           from marked"
    ))
    .bind(b.first_period)
    .bind(b.next_period)
    .bind(b.starts_at)
    .bind(b.stops_at)
    .bind(b.year)
    .bind(threshold)
    .fetch_one(db)
    .await
}

/// The rows HQ issues for: every agent over the threshold, and those asked for.
pub async fn rows_to_issue(
    db: &mut PgConnection,
    b: &YearBounds,
    threshold: Decimal,
    asked: &[i64],
) -> sqlx::Result<Vec<YearRow>> {
    sqlx::query_as(&format!(
        "{YEAR_ROWS}
         select id, username, email, name, identity, tin, address_line1, commission, other_monetary,
                withheld, statement_id, issued_at, first_issued_at, total
           from marked where total > $6 or id = any($7)
          order by id"
    ))
    .bind(b.first_period)
    .bind(b.next_period)
    .bind(b.starts_at)
    .bind(b.stops_at)
    .bind(b.year)
    .bind(threshold)
    .bind(asked)
    .fetch_all(db)
    .await
}

/// Agents asked for on request who had no incentive at all in the year (not in `rows`): id, name.
pub async fn agents_named(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as(
        "select id, full_name(u) from users u where id = any($1) and role = 'agent' order by id",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

/// Part A or B of a CP58 as it stood when issued.
#[derive(Serialize, Deserialize, Debug, Clone, Default)]
#[serde(rename_all = "camelCase")]
pub struct Party {
    pub name: String,
    /// The payer's ROC; the recipient's MyKad, passport or ROC.
    pub identity: String,
    pub tin: String,
    pub address_lines: Vec<String>,
    pub phone: String,
    pub email: String,
    /// The recipient's username (empty for the payer).
    pub username: String,
}

const ADDRESS: &str = "array_remove(array[nullif(trim(x.line1), ''), nullif(trim(x.line2), ''),
        nullif(trim(concat_ws(' ', nullif(trim(x.postcode), ''), nullif(trim(x.city), ''))), ''),
        coalesce((select st.name from platform.states st where st.country = coalesce(x.country, 'MY') and st.code = x.state), nullif(trim(x.state), '')),
        (select c.name from platform.countries c where c.iso2 = coalesce(x.country, 'MY'))], null)";

/// Part A: the company as set up (its registered name is the platform's).
pub async fn payer(db: &mut PgConnection, name: &str) -> sqlx::Result<Party> {
    let (roc, tin, lines, phone, email): (Option<String>, Option<String>, Vec<String>, String, Option<String>) =
        sqlx::query_as(&format!(
            "select cs.roc, cs.tin, {ADDRESS}, concat_ws(' ', cs.phone_code, cs.phone), cs.email
               from company_settings cs,
                    lateral (select cs.address_line1 as line1, cs.address_line2 as line2, cs.postcode,
                                    cs.city, cs.state, cs.country) x"
        ))
        .fetch_one(db)
        .await?;
    Ok(Party {
        name: name.to_string(),
        identity: roc.unwrap_or_default(),
        tin: tin.unwrap_or_default(),
        address_lines: lines,
        phone,
        email: email.unwrap_or_default(),
        username: String::new(),
    })
}

/// Part B: the agent as on their profile now.
pub async fn recipient(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<Party> {
    #[allow(clippy::type_complexity)]
    let (name, identity, tin, lines, phone, email, username): (
        String,
        Option<String>,
        Option<String>,
        Vec<String>,
        String,
        String,
        String,
    ) = sqlx::query_as(&format!(
        "select case when u.category = 'company' and coalesce(u.company_name, '') <> '' then u.company_name
                     else full_name(u) end,
                case when u.category = 'company' then u.roc_number else u.identity_number end,
                u.tin, {ADDRESS}, concat_ws(' ', u.phone_code, u.phone), u.email, u.username
           from users u,
                lateral (select u.address_line1 as line1, u.address_line2 as line2,
                                u.address_postcode as postcode, u.address_city as city,
                                u.address_state as state, coalesce(u.address_country, u.country) as country) x
          where u.id = $1"
    ))
    .bind(agent_id)
    .fetch_one(db)
    .await?;
    Ok(Party {
        name,
        identity: identity.unwrap_or_default(),
        tin: tin.unwrap_or_default(),
        address_lines: lines,
        phone,
        email,
        username,
    })
}

pub struct NewStatement<'a> {
    pub agent_id: i64,
    pub year: i32,
    pub commission: Decimal,
    pub other_monetary: Decimal,
    pub withheld: Decimal,
    pub payer: &'a Party,
    pub recipient: &'a Party,
    pub on_request: bool,
    pub officer_name: &'a str,
    pub issued_by: i64,
}

/// Issues (or issues again, replacing the figures and the time of the latest issue, keeping the
/// first) an agent's CP58 for a year.
pub async fn issue(db: &mut PgConnection, s: &NewStatement<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "insert into cp58_statements (agent_id, year, commission, other_monetary, withheld, payer, recipient,
                                      on_request, officer_name, issued_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (agent_id, year) do update
            set commission = excluded.commission, other_monetary = excluded.other_monetary,
                withheld = excluded.withheld, payer = excluded.payer, recipient = excluded.recipient,
                on_request = cp58_statements.on_request and excluded.on_request,
                officer_name = excluded.officer_name, issued_by = excluded.issued_by, issued_at = now()",
    )
    .bind(s.agent_id)
    .bind(s.year)
    .bind(s.commission)
    .bind(s.other_monetary)
    .bind(s.withheld)
    .bind(Json(s.payer))
    .bind(Json(s.recipient))
    .bind(s.on_request)
    .bind(s.officer_name)
    .bind(s.issued_by)
    .execute(db)
    .await?;
    Ok(())
}

#[derive(FromRow, Debug)]
pub struct StatementRow {
    pub id: i64,
    pub year: i32,
    pub commission: Decimal,
    pub other_monetary: Decimal,
    pub vehicle: Decimal,
    pub house: Decimal,
    pub travel: Decimal,
    pub other_non_monetary: Decimal,
    pub withheld: Decimal,
    pub payer: Json<Party>,
    pub recipient: Json<Party>,
    pub on_request: bool,
    pub officer_name: String,
    pub issued_at: DateTime<Utc>,
    pub first_issued_at: DateTime<Utc>,
}

/// An agent's issued statements (one year's, or all), newest year first.
pub async fn statements(
    db: &mut PgConnection,
    agent_id: i64,
    year: Option<i32>,
) -> sqlx::Result<Vec<StatementRow>> {
    sqlx::query_as(
        "select id, year, commission, other_monetary, vehicle, house, travel, other_non_monetary, withheld,
                payer, recipient, on_request, officer_name, issued_at, first_issued_at
           from cp58_statements where agent_id = $1 and ($2::int is null or year = $2)
          order by year desc",
    )
    .bind(agent_id)
    .bind(year)
    .fetch_all(db)
    .await
}

/// Whether the company turned the CP58 feature on.
pub async fn cp58_on(db: &mut PgConnection) -> sqlx::Result<bool> {
    Ok(
        sqlx::query_scalar("select cp58_feature from company_settings")
            .fetch_optional(db)
            .await?
            .unwrap_or(false),
    )
}

pub async fn withholding(db: &mut PgConnection) -> sqlx::Result<Withholding> {
    let row: Option<(Decimal, Decimal)> =
        sqlx::query_as("select withholding_threshold, withholding_rate from company_settings")
            .fetch_optional(db)
            .await?;
    let (threshold, rate) = row.unwrap_or((Decimal::from(100_000), Decimal::from(2)));
    Ok(Withholding { threshold, rate })
}

pub async fn save_withholding(db: &mut PgConnection, w: Withholding) -> sqlx::Result<()> {
    sqlx::query("update company_settings set withholding_threshold = $1, withholding_rate = $2")
        .bind(w.threshold)
        .bind(w.rate)
        .execute(db)
        .await?;
    Ok(())
}

/// Whether an agent is an individual resident in Malaysia, and what their payouts paid in
/// [from, to) came to.
pub async fn payee(
    db: &mut PgConnection,
    agent_id: i64,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> sqlx::Result<(bool, Decimal)> {
    sqlx::query_as(
        "select coalesce(u.category, 'individual') <> 'company'
                    and coalesce(nullif(u.country, ''), nullif(u.address_country, ''), 'MY') = 'MY',
                coalesce((select sum(p.amount) from payouts p
                           where p.agent_id = u.id and p.status = 'paid' and p.paid_at >= $2 and p.paid_at < $3), 0)
           from users u where u.id = $1",
    )
    .bind(agent_id)
    .bind(from)
    .bind(to)
    .fetch_one(db)
    .await
}

/// The name that signs the declaration: the HQ user issuing.
pub async fn officer_name(db: &mut PgConnection, user_id: i64) -> sqlx::Result<String> {
    sqlx::query_scalar(
        "select coalesce(nullif(full_name(u), ''), u.username) from users u where u.id = $1",
    )
    .bind(user_id)
    .fetch_one(db)
    .await
}
