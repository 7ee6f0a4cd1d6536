//! The SQL of points and campaigns. A movement of points locks the agent's balance row, so the
//! balance and the ledger never disagree; a redemption takes the campaign's quota with a
//! conditional update, so a campaign never gives more than its quota however many redeem at once.

use super::rules::{self, Balance, Movement, NotEnoughPoints};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// What a movement is, for its entry.
pub struct Entry<'a> {
    pub agent_id: i64,
    pub kind: &'a str,
    pub movement: Movement,
    pub order_id: Option<i64>,
    pub redemption_id: Option<i64>,
    pub reason: &'a str,
    pub created_by: Option<i64>,
}

/// Applies a movement to the agent's balance and writes its entry; `NotEnoughPoints` (nothing
/// written) when a spend is more than the balance.
pub async fn move_points(
    db: &mut PgConnection,
    e: &Entry<'_>,
) -> sqlx::Result<Result<Balance, NotEnoughPoints>> {
    let now = lock_balance(db, e.agent_id).await?;
    let next = match rules::apply(now, e.movement) {
        Ok(b) => b,
        Err(refused) => return Ok(Err(refused)),
    };
    let (signed, earned, redeemed) = match e.movement {
        Movement::Credit(p) => (p, p, Decimal::ZERO),
        Movement::Reversal(p) => (-p, -p, Decimal::ZERO),
        Movement::Spend(p) if e.kind == "redemption" => (-p, Decimal::ZERO, p),
        Movement::Spend(p) => (-p, -p, Decimal::ZERO),
    };
    sqlx::query(
        "update points_balances set balance = $2, owed = $3, earned = earned + $4, redeemed = redeemed + $5,
                updated_at = now()
         where agent_id = $1",
    )
    .bind(e.agent_id)
    .bind(next.balance)
    .bind(next.owed)
    .bind(earned)
    .bind(redeemed)
    .execute(&mut *db)
    .await?;
    sqlx::query(
        "insert into points_entries (agent_id, kind, order_id, redemption_id, points, reason, created_by)
         values ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(e.agent_id)
    .bind(e.kind)
    .bind(e.order_id)
    .bind(e.redemption_id)
    .bind(signed)
    .bind(e.reason)
    .bind(e.created_by)
    .execute(&mut *db)
    .await?;
    Ok(Ok(next))
}

/// The agent's balance, its row locked until the transaction ends (made when missing).
pub async fn lock_balance(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<Balance> {
    sqlx::query("insert into points_balances (agent_id) values ($1) on conflict do nothing")
        .bind(agent_id)
        .execute(&mut *db)
        .await?;
    let (balance, owed): (Decimal, Decimal) =
        sqlx::query_as("select balance, owed from points_balances where agent_id = $1 for update")
            .bind(agent_id)
            .fetch_one(db)
            .await?;
    Ok(Balance { balance, owed })
}

/// A completed order's points go to its buyer (once).
pub async fn credit_order(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    let found: Option<(i64, Decimal, String, bool)> = sqlx::query_as(
        "select o.agent_id, o.points, o.number,
                exists (select 1 from points_entries e where e.order_id = o.id and e.kind = 'order')
         from orders o where o.id = $1",
    )
    .bind(order_id)
    .fetch_optional(&mut *db)
    .await?;
    let Some((agent_id, points, number, done)) = found else {
        return Ok(());
    };
    if done || points <= Decimal::ZERO {
        return Ok(());
    }
    let reason = format!("Order {number} completed");
    move_points(
        db,
        &Entry {
            agent_id,
            kind: "order",
            movement: Movement::Credit(points),
            order_id: Some(order_id),
            redemption_id: None,
            reason: &reason,
            created_by: None,
        },
    )
    .await?
    .expect("a credit always applies");
    Ok(())
}

/// A refunded order's credited points are taken back (once); what the balance lacks is owed.
pub async fn reverse_order(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    let found: Option<(i64, Decimal, String)> = sqlx::query_as(
        "select e.agent_id, e.points, o.number from points_entries e join orders o on o.id = e.order_id
         where e.order_id = $1 and e.kind = 'order'
           and not exists (select 1 from points_entries r where r.order_id = $1 and r.kind = 'reversal')",
    )
    .bind(order_id)
    .fetch_optional(&mut *db)
    .await?;
    let Some((agent_id, points, number)) = found else {
        return Ok(());
    };
    let reason = format!("Order {number} refunded");
    move_points(
        db,
        &Entry {
            agent_id,
            kind: "reversal",
            movement: Movement::Reversal(points),
            order_id: Some(order_id),
            redemption_id: None,
            reason: &reason,
            created_by: None,
        },
    )
    .await?
    .expect("a reversal always applies");
    Ok(())
}

#[derive(FromRow, Default)]
pub struct BalanceRow {
    pub balance: Decimal,
    pub owed: Decimal,
    pub earned: Decimal,
    pub redeemed: Decimal,
}

pub async fn balance(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<BalanceRow> {
    Ok(sqlx::query_as(
        "select balance, owed, earned, redeemed from points_balances where agent_id = $1",
    )
    .bind(agent_id)
    .fetch_optional(db)
    .await?
    .unwrap_or_default())
}

#[derive(FromRow)]
pub struct EntryRow {
    pub id: i64,
    pub agent_id: i64,
    pub agent_name: String,
    pub kind: String,
    pub order_id: Option<i64>,
    pub order_number: Option<String>,
    pub points: Decimal,
    pub reason: String,
    pub created_at: DateTime<Utc>,
}

/// Points entries, newest first: one agent's, or everyone's (HQ); with the count of all.
pub async fn entries(
    db: &mut PgConnection,
    agent_id: Option<i64>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<EntryRow>)> {
    // Two statements, not one with `$1 is null or …`, so each is planned for its own index: an
    // agent's entries by (agent_id, created_at), everyone's by (created_at).
    const COLUMNS: &str = "select e.id, e.agent_id, coalesce(nullif(full_name(u), ''), u.username) as agent_name, e.kind,
                e.order_id, o.number as order_number, e.points, e.reason, e.created_at
         from points_entries e join users u on u.id = e.agent_id left join orders o on o.id = e.order_id";
    let (total, rows) = match agent_id {
        Some(agent) => {
            let total: i64 =
                sqlx::query_scalar("select count(*) from points_entries where agent_id = $1")
                    .bind(agent)
                    .fetch_one(&mut *db)
                    .await?;
            let rows = sqlx::query_as(&format!(
                "{COLUMNS} where e.agent_id = $1 order by e.created_at desc, e.id desc limit $2 offset $3"
            ))
            .bind(agent)
            .bind(limit)
            .bind(offset)
            .fetch_all(db)
            .await?;
            (total, rows)
        }
        None => {
            // Everyone's entries: counted up to ALL_ENTRIES_COUNTED (a ledger of millions is not
            // counted on every page).
            let total: i64 = sqlx::query_scalar(
                "select count(*) from (select 1 from points_entries limit $1) counted",
            )
            .bind(ALL_ENTRIES_COUNTED)
            .fetch_one(&mut *db)
            .await?;
            let rows = sqlx::query_as(&format!(
                "{COLUMNS} order by e.created_at desc, e.id desc limit $1 offset $2"
            ))
            .bind(limit)
            .bind(offset)
            .fetch_all(db)
            .await?;
            (total, rows)
        }
    };
    Ok((total, rows))
}

/// How far HQ's list of every agent's points entries is counted.
pub const ALL_ENTRIES_COUNTED: i64 = 100_000;

/// An agent of the company by id, username or e-mail.
pub async fn find_agent(db: &mut PgConnection, key: &str) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "select id from users where role = 'agent'
           and (id::text = $1 or lower(username) = lower($1) or lower(email) = lower($1))
         limit 1",
    )
    .bind(key)
    .fetch_optional(db)
    .await
}

pub async fn is_agent(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists (select 1 from users where id = $1 and role = 'agent')")
        .bind(id)
        .fetch_one(db)
        .await
}

/// A campaign as stored.
#[derive(FromRow, Clone)]
pub struct CampaignRow {
    pub id: i64,
    pub title: String,
    pub description: String,
    pub terms: String,
    pub reward_type: String,
    pub reward_name: String,
    pub product_id: Option<i64>,
    pub product_name: Option<String>,
    pub reward_quantity: i32,
    pub voucher_kind: Option<String>,
    pub voucher_discount: Option<Decimal>,
    pub voucher_min_purchase: Decimal,
    pub voucher_valid_days: i32,
    pub cash_amount: Option<Decimal>,
    pub points_required: Decimal,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub image_key: Option<String>,
    pub thumb_key: Option<String>,
    pub max_redemptions: Option<i32>,
    pub redeemed_count: i32,
    pub per_agent_limit: Option<i32>,
    pub reward_frequency: Option<String>,
    pub tier_ids: Vec<i64>,
    pub previous_id: Option<i64>,
    pub previous_title: Option<String>,
    pub created_at: DateTime<Utc>,
}

const CAMPAIGN_COLUMNS: &str = "c.id, c.title, c.description, c.terms, c.reward_type, c.reward_name, c.product_id,
    p.name as product_name, c.reward_quantity, c.voucher_kind, c.voucher_discount, c.voucher_min_purchase,
    c.voucher_valid_days, c.cash_amount, c.points_required, c.starts_on, c.ends_on, c.image_key, c.thumb_key,
    c.max_redemptions, c.redeemed_count, c.per_agent_limit, c.reward_frequency, c.tier_ids, c.previous_id,
    prev.title as previous_title, c.created_at";

const CAMPAIGN_FROM: &str = "campaigns c left join products p on p.id = c.product_id
    left join campaigns prev on prev.id = c.previous_id";

/// Campaigns not deleted, in a state on `today` (None: all) and open to a tier (None: every
/// campaign, for HQ; Some(tier): those the tier may join). Ongoing and upcoming first by start,
/// expired by end, newest first.
pub async fn campaigns(
    db: &mut PgConnection,
    state: Option<rules::CampaignState>,
    tier: Option<Option<i64>>,
    today: NaiveDate,
) -> sqlx::Result<Vec<CampaignRow>> {
    sqlx::query_as(&format!(
        "select {CAMPAIGN_COLUMNS} from {CAMPAIGN_FROM}
         where c.deleted_at is null
           and ($1::text is null
                or ($1 = 'upcoming' and c.starts_on > $2)
                or ($1 = 'ongoing' and c.starts_on <= $2 and c.ends_on >= $2)
                or ($1 = 'expired' and c.ends_on < $2))
           and ($3::boolean is false or cardinality(c.tier_ids) = 0 or $4::bigint = any(c.tier_ids))
         order by (c.ends_on < $2), c.starts_on desc, c.id desc
         limit 500"
    ))
    .bind(state.map(|s| s.code()))
    .bind(today)
    .bind(tier.is_some())
    .bind(tier.flatten())
    .fetch_all(db)
    .await
}

pub async fn campaign(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<CampaignRow>> {
    sqlx::query_as(&format!(
        "select {CAMPAIGN_COLUMNS} from {CAMPAIGN_FROM} where c.id = $1 and c.deleted_at is null"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// A campaign's fields as HQ gave them, checked.
pub struct CampaignInput {
    pub title: String,
    pub description: String,
    pub terms: String,
    pub reward_type: String,
    pub reward_name: String,
    pub product_id: Option<i64>,
    pub reward_quantity: i32,
    pub voucher_kind: Option<String>,
    pub voucher_discount: Option<Decimal>,
    pub voucher_min_purchase: Decimal,
    pub voucher_valid_days: i32,
    pub cash_amount: Option<Decimal>,
    pub points_required: Decimal,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub max_redemptions: Option<i32>,
    pub per_agent_limit: Option<i32>,
    pub reward_frequency: Option<String>,
    pub tier_ids: Vec<i64>,
    pub previous_id: Option<i64>,
}

/// Saves a new campaign (id None) or an existing one; returns its id (None: no such campaign)
/// and the banner it replaced.
pub async fn save_campaign(
    db: &mut PgConnection,
    id: Option<i64>,
    c: &CampaignInput,
    image: Option<(&str, &str)>,
) -> sqlx::Result<Option<(i64, Option<String>, Option<String>)>> {
    let q = match id {
        None => sqlx::query_as::<_, (i64, Option<String>, Option<String>)>(
            "insert into campaigns (title, description, terms, reward_type, reward_name, product_id, reward_quantity,
                 voucher_kind, voucher_discount, voucher_min_purchase, voucher_valid_days, cash_amount, points_required,
                 starts_on, ends_on, max_redemptions, per_agent_limit, reward_frequency, tier_ids, previous_id,
                 image_key, thumb_key)
             values ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
             returning id, null::text, null::text",
        ),
        Some(_) => sqlx::query_as(
            "update campaigns c set title = $2, description = $3, terms = $4, reward_type = $5, reward_name = $6,
                 product_id = $7, reward_quantity = $8, voucher_kind = $9, voucher_discount = $10,
                 voucher_min_purchase = $11, voucher_valid_days = $12, cash_amount = $13, points_required = $14,
                 starts_on = $15, ends_on = $16, max_redemptions = $17, per_agent_limit = $18, reward_frequency = $19,
                 tier_ids = $20, previous_id = $21, image_key = coalesce($22, c.image_key),
                 thumb_key = coalesce($23, c.thumb_key), updated_at = now()
             from campaigns old
             where c.id = $1 and old.id = c.id and c.deleted_at is null
             returning c.id, case when $22::text is not null then old.image_key end,
                       case when $22::text is not null then old.thumb_key end",
        ),
    };
    q.bind(id.unwrap_or(0))
        .bind(&c.title)
        .bind(&c.description)
        .bind(&c.terms)
        .bind(&c.reward_type)
        .bind(&c.reward_name)
        .bind(c.product_id)
        .bind(c.reward_quantity)
        .bind(&c.voucher_kind)
        .bind(c.voucher_discount)
        .bind(c.voucher_min_purchase)
        .bind(c.voucher_valid_days)
        .bind(c.cash_amount)
        .bind(c.points_required)
        .bind(c.starts_on)
        .bind(c.ends_on)
        .bind(c.max_redemptions)
        .bind(c.per_agent_limit)
        .bind(&c.reward_frequency)
        .bind(&c.tier_ids)
        .bind(c.previous_id)
        .bind(image.map(|i| i.0))
        .bind(image.map(|i| i.1))
        .fetch_optional(db)
        .await
}

/// Deleted campaigns disappear from every list; their redemptions stay in the history.
pub async fn delete_campaign(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    Ok(
        sqlx::query("update campaigns set deleted_at = now() where id = $1 and deleted_at is null")
            .bind(id)
            .execute(db)
            .await?
            .rows_affected()
            == 1,
    )
}

pub async fn campaign_exists(db: &mut PgConnection, id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from campaigns where id = $1 and deleted_at is null)",
    )
    .bind(id)
    .fetch_one(db)
    .await
}

pub async fn product_name(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("select name from products where id = $1")
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Which of these ids are tiers of the company.
pub async fn known_tiers(db: &mut PgConnection, ids: &[i64]) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from tiers where id = any($1)")
        .bind(ids)
        .fetch_one(db)
        .await
}

/// The agent's redemptions of a campaign counted from a period's first day.
pub async fn redeemed_in_period(
    db: &mut PgConnection,
    campaign_id: i64,
    agent_id: i64,
    period_start: NaiveDate,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "select count(*) from campaign_redemptions
         where campaign_id = $1 and agent_id = $2 and period_start = $3",
    )
    .bind(campaign_id)
    .bind(agent_id)
    .bind(period_start)
    .fetch_one(db)
    .await
}

/// Takes one unit of the campaign's quota: false when none is left. The row stays locked until the
/// transaction ends, so racing redemptions of the last unit queue here and find it gone.
pub async fn take_quota(db: &mut PgConnection, campaign_id: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update campaigns set redeemed_count = redeemed_count + 1
         where id = $1 and deleted_at is null and (max_redemptions is null or redeemed_count < max_redemptions)",
    )
    .bind(campaign_id)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// Issues the agent's own single-use voucher for a voucher reward, valid from now for the
/// campaign's days; returns its id and code.
pub async fn issue_voucher(
    db: &mut PgConnection,
    agent_id: i64,
    c: &CampaignRow,
) -> sqlx::Result<(i64, String)> {
    let code = format!(
        "RW-{}",
        &uuid::Uuid::new_v4().simple().to_string()[..10].to_uppercase()
    );
    let id = sqlx::query_scalar(
        "insert into vouchers (name, kind, code, quota, starts_at, stops_at, discount, min_purchase, usage_limit, agent_id)
         values ($1, $2, $3, 1, now(), now() + make_interval(days => $4), $5, $6, 1, $7) returning id",
    )
    .bind(format!("{} ({})", c.reward_name, c.title))
    .bind(c.voucher_kind.as_deref().unwrap_or("amount"))
    .bind(&code)
    .bind(c.voucher_valid_days)
    .bind(c.voucher_discount.unwrap_or_default())
    .bind(c.voucher_min_purchase)
    .bind(agent_id)
    .fetch_one(db)
    .await?;
    Ok((id, code))
}

pub struct NewRedemption<'a> {
    pub campaign: &'a CampaignRow,
    pub agent_id: i64,
    pub period_start: NaiveDate,
    pub voucher_id: Option<i64>,
    pub status: &'a str,
}

pub async fn insert_redemption(db: &mut PgConnection, r: &NewRedemption<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into campaign_redemptions (campaign_id, agent_id, points, period_start, reward_type, reward_name,
                                           voucher_id, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id",
    )
    .bind(r.campaign.id)
    .bind(r.agent_id)
    .bind(r.campaign.points_required)
    .bind(r.period_start)
    .bind(&r.campaign.reward_type)
    .bind(&r.campaign.reward_name)
    .bind(r.voucher_id)
    .bind(r.status)
    .fetch_one(db)
    .await
}

#[derive(FromRow)]
pub struct RedemptionRow {
    pub id: i64,
    pub campaign_id: i64,
    pub campaign_title: String,
    pub agent_id: i64,
    pub agent_name: String,
    pub agent_username: Option<String>,
    pub points: Decimal,
    pub reward_type: String,
    pub reward_name: String,
    pub voucher_code: Option<String>,
    pub voucher_stops_at: Option<DateTime<Utc>>,
    pub status: String,
    pub handed_over_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

const REDEMPTION_SELECT: &str = "select r.id, r.campaign_id, c.title as campaign_title, r.agent_id,
        coalesce(nullif(full_name(u), ''), u.username) as agent_name, u.username as agent_username,
        r.points, r.reward_type, r.reward_name, v.code as voucher_code, v.stops_at as voucher_stops_at,
        r.status, r.handed_over_at, r.created_at
    from campaign_redemptions r join campaigns c on c.id = r.campaign_id join users u on u.id = r.agent_id
         left join vouchers v on v.id = r.voucher_id";

/// Redemptions, newest first, with the count of all: one agent's (None: everyone's), of one
/// campaign, in one status.
pub async fn redemptions(
    db: &mut PgConnection,
    agent_id: Option<i64>,
    campaign_id: Option<i64>,
    status: Option<&str>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<RedemptionRow>)> {
    const WHERE: &str =
        "($1::bigint is null or r.agent_id = $1) and ($2::bigint is null or r.campaign_id = $2)
        and ($3::text is null or r.status = $3)";
    let total: i64 = sqlx::query_scalar(&format!(
        "select count(*) from campaign_redemptions r where {WHERE}"
    ))
    .bind(agent_id)
    .bind(campaign_id)
    .bind(status)
    .fetch_one(&mut *db)
    .await?;
    let rows = sqlx::query_as(&format!(
        "{REDEMPTION_SELECT} where {WHERE} order by r.created_at desc, r.id desc limit $4 offset $5"
    ))
    .bind(agent_id)
    .bind(campaign_id)
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await?;
    Ok((total, rows))
}

pub async fn redemption(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<RedemptionRow>> {
    sqlx::query_as(&format!("{REDEMPTION_SELECT} where r.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Marks a reward handed over: false when it is not waiting to be.
pub async fn hand_over(db: &mut PgConnection, id: i64, by: i64) -> sqlx::Result<bool> {
    Ok(sqlx::query(
        "update campaign_redemptions set status = 'handed_over', handed_over_at = now(), handed_over_by = $2
         where id = $1 and status = 'to_hand_over'",
    )
    .bind(id)
    .bind(by)
    .execute(db)
    .await?
    .rows_affected()
        == 1)
}

/// HQ's figures: campaigns per state, redemptions, points redeemed, rewards to hand over.
#[derive(FromRow)]
pub struct HqSummary {
    pub ongoing: i64,
    pub upcoming: i64,
    pub expired: i64,
    pub redemptions: i64,
    pub points_redeemed: Decimal,
    pub to_hand_over: i64,
    pub points_outstanding: Decimal,
}

pub async fn hq_summary(db: &mut PgConnection, today: NaiveDate) -> sqlx::Result<HqSummary> {
    sqlx::query_as(
        "select count(*) filter (where c.starts_on <= $1 and c.ends_on >= $1) as ongoing,
                count(*) filter (where c.starts_on > $1) as upcoming,
                count(*) filter (where c.ends_on < $1) as expired,
                (select count(*) from campaign_redemptions) as redemptions,
                (select coalesce(sum(points), 0) from campaign_redemptions) as points_redeemed,
                (select count(*) from campaign_redemptions where status = 'to_hand_over') as to_hand_over,
                (select coalesce(sum(balance), 0) from points_balances) as points_outstanding
         from campaigns c where c.deleted_at is null",
    )
    .bind(today)
    .fetch_one(db)
    .await
}
