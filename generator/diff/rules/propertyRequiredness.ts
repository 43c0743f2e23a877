import { listedProperties } from "../../ir/walk.js";
import { join } from "../paths.js";
import type { DiffRule, RuleInput } from "../types.js";
import { eachProperty, type PropertyFacts } from "./objectSites.js";
import { polar } from "./polar.js";

export const propertyBecameRequired = polar({
  kind: "property-became-required",
  category: "changed",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "an optional property became required; senders that omit it break.",
  example: { before: "{ resultType?: string }", after: "{ resultType: string }" },
  detect: (input) =>
    eachProperty(input, (_site, a, b) => {
      if (!(a && b && !a.required && b.required) || stillRequired.test(a.type?.description ?? "")) return undefined;
      const because = newlyRequiredInside(input, b);
      return { before: "optional", after: "required", args: { property: b.name, ...(because ? { because } : {}) } };
    }),
});

/**
 * When the property names a definition that now requires a key it did not, that key: the property
 * became required because of it (`PaginatedRequest.params`, since `PaginatedRequestParams._meta` is required).
 */
function newlyRequiredInside(input: RuleInput, p: PropertyFacts): string | undefined {
  if (p.type?.kind !== "ref") return undefined;
  const target = p.type.target;
  const old = input.from.byName.get(target);
  if (!old) return undefined;
  const before = new Set(listedProperties(old.type, input.from.byName).filter((q) => q.required).map((q) => q.name));
  const now = listedProperties(input.to.byName.get(target)!.type, input.to.byName).filter((q) => q.required);
  const added = now.find((q) => !before.has(q.name));
  return added ? join(target, "properties", added.name) : undefined;
}

/**
 * Prose that keeps an optional property required wherever an old peer could meet the message
 * ("This MUST be provided for cancelling non-task requests"): the schema loosened, the protocol did not.
 */
const stillRequired = /\bMUST be (?:provided|present|included|set)\b/;

function becameOptional(input: RuleInput, conditional: boolean) {
  return eachProperty(input, (_site, a, b) =>
    a && b && a.required && !b.required && stillRequired.test(b.type?.description ?? "") === conditional
      ? { before: "required", after: "optional", args: { property: b.name } }
      : undefined,
  );
}

/** The other way: an optional property the old prose already said MUST be provided became required. */
function becameRequiredAsSaid(input: RuleInput) {
  return eachProperty(input, (_site, a, b) =>
    a && b && !a.required && b.required && stillRequired.test(a.type?.description ?? "")
      ? { before: "optional", after: "required", args: { property: b.name } }
      : undefined,
  );
}

export const propertyBecameOptional = polar({
  kind: "property-became-optional",
  category: "changed",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a required property became optional; receivers that rely on it break.",
  example: { before: "{ cursor: string }", after: "{ cursor?: string }" },
  detect: (input) => becameOptional(input, false),
});

export const propertyBecameConditional = {
  id: "property-became-conditional",
  level: "WARN",
  category: "changed",
  description:
    "A property's requiredness changed in the schema only: it became optional while its description still says it MUST be provided in the cases an old peer meets, or it became required where the old description already said so. No conforming message changes.",
  example: { before: "{ requestId: RequestId }", after: "{ requestId?: RequestId } (MUST be provided for non-task requests)" },
  check: (input) =>
    [...becameOptional(input, true), ...becameRequiredAsSaid(input)].map((d) => ({
      path: d.path,
      before: d.before,
      after: d.after,
      args: d.args,
      breaks: [],
    })),
} as const satisfies DiffRule<"property-became-conditional">;
