import { test } from "uvu";
import * as assert from "uvu/assert";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { historyFiles, projectRoot, versions } from "../../helpers/paths.ts";
import { releaseFidelity } from "../../helpers/fidelity.ts";
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

for (const schemaTs of [false, true]) {
  const how = schemaTs ? "with schema.ts as second source" : "from schema.json alone";
  test(`every release's types are mutually assignable with its own schema.ts, ${how}`, async () => {
    const result = await releaseFidelity(schemaTs ? {} : { schemaTs: false });
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
