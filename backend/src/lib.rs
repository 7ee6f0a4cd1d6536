//! Rangkai: a multi-tenant platform for companies that sell through networks of agents.
//! The binary (`main.rs`) is the CLI; everything else lives here so the API tests can start the
//! app in-process.

pub mod app;
pub mod cache;
pub mod config;
pub mod db;
pub mod domain;
pub mod features;
pub mod http;
pub mod i18n;
pub mod integrations;
pub mod jobs;
pub mod media;
pub mod seed;
pub mod state;
pub mod tenancy;
pub mod web;

pub use app::routes;
pub use state::AppState;
