//! `/commission/balance`, `/commission/request-payout`, `/commission/payouts` and HQ's
//! `/commission-payout/…` queue: approve, reject, mark paid, and the bank's bulk-transfer file.

use super::{whose, AgentRef};
use crate::features::commissions::{
    rules::payouts::{available, can_decide, check_request, PayoutRefusal},
    store,
};
use crate::features::tax::{rules as tax_rules, store as tax_store};
use crate::{
    domain::{
        fields::percent_text,
        money::{self, money},
        time::{kl_day_start, kl_today},
    },
    http::{
        auth::{AgentAuth, HqAdminAuth, Permission, UserAuth},
        files::{Download, ExportFormat},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
};
use chrono::{DateTime, Utc};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct BankAccount {
    pub bank_name: String,
    pub account_number: String,
    pub account_name: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CommissionBalance {
    /// The agent's closed statements.
    pub committed: String,
    pub paid: String,
    /// Requested or approved, not paid yet.
    pub pending: String,
    pub available: String,
    /// The smallest payout the company pays.
    pub minimum: String,
    /// The percent withheld (s.107D) from a payout asked for now; null when none.
    #[oai(nullable)]
    pub withholding_rate: Option<String>,
    /// The bank account on the agent's profile (none: a payout cannot be requested).
    #[oai(nullable)]
    pub bank: Option<BankAccount>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Payout {
    pub id: i64,
    pub agent: AgentRef,
    /// What the payout takes from the balance.
    pub amount: String,
    /// Withheld under s.107D (2 % for an agent paid over RM 100,000 last year; docs/api-tax.md).
    pub withheld: String,
    /// What reaches the agent's bank: amount − withheld.
    pub net: String,
    /// requested, approved, rejected or paid
    pub status: String,
    pub bank_name: String,
    pub account_number: String,
    pub account_name: String,
    pub requested_at: DateTime<Utc>,
    #[oai(nullable)]
    pub decided_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub paid_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub note: Option<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PayoutPage {
    pub items: Vec<Payout>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
}

#[derive(Object)]
pub struct PayoutRequest {
    pub amount: Text,
}

#[derive(Object)]
pub struct PayoutIds {
    #[oai(default)]
    pub ids: Vec<i64>,
    /// Why (when rejecting).
    #[oai(nullable)]
    pub reason: Option<Text>,
}

/// What happened to one payout of a bulk decision.
#[derive(Object)]
pub struct PayoutOutcome {
    pub id: i64,
    pub ok: bool,
    #[oai(nullable)]
    pub message: Option<String>,
}

fn payout(r: store::PayoutRow) -> Payout {
    Payout {
        id: r.id,
        agent: AgentRef {
            id: r.agent_id,
            name: if r.agent_name.is_empty() {
                r.agent_username.clone()
            } else {
                r.agent_name
            },
            username: r.agent_username,
        },
        amount: money(r.amount),
        withheld: money(r.withheld),
        net: money(r.amount - r.withheld),
        status: r.status,
        bank_name: r.bank_name,
        account_number: r.account_number,
        account_name: r.account_name,
        requested_at: r.requested_at,
        decided_at: r.decided_at,
        paid_at: r.paid_at,
        note: r.note,
    }
}

const STATUSES: [&str; 4] = ["requested", "approved", "rejected", "paid"];
const MAX_BULK: usize = 500;

pub struct PayoutsApi;

#[OpenApi(tag = "ApiTags::Commissions")]
impl PayoutsApi {
    /// An agent's balance: closed statements, paid, waiting, available, the minimum and their bank.
    #[oai(path = "/commission/balance", method = "get")]
    async fn balance(
        &self,
        auth: UserAuth,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
    ) -> ApiResult<CommissionBalance> {
        let mut db = auth.db().await?;
        let agent = whose(&mut db, &auth.0, agent_id.0).await?;
        let b = store::balance(&mut db, agent.id).await?;
        let bank = store::bank_account(&mut db, agent.id).await?;
        ok(CommissionBalance {
            committed: money(b.committed),
            paid: money(b.paid),
            pending: money(b.pending),
            available: money(available(b.committed, b.paid, b.pending)),
            minimum: money(b.minimum),
            withholding_rate: percent_text(withholding_rate(&mut db, agent.id).await?),
            bank: bank.map(|b| BankAccount {
                bank_name: b.bank_name,
                account_number: b.account_number,
                account_name: b.account_name,
            }),
        })
    }

    /// An agent asks to be paid from their available balance, to the bank account on their profile.
    #[oai(path = "/commission/request-payout", method = "post")]
    async fn request_payout(
        &self,
        auth: AgentAuth,
        body: Json<PayoutRequest>,
    ) -> ApiResult<Payout> {
        let amount: Decimal = body
            .amount
            .trim()
            .parse()
            .map_err(|_| ApiError::field("amount", Msg::InvalidAmount))?;
        let mut db = auth.db().await?;
        // One request of an agent at a time: the second waits here and sees the first's payout.
        store::lock_agent(&mut db, auth.0.id).await?;
        let b = store::balance(&mut db, auth.0.id).await?;
        let avail = available(b.committed, b.paid, b.pending);
        let currency = money::current();
        check_request(amount, avail, b.minimum, currency.scale()).map_err(|r| match r {
            PayoutRefusal::NotAnAmount => ApiError::field("amount", Msg::InvalidAmount),
            PayoutRefusal::BelowMinimum => ApiError::field_text(
                "amount",
                &t(Msg::PayoutBelowMinimum).replace("{amount}", &money(b.minimum)),
            ),
            PayoutRefusal::AboveAvailable => ApiError::field_text(
                "amount",
                &t(Msg::PayoutAboveBalance).replace("{amount}", &money(avail)),
            ),
        })?;
        let bank = store::bank_account(&mut db, auth.0.id)
            .await?
            .ok_or_else(|| ApiError::field("bank", Msg::PayoutNeedsBank))?;
        let rate = withholding_rate(&mut db, auth.0.id).await?;
        let withheld = tax_rules::withheld(amount, rate, currency.scale());
        let row = store::insert_payout(&mut db, auth.0.id, amount, withheld, &bank).await?;
        ok_with(Msg::PayoutRequested, payout(row))
    }

    /// Payouts, newest first: an agent's own (and any other user's own, none); HQ and staff who approve
    /// payments see everyone's.
    #[oai(path = "/commission/payouts", method = "get")]
    async fn payouts(
        &self,
        auth: UserAuth,
        status: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<PayoutPage> {
        let status = status.0.as_deref().map(str::trim).filter(|s| !s.is_empty());
        if status.is_some_and(|s| !STATUSES.contains(&s)) {
            return Err(ApiError::field("status", Msg::InvalidChoice));
        }
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(20));
        let own = (!auth.0.can(Permission::ApproveManualPayment)).then_some(auth.0.id);
        let mut db = auth.db().await?;
        let (rows, total) =
            store::payouts(&mut db, own, status, per_page, (page - 1) * per_page).await?;
        ok(PayoutPage {
            items: rows.into_iter().map(payout).collect(),
            total,
            page,
            per_page,
        })
    }

    /// HQ approves requested payouts; each payout's outcome is reported.
    #[oai(path = "/commission-payout/approve", method = "post")]
    async fn approve(
        &self,
        auth: HqAdminAuth,
        body: Json<PayoutIds>,
    ) -> ApiResult<Vec<PayoutOutcome>> {
        decide_all(&auth, &body, "approved").await
    }

    /// HQ rejects payouts (requested or approved): their amounts return to the agents' balances.
    #[oai(path = "/commission-payout/reject", method = "post")]
    async fn reject(
        &self,
        auth: HqAdminAuth,
        body: Json<PayoutIds>,
    ) -> ApiResult<Vec<PayoutOutcome>> {
        decide_all(&auth, &body, "rejected").await
    }

    /// HQ marks approved payouts paid (after the bank transfer); refused for a payout whose agent
    /// changed their bank account since asking.
    #[oai(path = "/commission-payout/mark-paid", method = "post")]
    async fn mark_paid(
        &self,
        auth: HqAdminAuth,
        body: Json<PayoutIds>,
    ) -> ApiResult<Vec<PayoutOutcome>> {
        decide_all(&auth, &body, "paid").await
    }

    /// The approved payouts as a CSV for the bank's bulk transfer.
    #[oai(path = "/commission-payout/export", method = "get")]
    async fn export(&self, auth: HqAdminAuth) -> Result<Download, ApiError> {
        let mut db = auth.db().await?;
        let (rows, _) = store::payouts(&mut db, None, Some("approved"), 10_000, 0).await?;
        let mut w = csv::Writer::from_writer(vec![]);
        let csv_error = |e: csv::Error| ApiError::internal(e);
        // The bank pays what reaches the agent: the amount less what is withheld.
        w.write_record(["name", "bank", "account number", "account name", "amount"])
            .map_err(csv_error)?;
        for r in &rows {
            let name = if r.agent_name.is_empty() {
                &r.agent_username
            } else {
                &r.agent_name
            };
            w.write_record([
                name.as_str(),
                &r.bank_name,
                &r.account_number,
                &r.account_name,
                &money(r.amount - r.withheld),
            ])
            .map_err(csv_error)?;
        }
        let bytes = w.into_inner().map_err(ApiError::internal)?;
        Ok(Download::named("payouts", ExportFormat::Csv, bytes))
    }
}

async fn decide_all(
    auth: &HqAdminAuth,
    body: &PayoutIds,
    to: &str,
) -> ApiResult<Vec<PayoutOutcome>> {
    if body.ids.is_empty() || body.ids.len() > MAX_BULK {
        return Err(ApiError::field("ids", Msg::SelectPayouts));
    }
    let reason = body
        .reason
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.chars().take(500).collect::<String>());
    let mut db = auth.db().await?;
    let mut outcomes = vec![];
    for &id in &body.ids {
        let refused = |msg: Msg| PayoutOutcome {
            id,
            ok: false,
            message: Some(t(msg).to_string()),
        };
        let Some(p) = store::lock_payout(&mut db, id).await? else {
            outcomes.push(refused(Msg::NotFound));
            continue;
        };
        if !can_decide(&p.status, to) {
            outcomes.push(refused(Msg::PayoutNotAllowed));
            continue;
        }
        if to == "paid" && !same_bank(&mut db, &p).await? {
            outcomes.push(refused(Msg::PayoutBankChanged));
            continue;
        }
        store::decide(&mut db, id, to, Some(auth.0.id), reason.as_deref()).await?;
        crate::features::notifications::payout_decided(&mut db, id).await?;
        outcomes.push(PayoutOutcome {
            id,
            ok: true,
            message: None,
        });
    }
    ok(outcomes)
}

/// Whether the agent's bank account is still the one the payout was asked for.
pub(super) async fn same_bank(
    db: &mut sqlx::PgConnection,
    p: &store::PayoutRow,
) -> Result<bool, ApiError> {
    let now = store::bank_account(db, p.agent_id).await?;
    Ok(now.is_some_and(|b| {
        (&b.bank_name, &b.account_number, &b.account_name)
            == (&p.bank_name, &p.account_number, &p.account_name)
    }))
}

/// The s.107D rate withheld from an agent's next payout (docs/api-tax.md); None when none applies
/// (an IDR company, a company agent, a rate of 0, or last year's payouts within the threshold).
async fn withholding_rate(
    db: &mut sqlx::PgConnection,
    agent_id: i64,
) -> Result<Option<Decimal>, ApiError> {
    if money::current() == money::Currency::Idr {
        return Ok(None);
    }
    let w = tax_store::withholding(db).await?;
    let (this_year, _) = tax_rules::year_bounds(chrono::Datelike::year(&kl_today()));
    let (last_year, _) = tax_rules::year_bounds(chrono::Datelike::year(&kl_today()) - 1);
    let (individual_resident, paid) = tax_store::payee(
        db,
        agent_id,
        kl_day_start(last_year),
        kl_day_start(this_year),
    )
    .await?;
    Ok(tax_rules::withholding_rate(w, individual_resident, paid))
}
