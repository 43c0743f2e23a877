import { assertNever } from "../../../ir/model.js";
import { raw } from "../../../emit/code.js";
import { defaultBindingNames } from "../../../options.js";
import { renderTemplate } from "../../../emit/template.js";
// Template values are text the language's syntax builders made (identifiers, literals, comments escaped there).
import type { RenderedFile } from "../language.js";
import type {
  AliasDeclaration,
  BindingPlan,
  Declaration,
  EnumDeclaration,
  Field,
  MemberSelector,
  PlanMethod,
  PlanType,
  RecordDeclaration,
  ShapeMember,
  UnionDeclaration,
} from "../plan/model.js";
import { docLines } from "../syntax/text.js";
import { acceptsNull, renderContext, type RenderContext } from "../plan/renderContext.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";
import { literalScalar, spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { goComment, goDeprecatedLine, goDocLines, goString, goSyntax, goWords, tagSafe } from "./syntax.js";
import { structBody } from "./layout.js";
import { runtimeSource } from "./runtime.js";

/** Exported names of the runtime and the message section: a declaration spelling one gets `Type` appended (the spanning layer names wire types alike). */
export const taken = new Set(["DecodeError", "Message", "ParseMessage", "ParseResult"]);

interface Context extends RenderContext {
  /** Union name -> its members' Go types, in order, with the wrapper each needs (if any). */
  variants: Map<string, Variant[]>;
  /** Go type name -> marker methods it implements. */
  markers: Map<string, string[]>;
}

const renderers: DeclarationRenderers<Context, string> = { renderRecord, renderEnum, renderUnion, renderAlias };

/** How one union member is held: a record as `*Record`, an enum as itself, anything else in a named wrapper. */
interface Variant {
  /** The Go type stored in the interface (`*TextContent`, `LoggingLevel`, `RequestIDString`). */
  goType: string;
  /** The type a marker method is declared on (`TextContent` for `*TextContent`). */
  receiver: string;
  /** For a wrapper: its declaration's underlying Go type. */
  wraps?: string;
  /** Whether the wrapper needs its own MarshalJSON (json.Number, json.RawMessage lose theirs when wrapped). */
  verbatim?: boolean;
  type: PlanType;
}

/** The plan as one Go package: `mcp.go` (types, strict decoders, ParseMessage) and `runtime.go`. */
export function renderGo(plan: BindingPlan, pkg = defaultBindingNames.go.package): RenderedFile[] {
  const ctx = contextOf(plan);
  for (const d of plan.declarations) {
    if (d.kind !== "union") continue;
    for (const v of ctx.variants.get(d.name)!) addMarker(ctx, v.receiver, `is${ctx.name(d.name)}`);
  }
  const messageTypes = plan.messages
    ? [...new Set([...Object.values(plan.messages.envelopes), ...plan.messages.requests.map((m) => m.message), ...plan.messages.notifications.map((m) => m.message)])]
    : [];
  for (const m of messageTypes) addMarker(ctx, ctx.name(m), "isMessage");
  const declarations = plan.declarations.map((d) => renderDeclaration(d, ctx, renderers)).join("\n\n");
  const text = renderTemplate("bindings/go", "mcp.go", {
    packageDoc: raw(goComment([`Package ${pkg} holds the MCP ${plan.source} types, decoded strictly from the wire.`], "")),
    // A name the option gave, checked legal by targets/bindingNames.ts.
    packageName: raw(pkg),
    declarations: raw(declarations),
    messages: raw(renderMessages(plan, ctx)),
  });
  return [
    { name: "mcp.go", text },
    { name: "runtime.go", text: runtimeSource().replace(/^package .*$/m, `package ${pkg}`) },
  ];
}

/** The names of the plan's declarations and each union's members as Go holds them. */
function contextOf(plan: BindingPlan): Context {
  const names = new Map<string, string>();
  for (const d of plan.declarations) names.set(d.name, goSyntax.identifier(taken.has(d.name) ? `${d.name}Type` : d.name).text);
  const used = new Set(names.values());
  const ctx: Context = { ...renderContext(plan, (n) => names.get(n)!), variants: new Map(), markers: new Map() };
  for (const d of plan.declarations) if (d.kind === "union") ctx.variants.set(d.name, variantsOf(d, ctx, used));
  return ctx;
}

/**
 * Union name -> the Go type of each member as the wire package holds it (`*TextContent`, `LoggingLevel`, a wrapper
 * `ElicitResultContentValueString`), in the plan's order, with the wrapper's underlying type: the spanning layer maps
 * the member a version's wire decoder picked to its own type.
 */
export function goUnionVariants(plan: BindingPlan): Map<string, { goType: string; wraps?: string; type: PlanType }[]> {
  return new Map([...contextOf(plan).variants].map(([name, vs]) => [name, vs.map((v) => ({ goType: v.goType, ...(v.wraps ? { wraps: v.wraps } : {}), type: v.type }))]));
}

function addMarker(ctx: Context, receiver: string, marker: string): void {
  const list = ctx.markers.get(receiver) ?? [];
  if (!list.includes(marker)) list.push(marker);
  ctx.markers.set(receiver, list);
}

/** The declaration a type names, through aliases (a loop: an alias chain may be long). */
function resolve(t: PlanType, ctx: Context): PlanType | Declaration {
  const seen = new Set<string>();
  let x = t;
  while (x.kind === "ref" && !seen.has(x.name)) {
    seen.add(x.name);
    const d = ctx.declarations.get(x.name);
    if (!d) return { kind: "json" };
    if (d.kind !== "alias") return d;
    x = d.type;
  }
  return x;
}

function isDeclaration(x: PlanType | Declaration): x is Declaration {
  return "name" in x && "pointer" in x;
}

function variantsOf(d: UnionDeclaration, ctx: Context, used: Set<string>): Variant[] {
  const members: { type: PlanType; variant: string }[] =
    d.union.kind === "tagged" ? d.union.members.map((m) => ({ type: { kind: "ref", name: m.name }, variant: m.name })) : d.union.members;
  return members.map((m) => {
    const target = resolve(m.type, ctx);
    if (isDeclaration(target) && target.kind === "record") return { goType: `*${ctx.name(target.name)}`, receiver: ctx.name(target.name), type: m.type };
    if (isDeclaration(target) && target.kind === "enum") return { goType: ctx.name(target.name), receiver: ctx.name(target.name), type: m.type };
    let wrapper = goSyntax.identifier(`${ctx.name(d.name)}${m.variant}`).text;
    while (used.has(wrapper)) wrapper = `${wrapper}Variant`;
    used.add(wrapper);
    const wraps = goType(m.type, ctx);
    return { goType: wrapper, receiver: wrapper, wraps, verbatim: wraps === "json.Number" || wraps === "json.RawMessage", type: m.type };
  });
}

const goTypes: TypeSpelling = {
  scalar: { string: "string", integer: "int64", number: "json.Number", boolean: "bool" },
  json: "json.RawMessage",
  array: (items) => `[]${items}`,
  map: (values) => `map[string]${values}`,
  nullable: (type) => `*${type}`,
  aliases: "named",
};

function goType(t: PlanType, ctx: Context): string {
  return spellType(t, goTypes, ctx);
}

const scalarDecoders = { string: "rtString", integer: "rtInteger", number: "rtNumber", boolean: "rtBool" } as const;

/**
 * A decoder `func(*T, []byte, string) error` for the Go type of `t`: the type's chain walked in a
 * loop, a short alias written out, a long alias chain by its own decoder (`decodeAlias<Name>`).
 */
function decoder(t: PlanType, ctx: Context): string {
  const wrappers: string[] = [];
  let x = t;
  let leaf: string | undefined;
  while (leaf === undefined) {
    switch (x.kind) {
      case "scalar":
        leaf = scalarDecoders[x.type];
        break;
      case "json":
        leaf = "rtRaw";
        break;
      case "literal":
        leaf = scalarDecoders[literalScalar(x.value)];
        break;
      case "ref": {
        const d = ctx.declarations.get(x.name);
        if (!d) leaf = "rtRaw";
        else if (d.kind === "record" || d.kind === "enum") leaf = `(*${ctx.name(d.name)}).decodeJSON`;
        else if (d.kind === "union") leaf = `decode${ctx.name(d.name)}`;
        else if (ctx.shortAlias(d.name)) x = d.type;
        else leaf = aliasDecoder(d, ctx);
        break;
      }
      case "array":
        wrappers.push("rtArray");
        x = x.items;
        break;
      case "map":
        wrappers.push("rtMap");
        x = x.values;
        break;
      case "nullable":
        wrappers.push("rtNullable");
        x = x.type;
        break;
      default:
        return assertNever(x, "plan type");
    }
  }
  return wrappers.reduceRight((inner, w) => `${w}(${inner})`, leaf);
}

function aliasDecoder(d: AliasDeclaration, ctx: Context): string {
  return `decodeAlias${ctx.name(d.name)}`;
}

/** Whether the Go type's zero value is nil (slice, map, raw JSON, interface): such an optional field needs no pointer. */
function nilable(t: PlanType, ctx: Context): boolean {
  const r = resolve(t, ctx);
  if (isDeclaration(r)) return r.kind === "union";
  return r.kind === "array" || r.kind === "map" || r.kind === "json" || r.kind === "nullable";
}

function doc(text: string | undefined, deprecated: boolean | undefined, indent: string, reason?: string): string {
  return goComment(goDocLines(docLines(text, deprecated, goDeprecatedLine(reason))), indent);
}

function withDoc(comment: string, code: string): string {
  return comment ? `${comment}\n${code}` : code;
}

function markers(goName: string, ctx: Context, pointer: boolean): string[] {
  return (ctx.markers.get(goName) ?? []).map((m) => `func (${pointer ? "*" : ""}${goName}) ${m}() {}`);
}

function renderAlias(d: AliasDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  return [
    withDoc(doc(d.doc, d.deprecated, "", d.deprecatedReason), `type ${name} = ${goType(d.type, ctx)}`),
    `// Unmarshal${name} decodes a ${name} strictly; errors are *DecodeError.\nfunc Unmarshal${name}(data []byte) (${name}, error) {\n\tvar v ${name}\n\terr := ${decoder(d.type, ctx)}(&v, data, "")\n\treturn v, err\n}`,
    // Where a long alias chain is referred to by name, its decoder is named too.
    ...(ctx.shortAlias(d.name)
      ? []
      : [`func ${aliasDecoder(d, ctx)}(dst *${name}, data []byte, path string) error {\n\treturn ${decoder(d.type, ctx)}(dst, data, path)\n}`]),
  ].join("\n\n");
}

interface GoField {
  field: Field;
  id: string;
  type: string;
  /** Stored behind a pointer because the schema lets it be absent and its zero value is not nil. */
  pointer: boolean;
}

function goFields(r: RecordDeclaration, ctx: Context): GoField[] {
  const seen = new Set<string>();
  return r.fields
    .filter((f) => !(f.required && f.type.kind === "literal"))
    .map((f) => {
      let id = goSyntax.fieldName(f.words).text;
      while (seen.has(id)) id = `${id}Field`;
      seen.add(id);
      const pointer = !f.required && !nilable(f.type, ctx);
      return { field: f, id, type: `${pointer ? "*" : ""}${goType(f.type, ctx)}`, pointer };
    });
}

function renderRecord(r: RecordDeclaration, ctx: Context): string {
  const name = ctx.name(r.name);
  const fields = goFields(r, ctx);
  const rows = fields.map((f) => {
    const wire = f.field.wire;
    const tagName = tagSafe(wire);
    const lines = goDocLines(docLines(f.field.doc, f.field.deprecated, goDeprecatedLine(f.field.deprecatedReason)));
    if (!tagName) lines.push(...(lines.length > 0 ? [""] : []), `Wire name: ${goString(wire)}.`);
    const tag = tagName ? `\`json:"${wire}${f.field.required ? "" : ",omitempty"}"\`` : '`json:"-"`';
    return { comment: goComment(lines, "\t"), cells: [f.id, f.type, tag] as [string, string, string] };
  });
  if (keepsExtra(r)) {
    rows.push({
      comment: goComment(["Extra holds the members no field declares, written back as read."], "\t"),
      cells: ["Extra", `map[string]${goType(r.extra, ctx)}`, '`json:"-"`'],
    });
  }
  const struct = rows.length > 0 ? `type ${name} struct {\n${structBody(rows)}\n}` : `type ${name} struct{}`;
  const parts = [withDoc(doc(r.doc, r.deprecated, "", r.deprecatedReason), struct), ...markers(name, ctx, true)];
  parts.push(
    `// UnmarshalJSON decodes v strictly: keys are case-sensitive, errors are *DecodeError.\nfunc (v *${name}) UnmarshalJSON(data []byte) error {\n\treturn v.decodeJSON(data, "")\n}`,
  );
  parts.push(renderDecode(r, name, fields, ctx));
  parts.push(renderEncode(r, name, fields));
  return parts.join("\n\n");
}

/** Whether the struct holds the keys no field declares: an open object, unless an overlay's `ignore` drops them. */
function keepsExtra(r: RecordDeclaration): r is RecordDeclaration & { extra: PlanType } {
  return r.extra !== null && !r.dropsExtra;
}

function renderDecode(r: RecordDeclaration, name: string, fields: GoField[], ctx: Context): string {
  const body: string[] = ["\tfields, err := rtObject(data, path)", "\tif err != nil {", "\t\treturn err", "\t}", `\t*v = ${name}{}`];
  const byWire = new Map(fields.map((f) => [f.field.wire, f]));
  for (const f of r.fields) {
    const key = goString(f.wire);
    const at = `rtKey(path, ${key})`;
    const gf = byWire.get(f.wire);
    let call: string;
    if (f.type.kind === "literal") call = `rtLiteral(raw, ${at}, ${goString(JSON.stringify(f.type.value))})`;
    else if (gf!.pointer) call = `rtOptional(${decoder(f.type, ctx)})(&v.${gf!.id}, raw, ${at})`;
    else call = `${decoder(f.type, ctx)}(&v.${gf!.id}, raw, ${at})`;
    // An overlay's null-absent: a null where the type takes none is as if the key were left out.
    const present = r.nullAbsent && !f.required && !acceptsNull(f.type, ctx.declarations) ? `ok && rtWire(raw) != "null"` : "ok";
    if (f.onInvalid === "absent" && gf) {
      // An overlay's onInvalid: a value that does not decode reads as absent.
      const kept = f.type.kind === "literal" ? `rtOptional(${decoder(f.type, ctx)})(&v.${gf.id}, raw, ${at})` : call;
      const attempt = f.type.kind === "literal" ? [`\t\tif ${call} == nil {`, `\t\t\t_ = ${kept}`, "\t\t}"] : [`\t\tif ${kept} != nil {`, `\t\t\tv.${gf.id} = nil`, "\t\t}"];
      body.push(`\tif raw, ok := fields[${key}]; ${present} {`, ...attempt, "\t}");
    } else if (f.type.kind === "literal" && gf) {
      // An optional constant: checked, then kept so it is written back.
      body.push(`\tif raw, ok := fields[${key}]; ${present} {`, `\t\tif err := ${call}; err != nil {`, "\t\t\treturn err", "\t\t}", `\t\tif err := rtOptional(${decoder(f.type, ctx)})(&v.${gf.id}, raw, ${at}); err != nil {`, "\t\t\treturn err", "\t\t}", "\t}");
    } else if (f.required) {
      body.push(`\tif raw, ok := fields[${key}]; !ok {`, `\t\treturn rtMissing(path, ${key})`, `\t} else if err := ${call}; err != nil {`, "\t\treturn err", "\t}");
    } else {
      body.push(`\tif raw, ok := fields[${key}]; ${present} {`, `\t\tif err := ${call}; err != nil {`, "\t\t\treturn err", "\t\t}", "\t}");
    }
  }
  const known = r.fields.map((f) => `${goString(f.wire)}: true`).join(", ");
  const extraDecoder = r.extra ? decoder(r.extra, ctx) : "rtRaw";
  const extra = `rtExtra(fields, map[string]bool{${known}}, path, ${r.extra ? "false" : "true"}, ${extraDecoder})`;
  // Dropped extra keys (an overlay's ignore) are still checked against what the object admits.
  if (keepsExtra(r)) body.push(`\tv.Extra, err = ${extra}`, "\treturn err");
  else body.push(`\t_, err = ${extra}`, "\treturn err");
  return `func (v *${name}) decodeJSON(data []byte, path string) error {\n${body.join("\n")}\n}`;
}

function renderEncode(r: RecordDeclaration, name: string, fields: GoField[]): string {
  const byWire = new Map(fields.map((f) => [f.field.wire, f]));
  const body: string[] = ["\tvar w rtWriter"];
  for (const f of r.fields) {
    const key = goString(f.wire);
    const gf = byWire.get(f.wire);
    if (!gf) {
      body.push(`\tw.raw(${key}, []byte(${goString(JSON.stringify((f.type as { value: unknown }).value))}))`);
    } else if (f.required) {
      body.push(`\tw.field(${key}, v.${gf.id})`);
    } else {
      body.push(`\tif v.${gf.id} != nil {`, `\t\tw.field(${key}, v.${gf.id})`, "\t}");
    }
  }
  if (keepsExtra(r)) body.push("\trtWriteExtra(&w, v.Extra)");
  body.push("\treturn w.bytes()");
  const order = r.dropsExtra ? "and the constants (other keys were dropped when read)" : "the constants, then Extra";
  return `// MarshalJSON writes the fields that are set, ${order}.\nfunc (v ${name}) MarshalJSON() ([]byte, error) {\n${body.join("\n")}\n}`;
}

function renderEnum(d: EnumDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const seen = new Set<string>();
  const constants = d.values.map((v) => {
    let id = goSyntax.identifier(`${name}${goWords(v.words)}`).text;
    while (seen.has(id) || ctx.declarations.has(id)) id = `${id}Value`;
    seen.add(id);
    return { id, wire: v.wire, deprecated: v.deprecated ? `\n\t//\n\t// ${goDeprecatedLine(v.deprecatedReason)}` : "" };
  });
  const consts = constants.map((c) => `\t// ${c.id} is the wire value ${goString(c.wire)}.${c.deprecated}\n\t${c.id} ${name} = ${goString(c.wire)}`).join("\n");
  const allowed = goString(d.values.map((v) => JSON.stringify(v.wire)).join(", "));
  return [
    withDoc(doc(d.doc, d.deprecated, "", d.deprecatedReason), `type ${name} string`),
    `const (\n${consts}\n)`,
    ...markers(name, ctx, false),
    `// UnmarshalJSON decodes v strictly: only the values the schema lists.\nfunc (v *${name}) UnmarshalJSON(data []byte) error {\n\treturn v.decodeJSON(data, "")\n}`,
    `func (v *${name}) decodeJSON(data []byte, path string) error {\n\tvar s string\n\tif err := rtString(&s, data, path); err != nil {\n\t\treturn err\n\t}\n\tswitch ${name}(s) {\n\tcase ${constants.map((c) => c.id).join(", ")}:\n\t\t*v = ${name}(s)\n\t\treturn nil\n\t}\n\treturn rtErr(path, "must be one of %s", ${allowed})\n}`,
  ].join("\n\n");
}

function renderUnion(d: UnionDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const variants = ctx.variants.get(d.name)!;
  const lines = goDocLines(docLines(d.doc, d.deprecated, goDeprecatedLine(d.deprecatedReason)));
  lines.push(...(lines.length > 0 ? [""] : []), `One of: ${variants.map((v) => v.goType).join(", ")}.`);
  const parts = [withDoc(goComment(lines, ""), `type ${name} interface {\n\tis${name}()\n}`)];
  for (const v of variants) {
    if (!v.wraps) continue;
    parts.push(`// ${v.goType} holds a ${name} that is ${article(v.wraps)}.\ntype ${v.goType} ${v.wraps}`);
    parts.push(...markers(v.goType, ctx, false));
    if (v.verbatim) parts.push(`// MarshalJSON writes the value as read.\nfunc (v ${v.goType}) MarshalJSON() ([]byte, error) {\n\treturn json.Marshal(${v.wraps}(v))\n}`);
  }
  const cases = variants.map((v, i) => {
    const label = d.union.kind === "tagged" ? goString(d.union.members[i]!.value) : String(i);
    return `\tcase ${label}:\n${assignVariant(v, ctx)}`;
  });
  let head = "";
  let fallback = "";
  if (d.union.kind === "tagged") {
    head = `\ttag, err := rtTag(data, path, ${goString(d.union.property)})\n\tif err != nil {\n\t\treturn err\n\t}\n\tswitch tag {`;
    fallback = `\tdefault:\n\t\treturn rtErr(rtKey(path, ${goString(d.union.property)}), "unknown tag %q", tag)\n\t}`;
  } else {
    const table = `shape${name}`;
    parts.push(`var ${table} = []rtMember{\n${d.union.members.map((m) => `\t${shapeRow(m)},`).join("\n")}\n}`);
    const tries = variants.map((v, i) => `\t\tcase ${i}:\n${tryVariant(v, ctx)}`);
    parts.push(
      `func decode${name}(dst *${name}, data []byte, path string) error {\n\torder, err := rtShape(data, path, ${table})\n\tif err != nil {\n\t\treturn err\n\t}\n\tvar first error\n\tfor _, i := range order {\n\t\tvar err error\n\t\tswitch i {\n${tries.join("\n")}\n\t\t}\n\t\tif first == nil {\n\t\t\tfirst = err\n\t\t}\n\t}\n\treturn first\n}`,
    );
  }
  if (d.union.kind === "tagged") parts.push(`func decode${name}(dst *${name}, data []byte, path string) error {\n${head}\n${cases.join("\n")}\n${fallback}\n\treturn nil\n}`);
  parts.push(
    `// Unmarshal${name} decodes a ${name} strictly; errors are *DecodeError.\nfunc Unmarshal${name}(data []byte) (${name}, error) {\n\tvar v ${name}\n\terr := decode${name}(&v, data, "")\n\treturn v, err\n}`,
  );
  return parts.join("\n\n");
}

function article(goTypeText: string): string {
  return /^[aeiouAEIOU]/.test(goTypeText) ? `an ${goTypeText}` : `a ${goTypeText}`;
}

function assignVariant(v: Variant, ctx: Context): string {
  if (v.goType.startsWith("*")) {
    return `\t\tx := new(${v.goType.slice(1)})\n\t\tif err := x.decodeJSON(data, path); err != nil {\n\t\t\treturn err\n\t\t}\n\t\t*dst = x`;
  }
  if (!v.wraps) {
    return `\t\tvar x ${v.goType}\n\t\tif err := x.decodeJSON(data, path); err != nil {\n\t\t\treturn err\n\t\t}\n\t\t*dst = x`;
  }
  return `\t\tvar x ${v.wraps}\n\t\tif err := ${decoder(v.type, ctx)}(&x, data, path); err != nil {\n\t\t\treturn err\n\t\t}\n\t\t*dst = ${v.goType}(x)`;
}

/** One member tried by a shape union's decoder: on success it is stored and the decoder returns. */
function tryVariant(v: Variant, ctx: Context): string {
  if (v.goType.startsWith("*")) {
    return `\t\t\tx := new(${v.goType.slice(1)})\n\t\t\tif err = x.decodeJSON(data, path); err == nil {\n\t\t\t\t*dst = x\n\t\t\t\treturn nil\n\t\t\t}`;
  }
  if (!v.wraps) {
    return `\t\t\tvar x ${v.goType}\n\t\t\tif err = x.decodeJSON(data, path); err == nil {\n\t\t\t\t*dst = x\n\t\t\t\treturn nil\n\t\t\t}`;
  }
  return `\t\t\tvar x ${v.wraps}\n\t\t\tif err = ${decoder(v.type, ctx)}(&x, data, path); err == nil {\n\t\t\t\t*dst = ${v.goType}(x)\n\t\t\t\treturn nil\n\t\t\t}`;
}

function shapeRow(m: ShapeMember): string {
  const required = `[]string{${m.requiredKeys.map(goString).join(", ")}}`;
  const literals = `[]rtLiteralKey{${m.literals.map((l) => `{key: ${goString(l.property)}, json: ${goString(JSON.stringify(l.value))}}`).join(", ")}}`;
  const evidence = m.evidenceKeys.length > 0 ? `, evidence: []string{${m.evidenceKeys.map(goString).join(", ")}}` : "";
  const selector = m.selector ? `, selector: ${selectorValue(m.selector)}` : "";
  return `{wire: ${goString(m.wire)}, required: ${required}, literals: ${literals}${evidence}${selector}}`;
}

/** A `*rtSelector` literal: when a union member or a method's result may be taken (`MemberSelector`). */
function selectorValue(s: MemberSelector): string {
  return `&rtSelector{property: ${goString(s.property)}, value: ${goString(s.value)}, absent: ${goString(s.absent)}, equals: ${s.equals}}`;
}

function renderMessages(plan: BindingPlan, ctx: Context): string {
  const m = plan.messages;
  // A method this version lacks is an *UnknownMethodError with the request's id, for the -32601 reply.
  const dispatch = (fn: string, rows: { method: string; type: string | null }[]) => {
    const cases = rows
      .filter((r) => r.type !== null)
      .map((r) => `\tcase ${goString(r.method)}:\n\t\tv := new(${r.type})\n\t\tif err := v.decodeJSON(data, ""); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\treturn v, nil`);
    const sw = cases.length > 0 ? `\tswitch method {\n${cases.join("\n")}\n\t}\n` : "";
    return `func ${fn}(method string, id json.RawMessage, data []byte) (Message, error) {\n${sw}\treturn nil, &UnknownMethodError{ID: id, Method: method}\n}`;
  };
  const env = m?.envelopes;
  const envelope = (kind: "request" | "notification" | "result" | "error") => (env ? ctx.name(env[kind]) : null);
  const decodeEnvelope = (type: string | null) =>
    type ? `\t\tif err := new(${type}).decodeJSON(data, ""); err != nil {\n\t\t\treturn nil, err\n\t\t}` : `\t\treturn nil, rtErr("", "this schema defines no JSON-RPC envelope")`;
  const returnEnvelope = (type: string | null) =>
    type ? `\t\tv := new(${type})\n\t\tif err := v.decodeJSON(data, ""); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\treturn v, nil` : `\t\treturn nil, rtErr("", "this schema defines no JSON-RPC envelope")`;
  const parseMessage = m
    ? `// ParseMessage decodes one JSON-RPC message: a request (method and id) or a notification\n// (method) as the type of its method, after its envelope; a response as its envelope (the\n// request decides a result's type: see ParseResult). Errors are *DecodeError; a method this\n// version lacks is an *UnknownMethodError (it wraps one) with the request's id.\nfunc ParseMessage(data []byte) (Message, error) {\n\tfields, err := rtObject(data, "")\n\tif err != nil {\n\t\treturn nil, rtErr("", "must be a JSON-RPC message object")\n\t}\n\tif raw, ok := fields["method"]; ok {\n\t\t_, isRequest := fields["id"]\n\t\tif isRequest {\n${decodeEnvelope(envelope("request")).replace(/^/gm, "\t")}\n\t\t} else {\n${decodeEnvelope(envelope("notification")).replace(/^/gm, "\t")}\n\t\t}\n\t\tvar method string\n\t\tif err := rtString(&method, raw, "/method"); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\tif isRequest {\n\t\t\treturn parseRequest(method, fields["id"], data)\n\t\t}\n\t\treturn parseNotification(method, nil, data)\n\t}\n\tif _, ok := fields["result"]; ok {\n${returnEnvelope(envelope("result"))}\n\t}\n\tif _, ok := fields["error"]; ok {\n${returnEnvelope(envelope("error"))}\n\t}\n\treturn nil, rtErr("", "must have method, result or error")\n}`
    : `// ParseMessage reports that this schema defines no JSON-RPC envelope.\nfunc ParseMessage(data []byte) (Message, error) {\n\t_ = data\n\treturn nil, rtErr("", "this schema defines no JSON-RPC envelope")\n}`;
  return [
    "// Message is a JSON-RPC message ParseMessage returns: a request or notification type of its\n// method, or a response envelope.\ntype Message interface {\n\tisMessage()\n}",
    parseMessage,
    dispatch("parseRequest", (m?.requests ?? []).map((r) => ({ method: r.method, type: ctx.name(r.message) }))),
    dispatch("parseNotification", (m?.notifications ?? []).map((r) => ({ method: r.method, type: ctx.name(r.message) }))),
    `// ParseResult decodes the result of a response to a method request as that method's result\n// type, or as another result its response may hold (tried after it, in order; where the\n// version's resultType decides, only the results it admits); errors are the first tried\n// result's, with paths under /result.\nfunc ParseResult(method string, data []byte) (any, error) {\n\treturn parseResult(method, data)\n}`,
    renderParseResult(m?.requests ?? [], ctx),
  ].join("\n\n");
}

/**
 * parseResult: the method's own result type; for a method whose response may hold other results
 * (`PlanMethod.results`), each in order, taken only when its selector admits the value (`resultType` decides), and the
 * first tried one's error when none decodes.
 */
function renderParseResult(requests: readonly PlanMethod[], ctx: Context): string {
  const cases = requests.flatMap((r) => {
    if (r.result === null) return [];
    if (r.results.length < 2) {
      return [`\tcase ${goString(r.method)}:\n\t\tv := new(${ctx.name(r.result)})\n\t\tif err := v.decodeJSON(data, "/result"); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\treturn v, nil`];
    }
    const rows = r.results.map((x) => `\t\t\t{value: new(${ctx.name(x.name)})${x.selector ? `, selector: ${selectorValue(x.selector)}` : ""}},`);
    return [`\tcase ${goString(r.method)}:\n\t\treturn rtParseResult(data, []rtResult{\n${rows.join("\n")}\n\t\t})`];
  });
  const sw = cases.length > 0 ? `\tswitch method {\n${cases.join("\n")}\n\t}\n` : "";
  return `func parseResult(method string, data []byte) (any, error) {\n${sw}\treturn nil, rtErr("", ${goString("unknown result method %q")}, method)\n}`;
}
