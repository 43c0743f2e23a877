/**
 * schema.ts's facts onto the IR: `any` where it writes `any` (on the declaration and on every declaration that
 * inherits the member unchanged, as TypeScript does), and its constants. Pure. A place schema.json models otherwise
 * (not `{}`) is left as it is: the cross-check reports such differences.
 */
import type { Model, TypeNode } from "../ir/model.js";
import { child } from "../ir/pointer.js";
import { updateAt } from "../ir/locate.js";
import type { SchemaTs } from "./model.js";
import type { SchemaTsFacts } from "./readSchemaTsFacts.js";

export function applySchemaTsFacts(model: Model, facts: SchemaTsFacts, schemaTs: SchemaTs): Model {
  let out: Model = facts.constants.length > 0 ? { ...model, constants: facts.constants } : model;
  for (const place of facts.anyPlaces) {
    for (const name of [place.name, ...heirs(place.name, place.path[1], schemaTs)]) {
      const pointer = child(`#/definitions/${name}`, ...place.path);
      out = updateAt(out, pointer, spelledAny) ?? out;
    }
  }
  return out;
}

function spelledAny(node: TypeNode): TypeNode | undefined {
  return node.kind === "any" ? { ...node, spelling: "any" } : undefined;
}

/** Declarations inheriting `member` from `name` (through `extends`, transitively) without redeclaring it. */
function heirs(name: string, member: string | undefined, schemaTs: SchemaTs): string[] {
  const out: string[] = [];
  const queue = [name];
  while (queue.length > 0) {
    const base = queue.shift()!;
    for (const d of schemaTs.declarations) {
      if (!d.bases.includes(base) || out.includes(d.name) || d.members.some((m) => m.name === member)) continue;
      out.push(d.name);
      queue.push(d.name);
    }
  }
  return out;
}
