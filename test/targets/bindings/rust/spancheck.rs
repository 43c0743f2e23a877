//! Exercises the version-spanning crate (the crate root of rust-all's output): one line per
//! check, "name: result", read by rustSpanning.test.ts. Uses a deprecated field on purpose: the
//! test reads cargo's warning for it.

use mcp_types::ServerResult;
use mcp_types::{decode, encode, field_versions, Error, Json, Number};
use mcp_types::{CallToolResult, ClientCapabilities, ContentBlock, ListRootsRequest, TextContent};
use std::collections::BTreeMap;

fn main() {
    // A 2025-11-25 message, byte for byte (number text included), checked by that version's wire module.
    let old =
        r#"{"content":[{"text":"x","type":"text"}],"isError":false,"structuredContent":{"n":1e3}}"#;
    let result: CallToolResult = decode("2025-11-25", old).expect("decode 2025-11-25");
    let out = encode("2025-11-25", &result).expect("encode 2025-11-25");
    println!("2025-11-25 round trip: {}", out == old);
    // A tagged union is an enum of the member structs, as rmcp's content.
    match &result.content[0] {
        ContentBlock::TextContent(text) => println!("content block: TextContent {:?}", text.text),
        other => println!("content block: {:?}", other),
    }

    // Decoded as 2025-11-25, a 2026-07-28 field is an unknown key there: kept as one, not the field.
    let read: CallToolResult =
        decode("2025-11-25", r#"{"content":[],"resultType":"complete"}"#).expect("decode");
    let out = encode("2025-11-25", &read).expect("encode unknown key");
    println!(
        "unknown key: field none {}, written back {}",
        read.result_type.is_none(),
        out
    );

    // A field only 2026-07-28 has: marked, written as 2026-07-28, refused as 2025-11-25 at its pointer.
    let value = CallToolResult {
        result_type: Some("complete".into()),
        ..Default::default()
    };
    let versions = field_versions::<CallToolResult>("resultType");
    println!("resultType versions: {}", versions.join(", "));
    println!(
        "2026-07-28: {}",
        encode("2026-07-28", &value).expect("encode 2026-07-28")
    );
    match encode("2025-11-25", &value) {
        Err(Error::Version { path, reason, .. }) => {
            println!("2025-11-25 refuses: at {} ({})", path, reason)
        }
        other => println!("2025-11-25 refuses: no, {:?}", other),
    }

    // Construction is lax: a constant tag is filled in, None is absent; `new` and `with_` build.
    let hi = CallToolResult::new(vec![TextContent::new("hi").into()]);
    println!(
        "tag defaulted: {}",
        encode("2025-11-25", &hi).expect("encode")
    );
    // A constant only 2025-11-25 requires (an embedded request's jsonrpc) is written there only.
    let roots = ListRootsRequest::default().with_id(1i64);
    let bare = ListRootsRequest::default();
    println!(
        "constants per version: {} {}",
        encode("2025-11-25", &roots).expect("encode 2025-11-25"),
        encode("2026-07-28", &bare).expect("encode 2026-07-28"),
    );
    // Keys no field declares are written back (the wire type orders them), number text kept.
    let mut extra = BTreeMap::new();
    extra.insert(
        "x".to_string(),
        Json::Number("1.50".parse::<Number>().unwrap()),
    );
    let with_extra = CallToolResult {
        meta: Some(Default::default()),
        extra,
        ..Default::default()
    };
    println!(
        "extra keys: {}",
        encode("2025-11-25", &with_extra).expect("encode")
    );

    // The version's wire module checks what is decoded: its error, with the JSON pointer.
    match decode::<CallToolResult>("2025-11-25", r#"{"content":[{"type":"text"}]}"#) {
        Err(error @ Error::Decode { .. }) => println!("wire check: at {}", error.path()),
        other => println!("wire check: no, {:?}", other),
    }
    // A construct one version lacks, and a version not spanned.
    let missing = decode::<mcp_types::InitializeRequest>("2026-07-28", "{}");
    println!(
        "missing construct: {}",
        matches!(missing, Err(Error::Version { .. }))
    );
    let unknown = decode::<CallToolResult>("2024-11-05", "{}");
    println!(
        "unknown version: {}",
        matches!(unknown, Err(Error::Version { .. }))
    );

    // A union told apart by shape is an enum of its members: the one the version's wire module picks.
    let text = r#"{"content":[{"text":"x","type":"text"}],"resultType":"complete"}"#;
    let server: ServerResult = decode("2026-07-28", text).expect("decode ServerResult");
    match &server {
        ServerResult::CallToolResult(result) => {
            println!(
                "server result: CallToolResult, {} block",
                result.content.len()
            )
        }
        other => println!("server result: {:?}", other),
    }
    println!(
        "server result written: {}",
        encode("2026-07-28", &server).expect("encode ServerResult") == text
    );
    let built = ServerResult::from(CallToolResult::new(vec![TextContent::new("hi").into()]));
    println!(
        "server result built: {}",
        encode("2025-11-25", &built).expect("encode built ServerResult")
    );
    // A member only 2025-11-25 has: read as 2025-11-25, refused as 2026-07-28.
    let init = r#"{"capabilities":{},"protocolVersion":"2025-11-25","serverInfo":{"name":"s","version":"1"}}"#;
    let old: ServerResult = decode("2025-11-25", init).expect("decode InitializeResult");
    println!(
        "member only in 2025-11-25: {}, refused as 2026-07-28 {}",
        matches!(old, ServerResult::InitializeResult(_)),
        matches!(encode("2026-07-28", &old), Err(Error::Version { .. }))
    );

    // What a version deprecates is #[deprecated]: this use warns at compile time.
    let capabilities = ClientCapabilities {
        roots: Some(Default::default()),
        ..Default::default()
    };
    // A deprecated field's setter warns too.
    let built =
        ClientCapabilities::default().with_roots(mcp_types::ClientCapabilitiesRoots::default());
    assert_eq!(built, capabilities);
    println!(
        "deprecated field: {}",
        encode("2025-11-25", &capabilities).expect("encode")
    );
}
