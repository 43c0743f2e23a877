import { methodPath } from "../paths.js";
import type { MethodInfo } from "../../mcp/methods.js";
import type { DiffRule, RuleInput, Side } from "../types.js";
import { pairMethods, shape, receiver, sender } from "./methodSides.js";

/**
 * A new request no capability guards, which the spec obliges its receiver to implement (its description
 * says `Servers MUST implement`): a new peer sends it to an old one, which must answer it.
 */
function obligedSide(m: MethodInfo, input: RuleInput): Side | undefined {
  if (m.kind !== "request" || m.capability !== null || m.inline) return undefined;
  const text = input.to.byName.get(m.definition)?.description ?? "";
  const said = /\b(servers?|clients?)\W+MUST\W+(?:implement|support|respond to|answer|handle)\b/i.exec(text);
  const side = said?.[1]!.toLowerCase().startsWith("server") ? "server" : said ? "client" : undefined;
  return side === receiver(m) ? side : undefined;
}

export const methodAdded = {
  id: "method-added",
  level: "INFO",
  category: "added",
  description:
    "A method (request or notification, per direction) exists only in the new version; a capability guards it, or the receiver may answer that it does not know it.",
  example: { before: "(none)", after: "subscriptions/listen" },
  check: (input) =>
    pairMethods(input.from.methods, input.to.methods)
      .added.filter((m) => obligedSide(m, input) === undefined)
      .map((m) => ({
        path: methodPath(m.method),
        before: null,
        after: shape(m),
        args: { method: m.method, shape: shape(m) },
        breaks: [],
      })),
} as const satisfies DiffRule<"method-added">;

export const methodObligationAdded = {
  id: "method-obligation-added",
  level: "ERR",
  category: "added",
  description:
    "A new request no capability guards, which the receiver MUST implement (so its description says): a new peer sends it to every old one, which does not answer it.",
  example: { before: "(none)", after: "server/discover (Servers MUST implement)" },
  check: (input) =>
    pairMethods(input.from.methods, input.to.methods).added.flatMap((m) => {
      const side = obligedSide(m, input);
      return side === undefined
        ? []
        : [{ path: methodPath(m.method), before: null, after: shape(m), args: { method: m.method, shape: shape(m), side }, breaks: [side] }];
    }),
} as const satisfies DiffRule<"method-obligation-added">;

export const methodRemoved = {
  id: "method-removed",
  level: "ERR",
  category: "removed",
  description:
    "A method is gone. A removed request breaks its callers; a removed notification breaks the side that waited for it.",
  example: { before: "initialize", after: "(none)" },
  check: (input) =>
    pairMethods(input.from.methods, input.to.methods).removed.map((m) => ({
      path: methodPath(m.method),
      before: shape(m),
      after: null,
      args: { method: m.method, shape: shape(m) },
      breaks: [m.kind === "request" ? sender(m) : receiver(m)],
    })),
} as const satisfies DiffRule<"method-removed">;
