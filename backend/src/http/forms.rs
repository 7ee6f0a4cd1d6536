//! Request shapes several areas' screens share.

use poem_openapi::Object;

/// Suspends (`suspended: true`) or unsuspends a product, package, combo, voucher or agent.
#[derive(Object)]
pub struct SuspendRequest {
    pub id: i64,
    pub suspended: bool,
}

/// Names one record.
#[derive(Object)]
pub struct IdInput {
    pub id: i64,
}
