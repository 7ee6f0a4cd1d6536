//! The courier providers' stand-ins (backend/src/integrations/fake_couriers.rs) on a port of their
//! own, with the hooks the tests use.

use backend::integrations::fake_couriers::{routes, Inner, Shared};
use poem::{
    listener::{Acceptor, Listener, TcpListener},
    Server,
};
use std::sync::{Arc, Mutex};

pub use backend::integrations::fake_couriers::{
    DELYVA_API_KEY, EASYPARCEL_API_KEY, NINJAVAN_CLIENT_ID, NINJAVAN_CLIENT_SECRET,
};

pub struct FakeCouriers {
    pub base_url: String,
    pub inner: Shared,
}

impl FakeCouriers {
    pub async fn start() -> FakeCouriers {
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
        FakeCouriers {
            base_url: format!("http://{addr}"),
            inner,
        }
    }

    /// Points a test server's config at these stand-ins.
    pub fn configure(&self, config: &mut backend::config::Config) {
        config.courier_urls.easyparcel = Some(format!("{}/easyparcel", self.base_url));
        config.courier_urls.ninjavan = Some(format!("{}/ninjavan", self.base_url));
        config.courier_urls.delyva = Some(format!("{}/delyva", self.base_url));
    }

    /// How many times `what` (an EasyParcel action, `ninjavan_token`, `delyva_webhook`) was called.
    pub fn calls(&self, what: &str) -> u32 {
        self.inner
            .lock()
            .unwrap()
            .calls
            .get(what)
            .copied()
            .unwrap_or(0)
    }

    /// EasyParcel answers 500 until set back.
    pub fn easyparcel_down(&self, down: bool) {
        self.inner.lock().unwrap().easyparcel_down = down;
    }
}
