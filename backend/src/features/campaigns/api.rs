//! `/game/campaign/…` and `/game/points/…`: HQ's campaigns, agents redeeming their points, the
//! points and redemption histories, rewards handed over, and points given or taken by hand
//! (docs/api-campaigns.md).

use super::{
    rules::{self, CampaignState, Frequency, Movement, RedeemFacts, RedeemRefusal, RewardType},
    store::{self, CampaignInput, CampaignRow, Entry},
};
use crate::{
    domain::{
        fields::{decimal, required, text, FieldErrors},
        money::money,
        time::kl_today,
    },
    http::{
        auth::{grant, AgentAuth, CurrentUser, HqAdminAuth, StaffAuth, UserAuth},
        forms::IdInput,
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
    media,
    state::AppState,
};
use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem_openapi::{
    param::Query, payload::Json, types::multipart::Upload, Multipart, Object, OpenApi,
};
use rust_decimal::Decimal;
use std::sync::Arc;

/// The banner is at most 5 MB; it is scaled to fit 1200 px (the 800×400 banner and its thumbnail).
const MAX_IMAGE: usize = 5 * 1024 * 1024;
/// The bulk points file is at most 1 MB.
const MAX_POINTS_FILE: usize = 1024 * 1024;
/// Points are kept to 2 decimals, below a billion.
const MAX_POINTS: i64 = 999_999_999;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CampaignProgress {
    /// The agent's points balance.
    pub balance: String,
    /// The balance against the points required, 0–100.
    pub percent: i32,
    pub can_redeem: bool,
    /// Why not: campaign_not_started, campaign_ended, campaign_not_for_tier, not_enough_points,
    /// campaign_sold_out or redeem_limit_reached; empty when the agent can.
    pub refusal: String,
    /// The agent's redemptions of it in the current reward period.
    pub redeemed_this_period: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Campaign {
    pub id: i64,
    pub game_title: String,
    pub game_desc: String,
    pub game_tnc: String,
    /// product, voucher, cash or prize
    pub reward_type: String,
    pub reward_name: String,
    #[oai(nullable)]
    pub product_id: Option<i64>,
    #[oai(nullable)]
    pub product_name: Option<String>,
    pub reward_quantity: i32,
    /// amount or percent (voucher rewards)
    #[oai(nullable)]
    pub voucher_kind: Option<String>,
    #[oai(nullable)]
    pub voucher_discount: Option<String>,
    pub voucher_min_purchase: String,
    pub voucher_valid_days: i32,
    #[oai(nullable)]
    pub cash_amount: Option<String>,
    pub point_required: String,
    /// YYYY-MM-DD, Kuala Lumpur, inclusive
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// upcoming, ongoing or expired (Kuala Lumpur days)
    pub state: String,
    #[oai(nullable)]
    pub image_url: Option<String>,
    #[oai(nullable)]
    pub thumb_url: Option<String>,
    /// null: no overall limit
    #[oai(nullable)]
    pub max_redeem: Option<i32>,
    pub redeemed: i32,
    #[oai(nullable)]
    pub remaining: Option<i32>,
    /// Redemptions per agent in each reward period (null: no limit).
    #[oai(nullable)]
    pub per_agent_limit: Option<i32>,
    /// daily, weekly, monthly, quarterly, half-yearly or yearly; null: the whole campaign
    #[oai(nullable)]
    pub reward_frequency: Option<String>,
    /// The tiers that may join (empty: every tier).
    pub tier_ids: Vec<i64>,
    #[oai(nullable)]
    pub previous: Option<i64>,
    #[oai(nullable)]
    pub previous_title: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The signed-in agent's standing (null for HQ and staff).
    #[oai(nullable)]
    pub me: Option<CampaignProgress>,
}

/// A campaign's fields, as form fields (the banner `image1` is optional on edit).
#[derive(Multipart)]
pub struct CampaignForm {
    /// Leave out to add a campaign (`/store`); required by `/edit`.
    pub id: Option<i64>,
    #[oai(rename = "gameTitle")]
    pub game_title: String,
    #[oai(rename = "gameDesc")]
    pub game_desc: Option<String>,
    #[oai(rename = "gameTnc")]
    pub game_tnc: Option<String>,
    /// product, voucher, cash or prize
    #[oai(rename = "rewardType")]
    pub reward_type: String,
    /// What the agent receives, in words.
    #[oai(rename = "rewardName")]
    pub reward_name: String,
    /// The product given (product rewards).
    #[oai(rename = "productId")]
    pub product_id: Option<i64>,
    #[oai(rename = "rewardQuantity")]
    pub reward_quantity: Option<i64>,
    /// amount or percent (voucher rewards)
    #[oai(rename = "voucherKind")]
    pub voucher_kind: Option<String>,
    #[oai(rename = "voucherDiscount")]
    pub voucher_discount: Option<String>,
    #[oai(rename = "voucherMinPurchase")]
    pub voucher_min_purchase: Option<String>,
    /// Days the issued voucher stays valid (default 30).
    #[oai(rename = "voucherValidDays")]
    pub voucher_valid_days: Option<i64>,
    /// The cash paid (cash rewards).
    #[oai(rename = "cashAmount")]
    pub cash_amount: Option<String>,
    #[oai(rename = "pointRequired")]
    pub point_required: String,
    /// YYYY-MM-DD
    #[oai(rename = "startDate")]
    pub start_date: String,
    /// YYYY-MM-DD
    #[oai(rename = "endDate")]
    pub end_date: String,
    /// The campaign this one continues.
    pub previous: Option<i64>,
    /// The banner (JPEG or PNG, 800×400 recommended, at most 5 MB).
    pub image1: Option<Upload>,
    /// The most redemptions overall (blank: no limit).
    #[oai(rename = "maxRedeem")]
    pub max_redeem: Option<i64>,
    #[oai(rename = "perAgentLimit")]
    pub per_agent_limit: Option<i64>,
    #[oai(rename = "rewardFrequency")]
    pub reward_frequency: Option<String>,
    /// Tier ids, comma-separated (blank: every tier).
    #[oai(rename = "tierIds")]
    pub tier_ids: Option<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RedeemInput {
    pub campaign_id: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Redemption {
    pub id: i64,
    pub campaign_id: i64,
    pub campaign_title: String,
    pub agent_id: i64,
    pub agent_name: String,
    #[oai(nullable)]
    pub agent_username: Option<String>,
    pub points: String,
    pub reward_type: String,
    pub reward_name: String,
    /// The voucher issued (voucher rewards), to use at checkout.
    #[oai(nullable)]
    pub voucher_code: Option<String>,
    #[oai(nullable)]
    pub voucher_valid_until: Option<DateTime<Utc>>,
    /// issued (a voucher), to_hand_over or handed_over
    pub status: String,
    #[oai(nullable)]
    pub handed_over_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RedemptionPage {
    pub items: Vec<Redemption>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PointsEntry {
    pub id: i64,
    pub agent_id: i64,
    pub agent_name: String,
    /// order, reversal, manual or redemption
    pub kind: String,
    #[oai(nullable)]
    pub order_id: Option<i64>,
    #[oai(nullable)]
    pub order_number: Option<String>,
    /// Signed: a credit positive, a debit negative.
    pub points: String,
    pub reason: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PointsHistory {
    pub balance: String,
    /// Points a refund took beyond the balance, settled from the next credit.
    pub owed: String,
    pub items: Vec<PointsEntry>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PointsStanding {
    pub balance: String,
    pub owed: String,
    pub earned: String,
    pub redeemed: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct HqCampaignFigures {
    pub ongoing: i64,
    pub upcoming: i64,
    pub expired: i64,
    pub redemptions: i64,
    pub points_redeemed: String,
    pub to_hand_over: i64,
    /// Every agent's unspent points.
    pub points_outstanding: String,
}

/// HQ's figures (`hq`) or the agent's points (`agent`); the other is null.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CampaignSummary {
    #[oai(nullable)]
    pub hq: Option<HqCampaignFigures>,
    #[oai(nullable)]
    pub agent: Option<PointsStanding>,
    /// Ongoing campaigns the caller may see.
    pub ongoing: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PointsAdjustInput {
    pub agent_id: i64,
    /// Signed points: a credit positive, a debit negative (at most 2 decimals).
    pub points: Text,
    pub reason: Text,
}

#[derive(Multipart)]
pub struct PointsUpload {
    /// A CSV of `agent,points,reason` (agent: username, e-mail or id; points signed); a header row is
    /// skipped.
    pub file: Upload,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PointsRowResult {
    pub line: i64,
    pub agent: String,
    pub points: String,
    /// Why the row was not applied (empty when it was).
    pub message: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PointsImport {
    pub applied: Vec<PointsRowResult>,
    pub rejected: Vec<PointsRowResult>,
}

fn points_text(d: Decimal) -> String {
    format!("{:.2}", d.round_dp(2))
}

fn money_opt(d: Option<Decimal>) -> Option<String> {
    d.map(money)
}

fn campaign(row: CampaignRow, today: NaiveDate, me: Option<CampaignProgress>) -> Campaign {
    Campaign {
        state: rules::state(row.starts_on, row.ends_on, today)
            .code()
            .into(),
        remaining: row.max_redemptions.map(|m| (m - row.redeemed_count).max(0)),
        id: row.id,
        game_title: row.title,
        game_desc: row.description,
        game_tnc: row.terms,
        reward_type: row.reward_type,
        reward_name: row.reward_name,
        product_id: row.product_id,
        product_name: row.product_name,
        reward_quantity: row.reward_quantity,
        voucher_kind: row.voucher_kind,
        voucher_discount: row.voucher_discount.map(|d| {
            if d.scale() == 0 {
                d.to_string()
            } else {
                format!("{:.2}", d)
            }
        }),
        voucher_min_purchase: money(row.voucher_min_purchase),
        voucher_valid_days: row.voucher_valid_days,
        cash_amount: money_opt(row.cash_amount),
        point_required: points_text(row.points_required),
        start_date: row.starts_on,
        end_date: row.ends_on,
        image_url: row.image_key.as_deref().map(media::url),
        thumb_url: row.thumb_key.as_deref().map(media::url),
        max_redeem: row.max_redemptions,
        redeemed: row.redeemed_count,
        per_agent_limit: row.per_agent_limit,
        reward_frequency: row.reward_frequency,
        tier_ids: row.tier_ids,
        previous: row.previous_id,
        previous_title: row.previous_title,
        created_at: row.created_at,
        me,
    }
}

fn redemption(r: store::RedemptionRow) -> Redemption {
    Redemption {
        id: r.id,
        campaign_id: r.campaign_id,
        campaign_title: r.campaign_title,
        agent_id: r.agent_id,
        agent_name: r.agent_name,
        agent_username: r.agent_username,
        points: points_text(r.points),
        reward_type: r.reward_type,
        reward_name: r.reward_name,
        voucher_code: r.voucher_code,
        voucher_valid_until: r.voucher_stops_at,
        status: r.status,
        handed_over_at: r.handed_over_at,
        created_at: r.created_at,
    }
}

fn refusal_error(r: RedeemRefusal) -> ApiError {
    let msg = match r {
        RedeemRefusal::NotStarted => Msg::CampaignNotStarted,
        RedeemRefusal::Ended => Msg::CampaignEnded,
        RedeemRefusal::NotForTier => Msg::CampaignNotForTier,
        RedeemRefusal::NotEnoughPoints => Msg::NotEnoughPoints,
        RedeemRefusal::SoldOut => Msg::CampaignSoldOut,
        RedeemRefusal::PeriodLimit => Msg::RedeemLimitReached,
    };
    ApiError::conflict_rule(msg, r.code())
}

/// The agent's standing in a campaign (balance, period count, whether they may redeem).
async fn progress(
    db: &mut sqlx::PgConnection,
    user: &CurrentUser,
    row: &CampaignRow,
    today: NaiveDate,
) -> Result<CampaignProgress, ApiError> {
    let balance = store::balance(db, user.id).await?.balance;
    let frequency = row.reward_frequency.as_deref().and_then(Frequency::parse);
    let period = rules::period_start(frequency, today, row.starts_on);
    let redeemed = store::redeemed_in_period(db, row.id, user.id, period).await?;
    let verdict = rules::may_redeem(&facts(row, user.tier_id, balance, redeemed), today);
    let percent = if row.points_required.is_zero() {
        100
    } else {
        (balance * Decimal::ONE_HUNDRED / row.points_required)
            .min(Decimal::ONE_HUNDRED)
            .trunc()
            .try_into()
            .unwrap_or(0)
    };
    Ok(CampaignProgress {
        balance: points_text(balance),
        percent,
        can_redeem: verdict.is_ok(),
        refusal: verdict
            .err()
            .map(|r| r.code().to_string())
            .unwrap_or_default(),
        redeemed_this_period: redeemed,
    })
}

fn facts(row: &CampaignRow, tier: Option<i64>, balance: Decimal, redeemed: i64) -> RedeemFacts<'_> {
    RedeemFacts {
        starts_on: row.starts_on,
        ends_on: row.ends_on,
        tier_ids: &row.tier_ids,
        points_required: row.points_required,
        max_redemptions: row.max_redemptions,
        redeemed_count: row.redeemed_count,
        per_agent_limit: row.per_agent_limit,
        agent_tier_id: tier,
        balance,
        agent_redeemed_in_period: redeemed,
    }
}

/// The campaigns a user may see: every one for HQ and staff; for an agent those of their tier.
async fn visible(
    db: &mut sqlx::PgConnection,
    user: &CurrentUser,
    state: Option<CampaignState>,
    today: NaiveDate,
) -> Result<Vec<Campaign>, ApiError> {
    let tier = (!user.is_hq_side()).then_some(user.tier_id);
    let rows = store::campaigns(db, state, tier, today).await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let me = if user.is_hq_side() {
            None
        } else {
            Some(progress(db, user, &row, today).await?)
        };
        out.push(campaign(row, today, me));
    }
    Ok(out)
}

fn page_of(page: Option<i64>, per_page: Option<i64>) -> (i64, i64) {
    (page.unwrap_or(1), per_page.unwrap_or(20))
}

fn whole(e: &mut FieldErrors, field: &str, v: Option<i64>, min: i64, max: i64) -> Option<i32> {
    match v {
        None => None,
        Some(n) if (min..=max).contains(&n) => Some(n as i32),
        Some(_) => {
            e.add(field, t(Msg::OutOfRange));
            None
        }
    }
}

fn date(e: &mut FieldErrors, field: &str, v: &str) -> NaiveDate {
    NaiveDate::parse_from_str(v.trim(), "%Y-%m-%d").unwrap_or_else(|_| {
        e.add(field, t(Msg::InvalidDate));
        NaiveDate::MIN
    })
}

/// The form checked against the company's products, tiers and campaigns.
async fn checked_form(
    db: &mut sqlx::PgConnection,
    form: &CampaignForm,
) -> Result<CampaignInput, ApiError> {
    let mut e = FieldErrors::default();
    let title = required(&mut e, "gameTitle", &form.game_title, 150);
    let description = text(&mut e, "gameDesc", &form.game_desc, 5000).unwrap_or_default();
    let terms = text(&mut e, "gameTnc", &form.game_tnc, 10000).unwrap_or_default();
    let reward = RewardType::parse(form.reward_type.trim());
    if reward.is_none() {
        e.add("rewardType", t(Msg::InvalidChoice));
    }
    let reward_name = required(&mut e, "rewardName", &form.reward_name, 150);
    let points = decimal(
        &mut e,
        "pointRequired",
        Some(&form.point_required),
        2,
        Decimal::from(MAX_POINTS),
    );
    let points_required = match points {
        Some(p) if p > Decimal::ZERO => p,
        Some(_) => {
            e.add("pointRequired", t(Msg::OutOfRange));
            Decimal::ZERO
        }
        None => {
            e.add("pointRequired", t(Msg::Required));
            Decimal::ZERO
        }
    };
    let starts_on = date(&mut e, "startDate", &form.start_date);
    let ends_on = date(&mut e, "endDate", &form.end_date);
    if starts_on != NaiveDate::MIN && ends_on != NaiveDate::MIN && ends_on < starts_on {
        e.add("endDate", t(Msg::StopBeforeStart));
    }
    let max_redemptions = whole(&mut e, "maxRedeem", form.max_redeem, 1, 10_000_000);
    let per_agent_limit = whole(&mut e, "perAgentLimit", form.per_agent_limit, 1, 10_000);
    let reward_frequency = match text(&mut e, "rewardFrequency", &form.reward_frequency, 20) {
        None => None,
        Some(f) => match Frequency::parse(&f) {
            Some(f) => Some(f.code().to_string()),
            None => {
                e.add("rewardFrequency", t(Msg::InvalidChoice));
                None
            }
        },
    };
    let reward_quantity =
        whole(&mut e, "rewardQuantity", form.reward_quantity, 1, 10_000).unwrap_or(1);
    let tier_ids: Vec<i64> = match text(&mut e, "tierIds", &form.tier_ids, 2000) {
        None => vec![],
        Some(list) => {
            let ids: Result<Vec<i64>, _> = list
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::parse::<i64>)
                .collect();
            match ids {
                Ok(mut ids) => {
                    ids.sort_unstable();
                    ids.dedup();
                    ids
                }
                Err(_) => {
                    e.add("tierIds", t(Msg::InvalidChoice));
                    vec![]
                }
            }
        }
    };
    let mut product_id = None;
    let (mut voucher_kind, mut voucher_discount, mut cash_amount) = (None, None, None);
    let voucher_min_purchase = decimal(
        &mut e,
        "voucherMinPurchase",
        form.voucher_min_purchase.as_deref(),
        crate::domain::money::current().scale(),
        crate::domain::money::MAX_MONEY,
    )
    .unwrap_or_default();
    let voucher_valid_days =
        whole(&mut e, "voucherValidDays", form.voucher_valid_days, 1, 366).unwrap_or(30);
    match reward {
        Some(RewardType::Product) => match form.product_id {
            Some(id) if id > 0 => product_id = Some(id),
            _ => e.add("productId", t(Msg::Required)),
        },
        Some(RewardType::Voucher) => {
            match form.voucher_kind.as_deref().map(str::trim) {
                Some(k @ ("amount" | "percent")) => voucher_kind = Some(k.to_string()),
                _ => e.add("voucherKind", t(Msg::InvalidChoice)),
            }
            let max = if voucher_kind.as_deref() == Some("percent") {
                Decimal::ONE_HUNDRED
            } else {
                crate::domain::money::MAX_MONEY
            };
            voucher_discount = decimal(
                &mut e,
                "voucherDiscount",
                form.voucher_discount.as_deref(),
                2,
                max,
            );
            if voucher_discount.is_none_or(|d| d <= Decimal::ZERO) {
                e.add("voucherDiscount", t(Msg::Required));
            }
        }
        Some(RewardType::Cash) => {
            cash_amount = decimal(
                &mut e,
                "cashAmount",
                form.cash_amount.as_deref(),
                crate::domain::money::current().scale(),
                crate::domain::money::MAX_MONEY,
            );
            if cash_amount.is_none_or(|d| d <= Decimal::ZERO) {
                e.add("cashAmount", t(Msg::Required));
            }
        }
        Some(RewardType::Prize) | None => {}
    }
    if let Some(id) = product_id {
        if store::product_name(db, id).await?.is_none() {
            e.add("productId", t(Msg::InvalidChoice));
        }
    }
    if !tier_ids.is_empty() && store::known_tiers(db, &tier_ids).await? != tier_ids.len() as i64 {
        e.add("tierIds", t(Msg::InvalidChoice));
    }
    if let Some(previous) = form.previous {
        if form.id == Some(previous) || !store::campaign_exists(db, previous).await? {
            e.add("previous", t(Msg::InvalidChoice));
        }
    }
    e.finish()?;
    Ok(CampaignInput {
        title,
        description,
        terms,
        reward_type: reward.map(RewardType::code).unwrap_or("prize").into(),
        reward_name,
        product_id,
        reward_quantity,
        voucher_kind,
        voucher_discount,
        voucher_min_purchase,
        voucher_valid_days,
        cash_amount,
        points_required,
        starts_on,
        ends_on,
        max_redemptions,
        per_agent_limit,
        reward_frequency,
        tier_ids,
        previous_id: form.previous,
    })
}

async fn save(
    state: &AppState,
    user: &CurrentUser,
    id: Option<i64>,
    form: CampaignForm,
) -> ApiResult<Campaign> {
    let input = {
        let mut db = user.db().await?;
        checked_form(&mut db, &form).await?
    };
    let schema = &user.tenant.company.schema_name;
    let image = match form.image1 {
        None => None,
        Some(upload) => {
            if upload.size() > MAX_IMAGE {
                return Err(ApiError::too_large());
            }
            let bytes = upload.into_vec().await.map_err(ApiError::internal)?;
            Some(media::save_resized(&state.config.upload_dir, schema, bytes).await?)
        }
    };
    let mut db = user.db().await?;
    let saved = store::save_campaign(
        &mut db,
        id,
        &input,
        image.as_ref().map(|(i, t)| (i.as_str(), t.as_str())),
    )
    .await?;
    let Some((id, old_image, old_thumb)) = saved else {
        return Err(ApiError::not_found());
    };
    for key in [old_image, old_thumb].into_iter().flatten() {
        media::remove_later(&state.config.upload_dir, schema, &key);
    }
    let row = store::campaign(&mut db, id)
        .await?
        .ok_or_else(ApiError::not_found)?;
    ok_with(Msg::Saved, campaign(row, kl_today(), None))
}

async fn delete(user: &CurrentUser, id: i64) -> ApiResult<IdOutput> {
    let mut db = user.db().await?;
    if !store::delete_campaign(&mut db, id).await? {
        return Err(ApiError::not_found());
    }
    ok_with(Msg::Saved, IdOutput { id })
}

#[derive(Object)]
pub struct IdOutput {
    pub id: i64,
}

pub struct CampaignApi;

#[OpenApi(prefix_path = "/game", tag = "ApiTags::Campaigns")]
impl CampaignApi {
    /// Campaigns (upcoming, ongoing or expired in Kuala Lumpur time; all when no state): every one
    /// for HQ and staff, those of their tier for an agent (with their standing).
    #[oai(path = "/campaign/list", method = "get")]
    async fn list(&self, auth: UserAuth, state: Query<Option<String>>) -> ApiResult<Vec<Campaign>> {
        let state = match state.0.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(s) => Some(
                CampaignState::parse(s)
                    .ok_or_else(|| ApiError::field("state", Msg::InvalidChoice))?,
            ),
        };
        let mut db = auth.db().await?;
        ok(visible(&mut db, &auth.0, state, kl_today()).await?)
    }

    /// The ongoing campaigns the caller may see (an agent: with their balance and progress).
    #[oai(path = "/campaign/get-active", method = "get")]
    async fn active(&self, auth: UserAuth) -> ApiResult<Vec<Campaign>> {
        let mut db = auth.db().await?;
        ok(visible(&mut db, &auth.0, Some(CampaignState::Ongoing), kl_today()).await?)
    }

    /// One campaign (an agent: only one their tier may join, with their standing).
    #[oai(path = "/campaign/campaign-detail", method = "get")]
    async fn detail(
        &self,
        auth: UserAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Campaign> {
        let today = kl_today();
        let mut db = auth.db().await?;
        let row = store::campaign(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if auth.is_hq_side() {
            return ok(campaign(row, today, None));
        }
        if !rules::tier_may_join(&row.tier_ids, auth.tier_id) {
            return Err(ApiError::not_found());
        }
        let me = progress(&mut db, &auth.0, &row, today).await?;
        ok(campaign(row, today, Some(me)))
    }

    /// Adds a campaign (form fields; the banner is scaled to fit 1200 px with a thumbnail).
    #[oai(path = "/campaign/store", method = "post")]
    async fn store(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::PostContent>,
        form: CampaignForm,
    ) -> ApiResult<Campaign> {
        save(&state, &auth.0, None, form).await
    }

    /// Edits a campaign (`id` required; a new banner replaces the old one).
    #[oai(path = "/campaign/edit", method = "post")]
    async fn edit(
        &self,
        state: Data<&Arc<AppState>>,
        auth: StaffAuth<grant::PostContent>,
        form: CampaignForm,
    ) -> ApiResult<Campaign> {
        let id = form
            .id
            .filter(|id| *id > 0)
            .ok_or_else(|| ApiError::field("id", Msg::Required))?;
        save(&state, &auth.0, Some(id), form).await
    }

    /// Removes a campaign from every list (its redemptions stay in the history).
    #[oai(path = "/campaign/delete", method = "delete")]
    async fn delete(
        &self,
        auth: StaffAuth<grant::PostContent>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<IdOutput> {
        delete(&auth.0, id.0).await
    }

    /// The same as `DELETE /game/campaign/delete`, the id in the body.
    #[oai(path = "/campaign/delete", method = "post")]
    async fn delete_post(
        &self,
        auth: StaffAuth<grant::PostContent>,
        body: Json<IdInput>,
    ) -> ApiResult<IdOutput> {
        delete(&auth.0, body.id).await
    }

    /// HQ: campaigns per state, redemptions, points redeemed and rewards to hand over; an agent:
    /// their points balance, owed, earned and redeemed.
    #[oai(path = "/campaign/summary", method = "get")]
    async fn summary(&self, auth: UserAuth) -> ApiResult<CampaignSummary> {
        let today = kl_today();
        let mut db = auth.db().await?;
        if auth.is_hq_side() {
            let s = store::hq_summary(&mut db, today).await?;
            return ok(CampaignSummary {
                ongoing: s.ongoing,
                hq: Some(HqCampaignFigures {
                    ongoing: s.ongoing,
                    upcoming: s.upcoming,
                    expired: s.expired,
                    redemptions: s.redemptions,
                    points_redeemed: points_text(s.points_redeemed),
                    to_hand_over: s.to_hand_over,
                    points_outstanding: points_text(s.points_outstanding),
                }),
                agent: None,
            });
        }
        let b = store::balance(&mut db, auth.id).await?;
        let ongoing = store::campaigns(
            &mut db,
            Some(CampaignState::Ongoing),
            Some(auth.tier_id),
            today,
        )
        .await?
        .len() as i64;
        ok(CampaignSummary {
            hq: None,
            agent: Some(PointsStanding {
                balance: points_text(b.balance),
                owed: points_text(b.owed),
                earned: points_text(b.earned),
                redeemed: points_text(b.redeemed),
            }),
            ongoing,
        })
    }

    /// An agent redeems a campaign's reward: the points and one unit of its quota are taken in one
    /// transaction; a voucher reward is issued at once, the others wait for HQ to hand them over.
    #[oai(path = "/campaign/redeem-point", method = "post")]
    async fn redeem(&self, auth: AgentAuth, body: Json<RedeemInput>) -> ApiResult<Redemption> {
        let today = kl_today();
        let user = &auth.0;
        let mut db = user.db().await?;
        // The agent's balance row first: their own redemptions queue here, so the period count
        // and the balance read below stay true until this one commits.
        let balance = store::lock_balance(&mut db, user.id).await?.balance;
        // A campaign of another tier is not there for this agent (as in its detail).
        let row = store::campaign(&mut db, body.campaign_id)
            .await?
            .filter(|r| rules::tier_may_join(&r.tier_ids, user.tier_id))
            .ok_or_else(ApiError::not_found)?;
        let frequency = row.reward_frequency.as_deref().and_then(Frequency::parse);
        let period = rules::period_start(frequency, today, row.starts_on);
        let redeemed = store::redeemed_in_period(&mut db, row.id, user.id, period).await?;
        rules::may_redeem(&facts(&row, user.tier_id, balance, redeemed), today)
            .map_err(refusal_error)?;
        // The campaign's row last: racing agents queue on it and the last unit goes once.
        if !store::take_quota(&mut db, row.id).await? {
            return Err(refusal_error(RedeemRefusal::SoldOut));
        }
        let voucher = if row.reward_type == RewardType::Voucher.code() {
            Some(store::issue_voucher(&mut db, user.id, &row).await?.0)
        } else {
            None
        };
        let id = store::insert_redemption(
            &mut db,
            &store::NewRedemption {
                campaign: &row,
                agent_id: user.id,
                period_start: period,
                voucher_id: voucher,
                status: if voucher.is_some() {
                    "issued"
                } else {
                    "to_hand_over"
                },
            },
        )
        .await?;
        let reason = format!("Redeemed: {}", row.title);
        store::move_points(
            &mut db,
            &Entry {
                agent_id: user.id,
                kind: "redemption",
                movement: Movement::Spend(row.points_required),
                order_id: None,
                redemption_id: Some(id),
                reason: &reason,
                created_by: Some(user.id),
            },
        )
        .await?
        .map_err(|_| refusal_error(RedeemRefusal::NotEnoughPoints))?;
        let done = store::redemption(&mut db, id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::RewardRedeemed, redemption(done))
    }

    /// Points entries, newest first, with the balance: an agent's own; HQ and staff everyone's or
    /// one agent's (`agentId`).
    #[oai(path = "/campaign/history-point", method = "get")]
    async fn history_point(
        &self,
        auth: UserAuth,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<PointsHistory> {
        let (page, per_page) = page_of(page.0, per_page.0);
        let agent = if auth.is_hq_side() {
            agent_id.0
        } else {
            Some(auth.id)
        };
        let mut db = auth.db().await?;
        let b = match agent {
            Some(id) => store::balance(&mut db, id).await?,
            None => store::BalanceRow::default(),
        };
        let (total, rows) = store::entries(&mut db, agent, per_page, (page - 1) * per_page).await?;
        ok(PointsHistory {
            balance: points_text(b.balance),
            owed: points_text(b.owed),
            items: rows
                .into_iter()
                .map(|r| PointsEntry {
                    id: r.id,
                    agent_id: r.agent_id,
                    agent_name: r.agent_name,
                    kind: r.kind,
                    order_id: r.order_id,
                    order_number: r.order_number,
                    points: points_text(r.points),
                    reason: r.reason,
                    created_at: r.created_at,
                })
                .collect(),
            total,
            page,
            per_page,
        })
    }

    /// Redemptions, newest first: an agent's own; HQ and staff everyone's, by campaign, agent or
    /// status (issued, to_hand_over, handed_over).
    #[allow(clippy::too_many_arguments)]
    #[oai(path = "/campaign/history-redeem", method = "get")]
    async fn history_redeem(
        &self,
        auth: UserAuth,
        #[oai(name = "campaignId", validator(minimum(value = "1")))] campaign_id: Query<
            Option<i64>,
        >,
        #[oai(name = "agentId", validator(minimum(value = "1")))] agent_id: Query<Option<i64>>,
        status: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RedemptionPage> {
        let status = match status.0.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(s @ ("issued" | "to_hand_over" | "handed_over")) => Some(s.to_string()),
            Some(_) => return Err(ApiError::field("status", Msg::InvalidChoice)),
        };
        let agent = if auth.is_hq_side() {
            agent_id.0
        } else {
            Some(auth.id)
        };
        redemption_page(
            &auth.0,
            agent,
            campaign_id.0,
            status.as_deref(),
            page.0,
            per_page.0,
        )
        .await
    }

    /// HQ: the rewards waiting to be handed over (products, cash and prizes), newest first.
    #[oai(path = "/campaign/redeem-list", method = "get")]
    async fn redeem_list(
        &self,
        auth: StaffAuth<grant::PostContent>,
        #[oai(name = "campaignId", validator(minimum(value = "1")))] campaign_id: Query<
            Option<i64>,
        >,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<RedemptionPage> {
        redemption_page(
            &auth.0,
            None,
            campaign_id.0,
            Some("to_hand_over"),
            page.0,
            per_page.0,
        )
        .await
    }

    /// HQ marks a product, cash or prize reward handed over to its agent.
    #[oai(path = "/campaign/hand-over", method = "post")]
    async fn hand_over(
        &self,
        auth: StaffAuth<grant::PostContent>,
        body: Json<IdInput>,
    ) -> ApiResult<Redemption> {
        let mut db = auth.db().await?;
        let found = store::redemption(&mut db, body.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if !store::hand_over(&mut db, found.id, auth.id).await? {
            return Err(ApiError::conflict_rule(
                Msg::RewardNotWaiting,
                "reward_not_waiting",
            ));
        }
        let done = store::redemption(&mut db, found.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        ok_with(Msg::Saved, redemption(done))
    }

    /// HQ gives (positive) or takes (negative) an agent's points by hand, with a reason; a debit is
    /// at most the balance.
    #[oai(path = "/points/adjust", method = "post")]
    async fn adjust(
        &self,
        auth: HqAdminAuth,
        body: Json<PointsAdjustInput>,
    ) -> ApiResult<PointsStanding> {
        let mut e = FieldErrors::default();
        let points = signed_points(&mut e, "points", &body.points);
        let reason = required(&mut e, "reason", &body.reason, 200);
        e.finish()?;
        let mut db = auth.db().await?;
        if !store::is_agent(&mut db, body.agent_id).await? {
            return Err(ApiError::field("agentId", Msg::InvalidChoice));
        }
        adjust_one(&mut db, body.agent_id, points, &reason, auth.id)
            .await?
            .map_err(|msg| ApiError::field("points", msg))?;
        let b = store::balance(&mut db, body.agent_id).await?;
        ok_with(
            Msg::Saved,
            PointsStanding {
                balance: points_text(b.balance),
                owed: points_text(b.owed),
                earned: points_text(b.earned),
                redeemed: points_text(b.redeemed),
            },
        )
    }

    /// HQ gives or takes points of many agents from a CSV (`agent,points,reason`): good rows are
    /// applied, bad rows are reported with their line and reason and change nothing.
    #[oai(path = "/points/import", method = "post")]
    async fn import(&self, auth: HqAdminAuth, form: PointsUpload) -> ApiResult<PointsImport> {
        if form.file.size() > MAX_POINTS_FILE {
            return Err(ApiError::too_large());
        }
        let bytes = form.file.into_vec().await.map_err(ApiError::internal)?;
        let text = String::from_utf8(bytes)
            .map_err(|_| ApiError::field("file", Msg::PointsFileInvalid))?;
        let (rows, errors) = rules::parse_points_file(&text);
        if rows.len() + errors.len() > rules::MAX_POINTS_ROWS {
            return Err(ApiError::field("file", Msg::PointsFileTooLong));
        }
        if rows.is_empty() && errors.is_empty() {
            return Err(ApiError::field("file", Msg::PointsFileInvalid));
        }
        let mut db = auth.db().await?;
        let mut applied = vec![];
        let mut rejected: Vec<PointsRowResult> = errors
            .into_iter()
            .map(|(line, fault)| PointsRowResult {
                line: line as i64,
                agent: String::new(),
                points: String::new(),
                message: t(match fault {
                    rules::PointsRowError::MissingAgent => Msg::AgentRequired,
                    rules::PointsRowError::BadPoints => Msg::PointsInvalid,
                    rules::PointsRowError::MissingReason => Msg::ReasonRequired,
                })
                .to_string(),
            })
            .collect();
        for row in rows {
            let result = match store::find_agent(&mut db, &row.agent).await? {
                None => Err(Msg::AgentNotFound),
                Some(agent_id) => {
                    adjust_one(&mut db, agent_id, row.points, &row.reason, auth.id).await?
                }
            };
            let out = PointsRowResult {
                line: row.line as i64,
                agent: row.agent,
                points: points_text(row.points),
                message: String::new(),
            };
            match result {
                Ok(()) => applied.push(out),
                Err(msg) => rejected.push(PointsRowResult {
                    message: t(msg).to_string(),
                    ..out
                }),
            }
        }
        rejected.sort_by_key(|r| r.line);
        ok(PointsImport { applied, rejected })
    }
}

/// Signed points: not zero, at most 2 decimals, below a billion either way.
fn signed_points(e: &mut FieldErrors, field: &str, v: &str) -> Decimal {
    match v.trim().parse::<Decimal>() {
        Ok(p) if !p.is_zero() && p.scale() <= 2 && p.abs() <= Decimal::from(MAX_POINTS) => p,
        _ => {
            e.add(field, t(Msg::PointsInvalid));
            Decimal::ZERO
        }
    }
}

/// A credit or a debit by hand (a debit refused beyond the balance).
async fn adjust_one(
    db: &mut sqlx::PgConnection,
    agent_id: i64,
    points: Decimal,
    reason: &str,
    by: i64,
) -> Result<Result<(), Msg>, ApiError> {
    let movement = if points > Decimal::ZERO {
        Movement::Credit(points)
    } else {
        Movement::Spend(-points)
    };
    let done = store::move_points(
        db,
        &Entry {
            agent_id,
            kind: "manual",
            movement,
            order_id: None,
            redemption_id: None,
            reason,
            created_by: Some(by),
        },
    )
    .await?;
    Ok(done.map(|_| ()).map_err(|_| Msg::DebitAboveBalance))
}

async fn redemption_page(
    user: &CurrentUser,
    agent: Option<i64>,
    campaign_id: Option<i64>,
    status: Option<&str>,
    page: Option<i64>,
    per_page: Option<i64>,
) -> ApiResult<RedemptionPage> {
    let (page, per_page) = page_of(page, per_page);
    let mut db = user.db().await?;
    let (total, rows) = store::redemptions(
        &mut db,
        agent,
        campaign_id,
        status,
        per_page,
        (page - 1) * per_page,
    )
    .await?;
    ok(RedemptionPage {
        items: rows.into_iter().map(redemption).collect(),
        total,
        page,
        per_page,
    })
}
