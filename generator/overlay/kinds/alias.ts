import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { definitionOf, sortedDefinitions } from "../../ir/locate.js";

/** A second name for a definition (`ResourceReference` = `ResourceTemplateReference`): a definition that is a ref. */
export const alias: EntryKind = {
  kind: "alias",
  description: "add a second name for a definition",
  members: { definition: { required: true, check: check.name }, as: { required: true, check: check.name } },
  claims: (e) => [`name:${e.as}`],
  apply(model, e) {
    const target = definitionOf(model, e.definition as string);
    const name = e.as as string;
    if (!target) return { missing: `#/definitions/${e.definition}` };
    if (definitionOf(model, name)) return { taken: `#/definitions/${name}` };
    const pointer = `#/definitions/${name}`;
    const definition = { name, pointer, description: `Alias of ${target.name}: ${e.reason}`, type: { kind: "ref" as const, pointer, target: target.name } };
    return { model: { ...model, definitions: sortedDefinitions([...model.definitions, definition]) } };
  },
};
