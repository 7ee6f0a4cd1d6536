//! Settlement: each paid online payment, what the gateway keeps and when the rest reaches the
//! company's bank (`/settlement/…`), and the daily run that marks payments settled.

pub mod api;
pub mod rules;
pub mod settle;
pub mod store;
