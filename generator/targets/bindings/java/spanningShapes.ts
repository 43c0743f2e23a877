/** The Java spanning layer's unions told apart by shape: which get a sealed interface, and its lines. */
import type { BindingPlan, PlanType } from "../plan/model.js";
import type { SpanningDeclaration } from "../plan/spanVersions.js";
import { clauseLines, javadocLines } from "./layout.js";
import { javaSafeName } from "./syntax.js";
import { context as wireContext } from "./types.js";

/**
 * How the spanning package holds a shape union, as the Java target's wire packages do, where every version having
 * it holds it alike:
 * - `values`: every member a scalar (`RequestId`, `ProgressToken`): a sealed interface of value records
 *   (`RequestId.StringValue`, `RequestId.IntegerValue`), each version listing the same members;
 * - `records`: every member a record (`ServerResult`, `EnumSchema`, `InputResponse`): a sealed interface the
 *   spanning records implement, the members any version lists.
 * Decoding takes the member the version's wire type picks (`McpSpanning`'s `@Shape`). A union some version holds
 * otherwise (any JSON, records beside arrays or scalars, one record written as the union) stays `Json`.
 */
export type ShapeForm = { kind: "values"; variants: ValueVariant[] } | { kind: "records"; members: string[] };

export interface ValueVariant {
  /** The nested record's name, the wire package's (`IntegerValue`). */
  name: string;
  scalar: "string" | "integer" | "number" | "boolean";
}

/** The form of each shape union that has one. */
export function shapeForms(declarations: readonly SpanningDeclaration[], plans: readonly BindingPlan[]): Map<string, ShapeForm> {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const styles = new Map(plans.map((p) => [p.source, wireContext(p).unionStyle]));
  const out = new Map<string, ShapeForm>();
  for (const d of declarations) {
    if (d.kind !== "shape") continue;
    const own = plans.flatMap((p) => {
      const w = p.declarations.find((x) => x.name === d.name);
      return w ? [{ p, w, style: styles.get(p.source)!.get(d.name) }] : [];
    });
    const unions = own.flatMap(({ p, w, style }) => (w.kind === "union" && w.union.kind === "shape" ? [{ p, members: w.union.members, style }] : []));
    if (unions.length === 0 || unions.length !== own.length) continue;
    if (unions.every((u) => u.style === "scalar")) {
      const variants = unions[0]!.members.map((m) => ({ name: javaSafeName(`${m.variant}Value`).text, scalar: (m.type as PlanType & { kind: "scalar" }).type }));
      const same = unions.every((u) => u.members.length === variants.length && u.members.every((m, i) => m.type.kind === "scalar" && m.type.type === variants[i]!.scalar && javaSafeName(`${m.variant}Value`).text === variants[i]!.name));
      // A nested record may not share its union's name (javac refuses it).
      if (same && variants.every((v) => v.name !== javaSafeName(d.name).text)) out.set(d.name, { kind: "values", variants });
      continue;
    }
    const records = unions.every(
      (u) =>
        (u.style === "ordered" || u.style === "deduction") &&
        u.members.every((m) => m.type.kind === "ref" && u.p.declarations.find((x) => x.name === (m.type as { name: string }).name)?.kind === "record" && byName.get(m.type.name)?.kind === "record"),
    );
    if (!records) continue;
    const listed = new Set(unions.flatMap((u) => u.members.map((m) => (m.type as { name: string }).name)));
    const members = d.members.flatMap((m) => (m.kind === "ref" && listed.has(m.name) ? [m.name] : []));
    if (members.length === listed.size) out.set(d.name, { kind: "records", members });
  }
  return out;
}

/** The sealed interface of a shape union with a form, `head` (its Javadoc and `@Deprecated`) first. */
export function shapeLines(name: string, form: ShapeForm, head: readonly string[], spanningName: (n: string) => string): string[] {
  if (form.kind === "records") {
    return [...head, "@McpSpanning.Shape", ...clauseLines(`public sealed interface ${name}`, [{ keyword: "permits", names: form.members.map(spanningName) }], " {}", "")];
  }
  const records = form.variants.map((v) => {
    const type = valueType(v.scalar);
    const doc = javadocLines([`${v.scalar === "integer" ? "An" : "A"} ${v.scalar} ${name}.`], "  ");
    const checked = type === "String" || type === "JsonNumber";
    const body = checked ? [" {", `    public ${v.name} {`, "      Objects.requireNonNull(value);", "    }", "  }"] : [" {}"];
    const [open, ...rest] = body;
    return [...doc, "  @McpSpanning.Value", `  record ${v.name}(${type} value) implements ${name}${open}`, ...rest];
  });
  const permits = form.variants.map((v) => `${name}.${v.name}`);
  return [...head, "@McpSpanning.Shape", ...clauseLines(`public sealed interface ${name}`, [{ keyword: "permits", names: permits }], " {", ""), ...records.flatMap((r, i) => (i === 0 ? r : ["", ...r])), "}"];
}

/** The Java type a value record holds: primitives where the wire's are, the number's text kept. */
function valueType(scalar: ValueVariant["scalar"]): string {
  return { string: "String", integer: "long", number: "JsonNumber", boolean: "boolean" }[scalar];
}
