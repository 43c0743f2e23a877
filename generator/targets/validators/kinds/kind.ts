import type { Code } from "../../../emit/code.js";
import type { TypeKind, TypeNode } from "../../../ir/model.js";
import type { EmitContext } from "../context.js";

export type NodeOf<K extends TypeKind> = Extract<TypeNode, { kind: K }>;

/**
 * How one IR kind is validated. `value` is always a plain identifier (emitters may
 * repeat it); inline code never declares variables, hoisted functions do.
 */
export interface KindEmitter<K extends TypeKind = TypeKind> {
  readonly kind: K;
  readonly description: string;
  /** A boolean expression: `value` matches `node`. */
  check(node: NodeOf<K>, value: Code, ctx: EmitContext): Code;
  /** Statements pushing into `errs` one error per failed assertion; empty when `check` would be true. */
  collect(node: NodeOf<K>, value: Code, path: Code, errs: Code, ctx: EmitContext): Code;
}
