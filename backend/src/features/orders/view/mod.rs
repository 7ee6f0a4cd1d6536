//! Orders as the API writes them (docs/api-orders.md): a list row and a page of them with the tab
//! counts (`list`), the whole record of §3 Order with what the viewer may do (`record`), and the
//! figures an order would charge (`totals`).

mod list;
mod record;
mod totals;

pub use list::*;
pub use record::*;
pub use totals::*;
