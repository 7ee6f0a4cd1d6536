//! The signed-in user's own account: details, bank, social links, photo, password and language.

pub mod api;
pub mod rules;
pub mod store;
pub mod view;
