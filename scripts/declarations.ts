/**
 * Keep only the declaration files the package's types reach. tsc writes a `.d.ts` for every module
 * of the program, but a user's compiler reads only those `dist/generator/index.d.ts` imports, directly or through
 * others; the rest (about 300 of 360 files, two thirds of the bytes) would ship unread.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Every `.d.ts` below `root` that `entry` does not reach through relative imports: `from "..."` and `import("...")`. */
export function unreachedDeclarations(root: string, entry: string): string[] {
  const reached = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)"(\.{1,2}\/[^"]+)"/g)) {
      pending.push(resolve(dirname(file), m[1]!.replace(/\.js$/, ".d.ts")));
    }
  }
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((f) => resolve(root, f))
    .filter((f) => f.endsWith(".d.ts") && !reached.has(f))
    .sort();
}
