//! Rate limits in Redis: a window opens at the first hit and lasts `window_secs` (anchored, so a
//! burst cannot straddle two clock-aligned windows and get twice the limit). Keys carry the company in a hash tag (`{t42}`) so they work on
//! Redis Cluster. When Redis is down the limit is not enforced (and the failure is logged).

use super::ApiError;
use crate::state::AppState;
use sha2::{Digest, Sha256};

/// Counts a hit against `limit` per window for `scope` (e.g. "login") and `subject` (e.g. an
/// e-mail or an address) within company `company_id`.
pub async fn check(
    state: &AppState,
    company_id: i64,
    scope: &str,
    subject: &str,
    limit: u32,
) -> Result<(), ApiError> {
    let window = state.config.limits.window_secs.max(1);
    // The subject may be an e-mail: keep it out of Redis in clear.
    let digest = hex::encode(&Sha256::digest(subject.to_lowercase().as_bytes())[..12]);
    let key = format!(
        "{}:{{t{company_id}}}:rl:{scope}:{digest}",
        state.config.redis_prefix
    );
    match state.redis.hit(&key, window).await {
        Some(n) if n > u64::from(limit) => Err(ApiError::rate_limited()),
        _ => Ok(()),
    }
}
