import type { LayoutPrinter } from "./printer.js";
import { argumentLines, identifierPattern as name, isOneLineDoc, joined, typeNamePattern as type } from "./lines.js";

const key = String.raw`"(${name})"`;
const guardMember = new RegExp(String.raw`^readonly ${key}: \(value: unknown\) => value is (${type});$`);
const validatorMember = new RegExp(String.raw`^readonly ${key}: \(value: unknown, options\?: ValidateOptions\) => ValidationResult<(${type})>;$`);
const recordEntry = new RegExp(String.raw`^\[("${name}")\]: (${name}),$`);
const recordOpen = new RegExp(String.raw`^export const (?:is: Guards|validate: Validators) = Object\.freeze\(Object\.setPrototypeOf\(\{$`);
const strippedRecordOpen = /^export const (?:is|validate) = Object\.freeze\(Object\.setPrototypeOf\(\{$/;
/** An interface block (JSDoc line, then the interface), which JavaScript leaves out. */
const strippedBlock = /^\/\*\*[^\n]*\*\/\nexport interface (?:Guards|Validators) \{\n/;
const recordAnnotation = /^(\/\*\*[^\n]*\*\/\nexport const (?:is|validate)): (?:Guards|Validators) = /;
const declaredRecord = /^export declare const (?:is: Guards|validate: Validators);$/;

/**
 * prettier's layout of the validators' records (targets/validators/module.ts's `recordTypes`, `emitRecords`,
 * `declareRecords`): the `Guards` and `Validators` interfaces, the frozen `is` and `validate` objects (their object
 * written broken, so prettier keeps it broken) and their declarations. Blocks of a JSDoc line and a declaration,
 * a blank line apart; keys that are identifier names (prettier unquotes them in an interface).
 */
export const validatorRecords: LayoutPrinter = {
  name: "validator records",
  extensions: ["ts"],
  print: (text, width) => printRecords(text, width, recordOpen),
  // In JavaScript: the interfaces (and their JSDoc) go, and so do the records' annotations.
  printStripped(text, width) {
    if (!text.endsWith("\n")) return undefined;
    const blocks = text.slice(0, -1).split("\n\n").filter((b) => !strippedBlock.test(b));
    return printRecords(`${blocks.map((b) => b.replace(recordAnnotation, "$1 = ")).join("\n\n")}\n`, width, strippedRecordOpen);
  },
};

function printRecords(text: string, width: number, open: RegExp): string | undefined {
    if (!text.endsWith("\n")) return undefined;
    const out: (readonly string[] | undefined)[] = [];
    const lines = text.slice(0, -1).split("\n");
    for (let i = 0; i < lines.length; ) {
      const line = lines[i]!;
      if (line === "" && i > 0 && lines[i - 1] !== "" && i < lines.length - 1) {
        out.push([""]);
        i++;
        continue;
      }
      if (isOneLineDoc(line)) {
        out.push([line]);
        i++;
        continue;
      }
      if (declaredRecord.test(line)) {
        out.push(line.length <= width ? [line] : undefined);
        i++;
        continue;
      }
      const end = lines.indexOf(line === "export interface Guards {" || line === "export interface Validators {" ? "}" : "}, null));", i + 1);
      if (end < 0) return undefined;
      const body = lines.slice(i + 1, end);
      if (line === "export interface Guards {") out.push(interfaceLines(line, body, guardMember, ["value: unknown"], (t) => `value is ${t}`, width));
      else if (line === "export interface Validators {") {
        out.push(interfaceLines(line, body, validatorMember, ["value: unknown", "options?: ValidateOptions"], (t) => `ValidationResult<${t}>`, width));
      } else if (open.test(line)) out.push(recordLines(line, body, width));
      else return undefined;
      i = end + 1;
    }
    return joined(out);
}

/** `readonly Name: (params) => result;` a line each; too long, its parameters broken one per line. */
function interfaceLines(open: string, body: readonly string[], member: RegExp, params: string[], result: (type: string) => string, width: number): string[] | undefined {
  const out = [open];
  for (const line of body) {
    const m = member.exec(line);
    if (!m) return undefined;
    const lines = argumentLines("  ", `readonly ${m[1]}: `, params, ` => ${result(m[2]!)};`, width);
    if (!lines) return undefined;
    out.push(...lines);
  }
  out.push("}");
  return out;
}

/** `Object.freeze(Object.setPrototypeOf({ ... }, null))` with its object broken: every call broken around it. */
function recordLines(open: string, body: readonly string[], width: number): string[] | undefined {
  if (body.length === 0) return undefined;
  const out = [open.slice(0, -"Object.setPrototypeOf({".length), "  Object.setPrototypeOf(", "    {"];
  for (const line of body) {
    const m = recordEntry.exec(line);
    if (!m) return undefined;
    const one = `      [${m[1]}]: ${m[2]},`;
    if (one.length <= width) out.push(one);
    else {
      const key = `      [${m[1]}]:`;
      const value = `        ${m[2]},`;
      if (key.length > width || value.length > width) return undefined;
      out.push(key, value);
    }
  }
  out.push("    },", "    null,", "  ),", ");");
  return out.every((l) => l.length <= width) ? out : undefined;
}
