//! Money at the company currency's scale: RM with 2 decimals (sen), Rp with none (rupiah).
//!
//! Amounts are `Decimal` everywhere (never floats) and leave the API as strings written at the
//! scale of the request's company currency, which the request middleware sets with
//! [`CURRENCY`]`.scope`. Outside a request (jobs, the CLI) the scale is MYR's.

use rust_decimal::{Decimal, RoundingStrategy};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Currency {
    /// Malaysian ringgit, RM, 2 decimals.
    #[default]
    Myr,
    /// Indonesian rupiah, Rp, no decimals.
    Idr,
}

impl Currency {
    /// `MYR` or `IDR` (anything else is MYR, the default currency).
    pub fn parse(code: &str) -> Self {
        if code.eq_ignore_ascii_case("IDR") {
            Currency::Idr
        } else {
            Currency::Myr
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Currency::Myr => "MYR",
            Currency::Idr => "IDR",
        }
    }

    /// Decimals an amount may have: 2 for RM, 0 for Rp.
    pub fn scale(self) -> u32 {
        match self {
            Currency::Myr => 2,
            Currency::Idr => 0,
        }
    }

    /// An amount as it can be paid: to the sen or to the rupiah, halves away from zero.
    pub fn round(self, amount: Decimal) -> Decimal {
        amount.round_dp_with_strategy(self.scale(), RoundingStrategy::MidpointAwayFromZero)
    }

    /// An amount as the API writes it: exactly `scale` decimals ("12.50", "15000").
    pub fn text(self, amount: Decimal) -> String {
        format!("{:.*}", self.scale() as usize, self.round(amount))
    }
}

tokio::task_local! {
    /// The currency of the request's company.
    pub static CURRENCY: Currency;
}

/// The currency of the request being served (MYR outside a request).
pub fn current() -> Currency {
    CURRENCY.try_with(|c| *c).unwrap_or_default()
}

/// An amount as the API writes it, at the request's currency scale.
pub fn money(amount: Decimal) -> String {
    current().text(amount)
}

pub fn money_opt(amount: Option<Decimal>) -> Option<String> {
    amount.map(money)
}

/// The largest amount a form takes: 999,999,999,999.99.
pub const MAX_MONEY: Decimal = Decimal::from_parts(276_447_231, 23_283, 0, false, 2);

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    #[test]
    fn ringgit_keep_two_decimals_and_rupiah_none() {
        assert_eq!(Currency::Myr.text(dec("12.5")), "12.50");
        assert_eq!(Currency::Myr.text(dec("0")), "0.00");
        assert_eq!(Currency::Myr.text(dec("1.005")), "1.01");
        assert_eq!(Currency::Idr.text(dec("15000")), "15000");
        assert_eq!(Currency::Idr.text(dec("15000.00")), "15000");
        assert_eq!(Currency::Idr.text(dec("2500.5")), "2501");
        assert_eq!(MAX_MONEY, dec("999999999999.99"));
    }

    #[tokio::test]
    async fn the_request_currency_decides_the_scale() {
        assert_eq!(money(dec("7")), "7.00", "MYR outside a request");
        let idr = CURRENCY
            .scope(Currency::Idr, async { money(dec("7")) })
            .await;
        assert_eq!(idr, "7");
        assert_eq!(Currency::parse("idr"), Currency::Idr);
        assert_eq!(Currency::parse("MYR"), Currency::Myr);
    }
}
