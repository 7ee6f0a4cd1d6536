//! Passwords, tokens and one-time codes: pure functions, no I/O.

use crate::i18n::{text, Lang, Msg};
use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Algorithm, Argon2, Params, Version,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use chrono::Duration;
use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};

/// A session without "remember me" lasts a working day; with it, 30 days.
pub fn session_lifetime(remember: bool) -> Duration {
    if remember {
        Duration::days(30)
    } else {
        Duration::hours(12)
    }
}

pub const CODE_LIFETIME_MINUTES: i64 = 10;
pub const CODE_MAX_ATTEMPTS: i32 = 5;
pub const RESET_LIFETIME_HOURS: i64 = 1;
pub const INVITATION_LIFETIME_DAYS: i64 = 7;

/// OWASP's argon2id setting: m = 19 MiB, t = 2, p = 1.
fn argon2() -> Argon2<'static> {
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).expect("valid params"),
    )
}

pub fn hash_password(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 hashing")
        .to_string()
}

pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .map(|h| argon2().verify_password(password.as_bytes(), &h).is_ok())
        .unwrap_or(false)
}

/// A hash to verify against when the account does not exist, so both cases take as long.
pub fn dummy_hash() -> &'static str {
    static HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HASH.get_or_init(|| hash_password("not-a-real-password-Aa1!"))
}

/// What a password lacks under the policy (≥ 8 characters, upper, lower, digit, special); empty
/// when it is acceptable.
pub fn password_shortfalls(password: &str) -> Vec<Msg> {
    let mut missing = Vec::new();
    if password.chars().count() < 8 {
        missing.push(Msg::PasswordTooShort);
    }
    if !password.chars().any(|c| c.is_uppercase()) {
        missing.push(Msg::PasswordNeedsUpper);
    }
    if !password.chars().any(|c| c.is_lowercase()) {
        missing.push(Msg::PasswordNeedsLower);
    }
    if !password.chars().any(|c| c.is_ascii_digit()) {
        missing.push(Msg::PasswordNeedsDigit);
    }
    if !password
        .chars()
        .any(|c| !c.is_alphanumeric() && !c.is_whitespace())
    {
        missing.push(Msg::PasswordNeedsSpecial);
    }
    missing
}

/// "The password needs at least 8 characters, a number." in the given language.
pub fn password_message(lang: Lang, missing: &[Msg]) -> String {
    let parts: Vec<&str> = missing.iter().map(|m| text(lang, *m)).collect();
    format!("{} {}.", text(lang, Msg::PasswordNeeds), parts.join(", "))
}

/// An opaque bearer token or link token: 32 random bytes, URL-safe.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Only this is stored.
pub fn hash_token(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// A 6-digit code, leading zeros kept.
pub fn new_code() -> String {
    format!("{:06}", rand::thread_rng().gen_range(0..1_000_000))
}

/// Codes are few (a million), so their hash is bound to the user and salted with the server's
/// secret: a leaked table cannot be looked up in a precomputed list.
pub fn hash_code(secret: &str, user_id: i64, code: &str) -> [u8; 32] {
    Sha256::digest(format!("{secret}:{user_id}:{code}").as_bytes()).into()
}

pub fn is_code_shape(code: &str) -> bool {
    code.len() == 6 && code.chars().all(|c| c.is_ascii_digit())
}

/// Trimmed and lower-cased; None unless it looks like an address.
pub fn normalise_email(s: &str) -> Option<String> {
    let s = s.trim().to_lowercase();
    let (local, domain) = s.split_once('@')?;
    let ok = !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && s.len() <= 254
        && !s.chars().any(|c| c.is_whitespace() || c == ',');
    ok.then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_names_what_is_missing() {
        assert!(password_shortfalls("Abcdef1!").is_empty());
        assert_eq!(
            password_shortfalls("abcdefgh1!"),
            vec![Msg::PasswordNeedsUpper]
        );
        assert_eq!(password_shortfalls("Ab1!"), vec![Msg::PasswordTooShort]);
        assert_eq!(
            password_shortfalls("ABCDEFGH"),
            vec![
                Msg::PasswordNeedsLower,
                Msg::PasswordNeedsDigit,
                Msg::PasswordNeedsSpecial
            ]
        );
        assert_eq!(
            password_message(Lang::En, &[Msg::PasswordTooShort, Msg::PasswordNeedsDigit]),
            "The password needs at least 8 characters, a number."
        );
    }

    #[test]
    fn passwords_verify_only_against_their_own_hash() {
        let h = hash_password("Secret#123");
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify_password("Secret#123", &h));
        assert!(!verify_password("Secret#124", &h));
        assert!(!verify_password("Secret#123", "not a hash"));
    }

    #[test]
    fn tokens_are_random_and_codes_are_six_digits() {
        assert_ne!(new_token(), new_token());
        assert_eq!(new_token().len(), 43);
        for _ in 0..100 {
            assert!(is_code_shape(&new_code()));
        }
        assert!(!is_code_shape("12345"));
        assert!(!is_code_shape("12345a"));
        assert_ne!(hash_code("s", 1, "123456"), hash_code("s", 2, "123456"));
    }

    #[test]
    fn emails_are_normalised() {
        assert_eq!(
            normalise_email("  HQ@Demo.Test "),
            Some("hq@demo.test".into())
        );
        assert_eq!(normalise_email("nope"), None);
        assert_eq!(normalise_email("a@b"), None);
    }

    #[test]
    fn remembered_sessions_last_longer() {
        assert!(session_lifetime(true) > session_lifetime(false));
    }
}
