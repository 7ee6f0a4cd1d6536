//! The SQL of payment sessions: opening one for an order, a top-up or a subscription invoice, and
//! reading it with where its order or top-up stands (an invoice is read from `billing`'s store).

use rust_decimal::Decimal;
use sqlx::{FromRow, PgConnection};

/// What a session pays: an order, a top-up or a subscription invoice, by id.
#[derive(Clone, Copy, Debug)]
pub enum Subject {
    Order(i64),
    Topup(i64),
    Invoice(i64),
}

/// Opens a session of `user_id`'s for `subject`.
pub async fn open(
    db: &mut PgConnection,
    id: &str,
    pay_type: &str,
    subject: Subject,
    user_id: i64,
) -> sqlx::Result<()> {
    let (order, topup, invoice) = match subject {
        Subject::Order(o) => (Some(o), None, None),
        Subject::Topup(t) => (None, Some(t), None),
        Subject::Invoice(i) => (None, None, Some(i)),
    };
    sqlx::query(
        "insert into payment_sessions (id, pay_type, order_id, topup_id, invoice_id, user_id)
         values ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id)
    .bind(pay_type)
    .bind(order)
    .bind(topup)
    .bind(invoice)
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(())
}

/// A session with what it pays.
#[derive(FromRow)]
pub struct Session {
    pub id: String,
    pub pay_type: String,
    pub user_id: i64,
    pub order_id: Option<i64>,
    pub topup_id: Option<i64>,
    /// The subscription invoice (its figures are read from `billing`'s store).
    pub invoice_id: Option<i64>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// The order's number, or the top-up's id ("" for an invoice).
    pub reference: String,
    pub amount: Decimal,
    pub service_fee: Decimal,
    /// The order's status or the top-up's.
    pub status: String,
    /// The order's payment status ("" for a top-up).
    pub payment_status: String,
    pub hold_until: Option<chrono::DateTime<chrono::Utc>>,
    /// A top-up's bill has been opened.
    pub billed: bool,
    /// The top-up's bill (reused when its page is paid again).
    pub bill_id: Option<String>,
}

/// The session `id` of type `pay_type`, if it exists.
pub async fn session(
    db: &mut PgConnection,
    id: &str,
    pay_type: &str,
) -> sqlx::Result<Option<Session>> {
    sqlx::query_as(
        "select s.id, s.pay_type, s.user_id, s.order_id, s.topup_id, s.invoice_id, s.created_at,
                coalesce(o.number, 'TOPUP-' || t.id::text, '') as reference,
                coalesce(o.grand_total, t.amount, 0) as amount,
                coalesce(o.service_fee, 0) as service_fee,
                coalesce(o.status, t.status, '') as status,
                coalesce(o.payment_status, '') as payment_status,
                o.hold_until,
                t.bill_id is not null as billed,
                t.bill_id
         from payment_sessions s
         left join orders o on o.id = s.order_id
         left join credit_topups t on t.id = s.topup_id
         where s.id = $1 and s.pay_type = $2",
    )
    .bind(id)
    .bind(pay_type)
    .fetch_optional(db)
    .await
}

/// The order's last bill failed: a new bill makes its payment pending again.
pub async fn order_payment_pending(db: &mut PgConnection, order_id: i64) -> sqlx::Result<()> {
    sqlx::query(
        "update orders set payment_status = 'pending', updated_at = now()
         where id = $1 and payment_status in ('unpaid', 'failed')",
    )
    .bind(order_id)
    .execute(db)
    .await?;
    Ok(())
}

/// The url of a top-up's open bill (kept when it was opened).
pub async fn topup_bill_url(db: &mut PgConnection, topup_id: i64) -> sqlx::Result<Option<String>> {
    Ok(
        sqlx::query_scalar::<_, Option<String>>("select bill_url from credit_topups where id = $1")
            .bind(topup_id)
            .fetch_optional(db)
            .await?
            .flatten(),
    )
}

/// Keeps the bill opened for a top-up.
pub async fn set_topup_bill(
    db: &mut PgConnection,
    topup_id: i64,
    bill_id: &str,
    url: &str,
) -> sqlx::Result<()> {
    sqlx::query("update credit_topups set bill_id = $2, bill_url = $3 where id = $1")
        .bind(topup_id)
        .bind(bill_id)
        .bind(url)
        .execute(db)
        .await?;
    Ok(())
}
