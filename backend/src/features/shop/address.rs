//! A delivery address as the agent's address book and HQ's order form send it, and its checks:
//! every failing field is named in the user's language.

use super::{rules::valid_postcode, store::AddressRow};
use crate::{
    http::{text::Text, FieldErrors},
    i18n::{t, Msg},
};
use poem_openapi::Object;

/// A delivery address (spec §3 Customer address).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct AddressInput {
    #[oai(nullable)]
    pub id: Option<i64>,
    #[oai(default)]
    pub first_name: Text,
    #[oai(nullable)]
    pub last_name: Option<Text>,
    #[oai(nullable)]
    pub addr_title: Option<Text>,
    #[oai(nullable)]
    pub email: Option<Text>,
    #[oai(default)]
    pub address1: Text,
    #[oai(nullable)]
    pub address2: Option<Text>,
    #[oai(default)]
    pub post_code: Text,
    #[oai(default)]
    pub city: Text,
    #[oai(default)]
    pub state: Text,
    #[oai(nullable)]
    pub country: Option<Text>,
    #[oai(nullable)]
    pub phone_code: Option<Text>,
    #[oai(default)]
    pub phone: Text,
}

fn clean(v: &Option<impl AsRef<str>>, max: usize) -> Option<String> {
    v.as_ref()
        .map(AsRef::as_ref)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.chars().take(max).collect())
}

fn required(e: &mut FieldErrors, field: &str, v: &str, max: usize) -> String {
    let v = v.trim();
    if v.is_empty() {
        e.add(field, t(Msg::Required));
    } else if v.chars().count() > max {
        e.add(field, t(Msg::TooLong));
    }
    v.to_string()
}

/// Checks an address; every failing field is named in `e`.
pub fn parse_address(
    e: &mut FieldErrors,
    a: &AddressInput,
    country: &str,
    known_states: &[String],
) -> AddressRow {
    let first_name = required(e, "firstName", &a.first_name, 80);
    let address1 = required(e, "address1", &a.address1, 200);
    let city = required(e, "city", &a.city, 80);
    let postcode = required(e, "postCode", &a.post_code, 10);
    if !postcode.is_empty() && !valid_postcode(country, &postcode) {
        e.add("postCode", t(Msg::InvalidPostcode));
    }
    let state = required(e, "state", &a.state, 40);
    if !state.is_empty() && !known_states.contains(&state) {
        e.add("state", t(Msg::UnknownState));
    }
    if known_states.is_empty() {
        e.add("country", t(Msg::InvalidChoice));
    }
    let phone: String = a
        .phone
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    if phone.is_empty() {
        e.add("phone", t(Msg::Required));
    } else if !(6..=15).contains(&phone.len()) || !phone.chars().all(|c| c.is_ascii_digit()) {
        e.add("phone", t(Msg::InvalidPhone));
    }
    let email = clean(&a.email, 120).map(|s| s.to_lowercase());
    if email
        .as_deref()
        .is_some_and(|m| !m.contains('@') || m.contains(' '))
    {
        e.add("email", t(Msg::InvalidEmail));
    }
    AddressRow {
        id: a.id.unwrap_or(0),
        first_name,
        last_name: clean(&a.last_name, 80),
        title: clean(&a.addr_title, 40),
        email,
        address1,
        address2: clean(&a.address2, 200),
        postcode,
        city,
        state,
        country: country.to_string(),
        phone_code: clean(&a.phone_code, 6),
        phone,
        is_primary: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::shop::rules::{snapshot, valid_postcode};

    fn input() -> AddressInput {
        AddressInput {
            id: None,
            first_name: " Aina ".into(),
            last_name: Some("Ali".into()),
            addr_title: None,
            email: Some("Aina@X.test".into()),
            address1: "1 Jalan Mawar".into(),
            address2: Some("  ".into()),
            post_code: "50000".into(),
            city: "Kuala Lumpur".into(),
            state: "14".into(),
            country: None,
            phone_code: Some("+60".into()),
            phone: "12-345 6789".into(),
        }
    }

    #[test]
    fn a_good_address_is_cleaned_and_snapshotted() {
        let mut e = FieldErrors::default();
        let a = parse_address(&mut e, &input(), "MY", &["14".into()]);
        assert!(e.is_empty());
        assert_eq!(
            (a.first_name.as_str(), a.phone.as_str()),
            ("Aina", "123456789")
        );
        assert_eq!(a.email.as_deref(), Some("aina@x.test"));
        assert_eq!(a.address2, None);
        let s = snapshot(&a);
        assert_eq!(
            (s.name.as_str(), s.phone.as_str()),
            ("Aina Ali", "+60 123456789")
        );
    }

    #[test]
    fn every_bad_field_is_named() {
        let mut bad = input();
        bad.first_name = "".into();
        bad.post_code = "5000".into();
        bad.state = "99".into();
        bad.phone = "abc".into();
        bad.email = Some("nope".into());
        let mut e = FieldErrors::default();
        parse_address(&mut e, &bad, "MY", &["14".into()]);
        let err = e.finish().unwrap_err();
        let body = format!("{err:?}");
        for field in ["firstName", "postCode", "state", "phone", "email"] {
            assert!(body.contains(field), "{field} in {body}");
        }
        assert!(valid_postcode("ID", "10110") && !valid_postcode("MY", "1234a"));
    }
}
