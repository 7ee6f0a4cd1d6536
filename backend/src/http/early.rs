//! An operation's read sent with its guard's session lookup, so that a signed-in read is one
//! round trip to PostgreSQL, not two.
//!
//! The guard opens the request's transaction with the session lookup; the operation's own query
//! would follow as a second round trip. An operation whose read is known from the request alone
//! (its path and query) settles it in an extractor placed before its guard (`profile`'s
//! `AccountRead`, `catalogue`'s `ProductRead`): the read then travels in the same text as `BEGIN`,
//! the scope and the session (`Tenant::read_early`), and the operation takes its rows with
//! `Tenant::take_early`, or runs its query itself when there are none (the transaction was open
//! already, or the request writes).
//!
//! The read runs before the guard has judged the session, inside the company's scope and a
//! read-only transaction: nothing can change, and its rows reach no one unless the guard admits the
//! caller and the operation answers with them. A read that needs the caller reads `app.user_id`,
//! which the session lookup sets (empty when there is no session).

use poem::Request;
use sqlx::{postgres::PgRow, FromRow};

/// The row an early read found, if any (both reads so far are of one row or none).
pub fn first_row<T: for<'r> FromRow<'r, PgRow>>(rows: &[PgRow]) -> sqlx::Result<Option<T>> {
    rows.first().map(T::from_row).transpose()
}

/// The query parameter `name` as a positive whole number, as the operation will read it.
pub fn query_id(req: &Request, name: &str) -> Option<Option<i64>> {
    let query = req.uri().query().unwrap_or("");
    let mut found = None;
    for (key, value) in url::form_urlencoded::parse(query.as_bytes()) {
        if key == name {
            if found.is_some() {
                return None;
            }
            found = Some(value.parse::<i64>().ok().filter(|v| *v > 0)?);
        }
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id_of(uri: &str) -> Option<Option<i64>> {
        query_id(&Request::builder().uri_str(uri).finish(), "id")
    }

    #[test]
    fn reads_the_id_the_operation_will_read() {
        assert_eq!(id_of("/api/product/detail?id=42"), Some(Some(42)));
        assert_eq!(id_of("/api/product/detail?x=1&id=7"), Some(Some(7)));
        assert_eq!(id_of("/api/user/detail"), Some(None));
    }

    #[test]
    fn makes_no_read_of_what_the_operation_refuses() {
        assert_eq!(id_of("/api/product/detail?id=0"), None);
        assert_eq!(id_of("/api/product/detail?id=-3"), None);
        assert_eq!(id_of("/api/product/detail?id=abc"), None);
        assert_eq!(id_of("/api/product/detail?id=1&id=2"), None);
        assert_eq!(id_of("/api/product/detail?id=99999999999999999999"), None);
    }
}
