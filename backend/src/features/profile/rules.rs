//! Profile rules. Pure. (The contact normalisers and image sniffing every area shares are in
//! `domain::contact` and `domain::image`.)

/// The largest profile photo taken.
pub const MAX_PHOTO_BYTES: usize = 5 * 1024 * 1024;
