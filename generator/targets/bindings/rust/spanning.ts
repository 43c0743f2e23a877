import { assertNever } from "../../../ir/model.js";
import type { BindingPlan, PlanType } from "../plan/model.js";
import type { SpanningDeclaration, SpanningPlan } from "../plan/spanVersions.js";
import { components } from "../plan/graph.js";
import { literalScalar } from "../syntax/typeSpelling.js";
import { docLines } from "../syntax/text.js";
import { taken as wireTaken } from "./render.js";
import { rustDoc, rustName, rustString } from "./syntax.js";
import { renderSpanningDeclaration } from "./spanningItems.js";

/**
 * Names the crate root declares, imports or uses by path: a declaration spelling one gets `Type` appended (the
 * version modules' names are added per crate).
 */
const rootTaken = ["BTreeMap", "Checked", "Error", "Json", "Number", "Spanning", "Value", "VERSIONS", "runtime", "spanning", "serde", "serde_json", "std", "decode", "encode", "field_versions"];

export interface SpanningContext {
  byName: ReadonlyMap<string, SpanningDeclaration>;
  /** The versions spanned, in order: a version's index is its bit in a field's version mask. */
  versions: readonly string[];
  /** Version -> its wire module (`v2026_07_28`). */
  modules: ReadonlyMap<string, string>;
  /** Declaration -> wire key -> the versions whose declaration requires the field. */
  requiredIn: ReadonlyMap<string, ReadonlyMap<string, string[]>>;
  /** Declaration, declaration + "/" + wire key, or declaration + "=" + enum value -> its `#[deprecated]` note. */
  deprecated: ReadonlyMap<string, string>;
  /** The Rust name of a spanning declaration. */
  name(spec: string): string;
  /** A std name, qualified where the crate declares a type of that name (`Result` is the spec's). */
  std(name: "Option" | "String" | "Vec" | "Box" | "Result"): string;
  /** Strongly connected component of each declaration in the graph of what holds what inline. */
  cycles: ReadonlyMap<string, number>;
}

const stdPaths = { Option: "::std::option::Option", String: "::std::string::String", Vec: "::std::vec::Vec", Box: "::std::boxed::Box", Result: "::std::result::Result" } as const;

/**
 * The spanning plan as the root of one crate over the versions' wire modules (rendered by the caller): `lib.rs`,
 * one type per construct with a field per key any version has (its doc names the versions that have it), and the
 * `Value`/`Spanning` impls that `decode` and `encode` (`spanning.rs`, the runtime) read and write them with; each
 * version's wire module checks every text.
 */
export function renderRustSpanning(spanned: SpanningPlan, plans: readonly BindingPlan[], modules: ReadonlyMap<string, string>): string {
  const taken = new Set([...rootTaken, ...modules.values()]);
  const names = new Map(spanned.declarations.map((d) => [d.name, rustName(taken.has(d.name) ? `${d.name}Type` : d.name).text]));
  const declared = new Set(names.values());
  const byName = new Map(spanned.declarations.map((d) => [d.name, d]));
  const ctx: SpanningContext = {
    byName,
    versions: spanned.versions,
    modules,
    requiredIn: requiredByVersion(plans),
    deprecated: deprecations(plans),
    name: (spec) => names.get(spec)!,
    std: (n) => (declared.has(n) || n === "Result" ? stdPaths[n] : n),
    cycles: components(
      spanned.declarations.map((d) => d.name),
      (n) => heldInline(byName.get(n)!, byName),
    ),
  };
  const moduleDoc = docLines(
    `MCP types spanning ${spanned.versions.join(", ")}: one type per construct, each field marked with the versions that have it. \`decode\` and \`encode\` read and write a message as one version: that version's wire module checks it.`,
  );
  const mods = spanned.versions.map((v) => `pub mod ${modules.get(v)!};`);
  const wire = spanned.versions.map((v) => wireCheck(modules.get(v)!));
  return [
    moduleDoc.map((l) => `//!${l ? ` ${l}` : ""}`).join("\n"),
    "",
    "// Deprecated definitions are still read and written here: only their users' code is warned.",
    "#![allow(deprecated)]",
    "// A union holds its members by value, as serde users match them; some members are much larger.",
    "#![allow(clippy::large_enum_variant)]",
    "",
    mods.join("\n"),
    "",
    "#[allow(dead_code)]",
    "mod runtime;",
    "pub mod spanning;",
    "",
    "pub use runtime::{Json, Number};",
    "pub use spanning::{decode, encode, field_versions, Error, Spanning, Value};",
    "use std::collections::BTreeMap;",
    "",
    "/// The protocol versions spanned, in the order configured: a field's version mask has bit `i`",
    "/// for `VERSIONS[i]`.",
    versionsConst(spanned.versions),
    "",
    wire.join("\n\n"),
    "",
    spanned.declarations.map((d) => renderSpanningDeclaration(d, ctx)).join("\n\n"),
    "",
  ].join("\n");
}

/** `pub const VERSIONS`, one version a line where the list does not fit rustfmt's array width. */
function versionsConst(versions: readonly string[]): string {
  const items = versions.map(rustString);
  const one = `pub const VERSIONS: &[&str] = &[${items.join(", ")}];`;
  return one.length <= 100 && items.join(", ").length <= 60 ? one : `pub const VERSIONS: &[&str] = &[\n${items.map((i) => `    ${i},`).join("\n")}\n];`;
}

/** The function that checks a text with one version's wire type and writes it back as that type does. */
function wireCheck(module: string): string {
  const call = `    let value = ${module}::from_str::<W>(text).map_err(|e| (e.path, e.message))?;`;
  const value =
    call.length <= 100 ? call : `    let value =\n        ${module}::from_str::<W>(text).map_err(|e| (e.path, e.message))?;`;
  return [
    `/// \`text\` checked by the ${module} wire type \`W\`, and written back as it writes it.`,
    `fn check_${module}<W>(text: &str) -> spanning::Checked`,
    "where",
    `    W: ${module}::FromJson + ::serde::Serialize,`,
    "{",
    value,
    `    Ok(spanning::written(&value))`,
    "}",
  ].join("\n");
}

/** The Rust name of a declaration in a version's wire module (`rust/render.ts`'s rule). */
export function wireName(name: string): string {
  return rustName(wireTaken.has(name) ? `${name}Type` : name).text;
}

/** The versions a mask names, as a Rust binary literal (bit `i`: `versions[i]`). */
export function mask(versions: readonly string[], ctx: SpanningContext): string {
  const bits = ctx.versions.map((v) => (versions.includes(v) ? "1" : "0")).reverse().join("");
  return `0b${bits.replace(/^0+(?=.)/, "")}`;
}

function requiredByVersion(plans: readonly BindingPlan[]): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const plan of plans) {
    for (const d of plan.declarations) {
      if (d.kind !== "record") continue;
      const fields = out.get(d.name) ?? new Map<string, string[]>();
      for (const f of d.fields) if (f.required) fields.set(f.wire, [...(fields.get(f.wire) ?? []), plan.source]);
      out.set(d.name, fields);
    }
  }
  return out;
}

/** The `#[deprecated]` note for what any version deprecates: the newest deprecating version, with its reason. */
function deprecations(plans: readonly BindingPlan[]): Map<string, string> {
  const out = new Map<string, string>();
  const note = (version: string, reason: string | undefined) => {
    const flat = (reason ?? "").replace(/\s+/g, " ").trim();
    return `deprecated in the MCP ${version} schema${flat ? `: ${flat}` : ""}`;
  };
  for (const plan of plans) {
    for (const d of plan.declarations) {
      if (d.deprecated) out.set(d.name, note(plan.source, d.deprecatedReason));
      if (d.kind === "record") for (const f of d.fields) if (f.deprecated) out.set(`${d.name}/${f.wire}`, note(plan.source, f.deprecatedReason));
      if (d.kind === "enum") for (const v of d.values) if (v.deprecated) out.set(`${d.name}=${v.wire}`, note(plan.source, v.deprecatedReason));
    }
  }
  return out;
}

/** `#[deprecated(note = ...)]` at `indent` with its newline, where a version deprecates `key`; else nothing. */
export function deprecation(key: string, indent: string, ctx: SpanningContext): string {
  const note = ctx.deprecated.get(key);
  if (note === undefined) return "";
  const one = `${indent}#[deprecated(note = ${rustString(note)})]`;
  return `${one.length <= 100 ? one : `${indent}#[deprecated(\n${indent}    note = ${rustString(note)}\n${indent})]`}\n`;
}

/** `///` lines: the doc, then "Only in <versions>." where not every version has it. */
export function spanDoc(doc: string | undefined, versions: readonly string[], all: readonly string[], indent: string): string {
  const lines = docLines(doc);
  const only = versions.length < all.length ? docLines(`Only in ${versions.join(", ")}.`) : [];
  return rustDoc([...lines, ...(lines.length > 0 && only.length > 0 ? [""] : []), ...only], indent);
}

/** The declaration a type holds inline (through `nullable`): what a struct or enum would contain by value. */
function inlineRef(t: PlanType): string | undefined {
  let x = t;
  while (x.kind === "nullable") x = x.type;
  return x.kind === "ref" ? x.name : undefined;
}

function heldInline(d: SpanningDeclaration, byName: ReadonlyMap<string, SpanningDeclaration>): string[] {
  switch (d.kind) {
    case "record":
      return d.fields.flatMap((f) => (f.type.kind === "literal" ? [] : [inlineRef(f.type)].filter((n) => n !== undefined)));
    case "alias": {
      const held = inlineRef(d.type);
      return held === undefined ? [] : [held];
    }
    case "tagged":
      return d.members.filter((m) => byName.has(m));
    case "enum":
    case "shape":
      return [];
    default:
      return assertNever(d, "spanning declaration");
  }
}

/** The Rust type of a plan type: records, enums, tagged unions and aliases by name, a shape union as any JSON. */
export function spell(t: PlanType, ctx: SpanningContext): string {
  switch (t.kind) {
    case "scalar":
      return { string: ctx.std("String"), integer: "i64", number: "Number", boolean: "bool" }[t.type];
    case "json":
      return "Json";
    case "nullable":
      return `${ctx.std("Option")}<${spell(t.type, ctx)}>`;
    case "literal":
      return spell({ kind: "scalar", type: literalScalar(t.value) }, ctx);
    case "ref":
      return ctx.byName.has(t.name) ? ctx.name(t.name) : "Json";
    case "array":
      return `${ctx.std("Vec")}<${spell(t.items, ctx)}>`;
    case "map":
      return `BTreeMap<${ctx.std("String")}, ${spell(t.values, ctx)}>`;
    default:
      return assertNever(t, "plan type");
  }
}

/** `t` as held in `owner`: boxed where it would make `owner` contain itself. */
export function held(t: PlanType, owner: string, ctx: SpanningContext): string {
  const type = spell(t, ctx);
  const inner = inlineRef(t);
  if (inner === undefined) return type;
  const c = ctx.cycles.get(inner);
  return inner === owner || (c !== undefined && c === ctx.cycles.get(owner)) ? `${ctx.std("Box")}<${type}>` : type;
}
