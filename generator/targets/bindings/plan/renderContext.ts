import type { BindingPlan, Declaration } from "./model.js";
import { unionParents } from "./unionParents.js";

/** What every renderer of a language with sealed types looks up: declarations by name, their names, their unions. */
export interface RenderContext {
  declarations: ReadonlyMap<string, Declaration>;
  name(declaration: string): string;
  /** Sealed interfaces listing a record or union as a direct member. */
  parents: ReadonlyMap<string, string[]>;
}

export function renderContext(plan: BindingPlan, name: (declaration: string) => string): RenderContext {
  const declarations = new Map(plan.declarations.map((d) => [d.name, d]));
  return { declarations, name, parents: unionParents(plan, declarations) };
}
