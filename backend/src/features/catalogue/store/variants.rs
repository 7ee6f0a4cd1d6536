//! A product's options, their values and the variants they make (with their stock).

use super::OptionInput;
use sqlx::{FromRow, PgConnection};
use std::collections::HashMap;

/// A live option's value, in the option's order.
#[derive(serde::Deserialize, Debug, Clone)]
pub struct OptionValueRow {
    pub option_id: i64,
    pub option_name: String,
    pub id: i64,
    pub value: String,
    pub image: Option<String>,
}

#[derive(FromRow, serde::Deserialize, Debug, Clone)]
pub struct VariantRow {
    pub id: i64,
    pub product_id: i64,
    pub option1_id: Option<i64>,
    pub option2_id: Option<i64>,
    pub option3_id: Option<i64>,
    pub label: String,
    /// Over all branches.
    pub stock: i64,
}

impl VariantRow {
    pub fn option_ids(&self) -> Vec<i64> {
        [self.option1_id, self.option2_id, self.option3_id]
            .into_iter()
            .flatten()
            .collect()
    }
}

/// Live variants of the products with their stock (over all branches, or one branch).
pub async fn variants(
    db: &mut PgConnection,
    product_ids: &[i64],
    branch_id: Option<i64>,
) -> sqlx::Result<Vec<VariantRow>> {
    sqlx::query_as(
        "select v.id, v.product_id, v.option1_id, v.option2_id, v.option3_id, v.label,
            coalesce((select sum(s.quantity) from stock_levels s
                      where s.variant_id = v.id and ($2::bigint is null or s.branch_id = $2)), 0)::bigint as stock
         from product_variants v where v.product_id = any($1) and not v.retired order by v.product_id, v.id",
    )
    .bind(product_ids)
    .bind(branch_id)
    .fetch_all(db)
    .await
}

/// Brings options, values and variants in line with the input. Kept ids keep their variants (and
/// so their stock). Returns the label of a variant that would disappear while holding stock; the
/// caller then refuses the save (the request's transaction rolls back).
pub async fn sync_variants(
    db: &mut PgConnection,
    product_id: i64,
    options: &[OptionInput],
) -> sqlx::Result<Option<String>> {
    let existing_options: Vec<i64> =
        sqlx::query_scalar("select id from product_options where product_id = $1 and not retired")
            .bind(product_id)
            .fetch_all(&mut *db)
            .await?;
    let mut value_ids: Vec<Vec<i64>> = Vec::new();
    let mut labels: HashMap<i64, String> = HashMap::new();
    let mut kept_options = Vec::new();
    for (i, option) in options.iter().enumerate() {
        let position = (i + 1) as i16;
        let option_id = match option.id.filter(|id| existing_options.contains(id)) {
            Some(id) => {
                sqlx::query("update product_options set name = $2, position = $3 where id = $1")
                    .bind(id)
                    .bind(&option.name)
                    .bind(position)
                    .execute(&mut *db)
                    .await?;
                id
            }
            None => {
                sqlx::query_scalar(
                    "insert into product_options (product_id, position, name) values ($1, $2, $3) returning id",
                )
                .bind(product_id)
                .bind(position)
                .bind(&option.name)
                .fetch_one(&mut *db)
                .await?
            }
        };
        kept_options.push(option_id);
        let existing_values: Vec<i64> = sqlx::query_scalar(
            "select id from product_option_values where option_id = $1 and not retired",
        )
        .bind(option_id)
        .fetch_all(&mut *db)
        .await?;
        let mut ids = Vec::new();
        for (j, (value_id, value)) in option.values.iter().enumerate() {
            let id = match value_id.filter(|id| existing_values.contains(id)) {
                Some(id) => {
                    sqlx::query(
                        "update product_option_values set value = $2, position = $3 where id = $1",
                    )
                    .bind(id)
                    .bind(value)
                    .bind(j as i16)
                    .execute(&mut *db)
                    .await?;
                    id
                }
                None => {
                    sqlx::query_scalar(
                        "insert into product_option_values (option_id, position, value) values ($1, $2, $3) returning id",
                    )
                    .bind(option_id)
                    .bind(j as i16)
                    .bind(value)
                    .fetch_one(&mut *db)
                    .await?
                }
            };
            labels.insert(id, value.clone());
            ids.push(id);
        }
        sqlx::query(
            "update product_option_values set retired = true where option_id = $1 and not (id = any($2))",
        )
        .bind(option_id)
        .bind(&ids)
        .execute(&mut *db)
        .await?;
        value_ids.push(ids);
    }
    sqlx::query(
        "update product_options set retired = true where product_id = $1 and not (id = any($2))",
    )
    .bind(product_id)
    .bind(&kept_options)
    .execute(&mut *db)
    .await?;

    let wanted = crate::features::catalogue::rules::variant_combinations(&value_ids);
    let current = variants(&mut *db, &[product_id], None).await?;
    for v in &current {
        if !wanted.contains(&v.option_ids()) {
            if v.stock > 0 {
                return Ok(Some(v.label.clone()));
            }
            sqlx::query("update product_variants set retired = true where id = $1")
                .bind(v.id)
                .execute(&mut *db)
                .await?;
        }
    }
    for combo in wanted {
        let label = combo
            .iter()
            .map(|id| labels.get(id).map(String::as_str).unwrap_or(""))
            .collect::<Vec<_>>()
            .join(" / ");
        let at = |i: usize| combo.get(i).copied();
        sqlx::query(
            "insert into product_variants (product_id, option1_id, option2_id, option3_id, label)
             values ($1, $2, $3, $4, $5)
             on conflict (product_id, coalesce(option1_id, 0), coalesce(option2_id, 0), coalesce(option3_id, 0))
             do update set label = excluded.label, retired = false",
        )
        .bind(product_id)
        .bind(at(0))
        .bind(at(1))
        .bind(at(2))
        .bind(label)
        .execute(&mut *db)
        .await?;
    }
    Ok(None)
}
