import type { BindingPlan } from "../../../../generator/targets/bindings/plan/model.js";

/** The class an example of `type` decodes to in the JVM bindings (`map:` for a map alias), through aliases; else undefined. */
export function classFor(p: BindingPlan, type: string): string | undefined {
  const d = p.declarations.find((x) => x.name === type);
  if (d === undefined) return undefined;
  if (d.kind === "alias") {
    if (d.type.kind === "ref") return classFor(p, d.type.name);
    if (d.type.kind === "map" && d.type.values.kind === "ref") return `map:${classFor(p, d.type.values.name)}`;
    return undefined;
  }
  return d.name;
}
