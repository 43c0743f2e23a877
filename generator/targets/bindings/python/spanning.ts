import { assertNever } from "../../../ir/model.js";
import { runtimeFile } from "../../../emit/moduleText.js";
import type { PlanType } from "../plan/model.js";
import type { SpanningDeclaration, SpanningField, SpanningPlan } from "../plan/spanVersions.js";
import { postOrder } from "../plan/graph.js";
import type { RenderedFile } from "../language.js";
import { docLines } from "../syntax/text.js";
import { docstring, pythonName, pythonString, pythonStringTuples, pythonSyntax } from "./syntax.js";

/** The package of each version's wire models inside the spanning package: `_v2026_07_28`. */
export function versionModule(version: string): string {
  return pythonName(`_v${version.replace(/[^A-Za-z0-9]/g, "_")}`).text;
}

/**
 * The spanning plan as a pydantic v2 module (`mcp_codegen_types/__init__.py`) over the versions' wire packages
 * (`mcp_codegen_types/_v<version>/`, rendered by the caller), and its runtime `_spanning.py`.
 */
export function renderSpanning(spanned: SpanningPlan): RenderedFile[] {
  let plan = spanned;
  // Until nothing changes: a record extending one that became a map may become one in turn.
  for (let next = withMaps(plan); next.declarations.some((d, i) => d !== plan.declarations[i]); next = withMaps(plan)) plan = next;
  const ctx = spanningContext(plan);
  const byName = ctx.byName;
  // A class after the classes it extends: Python evaluates a class's bases when it defines it.
  const records = postOrder<SpanningDeclaration>(
    plan.declarations.filter(isClass),
    (d) => (d.kind === "record" ? classNeeds(d, ctx) : []),
  );
  const others = postOrder<SpanningDeclaration>(
    plan.declarations.filter((d) => !isClass(d)),
    (d) => refsOf(d).flatMap((r) => (byName.get(r) && !isClass(byName.get(r)!) ? [byName.get(r)!] : [])),
  );
  const dictionaries = plan.declarations.filter((d) => d.kind === "record" && d.dictionary === true);
  const listed = records.some((r) => r.kind === "record" && r.fields.some((f) => oneOrMany(f, byName)));
  const modules = plan.versions.map(versionModule);
  const names = plan.declarations.map((d) => name(d.name));
  const text = [
    docstring([`MCP types spanning ${plan.versions.join(", ")}: one lax class per construct, each field marked with the versions that have it.`, "", "Decode and encode with `decode(cls, version, text)` and `encode(value, version)`: the version's own wire", "models (its `_v*` package) check every message."], ""),
    "",
    "# The module names each version's deprecated wire classes (its __wire__ tables): no use by a caller,",
    "# whose code a type checker still reports.",
    "# pyright: reportDeprecated=false",
    "",
    "from __future__ import annotations",
    "",
    `from typing import ${dictionaries.length > 0 ? "Annotated, " : ""}Any, ClassVar, ${ctx.generic.size > 0 ? "Generic, " : ""}Literal, ${ctx.generic.size > 0 ? "TypeVar, " : ""}Union`,
    "",
    ...(dictionaries.length > 0 ? ["from typing_extensions import NotRequired, TypedDict", ""] : []),
    `from pydantic import BaseModel, ${plan.declarations.some((d) => d.kind === "record" && d.dropsExtra) ? "ConfigDict, " : ""}Field`,
    "",
    `from . import ${modules.join(", ")}`,
    `from ._spanning import Number, SpanningModel, VersionError, ${listed ? "as_list, " : ""}check_versions, decode, encode`,
    "",
    `__all__ = [${[...names, "VERSIONS", "SpanningModel", "VersionError", "check_versions", "decode", "encode"].map(pythonString).join(", ")}]`,
    "",
    `VERSIONS: tuple[str, ...] = (${plan.versions.map(pythonString).join(", ")}${plan.versions.length === 1 ? "," : ""})`,
    '"""The versions spanned, oldest first as configured."""',
    "",
    ...records.map((r) => `\n${renderRecord(r as SpanningRecord, ctx)}\n`),
    ...others.map((d) => `${renderOther(d, byName)}\n`),
    "",
    `for _model in (${records.map((r) => name(r.name)).join(", ")}${records.length === 1 ? "," : ""}):`,
    "    _model.model_rebuild()",
    "",
  ].join("\n");
  return [
    { name: "mcp_codegen_types/__init__.py", text },
    { name: "mcp_codegen_types/_spanning.py", text: runtimeFile("bindings/python-spanning/_spanning.py") },
    { name: "mcp_codegen_types/py.typed", text: "" },
  ];
}

/**
 * A record that adds no field to the map it extends (`ResultMetaObject` extends `MetaObject`, once an overlay has
 * removed its reserved keys) is that map: a plain dict, as SDKs keep `_meta`.
 */
function withMaps(plan: SpanningPlan): SpanningPlan {
  return { ...plan, declarations: plan.declarations.map((d) => asMap(d, plan)) };
}

function asMap(d: SpanningDeclaration, plan: SpanningPlan): SpanningDeclaration {
  if (d.kind !== "record" || d.fields.length > 0) return d;
  const base = plan.declarations.find((b) => d.extends?.includes(b.name) && b.kind === "alias" && b.type.kind === "map");
  if (base?.kind !== "alias") return d;
  const { fields: _fields, extends: _extends, base: _base, ...info } = d;
  return { ...info, kind: "alias", type: base.type };
}

/** Rendered as a pydantic class: a record that is no plain dictionary (`typed-dict`). */
function isClass(d: SpanningDeclaration): d is SpanningRecord {
  return d.kind === "record" && d.dictionary !== true;
}

function name(planName: string): string {
  return pythonName(planName).text;
}

type SpanningRecord = SpanningDeclaration & { kind: "record" };

/**
 * The records `r` subclasses: the spec's bases (`SpanningDeclaration`'s `base`) with fewer fields, each of which `r` repeats alike (wire
 * name, type, required). So `issubclass(ListToolsResult, CacheableResult)` holds as in schema.ts, where the IR keeps
 * only the `Result` that schema.json's `allOf` names; and no field narrows its base's (pydantic fields are mutable:
 * a narrowed one breaks the base's contract). A base that another chosen base already extends is left out (Python
 * refuses such a class order).
 */
function bases(r: SpanningRecord, ctx: SpanningContext): SpanningRecord[] {
  const cached = ctx.bases.get(r.name);
  if (cached) return cached;
  const own = new Map(r.fields.map((f) => [f.wire, f]));
  const repeats = (f: SpanningField): boolean => {
    const mine = own.get(f.wire);
    // Any JSON (versions that spell it differently: `_meta`) overrides, and is overridden by, any type.
    const json = mine?.type.kind === "json" || f.type.kind === "json";
    return mine !== undefined && optional(mine) === optional(f) && (json || alike(mine.type, f.type, ctx.byName));
  };
  const fits = ctx.baseRecords.filter((b) => {
    if (b.name === r.name || b.fields.length === 0) return false;
    const loose = ctx.generic.get(b.name);
    // A generic base (`Request[ParamsT, MethodT]`) takes any type for its parameters, from the records named after it.
    if (loose) return r.name.endsWith(b.name) && b.fields.every((f) => (loose.includes(f) ? own.has(f.wire) : repeats(f)));
    // A base the schema says `r` extends may have optional fields `r` lacks (Result's resultType, which
    // 2025-11-25's InitializeResult and the client results never carry): `r` inherits them, unset.
    const declared = r.extends?.includes(b.name) === true;
    const shared = declared ? b.fields.filter((f) => own.has(f.wire) || !optional(f)) : b.fields;
    // Fewer fields, or the same ones under the base's name (the SDK's `EmptyResult` is a `Result`).
    return (shared.length < r.fields.length || (shared.length === r.fields.length && r.name.endsWith(b.name))) && shared.every(repeats);
  });
  // Bases with the same keys (`Request`, `Notification`: method, params) tell nothing apart: the one `r` is named
  // after (`JSONRPCRequest`), else none of them.
  const keys = (b: SpanningRecord): string => JSON.stringify(b.fields.map((f) => f.wire).sort());
  const chosen = fits.filter((b) => !fits.some((other) => other !== b && keys(other) === keys(b)) || r.name.endsWith(b.name));
  const ancestors = (b: SpanningRecord): string[] => bases(b, ctx).flatMap((p) => [p.name, ...ancestors(p)]);
  const result = chosen.filter((b) => !chosen.some((other) => other !== b && ancestors(other).includes(b.name)));
  ctx.bases.set(r.name, result);
  return result;
}

/** Whether a constructor may leave the field out: optional, or filled in by its default. */
function optional(f: SpanningField): boolean {
  return !f.required || f.default !== undefined;
}

interface SpanningContext {
  byName: ReadonlyMap<string, SpanningDeclaration>;
  /** Generic bases (`Request`, `Notification`): their type parameters' fields, payload first, then the tag. */
  generic: ReadonlyMap<string, SpanningField[]>;
  /** The records a schema declares as bases, by name. */
  baseRecords: SpanningRecord[];
  bases: Map<string, SpanningRecord[]>;
}

function spanningContext(plan: SpanningPlan): SpanningContext {
  const byName = new Map(plan.declarations.map((d) => [d.name, d]));
  const baseRecords = plan.declarations.filter((d): d is SpanningRecord => isClass(d) && d.base === true);
  const records = plan.declarations.filter(isClass);
  const generic = new Map<string, SpanningField[]>();
  for (const b of baseRecords) {
    const loose = b.fields.filter((f) => looseType(f.type));
    // Generic when every field is loose and a record named after it narrows one to a constant (its `method`).
    const narrowed = (f: SpanningField): boolean =>
      records.some((r) => r !== b && r.name.endsWith(b.name) && r.fields.some((g) => g.wire === f.wire && g.type.kind === "literal"));
    if (loose.length === b.fields.length && loose.length > 0 && loose.some(narrowed)) {
      generic.set(b.name, [...loose.filter((f) => f.type.kind !== "scalar"), ...loose.filter((f) => f.type.kind === "scalar")]);
    }
  }
  return { byName, generic, baseRecords, bases: new Map() };
}

/** A string, a map of any JSON or any JSON (optional or nullable alike): a type a generic base parameterizes. */
function looseType(t: PlanType): boolean {
  const inner = t.kind === "nullable" ? t.type : t;
  return (inner.kind === "scalar" && inner.type === "string") || inner.kind === "json" || (inner.kind === "map" && inner.values.kind === "json");
}

function typeVar(base: string, f: SpanningField): string {
  return pythonName(`_${base}${f.words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("")}T`).text;
}

/** The same type, an enum or alias compared by what it stands for (`ListToolsResultCacheScope`, `CacheableResultCacheScope`). */
function alike(a: PlanType, b: PlanType, byName: ReadonlyMap<string, SpanningDeclaration>): boolean {
  const resolved = (t: PlanType): unknown => {
    if (t.kind !== "ref") return t.kind === "array" ? { array: resolved(t.items) } : t.kind === "map" ? { map: resolved(t.values) } : t.kind === "nullable" ? { nullable: resolved(t.type) } : t;
    const d = byName.get(t.name);
    if (d?.kind === "shape") return { shape: d.members.map(resolved) };
    return d?.kind === "enum" ? { enum: [...d.values].sort() } : d?.kind === "alias" ? resolved(d.type) : t;
  };
  return JSON.stringify(resolved(a)) === JSON.stringify(resolved(b));
}

function renderRecord(r: SpanningRecord, ctx: SpanningContext): string {
  const byName = ctx.byName;
  const parents = bases(r, ctx).map((b) => name(b.name) + typeArguments(r, b, ctx));
  const own = ctx.generic.get(r.name);
  const generics = own ? [`Generic[${own.map((f) => typeVar(r.name, f)).join(", ")}]`] : [];
  const lines = [
    ...(own ?? []).map((f) => `${typeVar(r.name, f)} = TypeVar(${pythonString(typeVar(r.name, f))})\n`),
    `class ${name(r.name)}(${[...(parents.length > 0 ? parents : ["SpanningModel"]), ...generics].join(", ")}):`,
  ];
  const doc = docstring(docLines(r.doc), "    ");
  if (doc) lines.push(doc, "");
  const wire = r.versions.map((v) => `${pythonString(v)}: ${versionModule(v)}.${name(r.name)}`);
  lines.push(`    __wire__: ClassVar[dict[str, type[BaseModel]]] = {${wire.join(", ")}}`);
  const versions = r.fields.map((f) => `${pythonString(f.wire)}: (${f.versions.map(pythonString).join(", ")}${f.versions.length === 1 ? "," : ""})`);
  lines.push(`    __field_versions__: ClassVar[dict[str, tuple[str, ...]]] = {${versions.join(", ")}}`);
  // The object's presence rule (an overlay's presence-rule), as data the runtime's validator reads (`SpanningModel._present_any_of`).
  if (r.requiredAnyOf) lines.push(`    __required_any_of__: ClassVar[tuple[tuple[str, ...], ...]] = ${pythonStringTuples(r.requiredAnyOf)}`);
  if (r.emptyAbsent) lines.push(`    __empty_absent__: ClassVar[frozenset[str]] = frozenset({${r.emptyAbsent.map(pythonString).join(", ")}})`);
  // Keys no version lists are dropped where every version's wire model drops them (an overlay's `ignore`); kept
  // again in a class whose base drops them (pydantic's config is inherited).
  if (r.dropsExtra) lines.push(`    model_config = ConfigDict(extra="ignore")`);
  else if (bases(r, ctx).some((b) => b.dropsExtra)) lines.push(`    model_config = ConfigDict(extra="allow")`);
  for (const f of r.fields) lines.push(renderField(f, r.versions, byName, own?.includes(f) ? typeVar(r.name, f) : undefined));
  for (const f of r.fields) {
    const items = oneOrMany(f, byName);
    if (items) lines.push("", ...renderAsList(f, items, byName));
  }
  return lines.join("\n");
}

/**
 * The items' type of a required field the schema lets hold one item or a list of them (`SamplingMessage.content`:
 * a block, or an array of blocks; the one item spelled as the union the array's items name, or its members).
 */
function oneOrMany(f: SpanningField, byName: ReadonlyMap<string, SpanningDeclaration>): PlanType | undefined {
  const shape = f.required && f.type.kind === "ref" ? byName.get(f.type.name) : undefined;
  if (shape?.kind !== "shape") return undefined;
  const arrays = shape.members.filter((m) => m.kind === "array");
  const items = arrays.length === 1 && arrays[0]!.kind === "array" ? arrays[0]!.items : undefined;
  if (items?.kind !== "ref") return undefined;
  const one = shape.members.filter((m) => m.kind !== "array").map((m) => (m.kind === "ref" ? m.name : "")).sort();
  const named = byName.get(items.name);
  const members = named?.kind === "tagged" ? [...named.members].sort() : [items.name];
  return JSON.stringify(one) === JSON.stringify(members) ? items : undefined;
}

/** `<field>_as_list`: the one item or the items as a list (the Python SDK's `content_as_list`), read by the runtime's `as_list`. */
function renderAsList(f: SpanningField, items: PlanType, byName: ReadonlyMap<string, SpanningDeclaration>): string[] {
  const id = pythonSyntax.fieldName(f.words).text;
  return [
    "    @property",
    `    def ${pythonName(`${id}_as_list`).text}(self) -> list[${spell(items, byName)}]:`,
    docstring([`\`${id}\` as a list: the one item, or the items.`], "        "),
    `        return as_list(self.${id})`,
  ];
}

/** `[args]` when `base` is generic: `r`'s own types of its parameters' fields (any JSON where one is not a class yet). */
function typeArguments(r: SpanningRecord, base: SpanningRecord, ctx: SpanningContext): string {
  const loose = ctx.generic.get(base.name);
  if (!loose) return "";
  const args = loose.map((f) => {
    const mine = r.fields.find((g) => g.wire === f.wire)!;
    // A class's bases are evaluated when it is defined: only records (defined before it) are named there.
    if (!typeRefs(mine.type).every((n) => ctx.byName.has(n) && isClass(ctx.byName.get(n)!))) return "Any";
    return fieldAnnotation(mine, ctx.byName);
  });
  return `[${args.join(", ")}]`;
}

/** The records a class needs defined before it: its bases, and the records its bases' type arguments name. */
function classNeeds(r: SpanningRecord, ctx: SpanningContext): SpanningRecord[] {
  const parents = bases(r, ctx);
  const named = parents
    .flatMap((b) => (ctx.generic.get(b.name) ?? []).flatMap((f) => typeRefs(r.fields.find((g) => g.wire === f.wire)!.type)))
    .flatMap((n) => (ctx.byName.has(n) && isClass(ctx.byName.get(n)!) ? [ctx.byName.get(n) as SpanningRecord] : []));
  return [...parents, ...named];
}

function fieldAnnotation(f: SpanningField, byName: ReadonlyMap<string, SpanningDeclaration>): string {
  const type = spell(f.type, byName);
  const scalar = typeof f.default === "string" || typeof f.default === "number" || typeof f.default === "boolean";
  return f.type.kind !== "literal" && (!f.required || scalar) && f.type.kind !== "json" && f.type.kind !== "nullable" ? `${type} | None` : type;
}

function renderField(f: SpanningField, versions: readonly string[], byName: ReadonlyMap<string, SpanningDeclaration>, typeParameter?: string): string {
  const id = pythonSyntax.fieldName(f.words).text;
  const type = spell(f.type, byName);
  const args: string[] = [];
  let annotation = type;
  if (typeParameter !== undefined) {
    // A generic base's parameter: required, typed by the records that extend it.
    const doc = docstring(docLines(f.doc), "    ");
    return `    ${id}: ${typeParameter}${aliased(id, f.wire) ? ` = Field(alias=${pythonString(f.wire)})` : ""}${doc ? `\n${doc}` : ""}`;
  }
  // A constant defaults to its one value; an optional field (or one some versions lack) to None: absent.
  // An SDK's default (an overlay's `default`: `resultType` "complete") is the value a constructor leaves out.
  const given = f.default;
  const scalar = typeof given === "string" || typeof given === "number" || typeof given === "boolean";
  // An empty list is made afresh for each object (pydantic's default_factory), never shared.
  const emptyList = Array.isArray(given) && given.length === 0 && f.type.kind === "array";
  if (f.type.kind === "literal") args.push(`default=${literal(f.type.value)}`);
  else if (emptyList) args.push("default_factory=list");
  else if (!f.required || scalar) {
    annotation = f.type.kind === "json" || f.type.kind === "nullable" ? type : `${type} | None`;
    args.push(`default=${scalar ? literal(given) : "None"}`);
  }
  if (aliased(id, f.wire)) args.push(`alias=${pythonString(f.wire)}`);
  // The schema's bounds on a number, checked built by hand as on the wire (the Python SDK's `Annotations.priority`).
  if (f.range?.minimum !== undefined) args.push(`ge=${literal(f.range.minimum)}`);
  if (f.range?.maximum !== undefined) args.push(`le=${literal(f.range.maximum)}`);
  if (f.pattern !== undefined) args.push(`pattern=${pythonString(f.pattern)}`);
  const value = args.length === 0 ? "" : args.length === 1 && args[0]!.startsWith("default=") ? ` = ${args[0]!.slice("default=".length)}` : ` = Field(${args.join(", ")})`;
  const only = f.versions.length < versions.length ? [`Only in ${f.versions.join(", ")}.`] : [];
  const doc = docstring([...docLines(f.doc), ...(only.length && f.doc ? [""] : []), ...only], "    ");
  return `    ${id}: ${annotation}${value}${doc ? `\n${doc}` : ""}`;
}

/**
 * Whether a field states its wire name: where the Python name differs, and wherever the runtime's camelCase alias
 * generator (for the fields of subclasses callers write, `widget_id` -> `widgetId`) would spell it otherwise.
 */
function aliased(id: string, wire: string): boolean {
  return id !== wire || id.includes("_");
}

function renderOther(d: SpanningDeclaration, byName: ReadonlyMap<string, SpanningDeclaration>): string {
  const id = name(d.name);
  switch (d.kind) {
    case "enum":
      return `${id} = Literal[${d.values.map(pythonString).join(", ")}]`;
    case "alias":
      return `${id} = ${spell(d.type, byName)}`;
    case "tagged": {
      // A bare union, as SDKs write theirs (`isinstance(block, ContentBlock)` holds; an `Annotated` one refuses
      // isinstance). pydantic still picks the member by its tag: every other member refuses that constant, and a
      // decoded value is already the member its version's wire model chose.
      const members = d.members.map(name).join(", ");
      return `${id} = ${d.members.length === 1 ? members : `Union[${members}]`}`;
    }
    case "shape":
      // pydantic's smart union takes the member that matches exactly or sets the most fields; the decoded text
      // was checked by the version's wire model, which chose with the plan's own rule.
      return `${id} = ${d.members.length === 1 ? spell(d.members[0]!, byName) : `Union[${d.members.map((m) => spell(m, byName)).join(", ")}]`}`;
    case "record":
      return renderTypedDict(d, byName);
    default:
      return assertNever(d, "spanning declaration");
  }
}

/**
 * A `typed-dict` record: plain data whose listed keys are typed under their Python names (the wire name as the
 * alias pydantic reads and writes); any other key kept as given, unless every version drops them.
 */
function renderTypedDict(d: SpanningRecord, byName: ReadonlyMap<string, SpanningDeclaration>): string {
  // PEP 728's `extra_items`, which pydantic reads and mypy does not know yet (as the SDK writes it).
  const open = d.dropsExtra === true ? "" : ", extra_items=Any";
  const lines = [`class ${name(d.name)}(TypedDict${open}):${open ? "  # type: ignore[call-arg]" : ""}`];
  const doc = docstring(docLines(d.doc), "    ");
  if (doc) lines.push(doc, "");
  for (const f of d.fields) {
    const id = pythonSyntax.fieldName(f.words).text;
    const type = spell(f.type, byName);
    const aliasedType = id === f.wire ? type : `Annotated[${type}, Field(alias=${pythonString(f.wire)})]`;
    const fieldDoc = docstring(docLines(f.doc), "    ");
    lines.push(`    ${id}: ${f.required ? aliasedType : `NotRequired[${aliasedType}]`}${fieldDoc ? `\n${fieldDoc}` : ""}`);
  }
  if (d.fields.length === 0 && !doc) lines.push("    pass");
  return lines.join("\n");
}

function spell(t: PlanType, byName: ReadonlyMap<string, SpanningDeclaration>): string {
  switch (t.kind) {
    case "scalar":
      return { string: "str", integer: "int", number: "Number", boolean: "bool" }[t.type];
    case "json":
      return "Any";
    case "literal":
      return `Literal[${literal(t.value)}]`;
    case "ref":
      return byName.has(t.name) ? name(t.name) : "Any";
    case "array":
      return `list[${spell(t.items, byName)}]`;
    case "map":
      return `dict[str, ${spell(t.values, byName)}]`;
    case "nullable":
      return `${spell(t.type, byName)} | None`;
    default:
      return assertNever(t, "plan type");
  }
}

function literal(value: string | number | boolean): string {
  if (typeof value === "string") return pythonString(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  if (!Number.isFinite(value)) throw new Error(`non-finite literal ${value}`);
  return String(value);
}

function typeRefs(t: PlanType): string[] {
  return t.kind === "ref" ? [t.name] : t.kind === "array" ? typeRefs(t.items) : t.kind === "map" ? typeRefs(t.values) : t.kind === "nullable" ? typeRefs(t.type) : [];
}

function refsOf(d: SpanningDeclaration): string[] {
  const refs = typeRefs;
  switch (d.kind) {
    case "alias":
      return refs(d.type);
    case "tagged":
      return d.members;
    case "shape":
      return d.members.flatMap(refs);
    case "enum":
    case "record":
      return [];
    default:
      return assertNever(d, "spanning declaration");
  }
}
