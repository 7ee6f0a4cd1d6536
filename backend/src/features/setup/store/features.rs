//! The control features that drive what the other screens show, and where and for which events
//! HQ is e-mailed.

use sqlx::{FromRow, PgConnection};

#[derive(FromRow, Debug, Clone, Default)]
pub struct FeaturesRow {
    pub manual_receipt: bool,
    pub show_stock: bool,
    pub income_statement: bool,
    pub self_pickup: bool,
    pub first_order: bool,
    pub first_order_package: bool,
    pub first_order_minutes: i32,
    pub ordering_level: String,
    pub booking_time_minutes: i32,
    pub moq_type: String,
    pub inactive_period_months: i32,
    pub inactive_agent_limit: i32,
    pub cp58_feature: bool,
    pub show_hide_preorder: bool,
    pub ejen_store_status: bool,
    pub e_koop_status: bool,
    pub go_affiliate_status: bool,
    pub all_level: bool,
    pub all_level_status: bool,
    pub show_amount_snr: bool,
    pub order_company: bool,
}

pub async fn features(db: &mut PgConnection) -> sqlx::Result<FeaturesRow> {
    sqlx::query_as(
        "select manual_receipt, show_stock, income_statement, self_pickup, first_order, first_order_package, first_order_minutes,
                ordering_level, booking_time_minutes, moq_type, inactive_period_months, inactive_agent_limit, cp58_feature,
                show_hide_preorder, ejen_store_status, e_koop_status, go_affiliate_status, all_level, all_level_status,
                show_amount_snr, order_company
         from company_settings",
    )
    .fetch_one(db)
    .await
}

pub async fn save_features(db: &mut PgConnection, f: &FeaturesRow) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set manual_receipt = $1, show_stock = $2, income_statement = $3, self_pickup = $4, first_order = $5,
                first_order_package = $6, first_order_minutes = $7, ordering_level = $8, booking_time_minutes = $9, moq_type = $10,
                inactive_period_months = $11, inactive_agent_limit = $12, cp58_feature = $13, show_hide_preorder = $14,
                ejen_store_status = $15, e_koop_status = $16, go_affiliate_status = $17, all_level = $18, all_level_status = $19,
                show_amount_snr = $20, order_company = $21, updated_at = now()",
    )
    .bind(f.manual_receipt)
    .bind(f.show_stock)
    .bind(f.income_statement)
    .bind(f.self_pickup)
    .bind(f.first_order)
    .bind(f.first_order_package)
    .bind(f.first_order_minutes)
    .bind(&f.ordering_level)
    .bind(f.booking_time_minutes)
    .bind(&f.moq_type)
    .bind(f.inactive_period_months)
    .bind(f.inactive_agent_limit)
    .bind(f.cp58_feature)
    .bind(f.show_hide_preorder)
    .bind(f.ejen_store_status)
    .bind(f.e_koop_status)
    .bind(f.go_affiliate_status)
    .bind(f.all_level)
    .bind(f.all_level_status)
    .bind(f.show_amount_snr)
    .bind(f.order_company)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn notifications(
    db: &mut PgConnection,
) -> sqlx::Result<(Option<String>, serde_json::Value)> {
    sqlx::query_as("select notification_email, notification_controls from company_settings")
        .fetch_one(db)
        .await
}

pub async fn save_notification_email(
    db: &mut PgConnection,
    email: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query("update company_settings set notification_email = $1, updated_at = now()")
        .bind(email)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn save_notification_controls(
    db: &mut PgConnection,
    controls: &serde_json::Value,
) -> sqlx::Result<()> {
    sqlx::query("update company_settings set notification_controls = $1, updated_at = now()")
        .bind(controls)
        .execute(db)
        .await?;
    Ok(())
}
