//! API tests: one binary, modules per area. Each test provisions its own company.

mod helpers;

mod agents;
mod auth;
mod billing;
mod billplz;
mod campaigns;
mod catalogue;
mod commissions;
mod contract;
mod courier_booking;
mod courier_providers;
mod couriers;
mod dashboard;
mod einvoice;
mod ejenpay;
mod envelope;
mod fakes;
mod input;
mod integration_hub;
mod inventory;
mod isolation;
mod network;
mod notifications;
mod orders;
mod profile;
mod rankings;
mod reports;
mod setup;
mod shop_features;
mod store_orders;
mod stores;
mod tax;
mod tenancy;
mod vendor;
