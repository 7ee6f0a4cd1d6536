//! A row of an order list (the summary: agent, seller, status, printed flags) and a page of them
//! with the count of every status tab.

use crate::features::orders::{actions, rules, store};
use crate::tenancy::Tenant;
use crate::{domain::money, domain::order::OrderStatus, http::ApiError};
use chrono::{DateTime, Utc};
use poem_openapi::Object;
use sqlx::PgConnection;

/// The agent who bought the order.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderAgent {
    pub id: i64,
    pub name: String,
    pub username: String,
    #[oai(nullable)]
    pub tier_name: Option<String>,
}

/// The upline who sells the order (null: HQ).
#[derive(Object, Clone, Debug)]
pub struct OrderSeller {
    pub id: i64,
    #[oai(nullable)]
    pub name: Option<String>,
}

/// The agent's store a customer bought through (store orders only).
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderStore {
    pub id: i64,
    pub name: String,
    /// affiliate, online or ekoop
    pub program: String,
    /// The customer who bought it (for e-koop, the parent).
    pub customer_name: String,
    pub customer_phone: String,
    pub customer_email: String,
    /// E-koop: the school, the student and their class.
    #[oai(nullable)]
    pub school_name: Option<String>,
    #[oai(nullable)]
    pub student_name: Option<String>,
    #[oai(nullable)]
    pub class_name: Option<String>,
}

/// Which documents have been printed.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct PrintedFlags {
    pub invoice: bool,
    pub packing_list: bool,
    pub shipping_label: bool,
}

/// One row of an order list (docs/api-orders.md `OrderSummary`).
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderSummary {
    pub id: i64,
    pub number: String,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub paid_at: Option<DateTime<Utc>>,
    pub agent: OrderAgent,
    #[oai(nullable)]
    pub seller: Option<OrderSeller>,
    /// Who receives it: the address's name, else the agent.
    pub receiver: String,
    /// unpaid, approval, to_ship, delivery, completed, cancelled or refund
    pub status: String,
    /// The status in the words of the order flow (e.g. "Booking Over").
    pub flow_label: String,
    /// manual or billplz
    pub payment_method: String,
    /// unpaid, pending, paid, failed or refunded
    pub payment_status: String,
    /// courier or pickup
    pub shipment_type: String,
    #[oai(nullable)]
    pub shipping_method: Option<String>,
    #[oai(nullable)]
    pub tracking_number: Option<String>,
    pub grand_total: String,
    pub units: i64,
    pub has_receipt: bool,
    pub printed: PrintedFlags,
    /// The store a customer bought through (null: the agent's own order).
    #[oai(nullable)]
    pub store: Option<OrderStore>,
}

pub fn summary(r: &store::OrderSummaryRow) -> OrderSummary {
    OrderSummary {
        id: r.id,
        number: r.number.clone(),
        created_at: r.created_at,
        paid_at: r.paid_at,
        agent: OrderAgent {
            id: r.agent_id,
            name: r.agent_name.clone(),
            username: r.agent_username.clone(),
            tier_name: r.tier_name.clone(),
        },
        seller: r.seller_id.map(|id| OrderSeller {
            id,
            name: r.seller_name.clone(),
        }),
        receiver: r
            .receiver_name
            .clone()
            .or_else(|| r.customer_name.clone())
            .unwrap_or_else(|| r.agent_name.clone()),
        status: r.status.code().to_string(),
        flow_label: rules::flow_label(r.status, r.cancel_reason).to_string(),
        payment_method: r.payment_method.code().to_string(),
        payment_status: r.payment_status.code().to_string(),
        shipment_type: r.shipment_type.code().to_string(),
        shipping_method: r.shipping_method.clone(),
        tracking_number: r.tracking_number.clone(),
        grand_total: money(r.grand_total),
        units: r.total_units.into(),
        has_receipt: r.has_receipt,
        printed: PrintedFlags {
            invoice: r.invoice_printed,
            packing_list: r.packing_printed,
            shipping_label: r.label_printed,
        },
        store: r.store_id.map(|id| OrderStore {
            id,
            name: r.store_name.clone().unwrap_or_default(),
            program: r.store_program.clone().unwrap_or_default(),
            customer_name: r.customer_name.clone().unwrap_or_default(),
            customer_phone: r.customer_phone.clone().unwrap_or_default(),
            customer_email: r.customer_email.clone().unwrap_or_default(),
            school_name: r.school_name.clone(),
            student_name: r.student_name.clone(),
            class_name: r.class_name.clone(),
        }),
    }
}

/// Orders by status, for the tabs.
#[derive(Object, Clone, Debug, Default)]
pub struct OrderStatusCounts {
    pub unpaid: i64,
    pub approval: i64,
    #[oai(rename = "to_ship")]
    pub to_ship: i64,
    pub delivery: i64,
    pub completed: i64,
    pub cancelled: i64,
    pub refund: i64,
}

impl OrderStatusCounts {
    pub fn from_pairs(pairs: &[(OrderStatus, i64)]) -> OrderStatusCounts {
        let mut counts = OrderStatusCounts::default();
        for &(status, n) in pairs {
            *match status {
                OrderStatus::Unpaid => &mut counts.unpaid,
                OrderStatus::Approval => &mut counts.approval,
                OrderStatus::ToShip => &mut counts.to_ship,
                OrderStatus::Delivery => &mut counts.delivery,
                OrderStatus::Completed => &mut counts.completed,
                OrderStatus::Cancelled => &mut counts.cancelled,
                OrderStatus::Refund => &mut counts.refund,
            } += n;
        }
        counts
    }
}

/// A page of orders with the tab counts.
#[derive(Object, Clone, Debug)]
#[oai(rename_all = "camelCase")]
pub struct OrderPage {
    pub items: Vec<OrderSummary>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
    /// Follow the search and filters but not the status.
    pub counts: OrderStatusCounts,
    /// A search matched more than 150 orders: the screen asks to narrow it.
    pub too_many: bool,
}
/// One page of orders for a filter, with the count of every status tab. Unpaid orders past their
/// booking time among them are cancelled first ("Booking Over"), so none is shown as unpaid.
pub async fn order_page(
    db: &mut PgConnection,
    tenant: &Tenant,
    f: &crate::features::orders::store::OrderFilter,
    page: Option<i64>,
    per_page: Option<i64>,
) -> Result<OrderPage, ApiError> {
    let (page, per_page) = crate::http::paging(page, per_page);
    let mut counted = store::counts(db, f).await?;
    if counted.iter().any(|(_, _, overdue)| *overdue) {
        actions::expire_holds_now(db, tenant).await?;
        counted = store::counts(db, f).await?;
    }
    let counts: Vec<(OrderStatus, i64)> = counted.into_iter().map(|(s, n, _)| (s, n)).collect();
    let total = match &f.status {
        Some(s) => counts
            .iter()
            .find(|(k, _)| k == s)
            .map(|(_, n)| *n)
            .unwrap_or(0),
        None => counts.iter().map(|(_, n)| n).sum(),
    };
    let rows = crate::features::orders::store::list(db, f, per_page, (page - 1) * per_page).await?;
    Ok(OrderPage {
        items: rows.iter().map(summary).collect(),
        page,
        per_page,
        total,
        counts: OrderStatusCounts::from_pairs(&counts),
        too_many: f.pattern.is_some()
            && counts.iter().map(|(_, n)| n).sum::<i64>()
                > crate::features::orders::rules::SEARCH_WARNING_OVER,
    })
}
