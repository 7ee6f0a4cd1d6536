//! The company's theme (the look and switches of `company_settings`), remembered in the process,
//! so the account screen, the company's public face and every page of the web app do not read it
//! from PostgreSQL each time (it was a fifth of the account screen's SQL).
//!
//! A change is forgotten at once on every replica: a trigger on `company_settings` notifies
//! `CHANNEL` when a change commits (PostgreSQL delivers a notification only after its transaction
//! commits, whoever wrote: a request, a job, the vendor console, a migration), and each process
//! listens. The replica that served the change also forgets the company's theme after every
//! write it commits, so its very next request reads what it just saved. A read racing a change
//! cannot put back what the change replaced: every forget moves the cache's generation, and a
//! read stores its theme only if the generation it started in is still current. When the listener
//! loses PostgreSQL the whole cache is forgotten (a change may have gone unheard) and `TTL` bounds
//! what any replica holds.
//!
//! A write's transaction never reads the cache: it may hold a change of its own not yet
//! committed.

use super::store::{self, Theme};
use crate::{http::ApiError, state::AppState, tenancy::Tenant};
use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

/// How long a theme is trusted without a word from PostgreSQL.
pub const TTL: Duration = Duration::from_secs(30);
/// Companies remembered at most; past it the cache starts afresh.
const MAX_ENTRIES: usize = 10_000;
/// The notification channel of `company_settings` changes (its payload: the company's id).
pub const CHANNEL: &str = "rk_company_settings";

#[derive(Default)]
pub struct ThemeCache {
    entries: Mutex<HashMap<i64, (Instant, Option<Theme>)>>,
    generation: AtomicU64,
}

impl ThemeCache {
    /// The remembered theme of `company` (`Some(None)`: it has no settings row), if still fresh.
    pub fn get(&self, company: i64) -> Option<Option<Theme>> {
        let entries = self.entries.lock().expect("not poisoned");
        entries
            .get(&company)
            .filter(|(at, _)| at.elapsed() < TTL)
            .map(|(_, t)| t.clone())
    }

    /// The generation a read starts in (hand it to `put`).
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
    }

    /// Remembers `theme`, read in `generation`, unless something was forgotten since.
    pub fn put(&self, company: i64, generation: u64, theme: Option<Theme>) {
        let mut entries = self.entries.lock().expect("not poisoned");
        if self.generation.load(Ordering::SeqCst) != generation {
            return;
        }
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        entries.insert(company, (Instant::now(), theme));
    }

    pub fn forget(&self, company: i64) {
        let mut entries = self.entries.lock().expect("not poisoned");
        self.generation.fetch_add(1, Ordering::SeqCst);
        entries.remove(&company);
    }

    pub fn forget_all(&self) {
        let mut entries = self.entries.lock().expect("not poisoned");
        self.generation.fetch_add(1, Ordering::SeqCst);
        entries.clear();
    }
}

/// The request's company's theme: remembered when the request only reads, else (or when not
/// remembered) from its transaction.
pub async fn theme(state: &AppState, tenant: &Tenant) -> Result<Option<Theme>, ApiError> {
    let company = tenant.company.id;
    let cached = tenant.is_read_only();
    if cached {
        if let Some(theme) = state.themes.get(company) {
            return Ok(theme);
        }
    }
    let generation = state.themes.generation();
    let theme = {
        let mut db = tenant.db().await?;
        store::theme(&mut db).await?
    };
    if cached {
        state.themes.put(company, generation, theme.clone());
    }
    Ok(theme)
}

/// Forgets each company whose settings change commits, for as long as the process runs; the whole
/// cache whenever the listening connection is lost or opened anew.
pub fn listen_for_changes(state: &Arc<AppState>) {
    let weak = Arc::downgrade(state);
    let options = (*state.pool.connect_options()).clone();
    let ready = state.themes_listening.clone();
    tokio::spawn(async move {
        // A pool of its own: the listener holds its connection for good.
        let pool = sqlx::postgres::PgPoolOptions::new()
            .max_connections(1)
            .connect_lazy_with(options);
        loop {
            let heard: sqlx::Result<()> = async {
                let mut listener = sqlx::postgres::PgListener::connect_with(&pool).await?;
                listener.listen(CHANNEL).await?;
                loop {
                    // Listening anew: what changed meanwhile went unheard.
                    match weak.upgrade() {
                        Some(state) => state.themes.forget_all(),
                        None => return Ok(()),
                    }
                    ready.send_replace(true);
                    while let Some(notification) = listener.try_recv().await? {
                        let Some(state) = weak.upgrade() else {
                            return Ok(());
                        };
                        match notification.payload().parse::<i64>() {
                            Ok(company) => state.themes.forget(company),
                            Err(_) => state.themes.forget_all(),
                        }
                    }
                    // The connection was lost; `try_recv` opens another and listens again.
                    ready.send_replace(false);
                }
            }
            .await;
            ready.send_replace(false);
            match (heard, weak.upgrade()) {
                (_, None) | (Ok(()), _) => return,
                (Err(e), Some(state)) => {
                    state.themes.forget_all();
                    tracing::warn!(error = %e, "listening for settings changes failed; retrying");
                }
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn theme(primary: &str) -> Theme {
        Theme {
            primary_color: primary.into(),
            secondary_color: "#000000".into(),
            logo_key: None,
            logo_dark_key: None,
            login_image_key: None,
            manual_receipt: true,
            self_pickup: false,
            first_order_package: false,
            go_affiliate_status: false,
            ejen_store_status: false,
            e_koop_status: false,
        }
    }

    #[test]
    fn a_theme_is_remembered_until_forgotten() {
        let cache = ThemeCache::default();
        assert!(cache.get(1).is_none());
        cache.put(1, cache.generation(), Some(theme("#111111")));
        cache.put(2, cache.generation(), None);
        assert_eq!(cache.get(1).unwrap().unwrap().primary_color, "#111111");
        assert!(cache.get(2).unwrap().is_none(), "known to have none");
        cache.forget(1);
        assert!(cache.get(1).is_none());
        assert!(cache.get(2).is_some(), "another company's stays");
        cache.forget_all();
        assert!(cache.get(2).is_none());
    }

    #[test]
    fn a_read_that_started_before_a_change_does_not_put_back_the_old_theme() {
        let cache = ThemeCache::default();
        let started = cache.generation();
        // The change commits and is heard while the read is on its way.
        cache.forget(1);
        cache.put(1, started, Some(theme("#222222")));
        assert!(cache.get(1).is_none(), "the old theme was not remembered");
        cache.put(1, cache.generation(), Some(theme("#333333")));
        assert_eq!(cache.get(1).unwrap().unwrap().primary_color, "#333333");
    }
}
