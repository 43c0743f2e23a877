import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import { hostileInstanceText, hostileSchema, marker } from "./hostile/schema.js";
import { workDir, writeFiles } from "./output.js";
import { available, run, tail } from "./toolchains.js";
import { lacks } from "../../helpers/toolchain.js";
import { canonicalJson } from "./wireJson.js";

/**
 * Issue 12 for the plan-rendered bindings: a schema whose names and descriptions try to end
 * every string, tag and comment (backticks, quotes, `*\/`, `"""`, NUL, BOM, bidi controls, CR,
 * U+2028, Go directives, 100,000-character names, keywords as fields) generates Python, Go and
 * Rust that format clean, compile, keep every payload inside a comment or a literal, and
 * round-trip an instance using each hostile wire name.
 */
const root = join(workDir, "hostile");
let files: OutputFile[] = [];
const text = hostileInstanceText();
const own = (lang: string) => files.filter((f) => f.path.startsWith(`hostile/${lang}/`)).map((f) => ({ path: f.path.slice(`hostile/${lang}/`.length), contents: f.contents }));

test.before(async () => {
  mkdirSync(root, { recursive: true });
  const schema = join(root, "hostile.json");
  writeFileSync(schema, JSON.stringify(hostileSchema));
  files = await render(resolveOptions({ schemas: [schema], targets: ["python", "go", "rust"], download: false }));
  writeFileSync(join(root, "instance.json"), text);
});

/** Every line holding the marker has it inside a string literal or after `//` (the builders write single-line literals). */
function markerOnlyInLiterals(source: string, language: "go" | "rust"): string[] {
  const literal = language === "go" ? /"(?:[^"\\\n]|\\.)*"|`[^`\n]*`/g : /"(?:[^"\\\n]|\\.)*"/g;
  return source
    .split("\n")
    .filter((line) => line.includes(marker))
    .filter((line) => {
      const code = line.replace(literal, '""');
      const comment = code.indexOf("//");
      const bare = comment >= 0 ? code.slice(0, comment) : code;
      return bare.includes(marker);
    });
}

test("hostile schema: nothing from the input escapes its literal or comment (every language)", () => {
  assert.ok(files.length >= 7, `${files.length} files`);
  for (const f of files) {
    assert.not.match(f.contents, /[\u0000\u202a-\u202e\u2066-\u2069\ufeff\u2028\u2029\r]/, `${f.path}: no invisible or line-breaking character`);
  }
  const go = own("go").find((f) => f.path === "mcp.go")!.contents;
  const rust = own("rust").find((f) => f.path === "mcp_types.rs")!.contents;
  assert.equal(markerOnlyInLiterals(go, "go"), [], "go");
  assert.equal(markerOnlyInLiterals(rust, "rust"), [], "rust");
  assert.not.match(go, /^\/\/go:/m, "no Go directive");
  assert.ok(go.includes('`json:"-"`'), "a wire name that is no tag name gets none");
  assert.ok(rust.includes("pub r#await: i64,"), "a keyword field is a raw identifier");
});

test("hostile schema: Python imports, is ruff-format clean, keeps the payloads in strings, round-trips the instance", () => {
  if (lacks(available("python3"), "hostile python: python3 not found")) return;
  const dir = join(root, "python");
  writeFiles(dir, own("python"));
  const check = `
import ast, sys, pathlib
import mcp_codegen_types as m
source = pathlib.Path(m.__file__).read_text()
for node in ast.walk(ast.parse(source)):
    for field in ("id", "name", "attr", "arg"):
        value = getattr(node, field, None)
        if isinstance(value, str) and ${JSON.stringify(marker)} in value:
            sys.exit("marker outside a string: " + value)
text = open(sys.argv[1]).read()
print(m.encode(m.decode(m.Hostile, text)))
`;
  const r = run("python3", ["-c", check, join(root, "instance.json")], dir);
  assert.ok(r.ok, tail(r.output));
  assert.is(canonicalJson(r.output.trim()), canonicalJson(text));
  if (!lacks(run("python3", ["-m", "ruff", "--version"], dir).ok, "hostile python: ruff not installed (the format check)")) {
    const fmt = run("python3", ["-m", "ruff", "format", "--check", "."], dir);
    assert.ok(fmt.ok, tail(fmt.output));
  }
});

test("hostile schema: Go is gofmt-clean, passes vet, runs (no injected init) and round-trips the instance", () => {
  if (lacks(available("go", "version"), "hostile go: go not found")) return;
  const dir = join(root, "go");
  writeFiles(dir, [
    ...own("go").map((f) => ({ path: `mcp/${f.path}`, contents: f.contents })),
    { path: "go.mod", contents: "module hostile\n\ngo 1.24\n" },
    {
      path: "main.go",
      contents: `package main\n\nimport (\n\t"encoding/json"\n\t"fmt"\n\t"os"\n\n\t"hostile/mcp"\n)\n\nfunc main() {\n\tdata, _ := os.ReadFile(os.Args[1])\n\tvar v mcp.Hostile\n\tif err := json.Unmarshal(data, &v); err != nil {\n\t\tpanic(err)\n\t}\n\tout, err := json.Marshal(v)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Print(string(out))\n}\n`,
    },
  ]);
  const fmt = run("gofmt", ["-l", "mcp"], dir);
  assert.is(fmt.output.trim(), "", `gofmt: ${fmt.output}`);
  const vet = run("go", ["vet", "./..."], dir, { GOFLAGS: "-mod=mod", GOPROXY: "off" });
  assert.ok(vet.ok, tail(vet.output));
  const r = run("go", ["run", ".", join(root, "instance.json")], dir, { GOFLAGS: "-mod=mod", GOPROXY: "off" });
  assert.ok(r.ok, tail(r.output));
  assert.is(canonicalJson(r.output.trim()), canonicalJson(text));
});

test("hostile schema: Rust is rustfmt-clean, compiles and round-trips the instance", () => {
  if (lacks(available("cargo"), "hostile rust: cargo not found")) return;
  const dir = join(root, "rust");
  writeFiles(dir, [
    ...own("rust").map((f) => ({ path: `src/${f.path}`, contents: f.contents })),
    { path: "Cargo.toml", contents: `[package]\nname = "hostile"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\nserde = "1"\nserde_json = { version = "1", features = ["raw_value"] }\n` },
    {
      path: "src/main.rs",
      contents: `mod mcp_types;\n\nfn main() {\n    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();\n    let value: mcp_types::Hostile = mcp_types::from_str(&text).unwrap();\n    print!("{}", serde_json::to_string(&value).unwrap());\n}\n`,
    },
  ]);
  const fmt = run("rustfmt", ["--edition", "2021", "--check", "src/mcp_types.rs"], dir);
  assert.ok(fmt.ok, tail(fmt.output));
  // Shares the round-trip crate's build folder: serde and serde_json are compiled once.
  const target = { CARGO_TARGET_DIR: join(workDir, "rust-plan", "target") };
  const build = run("cargo", ["build", "--offline", "--quiet"], dir, target);
  assert.ok(build.ok, tail(build.output));
  const r = run(join(workDir, "rust-plan", "target", "debug", "hostile"), [join(root, "instance.json")], dir);
  assert.ok(r.ok, tail(r.output));
  assert.is(canonicalJson(r.output.trim()), canonicalJson(text));
  void readFileSync;
});

test.run();
