import type { JsonValue } from "../../ir/model.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { updateObject } from "../../ir/locate.js";

/** A value parsers fill in for an absent property (`CallToolResult.content` defaults to `[]`). */
export const defaultValue: EntryKind = {
  kind: "default",
  description: "fill in a value for an absent property when parsing",
  members: {
    at: { required: true, check: check.pointer },
    property: { required: true, check: check.propertyName },
    value: { required: true, check: check.anyJson },
  },
  claims: (e) => [`default:${e.at}/${e.property}`],
  apply(model, e) {
    const property = e.property as string;
    const value = e.value as JsonValue;
    const changed = updateObject(model, e.at as string, (o) =>
      o.properties.some((p) => p.name === property) ? { ...o, properties: o.properties.map((p) => (p.name === property ? { ...p, default: value } : p)) } : undefined,
    );
    return changed ? { model: changed } : { missing: child(e.at as string, "properties", property) };
  },
};
