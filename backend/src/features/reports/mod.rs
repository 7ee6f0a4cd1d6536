//! The master reports: transaction, payment methods, recruitment, KPI, agent, customer, inventory
//! and product sales, each a summary and a paged list over one base query, and their export
//! (docs/api-reports.md).

pub mod api;
pub mod export;
pub mod rules;
pub mod store;
