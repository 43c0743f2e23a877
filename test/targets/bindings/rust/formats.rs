//! Other deserializers than serde_json's: serde's own value deserializers (`serde::de::value`),
//! which hand over values, not JSON text, as a non-JSON format does. Prints one line each: the
//! value decoded, written back as JSON, or the error as a JSON string. The test compares them
//! with the lines they must be.

use mcpcheck::v2026_07_28 as mcp;
use serde::de::value::{
    Error, F32Deserializer, F64Deserializer, I64Deserializer, MapDeserializer, SeqDeserializer,
    StrDeserializer, U128Deserializer, U64Deserializer, UnitDeserializer,
};
use serde::de::IntoDeserializer;
use serde::Deserialize;

fn main() {
    // Numbers: the value read, written as serde_json writes it.
    print(mcp::Number::deserialize(U64Deserializer::<Error>::new(7)));
    print(mcp::Number::deserialize(I64Deserializer::<Error>::new(-3)));
    print(mcp::Number::deserialize(F64Deserializer::<Error>::new(0.5)));
    print(mcp::Number::deserialize(F64Deserializer::<Error>::new(1e3)));
    print(mcp::Number::deserialize(F32Deserializer::<Error>::new(0.1)));
    print(mcp::Number::deserialize(U128Deserializer::<Error>::new(u128::MAX)));
    print(mcp::Number::deserialize(F64Deserializer::<Error>::new(f64::NAN)));
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
    print(mcp::Json::deserialize(SeqDeserializer::<_, Error>::new([1u64, 2].into_iter())));
    print(mcp::Json::deserialize(UnitDeserializer::<Error>::new()));
    // Unions, enums and records, strictly decoded as from JSON.
    print(mcp::RequestId::deserialize(I64Deserializer::<Error>::new(5)));
    print(mcp::RequestId::deserialize(StrDeserializer::<Error>::new("a")));
    print(mcp::Role::deserialize("user".into_deserializer() as StrDeserializer<Error>));
    let text = MapDeserializer::<_, Error>::new([("type", "text"), ("text", "hi")].into_iter());
    print(mcp::TextContent::deserialize(text));
    let missing = MapDeserializer::<_, Error>::new([("type", "text")].into_iter());
    print(mcp::TextContent::deserialize(missing));
}

fn print<T: serde::Serialize>(value: Result<T, Error>) {
    match value {
        Ok(value) => println!("{}", serde_json::to_string(&value).unwrap()),
        Err(error) => println!("{}", serde_json::json!(error.to_string())),
    }
}
