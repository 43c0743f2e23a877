import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { mkdtempSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { versions } from "../../helpers/paths.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { typecheck } from "../../helpers/tsc.ts";
import { releaseFidelity } from "../../helpers/fidelity.ts";
import { runCli } from "../../helpers/cli.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { validateConfig } from "../../../generator/config/validateConfig.ts";
import { CodegenError } from "../../../generator/messages/error.ts";

const typesFiles = async (objectTypes?: "interface" | "alias") =>
  (await renderFiles({ specs: [...versions], targets: ["ts"], ...(objectTypes ? { objectTypes } : {}) })).filter((f) => f.path.endsWith("/types.ts"));

/**
 * An interface declaration as its alias reads: `export interface X extends A, B {` -> `export type X = A & B & {`,
 * its closing `}` (column 0) -> `};`. Everything else is the same text.
 */
function asAliases(text: string): string {
  const lines = text.split("\n");
  let open = false;
  return lines
    .map((line) => {
      const m = /^export interface (\w+)(?: extends (.+))? \{$/.exec(line);
      if (m) {
        open = true;
        const bases = m[2] ? `${m[2].split(", ").join(" & ")} & ` : "";
        return `export type ${m[1]} = ${bases}{`;
      }
      if (open && line === "}") {
        open = false;
        return "};";
      }
      return line;
    })
    .join("\n");
}

test("objectTypes: alias declares every object definition as a type alias, the same members as the interfaces", async () => {
  const [interfaces, aliases] = await Promise.all([typesFiles(), typesFiles("alias")]);
  const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;
  const declared = Object.fromEntries(interfaces.map((f) => [f.path, count(f.contents, /^export interface /gm)]));
  console.log(`  interfaces in the default output: ${JSON.stringify(declared)}`);
  assert.equal(Object.values(declared), [66, 68, 76, 120, 127, 127]);
  for (const [i, f] of aliases.entries()) {
    assert.is(f.path, interfaces[i]!.path);
    assert.is(count(f.contents, /^export interface /gm), 0, f.path);
    assert.fixture(f.contents, asAliases(interfaces[i]!.contents));
  }
});

test("objectTypes: the default is interface, byte for byte", async () => {
  const [byDefault, named] = await Promise.all([typesFiles(), typesFiles("interface")]);
  assert.equal(byDefault, named);
  assert.is(resolveOptions({}).objectTypes, "interface");
});

test("objectTypes: alias output of all six versions compiles with tsc --strict", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["ts"], objectTypes: "alias" });
  const diagnostics = typecheck([join(writeTemp(files), "index.ts")]);
  console.log(`  tsc --strict (alias): ${versions.length} versions, ${diagnostics.length} errors`);
  assert.equal(diagnostics, []);
});

test("objectTypes: alias types are mutually assignable with each release's own schema.ts", async () => {
  const result = await releaseFidelity({ objectTypes: "alias" });
  for (const [v, { names, failing }] of result) {
    console.log(`  fidelity (alias): ${v} ${names.length - failing.size}/${names.length}`);
    for (const [n, m] of failing) console.log(`    ${n}: ${m}`);
  }
  assert.equal(
    Object.fromEntries([...result].map(([v, r]) => [v, r.names.length])),
    { "2024-11-05": 79, "2025-03-26": 83, "2025-06-18": 91, "2025-11-25": 145, "2026-07-28": 155, draft: 155 },
  );
  assert.equal(Object.fromEntries([...result].map(([v, r]) => [v, [...r.failing.keys()]])), Object.fromEntries(versions.map((v) => [v, []])));
});

test("objectTypes: an alias is assignable where an interface is not (an implicit index signature)", async () => {
  const check = `import type * as T from "./2025-11-25/types.js";
type Open = { [key: string]: unknown };
export const task = (t: T.Task): Open => t;
export const result = (t: T.Task & T.Result): T.GetTaskResult => t;
`;
  const run = async (objectTypes: "interface" | "alias") => {
    const dir = writeTemp(await renderFiles({ specs: ["2025-11-25"], targets: ["ts"], objectTypes }));
    writeFileSync(join(dir, "check.ts"), check);
    return typecheck([join(dir, "check.ts")]).map((d) => d.line);
  };
  assert.equal(await run("alias"), []);
  assert.ok((await run("interface")).includes(3), "an interface has no implicit index signature");
});

test("objectTypes: a bad value is rejected naming the option (API) or the config pointer (exit 2)", () => {
  assert.throws(() => resolveOptions({ objectTypes: "class" as never }), (e: unknown) => e instanceof CodegenError && e.id === "options-invalid" && JSON.stringify((e as CodegenError).args).includes("objectTypes"));
  let error: CodegenError | undefined;
  try {
    validateConfig({ objectTypes: "class" }, "mcp-codegen.config.json");
  } catch (e) {
    error = e as CodegenError;
  }
  assert.equal([error?.id, error?.pointer], ["config-invalid", "#/objectTypes"]);
  assert.equal(validateConfig({ objectTypes: "alias" }, "c.json"), { objectTypes: "alias" });

  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-objecttypes-"));
  writeFileSync(join(dir, "mcp-codegen.config.json"), JSON.stringify({ versions: ["2025-11-25"], objectTypes: "class" }));
  const r = runCli(["generate", "--out", join(dir, "out"), "--no-download"], { cwd: dir });
  assert.is(r.status, 2, r.stderr);
  const lines = r.stderr.trim().split("\n");
  assert.is(lines.length, 1, r.stderr);
  assert.ok(lines[0]!.includes("mcp-codegen.config.json") && lines[0]!.includes("#/objectTypes"), lines[0]);
  assert.not.ok(existsSync(join(dir, "out")));
});

test.run();
