import { test } from "uvu";
import * as assert from "uvu/assert";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { historyFiles, projectRoot, schemasDir, versions } from "../../helpers/paths.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { exportedTypeNames, typecheck } from "../../helpers/tsc.ts";

// The oracle: the spec's own schema.ts at upstream commit 35fa160c, as shipped by the SDK.
const specTypes = join(projectRoot, "node_modules/@modelcontextprotocol/sdk/dist/esm/spec.types.d.ts");
const oracleBlob = "dff77660f5f17e4e457a89ec3221f07d6a283ed5";

/** Names whose generated type is not mutually assignable with the spec's (each with tsc's first message). */
export async function fidelity(patches: boolean): Promise<{ names: string[]; failing: Map<string, string> }> {
  const source = historyFiles().find((h) => h.blob === oracleBlob)!;
  const files = await renderFiles({ schemas: [source.path], targets: ["ts"], patches });
  const dir = writeTemp(files.filter((f) => f.path.endsWith("/types.ts")).map((f) => ({ path: "gen.ts", contents: f.contents })));
  copyFileSync(specTypes, join(dir, "spec.d.ts"));
  const names = exportedTypeNames(specTypes);
  const header = [`import type * as Spec from "./spec.js";`, `import type * as Gen from "./gen.js";`];
  const checks = names.map((n) => `export function check_${n}(a: Spec.${n}, b: Gen.${n}) { a = b; b = a; }`);
  writeFileSync(join(dir, "check.ts"), [...header, ...checks].join("\n"));
  const failing = new Map<string, string>();
  for (const d of typecheck([join(dir, "check.ts")])) {
    const name = d.file.endsWith("check.ts") ? names[d.line - header.length - 1] : `(${d.file})`;
    if (name && !failing.has(name)) failing.set(name, d.message.split("\n").slice(-1)[0]!);
  }
  return { names, failing };
}

test("generated types are mutually assignable with the spec's schema.ts (oracle: SDK 1.32.2 spec.types.d.ts)", async () => {
  // The oracle's schema.json is a draft-history file: no version's patches apply to it. Its Task.ttl is `integer`
  // where schema.ts says `number | null` (the released 2025-11-25 schema.json has ["integer", "null"]).
  const { names, failing } = await fidelity(true);
  console.log(`  fidelity: ${names.length - failing.size} of ${names.length} exported types mutually assignable`);
  for (const [n, m] of failing) console.log(`    ${n}: ${m}`);
  assert.is(names.length, 145);
  assert.ok(names.length - failing.size >= 136, `regressed: ${[...failing.keys()].join(", ")}`);
});

/**
 * Every exported type of each release's own schema.ts against the generated type of the same name, for all six
 * versions in one program: `[Spec] extends [Gen]` and `[Gen] extends [Spec]` (tsc --strict). `schemaTs`: the
 * generator also reads the schema.ts beside the schema.json (false: schema.json alone).
 */
async function releaseFidelity(schemaTs: boolean): Promise<Map<string, { names: string[]; failing: Map<string, string> }>> {
  const files = await renderFiles({ specs: [...versions], targets: ["ts"], ...(schemaTs ? {} : { schemaTs: false }) });
  const dir = writeTemp(files.filter((f) => f.path.endsWith("/types.ts")));
  const names = new Map<string, string[]>();
  const header = (v: string) => [`import type * as Spec from "./spec.js";`, `import type * as Gen from "./types.js";`];
  for (const v of versions) {
    copyFileSync(join(schemasDir, v, "schema.ts"), join(dir, v, "spec.ts"));
    const exported = exportedTypeNames(join(dir, v, "spec.ts"));
    names.set(v, exported);
    const checks = exported.map(
      (n) => `export type Check_${n} = [[Spec.${n}] extends [Gen.${n}] ? true : false, [Gen.${n}] extends [Spec.${n}] ? true : false] extends [true, true] ? true : never; export const check_${n}: Check_${n} = true;`,
    );
    writeFileSync(join(dir, v, "check.ts"), [...header(v), ...checks].join("\n"));
  }
  const diagnostics = typecheck(versions.map((v) => join(dir, v, "check.ts")));
  const out = new Map<string, { names: string[]; failing: Map<string, string> }>();
  for (const v of versions) out.set(v, { names: names.get(v)!, failing: new Map() });
  for (const d of diagnostics) {
    const v = versions.find((x) => d.file.endsWith(`/${x}/check.ts`));
    const entry = v ? out.get(v)! : undefined;
    const name = entry ? entry.names[d.line - 3] : undefined;
    const key = entry && name ? name : `(${d.file}:${d.line})`;
    const target = entry ?? out.get(versions.find((x) => d.file.includes(`/${x}/`)) ?? "draft")!;
    if (!target.failing.has(key)) target.failing.set(key, d.message.split("\n").slice(-1)[0]!);
  }
  return out;
}

for (const schemaTs of [false, true]) {
  const how = schemaTs ? "with schema.ts as second source" : "from schema.json alone";
  test(`every release's types are mutually assignable with its own schema.ts, ${how}`, async () => {
    const result = await releaseFidelity(schemaTs);
    for (const [v, { names, failing }] of result) {
      console.log(`  fidelity ${how}: ${v} ${names.length - failing.size}/${names.length}`);
      for (const [n, m] of failing) console.log(`    ${n}: ${m}`);
    }
    assert.equal(
      Object.fromEntries([...result].map(([v, r]) => [v, r.names.length])),
      { "2024-11-05": 79, "2025-03-26": 83, "2025-06-18": 91, "2025-11-25": 145, "2026-07-28": 155, draft: 155 },
    );
    assert.equal(Object.fromEntries([...result].map(([v, r]) => [v, [...r.failing.keys()]])), Object.fromEntries(versions.map((v) => [v, []])));
  });
}

test.run();
