import type { Model } from "../../../ir/model.js";
import { findEnvelopes } from "../../../mcp/envelopes.js";
import { deriveMethods } from "../../../mcp/methods.js";
import type { Declaration, PlanMessages, PlanMethod } from "./model.js";
import { typeName } from "./words.js";

/**
 * Which declaration decodes each JSON-RPC method (generator/mcp/methods.ts's members of the
 * spec's method unions, sent as JSON-RPC messages), and which result answers it. When both
 * directions define a method (`ping`), the first source's definition. Undefined when the
 * schema lacks an envelope.
 */
export function planMessages(model: Model, declarations: ReadonlyMap<string, Declaration>): PlanMessages | undefined {
  const envelopes = findEnvelopes((name) => (declarations.get(typeName(name))?.kind === "record" ? typeName(name) : undefined));
  if (!envelopes) return undefined;
  const methods = deriveMethods(model).filter((m) => m.via === "json-rpc");
  const pick = (kind: "request" | "notification"): PlanMethod[] => {
    const chosen = new Map<string, PlanMethod>();
    for (const m of methods) {
      const message = typeName(m.definition);
      if (m.kind !== kind || chosen.has(m.method) || declarations.get(message)?.kind !== "record") continue;
      const answer = m.result !== null && declarations.has(typeName(m.result)) ? typeName(m.result) : null;
      const alternatives = answer === null ? [] : m.alternativeResults.map(typeName).filter((n) => declarations.has(n));
      chosen.set(m.method, { method: m.method, message, result: answer, alternatives });
    }
    return [...chosen.values()].sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
  };
  return { envelopes, requests: pick("request"), notifications: pick("notification") };
}
