/**
 * Who can receive an added union member or enum value, read from the capability facts. A new variant
 * travels in the messages of some methods; on each, it is guarded by a capability when the method's
 * guard is new, when its tag names a sub-capability of that guard (`mode: "url"` ->
 * `elicitation.url`, `type: "tool_use"` -> `sampling.tools`), or when it only answers a request
 * variant that is itself new (`replyGates`). A guard new in this release cannot have been declared
 * by an old peer, nor acted on by one: the variant never reaches an old conforming peer, on either
 * side. A variant is gated when every message that carries it to a receiver is; else the receivers
 * it reaches ungated are the sides it breaks.
 * Subsumed: every instance of the added member (with the keys it lists) validates as a member the old
 * union had, and that member lists every key the new one requires (so it reads them with the same meaning).
 */
import type { JsonValue, TypeNode } from "../ir/model.js";
import { listedProperties, reachable } from "../ir/walk.js";
import type { MethodInfo } from "../mcp/methods.js";
import { relate } from "./relation.js";
import { receiver, sender } from "./rules/methodSides.js";
import type { RuleInput, Side, Snapshot } from "./types.js";

/**
 * Added members that only answer a request variant, which an old peer never sends: the member and the
 * definitions whose requests it answers. `string[]` in an elicitation answer fills a multi-select field.
 */
export const replyGates: readonly { definition: string; member: string; answers: readonly string[] }[] = [
  {
    definition: "ElicitResult",
    member: "string[]",
    answers: ["UntitledMultiSelectEnumSchema", "TitledMultiSelectEnumSchema"],
  },
];

/** The guard found on one message that carries the variant, and whether it is new in this release. */
export interface Gate {
  /** `client sampling.tools`, or `answers UntitledMultiSelectEnumSchema | ...`. */
  text: string;
  isNew: boolean;
}

export type Verdict =
  /** No old conforming peer receives it: every carrying message is guarded by something new. */
  | { kind: "gated"; gates: string[] }
  /** An old member already accepts every instance, with the same meaning. */
  | { kind: "subsumed"; by: string }
  /** Reaches old peers; `breaks` narrows the receivers when some carrying messages are gated. */
  | { kind: "open"; breaks?: Side[]; gates: string[] };

interface Carrying {
  method: MethodInfo;
  /** The side receiving the message part the definition is in. */
  to: Side;
}

/** Definition -> the methods (and message part) that carry it, in one version. */
const carriers = new WeakMap<Snapshot, Map<string, Carrying[]>>();

function carryingOf(side: Snapshot, definition: string): Carrying[] {
  let map = carriers.get(side);
  if (!map) {
    map = new Map();
    for (const m of side.methods) {
      const request = [m.inline ? m.union : m.definition, m.paramsInline ? undefined : m.params ?? undefined];
      const result = [m.result ?? undefined, ...m.alternativeResults];
      const parts: [(string | undefined)[], Side][] = [
        [request, receiver(m)],
        [result, sender(m)],
      ];
      for (const [starts, to] of parts)
        for (const name of reachable(
          starts.filter((s): s is string => s !== undefined),
          side.byName,
        ))
          map.set(name, [...(map.get(name) ?? []), { method: m, to }]);
    }
    carriers.set(side, map);
  }
  return map.get(definition) ?? [];
}

/** The verdict on an added value (a member's tags, or an enum value) in `definition` of the new version. */
export function gateVerdict(
  input: RuleInput,
  definition: string,
  tags: readonly string[],
  reply?: { member: string },
): Verdict {
  const carrying = carryingOf(input.to, definition);
  if (carrying.length === 0) return { kind: "open", gates: [] };
  const open = new Set<Side>();
  const gates = new Set<string>();
  for (const c of carrying) {
    const found = gatesOn(input, c.method, tags, definition, reply);
    for (const g of found) gates.add(`${g.text}${g.isNew ? " (new)" : ""}`);
    if (!found.some((g) => g.isNew)) open.add(c.to);
  }
  if (open.size === 0) return { kind: "gated", gates: [...gates].sort() };
  return { kind: "open", gates: [...gates].sort(), ...(gates.size > 0 ? { breaks: [...open].sort() } : {}) };
}

function gatesOn(
  input: RuleInput,
  m: MethodInfo,
  tags: readonly string[],
  definition: string,
  reply?: { member: string },
): Gate[] {
  const out: Gate[] = [];
  const isNew = (side: string, key: string) => !input.from.capabilities.includes(`${side}/${key}`);
  if (m.capability !== null && m.capabilitySide !== null) {
    const side = m.capabilitySide;
    if (isNew(side, m.capability)) out.push({ text: `${side} ${m.capability}`, isNew: true });
    const prefix = `${side}/${m.capability}.`;
    const subKeys = input.to.capabilities.filter((c) => c.startsWith(prefix)).map((c) => c.slice(prefix.length));
    for (const tag of tags) {
      const sub = subKeys.find((k) => namesFor(tag).includes(k));
      if (sub !== undefined) out.push({ text: `${side} ${m.capability}.${sub}`, isNew: isNew(side, `${m.capability}.${sub}`) });
    }
  }
  if (reply) {
    for (const g of replyGates) {
      if (g.definition !== definition || g.member !== reply.member) continue;
      out.push({ text: `answers ${g.answers.join(" | ")}`, isNew: g.answers.every((a) => !input.from.byName.has(a)) });
    }
  }
  return out;
}

/** Names a tag may give its sub-capability: `url`, `tool_use` -> `tool`, `tools`, `toolUse`. */
function namesFor(tag: string): string[] {
  const words = tag.split(/[_\-\s./]+/).filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const camel = words[0]! + words.slice(1).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  return [camel, words[0]!, `${words[0]}s`];
}

/** A member's tags: the string constants of its `type`, `mode`, `kind` or `method` property. */
export function tagsOf(node: TypeNode, side: Snapshot): string[] {
  return listedProperties(node, side.byName)
    .filter((p) => ["type", "mode", "kind", "method"].includes(p.name))
    .flatMap((p) => (p.type.kind === "literal" && typeof p.type.value === "string" ? [p.type.value] : []));
}

/** The old member an added one is subsumed by (its name or summary), if any. */
export function subsumedBy(
  input: RuleInput,
  added: TypeNode,
  old: readonly TypeNode[],
  name: (n: TypeNode) => string,
): string | undefined {
  const required = listedProperties(added, input.to.byName)
    .filter((p) => p.required)
    .map((p) => p.name);
  // Its instances as a sender builds them: the keys it lists, none it merely tolerates.
  const resolved = added.kind === "ref" ? input.to.byName.get(added.target)?.type : added;
  const built: TypeNode = resolved?.kind === "object" ? { ...resolved, additional: { kind: "closed" } } : added;
  for (const o of old) {
    const relation = relate(o, built, input.from, input.to);
    if (relation !== "equal" && relation !== "narrower") continue;
    const listed = new Set(listedProperties(o, input.from.byName).map((p) => p.name));
    if (required.every((r) => listed.has(r))) return name(o);
  }
  return undefined;
}

/** An enum value's tag: itself, when it is a string. */
export function valueTags(value: JsonValue): string[] {
  return typeof value === "string" ? [value] : [];
}
