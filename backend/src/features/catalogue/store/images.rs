//! A product's images: the cover, the gallery and the image of an option value.

use sqlx::PgConnection;

/// Sets the cover; returns the keys it replaced.
pub async fn set_cover(
    db: &mut PgConnection,
    product_id: i64,
    image: &str,
    thumb: &str,
) -> sqlx::Result<(Option<String>, Option<String>)> {
    let old: (Option<String>, Option<String>) =
        sqlx::query_as("select cover_image, cover_thumb from products where id = $1")
            .bind(product_id)
            .fetch_one(&mut *db)
            .await?;
    sqlx::query(
        "update products set cover_image = $2, cover_thumb = $3, updated_at = now() where id = $1",
    )
    .bind(product_id)
    .bind(image)
    .bind(thumb)
    .execute(db)
    .await?;
    Ok(old)
}

pub async fn images(
    db: &mut PgConnection,
    product_id: i64,
) -> sqlx::Result<Vec<(i64, String, String)>> {
    sqlx::query_as(
        "select id, image, thumb from product_images where product_id = $1 order by position",
    )
    .bind(product_id)
    .fetch_all(db)
    .await
}

/// Adds an extra image in the first free position; None when all three are taken.
pub async fn add_image(
    db: &mut PgConnection,
    product_id: i64,
    image: &str,
    thumb: &str,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "insert into product_images (product_id, image, thumb, position)
         select $1, $2, $3, min(p) from generate_series(1, 3) p
         where p not in (select position from product_images where product_id = $1)
         having min(p) is not null
         returning id",
    )
    .bind(product_id)
    .bind(image)
    .bind(thumb)
    .fetch_optional(db)
    .await
}

pub async fn delete_image(
    db: &mut PgConnection,
    product_id: i64,
    image_id: i64,
) -> sqlx::Result<Option<(String, String)>> {
    sqlx::query_as(
        "delete from product_images where id = $2 and product_id = $1 returning image, thumb",
    )
    .bind(product_id)
    .bind(image_id)
    .fetch_optional(db)
    .await
}

/// Sets a live option value's image; returns the one it replaced (outer None: no such value).
pub async fn set_value_image(
    db: &mut PgConnection,
    product_id: i64,
    value_id: i64,
    image: &str,
) -> sqlx::Result<Option<Option<String>>> {
    let old: Option<Option<String>> = sqlx::query_scalar(
        "select v.image from product_option_values v join product_options o on o.id = v.option_id
         where v.id = $2 and o.product_id = $1 and not v.retired and not o.retired",
    )
    .bind(product_id)
    .bind(value_id)
    .fetch_optional(&mut *db)
    .await?;
    if old.is_some() {
        sqlx::query("update product_option_values set image = $2 where id = $1")
            .bind(value_id)
            .bind(image)
            .execute(db)
            .await?;
    }
    Ok(old)
}
