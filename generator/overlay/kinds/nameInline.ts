import * as check from "../checks.js";
import type { EntryKind, MemberCheck } from "../kind.js";
import type { Model, TypeNode } from "../../ir/model.js";
import { definitionOf, nodeAt, sortedDefinitions, updateAt } from "../../ir/locate.js";

/** One pointer, or several whose inline schemas are identical (datamodel-codegen's one `Meta` for every `_meta`). */
const places: MemberCheck = (v) =>
  (Array.isArray(v) && v.length > 0 && v.every((p) => check.pointer(p) === undefined)) || check.pointer(v) === undefined
    ? undefined
    : 'a JSON pointer "#/definitions/Name/...", or a non-empty array of them';

/** The pointers an entry names, in its order. */
export function inlinePlaces(entry: Record<string, unknown>): string[] {
  return Array.isArray(entry.at) ? (entry.at as string[]) : [entry.at as string];
}

/**
 * An inline object made a definition of its own (`ClientTasksCapability`), referred to where it was. Several places
 * share the one definition when their schemas are the same (their own description aside); else `differs` names the
 * first that is not.
 */
export const nameInline: EntryKind = {
  kind: "name-inline",
  description: "make the inline schema at a pointer (or at each of several pointers, identical schemas) one named definition",
  members: { at: { required: true, check: places }, name: { required: true, check: check.name } },
  claims: (e) => [...inlinePlaces(e).map((at) => `node:${at}`), `name:${e.name}`],
  apply(model, e) {
    const name = e.name as string;
    if (definitionOf(model, name)) return { taken: `#/definitions/${name}` };
    const [first, ...others] = inlinePlaces(e);
    const node = nodeAt(model, first!);
    if (!node || node.kind === "ref") return { missing: first! };
    const { description, deprecated, ...type } = node;
    const shape = withoutPlace(type);
    let changed = model;
    for (const at of [first!, ...others]) {
      const here = nodeAt(changed, at);
      if (!here || here.kind === "ref") return { missing: at };
      if (at !== first && !sameJson(withoutPlace(stripOwn(here)), shape)) return { differs: at };
      changed = updateAt(changed, at, () => ({ kind: "ref", pointer: here.pointer, target: name, ...(here.description === undefined ? {} : { description: here.description }) }))!;
    }
    const definition = { name, pointer: node.pointer, ...(description === undefined ? {} : { description }), ...(deprecated ? { deprecated } : {}), type };
    return { model: { ...changed, definitions: sortedDefinitions([...changed.definitions, definition]) } satisfies Model };
  },
};

function stripOwn(node: TypeNode): Omit<TypeNode, "description" | "deprecated"> {
  const { description: _d, deprecated: _x, ...rest } = node;
  void _d;
  void _x;
  return rest;
}

/** The schema without what only says where it sits (its pointer, the name a target would have made up). */
function withoutPlace(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPlace);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== "pointer" && k !== "suggestedName")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, withoutPlace(v)]),
  );
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
