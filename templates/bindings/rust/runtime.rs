//! Runtime of the generated MCP types: strict JSON decoding that reports the JSON pointer of
//! the first error, unions told apart by tag or by shape, and encoding that writes back exactly
//! the fields that were present, numbers as written (`1e3` stays `1e3`, digits beyond f64 are
//! kept). Copied verbatim beside every generated module; it needs serde and serde_json with its
//! `raw_value` feature (numbers are written back through `RawValue`). Any self-describing
//! deserializer reads the types: serde_json's own hand over the text (numbers kept as written),
//! others the value (in a `#[serde(untagged)]` enum or `#[serde(flatten)]` field serde buffers
//! it first: a number is then the integer or float serde_json read).

use serde::ser::Error as _;
use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

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
    UnknownMethod { id: Option<Json>, method: String },
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

/// A JSON number as the text it was written as: `1e3`, `1E+3`, `1.0`, `-0` and
/// `12345678901234567890123` are written back exactly so (a float or serde_json's `Number`
/// would write `1000.0` or lose digits). Build one from an integer, a finite float or its text.
/// Equality is the text's, as on the wire: `1` and `1.0` differ.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Number(String);

impl Number {
    /// The number's JSON text, as read or built.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the text is an integer literal (no fraction, no exponent), as the wire tells
    /// `integer` from `number`.
    pub fn is_integer(&self) -> bool {
        !self.0.contains(['.', 'e', 'E'])
    }

    /// The value as an `i64`, when the text is an integer literal in range.
    pub fn as_i64(&self) -> Option<i64> {
        if self.is_integer() {
            self.0.parse().ok()
        } else {
            None
        }
    }

    /// The value as an `f64` (rounded to the nearest; `None` beyond its range).
    pub fn as_f64(&self) -> Option<f64> {
        self.0.parse::<f64>().ok().filter(|f| f.is_finite())
    }

    /// A finite float, as serde_json writes it (`None` for NaN and infinities, not JSON).
    pub fn from_f64(value: f64) -> Option<Number> {
        serde_json::Number::from_f64(value).map(|n| Number(n.to_string()))
    }
}

/// Whether `text` is a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
fn is_number(text: &str) -> bool {
    fn digits(b: &[u8], at: usize) -> usize {
        b[at..].iter().take_while(|c| c.is_ascii_digit()).count()
    }
    let b = text.as_bytes();
    let mut at = usize::from(b.first() == Some(&b'-'));
    match b.get(at) {
        Some(b'0') => at += 1,
        Some(b'1'..=b'9') => at += digits(b, at),
        _ => return false,
    }
    if b.get(at) == Some(&b'.') {
        let n = digits(b, at + 1);
        if n == 0 {
            return false;
        }
        at += 1 + n;
    }
    if matches!(b.get(at), Some(b'e' | b'E')) {
        at += 1;
        if matches!(b.get(at), Some(b'+' | b'-')) {
            at += 1;
        }
        let n = digits(b, at);
        if n == 0 {
            return false;
        }
        at += n;
    }
    at == b.len()
}

impl FromStr for Number {
    type Err = DecodeError;

    /// JSON number text, kept as written.
    fn from_str(text: &str) -> Result<Self, DecodeError> {
        if is_number(text) {
            Ok(Number(text.to_string()))
        } else {
            Err(error("", format!("{:?} is not a JSON number", text)))
        }
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

macro_rules! number_from_integer {
    ($($t:ty),*) => {$(
        impl From<$t> for Number {
            fn from(value: $t) -> Self {
                Number(value.to_string())
            }
        }
    )*};
}

number_from_integer!(i8, i16, i32, i64, u8, u16, u32, u64, isize, usize);

impl serde::Serialize for Number {
    /// The text as written. Text an integer or a float is written as (`7`, `-3`, `0.5`, `1.0`)
    /// goes out as that value, which any format writes (serde_json as this same text); other text
    /// (`1e3`, `-0`, digits beyond f64) through serde_json's `RawValue` (the `raw_value` feature),
    /// which only serde_json writes as the text.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.is_integer() && self.0 != "-0" {
            if let Ok(n) = self.0.parse::<u64>() {
                return serializer.serialize_u64(n);
            }
            if let Ok(n) = self.0.parse::<i64>() {
                return serializer.serialize_i64(n);
            }
        } else if let Some(f) = self.as_f64() {
            if Number::from_f64(f).is_some_and(|n| n.0 == self.0) {
                return serializer.serialize_f64(f);
            }
        }
        RawValue::from_string(self.0.clone())
            .map_err(S::Error::custom)?
            .serialize(serializer)
    }
}

impl<'de> serde::Deserialize<'de> for Number {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize(deserializer)
    }
}

/// Any JSON value, numbers kept as written (see [`Number`]); objects keep their last member of
/// a name, keys sorted. `Json::from(serde_json::Value)` and `serde_json::to_value` convert.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Json {
    #[default]
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Json>),
    Object(BTreeMap<String, Json>),
}

impl Json {
    /// Parse JSON text strictly (serde_json decides what is JSON), numbers kept as written.
    pub fn parse(text: &str) -> Result<Json, DecodeError> {
        // serde_json's parse first: its strictness, depth limit and error messages.
        serde_json::from_str::<Value>(text).map_err(|e| error("", e.to_string()))?;
        let mut parser = Parser {
            text,
            at: 0,
            depth: 0,
        };
        parser.value()
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Json::Null)
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_number(&self) -> Option<&Number> {
        match self {
            Json::Number(n) => Some(n),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&Vec<Json>> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }

    pub fn as_object(&self) -> Option<&BTreeMap<String, Json>> {
        match self {
            Json::Object(members) => Some(members),
            _ => None,
        }
    }

    /// An object's member `key`.
    pub fn get(&self, key: &str) -> Option<&Json> {
        self.as_object().and_then(|o| o.get(key))
    }
}

impl From<Value> for Json {
    fn from(value: Value) -> Self {
        match value {
            Value::Null => Json::Null,
            Value::Bool(b) => Json::Bool(b),
            Value::Number(n) => Json::Number(Number(n.to_string())),
            Value::String(s) => Json::String(s),
            Value::Array(items) => Json::Array(items.into_iter().map(Json::from).collect()),
            Value::Object(members) => {
                Json::Object(members.into_iter().map(|(k, v)| (k, v.into())).collect())
            }
        }
    }
}

impl From<bool> for Json {
    fn from(value: bool) -> Self {
        Json::Bool(value)
    }
}

impl From<Number> for Json {
    fn from(value: Number) -> Self {
        Json::Number(value)
    }
}

impl From<i64> for Json {
    fn from(value: i64) -> Self {
        Json::Number(value.into())
    }
}

impl From<String> for Json {
    fn from(value: String) -> Self {
        Json::String(value)
    }
}

impl From<&str> for Json {
    fn from(value: &str) -> Self {
        Json::String(value.to_string())
    }
}

impl From<Vec<Json>> for Json {
    fn from(value: Vec<Json>) -> Self {
        Json::Array(value)
    }
}

impl From<BTreeMap<String, Json>> for Json {
    fn from(value: BTreeMap<String, Json>) -> Self {
        Json::Object(value)
    }
}

impl serde::Serialize for Json {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Null => serializer.serialize_unit(),
            Json::Bool(b) => serializer.serialize_bool(*b),
            Json::Number(n) => n.serialize(serializer),
            Json::String(s) => serializer.serialize_str(s),
            Json::Array(items) => serializer.collect_seq(items),
            Json::Object(members) => serializer.collect_map(members),
        }
    }
}

impl<'de> serde::Deserialize<'de> for Json {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize(deserializer)
    }
}

/// A reader of JSON text serde_json has already accepted: it keeps each number's text.
struct Parser<'a> {
    text: &'a str,
    at: usize,
    depth: usize,
}

impl Parser<'_> {
    fn peek(&mut self) -> u8 {
        let b = self.text.as_bytes();
        while self.at < b.len() && matches!(b[self.at], b' ' | b'\t' | b'\n' | b'\r') {
            self.at += 1;
        }
        b.get(self.at).copied().unwrap_or(0)
    }

    fn value(&mut self) -> Result<Json, DecodeError> {
        self.depth += 1;
        if self.depth > 128 {
            return Err(error("", "nested too deeply"));
        }
        let value = match self.peek() {
            b'{' => {
                self.at += 1;
                let mut members = BTreeMap::new();
                while self.peek() != b'}' {
                    let key = self.string()?;
                    self.peek();
                    self.at += 1; // ':'
                    members.insert(key, self.value()?);
                    if self.peek() == b',' {
                        self.at += 1;
                    }
                }
                self.at += 1;
                Json::Object(members)
            }
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                while self.peek() != b']' {
                    items.push(self.value()?);
                    if self.peek() == b',' {
                        self.at += 1;
                    }
                }
                self.at += 1;
                Json::Array(items)
            }
            b'"' => Json::String(self.string()?),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'n' => self.word("null", Json::Null),
            _ => {
                let rest = &self.text.as_bytes()[self.at..];
                let len = rest
                    .iter()
                    .take_while(|c| matches!(c, b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E'))
                    .count();
                let text = &self.text[self.at..self.at + len];
                self.at += len;
                Json::Number(text.parse()?)
            }
        };
        self.depth -= 1;
        Ok(value)
    }

    fn word(&mut self, word: &str, value: Json) -> Json {
        self.at += word.len();
        value
    }

    /// A string, unescaped by serde_json.
    fn string(&mut self) -> Result<String, DecodeError> {
        self.peek();
        let b = self.text.as_bytes();
        let start = self.at;
        let mut at = start + 1;
        while at < b.len() && b[at] != b'"' {
            at += if b[at] == b'\\' { 2 } else { 1 };
        }
        self.at = at + 1;
        let text = self.text.get(start..self.at).unwrap_or("");
        serde_json::from_str(text).map_err(|e| error("", e.to_string()))
    }
}

/// The error of a method's result when its selectors admit none of its results.
pub fn no_result(path: &str) -> DecodeError {
    error(path, "matches no result of the method")
}

fn error(path: &str, message: impl Into<String>) -> DecodeError {
    DecodeError {
        path: path.to_string(),
        message: message.into(),
    }
}

/// A type decoded strictly from a JSON value found at `path`.
pub trait FromJson: Sized {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError>;
}

/// The JSON pointer of `key` inside `path`.
pub fn key(path: &str, key: &str) -> String {
    format!("{}/{}", path, key.replace('~', "~0").replace('/', "~1"))
}

/// The JSON type of a value, as an error names it and a union told apart by JSON type names its members' types.
pub(crate) fn wire(value: &Json) -> &'static str {
    match value {
        Json::Null => "null",
        Json::Bool(_) => "boolean",
        Json::Number(n) if n.is_integer() => "integer",
        Json::Number(_) => "number",
        Json::String(_) => "string",
        Json::Array(_) => "array",
        Json::Object(_) => "object",
    }
}

fn expected(value: &Json, path: &str, want: &str) -> DecodeError {
    error(path, format!("must be {}, not {}", want, wire(value)))
}

impl FromJson for String {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
        value
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| expected(value, path, "a string"))
    }
}

impl FromJson for i64 {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
        match value {
            Json::Number(n) if n.is_integer() => n
                .as_i64()
                .ok_or_else(|| error(path, "must be a 64-bit integer")),
            _ => Err(expected(value, path, "an integer")),
        }
    }
}

impl FromJson for bool {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
        value
            .as_bool()
            .ok_or_else(|| expected(value, path, "a boolean"))
    }
}

/// Any JSON number, kept as written: an integer stays an integer, `1.0` stays `1.0`.
impl FromJson for Number {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
        match value {
            Json::Number(n) => Ok(n.clone()),
            _ => Err(expected(value, path, "a number")),
        }
    }
}

/// Any JSON value.
impl FromJson for Json {
    fn from_json(value: &Json, _path: &str) -> Result<Self, DecodeError> {
        Ok(value.clone())
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
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
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
        value
            .as_object()
            .ok_or_else(|| expected(value, path, "an object"))?
            .iter()
            .map(|(k, v)| Ok((k.clone(), T::from_json(v, &key(path, k))?)))
            .collect()
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
        T::from_json(value, path).map(Box::new)
    }
}

/// A value that may be JSON `null` (read as `None`).
impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Json, path: &str) -> Result<Self, DecodeError> {
        match value {
            Json::Null => Ok(None),
            _ => T::from_json(value, path).map(Some),
        }
    }
}

/// The members of a JSON object, keys exactly as written: each field takes its own out, what
/// is left are the extra members.
pub fn object(value: &Json, path: &str) -> Result<BTreeMap<String, Json>, DecodeError> {
    value
        .as_object()
        .cloned()
        .ok_or_else(|| expected(value, path, "an object"))
}

/// A member the schema requires.
pub fn required<T: FromJson>(
    object: &mut BTreeMap<String, Json>,
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
    object: &mut BTreeMap<String, Json>,
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
    object: &mut BTreeMap<String, Json>,
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
    object: &mut BTreeMap<String, Json>,
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

fn same(value: &Json, want: &str) -> bool {
    Json::parse(want).is_ok_and(|w| &w == value)
}

/// The members no field declares: kept, or rejected when the object is closed.
pub fn extra<T: FromJson>(
    object: BTreeMap<String, Json>,
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
pub fn tag<'a>(value: &'a Json, property: &str, path: &str) -> Result<&'a str, DecodeError> {
    let object = value
        .as_object()
        .ok_or_else(|| expected(value, path, "an object"))?;
    match object.get(property) {
        Some(Json::String(tag)) => Ok(tag),
        Some(other) => Err(expected(other, &key(path, property), "a string")),
        None => Err(error(&key(path, property), "required field is missing")),
    }
}

/// The error for a tag no member has.
pub fn unknown_tag(property: &str, tag: &str, path: &str) -> DecodeError {
    error(&key(path, property), format!("unknown tag {:?}", tag))
}

/// One member of a shape union's table: its JSON type, required keys, constants, evidence keys,
/// selector.
type ShapeMember = (
    String,
    Vec<String>,
    BTreeMap<String, Value>,
    Vec<String>,
    Option<Selector>,
);

/// `(property, value, absent, equals)`: the member is a candidate only when the value's property
/// (absent: `absent`) is `value` (`equals`) or is not (`!equals`). A result's `resultType` says
/// which member it is (the spec's prose).
type Selector = (String, String, String, bool);

fn admits(object: &BTreeMap<String, Json>, selector: &Option<Selector>) -> bool {
    match selector {
        None => true,
        Some((property, value, absent, equals)) => says(object, property, value, absent) == *equals,
    }
}

/// Whether the object's `property` (absent: `absent`) is the string `value`.
fn says(object: &BTreeMap<String, Json>, property: &str, value: &str, absent: &str) -> bool {
    let said = match object.get(property) {
        None => Some(absent),
        Some(v) => v.as_str(),
    };
    said == Some(value)
}

/// Whether one of a method's results may be taken (`parse_result`), as a `Selector` says: a value
/// that is not an object is tried as every result (each reports its type error).
pub fn selects(value: &Json, property: &str, wanted: &str, absent: &str, equals: bool) -> bool {
    match value.as_object() {
        Some(object) => says(object, property, wanted, absent) == equals,
        None => true,
    }
}

/// The union members to try, in order, for a value told apart by shape: those whose JSON type
/// matches, whose constants hold, whose required keys are present and that hold one of their
/// evidence keys (if they have any), then those that only lack a key (decoding the first of them
/// reports a missing key). The caller takes the first that decodes, else reports the first one's
/// error. `members` is JSON: `[[wire, [required keys], {key: constant}, [evidence keys], selector]]`
/// (selector: `[property, value, absent, equals]` or null).
pub fn shape(value: &Json, path: &str, members: &str) -> Result<Vec<usize>, DecodeError> {
    let members: Vec<ShapeMember> =
        serde_json::from_str(members).expect("the generator writes valid member tables");
    let got = wire(value);
    let (mut complete, mut partial) = (Vec::new(), Vec::new());
    for (i, (accepts, required, literals, evidence, selector)) in members.iter().enumerate() {
        let accepts =
            accepts == "any" || accepts == got || (accepts == "number" && got == "integer");
        let holds = literals
            .iter()
            .all(|(name, want)| value.get(name) == Some(&Json::from(want.clone())));
        let admitted = match value.as_object() {
            Some(o) => admits(o, selector),
            None => true,
        };
        if !accepts || !holds || !admitted {
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

/// Decode `T` from JSON text strictly, numbers kept as written.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, DecodeError> {
    T::from_json(&Json::parse(text)?, "")
}

/// serde_json's name for its raw value (feature `raw_value`): asked for a newtype of this name,
/// serde_json's deserializers (`from_str`, `from_slice`, `from_reader`, `from_value`) hand over
/// the value's JSON text as one map entry; any other deserializer hands over the value itself.
const RAW_VALUE_TOKEN: &str = "$serde_json::private::RawValue";

/// serde_json's name for a number's text (feature `arbitrary_precision`): content serde has
/// buffered (untagged enums, flatten) then holds a number as one map entry of this name.
const NUMBER_TOKEN: &str = "$serde_json::private::Number";

/// serde's entry: `T` from any self-describing deserializer. serde_json's own, reached directly,
/// give the value's text, so numbers keep it (`1e3` stays `1e3`). Any other (serde's buffered
/// content inside `#[serde(untagged)]` enums and `#[serde(flatten)]` fields, `serde::de::value`,
/// other formats) gives the value: a number is then the integer or float the deserializer read,
/// written as serde_json writes it (`1e3` read as a float is `1000.0`).
pub fn deserialize<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: FromJson,
{
    let value = deserializer.deserialize_newtype_struct(RAW_VALUE_TOKEN, JsonVisitor)?;
    T::from_json(&value, "").map_err(serde::de::Error::custom)
}

/// Builds a [`Json`] from whatever a deserializer visits: serde_json's raw text, or the value.
#[derive(Clone, Copy)]
struct JsonVisitor;

fn number<E: serde::de::Error>(text: String) -> Result<Json, E> {
    text.parse().map(Json::Number).map_err(E::custom)
}

impl<'de> serde::de::DeserializeSeed<'de> for JsonVisitor {
    type Value = Json;

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<Json, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }

    fn visit_some<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<Json, D::Error> {
        deserializer.deserialize_any(self)
    }

    /// Not serde_json (or serde_json without `raw_value`): the value itself.
    fn visit_newtype_struct<D>(self, deserializer: D) -> Result<Json, D::Error>
    where
        D: serde::Deserializer<'de>,
    {
        deserializer.deserialize_any(self)
    }

    fn visit_bool<E: serde::de::Error>(self, value: bool) -> Result<Json, E> {
        Ok(Json::Bool(value))
    }

    fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Json, E> {
        Ok(Json::Number(value.into()))
    }

    fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Json, E> {
        Ok(Json::Number(value.into()))
    }

    fn visit_i128<E: serde::de::Error>(self, value: i128) -> Result<Json, E> {
        number(value.to_string())
    }

    fn visit_u128<E: serde::de::Error>(self, value: u128) -> Result<Json, E> {
        number(value.to_string())
    }

    /// A float as serde_json writes it (shortest text that reads back as the same float).
    fn visit_f64<E: serde::de::Error>(self, value: f64) -> Result<Json, E> {
        Number::from_f64(value)
            .map(Json::Number)
            .ok_or_else(|| E::custom(format!("{} is not a JSON number", value)))
    }

    /// An `f32` as serde_json writes one (`0.1`, not the `f64` nearest to it).
    fn visit_f32<E: serde::de::Error>(self, value: f32) -> Result<Json, E> {
        match serde_json::to_string(&value) {
            Ok(text) if value.is_finite() => number(text),
            _ => Err(E::custom(format!("{} is not a JSON number", value))),
        }
    }

    fn visit_char<E: serde::de::Error>(self, value: char) -> Result<Json, E> {
        Ok(Json::String(value.to_string()))
    }

    fn visit_str<E: serde::de::Error>(self, value: &str) -> Result<Json, E> {
        Ok(Json::String(value.to_string()))
    }

    fn visit_string<E: serde::de::Error>(self, value: String) -> Result<Json, E> {
        Ok(Json::String(value))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(1024));
        while let Some(item) = seq.next_element_seed(self)? {
            items.push(item);
        }
        Ok(Json::Array(items))
    }

    /// An object; or, as the one member named by serde_json's tokens, a value's JSON text
    /// (`raw_value`) or a number's text (`arbitrary_precision`).
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut members = BTreeMap::new();
        while let Some(name) = map.next_key::<String>()? {
            let value = map.next_value_seed(self)?;
            members.insert(name, value);
        }
        if let (1, Some((name, Json::String(text)))) = (members.len(), members.first_key_value()) {
            if name == RAW_VALUE_TOKEN {
                return Json::parse(text).map_err(serde::de::Error::custom);
            }
            if name == NUMBER_TOKEN {
                return number(text.clone());
            }
        }
        Ok(Json::Object(members))
    }
}
