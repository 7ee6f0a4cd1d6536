//! Stored uploads: random names under UPLOAD_DIR/<company schema>/, outside any served folder,
//! read back only through `/api/media/{key}` on the company's own host.

use crate::http::{files::MediaBody, ApiError};
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

/// A stored file opened for reading as it is sent (404 for a key that is not one, or gone).
pub async fn open(dir: &Path, schema: &str, key: &str) -> Result<tokio::fs::File, ApiError> {
    if !is_key(key) {
        return Err(ApiError::not_found());
    }
    match tokio::fs::File::open(path_of(dir, schema, key)).await {
        Ok(file) => Ok(file),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(ApiError::not_found()),
        Err(e) => Err(ApiError::internal(e)),
    }
}

pub async fn load(dir: &Path, schema: &str, key: &str) -> Result<MediaBody, ApiError> {
    if !is_key(key) {
        return Err(ApiError::not_found());
    }
    match tokio::fs::read(path_of(dir, schema, key)).await {
        Ok(bytes) => Ok(MediaBody::by_name(key, bytes)),
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

/// An uploaded picture made ready to serve: the image at most `IMAGE_SIDE` px on its longest side
/// and a thumbnail of at most `THUMB_SIDE` px. Photos become JPEG; pictures with transparency stay PNG.
pub struct Resized {
    pub image: Vec<u8>,
    pub thumb: Vec<u8>,
    pub ext: &'static str,
}

pub const IMAGE_SIDE: u32 = 1200;
pub const THUMB_SIDE: u32 = 400;

/// Decodes and resizes off the async threads. A file that does not decode (or claims more than
/// 12,000 px a side) is refused as an unsupported image.
pub async fn resize(bytes: Vec<u8>) -> Result<Resized, ApiError> {
    tokio::task::spawn_blocking(move || resize_now(&bytes))
        .await
        .map_err(ApiError::internal)?
}

fn resize_now(bytes: &[u8]) -> Result<Resized, ApiError> {
    use image::{imageops::FilterType, DynamicImage, ImageReader, Limits};
    let mut reader = ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| ApiError::unsupported_image())?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(12_000);
    limits.max_image_height = Some(12_000);
    reader.limits(limits);
    let img = reader.decode().map_err(|_| ApiError::unsupported_image())?;
    let fit = |img: &DynamicImage, side: u32| {
        if img.width() > side || img.height() > side {
            img.resize(side, side, FilterType::Triangle)
        } else {
            img.clone()
        }
    };
    let transparent = img.color().has_alpha();
    let encode = |img: DynamicImage| -> Result<Vec<u8>, ApiError> {
        let mut out = Vec::new();
        if transparent {
            img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
                .map_err(ApiError::internal)?;
        } else {
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
                .encode_image(&img.to_rgb8())
                .map_err(ApiError::internal)?;
        }
        Ok(out)
    };
    Ok(Resized {
        image: encode(fit(&img, IMAGE_SIDE))?,
        thumb: encode(fit(&img, THUMB_SIDE))?,
        ext: if transparent { "png" } else { "jpg" },
    })
}

/// Resizes and stores an upload; returns the keys of the image and its thumbnail.
pub async fn save_resized(
    dir: &Path,
    schema: &str,
    bytes: Vec<u8>,
) -> Result<(String, String), ApiError> {
    let r = resize(bytes).await?;
    let image = save(dir, schema, r.ext, &r.image).await?;
    let thumb = save(dir, schema, r.ext, &r.thumb).await?;
    Ok((image, thumb))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = image::RgbImage::from_pixel(width, height, image::Rgb([200, 30, 30]));
        let mut out = Vec::new();
        image::DynamicImage::ImageRgb8(img)
            .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
            .unwrap();
        out
    }

    #[test]
    fn a_large_photo_is_scaled_down_and_becomes_jpeg() {
        let r = resize_now(&png(3000, 1500)).unwrap();
        assert_eq!(r.ext, "jpg");
        let image = image::load_from_memory(&r.image).unwrap();
        assert_eq!((image.width(), image.height()), (1200, 600));
        let thumb = image::load_from_memory(&r.thumb).unwrap();
        assert_eq!((thumb.width(), thumb.height()), (400, 200));
    }

    #[test]
    fn a_small_picture_keeps_its_size_and_garbage_is_refused() {
        let r = resize_now(&png(300, 200)).unwrap();
        let image = image::load_from_memory(&r.image).unwrap();
        assert_eq!((image.width(), image.height()), (300, 200));
        assert!(resize_now(b"\x89PNG\r\n\x1a\nnot really").is_err());
    }
}
