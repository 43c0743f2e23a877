import { CodegenError } from "../messages/error.js";
import { assertNever, type Model, type TypeNode } from "../ir/model.js";
import { maxJsonDepth } from "../read/limits.js";
import { definitionsByName } from "../ir/lookup.js";

/**
 * Refuse `$ref` cycles that no object or array breaks (`A = B`, `B = A`; `L = L | string`;
 * `N = not N`). Such a cycle describes no value: TypeScript rejects the aliases ("circularly
 * references itself") and a validator would recurse forever on every input. A cycle through a
 * property, an item or a map value is ordinary recursion (`Tree.children: Tree[]`) and is kept:
 * types, validators and bindings emit it as recursive types. Iterative, linear in the model.
 *
 * A chain of aliases (`D0 = D1`, `D1 = D2`, ...) longer than `maxJsonDepth` is refused too: the
 * TypeScript compiler resolves such a chain recursively and overflows its stack at about 2,000.
 */
export function checkCycles(model: Model, file: string): void {
  const byName = definitionsByName(model);
  const edges = new Map(model.definitions.map((d) => [d.name, unguardedRefs(d.type).filter((t) => byName.has(t))]));
  const state = new Map<string, "active" | "done">();
  /** Longest chain of unguarded refs from a definition (itself included). */
  const chain = new Map<string, number>();
  for (const start of model.definitions) {
    if (state.has(start.name)) continue;
    // Depth-first with an explicit stack: a 20,000-long chain of refs must not exhaust the call stack.
    const path: { name: string; next: number }[] = [{ name: start.name, next: 0 }];
    state.set(start.name, "active");
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const targets = edges.get(top.name)!;
      if (top.next >= targets.length) {
        state.set(top.name, "done");
        const length = 1 + Math.max(0, ...targets.map((t) => chain.get(t)!));
        if (length > maxJsonDepth) {
          throw new CodegenError("ref-chain-too-long", { name: top.name, limit: maxJsonDepth }, { file, pointer: byName.get(top.name)!.pointer });
        }
        chain.set(top.name, length);
        path.pop();
        continue;
      }
      const target = targets[top.next++]!;
      const seen = state.get(target);
      if (seen === "active") {
        const names = path.map((p) => p.name);
        const cycle = [...names.slice(names.indexOf(target)), target];
        throw new CodegenError("ref-cycle", { cycle: cycle.join(" -> ") }, { file, pointer: byName.get(target)!.pointer });
      }
      if (seen === undefined) {
        state.set(target, "active");
        path.push({ name: target, next: 0 });
      }
    }
  }
}

/** Definitions `node` refers to without an object, array or map in between. */
function unguardedRefs(node: TypeNode): string[] {
  const out: string[] = [];
  const stack: TypeNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    switch (n.kind) {
      case "ref":
        out.push(n.target);
        break;
      case "union":
      case "intersection":
        stack.push(...n.members);
        break;
      case "not":
        stack.push(n.type);
        break;
      case "switch":
        stack.push(...n.cases.map((c) => c.type));
        break;
      case "any":
      case "never":
      case "primitive":
      case "literal":
      case "enum":
      case "object":
      case "map":
      case "array":
        break;
      default:
        assertNever(n, "type node");
    }
  }
  return out;
}
