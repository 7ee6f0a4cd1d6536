//! Buying in a store, without sign-in: `/storefront/{slug}/quote`, `/checkout` (then Billplz),
//! `/order/{token}` (the tracking page the e-mailed link opens) and `/order/{token}/rating`; and
//! `/store-program/ekoop/…`: the school co-operative's orders by school and class with the class
//! packing list, for HQ (every store) and the co-op's agent (their own).

use super::{
    checkout::{self, CustomerOrder, PricedLine, StoreQuote},
    order_store::{self, EkoopFilter},
    rules,
    store::{self, StoreRow},
};
use crate::{
    domain::{
        fields::{required, text, FieldErrors},
        money::money,
        order::OrderStatus,
    },
    features::{
        auth::rules::normalise_email,
        orders::{payments, store as orders},
        shop::{address::AddressInput, rules::snapshot},
    },
    http::{
        auth::{CurrentUser, Permission, UserAuth},
        ok, ok_with,
        tags::ApiTags,
        text::Text,
        ApiError, ApiResult,
    },
    i18n::{t, Msg},
    integrations::email,
    media,
    state::AppState,
    tenancy::Tenant,
};
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem_openapi::{
    param::{Path, Query},
    payload::Json,
    Object, OpenApi,
};
use sqlx::PgConnection;
use std::sync::Arc;

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreCartLine {
    #[oai(validator(minimum(value = "1")))]
    pub variant_id: i64,
    #[oai(validator(minimum(value = "1"), maximum(value = "999")))]
    pub quantity: i64,
}

/// A cart to price: its lines, and once known the customer's country, state and courier.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreQuoteInput {
    #[oai(validator(max_items = 50))]
    pub lines: Vec<StoreCartLine>,
    #[oai(nullable)]
    pub state: Option<Text>,
    #[oai(nullable)]
    pub courier_id: Option<i64>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreCheckoutInput {
    #[oai(validator(max_items = 50))]
    pub lines: Vec<StoreCartLine>,
    #[oai(default)]
    pub name: Text,
    #[oai(default)]
    pub phone: Text,
    #[oai(default)]
    pub email: Text,
    /// Where a courier delivers (affiliate and online stores).
    #[oai(nullable)]
    pub address: Option<AddressInput>,
    #[oai(nullable)]
    pub courier_id: Option<i64>,
    /// E-koop: the student the order is for and their class (the customer is the parent).
    #[oai(nullable)]
    pub student_name: Option<Text>,
    #[oai(nullable)]
    pub class_name: Option<Text>,
    /// The grand total the customer was shown: a different total refuses the order (409).
    #[oai(nullable)]
    pub seen_total: Option<Text>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreCartLineView {
    pub variant_id: i64,
    pub product_id: i64,
    pub name: String,
    pub label: String,
    #[oai(nullable)]
    pub cover_url: Option<String>,
    pub quantity: i64,
    pub unit_price: String,
    pub line_total: String,
    /// Why the line cannot be bought, in the customer's language.
    #[oai(nullable)]
    pub problem: Option<String>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreCourierOption {
    pub courier_id: i64,
    pub name: String,
    pub total: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreQuoteView {
    pub lines: Vec<StoreCartLineView>,
    pub sub_total: String,
    pub shipping: String,
    /// The online payment's fee.
    pub service_fee: String,
    pub tax: String,
    pub grand_total: String,
    /// The couriers that deliver to the state (an e-koop order is collected at the school).
    pub courier_options: Vec<StoreCourierOption>,
    pub payment_available: bool,
    /// Every line can be bought.
    pub ready: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoreCheckoutResult {
    pub number: String,
    /// The order's tracking link is /s/{slug}/order/{token}.
    pub token: String,
    /// Billplz's payment page.
    pub payment_url: String,
    pub grand_total: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct TrackedLineView {
    #[oai(nullable)]
    pub product_id: Option<i64>,
    pub name: String,
    pub label: String,
    pub quantity: i32,
    pub unit_price: String,
    pub line_total: String,
    /// The product can be rated (rating on, order completed).
    pub can_rate: bool,
    #[oai(nullable)]
    pub stars: Option<i16>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct TrackedStep {
    pub status: String,
    pub at: DateTime<Utc>,
}

/// A store order as its customer follows it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct TrackedOrderView {
    pub number: String,
    pub created_at: DateTime<Utc>,
    /// unpaid, approval, to_ship, delivery, completed, cancelled, refund.
    pub status: String,
    pub payment_status: String,
    pub shipment_type: String,
    #[oai(nullable)]
    pub shipping_method: Option<String>,
    #[oai(nullable)]
    pub tracking_number: Option<String>,
    pub customer_name: String,
    pub customer_phone: String,
    pub customer_email: String,
    /// The delivery address on one line (courier orders).
    #[oai(nullable)]
    pub address: Option<String>,
    #[oai(nullable)]
    pub student_name: Option<String>,
    #[oai(nullable)]
    pub class_name: Option<String>,
    #[oai(nullable)]
    pub collected_by: Option<String>,
    #[oai(nullable)]
    pub collected_at: Option<DateTime<Utc>>,
    pub lines: Vec<TrackedLineView>,
    pub sub_total: String,
    pub shipping: String,
    pub service_fee: String,
    pub tax: String,
    pub grand_total: String,
    /// Pay by then, or the order is cancelled.
    #[oai(nullable)]
    pub pay_before: Option<DateTime<Utc>>,
    /// Billplz's page, while the order waits for payment.
    #[oai(nullable)]
    pub payment_url: Option<String>,
    pub steps: Vec<TrackedStep>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct RatingInput {
    #[oai(validator(minimum(value = "1")))]
    pub product_id: i64,
    #[oai(validator(minimum(value = "1"), maximum(value = "5")))]
    pub stars: i64,
    #[oai(nullable)]
    pub comment: Option<Text>,
}

async fn open_store(db: &mut PgConnection, slug: &str) -> Result<StoreRow, ApiError> {
    store::active_store(db, slug.trim())
        .await?
        .ok_or_else(ApiError::not_found)
}

/// A store by its link whatever its status: a customer follows an order of a store HQ suspended since.
async fn any_store(db: &mut PgConnection, slug: &str) -> Result<StoreRow, ApiError> {
    store::store_by_slug(db, slug.trim())
        .await?
        .ok_or_else(ApiError::not_found)
}

/// How long a customer's key to their orders lasts.
const CUSTOMER_KEY_DAYS: i32 = 30;

fn lines_of(input: &[StoreCartLine]) -> Vec<(i64, i64)> {
    input.iter().map(|l| (l.variant_id, l.quantity)).collect()
}

fn country_of(tenant: &Tenant) -> &'static str {
    if tenant.company.currency == "IDR" {
        "ID"
    } else {
        "MY"
    }
}

fn quote_view(lines: &[PricedLine], q: &StoreQuote) -> StoreQuoteView {
    StoreQuoteView {
        ready: !lines.is_empty() && lines.iter().all(|l| l.problem.is_none()),
        lines: lines
            .iter()
            .map(|l| StoreCartLineView {
                variant_id: l.variant.variant_id,
                product_id: l.variant.product_id,
                name: l.variant.name.clone(),
                label: l.variant.label.clone(),
                cover_url: l.variant.cover_thumb.as_deref().map(media::url),
                quantity: l.quantity,
                unit_price: money(l.unit_price),
                line_total: money(l.line_total),
                problem: l.problem_text(),
            })
            .collect(),
        sub_total: money(q.totals.sub_total),
        shipping: money(q.totals.shipping),
        service_fee: money(q.totals.service_fee),
        tax: money(q.totals.tax),
        grand_total: money(q.totals.grand_total),
        courier_options: q
            .options
            .iter()
            .map(|o| StoreCourierOption {
                courier_id: o.courier_id,
                name: format!("{} {}", o.name, o.service).trim().to_string(),
                total: o.total.clone(),
            })
            .collect(),
        payment_available: q.payment_available,
    }
}

/// The customer's details, checked; every failing field is named.
struct Customer {
    name: String,
    phone: String,
    email: String,
    student: Option<(String, String)>,
}

fn customer(body: &StoreCheckoutInput, ekoop: bool) -> Result<Customer, ApiError> {
    let mut e = FieldErrors::default();
    let name = required(&mut e, "name", &body.name, 80);
    let phone = match body.phone.trim() {
        "" => {
            e.add("phone", t(Msg::Required));
            String::new()
        }
        p => rules::customer_phone(p).unwrap_or_else(|| {
            e.add("phone", t(Msg::InvalidPhone));
            String::new()
        }),
    };
    let email = match body.email.trim() {
        "" => {
            e.add("email", t(Msg::Required));
            String::new()
        }
        m => normalise_email(m).unwrap_or_else(|| {
            e.add("email", t(Msg::InvalidEmail));
            String::new()
        }),
    };
    let student = if ekoop {
        let student = text(&mut e, "studentName", &body.student_name, 80);
        let class = text(&mut e, "className", &body.class_name, 40);
        if student.is_none() {
            e.add("studentName", t(Msg::Required));
        }
        if class.is_none() {
            e.add("className", t(Msg::Required));
        }
        student.zip(class)
    } else {
        None
    };
    e.finish()?;
    Ok(Customer {
        name,
        phone,
        email,
        student,
    })
}

/// Every line can be bought, or 422 `cart_not_ready` with each problem.
fn cart_ready(lines: &[PricedLine], asked: usize) -> Result<(), ApiError> {
    if lines.is_empty() {
        return Err(ApiError::rule(Msg::CartEmpty, "cart_empty"));
    }
    let mut problems: Vec<String> = lines.iter().filter_map(|l| l.problem_text()).collect();
    // A variant that does not exist (any more) is not sold.
    if lines.len() < asked {
        problems.push(t(Msg::StoreLineNotForSale).to_string());
    }
    if problems.is_empty() {
        return Ok(());
    }
    Err(ApiError::rule_text(
        &format!("{} {}", t(Msg::CartNotReady), problems.join(" ")),
        "cart_not_ready",
        Some(serde_json::json!({ "problems": problems })),
    ))
}

fn address_line(o: &order_store::TrackedOrder) -> Option<String> {
    o.address1.as_ref()?;
    let parts = [
        o.address1.clone(),
        o.address2.clone(),
        o.postcode.clone(),
        o.city.clone(),
        o.state.clone(),
    ];
    Some(
        parts
            .into_iter()
            .flatten()
            .filter(|s| !s.trim().is_empty())
            .collect::<Vec<_>>()
            .join(", "),
    )
}

pub struct StoreOrderApi;

#[OpenApi(prefix_path = "/storefront", tag = "ApiTags::Stores")]
impl StoreOrderApi {
    /// Prices a cart at the store's prices with what the store can sell, and once the customer's
    /// state (and courier) is known, the shipping, the payment fee and tax.
    #[oai(path = "/:slug/quote", method = "post")]
    async fn quote(
        &self,
        tenant: Tenant,
        slug: Path<String>,
        body: Json<StoreQuoteInput>,
    ) -> ApiResult<StoreQuoteView> {
        let mut db = tenant.db().await?;
        let s = open_store(&mut db, &slug.0).await?;
        let currency = tenant.company.currency.clone();
        let lines = checkout::price_cart(&mut db, &s, &lines_of(&body.lines), &currency).await?;
        let settings = orders::shop_settings(&mut db).await?;
        let state = body
            .state
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty());
        let q = checkout::quote(
            &mut db,
            &s,
            &lines,
            state.map(|st| (country_of(&tenant), st)),
            body.courier_id,
            &settings,
            &currency,
        )
        .await?;
        ok(quote_view(&lines, &q))
    }

    /// Places the customer's order and creates its Billplz bill: the answer names the payment page
    /// and the tracking link's token. Stock is taken at once and given back if the order is not
    /// paid in time.
    #[oai(path = "/:slug/checkout", method = "post")]
    async fn checkout(
        &self,
        tenant: Tenant,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        slug: Path<String>,
        body: Json<StoreCheckoutInput>,
    ) -> ApiResult<StoreCheckoutResult> {
        let mut db = tenant.db().await?;
        let s = open_store(&mut db, &slug.0).await?;
        let program = s.program();
        let c = customer(&body, !checkout::needs_address(program))?;
        let currency = tenant.company.currency.clone();
        let wanted = lines_of(&body.lines);
        let lines = checkout::price_cart(&mut db, &s, &wanted, &currency).await?;
        cart_ready(&lines, rules::merge_lines(&wanted).len())?;
        let address = if checkout::needs_address(program) {
            let a = body
                .address
                .as_ref()
                .ok_or_else(|| ApiError::field("address", Msg::AddressRequired))?;
            let country = country_of(&tenant);
            let known = crate::features::couriers::store::state_codes(&mut db, country).await?;
            let row =
                crate::features::shop::address::check_address(&mut db, a, country, &known).await?;
            if body.courier_id.is_none() {
                return Err(ApiError::field("courierId", Msg::CourierRequired));
            }
            Some(snapshot(&row))
        } else {
            None
        };
        let settings = orders::shop_settings(&mut db).await?;
        let q = checkout::quote(
            &mut db,
            &s,
            &lines,
            address
                .as_ref()
                .map(|a| (a.country.as_str(), a.state.as_str())),
            body.courier_id,
            &settings,
            &currency,
        )
        .await?;
        if !q.payment_available {
            return Err(ApiError::rule(
                Msg::StoreOnlinePaymentOff,
                "payment_unavailable",
            ));
        }
        if let Some(seen) = body.seen_total.as_deref() {
            if seen.trim().parse().ok() != Some(q.totals.grand_total) {
                return Err(ApiError::conflict_data(
                    t(Msg::TotalChanged),
                    "total_changed",
                    Some(serde_json::json!({"grandTotal": money(q.totals.grand_total)})),
                ));
            }
        }
        let now = Utc::now();
        let (id, number, token) = checkout::place(
            &mut db,
            &s,
            &lines,
            &q,
            &settings,
            &CustomerOrder {
                name: &c.name,
                phone: &c.phone,
                email: &c.email,
                address,
                student: c.student.as_ref().map(|(a, b)| (a.as_str(), b.as_str())),
                now,
            },
        )
        .await?;
        let payment_url = payments::create_bill_for(
            &state,
            req,
            &mut db,
            &payments::Payer {
                email: c.email.clone(),
                name: c.name.clone(),
            },
            id,
            &number,
            q.totals.grand_total,
            None,
        )
        .await?;
        let origin = state.config.origin_of(&crate::http::request_host(req));
        let link = format!("{origin}/s/{}/order/{token}", s.slug);
        email::enqueue(
            &mut db,
            &c.email,
            &t(Msg::EmailSubjectStoreOrder)
                .replace("{store}", &s.name)
                .replace("{number}", &number),
            &t(Msg::EmailBodyStoreOrder)
                .replace("{name}", &c.name)
                .replace("{store}", &s.name)
                .replace("{number}", &number)
                .replace("{total}", &money(q.totals.grand_total))
                .replace("{link}", &link),
        )
        .await?;
        ok(StoreCheckoutResult {
            number,
            token,
            payment_url,
            grand_total: money(q.totals.grand_total),
        })
    }

    /// The order a tracking link opens: its status and steps, lines, totals, delivery or school
    /// pickup, and while unpaid the payment page.
    #[oai(path = "/:slug/order/:token", method = "get")]
    async fn order(
        &self,
        tenant: Tenant,
        slug: Path<String>,
        token: Path<String>,
    ) -> ApiResult<TrackedOrderView> {
        let mut db = tenant.db().await?;
        let s = any_store(&mut db, &slug.0).await?;
        let o = order_store::tracked_order(&mut db, s.id, token.0.trim())
            .await?
            .ok_or_else(|| ApiError::not_found_msg(Msg::OrderNotFound))?;
        let completed = o.status == OrderStatus::Completed;
        let lines = order_store::tracked_lines(&mut db, o.id)
            .await?
            .into_iter()
            .map(|l| TrackedLineView {
                can_rate: completed && l.rating_enabled && l.product_id.is_some(),
                product_id: l.product_id,
                name: l.name,
                label: l.label,
                quantity: l.quantity,
                unit_price: money(l.unit_price),
                line_total: money(l.line_total),
                stars: l.stars,
            })
            .collect();
        let steps = order_store::tracked_events(&mut db, o.id)
            .await?
            .into_iter()
            .map(|(status, at)| TrackedStep {
                status: status.code().into(),
                at,
            })
            .collect();
        ok(TrackedOrderView {
            address: address_line(&o),
            number: o.number,
            created_at: o.created_at,
            status: o.status.code().into(),
            payment_status: o.payment_status.code().into(),
            shipment_type: o.shipment_type.code().into(),
            shipping_method: o.shipping_method,
            tracking_number: o.tracking_number,
            customer_name: o.customer_name,
            customer_phone: o.customer_phone,
            customer_email: o.customer_email,
            student_name: o.student_name,
            class_name: o.class_name,
            collected_by: o.collected_by,
            collected_at: o.collected_at,
            lines,
            sub_total: money(o.sub_total),
            shipping: money(o.shipping),
            service_fee: money(o.service_fee),
            tax: money(o.tax),
            grand_total: money(o.grand_total),
            pay_before: o.hold_until.filter(|_| o.status == OrderStatus::Unpaid),
            payment_url: o.payment_url,
            steps,
        })
    }

    /// A customer asks for a link to their orders: when the company has store orders placed with the
    /// e-mail, a key valid 30 days is e-mailed (at most one every two minutes). The answer is the
    /// same whether or not it has orders.
    #[oai(path = "/:slug/my-orders/link", method = "post")]
    async fn my_orders_link(
        &self,
        tenant: Tenant,
        state: Data<&Arc<AppState>>,
        req: &poem::Request,
        slug: Path<String>,
        body: Json<CustomerLinkInput>,
    ) -> ApiResult<CustomerLinkSent> {
        let email = normalise_email(body.email.trim())
            .ok_or_else(|| ApiError::field("email", Msg::InvalidEmail))?;
        let mut db = tenant.db().await?;
        let s = any_store(&mut db, &slug.0).await?;
        if order_store::may_send_key(&mut db, &email).await? {
            let key = crate::features::auth::rules::new_token();
            let hash = crate::features::auth::rules::hash_token(&key);
            order_store::insert_key(&mut db, &hash, &email, CUSTOMER_KEY_DAYS).await?;
            let origin = state.config.origin_of(&crate::http::request_host(req));
            let company = tenant.company.name.clone();
            email::enqueue(
                &mut db,
                &email,
                &t(Msg::EmailSubjectMyOrders).replace("{company}", &company),
                &t(Msg::EmailBodyMyOrders)
                    .replace("{company}", &company)
                    .replace(
                        "{link}",
                        &format!("{origin}/s/{}/my-orders?key={key}", s.slug),
                    ),
            )
            .await?;
        }
        ok_with(Msg::CustomerLinkSent, CustomerLinkSent { sent: true })
    }

    /// The orders a customer's key opens: every store order of the company placed with its e-mail.
    /// An unknown or expired key is 404 `customer_key_expired`.
    #[oai(path = "/:slug/my-orders", method = "get")]
    async fn my_orders(
        &self,
        tenant: Tenant,
        slug: Path<String>,
        key: Query<String>,
    ) -> ApiResult<CustomerOrders> {
        let mut db = tenant.db().await?;
        any_store(&mut db, &slug.0).await?;
        let hash = crate::features::auth::rules::hash_token(key.0.trim());
        let email = order_store::key_email(&mut db, &hash)
            .await?
            .ok_or_else(|| {
                ApiError::not_found_rule(Msg::CustomerLinkExpired, "customer_key_expired")
            })?;
        let orders = order_store::customer_orders(&mut db, &email)
            .await?
            .into_iter()
            .map(|o| CustomerOrderSummary {
                number: o.number,
                created_at: o.created_at,
                status: o.status.code().into(),
                grand_total: money(o.grand_total),
                units: o.total_units,
                store_name: o.store_name,
                path: format!("/s/{}/order/{}", o.slug, o.tracking_token),
            })
            .collect();
        ok(CustomerOrders { email, orders })
    }

    /// The customer rates a product of their completed order (1–5 stars, a short comment); rating
    /// again changes it.
    #[oai(path = "/:slug/order/:token/rating", method = "post")]
    async fn rate(
        &self,
        tenant: Tenant,
        slug: Path<String>,
        token: Path<String>,
        body: Json<RatingInput>,
    ) -> ApiResult<TrackedLineView> {
        let mut db = tenant.db().await?;
        let s = any_store(&mut db, &slug.0).await?;
        let o = order_store::tracked_order(&mut db, s.id, token.0.trim())
            .await?
            .ok_or_else(|| ApiError::not_found_msg(Msg::OrderNotFound))?;
        if o.status != OrderStatus::Completed {
            return Err(ApiError::conflict_rule(
                Msg::RatingNotOpen,
                "rating_not_open",
            ));
        }
        let line = order_store::tracked_lines(&mut db, o.id)
            .await?
            .into_iter()
            .find(|l| l.product_id == Some(body.product_id))
            .ok_or_else(|| ApiError::field("productId", Msg::ProductNotInOrder))?;
        if !line.rating_enabled {
            return Err(ApiError::field("productId", Msg::RatingOff));
        }
        let mut e = FieldErrors::default();
        let comment = text(&mut e, "comment", &body.comment, 500);
        if !rules::valid_stars(body.stars) {
            e.add("stars", t(Msg::InvalidChoice));
        }
        e.finish()?;
        order_store::rate(
            &mut db,
            o.id,
            body.product_id,
            body.stars as i16,
            comment.as_deref(),
        )
        .await?;
        ok_with(
            Msg::Saved,
            TrackedLineView {
                product_id: line.product_id,
                name: line.name,
                label: line.label,
                quantity: line.quantity,
                unit_price: money(line.unit_price),
                line_total: money(line.line_total),
                can_rate: true,
                stars: Some(body.stars as i16),
            },
        )
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CustomerLinkInput {
    #[oai(default)]
    pub email: Text,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CustomerLinkSent {
    /// Always true: the answer never tells whether the e-mail has orders.
    pub sent: bool,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CustomerOrderSummary {
    pub number: String,
    pub created_at: DateTime<Utc>,
    pub status: String,
    pub grand_total: String,
    pub units: i32,
    pub store_name: String,
    /// The order's tracking page: /s/{slug}/order/{token}.
    pub path: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CustomerOrders {
    pub email: String,
    /// Every store order of the company placed with the e-mail, newest first (the latest 100).
    pub orders: Vec<CustomerOrderSummary>,
}

// ---- E-koop orders ---------------------------------------------------------------------------

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EkoopOrder {
    pub id: i64,
    pub number: String,
    pub created_at: DateTime<Utc>,
    pub store_id: i64,
    pub store_name: String,
    pub school_name: String,
    pub student_name: String,
    pub class_name: String,
    /// The parent who bought it.
    pub customer_name: String,
    pub customer_phone: String,
    pub status: String,
    pub payment_status: String,
    pub grand_total: String,
    pub total_units: i32,
    #[oai(nullable)]
    pub collected_by: Option<String>,
    #[oai(nullable)]
    pub collected_at: Option<DateTime<Utc>>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EkoopClass {
    pub store_id: i64,
    pub school_name: String,
    pub class_name: String,
    /// Paid orders waiting to be collected.
    pub waiting: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EkoopOrderPage {
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    pub rows: Vec<EkoopOrder>,
    /// Every school and class with orders, for the filters.
    pub classes: Vec<EkoopClass>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PackingItem {
    pub name: String,
    pub label: String,
    pub sku: String,
    pub quantity: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PackingStudent {
    pub student_name: String,
    pub order_number: String,
    pub items: Vec<PackingItem>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PackingClass {
    pub class_name: String,
    /// Units per product for the whole class.
    pub totals: Vec<PackingItem>,
    pub students: Vec<PackingStudent>,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PackingList {
    pub store_name: String,
    pub school_name: String,
    pub classes: Vec<PackingClass>,
}

fn ekoop_order(r: order_store::EkoopOrderRow) -> EkoopOrder {
    EkoopOrder {
        id: r.id,
        number: r.number,
        created_at: r.created_at,
        store_id: r.store_id,
        store_name: r.store_name,
        school_name: r.school_name,
        student_name: r.student_name,
        class_name: r.class_name,
        customer_name: r.customer_name,
        customer_phone: r.customer_phone,
        status: r.status.code().into(),
        payment_status: r.payment_status.code().into(),
        grand_total: money(r.grand_total),
        total_units: r.total_units,
        collected_by: r.collected_by,
        collected_at: r.collected_at,
    }
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EkoopPickupInput {
    #[oai(validator(minimum(value = "1")))]
    pub id: i64,
    /// Who took it (the parent, or the student with the parent's word).
    #[oai(default)]
    pub collected_by: Text,
}

/// Whose e-koop orders the caller sees: the agent's own store's (Some), or HQ's every store (None).
fn ekoop_scope(user: &CurrentUser) -> Result<Option<i64>, ApiError> {
    if user.is_agent() {
        Ok(Some(user.id))
    } else if user.is_hq_side() && user.can(Permission::ManageOrders) {
        Ok(None)
    } else {
        Err(ApiError::no_access())
    }
}

fn add_item(items: &mut Vec<PackingItem>, r: &order_store::PackingRow) {
    match items
        .iter_mut()
        .find(|i| i.sku == r.sku && i.name == r.name && i.label == r.label)
    {
        Some(i) => i.quantity += r.quantity,
        None => items.push(PackingItem {
            name: r.name.clone(),
            label: r.label.clone(),
            sku: r.sku.clone(),
            quantity: r.quantity,
        }),
    }
}

pub struct EkoopOrdersApi;

#[OpenApi(prefix_path = "/store-program/ekoop", tag = "ApiTags::Stores")]
impl EkoopOrdersApi {
    /// E-koop orders by school, class and student (HQ: every co-op; an agent: their own), with the
    /// classes for the filters.
    #[oai(path = "/orders", method = "get")]
    #[allow(clippy::too_many_arguments)]
    async fn orders(
        &self,
        auth: UserAuth,
        #[oai(name = "storeId", validator(minimum(value = "1")))] store_id: Query<Option<i64>>,
        #[oai(name = "className")] class_name: Query<Option<String>>,
        status: Query<Option<String>>,
        search: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<i64>>,
        #[oai(
            name = "perPage",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        per_page: Query<Option<i64>>,
    ) -> ApiResult<EkoopOrderPage> {
        let owner = ekoop_scope(&auth)?;
        let status = match status.0.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => None,
            Some(s) => Some(
                OrderStatus::parse(s)
                    .ok_or_else(|| ApiError::field("status", Msg::InvalidChoice))?,
            ),
        };
        let (page, per_page) = (page.0.unwrap_or(1), per_page.0.unwrap_or(20));
        let pattern = search
            .0
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| format!("%{}%", s.replace(['%', '_', '\\'], "")));
        let mut db = auth.db().await?;
        let filter = EkoopFilter {
            owner_id: owner,
            store_id: store_id.0,
            class_name: class_name
                .0
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty()),
            status,
            pattern,
            order_id: None,
        };
        let (total, rows) =
            order_store::ekoop_orders(&mut db, &filter, per_page, (page - 1) * per_page).await?;
        let classes = order_store::ekoop_classes(&mut db, owner, None)
            .await?
            .into_iter()
            .map(|(store_id, school_name, class_name, waiting)| EkoopClass {
                store_id,
                school_name,
                class_name,
                waiting,
            })
            .collect();
        ok(EkoopOrderPage {
            total,
            page,
            per_page,
            rows: rows.into_iter().map(ekoop_order).collect(),
            classes,
        })
    }

    /// Records who collected a paid e-koop order at the school: the co-op's agent for their own
    /// store, or HQ staff who manage orders. The order completes (the owner's earnings are written).
    #[oai(path = "/pickup", method = "post")]
    async fn pickup(&self, auth: UserAuth, body: Json<EkoopPickupInput>) -> ApiResult<EkoopOrder> {
        let owner = ekoop_scope(&auth)?;
        let mut e = FieldErrors::default();
        let by = required(&mut e, "collectedBy", &body.collected_by, 80);
        e.finish()?;
        let mut db = auth.db().await?;
        let filter = EkoopFilter {
            owner_id: owner,
            store_id: None,
            class_name: None,
            status: None,
            pattern: None,
            order_id: Some(body.id),
        };
        if order_store::ekoop_orders(&mut db, &filter, 1, 0)
            .await?
            .1
            .is_empty()
        {
            return Err(ApiError::not_found_msg(Msg::OrderNotFound));
        }
        let msg = crate::features::orders::api::act(
            &mut db,
            body.id,
            auth.id,
            crate::domain::order::OrderAction::Pickup,
            Some(&by),
        )
        .await?;
        let row = order_store::ekoop_orders(&mut db, &filter, 1, 0)
            .await?
            .1
            .pop()
            .ok_or_else(ApiError::not_found)?;
        ok_with(msg, ekoop_order(row))
    }

    /// What to pack for a co-op's paid orders waiting to be collected: per class the units of each
    /// product, and per student their order's items.
    #[oai(path = "/packing-list", method = "get")]
    async fn packing_list(
        &self,
        auth: UserAuth,
        #[oai(name = "storeId", validator(minimum(value = "1")))] store_id: Query<i64>,
        #[oai(name = "className")] class_name: Query<Option<String>>,
    ) -> ApiResult<PackingList> {
        let owner = ekoop_scope(&auth)?;
        let mut db = auth.db().await?;
        let s = store::store_by_id(&mut db, store_id.0)
            .await?
            .filter(|s| s.program() == rules::Program::Ekoop)
            .filter(|s| owner.is_none_or(|o| o == s.agent_id))
            .ok_or_else(ApiError::not_found)?;
        let class = class_name
            .0
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty());
        let rows = order_store::packing_list(&mut db, owner, s.id, class).await?;
        let mut classes: Vec<PackingClass> = vec![];
        for r in &rows {
            if classes.last().is_none_or(|c| c.class_name != r.class_name) {
                classes.push(PackingClass {
                    class_name: r.class_name.clone(),
                    totals: vec![],
                    students: vec![],
                });
            }
            let class = classes.last_mut().expect("pushed above");
            add_item(&mut class.totals, r);
            if class
                .students
                .last()
                .is_none_or(|st| st.order_number != r.order_number)
            {
                class.students.push(PackingStudent {
                    student_name: r.student_name.clone(),
                    order_number: r.order_number.clone(),
                    items: vec![],
                });
            }
            let student = class.students.last_mut().expect("pushed above");
            add_item(&mut student.items, r);
        }
        ok(PackingList {
            store_name: s.name,
            school_name: s.school_name.unwrap_or_default(),
            classes,
        })
    }
}
