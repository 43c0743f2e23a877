/**
 * Changes -> one row per cause. A change to a definition that others copy (inline copies of a base,
 * `allOf` members spelled out, a shape behind a new alias) shows up once per copy with the same fact;
 * those are one cause, listed once with every place it shows up (`locations`) and the methods it
 * reaches. A re-routed or removed method carries the changes that only say so again: the envelope
 * fields its message lost, the definitions that existed only for it. Rows are ordered by impact: the
 * messages a cause touches (most first), then level, then methods, what methods send, types nothing
 * sends; description-only edits last.
 */
import type { JsonValue } from "../ir/model.js";
import { canonical } from "./fingerprint.js";
import type { Change, Finding, Level } from "./types.js";

/** One place a cause shows up. */
export type Location = Pick<Change, "path" | "rule" | "level" | "breaks">;

/** One cause: its own location's finding (`path`: the base definition others copy, or the method). */
export interface Cause extends Finding {
  /** The rule of the cause's own location. */
  rule: string;
  /** The highest level over its locations (`breaks`: every side any location breaks, sorted). */
  level: Level;
  /** Methods the cause reaches, sorted. */
  methods: string[];
  /** Definitions it shows up in, sorted. */
  definitions: string[];
  /** Every place it shows up, the cause's own first. */
  locations: Location[];
  /** 0: a method itself; 1: what methods send; 2: types nothing sends; 3: prose. */
  impact: 0 | 1 | 2 | 3;
  /** The SEP the spec names for it (its own place's first, then any location's). */
  sep?: string;
}

const levelRank: Record<Level, number> = { ERR: 0, WARN: 1, INFO: 2 };
const methodRules = /^method-/;
/** Envelope fields a message definition loses when its method stops being a JSON-RPC request. */
const envelopeField = /^[^/]+\/properties\/(?:id|jsonrpc)$/;

export function groupCauses(changes: readonly Change[]): Cause[] {
  const byMethod = new Map<string, Change[]>();
  for (const c of changes) {
    if (c.rule === "method-via-changed" || c.rule === "method-removed")
      byMethod.set(c.path.slice("methods/".length), [...(byMethod.get(c.path.slice("methods/".length)) ?? []), c]);
  }
  // Structural changes a capability change can join (not prose, not deprecation status).
  const byPath = new Map(
    changes
      .filter((c) => !c.path.startsWith("capabilities/") && !/deprecat|description/.test(c.rule))
      .map((c) => [c.path, c]),
  );
  const widened = changes.filter((c) => c.rule === "schema-field-widened");
  const requiring = new Map(changes.filter((c) => requiringRules.test(c.rule)).map((c) => [c.path, c]));
  const groups = new Map<string, Change[]>();
  const order: string[] = [];
  for (const c of changes) {
    const key =
      absorbedBy(c, byMethod) ??
      capabilityOwner(c, byPath) ??
      schemaFieldOwner(c, widened) ??
      requiredOwner(c, requiring) ??
      factKey(c);
    if (!groups.has(key)) {
      groups.set(key, []);
      order.push(key);
    }
    groups.get(key)!.push(c);
  }
  return order.map((k) => toCause(groups.get(k)!, k)).sort(compareCauses);
}

/** The group a change joins because a method-level change already says it. */
function absorbedBy(c: Change, byMethod: ReadonlyMap<string, Change[]>): string | undefined {
  if (methodRules.test(c.rule)) return undefined;
  const owners = c.message !== undefined ? (byMethod.get(c.message) ?? []) : [];
  // The envelope fields a message lost when its method left JSON-RPC.
  const moved = owners.find((o) => o.rule === "method-via-changed");
  if (moved && envelopeField.test(c.path)) return factKey(moved);
  if (c.rule !== "definition-removed") return undefined;
  // A definition removed with its method: the message itself, or what only that method used.
  const removed = owners.find((o) => o.rule === "method-removed");
  if (removed) return factKey(removed);
  const usedBy = c.usedBy ?? c.methods;
  const users = usedBy.flatMap((m) => byMethod.get(m) ?? []);
  return usedBy.length > 0 && users.length >= usedBy.length && users.every((o) => o.rule === "method-removed")
    ? factKey(users[0]!)
    : undefined;
}

/**
 * A capability added or removed is what its `ClientCapabilities`/`ServerCapabilities` member says: it joins
 * that member's change (`capabilities/client/tasks.list` joins `ClientCapabilities/properties/tasks`).
 */
function capabilityOwner(c: Change, byPath: ReadonlyMap<string, Change>): string | undefined {
  const m = /^capabilities\/(client|server)\/(.+)$/.exec(c.path);
  if (!m) return undefined;
  const keys = m[2]!.split(".").map((k) => k.replace(/~/g, "~0").replace(/\//g, "~1"));
  // The most specific member first: `roots.listChanged` is `.../roots/properties/listChanged`, then `.../roots`.
  for (let n = keys.length; n > 0; n--) {
    const holder = `${m[1] === "client" ? "Client" : "Server"}Capabilities/properties/${keys.slice(0, n).join("/properties/")}`;
    const owner = byPath.get(holder);
    if (owner) return factKey(owner);
  }
  return undefined;
}

const requiringRules = /(?:required-property-added|property-became-required)$/;

/**
 * A key that must now be sent because the object holding it must now be sent is that one change: the
 * required `_meta`'s new required keys join the `_meta` row, and a `params` that became required
 * because its type now requires a key (`args.because`) joins that key's row.
 */
function requiredOwner(c: Change, requiring: ReadonlyMap<string, Change>, depth = 0): string | undefined {
  if (!requiringRules.test(c.rule) || depth > 16) return undefined;
  const because = typeof c.args.because === "string" ? c.args.because : /^(.*)\/properties\/[^/]+$/.exec(c.path)?.[1];
  const parent = because === undefined ? undefined : requiring.get(because);
  if (!parent || parent === c) return undefined;
  return requiredOwner(parent, requiring, depth + 1) ?? factKey(parent);
}

/** A key widened inside a schema-valued field is that field's widening seen closer: it joins the field's row. */
function schemaFieldOwner(c: Change, widened: readonly Change[]): string | undefined {
  if (c.rule === "schema-field-widened" || /deprecat|description/.test(c.rule)) return undefined;
  const owner = widened.find((w) => c.path.startsWith(`${w.path}/`));
  return owner ? factKey(owner) : undefined;
}

/** Same fact, wherever it shows up: the rule family (sender prefix dropped), its args and values. */
function factKey(c: Change): string {
  const family = c.rule.replace(/^(?:request|response|shared)-/, "");
  return JSON.stringify([
    family,
    canonical(c.args as JsonValue),
    canonical(c.before),
    canonical(c.after),
    methodRules.test(c.rule) || c.rule.startsWith("definition-") ? c.path : "",
  ]);
}

function toCause(group: Change[], key: string): Cause {
  // The place is where the fact itself happened, not one that joined it.
  const owners = group.filter((c) => factKey(c) === key);
  const own = pickOwn(owners.length > 0 ? owners : group);
  const rest = group.filter((c) => c !== own).sort((a, b) => cmp(a.path, b.path));
  const locations = [own, ...rest].map((c) => ({ path: c.path, rule: c.rule, level: c.level, breaks: [...c.breaks] }));
  const level = group.reduce<Level>((l, c) => (levelRank[c.level] < levelRank[l] ? c.level : l), "INFO");
  const breaks = [...new Set(group.flatMap((c) => c.breaks))].sort();
  const methods = [...new Set(group.flatMap((c) => c.methods))].sort();
  const definitions = [
    ...new Set(
      group.map((c) => c.path.split("/")[0]!).filter((d) => !["methods", "capabilities", "errors"].includes(d)),
    ),
  ].sort();
  // The place is the base; the rule (and so the wording: who sends it) is what most of the weightiest copies say.
  // The wording says who sends it, as the weightiest copies do: the base may be sent by nobody; copies sent
  // by different sides speak as one fact both sides send.
  const family = own.rule.replace(/^(?:request|response|shared)-/, "");
  const roles = new Set(
    group
      .filter((c) => c.level === level && c.rule !== family && c.rule.endsWith(`-${family}`))
      .map((c) => c.rule.slice(0, -family.length - 1)),
  );
  const voice =
    family === own.rule || roles.size === 0
      ? own.rule
      : roles.size === 1
        ? `${[...roles][0]}-${family}`
        : `shared-${family}`;
  return {
    rule: voice,
    level,
    breaks,
    path: own.path,
    before: own.before,
    after: own.after,
    args: own.args,
    methods,
    definitions,
    locations,
    impact: impactOf(own, methods),
    ...((own.sep ?? group.find((c) => c.sep)?.sep) ? { sep: own.sep ?? group.find((c) => c.sep)!.sep! } : {}),
  };
}

/** The cause's own place: a method row, else the base definition (sent by no method itself; then the shortest name). */
function pickOwn(group: Change[]): Change {
  const method = group.find((c) => methodRules.test(c.rule));
  if (method) return method;
  return [...group].sort(
    (a, b) =>
      Number(a.path.startsWith("capabilities/")) - Number(b.path.startsWith("capabilities/")) ||
      // A copy nothing puts on the wire, or no method reaches, is the base the others copy (`Result`, `BaseMetadata`).
      Number(!a.extended) - Number(!b.extended) ||
      Number(!a.offWire) - Number(!b.offWire) ||
      Number(a.methods.length > 0) - Number(b.methods.length > 0) ||
      a.path.split("/")[0]!.length - b.path.split("/")[0]!.length ||
      a.path.length - b.path.length ||
      cmp(a.path, b.path),
  )[0]!;
}

function impactOf(c: Change, methods: readonly string[]): Cause["impact"] {
  if (c.rule === "description-changed") return 3;
  if (methodRules.test(c.rule)) return 0;
  return methods.length > 0 ? 1 : 2;
}

/** By impact: prose last; then the messages a cause touches (most first), its level, its kind. */
function compareCauses(x: Cause, y: Cause): number {
  return (
    Number(x.impact === 3) - Number(y.impact === 3) ||
    y.methods.length - x.methods.length ||
    levelRank[x.level] - levelRank[y.level] ||
    x.impact - y.impact ||
    y.locations.length - x.locations.length ||
    cmp(x.path, y.path) ||
    cmp(x.rule, y.rule) ||
    cmp(JSON.stringify(x.before), JSON.stringify(y.before))
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
