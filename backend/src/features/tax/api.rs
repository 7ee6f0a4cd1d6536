//! `/report/searchcp58`, `/report/cp58` and `/report/getcp58`: the CP58 statements a Malaysian
//! company gives its agents each year (docs/api-tax.md).

use super::{
    rules::{self, Incentives, YearRefusal},
    store::{self, Party, YearBounds, YearFilter, YearRow},
};
use crate::{
    domain::{
        money::{self, money, Currency},
        time::{kl_day_start, kl_today},
    },
    http::{
        auth::{grant, CurrentUser, HqAdminAuth, Permission, StaffAuth, UserAuth},
        ok, ok_with,
        tags::ApiTags,
        ApiError, ApiResult,
    },
    i18n::Msg,
};
use chrono::{DateTime, Utc};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;
use sqlx::PgConnection;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Cp58Agent {
    pub id: i64,
    pub name: String,
    pub username: String,
    /// MyKad or passport number; a company agent's ROC.
    #[oai(nullable)]
    pub identity: Option<String>,
    #[oai(nullable)]
    pub tin: Option<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Cp58Row {
    pub agent: Cp58Agent,
    /// C(a) commission and bonus.
    pub commission: String,
    /// C(b) other monetary incentives.
    pub other_monetary: String,
    /// C(c)–(f) non-monetary incentives at cost.
    pub non_monetary: String,
    pub total: String,
    /// Withheld under s.107D from the year's payouts.
    pub withheld: String,
    pub over_threshold: bool,
    /// What Part B lacks: tin, identity, address.
    pub missing: Vec<String>,
    #[oai(nullable)]
    pub statement_id: Option<i64>,
    /// When the statement was last issued.
    #[oai(nullable)]
    pub issued_at: Option<DateTime<Utc>>,
    /// When it was first issued to the agent (kept when issued again).
    #[oai(nullable)]
    pub first_issued_at: Option<DateTime<Utc>>,
}

#[derive(Object)]
pub struct Cp58Counts {
    /// Agents with an incentive in the year (or a statement).
    pub agents: i64,
    /// Over the threshold and not issued.
    pub due: i64,
    pub issued: i64,
    /// Part B lacks something.
    pub missing: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Cp58Search {
    pub year: i32,
    pub threshold: String,
    pub counts: Cp58Counts,
    pub items: Vec<Cp58Row>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Cp58IssueInput {
    pub year: i64,
    /// Agents under the threshold who asked for theirs.
    #[oai(default, validator(max_items = 1000))]
    pub agent_ids: Vec<i64>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Cp58Skipped {
    pub agent_id: i64,
    pub name: String,
    /// tin, identity, address; empty for an agent with no incentive in the year.
    pub missing: Vec<String>,
}

#[derive(Object)]
pub struct Cp58Run {
    pub year: i32,
    pub issued: i64,
    pub skipped: Vec<Cp58Skipped>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Cp58Party {
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

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Cp58Statement {
    pub id: i64,
    pub year: i32,
    /// When it was last issued (issuing again replaces the figures).
    pub issued_at: DateTime<Utc>,
    /// When it was first issued to the agent (kept when issued again).
    pub first_issued_at: DateTime<Utc>,
    pub officer_name: String,
    /// Issued on the agent's request (under the threshold).
    pub on_request: bool,
    /// Part A.
    pub payer: Cp58Party,
    /// Part B.
    pub recipient: Cp58Party,
    pub commission: String,
    pub other_monetary: String,
    pub vehicle: String,
    pub house: String,
    pub travel: String,
    pub other_non_monetary: String,
    pub total: String,
    pub withheld: String,
}

#[derive(Object)]
pub struct Cp58List {
    pub items: Vec<Cp58Statement>,
}

/// The tax screens are Malaysian: an IDR company is told so.
pub fn malaysian_only() -> Result<(), ApiError> {
    if money::current() == Currency::Idr {
        return Err(ApiError::rule(Msg::NotMalaysian, "not_malaysian"));
    }
    Ok(())
}

async fn cp58_on(db: &mut PgConnection) -> Result<(), ApiError> {
    if !store::cp58_on(db).await? {
        return Err(ApiError::rule(Msg::Cp58Off, "cp58_off"));
    }
    Ok(())
}

fn year_error(r: YearRefusal) -> ApiError {
    match r {
        YearRefusal::OutOfRange => ApiError::field("year", Msg::Cp58YearOutOfRange),
        YearRefusal::NotEnded => ApiError::rule(Msg::Cp58YearNotEnded, "year_not_ended"),
    }
}

fn bounds(year: i32) -> YearBounds {
    let (first, next) = rules::year_bounds(year);
    YearBounds {
        first_period: first,
        next_period: next,
        starts_at: kl_day_start(first),
        stops_at: kl_day_start(next),
        year,
    }
}

fn incentives(r: &YearRow) -> Incentives {
    Incentives {
        commission: r.commission,
        other_monetary: r.other_monetary,
        non_monetary: Decimal::ZERO,
    }
}

fn missing_of(r: &YearRow) -> Vec<&'static str> {
    rules::missing(
        r.tin.as_deref(),
        r.identity.as_deref(),
        r.address_line1.as_deref(),
    )
}

fn row_view(r: YearRow) -> Cp58Row {
    let inc = incentives(&r);
    let missing = missing_of(&r).into_iter().map(String::from).collect();
    Cp58Row {
        commission: money(inc.commission),
        other_monetary: money(inc.other_monetary),
        non_monetary: money(inc.non_monetary),
        total: money(inc.total()),
        withheld: money(r.withheld),
        over_threshold: inc.over_threshold(),
        missing,
        statement_id: r.statement_id,
        issued_at: r.issued_at,
        first_issued_at: r.first_issued_at,
        agent: Cp58Agent {
            id: r.id,
            name: if r.name.is_empty() {
                r.username.clone()
            } else {
                r.name
            },
            username: r.username,
            identity: r.identity,
            tin: r.tin,
        },
    }
}

fn party(p: Party) -> Cp58Party {
    Cp58Party {
        name: p.name,
        identity: p.identity,
        tin: p.tin,
        address_lines: p.address_lines,
        phone: p.phone,
        email: p.email,
        username: p.username,
    }
}

fn statement_view(s: store::StatementRow) -> Cp58Statement {
    let total =
        s.commission + s.other_monetary + s.vehicle + s.house + s.travel + s.other_non_monetary;
    Cp58Statement {
        id: s.id,
        year: s.year,
        issued_at: s.issued_at,
        first_issued_at: s.first_issued_at,
        officer_name: s.officer_name,
        on_request: s.on_request,
        payer: party(s.payer.0),
        recipient: party(s.recipient.0),
        commission: money(s.commission),
        other_monetary: money(s.other_monetary),
        vehicle: money(s.vehicle),
        house: money(s.house),
        travel: money(s.travel),
        other_non_monetary: money(s.other_non_monetary),
        total: money(total),
        withheld: money(s.withheld),
    }
}

fn parse_filter(v: Option<&str>) -> Result<YearFilter, ApiError> {
    match v.map(str::trim).filter(|s| !s.is_empty()) {
        None | Some("all") => Ok(YearFilter::All),
        Some("due") => Ok(YearFilter::Due),
        Some("issued") => Ok(YearFilter::Issued),
        Some("missing") => Ok(YearFilter::Missing),
        Some(_) => Err(ApiError::field("filter", Msg::InvalidChoice)),
    }
}

/// Whose statements a user reads: an agent their own; HQ, and staff who read reports, the agent named.
fn reader_of(user: &CurrentUser, agent_id: Option<i64>) -> Result<i64, ApiError> {
    match agent_id {
        Some(id) if id == user.id && !user.is_hq_side() => Ok(id),
        Some(id)
            if user.is_hq_side()
                && (user.can(Permission::ManageOrders)
                    || user.can(Permission::ApproveManualPayment)) =>
        {
            Ok(id)
        }
        Some(_) => Err(ApiError::not_found()),
        None if !user.is_hq_side() => Ok(user.id),
        None => Err(ApiError::field("agentId", Msg::Required)),
    }
}

pub struct Cp58Api;

#[OpenApi(prefix_path = "/report", tag = "ApiTags::Reports")]
impl Cp58Api {
    /// The year's agents with their incentives, whether a CP58 is due, issued, or lacks Part B
    /// details; highest total first.
    #[oai(path = "/searchcp58", method = "get")]
    async fn search(
        &self,
        auth: StaffAuth<grant::Reports>,
        #[oai(validator(minimum(value = "2012"), maximum(value = "2200")))] year: Query<
            Option<i64>,
        >,
        #[oai(validator(max_length = 100))] search: Query<Option<String>>,
        /// all, due, issued or missing
        filter: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<Cp58Search> {
        malaysian_only()?;
        let year = rules::year_to_read(year.0, kl_today()).map_err(year_error)?;
        let filter = parse_filter(filter.0.as_deref())?;
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(20));
        let mut db = auth.db().await?;
        cp58_on(&mut db).await?;
        let b = bounds(year);
        let threshold = rules::cp58_threshold();
        let (agents, due, issued, missing) = store::year_counts(&mut db, &b, threshold).await?;
        let (rows, total) = store::year_rows(
            &mut db,
            &b,
            threshold,
            search.0.as_deref(),
            filter,
            per_page,
            (page - 1) * per_page,
        )
        .await?;
        ok(Cp58Search {
            year,
            threshold: money(threshold),
            counts: Cp58Counts {
                agents,
                due,
                issued,
                missing,
            },
            items: rows.into_iter().map(row_view).collect(),
            total,
            page,
            per_page,
        })
    }

    /// Issues the year's CP58 to every agent over the threshold and to those asked for; an agent
    /// whose Part B lacks details is skipped and named.
    #[oai(path = "/cp58", method = "post")]
    async fn issue(&self, auth: HqAdminAuth, body: Json<Cp58IssueInput>) -> ApiResult<Cp58Run> {
        malaysian_only()?;
        let year = rules::year_to_issue(body.year, kl_today()).map_err(year_error)?;
        let mut db = auth.db().await?;
        cp58_on(&mut db).await?;
        let b = bounds(year);
        let asked: Vec<i64> = body.agent_ids.clone();
        let rows = store::rows_to_issue(&mut db, &b, rules::cp58_threshold(), &asked).await?;
        let payer = store::payer(&mut db, &auth.0.tenant.company.name).await?;
        let officer = store::officer_name(&mut db, auth.0.id).await?;
        let mut issued = 0;
        let mut skipped = vec![];
        for r in &rows {
            let missing = missing_of(r);
            if !missing.is_empty() {
                skipped.push(Cp58Skipped {
                    agent_id: r.id,
                    name: if r.name.is_empty() {
                        r.username.clone()
                    } else {
                        r.name.clone()
                    },
                    missing: missing.into_iter().map(String::from).collect(),
                });
                continue;
            }
            let recipient = store::recipient(&mut db, r.id).await?;
            store::issue(
                &mut db,
                &store::NewStatement {
                    agent_id: r.id,
                    year,
                    commission: r.commission,
                    other_monetary: r.other_monetary,
                    withheld: r.withheld,
                    payer: &payer,
                    recipient: &recipient,
                    on_request: !incentives(r).over_threshold(),
                    officer_name: &officer,
                    issued_by: auth.0.id,
                },
            )
            .await?;
            issued += 1;
        }
        // Asked for, but paid nothing in the year: nothing to state.
        let without: Vec<i64> = asked
            .iter()
            .copied()
            .filter(|id| !rows.iter().any(|r| r.id == *id))
            .collect();
        if !without.is_empty() {
            for (agent_id, name) in store::agents_named(&mut db, &without).await? {
                skipped.push(Cp58Skipped {
                    agent_id,
                    name,
                    missing: vec![],
                });
            }
        }
        ok_with(
            Msg::Cp58Issued,
            Cp58Run {
                year,
                issued,
                skipped,
            },
        )
    }

    /// An agent's issued CP58 statements, newest year first: an agent reads their own; HQ, and staff
    /// who read reports, name the agent. Issued statements stay readable when the feature is off.
    #[oai(path = "/getcp58", method = "get")]
    async fn get(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "2012"), maximum(value = "2200")))] year: Query<
            Option<i64>,
        >,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
    ) -> ApiResult<Cp58List> {
        malaysian_only()?;
        let agent = reader_of(&auth.0, agent_id.0)?;
        let mut db = auth.db().await?;
        let rows = store::statements(&mut db, agent, year.0.map(|y| y as i32)).await?;
        ok(Cp58List {
            items: rows.into_iter().map(statement_view).collect(),
        })
    }
}
