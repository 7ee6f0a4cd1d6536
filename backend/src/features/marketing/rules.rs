//! Who sees a marketing folder, and a file's name for its download.

/// Whether a user sees a folder: HQ and staff every one; an agent those of their tier (a folder
/// with no tiers is for every tier).
pub fn may_see(hq_side: bool, folder_tiers: &[i64], tier_id: Option<i64>) -> bool {
    hq_side || folder_tiers.is_empty() || tier_id.is_some_and(|t| folder_tiers.contains(&t))
}

/// The name a file downloads under: the given name with the extension its content has, stripped
/// of anything a header or a file system would misread.
pub fn download_name(name: &str, extension: &str) -> String {
    let clean: String = name
        .chars()
        .map(|c| match c {
            '"' | '\\' | '/' | ':' | '*' | '?' | '<' | '>' | '|' => '_',
            c if c.is_control() => '_',
            c => c,
        })
        .collect();
    let clean = clean.trim().trim_matches('.');
    let stem = match clean.rsplit_once('.') {
        Some((stem, ext))
            if ext.eq_ignore_ascii_case(extension) || ext.eq_ignore_ascii_case("jpeg") =>
        {
            stem
        }
        _ => clean,
    };
    let stem = if stem.is_empty() { "file" } else { stem };
    format!("{stem}.{extension}")
}

/// A header-safe `Content-Disposition`: an ASCII fallback and the UTF-8 name (RFC 6266).
pub fn content_disposition(name: &str) -> String {
    let ascii: String = name
        .chars()
        .map(|c| {
            if c.is_ascii() && !c.is_ascii_control() {
                c
            } else {
                '_'
            }
        })
        .collect();
    let encoded: String = name
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_agent_sees_folders_of_their_tier_or_of_every_tier() {
        assert!(may_see(true, &[1], None));
        assert!(may_see(false, &[], Some(2)));
        assert!(may_see(false, &[1, 2], Some(2)));
        assert!(!may_see(false, &[1], Some(2)));
        assert!(!may_see(false, &[1], None));
    }

    #[test]
    fn a_download_is_named_after_the_file_with_its_real_extension() {
        assert_eq!(download_name("Price list", "pdf"), "Price list.pdf");
        assert_eq!(download_name("Price list.PDF", "pdf"), "Price list.pdf");
        assert_eq!(download_name("banner.jpeg", "jpg"), "banner.jpg");
        assert_eq!(download_name("a/b\"c.png", "png"), "a_b_c.png");
        assert_eq!(download_name("..", "pdf"), "file.pdf");
        assert_eq!(download_name("photo.png", "jpg"), "photo.png.jpg");
    }

    #[test]
    fn the_header_keeps_a_unicode_name_readable() {
        assert_eq!(
            content_disposition("Brosur Kopi ☕.pdf"),
            "attachment; filename=\"Brosur Kopi _.pdf\"; filename*=UTF-8''Brosur%20Kopi%20%E2%98%95.pdf"
        );
    }
}
