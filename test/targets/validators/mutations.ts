/**
 * The mutation corpus: from each example and each definition reachable from it, systematic
 * variants to run through both the generated validators and Ajv. The walk follows the IR
 * beside the instance only to know where to aim (required properties, enums, ranges,
 * formats, item limits); which variants are valid is for the validators to decide, so a
 * union walks every member and a variant may be valid or invalid.
 */
import type { Definition, JsonValue, Model, TypeNode } from "../../../generator/ir/model.ts";

export interface Instance {
  /** The definition the value is checked against. */
  definition: string;
  value: unknown;
  /** What was done, for failure reports: `drop /params/name`, `type /id -> boolean`... */
  note: string;
}

type Path = (string | number)[];
const DELETE = Symbol("delete");
type Edit = (current: unknown) => unknown | typeof DELETE;

/** A copy of `root` with the value at `path` edited; only the nodes along the path are copied. */
function editAt(root: unknown, path: Path, edit: Edit): unknown {
  if (path.length === 0) return edit(root);
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = root.slice();
    const next = editAt(copy[head as number], rest, edit);
    if (next === DELETE) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const source = root as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(source)) {
    if (k === head) {
      const next = editAt(source[k], rest, edit);
      if (next !== DELETE) own(copy, k, next);
    } else own(copy, k, source[k]);
  }
  return copy;
}

/** Set an own property, even `__proto__`, without touching any prototype. */
function own(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function pointer(path: Path): string {
  return path.map((t) => `/${String(t).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** Values of another JSON type than `value`'s. */
function wrongTypes(value: unknown): unknown[] {
  if (typeof value === "string") return [42, null];
  if (typeof value === "number") return [String(value), true];
  if (typeof value === "boolean") return [String(value), 0];
  if (value === null) return [0, "null"];
  if (Array.isArray(value)) return [{}, "[]"];
  return [[], "{}"];
}

/** Strings a format must reject, and one it may accept. */
const formatProbes: Record<string, string[]> = {
  byte: ["not base64!", "abc", "QUJD=", "", "QUJD"],
  uri: ["not a uri", "relative/path", "http://exa mple.com", "", "urn:x", "https://example.com/a?b#c"],
  "uri-template": ["{unclosed", "http://example.com/{id}", "a b", ""],
};

export function mutationCorpus(model: Model, examples: readonly { definition: string; value: unknown }[]): Instance[] {
  const defs = new Map<string, Definition>(model.definitions.map((d) => [d.name, d]));
  const out: Instance[] = [];
  const seen = new Set<string>();
  const add = (definition: string, value: unknown, note: string) => {
    const key = `${definition}\u0000${JSON.stringify(value)}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ definition, value, note });
  };

  /** Every (definition, sub-value) reachable from an example through refs. */
  const seeds: { definition: string; value: unknown }[] = [];
  const collectSeeds = (node: TypeNode, value: unknown, depth: number, visiting: Set<string>) => {
    if (depth > 64) return;
    switch (node.kind) {
      case "ref": {
        seeds.push({ definition: node.target, value });
        const key = `${node.target}\u0000${depth}`;
        if (visiting.has(key)) return;
        const def = defs.get(node.target);
        if (def) collectSeeds(def.type, value, depth, new Set(visiting).add(key));
        return;
      }
      case "union":
      case "intersection":
        node.members.forEach((m) => collectSeeds(m, value, depth, visiting));
        return;
      case "switch":
        node.cases.forEach((c) => collectSeeds(c.type, value, depth, visiting));
        return;
      case "object":
        if (!isObject(value)) return;
        for (const p of node.properties) if (Object.prototype.hasOwnProperty.call(value, p.name)) collectSeeds(p.type, value[p.name], depth + 1, new Set());
        if (node.additional.kind === "schema") {
          const listed = new Set(node.properties.map((p) => p.name));
          for (const k of Object.keys(value)) if (!listed.has(k)) collectSeeds(node.additional.type, value[k], depth + 1, new Set());
        }
        return;
      case "map":
        if (isObject(value)) for (const k of Object.keys(value)) collectSeeds(node.values, value[k], depth + 1, new Set());
        return;
      case "array":
        if (Array.isArray(value)) value.forEach((item, i) => collectSeeds(node.prefixItems[i] ?? node.items, item, depth + 1, new Set()));
        return;
      default:
        return;
    }
  };

  /** Variants of `root` aimed at the value at `path`, which `node` describes. */
  const mutate = (definition: string, root: unknown, node: TypeNode, value: unknown, path: Path, depth: number, visiting: Set<string>) => {
    if (depth > 64) return;
    const at = pointer(path);
    const variant = (note: string, edit: Edit) => add(definition, editAt(root, path, edit), `${note} ${at}`);
    switch (node.kind) {
      case "ref": {
        const key = `${node.target}\u0000${at}`;
        if (visiting.has(key)) return;
        const def = defs.get(node.target);
        if (def) mutate(definition, root, def.type, value, path, depth, new Set(visiting).add(key));
        return;
      }
      case "union":
      case "intersection":
        node.members.forEach((m) => mutate(definition, root, m, value, path, depth, visiting));
        return;
      case "switch":
        node.cases.forEach((c) => mutate(definition, root, c.type, value, path, depth, visiting));
        return;
      case "literal":
      case "enum": {
        variant("outside enum/const", () => "x-not-an-allowed-value");
        const allowed = node.kind === "literal" ? [node.value] : node.values;
        const s = allowed.find((v): v is string => typeof v === "string");
        if (s !== undefined) variant("case-changed const", () => (s.toUpperCase() === s ? s.toLowerCase() : s.toUpperCase()));
        const other = allowed.find((v) => JSON.stringify(v) !== JSON.stringify(value));
        if (other !== undefined) variant("other allowed value", () => other);
        return;
      }
      case "primitive": {
        const c = node.constraints;
        if (node.type === "integer") variant("non-integer", () => 1.5);
        if (node.type === "integer" || node.type === "number") {
          if (c.minimum !== undefined) variant("below minimum", () => c.minimum! - 1), variant("at minimum", () => c.minimum!);
          if (c.maximum !== undefined) variant("above maximum", () => c.maximum! + 1), variant("at maximum", () => c.maximum!);
          if (c.exclusiveMinimum !== undefined) variant("at exclusiveMinimum", () => c.exclusiveMinimum!);
          if (c.exclusiveMaximum !== undefined) variant("at exclusiveMaximum", () => c.exclusiveMaximum!);
          variant("negative", () => -1);
          variant("float", () => 0.5);
        }
        if (node.type === "string") {
          for (const probe of formatProbes[c.format ?? ""] ?? []) variant(`format ${c.format} probe`, () => probe);
          if (c.minLength !== undefined) variant("short string", () => "x".repeat(Math.max(0, c.minLength! - 1)));
          if (c.maxLength !== undefined) variant("long string", () => "x".repeat(c.maxLength! + 1));
          variant("empty string", () => "");
        }
        return;
      }
      case "object": {
        if (!isObject(value)) return;
        const listed = new Set(node.properties.map((p) => p.name));
        for (const p of node.properties) {
          if (!Object.prototype.hasOwnProperty.call(value, p.name)) continue;
          variant(p.required ? `drop required ${p.name} at` : `drop optional ${p.name} at`, (o) => {
            const copy: Record<string, unknown> = {};
            for (const k of Object.keys(o as object)) if (k !== p.name) own(copy, k, (o as Record<string, unknown>)[k]);
            return copy;
          });
          mutate(definition, root, p.type, value[p.name], [...path, p.name], depth + 1, new Set());
        }
        for (const [key, extra] of [["x-extra", 1], ["__proto__", { polluted: true }], ["constructor", "x"], ["toString", 1]] as const) {
          variant(`extra property ${key} at`, (o) => {
            const copy: Record<string, unknown> = {};
            for (const k of Object.keys(o as object)) own(copy, k, (o as Record<string, unknown>)[k]);
            own(copy, key, extra);
            return copy;
          });
        }
        if (node.additional.kind === "schema") {
          for (const k of Object.keys(value)) if (!listed.has(k)) mutate(definition, root, node.additional.type, value[k], [...path, k], depth + 1, new Set());
        }
        return;
      }
      case "map":
        if (!isObject(value)) return;
        for (const k of Object.keys(value)) mutate(definition, root, node.values, value[k], [...path, k], depth + 1, new Set());
        variant("extra entry at", (o) => {
          const copy: Record<string, unknown> = {};
          for (const k of Object.keys(o as object)) own(copy, k, (o as Record<string, unknown>)[k]);
          own(copy, "x-extra", { nested: [1, "two", null] });
          return copy;
        });
        return;
      case "array": {
        if (!Array.isArray(value)) return;
        value.forEach((item, i) => mutate(definition, root, node.prefixItems[i] ?? node.items, item, [...path, i], depth + 1, new Set()));
        variant("empty array", () => []);
        if (value.length > 0) variant("duplicated last item", (a) => [...(a as unknown[]), (a as unknown[])[(a as unknown[]).length - 1]]);
        const max = node.constraints.maxItems;
        if (max !== undefined && value.length > 0) variant("past maxItems", () => Array.from({ length: max + 1 }, () => value[0]));
        variant("foreign item", (a) => [...(a as unknown[]), { unexpected: true }]);
        return;
      }
      case "any":
      case "never":
      case "not":
        return;
    }
  };

  /** Wrong JSON type at every path of the value, whatever its schema. */
  const retype = (definition: string, root: unknown, value: unknown, path: Path) => {
    for (const w of wrongTypes(value)) add(definition, editAt(root, path, () => w), `type ${pointer(path)} -> ${JSON.stringify(w)}`);
    if (Array.isArray(value)) value.forEach((item, i) => retype(definition, root, item, [...path, i]));
    else if (isObject(value)) for (const k of Object.keys(value)) retype(definition, root, value[k], [...path, k]);
  };

  for (const example of examples) {
    const def = defs.get(example.definition);
    if (!def) continue;
    seeds.push({ definition: example.definition, value: example.value });
    collectSeeds(def.type, example.value, 0, new Set([`${def.name}\u00000`]));
  }
  for (const seed of seeds) {
    const def = defs.get(seed.definition);
    if (!def) continue;
    add(seed.definition, seed.value, "as given");
    mutate(seed.definition, seed.value, def.type, seed.value, [], 0, new Set());
    retype(seed.definition, seed.value, seed.value, []);
  }
  return out;
}

export type { JsonValue };
