/**
 * The diff stage: two models in, a list of changes out. Pure: derives each side's method map,
 * senders, capabilities, error codes and deprecations, walks both models once into sites, then
 * lets every registered rule classify them. Output is sorted and deterministic.
 */
import type { Model } from "../ir/model.js";
import { deriveCapabilities } from "../mcp/capabilities.js";
import type { TsDeprecation } from "../schemaTs/model.js";
import { alignModels } from "./align.js";
import { collectDeprecations } from "./deprecations.js";
import { collectErrorCodes } from "./errorCodes.js";
import { methodsOf } from "./methodsOf.js";
import { defaultRenameThreshold, findRenames } from "./renames.js";
import { rules, type RuleId } from "./rules/index.js";
import { tagSenders } from "./senders.js";
import type { Change, DiffContext, RuleInput, Side, Site, SiteKind, SiteOf, Snapshot } from "./types.js";

export function diffModels(from: Model, to: Model, context: DiffContext = {}): Change<RuleId>[] {
  const a = snapshot(from, context.tsDeprecations?.from);
  const b = snapshot(to, context.tsDeprecations?.to);
  const removed = from.definitions.filter((d) => !b.byName.has(d.name));
  const added = to.definitions.filter((d) => !a.byName.has(d.name));
  const senders = new Map<string, ReadonlySet<Side>>();
  const input: RuleInput = {
    from: a,
    to: b,
    sites: group(alignModels(a, b)),
    renames: findRenames(removed, added, context.renameThreshold ?? defaultRenameThreshold),
    sendersOf(definition) {
      let s = senders.get(definition);
      if (!s) senders.set(definition, (s = new Set([...(a.senders.get(definition) ?? []), ...(b.senders.get(definition) ?? [])])));
      return s;
    },
    context,
  };
  const changes: Change<RuleId>[] = [];
  for (const rule of rules) {
    for (const f of rule.check(input)) {
      changes.push({ rule: rule.id, level: rule.level, breaks: [...f.breaks].sort(), path: f.path, before: f.before, after: f.after, args: f.args });
    }
  }
  // Status rules (still deprecated, unresolvable) ride along with real changes; alone they are no change, so diff(A, A) is empty.
  if (changes.every((c) => statusRules.has(c.rule))) return [];
  return changes.sort(compareChanges);
}

/** One side with everything derived from its model once. */
export function snapshot(model: Model, tsTags?: readonly TsDeprecation[]): Snapshot {
  const byName = new Map(model.definitions.map((d) => [d.name, d]));
  const { methods, unpaired } = methodsOf(model);
  const caps = deriveCapabilities(model, methods);
  const capabilities = (["client", "server"] as const).flatMap((side) => caps[side].map((e) => `${side}/${e.key}`)).sort();
  return {
    model,
    byName,
    methods,
    unpaired,
    senders: tagSenders(methods, byName),
    capabilities,
    errorCodes: collectErrorCodes(model.definitions),
    deprecations: collectDeprecations(model.definitions, methods, tsTags),
  };
}

function group(sites: Site[]): RuleInput["sites"] {
  const out = { object: [], values: [], members: [], relation: [], constraints: [], description: [] } as { [K in SiteKind]: SiteOf<K>[] };
  for (const s of sites) (out[s.at] as Site[]).push(s);
  return out;
}

const statusRules = new Set<string>(rules.filter((r) => "status" in r && r.status).map((r) => r.id));
const levelRank = { ERR: 0, WARN: 1, INFO: 2 } as const;
const ruleRank = new Map<string, number>(rules.map((r, i) => [r.id, i]));

function compareChanges(x: Change, y: Change): number {
  return (
    levelRank[x.level] - levelRank[y.level] ||
    cmp(x.path, y.path) ||
    (ruleRank.get(x.rule) ?? 0) - (ruleRank.get(y.rule) ?? 0) ||
    cmp(JSON.stringify(x.before), JSON.stringify(y.before)) ||
    cmp(JSON.stringify(x.after), JSON.stringify(y.after))
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
