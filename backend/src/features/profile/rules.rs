//! Profile rules. The contact normalisers and image sniffing every area shares live in
//! `domain::contact` and `domain::image`; what is the profile's own is here. Pure.

pub use crate::domain::contact::*;
pub use crate::domain::image::*;

/// The largest profile photo taken.
pub const MAX_PHOTO_BYTES: usize = 5 * 1024 * 1024;
