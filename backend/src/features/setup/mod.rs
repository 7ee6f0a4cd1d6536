//! HQ company setup: company details, branches, staff and permissions, tiers, commission ranks,
//! control features, theme and network links, and content per tier.

pub mod api;
pub mod rules;
pub mod store;
