//! Analytics: completed sales over time and by category, product, state and buyer age.

pub mod api;
pub mod rules;
pub mod store;
