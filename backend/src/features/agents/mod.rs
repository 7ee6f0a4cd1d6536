//! The agent network: registration through a leader link and the family tree.

pub mod api;
pub mod rules;
pub mod store;
