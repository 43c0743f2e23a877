import type { BindingPlan, PlanType } from "../plan/model.js";
import type { SpanningDeclaration } from "../plan/spanVersions.js";
import { docLines } from "../syntax/text.js";
import { arm, callLine, decodeArm, signature } from "./layout.js";
import { held, spell, wireName, type PickedShape, type SpanningContext } from "./spanningContext.js";
import { spanningImpl, valueHead } from "./spanningImpls.js";
import { kindMembers } from "./spanningUnions.js";
import { rustDoc, rustName } from "./syntax.js";

/** Each shape union of the spanning plan that maps onto its versions' wire variants (absent: it stays any JSON). */
export function pickedShapes(declarations: readonly SpanningDeclaration[], plans: readonly BindingPlan[], ctx: SpanningContext): Map<string, PickedShape> {
  const out = new Map<string, PickedShape>();
  for (const d of declarations) {
    if (d.kind !== "shape" || kindMembers(d.members, ctx)) continue;
    const form = picked(d.name, plans, ctx);
    if (form) out.set(d.name, form);
  }
  return out;
}

/** A member type the crate root spells with a `Value` impl: a spanned declaration, or a list of such. */
function spanned(t: PlanType, ctx: SpanningContext): boolean {
  if (t.kind === "ref") return ctx.byName.has(t.name);
  return t.kind === "array" && spanned(t.items, ctx);
}

function picked(name: string, plans: readonly BindingPlan[], ctx: SpanningContext): PickedShape | undefined {
  const members: PickedShape["members"] = [];
  const byType = new Map<string, number>();
  const versions: PickedShape["versions"] = [];
  // A member's spanning variant: its type's name, else the wire module's variant name; one type per variant.
  const member = (type: PlanType, wireId: string): number | undefined => {
    if (!spanned(type, ctx)) return undefined;
    const key = JSON.stringify(type);
    const id = type.kind === "ref" ? ctx.name(type.name) : wireId;
    const known = byType.get(key);
    if (known !== undefined) return members[known]!.id === id ? known : undefined;
    if (members.some((m) => m.id === id) || id === "Self") return undefined;
    members.push({ id, type });
    byType.set(key, members.length - 1);
    return members.length - 1;
  };
  for (const plan of plans) {
    const own = plan.declarations.find((x) => x.name === name);
    if (!own) continue;
    if (own.kind === "union" && own.union.kind === "shape") {
      const rows: { wire: string; member: number }[] = [];
      for (const m of own.union.members) {
        // The wire module's variant name (`rust/render.ts`'s rule).
        const wire = rustName(m.variant === "Self" ? "SelfValue" : m.variant).text;
        const index = member(m.type, wire);
        if (index === undefined) return undefined;
        rows.push({ wire, member: index });
      }
      versions.push({ version: plan.source, alias: false, rows });
    } else if (own.kind === "alias" && own.type.kind === "ref" && ctx.byName.get(own.type.name)?.kind === "record") {
      const index = member(own.type, "");
      if (index === undefined) return undefined;
      versions.push({ version: plan.source, alias: true, rows: [{ wire: "", member: index }] });
    } else {
      return undefined;
    }
  }
  return versions.length > 0 ? { members, versions } : undefined;
}

/** The `pick_`/`wrap_` helpers of a version's wire module that picked shape unions use. */
export function pickHelpers(module: string, ctx: SpanningContext): string {
  const result = (t: string) => `${ctx.std("Result")}<${t}, Error>`;
  const mapErr = `.map_err(|e| spanning::wire_error(version, path, &e.path, e.message))`;
  const fromStr = `    ${module}::from_str::<W>(&text)${mapErr}`;
  return [
    `/// \`value\` read by the ${module} wire type \`W\`: a union's variant is the member it picks.`,
    `fn pick_${module}<W: ${module}::FromJson>(value: &Json, version: usize, path: &str) -> ${result("W")} {`,
    "    let text = spanning::text(value);",
    fromStr.length <= 100 ? fromStr : `    ${module}::from_str::<W>(&text)\n        ${mapErr}`,
    "}",
    "",
    `/// \`value\` read as the ${module} wire member \`M\`, made its union by \`wrap\`, written as that writes it.`,
    `fn wrap_${module}<M, U>(value: Json, version: usize, path: &str, wrap: fn(M) -> U) -> ${result("Json")}`,
    "where",
    `    M: ${module}::FromJson,`,
    "    U: ::serde::Serialize,",
    "{",
    `    let member = pick_${module}::<M>(&value, version, path)?;`,
    "    spanning::rewritten(&wrap(member), version, path)",
    "}",
  ]
    .map((l) => (l.length > 100 && l.startsWith("fn ") ? splitSignature(l) : l))
    .join("\n");
}

/** A helper's signature over several lines, one parameter a line (rustfmt's layout past 100 columns). */
function splitSignature(line: string): string {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(") -> ");
  const params = line.slice(open + 1, close).split(", ");
  return `${line.slice(0, open)}(\n${params.map((p) => `    ${p},`).join("\n")}\n${line.slice(close)}`;
}

/** `type W = <module>::<union>;` at `indent`, broken after `=` where it is too long. */
function wireAlias(indent: string, module: string, union: string): string {
  const one = `${indent}type W = ${module}::${union};`;
  return one.length <= 100 ? one : `${indent}type W =\n${indent}    ${module}::${union};`;
}

/** A picked shape union: an enum of its members, `From` each, read as the member the version's wire module picks. */
export function renderPicked(d: SpanningDeclaration & { kind: "shape" }, name: string, head: string, form: PickedShape, ctx: SpanningContext): string {
  const variants = form.members.map((m) => ({ ...m, held: held(m.type, d.name, ctx) }));
  const one = rustDoc(docLines(`One of: ${variants.map((v) => spell(v.type, ctx)).join(", ")}, the member the version's wire module picks.`), "");
  const decl = `${head}${one}\n#[derive(Debug, Clone, PartialEq)]\npub enum ${name} {\n${variants.map((v) => `    ${v.id}(${v.held}),`).join("\n")}\n}`;
  const froms = variants.map((v) => {
    const type = spell(v.type, ctx);
    const wrapped = v.held === type ? "value" : `${ctx.std("Box")}::new(value)`;
    return `impl From<${type}> for ${name} {\n${signature("    ", "fn from", [`value: ${type}`], "Self")}\n        Self::${v.id}(${wrapped})\n    }\n}`;
  });
  const absent = "Err(spanning::not_in_version(Self::NAME, version, path))";
  const reads = form.versions.map((v) => {
    const index = ctx.versions.indexOf(v.version);
    const module = ctx.modules.get(v.version)!;
    if (v.alias) return decodeArm("            ", String(index), "Value::read(value, version, path)", `Self::${variants[v.rows[0]!.member]!.id}`);
    const arms = v.rows.map((r) => decodeArm("                    ", `W::${r.wire}(_)`, "Value::read(value, version, path)", `Self::${variants[r.member]!.id}`));
    const pick = callLine("                ", "match ", `pick_${module}::<W>`, ["value", "version", "path"], "? {");
    return `            ${index} => {\n${wireAlias("                ", module, wireName(d.name))}\n${pick}\n${arms.join("\n")}\n                }\n            }`;
  });
  const writes = form.versions.map((v) => {
    const index = ctx.versions.indexOf(v.version);
    const module = ctx.modules.get(v.version)!;
    const lacking = v.rows.length < variants.length ? [arm("                ", "_", absent)] : [];
    if (v.alias) {
      const own = arm("                ", `Self::${variants[v.rows[0]!.member]!.id}(member)`, "member.write(version, path)");
      return `            ${index} => match self {\n${[own, ...lacking].join("\n")}\n            },`;
    }
    const arms = v.rows.map((r) => {
      const wrap = callLine("                        ", "", `wrap_${module}`, ["value", "version", "path", `W::${r.wire}`], "");
      return `                    Self::${variants[r.member]!.id}(member) => {\n                        let value = member.write(version, path)?;\n${wrap}\n                    }`;
    });
    const rest = lacking.map((l) => `    ${l}`);
    return `            ${index} => {\n${wireAlias("                ", module, wireName(d.name))}\n                match self {\n${[...arms, ...rest].join("\n")}\n                }\n            }`;
  });
  const h = valueHead(name, ctx);
  const value = `${h.impl}
${h.read}
        match version {
${reads.join("\n")}
${arm("            ", "_", absent)}
        }
    }

${h.write}
        match version {
${writes.join("\n")}
${arm("            ", "_", absent)}
        }
    }
}`;
  return [decl, ...froms, value, spanningImpl(name, d.name, d.versions, [], ctx)].join("\n\n");
}
