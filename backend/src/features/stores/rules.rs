//! The rules of store programs: which program prices what, how a store's status may change, and
//! what a store link may be. Pure, no I/O.

use crate::domain::contact::Invalid;
use poem_openapi::Enum;
use rust_decimal::Decimal;

/// A store program.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[oai(rename_all = "lowercase")]
pub enum Program {
    /// go-affiliate: HQ fills the order, the agent earns the product's affiliate commission.
    Affiliate,
    /// ejen-store: the agent fills the order from their own stock and keeps the difference.
    Online,
    /// e-koop: a school co-operative store; HQ fills the order for pickup at the school.
    Ekoop,
}

impl Program {
    pub fn code(self) -> &'static str {
        match self {
            Program::Affiliate => "affiliate",
            Program::Online => "online",
            Program::Ekoop => "ekoop",
        }
    }

    pub fn parse(s: &str) -> Option<Program> {
        [Program::Affiliate, Program::Online, Program::Ekoop]
            .into_iter()
            .find(|p| p.code() == s)
    }

    /// The price a customer pays in this program's storefront: the retail price in an affiliate
    /// store, the store price (retail when blank) in the others.
    pub fn customer_price(self, retail: Decimal, store_price: Option<Decimal>) -> Decimal {
        match self {
            Program::Affiliate => retail,
            Program::Online | Program::Ekoop => store_price.unwrap_or(retail),
        }
    }

    /// Whether the agent fills the orders from their own stock (otherwise HQ does).
    pub fn agent_fills(self) -> bool {
        self == Program::Online
    }
}

#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[oai(rename_all = "lowercase")]
pub enum StoreStatus {
    Pending,
    Active,
    Rejected,
    Suspended,
}

impl StoreStatus {
    pub fn code(self) -> &'static str {
        match self {
            StoreStatus::Pending => "pending",
            StoreStatus::Active => "active",
            StoreStatus::Rejected => "rejected",
            StoreStatus::Suspended => "suspended",
        }
    }

    pub fn parse(s: &str) -> Option<StoreStatus> {
        [
            StoreStatus::Pending,
            StoreStatus::Active,
            StoreStatus::Rejected,
            StoreStatus::Suspended,
        ]
        .into_iter()
        .find(|st| st.code() == s)
    }
}

#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[oai(rename_all = "lowercase")]
pub enum JoinPolicy {
    /// HQ approves every store.
    Approval,
    /// A store opens at once.
    Direct,
}

impl JoinPolicy {
    pub fn code(self) -> &'static str {
        match self {
            JoinPolicy::Approval => "approval",
            JoinPolicy::Direct => "direct",
        }
    }

    pub fn parse(s: &str) -> JoinPolicy {
        if s == "direct" {
            JoinPolicy::Direct
        } else {
            JoinPolicy::Approval
        }
    }

    /// The status a newly registered store starts in.
    pub fn first_status(self) -> StoreStatus {
        match self {
            JoinPolicy::Approval => StoreStatus::Pending,
            JoinPolicy::Direct => StoreStatus::Active,
        }
    }
}

/// What HQ decides about a store.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[oai(rename_all = "lowercase")]
pub enum ReviewDecision {
    Approve,
    Reject,
    Suspend,
    Reinstate,
}

impl ReviewDecision {
    /// The status the decision moves a store to, or None when it does not fit the store's status:
    /// approve and reject a pending store, suspend an active one, reinstate a suspended one.
    pub fn next(self, from: StoreStatus) -> Option<StoreStatus> {
        use ReviewDecision as D;
        use StoreStatus as S;
        match (self, from) {
            (D::Approve, S::Pending) => Some(S::Active),
            (D::Reject, S::Pending) => Some(S::Rejected),
            (D::Suspend, S::Active) => Some(S::Suspended),
            (D::Reinstate, S::Suspended) => Some(S::Active),
            _ => None,
        }
    }

    /// Reject and suspend tell the agent why.
    pub fn needs_note(self) -> bool {
        matches!(self, ReviewDecision::Reject | ReviewDecision::Suspend)
    }
}

/// The status a store's set-up change leaves it in: a rejected store is submitted again.
pub fn after_setup(status: StoreStatus, policy: JoinPolicy) -> StoreStatus {
    match status {
        StoreStatus::Rejected => policy.first_status(),
        other => other,
    }
}

/// Why a store link is refused.
#[derive(Debug, PartialEq, Eq)]
pub enum SlugProblem {
    Shape,
    Reserved,
}

/// Words a store link may not be: they read as the platform's own pages.
const RESERVED_SLUGS: &[&str] = &[
    "admin", "api", "app", "cart", "checkout", "help", "hq", "login", "official", "order",
    "orders", "rangkai", "shop", "store", "support",
];

/// A store link: 3–40 lower-case letters, digits and inner hyphens, not a reserved word. The input
/// is trimmed and lower-cased first (a customer types the link as they see it).
pub fn store_slug(input: &str) -> Result<String, SlugProblem> {
    let slug = input.trim().to_ascii_lowercase();
    let len = slug.len();
    let shape = (3..=40).contains(&len)
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !slug.starts_with('-')
        && !slug.ends_with('-');
    if !shape {
        return Err(SlugProblem::Shape);
    }
    if RESERVED_SLUGS.contains(&slug.as_str()) {
        return Err(SlugProblem::Reserved);
    }
    Ok(slug)
}

/// A banner's link: absent, or an http(s) address without spaces.
pub fn banner_link(input: Option<&str>) -> Result<Option<String>, Invalid> {
    match input.map(str::trim) {
        None | Some("") => Ok(None),
        Some(s)
            if (s.starts_with("https://") || s.starts_with("http://"))
                && s.len() > "https://".len()
                && s.len() <= 500
                && !s.chars().any(char::is_whitespace) =>
        {
            Ok(Some(s.to_string()))
        }
        Some(_) => Err(Invalid),
    }
}

/// A store holds at most this many banners.
pub const MAX_BANNERS: i64 = 10;

// ---- Buying in a store ----------------------------------------------------------------------

/// A cart holds at most this many lines, each of at most this many units.
pub const MAX_CART_LINES: usize = 50;
pub const MAX_LINE_UNITS: i64 = 999;

/// The cart's lines with each variant once (quantities of repeated variants added up), in the
/// order they were first added.
pub fn merge_lines(lines: &[(i64, i64)]) -> Vec<(i64, i64)> {
    let mut out: Vec<(i64, i64)> = Vec::with_capacity(lines.len());
    for &(variant, quantity) in lines {
        match out.iter_mut().find(|(v, _)| *v == variant) {
            Some(line) => line.1 += quantity,
            None => out.push((variant, quantity)),
        }
    }
    out
}

/// Why a line of a store cart cannot be bought.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CartProblem {
    /// Not on sale (unpublished, retired, deleted, or a first-order-only product).
    NotForSale,
    /// More than the store can sell: how many it can.
    OnlyLeft(i64),
    TooMany,
}

/// Whether a line can be bought: on sale, at most `MAX_LINE_UNITS`, within what the store sells.
pub fn cart_problem(on_sale: bool, quantity: i64, sellable: i64) -> Option<CartProblem> {
    if !on_sale {
        Some(CartProblem::NotForSale)
    } else if quantity > MAX_LINE_UNITS {
        Some(CartProblem::TooMany)
    } else if quantity > sellable {
        Some(CartProblem::OnlyLeft(sellable.max(0)))
    } else {
        None
    }
}

/// What the owner of an online store keeps on a line: what the customer pays over the owner's own
/// tier price, never below zero (a product without a tier price keeps nothing).
pub fn online_margin(price: Decimal, tier_price: Option<Decimal>, quantity: i64) -> Decimal {
    match tier_price {
        Some(cost) if price > cost => (price - cost) * Decimal::from(quantity),
        _ => Decimal::ZERO,
    }
}

/// How a store order reaches the customer: by courier, or (e-koop) collected at the school.
pub fn delivers_by_courier(program: Program) -> bool {
    program != Program::Ekoop
}

/// A customer's phone as they typed it without spaces and dashes: an optional leading + and 8 to
/// 15 digits; None when it is not a phone number.
pub fn customer_phone(input: &str) -> Option<String> {
    let phone: String = input
        .trim()
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '(' | ')'))
        .collect();
    let digits = phone.strip_prefix('+').unwrap_or(&phone);
    ((8..=15).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()))
        .then_some(phone)
}

/// A product rating: 1 to 5 stars.
pub fn valid_stars(stars: i64) -> bool {
    (1..=5).contains(&stars)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    #[test]
    fn each_program_prices_from_retail_or_store_price() {
        let (retail, store) = (dec("59.90"), Some(dec("49.90")));
        assert_eq!(Program::Affiliate.customer_price(retail, store), retail);
        assert_eq!(Program::Online.customer_price(retail, store), dec("49.90"));
        assert_eq!(Program::Ekoop.customer_price(retail, store), dec("49.90"));
        // A blank store price falls back to retail, never to zero.
        assert_eq!(Program::Online.customer_price(retail, None), retail);
        assert!(Program::Online.agent_fills());
        assert!(!Program::Affiliate.agent_fills() && !Program::Ekoop.agent_fills());
    }

    #[test]
    fn programs_and_statuses_read_back_their_codes() {
        for p in [Program::Affiliate, Program::Online, Program::Ekoop] {
            assert_eq!(Program::parse(p.code()), Some(p));
        }
        assert_eq!(Program::parse("koop"), None);
        assert_eq!(
            StoreStatus::parse("suspended"),
            Some(StoreStatus::Suspended)
        );
        assert_eq!(JoinPolicy::parse("direct"), JoinPolicy::Direct);
        assert_eq!(JoinPolicy::parse("anything"), JoinPolicy::Approval);
    }

    #[test]
    fn review_decisions_fit_only_their_status() {
        use ReviewDecision as D;
        use StoreStatus as S;
        assert_eq!(D::Approve.next(S::Pending), Some(S::Active));
        assert_eq!(D::Reject.next(S::Pending), Some(S::Rejected));
        assert_eq!(D::Suspend.next(S::Active), Some(S::Suspended));
        assert_eq!(D::Reinstate.next(S::Suspended), Some(S::Active));
        // Approving twice, suspending a pending store or reinstating an active one do not fit.
        assert_eq!(D::Approve.next(S::Active), None);
        assert_eq!(D::Suspend.next(S::Pending), None);
        assert_eq!(D::Reinstate.next(S::Active), None);
        assert_eq!(D::Approve.next(S::Rejected), None);
        assert!(D::Reject.needs_note() && D::Suspend.needs_note());
        assert!(!D::Approve.needs_note() && !D::Reinstate.needs_note());
    }

    #[test]
    fn a_rejected_store_is_submitted_again_by_its_setup() {
        assert_eq!(
            after_setup(StoreStatus::Rejected, JoinPolicy::Approval),
            StoreStatus::Pending
        );
        assert_eq!(
            after_setup(StoreStatus::Rejected, JoinPolicy::Direct),
            StoreStatus::Active
        );
        // A suspended store stays suspended whatever it changes; an active one stays open.
        assert_eq!(
            after_setup(StoreStatus::Suspended, JoinPolicy::Direct),
            StoreStatus::Suspended
        );
        assert_eq!(
            after_setup(StoreStatus::Active, JoinPolicy::Approval),
            StoreStatus::Active
        );
        assert_eq!(JoinPolicy::Direct.first_status(), StoreStatus::Active);
        assert_eq!(JoinPolicy::Approval.first_status(), StoreStatus::Pending);
    }

    #[test]
    fn store_links_are_short_lowercase_words() {
        assert_eq!(store_slug("  Siti-Beauty "), Ok("siti-beauty".into()));
        assert_eq!(
            store_slug("sk-taman-melati-2"),
            Ok("sk-taman-melati-2".into())
        );
        assert_eq!(store_slug("ab"), Err(SlugProblem::Shape));
        assert_eq!(store_slug("-siti"), Err(SlugProblem::Shape));
        assert_eq!(store_slug("siti-"), Err(SlugProblem::Shape));
        assert_eq!(store_slug("siti beauty"), Err(SlugProblem::Shape));
        assert_eq!(store_slug("siti_beauty"), Err(SlugProblem::Shape));
        assert_eq!(store_slug("kedai-ümi"), Err(SlugProblem::Shape));
        assert_eq!(store_slug(&"a".repeat(41)), Err(SlugProblem::Shape));
        assert_eq!(store_slug("Admin"), Err(SlugProblem::Reserved));
        assert_eq!(store_slug("checkout"), Err(SlugProblem::Reserved));
    }

    #[test]
    fn a_cart_names_each_variant_once() {
        assert_eq!(merge_lines(&[(7, 1), (9, 2), (7, 3)]), vec![(7, 4), (9, 2)]);
        assert!(merge_lines(&[]).is_empty());
    }

    #[test]
    fn a_cart_line_sells_only_what_the_store_has() {
        assert_eq!(cart_problem(true, 2, 5), None);
        assert_eq!(cart_problem(true, 5, 5), None);
        assert_eq!(cart_problem(true, 6, 5), Some(CartProblem::OnlyLeft(5)));
        assert_eq!(cart_problem(true, 1, -2), Some(CartProblem::OnlyLeft(0)));
        assert_eq!(cart_problem(false, 1, 5), Some(CartProblem::NotForSale));
        assert_eq!(cart_problem(true, 1000, 5000), Some(CartProblem::TooMany));
    }

    #[test]
    fn an_online_store_keeps_what_the_customer_pays_over_its_tier_price() {
        // Store price RM 49.90, the owner's tier price RM 38.00, 3 units: RM 35.70.
        assert_eq!(
            online_margin(dec("49.90"), Some(dec("38.00")), 3),
            dec("35.70")
        );
        // Sold at or under cost, or without a tier price: nothing, never a loss.
        assert_eq!(online_margin(dec("30"), Some(dec("38")), 3), Decimal::ZERO);
        assert_eq!(online_margin(dec("49.90"), None, 3), Decimal::ZERO);
    }

    #[test]
    fn a_customer_phone_keeps_its_country_code_or_leading_zero() {
        assert_eq!(customer_phone(" 012-345 6789 "), Some("0123456789".into()));
        assert_eq!(
            customer_phone("+62 812 3456 7890"),
            Some("+6281234567890".into())
        );
        assert_eq!(customer_phone("12345"), None);
        assert_eq!(customer_phone("01x3456789"), None);
        assert_eq!(customer_phone("++60123456789"), None);
    }

    #[test]
    fn only_the_school_store_is_collected_and_stars_are_one_to_five() {
        assert!(delivers_by_courier(Program::Affiliate) && delivers_by_courier(Program::Online));
        assert!(!delivers_by_courier(Program::Ekoop));
        assert!(valid_stars(1) && valid_stars(5));
        assert!(!valid_stars(0) && !valid_stars(6));
    }

    #[test]
    fn banner_links_are_web_addresses() {
        assert_eq!(banner_link(None), Ok(None));
        assert_eq!(banner_link(Some("  ")), Ok(None));
        assert_eq!(
            banner_link(Some("https://sekolah.example/hari-sukan")),
            Ok(Some("https://sekolah.example/hari-sukan".into()))
        );
        assert_eq!(banner_link(Some("javascript:alert(1)")), Err(Invalid));
        assert_eq!(banner_link(Some("https://")), Err(Invalid));
        assert_eq!(banner_link(Some("https://a b.example")), Err(Invalid));
    }
}
