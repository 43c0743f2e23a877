import type { BindingPlan, Declaration, PlanType } from "./model.js";
import { unionParents } from "./unionParents.js";

/** What every language's renderer looks up: declarations by name, their names in the language, their unions. */
export interface RenderContext {
  declarations: ReadonlyMap<string, Declaration>;
  /** A declaration's name in the language (reserved words and the module's own names avoided). */
  name(declaration: string): string;
  /** Sealed interfaces listing a record or union as a direct member (for languages with sealed types). */
  parents: ReadonlyMap<string, string[]>;
  /**
   * Whether a renderer may write an alias's type in place of its name: its chain of aliases (an alias whose type
   * holds another alias, and so on) is short. A long chain is referred to by name, so neither the output nor a
   * renderer's recursion grows with the chain's length.
   */
  shortAlias(alias: string): boolean;
}

/** The longest chain of aliases written out in place of their names. */
export const maxInlinedAliases = 8;

/** The context of `plan` with the language's naming; a language adds its own lookups beside it. */
export function renderContext(plan: BindingPlan, name: (declaration: string) => string): RenderContext {
  const declarations = new Map(plan.declarations.map((d) => [d.name, d]));
  const depth = aliasDepths(declarations);
  return { declarations, name, parents: unionParents(plan, declarations), shortAlias: (alias) => (depth.get(alias) ?? 0) <= maxInlinedAliases };
}

/** The declaration a type's chain ends at (every plan type but a leaf has one inner type). */
function leafRef(t: PlanType): string | undefined {
  let x = t;
  while (x.kind === "array" || x.kind === "map" || x.kind === "nullable") x = x.kind === "array" ? x.items : x.kind === "map" ? x.values : x.type;
  return x.kind === "ref" ? x.name : undefined;
}

/** For each alias, how many aliases its type chain passes through, itself included (a cycle counts once round). */
function aliasDepths(declarations: ReadonlyMap<string, Declaration>): Map<string, number> {
  const depth = new Map<string, number>();
  for (const d of declarations.values()) {
    if (d.kind !== "alias" || depth.has(d.name)) continue;
    const chain: string[] = [];
    const onChain = new Set<string>();
    let at: Declaration | undefined = d;
    while (at?.kind === "alias" && !depth.has(at.name) && !onChain.has(at.name)) {
      chain.push(at.name);
      onChain.add(at.name);
      const next = leafRef(at.type);
      at = next === undefined ? undefined : declarations.get(next);
    }
    let below = at?.kind === "alias" ? (depth.get(at.name) ?? 0) : 0;
    for (let i = chain.length - 1; i >= 0; i--) depth.set(chain[i]!, ++below);
  }
  return depth;
}

/** `t` with refs to aliases followed to what they name, in a loop (an alias chain may be long; a cycle stops). */
export function unaliased(t: PlanType, declarations: ReadonlyMap<string, Declaration>): PlanType {
  const seen = new Set<string>();
  let x = t;
  for (let d = x.kind === "ref" ? declarations.get(x.name) : undefined; d?.kind === "alias" && !seen.has(d.name); d = x.kind === "ref" ? declarations.get(x.name) : undefined) {
    seen.add(d.name);
    x = d.type;
  }
  return x;
}

/** Whether JSON `null` is a value of `t` (any JSON, a nullable type, an undeclared ref), through aliases. */
export function acceptsNull(t: PlanType, declarations: ReadonlyMap<string, Declaration>): boolean {
  const u = unaliased(t, declarations);
  return u.kind === "json" || u.kind === "nullable" || (u.kind === "ref" && !declarations.has(u.name));
}

/** Whether the plan deprecates anything (a declaration, a field or an enum value): the generated code's own uses are then silenced. */
export function deprecatesAny(plan: BindingPlan): boolean {
  return plan.declarations.some(
    (d) => d.deprecated || (d.kind === "record" && d.fields.some((f) => f.deprecated)) || (d.kind === "enum" && d.values.some((v) => v.deprecated)),
  );
}
