import type { DiffRule, Finding } from "../types.js";

export const refUnresolved = {
  id: "ref-unresolved",
  level: "INFO",
  category: "changed",
  description: "A `$ref` in one version points to nothing (a draft mid-edit); the diff reads it as any value.",
  example: { before: "(resolves)", after: '$ref "#/$defs/TaskMetadata" points to nothing' },
  status: true,
  check: (input) => {
    const out: Finding[] = [];
    for (const [side, snap] of [
      ["from", input.from],
      ["to", input.to],
    ] as const) {
      for (const u of snap.model.unsupported) {
        if (u.keyword !== "$ref") continue;
        out.push({
          path: `schema/${u.pointer.replace(/^#\//, "")}`,
          before: side === "from" ? u.pointer : null,
          after: side === "to" ? u.pointer : null,
          args: { pointer: u.pointer, version: snap.model.source },
          breaks: [],
        });
      }
    }
    return out;
  },
} as const satisfies DiffRule<"ref-unresolved">;
