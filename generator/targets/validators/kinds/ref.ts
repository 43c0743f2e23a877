import { code, raw } from "../../../emit/code.js";
import type { KindEmitter } from "./kind.js";

/** A call to the definition's own check or collector, so recursive definitions recurse. */
export const refKind = {
  kind: "ref",
  description: "`$ref` to a definition",
  check: (node, value, ctx) => code`${raw(lookup(ctx.checkOf, node.target))}(${value})`,
  collect: (node, value, path, errs, ctx) => code`${raw(lookup(ctx.collectOf, node.target))}(${value}, ${path}, ${errs});`,
} as const satisfies KindEmitter<"ref">;

function lookup(names: ReadonlyMap<string, string>, target: string): string {
  const name = names.get(target);
  if (name === undefined) throw new Error(`ref to unknown definition ${JSON.stringify(target)}`);
  return name;
}
