//! The rules of the shop, pure: a delivery address and its snapshot on an order.

use super::{api::addresses::AddressInput, store::AddressRow};
use crate::{
    features::orders::store::AddressSnapshot,
    http::FieldErrors,
    i18n::{t, Msg},
};

/// A postcode: five digits in Malaysia and Indonesia.
pub fn valid_postcode(country: &str, postcode: &str) -> bool {
    match country {
        "MY" | "ID" => postcode.len() == 5 && postcode.chars().all(|c| c.is_ascii_digit()),
        _ => (3..=10).contains(&postcode.len()),
    }
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

/// What the order keeps of an address (later edits of the address do not change the order).
pub fn snapshot(a: &AddressRow) -> AddressSnapshot {
    AddressSnapshot {
        name: [a.first_name.as_str(), a.last_name.as_deref().unwrap_or("")]
            .join(" ")
            .trim()
            .to_string(),
        phone: match &a.phone_code {
            Some(code) => format!("{code} {}", a.phone),
            None => a.phone.clone(),
        },
        email: a.email.clone(),
        address1: a.address1.clone(),
        address2: a.address2.clone(),
        postcode: a.postcode.clone(),
        city: a.city.clone(),
        state: a.state.clone(),
        country: a.country.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
