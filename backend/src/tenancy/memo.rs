//! What a company's requests read often and change seldom, remembered in the process: its theme
//! (`attributes::themes`), its products whole (`catalogue`'s product detail) and each session's own
//! account (`profile`'s `/user/detail`), so a read does not ask PostgreSQL for them each time. The
//! guard still asks PostgreSQL about the session (expiry, revocation, suspension, company lock) on
//! every request: a memory only stands for what the operation would read after it.
//!
//! A change is forgotten at once on every replica: a trigger on each table they are read from
//! notifies a channel (`THEMES`, `CATALOGUE`, `ACCOUNTS`) with the company's id when a change commits
//! (PostgreSQL delivers a notification only after its transaction commits, whoever wrote: a
//! request, a job, the vendor console, a migration), and each process listens
//! (`listen_for_changes`). The replica that served a change also forgets the company's memories
//! after every write it commits, so its very next request reads what it just saved. A read racing
//! a change cannot put back what the change replaced: a read takes a `Ticket` before it asks
//! PostgreSQL, and its answer is remembered only if nothing of its company was forgotten since.
//! When the listener loses PostgreSQL everything is forgotten (a change may have gone unheard), and
//! `TTL` bounds how long anything is trusted without a word.
//!
//! A write's transaction never reads a memory: it may hold a change of its own not yet committed.

use crate::state::AppState;
use std::{
    collections::HashMap,
    hash::Hash,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

/// How long a memory is trusted without a word from PostgreSQL.
pub const TTL: Duration = Duration::from_secs(30);
/// The channel of `company_settings` changes (payload: the company's id).
pub const THEMES: &str = "rk_company_settings";
/// The channel of changes to what a product's detail is read from: products, their categories,
/// tiers and tier prices, quantity ranges, options, images, variants and stock (payload: the
/// company's id).
pub const CATALOGUE: &str = "rk_catalogue";
/// The channel of changes to what an account is read from: users and tiers (payload: the
/// company's id).
pub const ACCOUNTS: &str = "rk_accounts";

/// The moment a read started, to hand to `CompanyMemo::put`.
#[derive(Clone, Copy, Debug)]
pub struct Ticket(u64);

/// Values of type `V` by company and key `K`, each trusted for `TTL`.
pub struct CompanyMemo<K, V> {
    inner: Mutex<Inner<K, V>>,
    max_entries: usize,
}

struct Inner<K, V> {
    /// Moves on with every forget.
    clock: u64,
    /// The clock when everything was last forgotten.
    all_forgotten_at: u64,
    companies: HashMap<i64, Company<K, V>>,
    entries: usize,
}

struct Company<K, V> {
    /// The clock when this company's memories were last forgotten.
    forgotten_at: u64,
    items: HashMap<K, (Instant, V)>,
}

impl<K, V> Inner<K, V> {
    fn forget_all(&mut self) {
        self.clock += 1;
        self.all_forgotten_at = self.clock;
        self.companies.clear();
        self.entries = 0;
    }
}

impl<K, V> Default for CompanyMemo<K, V> {
    fn default() -> Self {
        Self::new(10_000)
    }
}

impl<K, V> CompanyMemo<K, V> {
    /// A memory of at most `max_entries` values (past it, it starts afresh).
    pub fn new(max_entries: usize) -> Self {
        Self {
            inner: Mutex::new(Inner {
                clock: 0,
                all_forgotten_at: 0,
                companies: HashMap::new(),
                entries: 0,
            }),
            max_entries: max_entries.max(1),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner<K, V>> {
        self.inner.lock().expect("not poisoned")
    }

    /// Taken before a read asks PostgreSQL.
    pub fn ticket(&self) -> Ticket {
        Ticket(self.lock().clock)
    }

    /// Forgets what `company` has (its settings or catalogue changed).
    pub fn forget(&self, company: i64) {
        let mut inner = self.lock();
        inner.clock += 1;
        let clock = inner.clock;
        let forgotten = match inner.companies.get_mut(&company) {
            Some(c) => {
                c.forgotten_at = clock;
                std::mem::take(&mut c.items).len()
            }
            None => {
                inner.companies.insert(
                    company,
                    Company {
                        forgotten_at: clock,
                        items: HashMap::new(),
                    },
                );
                0
            }
        };
        inner.entries -= forgotten;
    }

    /// Forgets everything (a change may have gone unheard).
    pub fn forget_all(&self) {
        self.lock().forget_all();
    }
}

impl<K: Eq + Hash, V: Clone> CompanyMemo<K, V> {
    /// What is remembered of `company` under `key`, if still fresh.
    pub fn get(&self, company: i64, key: &K) -> Option<V> {
        let inner = self.lock();
        inner
            .companies
            .get(&company)?
            .items
            .get(key)
            .filter(|(at, _)| at.elapsed() < TTL)
            .map(|(_, v)| v.clone())
    }

    /// Remembers `value`, read after `ticket` was taken, unless something of `company` was
    /// forgotten since.
    pub fn put(&self, company: i64, key: K, ticket: Ticket, value: V) {
        let mut inner = self.lock();
        let forgotten_at = inner
            .companies
            .get(&company)
            .map_or(0, |c| c.forgotten_at)
            .max(inner.all_forgotten_at);
        if forgotten_at > ticket.0 {
            return;
        }
        let known = inner
            .companies
            .get(&company)
            .is_some_and(|c| c.items.contains_key(&key));
        if !known && inner.entries >= self.max_entries {
            // Starting afresh forgets, so a read on its way cannot put back what it missed.
            inner.forget_all();
            return;
        }
        let c = inner.companies.entry(company).or_insert_with(|| Company {
            forgotten_at: 0,
            items: HashMap::new(),
        });
        c.items.insert(key, (Instant::now(), value));
        if !known {
            inner.entries += 1;
        }
    }
}

/// Forgets what this process remembers of a company whose write this request committed.
pub fn forget_company(state: &AppState, company: i64) {
    state.themes.forget(company);
    state.products.forget(company);
    state.accounts.forget(company);
}

fn forget_all(state: &AppState) {
    state.themes.forget_all();
    state.products.forget_all();
    state.accounts.forget_all();
}

/// Forgets each company's memories when a change of them commits, for as long as the process
/// runs; everything whenever the listening connection is lost or opened anew.
pub fn listen_for_changes(state: &Arc<AppState>) {
    let weak = Arc::downgrade(state);
    let options = (*state.pool.connect_options()).clone();
    let ready = state.memos_listening.clone();
    tokio::spawn(async move {
        // A pool of its own: the listener holds its connection for good.
        let pool = sqlx::postgres::PgPoolOptions::new()
            .max_connections(1)
            .connect_lazy_with(options);
        loop {
            let heard: sqlx::Result<()> = async {
                let mut listener = sqlx::postgres::PgListener::connect_with(&pool).await?;
                listener.listen_all([THEMES, CATALOGUE, ACCOUNTS]).await?;
                loop {
                    // Listening anew: what changed meanwhile went unheard.
                    match weak.upgrade() {
                        Some(state) => forget_all(&state),
                        None => return Ok(()),
                    }
                    ready.send_replace(true);
                    while let Some(notification) = listener.try_recv().await? {
                        let Some(state) = weak.upgrade() else {
                            return Ok(());
                        };
                        match (
                            notification.channel(),
                            notification.payload().parse::<i64>(),
                        ) {
                            (THEMES, Ok(company)) => state.themes.forget(company),
                            (CATALOGUE, Ok(company)) => state.products.forget(company),
                            (ACCOUNTS, Ok(company)) => state.accounts.forget(company),
                            _ => forget_all(&state),
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
                    forget_all(&state);
                    tracing::warn!(error = %e, "listening for changes failed; retrying");
                }
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_remembered_until_its_company_is_forgotten() {
        let memo = CompanyMemo::<i64, &str>::default();
        assert_eq!(memo.get(1, &10), None);
        memo.put(1, 10, memo.ticket(), "a");
        memo.put(1, 11, memo.ticket(), "b");
        memo.put(2, 10, memo.ticket(), "c");
        assert_eq!(memo.get(1, &10), Some("a"));
        assert_eq!(memo.get(1, &11), Some("b"));
        assert_eq!(memo.get(2, &10), Some("c"), "kept apart by company");
        memo.forget(1);
        assert_eq!(memo.get(1, &10), None);
        assert_eq!(memo.get(1, &11), None);
        assert_eq!(memo.get(2, &10), Some("c"), "another company's stays");
        memo.forget_all();
        assert_eq!(memo.get(2, &10), None);
    }

    #[test]
    fn a_read_that_started_before_a_change_does_not_put_back_what_it_replaced() {
        let memo = CompanyMemo::<(), &str>::default();
        let started = memo.ticket();
        // The change commits and is heard while the read is on its way.
        memo.forget(1);
        memo.put(1, (), started, "old");
        assert_eq!(memo.get(1, &()), None, "the old value was not remembered");
        memo.put(1, (), memo.ticket(), "new");
        assert_eq!(memo.get(1, &()), Some("new"));
    }

    #[test]
    fn another_company_forgotten_meanwhile_does_not_stop_a_read() {
        let memo = CompanyMemo::<(), &str>::default();
        let started = memo.ticket();
        memo.forget(2);
        memo.put(1, (), started, "one");
        assert_eq!(memo.get(1, &()), Some("one"));
    }

    #[test]
    fn a_read_on_its_way_when_everything_was_forgotten_is_not_remembered() {
        let memo = CompanyMemo::<(), &str>::default();
        let started = memo.ticket();
        memo.forget_all();
        memo.put(1, (), started, "old");
        assert_eq!(memo.get(1, &()), None);
    }

    #[test]
    fn past_its_size_it_starts_afresh() {
        let memo = CompanyMemo::<i64, i64>::new(2);
        memo.put(1, 1, memo.ticket(), 1);
        memo.put(1, 2, memo.ticket(), 2);
        memo.put(1, 2, memo.ticket(), 22);
        assert_eq!(
            memo.get(1, &2),
            Some(22),
            "the same key again is no new entry"
        );
        memo.put(1, 3, memo.ticket(), 3);
        assert_eq!(memo.get(1, &1), None);
        assert_eq!(memo.get(1, &3), None);
        memo.put(1, 3, memo.ticket(), 3);
        assert_eq!(memo.get(1, &3), Some(3));
    }
}
