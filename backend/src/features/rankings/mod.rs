//! Score ranking and gameplan: who leads each measure of a month (an agent among their own team),
//! and how far an agent is from their next tier and commission rank (docs/api-reports.md).

pub mod api;
pub mod rules;
pub mod store;
