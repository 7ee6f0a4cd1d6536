//! How people write their contacts, made canonical: social links from a link or a username, phone
//! numbers without the trunk zero, ISO dates, trimmed free text. Pure; every area's forms use them.

use chrono::NaiveDate;

/// A value that does not fit its field (the caller names the field and the message).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Invalid;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Network {
    Facebook,
    Instagram,
    Tiktok,
    Twitter,
}

impl Network {
    fn hosts(self) -> &'static [&'static str] {
        match self {
            Network::Facebook => &[
                "facebook.com",
                "www.facebook.com",
                "m.facebook.com",
                "fb.com",
                "web.facebook.com",
            ],
            Network::Instagram => &["instagram.com", "www.instagram.com"],
            Network::Tiktok => &["tiktok.com", "www.tiktok.com", "m.tiktok.com"],
            Network::Twitter => &[
                "twitter.com",
                "www.twitter.com",
                "x.com",
                "www.x.com",
                "mobile.twitter.com",
            ],
        }
    }

    fn base(self) -> &'static str {
        match self {
            Network::Facebook => "https://www.facebook.com/",
            Network::Instagram => "https://www.instagram.com/",
            Network::Tiktok => "https://www.tiktok.com/@",
            Network::Twitter => "https://x.com/",
        }
    }
}

fn is_handle(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 100
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// A social link as typed (a full URL or only a username) → the full https link we keep.
/// `Ok(None)` for an empty value; `Err(Invalid)` when it is neither a link to that network nor a username.
pub fn normalise_social(network: Network, input: &str) -> Result<Option<String>, Invalid> {
    let s = input.trim();
    if s.is_empty() {
        return Ok(None);
    }
    let handle = s.strip_prefix('@').unwrap_or(s);
    if is_handle(handle) && !handle.contains("..") {
        return Ok(Some(format!("{}{}", network.base(), handle)));
    }
    let with_scheme = if s.starts_with("http://") || s.starts_with("https://") {
        s.to_string()
    } else {
        format!("https://{s}")
    };
    let url = url::Url::parse(&with_scheme).map_err(|_| Invalid)?;
    let host = url.host_str().ok_or(Invalid)?.to_ascii_lowercase();
    if !network.hosts().contains(&host.as_str()) {
        return Err(Invalid);
    }
    let path = url.path().trim_matches('/');
    if path.is_empty() {
        return Err(Invalid);
    }
    // Keep the path (and a profile.php?id=… query) but use the network's canonical https host.
    let path = if network == Network::Tiktok {
        path.trim_start_matches('@')
    } else {
        path
    };
    let mut out = format!("{}{}", network.base(), path);
    if let Some(q) = url.query() {
        out.push('?');
        out.push_str(q);
    }
    Ok(Some(out))
}

/// A national phone number: digits only after removing spaces and dashes, without the leading 0
/// when a country code is given separately; 6 to 13 digits.
pub fn normalise_phone(input: &str) -> Result<Option<String>, Invalid> {
    let digits: String = input
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '(' | ')'))
        .collect();
    if digits.is_empty() {
        return Ok(None);
    }
    if !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(Invalid);
    }
    let national = digits.trim_start_matches('0');
    if !(6..=13).contains(&national.len()) {
        return Err(Invalid);
    }
    Ok(Some(national.to_string()))
}

pub fn parse_date(input: &str) -> Result<Option<NaiveDate>, Invalid> {
    let s = input.trim();
    if s.is_empty() {
        return Ok(None);
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| Invalid)
}

/// Free-text fields are trimmed; empty becomes None; over `max` characters is refused.
pub fn clean_text(input: Option<&str>, max: usize) -> Result<Option<String>, Invalid> {
    match input.map(str::trim) {
        None | Some("") => Ok(None),
        Some(s) if s.chars().count() > max => Err(Invalid),
        Some(s) => Ok(Some(s.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_username_becomes_a_working_link() {
        assert_eq!(
            normalise_social(Network::Instagram, "@aminah.h")
                .unwrap()
                .unwrap(),
            "https://www.instagram.com/aminah.h"
        );
        assert_eq!(
            normalise_social(Network::Tiktok, "aminah")
                .unwrap()
                .unwrap(),
            "https://www.tiktok.com/@aminah"
        );
        assert_eq!(
            normalise_social(Network::Twitter, "aminah_h")
                .unwrap()
                .unwrap(),
            "https://x.com/aminah_h"
        );
        assert_eq!(normalise_social(Network::Facebook, "  ").unwrap(), None);
    }

    #[test]
    fn a_full_link_is_kept_on_the_canonical_host() {
        assert_eq!(
            normalise_social(Network::Facebook, "http://m.facebook.com/aminah/")
                .unwrap()
                .unwrap(),
            "https://www.facebook.com/aminah"
        );
        assert_eq!(
            normalise_social(Network::Facebook, "facebook.com/profile.php?id=1234")
                .unwrap()
                .unwrap(),
            "https://www.facebook.com/profile.php?id=1234"
        );
        assert_eq!(
            normalise_social(Network::Tiktok, "https://www.tiktok.com/@aminah")
                .unwrap()
                .unwrap(),
            "https://www.tiktok.com/@aminah"
        );
        assert_eq!(
            normalise_social(Network::Twitter, "https://twitter.com/aminah")
                .unwrap()
                .unwrap(),
            "https://x.com/aminah"
        );
    }

    #[test]
    fn links_to_elsewhere_are_refused() {
        assert!(normalise_social(Network::Facebook, "https://evil.example/aminah").is_err());
        assert!(normalise_social(Network::Instagram, "javascript:alert(1)").is_err());
        assert!(normalise_social(Network::Instagram, "https://www.instagram.com/").is_err());
    }

    #[test]
    fn phones_keep_digits_without_the_trunk_zero() {
        assert_eq!(
            normalise_phone("012-345 6789").unwrap().unwrap(),
            "123456789"
        );
        assert!(normalise_phone("12ab").is_err());
        assert!(normalise_phone("123").is_err());
        assert_eq!(normalise_phone("").unwrap(), None);
    }

    #[test]
    fn dates_are_iso() {
        assert_eq!(
            parse_date("1990-01-31").unwrap(),
            NaiveDate::from_ymd_opt(1990, 1, 31)
        );
        assert!(parse_date("31/01/1990").is_err());
        assert_eq!(parse_date("").unwrap(), None);
    }
}
