//! Other deserializers than serde_json's: serde's own value deserializers (`serde::de::value`),
//! which hand over values, not JSON text, as a non-JSON format does; and a serializer that is not
//! serde_json's (`Probe`). Prints one line each: the value decoded, written back as JSON, or the
//! error as a JSON string. The test compares them with the lines they must be.

use mcpcheck::v2026_07_28 as mcp;
use serde::de::value::{
    Error, F32Deserializer, F64Deserializer, I64Deserializer, MapDeserializer, SeqDeserializer,
    StrDeserializer, U128Deserializer, U64Deserializer, UnitDeserializer,
};
use serde::de::IntoDeserializer;
use serde::ser::{Error as _, Impossible};
use serde::{Deserialize, Serialize};

fn main() {
    // Numbers: the value read, written as serde_json writes it.
    print(mcp::Number::deserialize(U64Deserializer::<Error>::new(7)));
    print(mcp::Number::deserialize(I64Deserializer::<Error>::new(-3)));
    print(mcp::Number::deserialize(F64Deserializer::<Error>::new(0.5)));
    print(mcp::Number::deserialize(F64Deserializer::<Error>::new(1e3)));
    print(mcp::Number::deserialize(F32Deserializer::<Error>::new(0.1)));
    print(mcp::Number::deserialize(U128Deserializer::<Error>::new(
        u128::MAX,
    )));
    print(mcp::Number::deserialize(F64Deserializer::<Error>::new(
        f64::NAN,
    )));
    print(mcp::Number::deserialize(StrDeserializer::<Error>::new("1")));
    // A number as serde_json's `arbitrary_precision` hands one over in buffered content: its text.
    let token = "$serde_json::private::Number";
    let number = MapDeserializer::<_, Error>::new([(token, "1e+3")].into_iter());
    print(mcp::Number::deserialize(number));
    // An object that merely has a member of that name stays an object.
    let object = MapDeserializer::<_, Error>::new([(token, "1"), ("b", "y")].into_iter());
    print(mcp::Json::deserialize(object));
    // Any JSON: objects, arrays, null.
    let members = MapDeserializer::<_, Error>::new([("b", "y"), ("a", "x")].into_iter());
    print(mcp::Json::deserialize(members));
    print(mcp::Json::deserialize(SeqDeserializer::<_, Error>::new(
        [1u64, 2].into_iter(),
    )));
    print(mcp::Json::deserialize(UnitDeserializer::<Error>::new()));
    // Unions, enums and records, strictly decoded as from JSON.
    print(mcp::RequestId::deserialize(I64Deserializer::<Error>::new(
        5,
    )));
    print(mcp::RequestId::deserialize(StrDeserializer::<Error>::new(
        "a",
    )));
    print(mcp::Role::deserialize(
        "user".into_deserializer() as StrDeserializer<Error>
    ));
    let text = MapDeserializer::<_, Error>::new([("type", "text"), ("text", "hi")].into_iter());
    print(mcp::TextContent::deserialize(text));
    let missing = MapDeserializer::<_, Error>::new([("type", "text")].into_iter());
    print(mcp::TextContent::deserialize(missing));
    // Written to another format: a number as the integer or float its text is, else serde_json's
    // raw-value struct (only serde_json writes that as the text).
    for text in [
        "7",
        "-3",
        "0.5",
        "1.0",
        "1e3",
        "-0",
        "12345678901234567890123",
    ] {
        print(
            text.parse::<mcp::Number>()
                .unwrap()
                .serialize(Probe)
                .map_err(Error::custom),
        );
    }
}

/// A serializer for a format that is not JSON: it names the scalar it is handed, and refuses
/// anything else by the name of the method.
struct Probe;

type Refused = Impossible<String, Error>;

fn refused(method: &str) -> Result<Refused, Error> {
    Err(Error::custom(method))
}

impl serde::Serializer for Probe {
    type Ok = String;
    type Error = Error;
    type SerializeSeq = Refused;
    type SerializeTuple = Refused;
    type SerializeTupleStruct = Refused;
    type SerializeTupleVariant = Refused;
    type SerializeMap = Refused;
    type SerializeStruct = Refused;
    type SerializeStructVariant = Refused;

    fn serialize_bool(self, v: bool) -> Result<String, Error> {
        Ok(format!("bool {}", v))
    }
    fn serialize_i8(self, v: i8) -> Result<String, Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result<String, Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result<String, Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result<String, Error> {
        Ok(format!("i64 {}", v))
    }
    fn serialize_u8(self, v: u8) -> Result<String, Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<String, Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<String, Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<String, Error> {
        Ok(format!("u64 {}", v))
    }
    fn serialize_f32(self, v: f32) -> Result<String, Error> {
        Ok(format!("f32 {:?}", v))
    }
    fn serialize_f64(self, v: f64) -> Result<String, Error> {
        Ok(format!("f64 {:?}", v))
    }
    fn serialize_char(self, v: char) -> Result<String, Error> {
        Ok(format!("char {}", v))
    }
    fn serialize_str(self, v: &str) -> Result<String, Error> {
        Ok(format!("str {}", v))
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<String, Error> {
        Err(Error::custom("bytes"))
    }
    fn serialize_none(self) -> Result<String, Error> {
        Ok("none".into())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<String, Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<String, Error> {
        Ok("unit".into())
    }
    fn serialize_unit_struct(self, name: &'static str) -> Result<String, Error> {
        Err(Error::custom(format!("unit struct {}", name)))
    }
    fn serialize_unit_variant(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
    ) -> Result<String, Error> {
        Err(Error::custom(format!("unit variant {}", name)))
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        name: &'static str,
        _: &T,
    ) -> Result<String, Error> {
        Err(Error::custom(format!("newtype struct {}", name)))
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<String, Error> {
        Err(Error::custom(format!("newtype variant {}", name)))
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Refused, Error> {
        refused("seq")
    }
    fn serialize_tuple(self, _: usize) -> Result<Refused, Error> {
        refused("tuple")
    }
    fn serialize_tuple_struct(self, name: &'static str, _: usize) -> Result<Refused, Error> {
        refused(&format!("tuple struct {}", name))
    }
    fn serialize_tuple_variant(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Refused, Error> {
        refused(&format!("tuple variant {}", name))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Refused, Error> {
        refused("map")
    }
    fn serialize_struct(self, name: &'static str, _: usize) -> Result<Refused, Error> {
        refused(&format!("struct {}", name))
    }
    fn serialize_struct_variant(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Refused, Error> {
        refused(&format!("struct variant {}", name))
    }
}

fn print<T: Serialize>(value: Result<T, Error>) {
    match value {
        Ok(value) => println!("{}", serde_json::to_string(&value).unwrap()),
        Err(error) => println!("{}", serde_json::json!(error.to_string())),
    }
}
