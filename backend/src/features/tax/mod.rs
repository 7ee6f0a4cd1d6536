//! Malaysian tax documents: CP58 statements of agents' incentives and s.107D withholding on
//! payouts (docs/api-tax.md).

pub mod api;
pub mod rules;
pub mod store;
