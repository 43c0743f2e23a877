import type { Direction, MethodInfo, MethodKind, Via } from "../../mcp/methods.js";

export type Presence = "present" | "deprecated" | "absent";

/** One method of one direction across versions. */
export interface MatrixRow {
  method: string;
  kind: MethodKind;
  direction: Direction;
  /** Version -> presence, in the versions' order. */
  status: Record<string, Presence>;
  /** Version -> how it travels, for the versions where it is present. */
  via: Record<string, Via>;
}

export interface MethodMatrix {
  versions: string[];
  methods: MatrixRow[];
}

/** Per-version method lists -> a method x version matrix, rows sorted by method, direction, kind. */
export function methodMatrix(perVersion: readonly { version: string; methods: readonly MethodInfo[] }[]): MethodMatrix {
  const versions = perVersion.map((p) => p.version);
  const rows = new Map<string, MatrixRow>();
  for (const { version, methods } of perVersion) {
    for (const m of methods) {
      const key = JSON.stringify([m.method, m.direction, m.kind]);
      let row = rows.get(key);
      if (!row) {
        row = { method: m.method, kind: m.kind, direction: m.direction, status: {}, via: {} };
        rows.set(key, row);
      }
      // Two entries of one direction (json-rpc and input-request) count as present if either is.
      if (row.status[version] !== "present") row.status[version] = m.deprecated ? "deprecated" : "present";
      row.via[version] = m.via;
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => compare(a.method, b.method) || compare(a.direction, b.direction) || compare(a.kind, b.kind),
  );
  return {
    versions,
    methods: sorted.map((r) => ({
      ...r,
      status: Object.fromEntries(versions.map((v) => [v, r.status[v] ?? "absent"])),
      via: Object.fromEntries(versions.filter((v) => r.via[v] !== undefined).map((v) => [v, r.via[v]!])),
    })),
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
