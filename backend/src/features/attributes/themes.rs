//! The company's theme (the look and switches of `company_settings`), remembered in the process
//! (`tenancy::memo`), so the account screen, the company's public face and every page of the web
//! app do not read it from PostgreSQL each time (it was a fifth of the account screen's SQL). A
//! trigger on `company_settings` announces every committed change (`memo::THEMES`).

use super::store::{self, Theme};
use crate::{http::ApiError, state::AppState, tenancy::memo::CompanyMemo, tenancy::Tenant};

/// Each company's theme (`None`: it has no settings row).
pub type ThemeCache = CompanyMemo<(), Option<Theme>>;

/// The request's company's theme: remembered when the request only reads, else (or when not
/// remembered) from its transaction.
pub async fn theme(state: &AppState, tenant: &Tenant) -> Result<Option<Theme>, ApiError> {
    let company = tenant.company.id;
    let cached = tenant.is_read_only();
    if cached {
        if let Some(theme) = state.themes.get(company, &()) {
            return Ok(theme);
        }
    }
    let ticket = state.themes.ticket();
    let theme = {
        let mut db = tenant.db().await?;
        store::theme(&mut db).await?
    };
    if cached {
        state.themes.put(company, (), ticket, theme.clone());
    }
    Ok(theme)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn theme(primary: &str) -> Theme {
        Theme {
            primary_color: primary.into(),
            secondary_color: "#000000".into(),
            logo_key: None,
            logo_dark_key: None,
            login_image_key: None,
            manual_receipt: true,
            self_pickup: false,
            first_order_package: false,
            go_affiliate_status: false,
            ejen_store_status: false,
            e_koop_status: false,
        }
    }

    #[test]
    fn a_company_without_settings_is_remembered_as_having_none() {
        let cache = ThemeCache::default();
        assert!(cache.get(1, &()).is_none(), "nothing known yet");
        cache.put(1, (), cache.ticket(), Some(theme("#111111")));
        cache.put(2, (), cache.ticket(), None);
        assert_eq!(cache.get(1, &()).unwrap().unwrap().primary_color, "#111111");
        assert!(cache.get(2, &()).unwrap().is_none(), "known to have none");
        cache.forget(1);
        assert!(cache.get(1, &()).is_none());
    }
}
