//! LHDN MyInvois e-invoices: a sale to an agent with a TIN, a self-billed payout, and each month's
//! sales without a buyer TIN consolidated; sent, followed to valid or invalid, corrected and sent
//! again, cancelled within 72 hours (docs/api-einvoice.md).

pub mod api;
pub mod rules;
pub mod store;
pub mod submit;

/// What the company's own details lack for a document (Setup → Company): tin, roc, msic,
/// address, state.
pub fn missing_details(me: &rules::Party) -> Vec<&'static str> {
    [
        (me.tin.trim().is_empty(), "tin"),
        (me.id_value == "NA", "roc"),
        (me.msic.is_none(), "msic"),
        (me.address.lines.is_empty(), "address"),
        (me.address.state == "17", "state"),
    ]
    .into_iter()
    .filter_map(|(lacking, code)| lacking.then_some(code))
    .collect()
}

/// Whether LHDN knows an agent's new TIN with their MyKad (TIN validation, integrations.md §3.3):
/// asked only when the company is connected to MyInvois, the TIN changed and a 12-digit MyKad is
/// given. None when not asked or MyInvois could not answer (the format check stands alone then).
pub async fn tin_known(
    state: &crate::state::AppState,
    db: &mut sqlx::PgConnection,
    user_id: i64,
    tin: &str,
    identity: Option<&str>,
) -> anyhow::Result<Option<bool>> {
    let mykad: String = identity
        .unwrap_or("")
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    if mykad.len() != 12 {
        return Ok(None);
    }
    let current: Option<String> = sqlx::query_scalar("select tin from users where id = $1")
        .bind(user_id)
        .fetch_optional(&mut *db)
        .await?
        .flatten();
    if current.as_deref() == Some(tin) {
        return Ok(None);
    }
    ask_lhdn(state, db, tin, "NRIC", &mykad).await
}

/// LHDN's TIN validation of `tin` with an identity, through the company's MyInvois connection:
/// None when not connected or MyInvois could not answer.
async fn ask_lhdn(
    state: &crate::state::AppState,
    db: &mut sqlx::PgConnection,
    tin: &str,
    id_type: &str,
    id_value: &str,
) -> anyhow::Result<Option<bool>> {
    let Some(Ok((base, token))) = submit::login(state, db).await? else {
        return Ok(None);
    };
    match crate::integrations::myinvois::validate_tin(
        &state.http,
        &base,
        &token,
        tin,
        id_type,
        id_value,
    )
    .await
    {
        Ok(known) => Ok(Some(known)),
        Err(e) => {
            tracing::warn!(error = %e, "myinvois tin validation unavailable");
            Ok(None)
        }
    }
}

/// Whether LHDN knows the company's new TIN with its registration number (BRN), asked only when
/// the company is connected to MyInvois. None when not asked or MyInvois could not answer.
pub async fn company_tin_known(
    state: &crate::state::AppState,
    db: &mut sqlx::PgConnection,
    tin: &str,
    roc: &str,
) -> anyhow::Result<Option<bool>> {
    if roc.trim().is_empty() {
        return Ok(None);
    }
    ask_lhdn(state, db, tin, "BRN", roc.trim()).await
}
