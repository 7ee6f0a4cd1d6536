//! What a notification reads: HQ's address, switches and the company's language; an order's and a
//! payout's facts with their agent's address and language; HQ's stock of variants.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

#[derive(FromRow)]
pub struct HqSettings {
    pub email: Option<String>,
    pub controls: serde_json::Value,
    pub language: String,
}

pub async fn hq_settings(db: &mut PgConnection) -> sqlx::Result<HqSettings> {
    sqlx::query_as(
        "select s.notification_email as email, s.notification_controls as controls, c.language
         from company_settings s
         join platform.companies c on c.id = current_setting('app.company_id')::bigint",
    )
    .fetch_one(db)
    .await
}

#[derive(FromRow)]
pub struct OrderFacts {
    pub number: String,
    pub grand_total: Decimal,
    pub tracking_number: Option<String>,
    pub pickup: bool,
    pub agent_name: String,
    pub agent_email: String,
    pub agent_language: String,
    pub customer_name: Option<String>,
    pub customer_email: Option<String>,
    /// A store order's tracking page.
    pub store_link: Option<String>,
}

pub async fn order_facts(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<OrderFacts>> {
    sqlx::query_as(
        "select o.number, o.grand_total, o.tracking_number, o.shipment_type = 'pickup' as pickup,
                full_name(a) as agent_name, a.email as agent_email, a.language as agent_language,
                o.customer_name, o.customer_email,
                (select '/s/' || s.slug || '/order/' || o.tracking_token from agent_stores s where s.id = o.store_id)
                    as store_link
         from orders o join users a on a.id = o.agent_id where o.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

#[derive(FromRow)]
pub struct PayoutFacts {
    pub status: String,
    pub amount: Decimal,
    pub note: Option<String>,
    pub name: String,
    pub email: String,
    pub language: String,
}

pub async fn payout_facts(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<PayoutFacts>> {
    sqlx::query_as(
        "select p.status, p.amount, p.note, full_name(u) as name, u.email, u.language
         from payouts p join users u on u.id = p.agent_id where p.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

#[derive(FromRow)]
pub struct StockLevel {
    pub variant_id: i64,
    pub quantity: i32,
    pub received: i32,
    pub name: String,
    pub label: String,
    pub branch: String,
}

/// HQ's stock of variants at a branch, with their names.
pub async fn stock_levels(
    db: &mut PgConnection,
    branch_id: i64,
    variant_ids: &[i64],
) -> sqlx::Result<Vec<StockLevel>> {
    sqlx::query_as(
        "select sl.variant_id, sl.quantity, sl.received, p.name, v.label, b.name as branch
         from stock_levels sl join product_variants v on v.id = sl.variant_id join products p on p.id = v.product_id
         join branches b on b.id = sl.branch_id
         where sl.branch_id = $1 and sl.variant_id = any($2) order by sl.variant_id",
    )
    .bind(branch_id)
    .bind(variant_ids)
    .fetch_all(db)
    .await
}
