//! `Text`: a request field that is text and only text. poem-openapi's `String` takes a JSON number
//! or boolean and turns it into its digits (`1` becomes `"1"`), so a client sending a number for a
//! URL, a city or a bank account would be accepted although the document says `string`. Request
//! bodies use `Text` instead: a JSON string is taken, anything else is refused with 400 before the
//! handler runs. It reads as a `String` everywhere else (`Deref`, `From`, SQL binds, serde).
//! Every `Text` is at most `MAX_CHARS` characters, declared in the document and enforced here; a
//! field's own, shorter limit is checked by its handler and named in a 422.

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromJSON, ParseFromParameter, ParseResult, ToJSON, Type},
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::{borrow::Cow, fmt, ops::Deref};

/// The longest text any field takes (a product description is the longest there is).
pub const MAX_CHARS: usize = 100_000;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Text(pub String);

impl Text {
    pub fn into_string(self) -> String {
        self.0
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Text> for String {
    fn from(t: Text) -> String {
        t.0
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text(s)
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text(s.to_string())
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl Type for Text {
    const IS_REQUIRED: bool = true;
    type RawValueType = String;
    type RawElementValueType = String;

    fn name() -> Cow<'static, str> {
        String::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            max_length: Some(MAX_CHARS),
            ..MetaSchema::new("string")
        }))
    }

    fn as_raw_value(&self) -> Option<&String> {
        Some(&self.0)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a String> + 'a> {
        Box::new(std::iter::once(&self.0))
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl ParseFromJSON for Text {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value.unwrap_or_default() {
            Value::String(s) if s.chars().count() > MAX_CHARS => Err(ParseError::custom(format!(
                "longer than {MAX_CHARS} characters"
            ))),
            Value::String(s) => Ok(Text(s)),
            other => Err(ParseError::expected_type(other)),
        }
    }
}

impl ParseFromParameter for Text {
    fn parse_from_parameter(value: &str) -> ParseResult<Self> {
        Ok(Text(value.to_string()))
    }
}

impl ToJSON for Text {
    fn to_json(&self) -> Option<Value> {
        Some(Value::String(self.0.clone()))
    }
}

impl sqlx::Type<sqlx::Postgres> for Text {
    fn type_info() -> sqlx::postgres::PgTypeInfo {
        <String as sqlx::Type<sqlx::Postgres>>::type_info()
    }

    fn compatible(ty: &sqlx::postgres::PgTypeInfo) -> bool {
        <String as sqlx::Type<sqlx::Postgres>>::compatible(ty)
    }
}

impl sqlx::Encode<'_, sqlx::Postgres> for Text {
    fn encode_by_ref(
        &self,
        buf: &mut sqlx::postgres::PgArgumentBuffer,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <&str as sqlx::Encode<sqlx::Postgres>>::encode(self.0.as_str(), buf)
    }
}

impl sqlx::Decode<'_, sqlx::Postgres> for Text {
    fn decode(value: sqlx::postgres::PgValueRef<'_>) -> Result<Self, sqlx::error::BoxDynError> {
        <String as sqlx::Decode<sqlx::Postgres>>::decode(value).map(Text)
    }
}

impl sqlx::postgres::PgHasArrayType for Text {
    fn array_type_info() -> sqlx::postgres::PgTypeInfo {
        <String as sqlx::postgres::PgHasArrayType>::array_type_info()
    }
}

#[cfg(test)]
mod tests {
    use super::Text;
    use poem_openapi::types::ParseFromJSON;
    use serde_json::json;

    #[test]
    fn only_a_json_string_is_text() {
        assert_eq!(
            Text::parse_from_json(Some(json!("Jalan Ampang"))).unwrap(),
            "Jalan Ampang"
        );
        assert!(
            Text::parse_from_json(Some(json!(42))).is_err(),
            "a number is not text"
        );
        assert!(
            Text::parse_from_json(Some(json!(true))).is_err(),
            "a boolean is not text"
        );
        assert!(Text::parse_from_json(Some(json!(["a"]))).is_err());
        let longest = "a".repeat(super::MAX_CHARS);
        assert!(Text::parse_from_json(Some(json!(longest))).is_ok());
        assert!(
            Text::parse_from_json(Some(json!(format!("{longest}a")))).is_err(),
            "one character over the limit"
        );
        assert!(
            <Option<Text>>::parse_from_json(Some(json!(null)))
                .unwrap()
                .is_none(),
            "an optional field may be null"
        );
    }
}
