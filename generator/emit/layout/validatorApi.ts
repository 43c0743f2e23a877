import type { LayoutPrinter } from "./printer.js";
import { argumentLines, fitting, identifierPattern as name, isOneLineDoc, joined, typeNamePattern as type } from "./lines.js";

/** validators.ts's guard and validator of one definition, as targets/validators/module.ts's `emitApi` writes them. */
const api = new RegExp(
  String.raw`^(/\*\*[^\n]*\*/)\n(export )?function (${name})\(value: unknown\): value is (${type}) \{\n` +
    String.raw`try \{\nreturn (${name})\(value\);\n\} catch \(e\) \{\nreturn exhausted\(e\);\n\}\n\}\n\n` +
    String.raw`(/\*\*[^\n]*\*/)\n(export )?function (${name})\(value: unknown, options\?: ValidateOptions\): ValidationResult<(${type})> \{\n` +
    String.raw`try \{\nif \((${name})\(value\)\) return \{ ok: true, value: value as (${type}) \};\n\} catch \(e\) \{\nreturn depthFailure\(e\);\n\}\n` +
    String.raw`return failure\((${name}), value, errorCap\(options\)\);\n\}\n$`,
);

/** validators.d.ts's declarations of the same pair (`declareApi`). */
const declared = new RegExp(
  String.raw`^(/\*\*[^\n]*\*/)\nexport declare function (${name})\(value: unknown\): value is (${type});\n` +
    String.raw`(/\*\*[^\n]*\*/)\nexport declare function (${name})\(value: unknown, options\?: ValidateOptions\): ValidationResult<(${type})>;\n$`,
);

const guardParams = ["value: unknown"];
const validatorParams = ["value: unknown", "options?: ValidateOptions"];

/**
 * prettier's layout of a definition's guard and validator (and of their declarations): fixed code around the
 * definition's names, so only where the names make a line too long is there a choice, and the choices are prettier's
 * breaking of a parameter list, an argument list, an if's consequent and an object.
 */
export const validatorApi: LayoutPrinter = {
  name: "validator guard and validator functions",
  extensions: ["ts"],
  print(text, width) {
    const d = declared.exec(text);
    if (d) {
      const [, guardDoc, guard, guardType, validatorDoc, validator, validatorType] = d as unknown as string[];
      if (!isOneLineDoc(guardDoc!) || !isOneLineDoc(validatorDoc!)) return undefined;
      return joined([
        [guardDoc!],
        argumentLines("", `export declare function ${guard}`, guardParams, `: value is ${guardType};`, width),
        [validatorDoc!],
        argumentLines("", `export declare function ${validator}`, validatorParams, `: ValidationResult<${validatorType}>;`, width),
      ]);
    }
    const m = api.exec(text);
    if (!m) return undefined;
    const [, guardDoc, guardExport = "", guard, guardType, check, validatorDoc, validatorExport = "", validator, validatorType, check2, valueType, collect] = m as unknown as string[];
    if (!isOneLineDoc(guardDoc!) || !isOneLineDoc(validatorDoc!)) return undefined;
    return joined([
      [guardDoc!],
      argumentLines("", `${guardExport}function ${guard}`, guardParams, `: value is ${guardType} {`, width),
      ["  try {"],
      fitting(`    return ${check}(value);`, width),
      ["  } catch (e) {", "    return exhausted(e);", "  }", "}", ""],
      [validatorDoc!],
      argumentLines("", `${validatorExport}function ${validator}`, validatorParams, `: ValidationResult<${validatorType}> {`, width),
      ["  try {"],
      ifReturn(`${check2}(value)`, `{ ok: true, value: value as ${valueType} }`, ["ok: true", `value: value as ${valueType}`], width),
      ["  } catch (e) {", "    return depthFailure(e);", "  }"],
      argumentLines("  ", "return failure", [collect!, "value", "errorCap(options)"], ";", width),
      ["}"],
    ]);
  },
  printStripped(text, width) {
    const m = api.exec(text);
    if (!m) return undefined;
    const [, guardDoc, guardExport = "", guard, , check, validatorDoc, validatorExport = "", validator, , check2, , collect] = m as unknown as string[];
    if (!isOneLineDoc(guardDoc!) || !isOneLineDoc(validatorDoc!)) return undefined;
    return joined([
      [guardDoc!],
      argumentLines("", `${guardExport}function ${guard}`, ["value"], " {", width),
      ["  try {"],
      fitting(`    return ${check}(value);`, width),
      ["  } catch (e) {", "    return exhausted(e);", "  }", "}", ""],
      [validatorDoc!],
      argumentLines("", `${validatorExport}function ${validator}`, ["value", "options"], " {", width),
      ["  try {"],
      ifReturn(`${check2}(value)`, "{ ok: true, value: value }", ["ok: true", "value: value"], width),
      ["  } catch (e) {", "    return depthFailure(e);", "  }"],
      argumentLines("  ", "return failure", [collect!, "value", "errorCap(options)"], ";", width),
      ["}"],
    ]);
  },
};

/**
 * `if (test) return object;` inside `try` (indent 4): on one line when it fits; else the return on the next line,
 * indented; else the object broken one member per line.
 */
function ifReturn(test: string, object: string, members: readonly string[], width: number): string[] | undefined {
  const head = `    if (${test})`;
  const one = `${head} return ${object};`;
  if (one.length <= width) return [one];
  if (head.length > width) return undefined;
  const next = `      return ${object};`;
  if (next.length <= width) return [head, next];
  const lines = [head, "      return {", ...members.map((m) => `        ${m},`), "      };"];
  return lines.every((l) => l.length <= width) ? lines : undefined;
}
