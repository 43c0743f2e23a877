import { test } from "uvu";
import * as assert from "uvu/assert";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderFiles } from "../../helpers/generate.ts";
import { versions } from "../../helpers/paths.ts";
import { exportedTypeNames, typecheck } from "../../helpers/tsc.ts";
import { writeInProject } from "./helpers.ts";

/**
 * `z.infer<typeof XSchema>` against types.ts's `X`, both ways, for every definition of every
 * version: one line per check, so a diagnostic's line names the definition that fails.
 */
test("z.infer of every schema is mutually assignable with types.ts, on every version (tsc --strict)", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["zod"] });
  const dir = writeInProject(files);
  const header = ['import type * as z from "zod/v4";'];
  const checks: { version: string; name: string; alias: string }[] = [];
  for (const version of versions) {
    const alias = `V${versions.indexOf(version)}`;
    header.push(`import type * as T${alias} from "./${version}/types.js";`, `import type * as Z${alias} from "./${version}/zod.js";`);
    for (const name of exportedTypeNames(join(dir, version, "types.ts"))) checks.push({ version, name, alias });
  }
  const lines = checks.map(
    (c) => `export function check_${c.alias}_${c.name}(a: T${c.alias}.${c.name}, b: z.infer<typeof Z${c.alias}.${c.name}Schema>) { a = b; b = a; }`,
  );
  // A control that must fail: two different definitions are not mutually assignable.
  lines.push(`export function control(a: TV0.CallToolRequest, b: z.infer<typeof ZV0.ListToolsRequestSchema>) { a = b; b = a; }`);
  writeFileSync(join(dir, "check.ts"), [...header, ...lines].join("\n"));
  const failing = new Map<string, string>();
  const elsewhere: string[] = [];
  for (const d of typecheck([join(dir, "check.ts")], { noUncheckedIndexedAccess: true })) {
    if (!d.file.endsWith("check.ts")) {
      elsewhere.push(`${d.file.slice(dir.length)}:${d.line} ${d.message}`);
      continue;
    }
    const c = checks[d.line - header.length - 1];
    const key = c ? `${c.version} ${c.name}` : d.line === header.length + lines.length ? "control" : `line ${d.line}`;
    if (!failing.has(key)) failing.set(key, d.message.split("\n").slice(-1)[0]!);
  }
  assert.ok(failing.delete("control"), "the control check fails");
  for (const version of versions) {
    const all = checks.filter((c) => c.version === version).length;
    const bad = [...failing.keys()].filter((k) => k.startsWith(`${version} `)).length;
    // Definitions on a ref cycle carry their types.ts type as annotation: checked one way only (schema -> type).
    const zodText = files.find((f) => f.path === `${version}/zod.ts`)!.contents;
    const annotated = zodText.match(/^export const \w+: z\.ZodType<T\./gm)?.length ?? 0;
    console.log(`  zod assignability ${version}: ${all - bad} of ${all} definitions mutually assignable (${annotated} recursive, annotated)`);
  }
  console.log(`  zod assignability: ${checks.length - failing.size} of ${checks.length} across ${versions.length} versions`);
  for (const [k, m] of failing) console.log(`    ${k}: ${m}`);
  assert.equal(elsewhere, [], "the generated files compile");
  assert.ok(checks.length > 700);
  assert.equal([...failing.keys()], []);
});

/**
 * `z.input` too: a record checked before zod parses it ($record, a preprocess) and a recursive definition keep their
 * input type, so the SDK's type guards (`schema.safeParse(v).success` narrowing to `z.input`) narrow to the type.
 */
test("z.input of records and recursive definitions is their types.ts type, not unknown (2026-07-28)", async () => {
  const files = await renderFiles({ specs: ["2026-07-28"], targets: ["zod"] });
  const dir = writeInProject(files);
  const names = ["JSONValue", "JSONObject", "MetaObject", "TextContent", "ContentBlock"];
  const lines = [
    'import type * as z from "zod/v4";',
    'import type * as T from "./2026-07-28/types.js";',
    'import type * as Z from "./2026-07-28/zod.js";',
    ...names.map((n) => `export function check_${n}(a: T.${n}, b: z.input<typeof Z.${n}Schema>) { a = b; b = a; }`),
    // A control that must fail: were the input unknown, this would compile.
    "export function control(b: z.input<typeof Z.JSONValueSchema>) { const n: number = b; return n; }",
  ];
  writeFileSync(join(dir, "input.ts"), lines.join("\n"));
  const failing = typecheck([join(dir, "input.ts")], { noUncheckedIndexedAccess: true }).map((d) => `${d.line}: ${d.message.split("\n")[0]}`);
  assert.equal(failing.length, 1, failing.join("\n"));
  assert.match(failing[0]!, new RegExp(`^${lines.length}: `), "only the control fails");
});

test.run();
