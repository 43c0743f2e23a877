import { code } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

/** Counted in code points; UTF-16 length is an upper bound, so the count runs only when it could matter. */
export const minLength = {
  keyword: "minLength",
  appliesTo: "string",
  check: (value, limit) => code`(${value}.length >= ${limit * 2} || codePoints(${value}) >= ${limit})`,
  message: (limit) => `must NOT have fewer than ${limit} characters`,
} as const satisfies KeywordEmitter<"minLength">;

/** Counted in code points; a string no longer than the limit in UTF-16 units passes without counting. */
export const maxLength = {
  keyword: "maxLength",
  appliesTo: "string",
  check: (value, limit) => code`(${value}.length <= ${limit} || codePoints(${value}) <= ${limit})`,
  message: (limit) => `must NOT have more than ${limit} characters`,
} as const satisfies KeywordEmitter<"maxLength">;
