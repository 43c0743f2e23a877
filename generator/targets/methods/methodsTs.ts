import type { CapabilityMap } from "../../mcp/capabilities.js";
import type { MethodInfo } from "../../mcp/methods.js";
import { code, join, jsLiteral, raw, type Code } from "../../emit/code.js";
import { docComment } from "../../emit/comment.js";
import { safeIdentifier } from "../../emit/identifier.js";
import { methodRecord } from "./methodsJson.js";

/** The namespace methods.ts imports the ts target's types under: no schema name can clash with ours. */
const typesNamespace = "Types";

/** Values for templates/methods/methods.ts.hbs: code fragments, already escaped. */
export interface MethodsTsValues {
  clientRequests: Code;
  serverRequests: Code;
  inputRequests: Code;
  clientNotifications: Code;
  serverNotifications: Code;
  serverHandlers: Code;
  clientHandlers: Code;
  inputHandlers: Code;
  clientRequestMethods: Code;
  serverRequestMethods: Code;
  inputRequestMethods: Code;
  clientNotificationMethods: Code;
  serverNotificationMethods: Code;
  methods: Code;
  capabilities: Code;
}

/** Method facts -> the pieces of methods.ts. */
export function methodsTsValues(methods: readonly MethodInfo[], capabilities: CapabilityMap): MethodsTsValues {
  // A draft may send one method both as a JSON-RPC request and as an input request: separate maps keep keys unique.
  const pick = (kind: MethodInfo["kind"], direction: MethodInfo["direction"], via: MethodInfo["via"]) =>
    methods.filter((m) => m.kind === kind && m.direction === direction && m.via === via);
  const clientRequests = pick("request", "client-to-server", "json-rpc");
  const serverRequests = pick("request", "server-to-client", "json-rpc");
  const inputRequests = pick("request", "server-to-client", "input-request");
  const clientNotifications = pick("notification", "client-to-server", "json-rpc");
  const serverNotifications = pick("notification", "server-to-client", "json-rpc");
  return {
    clientRequests: lines(clientRequests.map(requestEntry)),
    serverRequests: lines(serverRequests.map(requestEntry)),
    inputRequests: lines(inputRequests.map(requestEntry)),
    clientNotifications: lines(clientNotifications.map(notificationEntry)),
    serverNotifications: lines(serverNotifications.map(notificationEntry)),
    serverHandlers: lines(clientRequests.map((m) => handlerEntry(m, "ClientRequests"))),
    clientHandlers: lines(serverRequests.map((m) => handlerEntry(m, "ServerRequests"))),
    inputHandlers: lines(inputRequests.map((m) => handlerEntry(m, "InputRequests"))),
    clientRequestMethods: jsLiteral(clientRequests.map((m) => m.method)),
    serverRequestMethods: jsLiteral(serverRequests.map((m) => m.method)),
    inputRequestMethods: jsLiteral(inputRequests.map((m) => m.method)),
    clientNotificationMethods: jsLiteral(clientNotifications.map((m) => m.method)),
    serverNotificationMethods: jsLiteral(serverNotifications.map((m) => m.method)),
    methods: jsLiteral(methods.map(methodRecord)),
    // Keys come from the schema: a capability named `__proto__` must stay a key, not set the prototype.
    capabilities: jsLiteral(capabilityObject(capabilities)),
  };
}

function requestEntry(m: MethodInfo): Code {
  const alternatives = m.alternativeResults.length ? join(m.alternativeResults.map(typeRef), " | ") : raw("never");
  const result = m.result === null ? raw("never") : typeRef(m.result);
  return code`${doc(m)}${m.method}: { params: ${paramsType(m)}; result: ${result}; alternativeResults: ${alternatives}; via: ${m.via} };`;
}

function notificationEntry(m: MethodInfo): Code {
  return code`${doc(m)}${m.method}: { params: ${paramsType(m)} };`;
}

/** A property (not a method signature), so TypeScript checks params contravariantly under --strict. */
function handlerEntry(m: MethodInfo, map: "ClientRequests" | "ServerRequests" | "InputRequests"): Code {
  return code`${doc(m)}${m.method}: Handler<${raw(map)}[${m.method}], Extra>;`;
}

function doc(m: MethodInfo): Code {
  const answer = m.result ? ` -> ${[m.result, ...m.alternativeResults].join(" | ")}` : "";
  const guard = m.capability ? ` Guarded by ${m.capabilitySide} capability \`${m.capability}\`.` : "";
  const via = m.via === "input-request" ? " Sent inside an InputRequiredResult (InputRequests)." : "";
  return docComment(`\`${m.method}\`: ${m.definition}${answer}.${guard}${via}`, { deprecated: m.deprecated });
}

/** The params type: the named definition, or the message's own `params` where the schema inlines it. */
function paramsType(m: MethodInfo): Code {
  if (m.params === null) return raw("undefined");
  if (m.paramsInline) return code`${messageType(m)}["params"]`;
  return m.paramsRequired ? typeRef(m.params) : code`${typeRef(m.params)} | undefined`;
}

/** The request/notification type; an inline union member is picked out of its union by its method. */
function messageType(m: MethodInfo): Code {
  if (!m.inline) return typeRef(m.definition);
  return code`Extract<${typeRef(m.union)}, { method: ${m.method} }>`;
}

function typeRef(name: string): Code {
  return code`${raw(typesNamespace)}.${safeIdentifier(name)}`;
}

function capabilityObject(map: CapabilityMap): Record<string, Record<string, string[]>> {
  // Object.fromEntries defines own properties: a `__proto__` key stays a key here too.
  const side = (entries: CapabilityMap["client"]) => Object.fromEntries(entries.map((e) => [e.key, e.guards]));
  return { client: side(map.client), server: side(map.server) };
}

function lines(parts: Code[]): Code {
  return join(parts, "\n");
}
