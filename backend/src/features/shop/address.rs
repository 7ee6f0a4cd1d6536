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
    /// Indonesia: the regency (or city) code, e.g. 11.01; its name becomes the city.
    #[oai(nullable)]
    pub regency_code: Option<Text>,
    /// Indonesia: the district (kecamatan) code, e.g. 11.01.01.
    #[oai(nullable)]
    pub district_code: Option<Text>,
    /// Indonesia: the village (desa/kelurahan) code, e.g. 11.01.01.2001.
    #[oai(nullable)]
    pub village_code: Option<Text>,
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
    let indonesian = country == "ID";
    // An Indonesian address names its regency by code: its name becomes the city.
    let city = if indonesian {
        a.city.trim().chars().take(80).collect()
    } else {
        required(e, "city", &a.city, 80)
    };
    let mut code = |field: &str, v: &Option<Text>| -> Option<String> {
        let v = clean(v, 20);
        if indonesian && v.is_none() {
            e.add(field, t(Msg::Required));
        }
        v.filter(|_| indonesian)
    };
    let regency_code = code("regencyCode", &a.regency_code);
    let district_code = code("districtCode", &a.district_code);
    let village_code = code("villageCode", &a.village_code);
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
        regency_code,
        district_code,
        village_code,
        district: None,
        village: None,
    }
}

/// Checks an address and, for Indonesia, that its regency, district and village chain to its
/// province, taking their names (the regency's is the city); every failing field is named.
pub async fn check_address(
    db: &mut sqlx::PgConnection,
    a: &AddressInput,
    country: &str,
    known_states: &[String],
) -> Result<AddressRow, crate::http::ApiError> {
    let mut e = FieldErrors::default();
    let mut row = parse_address(&mut e, a, country, known_states);
    e.finish()?;
    if let (Some(regency), Some(district), Some(village)) =
        (&row.regency_code, &row.district_code, &row.village_code)
    {
        let (city, district, village) =
            super::store::indonesian_regions(db, &row.state, regency, district, village)
                .await?
                .ok_or_else(|| crate::http::ApiError::field("villageCode", Msg::InvalidChoice))?;
        row.city = city;
        row.district = Some(district);
        row.village = Some(village);
    }
    Ok(row)
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
            regency_code: Some("11.01".into()),
            district_code: None,
            village_code: None,
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

    #[test]
    fn an_indonesian_address_names_its_regions_by_code_and_a_malaysian_one_keeps_none() {
        // Malaysia: codes sent by mistake are not kept.
        let mut e = FieldErrors::default();
        let my = parse_address(&mut e, &input(), "MY", &["14".into()]);
        assert!(e.is_empty());
        assert_eq!(my.regency_code, None);
        // Indonesia: the three codes are required; the city comes from the regency.
        let mut id = input();
        id.state = "11".into();
        id.post_code = "23711".into();
        id.city = "".into();
        let mut e = FieldErrors::default();
        parse_address(&mut e, &id, "ID", &["11".into()]);
        let body = format!("{:?}", e.finish().unwrap_err());
        for field in ["districtCode", "villageCode"] {
            assert!(body.contains(field), "{field} in {body}");
        }
        assert!(!body.contains("\"city\""), "no city to type: {body}");
        id.district_code = Some("11.01.01".into());
        id.village_code = Some(" 11.01.01.2001 ".into());
        let mut e = FieldErrors::default();
        let row = parse_address(&mut e, &id, "ID", &["11".into()]);
        assert!(e.is_empty());
        assert_eq!(row.village_code.as_deref(), Some("11.01.01.2001"));
    }
}
