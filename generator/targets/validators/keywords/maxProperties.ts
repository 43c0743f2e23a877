import { code } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

export const maxProperties = {
  keyword: "maxProperties",
  appliesTo: "object",
  check: (value, limit) => code`Object.keys(${value}).length <= ${limit}`,
  message: (limit) => `must NOT have more than ${limit} properties`,
} as const satisfies KeywordEmitter<"maxProperties">;
