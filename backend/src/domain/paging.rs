//! What a page of a list tells about the whole list.

/// The list's total when the page itself shows it: a page shorter than the page size is the last
/// one, so the total is what came before it plus what it holds. None when the count must be asked
/// (a full page, or an empty page past the first that may be past the end).
pub fn known_total(offset: i64, limit: i64, rows_on_page: usize) -> Option<i64> {
    let rows = rows_on_page as i64;
    let last_page = rows < limit;
    let reached = rows > 0 || offset == 0;
    (last_page && reached).then_some(offset + rows)
}

#[cfg(test)]
mod tests {
    use super::known_total;

    #[test]
    fn a_short_page_tells_the_total() {
        assert_eq!(known_total(0, 20, 7), Some(7), "the only page");
        assert_eq!(known_total(0, 20, 0), Some(0), "an empty list");
        assert_eq!(known_total(40, 20, 3), Some(43), "the last of three pages");
    }

    #[test]
    fn a_full_or_empty_later_page_must_count() {
        assert_eq!(known_total(0, 20, 20), None, "there may be more");
        assert_eq!(
            known_total(100, 20, 0),
            None,
            "past the end: how far is unknown"
        );
    }
}
