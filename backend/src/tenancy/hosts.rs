//! Host → company, remembered in the process for a short while, so a request does not go to Redis
//! or PostgreSQL just to learn which company it is for.
//!
//! What a stale entry could get wrong is bounded: a company's status (locked, suspended) is read
//! fresh by the session query of every signed-in request (`auth::store::session_user`), so a lock
//! or a suspension takes effect on the very next request on every replica, whatever this cache
//! holds. A rename, a domain change or a status change is forgotten at once on every replica:
//! `tenancy::forget` publishes the hosts on Redis and each process listens (`listen_for_changes`);
//! if Redis is away, `TTL` still bounds how long another replica can hold the old entry.

use super::Company;
use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

/// How long a lookup is trusted.
pub const TTL: Duration = Duration::from_secs(30);
/// Entries kept at most (unknown hosts included); past it the cache starts afresh.
const MAX_ENTRIES: usize = 10_000;

#[derive(Default)]
pub struct HostCache {
    entries: Mutex<HashMap<String, (Instant, Option<Company>)>>,
}

impl HostCache {
    /// The remembered lookup of `host` (`Some(None)`: known to be nobody's), if still fresh.
    pub fn get(&self, host: &str) -> Option<Option<Company>> {
        let entries = self.entries.lock().expect("not poisoned");
        entries
            .get(host)
            .filter(|(at, _)| at.elapsed() < TTL)
            .map(|(_, c)| c.clone())
    }

    pub fn put(&self, host: &str, company: Option<Company>) {
        let mut entries = self.entries.lock().expect("not poisoned");
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        entries.insert(host.to_string(), (Instant::now(), company));
    }

    pub fn forget(&self, host: &str) {
        self.entries.lock().expect("not poisoned").remove(host);
    }
}

/// The Redis channel on which changed hosts are announced to every process.
pub fn channel(redis_prefix: &str) -> String {
    format!("{redis_prefix}:hosts:changed")
}

/// Forgets each host announced on the channel, for as long as the process runs.
pub fn listen_for_changes(state: &std::sync::Arc<crate::state::AppState>) {
    let weak = std::sync::Arc::downgrade(state);
    let redis = state.redis.clone();
    let channel = channel(&state.config.redis_prefix);
    let ready = state.hosts_listening.clone();
    tokio::spawn(async move {
        redis
            .listen(
                channel,
                move || {
                    ready.send_replace(true);
                },
                move |host| {
                    if let Some(state) = weak.upgrade() {
                        state.hosts.forget(&host);
                    }
                },
            )
            .await
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lookup_is_remembered_until_forgotten() {
        let cache = HostCache::default();
        assert_eq!(cache.get("demo.localhost"), None);
        cache.put("nobody.localhost", None);
        assert_eq!(cache.get("nobody.localhost"), Some(None));
        let company = Company {
            id: 1,
            slug: "demo".into(),
            name: "Demo".into(),
            currency: "MYR".into(),
            language: "en".into(),
            status: "active".into(),
            schema_name: "t_1".into(),
        };
        cache.put("demo.localhost", Some(company.clone()));
        assert_eq!(cache.get("demo.localhost"), Some(Some(company)));
        cache.forget("demo.localhost");
        assert_eq!(cache.get("demo.localhost"), None);
    }
}
