import type { JsonValue } from "../ir/model.js";
import { resolvePointer, tokens } from "../ir/pointer.js";
import type { Message } from "../messages/catalog.js";

/**
 * One guarded fix for an upstream defect: replace the value at `path` with `value`,
 * but only while `path` still holds `expect` (or, with `expectAbsent`, holds nothing).
 */
export interface Patch {
  id: string;
  /** JSON pointer into the schema, `#/...`. */
  path: string;
  /** The value that must be there now. */
  expect?: JsonValue;
  /** The member must not exist yet (to add a keyword such as `deprecated`). */
  expectAbsent?: true;
  value: JsonValue;
  /** Why the patch exists: the fact upstream's schema.json loses. */
  why: string;
}

export interface PatchResult {
  /** The effective schema: the input with the applicable patches, structurally shared where untouched. */
  json: JsonValue;
  /** Ids of the patches applied, in order. */
  applied: string[];
  /** One message per patch skipped, naming it. */
  warnings: Message[];
}

/** (loaded schema, patches) -> effective schema. Pure: never mutates the input; patches apply in order. */
export function applyPatches(schema: { json: JsonValue }, patches: readonly Patch[]): PatchResult {
  let json = schema.json;
  const applied: string[] = [];
  const warnings: Message[] = [];
  for (const patch of patches) {
    const skipped = guard(json, patch);
    if (skipped) {
      warnings.push(skipped);
      continue;
    }
    json = replaceAt(json, tokens(patch.path), patch.value);
    applied.push(patch.id);
  }
  return { json, applied, warnings };
}

/** Why `patch` must not apply to `json`, or undefined when it may. */
function guard(json: JsonValue, patch: Patch): Message | undefined {
  const path = tokens(patch.path);
  const parent = resolvePointer(json, toPointer(path.slice(0, -1)));
  const key = path[path.length - 1];
  const exists = key !== undefined && isContainer(parent) && hasMember(parent, key);
  const current = exists ? (resolvePointer(json, patch.path) as JsonValue) : undefined;
  const where = { id: patch.id, path: patch.path };
  if (key === undefined || !isContainer(parent)) return { id: "patch-skipped-missing", args: where };
  if (exists && deepEqual(current!, patch.value)) return { id: "patch-skipped-fixed", args: where };
  if (patch.expectAbsent) {
    if (!exists) return Array.isArray(parent) ? { id: "patch-skipped-missing", args: where } : undefined;
    return { id: "patch-skipped-changed", args: { ...where, expected: "nothing", actual: show(current) } };
  }
  if (!exists) return { id: "patch-skipped-missing", args: where };
  if (!deepEqual(current!, patch.expect as JsonValue)) {
    return { id: "patch-skipped-changed", args: { ...where, expected: show(patch.expect), actual: show(current) } };
  }
  return undefined;
}

/** A copy of `doc` with `value` at `path`; only the nodes along the path are new. */
function replaceAt(doc: JsonValue, path: readonly string[], value: JsonValue): JsonValue {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(doc)) {
    const copy = [...doc];
    copy[Number(head)] = replaceAt(doc[Number(head)] as JsonValue, rest, value);
    return copy;
  }
  const object = doc as { [key: string]: JsonValue };
  const next = Object.prototype.hasOwnProperty.call(object, head) ? object[head]! : {};
  return { ...object, [head]: replaceAt(next, rest, value) };
}

function isContainer(x: unknown): x is JsonValue[] | { [key: string]: JsonValue } {
  return typeof x === "object" && x !== null;
}

function hasMember(container: JsonValue[] | { [key: string]: JsonValue }, key: string): boolean {
  if (Array.isArray(container)) return /^(0|[1-9]\d*)$/.test(key) && Number(key) < container.length;
  return Object.prototype.hasOwnProperty.call(container, key);
}

function toPointer(path: readonly string[]): string {
  return `#${path.map((t) => `/${t.replace(/~/g, "~0").replace(/\//g, "~1")}`).join("")}`;
}

/** JSON equality: arrays in order, objects regardless of key order. */
export function deepEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]!));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k]!, b[k]!));
}

function show(v: JsonValue | undefined): string {
  const text = v === undefined ? "nothing" : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
