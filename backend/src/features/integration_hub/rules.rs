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
    ("payment", &["billplz"]),
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
    fn a_secret_shows_only_its_last_four() {
        assert_eq!(masked("sk-live-4f9a2c81"), "••••2c81");
        assert_eq!(masked("abc"), "••••abc");
        assert!(!masked("0123456789").contains("012345"));
    }
}
