//! SQL of company setup, by aggregate: the company's details and branches (`company`), its
//! control features and notifications (`features`), theme and network links (`theme`), staff
//! (`staff`), tiers and commission ranks (`tiers`), content per tier (`content`), the hall of fame
//! and news feed (`feed`), and product categories and vouchers (`offers`).

mod company;
mod content;
mod features;
mod feed;
mod offers;
mod staff;
mod theme;
mod tiers;

pub use company::*;
pub use content::*;
pub use features::*;
pub use feed::*;
pub use offers::*;
pub use staff::*;
pub use theme::*;
pub use tiers::*;
