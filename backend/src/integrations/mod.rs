//! Clients of outside services.

pub mod billplz;
pub mod billplz_payouts;
pub mod delyva;
pub mod easyparcel;
pub mod email;
pub mod fake_billplz;
pub mod fake_couriers;
pub mod fake_myinvois;
pub mod fake_stripe;
pub mod myinvois;
pub mod ninjavan;
pub mod stripe;
