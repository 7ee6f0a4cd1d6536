//! Sign-in, sessions, e-mail verification codes, password reset and invitations.

pub mod api;
pub mod rules;
pub mod store;
