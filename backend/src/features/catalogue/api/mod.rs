//! HTTP of the catalogue, split by screen area: products (with images and preview), packages and
//! combos.

pub mod combos;
pub mod packages;
pub mod preview;
pub mod products;

pub use crate::domain::{
    fields::{amount, decimal, period, required_amount},
    money::{money, money_opt, MAX_MONEY},
    time::period_dates,
};

/// Images are JPEG or PNG of at most 10 MB before resizing.
pub const MAX_IMAGE_BYTES: usize = 10 * 1024 * 1024;
