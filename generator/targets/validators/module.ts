import { code, join, raw, type Code, type Identifier } from "../../emit/code.js";
import { renderTemplate } from "../../emit/template.js";
import type { Model, TypeNode } from "../../ir/model.js";
import { createContext, type EmitContext } from "./context.js";
import { checkNode, collectNode } from "./kinds/index.js";
import { emitMessages, planMessages } from "./messages.js";
import { definitionNames, type DefinitionNames } from "./names.js";
import { assertSupported } from "./supported.js";
import { runtimeSource } from "./runtimeSource.js";

export interface ModuleInput {
  model: Model;
  /** The provenance header (line comments). */
  header: string;
  /** File named in generation errors. */
  file: string;
}

/** IR -> the TypeScript source of `validators.ts`. Throws CodegenError for what it cannot enforce. */
export function emitValidatorModule(input: ModuleInput): string {
  const { model } = input;
  assertSupported(model, input.file);
  const names = definitionNames(model);
  const ctx: EmitContext = createContext(
    {
      check: (node, value) => checkNode(node, value, ctx),
      collect: (node, value, path, errs) => collectNode(node, value, path, errs, ctx),
    },
    new Map(names.map((n) => [n.definition.name, n.check.text])),
    new Map(names.map((n) => [n.definition.name, n.collect.text])),
    new Map(model.definitions.map((d) => [d.name, d.type])),
  );
  for (const n of names) declareChecks(n.definition.type, n.check, n.collect, ctx);
  const root = model.root ? emitRoot(model.root, ctx) : raw("");
  const api = join(names.map(emitApi), "\n");
  const typesImport = raw(names.length > 0 ? 'import type * as T from "./types.js";' : "");
  return renderTemplate("validators", "validators.ts", {
    // The provenance header, built by provenanceComment (the validators target is handed its text).
    header: raw(input.header),
    typesImport,
    runtime: runtimeSource(),
    declarations: join(ctx.declarations, "\n"),
    api,
    records: emitRecords(names),
    root,
    messages: emitMessages(planMessages(model, names)),
  });
}

/**
 * The named check and collector of one schema. An object/array/oneOf node is hoisted
 * under that very name; any other kind gets a one-line function around its expression.
 */
function declareChecks(node: TypeNode, check: Code | Identifier, collect: Code | Identifier, ctx: EmitContext): void {
  ctx.preferredCheck.set(node, check.text);
  ctx.preferredCollect.set(node, collect.text);
  const expr = ctx.check(node, raw("v"));
  if (ctx.hoistedChecks.get(node) !== check.text) {
    ctx.declarations.push(code`function ${check}(v: any): boolean {\nreturn ${expr};\n}\n`);
  }
  const body = ctx.collect(node, raw("v"), raw("p"), raw("errs"));
  if (ctx.hoistedCollectors.get(node) !== collect.text) {
    ctx.declarations.push(code`function ${collect}(v: any, p: string, errs: ValidationError[]): void {\n${body}\n}\n`);
  }
}

function emitApi(n: DefinitionNames): Code {
  const exported = raw(n.exported ? "export " : "");
  return code`/** Whether \`value\` is valid (false too when it is nested too deeply to check). */
${exported}function ${n.guard}(value: unknown): value is ${n.type} {
try {
return ${n.check}(value);
} catch (e) {
return exhausted(e);
}
}

/** \`value\`, typed, when valid; else every error found. */
${exported}function ${n.validator}(value: unknown): ValidationResult<${n.type}> {
try {
if (${n.check}(value)) return { ok: true, value: value as ${n.type} };
} catch (e) {
return depthFailure(e);
}
return failure(${n.collect}, value);
}
`;
}

/** `is` and `validate`, keyed by definition name; no prototype, so `is["toString"]` is undefined. */
function emitRecords(names: readonly DefinitionNames[]): Code {
  const guardTypes = names.map((n) => code`readonly ${n.definition.name}: (value: unknown) => value is ${n.type};`);
  const validatorTypes = names.map((n) => code`readonly ${n.definition.name}: (value: unknown) => ValidationResult<${n.type}>;`);
  // Computed keys: a plain `__proto__:` key would set the prototype instead of a property.
  const guards = names.map((n) => code`[${n.definition.name}]: ${n.guard},`);
  const validators = names.map((n) => code`[${n.definition.name}]: ${n.validator},`);
  return code`/** Every guard by definition name. */
export interface Guards {
${join(guardTypes, "\n")}
}

/** Every validator by definition name. */
export interface Validators {
${join(validatorTypes, "\n")}
}

/** Guards by definition name: \`is["CallToolRequest"](value)\`. */
export const is: Guards = Object.freeze(Object.setPrototypeOf({
${join(guards, "\n")}
}, null));

/** Validators by definition name: \`validate["CallToolRequest"](value)\`. */
export const validate: Validators = Object.freeze(Object.setPrototypeOf({
${join(validators, "\n")}
}, null));
`;
}

/** The root schema's own check, for schemas (test suites) whose root asserts something. */
function emitRoot(node: TypeNode, ctx: EmitContext): Code {
  const check = raw("$rootCheck");
  const collect = raw("$rootCollect");
  declareChecks(node, check, collect, ctx);
  return code`/** The root schema itself (present when the root asserts more than holding definitions). */
export const root: { is(value: unknown): boolean; validate(value: unknown): ValidationResult<unknown> } = {
is(value: unknown): boolean {
try {
return ${check}(value);
} catch (e) {
return exhausted(e);
}
},
validate(value: unknown): ValidationResult<unknown> {
try {
if (${check}(value)) return { ok: true, value };
} catch (e) {
return depthFailure(e);
}
return failure(${collect}, value);
},
};
`;
}
