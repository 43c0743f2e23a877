/**
 * What a model marks deprecated, and every item that could be: definitions, properties (inline ones too),
 * enum values and methods, keyed by change path. Sources, strongest first: the `deprecated` keyword,
 * the spec's schema.ts `@deprecated` tags (when given), the method map, then descriptions that say so.
 */
import type { Definition, Deprecation, TypeNode } from "../ir/model.js";
import type { MethodInfo } from "../mcp/methods.js";
import type { TsDeprecation } from "../schemaTs/model.js";
import { childrenOf } from "./nodes.js";
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
}

/** A description deprecating the thing it describes. */
const wholePatterns = [
  /@deprecated\b[^\n]*/i,
  /^\s*deprecated\b[^\n]*/i,
  /\b(?:this|the)\s+(?:field|property|type|method|request|notification|capability|parameter|option|definition|result)\s+is\s+(?:now\s+)?(?:soft-)?deprecated\b[^\n]*/i,
];
/** A description deprecating some of its enum values: `Values "a" and "b" are (soft-)deprecated`. */
const valuesPattern = /\bvalues?\s+([^.]{1,200}?)\s+(?:is|are)\s+(?:now\s+)?(?:soft-)?deprecated\b[^\n.]*/i;

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
  const m = valuesPattern.exec(description);
  if (!m) return undefined;
  const values = [...m[1]!.matchAll(/"([^"]+)"|`([^`"]+)`/g)].map((x) => x[1] ?? x[2]!);
  return values.length > 0 ? { values, note: m[0].trim() } : undefined;
}

export function collectDeprecations(
  definitions: readonly Definition[],
  methods: readonly MethodInfo[],
  tsTags: readonly TsDeprecation[] = [],
): Map<string, DeprecationItem> {
  const items = new Map<string, DeprecationItem>();
  const tagged = new Map(tsTags.map((t) => [t.property === undefined ? t.name : join(t.name, "properties", t.property), t.note]));
  const mark = (path: string, target: DeprecationTarget, inModel: Deprecation | undefined, description: string | undefined): void => {
    const said = describesDeprecation(description);
    const tag = tagged.get(path);
    const item: DeprecationItem = { path, target, deprecated: false };
    if (inModel) Object.assign(item, fromModel(inModel));
    else if (tag !== undefined) Object.assign(item, { deprecated: true, source: "schema.ts", note: tag });
    else if (said) Object.assign(item, { deprecated: true, source: "description", note: said });
    items.set(path, item);
  };
  const visit = (node: TypeNode, path: string): void => {
    if (node.kind === "enum" || node.kind === "literal") {
      const values = node.kind === "enum" ? node.values : [node.value];
      const said = deprecatedValues(node.description);
      const inModel = node.kind === "enum" ? node.deprecatedValues ?? [] : [];
      for (const v of values) {
        if (typeof v !== "string") continue;
        const item: DeprecationItem = { path: join(path, "enum", v), target: "value", deprecated: false };
        const own = inModel.find((d) => d.value === v)?.deprecated;
        if (own) Object.assign(item, fromModel(own));
        else if (said?.values.includes(v)) Object.assign(item, { deprecated: true, source: "description", note: said.note });
        items.set(item.path, item);
      }
    }
    if (node.kind === "object") {
      for (const p of node.properties) mark(join(path, "properties", p.name), "property", p.deprecated, p.description);
    }
    for (const c of childrenOf(node)) visit(c.node, join(path, ...c.tokens));
  };
  for (const d of definitions) {
    mark(d.name, "definition", d.deprecated, d.description);
    visit(d.type, d.name);
  }
  for (const m of methods) {
    const path = methodPath(m.method);
    if (m.deprecated) items.set(path, { path, target: "method", deprecated: true, source: "method-map" });
    else if (!items.has(path)) items.set(path, { path, target: "method", deprecated: false });
  }
  return items;
}

/** The IR's deprecation: only schema.ts's tags give a reason (the keyword is a bare boolean). */
function fromModel(d: Deprecation): Pick<DeprecationItem, "deprecated" | "source" | "note"> {
  return d.reason !== undefined ? { deprecated: true, source: "schema.ts", note: d.reason } : { deprecated: true, source: "keyword" };
}
