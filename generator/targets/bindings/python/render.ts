import { assertNever } from "../../../ir/model.js";
import { raw } from "../../../emit/code.js";
import { defaultBindingNames } from "../../../options.js";
import { renderTemplate } from "../../../emit/template.js";
// Template values are text the language's syntax builders made (identifiers, literals, comments escaped there).
import type { RenderedFile } from "../language.js";
import type { AliasDeclaration, BindingPlan, Declaration, EnumDeclaration, Field, MemberSelector, PlanMethod, PlanType, RecordDeclaration, ShapeUnion, UnionDeclaration } from "../plan/model.js";
import { acceptsNull, renderContext, type RenderContext } from "../plan/renderContext.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { docLines } from "../syntax/text.js";
import { assignment, call, flat, layout, lineLength, subscript, type PyExpr } from "./layout.js";
import { docstring, pythonString, pythonStringTuples, pythonSyntax } from "./syntax.js";
import { runtimeSource } from "./runtime.js";
import { postOrder } from "../plan/graph.js";

/** Names the module imports: a declaration spelling one gets `_` appended. */
const imported = new Set(["Annotated", "Any", "Literal", "Union", "Discriminator", "Field", "RootModel", "Tag", "deprecated", "ClosedModel", "DecodeError", "Number", "Omittable", "OpenModel", "UnknownMethodError", "decode", "encode"]);

/** The plan as a pydantic v2 package `pkg` (default `mcp_codegen_types`): `<pkg>/__init__.py` (the models), its runtime and `py.typed`. */
export function renderPython(plan: BindingPlan, pkg = defaultBindingNames.python.package): RenderedFile[] {
  const ctx: Context = renderContext(plan, (planName) => pythonSyntax.identifier(imported.has(planName) ? `${planName}_` : planName).text);
  const name = ctx.name;
  // A class after the classes it extends: Python evaluates a class's bases when it defines it.
  const records = postOrder(
    plan.declarations.filter((d): d is RecordDeclaration => d.kind === "record"),
    (r) => inherited(r, ctx.declarations),
  );
  const others = dependencyOrder(plan.declarations.filter((d) => d.kind !== "record"), ctx.declarations);
  const exports = [...records, ...others].map((d) => name(d.name));
  const unionClasses = others.filter((d) => d.kind === "union" && bareMembers(d, ctx) === null);
  const module = renderTemplate("bindings/python", "module.py", {
    docstring: raw(docstring([`MCP ${plan.source} types as pydantic v2 models, decoded strictly from the wire.`], "")),
    thirdPartyImports: raw(thirdPartyImports(unionClasses.length > 0, [...records, ...unionClasses].some((d) => d.deprecated))),
    exports: raw(statement("__all__ = ", { head: "", open: "[", items: [...exports, "DecodeError", "UnknownMethodError", "decode", "encode", "parse_message", "parse_result"].map(pythonString) })),
    classes: raw(records.map((r) => renderDeclaration(r, ctx, renderers)).join("\n\n\n")),
    aliases: raw(separated(others.map((d) => ({ text: renderDeclaration(d, ctx, renderers), isClass: unionClasses.includes(d) })))),
    tables: raw(renderMessages(plan, ctx)),
    rebuild: raw(statement("", call("_runtime.rebuild", [...records, ...unionClasses].map((d) => name(d.name))))),
  });
  return [
    { name: `${pkg}/__init__.py`, text: module },
    { name: `${pkg}/_runtime.py`, text: runtimeSource() },
    { name: `${pkg}/py.typed`, text: "" },
  ];
}

type Context = RenderContext;

/** pydantic's names, and typing_extensions' `deprecated` when a class is deprecated (none unused: ruff and pyright). */
function thirdPartyImports(rootModels: boolean, deprecations: boolean): string {
  const pydantic = ["Discriminator", "Field", ...(rootModels ? ["RootModel"] : []), "Tag"];
  return [`from pydantic import ${pydantic.join(", ")}`, ...(deprecations ? ["from typing_extensions import deprecated"] : [])].join("\n");
}

const renderers: DeclarationRenderers<Context, string> = { renderRecord, renderEnum, renderUnion, renderAlias };

/** Module-level statements: one blank line between, two around a class (as ruff formats them). */
function separated(parts: readonly { text: string; isClass: boolean }[]): string {
  return parts.map((p, i) => (i === 0 ? "" : p.isClass || parts[i - 1]!.isClass ? "\n\n\n" : "\n\n") + p.text).join("");
}

function statement(prefix: string, e: PyExpr): string {
  return assignment(e, "", prefix);
}

function tuple(items: readonly PyExpr[]): PyExpr {
  // `(x)` is not a tuple: a single item keeps its comma even on one line.
  return items.length === 1 ? `(${flat(items[0]!)},)` : { head: "", open: "(", items };
}

const pythonTypes: TypeSpelling<PyExpr> = {
  scalar: { string: "str", integer: "int", number: "Number", boolean: "bool" },
  json: "Any",
  literal: (value) => subscript("Literal", [literal(value)]),
  array: (items) => subscript("list", [items]),
  map: (values) => subscript("dict", ["str", values]),
  nullable: (type) => `${flat(type)} | None`,
  aliases: "named",
};

function typeExpr(t: PlanType, ctx: Context): PyExpr {
  return spellType(t, pythonTypes, ctx);
}

function literal(value: string | number | boolean): string {
  if (typeof value === "string") return pythonString(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  if (!Number.isFinite(value)) throw new Error(`non-finite literal ${value}`);
  return String(value);
}

/**
 * The records `r` extends, as the plan says, that it can be a subclass of: a record with the same extra-key policy
 * (an overlay may close one and not the other) whose every field `r` repeats unchanged. A field the schema narrows
 * (`SubscriptionsListenResult`'s required `_meta` of a derived type) would break the base's contract in Python
 * (a pydantic field is mutable, so invariant): such a record keeps its plain base.
 */
function inherited(r: RecordDeclaration, byName: ReadonlyMap<string, Declaration>): RecordDeclaration[] {
  const own = new Map(r.fields.map((f) => [f.wire, f]));
  const repeats = (f: Field): boolean => {
    const mine = own.get(f.wire);
    return mine !== undefined && mine.required === f.required && JSON.stringify(mine.type) === JSON.stringify(f.type);
  };
  return (r.extends ?? []).flatMap((name) => {
    const base = byName.get(name);
    return base?.kind === "record" && JSON.stringify(base.extra) === JSON.stringify(r.extra) && base.fields.every(repeats) ? [base] : [];
  });
}

/** `class Name(Bases):`, or the bases on a line of their own when that does not fit, as ruff writes it. */
function classHeader(id: string, bases: PyExpr): string {
  const one = `class ${id}(${flat(bases)}):`;
  return one.length <= lineLength ? one : `class ${id}(\n${layout(bases, "    ")}\n):`;
}

function renderRecord(r: RecordDeclaration, ctx: Context): string {
  const parents = inherited(r, ctx.declarations).map((b) => ctx.name(b.name));
  const base = parents.length > 0 ? parents.join(", ") : r.extra === null ? "ClosedModel" : "OpenModel";
  const lines: string[] = [...deprecatedMarker(r), classHeader(ctx.name(r.name), base)];
  const doc = docstring(docLines(r.doc, r.deprecated), "    ");
  const body: string[] = [];
  if (r.extra && r.extra.kind !== "json") {
    body.push(`    __pydantic_extra__: ${flat(subscript("dict", ["str", typeExpr(r.extra, ctx)]))} = Field(init=False)`);
  }
  // An overlay's `ignore` policy: other keys accepted, not kept (pydantic merges this over the base's config).
  if (r.dropsExtra) body.push(`    model_config = {"extra": "ignore"}`);
  // An overlay's `null-absent`: the wire's null on an optional field reads as absent (_runtime's `_Model`).
  if (r.nullAbsent) body.push("    __null_absent__ = True");
  // The schema's presence rule (anyOf of required sets), as data _runtime's `_Model` checks.
  if (r.requiredAnyOf) body.push(`    __required_any_of__ = ${pythonStringTuples(r.requiredAnyOf)}`);
  if (r.emptyAbsent) body.push(`    __empty_absent__ = frozenset({${r.emptyAbsent.map(pythonString).join(", ")}})`);
  for (const f of r.fields) body.push(renderField(f, ctx));
  if (doc) lines.push(doc, ...(body.length > 0 ? [""] : []));
  if (!doc && body.length === 0) body.push("    pass");
  return [...lines, ...body].join("\n");
}

function renderField(f: Field, ctx: Context): string {
  const id = pythonSyntax.fieldName(f.words).text;
  const type = typeExpr(f.type, ctx);
  // An optional field whose type holds null (any JSON, a nullable) keeps an explicit null: absent is None too, but
  // unset (models dump with exclude_unset), so absent stays absent and null stays null on the way back.
  const annotation = f.required || acceptsNull(f.type, ctx.declarations) ? type : subscript("Omittable", [type]);
  // A constant (a tag, `jsonrpc`) defaults to its one value when constructing; the wire must still carry it
  // (_runtime's `_construction_or_wire`). Only constants get a default other than None.
  const value = !f.required ? "None" : f.type.kind === "literal" ? literal(f.type.value) : null;
  const args: string[] = [];
  if (value !== null) args.push(`default=${value}`);
  if (id !== f.wire) args.push(`alias=${pythonString(f.wire)}`);
  if (f.deprecated) args.push(`deprecated=${deprecationNote}`);
  const prefix = `${id}: ${flat(annotation)}`;
  let line: string;
  if (args.length === 0) line = `    ${prefix}`;
  else if (args.length === 1 && value !== null) {
    // A long constant: ruff wraps the right-hand side in parentheses when that makes it fit.
    const one = `    ${prefix} = ${value}`;
    line = one.length > lineLength && `        ${value}`.length <= lineLength ? `    ${prefix} = (\n        ${value}\n    )` : one;
  }
  else if (
    `    ${prefix} = Field(`.length > lineLength &&
    `        ${flat(call("Field", args))}`.length > lineLength &&
    typeof annotation !== "string" &&
    annotation.items.length === 1
  ) {
    // When even a parenthesized right-hand side would not fit on its line, ruff splits a one-item
    // annotation subscript instead.
    const field = layout(call("Field", args), "    ", "", "");
    line = `    ${id}: ${annotation.head}[\n        ${flat(annotation.items[0]!)}\n    ] = ${field.trimStart()}`;
  } else line = assignment(call("Field", args), "    ", `${prefix} = `);
  const doc = docstring(docLines(f.doc, f.deprecated), "    ");
  return doc ? `${line}\n${doc}` : line;
}

/** A module-level statement, followed by its docstring (the declaration's doc), as pyright and IDEs read it. */
function documented(d: Declaration, text: string): string {
  const doc = docstring(docLines(d.doc, d.deprecated), "");
  return doc ? `${text}\n${doc}` : text;
}

function renderAlias(d: AliasDeclaration, ctx: Context): string {
  return documented(d, statement(`${ctx.name(d.name)} = `, typeExpr(d.type, ctx)));
}

function renderEnum(d: EnumDeclaration, ctx: Context): string {
  return documented(d, statement(`${ctx.name(d.name)} = `, subscript("Literal", d.values.map((v) => pythonString(v.wire)))));
}

/**
 * Scalars of distinct JSON types (`RequestId`) stay a plain `Union` alias: strict validation matches each input to
 * its own type and a field holds the value itself; so does a union an overlay spells bare (`bare-union`), its member
 * chosen by pydantic's smart mode. Every other union is a `RootModel` class (`isinstance`, `match`,
 * `.model_validate`), its member in `.root`, over a private alias of the union as before (same wire behaviour).
 */
function renderUnion(d: UnionDeclaration, ctx: Context): string {
  const id = ctx.name(d.name);
  const bare = bareMembers(d, ctx);
  if (bare) return documented(d, statement(`${id} = `, subscript("Union", bare)));
  const root = `_${id}`;
  const doc = docstring(docLines(d.doc, d.deprecated), "    ");
  return [
    ...unionStatements(d, id, root, ctx),
    "",
    "",
    ...deprecatedMarker(d),
    classHeader(id, subscript("RootModel", [root])),
    doc || "    pass",
  ].join("\n");
}

/** The member types of a union spelled as a plain `Union` (of scalars only, or spelled bare); null for any other declaration. */
function bareMembers(d: Declaration, ctx: Context): PyExpr[] | null {
  if (d.kind !== "union") return null;
  const u = d.union;
  if (u.kind === "tagged") return d.bare ? u.members.map((m) => ctx.name(m.name)) : null;
  return d.bare || u.members.every((m) => m.type.kind === "scalar") ? u.members.map((m) => typeExpr(m.type, ctx)) : null;
}

function unionStatements(d: UnionDeclaration, id: string, root: string, ctx: Context): string[] {
  const u = d.union;
  if (u.kind === "tagged") {
    const members = subscript("Union", u.members.map((m) => ctx.name(m.name)));
    // pydantic names the discriminator by the field's Python name, not its alias.
    const first = ctx.declarations.get(u.members[0]!.name) as RecordDeclaration;
    const tag = pythonSyntax.fieldName(first.fields.find((f) => f.wire === u.property)!.words).text;
    return [statement(`${root} = `, subscript("Annotated", [members, call("Field", [`discriminator=${pythonString(tag)}`])]))];
  }
  const table = `_${id.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}_SHAPES`;
  const members = subscript(
    "Union",
    u.members.map((m) => subscript("Annotated", [typeExpr(m.type, ctx), call("Tag", [pythonString(m.variant)])])),
  );
  return [
    statement(`${table} = `, tuple(shapeRows(u, ctx))),
    statement(`${root} = `, subscript("Annotated", [members, call("Discriminator", [call("_runtime.shape_discriminator", [table])])])),
  ];
}

/** The text a deprecated class or field carries at runtime and in type checkers. */
const deprecationNote = pythonString("Deprecated by the MCP specification.");

/**
 * PEP 702's marker on a deprecated class, for type checkers only (`category=None`): the decoder builds the class
 * whenever a peer sends it, which is no use of a deprecated API by the caller. A deprecated field warns when read.
 */
function deprecatedMarker(d: Declaration): string[] {
  return d.deprecated ? [`@deprecated(${deprecationNote}, category=None)`] : [];
}

/** One row per member for `_runtime.shape_discriminator`: tag, JSON type, required keys, constants, evidence keys, type, selector. */
function shapeRows(u: ShapeUnion, ctx: Context): PyExpr[] {
  return u.members.map((m) => {
    const cls = typeExpr(m.type, ctx);
    const literals = m.literals.map((l) => tuple([pythonString(l.property), jsonLiteral(l.value)]));
    const selector = m.selector ? selectorTuple(m.selector) : "None";
    return tuple([pythonString(m.variant), pythonString(m.wire), tuple(m.requiredKeys.map(pythonString)), tuple(literals), tuple(m.evidenceKeys.map(pythonString)), cls, selector]);
  });
}

/** A `_runtime.Selector`: when a union member or a method's result may be taken (`MemberSelector`). */
function selectorTuple(s: MemberSelector): PyExpr {
  return tuple([pythonString(s.property), pythonString(s.value), pythonString(s.absent), s.equals ? "True" : "False"]);
}

function jsonLiteral(value: unknown): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return literal(value);
  if (value === null) return "None";
  throw new Error("only scalar constants tell union members apart");
}

function renderMessages(plan: BindingPlan, ctx: Context): string {
  const m = plan.messages;
  const table = (name: string, rows: [string, string | null][]): string =>
    statement(`${name}: dict[str, Any] = `, { head: "", open: "{", items: rows.filter((r) => r[1] !== null).map(([k, v]) => `${pythonString(k)}: ${v}`) });
  // Other results a response may hold, tried after the method's own: `(InputRequiredResult,)`.
  const alternatives = (requests: readonly PlanMethod[]): string =>
    statement("ALTERNATIVE_RESULTS: dict[str, tuple[Any, ...]] = ", {
      head: "",
      open: "{",
      items: requests.flatMap((r): PyExpr[] => {
        if (r.result === null || r.alternatives.length === 0) return [];
        const types = tuple(r.alternatives.map((a) => ctx.name(a)));
        const key = `${pythonString(r.method)}: `;
        return [typeof types === "string" ? `${key}${types}` : { ...types, head: key }];
      }),
    });
  // When each of a method's results may be taken, where the version's resultType decides (`PlanMethod.results`).
  const selectors = (requests: readonly PlanMethod[]): string =>
    statement("RESULT_SELECTORS: dict[str, dict[Any, _runtime.Selector]] = ", {
      head: "",
      open: "{",
      items: requests.flatMap((r): PyExpr[] => {
        const guarded = r.results.flatMap((x): PyExpr[] => (x.selector ? [{ ...(selectorTuple(x.selector) as Exclude<PyExpr, string>), head: `${ctx.name(x.name)}: ` }] : []));
        return guarded.length === 0 ? [] : [{ head: `${pythonString(r.method)}: `, open: "{", items: guarded }];
      }),
    });
  if (!m) {
    return [table("_ENVELOPES", []), table("REQUESTS", []), table("NOTIFICATIONS", []), table("RESULTS", []), alternatives([]), selectors([])].join("\n");
  }
  return [
    table("_ENVELOPES", [
      ["request", ctx.name(m.envelopes.request)],
      ["notification", ctx.name(m.envelopes.notification)],
      ["result", ctx.name(m.envelopes.result)],
      ["error", ctx.name(m.envelopes.error)],
    ]),
    `"""The JSON-RPC envelope of each kind of message."""`,
    table("REQUESTS", m.requests.map((r) => [r.method, ctx.name(r.message)])),
    `"""Each request method's message type."""`,
    table("NOTIFICATIONS", m.notifications.map((r) => [r.method, ctx.name(r.message)])),
    `"""Each notification method's message type."""`,
    table("RESULTS", m.requests.map((r) => [r.method, r.result === null ? null : ctx.name(r.result)])),
    `"""Each request method's result type."""`,
    alternatives(m.requests),
    `"""Other result types a request method's response may hold, tried after its own, in order."""`,
    selectors(m.requests),
    `"""What a result's resultType must say for each result of a request method."""`,
  ].join("\n");
}

/** Non-class declarations with each after those it needs at import time (plan order otherwise). */
function dependencyOrder(decls: readonly Declaration[], byName: ReadonlyMap<string, Declaration>): Declaration[] {
  const wanted = new Set(decls.map((d) => d.name));
  return postOrder(decls, (d) => needs(d).flatMap((r) => (wanted.has(r) ? [byName.get(r)!] : [])));
}

function needs(d: Declaration): string[] {
  const refs = (t: PlanType): string[] =>
    t.kind === "ref" ? [t.name] : t.kind === "array" ? refs(t.items) : t.kind === "map" ? refs(t.values) : t.kind === "nullable" ? refs(t.type) : [];
  switch (d.kind) {
    case "alias":
      return refs(d.type);
    case "union":
      return d.union.kind === "tagged" ? d.union.members.map((m) => m.name) : d.union.members.flatMap((m) => refs(m.type));
    case "enum":
    case "record":
      return [];
    default:
      return assertNever(d, "declaration");
  }
}
