/**
 * What travels on the wire around the definitions: the JSON-RPC envelope. A request or notification
 * definition is sent inside `JSONRPCRequest`/`JSONRPCNotification`; when a version copies the envelope's
 * `id`/`jsonrpc` into every message definition, the bytes sent do not change. The envelope's own
 * `params`/`result` are placeholders each method refines, so they do not make what they name "sent".
 */
import type { Definition, Property, TypeNode } from "../ir/model.js";
import { methodSources, type MethodInfo, type MethodKind } from "../mcp/methods.js";

const envelopeOf: Record<MethodKind, string> = { request: "JSONRPCRequest", notification: "JSONRPCNotification" };
/** Envelope members a method definition never takes from the envelope: it fixes them itself. */
const ownMembers = new Set(["method", "params", "result"]);
const envelopeRoot = "JSONRPCMessage";

/** Request/notification definitions sent inside the JSON-RPC envelope, by name. */
export function messageDefinitions(methods: readonly MethodInfo[]): Map<string, MethodKind> {
  const out = new Map<string, MethodKind>();
  for (const m of methods) if (!m.inline && m.via === "json-rpc") out.set(m.definition, m.kind);
  return out;
}

/** The envelope properties (`id`, `jsonrpc`) a message of this kind travels with. */
export function envelopeProperties(kind: MethodKind, byName: ReadonlyMap<string, Definition>): Property[] {
  const def = byName.get(envelopeOf[kind]);
  return def ? objectProperties(def.type, byName, new Set()).filter((p) => !ownMembers.has(p.name)) : [];
}

/** Definitions that make up the envelope itself (JSONRPCMessage and what it names, placeholders excluded). */
export function envelopeDefinitions(byName: ReadonlyMap<string, Definition>): Set<string> {
  const seen = new Set<string>();
  const visit = (node: TypeNode): void => {
    switch (node.kind) {
      case "ref": {
        const def = byName.get(node.target);
        if (!def || seen.has(def.name)) return;
        seen.add(def.name);
        return visit(def.type);
      }
      case "object":
        for (const p of node.properties) if (!ownMembers.has(p.name)) visit(p.type);
        return;
      case "union":
      case "intersection":
        return node.members.forEach(visit);
      case "array":
        node.prefixItems.forEach(visit);
        return visit(node.items);
      default:
        return;
    }
  };
  visit({ kind: "ref", pointer: "#", target: envelopeRoot });
  return seen;
}

/** Method unions and the result unions beside them: their members are methods, compared by the method rules. */
export const methodUnionNames: ReadonlySet<string> = new Set(
  methodSources.flatMap((s) => (s.results === null ? [s.union] : [s.union, s.results])),
);

function objectProperties(node: TypeNode, byName: ReadonlyMap<string, Definition>, seen: Set<string>): Property[] {
  if (node.kind === "object") return node.properties;
  if (node.kind === "intersection") return node.members.flatMap((m) => objectProperties(m, byName, seen));
  if (node.kind === "ref" && !seen.has(node.target)) {
    seen.add(node.target);
    const def = byName.get(node.target);
    return def ? objectProperties(def.type, byName, seen) : [];
  }
  return [];
}
