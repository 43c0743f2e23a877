import { CodegenError } from "../messages/error.js";
import type { JsonValue } from "../ir/model.js";
import { child } from "../ir/pointer.js";
import { maxJsonDepth } from "../read/limits.js";

export { maxJsonDepth };

/** Keywords whose value is one subschema. */
const schemaKeywords = new Set([
  "additionalItems", "additionalProperties", "contains", "propertyNames", "not", "if", "then", "else",
  "unevaluatedItems", "unevaluatedProperties", "contentSchema", "items",
]);
/** Keywords whose value is an array of subschemas (`items` in its draft-07 array form too). */
const schemaArrayKeywords = new Set(["allOf", "anyOf", "oneOf", "prefixItems", "items"]);
/** Keywords whose value is an object of subschemas. */
const schemaMapKeywords = new Set(["properties", "patternProperties", "definitions", "$defs", "dependentSchemas", "dependencies"]);
/** Counts: non-negative integers. */
const countKeywords = new Set([
  "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "minContains", "maxContains",
]);

type Role = "schema" | "schemas" | "data";

interface Frame {
  value: JsonValue;
  /** Parent frame and the token leading here: the pointer is built only for an error. */
  parent: Frame | undefined;
  token: string;
  depth: number;
  /** A schema, an array or object of schemas (`allOf`, `properties`), or data (a `const`, an `enum` entry...). */
  role: Role;
}

/**
 * The document's own checks before it becomes a model, in one iterative walk (no recursion, so a
 * 10,000-deep document is refused, not a stack overflow): nesting within `maxJsonDepth`, every
 * number finite (`1e400` parses as Infinity, which JSON cannot write back), and keyword values
 * the metaschemas allow (`multipleOf` > 0, counts non-negative integers, `type` non-empty,
 * `required` and `type` without duplicates, `pattern` a valid regular expression, a local `$ref`
 * valid percent-encoding: `#/definitions/%ZZ` is refused, not a URIError), and no string or key
 * holding a lone surrogate (`"\ud800"`: JSON's grammar admits it, but it is no Unicode text: Go and
 * Rust decoders replace or refuse it, pydantic and Swift cannot name it; I-JSON, RFC 7493, forbids it). `enum: []` is
 * allowed (draft-06 on): it accepts no value, as the JSON-Schema-Test-Suite expects.
 * Throws CodegenError naming the JSON pointer of the first offence; never mutates `doc`.
 */
export function checkKeywords(doc: JsonValue, file: string): void {
  const stack: Frame[] = [{ value: doc, parent: undefined, token: "", depth: 0, role: "schema" }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value } = frame;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) throw fail("number-not-finite", { value: String(value) }, frame, file);
      continue;
    }
    if (typeof value === "string") {
      const unit = loneSurrogate(value);
      if (unit) throw fail("string-lone-surrogate", { unit, where: "string" }, frame, file);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (frame.depth >= maxJsonDepth) throw fail("schema-too-deep", { limit: maxJsonDepth }, frame, file);
    const isObject = !Array.isArray(value);
    if (frame.role === "schema" && isObject) checkSchema(value as Record<string, JsonValue>, frame, file);
    const entries: [string, JsonValue][] = isObject
      ? Object.entries(value as Record<string, JsonValue>)
      : (value as JsonValue[]).map((v, i) => [String(i), v]);
    // Pushed in reverse, so the first offence in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [token, v] = entries[i]!;
      const unit = isObject ? loneSurrogate(token) : undefined;
      if (unit) throw fail("string-lone-surrogate", { unit, where: "key" }, { value: v, parent: frame, token, depth: 0, role: "data" }, file);
      stack.push({ value: v, parent: frame, token, depth: frame.depth + 1, role: childRole(frame, isObject, token, v) });
    }
  }
}

/** What the child `token` of `frame` is, by the keyword that holds it. */
function childRole(frame: Frame, isObject: boolean, token: string, value: JsonValue): Role {
  if (frame.role === "schemas") return "schema";
  if (frame.role !== "schema" || !isObject) return "data";
  if (Array.isArray(value) && schemaArrayKeywords.has(token)) return "schemas";
  if (schemaMapKeywords.has(token) && value !== null && typeof value === "object" && !Array.isArray(value)) return "schemas";
  return schemaKeywords.has(token) ? "schema" : "data";
}

function checkSchema(s: Record<string, JsonValue>, frame: Frame, file: string): void {
  const at = (keyword: string, ...rest: string[]): Frame =>
    rest.reduce<Frame>((f, t) => ({ value: null, parent: f, token: t, depth: 0, role: "data" }), {
      value: null,
      parent: frame,
      token: keyword,
      depth: 0,
      role: "data",
    });
  const has = (k: string) => Object.prototype.hasOwnProperty.call(s, k);
  if (has("multipleOf") && typeof s.multipleOf === "number" && !(s.multipleOf > 0)) {
    throw fail("keyword-not-positive", { keyword: "multipleOf" }, at("multipleOf"), file);
  }
  for (const k of countKeywords) {
    if (!has(k)) continue;
    const v = s[k];
    // A non-finite number is reported as such when the walk reaches it.
    if (typeof v === "number" && !Number.isFinite(v)) continue;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0) throw fail("keyword-not-count", { keyword: k }, at(k), file);
  }
  if (Array.isArray(s.type)) {
    if (s.type.length === 0) throw fail("keyword-empty", { keyword: "type" }, at("type"), file);
    const duplicate = firstDuplicate(s.type);
    if (duplicate !== undefined) throw fail("keyword-duplicate", { keyword: "type", entry: String(s.type[duplicate]) }, at("type", String(duplicate)), file);
  }
  if (Array.isArray(s.required)) {
    const nonString = s.required.findIndex((r) => typeof r !== "string");
    if (nonString >= 0) throw fail("keyword-invalid", { keyword: "required", detail: "entries must be strings" }, at("required", String(nonString)), file);
    const duplicate = firstDuplicate(s.required);
    if (duplicate !== undefined) {
      throw fail("keyword-duplicate", { keyword: "required", entry: String(s.required[duplicate]) }, at("required", String(duplicate)), file);
    }
  }
  if (typeof s.$ref === "string" && s.$ref.startsWith("#")) {
    try {
      decodeURIComponent(s.$ref.slice(1));
    } catch {
      throw fail("ref-malformed", { ref: s.$ref }, at("$ref"), file);
    }
  }
  if (typeof s.pattern === "string") checkPattern(s.pattern, at("pattern"), file);
  if (s.patternProperties !== null && typeof s.patternProperties === "object" && !Array.isArray(s.patternProperties)) {
    for (const p of Object.keys(s.patternProperties)) checkPattern(p, at("patternProperties", p), file);
  }
}

/** Patterns are compiled as the validators compile them (`u`, as Ajv does): one that does not compile is refused here. */
function checkPattern(pattern: string, frame: Frame, file: string): void {
  try {
    new RegExp(pattern, "u");
  } catch (e) {
    throw fail("pattern-invalid", { pattern, detail: (e as Error).message }, frame, file);
  }
}

/** Index of the first entry equal (as JSON) to an earlier one. */
function firstDuplicate(values: readonly JsonValue[]): number | undefined {
  const seen = new Set<string>();
  for (let i = 0; i < values.length; i++) {
    const key = JSON.stringify(values[i]);
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return undefined;
}

function pointerOf(frame: Frame): string {
  const tokens: string[] = [];
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) tokens.push(f.token);
  return child("#", ...tokens.reverse());
}

/** The first lone surrogate of a string, as `U+D800`; undefined when it is well-formed UTF-16. */
function loneSurrogate(s: string): string | undefined {
  const m = /\p{Cs}/u.exec(s);
  return m ? `U+${m[0].charCodeAt(0).toString(16).toUpperCase()}` : undefined;
}

function fail<I extends "ref-malformed" | "number-not-finite" | "string-lone-surrogate" | "schema-too-deep" | "keyword-not-positive" | "keyword-not-count" | "keyword-empty" | "keyword-duplicate" | "keyword-invalid" | "pattern-invalid">(
  id: I,
  args: ConstructorParameters<typeof CodegenError<I>>[1],
  frame: Frame,
  file: string,
): CodegenError<I> {
  return new CodegenError(id, args, { file, pointer: pointerOf(frame) });
}
