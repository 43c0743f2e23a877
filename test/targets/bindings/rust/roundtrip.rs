//! Round trip driver: decode each case as its type with the generated module, encode it back.
//! The test writes dispatch.rs beside this file: `decode(type, text)` for every case type.
//!
//! argv[1]: manifest (JSON list of {type, path} or {type, text}). Prints one JSON line per
//! case: {"path", "ok", "out", "member"} or {"path", "ok": false, "error", "at"} (with "id" and
//! "method" for a method the version lacks).

mod dispatch;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// A user's union holding one of ours, as rmcp's `JsonRpcMessage` and rust-mcp-schema's unions
/// are declared: serde buffers the value (its `Content`) and tries each member on the buffer.
#[derive(Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Either<T> {
    A(T),
    B(Other),
}

/// The other member: an object with a key no example has.
#[derive(Debug, Serialize, Deserialize)]
pub struct Other {
    #[serde(rename = "x-other")]
    pub other: bool,
}

/// A user's struct around one of ours, as rmcp's `JsonRpcRequest` holds its request
/// (`#[serde(flatten)]`): the members its own fields do not take are buffered and handed to ours.
#[derive(Debug, Serialize, Deserialize)]
pub struct Wrapped<T> {
    #[serde(rename = "x-trace", default, skip_serializing_if = "Option::is_none")]
    pub trace: Option<String>,
    #[serde(flatten)]
    pub inner: T,
}

fn main() {
    let manifest = std::fs::read_to_string(std::env::args().nth(1).expect("a manifest")).unwrap();
    let cases: Vec<Value> = serde_json::from_str(&manifest).unwrap();
    for case in cases {
        let kind = case["type"].as_str().unwrap();
        let text = match case.get("text") {
            Some(Value::String(text)) => text.clone(),
            _ => std::fs::read_to_string(case["path"].as_str().unwrap()).unwrap(),
        };
        let row = match dispatch::decode(kind, &text) {
            Some(Ok((out, member))) => {
                json!({ "path": case.get("path"), "ok": true, "out": out, "member": member })
            }
            Some(Err(e)) => {
                let mut row = dispatch::failure(&e);
                row["path"] = json!(case.get("path"));
                row["ok"] = json!(false);
                row
            }
            None => json!({ "path": case.get("path"), "ok": false, "error": "no decoder" }),
        };
        println!("{}", row);
    }
}
