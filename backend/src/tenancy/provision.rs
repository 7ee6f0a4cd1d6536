//! Provisioning a company: its `platform.companies` row, its schema `t_<id>` made from
//! migrations/tenant, its settings and first HQ user with an invitation to choose a password; all
//! in one transaction as the owner role, so a failure leaves nothing behind.

use super::Company;
use crate::{
    db,
    features::{auth::store as auth_store, vendor::rules::NewCompany},
    state::AppState,
};
use sqlx::Acquire;

#[derive(Debug)]
pub struct Provisioned {
    pub company: Company,
    pub admin_user_id: i64,
    pub invitation_url: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ProvisionError {
    #[error("the subdomain is taken")]
    SlugTaken,
    #[error("the domain is taken")]
    DomainTaken,
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl From<sqlx::Error> for ProvisionError {
    fn from(e: sqlx::Error) -> Self {
        if let sqlx::Error::Database(db) = &e {
            match db.constraint() {
                Some("companies_slug_key") => return ProvisionError::SlugTaken,
                Some("company_domains_pkey") => return ProvisionError::DomainTaken,
                _ => {}
            }
        }
        ProvisionError::Other(e.into())
    }
}

pub async fn provision(state: &AppState, new: &NewCompany) -> Result<Provisioned, ProvisionError> {
    let mut conn = state
        .owner_pool
        .acquire()
        .await
        .map_err(anyhow::Error::from)?;
    let mut tx = conn.begin().await?;
    let id: i64 = sqlx::query_scalar("select nextval('platform.companies_id_seq')")
        .fetch_one(&mut *tx)
        .await?;
    let schema = db::tenant_schema(id);
    let company: Company = sqlx::query_as(
        "insert into platform.companies (id, slug, name, currency, language, schema_name)
         values ($1, $2, $3, $4, $5, $6)
         returning id, slug, name, currency, language, status, schema_name",
    )
    .bind(id)
    .bind(&new.slug)
    .bind(&new.name)
    .bind(&new.currency)
    .bind(new.language.code())
    .bind(&schema)
    .fetch_one(&mut *tx)
    .await?;
    if let Some(domain) = &new.custom_domain {
        sqlx::query("insert into platform.company_domains (domain, company_id) values ($1, $2)")
            .bind(domain)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    db::create_tenant_schema(&mut tx, &schema, &state.runtime_role).await?;

    super::enter(&mut tx, &company).await?;
    sqlx::query("insert into company_settings (email, country) values ($1, $2)")
        .bind(&new.admin_email)
        .bind(if new.currency == "IDR" { "ID" } else { "MY" })
        .execute(&mut *tx)
        .await?;
    sqlx::query("insert into branches (name, is_main) values ('HQ', true)")
        .execute(&mut *tx)
        .await?;
    // Every company starts on a trial of the cheapest plan offered in its currency.
    if let Some(plan) = crate::features::billing::store::plans(&mut tx, Some(&new.currency), true)
        .await?
        .into_iter()
        .next()
    {
        crate::features::billing::store::start_subscription(
            &mut tx,
            id,
            plan.id,
            crate::features::billing::rules::Period::Monthly,
            crate::domain::time::kl_today(),
            plan.trial_days,
        )
        .await?;
    }
    let username = new
        .admin_email
        .split('@')
        .next()
        .unwrap_or("hq")
        .to_string();
    let admin_user_id: i64 = sqlx::query_scalar(
        "insert into users (email, username, role, status, language) values ($1, $2, 'hq', 'new', $3) returning id",
    )
    .bind(&new.admin_email)
    .bind(&username)
    .bind(new.language.code())
    .fetch_one(&mut *tx)
    .await?;
    let origin = state
        .config
        .origin_of(&format!("{}.{}", company.slug, state.config.base_domain));
    let invitation_url = auth_store::invite(
        &mut tx,
        admin_user_id,
        &new.admin_email,
        &company.name,
        &origin,
        new.language,
    )
    .await?;
    tx.commit().await?;
    super::forget(state, &company, new.custom_domain.as_slice()).await;
    Ok(Provisioned {
        company,
        admin_user_id,
        invitation_url,
    })
}
