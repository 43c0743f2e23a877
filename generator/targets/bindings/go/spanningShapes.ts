import type { BindingPlan, Declaration, PlanType } from "../plan/model.js";
import type { SpanningDeclaration } from "../plan/spanVersions.js";
import { goUnionVariants } from "./render.js";
import { goString, goSyntax } from "./syntax.js";

/**
 * How the spanning package holds a union told apart by shape (`go/spanning.ts` renders it):
 * - `text`: every member a scalar (`RequestId`, `ProgressToken`): a small struct holding the JSON text as read,
 *   with a constructor and an `As<Member>` accessor per member (an integer's digits and exponent are kept).
 * - `sealed`: a sealed interface whose members are the spanning records (`*CallToolResult`), enums, or wrappers
 *   of other types (`ElicitResultContentValueString`), as the wire packages hold them; `choosers` gives, per
 *   version, the wire decoder and each wire member's spanning type, so the member is the one the version's wire
 *   package picks.
 * A union that maps to neither (a member some version holds in a way the others do not) stays any JSON.
 */
export type ShapeForm =
  | { kind: "text"; members: { label: string; scalar: "string" | "integer" | "number" | "boolean" }[] }
  | { kind: "sealed"; members: SealedMember[]; choosers: { version: string; decoder: string; rows: { wire: string; span: string }[] }[] };

export interface SealedMember {
  /** The Go type stored in the interface (`*CallToolResult`, `LoggingLevel`, `ElicitResultContentValueString`). */
  goType: string;
  /** The type its marker method is declared on. */
  receiver: string;
  /** For a wrapper: the spanning spelling of what it wraps. */
  wraps?: string;
}

/** What the spanning renderer knows of its names. */
export interface ShapeNames {
  byName: ReadonlyMap<string, SpanningDeclaration>;
  packages: ReadonlyMap<string, string>;
  goName(name: string): string;
  wireName(name: string): string;
  spell(t: PlanType): string;
}

const labels = { string: "String", integer: "Integer", number: "Number", boolean: "Boolean" } as const;

/** The form of each shape union of the spanning plan that has one (absent: any JSON). */
export function shapeForms(declarations: readonly SpanningDeclaration[], plans: readonly BindingPlan[], names: ShapeNames): Map<string, ShapeForm> {
  const variants = new Map(plans.map((p) => [p.source, goUnionVariants(p)]));
  const out = new Map<string, ShapeForm>();
  for (const d of declarations) {
    if (d.kind !== "shape") continue;
    const form = textForm(d) ?? sealedForm(d, plans, variants, names);
    if (form) out.set(d.name, form);
  }
  return out;
}

function textForm(d: SpanningDeclaration & { kind: "shape" }): ShapeForm | undefined {
  const scalars = d.members.map((m) => (m.kind === "scalar" ? m.type : undefined));
  if (scalars.length === 0 || scalars.some((s) => s === undefined) || new Set(scalars).size !== scalars.length) return undefined;
  return { kind: "text", members: scalars.map((s) => ({ label: labels[s!], scalar: s! })) };
}

type Variants = ReadonlyMap<string, ReadonlyMap<string, { goType: string; wraps?: string; type: PlanType }[]>>;

function sealedForm(d: SpanningDeclaration & { kind: "shape" }, plans: readonly BindingPlan[], variants: Variants, names: ShapeNames): ShapeForm | undefined {
  const members = new Map<string, SealedMember>();
  const choosers: { version: string; decoder: string; rows: { wire: string; span: string }[] }[] = [];
  for (const plan of plans) {
    const own = plan.declarations.find((x) => x.name === d.name);
    if (!own) continue;
    const pkg = names.packages.get(plan.source)!;
    const rows: { wire: string; span: string }[] = [];
    if (own.kind === "union" && own.union.kind === "shape") {
      for (const v of variants.get(plan.source)!.get(d.name)!) {
        const member = spanningMember(v, plan, d, names);
        if (!member) return undefined;
        const before = members.get(member.goType);
        if (before && before.wraps !== member.wraps) return undefined;
        members.set(member.goType, member);
        rows.push({ wire: v.goType.startsWith("*") ? `*${pkg}.${v.goType.slice(1)}` : `${pkg}.${v.goType}`, span: member.goType });
      }
    } else if (own.kind === "alias" && own.type.kind === "ref" && recordOf(own.type.name, plan) && names.byName.get(recordOf(own.type.name, plan)!)?.kind === "record") {
      // A union of one member, which schema.json writes as that record (2026-07-28's `ClientResult` is `Result`).
      const record = recordOf(own.type.name, plan)!;
      const goType = `*${names.goName(record)}`;
      members.set(goType, { goType, receiver: names.goName(record) });
      rows.push({ wire: `${pkg}.${names.wireName(record)}`, span: goType });
    } else {
      return undefined;
    }
    choosers.push({ version: plan.source, decoder: `${pkg}.Unmarshal${names.wireName(d.name)}`, rows });
  }
  return choosers.length > 0 ? { kind: "sealed", members: [...members.values()], choosers } : undefined;
}

/** The record a type names in `plan`, through aliases. */
function recordOf(name: string, plan: BindingPlan): string | undefined {
  const seen = new Set<string>();
  let x: string = name;
  while (!seen.has(x)) {
    seen.add(x);
    const decl: Declaration | undefined = plan.declarations.find((y) => y.name === x);
    if (decl?.kind === "record") return x;
    if (decl?.kind !== "alias" || decl.type.kind !== "ref") return undefined;
    x = decl.type.name;
  }
  return undefined;
}

/** The spanning type holding what a version's wire member holds: the same record or enum, or a wrapper of its own. */
function spanningMember(v: { goType: string; wraps?: string; type: PlanType }, plan: BindingPlan, d: SpanningDeclaration, names: ShapeNames): SealedMember | undefined {
  if (v.goType.startsWith("*")) {
    const record = v.type.kind === "ref" ? recordOf(v.type.name, plan) : undefined;
    if (!record || names.byName.get(record)?.kind !== "record") return undefined;
    return { goType: `*${names.goName(record)}`, receiver: names.goName(record) };
  }
  if (!v.wraps) {
    const target = v.type.kind === "ref" ? names.byName.get(v.type.name) : undefined;
    return target?.kind === "enum" ? { goType: names.goName(target.name), receiver: names.goName(target.name) } : undefined;
  }
  // A wrapper keeps the wire package's name, with the spanning union's name in front.
  const wrapper = goSyntax.identifier(`${names.goName(d.name)}${v.goType.slice(names.wireName(d.name).length)}`).text;
  if (!v.goType.startsWith(names.wireName(d.name)) || names.byName.has(wrapper)) return undefined;
  return { goType: wrapper, receiver: wrapper, wraps: names.spell(v.type) };
}

/** The Go declarations of a shape union with a form: its type, constructors or wrappers, and marker methods. */
export function renderShape(name: string, comment: string, form: ShapeForm, taken: (id: string) => boolean): string {
  const withDoc = (text: string) => (comment ? `${comment}\n${text}` : text);
  if (form.kind === "sealed") {
    const marker = `is${name}`;
    const parts = [withDoc(`type ${name} interface {\n\t${marker}()\n}`)];
    for (const m of form.members) {
      if (m.wraps) {
        parts.push(`// ${m.goType} holds a ${name} that is ${article(m.wraps)}.\ntype ${m.goType} ${m.wraps}`);
        if (m.wraps === "json.Number" || m.wraps === "json.RawMessage") {
          parts.push(`// MarshalJSON writes the value as read.\nfunc (v ${m.goType}) MarshalJSON() ([]byte, error) {\n\treturn json.Marshal(${m.wraps}(v))\n}`);
          parts.push(
            `// UnmarshalJSON reads the value as ${m.wraps} does.\nfunc (v *${m.goType}) UnmarshalJSON(data []byte) error {\n\treturn json.Unmarshal(data, (*${m.wraps})(v))\n}`,
          );
        }
      }
      parts.push(`func (${m.goType.startsWith("*") ? "*" : ""}${m.receiver}) ${marker}() {}`);
    }
    return parts.join("\n\n");
  }
  const what = form.members.map((m) => article(m.scalar === "integer" ? "integer" : m.scalar)).join(" or ");
  const parts = [withDoc(`type ${name} struct {\n\ttext string\n}`)];
  const goTypes = { string: "string", integer: "int64", number: "json.Number", boolean: "bool" } as const;
  for (const m of form.members) {
    let maker = goSyntax.identifier(`${name}${m.label}`).text;
    while (taken(maker)) maker = `${maker}Value`;
    parts.push(`// ${maker} is a ${name} holding ${article(m.scalar)}.\nfunc ${maker}(v ${goTypes[m.scalar]}) ${name} {\n\treturn ${name}{text: sp${m.label}Text(v)}\n}`);
    parts.push(
      `// As${m.label} returns the ${m.scalar} the ${name} holds; ok is false when it holds another member.\nfunc (u ${name}) As${m.label}() (v ${goTypes[m.scalar]}, ok bool) {\n\treturn spAs${m.label}(u.text)\n}`,
    );
  }
  parts.push(`// MarshalJSON writes the JSON text as read (null for the zero ${name}, which a field leaves out).\nfunc (u ${name}) MarshalJSON() ([]byte, error) {\n\treturn spTextJSON(u.text), nil\n}`);
  const kinds = form.members.map((m) => goString(m.scalar)).join(", ");
  parts.push(
    `// UnmarshalJSON keeps the JSON text of ${what}.\nfunc (u *${name}) UnmarshalJSON(data []byte) error {\n\ttext, err := spScalarText(${goString(name)}, data, ${kinds})\n\tif err != nil {\n\t\treturn err\n\t}\n\tu.text = text\n\treturn nil\n}`,
  );
  return parts.join("\n\n");
}

/** The doc line saying what the union holds. */
export function shapeDocLine(name: string, form: ShapeForm): string {
  if (form.kind === "sealed") return `One of: ${form.members.map((m) => m.goType).join(", ")} (the member the version's wire package picks).`;
  return `One of: ${form.members.map((m) => article(m.scalar)).join(", ")}; its JSON text is kept as read, and the zero ${name} is absent.`;
}

/** The `spValues` row of a shape union with a form: its wire checks and, when sealed, each version's member chooser. */
export function shapeValueRow(name: string, wireName: string, table: string, form: ShapeForm): string {
  if (form.kind === "text") return `\tspValueOf[${name}](${goString(wireName)}, ${table}),`;
  const choosers = form.choosers.map((c) => `${goString(c.version)}: spChoose(${c.decoder}, ${c.rows.map((r) => `spMember[${r.wire}, ${r.span}]()`).join(", ")})`);
  return `\tspShapeOf[${name}](${goString(wireName)}, ${table}, map[string]spChooser{${choosers.join(", ")}}),`;
}

function article(text: string): string {
  return /^[aeiouAEIOU]/.test(text) ? `an ${text}` : `a ${text}`;
}
