//! Store programs (docs/api-stores.md): agents open an affiliate, online or school co-operative
//! (e-koop) store, HQ reviews them, customers browse the store's public storefront and buy there
//! (`checkout`, `order_api`), and the co-op's orders are packed by class.

pub mod api;
pub mod checkout;
pub mod order_api;
pub mod order_store;
pub mod rules;
pub mod store;
pub mod storefront;
