import type { Model } from "../../ir/model.js";
import { refsOf } from "../../ir/walk.js";

/** Declaration order of a zod module: a `const` can name only consts declared before it. */
export interface DeclarationOrder {
  /** Definition names, every definition after the ones it refers to (cycles aside). */
  order: string[];
  /**
   * The cycle each definition belongs to (its strongly connected component); a definition on
   * no cycle is absent. Refs inside a cycle go through `z.lazy`, and its members carry a type
   * annotation (TypeScript cannot infer a type from an initializer that refers to itself).
   */
  cycleOf: Map<string, number>;
}

/**
 * Tarjan's strongly connected components over the ref graph, visited in name order with sorted
 * edges: components come out dependencies first, deterministically.
 */
export function declarationOrder(model: Model): DeclarationOrder {
  const names = model.definitions.map((d) => d.name);
  const known = new Set(names);
  const edges = new Map(model.definitions.map((d) => [d.name, [...refsOf(d.type)].filter((r) => known.has(r)).sort()]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const order: string[] = [];
  const cycleOf = new Map<string, number>();
  let counter = 0;
  let components = 0;

  // Iterative (a deep chain of refs must not exhaust the call stack).
  for (const root of names) {
    if (index.has(root)) continue;
    const work: { name: string; next: number }[] = [{ name: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const out = edges.get(frame.name)!;
      if (frame.next < out.length) {
        const to = out[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ name: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.name, Math.min(low.get(frame.name)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(frame.name)!));
      if (low.get(frame.name) !== index.get(frame.name)) continue;
      const component: string[] = [];
      for (;;) {
        const member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
        if (member === frame.name) break;
      }
      component.sort();
      const cyclic = component.length > 1 || edges.get(component[0]!)!.includes(component[0]!);
      if (cyclic) for (const m of component) cycleOf.set(m, components);
      components++;
      order.push(...component);
    }
  }
  return { order, cycleOf };
}
