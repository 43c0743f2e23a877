import type { Model } from "../../../ir/model.js";
import { deriveMethods } from "../../../mcp/methods.js";
import type { Declaration, PlanMessages, PlanMethod } from "./model.js";
import { typeName } from "./words.js";

/** The JSON-RPC envelopes by the spec's names (older name last), as TypeScript's parseMessage finds them. */
const envelopeNames = {
  request: ["JSONRPCRequest"],
  notification: ["JSONRPCNotification"],
  result: ["JSONRPCResultResponse", "JSONRPCResponse"],
  error: ["JSONRPCErrorResponse", "JSONRPCError"],
} as const;

/**
 * Which declaration decodes each JSON-RPC method (generator/mcp/methods.ts's members of the
 * spec's method unions, sent as JSON-RPC messages), and which result answers it. When both
 * directions define a method (`ping`), the first source's definition. Undefined when the
 * schema lacks an envelope.
 */
export function planMessages(model: Model, declarations: ReadonlyMap<string, Declaration>): PlanMessages | undefined {
  const envelope = (names: readonly string[]) => names.map(typeName).find((n) => declarations.get(n)?.kind === "record");
  const request = envelope(envelopeNames.request);
  const notification = envelope(envelopeNames.notification);
  const result = envelope(envelopeNames.result);
  const error = envelope(envelopeNames.error);
  if (!request || !notification || !result || !error) return undefined;
  const methods = deriveMethods(model).filter((m) => m.via === "json-rpc");
  const pick = (kind: "request" | "notification"): PlanMethod[] => {
    const chosen = new Map<string, PlanMethod>();
    for (const m of methods) {
      const message = typeName(m.definition);
      if (m.kind !== kind || chosen.has(m.method) || declarations.get(message)?.kind !== "record") continue;
      const answer = m.result !== null && declarations.has(typeName(m.result)) ? typeName(m.result) : null;
      chosen.set(m.method, { method: m.method, message, result: answer });
    }
    return [...chosen.values()].sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
  };
  return { envelopes: { request, notification, result, error }, requests: pick("request"), notifications: pick("notification") };
}
