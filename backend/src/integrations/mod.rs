//! Clients of outside services.

pub mod email;
