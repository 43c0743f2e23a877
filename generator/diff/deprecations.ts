/**
 * What a model marks deprecated, and every item that could be: definitions, properties (inline ones too),
 * enum values and methods, keyed by change path. Sources, strongest first: the `deprecated` keyword,
 * the spec's schema.ts `@deprecated` tags (when given), the method map, then descriptions that say so.
 * Whatever the source, the reason is the tag's text when there is one, else the sentence that says so.
 * A deprecation that names only some values of a property (`The "a" and "b" values are deprecated`)
 * deprecates those values, not the property. A method is deprecated when its definition is.
 */
import type { Definition, Deprecation, JsonValue, TypeNode } from "../ir/model.js";
import type { MethodInfo } from "../mcp/methods.js";
import type { TsDeprecation } from "../schemaTs/model.js";
import { childrenOf } from "../ir/walk.js";
import { join, methodPath } from "./paths.js";

export type DeprecationTarget = "definition" | "property" | "value" | "method";
export type DeprecationSource = "keyword" | "schema.ts" | "method-map" | "description";

export interface DeprecationItem {
  path: string;
  target: DeprecationTarget;
  deprecated: boolean;
  source?: DeprecationSource;
  /** The sentence (or tag text) that says so. */
  note?: string;
  /** What to use instead, when the reason says (`Use X instead`, `Omit this field or use "none"`). */
  replacement?: string;
}

/** A description deprecating the thing it describes. */
const wholePatterns = [
  /@deprecated\b[^\n]*/i,
  /^\s*deprecated\b[^\n]*/i,
  /\b(?:this|the)\s+(?:field|property|type|method|request|notification|capability|parameter|option|definition|result)\s+is\s+(?:now\s+)?(?:soft-)?deprecated\b[^\n]*/i,
];
/** A description deprecating some of its enum values: `Values "a" and "b" are (soft-)deprecated`, `The "a" value is deprecated`. */
const valuesPatterns = [
  /\bvalues?\s+([^.]{1,200}?)\s+(?:is|are)\s+(?:now\s+)?(?:soft-)?deprecated\b[^\n.]*/i,
  /((?:`"[^"`]+"`|"[^"]+"|`[^`"]+`)(?:\s*(?:,|and|or)\s*(?:`"[^"`]+"`|"[^"]+"|`[^`"]+`))*)\s+values?\s+(?:is|are)\s+(?:now\s+)?(?:soft-)?deprecated\b[^\n]*/i,
];
/** A sentence of a deprecation note saying what to do instead. */
const replacementPattern = /[^.]*\b(?:use|replaced by|superseded by|instead)\b[^.]*\.?/i;

export function replacementOf(note: string | undefined): string | undefined {
  if (!note) return undefined;
  const m = replacementPattern.exec(note.replace(/\s+/g, " "));
  return m ? m[0].trim() : undefined;
}

export function describesDeprecation(description: string | undefined): string | undefined {
  if (!description) return undefined;
  for (const p of wholePatterns) {
    const m = p.exec(description);
    if (m) return m[0].trim();
  }
  return undefined;
}

export function deprecatedValues(description: string | undefined): { values: string[]; note: string } | undefined {
  if (!description) return undefined;
  for (const pattern of valuesPatterns) {
    const m = pattern.exec(description);
    if (!m) continue;
    const values = [...m[1]!.matchAll(/`"([^"`]+)"`|"([^"]+)"|`([^`"]+)`/g)].map((x) => x[1] ?? x[2] ?? x[3]!);
    if (values.length > 0) return { values, note: m[0].trim() };
  }
  return undefined;
}

interface ValueNote {
  values: string[];
  note: string;
}

export function collectDeprecations(
  definitions: readonly Definition[],
  methods: readonly MethodInfo[],
  tsTags: readonly TsDeprecation[] = [],
): Map<string, DeprecationItem> {
  const items = new Map<string, DeprecationItem>();
  const tagged = new Map(
    tsTags.map((t) => [t.property === undefined ? t.name : join(t.name, "properties", t.property), t.note]),
  );
  /** Marks an item; returns the values it deprecates instead when its reason names only values of its enum. */
  const mark = (
    path: string,
    target: DeprecationTarget,
    inModel: Deprecation | undefined,
    description: string | undefined,
    values: readonly JsonValue[],
  ): ValueNote | undefined => {
    const said = describesDeprecation(description);
    const tag = tagged.get(path);
    const item: DeprecationItem = { path, target, deprecated: false };
    const source: DeprecationSource | undefined = inModel
      ? inModel.reason !== undefined
        ? "schema.ts"
        : "keyword"
      : tag !== undefined
        ? "schema.ts"
        : said
          ? "description"
          : undefined;
    const note = inModel?.reason || tag || said || (inModel ? deprecatedValues(description)?.note : undefined);
    if (source !== undefined) {
      const named = target === "property" ? deprecatedValues(note ?? description) : undefined;
      if (named && named.values.every((v) => values.includes(v))) {
        items.set(path, item);
        return { values: named.values, note: note ?? named.note };
      }
      const replacement = replacementOf(note);
      Object.assign(item, { deprecated: true, source }, note ? { note } : {}, replacement ? { replacement } : {});
    }
    items.set(path, item);
    return undefined;
  };
  const visit = (node: TypeNode, path: string, inherited: ValueNote | undefined): void => {
    if (node.kind === "enum" || node.kind === "literal") {
      const values = node.kind === "enum" ? node.values : [node.value];
      const said = inherited ?? deprecatedValues(node.description);
      const inModel = node.kind === "enum" ? (node.deprecatedValues ?? []) : [];
      for (const v of values) {
        if (typeof v !== "string") continue;
        const item: DeprecationItem = { path: join(path, "enum", v), target: "value", deprecated: false };
        const own = inModel.find((d) => d.value === v)?.deprecated;
        const note = own?.reason ?? (said?.values.includes(v) ? said.note : undefined);
        if (own || note !== undefined) {
          const replacement = replacementOf(note);
          const source: DeprecationSource = own
            ? own.reason !== undefined
              ? "schema.ts"
              : "keyword"
            : inherited
              ? "schema.ts"
              : "description";
          Object.assign(item, { deprecated: true, source }, note ? { note } : {}, replacement ? { replacement } : {});
        }
        items.set(item.path, item);
      }
    }
    const own = new Map<string, ValueNote | undefined>();
    if (node.kind === "object") {
      for (const p of node.properties)
        own.set(
          p.name,
          mark(join(path, "properties", p.name), "property", p.deprecated, p.description, valuesIn(p.type)),
        );
    }
    for (const c of childrenOf(node)) {
      const fromProperty = c.tokens[0] === "properties" ? own.get(c.tokens[1]!) : undefined;
      visit(c.node, join(path, ...c.tokens), fromProperty ?? (node.kind === "union" ? inherited : undefined));
    }
  };
  for (const d of definitions) {
    mark(d.name, "definition", d.deprecated ?? d.type.deprecated, d.description, []);
    visit(d.type, d.name, undefined);
  }
  for (const m of methods) {
    const path = methodPath(m.method);
    const def = m.inline ? undefined : items.get(m.definition);
    if (m.deprecated || def?.deprecated) {
      const { source: _s, path: _p, target: _t, ...reason } = def ?? { path, target: "method" };
      items.set(path, { ...reason, path, target: "method", deprecated: true, source: "method-map" });
    } else if (!items.has(path)) items.set(path, { path, target: "method", deprecated: false });
  }
  return items;
}

/** String values an enum or const (or a union of them) admits. */
function valuesIn(node: TypeNode): string[] {
  if (node.kind === "enum") return node.values.filter((v): v is string => typeof v === "string");
  if (node.kind === "literal") return typeof node.value === "string" ? [node.value] : [];
  if (node.kind === "union") return node.members.flatMap(valuesIn);
  return [];
}
