//! The daily settlement run in one company: every paid bill whose settlement day has come is
//! marked settled with its fee (docs/api-reports.md, "Settlement").

use super::{rules, store};
use crate::domain::time::kl_date;
use chrono::NaiveDate;
use sqlx::PgConnection;

/// Marks what has settled by `today` (Kuala Lumpur); returns how many bills.
pub async fn settle_due(db: &mut PgConnection, today: NaiveDate) -> sqlx::Result<u64> {
    let Some(terms) = store::terms(db).await? else {
        return Ok(0);
    };
    let mut settled = 0;
    for (bill, paid_at, amount) in store::unsettled(db).await? {
        let on = rules::settles_on(kl_date(paid_at), &terms);
        if on <= today {
            settled += store::settle(db, &bill, rules::fee(amount, &terms), on).await?;
        }
    }
    Ok(settled)
}
