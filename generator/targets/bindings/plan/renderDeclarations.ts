import { assertNever } from "../../../ir/model.js";
import type { AliasDeclaration, Declaration, EnumDeclaration, RecordDeclaration, UnionDeclaration } from "./model.js";

/**
 * What a language renders for each kind of declaration of the plan, one verb per kind. `R` is the
 * language's rendering (text, lines, or `undefined` where the language declares nothing, as Java
 * for an alias).
 */
export interface DeclarationRenderers<C, R> {
  renderRecord(d: RecordDeclaration, ctx: C): R;
  renderEnum(d: EnumDeclaration, ctx: C): R;
  renderUnion(d: UnionDeclaration, ctx: C): R;
  renderAlias(d: AliasDeclaration, ctx: C): R;
}

/** The one switch over the plan's declaration kinds every language renders through. */
export function renderDeclaration<C, R>(d: Declaration, ctx: C, renderers: DeclarationRenderers<C, R>): R {
  switch (d.kind) {
    case "record":
      return renderers.renderRecord(d, ctx);
    case "enum":
      return renderers.renderEnum(d, ctx);
    case "union":
      return renderers.renderUnion(d, ctx);
    case "alias":
      return renderers.renderAlias(d, ctx);
    default:
      return assertNever(d, "declaration");
  }
}
