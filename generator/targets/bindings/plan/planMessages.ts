import type { Model } from "../../../ir/model.js";
import { findEnvelopes } from "../../../mcp/envelopes.js";
import { chooseByMethod } from "../../../facts/messages.js";
import { protocolMethods } from "../../../facts/methods.js";
import type { Declaration, PlanMessages, PlanMethod } from "./model.js";
import { typeName } from "./words.js";

/**
 * Which declaration decodes each JSON-RPC method (the protocol facts' members of the
 * spec's method unions, sent as JSON-RPC messages), and which result answers it. When both
 * directions define a method (`ping`), the first source's definition. Undefined when the
 * schema lacks an envelope.
 */
export function planMessages(model: Model, declarations: ReadonlyMap<string, Declaration>): PlanMessages | undefined {
  const envelopes = findEnvelopes((name) => (declarations.get(typeName(name))?.kind === "record" ? typeName(name) : undefined));
  if (!envelopes) return undefined;
  const methods = protocolMethods(model).filter((m) => m.via === "json-rpc");
  // The protocol facts' choice of message per method (the first source whose definition is a record), shared with the validators.
  const pick = (kind: "request" | "notification"): PlanMethod[] =>
    chooseByMethod(
      methods.filter((m) => m.kind === kind),
      (m) => (declarations.get(typeName(m.definition))?.kind === "record" ? m : undefined),
    ).map(({ method, message: m }) => {
      const answer = m.result !== null && declarations.has(typeName(m.result)) ? typeName(m.result) : null;
      const alternatives = answer === null ? [] : m.alternativeResults.map(typeName).filter((n) => declarations.has(n));
      return { method, message: typeName(m.definition), result: answer, alternatives };
    });
  return { envelopes, requests: pick("request"), notifications: pick("notification") };
}
