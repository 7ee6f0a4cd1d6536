//! The SQL of commissions: the sales ledger (`ledger`), the commission entries (`entries`), the
//! period close (`close`) and payouts (`payouts`).

mod close;
mod entries;
mod ledger;
mod money;
mod payouts;

pub use close::*;
pub use entries::*;
pub use ledger::*;
pub use money::*;
pub use payouts::*;
