//! The SaaS vendor's side: operators, companies and their status.

pub mod api;
pub mod rules;
pub mod store;
