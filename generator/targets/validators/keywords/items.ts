import { code } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

export const minItems = {
  keyword: "minItems",
  appliesTo: "array",
  check: (value, limit) => code`${value}.length >= ${limit}`,
  message: (limit) => `must NOT have fewer than ${limit} items`,
} as const satisfies KeywordEmitter<"minItems">;

export const maxItems = {
  keyword: "maxItems",
  appliesTo: "array",
  check: (value, limit) => code`${value}.length <= ${limit}`,
  message: (limit) => `must NOT have more than ${limit} items`,
} as const satisfies KeywordEmitter<"maxItems">;
