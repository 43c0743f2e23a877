import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../../generator/config/loadConfig.js";
import { mergeConfig } from "../../../generator/config/mergeConfig.js";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import { projectRoot, schemasDir } from "../../helpers/paths.js";
import { lacks } from "../../helpers/toolchain.js";
import { workDir, writeFiles } from "./output.js";
import { available, run, tail } from "./toolchains.js";

/**
 * go-sdk's names through the overlay (examples/go-sdk/): the overlay is applied to the IR, so the Go
 * bindings declare `CallToolParams` (not `CallToolRequestParams`) and `ToolCapabilities` (not the
 * lifted `ServerCapabilitiesTools`), refer to them everywhere, and still pass gofmt, go vet and go build.
 */
const example = join(projectRoot, "examples", "go-sdk");
const root = join(workDir, "go-sdk-names");
const go = available("go", "version");
const offline = { GOFLAGS: "-mod=mod", GOPROXY: "off", GOSUMDB: "off" };

interface Entry {
  kind: string;
  reason?: string;
  definition?: string;
  to?: string;
  name?: string;
  versions?: string[];
}
const entries = (JSON.parse(readFileSync(join(example, "overlay.json"), "utf8")) as { entries: Entry[] }).entries;

test("go-sdk overlay: every entry gives its reason; it renames params and names capability objects", () => {
  assert.ok(entries.length >= 10, `${entries.length} entries`);
  for (const e of entries) assert.ok(typeof e.reason === "string" && e.reason.length > 20, `${JSON.stringify(e)} has a reason`);
  assert.ok(entries.some((e) => e.kind === "rename" && e.definition === "CallToolRequestParams" && e.to === "CallToolParams"));
  assert.ok(entries.some((e) => e.kind === "name-inline" && e.name === "ToolCapabilities"));
});

test("go-sdk overlay: the Go output uses go-sdk's names and still builds (gofmt, go vet, go build)", async () => {
  const options = resolveOptions({ ...mergeConfig(await loadConfig(join(example, "mcp-codegen.config.json")), {}), schemaDir: schemasDir, download: false });
  const files = await render(options);
  const source = files.find((f) => f.path === "2025-11-25/go/mcp.go")?.contents ?? "";
  const declared = (name: string) => new RegExp(`^type ${name} `, "m").test(source);
  // The names this config's version (2025-11-25) gets: entries limited to 2026-07-28 serve the go-all config.
  for (const e of entries.filter((x) => (x.kind === "rename" || x.kind === "name-inline") && (x.versions ?? ["2025-11-25"]).includes("2025-11-25"))) {
    const name = e.kind === "rename" ? e.to! : e.name!;
    assert.ok(declared(name), `declares ${name}`);
    if (e.kind === "rename") assert.not.match(source, new RegExp(`\\b${e.definition}\\b`), `${e.definition} is gone`);
  }
  for (const lifted of ["ServerCapabilitiesTools", "ServerCapabilitiesPrompts", "ClientCapabilitiesRoots"]) assert.not.ok(declared(lifted), `${lifted} is not lifted`);
  assert.match(source, /^\tParams CallToolParams `json:"params"`$/m, "CallToolRequest.Params refers to the new name");
  assert.match(source, /^\tTools \*ToolCapabilities `json:"tools,omitempty"`$/m, "ServerCapabilities.Tools is the named struct");
  if (lacks(go, "go: go not found")) return;
  writeFiles(join(root, "mcp"), files.filter((f) => f.path.startsWith("2025-11-25/go/")).map((f) => ({ path: f.path.slice("2025-11-25/go/".length), contents: f.contents })));
  writeFileSync(join(root, "go.mod"), "module gosdknames\n\ngo 1.24\n");
  const fmt = run("gofmt", ["-l", "mcp"], root);
  assert.is(fmt.output.trim(), "", `gofmt would change:\n${fmt.output}`);
  const vet = run("go", ["vet", "./..."], root, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
  const build = run("go", ["build", "./..."], root, offline);
  assert.ok(build.ok, `go build:\n${tail(build.output)}`);
  console.log(`  go-sdk names: ${entries.length} overlay entries, each name declared and used; gofmt, go vet, go build ok`);
});

test.run();
