import { code, join, raw, type Code } from "../../emit/code.js";
import type { Model } from "../../ir/model.js";
import { methodMembers } from "../../mcp/methods.js";
import type { DefinitionNames } from "./names.js";

/** The JSON-RPC envelopes parseMessage checks first, by the spec's names (older name last). */
const envelopeNames = {
  request: ["JSONRPCRequest"],
  notification: ["JSONRPCNotification"],
  result: ["JSONRPCResultResponse", "JSONRPCResponse"],
  error: ["JSONRPCErrorResponse", "JSONRPCError"],
} as const;

type EnvelopeKind = keyof typeof envelopeNames;

export interface MessageMethod {
  method: string;
  names: DefinitionNames;
}

export interface MessagePlan {
  envelopes: Record<EnvelopeKind, DefinitionNames>;
  requests: MessageMethod[];
  notifications: MessageMethod[];
}

/**
 * Which definition checks each method: the members of the spec's method unions
 * (`ClientRequest`, `ServerNotification`, ...; see generator/mcp/methods.ts) sent as
 * JSON-RPC messages. An inline member is checked by the union that holds it. When both
 * directions define a method (`ping`, `notifications/cancelled`), the first source's
 * definition is used: both directions' definitions are the same message. Undefined
 * when the schema has no JSON-RPC envelopes.
 */
export function planMessages(model: Model, names: readonly DefinitionNames[]): MessagePlan | undefined {
  const byName = new Map(names.filter((n) => n.exported).map((n) => [n.definition.name, n]));
  const envelopes = {} as Record<EnvelopeKind, DefinitionNames>;
  for (const kind of Object.keys(envelopeNames) as EnvelopeKind[]) {
    const found = envelopeNames[kind].map((n) => byName.get(n)).find((n) => n !== undefined);
    if (!found) return undefined;
    envelopes[kind] = found;
  }
  const members = methodMembers(model).filter((m) => m.source.via === "json-rpc");
  const pick = (kind: "request" | "notification"): MessageMethod[] => {
    const chosen = new Map<string, DefinitionNames>();
    for (const m of members) {
      if (m.source.kind !== kind || chosen.has(m.method)) continue;
      const n = byName.get(m.inline ? m.container! : m.definition);
      if (n) chosen.set(m.method, n);
    }
    return [...chosen].map(([method, n]) => ({ method, names: n })).sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
  };
  return { envelopes, requests: pick("request"), notifications: pick("notification") };
}

function byMethodInterface(name: string, envelope: DefinitionNames, methods: readonly MessageMethod[]): Code {
  const members = methods.map((m) => code`${m.method}: ${envelope.type} & ${m.names.type};`);
  return code`/** Each method's message type: the JSON-RPC envelope and the method's own definition. */\nexport interface ${raw(name)} {\n${join(members, "\n")}\n}\n`;
}

function dispatcher(fn: string, kind: "request" | "notification", methods: readonly MessageMethod[]): Code {
  const cases = methods.map((m) => code`case ${m.method}:\nreturn $outcome(${kind}, m.method, ${m.names.validator}(m));`);
  return code`function ${raw(fn)}(m: any): ParsedMessage {
switch (m.method) {
${join(cases, "\n")}
default:
return { ok: false, kind: ${kind}, reason: "unknown-method", method: m.method, errors: [{ path: "/method", keyword: "method", message: ${`unknown ${kind} method`} }] };
}
}
`;
}

/** The types of the `parseMessage` section (in validators.ts and validators.d.ts alike), or an empty fragment. */
export function emitMessageTypes(plan: MessagePlan | undefined): Code {
  if (!plan) return raw("");
  const { envelopes: env } = plan;
  return code`${byMethodInterface("RequestsByMethod", env.request, plan.requests)}
${byMethodInterface("NotificationsByMethod", env.notification, plan.notifications)}
/** Why parseMessage rejected its input. */
export interface MessageFailure {
  ok: false;
  /** What the input claimed to be (\`unknown\` when not a JSON-RPC object at all). */
  kind: "request" | "notification" | "result" | "error" | "unknown";
  /** \`json\`: unparsable; \`envelope\`: not a valid JSON-RPC message; \`unknown-method\`; \`invalid\`: the method's definition rejects it. */
  reason: "json" | "envelope" | "unknown-method" | "invalid";
  method?: string;
  errors: ValidationError[];
}

/** A classified, validated JSON-RPC message (results are checked as the generic result envelope: the request decides their type). */
export type ParsedMessage =
  | { [M in keyof RequestsByMethod]: { ok: true; kind: "request"; method: M; message: RequestsByMethod[M] } }[keyof RequestsByMethod]
  | { [M in keyof NotificationsByMethod]: { ok: true; kind: "notification"; method: M; message: NotificationsByMethod[M] } }[keyof NotificationsByMethod]
  | { ok: true; kind: "result"; message: ${env.result.type} }
  | { ok: true; kind: "error"; message: ${env.error.type} }
  | MessageFailure;
`;
}

/** What validators.d.ts declares of the `parseMessage` section. */
export function declareMessages(plan: MessagePlan | undefined): Code {
  if (!plan) return raw("");
  return code`${emitMessageTypes(plan)}
/** Parse (when given a string), classify and validate a JSON-RPC message. */
export declare function parseMessage(input: unknown): ParsedMessage;
`;
}

/** The `parseMessage` section of the module, or an empty fragment. */
export function emitMessages(plan: MessagePlan | undefined): Code {
  if (!plan) return raw("");
  const { envelopes: env } = plan;
  return code`${emitMessageTypes(plan)}
function $outcome(kind: "request" | "notification", method: string, result: ValidationResult<unknown>): ParsedMessage {
  return result.ok
    ? ({ ok: true, kind, method, message: result.value } as ParsedMessage)
    : { ok: false, kind, reason: "invalid", method, errors: result.errors };
}

${dispatcher("$request", "request", plan.requests)}
${dispatcher("$notification", "notification", plan.notifications)}
/**
 * Parse (when given a string) and classify a JSON-RPC message: a request (\`method\` and \`id\`),
 * a notification (\`method\`, no \`id\`), a result or an error response. Requests and
 * notifications are checked against their envelope, then the definition of their method.
 */
export function parseMessage(input: unknown): ParsedMessage {
  let value: unknown = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return { ok: false, kind: "unknown", reason: "json", errors: [{ path: "", keyword: "json", message: e instanceof Error ? e.message : String(e) }] };
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, kind: "unknown", reason: "envelope", errors: [{ path: "", keyword: "type", message: "must be a JSON-RPC message object" }] };
  }
  const m: any = value;
  if (hasOwn.call(m, "method")) {
    const kind = hasOwn.call(m, "id") ? "request" : "notification";
    const envelope = kind === "request" ? ${env.request.validator}(m) : ${env.notification.validator}(m);
    if (!envelope.ok) {
      return { ok: false, kind, reason: "envelope", ...(typeof m.method === "string" ? { method: m.method } : {}), errors: envelope.errors };
    }
    return kind === "request" ? $request(m) : $notification(m);
  }
  if (hasOwn.call(m, "result")) {
    const r = ${env.result.validator}(m);
    return r.ok ? { ok: true, kind: "result", message: r.value } : { ok: false, kind: "result", reason: "envelope", errors: r.errors };
  }
  if (hasOwn.call(m, "error")) {
    const r = ${env.error.validator}(m);
    return r.ok ? { ok: true, kind: "error", message: r.value } : { ok: false, kind: "error", reason: "envelope", errors: r.errors };
  }
  return { ok: false, kind: "unknown", reason: "envelope", errors: [{ path: "", keyword: "required", message: "must have method, result or error" }] };
}
`;
}
