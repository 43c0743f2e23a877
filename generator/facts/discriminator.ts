import type { TypeNode } from "../ir/model.js";

/** What the discriminator needs of a target's context: each definition's type by name, to look through refs. */
export interface Definitions {
  readonly definitions: ReadonlyMap<string, TypeNode>;
}

/** A JSON value `===` compares as JSON equality does (what `const`/`enum` check with `===`). */
export type Tag = string | number | boolean | null;

/** One `case` of a dispatching union: the tag value and the members (in schema order) that may match it. */
export interface DispatchCase {
  tag: Tag;
  members: TypeNode[];
}

/** A union whose members each require an own property `property` equal to one of a few primitives. */
export interface Dispatch {
  property: string;
  cases: DispatchCase[];
}

const isTag = (v: unknown): v is Tag => v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/**
 * The values `node` allows under property `name`, when every value matching `node` is an
 * object with `name` as a required, own property whose schema is a primitive `const` or
 * `enum`; undefined when `node` does not promise that. Looks through refs and takes the
 * first intersection member that promises it (matching the intersection means matching it).
 */
export function tagsOf(node: TypeNode, name: string, ctx: Definitions, seen: ReadonlySet<TypeNode> = new Set()): Tag[] | undefined {
  if (seen.has(node)) return undefined;
  const inner = new Set(seen).add(node);
  switch (node.kind) {
    case "ref": {
      const target = ctx.definitions.get(node.target);
      return target ? tagsOf(target, name, ctx, inner) : undefined;
    }
    case "object": {
      const p = node.properties.find((q) => q.name === name && q.required);
      return p ? valuesOf(p.type, ctx, inner) : undefined;
    }
    case "intersection":
      for (const m of node.members) {
        const tags = tagsOf(m, name, ctx, inner);
        if (tags) return tags;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** The primitives a `const`/`enum` schema (possibly behind refs) allows, else undefined. */
function valuesOf(node: TypeNode, ctx: Definitions, seen: ReadonlySet<TypeNode>): Tag[] | undefined {
  if (seen.has(node)) return undefined;
  switch (node.kind) {
    case "literal":
      return isTag(node.value) ? [node.value] : undefined;
    case "enum":
      return node.values.length > 0 && node.values.every(isTag) ? (node.values as Tag[]) : undefined;
    case "ref": {
      const target = ctx.definitions.get(node.target);
      return target ? valuesOf(target, ctx, new Set(seen).add(node)) : undefined;
    }
    default:
      return undefined;
  }
}

/** Required-property names of the first member's object: the candidates a discriminator could be. */
function candidateNames(node: TypeNode, ctx: Definitions, seen: ReadonlySet<TypeNode> = new Set()): string[] {
  if (seen.has(node)) return [];
  const inner = new Set(seen).add(node);
  switch (node.kind) {
    case "ref": {
      const target = ctx.definitions.get(node.target);
      return target ? candidateNames(target, ctx, inner) : [];
    }
    case "object":
      return node.properties.filter((p) => p.required).map((p) => p.name);
    case "intersection":
      return node.members.flatMap((m) => candidateNames(m, ctx, inner));
    default:
      return [];
  }
}

/**
 * How to dispatch a union of two or more members on one property, when every member
 * requires it with `const`/`enum` values: a value can match only the members listing
 * its property's value, so only those need checking. Picks the property with the most
 * distinct values (ties: the first member's first). Undefined when none qualifies or
 * the property has one value for all.
 */
export function dispatchOf(members: readonly TypeNode[], ctx: Definitions): Dispatch | undefined {
  if (members.length < 2) return undefined;
  let best: Dispatch | undefined;
  for (const property of [...new Set(candidateNames(members[0]!, ctx))]) {
    const perMember = members.map((m) => tagsOf(m, property, ctx));
    if (perMember.some((t) => t === undefined)) continue;
    const cases: DispatchCase[] = [];
    members.forEach((m, i) => {
      for (const tag of perMember[i]!) {
        let c = cases.find((x) => x.tag === tag);
        if (!c) cases.push((c = { tag, members: [] }));
        if (!c.members.includes(m)) c.members.push(m);
      }
    });
    if (!best || cases.length > best.cases.length) best = { property, cases };
  }
  // One value for all (JSON-RPC's `jsonrpc`) rules nothing out.
  return best && best.cases.length > 1 ? best : undefined;
}
