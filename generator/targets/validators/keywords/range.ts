import { code } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

export const minimum = {
  keyword: "minimum",
  appliesTo: "number",
  check: (value, limit) => code`${value} >= ${limit}`,
  message: (limit) => `must be >= ${limit}`,
} as const satisfies KeywordEmitter<"minimum">;

export const maximum = {
  keyword: "maximum",
  appliesTo: "number",
  check: (value, limit) => code`${value} <= ${limit}`,
  message: (limit) => `must be <= ${limit}`,
} as const satisfies KeywordEmitter<"maximum">;

export const exclusiveMinimum = {
  keyword: "exclusiveMinimum",
  appliesTo: "number",
  check: (value, limit) => code`${value} > ${limit}`,
  message: (limit) => `must be > ${limit}`,
} as const satisfies KeywordEmitter<"exclusiveMinimum">;

export const exclusiveMaximum = {
  keyword: "exclusiveMaximum",
  appliesTo: "number",
  check: (value, limit) => code`${value} < ${limit}`,
  message: (limit) => `must be < ${limit}`,
} as const satisfies KeywordEmitter<"exclusiveMaximum">;
