//! Booking's rules: EasyParcel's state codes, which rate to book, what a booking does next, and
//! when a parcel counts as delivered. Pure.

use crate::integrations::easyparcel::Rate;
use chrono::{DateTime, NaiveDateTime, Utc};
use rust_decimal::Decimal;
use std::str::FromStr;

/// EasyParcel's state code for a Malaysian state by its code (JPN / ISO 3166-2:MY numbering, as
/// the addresses keep it).
pub fn easyparcel_state(code: &str) -> Option<&'static str> {
    Some(match code.trim() {
        "01" => "jhr",
        "02" => "kdh",
        "03" => "ktn",
        "04" => "mlk",
        "05" => "nsn",
        "06" => "phg",
        "07" => "png",
        "08" => "prk",
        "09" => "pls",
        "10" => "sgr",
        "11" => "trg",
        "12" => "sbh",
        "13" => "srw",
        "14" => "kul",
        "15" => "lbn",
        "16" => "pjy",
        _ => return None,
    })
}

/// A Malaysian state's name by its code (what Ninja Van's addresses carry).
pub fn state_name(code: &str) -> &'static str {
    match code.trim() {
        "01" => "Johor",
        "02" => "Kedah",
        "03" => "Kelantan",
        "04" => "Melaka",
        "05" => "Negeri Sembilan",
        "06" => "Pahang",
        "07" => "Pulau Pinang",
        "08" => "Perak",
        "09" => "Perlis",
        "10" => "Selangor",
        "11" => "Terengganu",
        "12" => "Sabah",
        "13" => "Sarawak",
        "14" => "Kuala Lumpur",
        "15" => "Labuan",
        "16" => "Putrajaya",
        _ => "",
    }
}

/// The tracking number asked of Ninja Van for an order: its number's letters and digits (so a
/// repeat of the same order asks for the same one).
pub fn requested_tracking_number(order_number: &str) -> String {
    let alnum: String = order_number
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    alnum
        .chars()
        .rev()
        .take(20)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect()
}

/// A courier with no API of its own, booked through an aggregator HQ connected (its card's
/// `through`): EasyParcel knows it by a courier id, Delyva by its service company's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    PosLaju,
    CityLink,
}

impl Route {
    /// The route a provider code names (`poslaju`, `citylink`).
    pub fn of(provider: &str) -> Option<Route> {
        match provider {
            "poslaju" => Some(Route::PosLaju),
            "citylink" => Some(Route::CityLink),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Route::PosLaju => "poslaju",
            Route::CityLink => "citylink",
        }
    }

    /// Whether a rate is this courier's: EasyParcel's courier id, or the courier's name as an
    /// aggregator writes it (letters only, any case: "Poslaju", "Pos Laju", "City-Link Express").
    pub fn carries(self, rate: &Rate) -> bool {
        let (id, name) = match self {
            Route::PosLaju => ("EP-CR0A", "poslaju"),
            Route::CityLink => ("EP-CR0C", "citylink"),
        };
        let letters: String = rate
            .courier_name
            .chars()
            .filter(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_ascii_lowercase();
        rate.courier_id == id || letters.starts_with(name)
    }
}

/// Whether a rate may be booked: its courier is one HQ books with (any when HQ chose none), and
/// the route's courier when booking through one.
pub fn allowed(rate: &Rate, couriers: &[String], route: Option<Route>) -> bool {
    (couriers.is_empty() || couriers.contains(&rate.courier_id))
        && route.is_none_or(|r| r.carries(rate))
}

/// The rate to book: the asked service when it is quoted (and allowed), else the cheapest of the
/// couriers HQ books with (any courier when HQ chose none), of the route's courier when booking
/// through one.
pub fn choose<'a>(
    rates: &'a [Rate],
    couriers: &[String],
    route: Option<Route>,
    service: Option<&str>,
) -> Option<&'a Rate> {
    let allowed = |r: &&Rate| allowed(r, couriers, route);
    let price = |r: &Rate| Decimal::from_str(&r.price).unwrap_or(Decimal::MAX);
    match service.filter(|s| !s.is_empty()) {
        Some(s) => rates.iter().filter(allowed).find(|r| r.service_id == s),
        None => rates.iter().filter(allowed).min_by_key(|r| price(r)),
    }
}

/// What booking an order does next, from its booking so far.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    /// It has its airway bill already: nothing to do.
    AlreadyBooked,
    /// Another request is booking it right now.
    Busy,
    /// Send the order to the provider.
    Submit,
    /// The provider has the order (this number): only pay for it.
    Pay(String),
}

pub fn next_step(status: Option<&str>, order_no: Option<&str>, lease_running: bool) -> Step {
    match (status, order_no) {
        (Some("booked" | "delivered"), _) => Step::AlreadyBooked,
        _ if lease_running => Step::Busy,
        (_, Some(no)) if !no.is_empty() => Step::Pay(no.to_string()),
        _ => Step::Submit,
    }
}

/// Delivered: EasyParcel's status code 5, or a latest status that says so.
pub fn delivered(code: i64, latest: &str) -> bool {
    code == 5 || latest.to_ascii_lowercase().starts_with("delivered")
}

/// An order's weight in kg as the provider takes it: at least 0.1 kg, two decimals rounded up
/// (a parcel is never declared lighter than it is).
pub fn weight_kg(total: Decimal) -> String {
    total
        .max(Decimal::new(1, 1))
        .round_dp_with_strategy(2, rust_decimal::RoundingStrategy::ToPositiveInfinity)
        .normalize()
        .to_string()
}

/// A provider's "YYYY-MM-DD HH:MM:SS" in Kuala Lumpur time.
pub fn kl_time(at: &str) -> Option<DateTime<Utc>> {
    let naive = NaiveDateTime::parse_from_str(at.trim(), "%Y-%m-%d %H:%M:%S").ok()?;
    naive
        .and_local_timezone(chrono_tz::Asia::Kuala_Lumpur)
        .single()
        .map(|t| t.with_timezone(&Utc))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(service: &str, courier: &str, price: &str) -> Rate {
        Rate {
            service_id: service.into(),
            service_name: service.into(),
            courier_id: courier.into(),
            courier_name: courier.into(),
            price: price.into(),
            delivery: String::new(),
        }
    }

    #[test]
    fn states_map_to_easyparcel_codes() {
        assert_eq!(easyparcel_state("14"), Some("kul"));
        assert_eq!(easyparcel_state("10"), Some("sgr"));
        assert_eq!(easyparcel_state("07"), Some("png"));
        assert_eq!(easyparcel_state("99"), None);
    }

    #[test]
    fn the_cheapest_allowed_rate_is_booked_unless_a_service_is_asked() {
        let rates = [
            rate("S1", "EP-CR0A", "7.80"),
            rate("S2", "EP-CR0D", "6.90"),
            rate("S3", "EP-CR05", "10.00"),
        ];
        assert_eq!(choose(&rates, &[], None, None).unwrap().service_id, "S2");
        let only = vec!["EP-CR0A".to_string(), "EP-CR05".to_string()];
        assert_eq!(choose(&rates, &only, None, None).unwrap().service_id, "S1");
        assert_eq!(
            choose(&rates, &only, None, Some("S3")).unwrap().service_id,
            "S3"
        );
        // a service of a courier HQ does not book with, or not quoted: none
        assert_eq!(choose(&rates, &only, None, Some("S2")), None);
        assert_eq!(choose(&rates, &[], None, Some("S9")), None);
        assert_eq!(choose(&[], &[], None, None), None);
    }

    #[test]
    fn a_route_books_its_own_courier_even_when_another_is_cheaper() {
        let mut citylink = rate("S4", "EP-CR0C", "8.50");
        citylink.courier_name = "City-Link Express".into();
        let rates = [
            rate("S1", "EP-CR0A", "7.80"),
            rate("S2", "EP-CR0D", "6.90"),
            citylink,
        ];
        let pos = Some(Route::PosLaju);
        assert_eq!(choose(&rates, &[], pos, None).unwrap().service_id, "S1");
        let city = Route::of("citylink");
        assert_eq!(choose(&rates, &[], city, None).unwrap().service_id, "S4");
        // another courier's service is refused on a route
        assert_eq!(choose(&rates, &[], pos, Some("S2")), None);
        // Delyva has no courier ids: its service company's name says whose it is
        let mut delyva = rate("DX-POSLAJU", "Pos Laju", "9.00");
        delyva.courier_name = "Pos Laju".into();
        assert!(Route::PosLaju.carries(&delyva));
        assert!(!Route::CityLink.carries(&delyva));
        assert_eq!(Route::of("delyva"), None);
        assert_eq!(Route::PosLaju.code(), "poslaju");
    }

    #[test]
    fn a_booking_is_never_sent_twice() {
        assert_eq!(next_step(None, None, false), Step::Submit);
        assert_eq!(next_step(Some("failed"), None, false), Step::Submit);
        // the provider has it: a retry only pays
        assert_eq!(
            next_step(Some("booking"), Some("EI-1"), false),
            Step::Pay("EI-1".into())
        );
        assert_eq!(
            next_step(Some("failed"), Some("EI-1"), false),
            Step::Pay("EI-1".into())
        );
        assert_eq!(next_step(Some("booking"), Some("EI-1"), true), Step::Busy);
        assert_eq!(
            next_step(Some("booked"), Some("EI-1"), false),
            Step::AlreadyBooked
        );
        assert_eq!(
            next_step(Some("delivered"), Some("EI-1"), true),
            Step::AlreadyBooked
        );
    }

    #[test]
    fn ninja_van_is_asked_for_the_same_tracking_number_for_the_same_order() {
        assert_eq!(requested_tracking_number("SO-000123"), "SO000123");
        assert_eq!(
            requested_tracking_number("SO-000123"),
            requested_tracking_number("SO-000123")
        );
        assert_eq!(state_name("10"), "Selangor");
    }

    #[test]
    fn delivered_by_code_or_words() {
        assert!(delivered(5, ""));
        assert!(delivered(0, "Delivered to receiver"));
        assert!(!delivered(4, "In transit"));
    }

    #[test]
    fn weights_have_a_floor_and_two_decimals() {
        assert_eq!(weight_kg(Decimal::ZERO), "0.1");
        assert_eq!(weight_kg(Decimal::new(12341, 3)), "12.35");
        assert_eq!(weight_kg(Decimal::new(1500, 3)), "1.5");
    }

    #[test]
    fn provider_times_are_kuala_lumpur_time() {
        let t = kl_time("2026-11-28 10:00:00").unwrap();
        assert_eq!(t.to_rfc3339(), "2026-11-28T02:00:00+00:00");
        assert_eq!(kl_time("yesterday"), None);
    }
}
