//! The one response shape: `{"meta": {"code", "message", "error"?}, "data"}` for success and error alike.

pub use crate::domain::FieldErrors;
use crate::i18n::{t, Msg};
use poem_openapi::{
    payload::Json,
    types::{ParseFromJSON, ToJSON},
    ApiResponse, Object,
};
use serde_json::{json, Value};

#[derive(Object, Clone, Debug)]
pub struct Meta {
    pub code: u16,
    pub message: String,
    /// A stable snake_case code for programs.
    #[oai(nullable, skip_serializing_if_is_none)]
    pub error: Option<String>,
}

#[derive(Object, Debug)]
pub struct Envelope<T: ParseFromJSON + ToJSON + Send + Sync> {
    pub meta: Meta,
    pub data: T,
}

/// A success: 200 with the data and a message in the user's language.
pub type ApiResult<T> = Result<Json<Envelope<T>>, ApiError>;

pub fn ok<T: ParseFromJSON + ToJSON + Send + Sync>(data: T) -> ApiResult<T> {
    ok_with(Msg::Ok, data)
}

pub fn ok_with<T: ParseFromJSON + ToJSON + Send + Sync>(msg: Msg, data: T) -> ApiResult<T> {
    Ok(Json(Envelope {
        meta: Meta {
            code: 200,
            message: t(msg).to_string(),
            error: None,
        },
        data,
    }))
}

/// The body of every error. `data` is null, or `{errors: {field: message}}` for 422, or a small
/// object the client acts on (e.g. `{subscription: {disallow_login: true}}`).
#[derive(Object, Debug)]
pub struct ErrorBody {
    pub meta: Meta,
    #[oai(nullable)]
    pub data: Option<Value>,
}

#[derive(ApiResponse, Debug)]
#[oai(bad_request_handler = "bad_request")]
pub enum ApiError {
    /// The request could not be read.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No session, or it expired (`Unauthenticated`).
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Signed in, but not allowed.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// Nothing with that id here (also: another company's id).
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// Clashes with what exists.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The upload is over the size limit.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The upload is not of an accepted type.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Field errors in `data.errors`.
    #[oai(status = 422)]
    Unprocessable(Json<ErrorBody>),
    /// Over the rate limit.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
    /// Our fault; the log has the cause under the request id.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
}

fn body(
    code: u16,
    message: impl Into<String>,
    error: &str,
    data: Option<Value>,
) -> Json<ErrorBody> {
    Json(ErrorBody {
        meta: Meta {
            code,
            message: message.into(),
            error: Some(error.to_string()),
        },
        data,
    })
}

pub fn bad_request(err: poem::Error) -> ApiError {
    ApiError::BadRequest(body(
        400,
        format!("{}: {}", t(Msg::InvalidInput), err),
        "bad_request",
        None,
    ))
}

/// The 422 naming every failing field.
impl From<FieldErrors> for ApiError {
    fn from(errors: FieldErrors) -> Self {
        ApiError::Unprocessable(body(
            422,
            t(Msg::InvalidInput),
            "validation_failed",
            Some(json!({ "errors": errors.into_map() })),
        ))
    }
}

impl ApiError {
    pub fn unauthenticated() -> Self {
        ApiError::Unauthorized(body(401, t(Msg::Unauthenticated), "unauthenticated", None))
    }
    pub fn unauthorized(msg: Msg, error: &str) -> Self {
        ApiError::Unauthorized(body(401, t(msg), error, None))
    }
    pub fn forbidden(msg: Msg, error: &str, data: Option<Value>) -> Self {
        ApiError::Forbidden(body(403, t(msg), error, data))
    }
    pub fn no_access() -> Self {
        Self::forbidden(Msg::NoAccess, "no_access", None)
    }
    pub fn not_found() -> Self {
        ApiError::NotFound(body(404, t(Msg::NotFound), "not_found", None))
    }
    pub fn not_found_msg(msg: Msg) -> Self {
        ApiError::NotFound(body(404, t(msg), "not_found", None))
    }
    /// 404 with its own error code (what is gone, in the user's words).
    pub fn not_found_rule(msg: Msg, error: &str) -> Self {
        ApiError::NotFound(body(404, t(msg), error, None))
    }
    pub fn unknown_company() -> Self {
        ApiError::NotFound(body(404, t(Msg::UnknownCompany), "unknown_company", None))
    }
    pub fn too_large() -> Self {
        ApiError::PayloadTooLarge(body(
            413,
            t(Msg::PayloadTooLarge),
            "payload_too_large",
            None,
        ))
    }
    pub fn unsupported_image() -> Self {
        ApiError::UnsupportedMediaType(body(
            415,
            t(Msg::UnsupportedImage),
            "unsupported_media_type",
            None,
        ))
    }
    /// A 400 for a gateway notice whose signature does not verify (forged, altered or too old).
    pub fn bad_signature() -> Self {
        ApiError::BadRequest(body(400, t(Msg::BadSignature), "bad_signature", None))
    }
    pub fn rate_limited() -> Self {
        ApiError::TooManyRequests(body(429, t(Msg::TooManyRequests), "rate_limited", None))
    }
    /// A 422 for one field.
    pub fn field(field: &str, msg: Msg) -> Self {
        Self::field_text(field, t(msg))
    }
    pub fn field_text(field: &str, msg: &str) -> Self {
        let mut e = FieldErrors::default();
        e.add(field, msg);
        e.finish().unwrap_err().into()
    }
    /// A 422 with a stable code of its own and no field (a rule of the operation, not of a field).
    pub fn rule(msg: Msg, error: &str) -> Self {
        ApiError::Unprocessable(body(422, t(msg), error, None))
    }
    /// A 422 with a message built at run time (names, counts) and optional data.
    pub fn rule_text(message: &str, error: &str, data: Option<Value>) -> Self {
        ApiError::Unprocessable(body(422, message, error, data))
    }
    /// A 409 for a state that forbids the operation (not a clashing field).
    pub fn conflict_rule(msg: Msg, error: &str) -> Self {
        ApiError::Conflict(body(409, t(msg), error, None))
    }
    /// A 409 with a message built at run time and optional data the client acts on.
    pub fn conflict_text(message: &str, error: &str) -> Self {
        Self::conflict_data(message, error, None)
    }
    pub fn conflict_data(message: &str, error: &str, data: Option<Value>) -> Self {
        ApiError::Conflict(body(409, message, error, data))
    }
    pub fn conflict(field: &str, msg: Msg) -> Self {
        ApiError::Conflict(body(
            409,
            t(msg),
            "conflict",
            Some(json!({ "errors": { field: t(msg) } })),
        ))
    }
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "internal error");
        ApiError::Internal(body(500, t(Msg::GenericError), "internal", None))
    }

    pub fn status(&self) -> u16 {
        match self {
            ApiError::BadRequest(_) => 400,
            ApiError::Unauthorized(_) => 401,
            ApiError::Forbidden(_) => 403,
            ApiError::NotFound(_) => 404,
            ApiError::Conflict(_) => 409,
            ApiError::PayloadTooLarge(_) => 413,
            ApiError::UnsupportedMediaType(_) => 415,
            ApiError::Unprocessable(_) => 422,
            ApiError::TooManyRequests(_) => 429,
            ApiError::Internal(_) => 500,
        }
    }

    pub fn error_code(&self) -> Option<&str> {
        let (ApiError::BadRequest(b)
        | ApiError::Unauthorized(b)
        | ApiError::Forbidden(b)
        | ApiError::NotFound(b)
        | ApiError::Conflict(b)
        | ApiError::PayloadTooLarge(b)
        | ApiError::UnsupportedMediaType(b)
        | ApiError::Unprocessable(b)
        | ApiError::TooManyRequests(b)
        | ApiError::Internal(b)) = self;
        b.meta.error.as_deref()
    }

    /// For errors raised outside an operation (middleware, security checkers).
    pub fn into_poem(self) -> poem::Error {
        use poem::IntoResponse;
        poem::Error::from_response(self.into_response())
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        ApiError::internal(e)
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> Self {
        ApiError::internal(format!("{e:#}"))
    }
}

/// The name of the constraint a database error broke, if any: callers map named unique
/// constraints to the field that clashed (realworld-axum-sqlx's `on_constraint`).
pub fn constraint_of(e: &sqlx::Error) -> Option<&str> {
    match e {
        sqlx::Error::Database(db) => db.constraint(),
        _ => None,
    }
}

/// An envelope written outside poem-openapi (health, router 404, 405, body too large…).
pub fn envelope_json(code: u16, message: &str, error: Option<&str>, data: Value) -> String {
    let mut meta = json!({ "code": code, "message": message });
    if let Some(error) = error {
        meta["error"] = json!(error);
    }
    json!({ "meta": meta, "data": data }).to_string()
}

/// An error's envelope written outside poem-openapi.
pub fn error_json(code: u16, message: &str, error: &str) -> String {
    envelope_json(code, message, Some(error), Value::Null)
}

/// The `data` of an answer that carries nothing but its message: always `null`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NoData;

impl poem_openapi::types::Type for NoData {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> std::borrow::Cow<'static, str> {
        "NoData".into()
    }

    fn schema_ref() -> poem_openapi::registry::MetaSchemaRef {
        poem_openapi::registry::MetaSchemaRef::Inline(Box::new(
            poem_openapi::registry::MetaSchema {
                nullable: true,
                description: Some("Always null: the answer is its message."),
                ..poem_openapi::registry::MetaSchema::ANY
            },
        ))
    }

    fn as_raw_value(&self) -> Option<&Self> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self> + 'a> {
        Box::new(std::iter::once(self))
    }
}

impl ToJSON for NoData {
    fn to_json(&self) -> Option<Value> {
        Some(Value::Null)
    }
}

impl ParseFromJSON for NoData {
    fn parse_from_json(_value: Option<Value>) -> poem_openapi::types::ParseResult<Self> {
        Ok(NoData)
    }
}
