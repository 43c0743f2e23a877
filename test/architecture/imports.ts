/**
 * The import graph of generator/, read from the import statements themselves (no compiler): every
 * `import … from "x"`, `export … from "x"`, `import "x"` that starts a line, and every `import("x")`
 * with a literal specifier. A relative specifier is resolved to its .ts file; a bare one (`prettier`,
 * `node:fs`) is kept as written.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export interface Import {
  /** The importing file, relative to the project root (`generator/cli.ts`). */
  from: string;
  /** The imported file relative to the project root, or the bare specifier. */
  to: string;
  /** Whether `to` is a file of the project (a relative specifier). */
  local: boolean;
}

// An import/export clause holds only names, `*`, braces, commas and the words type/as: nothing else may
// stand between the keyword and `from` (so `export const x = { from: "…" }` is no import).
const staticImport = /^(?:import|export)\s[\w$*\s{},]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Every .ts file under `dir` (relative to `root`), sorted. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(join(root, d)).sort()) {
      const path = join(d, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith(".ts")) out.push(path);
    }
  };
  walk(dir);
  return out;
}

/** The specifiers `text` imports, in order of appearance (static first). */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(staticImport)) found.push((m[1] ?? m[2])!);
  for (const m of text.matchAll(dynamicImport)) found.push(m[1]!);
  return found;
}

/** The imports of each file; a relative specifier that names no file is reported as `unresolved:<spec>`. */
export function importsOf(root: string, files: readonly string[]): Import[] {
  return files.flatMap((from) =>
    specifiers(readFileSync(join(root, from), "utf8")).map((spec): Import => {
      if (!spec.startsWith(".")) return { from, to: spec, local: false };
      const target = resolve(root, dirname(from), spec.replace(/\.js$/, ".ts"));
      return existsSync(target) ? { from, to: relative(root, target), local: true } : { from, to: `unresolved:${spec}`, local: false };
    }),
  );
}

/** The strongly connected components of more than one node (or a self-edge): each a cycle, sorted. */
export function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}
