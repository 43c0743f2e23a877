import { code } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

export const exclusiveMinimum = {
  keyword: "exclusiveMinimum",
  appliesTo: "number",
  check: (value, limit) => code`${value} > ${limit}`,
  message: (limit) => `must be > ${limit}`,
} as const satisfies KeywordEmitter<"exclusiveMinimum">;
