import { assertNever } from "../../../ir/model.js";
import type { Declaration, PlanType, ScalarName } from "../plan/model.js";

/** How a language with generic collections (C#, Kotlin, Swift) names a plan type. */
export interface TypeSpelling {
  scalar: Readonly<Record<ScalarName, string>>;
  /** Any JSON value (also a ref the plan does not declare). */
  json: string;
  array(items: string): string;
  map(values: string): string;
  nullable(type: string): string;
  /** Whether an alias is spelled as its target (the language has no type aliases that fit) or by its name. */
  aliases: "inline" | "named";
}

/** The name of `t` in a language, refs through `declarations` and named by `name`. */
export function spellType(t: PlanType, spelling: TypeSpelling, declarations: ReadonlyMap<string, Declaration>, name: (declaration: string) => string): string {
  const spell = (u: PlanType): string => spellType(u, spelling, declarations, name);
  switch (t.kind) {
    case "scalar":
      return spelling.scalar[t.type];
    case "json":
      return spelling.json;
    case "literal": {
      const v = t.value;
      return spelling.scalar[typeof v === "string" ? "string" : typeof v === "boolean" ? "boolean" : Number.isInteger(v) ? "integer" : "number"];
    }
    case "ref": {
      const d = declarations.get(t.name);
      if (d === undefined) return spelling.json;
      return d.kind === "alias" && spelling.aliases === "inline" ? spell(d.type) : name(d.name);
    }
    case "array":
      return spelling.array(spell(t.items));
    case "map":
      return spelling.map(spell(t.values));
    case "nullable":
      return spelling.nullable(spell(t.type));
    default:
      return assertNever(t, "plan type");
  }
}
