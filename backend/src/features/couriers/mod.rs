//! Couriers, their regions and rate tables, and the shipping lookup.

pub mod api;
pub mod quote;
pub mod rules;
pub mod store;
