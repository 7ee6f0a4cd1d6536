//! Sign-in, sessions, e-mail verification codes, password reset and invitations.

pub mod api;
pub mod rules;
pub mod store;

/// Hashes a password on a blocking thread (argon2 takes tens of milliseconds of CPU).
pub async fn hash_password(password: &str) -> String {
    let password = password.to_string();
    tokio::task::spawn_blocking(move || rules::hash_password(&password))
        .await
        .expect("hashing a password does not panic")
}
