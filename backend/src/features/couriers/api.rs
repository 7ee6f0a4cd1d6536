//! `/courier`: couriers with their regions and rate tables, and the rate lookup every checkout uses.

use super::quote::{shipping_options, ShippingOption};
use super::{
    rules::{self},
    store::{self, CourierRow, RegionInput},
};
use crate::http::auth::{grant, StaffAuth};
use crate::http::envelope::NoData;
use crate::http::text::Text;
use crate::{
    domain::{
        fields::{amount, decimal, required},
        money::money,
    },
    http::tags::ApiTags,
    http::{auth::UserAuth, constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};
use rust_decimal::Decimal;
use sqlx::PgConnection;

#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct CourierRate {
    /// Up to this many kg (or units), inclusive.
    pub up_to: Text,
    pub price: Text,
}

#[derive(Object, Clone)]
pub struct CourierRegion {
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: Text,
    /// MY or ID
    pub country: Text,
    /// State codes (from /attribute/state).
    pub states: Vec<Text>,
    pub rates: Vec<CourierRate>,
}

/// A courier (spec §3 Courier).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Courier {
    #[oai(nullable)]
    pub id: Option<i64>,
    pub name: Text,
    pub service: Text,
    /// weight (kg) or units
    #[oai(default = "default_basis")]
    pub rate_basis: Text,
    #[oai(nullable)]
    pub handling_fee: Option<Text>,
    #[oai(nullable)]
    pub free_shipping_threshold: Option<Text>,
    #[oai(default = "default_active")]
    pub active: bool,
    pub regions: Vec<CourierRegion>,
}

fn default_basis() -> Text {
    "weight".into()
}

fn default_active() -> bool {
    true
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ShippingQuote {
    pub options: Vec<ShippingOption>,
    /// No rate covers the destination and weight (or units): the user must contact HQ.
    pub contact_hq: bool,
    #[oai(nullable)]
    pub message: Option<String>,
}

async fn couriers(db: &mut PgConnection, id: Option<i64>) -> Result<Vec<Courier>, ApiError> {
    let rows = store::couriers(db, id).await?;
    let ids: Vec<i64> = rows.iter().map(|c| c.id).collect();
    let regions = store::regions(db, &ids).await?;
    let region_ids: Vec<i64> = regions.iter().map(|r| r.id).collect();
    let rates = store::rates(db, &region_ids).await?;
    Ok(rows
        .into_iter()
        .map(|c| Courier {
            id: Some(c.id),
            regions: regions
                .iter()
                .filter(|r| r.courier_id == c.id)
                .map(|r| CourierRegion {
                    id: Some(r.id),
                    name: r.name.clone().into(),
                    country: r.country.clone().into(),
                    states: r.states.clone().into_iter().map(Text::from).collect(),
                    rates: rates
                        .iter()
                        .filter(|(region, _, _)| *region == r.id)
                        .map(|(_, up_to, price)| CourierRate {
                            up_to: format!("{:.3}", up_to).into(),
                            price: money(*price).into(),
                        })
                        .collect(),
                })
                .collect(),
            name: c.name.into(),
            service: c.service.into(),
            rate_basis: c.rate_basis.into(),
            handling_fee: Some(money(c.handling_fee).into()),
            free_shipping_threshold: c.free_shipping_threshold.map(money).map(Text::from),
            active: c.active,
        })
        .collect())
}

async fn parse_courier(
    db: &mut PgConnection,
    c: &Courier,
) -> Result<(CourierRow, Vec<RegionInput>), ApiError> {
    let mut e = FieldErrors::default();
    let name = required(&mut e, "name", &c.name, 80);
    let service = required(&mut e, "service", &c.service, 80);
    if !matches!(c.rate_basis.as_str(), "weight" | "units") {
        e.add("rateBasis", t(Msg::InvalidChoice));
    }
    let handling_fee = amount(&mut e, "handlingFee", &c.handling_fee).unwrap_or_default();
    let free_shipping_threshold =
        amount(&mut e, "freeShippingThreshold", &c.free_shipping_threshold);
    if c.regions.is_empty() {
        e.add("regions", t(Msg::RegionsRequired));
    }
    let mut regions = Vec::new();
    for (i, r) in c.regions.iter().enumerate() {
        let name = required(&mut e, &format!("regions.{i}.name"), &r.name, 80);
        let country = r.country.trim().to_ascii_uppercase();
        let known = store::state_codes(db, &country).await?;
        if known.is_empty() {
            e.add(&format!("regions.{i}.country"), t(Msg::InvalidChoice));
        }
        let mut states: Vec<String> = r.states.iter().map(|s| s.trim().to_string()).collect();
        states.sort();
        states.dedup();
        if states.is_empty() {
            e.add(&format!("regions.{i}.states"), t(Msg::StatesRequired));
        } else if !known.is_empty() && states.iter().any(|s| !known.contains(s)) {
            e.add(&format!("regions.{i}.states"), t(Msg::UnknownState));
        }
        if r.rates.is_empty() {
            e.add(&format!("regions.{i}.rates"), t(Msg::RatesRequired));
        }
        let mut rates = Vec::new();
        for (j, rate) in r.rates.iter().enumerate() {
            let field = format!("regions.{i}.rates.{j}");
            let up_to = decimal(
                &mut e,
                &format!("{field}.upTo"),
                Some(&rate.up_to),
                3,
                Decimal::new(9_999_999, 3),
            );
            let price = amount(&mut e, &format!("{field}.price"), &Some(rate.price.clone()));
            match (up_to, price) {
                (Some(u), Some(p)) => rates.push((u, p)),
                (None, _) if rate.up_to.trim().is_empty() => {
                    e.add(&format!("{field}.upTo"), t(Msg::Required))
                }
                (_, None) if rate.price.trim().is_empty() => {
                    e.add(&format!("{field}.price"), t(Msg::Required))
                }
                _ => {}
            }
        }
        let bounds: Vec<Decimal> = rates.iter().map(|(u, _)| *u).collect();
        if let Some(j) = rules::bad_bound(&bounds) {
            e.add(
                &format!("regions.{i}.rates.{j}.upTo"),
                t(Msg::DuplicateBound),
            );
        }
        rates.sort_by_key(|(u, _)| *u);
        regions.push(RegionInput {
            name,
            country,
            states,
            rates,
        });
    }
    e.finish()?;
    Ok((
        CourierRow {
            id: 0,
            name,
            service,
            rate_basis: c.rate_basis.clone().into(),
            handling_fee,
            free_shipping_threshold,
            active: c.active,
        },
        regions,
    ))
}

pub struct CouriersApi;

#[OpenApi(prefix_path = "/courier", tag = "ApiTags::Couriers")]
impl CouriersApi {
    /// Every courier with its regions and rates.
    #[oai(path = "/", method = "get")]
    async fn list(&self, auth: StaffAuth<grant::CreateCourier>) -> ApiResult<Vec<Courier>> {
        let mut db = auth.db().await?;
        ok(couriers(&mut db, None).await?)
    }

    #[oai(path = "/detail", method = "get")]
    async fn detail(
        &self,
        auth: StaffAuth<grant::CreateCourier>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Courier> {
        let mut db = auth.db().await?;
        ok(couriers(&mut db, Some(id.0))
            .await?
            .pop()
            .ok_or_else(ApiError::not_found)?)
    }

    /// Creates (no id) or updates a courier; its regions and rates are replaced by those sent.
    #[oai(path = "/store", method = "post")]
    async fn store(
        &self,
        auth: StaffAuth<grant::CreateCourier>,
        body: Json<Courier>,
    ) -> ApiResult<Courier> {
        let mut db = auth.db().await?;
        let (row, regions) = parse_courier(&mut db, &body).await?;
        let id = store::save_courier(&mut db, body.id, &row, &regions)
            .await
            .map_err(|err| match constraint_of(&err) {
                Some("couriers_name_service_key") => ApiError::field("service", Msg::CourierTaken),
                _ => ApiError::from(err),
            })?
            .ok_or_else(ApiError::not_found)?;
        ok_with(
            Msg::Saved,
            couriers(&mut db, Some(id))
                .await?
                .pop()
                .ok_or_else(ApiError::not_found)?,
        )
    }

    #[oai(path = "/delete", method = "delete")]
    async fn delete(
        &self,
        auth: StaffAuth<grant::CreateCourier>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<NoData> {
        let mut db = auth.db().await?;
        if !store::delete_courier(&mut db, id.0).await? {
            return Err(ApiError::not_found());
        }
        ok_with(Msg::Deleted, NoData)
    }

    /// The shipping options for a destination state and an order's weight (kg), units and sub
    /// total. With none: `contactHq` and the message that the user must contact HQ.
    #[oai(path = "/rate", method = "get")]
    async fn rate(
        &self,
        auth: UserAuth,
        country: Query<Option<String>>,
        state: Query<String>,
        weight: Query<Option<String>>,
        units: Query<Option<i64>>,
        subtotal: Query<Option<String>>,
    ) -> ApiResult<ShippingQuote> {
        let mut e = FieldErrors::default();
        let weight = decimal(
            &mut e,
            "weight",
            weight.0.as_deref(),
            3,
            Decimal::new(9_999_999, 3),
        )
        .unwrap_or_default();
        let subtotal = amount(&mut e, "subtotal", &subtotal.0);
        let units = Decimal::from(units.0.unwrap_or(0).max(0));
        e.finish()?;
        let country = country
            .0
            .unwrap_or_else(|| match auth.0.tenant.company.currency.as_str() {
                "IDR" => "ID".to_string(),
                _ => "MY".to_string(),
            })
            .to_ascii_uppercase();
        let mut db = auth.db().await?;
        let options =
            shipping_options(&mut db, &country, state.0.trim(), weight, units, subtotal).await?;
        let contact_hq = options.is_empty();
        ok(ShippingQuote {
            options,
            contact_hq,
            message: contact_hq.then(|| t(Msg::ContactHq).to_string()),
        })
    }
}
