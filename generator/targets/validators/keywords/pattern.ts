import { code } from "../../../emit/code.js";
import { regexFor } from "../context.js";
import type { KeywordEmitter } from "./keyword.js";

/** Unanchored, with the `u` flag (as JSON Schema and Ajv read patterns). */
export const pattern = {
  keyword: "pattern",
  appliesTo: "string",
  check: (value, source, ctx) => code`${regexFor(ctx, source)}.test(${value})`,
  message: (source) => `must match pattern ${JSON.stringify(source)}`,
} as const satisfies KeywordEmitter<"pattern">;
