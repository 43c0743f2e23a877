import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Options } from "../../generator/options.ts";
import { schemasDir, versions } from "./paths.ts";
import { renderFiles, writeTemp } from "./generate.ts";
import { exportedTypeNames, typecheck } from "./tsc.ts";

/**
 * Every exported type of each release's own schema.ts against the generated type of the same name, for all six
 * versions in one program: `[Spec] extends [Gen]` and `[Gen] extends [Spec]` (tsc --strict), the types generated
 * with `options` (e.g. `{ schemaTs: false }`: schema.json alone; `{ objectTypes: "alias" }`).
 */
export async function releaseFidelity(options: Partial<Options> = {}): Promise<Map<string, { names: string[]; failing: Map<string, string> }>> {
  const files = await renderFiles({ specs: [...versions], targets: ["ts"], ...options });
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
