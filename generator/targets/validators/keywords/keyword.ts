import type { Code } from "../../../emit/code.js";
import type { Constraints } from "../../../ir/model.js";
import type { EmitContext } from "../context.js";

export type ConstraintKeyword = keyof Constraints;

/** One assertion keyword: metadata, then how to check it on a value already known to be of `appliesTo`'s type. */
export interface KeywordEmitter<K extends ConstraintKeyword = ConstraintKeyword> {
  readonly keyword: K;
  readonly appliesTo: "string" | "number" | "array" | "object";
  /** A boolean expression, true when `value` (a plain identifier) satisfies the keyword. */
  check(value: Code, arg: NonNullable<Constraints[K]>, ctx: EmitContext): Code;
  /** The error message when it does not (generator text; schema values in it are quoted by the code tag). */
  message(arg: NonNullable<Constraints[K]>): string;
}
