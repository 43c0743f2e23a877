import type { PlanType } from "../plan/model.js";
import type { SpanningDeclaration } from "../plan/spanVersions.js";
import { docLines } from "../syntax/text.js";
import { arm, callLine, decodeArm, signature } from "./layout.js";
import { held, spell, type SpanningContext } from "./spanningContext.js";
import { spanningImpl, valueHead } from "./spanningImpls.js";
import { rustDoc, rustString } from "./syntax.js";

type SpanningTagged = SpanningDeclaration & { kind: "tagged" };

/** A tagged union of records: an enum of the member structs, `From` each, decoded by its tag. */
export function renderTagged(d: SpanningTagged, name: string, head: string, members: readonly { record: string; tag: string }[], ctx: SpanningContext): string {
  const variants = members.map((m) => ({ ...m, id: ctx.name(m.record), held: held({ kind: "ref", name: m.record }, d.name, ctx) }));
  const one = rustDoc(docLines(`One of: ${variants.map((v) => v.id).join(", ")}, told apart by ${rustString(d.property)}.`), "");
  const decl = `${head}${one}\n#[derive(Debug, Clone, PartialEq)]\npub enum ${name} {\n${variants.map((v) => `    ${v.id}(${v.held}),`).join("\n")}\n}`;
  const froms = variants.map((v) => {
    const type = ctx.name(v.record);
    const wrapped = v.held === type ? "value" : `${ctx.std("Box")}::new(value)`;
    return `impl From<${type}> for ${name} {\n${signature("    ", "fn from", [`value: ${type}`], "Self")}\n        Self::${v.id}(${wrapped})\n    }\n}`;
  });
  const h = valueHead(name, ctx);
  const property = rustString(d.property);
  const tagLine = callLine("        ", "match ", "spanning::tag", ["value", property, "version", "path"], "? {");
  const value = `${h.impl}
${h.read}
${tagLine}
${variants.map((v) => decodeArm("            ", rustString(v.tag), "Value::read(value, version, path)", `Self::${v.id}`)).join("\n")}
            other => Err(spanning::unknown_tag(${property}, other, version, path)),
        }
    }

${h.write}
        match self {
${variants.map((v) => arm("            ", `Self::${v.id}(member)`, "member.write(version, path)")).join("\n")}
        }
    }
}`;
  return [decl, ...froms, value, spanningImpl(name, d.name, d.versions, [], ctx)].join("\n\n");
}

/** A member of a union told apart by JSON type: its variant, the type it holds, and the JSON types it takes. */
interface KindMember {
  id: string;
  type: PlanType;
  kinds: string[];
}

/** The JSON type a plan type's values have, where it is one (a record or tagged union: an object); else undefined. */
function jsonKind(t: PlanType, ctx: SpanningContext, seen = new Set<string>()): string | undefined {
  switch (t.kind) {
    case "scalar":
      return t.type;
    case "array":
      return "array";
    case "map":
      return "object";
    case "ref": {
      const d = ctx.byName.get(t.name);
      if (!d || seen.has(t.name)) return undefined;
      if (d.kind === "record" || d.kind === "tagged") return "object";
      if (d.kind === "enum") return "string";
      return d.kind === "alias" ? jsonKind(d.type, ctx, new Set([...seen, t.name])) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A shape union's members when each takes JSON values of its own type (`RequestId`: a string or an integer), so the
 * value's JSON type names the member the version's wire type chose; else undefined (the union stays any JSON).
 */
export function kindMembers(members: readonly PlanType[], ctx: SpanningContext): KindMember[] | undefined {
  const kinds = members.map((m) => jsonKind(m, ctx));
  if (kinds.some((k) => k === undefined) || new Set(kinds).size !== kinds.length) return undefined;
  if (kinds.includes("integer") && kinds.includes("number")) return undefined;
  const out = members.map((type, i) => {
    const kind = kinds[i]!;
    const id = type.kind === "ref" ? ctx.name(type.name) : kind[0]!.toUpperCase() + kind.slice(1);
    // An integer is a number: the number member takes both.
    return { id, type, kinds: kind === "number" ? ["number", "integer"] : [kind] };
  });
  return new Set(out.map((m) => m.id)).size === out.length ? out : undefined;
}

/** A union told apart by JSON type: an enum of its members, `From` each, decoded by the value's JSON type. */
export function renderKinds(d: SpanningDeclaration & { kind: "shape" }, name: string, head: string, members: readonly KindMember[], ctx: SpanningContext): string {
  const variants = members.map((m) => ({ ...m, held: held(m.type, d.name, ctx) }));
  const one = rustDoc(docLines(`One of: ${variants.map((v) => v.held).join(", ")}, told apart by JSON type.`), "");
  const decl = `${head}${one}\n#[derive(Debug, Clone, PartialEq)]\npub enum ${name} {\n${variants.map((v) => `    ${v.id}(${v.held}),`).join("\n")}\n}`;
  const froms = variants.map((v) => {
    const type = spell(v.type, ctx);
    const wrapped = v.held === type ? "value" : `${ctx.std("Box")}::new(value)`;
    return `impl From<${type}> for ${name} {\n${signature("    ", "fn from", [`value: ${type}`], "Self")}\n        Self::${v.id}(${wrapped})\n    }\n}`;
  });
  const h = valueHead(name, ctx);
  const value = `${h.impl}
${h.read}
        match spanning::kind(value) {
${variants.map((v) => decodeArm("            ", v.kinds.map(rustString).join(" | "), "Value::read(value, version, path)", `Self::${v.id}`)).join("\n")}
            other => Err(spanning::unexpected(other, version, path)),
        }
    }

${h.write}
        match self {
${variants.map((v) => arm("            ", `Self::${v.id}(member)`, "member.write(version, path)")).join("\n")}
        }
    }
}`;
  return [decl, ...froms, value, spanningImpl(name, d.name, d.versions, [], ctx)].join("\n\n");
}
