//! `/setup/tier` and `/setup/company-commission-rank`.

use super::{amount, percent, percent_text, required, text, units};
use crate::domain::money_opt;
use crate::http::auth::{HqAdminAuth, HqAuth};
use crate::http::text::Text;
use crate::{
    features::setup::{rules, store},
    http::tags::ApiTags,
    http::{auth::UserAuth, constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors},
    i18n::{t, Msg},
};
use poem_openapi::{param::Query, payload::Json, Object, OpenApi};

/// An agent level. Money and percentages are decimal strings; any number may be left blank (null).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Tier {
    #[oai(nullable, rename = "level_id")]
    pub level_id: Option<i64>,
    pub level_name: Text,
    /// 1 is the highest tier; unique.
    pub rank_number: i32,
    #[oai(nullable)]
    pub min_order_unit: Option<i64>,
    #[oai(nullable)]
    pub min_order_amount: Option<Text>,
    #[oai(nullable)]
    pub first_order_min_unit: Option<i64>,
    #[oai(nullable)]
    pub first_order_min_amount: Option<Text>,
    #[oai(nullable)]
    pub personal_sales_unit: Option<i64>,
    #[oai(nullable)]
    pub personal_sales_amount: Option<Text>,
    #[oai(nullable)]
    pub group_sales_unit: Option<i64>,
    #[oai(nullable)]
    pub group_sales_amount: Option<Text>,
    /// Total personal group sales.
    #[oai(nullable)]
    pub tpgs_unit: Option<i64>,
    #[oai(nullable)]
    pub tpgs_amount: Option<Text>,
    /// Percent.
    #[oai(nullable)]
    pub helper_percen: Option<Text>,
    #[oai(nullable)]
    pub recruit_comm: Option<Text>,
    /// Percent.
    #[oai(nullable)]
    pub leadership: Option<Text>,
    #[oai(nullable)]
    pub introducer_bonus: Option<Text>,
    /// Percent.
    #[oai(nullable)]
    pub overriding_commission: Option<Text>,
    #[oai(default)]
    pub inactive_status: bool,
    #[oai(nullable)]
    pub team_member_sales_threshold: Option<Text>,
    #[oai(read_only, default)]
    pub agent_count: i64,
}

fn tier(r: store::TierRow) -> Tier {
    Tier {
        level_id: Some(r.id),
        level_name: r.name.into(),
        rank_number: r.rank_number,
        min_order_unit: r.min_order_unit.map(i64::from),
        min_order_amount: money_opt(r.min_order_amount).map(Text::from),
        first_order_min_unit: r.first_order_min_unit.map(i64::from),
        first_order_min_amount: money_opt(r.first_order_min_amount).map(Text::from),
        personal_sales_unit: r.personal_sales_unit.map(i64::from),
        personal_sales_amount: money_opt(r.personal_sales_amount).map(Text::from),
        group_sales_unit: r.group_sales_unit.map(i64::from),
        group_sales_amount: money_opt(r.group_sales_amount).map(Text::from),
        tpgs_unit: r.tpgs_unit.map(i64::from),
        tpgs_amount: money_opt(r.tpgs_amount).map(Text::from),
        helper_percen: percent_text(r.helper_percent).map(Text::from),
        recruit_comm: money_opt(r.recruit_commission).map(Text::from),
        leadership: percent_text(r.leadership).map(Text::from),
        introducer_bonus: money_opt(r.introducer_bonus).map(Text::from),
        overriding_commission: percent_text(r.overriding_commission).map(Text::from),
        inactive_status: r.inactive_status,
        team_member_sales_threshold: money_opt(r.team_member_sales_threshold).map(Text::from),
        agent_count: r.agent_count,
    }
}

fn parse_tier(b: &Tier, id: i64) -> Result<store::TierRow, ApiError> {
    let mut e = FieldErrors::default();
    let row = store::TierRow {
        id,
        name: required(&mut e, "levelName", &b.level_name, 60),
        rank_number: b.rank_number,
        min_order_unit: units(&mut e, "minOrderUnit", b.min_order_unit),
        min_order_amount: amount(&mut e, "minOrderAmount", &b.min_order_amount),
        first_order_min_unit: units(&mut e, "firstOrderMinUnit", b.first_order_min_unit),
        first_order_min_amount: amount(&mut e, "firstOrderMinAmount", &b.first_order_min_amount),
        personal_sales_unit: units(&mut e, "personalSalesUnit", b.personal_sales_unit),
        personal_sales_amount: amount(&mut e, "personalSalesAmount", &b.personal_sales_amount),
        group_sales_unit: units(&mut e, "groupSalesUnit", b.group_sales_unit),
        group_sales_amount: amount(&mut e, "groupSalesAmount", &b.group_sales_amount),
        tpgs_unit: units(&mut e, "tpgsUnit", b.tpgs_unit),
        tpgs_amount: amount(&mut e, "tpgsAmount", &b.tpgs_amount),
        helper_percent: percent(&mut e, "helperPercen", &b.helper_percen),
        recruit_commission: amount(&mut e, "recruitComm", &b.recruit_comm),
        leadership: percent(&mut e, "leadership", &b.leadership),
        introducer_bonus: amount(&mut e, "introducerBonus", &b.introducer_bonus),
        overriding_commission: percent(&mut e, "overridingCommission", &b.overriding_commission),
        inactive_status: b.inactive_status,
        team_member_sales_threshold: amount(
            &mut e,
            "teamMemberSalesThreshold",
            &b.team_member_sales_threshold,
        ),
        agent_count: 0,
    };
    if !(1..=1000).contains(&b.rank_number) {
        e.add("rankNumber", t(Msg::OutOfRange));
    }
    e.finish()?;
    Ok(row)
}

fn tier_clash(err: sqlx::Error) -> ApiError {
    match constraint_of(&err) {
        Some("tiers_rank_number_key") => ApiError::field("rankNumber", Msg::RankNumberTaken),
        Some("tiers_name_key") => ApiError::field("levelName", Msg::NameTaken),
        _ => ApiError::from(err),
    }
}

/// A commission rank (spec §3 Commission rank). Money and percentages are decimal strings.
#[derive(Object)]
pub struct CommissionRank {
    #[oai(nullable)]
    pub id: Option<i64>,
    pub commission_name: Text,
    #[oai(nullable)]
    pub personal_sales: Option<Text>,
    #[oai(nullable)]
    pub total_personal_group_sales: Option<Text>,
    #[oai(nullable)]
    pub side_group_sales: Option<Text>,
    /// Percent.
    #[oai(nullable)]
    pub commission: Option<Text>,
    /// Percent.
    #[oai(nullable)]
    pub personal_level_commission: Option<Text>,
    #[oai(default)]
    pub is_leadership: bool,
    #[oai(nullable)]
    pub benefit_1: Option<Text>,
    #[oai(nullable)]
    pub benefit_2: Option<Text>,
    #[oai(nullable)]
    pub benefit_3: Option<Text>,
    #[oai(nullable)]
    pub benefit_4: Option<Text>,
    #[oai(nullable)]
    pub benefit_5: Option<Text>,
    #[oai(nullable)]
    pub benefit_6: Option<Text>,
    #[oai(nullable)]
    pub benefit_7: Option<Text>,
    #[oai(nullable)]
    pub benefit_8: Option<Text>,
}

#[derive(Object)]
pub struct RanksRequest {
    /// The whole list, in order; ranks left out are removed.
    pub ranks: Vec<CommissionRank>,
}

fn rank(r: store::RankRow) -> CommissionRank {
    let b = |i: usize| r.benefits.get(i).cloned().filter(|s| !s.is_empty());
    CommissionRank {
        id: Some(r.id),
        commission_name: r.commission_name.clone().into(),
        personal_sales: money_opt(r.personal_sales).map(Text::from),
        total_personal_group_sales: money_opt(r.total_personal_group_sales).map(Text::from),
        side_group_sales: money_opt(r.side_group_sales).map(Text::from),
        commission: percent_text(r.commission).map(Text::from),
        personal_level_commission: percent_text(r.personal_level_commission).map(Text::from),
        is_leadership: r.is_leadership,
        benefit_1: b(0).map(Text::from),
        benefit_2: b(1).map(Text::from),
        benefit_3: b(2).map(Text::from),
        benefit_4: b(3).map(Text::from),
        benefit_5: b(4).map(Text::from),
        benefit_6: b(5).map(Text::from),
        benefit_7: b(6).map(Text::from),
        benefit_8: b(7).map(Text::from),
    }
}

pub struct TiersApi;

#[OpenApi(prefix_path = "/setup", tag = "ApiTags::Setup")]
impl TiersApi {
    /// The tiers, highest first (every signed-in user may read them).
    #[oai(path = "/tier", method = "get")]
    async fn tiers(&self, auth: UserAuth) -> ApiResult<Vec<Tier>> {
        let mut db = auth.db().await?;
        ok(store::tiers(&mut db).await?.into_iter().map(tier).collect())
    }

    /// Adds a tier.
    #[oai(path = "/tier/store", method = "post")]
    async fn tier_store(&self, auth: HqAdminAuth, body: Json<Tier>) -> ApiResult<Vec<Tier>> {
        let row = parse_tier(&body.0, 0)?;
        let mut db = auth.db().await?;
        store::save_tier(&mut db, &row).await.map_err(tier_clash)?;
        ok_with(
            Msg::Saved,
            store::tiers(&mut db).await?.into_iter().map(tier).collect(),
        )
    }

    /// Changes a tier (`level_id` names it).
    #[oai(path = "/tier/update", method = "post")]
    async fn tier_update(&self, auth: HqAdminAuth, body: Json<Tier>) -> ApiResult<Vec<Tier>> {
        let id = body
            .0
            .level_id
            .ok_or_else(|| ApiError::field("level_id", Msg::Required))?;
        let row = parse_tier(&body.0, id)?;
        let mut db = auth.db().await?;
        store::save_tier(&mut db, &row)
            .await
            .map_err(tier_clash)?
            .ok_or_else(ApiError::not_found)?;
        ok_with(
            Msg::Saved,
            store::tiers(&mut db).await?.into_iter().map(tier).collect(),
        )
    }

    /// Removes a tier that has no agents.
    #[oai(path = "/tier/delete", method = "delete")]
    async fn tier_delete(
        &self,
        auth: HqAdminAuth,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<Vec<Tier>> {
        let mut db = auth.db().await?;
        let found = store::tier(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if found.agent_count > 0 {
            return Err(ApiError::rule(Msg::TierHasAgents, "tier_has_agents"));
        }
        store::delete_tier(&mut db, id.0).await?;
        ok_with(
            Msg::Saved,
            store::tiers(&mut db).await?.into_iter().map(tier).collect(),
        )
    }

    /// The commission ranks, in order.
    #[oai(path = "/company-commission-rank", method = "get")]
    async fn ranks(&self, auth: HqAuth) -> ApiResult<Vec<CommissionRank>> {
        let mut db = auth.db().await?;
        ok(store::ranks(&mut db).await?.into_iter().map(rank).collect())
    }

    /// Replaces the commission ranks with the list sent.
    #[oai(path = "/company-commission-rank/update", method = "post")]
    async fn ranks_update(
        &self,
        auth: HqAdminAuth,
        body: Json<RanksRequest>,
    ) -> ApiResult<Vec<CommissionRank>> {
        let mut e = FieldErrors::default();
        let mut rows = Vec::new();
        for (i, r) in body.0.ranks.iter().enumerate() {
            let f = |name: &str| format!("ranks.{i}.{name}");
            let benefits: Vec<String> = [
                &r.benefit_1,
                &r.benefit_2,
                &r.benefit_3,
                &r.benefit_4,
                &r.benefit_5,
                &r.benefit_6,
                &r.benefit_7,
                &r.benefit_8,
            ]
            .iter()
            .enumerate()
            .map(|(n, v)| {
                text(&mut e, &f(&format!("benefit_{}", n + 1)), v, 200).unwrap_or_default()
            })
            .collect();
            rows.push(store::RankRow {
                id: r.id.unwrap_or(0),
                commission_name: required(&mut e, &f("commission_name"), &r.commission_name, 60),
                personal_sales: amount(&mut e, &f("personal_sales"), &r.personal_sales),
                total_personal_group_sales: amount(
                    &mut e,
                    &f("total_personal_group_sales"),
                    &r.total_personal_group_sales,
                ),
                side_group_sales: amount(&mut e, &f("side_group_sales"), &r.side_group_sales),
                commission: percent(&mut e, &f("commission"), &r.commission),
                personal_level_commission: percent(
                    &mut e,
                    &f("personal_level_commission"),
                    &r.personal_level_commission,
                ),
                is_leadership: r.is_leadership,
                benefits,
            });
        }
        let names: Vec<String> = rows
            .iter()
            .map(|r| r.commission_name.to_lowercase())
            .collect();
        let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();
        if let Some(dup) = rules::first_duplicate(&name_refs) {
            let i = name_refs.iter().rposition(|n| *n == dup).unwrap_or(0);
            e.add(&format!("ranks.{i}.commission_name"), t(Msg::NameTaken));
        }
        e.finish()?;
        let mut db = auth.db().await?;
        let existing = store::rank_ids(&mut db).await?;
        if rows.iter().any(|r| r.id != 0 && !existing.contains(&r.id)) {
            return Err(ApiError::not_found());
        }
        store::replace_ranks(&mut db, &rows).await?;
        ok_with(
            Msg::Saved,
            store::ranks(&mut db).await?.into_iter().map(rank).collect(),
        )
    }
}
