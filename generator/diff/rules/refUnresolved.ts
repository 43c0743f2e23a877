import type { DiffRule } from "../types.js";
import { statusFindings } from "./status.js";

export const refUnresolved = {
  id: "ref-unresolved",
  level: "INFO",
  category: "changed",
  description: "A `$ref` in one version points to nothing (a draft mid-edit); the diff reads it as any value.",
  example: { before: "(resolves)", after: '$ref "#/$defs/TaskMetadata" points to nothing' },
  status: true,
  check: (input) =>
    statusFindings(
      input,
      (snap) => snap.model.unsupported.filter((u) => u.keyword === "$ref"),
      (u, snap) => ({ path: `schema/${u.pointer.replace(/^#\//, "")}`, value: u.pointer, args: { pointer: u.pointer, version: snap.model.source } }),
    ),
} as const satisfies DiffRule<"ref-unresolved">;
