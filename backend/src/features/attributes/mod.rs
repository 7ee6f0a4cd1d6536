//! `/attribute/…`: the company's public face and the reference data forms pick from.

pub mod api;
pub mod store;
pub mod themes;
pub mod view;
