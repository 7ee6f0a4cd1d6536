//! The SQL of commissions: the sales ledger (`ledger`) and the commission entries (`entries`).

mod entries;
mod ledger;

pub use entries::*;
pub use ledger::*;
