import { code } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

/**
 * The quotient must be an integer. `Number.isInteger` rather than Ajv's `parseInt`
 * comparison, which misreads quotients printed in exponent form (1e21).
 */
export const multipleOf = {
  keyword: "multipleOf",
  appliesTo: "number",
  check: (value, divisor) => code`Number.isInteger(${value} / ${divisor})`,
  message: (divisor) => `must be multiple of ${divisor}`,
} as const satisfies KeywordEmitter<"multipleOf">;
