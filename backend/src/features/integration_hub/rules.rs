//! Where each provider stands, and how a secret is shown. Pure.

/// A provider's standing for the company.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Connected and in use.
    Active,
    /// Connected, switched off by HQ.
    Disabled,
    /// Can be connected here, not connected yet.
    Available,
    /// Named by the product but not connectable in Rangkai yet.
    Planned,
}

impl Standing {
    pub fn code(self) -> &'static str {
        match self {
            Standing::Active => "active",
            Standing::Disabled => "disabled",
            Standing::Available => "available",
            Standing::Planned => "planned",
        }
    }
}

/// A kept account's standing (None: never connected).
pub fn account_standing(active: Option<bool>) -> Standing {
    billplz_standing(active)
}

/// The courier providers whose accounts are checked against the provider itself.
pub const CHECKED_COURIERS: &[&str] = &["easyparcel", "ninjavan", "delyva"];

/// The aggregators Pos Laju and City-Link are booked through (neither publishes an API of its
/// own: integrations.md §2.4–2.5).
pub const ROUTES: &[&str] = &["easyparcel", "delyva"];

/// Whether `id` looks like an EasyParcel courier id (`EP-CR0A`).
pub fn easyparcel_courier_id(id: &str) -> bool {
    id.strip_prefix("EP-CR").is_some_and(|rest| {
        !rest.is_empty() && rest.len() <= 8 && rest.chars().all(|c| c.is_ascii_alphanumeric())
    })
}

/// A provider's name as its users know it.
pub fn provider_name(code: &str) -> &str {
    match code {
        "easyparcel" => "EasyParcel",
        "ninjavan" => "Ninja Van",
        "delyva" => "Delyva",
        "poslaju" => "Pos Laju",
        "citylink" => "City-Link Express",
        "billplz" => "Billplz",
        "ejenpay" => "ejenpay",
        other => other,
    }
}

/// Billplz's standing from its saved account (None: never connected).
pub fn billplz_standing(active: Option<bool>) -> Standing {
    match active {
        Some(true) => Standing::Active,
        Some(false) => Standing::Disabled,
        None => Standing::Available,
    }
}

/// A secret as the API shows it: its last four characters, the rest hidden.
pub fn masked(secret: &str) -> String {
    let chars: Vec<char> = secret.chars().collect();
    let tail: String = chars[chars.len().saturating_sub(4)..].iter().collect();
    format!("••••{tail}")
}

/// The categories of the spec (§2 Integrations) and their providers, by code; a category with no
/// provider has none yet.
pub const CATEGORIES: &[(&str, &[&str])] = &[
    ("payment", &["billplz", "ejenpay"]),
    (
        "courier",
        &[
            "rate_tables",
            "easyparcel",
            "ninjavan",
            "delyva",
            "poslaju",
            "citylink",
        ],
    ),
    ("insurance", &[]),
    ("online_store", &["agent_stores"]),
    ("dropship", &[]),
    ("communication", &[]),
    ("marketplace", &[]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn billplz_stands_by_its_saved_switch() {
        assert_eq!(billplz_standing(None), Standing::Available);
        assert_eq!(billplz_standing(Some(true)), Standing::Active);
        assert_eq!(billplz_standing(Some(false)), Standing::Disabled);
    }

    #[test]
    fn easyparcel_courier_ids_are_checked_for_shape() {
        assert!(easyparcel_courier_id("EP-CR0A"));
        assert!(easyparcel_courier_id("EP-CR05"));
        assert!(!easyparcel_courier_id("EP-CR"));
        assert!(!easyparcel_courier_id("CR0A"));
        assert!(!easyparcel_courier_id("EP-CR0A'--"));
    }

    #[test]
    fn a_secret_shows_only_its_last_four() {
        assert_eq!(masked("sk-live-4f9a2c81"), "••••2c81");
        assert_eq!(masked("abc"), "••••abc");
        assert!(!masked("0123456789").contains("012345"));
    }
}
