//! The message catalogue: every text the server writes, each in en, id and my, kept by topic in
//! the files beside this one. `gather!` collects the topics in the order named below and writes
//! `Msg` (one variant per message) and `text` (its words in a language) once.

use super::Lang;

macro_rules! messages {
    ($($key:ident => [$en:expr, $id:expr, $my:expr]),* $(,)?) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Msg { $($key),* }

        pub fn text(lang: Lang, key: Msg) -> &'static str {
            match (key, lang) {
                $((Msg::$key, Lang::En) => $en, (Msg::$key, Lang::Id) => $id, (Msg::$key, Lang::My) => $my,)*
            }
        }
    };
}

/// Collects the messages of each named topic in turn (each topic's macro adds its own and calls
/// back), then writes them all with `messages!`.
macro_rules! gather {
    ([$($gathered:tt)*]) => {
        messages! { $($gathered)* }
    };
    ([$($gathered:tt)*] $topic:ident $($topics:ident)*) => {
        $topic! { [$($gathered)*] $($topics)* }
    };
}

#[macro_use]
mod general;
#[macro_use]
mod account;
#[macro_use]
mod fields;
#[macro_use]
mod setup;
#[macro_use]
mod agents;
#[macro_use]
mod catalogue;
#[macro_use]
mod orders;
#[macro_use]
mod commissions;
#[macro_use]
mod campaigns;
#[macro_use]
mod emails;
#[macro_use]
mod billing;
#[macro_use]
mod stores;
#[macro_use]
mod notifications;
#[macro_use]
mod tax;
#[macro_use]
mod integrations;

gather! { [] general account fields setup agents catalogue orders commissions campaigns emails billing stores notifications tax integrations }
