/**
 * Synthetic schemas N times the size of 2026-07-28 for the growth curve: every definition
 * copied N times (copy i > 0 named `<Name>__<i>`), each copy's `$ref`s pointing into the same
 * copy, and each copied `method`/`type` constant suffixed so the copies stay distinct messages.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function renamed(node: Json, suffix: string): Json {
  if (Array.isArray(node)) return node.map((n) => renamed(n, suffix));
  if (node === null || typeof node !== "object") return node;
  const out: { [key: string]: Json } = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) out[k] = `${v}${suffix}`;
    else out[k] = renamed(v, suffix);
  }
  // A method constant names a JSON-RPC method: copies get their own.
  const method = (out.properties as { [key: string]: Json } | undefined)?.method as { [key: string]: Json } | undefined;
  if (suffix && method && typeof method.const === "string") out.properties = { ...(out.properties as object), method: { ...method, const: `${method.const}${suffix}` } };
  return out;
}

/** schema.json of 2026-07-28 scaled `factor` times. */
export function syntheticSchema(source: string, factor: number): Json {
  const schema = JSON.parse(readFileSync(source, "utf8")) as { [key: string]: Json };
  const defs = schema.$defs as { [key: string]: Json };
  const out: { [key: string]: Json } = {};
  for (let i = 0; i < factor; i++) {
    const suffix = i === 0 ? "" : `__${i}`;
    for (const [name, def] of Object.entries(defs)) out[`${name}${suffix}`] = renamed(def, suffix);
  }
  return { ...schema, $defs: out };
}

/** Write `<dir>/synthetic-<N>x/schema.json` for each factor; returns the paths. */
export function writeSynthetic(source: string, dir: string, factors: readonly number[]): Map<number, string> {
  const paths = new Map<number, string>();
  for (const f of factors) {
    const folder = join(dir, `synthetic-${f}x`);
    mkdirSync(folder, { recursive: true });
    const path = join(folder, "schema.json");
    writeFileSync(path, JSON.stringify(syntheticSchema(source, f)));
    paths.set(f, path);
  }
  return paths;
}
