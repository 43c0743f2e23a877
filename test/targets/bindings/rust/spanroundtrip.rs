//! Round trip driver over the version-spanning crate: each case decoded as its type through the
//! spanning layer as SPAN_VERSION (default 2026-07-28) and encoded back through it; beside it,
//! what that version's wire module alone writes for the same text. The test writes dispatch.rs.
//!
//! argv[1]: manifest (JSON list of {type, path}). Prints one JSON line per case: {"path", "ok",
//! "out", "wire"} or {"path", "ok": false, "error", "at", "wire"}; "wire" is null where the wire
//! module refuses the text (its pointer in "wireAt") or lacks the type.

mod dispatch;

use serde_json::{json, Value};

fn main() {
    let version = std::env::var("SPAN_VERSION").unwrap_or_else(|_| "2026-07-28".to_string());
    let manifest = std::fs::read_to_string(std::env::args().nth(1).expect("a manifest")).unwrap();
    let cases: Vec<Value> = serde_json::from_str(&manifest).unwrap();
    for case in cases {
        let kind = case["type"].as_str().unwrap();
        let text = std::fs::read_to_string(case["path"].as_str().unwrap()).unwrap();
        let mut row = match dispatch::span(&version, kind, &text) {
            Some(Ok(out)) => json!({ "ok": true, "out": out }),
            Some(Err(e)) => json!({ "ok": false, "error": e.to_string(), "at": e.path() }),
            None => json!({ "ok": false, "error": "no decoder" }),
        };
        row["path"] = json!(case.get("path"));
        match dispatch::wire(&version, kind, &text) {
            Some(Ok(out)) => row["wire"] = json!(out),
            Some(Err((at, _))) => row["wireAt"] = json!(at),
            None => row["wire"] = Value::Null,
        }
        println!("{}", row);
    }
}
