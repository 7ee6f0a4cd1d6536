//! API tests: one binary, modules per area. Each test provisions its own company.

mod helpers;

mod agents;
mod auth;
mod envelope;
mod isolation;
mod profile;
mod setup;
mod tenancy;
mod vendor;
