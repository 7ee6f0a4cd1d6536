//! The dashboards: the first screen's real figures for HQ and for an agent.

pub mod api;
pub mod rules;
pub mod store;
