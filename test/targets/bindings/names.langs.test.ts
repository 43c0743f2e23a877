import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lacks } from "../../helpers/toolchain.js";
import { workDir } from "./output.js";
import { cargoToml } from "../../../generator/targets/bindings/rust/spanningTarget.js";
import { available, run, tail } from "./toolchains.js";
import { freshDir, messagePath, messageValue, placeFiles, renderTwo, twoVersions } from "./names/twoVersions.js";

/**
 * Python, Go and Rust: 2025-11-25 and 2026-07-28 under the option `bindings.<lang>`, side by side in one
 * interpreter, module or crate; one program decodes the same message with each version and writes it back.
 */

/** Each output line: the decoded value's type, a tab, its JSON as the version's types write it. */
function decodedLines(output: string): { type: string; json: unknown }[] {
  return output.trim().split("\n").map((line) => {
    const [type, json] = line.split("\t");
    return { type: type!, json: JSON.parse(json!) };
  });
}

function assertDecoded(output: string, types: string[]): void {
  const lines = decodedLines(output);
  assert.equal(lines.map((l) => l.type), types);
  for (const l of lines) assert.equal(l.json, messageValue, l.type);
}

test("python: two versions' packages, named by the option, import in one interpreter", async () => {
  const python = available("python3") && run("python3", ["-c", "import pydantic"], process.cwd()).ok;
  if (lacks(python, "python: python3 with pydantic not found")) return;
  const root = freshDir(join(workDir, "names-python"));
  const files = await renderTwo("python", { python: { package: "mcp_types_v{version}" } });
  assert.equal(
    files.map((f) => f.path).filter((p) => p.endsWith("__init__.py")),
    twoVersions.map((v) => `${v}/python/mcp_types_v${v.replace(/-/g, "_")}/__init__.py`),
  );
  placeFiles(root, "python", files, () => "");
  writeFileSync(join(root, "names.py"), pythonProgram);
  // -E -s: neither PYTHONPATH nor user site-packages; the script's folder holds both packages.
  const r = run("python3", ["-E", "-s", join(root, "names.py"), messagePath], root);
  assert.ok(r.ok, tail(r.output));
  assertDecoded(r.output, ["mcp_types_v2025_11_25.CallToolRequest", "mcp_types_v2026_07_28.CallToolRequest"]);
});

test("go: two packages, named by the option, in one module; go vet clean", async () => {
  if (lacks(available("go", "version"), "go: go not found")) return;
  const root = freshDir(join(workDir, "names-go"));
  const files = await renderTwo("go", { go: { package: "mcp{version}" } });
  // A Go package is its folder: each version's package in a folder of its name.
  placeFiles(root, "go", files, (v) => `mcp${v.replace(/-/g, "")}`);
  writeFileSync(join(root, "go.mod"), "module namescheck\n\ngo 1.24\n");
  mkdirSync(join(root, "cmd", "names"), { recursive: true });
  writeFileSync(join(root, "cmd", "names", "main.go"), goProgram);
  const offline = { GOFLAGS: "-mod=mod", GOPROXY: "off", GOSUMDB: "off" };
  const fmt = run("gofmt", ["-l", "."], root);
  assert.ok(fmt.ok && fmt.output.trim() === "", `gofmt -l:\n${fmt.output}`);
  const vet = run("go", ["vet", "./..."], root, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
  const r = run("go", ["run", "./cmd/names", messagePath], root, offline);
  assert.ok(r.ok, tail(r.output));
  assertDecoded(r.output, ["*mcp20251125.CallToolRequest", "*mcp20260728.CallToolRequest"]);
});

test("rust: two modules, named by the option, in one crate", async () => {
  if (lacks(available("cargo"), "rust: cargo not found")) return;
  const root = freshDir(join(workDir, "names-rust"));
  const files = await renderTwo("rust", { rust: { module: "{version}" } });
  assert.equal(files.map((f) => f.path).sort(), twoVersions.flatMap((v) => {
    const module = `v${v.replace(/-/g, "_")}`;
    return [`${v}/rust/${module}.rs`, `${v}/rust/${module}/runtime.rs`];
  }));
  placeFiles(join(root, "src"), "rust", files, () => "");
  writeFileSync(join(root, "Cargo.toml"), cargoToml("namescheck"));
  writeFileSync(join(root, "src", "main.rs"), rustProgram);
  const build = run("cargo", ["build", "--offline", "--quiet"], root);
  assert.ok(build.ok, `cargo build:\n${tail(build.output)}`);
  const r = run(join(root, "target", "debug", "namescheck"), [messagePath], root);
  assert.ok(r.ok, tail(r.output));
  assertDecoded(r.output, ["namescheck::v2025_11_25::CallToolRequest", "namescheck::v2026_07_28::CallToolRequest"]);
});

const pythonProgram = `"""Decodes one message with each version's package and writes it back."""

import sys

import mcp_types_v2025_11_25 as older
import mcp_types_v2026_07_28 as newer

with open(sys.argv[1], encoding="utf-8") as f:
    text = f.read()
for module in (older, newer):
    value = module.parse_message(text)
    print(f"{type(value).__module__}.{type(value).__qualname__}\\t{module.encode(value)}")
`;

const goProgram = `// Command names decodes one message with each version's package and writes it back.
package main

import (
\t"encoding/json"
\t"fmt"
\t"os"

\t"namescheck/mcp20251125"
\t"namescheck/mcp20260728"
)

func main() {
\tdata, err := os.ReadFile(os.Args[1])
\tif err != nil {
\t\tpanic(err)
\t}
\tolder, err := mcp20251125.ParseMessage(data)
\tif err != nil {
\t\tpanic(err)
\t}
\tnewer, err := mcp20260728.ParseMessage(data)
\tif err != nil {
\t\tpanic(err)
\t}
\tfor _, value := range []any{older, newer} {
\t\ttext, err := json.Marshal(value)
\t\tif err != nil {
\t\t\tpanic(err)
\t\t}
\t\tfmt.Printf("%T\\t%s\\n", value, text)
\t}
}
`;

const rustProgram = `//! Decodes one message with each version's module and writes it back.
mod v2025_11_25;
mod v2026_07_28;

fn main() {
    let path = std::env::args().nth(1).expect("a message file");
    let text = std::fs::read_to_string(path).expect("readable");
    let older = match v2025_11_25::parse_message(&text).expect("2025-11-25 decodes it") {
        v2025_11_25::Message::CallToolRequest(request) => request,
        other => panic!("not a tools/call request: {other:?}"),
    };
    let newer = match v2026_07_28::parse_message(&text).expect("2026-07-28 decodes it") {
        v2026_07_28::Message::CallToolRequest(request) => request,
        other => panic!("not a tools/call request: {other:?}"),
    };
    println!("{}\\t{}", std::any::type_name_of_val(&older), serde_json::to_string(&older).unwrap());
    println!("{}\\t{}", std::any::type_name_of_val(&newer), serde_json::to_string(&newer).unwrap());
}
`;

test.run();
