import { assertNever } from "../../../ir/model.js";
import { raw } from "../../../emit/code.js";
import { defaultBindingNames } from "../../../options.js";
import { renderTemplate } from "../../../emit/template.js";
// Template values are text the language's syntax builders made (identifiers, literals, comments escaped there).
import type { RenderedFile } from "../language.js";
import type { AliasDeclaration, BindingPlan, Declaration, EnumDeclaration, PlanMethod, PlanResult, PlanType, RecordDeclaration, ShapeMember, UnionDeclaration } from "../plan/model.js";
import { docLines } from "../syntax/text.js";
import { pascalWords } from "../plan/words.js";
import { renderContext, unaliased, type RenderContext } from "../plan/renderContext.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { rustDoc, rustName, rustString, rustSyntax } from "./syntax.js";
import { arm, callLine, decodeArm, letLine, maxWidth, signature, structLiteral } from "./layout.js";
import { runtimeSource } from "./runtime.js";
import { components } from "../plan/graph.js";

/** Names the module itself declares or imports: a declaration spelling one gets `Type` appended. */
export const taken = new Set(["DecodeError", "FromJson", "Json", "Message", "MessageError", "MethodResult", "Number", "runtime"]);

interface Context extends RenderContext {
  /** A std path, qualified only when the plan declares a type of that name (`Result` is the spec's). */
  std(name: "Option" | "String" | "Vec" | "Box" | "Result"): string;
  types: TypeSpelling;
  /** Strongly connected component of each declaration in the graph of what holds what inline. */
  cycles: ReadonlyMap<string, number>;
  /** `#[deprecated(note = "...")]` for a deprecated declaration or field of this schema. */
  deprecatedAttribute: string;
}

const renderers: DeclarationRenderers<Context, string> = { renderRecord, renderEnum, renderUnion, renderAlias };

const stdPaths = {
  Option: "::std::option::Option",
  String: "::std::string::String",
  Vec: "::std::vec::Vec",
  Box: "::std::boxed::Box",
  Result: "::std::result::Result",
} as const;

/** The plan as a Rust module `module` (default `mcp_types`): `<module>.rs` (types with strict serde impls, parse_message) and its runtime. */
export function renderRust(plan: BindingPlan, module = defaultBindingNames.rust.module): RenderedFile[] {
  const names = new Map<string, string>();
  for (const d of plan.declarations) names.set(d.name, rustName(taken.has(d.name) ? `${d.name}Type` : d.name).text);
  const declared = new Set(names.values());
  const std: Context["std"] = (n) => (declared.has(n) || n === "Result" ? stdPaths[n] : n);
  const shared = renderContext(plan, (n) => names.get(n)!);
  const cycles = components(
    plan.declarations.map((d) => d.name),
    (n) => heldInline(shared.declarations.get(n)!),
  );
  const deprecatedAttribute = `#[deprecated(note = ${rustString(`deprecated in the MCP ${plan.source} schema`)})]`;
  const ctx: Context = { ...shared, std, types: rustTypes(std), cycles, deprecatedAttribute };
  const text = renderTemplate("bindings/rust", "mcp_types.rs", {
    moduleDoc: raw(
      `//! MCP ${plan.source} types, decoded strictly from the wire (JSON pointer of the first error).\n//! Needs \`serde\` and \`serde_json\` with its \`raw_value\` feature: numbers are written as they were read.\n//! Any self-describing deserializer reads them, inside \`#[serde(untagged)]\` enums and \`#[serde(flatten)]\` fields too.`,
    ),
    declarations: raw(plan.declarations.map((d) => renderDeclaration(d, ctx, renderers)).join("\n\n")),
    messages: raw(renderMessages(plan, ctx)),
  });
  return [
    { name: `${module}.rs`, text },
    { name: `${module}/runtime.rs`, text: runtimeSource() },
  ];
}

/** Rust's spelling of plan types: std names qualified where the plan declares a type of that name. */
function rustTypes(std: Context["std"]): TypeSpelling {
  return {
    scalar: { string: std("String"), integer: "i64", number: "Number", boolean: "bool" },
    json: "Json",
    array: (items) => `${std("Vec")}<${items}>`,
    map: (values) => `::std::collections::BTreeMap<${std("String")}, ${values}>`,
    nullable: (type) => `${std("Option")}<${type}>`,
    aliases: "named",
  };
}

function rustType(t: PlanType, ctx: Context): string {
  return spellType(t, ctx.types, ctx);
}

/** The declaration a type holds inline (through `nullable`): what a struct or enum would contain by value. */
export function inlineRef(t: PlanType): string | undefined {
  let x = t;
  while (x.kind === "nullable") x = x.type;
  return x.kind === "ref" ? x.name : undefined;
}

/** The declarations values of these types hold inline (a constant holds none). */
export function heldByTypes(types: readonly PlanType[]): string[] {
  return types.flatMap((t) => (t.kind === "literal" ? [] : [inlineRef(t)].filter((n) => n !== undefined)));
}

/** The declarations each declaration holds inline (fields, an alias's type, union members; not through Vec or maps). */
function heldInline(d: Declaration): string[] {
  switch (d.kind) {
    case "record":
      return heldByTypes(d.fields.map((f) => f.type));
    case "alias":
      return heldByTypes([d.type]);
    case "union":
      return d.union.kind === "tagged" ? d.union.members.map((m) => m.name) : d.union.members.flatMap((m) => [inlineRef(m.type)].filter((n) => n !== undefined));
    case "enum":
      return [];
    default:
      return assertNever(d, "declaration");
  }
}

/**
 * Whether a value of `t` held inline in `owner` would make `owner` contain itself (it then goes in a Box): the
 * declaration it holds is in `owner`'s strongly connected component of the holds-inline graph.
 */
function recursive(t: PlanType, owner: string, ctx: Context): boolean {
  const held = inlineRef(t);
  if (held === undefined) return false;
  if (held === owner) return true;
  const c = ctx.cycles.get(held);
  return c !== undefined && c === ctx.cycles.get(owner);
}

function held(t: PlanType, owner: string, ctx: Context): string {
  const type = rustType(t, ctx);
  return recursive(t, owner, ctx) ? `${ctx.std("Box")}<${type}>` : type;
}

function doc(text: string | undefined, deprecated: boolean | undefined, indent: string): string {
  return rustDoc(docLines(text, deprecated), indent);
}

function withDoc(comment: string, code: string): string {
  return comment ? `${comment}\n${code}` : code;
}

function renderAlias(d: AliasDeclaration, ctx: Context): string {
  return withDoc(doc(d.doc, d.deprecated, ""), `${deprecation(d.deprecated, "", ctx)}pub type ${ctx.name(d.name)} = ${rustType(d.type, ctx)};`);
}

/** The `#[deprecated]` line (with its newline) for a deprecated item at `indent`, else nothing. */
function deprecation(deprecated: boolean | undefined, indent: string, ctx: Context): string {
  return deprecated ? `${indent}${ctx.deprecatedAttribute}\n` : "";
}

/** serde's Deserialize through the strict decoder, and the strict decoder's trait impl header. */
function deserializeImpl(name: string, ctx: Context): string {
  const sig = signature("    ", "fn deserialize<D: ::serde::Deserializer<'de>>", ["deserializer: D"], `${ctx.std("Result")}<Self, D::Error>`);
  return `impl<'de> ::serde::Deserialize<'de> for ${name} {\n${sig}\n        runtime::deserialize(deserializer)\n    }\n}`;
}

function fromJsonHead(name: string, ctx: Context): string {
  return `impl FromJson for ${name} {\n${signature("    ", "fn from_json", ["value: &Json", "path: &str"], `${ctx.std("Result")}<Self, DecodeError>`)}`;
}

function serializeHead(name: string, ctx: Context): string {
  return `impl ::serde::Serialize for ${name} {\n${signature("    ", "fn serialize<S: ::serde::Serializer>", ["&self", "serializer: S"], `${ctx.std("Result")}<S::Ok, S::Error>`)}`;
}

function renderRecord(r: RecordDeclaration, ctx: Context): string {
  const name = ctx.name(r.name);
  const seen = new Set<string>();
  const fields = r.fields.map((f) => {
    let id = rustSyntax.fieldName(f.words).text;
    while (seen.has(id)) id = `${id}_field`;
    seen.add(id);
    // A required constant is not stored: it is checked on decode and always written.
    const stored = !(f.required && f.type.kind === "literal");
    const type = f.required ? held(f.type, r.name, ctx) : `${ctx.std("Option")}<${held(f.type, r.name, ctx)}>`;
    return { f, id, stored, type, value: held(f.type, r.name, ctx) };
  });
  const lines: string[] = [];
  for (const x of fields.filter((x) => x.stored)) {
    const comment = doc(x.f.doc, x.f.deprecated, "    ");
    if (comment) lines.push(comment);
    if (x.f.deprecated) lines.push(`    ${ctx.deprecatedAttribute}`);
    const line = `    pub ${x.id}: ${x.type},`;
    lines.push(line.length <= maxWidth ? line : `    pub ${x.id}:\n        ${x.type},`);
  }
  const extraType = r.extra ? `::std::collections::BTreeMap<${ctx.std("String")}, ${rustType(r.extra, ctx)}>` : null;
  if (extraType) lines.push("    /// Members no field declares, written back as read.", `    pub extra: ${extraType},`);
  const struct = lines.length > 0 ? `pub struct ${name} {\n${lines.join("\n")}\n}` : `pub struct ${name} {}`;
  // All optional (constant tags are not stored): `Default` builds the empty value.
  const defaultable = fields.every((x) => !x.stored || !x.f.required);
  const derives = `#[derive(Debug, Clone, PartialEq${defaultable ? ", Default" : ""})]`;
  const decl = withDoc(doc(r.doc, r.deprecated, ""), `${deprecation(r.deprecated, "", ctx)}${derives}\n${struct}`);
  const construction = renderConstruction(name, fields, extraType !== null);

  const mutable = fields.length > 0 || r.extra !== null;
  const body: string[] = [`        let ${fields.length > 0 ? "mut " : ""}object = runtime::object(value, path)?;`];
  void mutable;
  for (const x of fields) {
    const key = rustString(x.f.wire);
    if (!x.stored) {
      body.push(callLine("        ", "", "runtime::constant", ["&mut object", key, rustString(JSON.stringify((x.f.type as { value: unknown }).value)), "path"], "?;"));
    } else if (x.f.type.kind === "literal") {
      body.push(callLine("        ", `let ${x.id} = `, "runtime::optional_constant", ["&mut object", key, rustString(JSON.stringify(x.f.type.value)), "path"], "?;"));
    } else {
      body.push(callLine("        ", `let ${x.id} = `, x.f.required ? "runtime::required" : "runtime::optional", ["&mut object", key, "path"], "?;"));
    }
  }
  if (extraType) body.push(callLine("        ", "let extra = ", "runtime::extra", ["object", "path", "false"], "?;"));
  else body.push(callLine("        ", "", "runtime::extra::<Json>", ["object", "path", "true"], "?;"));
  const stored = fields.filter((x) => x.stored).map((x) => x.id);
  if (extraType) stored.push("extra");
  body.push(structLiteral(stored));
  const fromJson = `${fromJsonHead(name, ctx)}\n${body.join("\n")}\n    }\n}`;

  const ser: string[] = ["        use ::serde::ser::SerializeMap;", "        let mut map = serializer.serialize_map(None)?;"];
  for (const x of fields) {
    const key = rustString(x.f.wire);
    if (!x.stored) ser.push(callLine("        ", "", "map.serialize_entry", [key, constantExpr((x.f.type as { value: string | number | boolean }).value)], "?;"));
    else if (x.f.required) ser.push(callLine("        ", "", "map.serialize_entry", [key, `&self.${x.id}`], "?;"));
    else {
      const head = `        if let Some(value) = &self.${x.id}`;
      ser.push(head.length + 2 <= maxWidth ? `${head} {` : `${head}\n        {`, callLine("            ", "", "map.serialize_entry", [key, "value"], "?;"), "        }");
    }
  }
  if (extraType) ser.push("        for (key, value) in &self.extra {", "            map.serialize_entry(key, value)?;", "        }");
  ser.push("        map.end()");
  const serialize = `${serializeHead(name, ctx)}\n${ser.join("\n")}\n    }\n}`;
  return [decl, ...construction, fromJson, serialize, deserializeImpl(name, ctx)].join("\n\n");
}

export interface StoredField {
  f: { wire: string; required: boolean };
  id: string;
  stored: boolean;
  /** The type held (boxed where recursive), without the `Option` of an optional field. */
  value: string;
}

/**
 * rmcp's construction idiom: `new` with the required fields (`impl Into<T>`, so a `&str` or a union's member
 * will do), and a `with_<field>` setter per optional field, chained; none when every field is optional
 * (`Default` then builds the value).
 */
export function renderConstruction(name: string, fields: readonly StoredField[], extra: boolean, setterAttribute: (x: StoredField) => string = () => ""): string[] {
  const stored = fields.filter((x) => x.stored);
  const required = stored.filter((x) => x.f.required);
  const methods: string[] = [];
  if (required.length > 0) {
    const inits = [...stored.map((x) => `${x.id}: ${x.f.required ? `${x.id}.into()` : "None"}`), ...(extra ? ["extra: ::std::collections::BTreeMap::new()"] : [])];
    methods.push(
      [
        "    /// A value with the required fields; the optional ones are unset.",
        ...(required.length > 7 ? ["    #[allow(clippy::too_many_arguments)]"] : []),
        signature("    ", "pub fn new", required.map((x) => `${x.id}: impl Into<${x.value}>`), "Self"),
        structExpression("        ", "Self", inits),
        "    }",
      ].join("\n"),
    );
  }
  for (const x of stored.filter((x) => !x.f.required)) {
    const setter = rustName(`with_${x.id.replace(/^r#/, "")}`).text;
    const assign = `        self.${x.id} = Some(value.into());`;
    methods.push(
      [
        rustDoc(docLines(`This value with \`${x.f.wire}\` set.`), "    "),
        ...[setterAttribute(x)].filter((a) => a !== ""),
        signature("    ", `pub fn ${setter}`, ["mut self", `value: impl Into<${x.value}>`], "Self"),
        assign.length <= maxWidth ? assign : `        self.${x.id} =\n            Some(value.into());`,
        "        self",
        "    }",
      ].join("\n"),
    );
  }
  return methods.length > 0 ? [`impl ${name} {\n${methods.join("\n\n")}\n}`] : [];
}

/** A struct expression as rustfmt lays it out: on one line when its fields are short (`struct_lit_width`), else one per line. */
function structExpression(indent: string, head: string, fields: readonly string[]): string {
  const one = `${indent}${head} { ${fields.join(", ")} }`;
  if (one.length <= maxWidth && fields.join(", ").length <= 18) return one;
  return `${indent}${head} {\n${fields.map((f) => fieldInit(`${indent}    `, f)).join("\n")}\n${indent}}`;
}

/**
 * `name: value,` in a struct expression, as rustfmt breaks a long one: the value's chain after its first
 * element when that much and the comma fit on the line (`name: name` then `.into(),` below), else the value below.
 */
function fieldInit(indent: string, field: string): string {
  const one = `${indent}${field},`;
  if (one.length <= maxWidth) return one;
  const colon = field.indexOf(": ");
  const [name, value] = [field.slice(0, colon), field.slice(colon + 2)];
  const dot = value.lastIndexOf(".");
  if (dot > 0 && `${indent}${name}: ${value.slice(0, dot)},`.length <= maxWidth) return `${indent}${name}: ${value.slice(0, dot)}\n${indent}    ${value.slice(dot)},`;
  return `${indent}${name}:\n${indent}    ${value},`;
}

function constantExpr(value: string | number | boolean): string {
  if (typeof value === "string") return rustString(value);
  if (typeof value === "boolean") return String(value);
  if (Number.isInteger(value)) return `&${value}i64`;
  return `&${value}f64`;
}

function renderEnum(d: EnumDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const seen = new Set<string>();
  const variants = d.values.map((v) => {
    let id = pascalWords(v.words);
    if (id === "Self") id = "SelfValue";
    while (seen.has(id)) id = `${id}Value`;
    seen.add(id);
    return { id: rustName(id).text, wire: v.wire };
  });
  const decl = withDoc(
    doc(d.doc, d.deprecated, ""),
    `${deprecation(d.deprecated, "", ctx)}#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub enum ${name} {\n${variants.map((v) => `    /// ${rustString(v.wire).replace(/^"|"$/g, "`")}\n    ${v.id},`).join("\n")}\n}`,
  );
  const asStr = `impl ${name} {
    /// The value as written on the wire.
    pub fn as_str(&self) -> &'static str {
        match self {
${variants.map((v) => `            Self::${v.id} => ${rustString(v.wire)},`).join("\n")}
        }
    }
}`;
  const allowed = rustString(d.values.map((v) => JSON.stringify(v.wire)).join(", "));
  const fromJson = `${fromJsonHead(name, ctx)}
        let text = <${ctx.std("String")} as FromJson>::from_json(value, path)?;
        match text.as_str() {
${variants.map((v) => arm("            ", rustString(v.wire), `Ok(Self::${v.id})`)).join("\n")}
            _ => {
${letLine("                ", "allowed", allowed)}
                Err(runtime::not_one_of(allowed, path))
            }
        }
    }
}`;
  const serialize = `${serializeHead(name, ctx)}\n        serializer.serialize_str(self.as_str())\n    }\n}`;
  return [decl, asStr, fromJson, serialize, deserializeImpl(name, ctx)].join("\n\n");
}

function renderUnion(d: UnionDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const members: { variant: string; type: PlanType; tag?: string }[] =
    d.union.kind === "tagged"
      ? d.union.members.map((m) => ({ variant: m.name, type: { kind: "ref", name: m.name }, tag: m.value }))
      : d.union.members.map((m) => ({ variant: m.variant, type: m.type }));
  const variants = members.map((m) => ({ ...m, id: rustName(m.variant === "Self" ? "SelfValue" : m.variant).text, held: held(m.type, d.name, ctx) }));
  const lines = docLines(d.doc, d.deprecated);
  const decl = withDoc(
    rustDoc(lines, ""),
    `${deprecation(d.deprecated, "", ctx)}#[derive(Debug, Clone, PartialEq)]\npub enum ${name} {\n${variants.map((v) => `    ${v.id}(${v.held}),`).join("\n")}\n}`,
  );
  const froms = memberConversions(name, d.name, variants, ctx);
  let body: string;
  if (d.union.kind === "tagged") {
    const property = rustString(d.union.property);
    body = `        match runtime::tag(value, ${property}, path)? {
${variants.map((v) => decodeArm("            ", rustString(v.tag!), "FromJson::from_json(value, path)", `Self::${v.id}`)).join("\n")}
            other => Err(runtime::unknown_tag(${property}, other, path)),
        }`;
  } else {
    const table = rustString(JSON.stringify(d.union.members.map(shapeRow)));
    const constLine = `        const MEMBERS: &str = ${table};`;
    const tries = variants.map(
      (v, i) => `                ${i} => match FromJson::from_json(value, path) {\n                    Ok(member) => return Ok(Self::${v.id}(member)),\n                    Err(error) => error,\n                },`,
    );
    body = `${constLine.length <= maxWidth ? constLine : `        const MEMBERS: &str =\n            ${table};`}
        let mut first = None;
        for index in runtime::shape(value, path, MEMBERS)? {
            let error = match index {
${tries.join("\n")}
                _ => unreachable!("runtime::shape returns members' indexes"),
            };
            first.get_or_insert(error);
        }
        Err(first.expect("runtime::shape returns at least one member"))`;
  }
  const fromJson = `${fromJsonHead(name, ctx)}\n${body}\n    }\n}`;
  const serialize = `${serializeHead(name, ctx)}\n        match self {\n${variants.map((v) => arm("            ", `Self::${v.id}(value)`, "value.serialize(serializer)")).join("\n")}\n        }\n    }\n}`;
  return [decl, ...froms, fromJson, serialize, deserializeImpl(name, ctx)].join("\n\n");
}

/**
 * `From<Member> for Union` for each member whose type no other member shares once aliases are followed
 * (`From<TextContent> for ContentBlock`, `From<i64> for RequestId`), so `.into()` wraps a member; a member
 * that is the union itself is left out (`From<T> for T` exists).
 */
function memberConversions(name: string, union: string, variants: readonly { id: string; type: PlanType }[], ctx: Context): string[] {
  const key = (t: PlanType) => JSON.stringify(resolved(t, ctx));
  const counts = new Map<string, number>();
  for (const v of variants) counts.set(key(v.type), (counts.get(key(v.type)) ?? 0) + 1);
  return variants
    .filter((v) => counts.get(key(v.type)) === 1 && !(resolved(v.type, ctx).kind === "ref" && (resolved(v.type, ctx) as { name: string }).name === union))
    .map((v) => {
      const type = rustType(v.type, ctx);
      const value = recursive(v.type, union, ctx) ? `${ctx.std("Box")}::new(value)` : "value";
      return `impl From<${type}> for ${name} {\n${signature("    ", "fn from", [`value: ${type}`], "Self")}\n        Self::${v.id}(${value})\n    }\n}`;
    });
}

/** `t` with every alias followed, inside arrays, maps and nullables too: two members of one type compare equal. */
function resolved(t: PlanType, ctx: Context, depth = 0): PlanType {
  const u = unaliased(t, ctx.declarations);
  if (depth > 16) return u;
  switch (u.kind) {
    case "array":
      return { kind: "array", items: resolved(u.items, ctx, depth + 1) };
    case "map":
      return { kind: "map", values: resolved(u.values, ctx, depth + 1) };
    case "nullable":
      return { kind: "nullable", type: resolved(u.type, ctx, depth + 1) };
    default:
      return u;
  }
}

/** One member for `runtime::shape`, as JSON: `[wire, [required keys], {key: constant}, [evidence keys], selector]`. */
function shapeRow(m: ShapeMember): unknown {
  const s = m.selector;
  const selector = s ? [s.property, s.value, s.absent, s.equals] : null;
  return [m.wire, m.requiredKeys, Object.fromEntries(m.literals.map((l) => [l.property, l.value])), m.evidenceKeys, selector];
}

function renderMessages(plan: BindingPlan, ctx: Context): string {
  const m = plan.messages;
  if (!m) return "";
  const entries: { method: string | null; kind: "request" | "notification" | "result" | "error"; type: string }[] = [
    ...m.requests.map((r) => ({ method: r.method, kind: "request" as const, type: ctx.name(r.message) })),
    ...m.notifications.map((r) => ({ method: r.method, kind: "notification" as const, type: ctx.name(r.message) })),
    { method: null, kind: "result", type: ctx.name(m.envelopes.result) },
    { method: null, kind: "error", type: ctx.name(m.envelopes.error) },
  ];
  const variants = [...new Set(entries.map((e) => e.type))];
  const arms = (kind: "request" | "notification") =>
    entries
      .filter((e) => e.kind === kind)
      .map((e) => decodeArm("                ", rustString(e.method!), 'FromJson::from_json(&value, "")', `Message::${e.type}`))
      .join("\n");
  const envelope = (kind: keyof typeof m.envelopes) => ctx.name(m.envelopes[kind]);
  return `${renderMessage(variants, arms, envelope, ctx)}${renderResults(m.requests, ctx)}`;
}

/** \`MethodResult\` and \`parse_result\`: a response's \`result\` typed by the method of its request, as Go's \`ParseResult\`. */
function renderResults(requests: readonly PlanMethod[], ctx: Context): string {
  const answered = requests.filter((r) => r.result !== null && ctx.declarations.has(r.result));
  if (answered.length === 0) return "";
  const variants = [...new Set(answered.flatMap((r) => [r.result!, ...r.alternatives].map((n) => ctx.name(n))))];
  const decode = 'FromJson::from_json(value, "/result")';
  // A method some other result may answer tries its results in order (`PlanMethod.results`), each only when its
  // selector admits the value (resultType decides); none decoding is the first tried one's error.
  const attempt = (x: PlanResult): string => {
    const tried = (at: string) =>
      `${at}match ${decode} {\n${arm(`${at}    `, "Ok(result)", `return Ok(MethodResult::${ctx.name(x.name)}(result))`)}\n${at}    Err(error) => first = first.or(Some(error)),\n${at}}`;
    const s = x.selector;
    if (!s) return tried("            ");
    const test = callLine("            ", "if ", "runtime::selects", ["value", ...[s.property, s.value, s.absent].map(rustString), String(s.equals)], " {");
    return `${test}\n${tried("                ")}\n            }`;
  };
  const arms = answered.map((r) =>
    r.results.length < 2
      ? decodeArm("        ", rustString(r.method), decode, `MethodResult::${ctx.name(r.result!)}`)
      : `        ${rustString(r.method)} => {
            let mut first = None;
${r.results.map(attempt).join("\n")}
            Err(first.unwrap_or_else(|| runtime::no_result("/result")))
        }`,
  );
  const sig = signature("", "pub fn parse_result", ["method: &str", "value: &Json"], `${ctx.std("Result")}<MethodResult, DecodeError>`);
  return `

/// The \`result\` of a JSON-RPC response as \`parse_result\` decodes it: the result type of the
/// method its request named.
#[derive(Debug, Clone, PartialEq)]
pub enum MethodResult {
${variants.map((v) => `    ${v}(${v}),`).join("\n")}
}

${serializeHead("MethodResult", ctx)}
        match self {
${variants.map((v) => arm("            ", `Self::${v}(value)`, "value.serialize(serializer)")).join("\n")}
        }
    }
}

/// Decode the \`result\` of a response to a \`method\` request as that method's result type, or as
/// another result its response may hold (tried after it, in order; where the version's
/// \`resultType\` decides, only those it admits): errors are the first tried result's, with paths
/// under \`/result\`; a method with no result type is an error at the document.
${sig}
    match method {
${arms.join("\n")}
        _ => Err(DecodeError {
            path: ${ctx.std("String")}::new(),
            message: format!("no result type for method {:?}", method),
        }),
    }
}`;
}

/** \`Message\` and \`parse_message\`. */
function renderMessage(
  variants: readonly string[],
  arms: (kind: "request" | "notification") => string,
  envelope: (kind: "request" | "notification" | "result" | "error") => string,
  ctx: Context,
): string {
  return `/// A JSON-RPC message as \`parse_message\` decodes it: a request or notification as the type of
/// its method, a response as its envelope.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
${variants.map((v) => `    ${v}(${v}),`).join("\n")}
}

${serializeHead("Message", ctx)}
        match self {
${variants.map((v) => arm("            ", `Self::${v}(value)`, "value.serialize(serializer)")).join("\n")}
        }
    }
}

/// Decode one JSON-RPC message: a request (\`method\` and \`id\`) or a notification (\`method\`)
/// as the type of its method, after its envelope; a response as its envelope (the request
/// decides a result's type). A request or notification whose method this version lacks is
/// \`MessageError::UnknownMethod\` with the request's id, for the -32601 reply.
pub fn parse_message(text: &str) -> ${ctx.std("Result")}<Message, MessageError> {
    let value: Json = runtime::from_str(text)?;
    let object = value.as_object().ok_or_else(|| DecodeError {
        path: ${ctx.std("String")}::new(),
        message: "must be a JSON-RPC message object".to_string(),
    })?;
    if let Some(method) = object.get("method") {
        let request = object.contains_key("id");
        if request {
            ${envelope("request")}::from_json(&value, "")?;
        } else {
            ${envelope("notification")}::from_json(&value, "")?;
        }
        let method = <${ctx.std("String")} as FromJson>::from_json(method, "/method")?;
        let unknown = || MessageError::UnknownMethod {
            id: object.get("id").cloned(),
            method: method.clone(),
        };
        return if request {
            match method.as_str() {
${arms("request")}
                _ => Err(unknown()),
            }
        } else {
            match method.as_str() {
${arms("notification")}
                _ => Err(unknown()),
            }
        };
    }
    if object.contains_key("result") {
        let message = FromJson::from_json(&value, "")?;
        return Ok(Message::${envelope("result")}(message));
    }
    if object.contains_key("error") {
        let message = FromJson::from_json(&value, "")?;
        return Ok(Message::${envelope("error")}(message));
    }
    Err(MessageError::Decode(DecodeError {
        path: ${ctx.std("String")}::new(),
        message: "must have method, result or error".to_string(),
    }))
}`;
}
