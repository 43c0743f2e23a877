//! Interop driver: the generated module against the official Rust schema crate
//! (rust-mcp-schema). For each example, ours decode and write it, rust-mcp-schema reads that
//! and writes it back, ours read its text. The test writes dispatch.rs beside this file:
//! `decode(type, text)` (ours) and `theirs(type, text)` (rust-mcp-schema's type of that name).
//!
//! argv[1]: manifest (JSON list of {type, path}). Prints one JSON line per example:
//! {"path", "sdk", "theirs_read", "their_text", "ours_back", "error"}.

mod dispatch;

use serde_json::{json, Value};

fn main() {
    let manifest = std::fs::read_to_string(std::env::args().nth(1).expect("a manifest")).unwrap();
    let cases: Vec<Value> = serde_json::from_str(&manifest).unwrap();
    for case in cases {
        let kind = case["type"].as_str().unwrap();
        let path = case["path"].as_str().unwrap();
        let text = std::fs::read_to_string(path).unwrap();
        let ours = match dispatch::decode(kind, &text) {
            Some(Ok((ours, _))) => ours,
            _ => panic!("{}: ours do not decode it", path),
        };
        let row = match dispatch::theirs(kind, &ours) {
            None => json!({ "path": path, "sdk": null }),
            Some(Err(e)) => json!({ "path": path, "sdk": kind, "theirs_read": false, "error": e }),
            Some(Ok(their_text)) => match dispatch::decode(kind, &their_text) {
                Some(Ok((back, _))) => json!({
                    "path": path, "sdk": kind, "theirs_read": true,
                    "their_text": their_text, "ours_back": back
                }),
                Some(Err(e)) => json!({
                    "path": path, "sdk": kind, "theirs_read": true, "their_text": their_text,
                    "ours_back": null, "error": e.to_string()
                }),
                None => json!({ "path": path, "sdk": null }),
            },
        };
        println!("{}", row);
    }
}
