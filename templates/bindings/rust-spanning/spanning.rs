//! Runtime of the version-spanning MCP types: `decode` checks a text with the negotiated
//! version's wire type, then fills the spanning type from what that type writes back; `encode`
//! writes the spanning value as the version has it (refusing a field set that the version lacks)
//! and lets the version's wire type check and write the text. Copied verbatim beside the
//! generated crate root; it needs serde_json and the crate's `runtime` (`Json`, `Number`).

use crate::runtime::{Json, Number};
use std::collections::BTreeMap;
use std::fmt;

/// The JSON type of a value, as a union told apart by JSON type names its members' types (the wire runtime's).
pub(crate) use crate::runtime::wire as kind;

/// Why a value cannot be read or written as a version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The version's wire type refused the text: the first error, at its JSON pointer.
    Decode {
        version: String,
        path: String,
        message: String,
    },
    /// A field set that the version lacks (`path` is its JSON pointer), or a type or version
    /// the run did not span (`path` is `""`).
    Version {
        version: String,
        path: String,
        reason: String,
    },
}

impl Error {
    /// The JSON pointer of the error (`""` for the whole value).
    pub fn path(&self) -> &str {
        match self {
            Error::Decode { path, .. } | Error::Version { path, .. } => path,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (version, path, message) = match self {
            Error::Decode {
                version,
                path,
                message,
            } => (version, path, message),
            Error::Version {
                version,
                path,
                reason,
            } => (version, path, reason),
        };
        let path = if path.is_empty() { "/" } else { path };
        write!(f, "version {}: {}: {}", version, path, message)
    }
}

impl std::error::Error for Error {}

/// What a version's wire type makes of a text: the text it writes back, or its first error
/// (JSON pointer, message).
pub type Checked = Result<String, (String, String)>;

/// A value of the spanning types: read from JSON that its version's wire type accepted, written
/// as a version (its index in `crate::VERSIONS`) has it.
pub trait Value: Sized {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error>;
    fn write(&self, version: usize, path: &str) -> Result<Json, Error>;
}

/// A spanning type `decode` and `encode` take whole: a record, an enum, a tagged union, a map
/// or list type. Its wire type in each version that declares it checks every text.
pub trait Spanning: Value {
    /// The spec's name of the type.
    const NAME: &'static str;
    /// The versions that have the wire key `key` of a record (bit `i`: `crate::VERSIONS[i]`).
    fn field_mask(key: &str) -> u64 {
        let _ = key;
        0
    }

    /// `text` checked by the version's wire type and written back as that type writes it;
    /// `None` where the version lacks the type.
    fn wire(version: usize, text: &str) -> Option<Checked>;
}

/// The versions that have the wire key `key` of `T` (empty: no such field).
pub fn field_versions<T: Spanning>(key: &str) -> Vec<&'static str> {
    names(T::field_mask(key))
}

fn names(versions: u64) -> Vec<&'static str> {
    crate::VERSIONS
        .iter()
        .enumerate()
        .filter(|(i, _)| versions & (1 << i) != 0)
        .map(|(_, v)| *v)
        .collect()
}

fn index(version: &str) -> Result<usize, Error> {
    crate::VERSIONS
        .iter()
        .position(|v| *v == version)
        .ok_or_else(|| Error::Version {
            version: version.to_string(),
            path: String::new(),
            reason: format!("not one of the versions spanned: {:?}", crate::VERSIONS),
        })
}

fn checked<T: Spanning>(version: usize, text: &str) -> Result<String, Error> {
    match T::wire(version, text) {
        None => Err(Error::Version {
            version: crate::VERSIONS[version].to_string(),
            path: String::new(),
            reason: format!("{} is not in this version", T::NAME),
        }),
        Some(Err((path, message))) => Err(decode_error(version, &path, message)),
        Some(Ok(text)) => Ok(text),
    }
}

fn decode_error(version: usize, path: &str, message: impl Into<String>) -> Error {
    Error::Decode {
        version: crate::VERSIONS[version].to_string(),
        path: path.to_string(),
        message: message.into(),
    }
}

/// `text` read as `version`'s message of type `T`: that version's wire type checks it (the error
/// is `Error::Decode` with the JSON pointer; a type the version lacks is `Error::Version`), then
/// the text it writes back fills a `T`. A key that is not one of that version's fields of a
/// record stays in its `extra`, even one another version defines as a field.
pub fn decode<T: Spanning>(version: &str, text: &str) -> Result<T, Error> {
    let version = index(version)?;
    let canonical = checked::<T>(version, text)?;
    let value = Json::parse(&canonical).map_err(|e| decode_error(version, &e.path, e.message))?;
    T::read(&value, version, "")
}

/// `value` written as `version`: a field set that the version lacks is `Error::Version` at its
/// JSON pointer; the constants the version requires are filled in; then the version's wire type
/// checks the text and writes it (number text as it was read or built).
pub fn encode<T: Spanning>(version: &str, value: &T) -> Result<String, Error> {
    let version = index(version)?;
    let json = value.write(version, "")?;
    let text =
        serde_json::to_string(&json).map_err(|e| decode_error(version, "", e.to_string()))?;
    checked::<T>(version, &text)
}

/// What a wire type writes: its text as serde_json writes it.
pub fn written<W: serde::Serialize>(value: &W) -> String {
    serde_json::to_string(value).expect("a wire value writes")
}

/// The JSON pointer of `key` inside `path`.
pub fn key(path: &str, key: &str) -> String {
    format!("{}/{}", path, key.replace('~', "~0").replace('/', "~1"))
}

fn mismatch(value: &Json, version: usize, path: &str, want: &str) -> Error {
    let got = kind(value);
    decode_error(version, path, format!("must be {}, not {}", want, got))
}

/// The members of an object, each field taking its own out; what is left is the record's extra.
pub fn object(value: &Json, version: usize, path: &str) -> Result<BTreeMap<String, Json>, Error> {
    value
        .as_object()
        .cloned()
        .ok_or_else(|| mismatch(value, version, path, "an object"))
}

/// A field every version of the record requires.
pub fn required<T: Value>(
    object: &mut BTreeMap<String, Json>,
    name: &str,
    version: usize,
    path: &str,
) -> Result<T, Error> {
    match object.remove(name) {
        Some(value) => T::read(&value, version, &key(path, name)),
        None => Err(decode_error(
            version,
            &key(path, name),
            "required field is missing",
        )),
    }
}

/// A field the value may lack: `None` when absent, or when the version lacks the field (its key,
/// if any, then stays an extra member).
pub fn optional<T: Value>(
    object: &mut BTreeMap<String, Json>,
    name: &str,
    versions: u64,
    version: usize,
    path: &str,
) -> Result<Option<T>, Error> {
    if versions & (1 << version) == 0 {
        return Ok(None);
    }
    match object.remove(name) {
        Some(value) => T::read(&value, version, &key(path, name)).map(Some),
        None => Ok(None),
    }
}

/// A constant every version of the record requires: not stored, always written.
pub fn constant(object: &mut BTreeMap<String, Json>, name: &str) {
    object.remove(name);
}

/// A JSON object being written as one version: its fields, then its extra members.
pub struct Object<'a> {
    name: &'static str,
    version: usize,
    path: &'a str,
    members: BTreeMap<String, Json>,
}

impl<'a> Object<'a> {
    pub fn new(name: &'static str, version: usize, path: &'a str) -> Self {
        Object {
            name,
            version,
            path,
            members: BTreeMap::new(),
        }
    }

    /// A field every version of the record requires: always written.
    pub fn required<T: Value>(&mut self, name: &str, value: &T) -> Result<(), Error> {
        let value = value.write(self.version, &key(self.path, name))?;
        self.members.insert(name.to_string(), value);
        Ok(())
    }

    /// A field the value may lack: written when set; set on a version that lacks it, an error
    /// at its JSON pointer.
    pub fn optional<T: Value>(
        &mut self,
        name: &str,
        versions: u64,
        value: &Option<T>,
    ) -> Result<(), Error> {
        let Some(value) = value else {
            return Ok(());
        };
        if versions & (1 << self.version) == 0 {
            return Err(Error::Version {
                version: crate::VERSIONS[self.version].to_string(),
                path: key(self.path, name),
                reason: format!(
                    "{}.{} is only in {}",
                    self.name,
                    name,
                    names(versions).join(", ")
                ),
            });
        }
        self.required(name, value)
    }

    /// A constant every version of the record requires, as JSON text.
    pub fn constant(&mut self, name: &str, json: &str) {
        let value = Json::parse(json).expect("the generator writes JSON constants");
        self.members.insert(name.to_string(), value);
    }

    /// A constant only some versions have (`versions`) or require (`required`): written when
    /// set, else where the version requires it.
    pub fn defaulted<T: Value>(
        &mut self,
        name: &str,
        versions: u64,
        required: u64,
        json: &str,
        value: &Option<T>,
    ) -> Result<(), Error> {
        if value.is_none() && required & (1 << self.version) != 0 {
            self.constant(name, json);
            return Ok(());
        }
        self.optional(name, versions, value)
    }

    /// The object, with the extra members no field wrote.
    pub fn end(mut self, extra: &BTreeMap<String, Json>) -> Result<Json, Error> {
        for (name, value) in extra {
            if !self.members.contains_key(name) {
                self.members.insert(name.clone(), value.clone());
            }
        }
        Ok(Json::Object(self.members))
    }
}

/// A tagged union's tag: the object's string member `property`.
pub fn tag<'a>(
    value: &'a Json,
    property: &str,
    version: usize,
    path: &str,
) -> Result<&'a str, Error> {
    match value.get(property) {
        Some(Json::String(tag)) => Ok(tag),
        Some(other) => Err(mismatch(other, version, &key(path, property), "a string")),
        None => Err(decode_error(
            version,
            &key(path, property),
            "required field is missing",
        )),
    }
}

/// The error for a tag no member has.
pub fn unknown_tag(property: &str, tag: &str, version: usize, path: &str) -> Error {
    decode_error(
        version,
        &key(path, property),
        format!("unknown tag {:?}", tag),
    )
}

/// The error for a value of a JSON type no member of a union takes.
pub fn unexpected(kind: &str, version: usize, path: &str) -> Error {
    decode_error(
        version,
        path,
        format!("matches no member of the union ({})", kind),
    )
}

/// A value's JSON text, for a version's wire type to read.
pub fn text(value: &Json) -> String {
    serde_json::to_string(value).expect("a JSON value writes")
}

/// A version's wire type's error at `at` inside the value at `path`.
pub fn wire_error(version: usize, path: &str, at: &str, message: String) -> Error {
    decode_error(version, &format!("{}{}", path, at), message)
}

/// What a wire value writes, read back as JSON.
pub fn rewritten<W: serde::Serialize>(
    value: &W,
    version: usize,
    path: &str,
) -> Result<Json, Error> {
    Json::parse(&written(value)).map_err(|e| wire_error(version, path, &e.path, e.message))
}

/// The error for a union, or the member a union holds, that the version lacks.
pub fn not_in_version(union: &str, version: usize, path: &str) -> Error {
    Error::Version {
        version: crate::VERSIONS[version].to_string(),
        path: path.to_string(),
        reason: format!("this member of {} is not in this version", union),
    }
}

/// The error for a string outside an enum's values.
pub fn unknown_value(text: &str, version: usize, path: &str) -> Error {
    decode_error(version, path, format!("unknown value {:?}", text))
}

impl Value for String {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        match value {
            Json::String(text) => Ok(text.clone()),
            _ => Err(mismatch(value, version, path, "a string")),
        }
    }

    fn write(&self, _version: usize, _path: &str) -> Result<Json, Error> {
        Ok(Json::String(self.clone()))
    }
}

impl Value for i64 {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        match value.as_number().and_then(Number::as_i64) {
            Some(n) => Ok(n),
            None => Err(mismatch(value, version, path, "an integer")),
        }
    }

    fn write(&self, _version: usize, _path: &str) -> Result<Json, Error> {
        Ok(Json::Number((*self).into()))
    }
}

impl Value for bool {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        value
            .as_bool()
            .ok_or_else(|| mismatch(value, version, path, "a boolean"))
    }

    fn write(&self, _version: usize, _path: &str) -> Result<Json, Error> {
        Ok(Json::Bool(*self))
    }
}

/// Any JSON number, kept as written.
impl Value for Number {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        match value {
            Json::Number(n) => Ok(n.clone()),
            _ => Err(mismatch(value, version, path, "a number")),
        }
    }

    fn write(&self, _version: usize, _path: &str) -> Result<Json, Error> {
        Ok(Json::Number(self.clone()))
    }
}

/// Any JSON value: the version's wire type checked it.
impl Value for Json {
    fn read(value: &Json, _version: usize, _path: &str) -> Result<Self, Error> {
        Ok(value.clone())
    }

    fn write(&self, _version: usize, _path: &str) -> Result<Json, Error> {
        Ok(self.clone())
    }
}

impl<T: Value> Value for Vec<T> {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        let items = value
            .as_array()
            .ok_or_else(|| mismatch(value, version, path, "an array"))?;
        items
            .iter()
            .enumerate()
            .map(|(i, item)| T::read(item, version, &format!("{}/{}", path, i)))
            .collect()
    }

    fn write(&self, version: usize, path: &str) -> Result<Json, Error> {
        let items = self.iter().enumerate();
        let items = items.map(|(i, item)| item.write(version, &format!("{}/{}", path, i)));
        Ok(Json::Array(items.collect::<Result<_, _>>()?))
    }
}

impl<T: Value> Value for BTreeMap<String, T> {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        object(value, version, path)?
            .iter()
            .map(|(k, v)| Ok((k.clone(), T::read(v, version, &key(path, k))?)))
            .collect()
    }

    fn write(&self, version: usize, path: &str) -> Result<Json, Error> {
        let members = self.iter();
        let members = members.map(|(k, v)| Ok((k.clone(), v.write(version, &key(path, k))?)));
        Ok(Json::Object(members.collect::<Result<_, Error>>()?))
    }
}

impl<T: Value> Value for Box<T> {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        T::read(value, version, path).map(Box::new)
    }

    fn write(&self, version: usize, path: &str) -> Result<Json, Error> {
        (**self).write(version, path)
    }
}

/// A value that may be JSON `null` (`None`).
impl<T: Value> Value for Option<T> {
    fn read(value: &Json, version: usize, path: &str) -> Result<Self, Error> {
        match value {
            Json::Null => Ok(None),
            _ => T::read(value, version, path).map(Some),
        }
    }

    fn write(&self, version: usize, path: &str) -> Result<Json, Error> {
        match self {
            None => Ok(Json::Null),
            Some(value) => value.write(version, path),
        }
    }
}
