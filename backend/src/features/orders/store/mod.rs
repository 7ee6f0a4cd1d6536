//! SQL of orders, by aggregate: what checkout reads (`reads`), the stock an order holds (`stock`),
//! voucher use (`vouchers`), writing an order (`placing`), its state and actions (`state`), and
//! reading orders (`listing`).

mod listing;
mod placing;
mod reads;
mod state;
mod stock;
mod vouchers;

pub use listing::*;
pub use placing::*;
pub use reads::*;
pub use state::*;
pub use stock::*;
pub use vouchers::*;
