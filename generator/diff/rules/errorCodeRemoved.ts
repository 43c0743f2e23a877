import type { DiffRule } from "../types.js";

export const errorCodeRemoved = {
  id: "error-code-removed",
  level: "WARN",
  category: "removed",
  description: "A JSON-RPC error code is no longer defined.",
  example: { before: "-32042 URLElicitationRequiredError", after: "(none)" },
  check: (input) =>
    [...input.from.errorCodes]
      .filter(([code]) => !input.to.errorCodes.has(code))
      .map(([code, defs]) => ({
        path: `errors/${code}`,
        before: defs.join(", "),
        after: null,
        args: { code, definitions: defs.join(", ") },
        breaks: [],
      })),
} as const satisfies DiffRule<"error-code-removed">;
