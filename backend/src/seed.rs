//! `backend seed-demo`: the company `demo` with an HQ user, a staff member and a few agents, each
//! with a known password, and a vendor operator. Running it again changes nothing it already made.

use crate::{
    features::{
        auth::rules::hash_password,
        vendor::{
            rules::{parse_new_company, NewCompanyInput},
            store as vendor_store,
        },
    },
    state::AppState,
    tenancy::{self, provision},
};
use chrono::NaiveDate;
use rust_decimal::Decimal;
use sqlx::PgConnection;
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

    let mut tx = tenancy::begin(&state.pool, &company).await?;
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
    // A small network: agent1 (Platinum) under HQ, agent2 (Gold) under agent1, agent3 (Silver)
    // under agent2 — placed once.
    for (email, upline) in [
        ("agent1@demo.test", "hq@demo.test"),
        ("agent2@demo.test", "agent1@demo.test"),
        ("agent3@demo.test", "agent2@demo.test"),
    ] {
        let unplaced: Option<i64> = sqlx::query_scalar(
            "update users set upline_id = (select id from users where email = $2)
             where email = $1 and tree_path is null returning id",
        )
        .bind(email)
        .bind(upline)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(id) = unplaced {
            crate::features::agents::store::place_in_tree(&mut tx, id).await?;
        }
    }
    sqlx::query(
        "update users set activated_at = coalesce(activated_at, now()) where role = 'agent'",
    )
    .execute(&mut *tx)
    .await?;
    seed_catalogue(&mut tx).await?;
    seed_commissions(&mut tx).await?;
    seed_tax(&mut tx).await?;
    seed_rewards(state, &company, &mut tx).await?;
    seed_stores(&mut tx).await?;
    seed_store_orders(&mut tx).await?;
    seed_dev_billplz(state, &mut tx).await?;
    seed_dev_myinvois(state, &mut tx).await?;
    // Agents can check out at once: HQ's bank account for transfers, self pickup, and a voucher.
    sqlx::query(
        "update company_settings set self_pickup = true, bank_code = coalesce(bank_code, 'MBBEMYKL'),
                bank_account_number = coalesce(bank_account_number, '514012345678'),
                bank_account_name = coalesce(bank_account_name, 'Demo Sdn Bhd')",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "insert into vouchers (name, kind, code, quota, starts_at, stops_at, discount, min_purchase, usage_limit)
         values ('Welcome 10%', 'percent', 'WELCOME10', 1000, now() - interval '1 day', now() + interval '1 year', 10, 50, 1)
         on conflict (company_id, code) do nothing",
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    seed_billing(state, &company).await?;

    let origin = state
        .config
        .origin_of(&format!("demo.{}", state.config.base_domain));
    let admin = state.config.origin_of(&state.config.admin_host());
    println!("Demo company: {origin}");
    println!("  HQ      hq@demo.test      / {DEMO_PASSWORD}");
    println!("  Staff   staff@demo.test   / {DEMO_PASSWORD}  (manage inventory, manage orders)");
    println!("  Agents  agent1@demo.test, agent2@demo.test, agent3@demo.test / {DEMO_PASSWORD}");
    println!("  Voucher WELCOME10 (10% off from RM 50, once per agent)");
    println!("  Stores  {origin}/s/aina-glow (affiliate), {origin}/s/koop-sk-melati (e-koop)");
    println!(
        "Locked company (overdue invoice): {}",
        state
            .config
            .origin_of(&format!("lapsed.{}", state.config.base_domain))
    );
    println!(
        "  HQ      hq@lapsed.test    / {DEMO_PASSWORD}  (signs in to pay; agents are kept out)"
    );
    println!("Vendor console: {admin}");
    println!("  Vendor  {VENDOR_EMAIL} / {VENDOR_PASSWORD}");
    if state.config.dev_outbox {
        println!("E-mail outbox: {origin}/api/dev/outbox");
    }
    Ok(())
}

/// The vendor's billing of the demo companies, once: `demo` on Growth with a paid invoice, the
/// current one due in a few days (known to the accounting system as ZB-1001) and a one-off set-up
/// invoice; `lapsed` on Starter with an invoice three weeks overdue, so it is locked.
async fn seed_billing(state: &Arc<AppState>, demo: &tenancy::Company) -> anyhow::Result<()> {
    use crate::features::billing::{rules::Period, store as billing};
    let today = crate::domain::time::kl_today();
    let days = chrono::Duration::days;
    let lapsed = match tenancy::all_companies(&state.pool)
        .await?
        .into_iter()
        .find(|c| c.slug == "lapsed")
    {
        Some(c) => c,
        None => {
            let new = parse_new_company(NewCompanyInput {
                slug: "lapsed",
                name: "Kedai Lewat Sdn Bhd",
                currency: "MYR",
                language: "en",
                admin_email: "hq@lapsed.test",
                custom_domain: None,
            })
            .map_err(|e| anyhow::anyhow!("lapsed company input: {e:?}"))?;
            let company = provision::provision(state, &new)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?
                .company;
            let mut tx = tenancy::begin(&state.pool, &company).await?;
            sqlx::query(
                "update users set password_hash = $1, status = 'active', verified_at = now(),
                        first_name = 'Farid', last_name = 'Osman', phone_code = '+60', phone = '123456780'
                 where email = 'hq@lapsed.test'",
            )
            .bind(hash_password(DEMO_PASSWORD))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            company
        }
    };
    let mut tx = tenancy::begin_platform(&state.pool).await?;
    let billed: i64 = sqlx::query_scalar(
        "select count(*) from platform.subscription_invoices where company_id = any($1)",
    )
    .bind([demo.id, lapsed.id])
    .fetch_one(&mut *tx)
    .await?;
    if billed > 0 {
        return Ok(());
    }
    for (company, plan_code, started) in [
        (demo, "growth-myr", today - days(55)),
        (&lapsed, "starter-myr", today - days(50)),
    ] {
        let plan = billing::plans(&mut tx, Some("MYR"), false)
            .await?
            .into_iter()
            .find(|p| p.code == plan_code)
            .ok_or_else(|| anyhow::anyhow!("plan {plan_code} missing"))?;
        billing::start_subscription(&mut tx, company.id, plan.id, Period::Monthly, started, 0)
            .await?;
        loop {
            let sub = billing::subscription(&mut tx, company.id, true)
                .await?
                .expect("just started");
            let issue_day = sub.renews_on - days(7);
            if issue_day > today {
                break;
            }
            billing::issue_renewal(&mut tx, &sub, &plan, "MYR", issue_day).await?;
        }
    }
    let invoices: Vec<(i64, i64, NaiveDate, Decimal)> = sqlx::query_as(
        "select id, company_id, due_on, total from platform.subscription_invoices
         where company_id = any($1) order by due_on",
    )
    .bind([demo.id, lapsed.id])
    .fetch_all(&mut *tx)
    .await?;
    for (id, company_id, due_on, total) in invoices {
        if company_id == demo.id && due_on < today {
            billing::record_payment(
                &mut tx,
                id,
                &billing::NewPayment {
                    method: "billplz",
                    reference: &format!("seed-{id}"),
                    amount: total,
                    paid_at: crate::domain::time::kl_day_start(due_on - days(2)),
                    note: None,
                    recorded_by: None,
                },
            )
            .await?;
        } else if company_id == demo.id {
            sqlx::query(
                "update platform.subscription_invoices set accounting_ref = 'ZB-1001' where id = $1",
            )
            .bind(id)
            .execute(&mut *tx)
            .await?;
        }
    }
    billing::insert_one_off(
        &mut tx,
        demo.id,
        "MYR",
        "Onboarding and data import",
        money("300.00"),
        today,
        today + days(14),
    )
    .await?;
    billing::mark_overdue(&mut tx, lapsed.id, today, 3).await?;
    billing::lock_if_overdue(&mut tx, lapsed.id).await?;
    tx.commit().await?;
    crate::features::billing::run::forget_company(state, &lapsed).await;
    Ok(())
}

/// The company's tax details (TIN, ROC, MSIC), CP58 switched on, agent1's TIN, MyKad and address,
/// and last June closed with agent1 over the CP58 threshold (RM 5,450.00) and agent2 under it
/// (RM 900.00), so HQ can issue last year's CP58s and agent1 can download theirs. Each only once.
async fn seed_tax(tx: &mut sqlx::PgConnection) -> anyhow::Result<()> {
    sqlx::raw_sql(
        "update company_settings set cp58_feature = true, tin = coalesce(tin, 'C1234567890'),
                roc = coalesce(roc, '202301234567'),
                msic_code = coalesce(msic_code, (select code from platform.msic_codes where code <> '00000' order by code limit 1)),
                address_line1 = coalesce(address_line1, '2 Jalan Ampang'), postcode = coalesce(postcode, '50450'),
                city = coalesce(city, 'Kuala Lumpur'), state = coalesce(state, '14');
         update users set tin = coalesce(tin, 'IG11111111110'), identity_number = coalesce(identity_number, '900101145671'),
                address_line1 = coalesce(address_line1, '1 Jalan Mawar'), address_postcode = coalesce(address_postcode, '50000'),
                address_city = coalesce(address_city, 'Kuala Lumpur'), address_state = coalesce(address_state, '14')
          where email = 'agent1@demo.test';
         insert into commission_periods (period, total, agents)
         select make_date(extract(year from now())::int - 1, 6, 1), 6350.00, 2
          where not exists (select 1 from commission_periods where period = make_date(extract(year from now())::int - 1, 6, 1));
         insert into commission_entries (agent_id, kind, source_agent_id, period, base, rate, amount)
         select a.id, k.kind, null, make_date(extract(year from now())::int - 1, 6, 1), k.base, k.rate, k.amount
           from users a join (values ('agent1@demo.test', 'override', 96000.00, 5.00, 4800.00),
                                     ('agent1@demo.test', 'sale-profit', 650.00, null, 650.00),
                                     ('agent2@demo.test', 'recruit', 900.00, null, 900.00))
                as k(email, kind, base, rate, amount) on k.email = a.email
          where not exists (select 1 from commission_entries e where e.period = make_date(extract(year from now())::int - 1, 6, 1));
         insert into commission_statements (agent_id, period, total)
         select agent_id, period, sum(amount) from commission_entries
          where period = make_date(extract(year from now())::int - 1, 6, 1)
          group by agent_id, period
         on conflict do nothing;",
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// The commission plan's rates on the demo tiers, agent1's bank account, and what agent1 earned
/// last month from agent2 (so there is a month to close and a balance to pay out). Each only once.
async fn seed_commissions(tx: &mut sqlx::PgConnection) -> anyhow::Result<()> {
    sqlx::query(
        "update tiers set overriding_commission = coalesce(overriding_commission, 6 - rank_number),
                helper_percent = coalesce(helper_percent, 2),
                recruit_commission = coalesce(recruit_commission, 40 - 10 * rank_number),
                leadership = coalesce(leadership, 2),
                introducer_bonus = coalesce(introducer_bonus, 0.50)",
    )
    .execute(&mut *tx)
    .await?;
    // The commission ranks of docs/commission-plan.md's example, and last month's figures of agent1
    // (RM 300 own, RM 1,950 group: Silver) and agent2 (RM 1,950 own: Bronze).
    sqlx::query(
        "insert into commission_ranks (position, commission_name, personal_sales, total_personal_group_sales,
                side_group_sales, commission, personal_level_commission, is_leadership, benefits)
         select * from (values
             (0, 'Bronze', 200.00, null::numeric, null::numeric, 1.00, 1.00, false, '{Bronze pin}'::text[]),
             (1, 'Silver', 300.00, 2000.00, null, 2.00, 1.50, false, '{Silver pin,Monthly training}'),
             (2, 'Gold', 300.00, 5000.00, 1500.00, 3.00, 2.00, true, '{Gold pin,Annual trip}')) r
         where not exists (select 1 from commission_ranks)",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "insert into sales_totals (agent_id, period, personal_units, personal_amount, group_units, group_amount)
         select u.id, (kl_month(now()) - interval '1 month')::date, f.pu, f.pa, f.gu, f.ga
         from users u join (values ('agent1@demo.test', 6, 300.00, 39, 1950.00), ('agent2@demo.test', 39, 1950.00, 0, 0.00))
              as f(email, pu, pa, gu, ga) on f.email = u.email
         where not exists (select 1 from commission_periods)
         on conflict (agent_id, period) do nothing",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "update users set bank_company = coalesce(bank_company, 'MBBEMYKL'),
                bank_account_number = coalesce(bank_account_number, '164012345678'),
                bank_account_name = coalesce(bank_account_name, 'AGENT ONE')
         where email = 'agent1@demo.test'",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "insert into commission_entries (agent_id, kind, source_agent_id, period, base, rate, amount)
         select a1.id, k.kind, a2.id, (kl_month(now()) - interval '1 month')::date, k.base, k.rate, k.amount
         from users a1, users a2,
              (values ('override', 1500.00, 5.00, 75.00), ('recruit', 30.00, null, 30.00))
                  as k(kind, base, rate, amount)
         where a1.email = 'agent1@demo.test' and a2.email = 'agent2@demo.test'
           and not exists (select 1 from commission_entries e where e.agent_id = a1.id)
           and not exists (select 1 from commission_periods)",
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Two ongoing campaigns (a prize and a voucher), points for agent1 and agent2, and a shared
/// marketing folder holding a one-page price list. Each only once.
async fn seed_rewards(
    state: &AppState,
    company: &tenancy::Company,
    tx: &mut sqlx::PgConnection,
) -> anyhow::Result<()> {
    let seeded: bool = sqlx::query_scalar("select exists (select 1 from campaigns)")
        .fetch_one(&mut *tx)
        .await?;
    if seeded {
        return Ok(());
    }
    sqlx::query(
        "insert into campaigns (title, description, terms, reward_type, reward_name, points_required, starts_on,
                                ends_on, max_redemptions, per_agent_limit, reward_frequency, voucher_kind,
                                voucher_discount, voucher_min_purchase)
         select v.title, v.description, v.terms, v.reward_type, v.reward_name, v.points_required, d.today + v.starts,
                d.today + v.ends, v.max_redemptions, v.per_agent_limit, v.reward_frequency, v.voucher_kind,
                v.voucher_discount, v.voucher_min_purchase
         from (select (now() at time zone 'Asia/Kuala_Lumpur')::date as today) d, (values
             ('Year-end umbrella', 'Redeem a Demo umbrella for your points.', 'One per agent each month.',
              'prize', 'Demo umbrella', 50.00, 0, 60, 100, 1, 'monthly', null, null::numeric, 0.00),
             ('RM 10 off your next order', 'A voucher for your next order from HQ.', 'Valid 30 days from redemption.',
              'voucher', 'RM 10 voucher', 30.00, 0, 30, 500, 2, 'monthly', 'amount', 10.00, 50.00)) as v(title, description, terms, reward_type, reward_name, points_required, starts, ends,
                   max_redemptions, per_agent_limit, reward_frequency, voucher_kind, voucher_discount,
                   voucher_min_purchase)",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "with p as (select u.id, v.points from users u join (values ('agent1@demo.test', 120.00), ('agent2@demo.test', 40.00))
                    as v(email, points) on v.email = u.email)
         , b as (insert into points_balances (agent_id, balance, earned) select id, points, points from p)
         insert into points_entries (agent_id, kind, points, reason) select id, 'manual', points, 'Welcome points' from p",
    )
    .execute(&mut *tx)
    .await?;
    let folder: i64 = sqlx::query_scalar(
        "insert into marketing_folders (name) values ('Brochures') returning id",
    )
    .fetch_one(&mut *tx)
    .await?;
    let pdf = b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    let key = crate::media::save(&state.config.upload_dir, &company.schema_name, "pdf", pdf)
        .await
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    sqlx::query(
        "insert into marketing_files (folder_id, name, description, kind, size_bytes, file_key, original_name)
         values ($1, 'Price list', 'This month''s prices for every tier.', 'pdf', $2, $3, 'price-list.pdf')",
    )
    .bind(folder)
    .bind(pdf.len() as i64)
    .bind(key)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// (name, SKU, category, retail price, price per tier by rank, option with its values, units in stock)
type DemoProduct = (
    &'static str,
    &'static str,
    i64,
    &'static str,
    [&'static str; 3],
    Option<(&'static str, &'static [&'static str])>,
    i32,
);

/// The store programs, offered: agent1 keeps an open affiliate store and an open e-koop store
/// for a school, agent2 an online store waiting for HQ's approval — once.
async fn seed_stores(db: &mut PgConnection) -> anyhow::Result<()> {
    sqlx::query(
        "update company_settings set go_affiliate_status = true, ejen_store_status = true, e_koop_status = true",
    )
    .execute(&mut *db)
    .await?;
    sqlx::query(
        "insert into agent_stores (agent_id, program, status, name, slug, tagline, primary_color, whatsapp,
             school_name, school_address, pickup_hours, approved_at)
         select u.id, s.program, s.status, s.name, s.slug, s.tagline, s.colour, '123456789',
                s.school, s.address, s.hours, case when s.status = 'active' then now() end
         from (values
             ('agent1@demo.test', 'affiliate', 'active', 'Aina Glow', 'aina-glow',
              'Skincare picked by Aina, delivered to your door', '#be185d', null, null, null),
             ('agent1@demo.test', 'ekoop', 'active', 'Koperasi SK Taman Melati', 'koop-sk-melati',
              'School supplies and uniforms, collected at school', '#1d4ed8', 'SK Taman Melati',
              'Jalan Melati 3, Taman Melati, 53100 Kuala Lumpur', 'Mon–Fri 7:30–13:00'),
             ('agent2@demo.test', 'online', 'pending', 'Kedai Budi', 'kedai-budi',
              'Ready stock, same-day dispatch in KL', null, null, null, null)
         ) as s(email, program, status, name, slug, tagline, colour, school, address, hours)
         join users u on u.email = s.email
         on conflict do nothing",
    )
    .execute(&mut *db)
    .await?;
    // A fortnight of visits to the open stores, so their summaries have figures.
    sqlx::query(
        "insert into store_visits (store_id, day, visits)
         select s.id, (now() at time zone 'Asia/Kuala_Lumpur')::date - d, 5 + (s.id * 7 + d * 3) % 11
         from agent_stores s, generate_series(0, 13) d where s.status = 'active'
         on conflict do nothing",
    )
    .execute(db)
    .await?;
    Ok(())
}

/// On a laptop (`DEV_FAKES=1`) the company's Billplz account is the local stand-in's (the same
/// keys as the vendor's), so agents and store customers can pay online end to end; kept once set.
async fn seed_dev_billplz(state: &AppState, db: &mut PgConnection) -> anyhow::Result<()> {
    let Some(fake) = state
        .config
        .vendor_billplz
        .as_ref()
        .filter(|_| state.config.dev_fakes)
    else {
        return Ok(());
    };
    sqlx::query(
        "insert into billplz_settings (api_key_sealed, x_signature_key_sealed, collection_id, sandbox, admin_fee, active)
         values ($1, $2, $3, true, 1.00, true) on conflict do nothing",
    )
    .bind(crate::domain::secrets::seal(&state.config.secret_key, &fake.api_key))
    .bind(crate::domain::secrets::seal(&state.config.secret_key, &fake.x_signature_key))
    .bind(&fake.collection_id)
    .execute(db)
    .await?;
    Ok(())
}

/// On a laptop (`DEV_FAKES=1`), the demo company is connected to the local MyInvois stand-in from
/// the start of last month, so its e-invoices are sent and validated in `infra/run` — once.
async fn seed_dev_myinvois(state: &AppState, db: &mut PgConnection) -> anyhow::Result<()> {
    if !state.config.dev_fakes || state.config.myinvois_url.is_none() {
        return Ok(());
    }
    use crate::integrations::fake_myinvois::{CLIENT_ID, CLIENT_SECRET};
    sqlx::query(
        "update company_settings set myinvois_client_id = $1, myinvois_secret = $2, myinvois_sandbox = true,
                einvoice_from = (kl_month(now()) - interval '1 month')::timestamp at time zone 'Asia/Kuala_Lumpur'
          where myinvois_secret is null",
    )
    .bind(CLIENT_ID)
    .bind(crate::domain::secrets::seal(&state.config.secret_key, CLIENT_SECRET))
    .execute(db)
    .await?;
    Ok(())
}

/// Customers' paid orders in agent1's stores — three pupils of two classes at the co-op and one
/// delivery from the affiliate store — placed through the store checkout itself, once.
async fn seed_store_orders(db: &mut PgConnection) -> anyhow::Result<()> {
    use crate::features::{
        orders::{actions, store as orders},
        stores::{
            checkout::{self, CustomerOrder},
            store,
        },
    };
    let placed: i64 = sqlx::query_scalar("select count(*) from orders where store_id is not null")
        .fetch_one(&mut *db)
        .await?;
    let variants: Vec<i64> = sqlx::query_scalar(
        "select v.id from product_variants v join products p on p.id = v.product_id
         where p.status = 'published' and not p.first_order_only order by v.id limit 2",
    )
    .fetch_all(&mut *db)
    .await?;
    if placed > 0 || variants.len() < 2 {
        return Ok(());
    }
    let settings = orders::shop_settings(db).await?;
    let address = orders::AddressSnapshot {
        name: "Siti Rahman".into(),
        phone: "0191234567".into(),
        email: Some("siti@customer.test".into()),
        address1: "8 Jalan Kenanga".into(),
        address2: None,
        postcode: "50450".into(),
        city: "Kuala Lumpur".into(),
        state: "14".into(),
        country: "MY".into(),
        district: None,
        village: None,
    };
    let sales = [
        (
            "koop-sk-melati",
            "Puan Aminah",
            Some(("Adam Hakim", "5 Bestari")),
            variants[0],
            2,
        ),
        (
            "koop-sk-melati",
            "Encik Lim",
            Some(("Lim Wei Jie", "5 Bestari")),
            variants[1],
            1,
        ),
        (
            "koop-sk-melati",
            "Puan Kavitha",
            Some(("Kavin Raj", "6 Cerdik")),
            variants[0],
            1,
        ),
        ("aina-glow", "Siti Rahman", None, variants[1], 2),
    ];
    for (slug, customer, student, variant, quantity) in sales {
        let Some(s) = store::active_store(db, slug).await? else {
            continue;
        };
        let lines = checkout::price_cart(db, &s, &[(variant, quantity)], "MYR")
            .await
            .map_err(|e| anyhow::anyhow!("pricing a seeded store order: {e:?}"))?;
        let q = checkout::quote(db, &s, &lines, None, None, &settings, "MYR")
            .await
            .map_err(|e| anyhow::anyhow!("quoting a seeded store order: {e:?}"))?;
        let (id, _, _) = checkout::place(
            db,
            &s,
            &lines,
            &q,
            &settings,
            &CustomerOrder {
                name: customer,
                phone: "0123456789",
                email: "parent@customer.test",
                address: student.is_none().then(|| address.clone()),
                student,
                now: chrono::Utc::now(),
            },
        )
        .await
        .map_err(|e| anyhow::anyhow!("placing a seeded store order: {e:?}"))?;
        actions::paid_by_gateway(db, id)
            .await
            .map_err(|e| anyhow::anyhow!("paying a seeded store order: {e:?}"))?;
    }
    Ok(())
}

fn money(s: &str) -> Decimal {
    s.parse().expect("a literal amount")
}

/// A small catalogue with stock and a courier, made once (skipped when products exist).
async fn seed_catalogue(db: &mut PgConnection) -> anyhow::Result<()> {
    use crate::features::{
        catalogue::store::{self as catalogue, OptionInput, ProductInput},
        couriers::store::{self as couriers, CourierRow, RegionInput},
        inventory::store as inventory,
    };
    let products: i64 = sqlx::query_scalar("select count(*) from products")
        .fetch_one(&mut *db)
        .await?;
    if products > 0 {
        return Ok(());
    }
    sqlx::query("insert into product_categories (name) values ('Skincare'), ('Wellness') on conflict do nothing")
        .execute(&mut *db)
        .await?;
    let category = |name: &'static str| {
        sqlx::query_scalar::<_, i64>("select id from product_categories where name = $1").bind(name)
    };
    let skincare = category("Skincare").fetch_one(&mut *db).await?;
    let wellness = category("Wellness").fetch_one(&mut *db).await?;
    let tiers: Vec<i64> = sqlx::query_scalar("select id from tiers order by rank_number")
        .fetch_all(&mut *db)
        .await?;
    let hq: i64 = sqlx::query_scalar("select id from users where role = 'hq' order by id limit 1")
        .fetch_one(&mut *db)
        .await?;
    let branch = catalogue::main_branch(db).await?;
    let items: [DemoProduct; 3] = [
        (
            "Glow Serum 30ml",
            "GS-30",
            skincare,
            "89.00",
            ["55.00", "60.00", "65.00"],
            None,
            120,
        ),
        (
            "Herbal Soap",
            "HS-01",
            skincare,
            "19.90",
            ["11.00", "12.50", "14.00"],
            Some(("Scent", &["Pandan", "Serai"])),
            80,
        ),
        (
            "Kopi Tongkat Ali",
            "KTA-20",
            wellness,
            "45.00",
            ["28.00", "30.00", "33.00"],
            Some(("Size", &["10 sachets", "20 sachets"])),
            40,
        ),
    ];
    for (name, sku, category_id, retail, prices, option, quantity) in items {
        let input = ProductInput {
            name: name.into(),
            sku: sku.into(),
            category_id: Some(category_id),
            weight_kg: money("0.300"),
            retail_price: money(retail),
            points: money("5"),
            status: "published".into(),
            tier_prices: tiers
                .iter()
                .zip(prices)
                .map(|(t, p)| (*t, money(p)))
                .collect(),
            options: option
                .map(|(n, values)| {
                    vec![OptionInput {
                        id: None,
                        name: n.into(),
                        values: values.iter().map(|v| (None, v.to_string())).collect(),
                    }]
                })
                .unwrap_or_default(),
            ..Default::default()
        };
        let id = catalogue::save_product(db, None, &input)
            .await?
            .expect("inserted");
        catalogue::sync_variants(db, id, &input.options).await?;
        for v in catalogue::variants(db, &[id], None).await? {
            inventory::stock_in(db, branch, id, v.id, quantity).await?;
            inventory::record(
                db,
                branch,
                id,
                v.id,
                "in",
                quantity,
                "Opening stock",
                None,
                hq,
            )
            .await?;
        }
    }
    // A starter package and an "any 3" combo over the same products, valid for a year.
    let ids: Vec<i64> = sqlx::query_scalar("select id from products order by id")
        .fetch_all(&mut *db)
        .await?;
    let variants = catalogue::variants(db, &ids, None).await?;
    let today = chrono::Utc::now().date_naive();
    let (starts_at, stops_at) = crate::features::setup::rules::day_bounds_kl(
        today - chrono::Duration::days(1),
        today + chrono::Duration::days(365),
    );
    let package = catalogue::PackageRow {
        id: 0,
        name: "Starter Pack".into(),
        code: "STARTER".into(),
        price: money("199.00"),
        starts_at,
        stops_at,
        first_order: true,
        suspended: false,
    };
    let package_items: Vec<(i64, i64, i32)> = variants
        .iter()
        .take(3)
        .map(|v| (v.product_id, v.id, 2))
        .collect();
    catalogue::save_package(db, None, &package, &package_items).await?;
    let combo = catalogue::ComboRow {
        id: 0,
        name: "Any 3 for RM 99".into(),
        code: "ANY3".into(),
        required_quantity: 3,
        price: money("99.00"),
        starts_at,
        stops_at,
        first_order: false,
        suspended: false,
        cover_image: None,
    };
    catalogue::save_combo(db, None, &combo, &ids).await?;

    let courier = CourierRow {
        id: 0,
        name: "J&T Express".into(),
        service: "Standard".into(),
        rate_basis: "weight".into(),
        handling_fee: money("1.00"),
        free_shipping_threshold: Some(money("300.00")),
        active: true,
    };
    let west: Vec<String> = [
        "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "14", "16",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let regions = [
        RegionInput {
            name: "West Malaysia".into(),
            country: "MY".into(),
            states: west,
            rates: vec![
                (money("1"), money("6.00")),
                (money("3"), money("9.00")),
                (money("10"), money("18.00")),
            ],
        },
        RegionInput {
            name: "East Malaysia".into(),
            country: "MY".into(),
            states: vec!["12".into(), "13".into(), "15".into()],
            rates: vec![(money("1"), money("12.00")), (money("3"), money("20.00"))],
        },
    ];
    couriers::save_courier(db, None, &courier, &regions).await?;
    Ok(())
}
