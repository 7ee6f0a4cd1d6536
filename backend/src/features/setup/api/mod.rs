//! HTTP of company setup, split by screen area.

pub mod company;
pub mod content;
pub mod features;
pub mod feed;
pub mod offers;
pub mod staff;
pub mod theme;
pub mod tiers;

pub use crate::domain::fields::{amount, percent, percent_text, required, text, units};
