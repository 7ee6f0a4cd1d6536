//! Stored uploads: random names under UPLOAD_DIR/<company schema>/, outside any served folder,
//! read back only through `/api/media/{key}` on the company's own host.

use crate::http::ApiError;
use std::path::{Path, PathBuf};

pub fn url(key: &str) -> String {
    format!("/api/media/{key}")
}

fn is_key(key: &str) -> bool {
    let (name, ext) = match key.split_once('.') {
        Some(p) => p,
        None => return false,
    };
    name.len() == 32
        && name.chars().all(|c| c.is_ascii_hexdigit())
        && matches!(ext, "jpg" | "png" | "pdf")
}

fn path_of(dir: &Path, schema: &str, key: &str) -> PathBuf {
    dir.join(schema).join(key)
}

pub async fn save(dir: &Path, schema: &str, ext: &str, bytes: &[u8]) -> Result<String, ApiError> {
    let key = format!("{}.{ext}", uuid::Uuid::new_v4().simple());
    let folder = dir.join(schema);
    tokio::fs::create_dir_all(&folder)
        .await
        .map_err(ApiError::internal)?;
    let tmp = folder.join(format!(".{key}.part"));
    tokio::fs::write(&tmp, bytes)
        .await
        .map_err(ApiError::internal)?;
    tokio::fs::rename(&tmp, folder.join(&key))
        .await
        .map_err(ApiError::internal)?;
    Ok(key)
}

pub async fn load(
    dir: &Path,
    schema: &str,
    key: &str,
) -> Result<(Vec<u8>, &'static str), ApiError> {
    if !is_key(key) {
        return Err(ApiError::not_found());
    }
    let mime = match key.rsplit('.').next() {
        Some("png") => "image/png",
        Some("pdf") => "application/pdf",
        _ => "image/jpeg",
    };
    match tokio::fs::read(path_of(dir, schema, key)).await {
        Ok(bytes) => Ok((bytes, mime)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(ApiError::not_found()),
        Err(e) => Err(ApiError::internal(e)),
    }
}

/// Removes a replaced file after the response (a failure only leaves a stray file).
pub fn remove_later(dir: &Path, schema: &str, key: &str) {
    if !is_key(key) {
        return;
    }
    let path = path_of(dir, schema, key);
    tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_secs(5)).await;
        let _ = tokio::fs::remove_file(path).await;
    });
}
