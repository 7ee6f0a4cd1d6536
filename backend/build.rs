//! `sqlx::migrate!` embeds the migrations at compile time, but cargo does not know a new migration
//! file is an input: without this a build after adding one kept the old set (the fuzz run applied
//! no 0023). Rebuild when either migrations folder changes.
fn main() {
    println!("cargo:rerun-if-changed=../migrations/platform");
    println!("cargo:rerun-if-changed=../migrations/tenant");
}
