import { code, join, literalValue, raw, type Code } from "../../emit/code.js";
import type { MessageMethod, MessagePlan, Sender } from "../../facts/messages.js";
import type { DefinitionNames } from "../../facts/names.js";

function byMethodInterface(name: string, envelope: DefinitionNames, methods: readonly MessageMethod[]): Code {
  const members = methods.map((m) => code`${m.method}: ${envelope.type} & ${m.names.type};`);
  return code`/** Each method's message type: the JSON-RPC envelope and the method's own definition. */\nexport interface ${raw(name)} {\n${join(members, "\n")}\n}\n`;
}

/** The method names each side may send, as string-literal unions (`never` when none). */
function sentBy(plan: MessagePlan): Code {
  const names = (methods: readonly MessageMethod[], sender: Sender): Code => {
    const sent = methods.filter((m) => m.senders.includes(sender)).map((m) => code`${m.method}`);
    return sent.length ? join(sent, " | ") : raw("never");
  };
  const side = (sender: Sender) => code`${raw(sender)}: { requests: ${names(plan.requests, sender)}; notifications: ${names(plan.notifications, sender)} };`;
  return code`/** Which requests and notifications each side may send (the spec's ClientRequest, ServerNotification, ... unions). */
export interface SentBy {
${side("client")}
${side("server")}
}
`;
}

/** Method -> the sides that may send it, as a prototype-less record (`"__proto__"` would be an own key). */
function sendersTable(name: string, methods: readonly MessageMethod[]): Code {
  const table = Object.fromEntries(methods.map((m) => [m.method, m.senders]));
  return code`const ${raw(name)}: Record<string, readonly Sender[] | undefined> = Object.setPrototypeOf(${literalValue(table)}, null);\n`;
}

function dispatcher(fn: string, kind: "request" | "notification", methods: readonly MessageMethod[]): Code {
  const cases = methods.map((m) => code`case ${m.method}:\nreturn $outcome(${kind}, m.method, ${m.names.validator}(m));`);
  return code`function ${raw(fn)}(m: any): ParsedMessage<Sender | undefined> {
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
/** Which side of a connection sends a message. */
export type Sender = "client" | "server";

${sentBy(plan)}
/** What parseMessage checks beyond the message itself. */
export interface ParseOptions<F extends Sender | undefined = Sender | undefined> {
  /** The side that sent the message: a request or notification only the other side may send is rejected (\`direction\`). */
  from?: F;
}

/** The request methods \`F\` may send (every method when the sender is not given). */
export type RequestMethodFrom<F extends Sender | undefined> = [F] extends [Sender] ? SentBy[F]["requests"] : keyof RequestsByMethod;
/** The notification methods \`F\` may send (every method when the sender is not given). */
export type NotificationMethodFrom<F extends Sender | undefined> = [F] extends [Sender] ? SentBy[F]["notifications"] : keyof NotificationsByMethod;

/** Why parseMessage rejected its input. */
export interface MessageFailure {
  ok: false;
  /** What the input claimed to be (\`unknown\` when not a JSON-RPC object at all). */
  kind: "request" | "notification" | "result" | "error" | "unknown";
  /**
   * \`json\`: unparsable; \`envelope\`: not a valid JSON-RPC message; \`unknown-method\`; \`direction\`: a method the
   * sender named in \`ParseOptions.from\` may not send; \`invalid\`: the method's definition rejects it.
   */
  reason: "json" | "envelope" | "unknown-method" | "direction" | "invalid";
  method?: string;
  errors: ValidationError[];
}

/** A classified, validated JSON-RPC message (results are checked as the generic result envelope: the request decides their type). */
export type ParsedMessage<F extends Sender | undefined = undefined> =
  | { [M in RequestMethodFrom<F>]: { ok: true; kind: "request"; method: M; message: RequestsByMethod[M] } }[RequestMethodFrom<F>]
  | { [M in NotificationMethodFrom<F>]: { ok: true; kind: "notification"; method: M; message: NotificationsByMethod[M] } }[NotificationMethodFrom<F>]
  | { ok: true; kind: "result"; message: ${env.result.type} }
  | { ok: true; kind: "error"; message: ${env.error.type} | (Omit<${env.error.type}, "id"> & { id: null }) }
  | MessageFailure;
`;
}

/** What validators.d.ts declares of the `parseMessage` section. */
export function declareMessages(plan: MessagePlan | undefined): Code {
  if (!plan) return raw("");
  return code`${emitMessageTypes(plan)}
/** Parse (when given a string), classify and validate a JSON-RPC message; given \`{ from }\`, reject what that side may not send. */
export declare function parseMessage<F extends Sender | undefined = undefined>(input: unknown, options?: ParseOptions<F>): ParsedMessage<F>;
`;
}

/** The `parseMessage` section of the module, or an empty fragment. */
export function emitMessages(plan: MessagePlan | undefined): Code {
  if (!plan) return raw("");
  const { envelopes: env } = plan;
  return code`${emitMessageTypes(plan)}
${sendersTable("$requestSenders", plan.requests)}
${sendersTable("$notificationSenders", plan.notifications)}
function $outcome(kind: "request" | "notification", method: string, result: ValidationResult<unknown>): ParsedMessage<Sender | undefined> {
  return result.ok
    ? ({ ok: true, kind, method, message: result.value } as ParsedMessage<Sender | undefined>)
    : { ok: false, kind, reason: "invalid", method, errors: result.errors };
}

${dispatcher("$request", "request", plan.requests)}
${dispatcher("$notification", "notification", plan.notifications)}
/**
 * Parse (when given a string) and classify a JSON-RPC message: a request (\`method\` and \`id\`),
 * a notification (\`method\`, no \`id\`), a result or an error response. Requests and
 * notifications are checked against their envelope, then the definition of their method; given
 * \`{ from }\`, a method that side may not send is rejected (reason \`direction\`) before its definition is checked.
 */
export function parseMessage<F extends Sender | undefined = undefined>(input: unknown, options: ParseOptions<F> = {}): ParsedMessage<F> {
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
    const from: Sender | undefined = options.from;
    if (from !== undefined) {
      const senders = (kind === "request" ? $requestSenders : $notificationSenders)[m.method];
      if (senders !== undefined && !senders.includes(from)) {
        return { ok: false, kind, reason: "direction", method: m.method, errors: [{ path: "/method", keyword: "direction", message: \`a \${from} may not send this \${kind}\` }] };
      }
    }
    return (kind === "request" ? $request(m) : $notification(m)) as ParsedMessage<F>;
  }
  if (hasOwn.call(m, "result")) {
    const r = ${env.result.validator}(m);
    return r.ok ? { ok: true, kind: "result", message: r.value } : { ok: false, kind: "result", reason: "envelope", errors: r.errors };
  }
  if (hasOwn.call(m, "error")) {
    // JSON-RPC 2.0: the error response to a message whose id could not be read carries id null, which no version's
    // RequestId allows (2024-11-05 to 2025-06-18 require an id): the rest of the response is checked as it is.
    const unreadId = m.id === null;
    const r = ${env.error.validator}(unreadId ? { ...m, id: 0 } : m);
    if (r.ok) return { ok: true, kind: "error", message: unreadId ? m : r.value };
    return { ok: false, kind: "error", reason: "envelope", errors: r.errors };
  }
  return { ok: false, kind: "unknown", reason: "envelope", errors: [{ path: "", keyword: "required", message: "must have method, result or error" }] };
}
`;
}
