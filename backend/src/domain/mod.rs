//! Values every area shares, with their rules: money at the company currency's scale, Kuala
//! Lumpur time, form fields and their errors. Nothing here does I/O or knows about HTTP.

pub mod fields;
pub mod money;
pub mod order;
pub mod paging;
pub mod time;

pub use fields::FieldErrors;
pub use money::{money, money_opt, Currency};
