/** Finding and replacing the IR node a schema pointer names, without mutating the model. */
import { assertNever, type Definition, type Model, type ObjectNode, type TypeNode } from "./model.js";
import { tokens as pointerTokens } from "./pointer.js";
import { childrenOf } from "./walk.js";

/** `#/$defs/X/...` and `#/definitions/X/...` name the same place; the definition and the path below it. */
export function parsePointer(pointer: string): { definition: string; path: string[] } | undefined {
  const [holder, definition, ...path] = pointerTokens(pointer);
  if ((holder !== "definitions" && holder !== "$defs") || definition === undefined) return undefined;
  return { definition, path };
}

export function definitionOf(model: Model, name: string): Definition | undefined {
  return model.definitions.find((d) => d.name === name);
}

/** The node at `pointer`, or undefined when the model has none there. */
export function nodeAt(model: Model, pointer: string): TypeNode | undefined {
  const at = parsePointer(pointer);
  const def = at && definitionOf(model, at.definition);
  if (!at || !def) return undefined;
  let node: TypeNode | undefined = def.type;
  let rest = at.path;
  while (node && rest.length > 0) {
    const next: { tokens: string[]; node: TypeNode } | undefined = childrenOf(node).find((c) => startsWith(rest, c.tokens));
    if (!next) return undefined;
    node = next.node;
    rest = rest.slice(next.tokens.length);
  }
  return node;
}

/** The model with the node at `pointer` replaced by `change(node)`; undefined when nothing is there. */
export function updateAt(model: Model, pointer: string, change: (node: TypeNode) => TypeNode | undefined): Model | undefined {
  const at = parsePointer(pointer);
  const def = at && definitionOf(model, at.definition);
  if (!at || !def) return undefined;
  const type = updateNode(def.type, at.path, change);
  if (!type) return undefined;
  return { ...model, definitions: model.definitions.map((d) => (d === def ? { ...d, type } : d)) };
}

/** The object at `pointer` changed by `change`; undefined when it is not an object (or `change` declines). */
export function updateObject(model: Model, pointer: string, change: (node: ObjectNode) => ObjectNode | undefined): Model | undefined {
  return updateAt(model, pointer, (n) => (n.kind === "object" ? change(n) : undefined));
}

function updateNode(node: TypeNode, path: string[], change: (node: TypeNode) => TypeNode | undefined): TypeNode | undefined {
  if (path.length === 0) return change(node);
  const next = childrenOf(node).find((c) => startsWith(path, c.tokens));
  if (!next) return undefined;
  const replaced = updateNode(next.node, path.slice(next.tokens.length), change);
  return replaced && withChild(node, next.tokens, replaced);
}

/** `node` with the child that `tokens` (as `childrenOf` names it) leads to replaced. */
function withChild(node: TypeNode, tokens: string[], replacement: TypeNode): TypeNode {
  const [first, second] = tokens;
  const index = Number(second);
  switch (node.kind) {
    case "object":
      if (first === "properties") return { ...node, properties: node.properties.map((p) => (p.name === second ? { ...p, type: replacement } : p)) };
      if (first === "additionalProperties") return { ...node, additional: { kind: "schema", type: replacement } };
      if (first === "patternProperties") return { ...node, patternProperties: node.patternProperties.map((p) => (p.pattern === second ? { ...p, type: replacement } : p)) };
      return { ...node, propertyNames: replacement };
    case "map":
      return first === "additionalProperties" ? { ...node, values: replacement } : { ...node, propertyNames: replacement };
    case "array":
      if (first === "prefixItems") return { ...node, prefixItems: node.prefixItems.map((p, i) => (i === index ? replacement : p)) };
      return first === "items" ? { ...node, items: replacement } : { ...node, contains: replacement };
    case "union":
    case "intersection":
      return { ...node, members: node.members.map((m, i) => (i === index ? replacement : m)) };
    case "not":
      return { ...node, type: replacement };
    case "switch":
      return { ...node, cases: node.cases.map((c) => (c.when === second ? { ...c, type: replacement } : c)) };
    case "any":
    case "never":
    case "ref":
    case "primitive":
    case "literal":
    case "enum":
      return node;
    default:
      return assertNever(node, "type node");
  }
}

function startsWith(path: string[], prefix: string[]): boolean {
  return prefix.every((t, i) => path[i] === t);
}

/** Definitions sorted by name, as the model keeps them. */
export function sortedDefinitions(definitions: Definition[]): Definition[] {
  return [...definitions].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The model with every object node, in every definition and at any depth, replaced by `change(node)`. */
export function updateEveryObject(model: Model, change: (node: ObjectNode) => ObjectNode): Model {
  const visit = (node: TypeNode): TypeNode => {
    let out = node;
    for (const child of childrenOf(node)) {
      const replaced = visit(child.node);
      if (replaced !== child.node) out = withChild(out, child.tokens, replaced);
    }
    return out.kind === "object" ? change(out) : out;
  };
  return { ...model, definitions: model.definitions.map((d) => ({ ...d, type: visit(d.type) })) };
}
