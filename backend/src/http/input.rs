//! What every API request's input must be before any handler reads it: a body no larger than the
//! API reads, and text PostgreSQL can store. PostgreSQL refuses a NUL byte in text ("invalid byte
//! sequence for encoding UTF8: 0x00"), so a `%00` in the query or a `\u0000` in a JSON or form body
//! is refused here, once for every operation, with 422 naming the field, before it can reach a
//! query and become a 500.

use super::ApiError;
use crate::{
    domain::FieldErrors,
    i18n::{t, Msg},
};
use poem::{Body, Endpoint, IntoResponse, Request, Response};
use serde_json::Value;
use std::sync::Arc;

/// The largest request body the API reads (uploads check their own, smaller limits).
const MAX_BODY: u64 = 12 * 1024 * 1024;

/// Refuses a declared body over MAX_BODY before reading it, and caps an undeclared (chunked) one
/// while it streams.
pub async fn body_limit<E: Endpoint>(ep: Arc<E>, mut req: Request) -> poem::Result<Response> {
    let declared = req
        .header("content-length")
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY) {
        return Err(ApiError::too_large().into_poem());
    }
    if declared.is_none() {
        let body = req.take_body();
        let limited = tokio::io::AsyncReadExt::take(body.into_async_read(), MAX_BODY);
        req.set_body(Body::from_async_read(limited));
    }
    Ok(ep.call(req).await?.into_response())
}

/// The name of every field of a JSON value whose text (or key) holds a NUL byte, as
/// `items.0.reason` paths.
pub fn nul_fields_in_json(value: &Value, path: &str, found: &mut Vec<String>) {
    let join = |key: &str| {
        if path.is_empty() {
            key.to_string()
        } else {
            format!("{path}.{key}")
        }
    };
    match value {
        Value::String(s) if s.contains('\0') => found.push(if path.is_empty() {
            "body".into()
        } else {
            path.to_string()
        }),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                nul_fields_in_json(item, &join(&i.to_string()), found);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                if key.contains('\0') {
                    found.push(join(&key.replace('\0', "")));
                } else {
                    nul_fields_in_json(item, &join(key), found);
                }
            }
        }
        _ => {}
    }
}

/// The names of the `a=b&c=d` pairs (query string or form body) whose name or value holds a NUL.
pub fn nul_fields_in_form(encoded: &[u8]) -> Vec<String> {
    url::form_urlencoded::parse(encoded)
        .filter(|(k, v)| k.contains('\0') || v.contains('\0'))
        .map(|(k, _)| k.replace('\0', ""))
        .collect()
}

fn refusal(fields: Vec<String>) -> poem::Error {
    let mut errors = FieldErrors::default();
    for f in fields {
        errors.add(
            if f.is_empty() { "body" } else { &f },
            t(Msg::UnstorableText),
        );
    }
    ApiError::from(errors).into_poem()
}

/// Refuses text a query cannot store: in the path, the query string, and JSON or form bodies.
pub async fn refuse_unstorable_text<E: Endpoint>(
    ep: Arc<E>,
    mut req: Request,
) -> poem::Result<Response> {
    let path = percent_decoded(req.uri().path());
    if path.contains('\0') {
        return Err(refusal(vec!["path".into()]));
    }
    if let Some(query) = req.uri().query() {
        let found = nul_fields_in_form(query.as_bytes());
        if !found.is_empty() {
            return Err(refusal(found));
        }
    }
    let content_type = req.content_type().unwrap_or_default().to_ascii_lowercase();
    let is_json = content_type.starts_with("application/json");
    let is_form = content_type.starts_with("application/x-www-form-urlencoded");
    if is_json || is_form {
        let bytes = req.take_body().into_bytes().await?;
        let found = if is_json {
            // A body that is not JSON is left for the operation to refuse as unreadable.
            let mut found = Vec::new();
            if let Ok(value) = serde_json::from_slice::<Value>(&bytes) {
                nul_fields_in_json(&value, "", &mut found);
            }
            found
        } else {
            nul_fields_in_form(&bytes)
        };
        if !found.is_empty() {
            return Err(refusal(found));
        }
        req.set_body(Body::from(bytes));
    }
    Ok(ep.call(req).await?.into_response())
}

/// A panic in an operation becomes a logged 500 in the envelope (the request's transaction is
/// rolled back like any other failure) instead of a dropped connection.
pub fn panic_response(panic: Box<dyn std::any::Any + Send>) -> Response {
    let cause = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    tracing::error!(panic = %cause, "an operation panicked");
    Response::builder()
        .status(poem::http::StatusCode::INTERNAL_SERVER_ERROR)
        .content_type("application/json; charset=utf-8")
        .body(super::envelope::error_json(
            500,
            t(Msg::GenericError),
            "internal",
        ))
}

fn percent_decoded(path: &str) -> String {
    url::form_urlencoded::parse(format!("p={}", path.replace('+', "%2B")).as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn nul_bytes_are_found_by_field() {
        let mut found = vec![];
        nul_fields_in_json(
            &json!({"name": "ok", "items": [{"reason": "a\u{0}b"}], "k\u{0}": 1, "n": 5}),
            "",
            &mut found,
        );
        found.sort();
        assert_eq!(found, vec!["items.0.reason", "k"]);
        let mut top = vec![];
        nul_fields_in_json(&json!("\u{0}"), "", &mut top);
        assert_eq!(top, vec!["body"]);
        assert_eq!(nul_fields_in_form(b"search=%00&page=1"), vec!["search"]);
        assert!(nul_fields_in_form(b"search=kopi&page=1").is_empty());
        assert!(percent_decoded("/api/media/a%00b").contains('\0'));
    }
}

/// The methods each path of the API answers, from the OpenAPI document: `/courier/store` → POST.
pub struct AllowedMethods(Vec<(Vec<String>, String)>);

impl AllowedMethods {
    pub fn from_document(spec: &str) -> Self {
        let doc: Value = serde_json::from_str(spec).unwrap_or_default();
        let mut paths = Vec::new();
        if let Some(map) = doc["paths"].as_object() {
            for (path, ops) in map {
                let methods: Vec<String> = ops
                    .as_object()
                    .map(|o| o.keys().map(|m| m.to_ascii_uppercase()).collect())
                    .unwrap_or_default();
                let segments = path.split('/').map(str::to_string).collect();
                paths.push((segments, methods.join(", ")));
            }
        }
        AllowedMethods(paths)
    }

    /// The `Allow` value of a path under `/api` (templates like `/media/{key}` match any segment).
    pub fn of(&self, path: &str) -> Option<&str> {
        let wanted: Vec<&str> = path.split('/').collect();
        self.0
            .iter()
            .find(|(segments, _)| {
                segments.len() == wanted.len()
                    && segments
                        .iter()
                        .zip(&wanted)
                        .all(|(s, w)| s.starts_with('{') || s == w)
            })
            .map(|(_, methods)| methods.as_str())
    }
}

/// A method the path does not answer: 405 in the envelope with the `Allow` header naming the ones
/// it does (RFC 9110 §15.5.6).
pub async fn allow_header<E: Endpoint>(
    ep: Arc<E>,
    req: Request,
    allowed: Arc<AllowedMethods>,
) -> poem::Result<Response> {
    let path = req
        .original_uri()
        .path()
        .strip_prefix("/api")
        .unwrap_or_default()
        .to_string();
    match ep.call(req).await {
        Err(e) if e.status() == poem::http::StatusCode::METHOD_NOT_ALLOWED => {
            let mut resp = Response::builder()
                .status(poem::http::StatusCode::METHOD_NOT_ALLOWED)
                .content_type("application/json; charset=utf-8")
                .body(super::envelope::error_json(
                    405,
                    t(Msg::MethodNotAllowed),
                    "method_not_allowed",
                ));
            if let Some(methods) = allowed.of(&path) {
                if let Ok(v) = poem::http::HeaderValue::from_str(methods) {
                    resp.headers_mut().insert(poem::http::header::ALLOW, v);
                }
            }
            Ok(resp)
        }
        other => Ok(other?.into_response()),
    }
}

#[cfg(test)]
mod allow_tests {
    use super::AllowedMethods;

    #[test]
    fn paths_name_their_methods() {
        let spec = r#"{"paths": {"/courier/store": {"post": {}}, "/media/{key}": {"get": {}},
                      "/setup/tier": {"get": {}, "post": {}}}}"#;
        let allowed = AllowedMethods::from_document(spec);
        assert_eq!(allowed.of("/courier/store"), Some("POST"));
        assert_eq!(allowed.of("/media/abc.png"), Some("GET"));
        assert_eq!(allowed.of("/setup/tier"), Some("GET, POST"));
        assert_eq!(allowed.of("/nothing"), None);
    }
}
