//! The company's details and regulatory data (TIN, MSIC code, tax), and its branches.

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
    pub sst_number: Option<String>,
}

pub async fn company(db: &mut PgConnection) -> sqlx::Result<CompanyRow> {
    sqlx::query_as(
        "select c.name, c.currency, s.org_id, s.roc, s.address_line1, s.address_line2, s.postcode, s.city, s.state, s.country,
                s.province, s.regency, s.district, s.village, s.phone_code, s.phone, s.email, s.bank_country, s.bank_code,
                s.bank_account_number, s.bank_account_name, s.prefix_name, s.tin, s.msic_code,
                (select m.description from platform.msic_codes m where m.code = s.msic_code) as msic_description, s.tax_percentage,
                s.sst_number
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
    sst: Option<Option<&str>>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set tin = $1, msic_code = $2, tax_percentage = $3,
                sst_number = case when $4 then $5 else sst_number end, updated_at = now()",
    )
    .bind(tin)
    .bind(msic)
    .bind(tax)
    .bind(sst.is_some())
    .bind(sst.flatten())
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
