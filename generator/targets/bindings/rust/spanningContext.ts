import { assertNever } from "../../../ir/model.js";
import type { PlanType } from "../plan/model.js";
import { onlyInNote, type SpanFacts } from "../plan/spanFacts.js";
import type { SpanningDeclaration } from "../plan/spanVersions.js";
import { literalScalar } from "../syntax/typeSpelling.js";
import { docLines } from "../syntax/text.js";
import { inlineRef, taken as wireTaken } from "./render.js";
import { rustDoc, rustName, rustString } from "./syntax.js";

/**
 * A union told apart by shape whose members the versions' wire modules hold alike: an enum with one variant per
 * member any version has; each version's rows map its wire variant to the spanning variant, so a value is the member
 * that version's wire module picked (`alias`: the version writes the union as its one member, 2026-07-28's
 * `ClientResult` as `Result`).
 */
export interface PickedShape {
  members: { id: string; type: PlanType }[];
  versions: { version: string; alias: boolean; rows: { wire: string; member: number }[] }[];
}

/** What the spanning crate's renderers share: its declarations, versions, modules and names. */
export interface SpanningContext {
  byName: ReadonlyMap<string, SpanningDeclaration>;
  /** The versions spanned, in order: a version's index is its bit in a field's version mask. */
  versions: readonly string[];
  /** Version -> its wire module (`v2026_07_28`). */
  modules: ReadonlyMap<string, string>;
  /** The versions' own facts: which versions require a field. */
  facts: SpanFacts;
  /** Declaration, declaration + "/" + wire key, or declaration + "=" + enum value -> its `#[deprecated]` note. */
  deprecated: ReadonlyMap<string, string>;
  /** The Rust name of a spanning declaration. */
  name(spec: string): string;
  /** A std name, qualified where the crate declares a type of that name (`Result` is the spec's). */
  std(name: "Option" | "String" | "Vec" | "Box" | "Result"): string;
  /** Strongly connected component of each declaration in the graph of what holds what inline. */
  cycles: ReadonlyMap<string, number>;
  /** Shape unions typed as the member each version's wire module picks (`rust/spanningShapes.ts` finds them). */
  shapes: ReadonlyMap<string, PickedShape>;
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
  const only = docLines(onlyInNote(versions, all));
  return rustDoc([...lines, ...(lines.length > 0 && only.length > 0 ? [""] : []), ...only], indent);
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
