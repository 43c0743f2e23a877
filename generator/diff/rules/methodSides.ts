/** Method-map helpers: methods matched across versions, and who plays which part. */
import type { MethodInfo } from "../../mcp/methods.js";
import type { Side } from "../types.js";

export function sender(m: MethodInfo): Side {
  return m.direction === "client-to-server" ? "client" : "server";
}

export function receiver(m: MethodInfo): Side {
  return sender(m) === "client" ? "server" : "client";
}

/** `client-to-server request`, `server-to-client request (input-request)`. */
export function shape(m: MethodInfo): string {
  return `${m.direction} ${m.kind}${m.via === "json-rpc" ? "" : ` (${m.via})`}`;
}

export interface MethodPairs {
  /** Same method, direction and transport in both. */
  same: [MethodInfo, MethodInfo][];
  /** Same method and direction, but it travels only one way before and only another way after. */
  moved: [MethodInfo, MethodInfo][];
  added: MethodInfo[];
  removed: MethodInfo[];
}

/**
 * Methods are matched by name and direction, then by transport: a draft may carry a method both as a
 * JSON-RPC request and as an input request, and each is its own entry.
 */
export function pairMethods(from: readonly MethodInfo[], to: readonly MethodInfo[]): MethodPairs {
  const group = (ms: readonly MethodInfo[]) => {
    const out = new Map<string, MethodInfo[]>();
    for (const m of ms)
      out.set(`${m.method}\u0000${m.direction}`, [...(out.get(`${m.method}\u0000${m.direction}`) ?? []), m]);
    return out;
  };
  const a = group(from);
  const b = group(to);
  const pairs: MethodPairs = { same: [], moved: [], added: [], removed: [] };
  for (const [k, before] of a) {
    const after = b.get(k) ?? [];
    const shared = before.filter((m) => after.some((n) => n.via === m.via));
    if (shared.length === 0 && before.length === 1 && after.length === 1) {
      pairs.moved.push([before[0]!, after[0]!]);
      continue;
    }
    for (const m of before) {
      const n = after.find((x) => x.via === m.via);
      if (n) pairs.same.push([m, n]);
      else pairs.removed.push(m);
    }
  }
  for (const [k, after] of b) {
    const before = a.get(k) ?? [];
    if (before.length === 1 && after.length === 1 && before[0]!.via !== after[0]!.via) continue;
    for (const n of after) if (!before.some((m) => m.via === n.via)) pairs.added.push(n);
  }
  return pairs;
}

/** Pairs present in both versions (same transport, or moved from one to the other). */
export function common(from: readonly MethodInfo[], to: readonly MethodInfo[]): [MethodInfo, MethodInfo][] {
  const p = pairMethods(from, to);
  return [...p.same, ...p.moved];
}
