//! The request path's own PostgreSQL connections (issue: the request path at the floor).
//!
//! sqlx's pool checks every connection it is given back with a round trip (a `Sync`, carrying the
//! `ROLLBACK` a dropped transaction queued), so a signed-in read paid four round trips: `BEGIN` with
//! the company scope, the session, the read, and that check after the response. This pool keeps
//! the request's connections itself and pays two: a read's transaction is not ended when the
//! request is — its `ROLLBACK` travels at the head of the next request's first statement on that
//! connection (`rollback; begin …; scope; session`), which carries the session lookup too.
//!
//! Guarantees kept:
//! - A connection is never handed out inside an earlier request's transaction: every one given
//!   back with a transaction open is marked, and its next use begins with `rollback`. A write's
//!   transaction is never left open: it is committed or rolled back before the response, and a
//!   request abandoned half-way (client gone, panic) has its connection rolled back before reuse.
//! - Nothing waits long on an idle transaction: a read's transaction holds only the share locks
//!   of what it read (no snapshot: read committed), and a reaper rolls back every connection that
//!   has sat marked for over a second, and closes those idle over ten minutes or older than thirty.
//! - A broken connection (PostgreSQL restarted) is found by the first statement of its next use,
//!   which fails before anything ran; that statement is retried once on a fresh connection.

use sqlx::{
    postgres::{PgConnectOptions, PgRow},
    ConnectOptions, Connection, PgConnection,
};
use std::{
    sync::{Arc, Mutex, Weak},
    time::{Duration, Instant},
};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// What `run` and `run_each` give: PostgreSQL's answer, on its way.
pub type Answer<'c, T> =
    std::pin::Pin<Box<dyn std::future::Future<Output = sqlx::Result<T>> + Send + 'c>>;

/// Runs a text of statements (the simple protocol: no parameters, several statements) and returns
/// the rows of all of them. Boxed with its lifetime spelled out, so the futures that await it stay
/// `Send` (sqlx's `raw_sql` borrows its executor in a way the compiler cannot otherwise prove).
pub fn run<'c>(conn: &'c mut PgConnection, sql: &'c str) -> Answer<'c, Vec<PgRow>> {
    Box::pin(sqlx::Executor::fetch_all(conn, sqlx::raw_sql(sql)))
}

/// Runs a text of statements, as `run`, and returns the rows of each statement apart (one list a
/// statement, in order: a statement that returns no rows has an empty one).
pub fn run_each<'c>(conn: &'c mut PgConnection, sql: &'c str) -> Answer<'c, Vec<Vec<PgRow>>> {
    Box::pin(async move {
        use futures_util::TryStreamExt;
        let mut results = sqlx::Executor::fetch_many(conn, sqlx::raw_sql(sql));
        let mut each = Vec::new();
        let mut rows = Vec::new();
        while let Some(step) = results.try_next().await? {
            match step {
                sqlx::Either::Left(_done) => each.push(std::mem::take(&mut rows)),
                sqlx::Either::Right(row) => rows.push(row),
            }
        }
        Ok(each)
    })
}

/// Runs `work` on the runtime when there is one (a drop at shutdown has none: the connection just
/// closes with the process).
pub(crate) fn spawn_detached(work: impl std::future::Future<Output = ()> + Send + 'static) {
    if let Ok(rt) = tokio::runtime::Handle::try_current() {
        rt.spawn(work);
    }
}

/// Rolled back by the reaper after sitting idle in a transaction for this long.
const ROLLBACK_AFTER: Duration = Duration::from_secs(1);
/// Closed after sitting idle this long.
const IDLE_TIMEOUT: Duration = Duration::from_secs(600);
/// Closed when given back this long after it was opened.
const MAX_LIFETIME: Duration = Duration::from_secs(1800);
/// How long a request waits for a connection before it fails.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(5);

/// What a connection given back still carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leftover {
    /// Nothing: its next use begins at once.
    Nothing,
    /// A transaction still open: its next use begins with `rollback`.
    OpenTransaction,
}

struct Idle {
    conn: PgConnection,
    leftover: Leftover,
    since: Instant,
    born: Instant,
    prepared: Vec<String>,
}

struct Shared {
    options: PgConnectOptions,
    idle: Mutex<Vec<Idle>>,
    permits: Arc<Semaphore>,
}

/// The pool (cheap to clone).
#[derive(Clone)]
pub struct RequestPool {
    shared: Arc<Shared>,
}

/// A connection taken from the pool for one request; given back when dropped.
pub struct RequestConn {
    conn: Option<PgConnection>,
    /// What the connection carries as it stands (the caller keeps it true).
    pub leftover: Leftover,
    /// The statements `tx::Prepared` this connection has prepared (by name, oldest first).
    pub prepared: Vec<String>,
    born: Instant,
    shared: Arc<Shared>,
    _permit: OwnedSemaphorePermit,
}

impl RequestPool {
    /// A pool of at most `max` connections made with `options`; its reaper runs while it lives.
    pub fn new(options: PgConnectOptions, max: usize) -> RequestPool {
        let shared = Arc::new(Shared {
            options,
            idle: Mutex::new(Vec::new()),
            permits: Arc::new(Semaphore::new(max.max(1))),
        });
        let weak = Arc::downgrade(&shared);
        tokio::spawn(reap(weak));
        RequestPool { shared }
    }

    /// A connection: the one given back last (warm), or a new one.
    pub async fn acquire(&self) -> sqlx::Result<RequestConn> {
        let permit =
            tokio::time::timeout(ACQUIRE_TIMEOUT, self.shared.permits.clone().acquire_owned())
                .await
                .map_err(|_| sqlx::Error::PoolTimedOut)?
                .map_err(|_| sqlx::Error::PoolClosed)?;
        let idle = self.shared.idle.lock().expect("not poisoned").pop();
        let (conn, leftover, born, prepared) = match idle {
            Some(i) => (i.conn, i.leftover, i.born, i.prepared),
            None => (
                self.connect().await?,
                Leftover::Nothing,
                Instant::now(),
                vec![],
            ),
        };
        Ok(RequestConn {
            conn: Some(conn),
            leftover,
            prepared,
            born,
            shared: self.shared.clone(),
            _permit: permit,
        })
    }

    async fn connect(&self) -> sqlx::Result<PgConnection> {
        self.shared.options.connect().await
    }

    /// Connections idle in the pool now (tests and benchmarks).
    pub fn idle_count(&self) -> usize {
        self.shared.idle.lock().expect("not poisoned").len()
    }
}

impl RequestConn {
    pub fn conn(&mut self) -> &mut PgConnection {
        self.conn.as_mut().expect("present until dropped")
    }

    /// Replaces a connection whose first statement failed before it ran anything (broken while
    /// idle) with a fresh one.
    pub async fn reconnect(&mut self) -> sqlx::Result<()> {
        // The old one is gone already: dropping it closes its socket.
        self.conn = None;
        self.conn = Some(self.shared.options.connect().await?);
        self.leftover = Leftover::Nothing;
        self.prepared.clear();
        self.born = Instant::now();
        Ok(())
    }

    /// This connection cannot be trusted (an error left it in an unknown state): close it rather
    /// than give it back.
    pub fn discard(&mut self) {
        if let Some(conn) = self.conn.take() {
            spawn_detached(async move {
                let _ = conn.close().await;
            });
        }
    }
}

impl std::ops::Deref for RequestConn {
    type Target = PgConnection;
    fn deref(&self) -> &PgConnection {
        self.conn.as_ref().expect("present until dropped")
    }
}

impl std::ops::DerefMut for RequestConn {
    fn deref_mut(&mut self) -> &mut PgConnection {
        self.conn()
    }
}

impl Drop for RequestConn {
    fn drop(&mut self) {
        let Some(conn) = self.conn.take() else {
            return;
        };
        let idle = Idle {
            conn,
            leftover: self.leftover,
            since: Instant::now(),
            born: self.born,
            prepared: std::mem::take(&mut self.prepared),
        };
        if idle.born.elapsed() > MAX_LIFETIME && idle.leftover == Leftover::Nothing {
            spawn_detached(async move {
                let _ = idle.conn.close().await;
            });
            return;
        }
        self.shared.idle.lock().expect("not poisoned").push(idle);
    }
}

/// Every so often: roll back the connections left in a transaction for over a second, and close
/// those idle too long or too old. Ends with the pool.
async fn reap(shared: Weak<Shared>) {
    let mut tick = tokio::time::interval(Duration::from_millis(500));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let Some(shared) = shared.upgrade() else {
            return;
        };
        let stale: Vec<(Idle, OwnedSemaphorePermit)> = {
            let mut idle = shared.idle.lock().expect("not poisoned");
            let mut taken = vec![];
            let mut i = 0;
            while i < idle.len() {
                let c = &idle[i];
                let due = (c.leftover == Leftover::OpenTransaction
                    && c.since.elapsed() > ROLLBACK_AFTER)
                    || c.since.elapsed() > IDLE_TIMEOUT
                    || c.born.elapsed() > MAX_LIFETIME;
                if due {
                    // Held while it is worked on, so the pool never has more than its size open.
                    match shared.permits.clone().try_acquire_owned() {
                        Ok(permit) => taken.push((idle.remove(i), permit)),
                        Err(_) => break,
                    }
                } else {
                    i += 1;
                }
            }
            taken
        };
        for (mut c, permit) in stale {
            let shared = shared.clone();
            tokio::spawn(async move {
                let retire = c.since.elapsed() > IDLE_TIMEOUT || c.born.elapsed() > MAX_LIFETIME;
                if retire {
                    let _ = c.conn.close().await;
                } else if run(&mut c.conn, "rollback").await.is_ok() {
                    c.leftover = Leftover::Nothing;
                    shared.idle.lock().expect("not poisoned").insert(0, c);
                }
                drop(permit);
            });
        }
    }
}
