//! The catalogue: products, categories, packages and combos.

pub mod api;
pub mod errors;
pub mod rules;
pub mod store;
