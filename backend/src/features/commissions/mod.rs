//! What agents earn from the network's sales. Today: the sales ledger (`store`) that every
//! completed or refunded order writes, and the KPI figures read from it (`rules`). The commission
//! engine, the period close and payouts build on it (docs/commission-plan.md).

pub mod rules;
pub mod store;
