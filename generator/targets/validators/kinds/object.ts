import { code, join, raw, type Code } from "../../../emit/code.js";
import type { Additional, Constraints, ObjectNode, TypeNode } from "../../../ir/model.js";
import { hoistCheck, hoistCollector, pushError, regexFor, statements, type EmitContext } from "../context.js";
import { checkConstraints, collectConstraints } from "../keywords/index.js";
import { childPath, jsonType } from "./guards.js";
import type { KindEmitter } from "./kind.js";

/** What the per-key loop must check; objects and maps share it. */
export interface KeyRules {
  listed: readonly string[];
  patternProperties: readonly { pattern: string; type: TypeNode }[];
  additional: Additional;
  propertyNames?: TypeNode;
  constraints: Constraints;
}

const isTrue = (c: Code) => c.text === "true";

/** Whether any key must be visited: `additionalProperties: {}`/absent/true and no patterns need no loop. */
function needsLoop(rules: KeyRules, ctx: EmitContext): boolean {
  const v = raw("y");
  if (rules.propertyNames && !isTrue(ctx.check(rules.propertyNames, raw("k")))) return true;
  if (rules.patternProperties.length > 0) return true;
  if (rules.additional.kind === "closed") return true;
  return rules.additional.kind === "schema" && !isTrue(ctx.check(rules.additional.type, v));
}

function isListed(listed: readonly string[]): Code {
  return listed.length === 0 ? raw("false") : join(listed.map((n) => code`k === ${n}`), " || ");
}

/** Statements (inside a check function over `v`) that return false when a key breaks a rule. */
export function checkKeys(rules: KeyRules, ctx: EmitContext): Code {
  const parts: Code[] = [];
  const constraints = checkConstraints(rules.constraints, raw("v"), ctx);
  if (!isTrue(constraints)) parts.push(code`if (!(${constraints})) return false;`);
  if (!needsLoop(rules, ctx)) return statements(parts);
  const body: Code[] = [code`if (!hasOwn.call(v, k)) continue;`, code`const y: any = v[k];`];
  if (rules.propertyNames) body.push(code`if (!(${ctx.check(rules.propertyNames, raw("k"))})) return false;`);
  const matched = rules.patternProperties.length > 0 && rules.additional.kind !== "open" && rules.additional.kind !== "unspecified";
  if (matched) body.push(raw("let matched = false;"));
  for (const pp of rules.patternProperties) {
    const mark = matched ? raw("matched = true; ") : raw("");
    body.push(code`if (${regexFor(ctx, pp.pattern)}.test(k)) { ${mark}if (!(${ctx.check(pp.type, raw("y"))})) return false; }`);
  }
  const extra = additionalCheck(rules.additional, ctx);
  if (extra) {
    const unmatched = matched ? raw("!matched && ") : raw("");
    body.push(code`if (${unmatched}!(${isListed(rules.listed)}) && !(${extra})) return false;`);
  }
  parts.push(code`for (const k in v) {\n${statements(body)}\n}`);
  return statements(parts);
}

/** Statements (inside a collector over `v`, `p`, `errs`) pushing an error per broken key rule. */
export function collectKeys(rules: KeyRules, ctx: EmitContext): Code {
  const parts: Code[] = [collectConstraints(rules.constraints, raw("v"), raw("p"), raw("errs"), ctx)];
  if (!needsLoop(rules, ctx)) return statements(parts);
  // The key's path is built only where an error is pushed: valid keys never pay for it.
  const body: Code[] = [code`if (!hasOwn.call(v, k)) continue;`, code`const y: any = v[k];`];
  if (rules.propertyNames) {
    body.push(code`if (!(${ctx.check(rules.propertyNames, raw("k"))})) ${pushError(raw("errs"), keyPath, "propertyNames", "property name must be valid")}`);
  }
  const matched = rules.patternProperties.length > 0 && rules.additional.kind !== "open" && rules.additional.kind !== "unspecified";
  if (matched) body.push(raw("let matched = false;"));
  for (const pp of rules.patternProperties) {
    const mark = matched ? raw("matched = true;\n") : raw("");
    body.push(code`if (${regexFor(ctx, pp.pattern)}.test(k)) {\n${mark}${guarded(pp.type, ctx)}\n}`);
  }
  const additional = rules.additional;
  if (additional.kind === "closed" || (additional.kind === "schema" && additionalCheck(additional, ctx))) {
    const unmatched = matched ? raw("!matched && ") : raw("");
    const inner =
      additional.kind === "closed"
        ? pushError(raw("errs"), keyPath, "additionalProperties", "must NOT have additional properties")
        : guarded(additional.type, ctx);
    body.push(code`if (${unmatched}!(${isListed(rules.listed)})) {\n${inner}\n}`);
  }
  parts.push(code`for (const k in v) {\n${statements(body)}\n}`);
  return statements(parts);
}

const keyPath = raw('p + "/" + pointerToken(k)');

/** Errors of key `k`'s value `y`, walked only when its check fails. */
function guarded(type: TypeNode, ctx: EmitContext): Code {
  const test = ctx.check(type, raw("y"));
  return isTrue(test) ? raw("") : code`if (!(${test})) {\n${ctx.collect(type, raw("y"), keyPath, raw("errs"))}\n}`;
}

/** A check on an extra key's value `y`, or undefined when extra keys are allowed as they are. */
function additionalCheck(additional: Additional, ctx: EmitContext): Code | undefined {
  switch (additional.kind) {
    case "unspecified":
    case "open":
      return undefined;
    case "closed":
      return raw("false");
    case "schema": {
      const c = ctx.check(additional.type, raw("y"));
      return isTrue(c) ? undefined : c;
    }
  }
}

function rulesOf(node: ObjectNode): KeyRules {
  const rules: KeyRules = {
    listed: node.properties.map((p) => p.name),
    patternProperties: node.patternProperties,
    additional: node.additional,
    constraints: node.constraints,
  };
  if (node.propertyNames) rules.propertyNames = node.propertyNames;
  return rules;
}

/**
 * `v`'s own property `name`, once `v[name]` is known not to be `undefined`. An object whose
 * prototype is Object.prototype inherits only Object.prototype's properties (its own
 * prototype is null), so for any other name the value read is its own: V8 folds both
 * tests to a map check, far cheaper than hasOwnProperty, which decides every other case.
 */
function ownProperty(name: string): Code {
  return code`((Object.getPrototypeOf(v) === Object.prototype && !(${name} in Object.prototype)) || hasOwn.call(v, ${name}))`;
}

/** `const`/`enum` properties first: in a union member, a wrong tag fails before anything else is read. */
function checkOrder(node: ObjectNode): ObjectNode["properties"] {
  const isTag = (p: ObjectNode["properties"][number]) => p.required && (p.type.kind === "literal" || p.type.kind === "enum");
  return [...node.properties.filter(isTag), ...node.properties.filter((p) => !isTag(p))];
}

/**
 * Present means own and not `undefined` (Ajv's `ownProperties`): an inherited
 * `toString` does not satisfy `required: ["toString"]`. An optional property's value is
 * checked before asking whether it is own, so a valid one never pays for the question;
 * the checks are pure, so the answer is the same (an inherited value, which JSON input
 * never has, now gets checked and, when it fails, skipped as before).
 */
function checkBody(node: ObjectNode, ctx: EmitContext): Code {
  const parts: Code[] = [code`if (!${jsonType.object(raw("v"))}) return false;`];
  const checked = checkOrder(node)
    .map((p) => ({ p, test: ctx.check(p.type, raw("x")) }))
    .filter(({ p, test }) => p.required || !isTrue(test));
  if (checked.length > 0) parts.push(raw("let x: any;"));
  for (const { p, test } of checked) {
    parts.push(code`x = v[${p.name}];`);
    if (p.required) parts.push(code`if (x === undefined || !${ownProperty(p.name)}${isTrue(test) ? raw("") : code` || !(${test})`}) return false;`);
    else parts.push(code`if (x !== undefined && !(${test}) && hasOwn.call(v, ${p.name})) return false;`);
  }
  for (const name of node.requiredOnly) parts.push(code`if (v[${name}] === undefined || !${ownProperty(name)}) return false;`);
  parts.push(checkKeys(rulesOf(node), ctx));
  return statements(parts);
}

function collectBody(node: ObjectNode, ctx: EmitContext): Code {
  const parts: Code[] = [code`if (!${jsonType.object(raw("v"))}) {\n${pushError(raw("errs"), raw("p"), "type", "must be object")}\nreturn;\n}`];
  if (node.properties.length > 0) parts.push(raw("let x: any;"));
  const missing = (name: string) => pushError(raw("errs"), raw("p"), "required", `must have required property ${JSON.stringify(name)}`);
  // A property is walked for errors only when its check fails: valid values cost one check.
  for (const p of node.properties) {
    const test = ctx.check(p.type, raw("x"));
    const inner = isTrue(test) ? raw("") : code`if (!(${test})) {\n${ctx.collect(p.type, raw("x"), childPath(raw("p"), p.name), raw("errs"))}\n}`;
    if (!p.required && inner.text === "") continue;
    parts.push(code`x = v[${p.name}];`);
    const present = code`x !== undefined && hasOwn.call(v, ${p.name})`;
    if (p.required) parts.push(inner.text === "" ? code`if (!(${present})) ${missing(p.name)}` : code`if (!(${present})) ${missing(p.name)}\nelse ${inner}`);
    else parts.push(code`if (${present}) {\n${inner}\n}`);
  }
  for (const name of node.requiredOnly) parts.push(code`if (v[${name}] === undefined || !hasOwn.call(v, ${name})) ${missing(name)}`);
  parts.push(collectKeys(rulesOf(node), ctx));
  return statements(parts);
}

export const objectKind = {
  kind: "object",
  description: "`type: object` with properties, required, additionalProperties, patternProperties, propertyNames",
  check: (node, value, ctx) => code`${hoistCheck(ctx, node, () => checkBody(node, ctx))}(${value})`,
  collect: (node, value, path, errs, ctx) => code`${hoistCollector(ctx, node, () => collectBody(node, ctx))}(${value}, ${path}, ${errs});`,
} as const satisfies KindEmitter<"object">;
