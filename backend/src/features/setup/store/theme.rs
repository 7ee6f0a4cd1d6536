//! How the company shows itself: the theme's colours and images, and its social and marketplace
//! links.

use sqlx::{FromRow, PgConnection};

pub async fn save_colours(
    db: &mut PgConnection,
    primary: &str,
    secondary: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set primary_color = $1, secondary_color = $2, updated_at = now()",
    )
    .bind(primary)
    .bind(secondary)
    .execute(db)
    .await?;
    Ok(())
}

/// Sets one image of the theme; returns the key it replaced.
pub async fn save_theme_image(
    db: &mut PgConnection,
    column: ThemeImage,
    key: &str,
) -> sqlx::Result<Option<String>> {
    let col = column.column();
    sqlx::query_scalar(&format!(
        "update company_settings s set {col} = $1, updated_at = now() from company_settings old
         where old.company_id = s.company_id returning old.{col}"
    ))
    .bind(key)
    .fetch_one(db)
    .await
}

#[derive(Clone, Copy, Debug)]
pub enum ThemeImage {
    Logo,
    LogoDark,
    LoginImage,
}

impl ThemeImage {
    fn column(self) -> &'static str {
        match self {
            ThemeImage::Logo => "logo_key",
            ThemeImage::LogoDark => "logo_dark_key",
            ThemeImage::LoginImage => "login_image_key",
        }
    }
}

#[derive(FromRow, Debug, Clone, Default)]
pub struct NetworkRow {
    pub facebook_url: Option<String>,
    pub instagram_url: Option<String>,
    pub tiktok_url: Option<String>,
    pub twitter_url: Option<String>,
    pub shopee_url: Option<String>,
    pub lazada_url: Option<String>,
    pub carousell_url: Option<String>,
    pub mudah_url: Option<String>,
}

pub async fn network(db: &mut PgConnection) -> sqlx::Result<NetworkRow> {
    sqlx::query_as(
        "select facebook_url, instagram_url, tiktok_url, twitter_url, shopee_url, lazada_url, carousell_url, mudah_url from company_settings",
    )
    .fetch_one(db)
    .await
}

pub async fn save_network(db: &mut PgConnection, n: &NetworkRow) -> sqlx::Result<()> {
    sqlx::query(
        "update company_settings set facebook_url = $1, instagram_url = $2, tiktok_url = $3, twitter_url = $4, shopee_url = $5,
                lazada_url = $6, carousell_url = $7, mudah_url = $8, updated_at = now()",
    )
    .bind(&n.facebook_url)
    .bind(&n.instagram_url)
    .bind(&n.tiktok_url)
    .bind(&n.twitter_url)
    .bind(&n.shopee_url)
    .bind(&n.lazada_url)
    .bind(&n.carousell_url)
    .bind(&n.mudah_url)
    .execute(db)
    .await?;
    Ok(())
}
