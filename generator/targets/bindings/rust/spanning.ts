import { assertNever } from "../../../ir/model.js";
import type { BindingPlan } from "../plan/model.js";
import type { SpanningDeclaration, SpanningPlan } from "../plan/spanVersions.js";
import { components } from "../plan/graph.js";
import { spanFacts } from "../plan/spanFacts.js";
import { docLines } from "../syntax/text.js";
import { rustName, rustString } from "./syntax.js";
import { heldByTypes } from "./render.js";
import type { SpanningContext } from "./spanningContext.js";
import { renderSpanningDeclaration } from "./spanningItems.js";
import { kindMembers } from "./spanningUnions.js";
import { pickedShapes, pickHelpers } from "./spanningShapes.js";

/**
 * Names the crate root declares, imports or uses by path: a declaration spelling one gets `Type` appended (the
 * version modules' names are added per crate).
 */
const rootTaken = ["BTreeMap", "Checked", "Error", "Json", "Number", "Spanning", "Value", "VERSIONS", "runtime", "spanning", "serde", "serde_json", "std", "decode", "encode", "field_versions"];

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
    facts: spanFacts(plans),
    deprecated: deprecations(plans),
    name: (spec) => names.get(spec)!,
    std: (n) => (declared.has(n) || n === "Result" ? stdPaths[n] : n),
    cycles: new Map(),
    shapes: new Map(),
  };
  ctx.shapes = pickedShapes(spanned.declarations, plans, ctx);
  ctx.cycles = components(
    spanned.declarations.map((d) => d.name),
    (n) => heldInline(byName.get(n)!, ctx),
  );
  const moduleDoc = docLines(
    `MCP types spanning ${spanned.versions.join(", ")}: one type per construct, each field marked with the versions that have it. \`decode\` and \`encode\` read and write a message as one version: that version's wire module checks it.`,
  );
  const mods = spanned.versions.map((v) => `pub mod ${modules.get(v)!};`);
  const picking = new Set([...ctx.shapes.values()].flatMap((s) => s.versions.filter((v) => !v.alias).map((v) => v.version)));
  const wire = spanned.versions.map((v) => [wireCheck(modules.get(v)!), ...(picking.has(v) ? [pickHelpers(modules.get(v)!, ctx)] : [])].join("\n\n"));
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

function heldInline(d: SpanningDeclaration, ctx: SpanningContext): string[] {
  switch (d.kind) {
    case "record":
      return heldByTypes(d.fields.map((f) => f.type));
    case "alias":
      return heldByTypes([d.type]);
    case "tagged":
      return d.members.filter((m) => ctx.byName.has(m));
    case "shape":
      // Held by value only where the union is typed (told apart by JSON type, or as its wire module picks); else it is any JSON.
      if (kindMembers(d.members, ctx)) return heldByTypes(d.members);
      return heldByTypes(ctx.shapes.get(d.name)?.members.map((m) => m.type) ?? []);
    case "enum":
      return [];
    default:
      return assertNever(d, "spanning declaration");
  }
}

