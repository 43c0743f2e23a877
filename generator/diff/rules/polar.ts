/**
 * A polar rule family: one structural change (say, a property became required) judged three ways,
 * by who sends the definition it happens in. `request-*`: client-sent; `response-*`: server-sent;
 * `shared-*`: sent by both, or by no method we can see (then assumed both). Who it breaks follows
 * producer/consumer polarity: tightening breaks the sender (its messages stop conforming), loosening
 * breaks the receiver (it may now get what it never expected), an incompatible change breaks both.
 */
import type { JsonValue } from "../../ir/model.js";
import type { Category, ChangeArgs, DiffRule, Effect, Finding, Level, Role, RuleInput, Side } from "../types.js";

export interface Detection {
  definition: string;
  path: string;
  before: JsonValue;
  after: JsonValue;
  args: ChangeArgs;
  /** Who it breaks when the sender roles alone would say too much (a variant gated on some of its paths). */
  breaks?: Side[];
}

export interface PolarFamily<K extends string> {
  kind: K;
  category: Category;
  effect: Effect;
  levels: Record<Role, Level>;
  /** What changed, without the sender (the registry prefixes it per role). */
  description: string;
  example: { before: string; after: string };
  detect(input: RuleInput): Detection[];
}

export type PolarRules<K extends string> = readonly [
  DiffRule<`request-${K}`>,
  DiffRule<`response-${K}`>,
  DiffRule<`shared-${K}`>,
];

const roleText: Record<Role, string> = {
  request: "In a definition the client sends",
  response: "In a definition the server sends",
  shared: "In a definition both sides send (or no method reaches)",
};

export function roleOf(senders: ReadonlySet<Side>): Role {
  if (senders.size === 1) return senders.has("client") ? "request" : "response";
  return "shared";
}

export function breaksFor(effect: Effect, senders: ReadonlySet<Side>): Side[] {
  const producers: Side[] =
    senders.size === 0 ? ["client", "server"] : (["client", "server"] as const).filter((s) => senders.has(s));
  const consumers: Side[] =
    senders.size === 1 ? (["client", "server"] as const).filter((s) => !senders.has(s)) : ["client", "server"];
  switch (effect) {
    case "tighten":
      return producers;
    case "loosen":
      return consumers;
    case "incompatible":
      return ["client", "server"];
    case "neutral":
      return [];
  }
}

export function polar<K extends string>(family: PolarFamily<K>): PolarRules<K> {
  const memo = new WeakMap<RuleInput, Detection[]>();
  const detections = (input: RuleInput): Detection[] => {
    let d = memo.get(input);
    if (!d) memo.set(input, (d = family.detect(input)));
    return d;
  };
  const make = <R extends Role>(role: R): DiffRule<`${R}-${K}`> => ({
    id: `${role}-${family.kind}`,
    level: family.levels[role],
    category: family.category,
    description: `${roleText[role]}: ${family.description}`,
    example: family.example,
    check(input): Finding[] {
      return detections(input)
        .filter((d) => roleOf(input.sendersOf(d.definition)) === role)
        .map((d) => ({
          path: d.path,
          before: d.before,
          after: d.after,
          args: d.args,
          breaks: d.breaks ?? breaksFor(family.effect, input.sendersOf(d.definition)),
        }));
    },
  });
  return [make("request"), make("response"), make("shared")] as const;
}
