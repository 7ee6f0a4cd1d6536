//! The texts the server writes into `meta.message` and e-mails, in the three languages of the
//! product: en, id (Bahasa Indonesia) and my (Bahasa Melayu). Here: the languages, the request's
//! language and `t`; the catalogue of texts (`Msg`, `text`) is `messages`, by topic.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Id,
    My,
}

impl Lang {
    pub fn parse(s: &str) -> Option<Lang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "id" => Some(Lang::Id),
            "my" | "ms" => Some(Lang::My),
            _ => None,
        }
    }

    /// The first language of an `Accept-Language` header we speak.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        header
            .split(',')
            .filter_map(|part| part.split(';').next())
            .filter_map(|tag| Lang::parse(tag.split('-').next().unwrap_or("")))
            .next()
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
            Lang::My => "my",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

tokio::task_local! {
    /// The language of the request being served (set by the request middleware).
    pub static REQUEST_LANG: Lang;
}

pub fn current() -> Lang {
    REQUEST_LANG.try_with(|l| *l).unwrap_or_default()
}

/// A text in the request's language.
pub fn t(key: Msg) -> &'static str {
    text(current(), key)
}

mod messages;

pub use messages::{text, Msg};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_first_we_speak() {
        assert_eq!(
            Lang::from_accept_language("fr-FR, ms-MY;q=0.8, en;q=0.5"),
            Some(Lang::My)
        );
        assert_eq!(Lang::from_accept_language("id-ID"), Some(Lang::Id));
        assert_eq!(Lang::from_accept_language("fr"), None);
    }

    #[test]
    fn every_message_differs_by_language_where_translated() {
        assert_eq!(
            text(Lang::My, Msg::InvalidCredentials),
            "E-mel atau kata laluan tidak betul."
        );
        assert_eq!(
            text(Lang::Id, Msg::InvalidCredentials),
            "E-mail atau kata sandi salah."
        );
    }
}
