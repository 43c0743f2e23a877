/**
 * The diff stage: two models in, a list of changes out. Pure: derives each side's method map,
 * senders, capabilities, error codes and deprecations, walks both models once into sites, then
 * lets every registered rule classify them. A change in a definition nothing puts on the wire
 * (an abstract base, an envelope placeholder) breaks nobody by itself: at most WARN, breaking no side;
 * its copies in the definitions methods send are reported where they are. Each change names the
 * methods it reaches. Output is sorted and deterministic; `groupCauses` folds it into one row per cause.
 */
import type { Model } from "../ir/model.js";
import { definitionsByName } from "../ir/lookup.js";
import { deriveCapabilities } from "../mcp/capabilities.js";
import type { TsDeprecation } from "../schemaTs/model.js";
import { alignModels } from "./align.js";
import { sepOf } from "./links.js";
import { collectDeprecations } from "./deprecations.js";
import { collectErrorCodes } from "./errorCodes.js";
import { methodsOf } from "./methodsOf.js";
import { defaultRenameThreshold, findRenames } from "./renames.js";
import { rules, type RuleId } from "./rules/index.js";
import { tagSenders } from "./senders.js";
import { envelopeDefinitions, envelopeProperties, messageDefinitions } from "./wire.js";
import { reachable } from "../ir/walk.js";
import { tokens } from "../ir/pointer.js";
import { siteKinds, type Change, type DiffContext, type RuleInput, type Side, type Snapshot } from "./types.js";
import { runRules } from "../rules/rule.js";
import { groupSites } from "../rules/site.js";

export function diffModels(from: Model, to: Model, context: DiffContext = {}): Change<RuleId>[] {
  const a = snapshot(from, context.tsDeprecations?.from);
  const b = snapshot(to, context.tsDeprecations?.to);
  const removed = from.definitions.filter((d) => !b.byName.has(d.name));
  const added = to.definitions.filter((d) => !a.byName.has(d.name));
  const senders = new Map<string, ReadonlySet<Side>>();
  const input: RuleInput = {
    from: a,
    to: b,
    sites: groupSites(alignModels(a, b), siteKinds),
    renames: findRenames(removed, added, context.renameThreshold ?? defaultRenameThreshold),
    sendersOf(definition) {
      let s = senders.get(definition);
      if (!s)
        senders.set(
          definition,
          (s = new Set([...(a.senders.get(definition) ?? []), ...(b.senders.get(definition) ?? [])])),
        );
      return s;
    },
    context,
  };
  // A change reaches the messages of methods both versions have; one only side has is added or removed.
  const inBoth = new Set(a.methods.map((m) => m.method).filter((m) => b.methods.some((n) => n.method === m)));
  const changes = runRules(rules, input, (rule, f): Change<RuleId> => {
    const definition = definitionOf(f.path);
    // Judged by the new version's wire, unless the definition is gone.
    const onWire =
      definition === undefined ||
      ((b.byName.has(definition) ? b.reached : a.reached).has(definition) && !isPlaceholder(f.path));
    // Off the wire, ERR is at most WARN; the envelope's own fields copied into (or out of) a base are no change at all.
    const level = onWire || rule.level !== "ERR" ? rule.level : envelopeCopy(f.path, rule.id) ? "INFO" : "WARN";
    const usedBy =
      definition === undefined
        ? methodOf(f.path)
        : [...new Set([...(a.methodsUsing.get(definition) ?? []), ...(b.methodsUsing.get(definition) ?? [])])].sort();
    const methods = definition === undefined ? usedBy : usedBy.filter((m) => inBoth.has(m));
    const message = definition === undefined ? undefined : (messageOf(definition, a) ?? messageOf(definition, b));
    const sep = sepOf(f.path, f.args, [b, a]);
    return {
      rule: rule.id,
      level,
      breaks: onWire ? [...f.breaks].sort() : [],
      path: f.path,
      before: f.before,
      after: f.after,
      args: f.args,
      methods,
      ...(usedBy.length > methods.length ? { usedBy } : {}),
      ...(message ? { message } : {}),
      ...(sep ? { sep } : {}),
      ...(onWire ? {} : { offWire: true as const }),
      ...(definition !== undefined && (a.extended.has(definition) || b.extended.has(definition))
        ? { extended: true as const }
        : {}),
    };
  });
  // Status rules (still deprecated, unresolvable) ride along with real changes; alone they are no change, so diff(A, A) is empty.
  if (changes.every((c) => statusRules.has(c.rule))) return [];
  return changes.sort(compareChanges);
}

/** One side with everything derived from its model once. */
export function snapshot(model: Model, tsTags?: readonly TsDeprecation[]): Snapshot {
  const byName = definitionsByName(model);
  const derived = methodsOf(model);
  const methods = derived.methods;
  const caps = deriveCapabilities(model, methods);
  const capabilities = (["client", "server"] as const)
    .flatMap((side) => caps[side].map((e) => `${side}/${e.key}`))
    .sort();
  const senders = tagSenders(methods, byName);
  const errorCodes = collectErrorCodes(model.definitions);
  return {
    model,
    byName,
    methods,
    unpaired: derived.unpaired,
    senders,
    capabilities,
    errorCodes,
    deprecations: collectDeprecations(model.definitions, methods, tsTags),
    messages: messageDefinitions(methods),
    envelope: {
      request: envelopeProperties("request", byName),
      notification: envelopeProperties("notification", byName),
    },
    // Error definitions fix the codes sent in JSON-RPC error responses.
    reached: new Set([...senders.keys(), ...envelopeDefinitions(byName), ...[...errorCodes.values()].flat()]),
    methodsUsing: methodsUsing(methods, byName),
    extended: new Set(model.definitions.flatMap((d) => (d.type.kind === "object" ? (d.type.extends ?? []) : []))),
  };
}

/** Definition -> methods whose request, params or results reach it (not through the method unions). */
function methodsUsing(
  methods: readonly Snapshot["methods"][number][],
  byName: Snapshot["byName"],
): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const m of methods) {
    const starts = [
      m.inline ? undefined : m.definition,
      m.paramsInline ? undefined : m.params,
      m.result,
      ...m.alternativeResults,
    ].filter((x): x is string => typeof x === "string");
    for (const name of reachable(starts, byName)) {
      const set = out.get(name) ?? new Set<string>();
      set.add(m.method);
      out.set(name, set);
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}

/** `Definition/properties/x` -> `Definition`; undefined for `methods/...`, `capabilities/...`, `errors/...`. */
function definitionOf(path: string): string | undefined {
  const head = path.split("/")[0]!;
  return ["methods", "capabilities", "errors"].includes(head) && path.includes("/")
    ? undefined
    : tokens(`#/${head}`)[0];
}

function messageOf(definition: string, side: Snapshot): string | undefined {
  return side.methods.find((m) => !m.inline && m.definition === definition)?.method;
}

/** `id`/`jsonrpc` required in a base nothing sends: the JSON-RPC envelope it now extends (`PaginatedRequest`). */
function envelopeCopy(path: string, rule: string): boolean {
  return /^[^/]+\/properties\/(?:id|jsonrpc)$/.test(path) && /required-property-(?:added|removed)$/.test(rule);
}

/** The JSON-RPC envelope's `params`/`result`: each method's own definitions say what goes there. */
function isPlaceholder(path: string): boolean {
  return /^JSONRPC[A-Za-z]*\/properties\/(?:params|result)(?:\/|$)/.test(path);
}

function methodOf(path: string): string[] {
  return path.startsWith("methods/") ? [path.slice("methods/".length)] : [];
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
