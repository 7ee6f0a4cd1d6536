//! Values every area shares, with their rules: money at the company currency's scale, Kuala
//! Lumpur time, form fields and their errors, contacts made canonical, images by their bytes. Nothing here does I/O or knows about HTTP.

pub mod contact;
pub mod fields;
pub mod image;
pub mod money;
pub mod order;
pub mod paging;
pub mod secrets;
pub mod time;

pub use fields::FieldErrors;
pub use money::{money, money_opt, Currency};
