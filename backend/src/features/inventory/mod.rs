//! Stock per branch and variant, stock in and out, and its history.

pub mod api;
pub mod rules;
pub mod store;
