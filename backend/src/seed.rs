//! `backend seed-demo`: the company `demo` with an HQ user, a staff member and a few agents, each
//! with a known password, and a vendor operator. Running it again changes nothing it already made.

use crate::{
    app::AppState,
    features::{
        auth::rules::hash_password,
        vendor::{
            rules::{parse_new_company, NewCompanyInput},
            store as vendor_store,
        },
    },
    tenancy::{self, provision, tx::begin_in},
};
use std::sync::Arc;

pub const DEMO_PASSWORD: &str = "Demo@1234";
pub const VENDOR_EMAIL: &str = "vendor@rangkai.test";
pub const VENDOR_PASSWORD: &str = "Vendor@1234";

/// (e-mail, username, first name, last name, role, permissions, tier rank)
type Person = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static [&'static str],
    Option<i32>,
);

pub async fn seed_demo(state: &Arc<AppState>) -> anyhow::Result<()> {
    let hash = hash_password(DEMO_PASSWORD);
    vendor_store::upsert_vendor(
        &state.pool,
        VENDOR_EMAIL,
        "Rangkai Operator",
        &hash_password(VENDOR_PASSWORD),
    )
    .await?;

    let company =
        match sqlx::query_scalar::<_, i64>("select id from platform.companies where slug = 'demo'")
            .fetch_optional(&state.pool)
            .await?
        {
            Some(id) => tenancy::by_id(state, id).await?.expect("exists"),
            None => {
                let new = parse_new_company(NewCompanyInput {
                    slug: "demo",
                    name: "Demo Sdn Bhd",
                    currency: "MYR",
                    language: "en",
                    admin_email: "hq@demo.test",
                    custom_domain: None,
                })
                .map_err(|e| anyhow::anyhow!("demo company input: {e:?}"))?;
                provision::provision(state, &new)
                    .await
                    .map_err(|e| anyhow::anyhow!("{e}"))?
                    .company
            }
        };

    let mut tx = begin_in(&state.pool, &company).await?;
    sqlx::query(
        "insert into tiers (name, rank_number) values ('Platinum', 1), ('Gold', 2), ('Silver', 3)
         on conflict (company_id, rank_number) do nothing",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "update users set password_hash = $1, status = 'active', verified_at = coalesce(verified_at, now()),
                first_name = coalesce(first_name, 'Aminah'), last_name = coalesce(last_name, 'Hassan'),
                phone_code = coalesce(phone_code, '+60'), phone = coalesce(phone, '123456789')
         where email = 'hq@demo.test'",
    )
    .bind(&hash)
    .execute(&mut *tx)
    .await?;
    let people: [Person; 4] = [
        (
            "staff@demo.test",
            "staff",
            "Siti",
            "Rahman",
            "staff",
            &["manage_inventory", "manage_orders"],
            None,
        ),
        (
            "agent1@demo.test",
            "agent1",
            "Lim",
            "Wei Ming",
            "agent",
            &[],
            Some(1),
        ),
        (
            "agent2@demo.test",
            "agent2",
            "Raj",
            "Kumar",
            "agent",
            &[],
            Some(2),
        ),
        (
            "agent3@demo.test",
            "agent3",
            "Nurul",
            "Izzah",
            "agent",
            &[],
            Some(3),
        ),
    ];
    for (email, username, first, last, role, permissions, rank) in people {
        sqlx::query(
            "insert into users (email, username, password_hash, role, permissions, tier_id, status, verified_at,
                                first_name, last_name, phone_code, phone)
             values ($1, $2, $3, $4, $5, (select id from tiers where rank_number = $6), 'active', now(), $7, $8, '+60', '123456789')
             on conflict (company_id, email) do nothing",
        )
        .bind(email)
        .bind(username)
        .bind(&hash)
        .bind(role)
        .bind(permissions.iter().map(|p| p.to_string()).collect::<Vec<_>>())
        .bind(rank)
        .bind(first)
        .bind(last)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;

    let origin = state
        .config
        .origin_of(&format!("demo.{}", state.config.base_domain));
    let admin = state.config.origin_of(&state.config.admin_host());
    println!("Demo company: {origin}");
    println!("  HQ      hq@demo.test      / {DEMO_PASSWORD}");
    println!("  Staff   staff@demo.test   / {DEMO_PASSWORD}  (manage inventory, manage orders)");
    println!("  Agents  agent1@demo.test, agent2@demo.test, agent3@demo.test / {DEMO_PASSWORD}");
    println!("Vendor console: {admin}");
    println!("  Vendor  {VENDOR_EMAIL} / {VENDOR_PASSWORD}");
    if state.config.dev_outbox {
        println!("E-mail outbox: {origin}/api/dev/outbox");
    }
    Ok(())
}
