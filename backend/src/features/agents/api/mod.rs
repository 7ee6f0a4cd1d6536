//! HTTP of the agent network, split by screen: registration through a leader's link and the
//! recruitment links (`registration`), the family tree (`family_tree`), the membership survey
//! check (`membership`), the agent database list and export (`database`), one agent's record with
//! HQ registration and activation (`record`), and promote/demote (`promote`). What they share is
//! here: display names, the path steps an agent may see, and the checks of a registration's
//! person fields.

pub mod database;
pub mod family_tree;
pub mod membership;
pub mod promote;
pub mod record;
pub mod registration;

use super::{rules, store};
use crate::{
    features::auth,
    http::{ApiError, FieldErrors},
    i18n::{t, Lang, Msg},
};
use poem_openapi::Object;

#[derive(Object, Clone)]
pub struct PathStep {
    pub id: i64,
    pub name: String,
}
fn display_name(name: String, username: &str) -> String {
    if name.trim().is_empty() {
        username.to_string()
    } else {
        name
    }
}
/// The steps from `top` (a path index into `ids`) down to, and without, the last id.
async fn steps(db: &mut sqlx::PgConnection, ids: &[i64]) -> Result<Vec<PathStep>, ApiError> {
    Ok(store::names(db, ids)
        .await?
        .into_iter()
        .map(|(id, name)| PathStep { id, name })
        .collect())
}

/// The part of a path the viewer may see: from the viewer down (agents), or all of it (HQ side).
fn visible_ids(path: &str, viewer: Option<i64>) -> Vec<i64> {
    let ids = rules::path_ids(path);
    match viewer {
        None => ids,
        Some(me) => match ids.iter().position(|id| *id == me) {
            Some(at) => ids[at..].to_vec(),
            None => Vec::new(),
        },
    }
}
/// The person fields of a registration (self-registration and HQ's), as sent.
pub struct PersonInput<'a> {
    pub username: &'a str,
    pub email: &'a str,
    pub category: Option<&'a str>,
    pub first_name: &'a str,
    pub last_name: Option<&'a str>,
    pub company: Option<&'a str>,
    /// A company agent's registration number (ROC).
    pub roc: Option<&'a str>,
    pub identity: Option<&'a str>,
    pub phone_code: &'a str,
    pub phone: &'a str,
}

/// The same, checked and normalised.
pub struct Person {
    pub email: String,
    pub username: String,
    pub first_name: String,
    pub last_name: Option<String>,
    pub category: String,
    pub company_name: Option<String>,
    pub roc_number: Option<String>,
    pub identity: Option<String>,
    pub phone_code: String,
    pub phone: String,
}

impl Person {
    /// First and last name as one.
    pub fn full_name(&self) -> String {
        [
            self.first_name.as_str(),
            self.last_name.as_deref().unwrap_or(""),
        ]
        .join(" ")
        .trim()
        .to_string()
    }

    pub fn new_agent<'a>(
        &'a self,
        password_hash: Option<&'a str>,
        tier_id: i64,
        upline_id: i64,
        helper_id: Option<i64>,
        lang: Lang,
    ) -> store::NewAgent<'a> {
        store::NewAgent {
            email: &self.email,
            username: &self.username,
            password_hash,
            tier_id,
            upline_id,
            helper_id,
            category: &self.category,
            company_name: self.company_name.as_deref(),
            roc_number: self.roc_number.as_deref(),
            first_name: &self.first_name,
            last_name: self.last_name.as_deref(),
            identity_number: self.identity.as_deref(),
            phone_code: &self.phone_code,
            phone: &self.phone,
            language: lang.code(),
        }
    }
}

fn filled(s: Option<&str>) -> Option<String> {
    s.map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// Checks a registration's person fields, naming each that fails: e-mail, username, first name,
/// category (a company needs its name), MyKad number and phone.
pub fn check_person(e: &mut FieldErrors, p: &PersonInput<'_>) -> Person {
    let email = auth::rules::normalise_email(p.email).unwrap_or_else(|| {
        e.add("email", t(Msg::InvalidEmail));
        String::new()
    });
    let username = p.username.trim().to_string();
    if !rules::is_username(&username) {
        e.add("username", t(Msg::InvalidUsername));
    }
    let first_name = p.first_name.trim().to_string();
    if first_name.is_empty() {
        e.add("accFirstName", t(Msg::Required));
    }
    let category = p.category.unwrap_or("individual").to_string();
    if !matches!(category.as_str(), "individual" | "company") {
        e.add("accCategory", t(Msg::InvalidChoice));
    }
    let company_name = filled(p.company);
    if category == "company" && company_name.is_none() {
        e.add("accCompany", t(Msg::Required));
    }
    // A ROC number belongs to a company agent; an individual's is not kept.
    let roc_number = filled(p.roc).filter(|_| category == "company");
    if roc_number
        .as_deref()
        .is_some_and(|r| !rules::is_roc_number(r))
    {
        e.add("accRoc", t(Msg::InvalidRocNumber));
    }
    let identity = filled(p.identity).and_then(|ic| {
        rules::parse_mykad(&ic, chrono::Utc::now().date_naive()).or_else(|| {
            e.add("accIdentity", t(Msg::InvalidIdentity));
            None
        })
    });
    let phone = crate::domain::contact::normalise_phone(p.phone)
        .ok()
        .flatten()
        .unwrap_or_else(|| {
            e.add("accPhone", t(Msg::InvalidPhone));
            String::new()
        });
    Person {
        email,
        username,
        first_name,
        last_name: filled(p.last_name),
        category,
        company_name,
        roc_number,
        identity,
        phone_code: p.phone_code.trim().to_string(),
        phone,
    }
}
