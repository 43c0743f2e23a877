import { code, type Code, type Identifier } from "../emit/code.js";
import { identifier, isPlainPropertyName, safeIdentifier } from "../emit/identifier.js";
import type { Definition, Model } from "../ir/model.js";

/** The names one definition gets in the generated module. */
export interface DefinitionNames {
  definition: Definition;
  /** Whether `guard`/`validator` are exported (the definition's name is an identifier). */
  exported: boolean;
  /** `isX` (exported) or an internal name. */
  guard: Identifier;
  /** `validateX` (exported) or an internal name. */
  validator: Identifier;
  /** Unwrapped check `(v) => boolean`, called by refs. */
  check: Identifier;
  /** Error collector `(v, p, errs) => void`, called by refs. */
  collect: Identifier;
  /** The TypeScript type the guard narrows to: the ts target's declaration (`safeIdentifier` of the name). */
  type: Code;
}

/** Names are computed once per model: the validators and dispatch targets both read them. */
const namesOf = new WeakMap<Model, readonly DefinitionNames[]>();

/**
 * Exported names are `is<Name>`/`validate<Name>`; internal ones start with `$`
 * (`$is<Name>`, `$err<Name>`; `$check<i>`... for names that are not identifiers),
 * which no exported name does, and hoisted helpers use `$c<n>`, `$e<n>`, `$re<n>`, `$k<n>`.
 */
export function definitionNames(model: Model): readonly DefinitionNames[] {
  let names = namesOf.get(model);
  if (!names) namesOf.set(model, (names = nameEach(model)));
  return names;
}

function nameEach(model: Model): DefinitionNames[] {
  return model.definitions.map((definition, i) => {
    if (isPlainPropertyName(definition.name)) {
      const name = definition.name;
      return {
        definition,
        exported: true,
        guard: identifier(`is${name}`),
        validator: identifier(`validate${name}`),
        check: identifier(`$is${name}`),
        collect: identifier(`$err${name}`),
        // The ts target's own name for the declaration.
        type: code`T.${safeIdentifier(name)}`,
      };
    }
    return {
      definition,
      exported: false,
      guard: identifier(`$guard${i}`),
      validator: identifier(`$validate${i}`),
      check: identifier(`$check${i}`),
      collect: identifier(`$collect${i}`),
      type: code`T.${safeIdentifier(definition.name)}`,
    };
  });
}
