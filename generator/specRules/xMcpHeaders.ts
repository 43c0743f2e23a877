/**
 * Finds every `x-mcp-header` annotation in a tool's `inputSchema`, and whether it is statically reachable.
 *
 * The spec (2026-07-28, Tools and Streamable HTTP): the value of `x-mcp-header` names the `Mcp-Param-{name}` header
 * a client fills from the annotated argument; it "MUST only be applied to parameters with primitive types" and
 * "MAY be applied to properties at any nesting depth within the inputSchema", and it MUST only be applied to
 * properties statically reachable from the schema root. What we take "statically reachable" to mean — a client
 * must be able to find the one argument value from the schema alone, before it sees any arguments:
 * - `properties/<name>`: yes, at any depth (the argument's path is the chain of names).
 * - `allOf/<i>`: yes, with the same standing as the schema holding it (every branch always applies).
 * - a local `$ref` (`#`, `#/$defs/X`...): yes, followed to its target with the standing of the referring schema.
 *   An annotation under `$defs` that no reachable `$ref` leads to is not reachable.
 * - `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`, `dependencies`: no. Whether they apply
 *   depends on the value, so the schema alone does not say which annotation (or type) holds.
 * - `items`, `prefixItems`, `additionalItems`, `contains`, `unevaluatedItems`: no. An array holds many values;
 *   a header holds one.
 * - `additionalProperties`, `patternProperties`, `propertyNames`, `unevaluatedProperties`: no. There is no fixed
 *   property name to take the value from.
 * - The root schema itself is no property: an annotation there is not reachable.
 * Keys under `properties` are names, not keywords (a property called `x-mcp-header` is no annotation), and
 * values under `const`, `enum`, `default` and `examples` are data, so neither is searched.
 */
import type { HeaderAnnotation } from "./rule.js";
import { token } from "./rule.js";

/** Past this many schema visits the collection stops and says so, instead of running without end. */
export const maxVisits = 20_000;

type Json = Record<string, unknown>;

/** Keywords whose value is one subschema, and whether an annotation under them is reachable. */
// (Maps, not object literals: a schema key such as `__proto__` or `constructor` must not find a prototype member.)
const single = new Map<string, boolean>(
  [
    "not",
    "if",
    "then",
    "else",
    "items",
    "additionalItems",
    "contains",
    "unevaluatedItems",
    "additionalProperties",
    "propertyNames",
    "unevaluatedProperties",
    "contentSchema",
  ].map((k) => [k, false]),
);
/** Keywords whose value is an array of subschemas. */
const list = new Map<string, boolean>([
  ["allOf", true],
  ["anyOf", false],
  ["oneOf", false],
  ["prefixItems", false],
  ["items", false],
]);
/** Keywords whose value maps names to subschemas. */
const map = new Map<string, boolean>([
  ["properties", true],
  ["patternProperties", false],
  ["dependentSchemas", false],
  ["dependencies", false],
  ["$defs", false],
  ["definitions", false],
]);

interface Visit {
  node: unknown;
  /** Pointer from the tool. */
  path: string;
  /** Pointer from the inputSchema (for `$ref` resolution bookkeeping). */
  local: string;
  reachable: boolean;
  /** Reached as a property (`properties/<name>`, or an `allOf` branch / `$ref` target of one). */
  property: boolean;
  blockedBy: string;
}

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function own(o: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
}

/** The schema a local `$ref` points to, or undefined (remote refs, bad pointers). */
function resolveLocal(root: unknown, ref: string): { node: unknown; local: string } | undefined {
  if (ref !== "#" && !ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  const parts = ref === "#" ? [] : ref.slice(2).split("/");
  for (const raw of parts) {
    let part: string;
    try {
      part = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined;
    }
    if (Array.isArray(node)) node = /^(0|[1-9][0-9]*)$/.test(part) ? node[Number(part)] : undefined;
    else if (isObject(node)) node = own(node, part);
    else return undefined;
    if (node === undefined) return undefined;
  }
  return { node, local: ref === "#" ? "" : `/${parts.join("/")}` };
}

/** The annotated schema's type: its own `type`, else that of a local `$ref` target. */
function typeOf(root: unknown, schema: Json): unknown {
  const t = own(schema, "type");
  if (t !== undefined) return t;
  const ref = own(schema, "$ref");
  if (typeof ref !== "string") return undefined;
  const target = resolveLocal(root, ref)?.node;
  return isObject(target) ? own(target, "type") : undefined;
}

/** Every annotation, in document order of first sight, each once; `truncated` when `maxVisits` was hit. */
export function collectHeaders(inputSchema: unknown, base = "/inputSchema"): { headers: HeaderAnnotation[]; truncated: boolean } {
  const found = new Map<string, HeaderAnnotation>();
  const seen = new Set<string>();
  const stack: Visit[] = [
    {
      node: inputSchema,
      path: base,
      local: "",
      reachable: true,
      property: false,
      blockedBy: "root",
    },
  ];
  let visits = 0;
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (!isObject(v.node)) continue;
    const state = `${v.local}\u0000${v.reachable}\u0000${v.property}`;
    if (seen.has(state)) continue;
    seen.add(state);
    if (++visits > maxVisits) return { headers: [...found.values()], truncated: true };

    const schema = v.node;
    if (Object.prototype.hasOwnProperty.call(schema, "x-mcp-header")) {
      const path = `${v.path}/x-mcp-header`;
      const reachable = v.reachable && v.property;
      const prior = found.get(v.local);
      if (!prior) {
        found.set(v.local, {
          value: schema["x-mcp-header"],
          path,
          reachable,
          blockedBy: reachable ? "" : !v.reachable ? v.blockedBy : "root",
          type: typeOf(inputSchema, schema),
        });
      } else if (reachable && !prior.reachable) {
        found.set(v.local, { ...prior, reachable: true, blockedBy: "" });
      }
    }

    const next: Visit[] = [];
    const push = (node: unknown, keys: (string | number)[], ok: boolean, keyword: string, property: boolean) => {
      const suffix = keys.map((k) => `/${token(k)}`).join("");
      next.push({
        node,
        path: v.path + suffix,
        local: v.local + suffix,
        reachable: v.reachable && ok,
        property,
        blockedBy: v.reachable && !ok ? keyword : v.blockedBy,
      });
    };
    for (const key of Object.keys(schema)) {
      const value = schema[key];
      const one = single.get(key);
      if (one !== undefined && isObject(value)) push(value, [key], one, key, false);
      const many = list.get(key);
      if (many !== undefined && Array.isArray(value)) value.forEach((s, i) => push(s, [key, i], many, key, key === "allOf" ? v.property : false));
      const named = map.get(key);
      if (named !== undefined && isObject(value)) {
        for (const name of Object.keys(value)) push(value[name], [key, name], named, key, key === "properties");
      }
    }
    const ref = own(schema, "$ref");
    if (typeof ref === "string") {
      const target = resolveLocal(inputSchema, ref);
      if (target)
        next.push({
          node: target.node,
          path: `${base}${target.local}`,
          local: target.local,
          reachable: v.reachable,
          property: v.property,
          blockedBy: v.blockedBy,
        });
    }
    // Reverse so that the stack pops in document order.
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
  return { headers: [...found.values()], truncated: false };
}
