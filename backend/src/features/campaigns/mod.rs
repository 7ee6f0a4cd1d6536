//! Points and campaigns: an order's points credited to its buyer when it completes (and taken
//! back when a completed order is refunded), HQ's campaigns, agents redeeming them, and points
//! given or taken by hand (docs/api-campaigns.md).

pub mod api;
pub mod rules;
pub mod store;
