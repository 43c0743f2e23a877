/**
 * Shared types of the diff stage. A diff is data: a list of `Change`s, each naming
 * the rule that found it; wording lives in `messages.ts`, keyed by rule id.
 */
import type { Constraints, Definition, JsonValue, Model, ObjectNode, Property, TypeNode } from "../ir/model.js";
import type { MethodInfo, MethodKind } from "../mcp/methods.js";
import type { TsDeprecation } from "../schemaTs/model.js";
import type { DeprecationItem } from "./deprecations.js";
import type { Rule } from "../rules/rule.js";
import type { Site as Aligned, SitesByKind } from "../rules/site.js";
import type { Unpaired } from "./methodsOf.js";

export type Level = "ERR" | "WARN" | "INFO";
export const levels = ["ERR", "WARN", "INFO"] as const satisfies readonly Level[];

export type Side = "client" | "server";
export const sides = ["client", "server"] as const satisfies readonly Side[];

/** Who sends a definition, as a rule-id prefix: client-sent, server-sent, or sent by both (or by nobody we can see). */
export type Role = "request" | "response" | "shared";

/** Which report section a non-breaking change of this rule goes to (breaking changes go to "Breaking"). */
export type Category = "added" | "removed" | "changed" | "deprecated";

export type ChangeArgs = Record<string, string | number>;

export interface Change<Id extends string = string> extends Finding {
  rule: Id;
  level: Level;
  /** Methods whose messages the changed place is part of (sorted); empty for changes outside any message. */
  methods: string[];
  /** When some of them exist in one version only: every method whose messages hold the place, in either version. */
  usedBy?: string[];
  /** The method whose request or notification the changed definition is, when it is one. */
  message?: string;
  /** The SEP the spec's own text names for the changed place (`SEP-2577`), when it names one. */
  sep?: string;
  /** Set when no method (nor the envelope) puts the changed definition on the wire: a base others copy. */
  offWire?: true;
  /** Set when other definitions extend the changed one (`ObjectNode.extends`): the base of its copies. */
  extended?: true;
}

/** What a rule reports, before the registry adds its id and level. */
export interface Finding {
  /** `Definition/properties/name/...` (JSON-pointer escaped tokens), `methods/<method>`, `capabilities/...`, `errors/<code>`. */
  path: string;
  before: JsonValue;
  after: JsonValue;
  args: ChangeArgs;
  /** Sides whose existing implementations this change breaks, sorted; empty when nobody breaks. */
  breaks: Side[];
}

/** Effect of a structural change on the set of values allowed, which decides who it breaks. */
export type Effect = "tighten" | "loosen" | "incompatible" | "neutral";

export interface DiffContext {
  /** Deprecations read from the spec's schema.ts of each side (optional). */
  tsDeprecations?: { from?: readonly TsDeprecation[]; to?: readonly TsDeprecation[] };
  /** Minimum structural similarity (0..1) for a removed + added definition pair to be a rename candidate. */
  renameThreshold?: number;
}

/** One side of the diff, with everything derived from its model once. */
export interface Snapshot {
  model: Model;
  byName: ReadonlyMap<string, Definition>;
  methods: readonly MethodInfo[];
  /** Requests the method map could not pair with a result, left out of `methods`. */
  unpaired: readonly Unpaired[];
  /** Definition name -> sides that send it (walked from the method maps). */
  senders: ReadonlyMap<string, ReadonlySet<Side>>;
  /** `client/<key>` and `server/<key>.<subKey>` capability paths, sorted. */
  capabilities: readonly string[];
  /** JSON-RPC error code -> the definitions that fix it. */
  errorCodes: ReadonlyMap<number, readonly string[]>;
  /** Every deprecatable item by change path, deprecated or not. */
  deprecations: ReadonlyMap<string, DeprecationItem>;
  /** Request/notification definitions sent inside the JSON-RPC envelope. */
  messages: ReadonlyMap<string, MethodKind>;
  /** The envelope's own properties (`id`, `jsonrpc`) per message kind. */
  envelope: Record<MethodKind, readonly Property[]>;
  /** Definitions a method or the envelope puts on the wire; a change elsewhere breaks nothing by itself. */
  reached: ReadonlySet<string>;
  /** Definitions other definitions extend (`ObjectNode.extends`). */
  extended: ReadonlySet<string>;
  /** Definition name -> the methods whose messages contain it (`method` names, sorted). */
  methodsUsing: ReadonlyMap<string, readonly string[]>;
}

/**
 * Aligned places where the two models differ, found by one structural walk; rules read these. The one
 * site shape of every rule engine (`rules/site.ts`): before is the old version, after the new.
 */
export type Site =
  | Aligned<"object", ObjectNode, ObjectNode>
  | Aligned<"values", JsonValue[], JsonValue[]>
  /** Union members: before holds the members removed, after those added; `old` every member the old union had. */
  | (Aligned<"members", TypeNode[], TypeNode[]> & { old: TypeNode[] })
  | (Aligned<"relation", TypeNode, TypeNode> & { relation: "wider" | "narrower" | "incompatible" })
  | Aligned<"constraints", Constraints, Constraints>
  | Aligned<"description", string | undefined, string | undefined>
  /** An optional property no longer listed by an object that admits any other key: its values are now unconstrained. */
  | Aligned<"unconstrained", TypeNode, undefined>
  /** An optional property newly listed by an object that admitted any other key: its values are now constrained. */
  | Aligned<"constrained", undefined, TypeNode>;

export type SiteKind = Site["at"];
export type SiteOf<K extends SiteKind> = Extract<Site, { at: K }>;
export const siteKinds = [
  "object",
  "values",
  "members",
  "relation",
  "constraints",
  "description",
  "unconstrained",
  "constrained",
] as const satisfies readonly SiteKind[];

/** Everything a rule may read. Built once per diff by `diffModels`. */
export interface RuleInput {
  from: Snapshot;
  to: Snapshot;
  sites: SitesByKind<Site>;
  /** Removed -> added definition pairs judged structurally close. */
  renames: readonly { from: string; to: string; similarity: number }[];
  /** Sides that send a definition, over both versions; empty when no method reaches it. */
  sendersOf(definition: string): ReadonlySet<Side>;
  context: DiffContext;
}

/** A diff rule: the shared rule shape (`rules/rule.ts`) plus how bad and where it reports. */
export interface DiffRule<Id extends string = string> extends Rule<Id, RuleInput, Finding> {
  level: Level;
  category: Category;
  /** A short before -> after illustration for the docs table. */
  example: { before: string; after: string };
  /** Reports a state of the versions (still deprecated, unresolvable) rather than a change: listed only beside real changes. */
  status?: true;
}
