//! SQL of the shop: the agent's cart (whom they buy from and its lines) and delivery addresses.

use crate::features::orders::pricing::Wanted;
use sqlx::{FromRow, PgConnection};

/// 'hq' or 'upline' (HQ when the agent never chose).
pub async fn order_from(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<String> {
    Ok(
        sqlx::query_scalar("select order_from from carts where agent_id = $1")
            .bind(agent_id)
            .fetch_optional(db)
            .await?
            .unwrap_or_else(|| "hq".to_string()),
    )
}

pub async fn set_order_from(db: &mut PgConnection, agent_id: i64, from: &str) -> sqlx::Result<()> {
    sqlx::query(
        "insert into carts (agent_id, order_from) values ($1, $2)
         on conflict (agent_id) do update set order_from = excluded.order_from, updated_at = now()",
    )
    .bind(agent_id)
    .bind(from)
    .execute(db)
    .await?;
    Ok(())
}

#[derive(FromRow, Debug, Clone)]
struct LineRow {
    id: i64,
    kind: String,
    variant_id: Option<i64>,
    package_id: Option<i64>,
    combo_id: Option<i64>,
    picks: serde_json::Value,
    quantity: i32,
}

fn kind(s: &str) -> &'static str {
    match s {
        "package" => "package",
        "combo" => "combo",
        _ => "product",
    }
}

pub async fn lines(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<Vec<Wanted>> {
    let rows: Vec<LineRow> = sqlx::query_as(
        "select id, kind, variant_id, package_id, combo_id, picks, quantity from cart_lines where agent_id = $1 order by id",
    )
    .bind(agent_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| Wanted {
            kind: kind(&r.kind),
            variant_id: r.variant_id,
            package_id: r.package_id,
            combo_id: r.combo_id,
            picks: r
                .picks
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|p| Some((p["variantId"].as_i64()?, p["quantity"].as_i64()?)))
                        .collect()
                })
                .unwrap_or_default(),
            quantity: r.quantity as i64,
            cart_line_id: Some(r.id),
        })
        .collect())
}

/// Adds a product variant or a package (to its line when there is one already); returns false when
/// the sum would pass the line limit.
pub async fn add(
    db: &mut PgConnection,
    agent_id: i64,
    variant_id: Option<i64>,
    package_id: Option<i64>,
    quantity: i64,
) -> sqlx::Result<bool> {
    let (kind, conflict) = if variant_id.is_some() {
        ("product", "(agent_id, variant_id) where kind = 'product'")
    } else {
        ("package", "(agent_id, package_id) where kind = 'package'")
    };
    let done = sqlx::query(&format!(
        "insert into cart_lines (agent_id, kind, variant_id, package_id, quantity) values ($1, $2, $3, $4, $5)
         on conflict {conflict} do update set quantity = cart_lines.quantity + excluded.quantity
         where cart_lines.quantity + excluded.quantity <= 9999"
    ))
    .bind(agent_id)
    .bind(kind)
    .bind(variant_id)
    .bind(package_id)
    .bind(quantity as i32)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn add_combo(
    db: &mut PgConnection,
    agent_id: i64,
    combo_id: i64,
    picks: &serde_json::Value,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into cart_lines (agent_id, kind, combo_id, picks, quantity) values ($1, 'combo', $2, $3, 1)",
    )
    .bind(agent_id)
    .bind(combo_id)
    .bind(picks)
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_quantity(
    db: &mut PgConnection,
    agent_id: i64,
    line_id: i64,
    quantity: i64,
) -> sqlx::Result<bool> {
    let done = if quantity == 0 {
        sqlx::query("delete from cart_lines where id = $1 and agent_id = $2")
            .bind(line_id)
            .bind(agent_id)
            .execute(db)
            .await?
    } else {
        sqlx::query("update cart_lines set quantity = $3 where id = $1 and agent_id = $2")
            .bind(line_id)
            .bind(agent_id)
            .bind(quantity as i32)
            .execute(db)
            .await?
    };
    Ok(done.rows_affected() == 1)
}

pub async fn remove_offers(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<()> {
    sqlx::query("delete from cart_lines where agent_id = $1 and kind <> 'product'")
        .bind(agent_id)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn clear(db: &mut PgConnection, agent_id: i64) -> sqlx::Result<()> {
    sqlx::query("delete from cart_lines where agent_id = $1")
        .bind(agent_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Puts an order's lines back in the cart (checking out again after a failed payment).
pub async fn restore_from_order(
    db: &mut PgConnection,
    agent_id: i64,
    order_id: i64,
) -> sqlx::Result<()> {
    clear(db, agent_id).await?;
    sqlx::query(
        "insert into cart_lines (agent_id, kind, variant_id, package_id, combo_id, picks, quantity)
         select $1, kind, case when kind = 'product' then variant_id end, case when kind = 'package' then package_id end,
                case when kind = 'combo' then combo_id end,
                case when kind = 'combo' then picks else '[]'::jsonb end, quantity
         from order_lines where order_id = $2
           and ((kind = 'product' and variant_id is not null) or (kind = 'package' and package_id is not null)
                or (kind = 'combo' and combo_id is not null))
         order by id",
    )
    .bind(agent_id)
    .bind(order_id)
    .execute(db)
    .await?;
    Ok(())
}

// ---- Addresses ------------------------------------------------------------------------------

#[derive(FromRow, Debug, Clone)]
pub struct AddressRow {
    pub id: i64,
    pub first_name: String,
    pub last_name: Option<String>,
    pub title: Option<String>,
    pub email: Option<String>,
    pub address1: String,
    pub address2: Option<String>,
    pub postcode: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub phone_code: Option<String>,
    pub phone: String,
    pub is_primary: bool,
    /// Indonesian addresses: the regency, district and village codes, and the latter two's names
    /// (the regency's name is the city).
    pub regency_code: Option<String>,
    pub district_code: Option<String>,
    pub village_code: Option<String>,
    pub district: Option<String>,
    pub village: Option<String>,
}

/// The names of an Indonesian regency, district and village, when each belongs to the one before
/// it and the regency to the province.
pub async fn indonesian_regions(
    db: &mut PgConnection,
    province: &str,
    regency: &str,
    district: &str,
    village: &str,
) -> sqlx::Result<Option<(String, String, String)>> {
    sqlx::query_as(
        "select r.name, d.name, v.name
         from platform.id_villages v
         join platform.id_districts d on d.code = v.district_code
         join platform.id_regencies r on r.code = d.regency_code
         where v.code = $4 and d.code = $3 and r.code = $2 and r.province_code = $1",
    )
    .bind(province)
    .bind(regency)
    .bind(district)
    .bind(village)
    .fetch_optional(db)
    .await
}

/// A bank's name from its SWIFT code (the platform's list of Malaysian banks).
pub async fn bank_name(db: &mut PgConnection, code: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("select name from platform.banks where code = $1")
        .bind(code)
        .fetch_optional(db)
        .await
}

pub async fn addresses(db: &mut PgConnection, user_id: i64) -> sqlx::Result<Vec<AddressRow>> {
    sqlx::query_as(
        "select id, first_name, last_name, title, email, address1, address2, postcode, city, state, country::text as country,
                phone_code, phone, is_primary, regency_code, district_code, village_code, district, village
         from customer_addresses where user_id = $1 order by is_primary desc, id desc",
    )
    .bind(user_id)
    .fetch_all(db)
    .await
}

pub async fn address(
    db: &mut PgConnection,
    user_id: i64,
    id: i64,
) -> sqlx::Result<Option<AddressRow>> {
    Ok(addresses(db, user_id)
        .await?
        .into_iter()
        .find(|a| a.id == id))
}

/// Saves an address (id None → new). The first address becomes primary. Returns false for an id
/// that is not the user's.
pub async fn save_address(
    db: &mut PgConnection,
    user_id: i64,
    a: &AddressRow,
    id: Option<i64>,
) -> sqlx::Result<bool> {
    let done = match id {
        None => sqlx::query(
            "insert into customer_addresses (user_id, first_name, last_name, title, email, address1, address2, postcode, city,
                state, country, phone_code, phone, is_primary, regency_code, district_code, village_code, district, village)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
                not exists (select 1 from customer_addresses where user_id = $1), $15, $16, $17, $18, $19)",
        ),
        Some(_) => sqlx::query(
            "update customer_addresses set first_name = $2, last_name = $3, title = $4, email = $5, address1 = $6,
                address2 = $7, postcode = $8, city = $9, state = $10, country = $11, phone_code = $12, phone = $13,
                regency_code = $15, district_code = $16, village_code = $17, district = $18, village = $19
             where user_id = $1 and id = $14",
        ),
    }
    .bind(user_id)
    .bind(&a.first_name)
    .bind(&a.last_name)
    .bind(&a.title)
    .bind(&a.email)
    .bind(&a.address1)
    .bind(&a.address2)
    .bind(&a.postcode)
    .bind(&a.city)
    .bind(&a.state)
    .bind(&a.country)
    .bind(&a.phone_code)
    .bind(&a.phone)
    .bind(id)
    .bind(&a.regency_code)
    .bind(&a.district_code)
    .bind(&a.village_code)
    .bind(&a.district)
    .bind(&a.village)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_primary(db: &mut PgConnection, user_id: i64, id: i64) -> sqlx::Result<bool> {
    let exists: bool = sqlx::query_scalar(
        "select exists (select 1 from customer_addresses where user_id = $1 and id = $2)",
    )
    .bind(user_id)
    .bind(id)
    .fetch_one(&mut *db)
    .await?;
    if !exists {
        return Ok(false);
    }
    sqlx::query("update customer_addresses set is_primary = false where user_id = $1 and is_primary and id <> $2")
        .bind(user_id)
        .bind(id)
        .execute(&mut *db)
        .await?;
    sqlx::query("update customer_addresses set is_primary = true where user_id = $1 and id = $2")
        .bind(user_id)
        .bind(id)
        .execute(db)
        .await?;
    Ok(true)
}

/// Deletes an address; when it was the primary one, the newest left becomes primary.
pub async fn delete_address(db: &mut PgConnection, user_id: i64, id: i64) -> sqlx::Result<bool> {
    let was_primary: Option<bool> = sqlx::query_scalar(
        "delete from customer_addresses where user_id = $1 and id = $2 returning is_primary",
    )
    .bind(user_id)
    .bind(id)
    .fetch_optional(&mut *db)
    .await?;
    match was_primary {
        None => Ok(false),
        Some(false) => Ok(true),
        Some(true) => {
            sqlx::query(
                "update customer_addresses set is_primary = true
                 where id = (select id from customer_addresses where user_id = $1 order by id desc limit 1)",
            )
            .bind(user_id)
            .execute(db)
            .await?;
            Ok(true)
        }
    }
}

/// Bank details of an upline (an agent sells to their downline by bank transfer).
pub async fn bank_of(
    db: &mut PgConnection,
    user_id: i64,
) -> sqlx::Result<Option<(Option<String>, Option<String>, Option<String>)>> {
    sqlx::query_as(
        "select bank_company, bank_account_number, bank_account_name from users where id = $1",
    )
    .bind(user_id)
    .fetch_optional(db)
    .await
}

// ---- The shop's products and offers -----------------------------------------------------------

/// What a package holds, as its JSON aggregate reads.
#[derive(serde::Deserialize, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct PackageContentRow {
    pub product_name: String,
    pub label: String,
    pub quantity: i64,
}

#[derive(FromRow, Debug, Clone)]
pub struct LivePackageRow {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub price: rust_decimal::Decimal,
    pub first_order: bool,
    pub items: sqlx::types::Json<Vec<PackageContentRow>>,
}

/// Packages on offer now, with their contents.
pub async fn live_packages(
    db: &mut PgConnection,
    first_order: bool,
) -> sqlx::Result<Vec<LivePackageRow>> {
    sqlx::query_as(
        "select k.id, k.name, k.code, k.price, k.first_order,
            coalesce((select json_agg(json_build_object('productName', p.name, 'label', v.label, 'quantity', i.quantity) order by p.name)
                      from package_items i join products p on p.id = i.product_id join product_variants v on v.id = i.variant_id
                      where i.package_id = k.id), '[]'::json)::jsonb as items
         from packages k
         where not k.suspended and k.starts_at <= now() and now() < k.stops_at and ($1 or not k.first_order)
         order by k.name",
    )
    .bind(first_order)
    .fetch_all(db)
    .await
}

#[derive(FromRow, Debug, Clone)]
pub struct LiveComboRow {
    pub id: i64,
    pub name: String,
    pub code: String,
    pub price: rust_decimal::Decimal,
    pub required_quantity: i32,
    pub cover_image: Option<String>,
    pub first_order: bool,
}

/// Combos on offer now.
pub async fn live_combos(
    db: &mut PgConnection,
    first_order: bool,
) -> sqlx::Result<Vec<LiveComboRow>> {
    sqlx::query_as(
        "select id, name, code, price, required_quantity, cover_image, first_order from combos
         where not suspended and starts_at <= now() and now() < stops_at and ($1 or not first_order)
         order by name",
    )
    .bind(first_order)
    .fetch_all(db)
    .await
}
