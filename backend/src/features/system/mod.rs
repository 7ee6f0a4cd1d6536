//! What operators and developers look at: the health check and the development e-mail outbox.

pub mod api;
pub mod store;
