//! Rate limits. Per session first (every API call of one signed-in session, per minute), then a
//! per-address ceiling high enough for an office behind one address; both counted in this process.
//! Sign-in, codes and resets are limited per account (and, loosely, per address) in Redis: a window
//! opens at the first hit and lasts `window_secs` (anchored, so a burst cannot straddle two
//! clock-aligned windows and get twice the limit). Keys carry the company in a hash tag (`{t42}`) so
//! they work on Redis Cluster. When Redis is down those limits are not enforced (and it is logged).

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

/// Requests per caller in the current minute, counted in this process (no round trip on the hot
/// path). With several replicas behind a balancer each counts its own share, so the limit a caller
/// meets is the figure times the replicas. Used twice: per session (the everyday limit) and per
/// address (a ceiling for everyone behind one network address).
pub struct MinuteCounter<K> {
    minutes: std::sync::Mutex<(i64, std::collections::HashMap<K, u32>)>,
}

impl<K> Default for MinuteCounter<K> {
    fn default() -> Self {
        Self {
            minutes: std::sync::Mutex::new((0, std::collections::HashMap::new())),
        }
    }
}

impl<K: std::hash::Hash + Eq> MinuteCounter<K> {
    /// Counts a request from `caller` in minute `minute`; true while within `limit`.
    pub fn allow(&self, caller: K, minute: i64, limit: u32) -> bool {
        let mut guard = self.minutes.lock().expect("not poisoned");
        let (current, counts) = &mut *guard;
        if *current != minute {
            *current = minute;
            counts.clear();
        }
        let n = counts.entry(caller).or_insert(0);
        *n = n.saturating_add(1);
        *n <= limit
    }
}

/// The per-address ceiling over the whole API.
pub type AddressCeiling = MinuteCounter<std::net::IpAddr>;

/// The per-session limit: keyed by a digest of the bearer token, so the token itself is not kept.
pub type SessionLimit = MinuteCounter<[u8; 16]>;

/// The key a bearer token is counted under.
pub fn session_key(token: &str) -> [u8; 16] {
    let digest = Sha256::digest(token.as_bytes());
    let mut key = [0u8; 16];
    key.copy_from_slice(&digest[..16]);
    key
}

#[cfg(test)]
mod tests {
    use super::{session_key, AddressCeiling, SessionLimit};

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

    #[test]
    fn sessions_are_counted_apart() {
        let sessions = SessionLimit::default();
        let (a, b) = (session_key("token-a"), session_key("token-b"));
        assert!((0..2).all(|_| sessions.allow(a, 7, 2)));
        assert!(
            !sessions.allow(a, 7, 2),
            "the third call of session a is refused"
        );
        assert!(sessions.allow(b, 7, 2), "session b still works");
    }
}
