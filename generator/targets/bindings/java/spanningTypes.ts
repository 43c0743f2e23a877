/** The Java spanning layer's names and types: which declaration becomes what, and how a plan type is spelled there. */
import { assertNever } from "../../../ir/model.js";
import type { BindingPlan, PlanType } from "../plan/model.js";
import type { SpanningDeclaration, SpanningField, SpanningPlan } from "../plan/spanVersions.js";
import { spanFacts, taggedRecords, type SpanFacts } from "../plan/spanFacts.js";
import { literalScalar } from "../syntax/typeSpelling.js";
import { context as wireContext } from "./types.js";
import { javaSafeName } from "./syntax.js";
import { shapeForms, type ShapeForm } from "./spanningShapes.js";

export type SpanningRecord = SpanningDeclaration & { kind: "record" };

/** The runtime's classes beside the generated ones: a declaration spelling one gets `_` appended. */
const runtimeNames = new Set(["McpSpanning", "SpanningWire"]);

export interface SpanningContext {
  byName: ReadonlyMap<string, SpanningDeclaration>;
  versions: readonly string[];
  /** Version -> the Java package of its wire types. */
  packages: ReadonlyMap<string, string>;
  /** Version -> declaration -> the wire class's simple name, where that version renders one. */
  wireClasses: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Which versions require a field, what any version deprecates. */
  facts: SpanFacts;
  /** Tagged unions whose members are records told apart by a constant of their own: union -> member -> its tag. */
  tagged: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Shape unions typed as sealed interfaces (`spanningShapes.ts`); the others are `Json`. */
  shapes: ReadonlyMap<string, ShapeForm>;
  /** The spec bases rendered as interfaces, with the fields each declares. */
  interfaces: ReadonlyMap<string, SpanningRecord>;
}

export function spanningContext(spanned: SpanningPlan, plans: readonly BindingPlan[], packages: ReadonlyMap<string, string>): SpanningContext {
  const byName = new Map(spanned.declarations.map((d) => [d.name, d]));
  const wireClasses = new Map(
    plans.map((plan) => {
      const ctx = wireContext(plan);
      const classes = plan.declarations.filter((d) => d.kind === "record" || (d.kind === "union" && ctx.unionStyle.get(d.name) !== "json"));
      return [plan.source, new Map(classes.map((d) => [d.name, ctx.name(d.name)]))] as const;
    }),
  );
  const tagged = new Map<string, Map<string, string>>();
  for (const d of spanned.declarations) {
    const members = d.kind === "tagged" ? taggedRecords(d, byName) : undefined;
    if (members) tagged.set(d.name, new Map(members.map((m) => [m.record, m.tag])));
  }
  const partial: SpanningContext = { byName, versions: spanned.versions, packages, wireClasses, facts: spanFacts(plans), tagged, shapes: shapeForms(spanned.declarations, plans), interfaces: new Map() };
  return { ...partial, interfaces: baseInterfaces(spanned, partial) };
}

/**
 * The spec bases (`Result`, `PaginatedResult`, `BaseMetadata`) that become interfaces: a base nothing refers to, whose
 * every field some other record repeats alike, with more of its own (siblings with the same keys, the JSON-RPC
 * errors, stay records). Nothing decodes to an interface, so one a field or union names stays a record.
 */
function baseInterfaces(spanned: SpanningPlan, ctx: SpanningContext): Map<string, SpanningRecord> {
  const referred = new Set<string>();
  const walk = (t: PlanType): void => {
    if (t.kind === "ref") referred.add(t.name);
    else if (t.kind === "array") walk(t.items);
    else if (t.kind === "map") walk(t.values);
    else if (t.kind === "nullable") walk(t.type);
  };
  for (const d of spanned.declarations) {
    if (d.kind === "record") d.fields.forEach((f) => walk(f.type));
    else if (d.kind === "alias") walk(d.type);
    else if (d.kind === "shape") d.members.forEach(walk);
    else if (d.kind === "tagged") d.members.forEach((m) => referred.add(m));
  }
  const records = spanned.declarations.filter((d): d is SpanningRecord => d.kind === "record");
  const out = new Map<string, SpanningRecord>();
  for (const base of records) {
    if (!base.base || referred.has(base.name) || base.fields.length === 0) continue;
    if (records.some((r) => r !== base && r.fields.length > base.fields.length && repeats(r, base, ctx))) out.set(base.name, base);
  }
  return out;
}

/** Whether `record` has every field of `base` under the same Java name and type. */
export function repeats(record: SpanningRecord, base: SpanningRecord, ctx: SpanningContext): boolean {
  return base.fields.every((b) => {
    const own = record.fields.find((f) => f.wire === b.wire);
    return own !== undefined && componentName(own) === componentName(b) && spell(own.type, ctx) === spell(b.type, ctx);
  });
}

/** A declaration's Java name in the spanning package. */
export function spanningName(name: string): string {
  const safe = javaSafeName(name).text;
  return runtimeNames.has(safe) ? `${safe}_` : safe;
}

/** A field's component name. */
export function componentName(f: SpanningField): string {
  return javaSafeName(f.words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("")).text;
}

/**
 * The Java type of a plan type in the spanning package, boxed (null is absent): records, enums and typed tagged and
 * shape unions by name, aliases as what they stand for, other unions and nullable values as `Json`.
 */
export function spell(t: PlanType, ctx: SpanningContext, seen: ReadonlySet<string> = new Set()): string {
  switch (t.kind) {
    case "scalar":
      return { string: "String", integer: "Long", number: "JsonNumber", boolean: "Boolean" }[t.type];
    case "json":
    case "nullable":
      return "Json";
    case "literal":
      return spell({ kind: "scalar", type: literalScalar(t.value) }, ctx);
    case "array":
      return `List<${spell(t.items, ctx, seen)}>`;
    case "map":
      return `Map<String, ${spell(t.values, ctx, seen)}>`;
    case "ref": {
      const d = ctx.byName.get(t.name);
      if (d === undefined || seen.has(t.name)) return "Json";
      if (d.kind === "alias") return spell(d.type, ctx, new Set([...seen, t.name]));
      if (d.kind === "record" || d.kind === "enum" || (d.kind === "tagged" && ctx.tagged.has(d.name)) || (d.kind === "shape" && ctx.shapes.has(d.name))) {
        return spanningName(d.name);
      }
      return "Json";
    }
    default:
      return assertNever(t, "plan type");
  }
}
