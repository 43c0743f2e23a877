import { code, join, literalValue, raw, regExp, type Code } from "../../emit/code.js";
import type { JsonValue, TypeNode } from "../../ir/model.js";

/**
 * What emitters share while one validators module is written: module-level
 * declarations hoisted out of expressions (check functions, regexes, constants),
 * each named once and emitted in creation order, so output is deterministic.
 */
export interface EmitContext {
  /** A boolean expression: does `value` (a plain identifier) match `node`? (Dispatches on kind.) */
  readonly check: (node: TypeNode, value: Code) => Code;
  /** Statements pushing an error into `errs` for every failed assertion of `node` on `value` at `path`. */
  readonly collect: (node: TypeNode, value: Code, path: Code, errs: Code) => Code;
  /** Names chosen in advance for a node's hoisted function (a definition's own object is its `$isX`). */
  readonly preferredCheck: Map<TypeNode, string>;
  readonly preferredCollect: Map<TypeNode, string>;
  /** Name of the check function (`(v) => boolean`) of a definition, by definition name. */
  readonly checkOf: ReadonlyMap<string, string>;
  /** Name of the error collector (`(v, p, errs) => void`) of a definition, by definition name. */
  readonly collectOf: ReadonlyMap<string, string>;
  /** Each definition's schema, by definition name (to look through refs). */
  readonly definitions: ReadonlyMap<string, TypeNode>;
  readonly declarations: Code[];
  readonly hoistedChecks: Map<TypeNode, string>;
  readonly hoistedCollectors: Map<TypeNode, string>;
  readonly regexes: Map<string, string>;
  readonly constants: Map<string, string>;
  counter: number;
}

export function createContext(
  dispatch: Pick<EmitContext, "check" | "collect">,
  checkOf: ReadonlyMap<string, string>,
  collectOf: ReadonlyMap<string, string>,
  definitions: ReadonlyMap<string, TypeNode>,
): EmitContext {
  return {
    ...dispatch,
    checkOf,
    collectOf,
    definitions,
    preferredCheck: new Map(),
    preferredCollect: new Map(),
    declarations: [],
    hoistedChecks: new Map(),
    hoistedCollectors: new Map(),
    regexes: new Map(),
    constants: new Map(),
    counter: 0,
  };
}

/** A fresh module-level name: `$` plus a prefix and a number (exported names never start with `$`). */
function fresh(ctx: EmitContext, prefix: string): string {
  ctx.counter += 1;
  return `$${prefix}${ctx.counter}`;
}

/**
 * A hoisted `function $cN(v: any): boolean { <body> }` checking `node`; `body` is
 * statements that `return false` on failure (the function ends with `return true`).
 */
export function hoistCheck(ctx: EmitContext, node: TypeNode, body: () => Code): Code {
  let name = ctx.hoistedChecks.get(node);
  if (!name) {
    name = ctx.preferredCheck.get(node) ?? fresh(ctx, "c");
    ctx.hoistedChecks.set(node, name);
    const fn = raw(name);
    // Reserve the name before building the body: recursive nodes refer to themselves.
    const slot = ctx.declarations.length;
    ctx.declarations.push(raw(""));
    ctx.declarations[slot] = code`function ${fn}(v: any): boolean {\n${body()}\nreturn true;\n}\n`;
  }
  return raw(name);
}

/** A hoisted `function $eN(v: any, p: string, errs: ValidationError[]): void { <body> }`. */
export function hoistCollector(ctx: EmitContext, node: TypeNode, body: () => Code): Code {
  let name = ctx.hoistedCollectors.get(node);
  if (!name) {
    name = ctx.preferredCollect.get(node) ?? fresh(ctx, "e");
    ctx.hoistedCollectors.set(node, name);
    const slot = ctx.declarations.length;
    ctx.declarations.push(raw(""));
    ctx.declarations[slot] = code`function ${raw(name)}(v: any, p: string, errs: ValidationError[]): void {\n${body()}\n}\n`;
  }
  return raw(name);
}

/** A module-level regex for a schema pattern (compiled once, `u` flag as JSON Schema and Ajv use). */
export function regexFor(ctx: EmitContext, pattern: string): Code {
  let name = ctx.regexes.get(pattern);
  if (!name) {
    name = fresh(ctx, "re");
    ctx.regexes.set(pattern, name);
    ctx.declarations.push(code`const ${raw(name)} = ${regExp(pattern, "u")};\n`);
  }
  return raw(name);
}

/** A module-level constant holding a non-primitive JSON value (for deep equality). */
export function constantFor(ctx: EmitContext, value: JsonValue): Code {
  const key = JSON.stringify(value);
  let name = ctx.constants.get(key);
  if (!name) {
    name = fresh(ctx, "k");
    ctx.constants.set(key, name);
    ctx.declarations.push(code`const ${raw(name)} = ${literalValue(value)};\n`);
  }
  return raw(name);
}

/** A module-level `Set` of primitive JSON values (a large enum's members), for one `has` instead of a chain of `===`. */
export function setFor(ctx: EmitContext, values: readonly JsonValue[]): Code {
  const key = `set:${JSON.stringify(values)}`;
  let name = ctx.constants.get(key);
  if (!name) {
    name = fresh(ctx, "s");
    ctx.constants.set(key, name);
    ctx.declarations.push(code`const ${raw(name)}: ReadonlySet<unknown> = new Set(${literalValue(values as JsonValue)});\n`);
  }
  return raw(name);
}

/** `report(errs, { path, keyword, message })` (the runtime's capped push): `message` is generator text, quoted like any value. */
export function pushError(errs: Code, path: Code, keyword: string, message: string): Code {
  return code`report(${errs}, { path: ${path}, keyword: ${keyword}, message: ${message} });`;
}

export function statements(parts: readonly Code[]): Code {
  return join(parts.filter((p) => p.text !== ""), "\n");
}
