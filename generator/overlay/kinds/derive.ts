import type { JsonValue, ObjectNode, Property } from "../../ir/model.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import { fragmentNode } from "../fragment.js";
import type { EntryKind } from "../kind.js";
import { definitionOf, sortedDefinitions } from "../../ir/locate.js";
import { withPolicy, type Policy } from "./objectPolicy.js";

/**
 * A definition made from another object definition with changes: properties left out (`omit`), made optional or
 * required, or given another schema (`properties`, which may also add), and/or with another say on unlisted keys
 * (`policy`, as `object-policy`'s). `CreateMessageResult` without `tools`. With `replaces: true` the name is an alias
 * of `from` already (`EmptyResult` is `Result`) and the derivation takes its place: `EmptyResult`, `Result` made strict.
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
    policy: { required: false, check: check.oneOf("open", "strict", "ignore") },
    replaces: { required: false, check: check.boolean },
  },
  claims: (e) => [`name:${e.definition}`],
  apply(model, e) {
    const name = e.definition as string;
    const from = definitionOf(model, e.from as string);
    if (!from || from.type.kind !== "object") return { missing: `#/definitions/${e.from}` };
    const existing = definitionOf(model, name);
    const aliasOfFrom = existing?.type.kind === "ref" && existing.type.target === from.name;
    if (e.replaces === true && !existing) return { missing: `#/definitions/${name}` };
    if (existing && !(e.replaces === true && aliasOfFrom)) return { taken: `#/definitions/${name}` };
    const pointer = existing?.pointer ?? `#/definitions/${name}`;
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
    const derived: ObjectNode = { ...rest, pointer, properties, requiredOnly: base.requiredOnly.filter((r) => !omit.has(r)) };
    const type = e.policy === undefined ? derived : withPolicy(e.policy as Policy)(derived);
    const description = existing?.description ?? from.description ?? `${from.name}, changed: ${e.reason}`;
    // As deprecated as its source (a union's decode order puts current members first: the copy stays beside it).
    const deprecated = existing?.deprecated ?? from.deprecated;
    const definition = { ...(existing ?? {}), name, pointer, description, ...(deprecated ? { deprecated } : {}), type };
    const others = model.definitions.filter((d) => d !== existing);
    return { model: { ...model, definitions: sortedDefinitions([...others, definition]) } };
  },
};
