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

/**
 * Scale cases (issue 26 item 3), draft-07 like the 2025 releases: `definitions` definitions (`Def0`...), each an
 * object with a string, a number, an enum and a `$ref` to the previous one (about 120 bytes each).
 */
export function manyDefinitions(count: number, changed = false): Json {
  const definitions: { [key: string]: Json } = {};
  for (let i = 0; i < count; i++) {
    const properties: { [key: string]: Json } = { name: { type: "string" }, size: { type: "integer" }, mode: { enum: ["a", "b"] } };
    if (i > 0) properties.previous = { $ref: `#/definitions/Def${i - 1}` };
    // The changed copy (for `diff`): every definition also requires `size`, a breaking change each.
    definitions[`Def${i}`] = { type: "object", properties, required: changed ? ["name", "size"] : ["name"] };
  }
  return { $schema: "http://json-schema.org/draft-07/schema#", definitions };
}

/** One definition holding a string enum of `count` values, and an object property typed by it (changed: the last value dropped). */
export function hugeEnum(count: number, changed = false): Json {
  const values = Array.from({ length: changed ? count - 1 : count }, (_, i) => `value-${i}`);
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    definitions: {
      Big: { enum: values },
      Holder: { type: "object", properties: { big: { $ref: "#/definitions/Big" } }, required: ["big"] },
    },
  };
}

/** A definition whose name is `length` characters long, used as a property name and a `$ref` too (changed: a number). */
export function longName(length: number, changed = false): Json {
  const name = `N${"a".repeat(length - 1)}`;
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    definitions: {
      [name]: { type: "object", properties: { [name]: { type: changed ? "number" : "string" } }, required: [name] },
      Holder: { type: "object", properties: { long: { $ref: `#/definitions/${name}` } } },
    },
  };
}

/** Write one scale case to `<dir>/<name>/schema.json`; returns the path. */
export function writeCase(dir: string, name: string, schema: Json): string {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, "schema.json");
  writeFileSync(path, JSON.stringify(schema));
  return path;
}
