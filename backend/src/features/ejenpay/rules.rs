//! Where a payment session stands and whether it can be paid now. Pure.

use rand::{distributions::Alphanumeric, Rng};

/// What a session pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PayType {
    Order,
    Topup,
    /// A subscription invoice of the vendor's, paid by HQ through the vendor's gateway.
    Invoice,
}

impl PayType {
    pub fn parse(s: &str) -> Option<PayType> {
        match s {
            "order" => Some(PayType::Order),
            "topup" => Some(PayType::Topup),
            "invoice" => Some(PayType::Invoice),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            PayType::Order => "order",
            PayType::Topup => "topup",
            PayType::Invoice => "invoice",
        }
    }
}

/// A session as the page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionStatus {
    /// Waiting to be paid (a failed try of an order can be paid again).
    Due,
    /// A bill was opened and its result has not come back yet.
    Pending,
    Paid,
    Failed,
    /// Nothing more to pay: the order was cancelled or its booking time ran out.
    Closed,
}

impl SessionStatus {
    pub fn code(self) -> &'static str {
        match self {
            SessionStatus::Due => "due",
            SessionStatus::Pending => "pending",
            SessionStatus::Paid => "paid",
            SessionStatus::Failed => "failed",
            SessionStatus::Closed => "closed",
        }
    }

    /// The payer may open a bill now: a due session, one whose bill is still out (paying again
    /// opens a fresh bill; whichever is paid first pays the order once), and a failed order try.
    pub fn payable(self, pay_type: PayType) -> bool {
        match self {
            SessionStatus::Due | SessionStatus::Pending => true,
            SessionStatus::Failed => pay_type == PayType::Order,
            SessionStatus::Paid | SessionStatus::Closed => false,
        }
    }
}

/// An order's session from the order's status and payment status (`orders` columns).
pub fn order_status(status: &str, payment_status: &str) -> SessionStatus {
    match (status, payment_status) {
        (_, "paid") | (_, "refunded") => SessionStatus::Paid,
        ("cancelled", _) | ("refund", _) => SessionStatus::Closed,
        (_, "failed") => SessionStatus::Failed,
        ("unpaid", "pending") => SessionStatus::Pending,
        ("unpaid", _) => SessionStatus::Due,
        // approved, shipped or completed without a recorded payment: settled another way
        _ => SessionStatus::Paid,
    }
}

/// A top-up's session from the top-up's status and whether its bill was opened.
pub fn topup_status(status: &str, billed: bool) -> SessionStatus {
    match status {
        "paid" => SessionStatus::Paid,
        "failed" => SessionStatus::Failed,
        _ if billed => SessionStatus::Pending,
        _ => SessionStatus::Due,
    }
}

/// An invoice's session from the invoice's status: open (pending, partially paid, overdue) is due
/// (a failed bill leaves it so: it can be paid again), paid is paid, void is closed.
pub fn invoice_status(status: &str) -> SessionStatus {
    match status {
        "paid" => SessionStatus::Paid,
        "void" => SessionStatus::Closed,
        _ => SessionStatus::Due,
    }
}

/// A fresh session id: 24 letters and digits (about 142 bits), the page's address.
pub fn new_session_id() -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(24)
        .map(char::from)
        .collect()
}

/// Whether `id` can be a session id at all (anything else is simply not found).
pub fn well_formed(id: &str) -> bool {
    (16..=40).contains(&id.len()) && id.chars().all(|c| c.is_ascii_alphanumeric())
}

/// The page's address of a session.
pub fn page_path(pay_type: PayType, id: &str) -> String {
    format!("/ejenpay/{}/{id}", pay_type.code())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invoice_session_follows_the_invoice() {
        for open in ["pending", "partially_paid", "overdue"] {
            assert_eq!(invoice_status(open), SessionStatus::Due, "{open}");
            assert!(invoice_status(open).payable(PayType::Invoice));
        }
        assert_eq!(invoice_status("paid"), SessionStatus::Paid);
        assert_eq!(invoice_status("void"), SessionStatus::Closed);
        assert!(!invoice_status("void").payable(PayType::Invoice));
        assert_eq!(PayType::parse("invoice"), Some(PayType::Invoice));
        assert_eq!(page_path(PayType::Invoice, "abc"), "/ejenpay/invoice/abc");
    }

    #[test]
    fn an_order_session_follows_the_order() {
        assert_eq!(order_status("unpaid", "unpaid"), SessionStatus::Due);
        assert_eq!(order_status("unpaid", "pending"), SessionStatus::Pending);
        assert_eq!(order_status("unpaid", "failed"), SessionStatus::Failed);
        assert_eq!(order_status("approval", "paid"), SessionStatus::Paid);
        assert_eq!(order_status("cancelled", "unpaid"), SessionStatus::Closed);
        assert_eq!(order_status("cancelled", "failed"), SessionStatus::Closed);
        // paid after its booking ran out: paid (the refund is HQ's)
        assert_eq!(order_status("refund", "paid"), SessionStatus::Paid);
    }

    #[test]
    fn a_failed_order_can_be_paid_again_but_a_failed_top_up_cannot() {
        assert!(SessionStatus::Failed.payable(PayType::Order));
        assert!(!SessionStatus::Failed.payable(PayType::Topup));
        assert!(SessionStatus::Due.payable(PayType::Topup));
        assert!(SessionStatus::Pending.payable(PayType::Order));
        assert!(!SessionStatus::Paid.payable(PayType::Order));
        assert!(!SessionStatus::Closed.payable(PayType::Order));
    }

    #[test]
    fn a_top_up_is_pending_once_billed() {
        assert_eq!(topup_status("pending", false), SessionStatus::Due);
        assert_eq!(topup_status("pending", true), SessionStatus::Pending);
        assert_eq!(topup_status("paid", true), SessionStatus::Paid);
        assert_eq!(topup_status("failed", true), SessionStatus::Failed);
    }

    #[test]
    fn session_ids_are_long_random_and_checked_before_any_lookup() {
        let a = new_session_id();
        assert_eq!(a.len(), 24);
        assert!(well_formed(&a));
        assert_ne!(a, new_session_id());
        assert!(!well_formed("short"));
        assert!(!well_formed("abcdefghijklmnop'; drop"));
        assert_eq!(page_path(PayType::Order, "abc"), "/ejenpay/order/abc");
    }
}
