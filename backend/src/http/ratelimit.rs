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

/// The per-address ceiling over the whole API, counted in this process (no round trip on the hot
/// path): requests per address in the current minute. With several replicas behind a balancer each
/// counts its own share, so the ceiling a client meets is this figure times the replicas.
#[derive(Default)]
pub struct AddressCeiling {
    minutes: std::sync::Mutex<(i64, std::collections::HashMap<std::net::IpAddr, u32>)>,
}

impl AddressCeiling {
    /// Counts a request from `ip` in minute `minute`; true while within `limit`.
    pub fn allow(&self, ip: std::net::IpAddr, minute: i64, limit: u32) -> bool {
        let mut guard = self.minutes.lock().expect("not poisoned");
        let (current, counts) = &mut *guard;
        if *current != minute {
            *current = minute;
            counts.clear();
        }
        let n = counts.entry(ip).or_insert(0);
        *n = n.saturating_add(1);
        *n <= limit
    }
}

#[cfg(test)]
mod tests {
    use super::AddressCeiling;

    #[test]
    fn the_ceiling_counts_per_address_and_minute() {
        let ceiling = AddressCeiling::default();
        let office: std::net::IpAddr = "203.0.113.7".parse().unwrap();
        let home: std::net::IpAddr = "198.51.100.1".parse().unwrap();
        assert!((0..3).all(|_| ceiling.allow(office, 100, 3)));
        assert!(
            !ceiling.allow(office, 100, 3),
            "the fourth in a minute is refused"
        );
        assert!(
            ceiling.allow(home, 100, 3),
            "another address has its own count"
        );
        assert!(ceiling.allow(office, 101, 3), "a new minute starts afresh");
    }
}
