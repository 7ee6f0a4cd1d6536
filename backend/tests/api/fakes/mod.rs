//! Local fakes of outside services, speaking their documented contracts.

pub mod billplz;
pub mod couriers;
pub mod myinvois;
