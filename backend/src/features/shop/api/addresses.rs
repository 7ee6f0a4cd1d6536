//! `/sales/customer…`: the agent's delivery addresses.

use crate::features::shop::{
    address::{self, AddressInput},
    store, view as shop_view,
};
use crate::http::forms::IdInput;
use crate::{
    http::tags::ApiTags,
    http::{auth::UserAuth, ok, ok_with, ApiError, ApiResult},
    i18n::Msg,
};
use poem_openapi::{param::Query, payload::Json, OpenApi};
use sqlx::PgConnection;

async fn delivery_addresses(
    db: &mut PgConnection,
    user_id: i64,
) -> Result<Vec<shop_view::DeliveryAddress>, ApiError> {
    let list = store::addresses(db, user_id).await?;
    Ok(list.iter().map(shop_view::delivery_address).collect())
}
pub struct AddressesApi;

#[OpenApi(prefix_path = "/sales", tag = "ApiTags::Shop")]
impl AddressesApi {
    /// The agent's delivery addresses, primary first.
    #[oai(path = "/customer", method = "get")]
    async fn customers(&self, auth: UserAuth) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        ok(delivery_addresses(&mut db, auth.0.id).await?)
    }

    /// Adds (no id) or changes an address.
    #[oai(path = "/customer/store", method = "post")]
    async fn store_customer(
        &self,
        auth: UserAuth,
        body: Json<AddressInput>,
    ) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        let default_country = if auth.0.tenant.company.currency == "IDR" {
            "ID"
        } else {
            "MY"
        };
        let country = body
            .country
            .clone()
            .filter(|c| !c.trim().is_empty())
            .unwrap_or_else(|| default_country.into())
            .trim()
            .to_ascii_uppercase();
        let known = crate::features::couriers::store::state_codes(&mut db, &country).await?;
        let row = address::check_address(&mut db, &body, &country, &known).await?;
        if !store::save_address(&mut db, auth.0.id, &row, body.id).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Saved, delivery_addresses(&mut db, auth.0.id).await?)
    }

    #[oai(path = "/customer/set-primary", method = "post")]
    async fn set_primary(
        &self,
        auth: UserAuth,
        body: Json<IdInput>,
    ) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        if !store::set_primary(&mut db, auth.0.id, body.id).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Saved, delivery_addresses(&mut db, auth.0.id).await?)
    }

    #[oai(path = "/customer/delete", method = "delete")]
    async fn delete_customer(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<shop_view::DeliveryAddress>> {
        let mut db = auth.db().await?;
        if !store::delete_address(&mut db, auth.0.id, id.0).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Deleted, delivery_addresses(&mut db, auth.0.id).await?)
    }
}
