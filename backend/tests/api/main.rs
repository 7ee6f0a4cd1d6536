//! API tests: one binary, modules per area. Each test provisions its own company.

mod helpers;

mod agents;
mod auth;
mod catalogue;
mod couriers;
mod envelope;
mod inventory;
mod isolation;
mod network;
mod profile;
mod setup;
mod tenancy;
mod vendor;
