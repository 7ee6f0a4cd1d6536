//! The master reports' rules, pure: which report, its filters read and checked once (docs/api-reports.md).

use chrono::{Datelike, NaiveDate};

/// A master report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    Transaction,
    PaymentMethod,
    Recruitment,
    Kpi,
    Agent,
    Customer,
    Inventory,
    ProductSales,
}

impl Report {
    /// The reports with a list (and so an export).
    pub const LISTED: [Report; 7] = [
        Report::Transaction,
        Report::Recruitment,
        Report::Kpi,
        Report::Agent,
        Report::Customer,
        Report::Inventory,
        Report::ProductSales,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Report::Transaction => "transaction",
            Report::PaymentMethod => "payment-method",
            Report::Recruitment => "recruitment",
            Report::Kpi => "kpi",
            Report::Agent => "agent",
            Report::Customer => "customer",
            Report::Inventory => "inventory",
            Report::ProductSales => "product-sales",
        }
    }

    pub fn parse(code: &str) -> Option<Report> {
        Report::LISTED.into_iter().find(|r| r.code() == code)
    }
}

/// The most products a report filters by.
pub const MAX_PRODUCTS: usize = 10;
/// The longest date range, in days.
pub const MAX_DAYS: i64 = 366;

/// A report's filters, checked.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Filters {
    /// Kuala Lumpur days, inclusive.
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub branch_id: Option<i64>,
    pub tier_id: Option<i64>,
    pub agent_id: Option<i64>,
    pub state: Option<String>,
    pub product_ids: Vec<i64>,
    pub status: Option<String>,
}

/// The filters as the query gave them.
#[derive(Debug, Clone, Default)]
pub struct FilterInput<'a> {
    pub from: Option<&'a str>,
    pub to: Option<&'a str>,
    pub branch_id: Option<i64>,
    pub tier_id: Option<i64>,
    pub agent_id: Option<i64>,
    pub state: Option<&'a str>,
    pub product_ids: Option<&'a str>,
    pub status: Option<&'a str>,
}

/// Why a filter is refused, by field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FilterError {
    /// Not a `YYYY-MM-DD` date.
    BadDate(&'static str),
    /// `from` after `to`.
    Reversed,
    /// Over MAX_DAYS.
    TooLong,
    /// Not a list of ids.
    BadProducts,
    /// More than MAX_PRODUCTS.
    TooManyProducts,
}

fn date(v: Option<&str>, field: &'static str) -> Result<Option<NaiveDate>, FilterError> {
    match v.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(s) => NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .ok()
            .filter(|d| d.year() >= 2000 && d.year() <= 2100)
            .map(Some)
            .ok_or(FilterError::BadDate(field)),
    }
}

/// Reads the filters; `today` is the Kuala Lumpur date. The range defaults to this month so far.
pub fn filters(input: &FilterInput<'_>, today: NaiveDate) -> Result<Filters, FilterError> {
    let from = date(input.from, "from")?.unwrap_or_else(|| today.with_day(1).unwrap_or(today));
    let to = date(input.to, "to")?.unwrap_or(today.max(from));
    if from > to {
        return Err(FilterError::Reversed);
    }
    if (to - from).num_days() >= MAX_DAYS {
        return Err(FilterError::TooLong);
    }
    let mut product_ids = vec![];
    for part in input
        .product_ids
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let id: i64 = part
            .parse()
            .ok()
            .filter(|id| *id > 0)
            .ok_or(FilterError::BadProducts)?;
        if !product_ids.contains(&id) {
            product_ids.push(id);
        }
    }
    if product_ids.len() > MAX_PRODUCTS {
        return Err(FilterError::TooManyProducts);
    }
    let text = |v: Option<&str>| {
        v.map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
    };
    Ok(Filters {
        from,
        to,
        branch_id: input.branch_id,
        tier_id: input.tier_id,
        agent_id: input.agent_id,
        state: text(input.state),
        product_ids,
        status: text(input.status),
    })
}

/// A column key as a header: `paymentMethod` → `Payment method`.
pub fn title(key: &str) -> String {
    let mut out = String::new();
    for (i, c) in key.chars().enumerate() {
        if c.is_uppercase() {
            out.push(' ');
            out.extend(c.to_lowercase());
        } else if i == 0 {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
    }
    out
}

impl Filters {
    /// Whether the range lies within one calendar month (the month figures need no summing).
    pub fn within_one_month(&self) -> bool {
        (self.from.year(), self.from.month()) == (self.to.year(), self.to.month())
    }

    /// Whether the range is whole calendar months: from a month's first day to a month's last.
    pub fn whole_months(&self) -> bool {
        self.from.day() == 1 && self.to.succ_opt().is_none_or(|next| next.day() == 1)
    }
}

/// A page of a list made of parts in a fixed order, each read in its own order and its own
/// window, when a part's size is known only once the page has read past it: which window of the
/// part at hand to read next, and whether that part must be counted first.
///
/// The agent report over a month lists the agents who sold by their sales, then those who sold
/// nothing by id, then those whose refunds outweighed their sales: three walks of an index that each
/// stop after the page, instead of ranking every agent to keep twenty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartPager {
    /// Rows of the parts still ahead to pass over before the page starts.
    skip: i64,
    /// Rows still wanted on the page.
    want: i64,
}

/// What to do with the part at hand after reading its window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartRead {
    /// Go on to the next part (or stop, if `window` says the page is full).
    Next,
    /// The window fell past the part's end: count the part and pass its size to `counted`.
    Count,
}

impl PartPager {
    pub fn new(offset: i64, limit: i64) -> Self {
        PartPager {
            skip: offset.max(0),
            want: limit.max(0),
        }
    }

    /// The (limit, offset) to read of the part at hand, or None when the page is full.
    pub fn window(&self) -> Option<(i64, i64)> {
        (self.want > 0).then_some((self.want, self.skip))
    }

    /// The part at hand gave `got` rows of its window.
    pub fn read(&mut self, got: i64) -> PartRead {
        if got > 0 {
            // The page started in this part: what is left of it comes from the next parts' heads.
            self.want = (self.want - got).max(0);
            self.skip = 0;
            PartRead::Next
        } else if self.skip == 0 {
            PartRead::Next
        } else {
            PartRead::Count
        }
    }

    /// The part at hand holds `size` rows, all before the page.
    pub fn counted(&mut self, size: i64) {
        self.skip = (self.skip - size).max(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn a_range_is_within_one_month_only_inside_one_calendar_month() {
        let within = |from: &str, to: &str| {
            let mut f = filters(&FilterInput::default(), day("2026-11-24")).unwrap();
            (f.from, f.to) = (day(from), day(to));
            f.within_one_month()
        };
        assert!(within("2026-11-01", "2026-11-30"));
        assert!(within("2026-11-24", "2026-11-24"));
        assert!(!within("2026-10-31", "2026-11-01"));
        assert!(
            !within("2025-11-01", "2026-11-30"),
            "the same month of another year"
        );
    }

    #[test]
    fn a_range_is_whole_months_from_a_first_day_to_a_last_day() {
        let whole = |from: &str, to: &str| {
            let mut f = filters(&FilterInput::default(), day("2026-11-24")).unwrap();
            (f.from, f.to) = (day(from), day(to));
            f.whole_months()
        };
        assert!(whole("2026-11-01", "2026-11-30"));
        assert!(whole("2026-01-01", "2026-02-28"), "February's last day");
        assert!(whole("2024-02-01", "2024-02-29"), "a leap year's");
        assert!(whole("2025-12-01", "2026-11-30"), "a year of months");
        assert!(!whole("2026-11-01", "2026-11-24"), "this month so far");
        assert!(!whole("2026-11-02", "2026-11-30"));
        assert!(
            !whole("2024-02-01", "2024-02-28"),
            "a day short of a leap February"
        );
    }

    #[test]
    fn the_range_defaults_to_this_month_so_far() {
        let f = filters(&FilterInput::default(), day("2026-11-24")).unwrap();
        assert_eq!((f.from, f.to), (day("2026-11-01"), day("2026-11-24")));
        let f = filters(
            &FilterInput {
                from: Some("2026-12-05"),
                ..FilterInput::default()
            },
            day("2026-11-24"),
        )
        .unwrap();
        assert_eq!((f.from, f.to), (day("2026-12-05"), day("2026-12-05")));
    }

    #[test]
    fn bad_ranges_and_product_lists_are_refused_by_field() {
        let today = day("2026-11-24");
        let with = |from, to, products| FilterInput {
            from,
            to,
            product_ids: products,
            ..FilterInput::default()
        };
        assert_eq!(
            filters(&with(Some("2026-02-30"), None, None), today),
            Err(FilterError::BadDate("from"))
        );
        assert_eq!(
            filters(&with(Some("2026-11-10"), Some("2026-11-01"), None), today),
            Err(FilterError::Reversed)
        );
        assert_eq!(
            filters(&with(Some("2025-01-01"), Some("2026-11-01"), None), today),
            Err(FilterError::TooLong)
        );
        assert_eq!(
            filters(&with(None, None, Some("1,2,x")), today),
            Err(FilterError::BadProducts)
        );
        assert_eq!(
            filters(&with(None, None, Some("1,2,3,4,5,6,7,8,9,10,11")), today),
            Err(FilterError::TooManyProducts)
        );
        let f = filters(&with(None, None, Some(" 3, 3 ,4")), today).unwrap();
        assert_eq!(f.product_ids, vec![3, 4], "repeats count once");
    }

    #[test]
    fn every_listed_report_reads_back_from_its_code() {
        assert!(Report::LISTED
            .iter()
            .all(|r| Report::parse(r.code()) == Some(*r)));
        assert_eq!(Report::parse("payment-method"), None, "no list of its own");
    }

    #[test]
    fn column_keys_read_as_titles() {
        assert_eq!(title("paymentMethod"), "Payment method");
        assert_eq!(
            title("totalPersonalGroupSales"),
            "Total personal group sales"
        );
        assert_eq!(title("sku"), "Sku");
    }

    /// Reads a page of `parts` (each a list of rows) through the pager, as the store does.
    fn paged(parts: &[Vec<i64>], offset: i64, limit: i64) -> (Vec<i64>, usize) {
        let mut pager = PartPager::new(offset, limit);
        let (mut page, mut counts) = (vec![], 0);
        for part in parts {
            let Some((limit, offset)) = pager.window() else {
                break;
            };
            let got: Vec<i64> = part
                .iter()
                .skip(offset as usize)
                .take(limit as usize)
                .copied()
                .collect();
            page.extend(&got);
            if pager.read(got.len() as i64) == PartRead::Count {
                counts += 1;
                pager.counted(part.len() as i64);
            }
        }
        (page, counts)
    }

    #[test]
    fn pages_across_parts_read_as_pages_of_the_whole_list() {
        let parts = vec![vec![1, 2, 3], vec![], vec![4, 5], vec![6, 7, 8, 9]];
        let whole: Vec<i64> = parts.concat();
        for limit in 1..=5 {
            for offset in 0..=11 {
                let want: Vec<i64> = whole.iter().skip(offset).take(limit).copied().collect();
                assert_eq!(
                    paged(&parts, offset as i64, limit as i64).0,
                    want,
                    "offset {offset}, limit {limit}"
                );
            }
        }
    }

    #[test]
    fn a_first_page_counts_nothing_and_stops_in_the_part_that_fills_it() {
        let parts = vec![(1..=50).collect::<Vec<i64>>(), vec![100], vec![200]];
        assert_eq!(paged(&parts, 0, 20), ((1..=20).collect(), 0));
        // A page that starts past the first part counts it once.
        assert_eq!(paged(&parts, 50, 20), (vec![100, 200], 1));
        // Past the end: every part passed over is counted, and the page is empty.
        assert_eq!(paged(&parts, 60, 20), (vec![], 3));
    }
}
