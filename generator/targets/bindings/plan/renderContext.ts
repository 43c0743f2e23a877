import type { BindingPlan, Declaration } from "./model.js";
import { unionParents } from "./unionParents.js";

/** What every language's renderer looks up: declarations by name, their names in the language, their unions. */
export interface RenderContext {
  declarations: ReadonlyMap<string, Declaration>;
  /** A declaration's name in the language (reserved words and the module's own names avoided). */
  name(declaration: string): string;
  /** Sealed interfaces listing a record or union as a direct member (for languages with sealed types). */
  parents: ReadonlyMap<string, string[]>;
}

/** The context of `plan` with the language's naming; a language adds its own lookups beside it. */
export function renderContext(plan: BindingPlan, name: (declaration: string) => string): RenderContext {
  const declarations = new Map(plan.declarations.map((d) => [d.name, d]));
  return { declarations, name, parents: unionParents(plan, declarations) };
}
