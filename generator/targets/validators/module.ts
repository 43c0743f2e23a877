import { code, join, raw, type Code, type Identifier } from "../../emit/code.js";
import type { Model, TypeNode } from "../../ir/model.js";
import { typesByName } from "../../ir/lookup.js";
import { createContext, type EmitContext } from "./context.js";
import { checkNode, collectNode } from "./kinds/index.js";
import { planMessages } from "../../facts/messages.js";
import { declareMessages, emitMessages } from "./messages.js";
import { definitionNames, type DefinitionNames } from "../../facts/names.js";
import { runtimeText } from "./runtime.js";
import { assertSupported } from "./supported.js";

export interface ModuleInput {
  model: Model;
  /** The provenance header (line comments). */
  header: string;
  /** File named in generation errors. */
  file: string;
}

/**
 * One file's template slots: each slot a list of top-level statements, unformatted, so
 * a formatter can take them a few at a time (memory stays flat however big the schema).
 */
export type ModuleSlots = Record<string, readonly string[]>;

export interface ValidatorModule {
  /** validators.ts (and, with its types stripped, validators.js). */
  source: ModuleSlots;
  /** validators.d.ts, written from the same names, not derived from the source. */
  declarations: ModuleSlots;
}

/** IR -> the slots of `validators.ts` and `validators.d.ts`. Throws CodegenError for what it cannot enforce. */
export function emitValidatorModule(input: ModuleInput): ValidatorModule {
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
    typesByName(model),
  );
  for (const n of names) declareChecks(n.definition.type, n.check, n.collect, ctx);
  const root = model.root ? [emitRoot(model.root, ctx).text] : [];
  const plan = planMessages(model, names);
  const typesImport = names.length > 0 ? ['import type * as T from "./types.js";'] : [];
  const shared = { header: [input.header], typesImport, apiTypes: [runtimeText("api")] };
  return {
    source: {
      ...shared,
      runtime: [runtimeText("runtime")],
      declarations: ctx.declarations.map((d) => d.text),
      api: names.map((n) => emitApi(n).text),
      records: [emitRecords(names).text],
      root,
      messages: [emitMessages(plan).text],
    },
    declarations: {
      ...shared,
      api: names.filter((n) => n.exported).map((n) => declareApi(n).text),
      records: [recordTypes(names).text, declareRecords().text],
      root: model.root ? [declareRoot().text] : [],
      messages: [declareMessages(plan).text],
    },
  };
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

const guardDoc = raw("/** Whether `value` is valid (false too when it is nested too deeply to check). */");
const validatorDoc = raw(
  "/** `value`, typed, when valid; else the errors found (at most `options.maxErrors`, default 100). */",
);

function emitApi(n: DefinitionNames): Code {
  const exported = raw(n.exported ? "export " : "");
  return code`${guardDoc}
${exported}function ${n.guard}(value: unknown): value is ${n.type} {
try {
return ${n.check}(value);
} catch (e) {
return exhausted(e);
}
}

${validatorDoc}
${exported}function ${n.validator}(value: unknown, options?: ValidateOptions): ValidationResult<${n.type}> {
try {
if (${n.check}(value)) return { ok: true, value: value as ${n.type} };
} catch (e) {
return depthFailure(e);
}
return failure(${n.collect}, value, errorCap(options));
}
`;
}

function declareApi(n: DefinitionNames): Code {
  return code`${guardDoc}
export declare function ${n.guard}(value: unknown): value is ${n.type};
${validatorDoc}
export declare function ${n.validator}(value: unknown, options?: ValidateOptions): ValidationResult<${n.type}>;
`;
}

function recordTypes(names: readonly DefinitionNames[]): Code {
  const guardTypes = names.map((n) => code`readonly ${n.definition.name}: (value: unknown) => value is ${n.type};`);
  const validatorTypes = names.map(
    (n) =>
      code`readonly ${n.definition.name}: (value: unknown, options?: ValidateOptions) => ValidationResult<${n.type}>;`,
  );
  return code`/** Every guard by definition name. */
export interface Guards {
${join(guardTypes, "\n")}
}

/** Every validator by definition name. */
export interface Validators {
${join(validatorTypes, "\n")}
}
`;
}

const isDoc = raw('/** Guards by definition name: `is["CallToolRequest"](value)`. */');
const validateDoc = raw('/** Validators by definition name: `validate["CallToolRequest"](value)`. */');

/** `is` and `validate`, keyed by definition name; no prototype, so `is["toString"]` is undefined. */
function emitRecords(names: readonly DefinitionNames[]): Code {
  // Computed keys: a plain `__proto__:` key would set the prototype instead of a property.
  const guards = names.map((n) => code`[${n.definition.name}]: ${n.guard},`);
  const validators = names.map((n) => code`[${n.definition.name}]: ${n.validator},`);
  return code`${recordTypes(names)}
${isDoc}
export const is: Guards = Object.freeze(Object.setPrototypeOf({
${join(guards, "\n")}
}, null));

${validateDoc}
export const validate: Validators = Object.freeze(Object.setPrototypeOf({
${join(validators, "\n")}
}, null));
`;
}

function declareRecords(): Code {
  return code`${isDoc}
export declare const is: Guards;
${validateDoc}
export declare const validate: Validators;
`;
}

const rootDoc = raw("/** The root schema itself (present when the root asserts more than holding definitions). */");
const rootType = raw(
  "{ is(value: unknown): boolean; validate(value: unknown, options?: ValidateOptions): ValidationResult<unknown> }",
);

/** The root schema's own check, for schemas (test suites) whose root asserts something. */
function emitRoot(node: TypeNode, ctx: EmitContext): Code {
  const check = raw("$rootCheck");
  const collect = raw("$rootCollect");
  declareChecks(node, check, collect, ctx);
  return code`${rootDoc}
export const root: ${rootType} = {
is(value: unknown): boolean {
try {
return ${check}(value);
} catch (e) {
return exhausted(e);
}
},
validate(value: unknown, options?: ValidateOptions): ValidationResult<unknown> {
try {
if (${check}(value)) return { ok: true, value };
} catch (e) {
return depthFailure(e);
}
return failure(${collect}, value, errorCap(options));
},
};
`;
}

function declareRoot(): Code {
  return code`${rootDoc}\nexport declare const root: ${rootType};\n`;
}
