//! Credentials of outside services kept at rest: sealed with AES-256-GCM under a key derived from
//! the server's `SECRET_KEY`, a fresh 12-byte nonce before each ciphertext. Read back only to call
//! the service; the API shows them masked.

use aes_gcm::{
    aead::{Aead, KeyInit},
    Aes256Gcm, Key, Nonce,
};
use rand::RngCore;
use sha2::{Digest, Sha256};

fn cipher(secret_key: &str) -> Aes256Gcm {
    let key = Sha256::new()
        .chain_update(b"rangkai credentials v1\0")
        .chain_update(secret_key.as_bytes())
        .finalize();
    Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&key))
}

/// The server's key, installed once at start (`AppState::new`) for the stores that seal and open
/// credentials as they write and read them.
static SERVER_KEY: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// Installs the server's `SECRET_KEY` (the first one installed stays: one per process).
pub fn install_server_key(secret_key: &str) {
    let _ = SERVER_KEY.set(secret_key.to_string());
}

fn server_key() -> &'static str {
    SERVER_KEY
        .get()
        .map(String::as_str)
        .expect("the server's key is installed when the state is built")
}

/// `seal` under the server's key.
pub fn seal_server(plain: &str) -> Vec<u8> {
    seal(server_key(), plain)
}

/// `open` under the server's key.
pub fn open_server(sealed: &[u8]) -> Option<String> {
    open(server_key(), sealed)
}

/// The nonce and the ciphertext of `plain`.
pub fn seal(secret_key: &str, plain: &str) -> Vec<u8> {
    let mut nonce = [0u8; 12];
    rand::thread_rng().fill_bytes(&mut nonce);
    let sealed = cipher(secret_key)
        .encrypt(Nonce::from_slice(&nonce), plain.as_bytes())
        .expect("AES-GCM encrypts any length we store");
    [nonce.as_slice(), &sealed].concat()
}

/// The plain text of a sealed value; None when it was sealed under another key or altered.
pub fn open(secret_key: &str, sealed: &[u8]) -> Option<String> {
    if sealed.len() < 12 {
        return None;
    }
    let (nonce, body) = sealed.split_at(12);
    let plain = cipher(secret_key)
        .decrypt(Nonce::from_slice(nonce), body)
        .ok()?;
    String::from_utf8(plain).ok()
}

/// A credential as the API shows it: its last four characters.
pub fn masked(plain: &str) -> String {
    let tail: String = plain
        .chars()
        .rev()
        .take(4)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    format!("••••{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_secret_opens_only_under_its_key() {
        let sealed = seal("key one", "client-secret-1234");
        assert!(
            !sealed.windows(6).any(|w| w == b"client"),
            "not stored in the clear"
        );
        assert_eq!(
            open("key one", &sealed).as_deref(),
            Some("client-secret-1234")
        );
        assert_eq!(open("key two", &sealed), None);
        let mut altered = sealed.clone();
        *altered.last_mut().unwrap() ^= 1;
        assert_eq!(open("key one", &altered), None);
        assert_ne!(
            seal("key one", "same"),
            seal("key one", "same"),
            "a fresh nonce each time"
        );
        assert_eq!(masked("client-secret-1234"), "••••1234");
    }
}
