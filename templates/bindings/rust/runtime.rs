//! Runtime of the generated MCP types: strict JSON decoding that reports the JSON pointer of
//! the first error, unions told apart by tag or by shape, and encoding that writes back exactly
//! the fields that were present. Copied verbatim beside every generated module; it needs
//! serde and serde_json only.

use serde_json::{Map, Number, Value};
use std::collections::BTreeMap;
use std::fmt;

/// Why a JSON text is not a value of a type: `path` is the JSON pointer (RFC 6901) of the
/// first error, `""` for the whole value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    pub path: String,
    pub message: String,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = if self.path.is_empty() {
            "/"
        } else {
            &self.path
        };
        write!(f, "{}: {}", path, self.message)
    }
}

impl std::error::Error for DecodeError {}

/// Why `parse_message` could not read a message.
#[derive(Debug, Clone, PartialEq)]
pub enum MessageError {
    /// Not a message of this version: the first error, at its JSON pointer.
    Decode(DecodeError),
    /// A request or notification whose method this version lacks: `id` is the request's id as
    /// read (`None` for a notification), for the -32601 reply.
    UnknownMethod { id: Option<Value>, method: String },
}

impl MessageError {
    /// The JSON pointer of the error: `/method` for an unknown method.
    pub fn path(&self) -> &str {
        match self {
            MessageError::Decode(error) => &error.path,
            MessageError::UnknownMethod { .. } => "/method",
        }
    }
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::Decode(error) => error.fmt(f),
            MessageError::UnknownMethod { method, .. } => {
                write!(f, "/method: unknown method {:?}", method)
            }
        }
    }
}

impl std::error::Error for MessageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MessageError::Decode(error) => Some(error),
            MessageError::UnknownMethod { .. } => None,
        }
    }
}

impl From<DecodeError> for MessageError {
    fn from(error: DecodeError) -> Self {
        MessageError::Decode(error)
    }
}

/// Whether a result says `"resultType": "complete"`: the spec's prose says `resultType` tells
/// the client how to parse it, so only the method's own result may hold it.
pub fn says_complete(value: &Value) -> bool {
    value.get("resultType").and_then(Value::as_str) == Some("complete")
}

fn error(path: &str, message: impl Into<String>) -> DecodeError {
    DecodeError {
        path: path.to_string(),
        message: message.into(),
    }
}

/// A type decoded strictly from a JSON value found at `path`.
pub trait FromJson: Sized {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError>;
}

/// The JSON pointer of `key` inside `path`.
pub fn key(path: &str, key: &str) -> String {
    format!("{}/{}", path, key.replace('~', "~0").replace('/', "~1"))
}

fn wire(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_f64() => "number",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn expected(value: &Value, path: &str, want: &str) -> DecodeError {
    error(path, format!("must be {}, not {}", want, wire(value)))
}

impl FromJson for String {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        value
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| expected(value, path, "a string"))
    }
}

impl FromJson for i64 {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        match value {
            Value::Number(n) if !n.is_f64() => n
                .as_i64()
                .ok_or_else(|| error(path, "must be a 64-bit integer")),
            _ => Err(expected(value, path, "an integer")),
        }
    }
}

impl FromJson for bool {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        value
            .as_bool()
            .ok_or_else(|| expected(value, path, "a boolean"))
    }
}

/// Any JSON number, kept as written: an integer stays an integer, `1.0` stays `1.0`.
impl FromJson for Number {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        match value {
            Value::Number(n) => Ok(n.clone()),
            _ => Err(expected(value, path, "a number")),
        }
    }
}

/// Any JSON value.
impl FromJson for Value {
    fn from_json(value: &Value, _path: &str) -> Result<Self, DecodeError> {
        Ok(value.clone())
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        let items = value
            .as_array()
            .ok_or_else(|| expected(value, path, "an array"))?;
        items
            .iter()
            .enumerate()
            .map(|(i, item)| T::from_json(item, &format!("{}/{}", path, i)))
            .collect()
    }
}

impl<T: FromJson> FromJson for BTreeMap<String, T> {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        value
            .as_object()
            .ok_or_else(|| expected(value, path, "an object"))?
            .iter()
            .map(|(k, v)| Ok((k.clone(), T::from_json(v, &key(path, k))?)))
            .collect()
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        T::from_json(value, path).map(Box::new)
    }
}

/// A value that may be JSON `null` (read as `None`).
impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Value, path: &str) -> Result<Self, DecodeError> {
        match value {
            Value::Null => Ok(None),
            _ => T::from_json(value, path).map(Some),
        }
    }
}

/// The members of a JSON object, keys exactly as written: each field takes its own out, what
/// is left are the extra members.
pub fn object(value: &Value, path: &str) -> Result<Map<String, Value>, DecodeError> {
    value
        .as_object()
        .cloned()
        .ok_or_else(|| expected(value, path, "an object"))
}

/// A member the schema requires.
pub fn required<T: FromJson>(
    object: &mut Map<String, Value>,
    name: &str,
    path: &str,
) -> Result<T, DecodeError> {
    match object.remove(name) {
        Some(value) => T::from_json(&value, &key(path, name)),
        None => Err(error(&key(path, name), "required field is missing")),
    }
}

/// A member the schema lets a message leave out (`None` when absent; `null` is not absent).
pub fn optional<T: FromJson>(
    object: &mut Map<String, Value>,
    name: &str,
    path: &str,
) -> Result<Option<T>, DecodeError> {
    match object.remove(name) {
        Some(value) => T::from_json(&value, &key(path, name)).map(Some),
        None => Ok(None),
    }
}

/// A member that must be exactly the constant written as JSON in `want`.
pub fn constant(
    object: &mut Map<String, Value>,
    name: &str,
    want: &str,
    path: &str,
) -> Result<(), DecodeError> {
    match object.remove(name) {
        Some(value) if same(&value, want) => Ok(()),
        Some(_) => Err(error(&key(path, name), format!("must be {}", want))),
        None => Err(error(&key(path, name), "required field is missing")),
    }
}

/// An optional constant: `Some` when present (and equal to `want`).
pub fn optional_constant<T: FromJson>(
    object: &mut Map<String, Value>,
    name: &str,
    want: &str,
    path: &str,
) -> Result<Option<T>, DecodeError> {
    match object.remove(name) {
        Some(value) if same(&value, want) => T::from_json(&value, &key(path, name)).map(Some),
        Some(_) => Err(error(&key(path, name), format!("must be {}", want))),
        None => Ok(None),
    }
}

fn same(value: &Value, want: &str) -> bool {
    serde_json::from_str::<Value>(want).map_or(false, |w| &w == value)
}

/// The members no field declares: kept, or rejected when the object is closed.
pub fn extra<T: FromJson>(
    object: Map<String, Value>,
    path: &str,
    closed: bool,
) -> Result<BTreeMap<String, T>, DecodeError> {
    let mut out = BTreeMap::new();
    for (name, value) in object {
        if closed {
            return Err(error(&key(path, &name), "unknown field"));
        }
        let decoded = T::from_json(&value, &key(path, &name))?;
        out.insert(name, decoded);
    }
    Ok(out)
}

/// The error for a string outside an enum's values.
pub fn not_one_of(allowed: &str, path: &str) -> DecodeError {
    error(path, format!("must be one of {}", allowed))
}

/// A tagged union's tag: the object's string member `property`.
pub fn tag<'a>(value: &'a Value, property: &str, path: &str) -> Result<&'a str, DecodeError> {
    let object = value
        .as_object()
        .ok_or_else(|| expected(value, path, "an object"))?;
    match object.get(property) {
        Some(Value::String(tag)) => Ok(tag),
        Some(other) => Err(expected(other, &key(path, property), "a string")),
        None => Err(error(&key(path, property), "required field is missing")),
    }
}

/// The error for a tag no member has.
pub fn unknown_tag(property: &str, tag: &str, path: &str) -> DecodeError {
    error(&key(path, property), format!("unknown tag {:?}", tag))
}

/// The union members to try, in order, for a value told apart by shape: those whose JSON type
/// matches, whose constants hold, whose required keys are present and that hold one of their
/// evidence keys (if they have any), then those that only lack a key (decoding the first of them
/// reports a missing key). The caller takes the first that decodes, else reports the first one's
/// error. `members` is JSON: `[[wire, [required keys], {key: constant}, [evidence keys]]]`.
pub fn shape(value: &Value, path: &str, members: &str) -> Result<Vec<usize>, DecodeError> {
    let members: Vec<(String, Vec<String>, Map<String, Value>, Vec<String>)> =
        serde_json::from_str(members).expect("the generator writes valid member tables");
    let got = wire(value);
    let (mut complete, mut partial) = (Vec::new(), Vec::new());
    for (i, (accepts, required, literals, evidence)) in members.iter().enumerate() {
        let accepts =
            accepts == "any" || accepts == got || (accepts == "number" && got == "integer");
        let holds = literals
            .iter()
            .all(|(name, want)| value.as_object().and_then(|o| o.get(name)) == Some(want));
        if !accepts || !holds {
            continue;
        }
        let present = match value.as_object() {
            Some(o) => {
                required.iter().all(|k| o.contains_key(k))
                    && (evidence.is_empty() || evidence.iter().any(|k| o.contains_key(k)))
            }
            None => true,
        };
        if present {
            complete.push(i);
        } else {
            partial.push(i);
        }
    }
    complete.extend(partial);
    if complete.is_empty() {
        return Err(error(path, "matches no member of the union"));
    }
    Ok(complete)
}

/// Decode `T` from JSON text strictly.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, DecodeError> {
    let value: Value = serde_json::from_str(text).map_err(|e| error("", e.to_string()))?;
    T::from_json(&value, "")
}

/// serde's entry: `T` from any deserializer, through a JSON value.
pub fn deserialize<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: FromJson,
{
    let value = <Value as serde::Deserialize>::deserialize(deserializer)?;
    T::from_json(&value, "").map_err(serde::de::Error::custom)
}
