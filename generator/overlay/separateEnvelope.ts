import type { Model } from "../ir/model.js";

/** The JSON-RPC envelope's members, which `separate` keeps in JSONRPCRequest/JSONRPCNotification only. */
const envelope = new Set(["jsonrpc", "id"]);

/**
 * Message shapes as the option says. `separate`: every request and notification object (one listing `method` and
 * `jsonrpc`, other than the JSON-RPC types themselves) loses `jsonrpc` and `id`, as schema.json's messages were up
 * to 2025-06-18; a version already so is unchanged. Pure.
 */
export function separateEnvelope(model: Model, shape: "in-message" | "separate"): Model {
  if (shape === "in-message") return model;
  const definitions = model.definitions.map((d) => {
    const t = d.type;
    if (t.kind !== "object" || d.name.startsWith("JSONRPC")) return d;
    const names = new Set(t.properties.map((p) => p.name));
    if (!names.has("method") || !names.has("jsonrpc")) return d;
    return { ...d, type: { ...t, properties: t.properties.filter((p) => !envelope.has(p.name)), requiredOnly: t.requiredOnly.filter((r) => !envelope.has(r)) } };
  });
  return { ...model, definitions };
}
