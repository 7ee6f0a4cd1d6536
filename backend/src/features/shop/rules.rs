//! The rules of the shop, pure: a postcode, and an address's snapshot on an order.

use super::store::AddressRow;
use crate::features::orders::store::AddressSnapshot;

/// A postcode: five digits in Malaysia and Indonesia.
pub fn valid_postcode(country: &str, postcode: &str) -> bool {
    match country {
        "MY" | "ID" => postcode.len() == 5 && postcode.chars().all(|c| c.is_ascii_digit()),
        _ => (3..=10).contains(&postcode.len()),
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
        district: a.district.clone(),
        village: a.village.clone(),
    }
}
