//! The integrations hub (`/integration`): every category of outside service the spec lists with its
//! providers and where each stands for the company — Billplz connected and on or off, the company's
//! own courier rate tables, and the providers Rangkai cannot connect yet said so plainly — and the
//! FPX bank list of the company's Billplz.

pub mod api;
pub mod providers;
pub mod rules;
pub mod store;
