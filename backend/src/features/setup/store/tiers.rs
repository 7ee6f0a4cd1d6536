//! Agent tiers (with how many agents each holds) and the commission ranks.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

// ---- Tiers -------------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone, Default)]
pub struct TierRow {
    pub id: i64,
    pub name: String,
    pub rank_number: i32,
    pub min_order_unit: Option<i32>,
    pub min_order_amount: Option<Decimal>,
    pub first_order_min_unit: Option<i32>,
    pub first_order_min_amount: Option<Decimal>,
    pub personal_sales_unit: Option<i32>,
    pub personal_sales_amount: Option<Decimal>,
    pub group_sales_unit: Option<i32>,
    pub group_sales_amount: Option<Decimal>,
    pub tpgs_unit: Option<i32>,
    pub tpgs_amount: Option<Decimal>,
    pub helper_percent: Option<Decimal>,
    pub recruit_commission: Option<Decimal>,
    pub leadership: Option<Decimal>,
    pub introducer_bonus: Option<Decimal>,
    pub overriding_commission: Option<Decimal>,
    pub inactive_status: bool,
    pub team_member_sales_threshold: Option<Decimal>,
    pub agent_count: i64,
}

const TIER: &str = "select t.id, t.name, t.rank_number, t.min_order_unit, t.min_order_amount, t.first_order_min_unit, t.first_order_min_amount,
        t.personal_sales_unit, t.personal_sales_amount, t.group_sales_unit, t.group_sales_amount, t.tpgs_unit, t.tpgs_amount,
        t.helper_percent, t.recruit_commission, t.leadership, t.introducer_bonus, t.overriding_commission, t.inactive_status,
        t.team_member_sales_threshold, (select count(*) from users u where u.tier_id = t.id) as agent_count
        from tiers t";

pub async fn tiers(db: &mut PgConnection) -> sqlx::Result<Vec<TierRow>> {
    sqlx::query_as(&format!("{TIER} order by t.rank_number"))
        .fetch_all(db)
        .await
}

pub async fn tier(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<TierRow>> {
    sqlx::query_as(&format!("{TIER} where t.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Inserts (id 0) or updates a tier; None when the id is unknown.
pub async fn save_tier(db: &mut PgConnection, t: &TierRow) -> sqlx::Result<Option<i64>> {
    let sql = if t.id == 0 {
        "insert into tiers (name, rank_number, min_order_unit, min_order_amount, first_order_min_unit, first_order_min_amount,
                personal_sales_unit, personal_sales_amount, group_sales_unit, group_sales_amount, tpgs_unit, tpgs_amount, helper_percent,
                recruit_commission, leadership, introducer_bonus, overriding_commission, inactive_status, team_member_sales_threshold)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning id"
    } else {
        "update tiers set name = $1, rank_number = $2, min_order_unit = $3, min_order_amount = $4, first_order_min_unit = $5,
                first_order_min_amount = $6, personal_sales_unit = $7, personal_sales_amount = $8, group_sales_unit = $9,
                group_sales_amount = $10, tpgs_unit = $11, tpgs_amount = $12, helper_percent = $13, recruit_commission = $14,
                leadership = $15, introducer_bonus = $16, overriding_commission = $17, inactive_status = $18,
                team_member_sales_threshold = $19, updated_at = now()
         where id = $20 returning id"
    };
    sqlx::query_scalar(sql)
        .bind(&t.name)
        .bind(t.rank_number)
        .bind(t.min_order_unit)
        .bind(t.min_order_amount)
        .bind(t.first_order_min_unit)
        .bind(t.first_order_min_amount)
        .bind(t.personal_sales_unit)
        .bind(t.personal_sales_amount)
        .bind(t.group_sales_unit)
        .bind(t.group_sales_amount)
        .bind(t.tpgs_unit)
        .bind(t.tpgs_amount)
        .bind(t.helper_percent)
        .bind(t.recruit_commission)
        .bind(t.leadership)
        .bind(t.introducer_bonus)
        .bind(t.overriding_commission)
        .bind(t.inactive_status)
        .bind(t.team_member_sales_threshold)
        .bind(t.id)
        .fetch_optional(db)
        .await
}

pub async fn delete_tier(db: &mut PgConnection, id: i64) -> sqlx::Result<u64> {
    Ok(sqlx::query("delete from tiers where id = $1")
        .bind(id)
        .execute(db)
        .await?
        .rows_affected())
}

// ---- Commission ranks --------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone, Default)]
pub struct RankRow {
    pub id: i64,
    pub commission_name: String,
    pub personal_sales: Option<Decimal>,
    pub total_personal_group_sales: Option<Decimal>,
    pub side_group_sales: Option<Decimal>,
    pub commission: Option<Decimal>,
    pub personal_level_commission: Option<Decimal>,
    pub is_leadership: bool,
    pub benefits: Vec<String>,
}

pub async fn ranks(db: &mut PgConnection) -> sqlx::Result<Vec<RankRow>> {
    sqlx::query_as(
        "select id, commission_name, personal_sales, total_personal_group_sales, side_group_sales, commission,
                personal_level_commission, is_leadership, benefits
         from commission_ranks order by position, id",
    )
    .fetch_all(db)
    .await
}

/// Replaces the whole list: ranks with an id are updated, new ones inserted, the rest removed.
pub async fn replace_ranks(db: &mut PgConnection, ranks: &[RankRow]) -> sqlx::Result<()> {
    let keep: Vec<i64> = ranks.iter().map(|r| r.id).filter(|id| *id != 0).collect();
    sqlx::query("delete from commission_ranks where not (id = any($1))")
        .bind(&keep)
        .execute(&mut *db)
        .await?;
    // Names are unique: clear them first so a swap of two names does not clash midway.
    sqlx::query("update commission_ranks set commission_name = '~' || id")
        .execute(&mut *db)
        .await?;
    for (position, r) in ranks.iter().enumerate() {
        let sql = if r.id == 0 {
            "insert into commission_ranks (commission_name, personal_sales, total_personal_group_sales, side_group_sales, commission,
                    personal_level_commission, is_leadership, benefits, position)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
        } else {
            "update commission_ranks set commission_name = $1, personal_sales = $2, total_personal_group_sales = $3, side_group_sales = $4,
                    commission = $5, personal_level_commission = $6, is_leadership = $7, benefits = $8, position = $9
             where id = $10"
        };
        sqlx::query(sql)
            .bind(&r.commission_name)
            .bind(r.personal_sales)
            .bind(r.total_personal_group_sales)
            .bind(r.side_group_sales)
            .bind(r.commission)
            .bind(r.personal_level_commission)
            .bind(r.is_leadership)
            .bind(&r.benefits)
            .bind(position as i32)
            .bind(r.id)
            .execute(&mut *db)
            .await?;
    }
    Ok(())
}

pub async fn rank_ids(db: &mut PgConnection) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar("select id from commission_ranks")
        .fetch_all(db)
        .await
}
