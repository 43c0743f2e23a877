import type { Definition, Model, TypeNode } from "./model.js";

/**
 * The IR lookup index: each definition by name, built once per model (a model is never mutated, so
 * the index of a model object stays true). When two definitions share a name the last wins, as a
 * `Map` built over `model.definitions` does.
 */
const definitionIndex = new WeakMap<Model, ReadonlyMap<string, Definition>>();
const typeIndex = new WeakMap<Model, ReadonlyMap<string, TypeNode>>();

/** Each definition of `model` by name. */
export function definitionsByName(model: Model): ReadonlyMap<string, Definition> {
  let index = definitionIndex.get(model);
  if (!index) definitionIndex.set(model, (index = new Map(model.definitions.map((d) => [d.name, d]))));
  return index;
}

/** Each definition's type by name: what a ref's `target` resolves to. */
export function typesByName(model: Model): ReadonlyMap<string, TypeNode> {
  let index = typeIndex.get(model);
  if (!index) typeIndex.set(model, (index = new Map(model.definitions.map((d) => [d.name, d.type]))));
  return index;
}
