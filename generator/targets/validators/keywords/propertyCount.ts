import { code } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

export const minProperties = {
  keyword: "minProperties",
  appliesTo: "object",
  check: (value, limit) => code`Object.keys(${value}).length >= ${limit}`,
  message: (limit) => `must NOT have fewer than ${limit} properties`,
} as const satisfies KeywordEmitter<"minProperties">;

export const maxProperties = {
  keyword: "maxProperties",
  appliesTo: "object",
  check: (value, limit) => code`Object.keys(${value}).length <= ${limit}`,
  message: (limit) => `must NOT have more than ${limit} properties`,
} as const satisfies KeywordEmitter<"maxProperties">;
