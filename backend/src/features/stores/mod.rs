//! Store programs (docs/api-stores.md): agents open an affiliate, online or school co-operative
//! (e-koop) store, HQ reviews them, and customers browse the store's public storefront.

pub mod api;
pub mod rules;
pub mod store;
pub mod storefront;
