//! SQL of the agent network, by aggregate: registering an agent (`registration`), the tree and its
//! paths (`tree`), the agent database list and record (`database`), and changes of tier, upline and
//! status with the agent's history (`changes`).

mod changes;
mod database;
mod registration;
mod tree;

pub use changes::*;
pub use database::*;
pub use registration::*;
pub use tree::*;

/// An agent's name in SQL, for queries that alias users as `u`.
const NAME: &str = "full_name(u)";
