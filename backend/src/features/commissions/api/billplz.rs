//! Payouts through Billplz Payment Orders: HQ sends approved payouts (`/commission-payout/pay-billplz`)
//! and Billplz's signed callback (`/payments/billplz/payment-order/callback`) settles each once:
//! completed → paid; refunded or cancelled → failed, the amount back in the agent's balance.

use super::{
    company_money::credit_of,
    payouts::{same_bank, PayoutIds, PayoutOutcome},
};
use crate::features::{
    commissions::{rules::payouts::can_decide, store},
    orders::payments::{self, store as billplz_store},
};
use crate::{
    domain::money::money,
    http::{auth::HqAdminAuth, ok, tags::ApiTags, ApiError, ApiResult},
    i18n::{t, Msg},
    integrations::{
        billplz,
        billplz_payouts::{self, NewPaymentOrder},
    },
    state::AppState,
    tenancy::Tenant,
};
use poem::web::Data;
use poem_openapi::{payload::Json, payload::PlainText, OpenApi};
use rust_decimal::Decimal;
use std::sync::Arc;

pub struct BillplzPayoutsApi;

#[OpenApi(tag = "ApiTags::Payments")]
impl BillplzPayoutsApi {
    /// HQ pays approved payouts through Billplz Payment Orders, each to the bank account it was
    /// asked for; each payout's outcome is reported (sent ones wait for Billplz's callback).
    #[oai(path = "/commission-payout/pay-billplz", method = "post")]
    async fn pay(
        &self,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        auth: HqAdminAuth,
        body: Json<PayoutIds>,
    ) -> ApiResult<Vec<PayoutOutcome>> {
        if body.ids.is_empty() || body.ids.len() > 500 {
            return Err(ApiError::field("ids", Msg::SelectPayouts));
        }
        let mut db = auth.db().await?;
        let s = billplz_store::settings(&mut db)
            .await?
            .filter(|s| s.active)
            .ok_or_else(|| ApiError::rule(Msg::PaymentUnavailable, "billplz_not_set_up"))?;
        let base = payments::base_url(&state, &s);
        // Whatever spends the credit waits here for the batch before it.
        store::lock_credit(&mut db).await?;
        let mut outcomes = vec![];
        let mut ready = vec![];
        for &id in &body.ids {
            let refused = |message: String| PayoutOutcome {
                id,
                ok: false,
                message: Some(message),
            };
            let Some(p) = store::lock_payout(&mut db, id).await? else {
                outcomes.push(refused(t(Msg::NotFound).into()));
                continue;
            };
            if !can_decide(&p.status, "sending") {
                outcomes.push(refused(t(Msg::PayoutNotAllowed).into()));
            } else if !same_bank(&mut db, &p).await? {
                outcomes.push(refused(t(Msg::PayoutBankChanged).into()));
            } else {
                ready.push(p);
            }
        }
        // Nothing is sent when the batch is more than the credit.
        let need: Decimal = ready.iter().map(|p| p.amount - p.withheld).sum();
        let credit = credit_of(&store::money(&mut db).await?);
        if need > credit {
            return Err(ApiError::rule_text(
                &t(Msg::NotEnoughCredit)
                    .replace("{credit}", &money(credit))
                    .replace("{need}", &money(need)),
                "not_enough_credit",
                None,
            ));
        }
        if ready.is_empty() {
            return ok(outcomes);
        }
        let collection = match billplz_store::payment_order_collection(&mut db).await? {
            Some(id) => id,
            None => {
                let origin = state.config.origin_of(&crate::http::request_host(req));
                let id = billplz_payouts::create_collection(
                    &state.http,
                    &base,
                    &s.api_key,
                    &s.x_signature_key,
                    &format!("Commission payouts {}", auth.0.tenant.company.name),
                    &format!("{origin}/api/payments/billplz/payment-order/callback"),
                )
                .await
                .map_err(|e| {
                    tracing::warn!(error = %e, "billplz payment order collection not created");
                    ApiError::conflict_text(t(Msg::PaymentGatewayError), "payment_gateway_error")
                })?;
                billplz_store::set_payment_order_collection(&mut db, &id).await?;
                id
            }
        };
        for p in ready {
            let order = NewPaymentOrder {
                collection_id: collection.clone(),
                bank_code: p.bank_code.clone().unwrap_or_default(),
                bank_account_number: p.account_number.clone(),
                name: p.account_name.clone(),
                description: billplz_payouts::description(&format!("Commission payout {}", p.id)),
                // The agent receives the payout less what is withheld (s.107D).
                total: billplz::to_sen(p.amount - p.withheld),
                reference_id: format!("payout-{}", p.id),
            };
            let outcome = match billplz_payouts::create_payment_order(
                &state.http,
                &base,
                &s.api_key,
                &s.x_signature_key,
                &order,
            )
            .await
            {
                Ok(sent) => {
                    store::mark_sending(&mut db, p.id, auth.0.id, &sent.id).await?;
                    PayoutOutcome {
                        id: p.id,
                        ok: true,
                        message: None,
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, payout = p.id, "billplz payment order refused");
                    PayoutOutcome {
                        id: p.id,
                        ok: false,
                        message: Some(t(Msg::PaymentGatewayError).into()),
                    }
                }
            };
            outcomes.push(outcome);
        }
        ok(outcomes)
    }

    /// Billplz's payment-order callback (form-encoded, checksum-signed): completed → paid;
    /// refunded or cancelled → failed (the amount returns to the balance). Replays change nothing.
    #[oai(path = "/payments/billplz/payment-order/callback", method = "post")]
    async fn callback(
        &self,
        tenant: Tenant,
        body: poem_openapi::payload::Form<std::collections::HashMap<String, String>>,
    ) -> Result<PlainText<String>, ApiError> {
        let form: Vec<(String, String)> = body.0.into_iter().collect();
        let get = |k: &str| {
            form.iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
                .unwrap_or("")
        };
        let mut db = tenant.db().await?;
        let s = billplz_store::settings(&mut db)
            .await?
            .ok_or_else(|| ApiError::forbidden(Msg::BadSignature, "bad_signature", None))?;
        if !billplz_payouts::verify_callback(&s.x_signature_key, &form) {
            return Err(ApiError::forbidden(
                Msg::BadSignature,
                "bad_signature",
                None,
            ));
        }
        let to = match get("status") {
            "completed" => "paid",
            "refunded" | "cancelled" => "failed",
            _ => return Ok(PlainText("OK".into())),
        };
        if let Some(p) = store::lock_payout_by_order(&mut db, get("id")).await? {
            if can_decide(&p.status, to) {
                let note = (to == "failed").then(|| format!("Billplz: {}", get("status")));
                store::decide(&mut db, p.id, to, None, note.as_deref()).await?;
                crate::features::notifications::payout_decided(&mut db, p.id).await?;
            }
        }
        Ok(PlainText("OK".into()))
    }
}
