import type { DiffRule } from "../types.js";

export const errorCodeChanged = {
  id: "error-code-changed",
  level: "ERR",
  category: "changed",
  description: "An error definition now carries a different code; both sides match errors by code.",
  example: { before: "ParseError: -32700", after: "ParseError: -32701" },
  check: (input) => {
    const codesOf = (m: ReadonlyMap<number, readonly string[]>) => {
      const out = new Map<string, number[]>();
      for (const [code, defs] of m) for (const d of defs) out.set(d, [...(out.get(d) ?? []), code]);
      return out;
    };
    const a = codesOf(input.from.errorCodes);
    const b = codesOf(input.to.errorCodes);
    return [...a]
      .filter(([def]) => b.has(def) && b.get(def)!.join() !== a.get(def)!.join())
      .map(([def, before]) => {
        const after = b.get(def)!;
        return {
          path: `${def}/properties/code`,
          before: before.join(", "),
          after: after.join(", "),
          args: { definition: def, before: before.join(", "), after: after.join(", ") },
          breaks: ["client", "server"],
        };
      });
  },
} as const satisfies DiffRule<"error-code-changed">;
