//! The words of an order, as enums whose values are exactly the SQL `check` lists of
//! `migrations/tenant/0008_orders.sql` (a test reads the migration and compares).

use std::fmt;

macro_rules! vocabulary {
    ($(#[doc = $doc:literal])* $name:ident { $($variant:ident = $code:literal),+ $(,)? }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The value stored in SQL and sent in the API.
            pub fn code(self) -> &'static str {
                match self { $($name::$variant => $code),+ }
            }

            pub fn parse(code: &str) -> Option<$name> {
                match code { $($code => Some($name::$variant),)+ _ => None }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.code())
            }
        }

        /// Written as its code in JSON.
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.code())
            }
        }

        /// Stored as its code in a `text` column; a code outside the list is a decode error
        /// (the column's `check` constraint keeps it from happening).
        impl sqlx::Type<sqlx::Postgres> for $name {
            fn type_info() -> sqlx::postgres::PgTypeInfo {
                <&str as sqlx::Type<sqlx::Postgres>>::type_info()
            }

            fn compatible(ty: &sqlx::postgres::PgTypeInfo) -> bool {
                <&str as sqlx::Type<sqlx::Postgres>>::compatible(ty)
            }
        }

        impl sqlx::Encode<'_, sqlx::Postgres> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut sqlx::postgres::PgArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&str as sqlx::Encode<sqlx::Postgres>>::encode(self.code(), buf)
            }
        }

        impl sqlx::Decode<'_, sqlx::Postgres> for $name {
            fn decode(value: sqlx::postgres::PgValueRef<'_>) -> Result<Self, sqlx::error::BoxDynError> {
                let code = <&str as sqlx::Decode<sqlx::Postgres>>::decode(value)?;
                $name::parse(code)
                    .ok_or_else(|| format!("{} is not a {}", code, stringify!($name)).into())
            }
        }
    };
}

vocabulary! {
    /// Where an order stands (the status tabs).
    OrderStatus {
        Unpaid = "unpaid",
        Approval = "approval",
        ToShip = "to_ship",
        Delivery = "delivery",
        Completed = "completed",
        Cancelled = "cancelled",
        Refund = "refund",
    }
}

vocabulary! {
    /// Where the order's payment stands.
    PaymentStatus {
        Unpaid = "unpaid",
        Pending = "pending",
        Paid = "paid",
        Failed = "failed",
        Refunded = "refunded",
    }
}

vocabulary! {
    /// How the order is paid: a bank transfer with a receipt, or Billplz.
    PaymentMethod {
        Manual = "manual",
        Billplz = "billplz",
    }
}

vocabulary! {
    /// How the goods travel.
    ShipmentType {
        Courier = "courier",
        Pickup = "pickup",
    }
}

vocabulary! {
    /// What a cart or order line is.
    LineKind {
        Product = "product",
        Package = "package",
        Combo = "combo",
    }
}

vocabulary! {
    /// Why an order was cancelled.
    CancelReason {
        Cancelled = "cancelled",
        BookingOver = "booking_over",
        PaymentFailed = "payment_failed",
    }
}

vocabulary! {
    /// What HQ or a seller does to an order.
    OrderAction {
        Approve = "approve",
        Cancel = "cancel",
        Refund = "refund",
        Ship = "ship",
        Complete = "complete",
        Pickup = "pickup",
    }
}

vocabulary! {
    /// What happened to an order, as its history shows it.
    OrderEvent {
        Checkout = "checkout",
        Receipt = "receipt",
        Approve = "approve",
        Paid = "paid",
        PaidAfterCancel = "paid_after_cancel",
        Cancel = "cancel",
        BookingOver = "booking_over",
        Refund = "refund",
        Ship = "ship",
        Tracking = "tracking",
        Complete = "complete",
        Pickup = "pickup",
    }
}

vocabulary! {
    /// The documents printed for an order; each has its own printed mark.
    PrintedDocument {
        Invoice = "invoice",
        PackingList = "packing_list",
        ShippingLabel = "shipping_label",
    }
}

impl PrintedDocument {
    /// The column of `orders` that records when it was printed.
    pub fn printed_column(self) -> &'static str {
        match self {
            PrintedDocument::Invoice => "invoice_printed_at",
            PrintedDocument::PackingList => "packing_printed_at",
            PrintedDocument::ShippingLabel => "label_printed_at",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDERS_SQL: &str = include_str!("../../../migrations/tenant/0008_orders.sql");
    const EVENTS_SQL: &str =
        include_str!("../../../migrations/tenant/0011_order_event_actions.sql");

    /// The values of `<column> … check (<column> in ('a', 'b'))` in the orders migrations.
    fn check_list(column: &str) -> Vec<String> {
        let needle = format!("check ({column} in (");
        let sql = [ORDERS_SQL, EVENTS_SQL]
            .into_iter()
            .find(|sql| sql.contains(&needle))
            .unwrap_or_else(|| panic!("no check list for {column}"));
        let start = sql.find(&needle).unwrap() + needle.len();
        let end = start + sql[start..].find(')').unwrap();
        sql[start..end]
            .split(',')
            .map(|v| v.trim().trim_matches('\'').to_string())
            .collect()
    }

    fn codes<T: Copy>(all: &[T], code: fn(T) -> &'static str) -> Vec<String> {
        all.iter().map(|v| code(*v).to_string()).collect()
    }

    #[test]
    fn the_enums_match_the_sql_check_constraints() {
        assert_eq!(
            codes(OrderStatus::ALL, OrderStatus::code),
            check_list("status")
        );
        assert_eq!(
            codes(PaymentStatus::ALL, PaymentStatus::code),
            check_list("payment_status")
        );
        assert_eq!(
            codes(PaymentMethod::ALL, PaymentMethod::code),
            check_list("payment_method")
        );
        assert_eq!(
            codes(ShipmentType::ALL, ShipmentType::code),
            check_list("shipment_type")
        );
        assert_eq!(codes(LineKind::ALL, LineKind::code), check_list("kind"));
        assert_eq!(
            codes(CancelReason::ALL, CancelReason::code),
            check_list("cancel_reason")
        );
        assert_eq!(
            codes(OrderEvent::ALL, OrderEvent::code),
            check_list("action")
        );
        for d in PrintedDocument::ALL {
            assert!(
                ORDERS_SQL.contains(d.printed_column()),
                "{d} has its column"
            );
        }
    }

    #[test]
    fn codes_parse_back() {
        for a in OrderAction::ALL {
            assert_eq!(OrderAction::parse(a.code()), Some(*a));
        }
        assert_eq!(OrderStatus::parse("to_ship"), Some(OrderStatus::ToShip));
        assert_eq!(OrderStatus::parse("shipped"), None);
    }
}
