/**
 * Rename candidates: a removed and an added definition whose structures are close.
 * Similarity is the Jaccard index of their structural features (path + kind, property names and
 * requiredness, ref targets, constant values). A pair whose `method` constants differ is two
 * different messages, never a rename. Matching is greedy, best score first, and symmetric.
 * Pairs are compared only within buckets of shared rare features (see `prefix`): linear in
 * practice where comparing every removed definition with every added one is quadratic.
 */
import type { Definition, TypeNode } from "../ir/model.js";
import { canonical } from "./fingerprint.js";
import { childrenOf } from "../ir/walk.js";

export interface RenameCandidate {
  from: string;
  to: string;
  similarity: number;
}

export const defaultRenameThreshold = 0.6;

export function findRenames(
  removed: readonly Definition[],
  added: readonly Definition[],
  threshold = defaultRenameThreshold,
): RenameCandidate[] {
  const fa = removed.map((d) => ({ def: d, features: features(d.type), method: methodOf(d.type) }));
  const fb = added.map((d) => ({ def: d, features: features(d.type), method: methodOf(d.type) }));
  const scored: RenameCandidate[] = [];
  const order = rarestFirst([...fa, ...fb].map((x) => x.features));
  const index = new Map<string, number[]>();
  fb.forEach((b, j) => {
    for (const f of prefix(b.features, order, threshold)) {
      let bucket = index.get(f);
      if (!bucket) index.set(f, (bucket = []));
      bucket.push(j);
    }
  });
  for (const a of fa) {
    const candidates = new Set<number>();
    for (const f of prefix(a.features, order, threshold)) for (const j of index.get(f) ?? []) candidates.add(j);
    for (const j of [...candidates].sort((x, y) => x - y)) {
      const b = fb[j]!;
      if (a.method !== undefined && b.method !== undefined && a.method !== b.method) continue;
      const similarity = jaccard(a.features, b.features);
      if (similarity >= threshold)
        scored.push({ from: a.def.name, to: b.def.name, similarity: Math.round(similarity * 100) / 100 });
    }
  }
  // Best first; ties broken by the unordered name pair so diff(B, A) picks the mirror pairs.
  scored.sort((x, y) => y.similarity - x.similarity || compare(pairKey(x), pairKey(y)));
  const usedFrom = new Set<string>();
  const usedTo = new Set<string>();
  const out: RenameCandidate[] = [];
  for (const c of scored) {
    if (usedFrom.has(c.from) || usedTo.has(c.to)) continue;
    usedFrom.add(c.from);
    usedTo.add(c.to);
    out.push(c);
  }
  return out.sort((x, y) => compare(x.from, y.from));
}

function features(node: TypeNode, path = "", out = new Set<string>()): Set<string> {
  out.add(`${path}#${node.kind}`);
  switch (node.kind) {
    case "ref":
      out.add(`${path}->${node.target}`);
      break;
    case "literal":
      out.add(`${path}=${canonical(node.value)}`);
      break;
    case "enum":
      for (const v of node.values) out.add(`${path}=${canonical(v)}`);
      break;
    case "primitive":
      out.add(`${path}:${node.type}`);
      break;
    case "object":
      for (const p of node.properties) if (p.required) out.add(`${path}/${p.name}!`);
      break;
    default:
      break;
  }
  for (const c of childrenOf(node)) {
    // Union members are matched by content elsewhere; here their position must not matter.
    const tokens =
      c.tokens[0] === "anyOf" || c.tokens[0] === "oneOf" || c.tokens[0] === "allOf" ? [c.tokens[0]] : c.tokens;
    features(c.node, `${path}/${tokens.join("/")}`, out);
  }
  return out;
}

function methodOf(node: TypeNode): string | undefined {
  if (node.kind !== "object") return undefined;
  const t = node.properties.find((p) => p.name === "method")?.type;
  return t?.kind === "literal" && typeof t.value === "string" ? t.value : undefined;
}

/** Each feature's rank, rarest first (ties by text): prefixes of rare features make small buckets. */
/** Two definitions' similarity as findRenames scores it; undefined when their `method` constants differ. */
export function pairSimilarity(a: Definition, b: Definition): number | undefined {
  const [ma, mb] = [methodOf(a.type), methodOf(b.type)];
  if (ma !== undefined && mb !== undefined && ma !== mb) return undefined;
  return Math.round(jaccard(features(a.type), features(b.type)) * 100) / 100;
}

function rarestFirst(sets: readonly Set<string>[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const s of sets) for (const f of s) count.set(f, (count.get(f) ?? 0) + 1);
  const ranked = [...count.keys()].sort((x, y) => count.get(x)! - count.get(y)! || compare(x, y));
  return new Map(ranked.map((f, i) => [f, i]));
}

/**
 * The rarest `n - ceil(t * n) + 1` of a set's `n` features. Two sets whose Jaccard index is at
 * least `t` share a feature of their prefixes (the prefix filter of all-pairs similarity
 * joins), so comparing only pairs that share a bucket finds every pair `findRenames` scores.
 * The epsilon keeps a float product such as 0.6 * 5 from rounding the prefix one too short.
 */
function prefix(set: Set<string>, order: ReadonlyMap<string, number>, t: number): string[] {
  const sorted = [...set].sort((x, y) => order.get(x)! - order.get(y)!);
  const keep = t <= 0 ? sorted.length : sorted.length - Math.ceil(t * sorted.length - 1e-9) + 1;
  return sorted.slice(0, Math.max(1, keep));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  const union = a.size + b.size - common;
  return union === 0 ? 1 : common / union;
}

function pairKey(c: RenameCandidate): string {
  return [c.from, c.to].sort().join("\u0000");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
