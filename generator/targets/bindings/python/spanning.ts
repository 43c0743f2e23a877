import { assertNever } from "../../../ir/model.js";
import { runtimeFile } from "../../../emit/moduleText.js";
import type { PlanType } from "../plan/model.js";
import type { SpanningDeclaration, SpanningField, SpanningPlan } from "../plan/spanVersions.js";
import { postOrder } from "../plan/graph.js";
import type { RenderedFile } from "../language.js";
import { docLines } from "../syntax/text.js";
import { docstring, pythonName, pythonString, pythonSyntax } from "./syntax.js";

/** The package of each version's wire models inside the spanning package: `_v2026_07_28`. */
export function versionModule(version: string): string {
  return pythonName(`_v${version.replace(/[^A-Za-z0-9]/g, "_")}`).text;
}

/**
 * The spanning plan as a pydantic v2 module (`mcp_codegen_types/__init__.py`) over the versions' wire packages
 * (`mcp_codegen_types/_v<version>/`, rendered by the caller), and its runtime `_spanning.py`.
 */
export function renderSpanning(plan: SpanningPlan): RenderedFile[] {
  const byName = new Map(plan.declarations.map((d) => [d.name, d]));
  const records = plan.declarations.filter((d) => d.kind === "record");
  const others = postOrder<SpanningDeclaration>(
    plan.declarations.filter((d) => d.kind !== "record"),
    (d) => refsOf(d).flatMap((r) => (byName.get(r) && byName.get(r)!.kind !== "record" ? [byName.get(r)!] : [])),
  );
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
    "from typing import Annotated, Any, ClassVar, Literal, Union",
    "",
    "from pydantic import BaseModel, Field",
    "",
    `from . import ${modules.join(", ")}`,
    "from ._spanning import Number, SpanningModel, VersionError, check_versions, decode, encode",
    "",
    `__all__ = [${[...names, "VERSIONS", "SpanningModel", "VersionError", "check_versions", "decode", "encode"].map(pythonString).join(", ")}]`,
    "",
    `VERSIONS: tuple[str, ...] = (${plan.versions.map(pythonString).join(", ")}${plan.versions.length === 1 ? "," : ""})`,
    '"""The versions spanned, oldest first as configured."""',
    "",
    ...records.map((r) => `\n${renderRecord(r as SpanningDeclaration & { kind: "record" }, byName)}\n`),
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

function name(planName: string): string {
  return pythonName(planName).text;
}

function renderRecord(r: SpanningDeclaration & { kind: "record" }, byName: ReadonlyMap<string, SpanningDeclaration>): string {
  const lines = [`class ${name(r.name)}(SpanningModel):`];
  const doc = docstring(docLines(r.doc), "    ");
  if (doc) lines.push(doc, "");
  const wire = r.versions.map((v) => `${pythonString(v)}: ${versionModule(v)}.${name(r.name)}`);
  lines.push(`    __wire__: ClassVar[dict[str, type[BaseModel]]] = {${wire.join(", ")}}`);
  const versions = r.fields.map((f) => `${pythonString(f.wire)}: (${f.versions.map(pythonString).join(", ")}${f.versions.length === 1 ? "," : ""})`);
  lines.push(`    __field_versions__: ClassVar[dict[str, tuple[str, ...]]] = {${versions.join(", ")}}`);
  for (const f of r.fields) lines.push(renderField(f, r.versions, byName));
  return lines.join("\n");
}

function renderField(f: SpanningField, versions: readonly string[], byName: ReadonlyMap<string, SpanningDeclaration>): string {
  const id = pythonSyntax.fieldName(f.words).text;
  const type = spell(f.type, byName);
  const args: string[] = [];
  let annotation = type;
  // A constant defaults to its one value; an optional field (or one some versions lack) to None: absent.
  if (f.type.kind === "literal") args.push(`default=${literal(f.type.value)}`);
  else if (!f.required) {
    annotation = f.type.kind === "json" || f.type.kind === "nullable" ? type : `${type} | None`;
    args.push("default=None");
  }
  if (id !== f.wire) args.push(`alias=${pythonString(f.wire)}`);
  const value = args.length === 0 ? "" : args.length === 1 && args[0]!.startsWith("default=") ? ` = ${args[0]!.slice("default=".length)}` : ` = Field(${args.join(", ")})`;
  const only = f.versions.length < versions.length ? [`Only in ${f.versions.join(", ")}.`] : [];
  const doc = docstring([...docLines(f.doc), ...(only.length && f.doc ? [""] : []), ...only], "    ");
  return `    ${id}: ${annotation}${value}${doc ? `\n${doc}` : ""}`;
}

function renderOther(d: SpanningDeclaration, byName: ReadonlyMap<string, SpanningDeclaration>): string {
  const id = name(d.name);
  switch (d.kind) {
    case "enum":
      return `${id} = Literal[${d.values.map(pythonString).join(", ")}]`;
    case "alias":
      return `${id} = ${spell(d.type, byName)}`;
    case "tagged": {
      const members = d.members.map(name).join(", ");
      const union = d.members.length === 1 ? members : `Union[${members}]`;
      // pydantic finds the member by its tag only when every member's tag field is a constant.
      const tags = d.members.map((m) => byName.get(m)).map((m) => (m?.kind === "record" ? m.fields.find((f) => f.wire === d.property) : undefined));
      if (d.members.length < 2 || !tags.every((f) => f?.type.kind === "literal")) return `${id} = ${union}`;
      return `${id} = Annotated[${union}, Field(discriminator=${pythonString(pythonSyntax.fieldName(tags[0]!.words).text)})]`;
    }
    case "shape":
      // pydantic's smart union takes the member that matches exactly or sets the most fields; the decoded text
      // was checked by the version's wire model, which chose with the plan's own rule.
      return `${id} = ${d.members.length === 1 ? spell(d.members[0]!, byName) : `Union[${d.members.map((m) => spell(m, byName)).join(", ")}]`}`;
    case "record":
      throw new Error("records are classes");
    default:
      return assertNever(d, "spanning declaration");
  }
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

function refsOf(d: SpanningDeclaration): string[] {
  const refs = (t: PlanType): string[] =>
    t.kind === "ref" ? [t.name] : t.kind === "array" ? refs(t.items) : t.kind === "map" ? refs(t.values) : t.kind === "nullable" ? refs(t.type) : [];
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
