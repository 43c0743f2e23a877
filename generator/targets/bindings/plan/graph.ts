/**
 * Walks over the graph declarations make by naming each other, with explicit stacks: a chain of
 * 20,000 references is as deep as one, so no walk here may recurse once per reference.
 */

/**
 * Each node in depth-first post-order from `roots` (each node after the nodes it needs, a cycle
 * broken where it closes), in the order the roots come; `needs` lists a node's successors in order.
 */
export function postOrder<T>(roots: readonly T[], needs: (node: T) => readonly T[]): T[] {
  const done = new Set<T>();
  const onPath = new Set<T>();
  const out: T[] = [];
  for (const root of roots) {
    if (done.has(root)) continue;
    const path: { node: T; next: readonly T[]; at: number }[] = [{ node: root, next: needs(root), at: 0 }];
    onPath.add(root);
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      if (top.at < top.next.length) {
        const n = top.next[top.at++]!;
        if (done.has(n) || onPath.has(n)) continue;
        onPath.add(n);
        path.push({ node: n, next: needs(n), at: 0 });
        continue;
      }
      path.pop();
      onPath.delete(top.node);
      done.add(top.node);
      out.push(top.node);
    }
  }
  return out;
}

/**
 * The strongly connected component of each node (Tarjan's algorithm with an explicit stack): two
 * nodes share a number exactly when each reaches the other. Successors outside `nodes` are ignored.
 */
export function components(nodes: readonly string[], successors: (node: string) => readonly string[]): Map<string, number> {
  const known = new Set(nodes);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let count = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const frames: { node: string; next: readonly string[]; at: number }[] = [];
    const open = (n: string) => {
      index.set(n, counter);
      low.set(n, counter++);
      stack.push(n);
      onStack.add(n);
      frames.push({ node: n, next: successors(n).filter((s) => known.has(s)), at: 0 });
    };
    open(root);
    while (frames.length > 0) {
      const f = frames[frames.length - 1]!;
      if (f.at < f.next.length) {
        const s = f.next[f.at++]!;
        if (!index.has(s)) open(s);
        else if (onStack.has(s)) low.set(f.node, Math.min(low.get(f.node)!, index.get(s)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(f.node)!));
      if (low.get(f.node) === index.get(f.node)) {
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          component.set(n, count);
        } while (n !== f.node);
        count++;
      }
    }
  }
  return component;
}
