//! Courier booking through an integrated provider (EasyParcel): live rates for an order, booking
//! one or many HQ orders (each gets its airway bill and the courier's PDF label, and goes out for
//! delivery with the airway bill as its tracking number), and tracking that completes the order
//! on delivery — refreshed by HQ, by the provider's webhook (a secret address: EasyParcel signs
//! nothing) and by a job every 30 minutes. docs/api-integrations.md has the contract.

pub mod api;
pub mod rules;
pub mod store;
pub mod tracking;
