//! One folder per business area: `api.rs` (HTTP, thin), `rules.rs` (pure), `store.rs` (SQL). A
//! large area makes them folders: `api/` with one OpenApi struct per screen, `store/` with one file
//! per aggregate, `rules/tests.rs` for long tests.

pub mod agents;
pub mod analytics;
pub mod attributes;
pub mod auth;
pub mod billing;
pub mod campaigns;
pub mod catalogue;
pub mod commissions;
pub mod courier_booking;
pub mod couriers;
pub mod dashboard;
pub mod einvoice;
pub mod ejenpay;
pub mod integration_hub;
pub mod inventory;
pub mod marketing;
pub mod notifications;
pub mod orders;
pub mod profile;
pub mod rankings;
pub mod reports;
pub mod settlement;
pub mod setup;
pub mod shop;
pub mod stores;
pub mod system;
pub mod tax;
pub mod vendor;
