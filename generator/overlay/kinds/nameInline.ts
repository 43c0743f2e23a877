import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { definitionOf, nodeAt, sortedDefinitions, updateAt } from "../../ir/locate.js";

/** An inline object made a definition of its own (`ClientTasksCapability`), referred to where it was. */
export const nameInline: EntryKind = {
  kind: "name-inline",
  description: "make the inline schema at a pointer a named definition",
  members: { at: { required: true, check: check.pointer }, name: { required: true, check: check.name } },
  claims: (e) => [`node:${e.at}`, `name:${e.name}`],
  apply(model, e) {
    const at = e.at as string;
    const name = e.name as string;
    const node = nodeAt(model, at);
    if (!node || node.kind === "ref") return { missing: at };
    if (definitionOf(model, name)) return { taken: `#/definitions/${name}` };
    const { description, deprecated, ...type } = node;
    const changed = updateAt(model, at, () => ({ kind: "ref", pointer: node.pointer, target: name, ...(description === undefined ? {} : { description }) }))!;
    const definition = { name, pointer: node.pointer, ...(description === undefined ? {} : { description }), ...(deprecated ? { deprecated } : {}), type };
    return { model: { ...changed, definitions: sortedDefinitions([...changed.definitions, definition]) } };
  },
};
