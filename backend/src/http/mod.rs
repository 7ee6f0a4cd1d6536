//! HTTP plumbing shared by every area: the envelope, errors, the request middleware, sign-in guards
//! and rate limits.

pub mod auth;
pub mod early;
pub mod envelope;
pub mod files;
pub mod forms;
pub mod input;
pub mod middleware;
pub mod ratelimit;
pub mod tags;
pub mod text;

pub use envelope::{constraint_of, ok, ok_with, ApiError, ApiResult, FieldErrors};

/// `demo.localhost:8080` → `demo.localhost` (IPv6 literals keep their brackets). Any text is
/// taken, from a `Host` header or a query, so a bracket without its partner is returned as is.
pub fn strip_port(host: &str) -> &str {
    if host.starts_with('[') {
        return match host.find(']') {
            Some(end) => &host[..=end],
            None => host,
        };
    }
    host.rsplit_once(':').map(|(h, _)| h).unwrap_or(host)
}

tokio::task_local! {
    /// The origin (`scheme://host[:port]`) of the request being served: where e-mailed links point.
    pub static ORIGIN: String;
}

/// The request's origin, or empty outside a request (a link is then a path).
pub fn origin() -> String {
    ORIGIN.try_with(|o| o.clone()).unwrap_or_default()
}

/// The request's host without its port (links in e-mails point back at it).
pub fn request_host(req: &poem::Request) -> String {
    req.header("host")
        .map(|h| strip_port(h).to_string())
        .unwrap_or_default()
}

/// A search box's text as a LIKE pattern; blank → None (no filter).
pub fn search_pattern(search: Option<&str>) -> Option<String> {
    search
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(contains_pattern)
}

/// The last page a list serves (the document declares it; a page past the rows is empty).
pub const MAX_PAGE: i64 = 100_000;

/// Page (1 to MAX_PAGE) and page size (1–100, 20 by default) from a list's query.
pub fn paging(page: Option<i64>, per_page: Option<i64>) -> (i64, i64) {
    (
        page.unwrap_or(1).clamp(1, MAX_PAGE),
        per_page.unwrap_or(20).clamp(1, 100),
    )
}

/// A `like`/`ilike` pattern matching `text` anywhere, with its own % and _ taken literally.
pub fn contains_pattern(text: &str) -> String {
    format!(
        "%{}%",
        text.replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn like_patterns_take_wildcards_literally() {
        assert_eq!(super::contains_pattern("50%_off\\"), "%50\\%\\_off\\\\%");
        assert_eq!(super::contains_pattern(""), "%%");
    }

    #[test]
    fn ports_are_stripped() {
        assert_eq!(super::strip_port("demo.localhost:8080"), "demo.localhost");
        assert_eq!(super::strip_port("demo.localhost"), "demo.localhost");
        assert_eq!(super::strip_port("[::1]:8080"), "[::1]");
        assert_eq!(
            super::strip_port("["),
            "[",
            "an unclosed bracket is no panic"
        );
        assert_eq!(super::strip_port("[x"), "[x");
        assert_eq!(super::strip_port("[\u{23925}"), "[\u{23925}");
    }
}
