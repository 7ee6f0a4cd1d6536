//! SQL of company setup.

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

// ---- Company details ---------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone, Default)]
pub struct CompanyRow {
    pub name: String,
    pub currency: String,
    pub org_id: Option<String>,
    pub roc: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub country: String,
    pub province: Option<String>,
    pub regency: Option<String>,
    pub district: Option<String>,
    pub village: Option<String>,
    pub phone_code: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub bank_country: Option<String>,
    pub bank_code: Option<String>,
    pub bank_account_number: Option<String>,
    pub bank_account_name: Option<String>,
    pub prefix_name: Option<String>,
    pub tin: Option<String>,
    pub msic_code: Option<String>,
    pub msic_description: Option<String>,
    pub tax_percentage: Decimal,
}

pub async fn company(db: &mut PgConnection) -> sqlx::Result<CompanyRow> {
    sqlx::query_as(
        "select c.name, c.currency, s.org_id, s.roc, s.address_line1, s.address_line2, s.postcode, s.city, s.state, s.country,
                s.province, s.regency, s.district, s.village, s.phone_code, s.phone, s.email, s.bank_country, s.bank_code,
                s.bank_account_number, s.bank_account_name, s.prefix_name, s.tin, s.msic_code,
                (select m.description from platform.msic_codes m where m.code = s.msic_code) as msic_description, s.tax_percentage
         from company_settings s join platform.companies c on c.id = s.company_id",
    )
    .fetch_one(db)
    .await
}

pub async fn save_company(db: &mut PgConnection, c: &CompanyRow) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set org_id = $1, roc = $2, address_line1 = $3, address_line2 = $4, postcode = $5, city = $6,
                state = $7, country = $8, province = $9, regency = $10, district = $11, village = $12, phone_code = $13, phone = $14,
                email = $15, bank_country = $16, bank_code = $17, bank_account_number = $18, bank_account_name = $19,
                prefix_name = $20, updated_at = now()",
    )
    .bind(&c.org_id)
    .bind(&c.roc)
    .bind(&c.address_line1)
    .bind(&c.address_line2)
    .bind(&c.postcode)
    .bind(&c.city)
    .bind(&c.state)
    .bind(&c.country)
    .bind(&c.province)
    .bind(&c.regency)
    .bind(&c.district)
    .bind(&c.village)
    .bind(&c.phone_code)
    .bind(&c.phone)
    .bind(&c.email)
    .bind(&c.bank_country)
    .bind(&c.bank_code)
    .bind(&c.bank_account_number)
    .bind(&c.bank_account_name)
    .bind(&c.prefix_name)
    .execute(&mut *db)
    .await?;
    sqlx::query(
        "update platform.companies set name = $1, updated_at = now()
         where id = nullif(current_setting('app.company_id', true), '')::bigint",
    )
    .bind(&c.name)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn save_regulatory(
    db: &mut PgConnection,
    tin: Option<&str>,
    msic: Option<&str>,
    tax: Decimal,
) -> sqlx::Result<()> {
    sqlx::query("update company_settings set tin = $1, msic_code = $2, tax_percentage = $3, updated_at = now()")
        .bind(tin)
        .bind(msic)
        .bind(tax)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn msic_exists(db: &mut PgConnection, code: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists(select 1 from platform.msic_codes where code = $1)")
        .bind(code)
        .fetch_one(db)
        .await
}

pub async fn state_exists(db: &mut PgConnection, country: &str, code: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists(select 1 from platform.states where country = $1 and code = $2)",
    )
    .bind(country)
    .bind(code)
    .fetch_one(db)
    .await
}

// ---- Branches ----------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct BranchRow {
    pub id: i64,
    pub name: String,
    pub code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub phone_code: Option<String>,
    pub phone: Option<String>,
    pub is_main: bool,
}

const BRANCH: &str = "select id, name, code, address_line1, address_line2, postcode, city, state, phone_code, phone, is_main from branches";

pub async fn branches(db: &mut PgConnection) -> sqlx::Result<Vec<BranchRow>> {
    sqlx::query_as(&format!("{BRANCH} order by is_main desc, name"))
        .fetch_all(db)
        .await
}

pub async fn branch(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<BranchRow>> {
    sqlx::query_as(&format!("{BRANCH} where id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

pub async fn save_branch(db: &mut PgConnection, b: &BranchRow) -> sqlx::Result<Option<i64>> {
    if b.id == 0 {
        sqlx::query_scalar(
            "insert into branches (name, code, address_line1, address_line2, postcode, city, state, phone_code, phone)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id",
        )
    } else {
        sqlx::query_scalar(
            "update branches set name = $1, code = $2, address_line1 = $3, address_line2 = $4, postcode = $5, city = $6, state = $7,
                    phone_code = $8, phone = $9 where id = $10 returning id",
        )
    }
    .bind(&b.name)
    .bind(&b.code)
    .bind(&b.address_line1)
    .bind(&b.address_line2)
    .bind(&b.postcode)
    .bind(&b.city)
    .bind(&b.state)
    .bind(&b.phone_code)
    .bind(&b.phone)
    .bind(b.id)
    .fetch_optional(db)
    .await
}

pub async fn delete_branch(db: &mut PgConnection, id: i64) -> sqlx::Result<u64> {
    Ok(
        sqlx::query("delete from branches where id = $1 and not is_main")
            .bind(id)
            .execute(db)
            .await?
            .rows_affected(),
    )
}

// ---- Staff -------------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct StaffRow {
    pub id: i64,
    pub email: String,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub status: String,
    pub permissions: Vec<String>,
    pub invited: bool,
}

const STAFF: &str = "select id, email, first_name, last_name, status, permissions, password_hash is null as invited from users where role = 'staff'";

pub async fn staff(db: &mut PgConnection) -> sqlx::Result<Vec<StaffRow>> {
    sqlx::query_as(&format!("{STAFF} order by first_name, email"))
        .fetch_all(db)
        .await
}

pub async fn staff_member(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<StaffRow>> {
    sqlx::query_as(&format!("{STAFF} and id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

pub async fn invite_staff(
    db: &mut PgConnection,
    email: &str,
    first: &str,
    last: Option<&str>,
    permissions: &[String],
    lang: &str,
) -> sqlx::Result<i64> {
    let username = format!(
        "{}-{}",
        email.split('@').next().unwrap_or("staff"),
        &uuid::Uuid::new_v4().simple().to_string()[..6]
    );
    sqlx::query_scalar(
        "insert into users (email, username, role, permissions, status, first_name, last_name, language)
         values ($1, $2, 'staff', $3, 'new', $4, $5, $6) returning id",
    )
    .bind(email)
    .bind(username)
    .bind(permissions)
    .bind(first)
    .bind(last)
    .bind(lang)
    .fetch_one(db)
    .await
}

pub async fn update_staff(
    db: &mut PgConnection,
    id: i64,
    first: &str,
    last: Option<&str>,
    permissions: &[String],
) -> sqlx::Result<bool> {
    Ok(sqlx::query("update users set first_name = $2, last_name = $3, permissions = $4, updated_at = now() where id = $1 and role = 'staff'")
        .bind(id)
        .bind(first)
        .bind(last)
        .bind(permissions)
        .execute(db)
        .await?
        .rows_affected()
        == 1)
}

pub async fn set_staff_status(db: &mut PgConnection, id: i64, active: bool) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update users set status = case when $2 then (case when password_hash is null then 'new' else 'active' end) else 'suspended' end,
                updated_at = now()
         where id = $1 and role = 'staff'",
    )
    .bind(id)
    .bind(active)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

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

// ---- Features, notifications, theme, network ---------------------------------------------------

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

pub async fn save_colours(
    db: &mut PgConnection,
    primary: &str,
    secondary: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set primary_color = $1, secondary_color = $2, updated_at = now()",
    )
    .bind(primary)
    .bind(secondary)
    .execute(db)
    .await?;
    Ok(())
}

/// Sets one image of the theme; returns the key it replaced.
pub async fn save_theme_image(
    db: &mut PgConnection,
    column: ThemeImage,
    key: &str,
) -> sqlx::Result<Option<String>> {
    let col = column.column();
    sqlx::query_scalar(&format!(
        "update company_settings s set {col} = $1, updated_at = now() from company_settings old
         where old.company_id = s.company_id returning old.{col}"
    ))
    .bind(key)
    .fetch_one(db)
    .await
}

#[derive(Clone, Copy, Debug)]
pub enum ThemeImage {
    Logo,
    LogoDark,
    LoginImage,
}

impl ThemeImage {
    fn column(self) -> &'static str {
        match self {
            ThemeImage::Logo => "logo_key",
            ThemeImage::LogoDark => "logo_dark_key",
            ThemeImage::LoginImage => "login_image_key",
        }
    }
}

#[derive(FromRow, Debug, Clone, Default)]
pub struct NetworkRow {
    pub facebook_url: Option<String>,
    pub instagram_url: Option<String>,
    pub tiktok_url: Option<String>,
    pub twitter_url: Option<String>,
    pub shopee_url: Option<String>,
    pub lazada_url: Option<String>,
    pub carousell_url: Option<String>,
    pub mudah_url: Option<String>,
}

pub async fn network(db: &mut PgConnection) -> sqlx::Result<NetworkRow> {
    sqlx::query_as(
        "select facebook_url, instagram_url, tiktok_url, twitter_url, shopee_url, lazada_url, carousell_url, mudah_url from company_settings",
    )
    .fetch_one(db)
    .await
}

pub async fn save_network(db: &mut PgConnection, n: &NetworkRow) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set facebook_url = $1, instagram_url = $2, tiktok_url = $3, twitter_url = $4, shopee_url = $5,
                lazada_url = $6, carousell_url = $7, mudah_url = $8, updated_at = now()",
    )
    .bind(&n.facebook_url)
    .bind(&n.instagram_url)
    .bind(&n.tiktok_url)
    .bind(&n.twitter_url)
    .bind(&n.shopee_url)
    .bind(&n.lazada_url)
    .bind(&n.carousell_url)
    .bind(&n.mudah_url)
    .execute(db)
    .await?;
    Ok(())
}

// ---- Content per tier --------------------------------------------------------------------------

/// Terms, greetings and FAQs share one shape: a tier (or every tier) and two texts.
#[derive(Clone, Copy, Debug)]
pub enum Content {
    Terms,
    Greetings,
    Faqs,
}

impl Content {
    /// (table, first text column, second text column or "")
    fn shape(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Content::Terms => ("terms", "content", ""),
            Content::Greetings => ("greetings", "subject", "detail"),
            Content::Faqs => ("faqs", "question", "answer"),
        }
    }
}

#[derive(FromRow, Debug, Clone)]
pub struct ContentRow {
    pub id: i64,
    pub tier_id: Option<i64>,
    pub tier_name: Option<String>,
    pub first: String,
    pub second: Option<String>,
}

/// Every item, or (for an agent) the items of `tier` and of every tier.
pub async fn content(
    db: &mut PgConnection,
    kind: Content,
    only_tier: Option<Option<i64>>,
) -> sqlx::Result<Vec<ContentRow>> {
    let (table, a, b) = kind.shape();
    let second = if b.is_empty() {
        "null::text".to_string()
    } else {
        format!("c.{b}")
    };
    let filter = if only_tier.is_some() {
        "where c.tier_id is null or c.tier_id = $1"
    } else {
        ""
    };
    sqlx::query_as(&format!(
        "select c.id, c.tier_id, t.name as tier_name, c.{a} as first, {second} as second
         from {table} c left join tiers t on t.id = c.tier_id {filter} order by c.tier_id nulls first, c.id"
    ))
    .bind(only_tier.flatten())
    .fetch_all(db)
    .await
}

pub async fn save_content(
    db: &mut PgConnection,
    kind: Content,
    id: Option<i64>,
    tier: Option<i64>,
    first: &str,
    second: Option<&str>,
) -> sqlx::Result<Option<i64>> {
    let (table, a, b) = kind.shape();
    let two = !b.is_empty();
    let id_param = if two { "$4" } else { "$3" };
    let sql = match (id, two) {
        (None, false) => format!("insert into {table} (tier_id, {a}) values ($1, $2) returning id"),
        (None, true) => format!("insert into {table} (tier_id, {a}, {b}) values ($1, $2, $3) returning id"),
        (Some(_), false) => format!("update {table} set tier_id = $1, {a} = $2, updated_at = now() where id = {id_param} returning id"),
        (Some(_), true) => format!("update {table} set tier_id = $1, {a} = $2, {b} = $3, updated_at = now() where id = {id_param} returning id"),
    };
    let mut q = sqlx::query_scalar(&sql).bind(tier).bind(first);
    if two {
        q = q.bind(second);
    }
    if let Some(id) = id {
        q = q.bind(id);
    }
    q.fetch_optional(db).await
}

pub async fn delete_content(db: &mut PgConnection, kind: Content, id: i64) -> sqlx::Result<u64> {
    let (table, _, _) = kind.shape();
    Ok(sqlx::query(&format!("delete from {table} where id = $1"))
        .bind(id)
        .execute(db)
        .await?
        .rows_affected())
}

pub async fn tier_exists(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists(select 1 from tiers where id = $1)")
        .bind(id)
        .fetch_one(db)
        .await
}

// ---- Hall of fame and news feed ----------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct HonourRow {
    pub id: i64,
    pub title: String,
    pub award_date: chrono::NaiveDate,
    pub user_name: String,
    pub achievement: String,
    pub image_key: Option<String>,
}

pub async fn honours(db: &mut PgConnection) -> sqlx::Result<Vec<HonourRow>> {
    sqlx::query_as("select id, title, award_date, user_name, achievement, image_key from hall_of_fame order by award_date desc, id desc")
        .fetch_all(db)
        .await
}

/// Inserts (id None) or updates an entry; a new image replaces the old one. Returns the replaced
/// image key, or None when the id is unknown.
pub async fn save_honour(
    db: &mut PgConnection,
    id: Option<i64>,
    h: &HonourRow,
) -> sqlx::Result<Option<Option<String>>> {
    match id {
        None => {
            sqlx::query("insert into hall_of_fame (title, award_date, user_name, achievement, image_key) values ($1, $2, $3, $4, $5)")
                .bind(&h.title)
                .bind(h.award_date)
                .bind(&h.user_name)
                .bind(&h.achievement)
                .bind(&h.image_key)
                .execute(db)
                .await?;
            Ok(Some(None))
        }
        Some(id) => sqlx::query_scalar(
            "update hall_of_fame n set title = $2, award_date = $3, user_name = $4, achievement = $5,
                    image_key = coalesce($6, n.image_key)
             from hall_of_fame old where n.id = $1 and old.id = n.id
             returning case when $6 is not null then old.image_key end",
        )
        .bind(id)
        .bind(&h.title)
        .bind(h.award_date)
        .bind(&h.user_name)
        .bind(&h.achievement)
        .bind(&h.image_key)
        .fetch_optional(db)
        .await,
    }
}

pub async fn delete_honour(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Option<String>>> {
    sqlx::query_scalar("delete from hall_of_fame where id = $1 returning image_key")
        .bind(id)
        .fetch_optional(db)
        .await
}

#[derive(FromRow, Debug, Clone)]
pub struct NewsRow {
    pub id: i64,
    pub pinned: bool,
    pub subject: String,
    pub content: String,
    pub file_key: Option<String>,
    pub file_name: Option<String>,
    pub video_id: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

pub async fn news(db: &mut PgConnection) -> sqlx::Result<Vec<NewsRow>> {
    sqlx::query_as(
        "select id, pinned, subject, content, file_key, file_name, video_id, created_at from news_feed
         order by pinned desc, created_at desc, id desc limit 200",
    )
    .fetch_all(db)
    .await
}

/// Inserts (id None) or updates a post; a new file replaces the old one. Returns the replaced file
/// key, or None when the id is unknown.
pub async fn save_news(
    db: &mut PgConnection,
    id: Option<i64>,
    n: &NewsRow,
) -> sqlx::Result<Option<Option<String>>> {
    match id {
        None => {
            sqlx::query("insert into news_feed (pinned, subject, content, file_key, file_name, video_id) values ($1, $2, $3, $4, $5, $6)")
                .bind(n.pinned)
                .bind(&n.subject)
                .bind(&n.content)
                .bind(&n.file_key)
                .bind(&n.file_name)
                .bind(&n.video_id)
                .execute(db)
                .await?;
            Ok(Some(None))
        }
        Some(id) => sqlx::query_scalar(
            "update news_feed n set subject = $2, content = $3, video_id = $4,
                    file_key = coalesce($5, n.file_key), file_name = case when $5 is null then n.file_name else $6 end,
                    updated_at = now()
             from news_feed old where n.id = $1 and old.id = n.id
             returning case when $5 is not null then old.file_key end",
        )
        .bind(id)
        .bind(&n.subject)
        .bind(&n.content)
        .bind(&n.video_id)
        .bind(&n.file_key)
        .bind(&n.file_name)
        .fetch_optional(db)
        .await,
    }
}

pub async fn pin_news(db: &mut PgConnection, id: i64, pinned: bool) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("update news_feed set pinned = $2, updated_at = now() where id = $1")
            .bind(id)
            .bind(pinned)
            .execute(db)
            .await?
            .rows_affected()
            == 1,
    )
}

pub async fn delete_news(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<Option<String>>> {
    sqlx::query_scalar("delete from news_feed where id = $1 returning file_key")
        .bind(id)
        .fetch_optional(db)
        .await
}

// ---- Product categories ------------------------------------------------------------------------

/// Every category with how many live products it holds.
pub async fn categories(db: &mut PgConnection) -> sqlx::Result<Vec<(i64, String, i64)>> {
    sqlx::query_as(
        "select c.id, c.name,
            (select count(*) from products p where p.category_id = c.id and p.deleted_at is null)
         from product_categories c order by lower(c.name)",
    )
    .fetch_all(db)
    .await
}

/// Moves a category's live products to another category (or none); returns how many moved.
pub async fn move_category_products(
    db: &mut PgConnection,
    from: i64,
    to: Option<i64>,
) -> sqlx::Result<u64> {
    Ok(sqlx::query(
        "update products set category_id = $2, updated_at = now()
         where category_id = $1 and deleted_at is null",
    )
    .bind(from)
    .bind(to)
    .execute(db)
    .await?
    .rows_affected())
}

pub async fn save_category(
    db: &mut PgConnection,
    id: Option<i64>,
    name: &str,
) -> sqlx::Result<Option<i64>> {
    match id {
        None => {
            sqlx::query_scalar("insert into product_categories (name) values ($1) returning id")
                .bind(name)
                .fetch_optional(db)
                .await
        }
        Some(id) => {
            sqlx::query_scalar("update product_categories set name = $2 where id = $1 returning id")
                .bind(id)
                .bind(name)
                .fetch_optional(db)
                .await
        }
    }
}

/// Deletes an empty category: Ok(rows deleted), or Err(live products it still holds).
pub async fn delete_category(db: &mut PgConnection, id: i64) -> sqlx::Result<Result<u64, i64>> {
    let held: i64 = sqlx::query_scalar(
        "select count(*) from products where category_id = $1 and deleted_at is null",
    )
    .bind(id)
    .fetch_one(&mut *db)
    .await?;
    if held > 0 {
        return Ok(Err(held));
    }
    // Deleted products keep no category (their history does not need it).
    sqlx::query("update products set category_id = null where category_id = $1")
        .bind(id)
        .execute(&mut *db)
        .await?;
    Ok(Ok(sqlx::query(
        "delete from product_categories where id = $1",
    )
    .bind(id)
    .execute(db)
    .await?
    .rows_affected()))
}

// ---- Vouchers ----------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct VoucherRow {
    pub id: i64,
    pub name: String,
    pub kind: String,
    pub code: String,
    pub quota: i32,
    pub starts_at: chrono::DateTime<chrono::Utc>,
    pub stops_at: chrono::DateTime<chrono::Utc>,
    pub discount: Decimal,
    pub min_purchase: Decimal,
    pub usage_limit: Option<i32>,
    pub free_shipping: bool,
    pub first_order: bool,
    pub package_only: bool,
    pub suspended: bool,
    pub used_count: i32,
}

const VOUCHER: &str = "select id, name, kind, code, quota, starts_at, stops_at, discount, min_purchase, usage_limit, free_shipping,
        first_order, package_only, suspended, used_count from vouchers";

pub async fn vouchers(db: &mut PgConnection) -> sqlx::Result<Vec<VoucherRow>> {
    sqlx::query_as(&format!("{VOUCHER} order by starts_at desc, id desc"))
        .fetch_all(db)
        .await
}

pub async fn save_voucher(
    db: &mut PgConnection,
    id: Option<i64>,
    v: &VoucherRow,
) -> sqlx::Result<Option<i64>> {
    let sql = match id {
        None => "insert into vouchers (name, kind, code, quota, starts_at, stops_at, discount, min_purchase, usage_limit, free_shipping,
                    first_order, package_only) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id",
        Some(_) => "update vouchers set name = $1, kind = $2, code = $3, quota = $4, starts_at = $5, stops_at = $6, discount = $7,
                    min_purchase = $8, usage_limit = $9, free_shipping = $10, first_order = $11, package_only = $12, updated_at = now()
                    where id = $13 returning id",
    };
    let mut q = sqlx::query_scalar(sql)
        .bind(&v.name)
        .bind(&v.kind)
        .bind(&v.code)
        .bind(v.quota)
        .bind(v.starts_at)
        .bind(v.stops_at)
        .bind(v.discount)
        .bind(v.min_purchase)
        .bind(v.usage_limit)
        .bind(v.free_shipping)
        .bind(v.first_order)
        .bind(v.package_only);
    if let Some(id) = id {
        q = q.bind(id);
    }
    q.fetch_optional(db).await
}

pub async fn suspend_voucher(
    db: &mut PgConnection,
    id: i64,
    suspended: bool,
) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("update vouchers set suspended = $2, updated_at = now() where id = $1")
            .bind(id)
            .bind(suspended)
            .execute(db)
            .await?
            .rows_affected()
            == 1,
    )
}

/// A voucher that was never used can be removed; a used one is kept for its history (suspend it).
pub async fn delete_voucher(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<i32>> {
    let used: Option<i32> =
        sqlx::query_scalar("select used_count from vouchers where id = $1 for update")
            .bind(id)
            .fetch_optional(&mut *db)
            .await?;
    if used == Some(0) {
        sqlx::query("delete from vouchers where id = $1")
            .bind(id)
            .execute(db)
            .await?;
    }
    Ok(used)
}
