//! Answers that are files, each declared in the OpenAPI document with its own content types (a
//! client generator or a fuzzer then knows a CSV export from an image): exports (CSV, XLSX) as
//! attachments, and stored media (JPEG, PNG, PDF) with a long cache life.

use poem::Body;
use poem_openapi::{payload::Binary, ApiResponse, ResponseContent};

/// An export's bytes, as CSV or XLSX.
#[derive(ResponseContent)]
pub enum ExportBody {
    #[oai(content_type = "text/csv; charset=utf-8")]
    Csv(Binary<Body>),
    #[oai(content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")]
    Xlsx(Binary<Body>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    Csv,
    Xlsx,
}

impl ExportFormat {
    pub fn parse(code: &str) -> Option<ExportFormat> {
        match code {
            "csv" => Some(ExportFormat::Csv),
            "xlsx" => Some(ExportFormat::Xlsx),
            _ => None,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Csv => "csv",
            ExportFormat::Xlsx => "xlsx",
        }
    }
}

/// An export: the file, to be saved under the name given.
#[derive(ApiResponse)]
pub enum Download {
    /// The file, as an attachment.
    #[oai(status = 200)]
    File(ExportBody, #[oai(header = "content-disposition")] String),
}

impl Download {
    /// `agents` + CSV → `agents.csv`, sent as an attachment.
    pub fn named(stem: &str, format: ExportFormat, bytes: Vec<u8>) -> Download {
        Download::streamed(stem, format, Body::from(bytes))
    }

    /// A file sent as it is read (a stored export of any size).
    pub fn streamed(stem: &str, format: ExportFormat, body: Body) -> Download {
        let body = match format {
            ExportFormat::Csv => ExportBody::Csv(Binary(body)),
            ExportFormat::Xlsx => ExportBody::Xlsx(Binary(body)),
        };
        Download::File(
            body,
            format!("attachment; filename=\"{stem}.{}\"", format.extension()),
        )
    }
}

/// A stored file's bytes: the uploads take JPEG, PNG and PDF only.
#[derive(ResponseContent)]
pub enum MediaBody {
    #[oai(content_type = "image/jpeg")]
    Jpeg(Binary<Vec<u8>>),
    #[oai(content_type = "image/png")]
    Png(Binary<Vec<u8>>),
    #[oai(content_type = "application/pdf")]
    Pdf(Binary<Vec<u8>>),
}

impl MediaBody {
    /// By the stored key's extension (the upload checked the content before choosing it).
    pub fn by_name(key: &str, bytes: Vec<u8>) -> MediaBody {
        match key
            .rsplit('.')
            .next()
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("png") => MediaBody::Png(Binary(bytes)),
            Some("pdf") => MediaBody::Pdf(Binary(bytes)),
            _ => MediaBody::Jpeg(Binary(bytes)),
        }
    }
}

/// A stored file of the company (a photo, a logo), cached for good: its key never changes.
#[derive(ApiResponse)]
pub enum Media {
    /// The file.
    #[oai(status = 200)]
    File(MediaBody, #[oai(header = "cache-control")] String),
}

impl Media {
    pub fn of(body: MediaBody) -> Media {
        Media::File(body, "private, max-age=31536000, immutable".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::MediaBody;

    #[test]
    fn a_stored_file_is_known_by_its_extension() {
        assert!(matches!(
            MediaBody::by_name("a1.png", vec![]),
            MediaBody::Png(_)
        ));
        assert!(matches!(
            MediaBody::by_name("a1.PDF", vec![]),
            MediaBody::Pdf(_)
        ));
        assert!(matches!(
            MediaBody::by_name("a1.jpg", vec![]),
            MediaBody::Jpeg(_)
        ));
    }
}

/// A stored JPEG, PNG or PDF sent as an attachment under its own name, as it is read from disk.
#[derive(ResponseContent)]
pub enum AttachmentBody {
    #[oai(content_type = "image/jpeg")]
    Jpeg(Binary<Body>),
    #[oai(content_type = "image/png")]
    Png(Binary<Body>),
    #[oai(content_type = "application/pdf")]
    Pdf(Binary<Body>),
}

#[derive(ApiResponse)]
pub enum Attachment {
    /// The file, as an attachment.
    #[oai(status = 200)]
    File(
        AttachmentBody,
        #[oai(header = "content-disposition")] String,
        #[oai(header = "cache-control")] String,
    ),
}

impl Attachment {
    /// `extension` is jpg, png or pdf (what the upload's content was); `disposition` the header.
    pub fn of(extension: &str, body: Body, disposition: String) -> Attachment {
        let body = match extension {
            "png" => AttachmentBody::Png(Binary(body)),
            "pdf" => AttachmentBody::Pdf(Binary(body)),
            _ => AttachmentBody::Jpeg(Binary(body)),
        };
        Attachment::File(body, disposition, "private, no-store".to_string())
    }
}
