//! `/orders/printed` and `/orders/bulk-tracking`: marking invoices, packing lists and shipping
//! labels as printed, and the bulk tracking file (good rows ship, bad rows are reported).

use crate::domain::order::PrintedDocument;
use crate::features::orders::{
    actions::{self, Refused},
    rules, store,
};
use crate::http::auth::{grant, StaffAuth};
use crate::http::text::Text;
use crate::{
    http::tags::ApiTags,
    http::{ok, ApiError, ApiResult},
    i18n::{t, Msg},
};
use poem_openapi::{payload::Json, types::multipart::Upload, Multipart, Object, OpenApi};
use serde_json::{json, Value};

#[derive(Object)]
pub struct PrintedInput {
    #[oai(default)]
    pub ids: Vec<i64>,
    /// invoice, packing_list or shipping_label
    pub document: Text,
}

#[derive(Multipart)]
pub struct TrackingUpload {
    /// A CSV with a header row naming `order` and `tracking` columns.
    pub file: Upload,
}
pub struct FulfilmentApi;

#[OpenApi(prefix_path = "/orders", tag = "ApiTags::Orders")]
impl FulfilmentApi {
    /// Marks invoices, packing lists or shipping labels as printed.
    #[oai(path = "/printed", method = "post")]
    async fn printed(
        &self,
        auth: StaffAuth<grant::OrderDesk>,
        body: Json<PrintedInput>,
    ) -> ApiResult<Value> {
        let column = PrintedDocument::parse(&body.document)
            .ok_or_else(|| ApiError::field("document", Msg::InvalidChoice))?
            .printed_column();
        if body.ids.is_empty() {
            return Err(ApiError::field("ids", Msg::SelectOrders));
        }
        let mut db = auth.db().await?;
        let updated = store::mark_printed(&mut db, &body.ids, column).await?;
        ok(json!({"updated": updated}))
    }

    /// A CSV of order and tracking number: good rows are applied (the orders go out for delivery),
    /// bad rows are reported with their line and reason and change nothing.
    #[oai(path = "/bulk-tracking", method = "post")]
    async fn bulk_tracking(
        &self,
        auth: StaffAuth<grant::ManageOrders>,
        form: TrackingUpload,
    ) -> ApiResult<Value> {
        if form.file.size() > 2 * 1024 * 1024 {
            return Err(ApiError::too_large());
        }
        let bytes = form.file.into_vec().await.map_err(ApiError::internal)?;
        let rows = rules::parse_tracking_csv(&bytes)
            .map_err(|_| ApiError::field("file", Msg::TrackingFileInvalid))?;
        let problems = rules::row_problems(&rows);
        let mut db = auth.db().await?;
        let refs: Vec<String> = rows.iter().map(|r| r.order.to_ascii_uppercase()).collect();
        let found = store::orders_by_reference(&mut db, &refs).await?;
        let mut applied = Vec::new();
        let mut rejected = Vec::new();
        for (row, problem) in rows.iter().zip(problems) {
            let key = row.order.to_ascii_uppercase();
            let order = found
                .iter()
                .find(|(number, o)| *number == key || o.id.to_string() == key)
                .map(|(_, o)| o);
            let reason = match (problem, order) {
                (Some(rules::RowProblem::OrderMissing), _) | (None, None) => {
                    Some(Msg::OrderNotFound)
                }
                (Some(rules::RowProblem::TrackingMissing), _) => Some(Msg::TrackingRequired),
                (Some(rules::RowProblem::TrackingTooLong), _) => Some(Msg::TrackingTooLong),
                (Some(rules::RowProblem::Duplicate), _) => Some(Msg::DuplicateOrderRow),
                (None, Some(o)) => {
                    match actions::ship(&mut db, o.id, auth.0.id, &row.tracking).await? {
                        Ok(_) => None,
                        Err(Refused(msg, _)) => Some(msg),
                    }
                }
            };
            match reason {
                None => applied.push(json!({"line": row.line, "number": order.map(|o| o.number.clone()), "trackingNumber": row.tracking})),
                Some(msg) => rejected.push(json!({"line": row.line, "order": row.order, "trackingNumber": row.tracking, "message": t(msg)})),
            }
        }
        ok(json!({"applied": applied, "rejected": rejected}))
    }
}
