import { code, raw } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

/** Deep equality between every pair (JSON equality: 1 equals 1.0, key order is ignored). */
export const uniqueItems = {
  keyword: "uniqueItems",
  appliesTo: "array",
  check: (value, unique) => (unique ? code`uniqueItems(${value})` : raw("true")),
  message: () => "must NOT have duplicate items",
} as const satisfies KeywordEmitter<"uniqueItems">;
