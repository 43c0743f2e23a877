import type { Model } from "../ir/model.js";
import { definitionsByName } from "../ir/lookup.js";
import { listedProperties } from "../ir/walk.js";
import type { CapabilitySide, Direction, MethodInfo, MethodKind } from "./methodInfo.js";

export type { CapabilitySide } from "./methodInfo.js";

/** A capability key of one side and its sub-keys, as `<Side>Capabilities` lists them. */
export interface CapabilityKey {
  key: string;
  subKeys: string[];
}

export type CapabilityKeys = Record<CapabilitySide, CapabilityKey[]>;

/** One capability (`tools`) or sub-capability (`resources.subscribe`) and the methods it guards. */
export interface CapabilityEntry {
  /** Dotted path: `tools`, `resources.subscribe`. */
  key: string;
  /** The key a sub-key belongs to; null for a top-level key. */
  parent: string | null;
  /** Methods whose most specific guard this is, sorted. */
  guards: string[];
}

export type CapabilityMap = Record<CapabilitySide, CapabilityEntry[]>;

const capabilityDefinitions: Record<CapabilitySide, string> = {
  client: "ClientCapabilities",
  server: "ServerCapabilities",
};

/** Methods whose area is not their first name segment (documented in docs/methods.md). */
export const areaExceptions: Readonly<Record<string, string>> = { "notifications/message": "logging" };
/** Methods guarded by a sub-key not named after them. */
export const subKeyExceptions: Readonly<Record<string, string>> = {
  "resources/unsubscribe": "subscribe",
  "notifications/resources/updated": "subscribe",
};

/** The keys and sub-keys each side can declare (sorted), from `ClientCapabilities`/`ServerCapabilities`. */
export function capabilityKeys(model: Model): CapabilityKeys {
  const defs = definitionsByName(model);
  const keysOf = (side: CapabilitySide): CapabilityKey[] => {
    const def = defs.get(capabilityDefinitions[side]);
    if (!def) return [];
    return listedProperties(def.type, defs)
      .map((p) => ({
        key: p.name,
        subKeys: listedProperties(p.type, defs)
          .map((s) => s.name)
          .sort(compare),
      }))
      .sort((a, b) => compare(a.key, b.key));
  };
  return { client: keysOf("client"), server: keysOf("server") };
}

/**
 * The capability guarding a method. Its area is the first name segment (after `notifications/`);
 * a key equal to the area or its plural (`completion` -> `completions`) guards it. The key is looked
 * up on the side that must declare it: for a request the receiver, for a notification the sender;
 * if that side has no such key, the other side (`notifications/elicitation/complete` is the client's
 * `elicitation`). A sub-key equal to the next segment in camelCase (`list_changed` -> `listChanged`,
 * `subscribe`, `tasks.list`) narrows it.
 */
export function guardingCapability(
  m: { method: string; kind: MethodKind; direction: Direction },
  keys: CapabilityKeys,
): { side: CapabilitySide; path: string } | undefined {
  const segments = m.method.split("/");
  const rest = segments[0] === "notifications" && m.kind === "notification" ? segments.slice(1) : segments;
  const area = areaExceptions[m.method] ?? rest[0]!;
  const sender: CapabilitySide = m.direction === "client-to-server" ? "client" : "server";
  const receiver: CapabilitySide = sender === "client" ? "server" : "client";
  const primary = m.kind === "request" ? receiver : sender;
  for (const side of [primary, primary === "client" ? "server" : "client"] as const) {
    const key = keys[side].find((k) => k.key === area || k.key === `${area}s`);
    if (!key) continue;
    const wanted =
      subKeyExceptions[m.method] ??
      (rest.length > 1 && !(m.method in areaExceptions) ? camelCase(rest[1]!) : undefined);
    const sub = wanted !== undefined && key.subKeys.includes(wanted) ? wanted : undefined;
    return { side, path: sub ? `${key.key}.${sub}` : key.key };
  }
  return undefined;
}

/** Every capability key and sub-key per side with the methods it guards (its own, not its sub-keys'). */
export function deriveCapabilities(model: Model, methods: readonly MethodInfo[]): CapabilityMap {
  const keys = capabilityKeys(model);
  const build = (side: CapabilitySide): CapabilityEntry[] => {
    const entries: CapabilityEntry[] = [];
    for (const k of keys[side]) {
      entries.push({ key: k.key, parent: null, guards: guardedBy(side, k.key, methods) });
      for (const s of k.subKeys) {
        const path = `${k.key}.${s}`;
        entries.push({ key: path, parent: k.key, guards: guardedBy(side, path, methods) });
      }
    }
    return entries.sort((a, b) => compare(a.key, b.key));
  };
  return { client: build("client"), server: build("server") };
}

function guardedBy(side: CapabilitySide, path: string, methods: readonly MethodInfo[]): string[] {
  const names = methods.filter((m) => m.capabilitySide === side && m.capability === path).map((m) => m.method);
  return [...new Set(names)].sort(compare);
}

function camelCase(segment: string): string {
  return segment.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
