//! `/setup/voucher/history`: which orders used a voucher (the voucher screen's history).

use crate::features::orders::store;
use crate::{
    domain::money::money,
    http::{auth::HqAuth, ok, tags::ApiTags, ApiError, ApiResult},
    i18n::Msg,
};
use poem_openapi::{param::Query, OpenApi};
use serde_json::{json, Value};

pub struct VoucherUsesApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Payments")]
impl VoucherUsesApi {
    /// A voucher's uses, newest first (`/voucher/history`).
    #[oai(path = "/voucher/history", method = "get")]
    async fn voucher_history(
        &self,
        auth: HqAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Value> {
        let mut db = auth.db().await?;
        if !store::voucher_exists(&mut db, id.0).await? {
            return Err(ApiError::not_found_msg(Msg::VoucherNotFound));
        }
        let rows = store::voucher_uses(&mut db, id.0).await?;
        ok(Value::Array(
            rows.iter()
                .map(|r| {
                    json!({"orderId": r.order_id, "number": r.number, "agentName": r.agent_name,
                           "discount": money(r.discount), "usedAt": r.used_at, "status": r.status})
                })
                .collect(),
        ))
    }
}
