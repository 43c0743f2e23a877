import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { renderGo } from "../../../generator/targets/bindings/go/render.js";
import { projectRoot } from "../../helpers/paths.js";
import { lacks } from "../../helpers/toolchain.js";
import { goDecoders } from "./go/harness.js";
import { overlaidModel, overlayCases, overlayTypes, overlayVersion } from "./overlayKinds.js";
import { patchedModel } from "./plan/models.js";
import { workDir, writeFiles } from "./output.js";
import { available, run, tail } from "./toolchains.js";
import { canonicalJson } from "./wireJson.js";

/**
 * The overlay's reading kinds in Go (object-policy ignore, null-absent, loosen onInvalid): 2026-07-28's
 * package built twice, plain and overlaid, and the fixture's messages decoded by both with the round-trip driver.
 */
const root = join(workDir, "go-overlay");
const go = available("go", "version");
const offline = { GOFLAGS: "-mod=mod", GOPROXY: "off", GOSUMDB: "off" };
const packages = ["plain", "overlay"] as const;
let source = "";

test.before(async () => {
  if (!go) return;
  const model = await patchedModel(overlayVersion);
  const plans = { plain: buildPlan(model), overlay: buildPlan(overlaidModel(model)) };
  writeFiles(root, []);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "go.mod"), "module mcpoverlay\n\ngo 1.24\n");
  for (const p of packages) {
    writeFiles(join(root, p), renderGo(plans[p]).map((f) => ({ path: f.name, contents: f.text })));
    mkdirSync(join(root, "cmd", p), { recursive: true });
    cpSync(join(projectRoot, "test", "targets", "bindings", "go", "roundtrip.go"), join(root, "cmd", p, "main.go"));
    writeFileSync(join(root, "cmd", p, "decoders.go"), goDecoders(plans[p], `mcpoverlay/${p}`, overlayTypes));
    const build = run("go", ["build", "-o", join(root, `roundtrip-${p}`), `./cmd/${p}`], root, offline);
    assert.ok(build.ok, `go build (${p}):\n${tail(build.output)}`);
  }
  source = readFileSync(join(root, "overlay", "mcp.go"), "utf8");
  const fmt = run("gofmt", ["-l", "overlay"], root);
  assert.is(fmt.output.trim(), "", `gofmt would change:\n${fmt.output}`);
  const vet = run("go", ["vet", "./overlay"], root, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
});

interface Row {
  ok: boolean;
  out?: string;
  at?: string;
  error?: string;
}

function decode(p: (typeof packages)[number]): Row[] {
  const manifest = join(root, `cases-${p}.json`);
  writeFileSync(manifest, JSON.stringify(overlayCases.map(({ type, text }) => ({ type, text }))));
  const r = run(join(root, `roundtrip-${p}`), [manifest], root);
  assert.ok(r.ok, tail(r.output));
  return r.output.trim().split("\n").map((l) => JSON.parse(l) as Row);
}

test("go overlay: ignore drops unlisted keys, null-absent reads null as absent, onInvalid reads a malformed value as absent", () => {
  if (lacks(go, "go: go not found")) return;
  const rows = decode("overlay");
  const got = rows.map((r) => (r.ok ? canonicalJson(r.out!) : `${r.at} ${r.error}`));
  assert.equal(got, overlayCases.map((c) => canonicalJson(c.want)));
  assert.match(source, /^type Tool struct \{(?:(?!\n\}).)*\n\}/ms);
  assert.not.match(source.slice(source.indexOf("type Tool struct {"), source.indexOf("\n}", source.indexOf("type Tool struct {"))), /\bExtra\b/, "no Extra field where keys are dropped");
  console.log(`  go overlay kinds: ${got.length}/${overlayCases.length} messages decoded as the overlay says (${[...new Set(overlayCases.map((c) => c.kind))].join(", ")})`);
});

test("go overlay: the same messages without the overlay keep the unlisted key or are rejected at their path (the fixture fails without the support)", () => {
  if (lacks(go, "go: go not found")) return;
  const rows = decode("plain");
  const got = rows.map((r) => (r.ok ? { kept: canonicalJson(r.out!) } : { at: r.at }));
  assert.equal(got, overlayCases.map((c) => ("kept" in c.plain ? { kept: canonicalJson(c.text) } : { at: c.plain.at })));
});

test.run();
