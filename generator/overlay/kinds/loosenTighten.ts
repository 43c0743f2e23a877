import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeProperty } from "./changeProperty.js";

/**
 * The twins that change one listed property: `loosen` makes it optional (`optional: true`), gives it a wider
 * schema (the SDK accepts what the spec requires) and/or reads a malformed value as absent (`onInvalid: "absent"`,
 * which makes it optional too: the SDK's `.catch(undefined)`); `tighten` makes it required (`required: true`)
 * and/or gives it a narrower schema (the SDK demands what the spec leaves open).
 */
function propertyChange(kind: "loosen" | "tighten", flag: "optional" | "required", description: string): EntryKind {
  const lenient = kind === "loosen";
  return {
    kind,
    description,
    members: {
      at: { required: true, check: check.pointer },
      property: { required: true, check: check.propertyName },
      schema: { required: false, check: check.schema },
      [flag]: { required: false, check: check.boolean },
      ...(lenient ? { onInvalid: { required: false, check: check.oneOf("absent") } } : {}),
    },
    validate: (e) => {
      if (e.onInvalid !== undefined && e[flag] === false) return `"onInvalid" reads a malformed value as absent, so the property is optional: drop "${flag}": false`;
      if (e.schema === undefined && e[flag] !== true && e.onInvalid === undefined) return `needs "schema" or "${flag}": true${lenient ? ' or "onInvalid"' : ""}`;
      return undefined;
    },
    claims: (e) => [`property:${e.at}/${e.property}`],
    apply: (model, e) =>
      changeProperty(model, e, e[flag] === true || e.onInvalid !== undefined ? flag === "required" : undefined, e.onInvalid as "absent" | undefined),
  };
}

export const loosen = propertyChange(
  "loosen",
  "optional",
  'make a property optional (`optional: true`), give it a wider schema, and/or read a malformed value as absent (`onInvalid: "absent"`)',
);
export const tighten = propertyChange("tighten", "required", "make a property required (`required: true`) and/or give it a narrower schema");
