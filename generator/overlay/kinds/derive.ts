import type { JsonValue, ObjectNode, Property } from "../../ir/model.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import { fragmentNode } from "../fragment.js";
import type { EntryKind } from "../kind.js";
import { definitionOf, sortedDefinitions } from "../../ir/locate.js";

/**
 * A definition made from another object definition with changes: properties left out (`omit`), made optional or
 * required, or given another schema (`properties`, which may also add). `CreateMessageResult` without `tools`.
 */
export const derive: EntryKind = {
  kind: "derive",
  description: "add a definition derived from an object definition with changes",
  members: {
    definition: { required: true, check: check.name },
    from: { required: true, check: check.name },
    omit: { required: false, check: check.names },
    optional: { required: false, check: check.names },
    required: { required: false, check: check.names },
    properties: { required: false, check: check.schemas },
  },
  claims: (e) => [`name:${e.definition}`],
  apply(model, e) {
    const name = e.definition as string;
    const from = definitionOf(model, e.from as string);
    if (!from || from.type.kind !== "object") return { missing: `#/definitions/${e.from}` };
    if (definitionOf(model, name)) return { taken: `#/definitions/${name}` };
    const pointer = `#/definitions/${name}`;
    const base: ObjectNode = from.type;
    const listed = new Set(base.properties.map((p) => p.name));
    const named = [...((e.omit as string[]) ?? []), ...((e.optional as string[]) ?? []), ...((e.required as string[]) ?? [])];
    const unknown = named.find((p) => !listed.has(p));
    if (unknown !== undefined) return { missing: child(from.pointer, "properties", unknown) };
    const replaced = new Map<string, Property["type"]>();
    for (const [p, schema] of Object.entries((e.properties as Record<string, JsonValue>) ?? {})) {
      const built = fragmentNode(schema, model, child(pointer, "properties", p));
      if ("missing" in built) return built;
      replaced.set(p, built.node);
    }
    const omit = new Set((e.omit as string[]) ?? []);
    const optional = new Set((e.optional as string[]) ?? []);
    const required = new Set((e.required as string[]) ?? []);
    const properties: Property[] = base.properties
      .filter((p) => !omit.has(p.name))
      .map((p) => ({ ...p, required: required.has(p.name) || (p.required && !optional.has(p.name)), type: replaced.get(p.name) ?? p.type }));
    for (const [p, type] of replaced) if (!listed.has(p)) properties.push({ name: p, required: required.has(p), type });
    // Derived objects stand alone: `extends` would claim the base's properties, some of which are gone.
    const { extends: _bases, ...rest } = base;
    const type: ObjectNode = { ...rest, pointer, properties, requiredOnly: base.requiredOnly.filter((r) => !omit.has(r)) };
    const definition = { name, pointer, description: from.description ?? `${from.name}, changed: ${e.reason}`, type };
    return { model: { ...model, definitions: sortedDefinitions([...model.definitions, definition]) } };
  },
};
