//! The agent's shop: products for their tier, the cart, addresses, checkout and the receipt.

pub mod address;
pub mod api;
pub mod rules;
pub mod store;
pub mod view;
