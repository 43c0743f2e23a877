import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderHostileSpanning } from "./hostile/renderAll.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { lacks } from "../../helpers/toolchain.ts";
import { exampleFiles, projectRoot, readJson, schemaPath, versions } from "../../helpers/paths.ts";
import { available, run, tail } from "./toolchains.ts";
import { strictRoundTrip, writeManifest } from "./wireChecks.ts";
import { moduleName, workDir } from "./output.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.ts";

const spanned = ["2025-11-25", "2026-07-28"];
const cargo = available("cargo");
const drivers = join(projectRoot, "test", "targets", "bindings", "rust");
/** Builds share one target folder (git-ignored scratch space), so serde is compiled once; no network (`--offline`). */
const env = { CARGO_TARGET_DIR: join(workDir, "rust-all-target") };
const bin = (name: string) => join(env.CARGO_TARGET_DIR, "debug", name);

/**
 * dispatch.rs for spanroundtrip.rs: `span` decodes each example's type through the spanning crate as the version
 * asked and encodes it back; `wire` reads and writes the same text with that version's wire module alone.
 */
function spanningDispatch(types: readonly string[], source: string): string {
  const own = [...new Set(types)].sort();
  const spanning = own.filter((t) => source.includes(`\nimpl Spanning for ${t} {`));
  const wire = spanned.flatMap((v) => {
    const declared = new Set(buildPlan(buildModel(readJson(schemaPath(v)))).declarations.map((d) => d.name));
    return own.filter((t) => declared.has(t)).map((t) => `        (${JSON.stringify(v)}, ${JSON.stringify(t)}) => wire!(${moduleName(v)}, ${t}, text),`);
  });
  return `// The spec's examples include types a version deprecates.
#![allow(deprecated)]

use mcp_types as mcp;

macro_rules! wire {
    ($module:ident, $t:ident, $text:expr) => {
        mcp::$module::from_str::<mcp::$module::$t>($text)
            .map(|v| serde_json::to_string(&v).expect("a wire value writes"))
            .map_err(|e| (e.path, e.message))
    };
}

pub fn span(version: &str, kind: &str, text: &str) -> Option<Result<String, mcp::Error>> {
    Some(match kind {
${spanning.map((t) => `        ${JSON.stringify(t)} => round::<mcp::${t}>(version, text),`).join("\n")}
        _ => return None,
    })
}

fn round<T: mcp::Spanning>(version: &str, text: &str) -> Result<String, mcp::Error> {
    let value = mcp::decode::<T>(version, text)?;
    mcp::encode(version, &value)
}

pub fn wire(version: &str, kind: &str, text: &str) -> Option<Result<String, (String, String)>> {
    Some(match (version, kind) {
${wire.join("\n")}
        _ => return None,
    })
}
`;
}

interface Row {
  ok: boolean;
  out?: string;
  error?: string;
  at?: string;
  wire?: string | null;
  wireAt?: string;
}

function driverRows(manifest: string, version: string): Row[] {
  const r = run(bin("spanroundtrip"), [manifest], root, { SPAN_VERSION: version });
  assert.ok(r.ok, tail(r.output));
  return r.output
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Row);
}

let root = "";

test.before(async () => {
  if (!cargo) return;
  const files = await renderFiles({ specs: spanned, targets: ["rust-all"], formatting: "builtin" });
  root = join(writeTemp(files, "mcp-codegen-rust-all-"), "all", "rust");
  mkdirSync(join(root, "src", "bin", "spanroundtrip"), { recursive: true });
  cpSync(join(drivers, "spanroundtrip.rs"), join(root, "src", "bin", "spanroundtrip", "main.rs"));
  cpSync(join(drivers, "spancheck.rs"), join(root, "src", "bin", "spancheck.rs"));
  const source = readFileSync(join(root, "src", "lib.rs"), "utf8");
  writeFileSync(join(root, "src", "bin", "spanroundtrip", "dispatch.rs"), spanningDispatch(exampleFiles().map((e) => e.type), source));
});

test("rust-all: one crate, each version's wire module beside the spanning types at its root; rustfmt clean, cargo build offline", async () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const files = await renderFiles({ specs: spanned, targets: ["rust-all"], formatting: "builtin" });
  assert.equal(files.map((f) => f.path).sort(), [
    "all/rust/Cargo.toml",
    "all/rust/src/lib.rs",
    "all/rust/src/runtime.rs",
    "all/rust/src/spanning.rs",
    "all/rust/src/v2025_11_25.rs",
    "all/rust/src/v2025_11_25/runtime.rs",
    "all/rust/src/v2026_07_28.rs",
    "all/rust/src/v2026_07_28/runtime.rs",
  ]);
  const again = await renderFiles({ specs: spanned, targets: ["rust-all"], formatting: "builtin" });
  assert.equal(again, files, "the same output twice");
  const wire = await renderFiles({ specs: ["2026-07-28"], targets: ["rust"], formatting: "builtin", bindings: { rust: { module: "v{version}" } } });
  const own = files.find((f) => f.path === "all/rust/src/v2026_07_28.rs")!.contents;
  assert.is(own, wire.find((f) => f.path === "2026-07-28/rust/v2026_07_28.rs")!.contents, "a version's wire module is the rust target's output");
  const fmt = run("rustfmt", ["--edition", "2021", "--check", join("src", "lib.rs"), join("src", "spanning.rs"), join("src", "bin", "spancheck.rs")], root);
  assert.ok(fmt.ok, `rustfmt --check:\n${tail(fmt.output)}`);
  const build = run("cargo", ["build", "--offline", "--bins"], root, env);
  assert.ok(build.ok, `cargo build:\n${tail(build.output)}`);
  // What a version deprecates is #[deprecated]: the user's use warns, naming the schema.
  assert.match(build.output, /use of deprecated field `mcp_types::ClientCapabilities::roots`: deprecated in the MCP 2026-07-28 schema/);
  assert.match(build.output, /use of deprecated method `mcp_types::ClientCapabilities::with_roots`: deprecated in the MCP 2026-07-28 schema/);
  // Each field names the versions that have it; a field every version requires is a plain value.
  const source = readFileSync(join(root, "src", "lib.rs"), "utf8");
  assert.match(source, /\n {4}\/\/\/ Only in 2026-07-28\.\n {4}pub result_type: Option<String>,\n/);
  assert.match(source, /\n\/\/\/ Only in 2025-11-25\.\n#\[derive\(Debug, Clone, PartialEq\)\]\npub struct InitializeRequest \{/);
  assert.match(source, /\n {4}pub content: Vec<ContentBlock>,\n/);
  assert.match(source, /\nimpl From<TextContent> for ContentBlock \{\n/);
  assert.match(source, /\npub enum ServerResult \{\n(?: {4}\w+\(\w+\),\n)* {4}CallToolResult\(CallToolResult\),\n/, "a union told apart by shape is an enum of its members");
  assert.match(source, /\npub enum RequestId \{\n {4}String\(String\),\n {4}Integer\(i64\),\n\}\n/, "a union told apart by JSON type is an enum");
  console.log("  rust-all: rustfmt clean, cargo build --offline ok for 2025-11-25 + 2026-07-28 in one crate");
});

test("rust-all: the spec's examples decoded as 2026-07-28 through the spanning crate and re-encoded byte-exact as the wire module writes them", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const r = strictRoundTrip(join(root, ".."), bin("spanroundtrip"), (m) => [m], root);
  const manifest = writeManifest(join(root, ".."), "examples-exact.json", exampleFiles().map((e) => ({ type: e.type, path: e.path })));
  const rows = driverRows(manifest, "2026-07-28");
  const exact = rows.filter((w) => w.ok && w.out === w.wire).length;
  console.log(`  rust-all examples (2026-07-28): ${r.passed} of ${exampleFiles().length} round-tripped, ${exact} byte-exact as the wire module writes them, ${r.refused} refused as schema-invalid at its pointer, ${r.failures.length} failures`);
  assert.equal(r.failures, [], r.failures.join("\n"));
  assert.is(r.passed + r.refused, exampleFiles().length);
  assert.is(exact, r.passed);
});

test("rust-all: every example 2025-11-25's wire module accepts decodes as 2025-11-25 through the spanning crate and is written as that wire module writes it", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const manifest = writeManifest(join(root, ".."), "examples.json", exampleFiles().map((e) => ({ type: e.type, path: e.path })));
  const rows = driverRows(manifest, "2025-11-25");
  const accepted = rows.flatMap((w, i) => (typeof w.wire === "string" ? [i] : []));
  const differs = accepted.filter((i) => !rows[i]!.ok || rows[i]!.out !== rows[i]!.wire).map((i) => `${exampleFiles()[i]!.type}: ${rows[i]!.error ?? rows[i]!.out}`);
  // Where the wire module refuses, the spanning crate refuses at the same pointer.
  const refused = rows.flatMap((w, i) => (w.wireAt !== undefined ? [i] : []));
  const elsewhere = refused.filter((i) => rows[i]!.ok || rows[i]!.at !== rows[i]!.wireAt).map((i) => `${exampleFiles()[i]!.type}: ${rows[i]!.at} vs ${rows[i]!.wireAt}`);
  console.log(`  rust-all examples (2025-11-25): ${accepted.length} of ${rows.length} accepted by its wire module, ${accepted.length - differs.length} of them written alike through the spanning crate; ${refused.length - elsewhere.length} of ${refused.length} refused at the same pointer`);
  assert.equal(differs, [], differs.join("\n"));
  assert.equal(elsewhere, [], elsewhere.join("\n"));
  assert.ok(accepted.length > 50, `${accepted.length} accepted`);
});

test("rust-all: a 2025-11-25 message; a version-only field marked, refused where its version lacks it (with its pointer), kept as an unknown key; constants defaulted per version", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const r = run(bin("spancheck"), [], root);
  assert.ok(r.ok, r.output);
  const lines = r.output.trim().split("\n");
  for (const l of lines) console.log(`  ${l}`);
  assert.equal(lines, [
    "2025-11-25 round trip: true",
    'content block: TextContent "x"',
    'unknown key: field none true, written back {"content":[],"resultType":"complete"}',
    "resultType versions: 2026-07-28",
    '2026-07-28: {"content":[],"resultType":"complete"}',
    "2025-11-25 refuses: at /resultType (CallToolResult.resultType is only in 2026-07-28)",
    'tag defaulted: {"content":[{"text":"hi","type":"text"}]}',
    'constants per version: {"id":1,"jsonrpc":"2.0","method":"roots/list"} {"method":"roots/list"}',
    'extra keys: {"_meta":{},"content":[],"x":1.50}',
    "wire check: at /content/0/text",
    "missing construct: true",
    "unknown version: true",
    "server result: CallToolResult, 1 block",
    "server result written: true",
    'server result built: {"content":[{"text":"hi","type":"text"}]}',
    "member only in 2025-11-25: true, refused as 2026-07-28 true",
    'deprecated field: {"roots":{}}',
  ]);
});

test("rust-all: cargo clippy -D warnings is clean on the crate", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const clippy = run("cargo", ["clippy", "--offline", "--quiet", "--lib", "--", "-D", "warnings"], root, env);
  assert.ok(clippy.ok, `cargo clippy:\n${tail(clippy.output)}`);
  console.log("  rust-all: cargo clippy -D warnings clean for 2025-11-25 + 2026-07-28 in one crate");
});

test("rust-all: bindings.rust.module names the crate and each version's wire module; an illegal name is refused", async () => {
  const named = await renderFiles({ specs: spanned, targets: ["rust-all"], formatting: "builtin", bindings: { rust: { module: "sdk_{version}" } } });
  assert.ok(named.some((f) => f.path === "all/rust/src/sdk_2025_11_25.rs"));
  assert.match(named.find((f) => f.path === "all/rust/Cargo.toml")!.contents, /^name = "sdk"$/m);
  assert.match(named.find((f) => f.path === "all/rust/src/lib.rs")!.contents, /^pub mod sdk_2026_07_28;$/m);
  try {
    await renderFiles({ specs: spanned, targets: ["rust-all"], formatting: "builtin", bindings: { rust: { module: "serde{version}" } } });
    assert.unreachable("serde is a crate the generated code uses");
  } catch (error) {
    assert.match(String(error), /bindings\.rust\.module/);
  }
});

test("rust-all over all six versions: rustfmt clean and cargo build passes", async () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const files = await renderFiles({ specs: [...versions], targets: ["rust-all"], formatting: "builtin" });
  const out = join(writeTemp(files, "mcp-codegen-rust-all-six-"), "all", "rust");
  const fmt = run("rustfmt", ["--edition", "2021", "--check", join("src", "lib.rs")], out);
  assert.ok(fmt.ok, `rustfmt --check:\n${tail(fmt.output)}`);
  const build = run("cargo", ["build", "--offline", "--lib"], out, env);
  assert.ok(build.ok, `cargo build:\n${tail(build.output)}`);
  // 2024-11-05 calls the "ref/resource" member ResourceReference, later versions ResourceTemplateReference.
  assert.match(readFileSync(join(out, "src", "lib.rs"), "utf8"), /\npub type CompleteRequestParamsRef = Json;\n/);
  console.log(`  rust-all: rustfmt clean, cargo build --offline ok for ${versions.length} versions in one crate`);
});

test("rust-all over a hostile schema: rustfmt clean and cargo build passes (the payloads stay in literals and comments)", async () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const out = await renderHostileSpanning("rust-all");
  const fmt = run("rustfmt", ["--edition", "2021", "--check", join("src", "lib.rs")], out);
  assert.ok(fmt.ok, `rustfmt --check:\n${tail(fmt.output)}`);
  const build = run("cargo", ["build", "--offline", "--lib"], out, env);
  assert.ok(build.ok, `cargo build:\n${tail(build.output)}`);
});

test.run();
