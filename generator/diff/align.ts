/**
 * One structural walk over two models: definitions of the same name are compared node by node,
 * and every place that differs becomes a `Site` for the rules to classify. Union members are
 * compared as the values they stand for: nested unions and refs to union aliases are flattened
 * (`ContentBlock`), then matched by content, label, tag seen through refs, and last by the member
 * of the other side that still accepts the old one (a shape that survives under a new name).
 * Refs of the same name are not followed (that definition is compared on its own); a ref against
 * an inline schema is compared by content. A message definition is compared with the JSON-RPC
 * envelope it travels in, so copying `id`/`jsonrpc` into it changes nothing. Members of the method
 * unions are the method rules' business and make no member sites.
 */
import { assertNever, type Additional, type Definition, type ObjectNode, type TypeNode } from "../ir/model.js";
import { discriminatingConstant, fingerprint, label } from "./fingerprint.js";
import { join } from "./paths.js";
import { relate } from "./relation.js";
import { constraintsEqual } from "./constraints.js";
import type { Site, Snapshot } from "./types.js";
import { methodUnionNames } from "./wire.js";

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
    this.node(onWire(before, this.from), onWire(after, this.to), before.name, true);
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
    if (a.kind === "ref" && b.kind === "ref" && a.target === b.target) return;
    // "Anything" against a union is judged as a whole: JSONValue is anything, spelled out.
    if (a.kind === "any" || b.kind === "any") return this.relation(a, b, path);
    const ua = unionOf(a, this.from);
    const ub = unionOf(b, this.to);
    if (ua || ub) {
      const exclusive = ua ? ua.exclusive : Boolean(ub?.exclusive);
      // A lone type against a union is a one-member union; its description stays with the whole.
      const am = ua ? flatMembers(a, this.from) : [withoutProse(a)];
      const bm = ub ? flatMembers(b, this.to) : [withoutProse(b)];
      return this.members(am, bm, join(path, exclusive ? "oneOf" : "anyOf"));
    }

    // A ref against an inline copy, or against a ref of another name (a shape that moved): compare contents.
    if (a.kind === "ref" || b.kind === "ref") {
      const ra = a.kind === "ref" ? this.from.byName.get(a.target)?.type : a;
      const rb = b.kind === "ref" ? this.to.byName.get(b.target)?.type : b;
      if (ra && rb) this.node(ra, rb, path, false);
      else this.relation(a, b, path);
      return;
    }
    if (isValues(a) && isValues(b)) {
      const before = a.kind === "literal" ? [a.value] : a.values;
      const after = b.kind === "literal" ? [b.value] : b.values;
      if (fingerprint(a) !== fingerprint(b)) this.push({ at: "values", path, before, after });
      return;
    }
    // An open record (`{}` object, `Record<string, unknown>`) against an object or map: compare as objects,
    // so a typed optional key added to it is a property added, not a narrowing.
    if (a.kind !== b.kind && isObjectLike(a) && isObjectLike(b) && (isOpenRecord(a) || isOpenRecord(b))) {
      return this.node(asObjectNode(a), asObjectNode(b), path, false);
    }
    if (a.kind !== b.kind) return this.relation(a, b, path);
    switch (a.kind) {
      case "never":
        return;
      case "primitive": {
        const bp = b as typeof a;
        if (a.type !== bp.type) return this.relation(a, b, path);
        if (!constraintsEqual(a.constraints, bp.constraints))
          this.push({ at: "constraints", path, before: a.constraints, after: bp.constraints });
        return;
      }
      case "object": {
        const bo = b as typeof a;
        this.push({ at: "object", path, before: a, after: bo });
        for (const p of a.properties) {
          const q = bo.properties.find((x) => x.name === p.name);
          if (q) this.node(p.type, q.type, join(path, "properties", p.name), true);
          // An optional property dropped from an explicitly open object is still allowed, as anything: a widening.
          else if (!p.required && isExplicitlyOpen(bo.additional))
            this.push({
              at: "unconstrained",
              path: join(path, "properties", p.name),
              before: p.type,
              after: undefined,
            });
        }
        for (const q of bo.properties) {
          // An optional property newly listed by an explicitly open object was allowed before, as anything.
          if (!q.required && isExplicitlyOpen(a.additional) && !a.properties.some((x) => x.name === q.name)) {
            this.push({ at: "constrained", path: join(path, "properties", q.name), before: undefined, after: q.type });
          }
        }
        this.node(
          additionalNode(a.additional),
          additionalNode(bo.additional),
          join(path, "additionalProperties"),
          false,
        );
        for (const p of a.patternProperties) {
          const q = bo.patternProperties.find((x) => x.pattern === p.pattern);
          this.node(p.type, q?.type ?? anyNode, join(path, "patternProperties", p.pattern), false);
        }
        for (const q of bo.patternProperties) {
          if (!a.patternProperties.some((x) => x.pattern === q.pattern))
            this.node(anyNode, q.type, join(path, "patternProperties", q.pattern), false);
        }
        this.node(a.propertyNames ?? anyNode, bo.propertyNames ?? anyNode, join(path, "propertyNames"), false);
        if (!constraintsEqual(a.constraints, bo.constraints))
          this.push({ at: "constraints", path, before: a.constraints, after: bo.constraints });
        return;
      }
      case "map": {
        const bm = b as typeof a;
        this.node(a.values, bm.values, join(path, "additionalProperties"), true);
        this.node(a.propertyNames ?? anyNode, bm.propertyNames ?? anyNode, join(path, "propertyNames"), false);
        if (!constraintsEqual(a.constraints, bm.constraints))
          this.push({ at: "constraints", path, before: a.constraints, after: bm.constraints });
        return;
      }
      case "array": {
        const ba = b as typeof a;
        const length = Math.max(a.prefixItems.length, ba.prefixItems.length);
        for (let i = 0; i < length; i++) {
          this.node(
            a.prefixItems[i] ?? a.items,
            ba.prefixItems[i] ?? ba.items,
            join(path, "prefixItems", String(i)),
            true,
          );
        }
        this.node(a.items, ba.items, join(path, "items"), true);
        if (a.contains || ba.contains)
          this.node(a.contains ?? anyNode, ba.contains ?? anyNode, join(path, "contains"), false);
        if (!constraintsEqual(a.constraints, ba.constraints))
          this.push({ at: "constraints", path, before: a.constraints, after: ba.constraints });
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
      case "union":
        // Handled above; TypeScript cannot see that through unionOf.
        return this.relation(a, b, path);
      default:
        return assertNever(a, "type node");
    }
  }

  private members(a: TypeNode[], b: TypeNode[], path: string): void {
    const { matched, added, removed } = matchMembers(
      a,
      b,
      (n) => discriminator(n, this.from),
      (n) => discriminator(n, this.to),
      (x, y) => survives(x, y, this.from, this.to),
    );
    // Members of a method union are methods: the method rules pair them, and each is compared on its own.
    if (methodUnionNames.has(this.definitionName) && path.split("/").length === 2) return;
    if (added.length > 0 || removed.length > 0) this.push({ at: "members", path, before: removed, after: added, old: a });
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
  /** Last pass: how well `y` (after) still accepts `x` (before), 0 when it does not. */
  survivor: (x: TypeNode, y: TypeNode) => number = () => 0,
) {
  const matched: [TypeNode, TypeNode][] = [];
  const restA = [...a];
  const restB = [...b];
  const passes: [(n: TypeNode) => string | undefined, (n: TypeNode) => string | undefined][] = [
    [fingerprint, fingerprint],
    [label, label],
    [throughA, throughB],
  ];
  for (const [keyA, keyB] of passes) {
    for (let i = 0; i < restA.length;) {
      const k = keyA(restA[i]!);
      // A key several members share on either side (`type="string"` of every string schema) is no tag.
      const unique =
        k !== undefined &&
        restA.filter((x) => keyA(x) === k).length === 1 &&
        restB.filter((y) => keyB(y) === k).length === 1;
      const j = !unique ? -1 : restB.findIndex((y) => keyB(y) === k);
      if (j < 0) {
        i++;
        continue;
      }
      matched.push([restA[i]!, restB[j]!]);
      restA.splice(i, 1);
      restB.splice(j, 1);
    }
  }
  // Last, the best-scoring pairs first (not the first member that fits), so diff(B, A) pairs as diff(A, B) does.
  const scored: { x: TypeNode; y: TypeNode; score: number; order: number }[] = [];
  restA.forEach((x, i) =>
    restB.forEach((y, j) => {
      const score = survivor(x, y);
      if (score > 0) scored.push({ x, y, score, order: i * restB.length + j });
    }),
  );
  scored.sort((p, q) => q.score - p.score || p.order - q.order);
  for (const { x, y } of scored) {
    const i = restA.indexOf(x);
    const j = restB.indexOf(y);
    if (i < 0 || j < 0) continue;
    matched.push([x, y]);
    restA.splice(i, 1);
    restB.splice(j, 1);
  }
  return { matched, added: restB, removed: restA };
}

/** The union a node stands for: itself, or the union a ref (chain) names. */
function unionOf(
  node: TypeNode,
  side: Snapshot,
  seen = new Set<string>(),
): Extract<TypeNode, { kind: "union" }> | undefined {
  if (node.kind === "union") return node;
  if (node.kind !== "ref" || seen.has(node.target)) return undefined;
  seen.add(node.target);
  const target = side.byName.get(node.target)?.type;
  return target ? unionOf(target, side, seen) : undefined;
}

/** The members a union stands for, nested unions and union aliases flattened; other refs kept as refs. */
function flatMembers(node: TypeNode, side: Snapshot, seen = new Set<string>()): TypeNode[] {
  if (node.kind === "union") return node.members.flatMap((m) => flatMembers(m, side, seen));
  if (node.kind === "ref" && !seen.has(node.target)) {
    const u = unionOf(node, side, new Set(seen));
    if (u) {
      seen.add(node.target);
      return flatMembers(u, side, seen);
    }
  }
  return [node];
}

/**
 * How well an after-member `y` carries a before-member `x` on (0: not at all). Members with different
 * tags never pair. Otherwise the share of property names in common (so the legacy shape that kept every
 * property wins over a lookalike), raised when one accepts all the other does.
 */
function survives(x: TypeNode, y: TypeNode, from: Snapshot, to: Snapshot): number {
  const tx = discriminator(x, from);
  const ty = discriminator(y, to);
  if (tx !== undefined && ty !== undefined && tx !== ty) return 0;
  const px = propertyNames(x, from);
  const py = propertyNames(y, to);
  const common = [...px].filter((n) => py.has(n)).length;
  const all = new Set([...px, ...py]).size;
  const share = all === 0 ? 1 : common / all;
  // Symmetric in its arguments' roles, so the reverse diff scores the same pair the same.
  if (relate(x, y, from, to) !== "incompatible") return 1 + share;
  return share >= 1 / 3 ? share : 0;
}

function propertyNames(node: TypeNode, side: Snapshot): Set<string> {
  const t = node.kind === "ref" ? side.byName.get(node.target)?.type : node;
  return new Set(t?.kind === "object" ? t.properties.map((p) => p.name) : []);
}

/** A definition as it travels: a JSON-RPC message object with the envelope's `id`/`jsonrpc` it is sent in. */
function onWire(def: Definition, side: Snapshot): TypeNode {
  const kind = side.messages.get(def.name);
  if (kind === undefined || def.type.kind !== "object") return def.type;
  const own = def.type;
  const extra = side.envelope[kind].filter((p) => !own.properties.some((q) => q.name === p.name));
  return extra.length === 0 ? own : { ...own, properties: [...own.properties, ...extra] };
}

function isObjectLike(n: TypeNode): n is Extract<TypeNode, { kind: "object" | "map" }> {
  return n.kind === "object" || n.kind === "map";
}

/** An object that says nothing of its keys: no properties, any value for any key. */
export function isOpenRecord(n: TypeNode): boolean {
  if (Object.keys(n.kind === "object" || n.kind === "map" ? n.constraints : {}).length > 0) return false;
  if (n.kind === "map") return n.values.kind === "any" && !n.propertyNames;
  if (n.kind !== "object") return false;
  return (
    n.properties.length === 0 &&
    n.requiredOnly.length === 0 &&
    n.patternProperties.length === 0 &&
    !n.propertyNames &&
    n.additional.kind !== "closed" &&
    (n.additional.kind !== "schema" || n.additional.type.kind === "any")
  );
}

function asObjectNode(n: Extract<TypeNode, { kind: "object" | "map" }>): ObjectNode {
  if (n.kind === "object") return n;
  const out: ObjectNode = {
    kind: "object",
    pointer: n.pointer,
    properties: [],
    requiredOnly: [],
    additional: { kind: "schema", type: n.values },
    patternProperties: [],
    constraints: n.constraints,
  };
  if (n.propertyNames) out.propertyNames = n.propertyNames;
  return out;
}

/** `additionalProperties: true` or `{}`, written out: the object admits anything beside its properties. */
function isExplicitlyOpen(a: Additional): boolean {
  return a.kind === "open" || (a.kind === "schema" && a.type.kind === "any");
}
