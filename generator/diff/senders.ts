/**
 * Who sends each definition, walked from the method maps: a request and its params are sent by the
 * requester, its results by the other side; a notification by its sender. Server-to-client requests
 * (and 2026-07-28 input requests) are thereby reversed. The method unions themselves (`ClientRequest`,
 * `ServerResult`, ...) are sent by the side whose messages they list. A definition nothing reaches sends nothing.
 */
import type { Definition } from "../ir/model.js";
import { methodSources, type MethodInfo } from "../mcp/methods.js";
import { reachable } from "../ir/walk.js";
import type { Side } from "./types.js";

export function tagSenders(
  methods: readonly MethodInfo[],
  byName: ReadonlyMap<string, Definition>,
): Map<string, Set<Side>> {
  const starts: Record<Side, Set<string>> = { client: new Set(), server: new Set() };
  for (const m of methods) {
    const requester: Side = m.direction === "client-to-server" ? "client" : "server";
    const responder: Side = requester === "client" ? "server" : "client";
    // An inline member lives inside its union; the union then stands for it.
    starts[requester].add(m.inline ? m.union : m.definition);
    if (m.params !== null && !m.paramsInline) starts[requester].add(m.params);
    if (m.result !== null) starts[responder].add(m.result);
    for (const r of m.alternativeResults) starts[responder].add(r);
  }
  for (const source of methodSources) {
    const requester: Side = source.direction === "client-to-server" ? "client" : "server";
    if (byName.has(source.union)) starts[requester].add(source.union);
    if (source.results !== null && byName.has(source.results))
      starts[requester === "client" ? "server" : "client"].add(source.results);
  }
  const out = new Map<string, Set<Side>>();
  for (const side of ["client", "server"] as const) {
    for (const name of reachable(starts[side], byName)) {
      const set = out.get(name) ?? new Set<Side>();
      set.add(side);
      out.set(name, set);
    }
  }
  return out;
}
