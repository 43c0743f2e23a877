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
  /**
   * Whether an alias is spelled as its target (`inline`: the language has no type aliases that fit), by its name,
   * or as its target while its chain of aliases is short (`short`: a long chain by name).
   */
  aliases: "inline" | "named" | "short";
  /** A declaration the language spells otherwise than by its name (Java: a union it leaves untyped is `Object`). */
  declared?(d: Declaration): T | undefined;
  /** The spelling of type arguments (array items, map values, a nullable's type) where it differs (Java boxes primitives). */
  inner?: TypeSpelling<T>;
}

/** The scalar type of a constant's value. */
export function literalScalar(value: string | number | boolean): ScalarName {
  return typeof value === "string" ? "string" : typeof value === "boolean" ? "boolean" : Number.isInteger(value) ? "integer" : "number";
}

/**
 * The name of `t` in a language, refs through the context's declarations and names. Every type
 * that is not a leaf has one inner type (array items, map values, a nullable's type, an inlined
 * alias's target), so the type is a chain: walked down in a loop, then spelled back up (a chain
 * of 20,000 aliases is no deeper than one).
 */
export function spellType<T>(t: PlanType, spelling: TypeSpelling<T>, ctx: Pick<RenderContext, "declarations" | "name" | "shortAlias">): T {
  const wrappers: ((inner: T) => T)[] = [];
  let s = spelling;
  let x = t;
  const inlined = new Set<string>();
  let leaf: { spelled: T } | undefined;
  while (leaf === undefined) {
    switch (x.kind) {
      case "scalar":
        leaf = { spelled: s.scalar[x.type] };
        break;
      case "json":
        leaf = { spelled: s.json };
        break;
      case "literal":
        leaf = { spelled: s.literal ? s.literal(x.value) : s.scalar[literalScalar(x.value)] };
        break;
      case "ref": {
        const d = ctx.declarations.get(x.name);
        // An alias met twice on the way down names itself: any JSON, as for a ref the plan does not declare.
        if (d === undefined || inlined.has(d.name)) leaf = { spelled: s.json };
        else if (d.kind === "alias" && (s.aliases === "inline" || (s.aliases === "short" && ctx.shortAlias(d.name)))) {
          inlined.add(d.name);
          x = d.type;
        } else leaf = { spelled: s.declared?.(d) ?? (ctx.name(d.name) as T) };
        break;
      }
      case "array":
        wrappers.push(s.array);
        x = x.items;
        s = s.inner ?? s;
        break;
      case "map":
        wrappers.push(s.map);
        x = x.values;
        s = s.inner ?? s;
        break;
      case "nullable":
        wrappers.push(s.nullable);
        x = x.type;
        s = s.inner ?? s;
        break;
      default:
        return assertNever(x, "plan type");
    }
  }
  let out = leaf.spelled;
  for (let i = wrappers.length - 1; i >= 0; i--) out = wrappers[i]!(out);
  return out;
}
