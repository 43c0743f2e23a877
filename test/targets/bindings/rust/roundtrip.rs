//! Round trip driver: decode each case as its type with the generated module, encode it back.
//! The test writes dispatch.rs beside this file: `decode(type, text)` for every case type.
//!
//! argv[1]: manifest (JSON list of {type, path} or {type, text}). Prints one JSON line per
//! case: {"path", "ok", "out", "member"} or {"path", "ok": false, "error", "at"} (with "id" and
//! "method" for a method the version lacks).

mod dispatch;

use serde_json::{json, Value};

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
