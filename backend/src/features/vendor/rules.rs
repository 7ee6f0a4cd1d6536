//! What makes a valid new company. Pure.

use crate::{
    features::auth::rules::normalise_email,
    i18n::{Lang, Msg},
};

/// Subdomains we keep for ourselves.
const RESERVED: [&str; 12] = [
    "admin", "www", "api", "app", "mail", "smtp", "static", "assets", "cdn", "status", "docs",
    "help",
];

#[derive(Debug, Clone)]
pub struct NewCompany {
    pub slug: String,
    pub name: String,
    pub currency: String,
    pub language: Lang,
    pub admin_email: String,
    pub custom_domain: Option<String>,
}

pub struct NewCompanyInput<'a> {
    pub slug: &'a str,
    pub name: &'a str,
    pub currency: &'a str,
    pub language: &'a str,
    pub admin_email: &'a str,
    pub custom_domain: Option<&'a str>,
}

/// 3–30 lowercase letters, digits or hyphens, not starting or ending with a hyphen.
pub fn is_slug(s: &str) -> bool {
    (3..=30).contains(&s.len())
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !s.starts_with('-')
        && !s.ends_with('-')
}

fn is_domain(s: &str) -> bool {
    s.len() <= 253
        && s.contains('.')
        && s.split('.').all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

/// Parses the input, or names every failing field.
pub fn parse_new_company(i: NewCompanyInput<'_>) -> Result<NewCompany, Vec<(&'static str, Msg)>> {
    let mut errors = Vec::new();
    let slug = i.slug.trim().to_lowercase();
    if !is_slug(&slug) {
        errors.push(("slug", Msg::InvalidSlug));
    } else if RESERVED.contains(&slug.as_str()) {
        errors.push(("slug", Msg::SlugReserved));
    }
    let name = i.name.trim().to_string();
    if name.is_empty() {
        errors.push(("name", Msg::Required));
    } else if name.chars().count() > 120 {
        errors.push(("name", Msg::TooLong));
    }
    let currency = i.currency.trim().to_uppercase();
    if currency != "MYR" && currency != "IDR" {
        errors.push(("currency", Msg::InvalidCurrency));
    }
    let language = Lang::parse(i.language).unwrap_or_else(|| {
        errors.push(("language", Msg::InvalidLanguage));
        Lang::En
    });
    let admin_email = normalise_email(i.admin_email).unwrap_or_else(|| {
        errors.push(("admin_email", Msg::InvalidEmail));
        String::new()
    });
    let custom_domain = match i
        .custom_domain
        .map(|d| d.trim().trim_end_matches('.').to_lowercase())
    {
        None => None,
        Some(d) if d.is_empty() => None,
        Some(d) if is_domain(&d) => Some(d),
        Some(_) => {
            errors.push(("custom_domain", Msg::InvalidInput));
            None
        }
    };
    if errors.is_empty() {
        Ok(NewCompany {
            slug,
            name,
            currency,
            language,
            admin_email,
            custom_domain,
        })
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input<'a>(slug: &'a str, currency: &'a str) -> NewCompanyInput<'a> {
        NewCompanyInput {
            slug,
            name: "Demo Sdn Bhd",
            currency,
            language: "en",
            admin_email: "HQ@Demo.test",
            custom_domain: None,
        }
    }

    #[test]
    fn a_good_company_is_parsed_and_normalised() {
        let c = parse_new_company(input("demo-2", "myr")).unwrap();
        assert_eq!(c.slug, "demo-2");
        assert_eq!(c.currency, "MYR");
        assert_eq!(c.admin_email, "hq@demo.test");
    }

    #[test]
    fn bad_slugs_and_currencies_are_named() {
        let errs = parse_new_company(input("-bad", "USD")).unwrap_err();
        assert!(errs.contains(&("slug", Msg::InvalidSlug)));
        assert!(errs.contains(&("currency", Msg::InvalidCurrency)));
        assert_eq!(
            parse_new_company(input("admin", "MYR")).unwrap_err(),
            vec![("slug", Msg::SlugReserved)]
        );
        assert!(!is_slug("ab"));
        assert!(!is_slug("Demo"));
        assert!(!is_slug("a_b_c"));
    }
}
