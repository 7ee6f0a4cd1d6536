//! `/storefront/{slug}…`: an open store's public face on the company's host, without sign-in —
//! what the store publishes, its banners, and the published products at the program's price.
//! Never an agent's personal data beyond the store's own contact, never a tier price.

use super::{
    api::{banner, StoreBanner},
    checkout::stock_source,
    order_store,
    rules::Program,
    store::{self, StoreRow},
};
use crate::{
    domain::{money::money, time::kl_today},
    http::{ok, tags::ApiTags, ApiError, ApiResult},
    media,
    tenancy::Tenant,
};
use poem_openapi::{
    param::{Path, Query},
    Object, OpenApi,
};
use sqlx::PgConnection;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StorefrontCategory {
    pub id: i64,
    pub name: String,
}

/// What a store shows every customer.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Storefront {
    pub name: String,
    pub slug: String,
    pub program: Program,
    #[oai(nullable)]
    pub tagline: Option<String>,
    #[oai(nullable)]
    pub logo_url: Option<String>,
    #[oai(nullable)]
    pub primary_color: Option<String>,
    #[oai(nullable)]
    pub whatsapp: Option<String>,
    #[oai(nullable)]
    pub contact_phone: Option<String>,
    #[oai(nullable)]
    pub contact_email: Option<String>,
    #[oai(nullable)]
    pub school_name: Option<String>,
    #[oai(nullable)]
    pub school_address: Option<String>,
    #[oai(nullable)]
    pub pickup_hours: Option<String>,
    pub company_name: String,
    /// MYR or IDR.
    pub currency: String,
    /// An e-koop store's banners, newest first (empty for the other programs).
    pub banners: Vec<StoreBanner>,
    /// The categories that hold a published product.
    pub categories: Vec<StorefrontCategory>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StorefrontProduct {
    pub id: i64,
    pub name: String,
    #[oai(nullable)]
    pub cover_url: Option<String>,
    /// The program's price: retail (affiliate) or the store price.
    pub price: String,
    pub in_stock: bool,
    /// The average rating, one decimal (null before the first rating).
    #[oai(nullable)]
    pub rating_average: Option<String>,
    pub rating_count: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StorefrontProductPage {
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    pub rows: Vec<StorefrontProduct>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StorefrontVariant {
    pub id: i64,
    /// The options it is made of ("Red / M"), empty for a product without options.
    pub label: String,
    pub in_stock: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StorefrontProductDetail {
    pub id: i64,
    pub name: String,
    pub description: String,
    /// The cover first, then up to 3 more.
    pub images: Vec<String>,
    pub price: String,
    /// Sold beyond stock up to the product's preorder limit.
    pub preorder: bool,
    pub variants: Vec<StorefrontVariant>,
    #[oai(nullable)]
    pub rating_average: Option<String>,
    pub rating_count: i64,
}

#[derive(Object)]
pub struct VisitCount {
    /// The store's visits today.
    pub visits: i64,
}

/// An open store by its link; any other is not found (pending, suspended, another company's).
async fn open_store(db: &mut PgConnection, slug: &str) -> Result<StoreRow, ApiError> {
    store::active_store(db, slug.trim())
        .await?
        .ok_or_else(ApiError::not_found)
}

/// A product's average stars (one decimal) and how many rated it.
fn rating_of(ratings: &[(i64, rust_decimal::Decimal, i64)], id: i64) -> (Option<String>, i64) {
    ratings
        .iter()
        .find(|r| r.0 == id)
        .map(|r| (Some(format!("{:.1}", r.1)), r.2))
        .unwrap_or((None, 0))
}

pub struct StorefrontApi;

#[OpenApi(prefix_path = "/storefront", tag = "ApiTags::Stores")]
impl StorefrontApi {
    /// The store's public face: name, look, contact it publishes, banners and categories.
    #[oai(path = "/:slug", method = "get")]
    async fn storefront(&self, tenant: Tenant, slug: Path<String>) -> ApiResult<Storefront> {
        let mut db = tenant.db().await?;
        let s = open_store(&mut db, &slug.0).await?;
        let banners = if s.program() == Program::Ekoop {
            store::banners(&mut db, s.id)
                .await?
                .into_iter()
                .map(banner)
                .collect()
        } else {
            vec![]
        };
        let categories = store::categories(&mut db)
            .await?
            .into_iter()
            .map(|(id, name)| StorefrontCategory { id, name })
            .collect();
        ok(Storefront {
            program: s.program(),
            name: s.name,
            slug: s.slug,
            tagline: s.tagline,
            logo_url: s.logo_key.as_deref().map(media::url),
            primary_color: s.primary_color,
            whatsapp: s.whatsapp,
            contact_phone: s.contact_phone,
            contact_email: s.contact_email,
            school_name: s.school_name,
            school_address: s.school_address,
            pickup_hours: s.pickup_hours,
            company_name: tenant.company.name.clone(),
            currency: tenant.company.currency.clone(),
            banners,
            categories,
        })
    }

    /// Counts a visit to the store today (the web app sends one per browser session).
    #[oai(path = "/:slug/visit", method = "post")]
    async fn visit(&self, tenant: Tenant, slug: Path<String>) -> ApiResult<VisitCount> {
        let mut db = tenant.db().await?;
        let s = open_store(&mut db, &slug.0).await?;
        let visits = store::count_visit(&mut db, s.id, kl_today()).await?;
        ok(VisitCount { visits })
    }

    /// A page of the published products at the program's price, by name.
    #[oai(path = "/:slug/products", method = "get")]
    async fn products(
        &self,
        tenant: Tenant,
        slug: Path<String>,
        search: Query<Option<String>>,
        #[oai(name = "categoryId", validator(minimum(value = "1")))] category_id: Query<
            Option<i64>,
        >,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "60"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<StorefrontProductPage> {
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(24));
        let search = search.0.as_deref().map(str::trim).filter(|s| !s.is_empty());
        let mut db = tenant.db().await?;
        let s = open_store(&mut db, &slug.0).await?;
        let program = s.program();
        let (total, rows) = store::products(
            &mut db,
            stock_source(&s),
            search,
            category_id.0,
            per_page,
            (page - 1) * per_page,
        )
        .await?;
        let ids: Vec<i64> = rows.iter().map(|p| p.id).collect();
        let ratings = order_store::ratings(&mut db, &ids).await?;
        ok(StorefrontProductPage {
            total,
            page,
            per_page,
            rows: rows
                .into_iter()
                .map(|p| {
                    let (rating_average, rating_count) = rating_of(&ratings, p.id);
                    StorefrontProduct {
                        id: p.id,
                        name: p.name,
                        cover_url: p.cover_thumb.as_deref().map(media::url),
                        price: money(program.customer_price(p.retail_price, p.store_price)),
                        in_stock: p.in_stock,
                        rating_average,
                        rating_count,
                    }
                })
                .collect(),
        })
    }

    /// A published product with its images, variants and whether each sells.
    #[oai(path = "/:slug/product", method = "get")]
    async fn product(
        &self,
        tenant: Tenant,
        slug: Path<String>,
        #[oai(validator(minimum(value = "1")))] id: Query<i64>,
    ) -> ApiResult<StorefrontProductDetail> {
        let mut db = tenant.db().await?;
        let s = open_store(&mut db, &slug.0).await?;
        let p = store::product(&mut db, id.0)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let mut images: Vec<String> = p
            .cover_image
            .as_deref()
            .map(media::url)
            .into_iter()
            .collect();
        images.extend(
            store::product_images(&mut db, p.id)
                .await?
                .iter()
                .map(|k| media::url(k)),
        );
        let ratings = order_store::ratings(&mut db, &[p.id]).await?;
        let (rating_average, rating_count) = rating_of(&ratings, p.id);
        let variants = store::variants(&mut db, stock_source(&s), p.id)
            .await?
            .into_iter()
            .map(|(id, label, in_stock)| StorefrontVariant {
                id,
                label,
                in_stock,
            })
            .collect();
        ok(StorefrontProductDetail {
            id: p.id,
            name: p.name,
            description: p.description.unwrap_or_default(),
            images,
            price: money(s.program().customer_price(p.retail_price, p.store_price)),
            preorder: p.preorder,
            variants,
            rating_average,
            rating_count,
        })
    }
}
