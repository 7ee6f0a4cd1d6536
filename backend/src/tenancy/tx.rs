//! The request's company and its one transaction.
//!
//! The middleware puts a `Tenant` into the request. The first query opens the transaction and sets
//! `search_path` and `app.company_id` with `set_config(…, true)`, so they vanish with the
//! transaction (safe with any pool and with PgBouncer in transaction mode). When the response is
//! sent the middleware commits on success and rolls back on error, so a failed request never
//! half-writes. An operation that must keep its writes despite answering with an error (a counted
//! wrong attempt) calls `keep_on_error`.
//!
//! A GET (or HEAD) reads: its transaction is `READ ONLY`, so PostgreSQL refuses a write in it, and
//! it ends without a `COMMIT` round trip — dropping it queues the `ROLLBACK`, which goes out with the
//! pool's check when the connection is returned, after the response. A GET that must write (a
//! payment gateway's redirect) calls `writes` before its first query.

use super::Company;
use crate::http::ApiError;
use sqlx::{PgConnection, PgPool, Postgres, Transaction};
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
    pool: PgPool,
    tx: Mutex<Option<Transaction<'static, Postgres>>>,
    keep_on_error: AtomicBool,
    read_only: AtomicBool,
    user_id: std::sync::Mutex<Option<i64>>,
}

/// A borrowed connection inside the request's transaction.
pub struct Db<'a>(MappedMutexGuard<'a, Transaction<'static, Postgres>>);

impl Deref for Db<'_> {
    type Target = PgConnection;
    fn deref(&self) -> &PgConnection {
        &self.0
    }
}

impl DerefMut for Db<'_> {
    fn deref_mut(&mut self) -> &mut PgConnection {
        &mut self.0
    }
}

impl std::fmt::Debug for Tenant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tenant")
            .field("company", &self.company.slug)
            .finish()
    }
}

impl Tenant {
    /// The request's company; `read_only` for a GET or HEAD.
    pub fn new(pool: PgPool, company: Company, read_only: bool) -> Self {
        Self {
            company: Arc::new(company),
            inner: Arc::new(Inner {
                pool,
                tx: Mutex::new(None),
                keep_on_error: AtomicBool::new(false),
                read_only: AtomicBool::new(read_only),
                user_id: std::sync::Mutex::new(None),
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

    /// The request's transaction (opened on first use).
    pub async fn db(&self) -> Result<Db<'_>, ApiError> {
        let mut guard: MutexGuard<'_, Option<Transaction<'static, Postgres>>> =
            self.inner.tx.lock().await;
        if guard.is_none() {
            *guard = Some(if self.inner.read_only.load(Ordering::SeqCst) {
                super::begin_read_only(&self.inner.pool, &self.company).await?
            } else {
                super::begin(&self.inner.pool, &self.company).await?
            });
        }
        Ok(Db(MutexGuard::map(guard, |t| {
            t.as_mut().expect("opened above")
        })))
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
        let mut tx = super::begin(&self.inner.pool, &self.company).await?;
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
        if let Some(tx) = tx {
            if self.inner.read_only.load(Ordering::SeqCst) {
                // Nothing to keep: dropping queues the ROLLBACK, sent when the pool checks the
                // connection on its return (off the response's path).
                drop(tx);
            } else if success || self.inner.keep_on_error.load(Ordering::SeqCst) {
                tx.commit().await?;
            } else {
                tx.rollback().await?;
            }
        }
        Ok(())
    }
}
