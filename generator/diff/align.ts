/**
 * One structural walk over two models: definitions of the same name are compared node by node,
 * and every place that differs becomes a `Site` for the rules to classify. Union members are
 * matched by content (then by label), never by position. Refs of the same name are not followed
 * (that definition is compared on its own); a ref against an inline schema is compared by content.
 */
import { assertNever, type Additional, type Definition, type TypeNode } from "../ir/model.js";
import { discriminatingConstant, fingerprint, label } from "./fingerprint.js";
import { join } from "./paths.js";
import { relate } from "./relation.js";
import { constraintsEqual } from "./constraints.js";
import type { Site, Snapshot } from "./types.js";

export function alignModels(from: Snapshot, to: Snapshot): Site[] {
  const walker = new Walker(from, to);
  for (const def of from.model.definitions) {
    const after = to.byName.get(def.name);
    if (after) walker.definition(def, after);
  }
  return walker.sites;
}

const anyNode: TypeNode = { kind: "any", pointer: "#" };
const neverNode: TypeNode = { kind: "never", pointer: "#" };

class Walker {
  readonly sites: Site[] = [];
  private definitionName = "";
  private readonly seen = new Set<string>();
  private readonly ids = new WeakMap<TypeNode, number>();
  private next = 0;

  constructor(
    private readonly from: Snapshot,
    private readonly to: Snapshot,
  ) {}

  definition(before: Definition, after: Definition): void {
    this.definitionName = before.name;
    this.node(before.type, after.type, before.name, true);
  }

  private node(a: TypeNode, b: TypeNode, path: string, withDescription: boolean): void {
    const key = `${this.id(a)}|${this.id(b)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (withDescription) {
      // A ref against an inline copy compares the definition's prose; two refs compare only their own.
      const oneRef = (a.kind === "ref") !== (b.kind === "ref");
      const da = oneRef ? describe(a, this.from) : a.description;
      const db = oneRef ? describe(b, this.to) : b.description;
      if ((da ?? "") !== (db ?? "")) this.push({ at: "description", path, before: da, after: db });
    }
    if (a.kind === "ref" && b.kind === "ref") {
      if (a.target !== b.target) this.relation(a, b, path);
      return;
    }
    if (a.kind === "union" || b.kind === "union") {
      const exclusive = a.kind === "union" ? a.exclusive : b.kind === "union" && b.exclusive;
      // A lone type against a union is a one-member union; its description stays with the whole.
      const am = a.kind === "union" ? a.members : [withoutProse(a)];
      const bm = b.kind === "union" ? b.members : [withoutProse(b)];
      return this.members(am, bm, join(path, exclusive ? "oneOf" : "anyOf"));
    }
    if (a.kind === "ref" || b.kind === "ref") {
      const ra = a.kind === "ref" ? this.from.byName.get(a.target)?.type : a;
      const rb = b.kind === "ref" ? this.to.byName.get(b.target)?.type : b;
      if (ra && rb) this.node(ra, rb, path, false);
      return;
    }
    if (isValues(a) && isValues(b)) {
      const before = a.kind === "literal" ? [a.value] : a.values;
      const after = b.kind === "literal" ? [b.value] : b.values;
      if (fingerprint(a) !== fingerprint(b)) this.push({ at: "values", path, before, after });
      return;
    }
    if (a.kind !== b.kind) return this.relation(a, b, path);
    switch (a.kind) {
      case "any":
      case "never":
        return;
      case "primitive": {
        const bp = b as typeof a;
        if (a.type !== bp.type) return this.relation(a, b, path);
        if (!constraintsEqual(a.constraints, bp.constraints)) this.push({ at: "constraints", path, before: a.constraints, after: bp.constraints });
        return;
      }
      case "object": {
        const bo = b as typeof a;
        this.push({ at: "object", path, before: a, after: bo });
        for (const p of a.properties) {
          const q = bo.properties.find((x) => x.name === p.name);
          if (q) this.node(p.type, q.type, join(path, "properties", p.name), true);
        }
        this.node(additionalNode(a.additional), additionalNode(bo.additional), join(path, "additionalProperties"), false);
        for (const p of a.patternProperties) {
          const q = bo.patternProperties.find((x) => x.pattern === p.pattern);
          this.node(p.type, q?.type ?? anyNode, join(path, "patternProperties", p.pattern), false);
        }
        for (const q of bo.patternProperties) {
          if (!a.patternProperties.some((x) => x.pattern === q.pattern)) this.node(anyNode, q.type, join(path, "patternProperties", q.pattern), false);
        }
        this.node(a.propertyNames ?? anyNode, bo.propertyNames ?? anyNode, join(path, "propertyNames"), false);
        if (!constraintsEqual(a.constraints, bo.constraints)) this.push({ at: "constraints", path, before: a.constraints, after: bo.constraints });
        return;
      }
      case "map": {
        const bm = b as typeof a;
        this.node(a.values, bm.values, join(path, "additionalProperties"), true);
        this.node(a.propertyNames ?? anyNode, bm.propertyNames ?? anyNode, join(path, "propertyNames"), false);
        if (!constraintsEqual(a.constraints, bm.constraints)) this.push({ at: "constraints", path, before: a.constraints, after: bm.constraints });
        return;
      }
      case "array": {
        const ba = b as typeof a;
        const length = Math.max(a.prefixItems.length, ba.prefixItems.length);
        for (let i = 0; i < length; i++) {
          this.node(a.prefixItems[i] ?? a.items, ba.prefixItems[i] ?? ba.items, join(path, "prefixItems", String(i)), true);
        }
        this.node(a.items, ba.items, join(path, "items"), true);
        if (a.contains || ba.contains) this.node(a.contains ?? anyNode, ba.contains ?? anyNode, join(path, "contains"), false);
        if (!constraintsEqual(a.constraints, ba.constraints)) this.push({ at: "constraints", path, before: a.constraints, after: ba.constraints });
        return;
      }
      case "intersection": {
        const bi = b as typeof a;
        const pairs = matchMembers(a.members, bi.members);
        if (pairs.removed.length > 0 || pairs.added.length > 0) return this.relation(a, b, path);
        for (const [x, y] of pairs.matched) this.node(x, y, join(path, "allOf", pairLabel(x, y)), true);
        return;
      }
      case "not":
      case "switch":
        // A change under `not` flips its sense; judge the whole node instead.
        if (fingerprint(a) !== fingerprint(b)) this.relation(a, b, path);
        return;
      case "literal":
      case "enum":
        return this.relation(a, b, path);
      default:
        return assertNever(a, "type node");
    }
  }

  private members(a: TypeNode[], b: TypeNode[], path: string): void {
    const { matched, added, removed } = matchMembers(a, b, (n) => discriminator(n, this.from), (n) => discriminator(n, this.to));
    if (added.length > 0 || removed.length > 0) this.push({ at: "members", path, added, removed });
    for (const [x, y] of matched) this.node(x, y, join(path, pairLabel(x, y)), true);
  }

  private relation(a: TypeNode, b: TypeNode, path: string): void {
    const relation = relate(a, b, this.from, this.to);
    if (relation !== "equal") this.push({ at: "relation", path, before: a, after: b, relation });
  }

  private push(site: DistributiveOmit<Site, "definition">): void {
    this.sites.push({ ...site, definition: this.definitionName } as Site);
  }

  private id(node: TypeNode): number {
    let id = this.ids.get(node);
    if (id === undefined) this.ids.set(node, (id = this.next++));
    return id;
  }
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** A member's label, looking through one ref: `ref CancelledNotification` -> `method="notifications/cancelled"`. */
function discriminator(node: TypeNode, side: Snapshot): string | undefined {
  const target = node.kind === "ref" ? side.byName.get(node.target)?.type : node;
  return target ? discriminatingConstant(target) : undefined;
}

/** The same label whichever side is "before", so diff(B, A) names the pair as diff(A, B) does. */
function pairLabel(x: TypeNode, y: TypeNode): string {
  const [a, b] = [label(x), label(y)];
  return a <= b ? a : b;
}

function withoutProse(node: TypeNode): TypeNode {
  const { description: _description, ...rest } = node;
  return rest as TypeNode;
}

/** A node's own description, or for a bare ref the description of the definition it names. */
function describe(node: TypeNode, side: Snapshot): string | undefined {
  if (node.description !== undefined || node.kind !== "ref") return node.description;
  return side.byName.get(node.target)?.description;
}

function isValues(n: TypeNode): n is Extract<TypeNode, { kind: "literal" | "enum" }> {
  return n.kind === "literal" || n.kind === "enum";
}

function additionalNode(a: Additional): TypeNode {
  switch (a.kind) {
    case "closed":
      return neverNode;
    case "schema":
      return a.type;
    default:
      return anyNode;
  }
}

/**
 * Pair members equal in structure, then with the same label (ref target, discriminating constant),
 * then with the same discriminator seen through refs (a ref and its inline copy); the rest were
 * added or removed.
 */
export function matchMembers(
  a: readonly TypeNode[],
  b: readonly TypeNode[],
  throughA: (n: TypeNode) => string | undefined = () => undefined,
  throughB: (n: TypeNode) => string | undefined = () => undefined,
) {
  const matched: [TypeNode, TypeNode][] = [];
  const restA = [...a];
  const restB = [...b];
  const passes: [(n: TypeNode) => string | undefined, (n: TypeNode) => string | undefined][] = [[fingerprint, fingerprint], [label, label], [throughA, throughB]];
  for (const [keyA, keyB] of passes) {
    for (let i = 0; i < restA.length; ) {
      const k = keyA(restA[i]!);
      const j = k === undefined ? -1 : restB.findIndex((y) => keyB(y) === k);
      if (j < 0) {
        i++;
        continue;
      }
      matched.push([restA[i]!, restB[j]!]);
      restA.splice(i, 1);
      restB.splice(j, 1);
    }
  }
  return { matched, added: restB, removed: restA };
}
