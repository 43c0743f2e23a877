//! Construction driver: values built with the generated module's idioms (`new` with the
//! required fields, chained `with_` setters, `Default`, `From` a member into its union), printed
//! as JSON, one line each; the test compares them with the JSON they must be. The last lines use
//! deprecated definitions: the build must warn about them here, in the user's code.

use mcpcheck::v2026_07_28 as mcp;

fn main() {
    // A constant tag is not passed: TextContent needs its text only.
    print(&mcp::TextContent::new("hi"));
    // Optional fields by chained setters; a record whose fields are all optional by Default.
    let annotated = mcp::TextContent::new("hi").with_annotations(
        mcp::Annotations::default()
            .with_priority(mcp::Number::from_f64(0.5).unwrap())
            .with_audience(vec![mcp::Role::User]),
    );
    print(&annotated);
    // A member into its union, by From.
    let block: mcp::ContentBlock = annotated.into();
    let structured = mcp::Json::parse(r#"{"n":1e3}"#).unwrap();
    let result = mcp::CallToolResult::new(vec![block, mcp::TextContent::new("two").into()], "complete")
        .with_structured_content(structured)
        .with_is_error(false);
    print(&result);
    let by_number: mcp::RequestId = 7i64.into();
    let by_text: mcp::RequestId = String::from("a").into();
    print(&by_number);
    print(&by_text);
    print(&mcp::ServerCapabilities::default());
    // serde's entry from a serde_json::Value, as an SDK reads a message's parts.
    let value = serde_json::json!({"type": "text", "text": "from a value", "annotations": {}});
    let read: mcp::TextContent = serde_json::from_value(value).unwrap();
    print(&read);
    // Number text: JSON's grammar only, kept as written; integers and floats as asked.
    let texts = ["1e3", "-0", "01", "1.", "+1", ".5", "1e", "0x1", " 1"];
    print(&texts.map(|t| t.parse::<mcp::Number>().is_ok()));
    let big: mcp::Number = "12345678901234567890123".parse().unwrap();
    let exp: mcp::Number = "1E+3".parse().unwrap();
    print(&(big.as_i64(), exp.as_f64(), exp.is_integer(), mcp::Number::from(7u8), exp));
    // Deprecated in 2026-07-28: a type and a field.
    print(&mcp::LoggingLevel::Info);
    print(&mcp::ClientCapabilities::default().roots);
}

fn print<T: serde::Serialize>(value: &T) {
    println!("{}", serde_json::to_string(value).unwrap());
}
