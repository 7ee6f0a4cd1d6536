//! Clients of outside services.

pub mod billplz;
pub mod email;
