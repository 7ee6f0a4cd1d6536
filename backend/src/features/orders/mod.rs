//! Orders: placing them (shared by the shop's checkout and HQ's order form), what each status
//! allows, HQ's order screens, fulfilment documents and bulk tracking, and payments.

pub mod actions;
pub mod api;
pub mod checkout;
pub mod errors;
pub mod payments;
pub mod pricing;
pub mod rules;
pub mod store;
pub mod view;
