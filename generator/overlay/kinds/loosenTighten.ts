import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeProperty } from "./changeProperty.js";

/**
 * The twins that change one listed property: `loosen` makes it optional (`optional: true`) and/or gives it a wider
 * schema (the SDK accepts what the spec requires); `tighten` makes it required (`required: true`) and/or gives it a
 * narrower schema (the SDK demands what the spec leaves open).
 */
function propertyChange(kind: "loosen" | "tighten", flag: "optional" | "required", description: string): EntryKind {
  return {
    kind,
    description,
    members: {
      at: { required: true, check: check.pointer },
      property: { required: true, check: check.propertyName },
      schema: { required: false, check: check.schema },
      [flag]: { required: false, check: check.boolean },
    },
    validate: (e) => (e.schema === undefined && e[flag] !== true ? `needs "schema" or "${flag}": true` : undefined),
    claims: (e) => [`property:${e.at}/${e.property}`],
    apply: (model, e) => changeProperty(model, e, e[flag] === true ? flag === "required" : undefined),
  };
}

export const loosen = propertyChange("loosen", "optional", "make a property optional (`optional: true`) and/or give it a wider schema");
export const tighten = propertyChange("tighten", "required", "make a property required (`required: true`) and/or give it a narrower schema");
