//! What agents earn from the network's sales: the sales ledger every completed or refunded order
//! writes (`store::ledger`) and the KPI figures read from it, the commission plan (`rules::plan`,
//! docs/commission-plan.md) applied by the `engine` when an order completes, and the screens'
//! reads (`api`, docs/api-commissions.md). The period close and payouts build on these entries.

pub mod api;
pub mod engine;
pub mod rules;
pub mod store;
