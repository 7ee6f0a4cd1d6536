//! One folder per business area: `api.rs` (HTTP, thin), `rules.rs` (pure), `store.rs` (SQL).

pub mod agents;
pub mod attributes;
pub mod auth;
pub mod catalogue;
pub mod couriers;
pub mod inventory;
pub mod orders;
pub mod profile;
pub mod setup;
pub mod shop;
pub mod system;
pub mod vendor;
