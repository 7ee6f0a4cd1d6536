//! The MyInvois stand-in (backend/src/integrations/fake_myinvois.rs) on a port of its own, with
//! the hooks the tests use.

use backend::integrations::fake_myinvois::{routes, FakeDocument, Inner, Shared};
use poem::{
    listener::{Acceptor, Listener, TcpListener},
    Server,
};
use std::sync::{Arc, Mutex};

pub use backend::integrations::fake_myinvois::{CLIENT_ID, CLIENT_SECRET};

pub struct FakeMyInvois {
    pub base_url: String,
    pub inner: Shared,
}

impl FakeMyInvois {
    pub async fn start() -> FakeMyInvois {
        let acceptor = TcpListener::bind("127.0.0.1:0")
            .into_acceptor()
            .await
            .unwrap();
        let addr = acceptor.local_addr()[0].as_socket_addr().cloned().unwrap();
        let inner: Shared = Arc::new(Mutex::new(Inner::default()));
        let app = routes(inner.clone());
        tokio::spawn(async move {
            let _ = Server::new_with_acceptor(acceptor).run(app).await;
        });
        FakeMyInvois {
            base_url: format!("http://{addr}"),
            inner,
        }
    }

    /// The documents MyInvois holds.
    pub fn documents(&self) -> Vec<FakeDocument> {
        self.inner.lock().unwrap().documents.clone()
    }

    pub fn submissions(&self) -> u32 {
        self.inner.lock().unwrap().submissions
    }

    /// LHDN does not know this TIN: documents naming it turn invalid.
    pub fn unknown_tin(&self, tin: &str) {
        self.inner.lock().unwrap().unknown_tins.push(tin.into());
    }

    /// The next submission is accepted but its answer is lost (503).
    pub fn lose_next_answer(&self) {
        self.inner.lock().unwrap().lose_next_answer = true;
    }

    /// The next submission never arrives (503 before MyInvois keeps anything).
    pub fn drop_next_submission(&self) {
        self.inner.lock().unwrap().drop_next_submission = true;
    }

    /// The documents arrived `days` earlier than they did (recent documents from a later day
    /// leave them out).
    pub fn received_days_ago(&self, days: i64) {
        for d in &mut self.inner.lock().unwrap().documents {
            d.received_at -= chrono::Duration::days(days);
        }
    }

    /// The document was validated `hours` earlier than it was (past 72 hours it cannot be
    /// cancelled).
    pub fn validated_hours_ago(&self, uuid: &str, hours: i64) {
        for d in &mut self.inner.lock().unwrap().documents {
            if d.uuid == uuid {
                d.validated_at = d.validated_at.map(|at| at - chrono::Duration::hours(hours));
            }
        }
    }
}
