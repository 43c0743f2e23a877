import { assertNever } from "../../../ir/model.js";
import type { Declaration, PlanType, ScalarName } from "../plan/model.js";
import type { RenderContext } from "../plan/renderContext.js";

/**
 * How a language names a plan type: `T` is its spelling (text, or Python's layout expression).
 * Every language spells types through `spellType`; only the table differs.
 */
export interface TypeSpelling<T = string> {
  scalar: Readonly<Record<ScalarName, T>>;
  /** Any JSON value (also a ref the plan does not declare). */
  json: T;
  /** A constant's type; without it, the scalar type of its value. */
  literal?(value: string | number | boolean): T;
  array(items: T): T;
  map(values: T): T;
  nullable(type: T): T;
  /** Whether an alias is spelled as its target (the language has no type aliases that fit) or by its name. */
  aliases: "inline" | "named";
  /** A declaration the language spells otherwise than by its name (Java: a union it leaves untyped is `Object`). */
  declared?(d: Declaration): T | undefined;
  /** The spelling of type arguments (array items, map values, a nullable's type) where it differs (Java boxes primitives). */
  inner?: TypeSpelling<T>;
}

/** The scalar type of a constant's value. */
export function literalScalar(value: string | number | boolean): ScalarName {
  return typeof value === "string" ? "string" : typeof value === "boolean" ? "boolean" : Number.isInteger(value) ? "integer" : "number";
}

/** The name of `t` in a language, refs through the context's declarations and names. */
export function spellType<T>(t: PlanType, spelling: TypeSpelling<T>, ctx: Pick<RenderContext, "declarations" | "name">): T {
  const inner = (u: PlanType): T => spellType(u, spelling.inner ?? spelling, ctx);
  switch (t.kind) {
    case "scalar":
      return spelling.scalar[t.type];
    case "json":
      return spelling.json;
    case "literal":
      return spelling.literal ? spelling.literal(t.value) : spelling.scalar[literalScalar(t.value)];
    case "ref": {
      const d = ctx.declarations.get(t.name);
      if (d === undefined) return spelling.json;
      if (d.kind === "alias" && spelling.aliases === "inline") return spellType(d.type, spelling, ctx);
      return spelling.declared?.(d) ?? (ctx.name(d.name) as T);
    }
    case "array":
      return spelling.array(inner(t.items));
    case "map":
      return spelling.map(inner(t.values));
    case "nullable":
      return spelling.nullable(inner(t.type));
    default:
      return assertNever(t, "plan type");
  }
}
