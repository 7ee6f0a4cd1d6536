//! ejenpay, the company's hosted payment page `/ejenpay/{payType}/{sessionId}`: one payment
//! session (an agent's order or HQ's credit top-up) paid through the company's active gateway
//! (Billplz), or HQ's subscription invoice paid through the vendor's Billplz, with the payer's FPX
//! bank chosen on the page. HQ switches it on in the integrations
//! hub (`/integration/ejenpay/store`); while it is on, online checkout and top-ups send the payer
//! to the page instead of straight to Billplz, and a failed order payment can be tried again there.
//! docs/api-integrations.md has the contract.

pub mod api;
pub mod rules;
pub mod store;
