//! The request's company and its one transaction.
//!
//! The middleware puts a `Tenant` into the request. The first query opens the transaction on a
//! connection of the request pool (`pool.rs`) and sets `search_path` and `app.company_id` with
//! `SET LOCAL` in the same round trip, so they vanish with the transaction (safe with any pool and
//! with PgBouncer in transaction mode); a guard's session lookup travels in that round
//! trip too (`db_with`), and so does an operation's read named before its guard ran
//! (`read_early`, see `http::early`), so a signed-in one-row read is one round trip. When the
//! response is ready the middleware commits on success and rolls back on error, so a failed
//! request never half-writes. An operation that must keep its writes despite
//! answering with an error (a counted wrong attempt) calls `keep_on_error`.
//!
//! A GET (or HEAD) reads: its transaction is `READ ONLY`, so PostgreSQL refuses a write in it, and
//! it is not ended by a round trip of its own: the connection goes back marked, and its `ROLLBACK`
//! leads the next request's first statement on it (or the pool's reaper sends it within a second or
//! two). A GET that must write (a payment gateway's redirect) calls `writes` before its first query.

use super::{
    pool::{Leftover, RequestConn, RequestPool},
    Company,
};
use crate::http::ApiError;
use sqlx::{postgres::PgRow, PgConnection, PgPool, Postgres, Transaction};
use std::{
    ops::{Deref, DerefMut},
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
};
use tokio::sync::{MappedMutexGuard, Mutex, MutexGuard};

#[derive(Clone)]
pub struct Tenant {
    pub company: Arc<Company>,
    inner: Arc<Inner>,
}

struct Inner {
    pool: RequestPool,
    /// For transactions of their own (`side_transaction`).
    side_pool: PgPool,
    tx: Mutex<Option<RequestTx>>,
    keep_on_error: AtomicBool,
    read_only: AtomicBool,
    user_id: std::sync::Mutex<Option<i64>>,
    /// A read the operation named before its guard ran (`read_early`), sent in the opening.
    early: std::sync::Mutex<Option<Prepared>>,
    /// That read's rows, until the operation takes them (`take_early`).
    early_rows: std::sync::Mutex<Option<(&'static str, String, Rows)>>,
}

/// The request's open transaction on its connection.
pub struct RequestTx {
    conn: Option<RequestConn>,
    read_only: bool,
}

impl RequestTx {
    fn conn(&mut self) -> &mut RequestConn {
        self.conn.as_mut().expect("present until ended")
    }
}

impl Drop for RequestTx {
    /// A write abandoned half-way (the client went away, a panic): rolled back at once, so its
    /// row locks do not wait for the reaper.
    fn drop(&mut self) {
        if let Some(mut conn) = self.conn.take() {
            if !self.read_only && conn.leftover == Leftover::OpenTransaction {
                super::pool::spawn_detached(async move {
                    if super::pool::run(&mut conn, "rollback").await.is_ok() {
                        conn.leftover = Leftover::Nothing;
                    }
                    drop(conn);
                });
            }
        }
    }
}

/// The rows of a statement of the opening (shared: one statement may answer two askers, see
/// `Prepared::stands_for`).
pub type Rows = Arc<Vec<PgRow>>;

/// A statement that travels with the transaction's `BEGIN`: prepared (as `<name>_<company id>`,
/// its tables named with the company's schema) the first time a connection runs it for the
/// company, executed with `arguments` every time, so PostgreSQL plans it once per connection.
pub struct Prepared {
    pub name: &'static str,
    /// The parameters' types, e.g. `bytea`.
    pub parameters: &'static str,
    /// The statement, with `$1`… and its tables in the company's schema.
    pub body: String,
    /// The arguments as SQL literals of our own making (never a client's text).
    pub arguments: String,
    /// An early read whose rows carry every column of the opening statement so named (the
    /// guard's session lookup) for the same arguments: sent instead of both, one statement where
    /// there were two (the account screen reads the session's user whole).
    pub stands_for: Option<&'static str>,
}

impl Prepared {
    fn name_in(&self, company: &Company) -> String {
        format!("{}_{}", self.name, company.id)
    }
}

/// At most this many statements of ours prepared on one connection (the oldest is let go).
const MAX_PREPARED: usize = 64;

/// A borrowed connection inside the request's transaction.
pub struct Db<'a>(MappedMutexGuard<'a, RequestTx>);

impl Deref for Db<'_> {
    type Target = PgConnection;
    fn deref(&self) -> &PgConnection {
        self.0.conn.as_ref().expect("present until ended")
    }
}

impl DerefMut for Db<'_> {
    fn deref_mut(&mut self) -> &mut PgConnection {
        self.0.conn()
    }
}

impl std::fmt::Debug for Tenant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tenant")
            .field("company", &self.company.slug)
            .finish()
    }
}

/// The connection's first statement failed before running anything because the connection is
/// gone (PostgreSQL restarted, a network cut while it was idle): worth one try on a fresh one.
fn connection_lost(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_) | sqlx::Error::Protocol(_) | sqlx::Error::Tls(_) => true,
        // The server's goodbye, read as the first answer: ended by an administrator or a
        // shutdown (57P…), or a connection exception (08…).
        sqlx::Error::Database(db) => db
            .code()
            .is_some_and(|c| c.starts_with("57P") || c.starts_with("08")),
        _ => false,
    }
}

impl Tenant {
    /// The request's company; `read_only` for a GET or HEAD.
    pub fn new(pool: RequestPool, side_pool: PgPool, company: Company, read_only: bool) -> Self {
        Self {
            company: Arc::new(company),
            inner: Arc::new(Inner {
                pool,
                side_pool,
                tx: Mutex::new(None),
                keep_on_error: AtomicBool::new(false),
                read_only: AtomicBool::new(read_only),
                user_id: std::sync::Mutex::new(None),
                early: std::sync::Mutex::new(None),
                early_rows: std::sync::Mutex::new(None),
            }),
        }
    }

    /// The same request with the company's status as just read from PostgreSQL (the host lookup may
    /// be a few seconds old).
    pub fn with_company_status(&self, status: &str) -> Tenant {
        if self.company.status == status {
            return self.clone();
        }
        Tenant {
            company: Arc::new(Company {
                status: status.to_string(),
                ..(*self.company).clone()
            }),
            inner: self.inner.clone(),
        }
    }

    /// Opens the transaction: (the previous user's `ROLLBACK`,) `BEGIN`, the company scope, `first`
    /// (when given) and the operation's early read (when named), each prepared on this connection
    /// the first time and executed every time, in one round trip. Returns the transaction and the
    /// rows of `first`; the early read's rows wait for `take_early`.
    async fn open(&self, first: Option<&Prepared>) -> Result<(RequestTx, Rows), ApiError> {
        let read_only = self.inner.read_only.load(Ordering::SeqCst);
        let early = self.inner.early.lock().expect("not poisoned").take();
        // The early read answers `first` too when it says it stands for it, with its arguments.
        let merged = matches!((first, &early), (Some(f), Some(e))
            if e.stands_for == Some(f.name) && e.arguments == f.arguments);
        let statements: Vec<&Prepared> = if merged {
            early.iter().collect()
        } else {
            first.into_iter().chain(early.as_ref()).collect()
        };
        let mut conn = self.inner.pool.acquire().await?;
        let mut sql = self.opening(&mut conn, read_only, &statements);
        // From here on the connection may be in a transaction, whatever happens to this future.
        conn.leftover = Leftover::OpenTransaction;
        let mut each = match super::pool::run_each(&mut conn, &sql).await {
            Ok(each) => each,
            Err(e) if connection_lost(&e) => {
                tracing::warn!(error = %e, "a pooled connection was gone; opening another");
                conn.reconnect().await?;
                sql = self.opening(&mut conn, read_only, &statements);
                conn.leftover = Leftover::OpenTransaction;
                match super::pool::run_each(&mut conn, &sql).await {
                    Ok(each) => each,
                    Err(e) => {
                        conn.discard();
                        return Err(e.into());
                    }
                }
            }
            Err(e) => {
                // Which of its statements ran is unknown (a statement prepared, perhaps): the
                // connection is closed rather than trusted.
                conn.discard();
                return Err(e.into());
            }
        };
        // The executes come last, in the order of `statements`.
        let mut executed: Vec<Rows> = each
            .split_off(each.len().saturating_sub(statements.len()))
            .into_iter()
            .map(Arc::new)
            .collect();
        let early_rows = early.as_ref().map(|_| executed.pop().unwrap_or_default());
        let rows = match (&early_rows, first.is_some()) {
            (Some(shared), true) if merged => shared.clone(),
            (_, true) => executed.pop().unwrap_or_default(),
            (_, false) => Rows::default(),
        };
        if let (Some(read), Some(early_rows)) = (&early, early_rows) {
            *self.inner.early_rows.lock().expect("not poisoned") =
                Some((read.name, read.arguments.clone(), early_rows));
        }
        Ok((
            RequestTx {
                conn: Some(conn),
                read_only,
            },
            rows,
        ))
    }

    /// The text that opens a transaction on `conn`: the statements not yet prepared on it are
    /// prepared first, then all of them executed, in order.
    fn opening(&self, conn: &mut RequestConn, read_only: bool, statements: &[&Prepared]) -> String {
        let mut sql = String::with_capacity(1024);
        if conn.leftover == Leftover::OpenTransaction {
            sql.push_str("rollback; ");
        }
        sql.push_str(if read_only {
            "begin transaction read only; "
        } else {
            "begin; "
        });
        sql.push_str(&super::scope_commands(&self.company));
        let names: Vec<String> = statements
            .iter()
            .map(|p| p.name_in(&self.company))
            .collect();
        let new: Vec<bool> = names.iter().map(|n| !conn.prepared.contains(n)).collect();
        // The ones used now move to the young end (as if prepared last), so the oldest let go is
        // never one of them. (Should this text fail, the connection is closed or replaced anyway.)
        conn.prepared.retain(|n| !names.contains(n));
        for ((p, name), new) in statements.iter().zip(&names).zip(&new) {
            if *new {
                if conn.prepared.len() + names.len() > MAX_PREPARED {
                    let oldest = conn.prepared.remove(0);
                    sql.push_str(&format!("; deallocate {oldest}"));
                }
                sql.push_str(&format!("; prepare {name}({}) as {}", p.parameters, p.body));
            }
        }
        conn.prepared.extend(names.iter().cloned());
        for (p, name) in statements.iter().zip(&names) {
            sql.push_str(&format!("; execute {name}({})", p.arguments));
        }
        sql
    }

    /// The request's transaction (opened on first use).
    pub async fn db(&self) -> Result<Db<'_>, ApiError> {
        Ok(self.opened(None).await?.0)
    }

    /// The request's transaction; when this opens it, `first` goes in the same round trip and its
    /// rows come back. When the transaction was open already: no rows, and the caller runs its
    /// own query.
    pub async fn db_with(&self, first: Prepared) -> Result<(Db<'_>, Option<Rows>), ApiError> {
        self.opened(Some(&first)).await
    }

    /// The request's transaction, opened with `first` when it is not yet (then `first`'s rows).
    async fn opened(&self, first: Option<&Prepared>) -> Result<(Db<'_>, Option<Rows>), ApiError> {
        let mut guard: MutexGuard<'_, Option<RequestTx>> = self.inner.tx.lock().await;
        let rows = if guard.is_none() {
            let (tx, rows) = self.open(first).await?;
            *guard = Some(tx);
            Some(rows)
        } else {
            None
        };
        Ok((
            Db(MutexGuard::map(guard, |t| {
                t.as_mut().expect("opened above")
            })),
            rows,
        ))
    }

    /// Sends `read` in the transaction's opening, after the session lookup of the operation's guard,
    /// when the transaction is not open yet and the request only reads (nothing runs before the
    /// guard that could change anything). Its rows wait for `take_early`; the operation runs its
    /// query itself when there are none. A read that needs the signed-in user reads
    /// `app.user_id`, which the session lookup set (empty when there was no session).
    pub fn read_early(&self, read: Prepared) {
        if !self.is_read_only() {
            return;
        }
        let closed = self.inner.tx.try_lock().is_ok_and(|tx| tx.is_none());
        if closed {
            *self.inner.early.lock().expect("not poisoned") = Some(read);
        }
    }

    /// The rows of the early read `name` with `arguments` (`read_early`), once: `None` when no
    /// such read travelled in the opening.
    pub fn take_early(&self, name: &str, arguments: &str) -> Option<Rows> {
        let mut slot = self.inner.early_rows.lock().expect("not poisoned");
        match slot.take() {
            Some((n, a, rows)) if n == name && a == arguments => Some(rows),
            other => {
                *slot = other;
                None
            }
        }
    }

    /// Records the signed-in user in the transaction (`app.user_id`), for audit triggers and logs.
    pub async fn set_user(&self, user_id: i64) -> Result<(), ApiError> {
        *self.inner.user_id.lock().expect("not poisoned") = Some(user_id);
        let mut db = self.db().await?;
        sqlx::query("select set_config('app.user_id', $1, true)")
            .bind(user_id.to_string())
            .execute(&mut *db)
            .await?;
        Ok(())
    }

    /// Records the signed-in user whose session query already set `app.user_id`.
    pub fn remember_user(&self, user_id: i64) {
        *self.inner.user_id.lock().expect("not poisoned") = Some(user_id);
    }

    pub fn user_id(&self) -> Option<i64> {
        *self.inner.user_id.lock().expect("not poisoned")
    }

    /// This GET writes: its transaction (not yet opened) is a read-write one, committed on success.
    pub fn writes(&self) {
        self.inner.read_only.store(false, Ordering::SeqCst);
    }

    /// Whether the request's transaction is read-only (a GET that did not call `writes`).
    pub fn is_read_only(&self) -> bool {
        self.inner.read_only.load(Ordering::SeqCst)
    }

    /// A transaction of its own, scoped to the company, for a write a read must make on its way
    /// (cancelling holds it finds overdue); the caller commits it. The request's transaction, in
    /// read committed, sees what it committed from its next statement on.
    pub async fn side_transaction(&self) -> Result<Transaction<'static, Postgres>, ApiError> {
        let mut tx = super::begin(&self.inner.side_pool, &self.company).await?;
        if let Some(user_id) = self.user_id() {
            sqlx::query("select set_config('app.user_id', $1, true)")
                .bind(user_id.to_string())
                .execute(&mut *tx)
                .await?;
        }
        Ok(tx)
    }

    /// Keep this request's writes even though it answers with an error.
    pub fn keep_on_error(&self) {
        self.inner.keep_on_error.store(true, Ordering::SeqCst);
    }

    /// Ends the transaction: commit when the request succeeded (or asked to keep its writes).
    pub async fn finish(&self, success: bool) -> Result<(), sqlx::Error> {
        let tx = self.inner.tx.lock().await.take();
        let Some(mut tx) = tx else {
            return Ok(());
        };
        if tx.read_only {
            // Nothing to keep: the connection goes back with the transaction open, and its
            // ROLLBACK leads the connection's next statement.
            return Ok(());
        }
        let end = if success || self.inner.keep_on_error.load(Ordering::SeqCst) {
            "commit"
        } else {
            "rollback"
        };
        let conn = tx.conn();
        super::pool::run(conn, end).await?;
        conn.leftover = Leftover::Nothing;
        Ok(())
    }
}
