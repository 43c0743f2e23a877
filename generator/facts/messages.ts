import type { Model } from "../ir/model.js";
import { findEnvelopes, type EnvelopeKind } from "../mcp/envelopes.js";
import { methodMembers, type MethodMember } from "../mcp/methods.js";
import type { MethodKind } from "../mcp/methodInfo.js";
import type { DefinitionNames } from "./names.js";

/** Which side of a connection sends a message. */
export type Sender = "client" | "server";

/** One member of a method union sent as a JSON-RPC message: its method, kind, sender and definition. */
export interface MessageSource extends MethodMember {
  kind: MethodKind;
  sender: Sender;
  /** The definition a message of this member is checked by: its own, or for an inline member the union holding it. */
  checkedBy: string;
}

const sourcesOf = new WeakMap<Model, readonly MessageSource[]>();

/**
 * The JSON-RPC message sources of every method, in the spec's union order (`ClientRequest`,
 * `ServerRequest`, `ClientNotification`, `ServerNotification`; see generator/mcp/methods.ts).
 * Computed once per model.
 */
export function messageSources(model: Model): readonly MessageSource[] {
  let sources = sourcesOf.get(model);
  if (!sources) {
    sources = methodMembers(model)
      .filter((m) => m.source.via === "json-rpc")
      .map((m) => ({
        ...m,
        kind: m.source.kind,
        sender: m.source.direction === "client-to-server" ? "client" : "server",
        checkedBy: m.inline ? m.container! : m.definition,
      }));
    sourcesOf.set(model, sources);
  }
  return sources;
}

/** A method's chosen source as a target resolved it, and the sources from that one on (the same message). */
export interface ChosenMessage<S, T> {
  method: string;
  message: T;
  sources: S[];
}

/**
 * Messages by method: per method, the first source (in the order given) that `resolve` knows, with
 * every later source of that method. When both directions define a method (`ping`,
 * `notifications/cancelled`), the first source's definition stands for both: they are the same
 * message. Sorted by method.
 */
export function chooseByMethod<S extends { method: string }, T>(sources: readonly S[], resolve: (source: S) => T | undefined): ChosenMessage<S, T>[] {
  const chosen = new Map<string, ChosenMessage<S, T>>();
  for (const s of sources) {
    const known = chosen.get(s.method);
    if (known) {
      known.sources.push(s);
      continue;
    }
    const message = resolve(s);
    if (message !== undefined) chosen.set(s.method, { method: s.method, message, sources: [s] });
  }
  return [...chosen.values()].sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
}

export interface MessageMethod {
  method: string;
  names: DefinitionNames;
  /** The sides the spec's method unions let send it (`ClientRequest`: client; `ServerNotification`: server). */
  senders: Sender[];
}

export interface MessagePlan {
  envelopes: Record<EnvelopeKind, DefinitionNames>;
  requests: MessageMethod[];
  notifications: MessageMethod[];
}

/**
 * Which exported definition checks each method's message, and which sides send it. An inline
 * member is checked by the union that holds it. Undefined when the schema has no JSON-RPC envelopes.
 */
export function planMessages(model: Model, names: readonly DefinitionNames[]): MessagePlan | undefined {
  const byName = new Map(names.filter((n) => n.exported).map((n) => [n.definition.name, n]));
  const envelopes = findEnvelopes((name) => byName.get(name));
  if (!envelopes) return undefined;
  const pick = (kind: MethodKind): MessageMethod[] =>
    chooseByMethod(
      messageSources(model).filter((s) => s.kind === kind),
      (s) => byName.get(s.checkedBy),
    ).map((c) => ({ method: c.method, names: c.message, senders: [...new Set(c.sources.map((s) => s.sender))].sort() }));
  return { envelopes, requests: pick("request"), notifications: pick("notification") };
}
