//! Setup rules: decimals, colours, TINs, booking time, links. Pure.

pub use crate::domain::contact::Invalid;

/// Booking time holds stock for at most 12 hours 59 minutes.
pub const MAX_BOOKING_MINUTES: i32 = 12 * 60 + 59;

/// `#RRGGBB`, lower-cased.
pub fn parse_colour(s: &str) -> Option<String> {
    let s = s.trim();
    (s.len() == 7 && s.starts_with('#') && s[1..].chars().all(|c| c.is_ascii_hexdigit()))
        .then(|| s.to_ascii_lowercase())
}

const NON_INDIVIDUAL: [&str; 13] = [
    "CS", "FA", "PT", "TA", "TC", "TN", "TR", "TP", "LE", "C", "D", "F", "J",
];

/// A Malaysian LHDN TIN, normalised: `IG` + digits for individuals; for others a prefix of
/// C, CS, D, F, FA, PT, TA, TC, TN, TR, TP, J or LE, leading zeros after it stripped, ending in 0;
/// at most 14 characters. A 12-digit MyKad number is accepted as an individual's identifier too.
pub fn parse_my_tin(input: &str) -> Option<String> {
    let s: String = input
        .trim()
        .to_ascii_uppercase()
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .collect();
    if s.len() == 12 && s.chars().all(|c| c.is_ascii_digit()) {
        return Some(s);
    }
    if let Some(digits) = s.strip_prefix("IG") {
        return (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) && s.len() <= 14)
            .then_some(s);
    }
    let prefix = NON_INDIVIDUAL.iter().find(|p| s.starts_with(**p))?;
    let digits = s[prefix.len()..].trim_start_matches('0');
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let mut out = format!("{prefix}{digits}");
    if !out.ends_with('0') {
        out.push('0');
    }
    (out.len() <= 14).then_some(out)
}

/// An Indonesian NPWP: 15 or 16 digits (dots and dashes ignored).
pub fn parse_npwp(input: &str) -> Option<String> {
    let s: String = input
        .chars()
        .filter(|c| !matches!(c, '.' | '-' | ' '))
        .collect();
    ((s.len() == 15 || s.len() == 16) && s.chars().all(|c| c.is_ascii_digit())).then_some(s)
}

/// A link to a shop or network page: https (http is upgraded), with a host. Blank → None.
pub fn parse_link(input: Option<&str>) -> Result<Option<String>, Invalid> {
    let s = match input.map(str::trim) {
        None | Some("") => return Ok(None),
        Some(s) => s,
    };
    let with_scheme = if s.starts_with("https://") || s.starts_with("http://") {
        s.to_string()
    } else {
        format!("https://{s}")
    };
    let mut url = url::Url::parse(&with_scheme).map_err(|_| Invalid)?;
    if url.host_str().is_none_or(|h| !h.contains('.')) || with_scheme.len() > 300 {
        return Err(Invalid);
    }
    if url.scheme() == "http" {
        url.set_scheme("https").map_err(|_| Invalid)?;
    }
    Ok(Some(url.to_string()))
}

/// Order-number prefix: 2–6 capital letters or digits.
pub fn parse_prefix(s: &str) -> Option<String> {
    let s = s.trim().to_ascii_uppercase();
    ((2..=6).contains(&s.len()) && s.chars().all(|c| c.is_ascii_alphanumeric())).then_some(s)
}

/// Ranks must not repeat a rank number; returns the first repeated one.
pub fn first_duplicate<T: PartialEq + Copy>(values: &[T]) -> Option<T> {
    values
        .iter()
        .enumerate()
        .find(|(i, v)| values[..*i].contains(v))
        .map(|(_, v)| *v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_six_digit_hex() {
        assert_eq!(parse_colour("#0F766E").as_deref(), Some("#0f766e"));
        assert_eq!(parse_colour("red"), None);
        assert_eq!(parse_colour("#fff"), None);
        assert_eq!(parse_colour("#12345g"), None);
    }

    #[test]
    fn tins_follow_lhdn_shapes() {
        assert_eq!(
            parse_my_tin("ig 12345678901").as_deref(),
            Some("IG12345678901")
        );
        assert_eq!(parse_my_tin("C01234567890").as_deref(), Some("C1234567890"));
        assert_eq!(parse_my_tin("C123456789").as_deref(), Some("C1234567890"));
        assert_eq!(
            parse_my_tin("900131105678").as_deref(),
            Some("900131105678")
        );
        assert_eq!(parse_my_tin("X123"), None);
        assert_eq!(parse_my_tin("IG"), None);
        assert_eq!(parse_my_tin("C12345678901234"), None, "over 14 characters");
        assert_eq!(
            parse_npwp("01.234.567.8-901.000").as_deref(),
            Some("012345678901000")
        );
        assert_eq!(parse_npwp("123"), None);
    }

    #[test]
    fn links_become_https() {
        assert_eq!(
            parse_link(Some("shopee.com.my/demo")).unwrap().as_deref(),
            Some("https://shopee.com.my/demo")
        );
        assert_eq!(
            parse_link(Some("http://lazada.com.my/shop/x"))
                .unwrap()
                .as_deref(),
            Some("https://lazada.com.my/shop/x")
        );
        assert!(parse_link(Some("javascript:alert(1)")).is_err());
        assert!(parse_link(Some("nodot")).is_err());
        assert_eq!(parse_link(Some("")).unwrap(), None);
    }

    #[test]
    fn prefixes_and_duplicates() {
        assert_eq!(parse_prefix("dsb").as_deref(), Some("DSB"));
        assert_eq!(parse_prefix("D"), None);
        assert_eq!(parse_prefix("DS-B"), None);
        assert_eq!(first_duplicate(&[1, 2, 3, 2]), Some(2));
        assert_eq!(first_duplicate(&[1, 2, 3]), None);
        assert_eq!(MAX_BOOKING_MINUTES, 779);
    }
}

/// What a news-feed or hall-of-fame file is, by its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Jpeg,
    Png,
    Pdf,
}

impl FileKind {
    pub fn extension(self) -> &'static str {
        match self {
            FileKind::Jpeg => "jpg",
            FileKind::Png => "png",
            FileKind::Pdf => "pdf",
        }
    }
}

/// JPEG, PNG or PDF by content (spec §5: marketing files are jpg, png and pdf only).
pub fn sniff_file(bytes: &[u8]) -> Option<FileKind> {
    if bytes.starts_with(b"%PDF-") {
        return Some(FileKind::Pdf);
    }
    match crate::domain::image::sniff_image(bytes)? {
        crate::domain::image::ImageKind::Jpeg => Some(FileKind::Jpeg),
        crate::domain::image::ImageKind::Png => Some(FileKind::Png),
    }
}

/// A YouTube video id, given as the id itself or as a watch, short or embed link.
pub fn parse_video_id(input: &str) -> Option<String> {
    let s = input.trim();
    let is_id = |v: &str| {
        v.len() == 11
            && v.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    if is_id(s) {
        return Some(s.to_string());
    }
    let url = url::Url::parse(s).ok()?;
    let host = url
        .host_str()?
        .trim_start_matches("www.")
        .trim_start_matches("m.");
    let candidate = match host {
        "youtu.be" => url.path().trim_start_matches('/').to_string(),
        "youtube.com" => match url.path() {
            "/watch" => url
                .query_pairs()
                .find(|(k, _)| k == "v")
                .map(|(_, v)| v.to_string())?,
            p => p
                .trim_start_matches("/embed/")
                .trim_start_matches("/shorts/")
                .to_string(),
        },
        _ => return None,
    };
    is_id(&candidate).then_some(candidate)
}

#[cfg(test)]
mod file_tests {
    use super::*;

    #[test]
    fn files_are_recognised_by_content() {
        assert_eq!(sniff_file(b"%PDF-1.7 rest"), Some(FileKind::Pdf));
        assert_eq!(sniff_file(b"\x89PNG\r\n\x1a\nxx"), Some(FileKind::Png));
        assert_eq!(sniff_file(b"GIF89a"), None);
    }

    #[test]
    fn video_ids_come_from_links_or_ids() {
        assert_eq!(
            parse_video_id("dQw4w9WgXcQ").as_deref(),
            Some("dQw4w9WgXcQ")
        );
        assert_eq!(
            parse_video_id("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1").as_deref(),
            Some("dQw4w9WgXcQ")
        );
        assert_eq!(
            parse_video_id("https://youtu.be/dQw4w9WgXcQ").as_deref(),
            Some("dQw4w9WgXcQ")
        );
        assert_eq!(
            parse_video_id("https://evil.example/watch?v=dQw4w9WgXcQ"),
            None
        );
        assert_eq!(parse_video_id("short"), None);
    }
}

/// Where a voucher stands at `now`: suspended wins, then by its dates.
pub fn voucher_status(
    now: chrono::DateTime<chrono::Utc>,
    starts: chrono::DateTime<chrono::Utc>,
    stops: chrono::DateTime<chrono::Utc>,
    suspended: bool,
) -> &'static str {
    if suspended {
        "suspended"
    } else if now < starts {
        "upcoming"
    } else if now >= stops {
        "expired"
    } else {
        "ongoing"
    }
}

/// A voucher code: 3–30 capital letters, digits, underscore or hyphen (typed in any case).
pub fn parse_voucher_code(s: &str) -> Option<String> {
    let s = s.trim().to_ascii_uppercase();
    ((3..=30).contains(&s.len())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'))
    .then_some(s)
}

pub use crate::domain::time::{day_bounds_kl, kl_day_start};

#[cfg(test)]
mod voucher_tests {
    use super::*;
    use chrono::{NaiveDate, TimeZone, Utc};

    #[test]
    fn status_follows_the_dates_in_kuala_lumpur() {
        let (starts, stops) = day_bounds_kl(
            NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
        );
        assert_eq!(
            starts,
            Utc.with_ymd_and_hms(2026, 11, 30, 16, 0, 0).unwrap(),
            "midnight in KL is 16:00 UTC the day before"
        );
        assert_eq!(stops, Utc.with_ymd_and_hms(2026, 12, 31, 16, 0, 0).unwrap());
        assert_eq!(
            voucher_status(
                Utc.with_ymd_and_hms(2026, 11, 30, 15, 59, 0).unwrap(),
                starts,
                stops,
                false
            ),
            "upcoming"
        );
        assert_eq!(
            voucher_status(
                Utc.with_ymd_and_hms(2026, 11, 30, 16, 0, 0).unwrap(),
                starts,
                stops,
                false
            ),
            "ongoing"
        );
        assert_eq!(voucher_status(stops, starts, stops, false), "expired");
        assert_eq!(voucher_status(starts, starts, stops, true), "suspended");
    }

    #[test]
    fn codes_are_upper_case() {
        assert_eq!(parse_voucher_code(" raya26 ").as_deref(), Some("RAYA26"));
        assert_eq!(parse_voucher_code("no spaces"), None);
        assert_eq!(parse_voucher_code("ab"), None);
    }
}
