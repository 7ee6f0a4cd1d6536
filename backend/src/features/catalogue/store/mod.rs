//! SQL of the catalogue, by aggregate: products with their tier prices, ranges and lists
//! (`products`), their options, values and variants (`variants`), their images (`images`), what a
//! tier sees (`preview`), packages (`packages`) and combos (`combos`).

mod combos;
mod images;
mod packages;
mod preview;
mod products;
mod variants;

pub use combos::*;
pub use images::*;
pub use packages::*;
pub use preview::*;
pub use products::*;
pub use variants::*;
