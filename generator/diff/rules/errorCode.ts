import type { DiffRule } from "../types.js";

export const errorCodeAdded = {
  id: "error-code-added",
  level: "INFO",
  category: "added",
  description: "A JSON-RPC error code (an error definition's `code` constant) exists only in the new version.",
  example: { before: "(none)", after: "-32020 HeaderMismatchError" },
  check: (input) =>
    [...input.to.errorCodes]
      .filter(([code]) => !input.from.errorCodes.has(code))
      .map(([code, defs]) => ({
        path: `errors/${code}`,
        before: null,
        after: defs.join(", "),
        args: { code, definitions: defs.join(", ") },
        breaks: [],
      })),
} as const satisfies DiffRule<"error-code-added">;

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
