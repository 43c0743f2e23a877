// The JSON-RPC runtime behind dispatch.ts: copied verbatim into each version's folder (a real module,
// type-checked where the generated files are compiled). It knows no MCP type: dispatch.ts hands it the
// version's parseMessage, validators and method table, and types what it returns.

/** JSON-RPC 2.0's own error codes (the spec's ParseError, InvalidRequestError, ... carry the same constants). */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

export type RequestId = string | number;
/** Which side of a connection sends a message. */
export type Sender = "client" | "server";

export interface ValidationError {
  path: string;
  keyword: string;
  message: string;
}

export type ValidationResult = { ok: true; value: unknown } | { ok: false; errors: ValidationError[] };

/** JSON-RPC's error object (the spec's `Error`). */
export interface ErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export interface ResultResponse {
  jsonrpc: "2.0";
  id: RequestId;
  result: unknown;
}

export interface ErrorResponse {
  jsonrpc: "2.0";
  /**
   * When the request's id could not be read (a parse error, an invalid request): absent where the version lets an error
   * response omit it (2025-11-25 on), else `null`, as JSON-RPC 2.0 says (2024-11-05 to 2025-06-18 require an id).
   */
  id?: RequestId | null;
  error: ErrorObject;
}

export type Response = ResultResponse | ErrorResponse;

/** What parseMessage answers, as far as this runtime reads it. */
export type Parsed =
  | { ok: true; kind: "request"; method: string; message: { id: RequestId; params?: unknown } }
  | { ok: true; kind: "notification"; method: string; message: { params?: unknown } }
  | { ok: true; kind: "result"; message: { id?: RequestId | null; result: unknown } }
  | { ok: true; kind: "error"; message: { id?: RequestId | null; error: ErrorObject } }
  | { ok: false; kind: string; reason: string; method?: string; errors: ValidationError[] };

/** One method as methods.ts's `methods` lists it (the fields this runtime reads). */
export interface MethodFacts {
  readonly method: string;
  readonly kind: "request" | "notification";
  readonly direction: "client-to-server" | "server-to-client";
  readonly via: "json-rpc" | "input-request";
  readonly result: string | null;
  readonly alternativeResults: readonly string[];
}

/** What a spec version supplies: its parser, its validators by definition name, its method table. */
export interface Protocol {
  parseMessage(input: unknown, options: { from?: Sender }): Parsed;
  validate(definition: string, value: unknown): ValidationResult | undefined;
  readonly methods: readonly MethodFacts[];
}

/** Thrown by a handler to answer with a JSON-RPC error of its choosing (`-32002`, resource not found...). */
export class RpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "RpcError";
    this.code = code;
    this.data = data;
  }
}

const hasOwn = Object.prototype.hasOwnProperty;

const directionOf = (sender: Sender): MethodFacts["direction"] => (sender === "client" ? "client-to-server" : "server-to-client");

/** The definitions that may answer `method` when `sender` sent it: its result, then its alternatives. */
function answersTo(protocol: Protocol, sender: Sender): Map<string, readonly string[]> {
  const answers = new Map<string, readonly string[]>();
  for (const m of protocol.methods) {
    if (m.kind !== "request" || m.via !== "json-rpc" || m.direction !== directionOf(sender) || m.result === null) continue;
    answers.set(m.method, [m.result, ...m.alternativeResults]);
  }
  return answers;
}

/** The first of `definitions` that accepts `value`; else the errors of the first (the method's own result). */
function checkAnswer(protocol: Protocol, definitions: readonly string[], value: unknown): { ok: true; definition: string } | { ok: false; errors: ValidationError[] } {
  let first: ValidationError[] | undefined;
  for (const d of definitions) {
    const r = protocol.validate(d, value);
    if (r === undefined) continue;
    if (r.ok) return { ok: true, definition: d };
    first ??= r.errors;
  }
  return { ok: false, errors: first ?? [{ path: "", keyword: "definition", message: `no validator for ${definitions.join(", ")}` }] };
}

/** How a version spells "no id" in an error response: omitted where its error envelope allows, else JSON-RPC 2.0's `null`. */
type NoId = "omit" | "null";

function noIdOf(protocol: Protocol): NoId {
  // The version's own parser decides: does it accept an error response without an id?
  return protocol.parseMessage({ jsonrpc: "2.0", error: { code: PARSE_ERROR, message: "Parse error" } }, {}).ok ? "omit" : "null";
}

function errorResponse(id: RequestId | null, noId: NoId, code: number, message: string, data?: unknown): ErrorResponse {
  const error = data === undefined ? { code, message } : { code, message, data };
  if (id !== null) return { jsonrpc: "2.0", id, error };
  return noId === "omit" ? { jsonrpc: "2.0", error } : { jsonrpc: "2.0", id: null, error };
}

/**
 * The version's rule for a request id, the same everywhere (parser, dispatcher, pairing): its `RequestId` definition
 * (the spec's is string or integer; the shipped patch, following schema.ts, widens it to string or number).
 */
function requestIdRule(protocol: Protocol): (id: unknown) => id is RequestId {
  return (id): id is RequestId => {
    const r = protocol.validate("RequestId", id);
    return r === undefined ? typeof id === "string" || (typeof id === "number" && Number.isFinite(id)) : r.ok;
  };
}

/** The id of a message that failed to parse, when it has one the version's rule accepts. */
function idOf(input: unknown, isId: (id: unknown) => id is RequestId): RequestId | null {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || !hasOwn.call(value, "id")) return null;
  const id = (value as { id: unknown }).id;
  return isId(id) ? id : null;
}

const prefixed = (errors: readonly ValidationError[], prefix: string): ValidationError[] => errors.map((e) => ({ ...e, path: `${prefix}${e.path}` }));

export type RequestHandler<Extra> = (params: any, extra: Extra) => unknown;
export type NotificationHandler<Extra> = (params: any, extra: Extra) => unknown;

export interface DispatcherOptions<Extra> {
  /** The side this dispatcher answers for: a server handles what clients send. */
  readonly side: Sender;
  readonly handlers: { readonly [method: string]: RequestHandler<Extra> | undefined };
  readonly notifications?: { readonly [method: string]: NotificationHandler<Extra> | undefined };
  /** Check each handler's result against the method's result types (default true: development mode). */
  readonly validateResults?: boolean;
  /** A notification handler threw, or an invalid or unknown notification arrived (notifications get no response). */
  readonly onNotificationError?: (error: unknown, method: string | undefined) => void;
  /** A handler threw something other than an RpcError (answered with -32603, without its message). */
  readonly onHandlerError?: (error: unknown, method: string) => void;
}

export interface Dispatcher<Extra> {
  /**
   * One incoming message: a request gets its response (result or JSON-RPC error); a notification
   * runs its handler and gets undefined. Results and error responses are not for the dispatcher
   * (give them to a pairing): they get undefined too.
   */
  handle(input: unknown, extra: Extra): Promise<Response | undefined>;
}

export function createDispatcher<Extra>(protocol: Protocol, options: DispatcherOptions<Extra>): Dispatcher<Extra> {
  const peer: Sender = options.side === "server" ? "client" : "server";
  const answers = answersTo(protocol, peer);
  const validateResults = options.validateResults ?? true;
  const notificationError = options.onNotificationError ?? (() => {});
  const isId = requestIdRule(protocol);
  const noId = noIdOf(protocol);
  const reply = (id: RequestId | null, code: number, message: string, data?: unknown) => errorResponse(id, noId, code, message, data);
  return {
    async handle(input, extra) {
      const parsed = protocol.parseMessage(input, { from: peer });
      if (!parsed.ok) {
        if (parsed.kind === "notification") {
          notificationError(parsed, parsed.method);
          return undefined;
        }
        if (parsed.kind === "result" || parsed.kind === "error") return undefined;
        const id = idOf(input, isId);
        switch (parsed.reason) {
          case "json":
            return reply(null, PARSE_ERROR, "Parse error");
          case "unknown-method":
          case "direction":
            return reply(id, METHOD_NOT_FOUND, "Method not found", { method: parsed.method });
          case "invalid":
            return reply(id, INVALID_PARAMS, "Invalid params", { errors: parsed.errors });
          default:
            return reply(id, INVALID_REQUEST, "Invalid Request", { errors: parsed.errors });
        }
      }
      if (parsed.kind === "notification") {
        const handler = options.notifications && hasOwn.call(options.notifications, parsed.method) ? options.notifications[parsed.method] : undefined;
        try {
          await handler?.(parsed.message.params, extra);
        } catch (e) {
          notificationError(e, parsed.method);
        }
        return undefined;
      }
      if (parsed.kind !== "request") return undefined;
      const { id } = parsed.message;
      const handler = hasOwn.call(options.handlers, parsed.method) ? options.handlers[parsed.method] : undefined;
      if (!handler) return reply(id, METHOD_NOT_FOUND, "Method not found", { method: parsed.method });
      let result: unknown;
      try {
        result = await handler(parsed.message.params, extra);
      } catch (e) {
        if (e instanceof RpcError) return reply(id, e.code, e.message, e.data);
        options.onHandlerError?.(e, parsed.method);
        return reply(id, INTERNAL_ERROR, "Internal error");
      }
      if (validateResults) {
        const check = checkAnswer(protocol, answers.get(parsed.method) ?? [], result);
        if (!check.ok) return reply(id, INTERNAL_ERROR, "Internal error: the handler's result is invalid", { method: parsed.method, errors: prefixed(check.errors, "/result") });
      }
      return { jsonrpc: "2.0", id, result };
    },
  };
}

/** Why a pairing refused a request or a response. */
export type PairingFailure =
  | { ok: false; reason: "invalid-id" | "duplicate-id"; id: unknown; method: string }
  | { ok: false; reason: "not-a-response"; errors: ValidationError[] }
  | { ok: false; reason: "unknown-id"; id: RequestId | null }
  | { ok: false; reason: "invalid-result" | "invalid-error"; id: RequestId; method: string; errors: ValidationError[] };

export type PairedAnswer =
  | { ok: true; kind: "result"; id: RequestId; method: string; definition: string; result: unknown }
  | { ok: true; kind: "error"; id: RequestId; method: string; error: ErrorObject }
  /** An error response with id `null`: the peer could not read a request's id (parse error, invalid request); it answers no pending request. */
  | { ok: true; kind: "error"; id: null; method: null; error: ErrorObject }
  /** The result of a request outside the version's method table (`x-vendor/foo`), checked as the generic `Result` only. */
  | { ok: true; kind: "extension-result"; id: RequestId; method: string; result: unknown };

export interface Pairing {
  /**
   * Remember a request this side sends; its response will be checked against `method`'s results (a method outside the
   * version's table, `x-vendor/foo`, is recorded too: its answer is an `extension-result`, checked as the generic
   * result envelope only, or its error).
   */
  request(id: RequestId, method: string): { ok: true } | PairingFailure;
  /** Forget a request (it was cancelled: no response will be checked). False if it was not pending. */
  cancel(id: RequestId): boolean;
  /**
   * Every outgoing message, as it is sent: a request is recorded (as `request`), a `notifications/cancelled`
   * forgets the request it cancels (as `cancel`); anything else is left alone.
   */
  sent(message: unknown): { ok: true } | PairingFailure;
  /** Pair a response with its request, forget the request, and check the result. */
  response(input: unknown): PairedAnswer | PairingFailure;
  /** Requests sent and not yet answered or cancelled. */
  readonly pending: number;
}

/** Request/response pairing for the side that sends the requests (`sender`). */
export function createPairing(protocol: Protocol, sender: Sender): Pairing {
  const answers = answersTo(protocol, sender);
  // Keyed by the id itself: 1 and "1" are different JSON-RPC ids.
  const pending = new Map<RequestId, string>();
  const isId = requestIdRule(protocol);
  const request = (id: RequestId, method: string): { ok: true } | PairingFailure => {
    if (!isId(id)) return { ok: false, reason: "invalid-id", id, method };
    if (pending.has(id)) return { ok: false, reason: "duplicate-id", id, method };
    pending.set(id, method);
    return { ok: true };
  };
  return {
    request,
    cancel(id) {
      return pending.delete(id);
    },
    sent(message) {
      let value = message;
      if (typeof message === "string") {
        try {
          value = JSON.parse(message);
        } catch {
          return { ok: true };
        }
      }
      if (typeof value !== "object" || value === null || !hasOwn.call(value, "method")) return { ok: true };
      const m = value as { method: unknown; id?: unknown; params?: { requestId?: unknown } };
      if (typeof m.method !== "string") return { ok: true };
      if (hasOwn.call(m, "id")) return request(m.id as RequestId, m.method);
      const cancelled = m.params?.requestId;
      if (m.method === "notifications/cancelled" && isId(cancelled)) pending.delete(cancelled);
      return { ok: true };
    },
    response(input) {
      const parsed = protocol.parseMessage(input, {});
      if (!parsed.ok && (parsed.kind === "result" || parsed.kind === "error")) {
        // A malformed response to a pending request still answers it: forget the request, report why.
        const id = idOf(input, isId);
        const method = id === null ? undefined : pending.get(id);
        if (id === null || method === undefined) return { ok: false, reason: "unknown-id", id };
        pending.delete(id);
        return { ok: false, reason: parsed.kind === "result" ? "invalid-result" : "invalid-error", id, method, errors: parsed.errors };
      }
      if (!parsed.ok || (parsed.kind !== "result" && parsed.kind !== "error")) {
        const errors = parsed.ok ? [{ path: "", keyword: "kind", message: `a ${parsed.kind} is not a response` }] : parsed.errors;
        return { ok: false, reason: "not-a-response", errors };
      }
      const id = parsed.message.id ?? null;
      if (id === null && parsed.kind === "error") return { ok: true, kind: "error", id: null, method: null, error: parsed.message.error };
      const method = id === null ? undefined : pending.get(id);
      if (id === null || method === undefined) return { ok: false, reason: "unknown-id", id };
      pending.delete(id);
      if (parsed.kind === "error") return { ok: true, kind: "error", id, method, error: parsed.message.error };
      const results = answers.get(method);
      if (results === undefined) return { ok: true, kind: "extension-result", id, method, result: parsed.message.result };
      const check = checkAnswer(protocol, results, parsed.message.result);
      if (!check.ok) return { ok: false, reason: "invalid-result", id, method, errors: prefixed(check.errors, "/result") };
      return { ok: true, kind: "result", id, method, definition: check.definition, result: parsed.message.result };
    },
    get pending() {
      return pending.size;
    },
  };
}
