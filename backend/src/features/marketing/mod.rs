//! Marketing material HQ shares with agents: folders seen by the tiers chosen, holding JPEG, PNG
//! and PDF files checked by content, listed with a thumbnail and downloaded under their own name
//! (docs/api-campaigns.md, "Marketing files").

pub mod api;
pub mod rules;
pub mod store;
