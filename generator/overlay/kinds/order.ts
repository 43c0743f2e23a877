import type { TypeNode } from "../../ir/model.js";
import { updateAt } from "../../ir/locate.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";

/**
 * The SDK's declaration order where it differs from the spec's: an object's properties (parsers emit keys in shape
 * order, so serialised text follows it), an enum's values (`LoggingLevel` by severity) or a union's members by the definitions they name (zod's union keeps the
 * first member that accepts a value, so order decides what a non-strict member strips). The members named come first,
 * in the entry's order; the others follow in theirs.
 */
export const order: EntryKind = {
  kind: "order",
  description: "put an object's properties, an enum's values, or a union's members (by the definitions they refer to), in the SDK's order",
  members: {
    at: { required: true, check: check.pointer },
    members: { required: true, check: (v) => check.names(v) ?? (new Set(v as string[]).size === (v as string[]).length ? undefined : "names without repeats") },
  },
  claims: (e) => [`order:${e.at}`],
  apply(model, e) {
    const at = e.at as string;
    const names = e.members as string[];
    let missing: string | undefined;
    const changed = updateAt(model, at, (node) => {
      const keyed = orderable(node);
      if (!keyed) return undefined;
      const absent = names.find((n) => !keyed.keys.includes(n));
      if (absent !== undefined) {
        missing = child(at, keyed.where, absent);
        return node;
      }
      return keyed.reorder(ranked(keyed.keys, names));
    });
    if (missing !== undefined) return { missing };
    return changed ? { model: changed } : { missing: at };
  },
};

/** A node whose parts have an order, each part's key (a property name, a union member's definition), and how to reorder it. */
export function orderable(node: TypeNode): { keys: (string | undefined)[]; where: string; reorder(indexes: number[]): TypeNode } | undefined {
  if (node.kind === "object") {
    return { keys: node.properties.map((p) => p.name), where: "properties", reorder: (ix) => ({ ...node, properties: ix.map((i) => node.properties[i]!) }) };
  }
  if (node.kind === "enum") {
    // An enum's values in the SDK's order (schema.json sorts them; a severity scale is ordered by meaning).
    return { keys: node.values.map((v) => (typeof v === "string" ? v : undefined)), where: "enum", reorder: (ix) => ({ ...node, values: ix.map((i) => node.values[i]!) }) };
  }
  if (node.kind === "union") {
    return {
      keys: node.members.map((m) => (m.kind === "ref" ? m.target : undefined)),
      where: node.exclusive ? "oneOf" : "anyOf",
      reorder: (ix) => ({ ...node, members: ix.map((i) => node.members[i]!) }),
    };
  }
  return undefined;
}

/** Indexes of `keys`: those `names` lists first, in its order, then the rest in theirs. */
export function ranked(keys: readonly (string | undefined)[], names: readonly string[]): number[] {
  const rank = (k: string | undefined) => (k !== undefined && names.includes(k) ? names.indexOf(k) : names.length);
  return keys.map((k, i) => ({ k, i })).sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i).map((x) => x.i);
}
