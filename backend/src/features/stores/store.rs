//! The SQL of store programs: settings per program, agents' stores and their review, visits,
//! e-koop banners and the storefront's catalogue reads.

use super::rules::{JoinPolicy, Program, StoreStatus};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::PgConnection;

/// The column of company_settings that says whether HQ offers a program.
fn offered_column(program: Program) -> &'static str {
    match program {
        Program::Affiliate => "go_affiliate_status",
        Program::Online => "ejen_store_status",
        Program::Ekoop => "e_koop_status",
    }
}

/// Whether HQ offers the program, and how agents join it.
pub async fn settings(db: &mut PgConnection, program: Program) -> sqlx::Result<(bool, JoinPolicy)> {
    let sql = format!(
        "select coalesce((select {} from company_settings), false),
                coalesce((select join_policy from store_program_settings where program = $1), 'approval')",
        offered_column(program)
    );
    let (offered, policy): (bool, String) = sqlx::query_as(&sql)
        .bind(program.code())
        .fetch_one(db)
        .await?;
    Ok((offered, JoinPolicy::parse(&policy)))
}

pub async fn save_settings(
    db: &mut PgConnection,
    program: Program,
    offered: bool,
    policy: JoinPolicy,
) -> sqlx::Result<()> {
    let sql = format!(
        "update company_settings set {} = $1, updated_at = now()",
        offered_column(program)
    );
    sqlx::query(&sql).bind(offered).execute(&mut *db).await?;
    sqlx::query(
        "insert into store_program_settings (program, join_policy) values ($1, $2)
         on conflict (company_id, program) do update set join_policy = excluded.join_policy, updated_at = now()",
    )
    .bind(program.code())
    .bind(policy.code())
    .execute(db)
    .await?;
    Ok(())
}

#[derive(sqlx::FromRow)]
pub struct StoreRow {
    pub id: i64,
    pub agent_id: i64,
    pub program: String,
    pub status: String,
    pub name: String,
    pub slug: String,
    pub tagline: Option<String>,
    pub logo_key: Option<String>,
    pub primary_color: Option<String>,
    pub contact_phone: Option<String>,
    pub whatsapp: Option<String>,
    pub contact_email: Option<String>,
    pub school_name: Option<String>,
    pub school_address: Option<String>,
    pub pickup_hours: Option<String>,
    pub review_note: Option<String>,
    pub approved_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl StoreRow {
    pub fn program(&self) -> Program {
        Program::parse(&self.program).unwrap_or(Program::Affiliate)
    }
    pub fn status(&self) -> StoreStatus {
        StoreStatus::parse(&self.status).unwrap_or(StoreStatus::Pending)
    }
}

const STORE_COLUMNS: &str =
    "s.id, s.agent_id, s.program, s.status, s.name, s.slug, s.tagline, s.logo_key,
     s.primary_color, s.contact_phone, s.whatsapp, s.contact_email, s.school_name, s.school_address,
     s.pickup_hours, s.review_note, s.approved_at, s.created_at";

/// What an agent writes about their store.
pub struct StoreFields {
    pub name: String,
    pub slug: String,
    pub tagline: Option<String>,
    pub primary_color: Option<String>,
    pub contact_phone: Option<String>,
    pub whatsapp: Option<String>,
    pub contact_email: Option<String>,
    pub school_name: Option<String>,
    pub school_address: Option<String>,
    pub pickup_hours: Option<String>,
}

/// The agent's store in a program.
pub async fn agent_store(
    db: &mut PgConnection,
    agent_id: i64,
    program: Program,
) -> sqlx::Result<Option<StoreRow>> {
    sqlx::query_as(&format!(
        "select {STORE_COLUMNS} from agent_stores s where s.agent_id = $1 and s.program = $2"
    ))
    .bind(agent_id)
    .bind(program.code())
    .fetch_optional(db)
    .await
}

/// A store by its link, whatever its status (its customers still follow their orders).
pub async fn store_by_slug(db: &mut PgConnection, slug: &str) -> sqlx::Result<Option<StoreRow>> {
    sqlx::query_as(&format!(
        "select {STORE_COLUMNS} from agent_stores s where s.slug = $1"
    ))
    .bind(slug)
    .fetch_optional(db)
    .await
}

/// A store by id.
pub async fn store_by_id(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<StoreRow>> {
    sqlx::query_as(&format!(
        "select {STORE_COLUMNS} from agent_stores s where s.id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// A store by id, locked for a change.
pub async fn store_for_update(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<StoreRow>> {
    sqlx::query_as(&format!(
        "select {STORE_COLUMNS} from agent_stores s where s.id = $1 for update"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// An open store by its link (a pending, rejected or suspended store has no storefront).
pub async fn active_store(db: &mut PgConnection, slug: &str) -> sqlx::Result<Option<StoreRow>> {
    sqlx::query_as(&format!(
        "select {STORE_COLUMNS} from agent_stores s where s.slug = $1 and s.status = 'active'"
    ))
    .bind(slug)
    .fetch_optional(db)
    .await
}

/// Whether another store already uses the link.
pub async fn slug_taken(
    db: &mut PgConnection,
    slug: &str,
    except: Option<i64>,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from agent_stores where slug = $1 and id is distinct from $2)",
    )
    .bind(slug)
    .bind(except)
    .fetch_one(db)
    .await
}

pub async fn insert_store(
    db: &mut PgConnection,
    agent_id: i64,
    program: Program,
    status: StoreStatus,
    f: &StoreFields,
) -> sqlx::Result<StoreRow> {
    let sql = format!(
        "insert into agent_stores as s (agent_id, program, status, name, slug, tagline, primary_color,
             contact_phone, whatsapp, contact_email, school_name, school_address, pickup_hours, approved_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
                 case when $3 = 'active' then now() end)
         returning {STORE_COLUMNS}"
    );
    let q = sqlx::query_as(&sql)
        .bind(agent_id)
        .bind(program.code())
        .bind(status.code());
    bind_fields(q, f).fetch_one(db).await
}

pub async fn update_store(
    db: &mut PgConnection,
    id: i64,
    status: StoreStatus,
    f: &StoreFields,
) -> sqlx::Result<StoreRow> {
    let sql = format!(
        "update agent_stores as s set status = $2, name = $3, slug = $4, tagline = $5, primary_color = $6,
             contact_phone = $7, whatsapp = $8, contact_email = $9, school_name = $10, school_address = $11,
             pickup_hours = $12, updated_at = now(),
             approved_at = case when $2 = 'active' then coalesce(s.approved_at, now()) else s.approved_at end
         where s.id = $1
         returning {STORE_COLUMNS}"
    );
    let q = sqlx::query_as(&sql).bind(id).bind(status.code());
    bind_fields(q, f).fetch_one(db).await
}

type StoreQuery<'q> =
    sqlx::query::QueryAs<'q, sqlx::Postgres, StoreRow, sqlx::postgres::PgArguments>;

/// Binds what the agent writes about their store as the next ten parameters, in `StoreFields`
/// order (name, slug, tagline, colour, phone, WhatsApp, e-mail, school, its address, pickup hours).
fn bind_fields<'q>(q: StoreQuery<'q>, f: &'q StoreFields) -> StoreQuery<'q> {
    q.bind(&f.name)
        .bind(&f.slug)
        .bind(&f.tagline)
        .bind(&f.primary_color)
        .bind(&f.contact_phone)
        .bind(&f.whatsapp)
        .bind(&f.contact_email)
        .bind(&f.school_name)
        .bind(&f.school_address)
        .bind(&f.pickup_hours)
}

/// Sets the store's logo; answers the store and the logo it replaced.
pub async fn set_logo(
    db: &mut PgConnection,
    id: i64,
    key: &str,
) -> sqlx::Result<(StoreRow, Option<String>)> {
    let old: Option<String> =
        sqlx::query_scalar("select logo_key from agent_stores where id = $1 for update")
            .bind(id)
            .fetch_one(&mut *db)
            .await?;
    let row = sqlx::query_as(&format!(
        "update agent_stores as s set logo_key = $2, updated_at = now() where s.id = $1 returning {STORE_COLUMNS}"
    ))
    .bind(id)
    .bind(key)
    .fetch_one(db)
    .await?;
    Ok((row, old))
}

pub async fn review(
    db: &mut PgConnection,
    id: i64,
    status: StoreStatus,
    note: Option<&str>,
    reviewer: i64,
) -> sqlx::Result<StoreRow> {
    sqlx::query_as(&format!(
        "update agent_stores as s set status = $2, review_note = $3, reviewed_by = $4, updated_at = now(),
             approved_at = case when $2 = 'active' then coalesce(s.approved_at, now()) else s.approved_at end
         where s.id = $1
         returning {STORE_COLUMNS}"
    ))
    .bind(id)
    .bind(status.code())
    .bind(note)
    .bind(reviewer)
    .fetch_one(db)
    .await
}

#[derive(sqlx::FromRow)]
pub struct HqStoreRow {
    #[sqlx(flatten)]
    pub store: StoreRow,
    pub agent_name: String,
    pub agent_email: String,
}

/// A page of a program's stores, newest first, and how many match.
pub async fn stores(
    db: &mut PgConnection,
    program: Program,
    status: Option<StoreStatus>,
    search: Option<&str>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<HqStoreRow>)> {
    let pattern = search.map(|s| format!("%{}%", s.replace(['%', '_', '\\'], "")));
    let filter = "s.program = $1 and ($2::text is null or s.status = $2)
         and ($3::text is null or s.name ilike $3 or s.slug ilike $3 or u.email ilike $3
              or coalesce(u.full_name, '') ilike $3)";
    let total: i64 = sqlx::query_scalar(&format!(
        "select count(*) from agent_stores s join users u on u.id = s.agent_id where {filter}"
    ))
    .bind(program.code())
    .bind(status.map(StoreStatus::code))
    .bind(&pattern)
    .fetch_one(&mut *db)
    .await?;
    let rows = sqlx::query_as(&format!(
        "select {STORE_COLUMNS}, coalesce(nullif(u.full_name, ''), u.username) as agent_name, u.email as agent_email
         from agent_stores s join users u on u.id = s.agent_id
         where {filter}
         order by s.id desc limit $4 offset $5"
    ))
    .bind(program.code())
    .bind(status.map(StoreStatus::code))
    .bind(&pattern)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await?;
    Ok((total, rows))
}

/// Counts a visit today; answers today's visits.
pub async fn count_visit(
    db: &mut PgConnection,
    store_id: i64,
    day: NaiveDate,
) -> sqlx::Result<i64> {
    let visits: i32 = sqlx::query_scalar(
        "insert into store_visits (store_id, day, visits) values ($1, $2, 1)
         on conflict (store_id, day) do update set visits = store_visits.visits + 1
         returning visits",
    )
    .bind(store_id)
    .bind(day)
    .fetch_one(db)
    .await?;
    Ok(visits.into())
}

/// One day of one store in a summary.
#[derive(sqlx::FromRow)]
pub struct DayFigures {
    pub store_id: i64,
    pub day: NaiveDate,
    pub visits: i64,
    pub orders: i64,
    pub sales: Decimal,
    pub earned: Decimal,
}

/// Visits, paid orders, their sales (goods after discount, before shipping and tax) and what the store's agent earned, per store and KL day, for
/// the stores of a program (one store when `store` is given). Earned: the affiliate commission
/// entries of the store's orders (net of clawbacks), or for an online store the agent's margin.
pub async fn day_figures(
    db: &mut PgConnection,
    program: Program,
    store: Option<i64>,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<DayFigures>> {
    sqlx::query_as(
        "with picked as (
             select id, agent_id from agent_stores
             where program = $1 and ($2::bigint is null or id = $2)
         ),
         visits as (
             select v.store_id, v.day, sum(v.visits)::bigint as visits
             from store_visits v join picked p on p.id = v.store_id
             where v.day between $3 and $4
             group by 1, 2
         ),
         sold as (
             select o.store_id, (o.paid_at at time zone 'Asia/Kuala_Lumpur')::date as day,
                    count(*) as orders, sum(o.sub_total - o.discount) as sales,
                    sum(case when $1 = 'online' then o.seller_profit else
                        coalesce((select sum(e.amount) from commission_entries e
                                  where e.order_id = o.id and e.kind = 'affiliate' and e.agent_id = p.agent_id), 0)
                        end) as earned
             from orders o join picked p on p.id = o.store_id
             where o.payment_status in ('paid', 'refunded') and o.status <> 'cancelled'
               and o.paid_at >= ($3::date::timestamp at time zone 'Asia/Kuala_Lumpur')
               and o.paid_at < (($4::date + 1)::timestamp at time zone 'Asia/Kuala_Lumpur')
             group by 1, 2
         )
         select coalesce(v.store_id, s.store_id) as store_id, coalesce(v.day, s.day) as day,
                coalesce(v.visits, 0) as visits, coalesce(s.orders, 0) as orders,
                coalesce(s.sales, 0) as sales, coalesce(s.earned, 0) as earned
         from visits v full join sold s on s.store_id = v.store_id and s.day = v.day
         order by 2, 1",
    )
    .bind(program.code())
    .bind(store)
    .bind(from)
    .bind(to)
    .fetch_all(db)
    .await
}

/// Name, link and agent of the program's stores named in a summary.
pub async fn store_names(
    db: &mut PgConnection,
    ids: &[i64],
) -> sqlx::Result<Vec<(i64, String, String, String)>> {
    sqlx::query_as(
        "select s.id, s.name, s.slug, coalesce(nullif(u.full_name, ''), u.username)
         from agent_stores s join users u on u.id = s.agent_id where s.id = any($1)",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

#[derive(sqlx::FromRow)]
pub struct BannerRow {
    pub id: i64,
    pub title: String,
    pub description: String,
    pub image_key: String,
    pub url: Option<String>,
    pub created_at: DateTime<Utc>,
}

pub async fn banners(db: &mut PgConnection, store_id: i64) -> sqlx::Result<Vec<BannerRow>> {
    sqlx::query_as(
        "select id, title, description, image_key, url, created_at from store_banners
         where store_id = $1 order by id desc",
    )
    .bind(store_id)
    .fetch_all(db)
    .await
}

/// Adds a banner unless the store already holds `max` (the store row is locked so two uploads
/// cannot both pass the count); None when full.
pub async fn insert_banner(
    db: &mut PgConnection,
    store_id: i64,
    max: i64,
    title: &str,
    description: &str,
    image_key: &str,
    url: Option<&str>,
) -> sqlx::Result<Option<BannerRow>> {
    sqlx::query("select 1 from agent_stores where id = $1 for update")
        .bind(store_id)
        .execute(&mut *db)
        .await?;
    let held: i64 = sqlx::query_scalar("select count(*) from store_banners where store_id = $1")
        .bind(store_id)
        .fetch_one(&mut *db)
        .await?;
    if held >= max {
        return Ok(None);
    }
    sqlx::query_as(
        "insert into store_banners (store_id, title, description, image_key, url) values ($1, $2, $3, $4, $5)
         returning id, title, description, image_key, url, created_at",
    )
    .bind(store_id)
    .bind(title)
    .bind(description)
    .bind(image_key)
    .bind(url)
    .fetch_optional(db)
    .await
}

/// Deletes one of the store's banners; answers its image key.
pub async fn delete_banner(
    db: &mut PgConnection,
    store_id: i64,
    id: i64,
) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "delete from store_banners where id = $1 and store_id = $2 returning image_key",
    )
    .bind(id)
    .bind(store_id)
    .fetch_optional(db)
    .await
}

/// The categories that hold a published product.
pub async fn categories(db: &mut PgConnection) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as(
        "select c.id, c.name from product_categories c
         where exists (select 1 from products p where p.category_id = c.id and p.status = 'published'
                       and p.deleted_at is null)
         order by c.name, c.id",
    )
    .fetch_all(db)
    .await
}

/// Where a storefront's stock comes from: HQ's main branch, or the agent of an online store.
#[derive(Clone, Copy)]
pub enum StockSource {
    Hq,
    Agent(i64),
}

impl StockSource {
    pub fn agent(self) -> Option<i64> {
        match self {
            StockSource::Hq => None,
            StockSource::Agent(id) => Some(id),
        }
    }
}

/// The units of a variant the storefront may sell: the stock on hand, and for a preorder product
/// HQ sells (while the company's preorder feature is on) what is left of its preorder limit.
/// `$1` is the agent of an online store (null: HQ's main branch).
pub(super) const SELLABLE: &str = "(case when $1::bigint is null
        then coalesce((select sl.quantity from stock_levels sl
                       where sl.variant_id = v.id
                         and sl.branch_id = (select id from branches order by is_main desc, id limit 1)), 0)
             + case when p.preorder and (select show_hide_preorder from company_settings)
                    then greatest(coalesce(p.preorder_limit, 0) - p.preorder_taken, 0) else 0 end
        else coalesce((select a.quantity from agent_stock a where a.agent_id = $1 and a.variant_id = v.id), 0)
     end)";

#[derive(sqlx::FromRow)]
pub struct ProductCard {
    pub id: i64,
    pub name: String,
    pub cover_thumb: Option<String>,
    pub retail_price: Decimal,
    pub store_price: Option<Decimal>,
    pub in_stock: bool,
}

/// A page of published products (name search, category), by name, with whether any variant sells.
pub async fn products(
    db: &mut PgConnection,
    source: StockSource,
    search: Option<&str>,
    category: Option<i64>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(i64, Vec<ProductCard>)> {
    let pattern = search.map(|s| format!("%{}%", s.replace(['%', '_', '\\'], "")));
    let filter = "p.status = 'published' and p.deleted_at is null and not p.first_order_only
         and ($2::text is null or p.name ilike $2) and ($3::bigint is null or p.category_id = $3)";
    let total: i64 = sqlx::query_scalar(&format!(
        "select count(*) from products p where {filter} and $1::bigint is not distinct from $1"
    ))
    .bind(source.agent())
    .bind(&pattern)
    .bind(category)
    .fetch_one(&mut *db)
    .await?;
    let rows = sqlx::query_as(&format!(
        "select p.id, p.name, p.cover_thumb, p.retail_price, p.store_price,
                exists (select 1 from product_variants v where v.product_id = p.id and not v.retired
                        and {SELLABLE} > 0) as in_stock
         from products p where {filter}
         order by p.name, p.id limit $4 offset $5"
    ))
    .bind(source.agent())
    .bind(&pattern)
    .bind(category)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await?;
    Ok((total, rows))
}

#[derive(sqlx::FromRow)]
pub struct ProductDetail {
    pub id: i64,
    pub name: String,
    pub description: Option<String>,
    pub cover_image: Option<String>,
    pub retail_price: Decimal,
    pub store_price: Option<Decimal>,
    /// A preorder product HQ sells beyond stock (the company's preorder feature is on).
    pub preorder: bool,
}

pub async fn product(db: &mut PgConnection, id: i64) -> sqlx::Result<Option<ProductDetail>> {
    sqlx::query_as(
        "select id, name, description, cover_image, retail_price, store_price,
                preorder and (select show_hide_preorder from company_settings) as preorder from products
         where id = $1 and status = 'published' and deleted_at is null and not first_order_only",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

pub async fn product_images(db: &mut PgConnection, id: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("select image from product_images where product_id = $1 order by position")
        .bind(id)
        .fetch_all(db)
        .await
}

/// A product's variants on sale: id, label and whether any unit sells.
pub async fn variants(
    db: &mut PgConnection,
    source: StockSource,
    product_id: i64,
) -> sqlx::Result<Vec<(i64, String, bool)>> {
    sqlx::query_as(&format!(
        "select v.id, v.label, {SELLABLE} > 0 from product_variants v join products p on p.id = v.product_id
         where v.product_id = $2 and not v.retired order by v.id"
    ))
    .bind(source.agent())
    .bind(product_id)
    .fetch_all(db)
    .await
}
